//! The VIFBench report (`nsvif bench FILE --vifbench-report DIR`): the paper's scores of
//! a run on VIFBench records, by complexity group and by constraint type, with the
//! paper's published figures beside them.
//!
//! Records are those of `bench/vifbench/generate.py`: the `nsvif bench` fields
//! (`instruction`, `output`, `label`) plus `group` (the number of constraints C) and
//! `vifbench_constraints` (each with its `type` and, for logic types, whether the output
//! `satisfied` it). Every instruction is formulated from its text, as a user's would be.
//! Positive class `sat`, as in `nsvif bench`; `unknown` is wrong for pass@1 and a missed
//! positive for recall, and never a false `sat`.
//!
//! [`report`] holds the scores and their Markdown; [`plot`] draws them as SVG.

pub mod plot;
pub mod report;

use std::io::BufRead;

use nsvif_solve::Verdict;
use serde::Deserialize;

use crate::runner::{Label, LLM_RECORDS_IN_FLIGHT};
use nsvif::Verifier;

pub use report::VifbenchReport;

/// One VIFBench record, as `bench/vifbench/generate.py` writes it.
#[derive(Debug, Clone, Deserialize)]
pub struct VifRecord {
    #[serde(default)]
    pub id: Option<serde_json::Value>,
    pub group: u32,
    pub instruction: String,
    pub output: String,
    pub label: Label,
    pub vifbench_constraints: Vec<VifConstraint>,
}

/// One stated constraint of a record.
#[derive(Debug, Clone, Deserialize)]
pub struct VifConstraint {
    #[serde(rename = "type")]
    pub kind: String,
    /// The reference check's value; `None` for semantic types (tone, topic).
    #[serde(default)]
    pub satisfied: Option<bool>,
}

/// What nsvif said of one record and what it cost.
#[derive(Debug, Clone)]
pub struct VifOutcome {
    pub verdict: Verdict,
    pub input_tokens: u64,
    pub output_tokens: u64,
    pub llm_calls: u64,
    /// Why the instruction could not be prepared (the verdict is then `unknown`).
    pub error: Option<String>,
}

/// Why a run could not start.
#[derive(Debug, thiserror::Error)]
pub enum ReadError {
    #[error("line {line}: not a VIFBench record: {source}")]
    Record {
        line: usize,
        source: serde_json::Error,
    },
    #[error("reading the records: {0}")]
    Io(#[from] std::io::Error),
}

/// Every record of `input`; any malformed line is an error (a report over part of the
/// benchmark would not be comparable with the paper's).
pub fn read(input: impl BufRead) -> Result<Vec<VifRecord>, ReadError> {
    let mut out = Vec::new();
    for (i, line) in input.lines().enumerate() {
        let line = line?;
        if line.trim().is_empty() {
            continue;
        }
        let rec = serde_json::from_str(&line).map_err(|source| ReadError::Record {
            line: i + 1,
            source,
        })?;
        out.push(rec);
    }
    Ok(out)
}

/// Checks every record: with the rules on all cores, or, with a `runtime` (the verifier
/// has an LLM), at most [`LLM_RECORDS_IN_FLIGHT`] records at once on it. A record whose
/// instruction cannot be prepared is `unknown`, with no cost.
pub fn run(
    verifier: &Verifier,
    runtime: Option<&tokio::runtime::Runtime>,
    records: &[VifRecord],
) -> Vec<VifOutcome> {
    let llm = runtime.is_some();
    nsvif::run_batch(
        records.iter().collect(),
        runtime,
        LLM_RECORDS_IN_FLIGHT,
        |rec| async move {
            if llm {
                return run_async(verifier, rec).await;
            }
            match verifier.prepare(&rec.instruction) {
                Ok(prepared) => VifOutcome {
                    verdict: prepared.decide(&rec.output).verdict,
                    input_tokens: 0,
                    output_tokens: 0,
                    llm_calls: 0,
                    error: None,
                },
                Err(e) => unknown(e),
            }
        },
    )
}

async fn run_async(verifier: &Verifier, rec: &VifRecord) -> VifOutcome {
    let prepared = match verifier.prepare_async(&rec.instruction).await {
        Ok(prepared) => prepared,
        Err(e) => return unknown(e),
    };
    let report = prepared.check_async(&rec.output).await;
    let mut cost = report.cost;
    if let Some(f) = prepared.formulation() {
        cost.add_spend(f.spend);
    }
    VifOutcome {
        verdict: report.verdict,
        input_tokens: cost.input_tokens,
        output_tokens: cost.output_tokens,
        llm_calls: cost.llm_calls,
        error: None,
    }
}

fn unknown(error: nsvif::Error) -> VifOutcome {
    VifOutcome {
        verdict: Verdict::Unknown,
        input_tokens: 0,
        output_tokens: 0,
        llm_calls: 0,
        error: Some(error.to_string()),
    }
}

/// A report file that could not be written.
#[derive(Debug, thiserror::Error)]
pub enum WriteError {
    #[error("writing `{}`", path.display())]
    Io {
        path: std::path::PathBuf,
        source: std::io::Error,
    },
    #[error(transparent)]
    Plot(#[from] plot::PlotError),
    #[error("serializing the report")]
    Json(#[from] serde_json::Error),
}

/// Writes `report.json`, `report.md`, `accuracy_by_group.svg` and `confusion_by_type.svg`
/// into `dir` (created if missing).
pub fn write(dir: &std::path::Path, report: &VifbenchReport) -> Result<(), WriteError> {
    let io = |path: std::path::PathBuf| move |source| WriteError::Io { path, source };
    std::fs::create_dir_all(dir).map_err(io(dir.to_path_buf()))?;
    let files = [
        ("report.json", serde_json::to_string_pretty(report)? + "\n"),
        ("report.md", report.to_markdown()),
        ("accuracy_by_group.svg", plot::accuracy_by_group(report)?),
        ("confusion_by_type.svg", plot::confusion_by_type(report)?),
    ];
    for (name, text) in files {
        let path = dir.join(name);
        std::fs::write(&path, text).map_err(io(path.clone()))?;
    }
    Ok(())
}
