//! Property test of issue #18: formulation never yields a Spec the checker refuses, on
//! mutated instructions (IFEval prompts and the issue's cases, from the fuzz seeds), and
//! is deterministic. What a rule cannot state validly stays unexplained.

mod common;

use common::splitmix::SplitMix64;
use nsvif_check::{CompiledSpec, Options};
use nsvif_formulate::formulate_rules;

const INSERTS: &[&str] = &[
    "9223372036854775807",
    "99999999999999999999",
    "0",
    "-1",
    ": ",
    " word ",
    " the word: ",
    " paragraph ",
    " at least ",
    " fewer than ",
    " exactly ",
    " sentences ",
    " capital letters ",
    " SECTION ",
    " P.S. ",
    "\"",
    "*",
    "\n\n",
    " not ",
    " if ",
];

fn mutate(rng: &mut SplitMix64, text: &str) -> String {
    let words: Vec<&str> = text.split(' ').collect();
    let mut words: Vec<String> = words.iter().map(|w| w.to_string()).collect();
    for _ in 0..1 + rng.below(4) {
        let at = rng.below(words.len() + 1);
        match rng.below(4) {
            0 => words.insert(at, INSERTS[rng.below(INSERTS.len())].trim().to_string()),
            1 if !words.is_empty() => {
                words.remove(at.min(words.len() - 1));
            }
            2 if !words.is_empty() => {
                let from = rng.below(words.len());
                let w = words[from].clone();
                words.insert(at, w);
            }
            _ => {
                // A number where a number was: counts that overflow, zero, negatives.
                if let Some(i) = words
                    .iter()
                    .position(|w| w.chars().any(|c| c.is_ascii_digit()))
                {
                    words[i] = INSERTS[rng.below(4)].to_string();
                }
            }
        }
    }
    words.join(" ")
}

fn seeds() -> Vec<String> {
    let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/../../fuzz/seeds/formulate");
    let mut paths: Vec<_> = std::fs::read_dir(dir)
        .expect("the fuzz seeds")
        .map(|e| e.unwrap().path())
        .collect();
    paths.sort();
    paths
        .iter()
        .map(|p| std::fs::read_to_string(p).unwrap())
        .collect()
}

#[test]
fn mutated_instructions_always_formulate_to_a_valid_spec() {
    let mut rng = SplitMix64(18);
    let seeds = seeds();
    assert!(seeds.len() >= 50, "the seed corpus is there");
    for seed in &seeds {
        for _ in 0..12 {
            let instruction = mutate(&mut rng, seed);
            let spec = formulate_rules(&instruction);
            if let Err(e) = CompiledSpec::new(spec.clone(), &Options::default()) {
                panic!("{e}\ninstruction: {instruction:?}\nspec: {spec:?}");
            }
            assert_eq!(
                formulate_rules(&instruction),
                spec,
                "deterministic: {instruction:?}"
            );
        }
    }
}

#[test]
fn the_issue_cases_formulate_to_valid_specs() {
    for instruction in [
        "Answer with at least 9223372036854775807 sentences.",
        "Use at most 9223372036854775807 words in all capital letters.",
        "There should be 2 paragraphs. Paragraph 5 must start with the word hello.",
        "There should be 3 paragraphs. The second paragraph must start with the word whatever you want to say here, such as: this.",
    ] {
        let spec = formulate_rules(instruction);
        CompiledSpec::new(spec.clone(), &Options::default())
            .unwrap_or_else(|e| panic!("{instruction}: {e}\n{spec:?}"));
    }
}
