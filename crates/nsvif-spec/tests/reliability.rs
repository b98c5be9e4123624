//! Regression tests of issue #18: no formula, DSL expression or Spec can overflow the
//! stack, and errors quote a short excerpt rather than the whole input.

use nsvif_spec::{parse_expr, parse_formula, Spec, MAX_DEPTH};

/// Runs `f` on a thread with the default stack of a spawned Rust thread (2 MiB, as rayon
/// workers have):
/// bounded recursion must not need more.
fn on_small_stack<T: Send + 'static>(f: impl FnOnce() -> T + Send + 'static) -> T {
    std::thread::Builder::new()
        .stack_size(2 * 1024 * 1024)
        .spawn(f)
        .unwrap()
        .join()
        .expect("no stack overflow")
}

fn assert_too_deep(result: Result<impl std::fmt::Debug, nsvif_spec::ParseError>) {
    let e = result.expect_err("nesting beyond the limit is an error");
    assert!(e.message.contains("nested deeper than"), "{e}");
    assert!(
        e.to_string().len() < 200,
        "the error quotes an excerpt: {e}"
    );
}

#[test]
fn deep_formulas_are_errors_not_crashes() {
    on_small_stack(|| {
        let parens = format!("{}c1{}", "(".repeat(5000), ")".repeat(5000));
        assert_too_deep(parse_formula(&parens));
        assert_too_deep(parse_formula(&format!("{}c1", "!".repeat(40_000))));
        let iff = vec!["c1"; 100_000].join(" <-> ");
        assert_too_deep(parse_formula(&iff));
        let implies = vec!["c1"; 100_000].join(" -> ");
        assert_too_deep(parse_formula(&implies));
    });
}

#[test]
fn deep_dsl_expressions_are_errors_not_crashes() {
    on_small_stack(|| {
        assert_too_deep(parse_expr(&format!("{}true", "!".repeat(100_000))));
        assert_too_deep(parse_expr(&format!(
            "{} == 2",
            vec!["1"; 100_000].join("+")
        )));
        assert_too_deep(parse_expr(&vec!["true"; 100_000].join(" && ")));
        let nested = format!("{}1{} == 1", "(".repeat(5000), ")".repeat(5000));
        assert_too_deep(parse_expr(&nested));
        let quantified = "forall s in sentences(): ".repeat(1000) + "true";
        assert_too_deep(parse_expr(&quantified));
    });
}

#[test]
fn nesting_up_to_the_limit_parses() {
    on_small_stack(|| {
        let depth = MAX_DEPTH - 1;
        let parens = format!("{}c1{}", "(".repeat(depth), ")".repeat(depth));
        parse_formula(&parens).unwrap();
        parse_formula(&format!("{}c1", "!".repeat(depth))).unwrap();
        parse_formula(&vec!["c1"; depth].join(" -> ")).unwrap();
        // A formula's conjunctions are flat: any number of constraints is fine.
        parse_formula(&vec!["c1"; 100_000].join(" && ")).unwrap();
        parse_expr(&format!("{} == 2", vec!["1"; depth - 2].join("+"))).unwrap();
    });
}

#[test]
fn a_spec_with_a_deep_formula_is_refused() {
    on_small_stack(|| {
        let formula = format!("{}c1{}", "(".repeat(2500), ")".repeat(2500));
        let json = serde_json::json!({
            "constraints": [{"id": "c1", "text": "t", "kind": "logic",
                             "check": {"predicate": "no_commas"}}],
            "formula": formula,
        })
        .to_string();
        let e = Spec::from_json(&json).unwrap_err().to_string();
        assert!(e.contains("nested deeper than"), "{e}");
        assert!(e.len() < 300, "{e}");
    });
}

#[test]
fn deeply_nested_json_is_refused_by_serde() {
    on_small_stack(|| {
        let args = format!("{}{}", "[".repeat(100_000), "]".repeat(100_000));
        let json = format!(
            r#"{{"constraints": [{{"id": "c1", "text": "t", "kind": "logic",
                "check": {{"predicate": "no_commas", "args": {args}}}}}]}}"#
        );
        let e = Spec::from_json(&json).unwrap_err().to_string();
        assert!(e.contains("recursion limit"), "{e}");
    });
}

#[test]
fn parse_errors_quote_an_excerpt_with_the_position() {
    let long = format!("{} &&", vec!["c1"; 10_000].join(" && "));
    let e = parse_formula(&long).unwrap_err();
    let text = e.to_string();
    assert!(text.len() < 200, "{text}");
    assert!(
        text.contains(&format!("column {}", long.len() + 1)),
        "{text}"
    );
    assert!(text.contains('…'), "{text}");
    let e = parse_expr("words(all) > 3 &&\n  frobnicate(all)").unwrap_err();
    assert!(e.to_string().contains("line 2, column 3"), "{e}");
}

fn spec_with_check(check: &str) -> Result<Spec, String> {
    let json = format!(
        r#"{{"constraints": [{{"id": "c1", "text": "t", "kind": "logic", "check": {check}}}]}}"#
    );
    Spec::from_json(&json).map_err(|e| e.to_string())
}

#[test]
fn a_check_says_exactly_one_thing() {
    for (check, named) in [
        (
            r#"{"predicate": "no_commas", "dsl": "words(all) > 9"}"#,
            "`predicate` and `dsl`",
        ),
        (
            r#"{"predicate": "no_commas", "judge": "Nice?"}"#,
            "`predicate` and `judge`",
        ),
        (
            r#"{"dsl": "words(all) > 9", "judge": "Nice?"}"#,
            "`dsl` and `judge`",
        ),
        (
            r#"{"predicate": "no_commas", "argz": {}}"#,
            "unknown field `argz`",
        ),
        (
            r#"{"dsl": "words(all) > 9", "args": {}}"#,
            "`args` belongs to a `predicate`",
        ),
        (r#"{}"#, "needs one of"),
    ] {
        let e = spec_with_check(check).expect_err(check);
        assert!(e.contains(named), "{check}: {e}");
    }
    spec_with_check(r#"{"predicate": "no_commas"}"#).unwrap();
    spec_with_check(r#"{"predicate": "word_count", "args": {"relation": ">", "value": 1}}"#)
        .unwrap();
}

#[test]
fn unknown_fields_anywhere_in_a_spec_are_errors() {
    let base = r#"{"id": "c1", "text": "t", "kind": "logic", "check": {"predicate": "no_commas"}"#;
    for (json, field) in [
        (
            format!(r#"{{"constraints": [{base}}}], "formulae": "c1"}}"#),
            "formulae",
        ),
        (
            format!(r#"{{"constraints": [{base}, "sorce": null}}]}}"#),
            "sorce",
        ),
        (
            format!(
                r#"{{"constraints": [{base}}}], "unexplained": [{{"text": "x", "source": {{"start": 0, "end": 1, "len": 1}}}}]}}"#
            ),
            "len",
        ),
    ] {
        let e = Spec::from_json(&json).unwrap_err().to_string();
        assert!(e.contains(&format!("unknown field `{field}`")), "{e}");
    }
}
