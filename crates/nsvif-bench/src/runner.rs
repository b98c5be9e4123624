//! `nsvif bench`: runs VIFBench-style JSONL records and scores the verdicts.
//!
//! The loop reads a batch of lines (memory stays flat on any file size), runs each record
//! ([`nsvif::run_batch`]: on all cores with rayon, or with an LLM on a tokio runtime, at
//! most [`LLM_RECORDS_IN_FLIGHT`] at once), adds each outcome to the `Tally`, and
//! finally turns the tally into a [`BenchSummary`]; with an LLM the summary adds up every
//! call and token. Positive class: `sat`. `unknown` verdicts count
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
use serde::{Deserialize, Serialize};

use nsvif::{Verifier, VerifierOptions};

/// One VIFBench-style record. A record may carry a conversation (`messages`, OpenAI-style)
/// instead of an `instruction`; its `output` may then be left out when the last message is
/// the assistant's reply.
#[derive(Debug, Deserialize)]
#[serde(try_from = "RawRecord")]
pub struct Record {
    pub id: Option<serde_json::Value>,
    /// Empty for a conversation.
    pub instruction: String,
    pub output: String,
    pub label: Label,
    pub constraints: Option<Vec<RecordConstraint>>,
    pub messages: Option<Vec<nsvif::Message>>,
}

/// A record as written, before [`Record`] settles its instruction and output.
#[derive(Deserialize)]
struct RawRecord {
    #[serde(default)]
    id: Option<serde_json::Value>,
    instruction: Option<String>,
    output: Option<String>,
    label: Label,
    #[serde(default)]
    constraints: Option<Vec<RecordConstraint>>,
    #[serde(default)]
    messages: Option<Vec<nsvif::Message>>,
}

impl TryFrom<RawRecord> for Record {
    type Error = String;

    fn try_from(raw: RawRecord) -> Result<Record, String> {
        let reply = raw.messages.as_deref().and_then(nsvif::conversation::reply);
        let output = match (raw.output, reply) {
            (Some(output), _) => output,
            (None, Some(reply)) => reply.to_string(),
            (None, None) => return Err("missing field `output`".into()),
        };
        let instruction = match (raw.instruction, &raw.messages) {
            (Some(instruction), _) => instruction,
            (None, Some(_)) => String::new(),
            (None, None) => return Err("missing field `instruction` (or `messages`)".into()),
        };
        Ok(Record {
            id: raw.id,
            instruction,
            output,
            label: raw.label,
            constraints: raw.constraints,
            messages: raw.messages,
        })
    }
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
pub const LLM_RECORDS_IN_FLIGHT: usize = nsvif::batch::LLM_ITEMS_IN_FLIGHT;

/// A record whose verdict or constraint flags disagree with its labels.
#[derive(Debug, Clone, Serialize)]
pub struct Disagreement {
    pub line: usize,
    pub id: Option<serde_json::Value>,
    pub label: Label,
    pub verdict: Verdict,
    /// Each constraint flag that differs.
    pub constraints: Vec<ConstraintFlag>,
}

/// A given constraint's flag: its label and nsvif's value (`None`: unknown). In JSON
/// `[constraint type, label, nsvif]`, as `disagreements.jsonl` has always written it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ConstraintFlag {
    pub constraint_type: String,
    pub label: Option<bool>,
    pub nsvif: Option<bool>,
}

impl Serialize for ConstraintFlag {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        (&self.constraint_type, self.label, self.nsvif).serialize(serializer)
    }
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

/// One record's outcome: what the tally needs of it.
struct RecordOutcome {
    label: Label,
    verdict: Verdict,
    flags: Vec<ConstraintFlag>,
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

/// Runs one record: its Spec (given, or formulated and scored against the record's
/// lists), then its verdict. With `llm`, through the verifier's LLM (formulation and
/// judges); without, the rules alone, timed on their own, and no evidence (scores need
/// the verdict and the values), so the job never waits.
async fn run_record(
    verifier: &Verifier,
    rec: &Record,
    by_rules: Option<RulesFormulation>,
    llm: bool,
    given: bool,
    adjudications: Option<&Adjudications>,
) -> Result<RecordOutcome, String> {
    let given_constraints = given_constraints(rec, given)?;
    let (prepared, formulated) = match given_constraints {
        // A conversation: its messages formulated by the rules, each once.
        None if rec.messages.is_some() => {
            let started = Instant::now();
            let messages = rec.messages.as_deref().unwrap_or_default();
            let prepared = verifier
                .prepare_conversation(messages)
                .map_err(|e| e.to_string())?;
            let formulated =
                Formulated::new(rec, prepared.spec(), started.elapsed(), adjudications);
            (prepared, Some(formulated))
        }
        Some(cs) => (prepare_given(verifier, rec, cs)?, None),
        None if llm => {
            let started = Instant::now();
            let prepared = verifier
                .prepare_async(&rec.instruction)
                .await
                .map_err(|e| e.to_string())?;
            let took = match prepared.formulation() {
                Some(note) => Duration::from_millis(note.spend.millis),
                None => started.elapsed(),
            };
            let formulated = Formulated::new(rec, prepared.spec(), took, adjudications);
            (prepared, Some(formulated))
        }
        None => {
            let RulesFormulation { spec, took } =
                by_rules.unwrap_or_else(|| RulesFormulation::of(verifier, rec));
            let formulated = Formulated::new(rec, &spec, took, adjudications);
            let prepared = verifier.prepare_spec(spec).map_err(|e| e.to_string())?;
            (prepared, Some(formulated))
        }
    };
    let (decision, judges) = if llm {
        let report = prepared.check_async(&rec.output).await;
        (report.decision(), report.cost)
    } else {
        (prepared.decide(&rec.output), nsvif::Cost::default())
    };
    Ok(outcome(
        rec,
        given_constraints,
        &prepared,
        decision,
        judges,
        formulated,
    ))
}

/// A record's instruction formulated by the rules, and the time that took.
struct RulesFormulation {
    spec: Spec,
    took: Duration,
}

impl RulesFormulation {
    /// What `Verifier::prepare` does, without its cache and without the predicates'
    /// compilation in the time.
    fn of(verifier: &Verifier, rec: &Record) -> RulesFormulation {
        let started = Instant::now();
        let spec =
            nsvif_formulate::formulate_rules_with(&rec.instruction, verifier.options().conventions);
        RulesFormulation {
            spec,
            took: started.elapsed(),
        }
    }
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
        .map_err(|e| match &rec.id {
            Some(serde_json::Value::String(id)) => format!("record {id}: {e}"),
            Some(id) => format!("record {id}: {e}"),
            None => e.to_string(),
        })
}

fn outcome(
    rec: &Record,
    given_constraints: Option<&[RecordConstraint]>,
    prepared: &nsvif::Prepared,
    decision: nsvif::Decision,
    judges: nsvif::Cost,
    formulated: Option<Formulated>,
) -> RecordOutcome {
    let flags = match given_constraints {
        Some(cs) => cs
            .iter()
            .zip(&decision.values)
            .map(|(c, &value)| ConstraintFlag {
                constraint_type: c.id.clone(),
                label: c.satisfied,
                nsvif: value,
            })
            .collect(),
        None => vec![],
    };
    RecordOutcome {
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

/// Formulation counts summed over the records formulated from their text.
#[derive(Default)]
struct FormulationTally {
    records: u64,
    with_unexplained: u64,
    took: Duration,
    /// Against the records' own lists.
    score: Score,
    adjudicated: AdjudicatedTally,
}

/// Formulation counts against the adjudicated lists.
#[derive(Default)]
struct AdjudicatedTally {
    score: Score,
    /// Lines of the corrections applied.
    applied: std::collections::BTreeSet<usize>,
    added: u64,
    removed: u64,
}

/// A line of the bench file, run: its number, its bytes, and the record with its outcome
/// or why it was skipped.
struct RunLine {
    line: usize,
    bytes: u64,
    result: Result<(Record, RecordOutcome), String>,
}

/// Everything a run adds up, record by record.
#[derive(Default)]
struct Tally {
    records: u64,
    skipped: u64,
    tp: u64,
    fp: u64,
    tn: u64,
    fn_: u64,
    unknown: u64,
    /// Unknown verdicts on `sat` records: missed positives for recall.
    unknown_on_sat: u64,
    correct: u64,
    constraints: Agreement,
    by_type: BTreeMap<String, Agreement>,
    llm: LlmCost,
    formulation: Option<FormulationTally>,
    adjudication_errors: Vec<AdjudicationError>,
    disagreements: Vec<Disagreement>,
    malformed: Vec<(usize, String)>,
    bytes: u64,
}

impl Tally {
    fn add(&mut self, run: RunLine) {
        self.bytes += run.bytes;
        let (rec, o) = match run.result {
            Ok(done) => done,
            Err(e) => {
                self.skipped += 1;
                self.malformed.push((run.line, e));
                return;
            }
        };
        self.records += 1;
        self.add_cost(&o.formulation, &o.judges);
        if let Some(f) = o.formulated {
            self.add_formulation(f);
        }
        match (o.verdict, o.label) {
            (Verdict::Sat, Label::Sat) => self.tp += 1,
            (Verdict::Sat, Label::Unsat) => self.fp += 1,
            (Verdict::Unsat, Label::Unsat) => self.tn += 1,
            (Verdict::Unsat, Label::Sat) => self.fn_ += 1,
            (Verdict::Unknown, label) => {
                self.unknown += 1;
                self.unknown_on_sat += u64::from(label == Label::Sat);
            }
        }
        let verdict_ok = matches!(
            (o.verdict, o.label),
            (Verdict::Sat, Label::Sat) | (Verdict::Unsat, Label::Unsat)
        );
        self.correct += u64::from(verdict_ok);
        let mut differing = Vec::new();
        for flag in o.flags {
            let Some(label) = flag.label else { continue };
            let agree = flag.nsvif == Some(label);
            // The type's name is copied once, not once per constraint.
            if !self.by_type.contains_key(&flag.constraint_type) {
                let name = flag.constraint_type.clone();
                self.by_type.insert(name, Agreement::default());
            }
            let by_type = self
                .by_type
                .get_mut(&flag.constraint_type)
                .expect("inserted above");
            for a in [&mut self.constraints, by_type] {
                a.total += 1;
                a.agree += u64::from(agree);
            }
            if !agree {
                differing.push(flag);
            }
        }
        if !verdict_ok || !differing.is_empty() {
            self.disagreements.push(Disagreement {
                line: run.line,
                id: rec.id,
                label: o.label,
                verdict: o.verdict,
                constraints: differing,
            });
        }
    }

    fn add_cost(&mut self, formulation: &nsvif_llm::Spend, judges: &nsvif::Cost) {
        let l = &mut self.llm;
        l.formulation_calls += formulation.calls;
        l.judge_calls += judges.llm_calls;
        l.calls += formulation.calls + judges.llm_calls;
        l.cached_calls += formulation.cached_calls + judges.cached_calls;
        l.input_tokens += formulation.input_tokens + judges.input_tokens;
        l.output_tokens += formulation.output_tokens + judges.output_tokens;
        l.formulation_millis += formulation.millis;
        l.millis += formulation.millis + judges.llm_millis;
        l.schema_refused += formulation.schema_refused + judges.schema_refused;
    }

    fn add_formulation(&mut self, f: Formulated) {
        let t = self.formulation.get_or_insert_with(Default::default);
        t.records += 1;
        t.with_unexplained += u64::from(f.unexplained);
        t.took += f.took;
        // The per-record lists of missed and extra constraints are not summed.
        let counts = |score: Score| Score {
            missed: vec![],
            extra: vec![],
            ..score
        };
        if let Some(score) = f.score {
            t.score.add(counts(score));
        }
        match f.adjudicated {
            None => {}
            Some(Err(e)) => self.adjudication_errors.push(e),
            Some(Ok(a)) => {
                t.adjudicated.score.add(counts(a.score));
                if let Some(line) = a.correction {
                    // A record id listed twice in the bench file is corrected twice, and
                    // counted once.
                    if t.adjudicated.applied.insert(line) {
                        t.adjudicated.added += a.added;
                        t.adjudicated.removed += a.removed;
                    }
                }
            }
        }
    }

    /// The summary of the run, and every correction that could not be applied.
    fn finish(
        mut self,
        seconds: f64,
        compile: Option<Duration>,
        adjudications: Option<&Adjudications>,
    ) -> (BenchSummary, Vec<AdjudicationError>) {
        let ratio = |a: u64, b: u64| if b == 0 { 0.0 } else { a as f64 / b as f64 };
        let precision = ratio(self.tp, self.tp + self.fp);
        let recall = ratio(self.tp, self.tp + self.fn_ + self.unknown_on_sat);
        let f1 = if precision + recall == 0.0 {
            0.0
        } else {
            2.0 * precision * recall / (precision + recall)
        };
        for a in std::iter::once(&mut self.constraints).chain(self.by_type.values_mut()) {
            a.agreement = ratio(a.agree, a.total);
        }
        let mut errors = self.adjudication_errors;
        if let Some(adjudications) = adjudications {
            let applied = self.formulation.as_ref().map(|f| &f.adjudicated.applied);
            for c in adjudications.corrections() {
                let erred = errors.iter().any(|e| e.line() == c.line);
                if !erred && !applied.is_some_and(|a| a.contains(&c.line)) {
                    errors.push(AdjudicationError::UnknownRecord {
                        line: c.line,
                        record: c.record.clone(),
                    });
                }
            }
            errors.sort_by_key(AdjudicationError::line);
            errors.dedup_by(|a, b| a.to_string() == b.to_string());
        }
        let formulation = self.formulation.map(|t| FormulationSummary {
            records: t.records,
            records_with_unexplained: t.with_unexplained,
            constraints_expected: t.score.expected,
            constraints_found: t.score.found,
            constraints_matched: t.score.matched,
            precision: t.score.precision(),
            recall: t.score.recall(),
            millis: t.took.as_secs_f64() * 1000.0,
            compile_millis: compile.unwrap_or_default().as_secs_f64() * 1000.0,
            by_type: t
                .score
                .by_type
                .iter()
                .map(|(k, c)| {
                    let counts = FormulationAgreement {
                        expected: c.expected,
                        found: c.found,
                        matched: c.matched,
                    };
                    (k.clone(), counts)
                })
                .collect(),
            adjudicated: adjudications.map(|_| AdjudicatedFormulation {
                constraints_expected: t.adjudicated.score.expected,
                constraints_found: t.adjudicated.score.found,
                constraints_matched: t.adjudicated.score.matched,
                precision: t.adjudicated.score.precision(),
                recall: t.adjudicated.score.recall(),
                corrections: t.adjudicated.applied.len() as u64,
                constraints_added: t.adjudicated.added,
                constraints_removed: t.adjudicated.removed,
            }),
        });
        let summary = BenchSummary {
            records: self.records,
            skipped: self.skipped,
            tp: self.tp,
            fp: self.fp,
            tn: self.tn,
            fn_: self.fn_,
            unknown: self.unknown,
            f1,
            precision,
            recall,
            pass_at_1: ratio(self.correct, self.records),
            constraints: self.constraints,
            by_type: self.by_type,
            llm: self.llm,
            formulation,
            seconds,
            records_per_second: if seconds > 0.0 {
                self.records as f64 / seconds
            } else {
                0.0
            },
            disagreements: self.disagreements,
            malformed: self.malformed,
        };
        (summary, errors)
    }
}

/// The run: read a batch of lines, run each record, tally it; then finish.
fn run_inner(
    verifier: &Verifier,
    runtime: Option<&tokio::runtime::Runtime>,
    input: impl BufRead,
    given_constraints: bool,
    adjudications: Option<&Adjudications>,
    progress: &dyn Fn(u64),
) -> (BenchSummary, Vec<AdjudicationError>) {
    // 64 records per thread: enough to share out, few enough that a record parsed is
    // still in cache when it is checked (2,048 at a time had twice the cache misses).
    let batch_records = 64 * rayon::current_num_threads();
    // A batch also ends once it holds this much text: records of many MB each would
    // otherwise be held all at once (10 records of 20 MB: 368 MB peak, 1.6x the file).
    const BATCH_BYTES: u64 = 32 << 20;
    let started = Instant::now();
    // The rules compile once per process; that is not any record's formulation time.
    let compile = (!given_constraints).then(|| {
        let started = Instant::now();
        nsvif_formulate::warm_up();
        started.elapsed()
    });
    let llm = runtime.is_some();
    let mut tally = Tally::default();
    let mut lines = crate::lines::lines(input).enumerate().peekable();
    while lines.peek().is_some() {
        let mut batch = Vec::new();
        let mut batch_bytes = 0;
        while batch.len() < batch_records && batch_bytes < BATCH_BYTES {
            let Some((i, line)) = lines.next() else {
                break;
            };
            if let Some(parsed) = parse_line(i, line) {
                batch_bytes += parsed.bytes;
                batch.push(parsed);
            }
        }
        // By rules alone, the batch is formulated before any of it is checked: the
        // formulation's automata and tables stay in the CPU's caches from one instruction
        // to the next instead of being evicted by each record's check.
        let batch: Vec<(ParsedLine, Option<RulesFormulation>)> = if llm || given_constraints {
            batch.into_iter().map(|parsed| (parsed, None)).collect()
        } else {
            nsvif::run_batch(batch, None, 0, |parsed| async move {
                let by_rules = parsed
                    .record
                    .as_ref()
                    .ok()
                    .filter(|rec| rec.messages.is_none())
                    .map(|rec| RulesFormulation::of(verifier, rec));
                (parsed, by_rules)
            })
        };
        let runs = nsvif::run_batch(
            batch,
            runtime,
            LLM_RECORDS_IN_FLIGHT,
            |(parsed, by_rules)| async move {
                let result = match parsed.record {
                    Ok(rec) => run_record(
                        verifier,
                        &rec,
                        by_rules,
                        llm,
                        given_constraints,
                        adjudications,
                    )
                    .await
                    .map(|o| (rec, o)),
                    Err(e) => Err(e),
                };
                RunLine {
                    line: parsed.line,
                    bytes: parsed.bytes,
                    result,
                }
            },
        );
        for run in runs {
            tally.add(run);
        }
        progress(tally.bytes);
    }
    tally.finish(started.elapsed().as_secs_f64(), compile, adjudications)
}

/// A line of the bench file, read: its number, its bytes, the record or why it is
/// malformed.
struct ParsedLine {
    line: usize,
    bytes: u64,
    record: Result<Record, String>,
}

/// A record from its JSON line. simd-json parses it (its SIMD scan and unescaping of the
/// long output strings cost less than serde_json's) and checks its UTF-8; a line it
/// refuses is read again as text and parsed by serde_json, so a malformed record's message
/// is serde_json's, and a line that is not UTF-8 is unreadable, as before.
fn parse_record(line: &[u8]) -> Result<Record, String> {
    thread_local! {
        /// simd-json's buffers and the copy of the line, kept across records.
        static BUFFERS: std::cell::RefCell<(simd_json::Buffers, Vec<u8>)> =
            std::cell::RefCell::new((simd_json::Buffers::new(0), Vec::new()));
    }
    let parsed = BUFFERS.with_borrow_mut(|(buffers, copy)| {
        // simd-json works in place: on a copy, so the line stays for the second parse.
        copy.clear();
        copy.extend_from_slice(line);
        simd_json::serde::from_slice_with_buffers::<Record>(copy, buffers).ok()
    });
    match parsed {
        Some(record) => Ok(record),
        None => {
            let text = crate::lines::utf8(line).map_err(|e| format!("unreadable line: {e}"))?;
            serde_json::from_str::<Record>(text).map_err(|e| format!("malformed record: {e}"))
        }
    }
}

/// Whether a line holds only whitespace (as `str::trim` sees it), without checking its
/// UTF-8 when its first other byte is ASCII.
fn is_blank(line: &[u8]) -> bool {
    // `str::trim`'s ASCII whitespace: `is_ascii_whitespace` and the vertical tab.
    match line
        .iter()
        .find(|&&b| !(b.is_ascii_whitespace() || b == 0x0B))
    {
        None => true,
        Some(&b) if b >= 0x80 => std::str::from_utf8(line).is_ok_and(|s| s.trim().is_empty()),
        Some(_) => false,
    }
}

/// The line read; `None` for blank lines.
fn parse_line(i: usize, line: std::io::Result<Vec<u8>>) -> Option<ParsedLine> {
    let line = match line {
        Ok(l) => l,
        Err(e) => {
            return Some(ParsedLine {
                line: i + 1,
                bytes: 0,
                record: Err(format!("unreadable line: {e}")),
            })
        }
    };
    if is_blank(&line) {
        return None;
    }
    let record = parse_record(&line);
    Some(ParsedLine {
        line: i + 1,
        bytes: line.len() as u64 + 1,
        record,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    /// What serde_json alone makes of a line: the record (as its debug form) or an error.
    fn by_serde_json(line: &str) -> Result<String, String> {
        serde_json::from_str::<Record>(line)
            .map(|r| format!("{r:?}"))
            .map_err(|e| format!("malformed record: {e}"))
    }

    fn by_parse_record(line: &str) -> Result<String, String> {
        parse_record(line.as_bytes()).map(|r| format!("{r:?}"))
    }

    #[test]
    fn records_parse_as_serde_json_parses_them() {
        let fields = r#""instruction": "Say \"hi\".\nTwice\t\\", "label": "sat""#;
        let lines = [
            format!(r#"{{"output": "a\nb", {fields}}}"#),
            format!(r#"{{"id": 7, "output": "\u00e9\u4e2d\ud83d\ude00 \/", {fields}}}"#),
            format!(
                r#"{{"id": "x", "output": "", {fields}, "constraints": [{{"id": "words:words_position", "kwargs": {{"keyword": "k", "n": -3, "f": 0.1, "e": 1.5e-7, "big": 18446744073709551615, "bigger": 18446744073709551616, "neg": -9223372036854775808, "l": [1, null, true], "o": {{}}}}, "satisfied": false}}]}}"#
            ),
            format!(
                r#"{{"id": {{"a": [1.7976931348623157e308, 5e-324, 0.30000000000000004]}}, "output": "x", {fields}}}"#
            ),
            format!(
                r#"{{"output": "x", {fields}, "constraints": null, "extra": [1, {{"z": 2}}]}}"#
            ),
            format!(r#"  {{ "output" : "x" , {fields} }}  "#),
            // Beyond u64: simd-json refuses it, serde_json reads a float.
            format!(r#"{{"id": 18446744073709551616, "output": "x", {fields}}}"#),
            // Malformed: each must stay an error, with serde_json's message.
            format!(r#"{{"output": "\ud800", {fields}}}"#),
            format!(r#"{{"output": "\udc00x", {fields}}}"#),
            format!(r#"{{"output": "\ud800\u0041", {fields}}}"#),
            format!(r#"{{"output": "\x", {fields}}}"#),
            format!(r#"{{"output": "\u12", {fields}}}"#),
            format!("{{\"output\": \"tab\there\", {fields}}}"),
            format!(r#"{{"output": "x", {fields}}} trailing"#),
            format!(r#"{{"output": "x", {fields}}}}}"#),
            format!(r#"{{"output": "x", "output": "y", {fields}}}"#),
            format!(r#"{{"output": 5, {fields}}}"#),
            format!(r#"{{"id": 1e400, "output": "x", {fields}}}"#),
            format!(r#"{{"id": 01, "output": "x", {fields}}}"#),
            format!(r#"{{"id": [1,], "output": "x", {fields}}}"#),
            r#"{"output": "x", "instruction": "i", "label": "maybe"}"#.to_string(),
            r#"{"output": "x", "instruction": "i"}"#.to_string(),
            format!(r#"{{"output": "x", {fields}"#),
            r#"[1, 2]"#.to_string(),
            r#""just a string""#.to_string(),
            "nul".to_string(),
            String::new(),
        ];
        for line in &lines {
            assert_eq!(by_parse_record(line), by_serde_json(line), "{line}");
        }
    }

    #[test]
    fn a_line_that_is_not_utf8_is_unreadable_and_blank_lines_are_skipped() {
        let unreadable = Err("unreadable line: stream did not contain valid UTF-8".to_string());
        for line in [
            &b"{\"output\": \"\xff\", \"instruction\": \"i\", \"label\": \"sat\"}"[..],
            b"{\"output\": \"x\", \"instruction\": \"\xc3\", \"label\": \"sat\"}",
            b"\xe2\x80",
        ] {
            let parsed = parse_record(line).map(|r| format!("{r:?}"));
            assert_eq!(parsed, unreadable, "{line:?}");
        }
        // Blank as `str::trim` sees it: ASCII and Unicode whitespace, the vertical tab.
        for blank in ["", " \t", "\x0b\x0c\r", "\u{a0} \u{2003}"] {
            assert!(
                parse_line(0, Ok(blank.as_bytes().to_vec())).is_none(),
                "{blank:?}"
            );
        }
        for not_blank in [&b" x"[..], b"\xa0", b"\x1c"] {
            assert!(
                parse_line(0, Ok(not_blank.to_vec())).is_some(),
                "{not_blank:?}"
            );
        }
    }

    #[test]
    fn the_benchmark_records_parse_as_serde_json_parses_them() {
        // Every record of the IFEval and IFBench-type files the benchmarks run.
        let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/../../../shared/data/ifeval");
        let Ok(text) = std::fs::read_to_string(format!("{dir}/ifeval_gpt4.vif.jsonl")) else {
            return; // shared data absent
        };
        let mut n = 0;
        for line in text.lines().filter(|l| !l.trim().is_empty()) {
            // From simd-json itself, not from the second parse.
            let simd = simd_json::serde::from_slice::<Record>(&mut line.as_bytes().to_vec());
            let simd = simd.map(|r| format!("{r:?}")).map_err(|e| e.to_string());
            assert_eq!(simd, by_serde_json(line), "{line}");
            n += 1;
        }
        assert!(n > 500);
    }
}
