//! [`Outcome`]: a decided condition with what was measured and where, composed bottom-up
//! so a quantifier names the element that decides it.

use nsvif_spec::{Expr, Quantifier};

use crate::{Document, Location};

use super::value::{Element, List};

/// A condition's value with its evidence.
#[derive(Debug, Clone)]
pub(crate) struct Outcome {
    pub value: bool,
    /// What the output has: "words(s) = 14", "sentence 3 fails (…): …".
    pub measured: String,
    /// For an atomic condition, the relation the measurement is held against
    /// ("words(s) < 8"); `None` when `measured` explains itself (quantifiers).
    pub relation: Option<String>,
    pub location: Option<Location>,
}

impl Outcome {
    pub(crate) fn atom(value: bool, measured: String, expr: &Expr) -> Outcome {
        Outcome {
            value,
            measured,
            relation: Some(expr.to_string()),
            location: None,
        }
    }

    /// The value alone, when no evidence is wanted.
    pub(crate) fn bare(value: bool) -> Outcome {
        Outcome {
            value,
            measured: String::new(),
            relation: None,
            location: None,
        }
    }

    /// "words(s) = 14 (needs words(s) < 8)".
    pub(crate) fn explain(&self) -> String {
        match &self.relation {
            Some(r) => format!("{} (needs {r})", self.measured),
            None => self.measured.clone(),
        }
    }

    /// `!e`: the same measurement, the other value.
    pub(crate) fn negate(self, expr: &Expr) -> Outcome {
        Outcome {
            value: !self.value,
            relation: self.relation.map(|_| expr.to_string()),
            ..self
        }
    }

    /// Both parts mattered (`a && b` true, `a || b` false): report both measurements.
    pub(crate) fn both(self, other: Outcome, expr: &Expr) -> Outcome {
        let measured = if self.measured.split("; ").any(|m| m == other.measured) {
            self.measured
        } else {
            format!("{}; {}", self.measured, other.measured)
        };
        Outcome {
            value: self.value,
            measured,
            relation: Some(expr.to_string()),
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
    let n = list.len();
    let kind = list.kind;
    let (value, measured) = match (quantifier, decider) {
        (Quantifier::Forall, Some((el, o))) => {
            let verb = if failures == 1 { "fails" } else { "fail" };
            (
                false,
                format!(
                    "{} fails ({failures} of {} {verb}): {}",
                    el.label(),
                    kind.count(n),
                    o.explain()
                ),
            )
        }
        (Quantifier::Forall, None) => (
            true,
            match n {
                0 => format!("no {} (vacuously true)", kind.plural()),
                1 => format!("the only {} passes", kind.name()),
                _ => format!("all {} pass", kind.count(n)),
            },
        ),
        (Quantifier::Exists, Some((el, o))) => (true, format!("{}: {}", el.label(), o.measured)),
        (Quantifier::Exists, None) => (
            false,
            match n {
                0 => format!("no {}", kind.plural()),
                1 => format!("the only {} does not satisfy it", kind.name()),
                _ => format!("none of {} satisfies it", kind.count(n)),
            },
        ),
    };
    Outcome {
        value,
        measured,
        relation: None,
        location: decider.and_then(|(el, o)| locate(doc, el, o.location.as_ref())),
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
