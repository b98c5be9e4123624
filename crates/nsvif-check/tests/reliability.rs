//! Regression tests of issue #18 in the checker: patterns from a Spec or a model that
//! would compile huge are errors or undecided facts, at once, on any output; deep DSL
//! checks evaluate on a worker thread's stack.

use std::time::{Duration, Instant};

use nsvif_check::{CompiledSpec, Document, Options};
use nsvif_spec::Spec;
use serde_json::json;

fn compile(check: serde_json::Value) -> Result<CompiledSpec, String> {
    let spec = json!({"constraints": [{"id": "c1", "text": "t", "kind": "logic", "check": check}]});
    let spec = Spec::from_json(&spec.to_string()).map_err(|e| e.to_string())?;
    CompiledSpec::new(spec, &Options::default()).map_err(|e| e.to_string())
}

#[test]
fn huge_patterns_in_predicate_arguments_are_errors() {
    for (pattern, why) in [
        ("(a)".repeat(15_000), "more than the limit of 100"),
        (r"\w{1000}".repeat(20), "size limit"),
    ] {
        for check in [
            json!({"predicate": "postscript", "args": {"marker": pattern}}),
            json!({"predicate": "section_count", "args": {"splitter": pattern, "relation": ">=", "value": 1}}),
        ] {
            let e = compile(check).unwrap_err();
            assert!(e.contains(why), "{}", &e[..e.len().min(300)]);
            assert!(e.len() < 600, "the error quotes an excerpt: {e}");
        }
    }
}

#[test]
fn a_huge_pattern_in_the_dsl_leaves_its_fact_undecided_at_once() {
    let dsl = format!("count(matches(all, \"{}\")) == 0", "(a)".repeat(15_000));
    let spec = compile(json!({ "dsl": dsl })).unwrap();
    let output = "aaaa ".repeat(200_000);
    let started = Instant::now();
    let fact = spec.check(&Document::new(&output)).remove(0);
    assert_eq!(fact.value, None);
    assert!(started.elapsed() < Duration::from_secs(10));
}

#[test]
fn the_deepest_dsl_check_evaluates_on_a_worker_stack() {
    let depth = nsvif_spec::MAX_DEPTH;
    let dsl = format!("{}true", "!".repeat(depth - 1));
    let spec = compile(json!({ "dsl": dsl })).unwrap();
    let value = std::thread::Builder::new()
        .stack_size(2 << 20)
        .spawn(move || spec.check(&Document::new("some output")).remove(0).value)
        .unwrap()
        .join()
        .unwrap();
    assert_eq!(value, Some((depth - 1).is_multiple_of(2)));
}
