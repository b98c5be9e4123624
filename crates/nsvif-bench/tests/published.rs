//! The benchmarks' own files, as published (`tests/published/`, provenance in its
//! README): `nsvif bench FILE --responses RESPONSES` reads each response shape and
//! writes the official runners' `eval_results_strict.jsonl` and `eval_results_loose.jsonl`
//! byte for byte.

use std::path::Path;

use nsvif_bench::official_score::{score, OfficialScores};
use nsvif_check::Options;

fn fixture(path: &str) -> std::io::BufReader<std::fs::File> {
    let path = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/published")
        .join(path);
    std::io::BufReader::new(std::fs::File::open(&path).unwrap_or_else(|e| {
        panic!("{}: {e}", path.display());
    }))
}

fn fixture_text(path: &str) -> String {
    std::io::read_to_string(fixture(path)).unwrap()
}

/// Writes the results of `scores` and compares them with the published files in `dir`.
fn assert_reproduces(scores: &OfficialScores, dir: &str) {
    let out = tempfile::tempdir().unwrap();
    scores.write_results(out.path()).unwrap();
    for name in ["eval_results_strict.jsonl", "eval_results_loose.jsonl"] {
        let ours = std::fs::read_to_string(out.path().join(name)).unwrap();
        let theirs = fixture_text(&format!("{dir}/{name}"));
        for (n, (a, b)) in ours.lines().zip(theirs.lines()).enumerate() {
            assert_eq!(a, b, "{dir}/{name} line {}", n + 1);
        }
        assert_eq!(ours, theirs, "{dir}/{name}");
    }
}

#[test]
fn ifbench_s_own_files_with_float_arguments_are_reproduced() {
    let scores = score(
        fixture("ifbench/IFBench_test.jsonl"),
        fixture("ifbench/sample_output.jsonl"),
        &Options::default(),
    )
    .unwrap();
    assert_eq!(scores.prompts, 16);
    assert_eq!(scores.undecided, 0);
    assert!(scores.missing_responses.is_empty());
    assert_reproduces(&scores, "ifbench");
}

#[test]
fn lm_evaluation_harness_samples_score_as_the_official_runner() {
    let samples = "lm-eval/samples_ifeval_2026-11-27T10-00-00.000000.jsonl";
    let scores = score(
        fixture("lm-eval/input_data.jsonl"),
        fixture(samples),
        &Options::default(),
    )
    .unwrap();
    assert_eq!(scores.prompts, 9);
    assert!(scores.missing_responses.is_empty());
    assert_reproduces(&scores, "lm-eval");
    // The harness's own per-sample metrics agree with them too.
    for (line, result) in fixture_text(samples).lines().zip(&scores.loose_results) {
        let sample: serde_json::Value = serde_json::from_str(line).unwrap();
        assert_eq!(
            sample["inst_level_loose_acc"],
            serde_json::json!(result.follow_instruction_list)
        );
    }
}

#[test]
fn the_harness_s_documents_are_an_input_file_too() {
    // Each sample's `doc` is a row of the google/IFEval dataset (every kwarg, unused ones
    // null): the same scores as IFEval's own input file.
    let samples = "lm-eval/samples_ifeval_2026-11-27T10-00-00.000000.jsonl";
    let docs: String = fixture_text(samples)
        .lines()
        .map(|l| {
            let sample: serde_json::Value = serde_json::from_str(l).unwrap();
            format!("{}\n", sample["doc"])
        })
        .collect();
    let from_docs = score(docs.as_bytes(), fixture(samples), &Options::default()).unwrap();
    let from_input = score(
        fixture("lm-eval/input_data.jsonl"),
        fixture(samples),
        &Options::default(),
    )
    .unwrap();
    assert_eq!(from_docs.strict_results.len(), 9);
    for (a, b) in from_docs
        .strict_results
        .iter()
        .zip(&from_input.strict_results)
    {
        assert_eq!(a.follow_instruction_list, b.follow_instruction_list);
    }
}

#[test]
fn m_ifeval_s_own_files_in_three_languages_are_scored_as_its_runner_does() {
    // M-IFEval's input files and gpt-4o responses as published; the results are those its
    // runner (`evaluation_main.py`, lm-evaluation-harness's `m_ifeval` checkers) writes.
    for lang in ["es", "fr", "ja"] {
        let scores = score(
            fixture(&format!("m-ifeval/{lang}_input_data.jsonl")),
            fixture(&format!(
                "m-ifeval/{lang}_input_response_data_gpt-4o-2024-08-06.jsonl"
            )),
            &Options::default(),
        )
        .unwrap();
        // Japanese has three more, with the types that read janome's tokens.
        let prompts = if lang == "ja" { 10 } else { 7 };
        assert_eq!(scores.prompts, prompts, "{lang}");
        assert_eq!(scores.undecided, 0, "{lang}");
        assert!(scores.missing_responses.is_empty(), "{lang}");
        let out = tempfile::tempdir().unwrap();
        scores.write_results(out.path()).unwrap();
        for mode in ["strict", "loose"] {
            let ours =
                std::fs::read_to_string(out.path().join(format!("eval_results_{mode}.jsonl")))
                    .unwrap();
            let theirs = fixture_text(&format!("m-ifeval/{lang}_eval_results_{mode}.jsonl"));
            for (n, (a, b)) in ours.lines().zip(theirs.lines()).enumerate() {
                assert_eq!(a, b, "{lang} {mode} line {}", n + 1);
            }
            assert_eq!(ours, theirs, "{lang} {mode}");
        }
    }
}
