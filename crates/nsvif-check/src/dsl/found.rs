//! [`DslOutcome`]: what decided a DSL check, as data: the measured sides of comparisons,
//! the deciding element of a quantifier. Rendered to text only by `measured()` and
//! `Display` here, for the report; feedback reads the data.

use std::fmt;

use nsvif_spec::Expr;

use super::value::Kind;

/// What decided a DSL condition: one part per deciding sub-condition (`a && b` that holds
/// has two), and, for an atomic condition, the relation its measurement is held against
/// (`words(s) < 8`; `None` when the parts explain themselves, as a quantifier's do).
#[derive(Debug, Clone, PartialEq)]
pub struct DslOutcome {
    /// The deciding parts, in the expression's order.
    pub found: Vec<Found>,
    /// Boxed: outcomes live on the evaluator's recursion stack, so they stay small.
    pub relation: Option<Box<Expr>>,
}

/// One part of what decided a DSL condition.
#[derive(Debug, Clone, PartialEq)]
pub enum Found {
    /// The measured sides of a comparison (`words(s) = 14`), or a value alone.
    Sides(Vec<Side>),
    /// A `forall` that fails: its first failing element, how many of how many fail, and
    /// what made that element fail.
    FirstFailure {
        /// The first element for which the body fails.
        element: UnitRef,
        /// How many elements fail.
        failures: usize,
        /// How many elements there are.
        total: usize,
        /// What made the first failing element fail.
        because: Box<DslOutcome>,
    },
    /// A `forall` that holds over `total` units of `unit`.
    AllPass {
        /// The kind of unit ranged over.
        unit: Kind,
        /// How many there are.
        total: usize,
    },
    /// An `exists` that holds: its witness and what it has.
    Witness {
        /// The element for which the body holds.
        element: UnitRef,
        /// What it has that makes the body hold.
        found: Vec<Found>,
    },
    /// An `exists` that fails over `total` units of `unit`.
    NoWitness {
        /// The kind of unit ranged over.
        unit: Kind,
        /// How many there are (none holds the body).
        total: usize,
    },
}

/// A measured value and the expression it is the value of (`None` for a literal shown
/// because both sides were literals).
#[derive(Debug, Clone, PartialEq)]
pub struct Side {
    /// The measured expression (`words(s)`).
    pub expr: Option<Expr>,
    /// Its value on the output.
    pub value: Shown,
}

/// A value as evidence shows it. A text is kept to its first 60 characters.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Shown {
    /// A number.
    Int(i64),
    /// A truth value.
    Bool(bool),
    /// A text (its first 60 characters).
    Text(String),
}

/// An element of the output by kind and 1-based index in its list: "sentence 3".
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct UnitRef {
    /// The element's kind (`sentence`).
    pub kind: Kind,
    /// Its 1-based position in its list.
    pub index: usize,
}

impl Side {
    /// A value shown on its own.
    pub fn alone(value: Shown) -> Side {
        Side { expr: None, value }
    }
}

impl DslOutcome {
    /// What the output has: "words(s) = 14", "sentence 3 fails (…): …".
    pub fn measured(&self) -> String {
        join(&self.found)
    }

    /// "words(s) = 14 (needs words(s) < 8)".
    pub fn explain(&self) -> String {
        match &self.relation {
            Some(r) => format!("{} (needs {r})", self.measured()),
            None => self.measured(),
        }
    }

    /// Every measured side, outermost first, the deciding element's included.
    pub fn sides(&self) -> impl Iterator<Item = &Side> + '_ {
        let mut out = Vec::new();
        collect_sides(&self.found, &mut out);
        out.into_iter()
    }
}

fn collect_sides<'a>(found: &'a [Found], out: &mut Vec<&'a Side>) {
    for f in found {
        match f {
            Found::Sides(sides) => out.extend(sides),
            Found::FirstFailure { because, .. } => collect_sides(&because.found, out),
            Found::Witness { found, .. } => collect_sides(found, out),
            Found::AllPass { .. } | Found::NoWitness { .. } => {}
        }
    }
}

fn join(found: &[Found]) -> String {
    found
        .iter()
        .map(Found::to_string)
        .collect::<Vec<_>>()
        .join("; ")
}

impl fmt::Display for Found {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Found::Sides(sides) => {
                let sides: Vec<String> = sides.iter().map(Side::to_string).collect();
                f.write_str(&sides.join(", "))
            }
            Found::FirstFailure {
                element,
                failures,
                total,
                because,
            } => {
                let verb = if *failures == 1 { "fails" } else { "fail" };
                write!(
                    f,
                    "{element} fails ({failures} of {} {verb}): {}",
                    element.kind.count(*total),
                    because.explain()
                )
            }
            Found::AllPass { unit, total } => match total {
                0 => write!(f, "no {} (vacuously true)", unit.plural()),
                1 => write!(f, "the only {} passes", unit.name()),
                _ => write!(f, "all {} pass", unit.count(*total)),
            },
            Found::Witness { element, found } => write!(f, "{element}: {}", join(found)),
            Found::NoWitness { unit, total } => match total {
                0 => write!(f, "no {}", unit.plural()),
                1 => write!(f, "the only {} does not satisfy it", unit.name()),
                _ => write!(f, "none of {} satisfies it", unit.count(*total)),
            },
        }
    }
}

impl fmt::Display for Side {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match &self.expr {
            Some(e) => write!(f, "{e} = {}", self.value),
            None => write!(f, "{}", self.value),
        }
    }
}

impl fmt::Display for Shown {
    /// `14`, `true`, `"hello"` (JSON-quoted).
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Shown::Int(i) => write!(f, "{i}"),
            Shown::Bool(b) => write!(f, "{b}"),
            Shown::Text(s) => f.write_str(&serde_json::to_string(s).unwrap_or_else(|_| s.clone())),
        }
    }
}

impl fmt::Display for UnitRef {
    /// "sentence 3".
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} {}", self.kind.name(), self.index)
    }
}
