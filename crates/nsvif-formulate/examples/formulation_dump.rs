//! Prints everything the rule formulator decides about each instruction, in both reading
//! conventions: the plain Spec, the clause classes `formulate --explain` shows, and the
//! IFEval-compat Spec. A differential check for changes that must not change formulation
//! (speed work): dump before and after, then `cmp` the two files.
//!
//! `cargo run --release -p nsvif-formulate --example formulation_dump -- FILE... > dump`
//!
//! Each FILE is a JSONL; every record gives its text from the first of `prompt`,
//! `instruction` or `description` it has, or a FILE that is not JSONL (a fuzz seed) is
//! one instruction. Each instruction is also formulated in variants that move it off the
//! phrasings the rules were written for: lower-cased, upper-cased, its sentences in
//! reverse order, one sentence a line, and its first half.

use std::io::Write;

use nsvif_formulate::pipeline::clauses::account;
use nsvif_formulate::{formulate_rules_with, Conventions};
use serde_json::{json, Value};

fn texts(path: &str) -> Vec<String> {
    let raw = std::fs::read(path).unwrap_or_else(|e| panic!("{path}: {e}"));
    let raw = String::from_utf8_lossy(&raw);
    let records: Vec<Option<String>> = raw
        .lines()
        .filter(|l| !l.trim().is_empty())
        .map(|l| {
            let v: Value = serde_json::from_str(l).ok()?;
            ["prompt", "instruction", "description"]
                .iter()
                .find_map(|f| v[*f].as_str().map(str::to_string))
        })
        .collect();
    if !records.is_empty() && records.iter().all(Option::is_some) {
        records.into_iter().flatten().collect()
    } else {
        vec![raw.into_owned()]
    }
}

fn variants(text: &str) -> Vec<String> {
    let sentences: Vec<&str> = text
        .split_inclusive(['.', '!', '?'])
        .map(str::trim)
        .filter(|s| !s.is_empty())
        .collect();
    let mut reversed = sentences.clone();
    reversed.reverse();
    let half = text
        .char_indices()
        .nth(text.chars().count() / 2)
        .map_or(text, |(i, _)| &text[..i]);
    vec![
        text.to_string(),
        text.to_lowercase(),
        text.to_uppercase(),
        reversed.join(" "),
        sentences.join("\n"),
        half.to_string(),
    ]
}

fn main() {
    let stdout = std::io::stdout();
    let mut out = std::io::BufWriter::new(stdout.lock());
    for path in std::env::args().skip(1) {
        for text in texts(&path) {
            for variant in variants(&text) {
                // A panic is a result too: it is printed, and the next one goes on.
                let line = std::panic::catch_unwind(|| {
                    let plain = formulate_rules_with(&variant, Conventions::Plain);
                    let compat = formulate_rules_with(&variant, Conventions::Ifeval);
                    let clauses: Vec<Value> = account(&variant, &plain)
                        .into_iter()
                        .map(|c| {
                            json!([
                                c.source.start,
                                c.source.end,
                                c.class.as_str(),
                                c.constraints
                            ])
                        })
                        .collect();
                    json!({"plain": plain, "clauses": clauses, "compat": compat}).to_string()
                })
                .unwrap_or_else(|_| "panic".to_string());
                writeln!(out, "{line}").expect("write");
            }
        }
    }
}
