//! VIFBench end to end: the paper's templates read exactly, and the report command.
//!
//! `crates/nsvif-bench/tests/vifbench/records.jsonl` is every 16th record of
//! `python3 bench/vifbench/generate.py --logic-only --shuffle-order --seed 7`: the eight
//! logic templates with varied values, in shuffled orders, in every complexity group,
//! labelled by the generator's own reference checks.

use std::path::PathBuf;

use assert_cmd::Command;
use nsvif::{Verdict, Verifier};
use nsvif_bench::vifbench::{self, VifRecord};
use serde_json::Value;

fn records_path() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../nsvif-bench/tests/vifbench/records.jsonl")
}

fn records() -> Vec<VifRecord> {
    let f = std::fs::File::open(records_path()).unwrap();
    vifbench::read(std::io::BufReader::new(f)).unwrap()
}

const EXEMPT: &str = "this does not apply to title and subsection title lines. Title and subsection title lines start with at least one #.";

#[test]
fn every_template_is_read_into_one_constraint_and_nothing_is_left_unread() {
    let records = records();
    assert!(records.len() >= 50);
    for rec in &records {
        let spec = nsvif_formulate::formulate_rules(&rec.instruction);
        assert!(
            spec.unexplained.is_empty(),
            "{:?}: unexplained {:?}",
            rec.id,
            spec.unexplained
        );
        assert_eq!(
            spec.constraints.len(),
            rec.vifbench_constraints.len(),
            "{:?}: {:#?}",
            rec.id,
            spec.constraints
        );
    }
}

#[test]
fn every_generated_record_gets_its_label() {
    let verifier = Verifier::builder().build().unwrap();
    let records = records();
    let outcomes = vifbench::run(&verifier, None, &records);
    for (rec, out) in records.iter().zip(&outcomes) {
        let want = match rec.label {
            nsvif_bench::runner::Label::Sat => Verdict::Sat,
            nsvif_bench::runner::Label::Unsat => Verdict::Unsat,
        };
        assert_eq!(out.verdict, want, "{:?}", rec.id);
    }
}

/// The verdict of `output` against `instruction`, by the rules alone.
fn verdict(instruction: &str, output: &str) -> Verdict {
    let verifier = Verifier::builder().build().unwrap();
    verifier
        .prepare(instruction)
        .unwrap()
        .decide(output)
        .verdict
}

#[test]
fn headings_are_exempt_where_the_instruction_says_so() {
    let words = |n: usize| vec!["alpha"; n].join(" ");
    // 9 body words, 3 heading words: "less than 10 words" per sentence holds in the body.
    let i = format!("Please consider this number of words per sentence constraint: each sentence should have less than 10 words., {EXEMPT}");
    let out = format!("# One two three\n\n{}.\n", words(9));
    assert_eq!(verdict(&i, &out), Verdict::Sat);
    assert_eq!(
        verdict(&i, &format!("# T\n\n{}.\n", words(10))),
        Verdict::Unsat
    );
    // Even body (4 words), odd with the title (5).
    let i = format!("Please consider this even/odd word count constraint: the total word count should be an even number. {EXEMPT}");
    assert_eq!(
        verdict(&i, "# Title\n\nOne two three four.\n"),
        Verdict::Sat
    );
    assert_eq!(verdict(&i, "# Title\n\nOne two three.\n"), Verdict::Unsat);
    // The first word is the body's, not the title's.
    let i = format!("Please consider this word repetition constraint on the entire response: the response should start and end with the same word, {EXEMPT}");
    assert_eq!(
        verdict(
            &i,
            "# Ocean Notes\n\nTide comes in and goes out with the tide.\n"
        ),
        Verdict::Sat
    );
    assert_eq!(
        verdict(&i, "# Tide Notes\n\nOcean waves meet the tide.\n"),
        Verdict::Unsat
    );
    // Each subsection's words, without its heading.
    let i = format!("Please consider this word repetition constraint on subsections of the response: each subsection should start and end with the same word, {EXEMPT}");
    let sat = "# Title\n\n## First Part\n\nRain falls on the rain.\n\n## Second Part\n\nSun warms the sun.\n";
    assert_eq!(verdict(&i, sat), Verdict::Sat);
    let unsat = "# Title\n\n## First Part\n\nRain falls on the rain.\n\n## Second Part\n\nSun warms the sand.\n";
    assert_eq!(verdict(&i, unsat), Verdict::Unsat);
}

#[test]
fn the_stated_tolerance_is_the_range() {
    let i = "Please write a piece of text considering all these constraints:\nPlease consider this word count constraint: around 40 words (within 10 words difference is ok), this does not apply to title and subsection title lines, which are defined as: lines that start with at least one #.";
    let body = |n: usize| vec!["word"; n].join(" ") + ".";
    for (n, want) in [
        (29, Verdict::Unsat),
        (30, Verdict::Sat),
        (50, Verdict::Sat),
        (51, Verdict::Unsat),
    ] {
        // A long title does not count.
        let out = format!("# A title with six words here\n\n{}\n", body(n));
        assert_eq!(verdict(i, &out), want, "{n} words");
    }
}

#[test]
fn titles_and_subsection_titles_need_their_levels() {
    let i = "Include this as the title of the text, titles are lines that start with only one #: The Sea\nInclude these subsection titles in the text, subsection titles are lines start with more than one #: Overview,Details";
    let sat = "# The Sea\n\n## Overview\n\nWaves.\n\n### Details\n\nSalt.\n";
    assert_eq!(verdict(i, sat), Verdict::Sat);
    // The title at level 2 is not a title.
    let wrong_level = "## The Sea\n\n## Overview\n\nWaves.\n\n## Details\n\nSalt.\n";
    assert_eq!(verdict(i, wrong_level), Verdict::Unsat);
    let missing = "# The Sea\n\n## Overview\n\nWaves and salt.\n";
    assert_eq!(verdict(i, missing), Verdict::Unsat);
}

#[test]
fn keywords_are_substrings_regardless_of_capitalization() {
    let i = "Include these keywords, check for string inclusion regardless of capitalization: ocean,tide\nExclude these keywords, check for string exclusion regardless of capitalization: storm,wind";
    assert_eq!(verdict(i, "The OCEAN and its Tide."), Verdict::Sat);
    assert_eq!(verdict(i, "The ocean without its t-i-d-e."), Verdict::Unsat);
    // "windy" contains "wind": string exclusion fails.
    assert_eq!(verdict(i, "A windy ocean tide."), Verdict::Unsat);
}

#[test]
fn tone_and_topic_go_to_a_judge_and_are_unknown_without_one() {
    let i = "Please write a piece of text considering all these constraints:\nPlease write in this topic: ocean conservation\nPlease write in this tone: optimistic\nPlease consider this even/odd word count constraint: the total word count should be an even number. this does not apply to title and subsection title lines. Title and subsection title lines start with at least one #.";
    let spec = nsvif_formulate::formulate_rules(i);
    let judges: Vec<String> = spec
        .constraints
        .iter()
        .filter_map(|c| match &c.check {
            nsvif_spec::Check::Judge { judge } => Some(judge.clone()),
            _ => None,
        })
        .collect();
    assert_eq!(
        judges,
        [
            "Is the response about ocean conservation?",
            "Is the response written in a optimistic tone?"
        ]
    );
    assert!(spec.unexplained.is_empty(), "{:?}", spec.unexplained);
    // Logic holds (4 words); the semantic constraints are open, never silently `sat`.
    assert_eq!(verdict(i, "Reefs recover with care."), Verdict::Unknown);
    // A broken logic constraint decides without a judge (3 words: odd).
    assert_eq!(verdict(i, "Reefs recover slowly."), Verdict::Unsat);
}

#[test]
fn the_report_command_writes_json_markdown_and_charts() {
    let dir = tempfile::tempdir().unwrap();
    let out = Command::cargo_bin("nsvif")
        .unwrap()
        .arg("bench")
        .arg(records_path())
        .arg("--vifbench-report")
        .arg(dir.path())
        .assert()
        .success();
    let markdown = String::from_utf8(out.get_output().stdout.clone()).unwrap();
    assert!(markdown.contains("| F1 | 100.0 % | 94.8 % |"), "{markdown}");
    let report: Value =
        serde_json::from_slice(&std::fs::read(dir.path().join("report.json")).unwrap()).unwrap();
    assert_eq!(report["overall"]["records"], 52);
    assert_eq!(report["overall"]["pass_at_1"], 1.0);
    assert_eq!(report["overall"]["confusion"]["fp"], 0);
    assert_eq!(report["by_group"].as_object().unwrap().len(), 9);
    assert!(
        report["by_type"]["word_count"]["violated"]
            .as_u64()
            .unwrap()
            > 0
    );
    assert_eq!(
        std::fs::read_to_string(dir.path().join("report.md")).unwrap(),
        markdown
    );
    for svg in ["accuracy_by_group.svg", "confusion_by_type.svg"] {
        let text = std::fs::read_to_string(dir.path().join(svg)).unwrap();
        assert!(text.starts_with("<svg"), "{svg}");
        assert!(
            text.contains("C = 10") || text.contains("word_count"),
            "{svg}"
        );
    }
}

#[test]
fn a_malformed_record_is_an_error_with_its_line() {
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("bad.jsonl");
    std::fs::write(
        &file,
        "{\"instruction\": \"x\", \"output\": \"y\", \"label\": \"sat\"}\n",
    )
    .unwrap();
    let out = Command::cargo_bin("nsvif")
        .unwrap()
        .arg("bench")
        .arg(&file)
        .arg("--vifbench-report")
        .arg(dir.path().join("r"))
        .assert()
        .code(3);
    let err = String::from_utf8_lossy(&out.get_output().stderr).to_string();
    assert!(err.contains("line 1"), "{err}");
}
