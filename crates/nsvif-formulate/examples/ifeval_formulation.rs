//! Formulates every prompt of IFEval's `input_data.jsonl` with the rules and compares the
//! result with its structured constraints: precision and recall per instruction type,
//! the mismatches, the unexplained spans, and the time.
//!
//! `cargo run --release -p nsvif-formulate --example ifeval_formulation -- input_data.jsonl [-v]`

use std::io::BufRead;
use std::time::Instant;

use nsvif_formulate::score::{score, Score};
use serde_json::Value;

fn main() {
    let mut args = std::env::args().skip(1);
    let path = args
        .next()
        .expect("usage: ifeval_formulation input_data.jsonl [-v]");
    let verbose = args.next().as_deref() == Some("-v");
    let file = std::fs::File::open(&path).expect("open the input");
    let records: Vec<Value> = std::io::BufReader::new(file)
        .lines()
        .map(|l| serde_json::from_str(&l.expect("read")).expect("JSON line"))
        .collect();
    // Cold: the first formulation compiles the rules' regexes.
    let started = Instant::now();
    let specs: Vec<_> = records
        .iter()
        .map(|r| nsvif_formulate::formulate_rules(r["prompt"].as_str().expect("prompt")))
        .collect();
    let elapsed = started.elapsed();
    // Again, with every regex compiled and its lazy DFA warm.
    let again = Instant::now();
    for r in &records {
        let _ = nsvif_formulate::formulate_rules(r["prompt"].as_str().expect("prompt"));
    }
    let warm = again.elapsed();
    let mut total = Score::default();
    let mut unexplained = 0;
    for (r, spec) in records.iter().zip(&specs) {
        let prompt = r["prompt"].as_str().expect("prompt");
        let ids = r["instruction_id_list"].as_array().expect("ids");
        let kwargs = r["kwargs"].as_array().expect("kwargs");
        let expected: Vec<(&str, &Value)> = ids
            .iter()
            .zip(kwargs)
            .map(|(i, k)| (i.as_str().expect("id"), k))
            .collect();
        let s = score(prompt, &expected, spec);
        let key = &r["key"];
        if verbose && (!s.missed.is_empty() || !s.extra.is_empty() || !spec.unexplained.is_empty())
        {
            println!("=== {key}: {prompt}");
            for m in &s.missed {
                println!("  MISSED {} {}", m.0, m.1);
            }
            for m in &s.extra {
                println!("  EXTRA  {} {}", m.0, m.1);
            }
            for u in &spec.unexplained {
                println!("  UNEXPLAINED {:?}", u.text);
            }
        }
        unexplained += usize::from(!spec.unexplained.is_empty());
        total.add(s);
    }
    println!(
        "\nexpected {} found {} matched {}  precision {:.4} recall {:.4}  instructions with unexplained spans {}  {} instructions in {:.2} ms (again: {:.2} ms)",
        total.expected,
        total.found,
        total.matched,
        total.precision(),
        total.recall(),
        unexplained,
        records.len(),
        elapsed.as_secs_f64() * 1000.0,
        warm.as_secs_f64() * 1000.0
    );
    println!(
        "{:48} {:>5} {:>5} {:>5} {:>7} {:>7}",
        "type", "exp", "found", "match", "prec", "recall"
    );
    for (ty, t) in &total.by_type {
        let p = if t.found == 0 {
            1.0
        } else {
            t.matched as f64 / t.found as f64
        };
        let r = if t.expected == 0 {
            1.0
        } else {
            t.matched as f64 / t.expected as f64
        };
        println!(
            "{ty:48} {:>5} {:>5} {:>5} {p:>7.3} {r:>7.3}",
            t.expected, t.found, t.matched
        );
    }
}
