//! Times formulation of a JSONL of prompts: compile, first (cold) pass, second pass.
//!
//! `cargo run --release -p nsvif-formulate --example phases -- input_data.jsonl [passes]
//! [compat]` (`compat`: IFEval's reading conventions, as `--ifeval-compat`; plain by
//! default)
//!
//! Under `valgrind --tool=callgrind`, with one pass, the inclusive instruction counts of
//! `nsvif_formulate::warm_up` (compile) and `formulate_rules` (less warm_up's) measure
//! the two phases without the noise of a shared machine.
use std::time::Instant;
fn main() {
    let path = std::env::args().nth(1).expect("input_data.jsonl");
    let passes: usize = std::env::args()
        .nth(2)
        .map_or(2, |p| p.parse().expect("passes: a number"));
    let conventions = match std::env::args().nth(3).as_deref() {
        Some("compat") => nsvif_formulate::Conventions::Ifeval,
        _ => nsvif_formulate::Conventions::Plain,
    };
    let texts: Vec<String> = std::fs::read_to_string(path)
        .unwrap()
        .lines()
        .map(|l| {
            serde_json::from_str::<serde_json::Value>(l).unwrap()["prompt"]
                .as_str()
                .unwrap()
                .to_string()
        })
        .collect();
    let t = Instant::now();
    nsvif_formulate::warm_up();
    println!("compile {:?}", t.elapsed());
    for pass in 0..passes {
        let t = Instant::now();
        for x in &texts {
            let _ = nsvif_formulate::formulate_rules_with(x, conventions);
        }
        println!("pass {pass}: {:?}", t.elapsed());
    }
}
