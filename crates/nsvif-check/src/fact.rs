//! [`Fact`]: the value of one constraint on one output, with the evidence for it.

use serde::Serialize;

use crate::document::{Document, Segment};

use crate::evidence::{Evidence, EvidenceKind, Noun};
use crate::finding::Finding;
use crate::requirement::Requirement;
use crate::undecided::UndecidedReason;

/// True, false or unknown, with evidence.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct Fact {
    /// `None` when the constraint could not be decided (no judge, detection failed, …).
    pub value: Option<bool>,
    /// What was measured and required, and where.
    pub evidence: Evidence,
}

/// A place in the output: byte span, 1-based line and column, and the unit ("sentence 3").
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Location {
    /// The first byte.
    pub start: usize,
    /// The byte after the last.
    pub end: usize,
    /// The 1-based line of `start`.
    pub line: usize,
    /// The 1-based column of `start`, in characters.
    pub column: usize,
    /// The unit at this place (`sentence 3`), when there is one.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub unit: Option<String>,
}

impl Location {
    /// The location of `seg` in `doc`.
    pub fn of(doc: &Document, seg: Segment) -> Location {
        let (line, column) = doc.line_col(seg.start);
        Location {
            start: seg.start,
            end: seg.end,
            line,
            column,
            unit: None,
        }
    }

    /// A location naming the unit it is in, e.g. `Location::unit(doc, s, "sentence", 3)`.
    pub fn unit(doc: &Document, seg: Segment, kind: &str, index: usize) -> Location {
        Location {
            unit: Some(format!("{kind} {index}")),
            ..Location::of(doc, seg)
        }
    }
}

impl Fact {
    /// A decided fact with evidence of the given shape.
    pub fn found(value: bool, kind: EvidenceKind) -> Fact {
        Fact {
            value: Some(value),
            evidence: Evidence::of(kind),
        }
    }

    /// A decided property of the output: what it requires, and what decided it.
    pub fn property(value: bool, requirement: impl Into<Requirement>, finding: Finding) -> Fact {
        Fact::found(
            value,
            EvidenceKind::Property {
                requirement: requirement.into(),
                finding,
            },
        )
    }

    /// "No X": holds when `got` is 0.
    pub fn absent(got: i64, unit: Noun) -> Fact {
        Fact::found(got == 0, EvidenceKind::Absent { unit, got })
    }

    /// An undecided fact: what it requires, and why it could not be decided.
    pub fn unknown(required: impl Into<Requirement>, reason: UndecidedReason) -> Fact {
        Fact {
            value: None,
            evidence: Evidence {
                reason: Some(reason),
                ..Evidence::of(EvidenceKind::Undecided {
                    required: required.into(),
                })
            },
        }
    }

    /// `got` units compared with `relation limit`, without a place.
    pub fn count(got: i64, relation: crate::Relation, limit: i64, unit: Noun) -> Fact {
        Fact::found(
            relation.holds(got, limit),
            EvidenceKind::Count {
                unit,
                got,
                relation,
                limit,
                marker: None,
            },
        )
    }

    /// This fact, located at `location`.
    pub fn at(mut self, location: Location) -> Fact {
        self.evidence.location = Some(location);
        self
    }

    /// This fact, located at `location` when there is one (and unlocated otherwise).
    pub fn at_opt(mut self, location: Option<Location>) -> Fact {
        self.evidence.location = location;
        self
    }

    /// This fact, found on a piece of `output` that starts at byte `offset` (the answer
    /// after a reasoning trace, a loose variant), with its location in `output`. With no
    /// offset (the piece was changed, not cut out: a variant without `*`), no place in
    /// `output` can be named and the location is dropped.
    pub fn placed_in(mut self, output: &Document, offset: Option<usize>) -> Fact {
        self.evidence.location = match (self.evidence.location.take(), offset) {
            (Some(at), Some(offset)) => Some(Location {
                unit: at.unit,
                ..Location::of(
                    output,
                    Segment {
                        start: at.start + offset,
                        end: at.end + offset,
                    },
                )
            }),
            _ => None,
        };
        self
    }

    /// A count of located `items` compared with `value`: measured "3 bullets", required
    /// "exactly 2 bullets"; past an upper bound it points at the first item too many
    /// ("bullet 3"). `unit` is the singular noun, `units` the plural.
    pub fn counted(
        doc: &Document,
        items: &[Segment],
        relation: crate::Relation,
        value: i64,
        (unit, units): (&str, &str),
    ) -> Fact {
        use crate::Relation;
        let n = items.len() as i64;
        let ok = relation.holds(n, value);
        let at = match relation {
            // Too many: an upper bound failed, or `==` failed with more than `value`.
            Relation::Lt | Relation::Le | Relation::Eq
                if !ok && (relation != Relation::Eq || n > value) =>
            {
                let allowed = (value - i64::from(relation == Relation::Lt)).max(0) as usize;
                items
                    .get(allowed)
                    .map(|s| Location::unit(doc, *s, unit, allowed + 1))
            }
            Relation::Ne if !ok => items
                .last()
                .map(|s| Location::unit(doc, *s, unit, items.len())),
            _ => None,
        };
        Fact::count(
            n,
            relation,
            value,
            Noun::new(unit.to_string(), units.to_string()),
        )
        .at_opt(at)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_fact_found_on_a_piece_is_placed_in_the_whole_output() {
        let output = Document::new("<think>a\nb</think>\nIt is, so.");
        let piece = Document::new("It is, so.");
        let seg = Segment { start: 5, end: 6 };
        let fact = Fact::absent(1, Noun::new("comma", "commas"))
            .at(Location::unit(&piece, seg, "word", 2));
        let placed = fact.clone().placed_in(&output, Some(19));
        let at = placed.evidence.location.unwrap();
        assert_eq!((at.start, at.end, at.line, at.column), (24, 25, 3, 6));
        assert_eq!(&output.text()[at.start..at.end], ",");
        assert_eq!(at.unit.as_deref(), Some("word 2"));
        // A piece that is not in the output (a variant without `*`) names no place.
        assert_eq!(fact.placed_in(&output, None).evidence.location, None);
    }
}
