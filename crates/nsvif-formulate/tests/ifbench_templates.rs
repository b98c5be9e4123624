//! IFBench's own description templates, filled by the official code with varied arguments
//! (`tests/data/ifbench_templates.jsonl`, written by `tests/data/ifbench_templates.py`),
//! formulate to their type with the official kwargs; and natural variants of them do too.
//! The two templates whose check needs text they do not carry (`ratio:overlap`'s reference
//! text, `repeat:repeat_span`'s request) formulate to a judge question: undecided without
//! an LLM, never dropped.

use std::collections::BTreeMap;

use nsvif_check::lookup_ifbench;
use nsvif_formulate::formulate_rules;
use nsvif_spec::Check;
use serde_json::{json, Value};

/// Judged: the template lacks what the check needs.
const JUDGED: [&str; 2] = ["ratio:overlap", "repeat:repeat_span"];

/// The predicate arguments formulated from `instruction`.
fn checks(instruction: &str) -> Vec<(String, Value)> {
    let spec = formulate_rules(instruction);
    spec.validate().expect("a valid Spec");
    spec.predicates()
        .map(|(predicate, args)| (predicate.to_string(), args.clone()))
        .collect()
}

fn formulates_to(instruction: &str, id: &str, kwargs: &Value) -> bool {
    let name = lookup_ifbench(id).expect("an IFBench id").name;
    checks(instruction)
        .iter()
        .any(|(p, args)| p == name && args == kwargs)
}

#[test]
fn every_official_template_formulates_to_its_type() {
    let data = include_str!("data/ifbench_templates.jsonl");
    let mut per_type: BTreeMap<String, usize> = BTreeMap::new();
    let mut problems = Vec::new();
    for line in data.lines() {
        let rec: Value = serde_json::from_str(line).unwrap();
        let id = rec["id"].as_str().unwrap();
        let description = rec["description"].as_str().unwrap();
        *per_type.entry(id.to_string()).or_default() += 1;
        if JUDGED.contains(&id) {
            let spec = formulate_rules(description);
            let judged = spec.constraints.len() == 1
                && matches!(&spec.constraints[0].check, Check::Judge { .. });
            if !judged {
                problems.push(format!(
                    "{id}: {description:?} should be judged, got {spec:?}"
                ));
            }
            continue;
        }
        let mut kwargs = rec["kwargs"].clone();
        // The official checker strips keywords itself; a template never pads them.
        if let Some(map) = kwargs.as_object_mut() {
            map.retain(|_, v| !v.is_null());
        }
        if !formulates_to(description, id, &kwargs) {
            problems.push(format!(
                "{id}: {description:?} formulated to {:?}, want {kwargs}",
                checks(description)
            ));
        }
    }
    assert_eq!(per_type.len(), 58, "every IFBench type has its templates");
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}

#[test]
fn natural_variants_formulate_too() {
    let cases: &[(&str, &str, Value)] = &[
        (
            "Your answer should contain between 50 and 60 words.",
            "count:word_count_range",
            json!({"min_words": 50, "max_words": 60}),
        ),
        (
            "Please include exactly 2 numbers in your reply.",
            "count:numbers",
            json!({"N": 2}),
        ),
        (
            "Your response must not repeat any word more than 3 times.",
            "words:repeats",
            json!({"small_n": 3}),
        ),
        (
            "Write each word on a separate line.",
            "format:newline",
            json!({}),
        ),
        (
            "Every 3rd word of your response should be in Japanese.",
            "count:words_japanese",
            json!({"N": 3}),
        ),
        (
            "Your response should not contain any whitespace.",
            "format:no_whitespace",
            json!({}),
        ),
        (
            "Each sentence should contain exactly 2 more words than the previous one.",
            "sentence:increment",
            json!({"small_n": 2}),
        ),
        (
            "Your answer must include the keyword \"Moon\" in the 2nd sentence.",
            "sentence:keyword",
            json!({"word": "Moon", "N": 2}),
        ),
        (
            "Nest parentheses at least 5 levels deep.",
            "format:parentheses",
            json!({}),
        ),
        (
            "Use at least 40 distinct words in the response.",
            "count:unique_word_count",
            json!({"N": 40}),
        ),
    ];
    for (text, id, kwargs) in cases {
        assert!(
            formulates_to(text, id, kwargs),
            "{text:?}: {:?}, want {id} {kwargs}",
            checks(text)
        );
    }
}

#[test]
fn a_template_inside_a_prompt_is_found_and_the_prompt_kept() {
    let prompt =
        "Write a story about a lighthouse keeper. Include exactly 3 numbers in the response.";
    assert!(formulates_to(prompt, "count:numbers", &json!({"N": 3})));
}
