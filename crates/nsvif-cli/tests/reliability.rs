//! Regression tests of issue #18 through the binary: every case gives a clear error
//! (exit 3) or a verdict, within a bounded time, never a crash, a hang or exit 101.

use std::time::{Duration, Instant};

use assert_cmd::Command;
use serde_json::json;
use wiremock::{Mock, MockServer, ResponseTemplate};

fn nsvif() -> Command {
    let mut cmd = Command::cargo_bin("nsvif").unwrap();
    cmd.timeout(Duration::from_secs(60));
    cmd
}

fn spec_file(dir: &tempfile::TempDir, spec: serde_json::Value) -> String {
    let path = dir.path().join("spec.json");
    std::fs::write(&path, spec.to_string()).unwrap();
    path.display().to_string()
}

/// Runs `nsvif args…`, expects exit 3 and returns standard error.
fn error_of(args: &[&str]) -> String {
    let out = nsvif().args(args).assert().code(3);
    String::from_utf8_lossy(&out.get_output().stderr).into_owned()
}

#[test]
fn deep_formulas_in_a_spec_are_errors() {
    let dir = tempfile::tempdir().unwrap();
    let one =
        json!([{"id": "c1", "text": "t", "kind": "logic", "check": {"predicate": "no_commas"}}]);
    for formula in [
        format!("{}c1{}", "(".repeat(5000), ")".repeat(5000)),
        format!("{}c1", "!".repeat(40_000)),
        vec!["c1"; 100_000].join(" <-> "),
    ] {
        let spec = spec_file(&dir, json!({"constraints": one, "formula": formula}));
        let e = error_of(&["check", "--spec", &spec, "-o", "x"]);
        assert!(e.contains("nested deeper than 128 levels"), "{e}");
        assert!(
            e.len() < 400,
            "the error quotes an excerpt, not the formula: {e}"
        );
    }
    for dsl in [
        format!("{}true", "!".repeat(100_000)),
        format!("{} == 2", vec!["1"; 100_000].join("+")),
        vec!["true"; 100_000].join(" && "),
    ] {
        let check = json!([{"id": "c1", "text": "t", "kind": "logic", "check": {"dsl": dsl}}]);
        let spec = spec_file(&dir, json!({ "constraints": check }));
        let e = error_of(&["check", "--spec", &spec, "-o", "x"]);
        assert!(e.contains("nested deeper than 128 levels"), "{e}");
        assert!(e.len() < 400, "{e}");
    }
}

#[test]
fn ambiguous_checks_and_misspelt_arguments_are_errors() {
    let dir = tempfile::tempdir().unwrap();
    for (check, named) in [
        (
            json!({"predicate": "no_commas", "dsl": "words(all) > 1000"}),
            "`predicate` and `dsl`",
        ),
        (
            json!({"predicate": "no_commas", "judge": "Nice?"}),
            "`predicate` and `judge`",
        ),
        (
            json!({"predicate": "word_count", "args": {"relation": ">=", "valeu": 5}}),
            "unknown field `valeu`",
        ),
    ] {
        let c = json!([{"id": "c1", "text": "t", "kind": "logic", "check": check}]);
        let spec = spec_file(&dir, json!({ "constraints": c }));
        let e = error_of(&["check", "--spec", &spec, "-o", "hi"]);
        assert!(e.contains(named), "{e}");
        assert_eq!(e.matches(named).count(), 1, "said once: {e}");
    }
}

#[test]
fn endless_and_oversized_inputs_are_errors() {
    let started = Instant::now();
    let e = error_of(&["check", "-i", "Do not use commas.", "-o", "@/dev/zero"]);
    assert!(
        e.contains("larger than") && e.contains("--max-input-mib"),
        "{e}"
    );
    assert!(started.elapsed() < Duration::from_secs(30));
    let e = error_of(&["check", "-i", "@/dev/zero", "-o", "x"]);
    assert!(e.contains("--max-instruction-kib"), "{e}");
    let e = error_of(&["formulate", "-i", "@/tmp"]);
    assert!(e.contains("not a regular file"), "{e}");
    let big = "a".repeat(2048);
    let e = error_of(&["check", "-i", "x", "-o", &big, "--max-input-mib", "0"]);
    assert!(e.contains("--max-input-mib"), "{e}");
}

#[test]
fn bench_on_a_directory_or_a_device_is_an_error() {
    let e = error_of(&["bench", "/tmp"]);
    assert!(e.contains("not a regular file"), "{e}");
    let e = error_of(&["bench", "/dev/zero"]);
    assert!(e.contains("not a regular file"), "{e}");
}

#[test]
fn numeric_flags_out_of_range_are_errors_not_panics() {
    let llm = [
        "--llm-model",
        "m",
        "--llm-base-url",
        "http://127.0.0.1:9/v1",
    ];
    for (flag, value, named) in [
        ("--llm-timeout", "1e300", "timeout_secs"),
        ("--llm-timeout", "NaN", "timeout_secs"),
        ("--llm-timeout", "0", "timeout_secs"),
        ("--llm-deadline", "1e300", "deadline_secs"),
    ] {
        let mut args = vec!["check", "-i", "x", "-o", "x", flag, value];
        args.extend(llm);
        let e = error_of(&args);
        assert!(e.contains(named), "{flag} {value}: {e}");
    }
    for jobs in ["--jobs=0", "--jobs=5000", "--jobs=-1"] {
        let e = error_of(&["bench", "/dev/null", jobs]);
        assert!(e.contains("--jobs"), "{e}");
    }
}

/// An LLM that answers formulation with a formula nested 5,000 deep: the answer is
/// refused, not followed into a stack overflow.
#[tokio::test(flavor = "multi_thread")]
async fn a_deeply_nested_llm_answer_is_refused() {
    let server = MockServer::start().await;
    let formula = format!("{}c1{}", "(".repeat(5000), ")".repeat(5000));
    let answer = json!({"constraints": [{"id": "c1", "text": "Be brief.", "kind": "logic",
        "check": {"predicate": "word_count", "args": {"relation": "<=", "value": 5}}}],
        "formula": formula})
    .to_string();
    Mock::given(wiremock::matchers::method("POST"))
        .respond_with(ResponseTemplate::new(200).set_body_json(json!({
            "id": "x", "object": "chat.completion", "created": 1, "model": "m",
            "choices": [{"index": 0, "finish_reason": "stop",
                         "message": {"role": "assistant", "content": answer}}],
            "usage": {"prompt_tokens": 1, "completion_tokens": 1, "total_tokens": 2}})))
        .mount(&server)
        .await;
    let base = format!("{}/v1", server.uri());
    let out = tokio::task::spawn_blocking(move || {
        nsvif()
            .args([
                "check",
                "-i",
                "Be brief.",
                "-o",
                "ok",
                "--formulator",
                "llm",
            ])
            .args(["--llm-model", "m", "--llm-base-url", &base, "--json"])
            .output()
            .unwrap()
    })
    .await
    .unwrap();
    let code = out.status.code();
    assert!(
        matches!(code, Some(0..=3)),
        "exit {code:?}: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    let all = format!(
        "{}{}",
        String::from_utf8_lossy(&out.stdout),
        String::from_utf8_lossy(&out.stderr)
    );
    assert!(all.contains("nested deeper than 128 levels"), "{all}");
    assert_ne!(code, Some(0), "a refused formulation is not sat");
}

/// Property tests over the check_output fuzz seeds (IFEval GPT-4 responses and the
/// issue's shapes), against every rule family: `decide` equals `check`, and checking the
/// same output twice gives the same report (its timing aside).
#[test]
fn decide_equals_check_and_check_is_repeatable() {
    let instruction = "Write at least 300 words in exactly 3 paragraphs separated by the markdown divider ***; the first paragraph must start with the word hello. Include exactly 2 bullet points, highlight at least 2 sections, add a title in double angular brackets, end with \"Bye.\", add a postscript starting with P.S., include the keywords cat and dog, do not use any commas, answer in all lowercase letters, and each sentence should have at most 12 words.";
    let prepared = nsvif::Verifier::default().prepare(instruction).unwrap();
    let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/../../fuzz/seeds/check_output");
    let mut checked = 0;
    for entry in std::fs::read_dir(dir).unwrap() {
        let output = std::fs::read_to_string(entry.unwrap().path()).unwrap();
        let report = prepared.check(&output);
        let decision = prepared.decide(&output);
        assert_eq!(report.verdict, decision.verdict, "{output:.80}");
        let without_time = |r: &nsvif::Report| {
            let mut v = serde_json::to_value(r).unwrap();
            v["cost"]["millis"] = json!(0);
            v
        };
        assert_eq!(
            without_time(&report),
            without_time(&prepared.check(&output))
        );
        checked += 1;
    }
    assert!(checked >= 30);
}
