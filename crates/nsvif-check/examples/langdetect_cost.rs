//! Cost of language detection in nsvif, on the IFEval outputs the official checker runs
//! langdetect on (see `bench/langdetect_cost.py`, the Python side, for the selection).
//!
//! `cargo run --release -p nsvif-check --example langdetect_cost -- [REPEAT]`

use std::time::Instant;

use nsvif_check::{compile, Document, Options};

const DATA: &str = "../shared/data/ifeval/ifeval_gpt4.vif.jsonl";

/// Python's `str.isupper()` / `str.islower()`, near enough to select the same outputs.
fn is_upper(s: &str) -> bool {
    s.chars().any(char::is_uppercase) && !s.chars().any(char::is_lowercase)
}
fn is_lower(s: &str) -> bool {
    s.chars().any(char::is_lowercase) && !s.chars().any(char::is_uppercase)
}

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let repeat: u32 = std::env::args().nth(1).map_or(Ok(20), |a| a.parse())?;
    let data = std::fs::read_to_string(DATA).map_err(|e| format!("{DATA}: {e}"))?;
    let mut texts = Vec::new();
    for line in data.lines() {
        let record: serde_json::Value = serde_json::from_str(line)?;
        let output = record["output"].as_str().unwrap_or_default().to_string();
        let detected = record["constraints"]
            .as_array()
            .into_iter()
            .flatten()
            .any(|c| match c["id"].as_str().unwrap_or_default() {
                "change_case:english_capital" => is_upper(&output),
                "change_case:english_lowercase" => is_lower(&output),
                id => id.starts_with("language:"),
            });
        if detected {
            texts.push(output);
        }
    }
    let english = compile(
        "response_language",
        &serde_json::json!({"language": "en"}),
        &Options::default(),
    )?;
    let started = Instant::now();
    english.value(&Document::new("hello world"));
    let load = started.elapsed();
    let docs: Vec<Document> = texts
        .iter()
        .map(String::as_str)
        .map(Document::new)
        .collect();
    let started = Instant::now();
    for _ in 0..repeat {
        for doc in &docs {
            std::hint::black_box(english.value(doc));
        }
    }
    let took = started.elapsed();
    let n = repeat as usize * docs.len();
    println!(
        "nsvif langdetect: load {:.3} s; {n} detections ({} texts x {repeat}) in {:.3} s, {:.0} us per detection",
        load.as_secs_f64(),
        docs.len(),
        took.as_secs_f64(),
        took.as_secs_f64() / n as f64 * 1e6
    );
    Ok(())
}
