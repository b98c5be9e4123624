//! The formulation benchmark against the local model (`bench/formulation/`, see
//! docs/BENCHMARKS.md) replays offline in full: every instruction of a results file is
//! formulated again from its recording, with no server, and gets the same outcome,
//! repairs and tokens as the recorded run. A prompt or schema change that alters the
//! requests makes this fail (an unrecorded request); re-record the benchmark then.

use std::path::{Path, PathBuf};
use std::sync::Arc;

use nsvif_formulate::llm::{LlmFormulator, Scope};
use nsvif_llm::ReplayClient;
use serde_json::Value;

/// The model the recordings were made with (the request's `model` is part of its key).
const MODEL: &str = "qwen2.5-coder-1.5b-instruct-q4_k_m";

fn bench_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../../bench/formulation")
}

fn jsonl(path: &Path) -> Vec<Value> {
    std::fs::read_to_string(path)
        .unwrap_or_else(|e| panic!("{}: {e}", path.display()))
        .lines()
        .filter(|l| !l.trim().is_empty())
        .map(|l| serde_json::from_str(l).unwrap())
        .collect()
}

fn replays_in_full(schema: &str) -> usize {
    let dir = bench_dir();
    let instructions = jsonl(&dir.join("instructions.jsonl"));
    let results = jsonl(&dir.join(format!("whole-schema-{schema}.results.jsonl")));
    let replay =
        ReplayClient::open(&dir.join(format!("whole-schema-{schema}.exchanges.jsonl"))).unwrap();
    // The bench asks at temperature 0.
    let formulator =
        LlmFormulator::new(Arc::new(replay), MODEL, Some(0.0)).with_schema(schema == "on");
    let runtime = tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()
        .unwrap();
    assert!(results.len() <= instructions.len());
    for (i, (item, recorded)) in instructions.iter().zip(&results).enumerate() {
        let instruction = item["instruction"].as_str().unwrap();
        let f = runtime.block_on(formulator.formulate(instruction, Scope::Whole));
        let replayed = (
            f.result.is_ok(),
            u64::from(f.repairs),
            f.spend.input_tokens,
            f.spend.output_tokens,
            f.result.as_ref().err().cloned(),
        );
        let expected = (
            recorded["valid"].as_bool().unwrap(),
            recorded["repairs"].as_u64().unwrap(),
            recorded["input_tokens"].as_u64().unwrap(),
            recorded["output_tokens"].as_u64().unwrap(),
            recorded["error"].as_str().map(String::from),
        );
        assert_eq!(
            replayed,
            expected,
            "instruction {} ({instruction:?})",
            i + 1
        );
    }
    results.len()
}

#[test]
#[ignore = "recorded before the DSL gained emojis, tables, rows, columns, json_keys, sorted and item: re-record bench/formulation with the local model (docs/BENCHMARKS.md)"]
fn the_schema_run_replays_in_full() {
    let n = replays_in_full("on");
    assert!(
        n >= 1,
        "bench/formulation/whole-schema-on.results.jsonl is empty"
    );
}

#[test]
#[ignore = "recorded before the DSL gained emojis, tables, rows, columns, json_keys, sorted and item: re-record bench/formulation with the local model (docs/BENCHMARKS.md)"]
fn the_run_without_schema_replays_in_full() {
    if !bench_dir().join("whole-schema-off.results.jsonl").exists() {
        return;
    }
    replays_in_full("off");
}
