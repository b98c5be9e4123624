//! Upstream's own unit tests as records: every `check_following` call of allenai/IFBench's
//! `instructions_test.py` (db69a6f) on an IFBench checker, with the answer the test
//! asserts (`tests/data/ifbench_upstream_cases.jsonl`, written by
//! `tests/official/ifbench_upstream_cases.py`). Under the upstream version nsvif gives
//! every answer; the frozen version differs where upstream changed its rules, and only
//! on the types listed here.

use nsvif_check::{compile, ifbench, Document, IfbenchVersion, Options};
use serde_json::Value;

const CASES: &str = include_str!("data/ifbench_upstream_cases.jsonl");

/// The types whose frozen answers differ from upstream's on these cases.
const CHANGED_UPSTREAM: &[&str] = &[
    "format:quote_unquote",
    "format:title_case",
    "words:keywords_specific_position",
    "words:words_position",
];

/// The cases nsvif answers differently from upstream's tests under `version`, as
/// `(line, id, output)`.
fn differences(version: IfbenchVersion) -> Vec<(usize, String, String)> {
    let options = Options {
        ifbench_version: version,
        ..Options::default()
    };
    let mut out = Vec::new();
    for (n, line) in CASES.lines().enumerate() {
        let case: Value = serde_json::from_str(line).unwrap();
        let id = case["id"].as_str().unwrap();
        let (name, args) = ifbench::to_check(id, &case["kwargs"], "").unwrap();
        let p =
            compile(name, &args, &options).unwrap_or_else(|e| panic!("line {}: {id}: {e}", n + 1));
        let output = case["output"].as_str().unwrap();
        if p.value(&Document::new(output)) != case["satisfied"].as_bool() {
            out.push((n + 1, id.to_string(), output.to_string()));
        }
    }
    out
}

#[test]
fn upstream_s_own_test_cases_pass_under_the_upstream_version() {
    assert_eq!(CASES.lines().count(), 160);
    let wrong = differences(IfbenchVersion::Upstream);
    assert!(wrong.is_empty(), "{wrong:#?}");
}

#[test]
fn the_frozen_version_differs_only_where_upstream_changed_the_rules() {
    let wrong = differences(IfbenchVersion::Frozen);
    eprintln!(
        "frozen differs on {} of {} cases: {wrong:#?}",
        wrong.len(),
        CASES.lines().count()
    );
    assert!(!wrong.is_empty());
    for (line, id, output) in &wrong {
        assert!(
            CHANGED_UPSTREAM.contains(&id.as_str()),
            "line {line}: {id} on {output:?}"
        );
    }
}
