//! Prints the rule formulator's Spec of every record of a JSONL, one JSON line each: a
//! differential check for changes that must not change formulation (dump before and
//! after, then `cmp` the two files).
//!
//! `cargo run --release -p nsvif-formulate --example spec_dump -- input.jsonl [field...]`
//!
//! Each record is read from the first of the given string fields it has (by default
//! `prompt`, then `instruction`); with several fields, every one present is formulated
//! (`response` or `output` give long texts that touch many rules).

use std::io::{BufRead, Write};

use serde_json::Value;

fn main() {
    let mut args = std::env::args().skip(1);
    let path = args
        .next()
        .expect("usage: spec_dump input.jsonl [field...]");
    let mut fields: Vec<String> = args.collect();
    let every_field = !fields.is_empty();
    if fields.is_empty() {
        fields = vec!["prompt".into(), "instruction".into()];
    }
    let file = std::fs::File::open(&path).expect("open the input");
    let stdout = std::io::stdout();
    let mut out = std::io::BufWriter::new(stdout.lock());
    for line in std::io::BufReader::new(file).lines() {
        let record: Value = serde_json::from_str(&line.expect("read")).expect("JSON line");
        for field in &fields {
            let Some(text) = record[field.as_str()].as_str() else {
                continue;
            };
            // A panic is a result too: it is printed, and the next record goes on.
            match std::panic::catch_unwind(|| nsvif_formulate::formulate_rules(text)) {
                Ok(spec) => {
                    let json = serde_json::to_string(&spec).expect("a Spec serialises");
                    writeln!(out, "{json}").expect("write");
                }
                Err(_) => writeln!(out, "panic").expect("write"),
            }
            if !every_field {
                break;
            }
        }
    }
}
