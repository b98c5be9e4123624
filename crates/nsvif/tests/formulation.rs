//! Verdicts from instruction text alone (the rule formulator, no LLM): what the rules do
//! not understand can never make a verdict `sat`, and what they do understand still
//! decides `unsat`.

use nsvif::{Verdict, Verifier};

fn verdict(instruction: &str, output: &str) -> Verdict {
    Verifier::default()
        .check(instruction, output)
        .expect("formulates and compiles")
        .verdict
}

/// Instructions with a requirement no rule reads, and an output that breaks it while
/// keeping every requirement the rules do read.
const UNREADABLE: &[(&str, &str)] = &[
    (
        "Write a haiku about rain in all lowercase letters. Every line must rhyme with the word moon.",
        "rain on the window\nthe garden drinks in silence\nclouds move slowly on",
    ),
    (
        "Describe Paris in at least 10 words. Use a Venn diagram.",
        "paris is a large city in france with many museums and cafes along the river",
    ),
    (
        "Answer in fewer than 50 words, and make sure every heading is in bold.",
        "# Answer\nThe capital of France is Paris.",
    ),
    (
        "Explain gravity without using any commas. Answer the question in a different language than English.",
        "Gravity pulls masses toward each other.",
    ),
    (
        "If the reader is a child, answer in all capital letters. Do not use any commas.",
        "gravity pulls things down",
    ),
];

#[test]
fn a_requirement_the_rules_cannot_read_is_never_sat() {
    for (instruction, output) in UNREADABLE {
        let spec = nsvif_formulate::formulate_rules(instruction);
        assert!(
            !spec.unexplained.is_empty(),
            "{instruction}: nothing reported unexplained"
        );
        assert_eq!(
            verdict(instruction, output),
            Verdict::Unknown,
            "{instruction}"
        );
    }
}

#[test]
fn an_understood_violation_is_unsat_even_next_to_an_unreadable_requirement() {
    assert_eq!(
        verdict(
            "Write a haiku about rain in all lowercase letters. Every line must start with the letter s.",
            "Rain on the window, the garden drinks.",
        ),
        Verdict::Unsat
    );
}

#[test]
fn task_text_is_not_a_requirement() {
    // A poem about cats in lowercase: nothing else to check, so it can be sat.
    assert_eq!(
        verdict(
            "Write a poem about cats. Answer in all lowercase letters.",
            "soft paws on the floor\nwhiskers twitch at morning light"
        ),
        Verdict::Sat
    );
    // "a 100 word poem" sizes the response: read plainly it is a requirement no rule
    // reads (unknown); IFEval's labels read it as the task's size.
    let instruction = "Write a 100 word poem about cats. Answer in all lowercase letters.";
    let output = "soft paws on the floor\nwhiskers twitch at morning light";
    assert_eq!(verdict(instruction, output), Verdict::Unknown);
    let ifeval = nsvif::VerifierOptions {
        conventions: nsvif::Conventions::Ifeval,
        ..Default::default()
    };
    assert_eq!(
        Verifier::new(ifeval)
            .check(instruction, output)
            .unwrap()
            .verdict,
        Verdict::Sat
    );
}

#[test]
fn relations_decide_the_verdict() {
    let either =
        "Either answer in all lowercase letters or wrap your entire response in double quotes.";
    assert_eq!(verdict(either, "hello there"), Verdict::Sat);
    assert_eq!(verdict(either, "\"Hello there\""), Verdict::Sat);
    assert_eq!(verdict(either, "Hello there"), Verdict::Unsat);

    let implies = "If you use more than 10 words, end your response with the exact phrase \"Bye.\"";
    assert_eq!(verdict(implies, "Short answer here."), Verdict::Sat);
    assert_eq!(
        verdict(
            implies,
            "This answer is long enough to have more than ten words in it, so it must end well. Bye."
        ),
        Verdict::Sat
    );
    assert_eq!(
        verdict(
            implies,
            "This answer is long enough to have more than ten words in it and it does not end well."
        ),
        Verdict::Unsat
    );

    let negated = "Do not wrap your answer in double quotes.";
    assert_eq!(verdict(negated, "plain"), Verdict::Sat);
    assert_eq!(verdict(negated, "\"quoted\""), Verdict::Unsat);
}

#[test]
fn a_semantic_requirement_is_unknown_without_a_judge() {
    assert_eq!(
        verdict(
            "Your answer must be in a humorous tone. Use fewer than 20 words.",
            "Why did the chicken cross the road?"
        ),
        Verdict::Unknown
    );
    // A logic violation still decides it.
    assert_eq!(
        verdict(
            "Your answer must be in a humorous tone. Use fewer than 5 words.",
            "Why did the chicken cross the road?"
        ),
        Verdict::Unsat
    );
}
