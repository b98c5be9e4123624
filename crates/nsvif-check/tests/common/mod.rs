//! What the differential tests against the official checkers share: the deterministic
//! generator of their random outputs, finding a Python that runs the official checker,
//! writing the cases as a VIFBench file and reading the official checker's answers back.

#![allow(dead_code)] // each test binary uses part of it

use std::collections::BTreeMap;
use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::Command;

use nsvif_check::{compile, CheckError, Options, Predicate};
use serde_json::Value;

/// A small deterministic generator (xorshift64*), so failures reproduce.
pub struct Rng(pub u64);

impl Rng {
    pub fn below(&mut self, n: usize) -> usize {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        (self.0.wrapping_mul(0x2545_F491_4F6C_DD1D) >> 33) as usize % n
    }
}

/// `count` outputs named `generated-{i}`, each of 1 to `most` of `tokens` drawn by a
/// generator seeded with `seed`.
pub fn token_mixes(seed: u64, count: usize, most: usize, tokens: &[&str]) -> Vec<(String, String)> {
    let mut rng = Rng(seed);
    (0..count)
        .map(|i| {
            let len = 1 + rng.below(most);
            let text: String = (0..len).map(|_| tokens[rng.below(tokens.len())]).collect();
            (format!("generated-{i}"), text)
        })
        .collect()
}

/// Pushes the variants of the output `text` that stress line endings, quotes and
/// whitespace (its lines ended with CRLF; quoted; between `pad` and a trailing ideographic
/// space and newline), then `text` itself.
pub fn push_with_variants(out: &mut Vec<(String, String)>, name: &str, text: String, pad: &str) {
    out.push((format!("{name}/crlf"), text.replace('\n', "\r\n")));
    out.push((format!("{name}/quoted"), format!("\"{text}\"")));
    out.push((format!("{name}/padded"), format!("{pad}{text}\u{3000}\n")));
    out.push((name.to_string(), text));
}

/// The official checker script `name` in `tests/official`.
pub fn official_script(name: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/official")
        .join(name)
}

/// The first Python that runs `script --probe`: `$NSVIF_OFFICIAL_PYTHON`, then
/// `/work/V/bin/python`, then `.venv/bin/python` at the repository root.
pub fn official_python(script: &Path) -> Option<PathBuf> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("../..");
    let candidates = std::env::var_os("NSVIF_OFFICIAL_PYTHON")
        .map(PathBuf::from)
        .into_iter()
        .chain([
            PathBuf::from("/work/V/bin/python"),
            root.join(".venv/bin/python"),
        ]);
    for python in candidates {
        let works = python.exists()
            && Command::new(&python)
                .arg(script)
                .arg("--probe")
                .output()
                .is_ok_and(|o| o.status.success());
        if works {
            return Some(python);
        }
    }
    None
}

/// The kwargs variants listed for `id` in `kwargs`, parsed; a type without any fails the
/// test, so a new catalog type cannot go untested.
pub fn kwargs_variants(kwargs: &[(&str, &str)], id: &'static str) -> Vec<(&'static str, Value)> {
    let variants: Vec<(&'static str, Value)> = kwargs
        .iter()
        .filter(|(k, _)| *k == id)
        .map(|(_, kw)| (id, serde_json::from_str(kw).unwrap()))
        .collect();
    assert!(
        !variants.is_empty(),
        "add differential cases for `{id}` to KWARGS"
    );
    variants
}

/// An official id and kwargs, with the request, to a catalog predicate and its arguments
/// (`ifeval::to_check`, `ifbench::to_check`).
pub type ToCheck = fn(&str, &Value, &str) -> Result<(&'static str, Value), CheckError>;

/// The predicates of `constraints` (official ids and kwargs), converted by `to_check`
/// with `prompt` as the request and compiled with the default options.
pub fn compile_all(
    constraints: &[(&'static str, Value)],
    to_check: ToCheck,
    prompt: &str,
) -> Vec<Box<dyn Predicate>> {
    compile_all_with(constraints, to_check, prompt, &Options::default())
}

/// [`compile_all`] with `options`.
pub fn compile_all_with(
    constraints: &[(&'static str, Value)],
    to_check: ToCheck,
    prompt: &str,
    options: &Options,
) -> Vec<Box<dyn Predicate>> {
    constraints
        .iter()
        .map(|(id, kw)| {
            let (name, args) = to_check(id, kw, prompt).unwrap();
            compile(name, &args, options).unwrap_or_else(|e| panic!("{id} {kw}: {e}"))
        })
        .collect()
}

/// The record id of the `n`th output, named `name`.
pub fn record_id(n: usize, name: &str) -> String {
    format!("{n:03}-{name}")
}

/// Each output's text by its record id.
pub fn texts_by_id(outputs: &[(String, String)]) -> BTreeMap<String, &str> {
    outputs
        .iter()
        .enumerate()
        .map(|(n, (name, text))| (record_id(n, name), text.as_str()))
        .collect()
}

/// The first 160 characters of an output, for a disagreement's message.
pub fn excerpt(text: &str) -> String {
    text.chars().take(160).collect()
}

/// Writes `records` as a JSONL file named `file_name` in the test's temporary directory.
pub fn write_records(file_name: &str, records: impl IntoIterator<Item = Value>) -> PathBuf {
    let path = Path::new(env!("CARGO_TARGET_TMPDIR")).join(file_name);
    let mut file = std::io::BufWriter::new(std::fs::File::create(&path).unwrap());
    for record in records {
        writeln!(file, "{record}").unwrap();
    }
    file.flush().unwrap();
    path
}

/// The records the official checker `script` writes for the file at `path`: one for each
/// of the `expected` records written.
pub fn official_records(python: &Path, script: &Path, path: &Path, expected: usize) -> Vec<Value> {
    let run = Command::new(python).arg(script).arg(path).output().unwrap();
    assert!(
        run.status.success(),
        "official checker failed: {}",
        String::from_utf8_lossy(&run.stderr)
    );
    let records: Vec<Value> = String::from_utf8(run.stdout)
        .unwrap()
        .lines()
        .map(|line| serde_json::from_str(line).unwrap())
        .collect();
    assert_eq!(
        records.len(),
        expected,
        "the official checker skipped records"
    );
    records
}

/// A VIFBench record of one output: its constraints with our result for each as
/// `satisfied`.
pub fn record<R: serde::Serialize>(
    id: &str,
    instruction: &str,
    output: &str,
    constraints: &[(&str, Value)],
    results: &[R],
) -> Value {
    let constraints: Vec<Value> = constraints
        .iter()
        .zip(results)
        .map(|((cid, kw), r)| serde_json::json!({"id": cid, "kwargs": kw, "satisfied": r}))
        .collect();
    serde_json::json!({
        "id": id,
        "instruction": instruction,
        "output": output,
        "constraints": constraints,
    })
}

/// The official checker's answer for each constraint of each record (see
/// [`official_records`]): the record's id, the constraint's index, and the answer
/// (`satisfied`, or `error` where it raised).
pub fn official_answers(
    python: &Path,
    script: &Path,
    path: &Path,
    expected: usize,
) -> Vec<(String, usize, Value)> {
    let mut answers = Vec::new();
    for mut rec in official_records(python, script, path, expected) {
        let id = rec["id"].as_str().unwrap().to_string();
        let Value::Array(constraints) = rec["constraints"].take() else {
            panic!("{id}: no constraints in the official checker's record");
        };
        answers.extend(
            constraints
                .into_iter()
                .enumerate()
                .map(|(i, c)| (id.clone(), i, c)),
        );
    }
    answers
}

/// Fails with every disagreement listed, naming the file of cases.
pub fn assert_no_disagreements(problems: &[String], path: &Path) {
    assert!(
        problems.is_empty(),
        "{} disagreements with the official checker ({}):\n{}",
        problems.len(),
        path.display(),
        problems.join("\n")
    );
}
