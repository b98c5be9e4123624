//! End to end against a real model: a small instruct model served on 127.0.0.1 by
//! `scripts/local-model.sh serve` (llama.cpp through node-llama-cpp, OpenAI-compatible).
//! `scripts/ci-local-model.sh` starts the server and sets `NSVIF_LOCAL_MODEL_URL` and
//! `NSVIF_LOCAL_MODEL`; without them every test here returns at once (and says so).
//!
//! The tests assert structure, not a weak model's opinions: calls and tokens above zero
//! and equal to the `usage` the server reported, a verdict, answers that follow the
//! schemas (no fallback to plain JSON), a recording that replays to the same report with
//! no server, and a timeout that makes the verdict `unknown`.

use std::path::{Path, PathBuf};
use std::process::Command;

use nsvif::{Formulator, LlmSetup, Report, Verdict, Verifier};
use nsvif_llm::LlmSettings;
use serde_json::Value;

/// Combined formulation reads the sentence count and the commas rule and hands the tone to
/// a judge; "Make the second sentence a rhetorical question." is left unread, so the
/// review asks about it. Two LLM calls at least (the review's question, the judge).
/// `the_instruction_leaves_a_clause_for_the_review` keeps that premise true without a model.
const INSTRUCTION: &str = "Write two sentences about the sea. Make the second sentence a \
     rhetorical question. Use a cheerful tone. Do not use any commas.";
const OUTPUT: &str =
    "The sea sparkles under a bright sun. Who could resist waves that dance so happily?";

/// The server's base URL and model name, when a local model is configured.
fn local_model() -> Option<(String, String)> {
    let url = std::env::var("NSVIF_LOCAL_MODEL_URL").ok()?;
    let model = std::env::var("NSVIF_LOCAL_MODEL").ok()?;
    Some((url, model))
}

macro_rules! needs_local_model {
    () => {
        match local_model() {
            Some(found) => found,
            None => {
                eprintln!("skipped: NSVIF_LOCAL_MODEL_URL and NSVIF_LOCAL_MODEL are not set (scripts/ci-local-model.sh sets them)");
                return;
            }
        }
    };
}

fn settings(
    url: &str,
    model: &str,
    record: Option<PathBuf>,
    replay: Option<PathBuf>,
) -> LlmSettings {
    LlmSettings {
        base_url: Some(url.to_string()),
        model: Some(model.to_string()),
        // A CPU model on a shared 2-core machine: minutes, not seconds (the first,
        // uncached 1.5k-token prompt took over 120 s, the default deadline, under load).
        timeout_secs: Some(900.0),
        deadline_secs: Some(900.0),
        max_retries: Some(0),
        record,
        replay,
        ..LlmSettings::default()
    }
}

/// Formulates (combined) and checks, the cost of both in the report, as `nsvif check` does.
fn check(settings: LlmSettings) -> Report {
    let config = settings.resolve().unwrap().unwrap();
    let verifier = Verifier::default()
        .with_llm(LlmSetup::from_config(&config, Formulator::Combined, 1).unwrap());
    let rt = tokio::runtime::Runtime::new().unwrap();
    rt.block_on(async {
        let prepared = verifier.prepare_async(INSTRUCTION).await.unwrap();
        let mut report = prepared.check_async(OUTPUT).await;
        if let Some(note) = prepared.formulation() {
            report.cost.add_spend(note.spend);
        }
        report
    })
}

fn exchanges(path: &Path) -> Vec<Value> {
    std::fs::read_to_string(path)
        .unwrap()
        .lines()
        .map(|l| serde_json::from_str(l).unwrap())
        .collect()
}

/// The report without what differs between runs (times).
fn timeless(report: &Report) -> Value {
    let mut v = serde_json::to_value(report).unwrap();
    v["cost"]["millis"] = Value::Null;
    v["cost"]["llm_millis"] = Value::Null;
    v
}

/// Runs without a model: the premise of the two-call assertions below.
#[test]
fn the_instruction_leaves_a_clause_for_the_review() {
    let out = Command::new(env!("CARGO_BIN_EXE_nsvif"))
        .args(["formulate", "--json", "--instruction", INSTRUCTION])
        .env_remove("NSVIF_LLM_BASE_URL")
        .output()
        .unwrap();
    let formulation: Value = serde_json::from_slice(&out.stdout).unwrap();
    let unread: Vec<_> = formulation["clauses"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|c| c["class"] != "read")
        .map(|c| c["text"].as_str().unwrap())
        .collect();
    assert_eq!(unread, ["Make the second sentence a rhetorical question."]);
}

#[test]
fn a_check_against_the_local_model_is_counted_schema_bound_and_replays() {
    let (url, model) = needs_local_model!();
    let dir = tempfile::tempdir().unwrap();
    let recording = dir.path().join("exchanges.jsonl");
    let report = check(settings(&url, &model, Some(recording.clone()), None));

    assert!(
        matches!(
            report.verdict,
            Verdict::Sat | Verdict::Unsat | Verdict::Unknown
        ),
        "{report:?}"
    );
    let cost = report.cost;
    assert!(cost.llm_calls >= 2, "a review and a judge: {cost:?}");
    assert!(cost.input_tokens > 0 && cost.output_tokens > 0, "{cost:?}");
    assert!(cost.llm_millis > 0, "{cost:?}");
    assert_eq!(
        cost.schema_refused, 0,
        "the local server takes JSON Schemas"
    );

    // Every call answered, with the tokens the server counted: the cost is their sum.
    let exchanges = exchanges(&recording);
    assert_eq!(exchanges.len() as u64, cost.llm_calls);
    let (mut input, mut output) = (0, 0);
    for e in &exchanges {
        let response = &e["response"];
        assert!(response.is_object(), "a call failed: {e}");
        input += response["usage"]["input_tokens"].as_u64().unwrap();
        output += response["usage"]["output_tokens"].as_u64().unwrap();
        // Sent with a schema, answered as JSON of that schema's shape.
        let schema = &e["request"]["schema"];
        assert!(schema.is_object(), "sent without a schema: {e}");
        let answer: Value = serde_json::from_str(response["content"].as_str().unwrap())
            .unwrap_or_else(|err| panic!("not JSON ({err}): {response}"));
        for key in schema["schema"]["required"].as_array().unwrap() {
            assert!(
                answer.get(key.as_str().unwrap()).is_some(),
                "{key} missing: {answer}"
            );
        }
    }
    assert_eq!((input, output), (cost.input_tokens, cost.output_tokens));

    // The recording alone (nothing listens at port 9) gives the same report.
    let replayed = check(settings(
        "http://127.0.0.1:9/v1",
        &model,
        None,
        Some(recording),
    ));
    assert_eq!(timeless(&replayed), timeless(&report));
}

#[test]
fn a_timeout_makes_the_verdict_unknown_not_an_error() {
    let (url, model) = needs_local_model!();
    // The judge cannot answer in 50 ms; the commas rule holds; so the verdict is unknown.
    let report = check(LlmSettings {
        timeout_secs: Some(0.05),
        ..settings(&url, &model, None, None)
    });
    assert_eq!(report.verdict, Verdict::Unknown, "{report:?}");
    assert!(report.cost.llm_calls >= 1);
}

#[test]
fn the_cli_check_counts_formulation_time_and_exits_with_a_verdict() {
    let (url, model) = needs_local_model!();
    let out = Command::new(env!("CARGO_BIN_EXE_nsvif"))
        .args([
            "check",
            "--json",
            "--instruction",
            INSTRUCTION,
            "--output",
            OUTPUT,
            "--llm-timeout",
            "900",
            "--llm-deadline",
            "900",
        ])
        .env("NSVIF_LLM_BASE_URL", &url)
        .env("NSVIF_LLM_MODEL", &model)
        .env_remove("NSVIF_CACHE_DIR")
        .output()
        .unwrap();
    let code = out.status.code().unwrap();
    assert!(
        [0, 1, 2].contains(&code),
        "exit {code}: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    let report: Value = serde_json::from_slice(&out.stdout).unwrap();
    let cost = &report["cost"];
    assert!(cost["llm_calls"].as_u64().unwrap() >= 2, "{cost}");
    // The wall time covers the formulation's LLM time as well as the judge's (one call
    // after the other here, so their sum fits in it).
    let (wall, llm) = (
        cost["millis"].as_u64().unwrap(),
        cost["llm_millis"].as_u64().unwrap(),
    );
    assert!(llm > 0 && wall >= llm, "{cost}");
}
