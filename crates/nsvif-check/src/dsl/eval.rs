//! The evaluator: expressions to values, conditions to [`Outcome`]s, within a budget.

use std::collections::HashMap;
use std::fmt;
use std::rc::Rc;

use nsvif_spec::{BinOp, Expr, Quantifier};

use crate::document::Segment;
use crate::{deadline, BoundedRegex, Document, Overrun, RegexError};

use super::evidence::{quantified, Outcome};
use super::found::{Found, Shown, Side};
use super::units::BodyMap;
use super::value::{Element, Kind, List, Text, Value};

/// At most this many steps (nodes evaluated, elements produced, ~64 bytes of text
/// processed) per evaluation: `forall w in words(): forall v in words(): …` on a long
/// output stops with an error instead of running for minutes.
pub(crate) const MAX_STEPS: u64 = 10_000_000;
/// Steps between two looks at the check's deadline (a clock read costs ~20 ns; 4,096
/// steps take tens of microseconds).
const DEADLINE_EVERY: u64 = 4096;
/// Expression nesting deeper than this is refused (the evaluator recurses).
const MAX_DEPTH: usize = 400;

/// Why an expression could not be evaluated: what went wrong, and for which elements of
/// the quantifiers around it ("sentence 4: …").
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct EvalError {
    /// Boxed: results of the recursive evaluator carry an `EvalError`, and each frame of
    /// a deeply nested expression would hold the largest kind inline.
    pub kind: Box<EvalErrorKind>,
    /// The quantified elements it happened for, innermost first (the order the error
    /// leaves them in).
    pub within: Vec<(Kind, usize)>,
}

/// What stopped an evaluation.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum EvalErrorKind {
    /// More than `limit` steps: the check is too expensive for this output.
    BudgetExceeded {
        /// The step budget.
        limit: u64,
    },
    /// The expression nests deeper than `limit` levels.
    NestedTooDeep {
        /// The deepest nesting allowed.
        limit: usize,
    },
    /// Something other than true or false where a condition is expected.
    NotACondition {
        /// What the expression gave instead (`a number`, `a list`, …).
        got: String,
        /// The expression.
        expr: Expr,
    },
    /// A variable no quantifier around the expression binds.
    UnknownVariable {
        /// The variable's name.
        name: String,
        /// The variables bound where it is used.
        known: Vec<String>,
    },
    /// `<`, `<=`, `>` or `>=` between two texts.
    TextsNotOrdered {
        /// The operator.
        op: &'static str,
        /// The comparison.
        expr: Expr,
    },
    /// Two values of kinds that do not compare.
    NotComparable {
        /// The left value's kind.
        a: String,
        /// The right value's kind.
        b: String,
        /// The comparison.
        expr: Expr,
    },
    /// Arithmetic on something other than numbers.
    NotNumbers {
        /// The operator.
        op: &'static str,
        /// The left value's kind.
        a: String,
        /// The right value's kind.
        b: String,
        /// The arithmetic expression.
        expr: Expr,
    },
    /// `/` or `%` by zero.
    DivisionByZero {
        /// The division.
        expr: Expr,
    },
    /// Arithmetic past the range of a 64-bit integer.
    IntegerOverflow {
        /// The expression that overflowed.
        expr: Expr,
    },
    /// A quantifier over something other than a list.
    NotAList {
        /// `forall` or `exists`.
        quantifier: &'static str,
        /// The bound variable.
        var: String,
        /// The expression ranged over.
        domain: Expr,
        /// What it gave instead of a list.
        got: String,
    },
    /// A function given an argument of the wrong kind.
    WrongArgument {
        /// The function's name.
        function: &'static str,
        /// The kind it takes (`a text`, `a list`, …).
        wanted: &'static str,
        /// The kind it was given.
        got: String,
        /// The call.
        expr: Expr,
    },
    /// A function given fewer than `min` or more than `max` arguments.
    WrongArity {
        /// The function's name.
        function: &'static str,
        /// The fewest arguments it takes.
        min: usize,
        /// The most arguments it takes.
        max: usize,
        /// How many it was given.
        got: usize,
        /// The call.
        expr: Expr,
    },
    /// An index past either end of a list (`of`: the list, counted: "3 sentences").
    IndexOutOfRange {
        /// The 1-based index asked for.
        index: i64,
        /// The list, counted (`3 sentences`).
        of: String,
        /// The call.
        expr: Expr,
    },
    /// A unit function (`sentences`, …) used where a value is needed.
    UnitFunction {
        /// The function's name.
        function: &'static str,
    },
    /// A pattern the regex engine refuses, and its reason (the engine's own words).
    BadRegex {
        /// The pattern as written.
        pattern: String,
        /// Why it was refused.
        why: RegexError,
    },
    /// A regex search too costly for this output, or the check's deadline passed.
    Overrun(Overrun),
}

impl EvalError {
    pub(crate) fn of(kind: EvalErrorKind) -> EvalError {
        EvalError {
            kind: Box::new(kind),
            within: Vec::new(),
        }
    }

    fn budget() -> EvalError {
        EvalError::of(EvalErrorKind::BudgetExceeded { limit: MAX_STEPS })
    }

    /// The error as raised while evaluating for `el` ("sentence 4: …"); the budget is
    /// the whole evaluation's, so no element is named for it.
    fn within(mut self, el: &Element) -> EvalError {
        if !matches!(
            *self.kind,
            EvalErrorKind::BudgetExceeded { .. } | EvalErrorKind::Overrun(_)
        ) {
            self.within.push((el.kind, el.index));
        }
        self
    }
}

impl fmt::Display for EvalError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for (kind, index) in self.within.iter().rev() {
            write!(f, "{} {index}: ", kind.name())?;
        }
        match &*self.kind {
            EvalErrorKind::BudgetExceeded { limit } => write!(
                f,
                "evaluation budget exceeded ({limit} steps): the check is too expensive for this output"
            ),
            EvalErrorKind::NestedTooDeep { limit } => {
                write!(f, "the expression is nested more than {limit} levels deep")
            }
            EvalErrorKind::NotACondition { got, expr } => {
                write!(f, "expected a condition (true or false), got {got} in `{expr}`")
            }
            EvalErrorKind::UnknownVariable { name, known } => {
                write!(f, "unknown variable `{name}` (known here: {})", known.join(", "))
            }
            EvalErrorKind::TextsNotOrdered { op, expr } => write!(
                f,
                "cannot order texts with `{op}` in `{expr}` (only numbers, and lists by their length, are ordered)"
            ),
            EvalErrorKind::NotComparable { a, b, expr } => {
                write!(f, "cannot compare {a} with {b} in `{expr}`")
            }
            EvalErrorKind::NotNumbers { op, a, b, expr } => {
                write!(f, "`{op}` needs numbers, got {a} and {b} in `{expr}`")
            }
            EvalErrorKind::DivisionByZero { expr } => write!(f, "division by zero in `{expr}`"),
            EvalErrorKind::IntegerOverflow { expr } => write!(f, "integer overflow in `{expr}`"),
            EvalErrorKind::NotAList {
                quantifier,
                var,
                domain,
                got,
            } => write!(
                f,
                "`{quantifier} {var} in {domain}` needs a list to range over, got {got}"
            ),
            EvalErrorKind::WrongArgument {
                function,
                wanted,
                got,
                expr,
            } => write!(f, "`{function}` needs {wanted}, got {got} in `{expr}`"),
            EvalErrorKind::WrongArity {
                function,
                min,
                max,
                got,
                expr,
            } => {
                write!(f, "`{function}` takes {min}")?;
                if max != min {
                    write!(f, " to {max}")?;
                }
                write!(f, " argument(s), got {got} in `{expr}`")
            }
            EvalErrorKind::IndexOutOfRange { index, of, expr } => write!(
                f,
                "index {index} is out of range for {of} (indices start at 1) in `{expr}`"
            ),
            EvalErrorKind::UnitFunction { function } => {
                write!(f, "`{function}` is a unit function")
            }
            EvalErrorKind::BadRegex { pattern, why } => {
                write!(f, "bad regular expression {}: {why}", super::value::quote(pattern))
            }
            EvalErrorKind::Overrun(overrun) => overrun.fmt(f),
        }
    }
}

pub(crate) type Result<T> = std::result::Result<T, EvalError>;

/// One evaluation of one expression against one document.
pub(crate) struct Evaluator<'d, 'e> {
    pub(super) doc: &'d Document<'d>,
    /// Quantified variables, innermost last (so inner ones shadow outer ones).
    vars: Vec<(&'e str, Value)>,
    steps: u64,
    depth: usize,
    /// Whether outcomes carry evidence. Quantifier bodies run without it, and only the
    /// deciding element is evaluated again with it (evaluation is deterministic), so
    /// evidence is formatted once per quantifier, not once per element.
    explain: bool,
    /// Compiled regexes by pattern: each compiled once per evaluation.
    pub(super) regexes: HashMap<String, BoundedRegex>,
    /// Unit lists of `all` (`false`) and `body` (`true`), built once per evaluation.
    pub(super) lists: HashMap<(Kind, bool), List>,
    pub(super) body_map: Option<Rc<BodyMap>>,
}

impl<'d, 'e> Evaluator<'d, 'e> {
    pub(crate) fn new(doc: &'d Document) -> Evaluator<'d, 'e> {
        Evaluator {
            doc,
            vars: Vec::new(),
            steps: 0,
            depth: 0,
            explain: true,
            regexes: HashMap::new(),
            lists: HashMap::new(),
            body_map: None,
        }
    }

    /// Spends `n` steps of the budget.
    /// Every [`DEADLINE_EVERY`] steps, it also asks whether the check's deadline passed.
    pub(super) fn tick(&mut self, n: usize) -> Result<()> {
        let before = self.steps;
        self.steps = self.steps.saturating_add(n as u64);
        if self.steps > MAX_STEPS {
            return Err(EvalError::budget());
        }
        if before / DEADLINE_EVERY != self.steps / DEADLINE_EVERY {
            deadline::check().map_err(|o| EvalError::of(EvalErrorKind::Overrun(o)))?;
        }
        Ok(())
    }

    /// Spends the budget for processing `len` bytes of text.
    pub(super) fn tick_text(&mut self, len: usize) -> Result<()> {
        self.tick(len / 64 + 1)
    }

    /// The steps left in the budget.
    pub(super) fn remaining(&self) -> u64 {
        MAX_STEPS.saturating_sub(self.steps)
    }

    pub(super) fn out_of_budget() -> EvalError {
        EvalError::budget()
    }

    fn enter(&mut self) -> Result<()> {
        self.depth += 1;
        self.tick(1)?;
        if self.depth > MAX_DEPTH {
            return Err(EvalError::of(EvalErrorKind::NestedTooDeep {
                limit: MAX_DEPTH,
            }));
        }
        Ok(())
    }

    /// Decides a condition, with evidence.
    pub(crate) fn decide(&mut self, e: &'e Expr) -> Result<Outcome> {
        let r = self.enter().and_then(|()| self.decide_inner(e));
        self.depth -= 1;
        r
    }

    /// Evaluates an expression to a value.
    pub(crate) fn value(&mut self, e: &'e Expr) -> Result<Value> {
        let r = self.enter().and_then(|()| self.value_inner(e));
        self.depth -= 1;
        r
    }

    fn decide_inner(&mut self, e: &'e Expr) -> Result<Outcome> {
        match e {
            Expr::Bool(b) => {
                Ok(self.atom(*b, || Found::Sides(vec![Side::alone(Shown::Bool(*b))]), e))
            }
            Expr::Not(inner) => Ok(self.decide(inner)?.negate(e)),
            // `&&` and `||` short-circuit left to right, so `count(sentences()) >= 3 &&
            // nth(sentences(), 3) == …` guards the `nth`.
            Expr::Binary(BinOp::And, a, b) => {
                let oa = self.decide(a)?;
                if !oa.value {
                    return Ok(oa);
                }
                let ob = self.decide(b)?;
                Ok(if ob.value { self.both(oa, ob, e) } else { ob })
            }
            Expr::Binary(BinOp::Or, a, b) => {
                let oa = self.decide(a)?;
                if oa.value {
                    return Ok(oa);
                }
                let ob = self.decide(b)?;
                Ok(if ob.value { ob } else { self.both(oa, ob, e) })
            }
            Expr::Binary(op, a, b) if is_comparison(*op) => self.compare(e, *op, a, b),
            Expr::Quant {
                quantifier,
                var,
                domain,
                body,
            } => self.quantify(*quantifier, var, domain, body),
            _ => match self.value(e)? {
                Value::Bool(b) => Ok(self.atom(
                    b,
                    || {
                        Found::Sides(vec![Side {
                            expr: Some(e.clone()),
                            value: Shown::Bool(b),
                        }])
                    },
                    e,
                )),
                other => Err(EvalError::of(EvalErrorKind::NotACondition {
                    got: other.type_name(),
                    expr: e.clone(),
                })),
            },
        }
    }

    fn value_inner(&mut self, e: &'e Expr) -> Result<Value> {
        match e {
            Expr::Int(i) => Ok(Value::Int(*i)),
            Expr::Str(s) => Ok(Value::Str(s.as_str().into())),
            Expr::Bool(b) => Ok(Value::Bool(*b)),
            Expr::Var(name) => self.lookup(name),
            Expr::Call(f, args) => self.call(e, *f, args),
            Expr::Binary(op, a, b) if is_arithmetic(*op) => self.arithmetic(e, *op, a, b),
            Expr::Not(_) | Expr::Binary(..) | Expr::Quant { .. } => {
                Ok(Value::Bool(self.decide(e)?.value))
            }
        }
    }

    fn lookup(&self, name: &str) -> Result<Value> {
        if let Some((_, v)) = self.vars.iter().rev().find(|(n, _)| *n == name) {
            return Ok(v.clone());
        }
        match name {
            "all" => Ok(Value::Elem(Element::at(
                Kind::Output,
                1,
                Segment {
                    start: 0,
                    end: self.doc.text().len(),
                },
            ))),
            "body" => Ok(Value::Elem(Element {
                kind: Kind::Body,
                index: 1,
                span: None,
                text: Text::Body,
                level: None,
            })),
            _ => {
                let mut known = vec!["all", "body"];
                for (n, _) in &self.vars {
                    if !known.contains(n) {
                        known.push(n);
                    }
                }
                Err(EvalError::of(EvalErrorKind::UnknownVariable {
                    name: name.to_string(),
                    known: known.iter().map(|n| n.to_string()).collect(),
                }))
            }
        }
    }

    fn compare(&mut self, e: &'e Expr, op: BinOp, a: &'e Expr, b: &'e Expr) -> Result<Outcome> {
        let (va, vb) = (self.value(a)?, self.value(b)?);
        let doc = self.doc;
        let mismatch = || {
            let both_text = va.as_text(doc).is_some() && vb.as_text(doc).is_some();
            EvalError::of(if both_text && !matches!(op, BinOp::Eq | BinOp::Ne) {
                EvalErrorKind::TextsNotOrdered {
                    op: op.symbol(),
                    expr: e.clone(),
                }
            } else {
                EvalErrorKind::NotComparable {
                    a: va.type_name(),
                    b: vb.type_name(),
                    expr: e.clone(),
                }
            })
        };
        let holds = match op {
            BinOp::Eq | BinOp::Ne => {
                let eq = equal(&va, &vb, doc).ok_or_else(mismatch)?;
                eq == (op == BinOp::Eq)
            }
            _ => {
                let (Some(x), Some(y)) = (va.as_number(), vb.as_number()) else {
                    return Err(mismatch());
                };
                match op {
                    BinOp::Lt => x < y,
                    BinOp::Le => x <= y,
                    BinOp::Gt => x > y,
                    _ => x >= y,
                }
            }
        };
        if !self.explain {
            return Ok(Outcome::bare(holds));
        }
        // Report the measured sides, not the literals: "words(s) = 14".
        let mut sides: Vec<Side> = [(a, &va), (b, &vb)]
            .into_iter()
            .filter(|(x, _)| !matches!(x, Expr::Int(_) | Expr::Str(_) | Expr::Bool(_)))
            .map(|(x, v)| Side {
                expr: Some(x.clone()),
                value: v.shown(doc),
            })
            .collect();
        if sides.is_empty() {
            sides.push(Side::alone(va.shown(doc)));
        }
        let mut outcome = Outcome::atom(holds, Found::Sides(sides), e);
        outcome.location = [&va, &vb].into_iter().find_map(|v| match v {
            Value::Elem(el) => el.location(doc),
            _ => None,
        });
        Ok(outcome)
    }

    fn arithmetic(&mut self, e: &'e Expr, op: BinOp, a: &'e Expr, b: &'e Expr) -> Result<Value> {
        let (va, vb) = (self.value(a)?, self.value(b)?);
        let (Some(x), Some(y)) = (va.as_number(), vb.as_number()) else {
            return Err(EvalError::of(EvalErrorKind::NotNumbers {
                op: op.symbol(),
                a: va.type_name(),
                b: vb.type_name(),
                expr: e.clone(),
            }));
        };
        if y == 0 && matches!(op, BinOp::Div | BinOp::Rem) {
            return Err(EvalError::of(EvalErrorKind::DivisionByZero {
                expr: e.clone(),
            }));
        }
        let r = match op {
            BinOp::Add => x.checked_add(y),
            BinOp::Sub => x.checked_sub(y),
            BinOp::Mul => x.checked_mul(y),
            BinOp::Div => x.checked_div(y),
            _ => x.checked_rem(y),
        };
        r.map(Value::Int)
            .ok_or_else(|| EvalError::of(EvalErrorKind::IntegerOverflow { expr: e.clone() }))
    }

    /// `forall`/`exists`: the body decided for each element in turn. `forall` goes
    /// through every element to count the failures; `exists` stops at its witness.
    fn quantify(
        &mut self,
        quantifier: Quantifier,
        var: &'e str,
        domain: &'e Expr,
        body: &'e Expr,
    ) -> Result<Outcome> {
        let list = match self.value(domain)? {
            Value::List(l) => l,
            other => {
                let q = match quantifier {
                    Quantifier::Forall => "forall",
                    Quantifier::Exists => "exists",
                };
                return Err(EvalError::of(EvalErrorKind::NotAList {
                    quantifier: q,
                    var: var.to_string(),
                    domain: domain.clone(),
                    got: other.type_name(),
                }));
            }
        };
        let explain = std::mem::replace(&mut self.explain, false);
        let r = self.scan(quantifier, var, &list, body);
        self.explain = explain;
        let (decider, failures) = r?;
        let value = match quantifier {
            Quantifier::Forall => decider.is_none(),
            Quantifier::Exists => decider.is_some(),
        };
        if !explain {
            return Ok(Outcome::bare(value));
        }
        // The deciding element again, this time with evidence.
        let decider = match decider {
            Some(el) => {
                let outcome = self.decide_for(var, &el, body)?;
                Some((el, outcome))
            }
            None => None,
        };
        Ok(quantified(
            self.doc,
            quantifier,
            &list,
            decider.as_ref().map(|(el, o)| (el, o)),
            failures,
        ))
    }

    /// The body decided for each element: the deciding element (first failure of a
    /// `forall`, witness of an `exists`) and the number of failures.
    fn scan(
        &mut self,
        quantifier: Quantifier,
        var: &'e str,
        list: &List,
        body: &'e Expr,
    ) -> Result<(Option<Element>, usize)> {
        let mut decider = None;
        let mut failures = 0;
        let doc = self.doc;
        for el in list.iter(doc) {
            let holds = self.decide_for(var, &el, body)?.value;
            match quantifier {
                Quantifier::Forall if !holds => {
                    failures += 1;
                    decider = decider.or(Some(el));
                }
                Quantifier::Exists if holds => return Ok((Some(el), 0)),
                _ => {}
            }
        }
        Ok((decider, failures))
    }

    /// The body decided with the variable bound to `el`.
    fn decide_for(&mut self, var: &'e str, el: &Element, body: &'e Expr) -> Result<Outcome> {
        self.vars.push((var, Value::Elem(el.clone())));
        let r = self.decide(body);
        self.vars.pop();
        r.map_err(|err| err.within(el))
    }

    /// An atomic condition's outcome; its evidence is only formatted when wanted.
    fn atom(&self, value: bool, measured: impl FnOnce() -> Found, e: &Expr) -> Outcome {
        if self.explain {
            Outcome::atom(value, measured(), e)
        } else {
            Outcome::bare(value)
        }
    }

    fn both(&self, a: Outcome, b: Outcome, e: &Expr) -> Outcome {
        if self.explain {
            a.both(b, e)
        } else {
            a
        }
    }
}

fn is_comparison(op: BinOp) -> bool {
    matches!(
        op,
        BinOp::Eq | BinOp::Ne | BinOp::Lt | BinOp::Le | BinOp::Gt | BinOp::Ge
    )
}

fn is_arithmetic(op: BinOp) -> bool {
    matches!(
        op,
        BinOp::Add | BinOp::Sub | BinOp::Mul | BinOp::Div | BinOp::Rem
    )
}

/// `==` on two values: numbers (a list counts as its length), texts (an element as its
/// text), booleans. `None` when they cannot be compared.
fn equal(a: &Value, b: &Value, doc: &Document) -> Option<bool> {
    if let (Value::Bool(x), Value::Bool(y)) = (a, b) {
        return Some(x == y);
    }
    if let (Some(x), Some(y)) = (a.as_number(), b.as_number()) {
        return Some(x == y);
    }
    if let (Some(x), Some(y)) = (a.as_text(doc), b.as_text(doc)) {
        return Some(x == y);
    }
    None
}
