//! [`CompiledSpec`]: a Spec with every check built once, ready for many outputs.

use std::time::Duration;

use nsvif_spec::{quote, Check, Expr, Kind, Spec};

use crate::{
    deadline, dsl, CheckError, Document, Fact, Finding, Options, Predicate, Requirement,
    UndecidedReason,
};

/// How one constraint is decided.
#[derive(Debug)]
pub enum Checker {
    /// A catalog predicate, compiled from its arguments.
    Predicate {
        /// The compiled predicate.
        predicate: Box<dyn Predicate>,
        /// IFEval's rule: an empty (blank) output follows no instruction.
        fails_on_blank: bool,
    },
    /// A parsed DSL expression.
    Dsl(Expr),
    /// A semantic constraint: decided by a judge, not here.
    Judge(String),
}

/// One constraint of a [`CompiledSpec`], ready to check.
#[derive(Debug)]
pub struct CompiledConstraint {
    /// The constraint's id.
    pub id: String,
    /// The constraint's text: what an undecided fact requires when the check's time ran
    /// out before the constraint was looked at.
    pub text: String,
    /// Logic or semantic.
    pub kind: Kind,
    /// How it is decided.
    pub checker: Checker,
}

/// A validated Spec whose predicates are compiled and DSL checks parsed.
#[derive(Debug)]
pub struct CompiledSpec {
    /// The Spec as given.
    pub spec: Spec,
    /// Its constraints compiled, in Spec order.
    pub constraints: Vec<CompiledConstraint>,
    /// [`Options::check_timeout`].
    pub check_timeout: Option<Duration>,
}

impl CompiledSpec {
    /// Validates `spec` and compiles each constraint's check; an error names the constraint.
    pub fn new(spec: Spec, options: &Options) -> Result<CompiledSpec, CheckError> {
        let exprs = spec.validate()?.0;
        let constraints = spec
            .constraints
            .iter()
            .zip(exprs)
            .map(|(c, expr)| {
                let wrap = |error| CheckError::Constraint {
                    id: c.id.clone(),
                    error: Box::new(error),
                };
                let checker = match (&c.check, expr) {
                    // Validation parsed it.
                    (_, Some(expr)) => Checker::Dsl(expr),
                    (Check::Predicate { predicate, args }, None) => {
                        let info = crate::lookup(predicate)
                            .ok_or_else(|| wrap(CheckError::UnknownPredicate(predicate.clone())))?;
                        Checker::Predicate {
                            predicate: (info.compile)(args, options).map_err(wrap)?,
                            fails_on_blank: info.ifeval_id.is_some() || info.ifbench_id.is_some(),
                        }
                    }
                    (Check::Dsl { .. }, None) => unreachable!("validation parses every DSL check"),
                    (Check::Judge { judge }, None) => Checker::Judge(judge.clone()),
                };
                Ok(CompiledConstraint {
                    id: c.id.clone(),
                    text: c.text.clone(),
                    kind: c.kind(),
                    checker,
                })
            })
            .collect::<Result<Vec<_>, CheckError>>()?;
        Ok(CompiledSpec {
            spec,
            constraints,
            check_timeout: options.check_timeout,
        })
    }

    /// The fact of every constraint, in Spec order. Judges come back unknown; so do
    /// the constraints not decided within [`CompiledSpec::check_timeout`].
    pub fn check(&self, doc: &Document) -> Vec<Fact> {
        within_deadline(self.check_timeout, || {
            self.constraints.iter().map(|c| c.check(doc)).collect()
        })
    }

    /// Fast path: the value of every constraint's fact, in Spec order, without evidence
    /// (`None` for judges and undecided facts).
    pub fn holds(&self, doc: &Document) -> Vec<Option<bool>> {
        within_deadline(self.check_timeout, || {
            self.constraints.iter().map(|c| c.holds(doc)).collect()
        })
    }
}

/// Runs `f`, one check, with a deadline `timeout` from now: the [`CompiledConstraint`]
/// checks it runs come back unknown once it has passed (`None`: no deadline).
pub fn within_deadline<R>(timeout: Option<Duration>, f: impl FnOnce() -> R) -> R {
    deadline::within(timeout, f)
}

impl CompiledConstraint {
    /// What this constraint requires, as an undecided fact states it.
    fn requirement(&self) -> Requirement {
        match &self.checker {
            Checker::Dsl(expr) => Requirement::Expr(expr.clone()),
            _ => Requirement::Statement(quote::short(&self.text).into_owned()),
        }
    }

    /// The constraint's fact on `doc`, with evidence (unknown for a judge's, or past the deadline).
    pub fn check(&self, doc: &Document) -> Fact {
        if let Err(overrun) = deadline::check() {
            return Fact::unknown(self.requirement(), UndecidedReason::Overrun(overrun));
        }
        match &self.checker {
            Checker::Predicate {
                fails_on_blank: true,
                ..
            } if doc.is_blank() => Fact::property(
                false,
                "a non-empty output",
                Finding::Phrase("an empty output"),
            ),
            Checker::Predicate { predicate, .. } => predicate.check(doc),
            Checker::Dsl(expr) => dsl::evaluate(expr, doc),
            Checker::Judge(question) => Fact::unknown(
                Requirement::Statement(question.clone()),
                UndecidedReason::NoJudge,
            ),
        }
    }

    /// Only the constraint's value, without building evidence where the predicate can skip it.
    pub fn holds(&self, doc: &Document) -> Option<bool> {
        deadline::check().ok()?;
        match &self.checker {
            Checker::Predicate {
                fails_on_blank: true,
                ..
            } if doc.is_blank() => Some(false),
            Checker::Predicate { predicate, .. } => predicate.value(doc),
            _ => self.check(doc).value,
        }
    }

    /// The counting bound (`words >= 300`) the constraint's predicate checks, if it checks one.
    pub fn bound(&self) -> Option<crate::Bound> {
        match &self.checker {
            Checker::Predicate { predicate, .. } => predicate.bound(),
            _ => None,
        }
    }
}
