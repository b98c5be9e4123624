//! The library as an agent or a scoring pipeline uses it: build a verifier, prepare an
//! instruction once, check many outputs.

use std::sync::Arc;

use nsvif::{Spec, Verdict, Verifier};

const INSTRUCTION: &str = "Answer in all lowercase letters and do not use any commas.";

#[test]
fn checking_the_same_instruction_twice_formulates_it_once() {
    let verifier = Verifier::builder().build().unwrap();
    let first = verifier.check(INSTRUCTION, "hello, there").unwrap();
    let second = verifier.check(INSTRUCTION, "hello there").unwrap();
    assert_eq!(first.verdict, Verdict::Unsat);
    assert_eq!(second.verdict, Verdict::Sat);
    assert_eq!(verifier.formulations(), 1);
    assert_eq!(verifier.stats().hits, 1);

    // `prepare` hands back the very same prepared check, and clones share the cache.
    let a = verifier.prepare(INSTRUCTION).unwrap();
    let b = verifier.clone().prepare(INSTRUCTION).unwrap();
    assert!(Arc::ptr_eq(&a, &b));
    assert_eq!(verifier.formulations(), 1);

    verifier.check("Do not use any commas.", "a, b").unwrap();
    assert_eq!(verifier.formulations(), 2);
    assert_eq!(verifier.stats().cached, 2);
}

#[test]
fn the_cache_is_bounded_and_can_be_turned_off() {
    let off = Verifier::builder().cache_capacity(0).build().unwrap();
    off.check(INSTRUCTION, "a").unwrap();
    off.check(INSTRUCTION, "b").unwrap();
    assert_eq!(off.formulations(), 2);
    assert_eq!(off.stats().cached, 0);

    // Capacity 1: the second instruction evicts the first.
    let one = Verifier::builder().cache_capacity(1).build().unwrap();
    for instruction in [INSTRUCTION, "Do not use any commas.", INSTRUCTION] {
        one.check(instruction, "x").unwrap();
    }
    assert_eq!(one.formulations(), 3);
    assert_eq!(one.stats().cached, 1);
}

#[test]
fn builder_options_change_how_outputs_are_checked() {
    let output = "<think>Hmm, commas.</think>hello there";
    let default = Verifier::builder().build().unwrap();
    assert_eq!(
        default.check(INSTRUCTION, output).unwrap().verdict,
        Verdict::Sat
    );
    let keep_think = Verifier::builder().strip_think(false).build().unwrap();
    let report = keep_think.check(INSTRUCTION, output).unwrap();
    assert_eq!(report.verdict, Verdict::Unsat);
    assert!(!report.reasoning_trace_removed);

    // Loose mode forgives a first line that breaks the rule.
    let output = "Sure, here it is:\nhello there";
    let loose = Verifier::builder().loose(true).build().unwrap();
    assert_eq!(
        default.check(INSTRUCTION, output).unwrap().verdict,
        Verdict::Unsat
    );
    assert_eq!(
        loose.check(INSTRUCTION, output).unwrap().verdict,
        Verdict::Sat
    );
}

#[test]
fn a_spec_that_does_not_compile_is_an_error_with_the_reason() {
    let spec = Spec::from_json(
        r#"{"constraints": [{"id": "c1", "text": "x", "kind": "logic",
            "check": {"predicate": "no_such_predicate", "args": {}}}]}"#,
    )
    .unwrap();
    let err = Verifier::default().prepare_spec(spec).unwrap_err();
    assert!(err.to_string().contains("no_such_predicate"), "{err}");
}

fn feedback(spec: &str, output: &str) -> String {
    let spec = Spec::from_json(spec).unwrap();
    let prepared = Verifier::default().prepare_spec(spec).unwrap();
    prepared.check(output).feedback()
}

#[test]
fn feedback_names_measure_place_and_requirement_per_violation() {
    let report = Verifier::default()
        .check(
            "Answer in all lowercase letters and do not use any commas. Write at least 50 \
             words. Include the keywords apple, pear. End your response with 'Is there \
             anything else?'. Wrap your entire response in double quotes.",
            "Hello There, friend.\nBye",
        )
        .unwrap();
    assert_eq!(
        report.feedback(),
        [
            r#""in all lowercase letters": found a capital letter "H" (at word 1, line 1, col 1); required all lower-case letters."#,
            r#""do not use any commas": found 1 comma (at line 1, col 12); required no commas."#,
            r#""at least 50 words": found 4 words."#,
            r#""Include the keywords apple, pear": missing "apple", "pear"; required keywords "apple", "pear"."#,
            r#""End your response with 'Is there anything else?'": found ending "Bye" (at line 2, col 1); required the output to end with "Is there anything else?"."#,
            r#""Wrap your entire response in double quotes": the output starts with 'H' (at line 1, col 1); required the output wrapped in double quotes."#,
        ]
        .join("\n")
    );
}

#[test]
fn feedback_puts_dsl_counts_in_words() {
    let spec = r#"{"constraints": [
        {"id": "c1", "text": "short sentences", "kind": "logic",
         "check": {"dsl": "forall s in sentences(body): words(s) < 8"}},
        {"id": "c2", "text": "between 5 and 8 words", "kind": "logic",
         "check": {"dsl": "words(body) >= 5 && words(body) <= 8"}},
        {"id": "c3", "text": "two paragraphs", "kind": "logic",
         "check": {"dsl": "count(paragraphs()) == 2"}},
        {"id": "c4", "text": "exactly two bullets", "kind": "logic",
         "check": {"predicate": "bullet_count", "args": {"relation": "==", "value": 2}}}]}"#;
    let output = "Fine here. Still fine now. This third sentence has far too many words in it.\n\
                  * a\n* b\n* c";
    assert_eq!(
        feedback(spec, output),
        [
            r#""short sentences": sentence 3 has 10 words (line 1, col 28; 1 of 6 sentences fails); every sentence must have fewer than 8 words."#,
            r#""between 5 and 8 words": the output (without headings) has 18 words; it must have at least 5 and at most 8 words."#,
            r#""two paragraphs": the output has 1 paragraph; it must have exactly 2 paragraphs."#,
            r#""exactly two bullets": found 3 bullets (at bullet 3, line 4, col 1); required exactly 2 bullets."#,
        ]
        .join("\n")
    );
}

#[test]
fn feedback_reports_a_contradiction_and_what_could_not_be_checked() {
    let report = Verifier::default()
        .check(
            "Write at least 500 words. Use fewer than 100 words.",
            "Too short.",
        )
        .unwrap();
    assert_eq!(report.conflicting, ["c1", "c2"]);
    assert_eq!(
        report.feedback(),
        "The instruction contradicts itself: \"at least 500 words\" and \"fewer than 100 \
         words\" cannot both hold, so no output can satisfy it.\n\
         \"at least 500 words\": found 2 words."
    );

    let spec = r#"{"constraints": [
        {"id": "c1", "text": "at most 50 words", "kind": "logic",
         "check": {"predicate": "word_count", "args": {"relation": "<=", "value": 50}}},
        {"id": "c2", "text": "pessimistic tone", "kind": "semantic",
         "check": {"judge": "The response is written in a pessimistic tone."}}]}"#;
    assert_eq!(
        feedback(spec, "All is well."),
        "Could not be checked, make sure these hold too: \"pessimistic tone\": no judge \
         configured (semantic constraint)."
    );
    let with_unexplained = r#"{"constraints": [
        {"id": "c1", "text": "no commas", "kind": "logic",
         "check": {"predicate": "no_commas", "args": {}}}],
        "unexplained": [{"text": "Write like a pirate.", "source": {"start": 0, "end": 20}}]}"#;
    assert_eq!(
        feedback(with_unexplained, "Arr matey"),
        "Could not be checked, make sure these hold too: \"Write like a pirate.\": no checker \
         understood this part."
    );
    // A violation is named without blaming the constraint nobody could decide; past an
    // upper bound the place is the first word too many.
    let long = "word ".repeat(60);
    assert_eq!(
        feedback(spec, &long),
        "\"at most 50 words\": found 60 words (at word 51, line 1, col 251)."
    );
}

#[test]
fn feedback_is_empty_when_the_output_follows_the_instruction() {
    let report = Verifier::default()
        .check(INSTRUCTION, "hello there")
        .unwrap();
    assert_eq!(report.verdict, Verdict::Sat);
    assert_eq!(report.feedback(), "");
}

/// `decide` is the scoring path: the verdict and values `check` gives, without evidence.
#[test]
fn decide_gives_the_verdict_and_values_of_check() {
    let outputs = [
        "hello there",
        "Hello, there",
        "<think>Commas, Capitals.</think>hello there",
        "Sure! Here it is:\nhello there",
        "",
    ];
    let instructions = [
        INSTRUCTION,
        "Write at least 3 sentences and end your response with \"Is there anything else?\"",
        // The tone is a judge's: undecided without an LLM.
        "Answer in a cheerful tone, in all lowercase letters.",
        // A requirement no rule reads: never `sat`.
        "Rhyme every line and use no commas.",
    ];
    for loose in [false, true] {
        let verifier = Verifier::builder().loose(loose).build().unwrap();
        for instruction in instructions {
            let prepared = verifier.prepare(instruction).unwrap();
            for output in outputs {
                let report = prepared.check(output);
                let decision = prepared.decide(output);
                let values: Vec<Option<bool>> =
                    report.constraints.iter().map(|c| c.fact.value).collect();
                let at = format!("{instruction:?} on {output:?} (loose: {loose})");
                assert_eq!(decision.verdict, report.verdict, "{at}");
                assert_eq!(decision.values, values, "{at}");
                assert_eq!(
                    decision.reasoning_trace_removed, report.reasoning_trace_removed,
                    "{at}"
                );
            }
        }
    }
    // The cases above reach every verdict.
    let verifier = Verifier::builder().build().unwrap();
    let verdicts: Vec<Verdict> = [
        (INSTRUCTION, "hello there"),
        (INSTRUCTION, "Hello, there"),
        (
            "Answer in a cheerful tone, in all lowercase letters.",
            "hello there",
        ),
    ]
    .iter()
    .map(|(i, o)| verifier.prepare(i).unwrap().decide(o).verdict)
    .collect();
    assert_eq!(verdicts, [Verdict::Sat, Verdict::Unsat, Verdict::Unknown]);
}

/// Locations name the output as the caller gave it, even when a reasoning trace was cut
/// off or a loose variant decided the fact.
#[test]
fn locations_are_in_the_output_as_given() {
    let verifier = Verifier::builder().build().unwrap();
    let output = "<think>No, commas here.</think>\nHello, world";
    let report = verifier.check("Do not use any commas.", output).unwrap();
    let at = report.violated[0].evidence.location.clone().unwrap();
    assert_eq!(&output[at.start..at.end], ",");
    assert_eq!((at.line, at.column), (2, 6));

    let loose = Verifier::builder().loose(true).build().unwrap();
    let ends = "End your response with the exact phrase \"Bye.\"";
    // Passes on the variant without the last line: the place is in the output.
    let output = "Sure!\nGood day. Bye.\nNote";
    let report = loose.check(ends, output).unwrap();
    let at = report.constraints[0]
        .fact
        .evidence
        .location
        .clone()
        .unwrap();
    assert_eq!(&output[at.start..at.end], "Bye.");
    assert_eq!((at.line, at.column), (2, 11));
    // Passes only once `*` is removed: that text is not in the output, so no place.
    let report = loose.check(ends, "Good day. **Bye.**").unwrap();
    assert_eq!(report.constraints[0].fact.value, Some(true));
    assert_eq!(report.constraints[0].fact.evidence.location, None);
}
