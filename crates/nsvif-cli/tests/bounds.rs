//! Issue #34 through the binary: every check ends in bounded time whatever the regex
//! (from a Spec, a DSL check or an LLM's answer), a check has a time budget
//! (`--check-timeout`), and no error quotes more than a short excerpt of its input.

use std::time::{Duration, Instant};

use assert_cmd::Command;
use serde_json::json;
use wiremock::{Mock, MockServer, ResponseTemplate};

/// A liveness bound (the issue's), not a speed target.
const LIVENESS: Duration = Duration::from_secs(10);
/// The most an error message may take, whatever the input.
const MAX_ERROR: usize = 4096;

fn nsvif() -> Command {
    let mut cmd = Command::cargo_bin("nsvif").unwrap();
    cmd.timeout(Duration::from_secs(120));
    cmd
}

fn spec_file(dir: &tempfile::TempDir, name: &str, check: serde_json::Value) -> String {
    let path = dir.path().join(name);
    let spec = json!({"constraints": [
        {"id": "c1", "text": "Use no commas.", "kind": "logic", "check": {"predicate": "no_commas"}},
        {"id": "c2", "text": "t", "kind": "logic", "check": check}]});
    std::fs::write(&path, spec.to_string()).unwrap();
    path.display().to_string()
}

/// Runs `nsvif args…`: exit code, standard output, standard error, time taken.
fn run(args: &[&str]) -> (Option<i32>, String, String, Duration) {
    let started = Instant::now();
    let out = nsvif().args(args).output().unwrap();
    (
        out.status.code(),
        String::from_utf8_lossy(&out.stdout).into_owned(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
        started.elapsed(),
    )
}

#[test]
fn five_thousand_groups_answer_within_ten_seconds() {
    let dir = tempfile::tempdir().unwrap();
    let output = dir.path().join("output.txt");
    std::fs::write(&output, "a".repeat(200_000)).unwrap();
    let output = format!("@{}", output.display());
    let groups = "(a)".repeat(5000);
    let splitter = spec_file(
        &dir,
        "splitter.json",
        json!({"predicate": "section_count", "args": {"splitter": groups, "value": 1}}),
    );
    let (code, _, err, took) = run(&["check", "--spec", &splitter, "-o", &output]);
    assert_eq!(code, Some(3), "{err:.400}");
    assert!(err.contains("5000 capture groups"), "{err:.400}");
    assert!(err.len() < 600 && took < LIVENESS, "{took:?} {err}");
    for pattern in [groups, "(?:a)".repeat(5000)] {
        let dsl = format!("count(matches(all, {})) >= 1", json!(pattern));
        let spec = spec_file(&dir, "dsl.json", json!({ "dsl": dsl }));
        let (code, out, _, took) = run(&["check", "--spec", &spec, "-o", &output, "--json"]);
        assert_eq!(code, Some(2), "{out:.600}");
        let report: serde_json::Value = serde_json::from_str(&out).unwrap();
        let reason = report.to_string();
        assert!(
            reason.contains("more than the limit of 100") || reason.contains("too costly"),
            "{reason:.600}"
        );
        assert!(took < LIVENESS, "{took:?}");
    }
}

#[test]
fn a_check_past_its_time_budget_is_unknown_and_the_rest_stands() {
    let dir = tempfile::tempdir().unwrap();
    let slow = spec_file(
        &dir,
        "slow.json",
        json!({"dsl": "forall w in words(): forall v in words(): chars(w) + chars(v) >= 0"}),
    );
    let output = "word, ".repeat(3000);
    let (code, out, err, _) = run(&[
        "check",
        "--spec",
        &slow,
        "-o",
        &output,
        "--json",
        "--check-timeout",
        "0.05",
    ]);
    // c1 fails (the output has commas) whatever c2 gives: unsat stands.
    assert_eq!(code, Some(1), "{err}");
    let report: serde_json::Value = serde_json::from_str(&out).unwrap();
    let text = report.to_string();
    assert!(text.contains("time budget of 0.05 s"), "{text:.2000}");
    for bad in ["0", "-1", "NaN", "1e300", "x"] {
        let flag = format!("--check-timeout={bad}");
        let (code, _, err, _) = run(&["check", "-i", "x", "-o", "x", &flag]);
        assert_eq!(code, Some(3), "{bad}: {err}");
        assert!(err.contains("--check-timeout"), "{err}");
    }
}

#[test]
fn no_error_quotes_more_than_an_excerpt_of_a_huge_input() {
    let dir = tempfile::tempdir().unwrap();
    let big = "x".repeat(100_000);
    let regex = format!("({big}");
    let checks = [
        json!({"predicate": big}),
        json!({"predicate": "word_count", "args": {"relation": big, "value": 1}}),
        json!({"predicate": "word_count", "args": {big.clone(): 1}}),
        json!({"predicate": "postscript", "args": {"marker": regex}}),
        json!({"predicate": "section_count", "args": {"splitter": regex, "value": 1}}),
        json!({"predicate": "include_keywords", "args": {"keywords": [big]}}),
        json!({"dsl": format!("count(matches(all, {})) >= 1", json!(regex))}),
        json!({"dsl": format!("{big} > 1")}),
    ];
    let mut cases: Vec<Vec<String>> = Vec::new();
    for (i, check) in checks.into_iter().enumerate() {
        let spec = spec_file(&dir, &format!("spec{i}.json"), check);
        for json in [false, true] {
            let mut args = ["check", "--spec", &spec, "-o", "hello"]
                .map(String::from)
                .to_vec();
            if json {
                args.push("--json".into());
            }
            cases.push(args);
        }
    }
    let binary = dir.path().join("binary.txt");
    std::fs::write(&binary, b"Write \xff\xfe a poem.").unwrap();
    let binary = format!("@{}", binary.display());
    let huge = dir.path().join("huge.txt");
    std::fs::write(&huge, "Write a poem. ".repeat(30_000)).unwrap();
    let huge = format!("@{}", huge.display());
    for args in [
        vec!["check", "-i", &binary, "-o", "x"],
        vec!["check", "-i", "x", "-o", &binary],
        vec!["check", "-i", &huge, "-o", "x"],
        vec!["formulate", "-i", &binary, "--json"],
    ] {
        cases.push(args.into_iter().map(String::from).collect());
    }
    for args in cases {
        let args: Vec<&str> = args.iter().map(String::as_str).collect();
        let (code, out, err, _) = run(&args);
        assert!(matches!(code, Some(0..=3)), "{code:?}");
        assert!(
            err.len() < MAX_ERROR,
            "{} bytes of error: {err:.400}",
            err.len()
        );
        if code == Some(2) || code == Some(1) {
            // The evidence and reasons in the report quote excerpts too.
            let text = out.replace(&"x".repeat(300), "");
            assert_eq!(text.len(), out.len(), "a long quote in {out:.600}");
        }
    }
    let (_, _, err, _) = run(&["check", "-i", &binary, "-o", "x"]);
    assert!(
        err.contains("is not UTF-8 text: its first invalid byte is at offset 6"),
        "{err}"
    );
}

/// An LLM whose formulation carries a 5,000-group splitter (refused) or a 5,000-step
/// pattern (compiled, too costly on this output): the check ends within the LLM's
/// deadline and the check's.
#[tokio::test(flavor = "multi_thread")]
async fn a_costly_regex_in_an_llm_answer_ends_in_time() {
    for pattern in ["(a)".repeat(5000), "(?:a)".repeat(5000)] {
        let server = MockServer::start().await;
        let answer =
            json!({"constraints": [{"id": "c1", "text": "Mark the sections.", "kind": "logic",
            "check": {"dsl": format!("count(matches(all, {})) >= 1", json!(pattern))}}],
            "formula": "c1"})
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
        let dir = tempfile::tempdir().unwrap();
        let output = dir.path().join("output.txt");
        std::fs::write(&output, "a".repeat(200_000)).unwrap();
        let output = format!("@{}", output.display());
        let started = Instant::now();
        let out = tokio::task::spawn_blocking(move || {
            nsvif()
                .args(["check", "-i", "Mark the sections.", "-o", &output])
                .args([
                    "--formulator",
                    "llm",
                    "--llm-model",
                    "m",
                    "--llm-base-url",
                    &base,
                ])
                .args(["--llm-deadline", "3", "--check-timeout", "3", "--json"])
                .output()
                .unwrap()
        })
        .await
        .unwrap();
        let took = started.elapsed();
        let code = out.status.code();
        assert!(
            matches!(code, Some(0..=3)),
            "exit {code:?}: {}",
            String::from_utf8_lossy(&out.stderr)
        );
        assert_ne!(code, Some(0), "not sat");
        assert!(took < Duration::from_secs(3 + 3 + 10), "{took:?}");
        assert!(out.stderr.len() < MAX_ERROR);
    }
}
