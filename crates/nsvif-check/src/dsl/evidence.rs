//! [`Outcome`]: a decided condition with what decided it and where, composed bottom-up
//! so a quantifier names the element that decides it.

use nsvif_spec::{Expr, Quantifier};

use crate::{Document, Location};

use super::found::{DslOutcome, Found, UnitRef};
use super::value::{Element, List};

/// A condition's value with its evidence.
#[derive(Debug, Clone)]
pub(crate) struct Outcome {
    pub value: bool,
    /// What decided it; empty when no evidence is wanted.
    pub found: DslOutcome,
    pub location: Option<Location>,
}

impl Outcome {
    pub(crate) fn atom(value: bool, found: Found, expr: &Expr) -> Outcome {
        Outcome {
            value,
            found: DslOutcome {
                found: vec![found],
                relation: Some(Box::new(expr.clone())),
            },
            location: None,
        }
    }

    /// The value alone, when no evidence is wanted.
    pub(crate) fn bare(value: bool) -> Outcome {
        Outcome {
            value,
            found: DslOutcome {
                found: Vec::new(),
                relation: None,
            },
            location: None,
        }
    }

    /// `!e`: the same measurement, the other value.
    pub(crate) fn negate(mut self, expr: &Expr) -> Outcome {
        self.value = !self.value;
        if self.found.relation.is_some() {
            self.found.relation = Some(Box::new(expr.clone()));
        }
        self
    }

    /// Both parts mattered (`a && b` true, `a || b` false): report both measurements
    /// (once, when they are the same).
    pub(crate) fn both(mut self, other: Outcome, expr: &Expr) -> Outcome {
        let repeated =
            matches!(other.found.found.as_slice(), [one] if self.found.found.contains(one));
        if !repeated {
            self.found.found.extend(other.found.found);
        }
        Outcome {
            value: self.value,
            found: DslOutcome {
                found: self.found.found,
                relation: Some(Box::new(expr.clone())),
            },
            location: self.location.or(other.location),
        }
    }
}

/// The evidence of a quantifier over `list`.
///
/// `decider` is the deciding element and its outcome: for `forall` the first element
/// that fails (with `failures` the number failing), for `exists` the witness.
pub(crate) fn quantified(
    doc: &Document,
    quantifier: Quantifier,
    list: &List,
    decider: Option<(&Element, &Outcome)>,
    failures: usize,
) -> Outcome {
    let total = list.len();
    let unit = list.kind;
    let (value, found) = match (quantifier, decider) {
        (Quantifier::Forall, Some((el, o))) => (
            false,
            Found::FirstFailure {
                element: unit_ref(el),
                failures,
                total,
                because: Box::new(o.found.clone()),
            },
        ),
        (Quantifier::Forall, None) => (true, Found::AllPass { unit, total }),
        (Quantifier::Exists, Some((el, o))) => (
            true,
            Found::Witness {
                element: unit_ref(el),
                found: o.found.found.clone(),
            },
        ),
        (Quantifier::Exists, None) => (false, Found::NoWitness { unit, total }),
    };
    Outcome {
        value,
        found: DslOutcome {
            found: vec![found],
            relation: None,
        },
        location: decider.and_then(|(el, o)| locate(doc, el, o.location.as_ref())),
    }
}

fn unit_ref(el: &Element) -> UnitRef {
    UnitRef {
        kind: el.kind,
        index: el.index,
    }
}

/// Where a deciding element is: the element itself, or, when what decided it inside
/// lies within it, that inner place ("word 2 of sentence 3").
fn locate(doc: &Document, el: &Element, inner: Option<&Location>) -> Option<Location> {
    let outer = el.location(doc)?;
    match inner {
        Some(i)
            if i.start >= outer.start
                && i.end <= outer.end
                && (i.start, i.end) != (outer.start, outer.end) =>
        {
            let unit = match &i.unit {
                Some(u) => format!("{u} of {}", el.label()),
                None => el.label(),
            };
            Some(Location {
                unit: Some(unit),
                ..i.clone()
            })
        }
        _ => Some(outer),
    }
}
