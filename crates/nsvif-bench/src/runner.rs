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
//! predicate and arguments, see `nsvif_formulate::score`) and its time is summed. With
//! corrections ([`run_adjudicated`], `nsvif bench --adjudications FILE`) it is also scored
//! against the adjudicated lists (see [`crate::adjudication`]), side by side with the raw
//! figure; verdicts are always scored against the records' own labels.

use std::collections::BTreeMap;
use std::io::BufRead;
use std::time::{Duration, Instant};

use crate::adjudication::{AdjudicationError, AdjudicationErrors, Adjudications};
use nsvif_formulate::score::{score, Score};
use nsvif_solve::Verdict;
use nsvif_spec::Spec;
use rayon::prelude::*;
use serde::{Deserialize, Serialize};

use nsvif::{Verifier, VerifierOptions};

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
    /// Time waiting for LLM answers, summed over calls (concurrent calls each count in
    /// full, so it can exceed the run's wall time `seconds`).
    pub millis: u64,
    pub formulation_millis: u64,
    /// Answers whose JSON Schema the endpoint refused (asked as plain JSON objects).
    pub schema_refused: u64,
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
    /// Time spent formulating, summed over records (all threads): the rules' time, or with
    /// an LLM the time of its formulation calls, each distinct instruction once (a record
    /// that waited for another's formulation of the same instruction adds nothing).
    pub millis: f64,
    /// Compiling the rules once, before the first record (`nsvif_formulate::warm_up`).
    pub compile_millis: f64,
    pub by_type: BTreeMap<String, FormulationAgreement>,
    /// The same counts against the adjudicated lists (`--adjudications`).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub adjudicated: Option<AdjudicatedFormulation>,
}

/// Formulation counts against the adjudicated lists: each record's official list with its
/// correction applied (the official list where it has none).
#[derive(Debug, Clone, Serialize)]
pub struct AdjudicatedFormulation {
    pub constraints_expected: u64,
    /// The same as the raw `constraints_found`: corrections change the lists, not the
    /// formulation.
    pub constraints_found: u64,
    pub constraints_matched: u64,
    pub precision: f64,
    pub recall: f64,
    /// Records whose list was corrected (every correction of the file, since a
    /// correction without its record is an error).
    pub corrections: u64,
    /// Constraints the corrections added and removed.
    pub constraints_added: u64,
    pub constraints_removed: u64,
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
    judges: nsvif::Cost,
    formulated: Option<Formulated>,
}

/// What formulating one record's instruction gave.
struct Formulated {
    took: Duration,
    unexplained: bool,
    /// Against the record's constraints, when it has some.
    score: Option<Score>,
    /// Against the adjudicated list, when corrections are given.
    adjudicated: Option<Result<Adjudicated, AdjudicationError>>,
}

/// One record's formulation against its adjudicated list.
struct Adjudicated {
    score: Score,
    /// The line of the correction applied, if any.
    correction: Option<usize>,
    added: u64,
    removed: u64,
}

impl Formulated {
    fn new(
        rec: &Record,
        spec: &Spec,
        took: Duration,
        adjudications: Option<&Adjudications>,
    ) -> Formulated {
        let expected: Option<Vec<(&str, &serde_json::Value)>> = rec
            .constraints
            .as_deref()
            .map(|cs| cs.iter().map(|c| (c.id.as_str(), &c.kwargs)).collect());
        let raw = expected
            .as_deref()
            .map(|expected| score(&rec.instruction, expected, spec));
        let adjudicated = adjudications.and_then(|a| {
            let correction = rec.id.as_ref().and_then(|id| a.get(&record_id(id)));
            match (correction, expected.as_deref(), &raw) {
                (None, _, None) => None,
                (None, _, Some(raw)) => Some(Ok(Adjudicated {
                    score: raw.clone(),
                    correction: None,
                    added: 0,
                    removed: 0,
                })),
                (Some(c), None, _) => Some(Err(AdjudicationError::NoConstraints {
                    line: c.line,
                    record: c.record.clone(),
                })),
                (Some(c), Some(expected), _) => {
                    Some(c.apply(&rec.instruction, expected).map(|list| {
                        let corrected: Vec<(&str, &serde_json::Value)> =
                            list.iter().map(|l| (l.id.as_str(), &l.kwargs)).collect();
                        Adjudicated {
                            score: score(&rec.instruction, &corrected, spec),
                            correction: Some(c.line),
                            added: c.add.len() as u64,
                            removed: c.remove.len() as u64,
                        }
                    }))
                }
            }
        });
        Formulated {
            took,
            unexplained: !spec.unexplained.is_empty(),
            score: raw,
            adjudicated,
        }
    }
}

/// A record's `id` as corrections name it: a string as is, anything else as JSON.
fn record_id(id: &serde_json::Value) -> String {
    match id {
        serde_json::Value::String(s) => s.clone(),
        other => other.to_string(),
    }
}

fn run_record(
    verifier: &Verifier,
    rec: &Record,
    given: bool,
    adjudications: Option<&Adjudications>,
) -> Result<Outcome, String> {
    let given_constraints = given_constraints(rec, given)?;
    let mut formulated = None;
    let prepared = match given_constraints {
        Some(cs) => prepare_given(verifier, rec, cs)?,
        None => {
            // The rules alone (no LLM on this path), timed on their own: what
            // `Verifier::prepare` does, without its cache and the predicates' compilation.
            let started = Instant::now();
            let spec = nsvif_formulate::formulate_rules_with(
                &rec.instruction,
                verifier.options().conventions,
            );
            formulated = Some(Formulated::new(
                rec,
                &spec,
                started.elapsed(),
                adjudications,
            ));
            verifier.prepare_spec(spec).map_err(|e| e.to_string())?
        }
    };
    // Scores need the verdict and the values, not the evidence.
    let decision = prepared.decide(&rec.output);
    Ok(outcome(
        rec,
        given_constraints,
        &prepared,
        decision,
        nsvif::Cost::default(),
        formulated,
    ))
}

/// The record's constraints when they are to be checked as given (`--given-constraints`);
/// an error when they are wanted and the record has none.
fn given_constraints(rec: &Record, given: bool) -> Result<Option<&[RecordConstraint]>, String> {
    match rec.constraints.as_deref() {
        Some(cs) if given => Ok(Some(cs)),
        None if given => Err("--given-constraints: the record has no `constraints`".into()),
        _ => Ok(None),
    }
}

/// The Spec of the record's given constraints, compiled.
fn prepare_given(
    verifier: &Verifier,
    rec: &Record,
    constraints: &[RecordConstraint],
) -> Result<std::sync::Arc<nsvif::Prepared>, String> {
    let ids = constraints.iter().map(|c| (c.id.as_str(), &c.kwargs));
    nsvif::spec_from_constraints(&rec.instruction, ids)
        .map_err(nsvif::Error::from)
        .and_then(|spec| verifier.prepare_spec(spec))
        .map_err(|e| e.to_string())
}

/// [`run_record`] with the verifier's LLM: formulation and judges.
async fn run_record_async(
    verifier: &Verifier,
    rec: &Record,
    given: bool,
    adjudications: Option<&Adjudications>,
) -> Result<Outcome, String> {
    let given_constraints = given_constraints(rec, given)?;
    let mut took = None;
    let prepared = match given_constraints {
        Some(cs) => prepare_given(verifier, rec, cs)?,
        None => {
            let started = Instant::now();
            let prepared = verifier
                .prepare_async(&rec.instruction)
                .await
                .map_err(|e| e.to_string())?;
            took = Some(match prepared.formulation() {
                Some(note) => Duration::from_millis(note.spend.millis),
                None => started.elapsed(),
            });
            prepared
        }
    };
    let formulated = took.map(|took| Formulated::new(rec, prepared.spec(), took, adjudications));
    let report = prepared.check_async(&rec.output).await;
    Ok(outcome(
        rec,
        given_constraints,
        &prepared,
        report.decision(),
        report.cost,
        formulated,
    ))
}

fn outcome(
    rec: &Record,
    given_constraints: Option<&[RecordConstraint]>,
    prepared: &nsvif::Prepared,
    decision: nsvif::Decision,
    judges: nsvif::Cost,
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
/// ([`Verifier::prepare_async`], [`nsvif::Prepared::check_async`]) on that runtime.
pub fn run_with(
    verifier: &Verifier,
    runtime: Option<&tokio::runtime::Runtime>,
    input: impl BufRead,
    given_constraints: bool,
    progress: &dyn Fn(u64),
) -> BenchSummary {
    // Without corrections there is nothing to apply, so nothing can fail.
    let (summary, _no_errors) =
        run_inner(verifier, runtime, input, given_constraints, None, progress);
    summary
}

/// [`run_with`], formulating every instruction (no `--given-constraints`), with the
/// formulation also scored against the records' lists as `adjudications` correct them
/// (`formulation.adjudicated`). Verdicts are scored against the records' own labels.
///
/// Errors, after the whole run, with every correction that could not be applied: its
/// quote is not in its record's instruction, it removes an entry the list does not hold
/// or adds one it does, its record has no `constraints`, or no record has its id.
pub fn run_adjudicated(
    verifier: &Verifier,
    runtime: Option<&tokio::runtime::Runtime>,
    input: impl BufRead,
    adjudications: &Adjudications,
    progress: &dyn Fn(u64),
) -> Result<BenchSummary, AdjudicationErrors> {
    let (summary, errors) = run_inner(
        verifier,
        runtime,
        input,
        false,
        Some(adjudications),
        progress,
    );
    if errors.is_empty() {
        Ok(summary)
    } else {
        Err(AdjudicationErrors(errors))
    }
}

/// Formulation counts summed over the records: (records, with unexplained parts, time,
/// raw score, adjudicated sums).
type FormulationTotals = (u64, u64, Duration, Score, AdjudicatedTotals);

#[derive(Default)]
struct AdjudicatedTotals {
    score: Score,
    /// Lines of the corrections applied.
    applied: std::collections::BTreeSet<usize>,
    added: u64,
    removed: u64,
}

fn run_inner(
    verifier: &Verifier,
    runtime: Option<&tokio::runtime::Runtime>,
    input: impl BufRead,
    given_constraints: bool,
    adjudications: Option<&Adjudications>,
    progress: &dyn Fn(u64),
) -> (BenchSummary, Vec<AdjudicationError>) {
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
    let mut formulated: Option<FormulationTotals> = None;
    let mut adjudication_errors: Vec<AdjudicationError> = Vec::new();
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
                        run_record(verifier, &rec, given_constraints, adjudications)
                            .map(|o| (rec, o))
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
                                Ok(rec) => run_record_async(
                                    verifier,
                                    &rec,
                                    given_constraints,
                                    adjudications,
                                )
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
                    s.llm.formulation_millis += o.formulation.millis;
                    s.llm.millis += o.formulation.millis + o.judges.llm_millis;
                    s.llm.schema_refused += o.formulation.schema_refused + o.judges.schema_refused;
                    if let Some(f) = o.formulated {
                        let (n, unexplained, took, total, adjudicated) =
                            formulated.get_or_insert_with(Default::default);
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
                        match f.adjudicated {
                            None => {}
                            Some(Err(e)) => adjudication_errors.push(e),
                            Some(Ok(a)) => {
                                adjudicated.score.add(Score {
                                    missed: vec![],
                                    extra: vec![],
                                    ..a.score
                                });
                                if let Some(line) = a.correction {
                                    // A record id listed twice in the bench file is
                                    // corrected twice, and counted once.
                                    if adjudicated.applied.insert(line) {
                                        adjudicated.added += a.added;
                                        adjudicated.removed += a.removed;
                                    }
                                }
                            }
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
    if let Some(adjudications) = adjudications {
        let applied = formulated.as_ref().map(|f| &f.4.applied);
        for c in adjudications.corrections() {
            let erred = adjudication_errors.iter().any(|e| e.line() == c.line);
            if !erred && !applied.is_some_and(|a| a.contains(&c.line)) {
                adjudication_errors.push(AdjudicationError::UnknownRecord {
                    line: c.line,
                    record: c.record.clone(),
                });
            }
        }
        adjudication_errors.sort_by_key(AdjudicationError::line);
        adjudication_errors.dedup_by(|a, b| a.to_string() == b.to_string());
    }
    s.formulation =
        formulated.map(
            |(records, unexplained, took, total, adjudicated)| FormulationSummary {
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
                adjudicated: adjudications.map(|_| AdjudicatedFormulation {
                    constraints_expected: adjudicated.score.expected,
                    constraints_found: adjudicated.score.found,
                    constraints_matched: adjudicated.score.matched,
                    precision: adjudicated.score.precision(),
                    recall: adjudicated.score.recall(),
                    corrections: adjudicated.applied.len() as u64,
                    constraints_added: adjudicated.added,
                    constraints_removed: adjudicated.removed,
                }),
            },
        );
    s.seconds = started.elapsed().as_secs_f64();
    s.records_per_second = if s.seconds > 0.0 {
        s.records as f64 / s.seconds
    } else {
        0.0
    };
    (s, adjudication_errors)
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
