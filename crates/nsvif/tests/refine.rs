//! The refine loop: generate → check → feed back → regenerate.

use nsvif::refine::{from_fn, retry_prompt, StopReason};
use nsvif::{refine, Generator, RefineOptions, Report, Verdict, Verifier};

const INSTRUCTION: &str =
    "Do not use any commas. Write at least 8 words. Wrap your entire response in double quotes.";

/// A generator that fixes exactly one violation per round: the first one the last report
/// names. It records what it was asked.
struct OneFixPerRound {
    text: String,
    prompts: Vec<String>,
    history_lengths: Vec<usize>,
}

fn fix(constraint: &str, text: &str) -> String {
    match constraint {
        "Do not use any commas" => text.replace(',', ""),
        "at least 8 words" => format!("{text} and a few more words to be long enough"),
        "Wrap your entire response in double quotes" => format!("\"{text}\""),
        other => panic!("the mock cannot fix {other:?}"),
    }
}

impl Generator for OneFixPerRound {
    type Error = String;

    async fn generate(&mut self, prompt: &str, history: &[Report]) -> Result<String, String> {
        self.prompts.push(prompt.to_string());
        self.history_lengths.push(history.len());
        if let Some(last) = history.last() {
            let first = last.violated.first().ok_or("nothing to fix")?;
            self.text = fix(&first.text, &self.text);
        }
        Ok(self.text.clone())
    }
}

#[tokio::test]
async fn fixing_one_violation_per_round_reaches_sat() {
    let verifier = Verifier::default();
    let prepared = verifier.prepare(INSTRUCTION).unwrap();
    let mut generator = OneFixPerRound {
        text: "Hi, there".into(),
        prompts: vec![],
        history_lengths: vec![],
    };
    let outcome = refine(
        &prepared,
        INSTRUCTION,
        &mut generator,
        RefineOptions { max_rounds: 5 },
    )
    .await
    .unwrap();

    assert_eq!(outcome.verdict, Verdict::Sat);
    assert_eq!(outcome.stopped, StopReason::Satisfied);
    assert_eq!(outcome.rounds, 4);
    let violations: Vec<usize> = outcome.reports.iter().map(|r| r.violated.len()).collect();
    assert_eq!(violations, [3, 2, 1, 0]);
    assert_eq!(
        outcome.final_output,
        "\"Hi there and a few more words to be long enough\""
    );
    assert_eq!(generator.history_lengths, [0, 1, 2, 3]);

    // Round 1 is the instruction; every later round carries the previous output and the
    // feedback on it.
    assert_eq!(generator.prompts[0], INSTRUCTION);
    assert_eq!(
        generator.prompts[1],
        retry_prompt(INSTRUCTION, "Hi, there", &outcome.reports[0])
    );
    assert!(generator.prompts[1].starts_with(INSTRUCTION));
    assert!(generator.prompts[1].contains("Hi, there"));
    assert!(generator.prompts[1].contains(
        "\"Do not use any commas\": found 1 comma (at line 1, col 3); required no commas."
    ));
    assert!(generator.prompts[3].contains("the output starts with 'H'"));
    // The formulation was done once, before the loop.
    assert_eq!(verifier.formulations(), 1);
}

#[tokio::test]
async fn the_round_budget_ends_a_loop_that_does_not_converge() {
    let prepared = Verifier::default().prepare(INSTRUCTION).unwrap();
    let calls = std::sync::atomic::AtomicUsize::new(0);
    let mut stubborn = from_fn(|_prompt: String, _history: Vec<Report>| {
        calls.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
        async { Ok::<_, std::convert::Infallible>("Hi, there".to_string()) }
    });
    let outcome = refine(
        &prepared,
        INSTRUCTION,
        &mut stubborn,
        RefineOptions { max_rounds: 3 },
    )
    .await
    .unwrap();
    assert_eq!(
        (outcome.rounds, outcome.verdict, outcome.stopped),
        (3, Verdict::Unsat, StopReason::RoundBudget)
    );
    assert_eq!(outcome.reports.len(), 3);
    assert_eq!(calls.into_inner(), 3);
}

#[tokio::test]
async fn a_generator_error_ends_the_loop_with_that_error() {
    let prepared = Verifier::default().prepare(INSTRUCTION).unwrap();
    let mut failing =
        from_fn(|_: String, _: Vec<Report>| async { Err::<String, _>("endpoint down") });
    let err = refine(
        &prepared,
        INSTRUCTION,
        &mut failing,
        RefineOptions::default(),
    )
    .await
    .unwrap_err();
    assert_eq!(err, "endpoint down");
}

#[tokio::test]
async fn a_self_contradicting_instruction_is_not_retried() {
    let instruction = "Write at least 500 words. Use fewer than 100 words.";
    let prepared = Verifier::default().prepare(instruction).unwrap();
    let mut generator =
        from_fn(|_: String, _: Vec<Report>| async { Ok::<_, ()>("Short.".to_string()) });
    let outcome = refine(
        &prepared,
        instruction,
        &mut generator,
        RefineOptions::default(),
    )
    .await
    .unwrap();
    assert_eq!(
        (outcome.rounds, outcome.stopped),
        (1, StopReason::Contradiction)
    );
}
