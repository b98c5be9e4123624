//! `nsvif bench`: runs VIFBench-style JSONL records and scores the verdicts.
//!
//! Records stream through in batches (memory stays flat on any file size) and each batch
//! is checked on all cores with rayon. With an LLM the records of a batch run on a tokio
//! runtime instead, at most [`LLM_RECORDS_IN_FLIGHT`] at once (the client's own limit
//! bounds the requests), and the summary adds up every call and token. Positive class: `sat`. `unknown` verdicts count
//! as wrong for `pass_at_1` and as missed positives for recall.
//!
//! Without `--given-constraints` each instruction is formulated from its text (the rule
//! formulator, and the LLM where one is configured); where records carry `constraints`,
//! the formulation is scored against them (`formulation`: precision and recall by
//! predicate and arguments, see `nsvif_formulate::score`) and its time is summed.

use std::collections::BTreeMap;
use std::io::BufRead;
use std::time::{Duration, Instant};

use nsvif_check::{ifeval, CheckError};
use nsvif_formulate::score::{score, Score};
use nsvif_solve::Verdict;
use nsvif_spec::{Check, Constraint, Kind, Spec};
use rayon::prelude::*;
use serde::{Deserialize, Serialize};

use crate::{Verifier, VerifierOptions};

/// One VIFBench-style record.
#[derive(Debug, Deserialize)]
pub struct Record {
    #[serde(default)]
    pub id: Option<serde_json::Value>,
    pub instruction: String,
    pub output: String,
    pub label: Label,
    #[serde(default)]
    pub constraints: Option<Vec<RecordConstraint>>,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum Label {
    Sat,
    Unsat,
}

#[derive(Debug, Deserialize)]
pub struct RecordConstraint {
    pub id: String,
    #[serde(default)]
    pub kwargs: serde_json::Value,
    #[serde(default)]
    pub satisfied: Option<bool>,
}

#[derive(Debug, Clone, Copy)]
pub struct BenchOptions {
    pub verifier: VerifierOptions,
    /// Build each Spec from the record's `constraints` instead of formulating.
    pub given_constraints: bool,
}

/// Agreement counts for one constraint type (or all).
#[derive(Debug, Clone, Copy, Default, Serialize)]
pub struct Agreement {
    pub total: u64,
    pub agree: u64,
    pub agreement: f64,
}

/// LLM calls and tokens of a whole run (formulation of each distinct instruction once,
/// and every judge call).
#[derive(Debug, Clone, Default, Serialize)]
pub struct LlmCost {
    pub calls: u64,
    /// Calls answered from the cache (no cost).
    pub cached_calls: u64,
    pub input_tokens: u64,
    pub output_tokens: u64,
    pub formulation_calls: u64,
    pub judge_calls: u64,
}

/// Records checked at once with an LLM.
pub const LLM_RECORDS_IN_FLIGHT: usize = 32;

/// A record whose verdict or constraint flags disagree with its labels.
#[derive(Debug, Clone, Serialize)]
pub struct Disagreement {
    pub line: usize,
    pub id: Option<serde_json::Value>,
    pub label: Label,
    pub verdict: Verdict,
    /// `(constraint type, label, nsvif)` for each constraint flag that differs.
    pub constraints: Vec<(String, Option<bool>, Option<bool>)>,
}

/// How the formulated Specs compare with the records' constraints.
#[derive(Debug, Clone, Serialize)]
pub struct FormulationSummary {
    /// Records formulated from their text.
    pub records: u64,
    /// Records whose Spec has parts of the instruction no rule explained.
    pub records_with_unexplained: u64,
    pub constraints_expected: u64,
    pub constraints_found: u64,
    pub constraints_matched: u64,
    pub precision: f64,
    pub recall: f64,
    /// Time spent formulating, summed over records (all threads).
    pub millis: f64,
    /// Compiling the rules once, before the first record (`nsvif_formulate::warm_up`).
    pub compile_millis: f64,
    pub by_type: BTreeMap<String, FormulationAgreement>,
}

/// Formulation counts for one constraint type.
#[derive(Debug, Clone, Copy, Default, Serialize)]
pub struct FormulationAgreement {
    pub expected: u64,
    pub found: u64,
    pub matched: u64,
}

/// The scores of a run; its JSON form is `nsvif bench --json`.
#[derive(Debug, Clone, Serialize)]
pub struct BenchSummary {
    pub records: u64,
    pub skipped: u64,
    pub tp: u64,
    pub fp: u64,
    pub tn: u64,
    #[serde(rename = "fn")]
    pub fn_: u64,
    pub unknown: u64,
    pub f1: f64,
    pub precision: f64,
    pub recall: f64,
    pub pass_at_1: f64,
    pub constraints: Agreement,
    pub by_type: BTreeMap<String, Agreement>,
    pub llm: LlmCost,
    /// Present when instructions were formulated (no `--given-constraints`).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub formulation: Option<FormulationSummary>,
    pub seconds: f64,
    pub records_per_second: f64,
    #[serde(skip)]
    pub disagreements: Vec<Disagreement>,
    #[serde(skip)]
    pub malformed: Vec<(usize, String)>,
}

/// (line number, bytes, the record and its outcome or why it was skipped).
type LineResult = (usize, u64, Result<(Record, Outcome), String>);

struct Outcome {
    label: Label,
    verdict: Verdict,
    flags: Vec<(String, Option<bool>, Option<bool>)>,
    formulation: nsvif_llm::Spend,
    judges: crate::Cost,
    formulated: Option<Formulated>,
}

/// What formulating one record's instruction gave.
struct Formulated {
    took: Duration,
    unexplained: bool,
    /// Against the record's constraints, when it has some.
    score: Option<Score>,
}

impl Formulated {
    fn new(rec: &Record, spec: &Spec, took: Duration) -> Formulated {
        let score = rec.constraints.as_deref().map(|cs| {
            let expected: Vec<(&str, &serde_json::Value)> =
                cs.iter().map(|c| (c.id.as_str(), &c.kwargs)).collect();
            score(&rec.instruction, &expected, spec)
        });
        Formulated {
            took,
            unexplained: !spec.unexplained.is_empty(),
            score,
        }
    }
}

/// The Spec of a record's structured IFEval constraints (`c1 && c2 …`).
pub fn spec_from_constraints(
    instruction: &str,
    constraints: &[RecordConstraint],
) -> Result<Spec, CheckError> {
    let constraints = constraints
        .iter()
        .enumerate()
        .map(|(i, c)| {
            let (predicate, args) = ifeval::to_check(&c.id, &c.kwargs, instruction)?;
            Ok(Constraint {
                id: format!("c{}", i + 1),
                text: c.id.clone(),
                kind: Kind::Logic,
                check: Check::Predicate {
                    predicate: predicate.to_string(),
                    args,
                },
                source: None,
            })
        })
        .collect::<Result<Vec<_>, CheckError>>()?;
    Ok(Spec {
        constraints,
        formula: None,
        unexplained: vec![],
    })
}

fn run_record(verifier: &Verifier, rec: &Record, given: bool) -> Result<Outcome, String> {
    let given_constraints = rec.constraints.as_deref().filter(|_| given);
    let mut formulated = None;
    let prepared = match given_constraints {
        Some(cs) => verifier
            .prepare_spec(spec_from_constraints(&rec.instruction, cs).map_err(|e| e.to_string())?),
        None if given => return Err("--given-constraints: the record has no `constraints`".into()),
        None => {
            // The rules alone (no LLM on this path), timed on their own: what
            // `Verifier::prepare` does, without its cache and the predicates' compilation.
            let started = Instant::now();
            let spec = nsvif_formulate::formulate_rules(&rec.instruction);
            formulated = Some(Formulated::new(rec, &spec, started.elapsed()));
            verifier.prepare_spec(spec)
        }
    }
    .map_err(|e| e.to_string())?;
    // Scores need the verdict and the values, not the evidence.
    let decision = prepared.decide(&rec.output);
    Ok(outcome(
        rec,
        given_constraints,
        &prepared,
        crate::Decision {
            verdict: decision.verdict,
            values: decision.values,
            reasoning_trace_removed: decision.reasoning_trace_removed,
        },
        crate::Cost::default(),
        formulated,
    ))
}

/// [`run_record`] with the verifier's LLM: formulation and judges.
async fn run_record_async(
    verifier: &Verifier,
    rec: &Record,
    given: bool,
) -> Result<Outcome, String> {
    let given_constraints = rec.constraints.as_deref().filter(|_| given);
    let mut took = None;
    let prepared = match given_constraints {
        Some(cs) => verifier
            .prepare_spec(spec_from_constraints(&rec.instruction, cs).map_err(|e| e.to_string())?),
        None if given => return Err("--given-constraints: the record has no `constraints`".into()),
        None => {
            let started = Instant::now();
            let prepared = verifier.prepare_async(&rec.instruction).await;
            took = Some(started.elapsed());
            prepared
        }
    }
    .map_err(|e| e.to_string())?;
    let formulated = took.map(|took| Formulated::new(rec, prepared.spec(), took));
    let report = prepared.check_async(&rec.output).await;
    let decision = crate::Decision {
        verdict: report.verdict,
        values: report.constraints.iter().map(|c| c.fact.value).collect(),
        reasoning_trace_removed: report.reasoning_trace_removed,
    };
    Ok(outcome(
        rec,
        given_constraints,
        &prepared,
        decision,
        report.cost,
        formulated,
    ))
}

fn outcome(
    rec: &Record,
    given_constraints: Option<&[RecordConstraint]>,
    prepared: &crate::Prepared,
    decision: crate::Decision,
    judges: crate::Cost,
    formulated: Option<Formulated>,
) -> Outcome {
    let flags = match given_constraints {
        Some(cs) => cs
            .iter()
            .zip(&decision.values)
            .map(|(c, &value)| (c.id.clone(), c.satisfied, value))
            .collect(),
        None => vec![],
    };
    Outcome {
        label: rec.label,
        verdict: decision.verdict,
        flags,
        formulation: prepared.formulation().map(|f| f.spend).unwrap_or_default(),
        judges,
        formulated,
    }
}

/// Runs every record of `input`, `batch` records at a time in parallel. `progress` is
/// called with the bytes read so far.
pub fn run(input: impl BufRead, options: BenchOptions, progress: &dyn Fn(u64)) -> BenchSummary {
    run_with(
        &Verifier::new(options.verifier),
        None,
        input,
        options.given_constraints,
        progress,
    )
}

/// [`run`] with a given verifier; with `runtime`, records go through the verifier's LLM
/// ([`Verifier::prepare_async`], [`crate::Prepared::check_async`]) on that runtime.
pub fn run_with(
    verifier: &Verifier,
    runtime: Option<&tokio::runtime::Runtime>,
    input: impl BufRead,
    given_constraints: bool,
    progress: &dyn Fn(u64),
) -> BenchSummary {
    const BATCH: usize = 2048;
    let started = std::time::Instant::now();
    // The rules compile once per process; that is not any record's formulation time.
    let compile = (!given_constraints).then(|| {
        let started = Instant::now();
        nsvif_formulate::warm_up();
        started.elapsed()
    });
    let mut s = BenchSummary {
        records: 0,
        skipped: 0,
        tp: 0,
        fp: 0,
        tn: 0,
        fn_: 0,
        unknown: 0,
        f1: 0.0,
        precision: 0.0,
        recall: 0.0,
        pass_at_1: 0.0,
        constraints: Agreement::default(),
        by_type: BTreeMap::new(),
        llm: LlmCost::default(),
        formulation: None,
        seconds: 0.0,
        records_per_second: 0.0,
        disagreements: vec![],
        malformed: vec![],
    };
    let mut correct = 0u64;
    let mut formulated: Option<(u64, u64, Duration, Score)> = None;
    // Unknown verdicts on `sat` records are missed positives for recall.
    let mut unknown_on_sat = 0u64;
    let mut bytes = 0u64;
    let mut lines = input.lines().enumerate().peekable();
    while lines.peek().is_some() {
        let batch: Vec<(usize, std::io::Result<String>)> = lines.by_ref().take(BATCH).collect();
        let results: Vec<LineResult> = match runtime {
            None => batch
                .into_par_iter()
                .filter_map(|(i, line)| {
                    let (line_no, len, rec) = parse_line(i, line)?;
                    let result = rec.and_then(|rec| {
                        run_record(verifier, &rec, given_constraints).map(|o| (rec, o))
                    });
                    Some((line_no, len, result))
                })
                .collect(),
            Some(rt) => {
                use futures::stream::StreamExt;
                let records = batch
                    .into_iter()
                    .filter_map(|(i, line)| parse_line(i, line));
                let mut results: Vec<LineResult> = rt.block_on(
                    futures::stream::iter(records)
                        .map(|(line_no, len, rec)| async move {
                            let result = match rec {
                                Ok(rec) => run_record_async(verifier, &rec, given_constraints)
                                    .await
                                    .map(|o| (rec, o)),
                                Err(e) => Err(e),
                            };
                            (line_no, len, result)
                        })
                        .buffer_unordered(LLM_RECORDS_IN_FLIGHT)
                        .collect(),
                );
                results.sort_by_key(|r| r.0);
                results
            }
        };
        for (line_no, len, result) in results {
            bytes += len;
            match result {
                Err(e) => {
                    s.skipped += 1;
                    s.malformed.push((line_no, e));
                }
                Ok((rec, o)) => {
                    s.records += 1;
                    s.llm.formulation_calls += o.formulation.calls;
                    s.llm.judge_calls += o.judges.llm_calls;
                    s.llm.calls += o.formulation.calls + o.judges.llm_calls;
                    s.llm.cached_calls += o.formulation.cached_calls + o.judges.cached_calls;
                    s.llm.input_tokens += o.formulation.input_tokens + o.judges.input_tokens;
                    s.llm.output_tokens += o.formulation.output_tokens + o.judges.output_tokens;
                    if let Some(f) = o.formulated {
                        let (n, unexplained, took, total) = formulated
                            .get_or_insert_with(|| (0, 0, Duration::ZERO, Score::default()));
                        *n += 1;
                        *unexplained += u64::from(f.unexplained);
                        *took += f.took;
                        if let Some(score) = f.score {
                            total.add(Score {
                                missed: vec![],
                                extra: vec![],
                                ..score
                            });
                        }
                    }
                    match (o.verdict, o.label) {
                        (Verdict::Sat, Label::Sat) => s.tp += 1,
                        (Verdict::Sat, Label::Unsat) => s.fp += 1,
                        (Verdict::Unsat, Label::Unsat) => s.tn += 1,
                        (Verdict::Unsat, Label::Sat) => s.fn_ += 1,
                        (Verdict::Unknown, label) => {
                            s.unknown += 1;
                            unknown_on_sat += u64::from(label == Label::Sat);
                        }
                    }
                    let verdict_ok = matches!(
                        (o.verdict, o.label),
                        (Verdict::Sat, Label::Sat) | (Verdict::Unsat, Label::Unsat)
                    );
                    correct += u64::from(verdict_ok);
                    let mut differing = Vec::new();
                    for (ty, label, got) in o.flags {
                        let Some(label) = label else { continue };
                        let agree = got == Some(label);
                        for a in [&mut s.constraints, s.by_type.entry(ty.clone()).or_default()] {
                            a.total += 1;
                            a.agree += u64::from(agree);
                        }
                        if !agree {
                            differing.push((ty, Some(label), got));
                        }
                    }
                    if !verdict_ok || !differing.is_empty() {
                        s.disagreements.push(Disagreement {
                            line: line_no,
                            id: rec.id,
                            label: o.label,
                            verdict: o.verdict,
                            constraints: differing,
                        });
                    }
                }
            }
        }
        progress(bytes);
    }
    let ratio = |a: u64, b: u64| if b == 0 { 0.0 } else { a as f64 / b as f64 };
    s.precision = ratio(s.tp, s.tp + s.fp);
    s.recall = ratio(s.tp, s.tp + s.fn_ + unknown_on_sat);
    s.f1 = if s.precision + s.recall == 0.0 {
        0.0
    } else {
        2.0 * s.precision * s.recall / (s.precision + s.recall)
    };
    s.pass_at_1 = ratio(correct, s.records);
    for a in std::iter::once(&mut s.constraints).chain(s.by_type.values_mut()) {
        a.agreement = ratio(a.agree, a.total);
    }
    s.formulation = formulated.map(|(records, unexplained, took, total)| FormulationSummary {
        records,
        records_with_unexplained: unexplained,
        constraints_expected: total.expected,
        constraints_found: total.found,
        constraints_matched: total.matched,
        precision: total.precision(),
        recall: total.recall(),
        millis: took.as_secs_f64() * 1000.0,
        compile_millis: compile.unwrap_or_default().as_secs_f64() * 1000.0,
        by_type: total
            .by_type
            .iter()
            .map(|(k, t)| {
                (
                    k.clone(),
                    FormulationAgreement {
                        expected: t.expected,
                        found: t.found,
                        matched: t.matched,
                    },
                )
            })
            .collect(),
    });
    s.seconds = started.elapsed().as_secs_f64();
    s.records_per_second = if s.seconds > 0.0 {
        s.records as f64 / s.seconds
    } else {
        0.0
    };
    s
}

/// A line as (line number, bytes, the record or why it is malformed); `None` for blank lines.
fn parse_line(
    i: usize,
    line: std::io::Result<String>,
) -> Option<(usize, u64, Result<Record, String>)> {
    let line = match line {
        Ok(l) => l,
        Err(e) => return Some((i + 1, 0, Err(format!("unreadable line: {e}")))),
    };
    if line.trim().is_empty() {
        return None;
    }
    let rec = serde_json::from_str::<Record>(&line).map_err(|e| format!("malformed record: {e}"));
    Some((i + 1, line.len() as u64 + 1, rec))
}
