//! [`Verifier`] and [`Prepared`]: formulate once, check many outputs.

use std::sync::Arc;
use std::time::Instant;

use nsvif_check::{ifeval, think, CompiledSpec, Document, Fact, Options};
use nsvif_solve::{consistency, solve, AtomFact, Consistency, Verdict};
use nsvif_spec::{Formula, Spec};

use crate::builder::VerifierBuilder;
use crate::cache::{CacheStats, PrepareCache};
use crate::report::{ConstraintReport, Cost, Report, Violation};
use crate::Error;

/// How outputs are checked.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct VerifierOptions {
    pub check: Options,
    /// Remove a `<think>…</think>` reasoning trace before checking (default on).
    pub strip_think: bool,
    /// IFEval's loose mode: a constraint also holds if it holds on the output without its
    /// first/last line or without `*`.
    pub loose: bool,
}

impl Default for VerifierOptions {
    fn default() -> Self {
        VerifierOptions {
            check: Options::default(),
            strip_think: true,
            loose: false,
        }
    }
}

/// Turns instructions into [`Prepared`] checks, caching them by instruction.
///
/// Built with [`Verifier::builder`]. Cloning is cheap and clones share the cache, so one
/// verifier can serve many threads or agent steps.
#[derive(Debug, Clone)]
pub struct Verifier {
    options: VerifierOptions,
    cache: Arc<PrepareCache>,
}

impl Default for Verifier {
    fn default() -> Self {
        Verifier::new(VerifierOptions::default())
    }
}

/// An instruction formulated and compiled: check as many outputs as you like.
#[derive(Debug)]
pub struct Prepared {
    compiled: CompiledSpec,
    formula: Formula,
    consistency: Consistency,
    options: VerifierOptions,
}

impl Verifier {
    /// The options, no LLM, the default cache size.
    pub fn new(options: VerifierOptions) -> Verifier {
        Verifier::from_parts(options, VerifierBuilder::DEFAULT_CACHE_CAPACITY)
    }

    pub fn builder() -> VerifierBuilder {
        VerifierBuilder::default()
    }

    pub(crate) fn from_parts(options: VerifierOptions, cache_capacity: usize) -> Verifier {
        Verifier {
            options,
            cache: Arc::new(PrepareCache::new(cache_capacity)),
        }
    }

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

    /// Formulates the instruction and compiles the result, once per instruction: later
    /// calls with the same instruction return the cached check.
    pub fn prepare(&self, instruction: &str) -> Result<Arc<Prepared>, Error> {
        self.cache
            .get_or_prepare(instruction, || self.compile(self.formulate(instruction)?))
    }

    /// The Spec of an instruction. This is where formulation happens: today the rule
    /// formulator; an LLM formulator (rules first, the LLM for what they left
    /// unexplained) plugs in here, configured through [`VerifierBuilder`].
    fn formulate(&self, instruction: &str) -> Result<Spec, Error> {
        Ok(nsvif_formulate::formulate_rules(instruction))
    }

    /// Compiles a given Spec (validated first). Not cached: the caller holds the result.
    pub fn prepare_spec(&self, spec: Spec) -> Result<Arc<Prepared>, Error> {
        self.compile(spec).map(Arc::new)
    }

    fn compile(&self, spec: Spec) -> Result<Prepared, Error> {
        let compiled = CompiledSpec::new(spec, &self.options.check)?;
        let formula = compiled.spec.formula();
        let bounds: Vec<(&str, nsvif_check::Bound)> = compiled
            .constraints
            .iter()
            .filter_map(|c| c.bound().map(|b| (c.id.as_str(), b)))
            .collect();
        let consistency = consistency(&formula, &bounds);
        Ok(Prepared {
            compiled,
            formula,
            consistency,
            options: self.options,
        })
    }

    /// `prepare(instruction)?.check(output)`.
    pub fn check(&self, instruction: &str, output: &str) -> Result<Report, Error> {
        Ok(self.prepare(instruction)?.check(output))
    }
}

impl Prepared {
    pub fn spec(&self) -> &Spec {
        &self.compiled.spec
    }

    pub fn formula(&self) -> &Formula {
        &self.formula
    }

    /// Whether the instruction can be satisfied at all, and if not, which constraints clash.
    pub fn consistency(&self) -> &Consistency {
        &self.consistency
    }

    /// The fact of each constraint on this output, in Spec order, and whether a reasoning
    /// trace was removed first.
    pub fn facts(&self, output: &str) -> (Vec<Fact>, bool) {
        let (text, stripped) = if self.options.strip_think {
            think::strip_think(output)
        } else {
            (output, false)
        };
        let doc = Document::new(text);
        let mut facts = self.compiled.check(&doc);
        // Loose variants are parsed only when some constraint fails strictly.
        if self.options.loose && facts.iter().any(|f| f.value == Some(false)) {
            let variants: Vec<Document> = ifeval::loose_variants(text)
                .into_iter()
                .skip(1)
                .map(Document::new)
                .collect();
            for (fact, c) in facts.iter_mut().zip(&self.compiled.constraints) {
                if fact.value == Some(false) {
                    if let Some(passing) = variants
                        .iter()
                        .map(|d| c.check(d))
                        .find(|f| f.value == Some(true))
                    {
                        *fact = passing;
                    }
                }
            }
        }
        (facts, stripped)
    }

    /// Checks one output: facts, then the verdict from the solver.
    pub fn check(&self, output: &str) -> Report {
        let started = Instant::now();
        let (facts, stripped) = self.facts(output);
        let spec = &self.compiled.spec;
        let mut atoms: Vec<AtomFact> = spec
            .constraints
            .iter()
            .zip(&facts)
            .map(|(c, f)| AtomFact {
                id: &c.id,
                value: f.value,
            })
            .collect();
        // Parts of the instruction no rule understood are unknown conjuncts: they can make
        // a verdict `unknown` but never `sat`.
        let unexplained: Vec<String> = (1..=spec.unexplained.len())
            .map(|i| format!("unexplained{i}"))
            .collect();
        let formula = if unexplained.is_empty() {
            self.formula.clone()
        } else {
            let mut parts = vec![self.formula.clone()];
            parts.extend(unexplained.iter().map(|u| Formula::Atom(u.clone())));
            Formula::And(parts)
        };
        atoms.extend(unexplained.iter().map(|u| AtomFact { id: u, value: None }));
        let solution = solve(&formula, &atoms);

        let violated = solution
            .violated
            .iter()
            .filter_map(|id| {
                let i = spec.constraints.iter().position(|c| &c.id == id)?;
                Some(Violation {
                    id: id.clone(),
                    text: spec.constraints[i].text.clone(),
                    evidence: facts[i].evidence.clone(),
                })
            })
            .collect();
        let undecided = solution
            .undecided
            .iter()
            .map(|id| {
                match id
                    .strip_prefix("unexplained")
                    .and_then(|n| n.parse::<usize>().ok())
                {
                    Some(n) => format!("unexplained: \"{}\"", spec.unexplained[n - 1].text),
                    None => id.clone(),
                }
            })
            .collect();
        let constraints = spec
            .constraints
            .iter()
            .zip(facts)
            .map(|(c, fact)| ConstraintReport {
                id: c.id.clone(),
                text: c.text.clone(),
                kind: c.kind,
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
            undecided,
            constraints,
            formula: self.formula.to_string(),
            contradiction: solution.contradiction || !self.consistency.consistent,
            conflicting: self.consistency.conflicting.clone(),
            reasoning_trace_removed: stripped,
            cost: Cost {
                millis: started.elapsed().as_millis() as u64,
                ..Cost::default()
            },
        }
    }
}
