//! `nsvif phrasings FILE…`: scores the rule formulator's clause accounting on a phrasing
//! corpus (`bench/phrasings/*.jsonl`, issue #12), per split.
//!
//! Each record holds an instruction, its clauses annotated `requirement` or `task`, and
//! outputs labelled `sat` / `unsat`. Per split it reports:
//!
//! - **requirement recall**: the share of requirement clauses nsvif *calls a
//!   requirement*, that is, a read constraint or an unread requirement;
//! - **task called requirement**: the share of task clauses nsvif calls a requirement;
//! - **violating outputs called `sat`**: `unsat` outputs with a `sat` verdict, with their
//!   record ids and output indices (the silent wrong `sat` the issue is about).
//!
//! Span matching: an annotated clause is located in the instruction (clauses are in
//! order, so each is searched after the previous one). nsvif *calls it a requirement*
//! when the spans of the Spec's constraints and unexplained parts, together, cover at
//! least half of its bytes. Half, not any byte: nsvif's clauses and the annotator's do
//! not always cut at the same comma, and a one-byte touch of a neighbouring clause is not
//! a reading of it; a whole clause is never half-covered by a neighbour's span.

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

use nsvif_formulate::pipeline::clauses::ClauseClass;
use nsvif_spec::{Span, Spec};
use serde::{Deserialize, Serialize};

use nsvif::{Verdict, Verifier};

/// One corpus record (fields beyond these are ignored).
#[derive(Debug, Deserialize)]
pub struct Record {
    pub id: String,
    pub split: String,
    pub instruction: String,
    pub clauses: Vec<AnnotatedClause>,
    #[serde(default)]
    pub outputs: Vec<LabelledOutput>,
}

#[derive(Debug, Deserialize)]
pub struct AnnotatedClause {
    pub text: String,
    pub class: ClauseLabel,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum ClauseLabel {
    Requirement,
    Task,
}

#[derive(Debug, Deserialize)]
pub struct LabelledOutput {
    pub output: String,
    pub label: OutputLabel,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum OutputLabel {
    Sat,
    Unsat,
}

/// A violating output that got `sat`.
#[derive(Debug, Clone, Serialize, PartialEq, Eq)]
pub struct SilentSat {
    pub id: String,
    /// Index of the output in the record's `outputs`.
    pub output: usize,
}

/// The figures of one split.
#[derive(Debug, Clone, Default, Serialize)]
pub struct SplitScore {
    pub records: u64,
    pub requirement_clauses: u64,
    pub requirement_clauses_recalled: u64,
    pub requirement_recall: f64,
    pub task_clauses: u64,
    pub task_clauses_called_requirement: u64,
    pub task_called_requirement: f64,
    pub violating_outputs: u64,
    pub violating_outputs_sat: u64,
    pub violating_outputs_unknown: u64,
    pub sat_outputs: u64,
    pub sat_outputs_sat: u64,
    /// The violating outputs called `sat`.
    pub silent_sat: Vec<SilentSat>,
    /// The requirement clauses nsvif took for task text.
    pub missed: Vec<MissedClause>,
}

/// A requirement clause that nsvif did not call a requirement.
#[derive(Debug, Clone, Serialize, PartialEq, Eq)]
pub struct MissedClause {
    pub id: String,
    pub clause: String,
}

/// The figures per split (`tune`, `heldout`, …).
#[derive(Debug, Clone, Default, Serialize)]
pub struct PhrasingsScore {
    pub splits: BTreeMap<String, SplitScore>,
}

/// A corpus problem: where, and what.
#[derive(Debug, thiserror::Error)]
pub enum PhrasingsError {
    #[error("{path}: {source}")]
    Read {
        path: PathBuf,
        source: std::io::Error,
    },
    #[error("{path} line {line}: {source}")]
    Json {
        path: PathBuf,
        line: usize,
        source: serde_json::Error,
    },
    #[error("{path} line {line} ({id}): clause {clause:?} is not in the instruction (after the previous clause)")]
    ClauseNotFound {
        path: PathBuf,
        line: usize,
        id: String,
        clause: String,
    },
    #[error("record {id}: {message}")]
    Verify { id: String, message: String },
}

/// Reads every record of the files, in order.
pub fn read(paths: &[PathBuf]) -> Result<Vec<(PathBuf, usize, Record)>, PhrasingsError> {
    let mut out = Vec::new();
    for path in paths {
        let text = std::fs::read_to_string(path).map_err(|source| PhrasingsError::Read {
            path: path.clone(),
            source,
        })?;
        for (i, line) in text.lines().enumerate() {
            if line.trim().is_empty() {
                continue;
            }
            let record: Record =
                serde_json::from_str(line).map_err(|source| PhrasingsError::Json {
                    path: path.clone(),
                    line: i + 1,
                    source,
                })?;
            out.push((path.clone(), i + 1, record));
        }
    }
    Ok(out)
}

/// The byte spans of the annotated clauses, each searched after the previous one.
fn locate(path: &Path, line: usize, record: &Record) -> Result<Vec<Span>, PhrasingsError> {
    let mut from = 0;
    let mut spans = Vec::with_capacity(record.clauses.len());
    for c in &record.clauses {
        let Some(at) = record.instruction[from..].find(&c.text) else {
            return Err(PhrasingsError::ClauseNotFound {
                path: path.to_path_buf(),
                line,
                id: record.id.clone(),
                clause: c.text.clone(),
            });
        };
        let start = from + at;
        let end = start + c.text.len();
        spans.push(Span { start, end });
        from = end;
    }
    Ok(spans)
}

/// Whether nsvif's clauses classed read or unread requirement (and the Spec's own
/// constraint and unexplained spans) cover at least half of `clause`.
pub fn called_requirement(instruction: &str, spec: &Spec, clause: Span) -> bool {
    let accounted = nsvif_formulate::pipeline::clauses::account(instruction, spec);
    let mut spans: Vec<(usize, usize)> = spec
        .constraints
        .iter()
        .filter_map(|c| c.source)
        .chain(spec.unexplained.iter().map(|u| u.source))
        .chain(
            accounted
                .iter()
                .filter(|c| c.class != ClauseClass::Task)
                .map(|c| c.source),
        )
        .map(|s| (s.start.max(clause.start), s.end.min(clause.end)))
        .filter(|(s, e)| s < e)
        .collect();
    spans.sort_unstable();
    let mut covered = 0;
    let mut reach = clause.start;
    for (s, e) in spans {
        let s = s.max(reach);
        if e > s {
            covered += e - s;
            reach = e;
        }
    }
    let len = clause.end - clause.start;
    len > 0 && covered * 2 >= len
}

/// Scores the records with `verifier` (rules only: the corpus measures what the rules
/// account for).
pub fn score(
    verifier: &Verifier,
    records: &[(PathBuf, usize, Record)],
) -> Result<PhrasingsScore, PhrasingsError> {
    let mut out = PhrasingsScore::default();
    for (path, line, record) in records {
        let spans = locate(path, *line, record)?;
        let verify_error = |e: nsvif::Error| PhrasingsError::Verify {
            id: record.id.clone(),
            message: e.to_string(),
        };
        let prepared = verifier
            .prepare(&record.instruction)
            .map_err(verify_error)?;
        let s = out.splits.entry(record.split.clone()).or_default();
        s.records += 1;
        for (c, span) in record.clauses.iter().zip(spans) {
            let called = called_requirement(&record.instruction, prepared.spec(), span);
            match c.class {
                ClauseLabel::Requirement => {
                    s.requirement_clauses += 1;
                    s.requirement_clauses_recalled += u64::from(called);
                    if !called {
                        s.missed.push(MissedClause {
                            id: record.id.clone(),
                            clause: c.text.clone(),
                        });
                    }
                }
                ClauseLabel::Task => {
                    s.task_clauses += 1;
                    s.task_clauses_called_requirement += u64::from(called);
                }
            }
        }
        for (i, o) in record.outputs.iter().enumerate() {
            let report = verifier
                .check(&record.instruction, &o.output)
                .map_err(verify_error)?;
            match o.label {
                OutputLabel::Unsat => {
                    s.violating_outputs += 1;
                    match report.verdict {
                        Verdict::Sat => {
                            s.violating_outputs_sat += 1;
                            s.silent_sat.push(SilentSat {
                                id: record.id.clone(),
                                output: i,
                            });
                        }
                        Verdict::Unknown => s.violating_outputs_unknown += 1,
                        Verdict::Unsat => {}
                    }
                }
                OutputLabel::Sat => {
                    s.sat_outputs += 1;
                    s.sat_outputs_sat += u64::from(report.verdict == Verdict::Sat);
                }
            }
        }
    }
    for s in out.splits.values_mut() {
        s.requirement_recall = ratio(s.requirement_clauses_recalled, s.requirement_clauses);
        s.task_called_requirement = ratio(s.task_clauses_called_requirement, s.task_clauses);
    }
    Ok(out)
}

fn ratio(n: u64, d: u64) -> f64 {
    if d == 0 {
        0.0
    } else {
        n as f64 / d as f64
    }
}

impl PhrasingsScore {
    /// One block per split. The missed requirement clauses and the silent `sat` outputs
    /// are listed by id for the `tune` split only: the held-out records are not to be looked at one by one.
    pub fn to_text(&self) -> String {
        let mut out = String::new();
        for (split, s) in &self.splits {
            out.push_str(&format!(
                "{split}: {} records; requirement recall {:.4} ({}/{}); task called requirement {:.4} ({}/{}); violating outputs sat {} unknown {} of {}; sat outputs sat {} of {}\n",
                s.records,
                s.requirement_recall,
                s.requirement_clauses_recalled,
                s.requirement_clauses,
                s.task_called_requirement,
                s.task_clauses_called_requirement,
                s.task_clauses,
                s.violating_outputs_sat,
                s.violating_outputs_unknown,
                s.violating_outputs,
                s.sat_outputs_sat,
                s.sat_outputs,
            ));
            if split != "heldout" {
                for m in &s.missed {
                    out.push_str(&format!("  missed: {} {:?}\n", m.id, m.clause));
                }
                for m in &s.silent_sat {
                    out.push_str(&format!(
                        "  sat on a violating output: {} #{}\n",
                        m.id, m.output
                    ));
                }
            }
        }
        out
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn record(json: &str) -> Vec<(PathBuf, usize, Record)> {
        vec![(
            PathBuf::from("t.jsonl"),
            1,
            serde_json::from_str(json).unwrap(),
        )]
    }

    /// A record of split `split` whose one clause, "cheerful" in the main request, is a
    /// requirement on the tone that the rules take for task text (an adjective of the
    /// genre), with one output that violates it.
    fn cheerful_poem(id: &str, split: &str) -> Vec<(PathBuf, usize, Record)> {
        let clause = "Write a cheerful poem about cats.";
        record(
            &serde_json::json!({
                "id": id, "split": split, "instruction": clause,
                "clauses": [{"text": clause, "class": "requirement"}],
                "outputs": [{"output": "Cats die. All is grey.", "label": "unsat", "violates": [clause]}],
            })
            .to_string(),
        )
    }

    #[test]
    fn a_requirement_no_rule_reads_is_recalled_and_its_violation_is_not_sat() {
        let r = record(
            r#"{"id": "t1", "split": "tune", "instruction": "Write a poem about cats. Give me five tips for better sleep.",
                "clauses": [{"text": "Write a poem about cats.", "class": "task"},
                            {"text": "Give me five tips for better sleep.", "class": "requirement"}],
                "outputs": [{"output": "1. a\n2. b", "label": "unsat", "violates": ["Give me five tips for better sleep."]}]}"#,
        );
        let s = score(&Verifier::default(), &r).unwrap();
        let t = &s.splits["tune"];
        assert_eq!(
            (t.requirement_clauses, t.requirement_clauses_recalled),
            (1, 1)
        );
        assert_eq!((t.task_clauses, t.task_clauses_called_requirement), (1, 0));
        assert_eq!((t.violating_outputs, t.violating_outputs_sat), (1, 0));
    }

    #[test]
    fn a_violating_output_called_sat_is_listed() {
        // The rules miss the tone, so the violating output is a silent `sat`, which the
        // score must list.
        let r = cheerful_poem("t2", "tune");
        let s = score(&Verifier::default(), &r).unwrap();
        let t = &s.splits["tune"];
        assert_eq!(t.requirement_clauses_recalled, 0);
        assert_eq!(
            t.silent_sat,
            [SilentSat {
                id: "t2".into(),
                output: 0
            }]
        );
        assert!(s.to_text().contains("t2 #0"));
        // The missed clause is listed too, by record and text.
        assert_eq!(
            t.missed,
            [MissedClause {
                id: "t2".into(),
                clause: "Write a cheerful poem about cats.".into()
            }]
        );
        assert!(s.to_text().contains("missed: t2"));
    }

    #[test]
    fn held_out_misses_are_counted_but_not_printed() {
        let r = cheerful_poem("t4", "heldout");
        let s = score(&Verifier::default(), &r).unwrap();
        assert_eq!(s.splits["heldout"].missed.len(), 1);
        assert!(!s.to_text().contains("t4"));
    }

    #[test]
    fn a_clause_that_is_not_in_the_instruction_is_an_error() {
        let r = record(
            r#"{"id": "t3", "split": "tune", "instruction": "Write a poem.",
                "clauses": [{"text": "Write a song.", "class": "task"}]}"#,
        );
        let e = score(&Verifier::default(), &r).unwrap_err();
        assert!(e.to_string().contains("t3"), "{e}");
    }

    #[test]
    fn half_a_clause_covered_calls_it_a_requirement() {
        // nsvif's clauses: "Write a poem." unread (0..13), "Say hi." task (14..21).
        let text = "Write a poem. Say hi.";
        let spec: Spec = serde_json::from_str(
            r#"{"constraints": [], "unexplained": [{"text": "Write a poem.", "source": {"start": 0, "end": 13}}]}"#,
        )
        .unwrap();
        assert!(called_requirement(text, &spec, Span { start: 0, end: 21 }));
        assert!(!called_requirement(text, &spec, Span { start: 8, end: 21 }));
    }
}
