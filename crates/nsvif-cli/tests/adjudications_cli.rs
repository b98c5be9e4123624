//! `nsvif bench --adjudications FILE`: the formulation is also scored against corrected
//! constraint lists, beside the unchanged raw figures; bad corrections are errors.

use std::path::{Path, PathBuf};

use assert_cmd::Command;
use serde_json::{json, Value};

fn nsvif() -> Command {
    Command::cargo_bin("nsvif").unwrap()
}

fn json_of(out: &[u8]) -> Value {
    serde_json::from_slice(out)
        .unwrap_or_else(|e| panic!("not JSON ({e}): {}", String::from_utf8_lossy(out)))
}

/// Two records whose lists are wrong the two ways corrections fix:
/// - `caps`: "Use less than 100 words." is stated and not listed;
/// - `long`: "at least 400 words" is listed as at least 336.
///
/// The rules read all caps and fewer than 100 words in the first, at least 400 words in
/// the second: raw, 2 expected, 3 found, 1 matched.
fn records(dir: &Path) -> PathBuf {
    let file = dir.join("records.jsonl");
    let lines = [
        json!({"id": "caps", "instruction": "Answer in all caps. Use less than 100 words.",
               "output": "HELLO THERE", "label": "sat",
               "constraints": [{"id": "change_case:english_capital", "kwargs": {}, "satisfied": true}]}),
        json!({"id": "long", "instruction": "Write about cats. Your response must be at least 400 words.",
               "output": "cats purr", "label": "unsat",
               "constraints": [{"id": "length_constraints:number_words",
                                "kwargs": {"relation": "at least", "num_words": 336}, "satisfied": false}]}),
    ];
    let text: Vec<String> = lines.iter().map(Value::to_string).collect();
    std::fs::write(&file, text.join("\n")).unwrap();
    file
}

const CORRECT_BOTH: &str = concat!(
    r#"{"id": "caps", "quote": "Use less than 100 words.", "add": [{"id": "length_constraints:number_words", "kwargs": {"relation": "less than", "num_words": 100}}], "why": "stated, not listed"}"#,
    "\n",
    r#"{"id": "long", "quote": "at least 400 words", "remove": [{"id": "length_constraints:number_words", "kwargs": {"relation": "at least", "num_words": 336}}], "add": [{"id": "length_constraints:number_words", "kwargs": {"relation": "at least", "num_words": 400}}], "why": "400 listed as 336"}"#,
    "\n",
);

fn corrections(dir: &Path, text: &str) -> PathBuf {
    let file = dir.join("corrections.jsonl");
    std::fs::write(&file, text).unwrap();
    file
}

fn bench(args: &[&Path], flags: &[&str]) -> assert_cmd::assert::Assert {
    let mut cmd = nsvif();
    // IFEval records: scored with IFEval's readings (its case checks want English).
    cmd.arg("bench").arg(args[0]).arg("--ifeval-compat");
    if let Some(c) = args.get(1) {
        cmd.arg("--adjudications").arg(c);
    }
    cmd.args(flags).assert()
}

#[test]
fn adjudicated_counts_differ_from_raw_exactly_by_the_corrections() {
    let dir = tempfile::tempdir().unwrap();
    let records = records(dir.path());
    let fixes = corrections(dir.path(), CORRECT_BOTH);
    let plain = json_of(&bench(&[&records], &["--json"]).code(0).get_output().stdout);
    let adjudicated = json_of(
        &bench(&[&records, &fixes], &["--json"])
            .code(0)
            .get_output()
            .stdout,
    );
    let f = &adjudicated["formulation"];
    // Raw: as without the flag.
    assert_eq!(
        (
            &f["constraints_expected"],
            &f["constraints_found"],
            &f["constraints_matched"]
        ),
        (&json!(2), &json!(3), &json!(1))
    );
    for key in [
        "constraints_expected",
        "constraints_found",
        "constraints_matched",
        "precision",
        "recall",
        "by_type",
    ] {
        assert_eq!(f[key], plain["formulation"][key], "{key}");
    }
    assert!(plain["formulation"].get("adjudicated").is_none());
    // Adjudicated: one added to `caps`, 336 replaced by 400 in `long`.
    assert_eq!(
        f["adjudicated"],
        json!({"constraints_expected": 3, "constraints_found": 3, "constraints_matched": 3,
               "precision": 1.0, "recall": 1.0, "corrections": 2,
               "constraints_added": 2, "constraints_removed": 1})
    );
    // Verdicts are scored against the records' labels either way.
    for key in ["tp", "fp", "tn", "fn", "unknown", "pass_at_1", "f1"] {
        assert_eq!(adjudicated[key], plain[key], "{key}");
    }
}

#[test]
fn only_the_corrected_record_changes() {
    let dir = tempfile::tempdir().unwrap();
    let records = records(dir.path());
    let first_only = CORRECT_BOTH.lines().next().unwrap();
    let fixes = corrections(dir.path(), first_only);
    let out = json_of(
        &bench(&[&records, &fixes], &["--json"])
            .code(0)
            .get_output()
            .stdout,
    );
    // `long` keeps its wrong list: 3 expected, 3 found, 2 matched.
    let a = &out["formulation"]["adjudicated"];
    assert_eq!(
        (
            &a["constraints_expected"],
            &a["constraints_matched"],
            &a["corrections"]
        ),
        (&json!(3), &json!(2), &json!(1))
    );
    assert_eq!(a["recall"].as_f64().unwrap(), 2.0 / 3.0);
}

#[test]
fn the_table_prints_the_raw_and_the_adjudicated_lines() {
    let dir = tempfile::tempdir().unwrap();
    let records = records(dir.path());
    let fixes = corrections(dir.path(), CORRECT_BOTH);
    let out = bench(&[&records, &fixes], &[]).code(0);
    let text = String::from_utf8_lossy(&out.get_output().stdout).to_string();
    assert!(
        text.contains(
            "2 constraints expected, 3 found, 1 matched: precision 0.3333, recall 0.5000"
        ),
        "{text}"
    );
    assert!(
        text.contains("formulation, adjudicated (2 records corrected: 2 constraints added, 1 removed): 3 constraints expected, 3 found, 3 matched: precision 1.0000, recall 1.0000"),
        "{text}"
    );
}

/// Runs with bad corrections: exit 3, no summary, and the error on stderr.
fn fails_with(corrections_text: &str, message: &str) {
    let dir = tempfile::tempdir().unwrap();
    let records = records(dir.path());
    let fixes = corrections(dir.path(), corrections_text);
    let out = bench(&[&records, &fixes], &["--json"]).code(3);
    let output = out.get_output();
    assert!(output.stdout.is_empty());
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert!(stderr.contains(message), "{stderr}");
}

#[test]
fn a_correction_of_no_record_is_an_error_naming_its_line() {
    let text = format!(
        "{CORRECT_BOTH}\n{}",
        r#"{"id": "nope", "quote": "q", "add": [{"id": "punctuation:no_comma"}], "why": "w"}"#
    );
    fails_with(&text, "line 4: no record `nope` in the bench file");
}

#[test]
fn malformed_json_is_an_error_with_its_line_number() {
    fails_with(
        &format!("{CORRECT_BOTH}{{\"id\": \"caps\""),
        "line 3: malformed correction",
    );
}

#[test]
fn removing_an_entry_the_list_does_not_hold_is_an_error() {
    let text = CORRECT_BOTH.replace("\"num_words\": 336", "\"num_words\": 300");
    fails_with(
        &text,
        "line 2: correction of `long`: removes `length_constraints:number_words {\"relation\":\"at least\",\"num_words\":300}`, which the list does not hold",
    );
}

#[test]
fn a_quote_that_is_not_in_the_instruction_is_an_error() {
    let text = CORRECT_BOTH.replace("at least 400 words", "at least 500 words");
    fails_with(
        &text,
        "line 2: correction of `long`: the quote \"at least 500 words\" is not in the instruction",
    );
}

#[test]
fn adjudications_conflict_with_given_constraints() {
    let dir = tempfile::tempdir().unwrap();
    let records = records(dir.path());
    let fixes = corrections(dir.path(), CORRECT_BOTH);
    let out = bench(&[&records, &fixes], &["--given-constraints"]).code(3);
    let stderr = String::from_utf8_lossy(&out.get_output().stderr).to_string();
    assert!(stderr.contains("cannot be used with"), "{stderr}");
}

#[test]
fn a_missing_corrections_file_is_an_error_naming_it() {
    let dir = tempfile::tempdir().unwrap();
    let records = records(dir.path());
    let missing = dir.path().join("missing.jsonl");
    let out = bench(&[&records, &missing], &[]).code(3);
    let stderr = String::from_utf8_lossy(&out.get_output().stderr).to_string();
    assert!(
        stderr.contains("opening the corrections") && stderr.contains("missing.jsonl"),
        "{stderr}"
    );
}
