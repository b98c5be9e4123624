//! The local-model sample of docs/BENCHMARKS.md ("The neural half with the local 1.5B
//! model"), replayed offline from its recording: every check gives the verdict and the
//! token counts its results file holds, with no server (`bench/llm/`).

use std::path::PathBuf;

use nsvif::{Formulator, LlmSetup, Verifier};
use nsvif_llm::{LlmSettings, Temperature};
use serde_json::Value;

const MODEL: &str = "qwen2.5-coder-1.5b-instruct-q4_k_m";

fn bench(path: &str) -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("../../bench")
        .join(path)
}

fn lines(path: &PathBuf) -> Vec<Value> {
    std::fs::read_to_string(path)
        .unwrap()
        .lines()
        .map(|l| serde_json::from_str(l).unwrap())
        .collect()
}

#[tokio::test]
async fn the_local_model_sample_replays_to_its_recorded_verdicts() {
    // The settings of `examples/llm_sample.rs`: the request keys depend on them.
    let config = LlmSettings {
        model: Some(MODEL.into()),
        replay: Some(bench("llm/after.exchanges.jsonl")),
        temperature: Some(Temperature::Value(0.0)),
        timeout_secs: Some(900.0),
        deadline_secs: Some(900.0),
        max_retries: Some(0),
        ..LlmSettings::default()
    }
    .resolve()
    .unwrap()
    .unwrap();
    let client = nsvif_llm::connect(&config).unwrap();
    let verifier =
        Verifier::default().with_llm(LlmSetup::new(client, &config, Formulator::Combined, 1));
    let sample = lines(&bench("phrasings/nsvif.jsonl"));
    let results = lines(&bench("llm/after.results.jsonl"));
    let mut checked = 0;
    for record in sample.iter().step_by(2) {
        for (i, output) in record["outputs"].as_array().unwrap().iter().enumerate() {
            let Some(expected) = results
                .iter()
                .find(|r| r["id"] == record["id"] && r["output"] == i)
            else {
                continue;
            };
            let report = verifier
                .check_async(
                    record["instruction"].as_str().unwrap(),
                    output["output"].as_str().unwrap(),
                )
                .await
                .unwrap();
            assert_eq!(
                report.verdict.as_str(),
                expected["verdict"],
                "{} output {i}",
                record["id"]
            );
            assert_eq!(report.cost.input_tokens, expected["input_tokens"]);
            checked += 1;
        }
    }
    assert_eq!(checked, results.len());
}
