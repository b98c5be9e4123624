//! [`Verifier`] and [`Prepared`]: formulate once, check many outputs.

use nsvif_formulate::Conventions;
use std::sync::Arc;
use std::time::Instant;

use nsvif_check::{
    ifeval, think, Checker, CompiledConstraint, CompiledSpec, Document, Fact, Options, Requirement,
    UndecidedReason,
};
use nsvif_solve::{consistency, solve, AtomFact, Consistency, Verdict};
use nsvif_spec::{Formula, Spec};

use crate::atom::{unexplained_names, Atom, Undecided};
use crate::builder::VerifierBuilder;
use crate::cache::{CacheStats, PrepareCache};
use crate::conversation::MessageSpecs;
use crate::judge::Judge;
use crate::llm::{FormulationNote, LlmSetup};
use crate::report::{ConstraintReport, Cost, Decision, Report, Violation};
use crate::Error;

/// How outputs are checked.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct VerifierOptions {
    /// The checkers' options: the IFEval/IFBench fixes, the IFBench version, the time budget.
    pub check: Options,
    /// Remove a `<think>…</think>` reasoning trace before checking (default on).
    pub strip_think: bool,
    /// IFEval's loose mode: a constraint also holds if it holds on the output without its
    /// first/last line or without `*`.
    pub loose: bool,
    /// How the rules read phrasings: plainly (default), or with IFEval's own readings
    /// (`--ifeval-compat`, for scoring IFEval from text).
    pub conventions: Conventions,
    /// Soft constraints ("preferably under 50 words") count as hard ones (`--strict-soft`);
    /// by default the verdict is decided without them and their violations are warnings.
    pub strict_soft: bool,
}

impl VerifierOptions {
    /// The time budget of one check unless set otherwise (`check.check_timeout`).
    pub const DEFAULT_CHECK_TIMEOUT: std::time::Duration = std::time::Duration::from_secs(5);
}

impl Default for VerifierOptions {
    fn default() -> Self {
        VerifierOptions {
            check: Options {
                check_timeout: Some(Self::DEFAULT_CHECK_TIMEOUT),
                ..Options::default()
            },
            strip_think: true,
            loose: false,
            conventions: Conventions::Plain,
            strict_soft: false,
        }
    }
}

/// Turns instructions into [`Prepared`] checks, caching them by instruction.
///
/// Built with [`Verifier::builder`]. Cloning is cheap and clones share the cache, so one
/// verifier can serve many threads or agent steps. With an LLM ([`VerifierBuilder::llm`],
/// [`Verifier::with_llm`]), [`Verifier::prepare_async`] formulates with it and
/// [`Prepared::check_async`] judges semantic constraints with it.
#[derive(Debug, Clone)]
pub struct Verifier {
    options: VerifierOptions,
    pub(crate) cache: Arc<PrepareCache>,
    /// Each conversation message's Spec, by its text.
    pub(crate) messages: Arc<MessageSpecs>,
    pub(crate) llm: Option<Arc<LlmSetup>>,
}

impl Default for Verifier {
    fn default() -> Self {
        Verifier::new(VerifierOptions::default())
    }
}

/// `formula` and every unexplained part (`ids`) as an unknown conjunct: they can make a
/// verdict `unknown` but never `sat`. One flat conjunction, so that the solver's fast path
/// for a conjunction of literals applies (a nested one went to Z3 on every output).
/// `None` when nothing is unexplained: the formula itself is decided.
fn with_unknown_conjuncts(formula: &Formula, ids: &[String]) -> Option<Formula> {
    if ids.is_empty() {
        return None;
    }
    let mut parts = match formula {
        Formula::And(parts) => parts.clone(),
        Formula::Const(true) => vec![],
        other => vec![other.clone()],
    };
    parts.extend(ids.iter().map(|u| Formula::Atom(u.clone())));
    Some(Formula::And(parts))
}

/// An instruction formulated and compiled: check as many outputs as you like.
#[derive(Debug)]
pub struct Prepared {
    pub(crate) compiled: CompiledSpec,
    formula: Formula,
    /// The solver's names of the Spec's unexplained parts, in order.
    unexplained: Vec<String>,
    /// What the solver decides when some part is unexplained: `formula` with each as an
    /// unknown conjunct, built once here rather than per output (`None`: `formula`).
    decided: Option<Formula>,
    consistency: Consistency,
    /// Each soft constraint left out of `formula` (its index) and the value the Spec's
    /// formula wants of it; empty with [`VerifierOptions::strict_soft`].
    soft: Vec<(usize, bool)>,
    options: VerifierOptions,
    /// The judge of semantic constraints, when the verifier has an LLM.
    pub(crate) judge: Option<Judge>,
    /// How the LLM formulation went, when there was one.
    pub(crate) formulation: Option<FormulationNote>,
}

impl Verifier {
    /// The options, no LLM, the default cache size.
    pub fn new(options: VerifierOptions) -> Verifier {
        Verifier::from_parts(options, VerifierBuilder::DEFAULT_CACHE_CAPACITY)
    }

    /// A [`VerifierBuilder`] with the defaults: the rules, no LLM.
    pub fn builder() -> VerifierBuilder {
        VerifierBuilder::default()
    }

    /// This verifier with an LLM: [`Verifier::prepare_async`] formulates with it and
    /// [`Prepared::check_async`] judges semantic constraints with it.
    pub fn with_llm(mut self, llm: impl Into<Arc<LlmSetup>>) -> Verifier {
        self.llm = Some(llm.into());
        self
    }

    pub(crate) fn from_parts(options: VerifierOptions, cache_capacity: usize) -> Verifier {
        Verifier {
            options,
            cache: Arc::new(PrepareCache::new(cache_capacity)),
            messages: Arc::new(MessageSpecs::new(cache_capacity)),
            llm: None,
        }
    }

    /// How this verifier checks outputs.
    pub fn options(&self) -> &VerifierOptions {
        &self.options
    }

    /// Formulations done and cache hits so far (shared by this verifier's clones).
    pub fn stats(&self) -> CacheStats {
        self.cache.stats()
    }

    /// How many instructions this verifier (and its clones) has formulated.
    pub fn formulations(&self) -> u64 {
        self.stats().formulations
    }

    /// Formulates the instruction with the rules and compiles the result, once per
    /// instruction: later calls with the same instruction return the cached check. No LLM
    /// is called, even when one is configured: [`Verifier::prepare_async`] calls it.
    pub fn prepare(&self, instruction: &str) -> Result<Arc<Prepared>, Error> {
        self.cache
            .get_or_prepare(instruction, || self.compile(self.formulate(instruction)?))
    }

    /// The Spec of an instruction by the rules. LLM formulation (rules first, the LLM
    /// for what they left unexplained) is [`Verifier::prepare_async`].
    fn formulate(&self, instruction: &str) -> Result<Spec, Error> {
        Ok(nsvif_formulate::formulate_rules_with(
            instruction,
            self.options.conventions,
        ))
    }

    /// Compiles a given Spec (validated first). Not cached: the caller holds the result.
    pub fn prepare_spec(&self, spec: Spec) -> Result<Arc<Prepared>, Error> {
        self.compile(spec).map(Arc::new)
    }

    pub(crate) fn compile(&self, spec: Spec) -> Result<Prepared, Error> {
        let compiled = CompiledSpec::new(spec, &self.options.check)?;
        let stated = compiled.spec.formula();
        let soft: Vec<(usize, bool)> = if self.options.strict_soft {
            vec![]
        } else {
            let constraints = &compiled.spec.constraints;
            (0..constraints.len())
                .filter(|&i| constraints[i].soft)
                .map(|i| (i, stated.wants(&constraints[i].id)))
                .collect()
        };
        let formula = if soft.is_empty() {
            stated
        } else {
            let ids: Vec<&str> = soft
                .iter()
                .map(|&(i, _)| compiled.spec.constraints[i].id.as_str())
                .collect();
            stated.without(&ids)
        };
        let bounds: Vec<(&str, nsvif_check::Bound)> = compiled
            .constraints
            .iter()
            .filter_map(|c| c.bound().map(|b| (c.id.as_str(), b)))
            .collect();
        let consistency = consistency(&formula, &bounds);
        let unexplained = unexplained_names(compiled.spec.unexplained.len());
        let decided = with_unknown_conjuncts(&formula, &unexplained);
        Ok(Prepared {
            unexplained,
            compiled,
            formula,
            decided,
            consistency,
            soft,
            options: self.options,
            judge: self.llm.as_ref().map(|l| l.judge().clone()),
            formulation: None,
        })
    }

    /// `prepare(instruction)?.check(output)`.
    pub fn check(&self, instruction: &str, output: &str) -> Result<Report, Error> {
        Ok(self.prepare(instruction)?.check(output))
    }
}

impl Prepared {
    /// The instruction's Spec: its constraints and formula.
    pub fn spec(&self) -> &Spec {
        &self.compiled.spec
    }

    /// The formula the solver decides, over the constraint ids.
    pub fn formula(&self) -> &Formula {
        &self.formula
    }

    /// Whether the instruction can be satisfied at all, and if not, which constraints clash.
    pub fn consistency(&self) -> &Consistency {
        &self.consistency
    }

    /// The fact of each constraint on this output, in Spec order, and whether a reasoning
    /// trace was removed first.
    /// Locations are in `output`, whatever part of it was checked.
    pub fn facts(&self, output: &str) -> (Vec<Fact>, bool) {
        let whole = Document::new(output);
        self.evaluate(
            output,
            |c, doc, offset| {
                // When the checked text is the whole output (no reasoning trace), its own
                // Document places the facts: one line index, not two.
                let place = if std::ptr::eq(doc.text(), output) {
                    doc
                } else {
                    &whole
                };
                c.check(doc).placed_in(place, offset)
            },
            |f| f.value,
        )
    }

    /// The value of each constraint's fact, as [`Prepared::facts`] gives it, without
    /// building evidence; and whether a reasoning trace was removed first.
    pub fn values(&self, output: &str) -> (Vec<Option<bool>>, bool) {
        self.evaluate(output, |c, doc, _| c.holds(doc), |v| *v)
    }

    /// Runs `eval` for every constraint on the checked text (and, in loose mode, on its
    /// variants where a constraint fails strictly). `eval` is also given where the text
    /// it checks starts in `output` (`None` for a variant that is not a piece of it).
    fn evaluate<T>(
        &self,
        output: &str,
        eval: impl Fn(&CompiledConstraint, &Document, Option<usize>) -> T,
        value: impl Fn(&T) -> Option<bool>,
    ) -> (Vec<T>, bool) {
        let (text, stripped) = if self.options.strip_think {
            think::strip_think(output)
        } else {
            (output, false)
        };
        // The answer after a reasoning trace is the end of the output.
        let offset = output.len() - text.len();
        let results = nsvif_check::within_deadline(self.options.check.check_timeout, || {
            self.evaluate_text(text, offset, eval, value)
        });
        (results, stripped)
    }

    /// [`Prepared::evaluate`] on the checked text, which starts at `offset` in the output.
    fn evaluate_text<T>(
        &self,
        text: &str,
        offset: usize,
        eval: impl Fn(&CompiledConstraint, &Document, Option<usize>) -> T,
        value: impl Fn(&T) -> Option<bool>,
    ) -> Vec<T> {
        let doc = Document::new(text);
        let mut results: Vec<T> = self
            .compiled
            .constraints
            .iter()
            .map(|c| eval(c, &doc, Some(offset)))
            .collect();
        // Loose variants are parsed only when some constraint fails strictly.
        if self.options.loose && results.iter().any(|r| value(r) == Some(false)) {
            let variants: Vec<(Document, Option<usize>)> = ifeval::loose_variants_in(text)
                .into_iter()
                .skip(1)
                .map(|(variant, at)| (Document::new(variant), at.map(|at| at + offset)))
                .collect();
            for (result, c) in results.iter_mut().zip(&self.compiled.constraints) {
                if value(result) == Some(false) {
                    if let Some(passing) = variants
                        .iter()
                        .map(|(d, at)| eval(c, d, *at))
                        .find(|r| value(r) == Some(true))
                    {
                        *result = passing;
                    }
                }
            }
        }
        results
    }

    /// The verdict of [`Prepared::check`] and each constraint's value, without evidence,
    /// violations or the formula's text: what scoring many outputs needs (`nsvif bench`,
    /// Python's `check_many(detail="verdict")`). Judges are not called.
    pub fn decide(&self, output: &str) -> Decision {
        let (values, reasoning_trace_removed) = self.values(output);
        let (formula, atoms) = self.atoms(&values);
        Decision {
            verdict: solve(formula, &atoms).verdict,
            warnings: self.unmet_soft(&values).count(),
            values,
            reasoning_trace_removed,
        }
    }

    /// Checks one output: facts, then the verdict from the solver. Judges are not called
    /// here (semantic constraints stay `unknown`); [`Prepared::check_async`] calls them.
    pub fn check(&self, output: &str) -> Report {
        let started = Instant::now();
        let (facts, stripped) = self.facts(output);
        self.report(facts, stripped, started, Cost::default())
    }

    /// Checks one output, judging the semantic constraints that can still change the
    /// verdict once the logic facts are in (none, without an LLM): [`Prepared::check`]'s
    /// facts and report, with the judges' facts in between. The solver says which atoms
    /// can still change the verdict ([`nsvif_solve::relevant`]); only the semantic ones
    /// among them are judged, concurrently, so an output that already breaks a word limit
    /// costs no judge call.
    pub async fn check_async(&self, output: &str) -> Report {
        let started = Instant::now();
        let (mut facts, stripped) = self.facts(output);
        let mut cost = Cost::default();
        if let Some(judge) = &self.judge {
            let wanted = {
                let values: Vec<Option<bool>> = facts.iter().map(|f| f.value).collect();
                let (formula, atoms) = self.atoms(&values);
                nsvif_solve::relevant(formula, &atoms)
            };
            let text = self.checked_text(output);
            let mut questions = Vec::new();
            for (i, c) in self.compiled.constraints.iter().enumerate() {
                if let Checker::Judge(question) = &c.checker {
                    if wanted.contains(&c.id) {
                        questions.push((i, question.as_str()));
                    } else {
                        facts[i] = Fact::unknown(
                            Requirement::Statement(question.clone()),
                            UndecidedReason::NotJudged,
                        );
                    }
                }
            }
            let judged =
                futures::future::join_all(questions.iter().map(|(_, q)| judge.judge(q, text)))
                    .await;
            // The judge quoted the checked text, the end of the output.
            let whole = Document::new(output);
            let offset = output.len() - text.len();
            for ((i, _), judgement) in questions.iter().zip(judged) {
                facts[*i] = judgement.fact.placed_in(&whole, Some(offset));
                cost.add_spend(judgement.spend);
            }
        }
        self.report(facts, stripped, started, cost)
    }

    /// The text checks see: the output without its reasoning trace, unless kept.
    pub(crate) fn checked_text<'a>(&self, output: &'a str) -> &'a str {
        if self.options.strip_think {
            think::strip_think(output).0
        } else {
            output
        }
    }

    /// The formula the solver decides (the Spec's, and every unexplained part as an
    /// unknown conjunct) and the fact of each atom.
    pub(crate) fn atoms(&self, values: &[Option<bool>]) -> (&Formula, Vec<AtomFact<'_>>) {
        let spec = &self.compiled.spec;
        let mut atoms: Vec<AtomFact> = spec
            .constraints
            .iter()
            .zip(values)
            .map(|(c, &value)| AtomFact { id: &c.id, value })
            .collect();
        atoms.extend(
            self.unexplained
                .iter()
                .map(|u| AtomFact { id: u, value: None }),
        );
        (self.decided.as_ref().unwrap_or(&self.formula), atoms)
    }

    /// Each soft constraint whose value goes against what the formula wants of it (its
    /// index, and that want).
    fn unmet_soft<'a>(
        &'a self,
        values: &'a [Option<bool>],
    ) -> impl Iterator<Item = (usize, bool)> + 'a {
        self.soft
            .iter()
            .copied()
            .filter(move |&(i, wanted)| values[i] == Some(!wanted))
    }

    /// What the solver's atom `name` stands for: one of the names [`Prepared::atoms`] gave.
    fn atom(&self, name: &str) -> Option<Atom> {
        let spec = &self.compiled.spec;
        spec.constraints
            .iter()
            .position(|c| c.id == name)
            .map(Atom::Constraint)
            .or_else(|| {
                self.unexplained
                    .iter()
                    .position(|u| u == name)
                    .map(Atom::Unexplained)
            })
    }

    /// The report of these facts.
    pub(crate) fn report(
        &self,
        facts: Vec<Fact>,
        stripped: bool,
        started: Instant,
        mut cost: Cost,
    ) -> Report {
        let spec = &self.compiled.spec;
        let values: Vec<Option<bool>> = facts.iter().map(|f| f.value).collect();
        let (formula, atoms) = self.atoms(&values);
        let solution = solve(formula, &atoms);

        let violated = solution
            .violated
            .iter()
            .filter_map(|id| match self.atom(id)? {
                Atom::Constraint(i) => Some(Violation {
                    id: id.clone(),
                    text: spec.constraints[i].text.clone(),
                    evidence: facts[i].evidence.clone(),
                    // Blamed while it holds: the formula wants it not to.
                    forbidden: facts[i].value == Some(true),
                    soft: spec.constraints[i].soft,
                }),
                // An unexplained part is never known, so never blamed.
                Atom::Unexplained(_) => None,
            })
            .collect();
        let undecided = solution
            .undecided
            .iter()
            .map(|id| match self.atom(id) {
                Some(Atom::Unexplained(i)) => Undecided::Unexplained {
                    text: spec.unexplained[i].text.clone(),
                    error: self.formulation.as_ref().and_then(|f| f.error.clone()),
                },
                Some(Atom::Constraint(_)) | None => Undecided::Constraint(id.clone()),
            })
            .collect();
        // A soft constraint that does not hold as the formula wants it: a warning, with the
        // same evidence a violation has.
        let warnings = self
            .unmet_soft(&values)
            .map(|(i, wanted)| Violation {
                id: spec.constraints[i].id.clone(),
                text: spec.constraints[i].text.clone(),
                evidence: facts[i].evidence.clone(),
                forbidden: !wanted,
                soft: true,
            })
            .collect();
        let constraints = spec
            .constraints
            .iter()
            .zip(facts)
            .map(|(c, fact)| ConstraintReport {
                id: c.id.clone(),
                text: c.text.clone(),
                kind: c.kind(),
                source: c.source,
                message: c.message,
                soft: c.soft,
                fact,
            })
            .collect();
        Report {
            verdict: if !self.consistency.consistent {
                Verdict::Unsat
            } else {
                solution.verdict
            },
            violated,
            warnings,
            undecided,
            constraints,
            formula: self.formula.to_string(),
            contradiction: solution.contradiction || !self.consistency.consistent,
            conflicting: self.consistency.conflicting.clone(),
            reasoning_trace_removed: stripped,
            review: self.formulation.as_ref().map(FormulationNote::review),
            cost: {
                cost.millis = started.elapsed().as_millis() as u64;
                cost
            },
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use nsvif_spec::parse_formula;

    #[test]
    fn unexplained_parts_join_the_formula_as_one_flat_conjunction() {
        let ids = unexplained_names(2);
        let flat = |f: &str| with_unknown_conjuncts(&parse_formula(f).unwrap(), &ids).unwrap();
        assert_eq!(
            flat("c1 && c2"),
            parse_formula("c1 && c2 && unexplained1 && unexplained2").unwrap()
        );
        assert_eq!(
            flat("true"),
            parse_formula("unexplained1 && unexplained2").unwrap()
        );
        assert_eq!(
            flat("c1 || c2"),
            parse_formula("(c1 || c2) && unexplained1 && unexplained2").unwrap()
        );
        assert_eq!(
            with_unknown_conjuncts(&parse_formula("c1").unwrap(), &[]),
            None
        );
    }
}
