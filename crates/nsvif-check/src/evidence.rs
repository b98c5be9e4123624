//! [`Evidence`]: what a checker found, as data. Checkers say what they measured (a count,
//! a missing keyword, a [`Finding`], the deciding element of a DSL check, a judge's
//! answer) and what was required (a [`Requirement`]); the words for people are made here,
//! in `Display` and the `measured`/`required` texts of the JSON report (with `Finding`'s
//! and `Requirement`'s own `Display`), and by `nsvif`'s feedback, which reads the data,
//! never these texts.

use std::borrow::Cow;
use std::fmt;

use nsvif_spec::{Expr, Relation};
use serde::ser::{Serialize, SerializeStruct, Serializer};

use crate::dsl::DslOutcome;
use crate::fact::Location;
use crate::finding::Finding;
use crate::nlp::lang;
use crate::requirement::Requirement;
use crate::undecided::UndecidedReason;

/// What was measured, what was required, and where.
#[derive(Debug, Clone, PartialEq)]
pub struct Evidence {
    /// What was measured and required, by the shape of the check.
    pub kind: EvidenceKind,
    /// Where in the output the deciding part is.
    pub location: Option<Location>,
    /// Why the value is unknown, when it is.
    pub reason: Option<UndecidedReason>,
}

/// The shape of what a checker found.
#[derive(Debug, Clone, PartialEq)]
pub enum EvidenceKind {
    /// `got` units counted, required `relation limit` of them: "3 bullets", "exactly 2
    /// bullets". `marker` is the word that opens each unit, when units are marked
    /// ("SECTION" for "SECTION 1", "SECTION 2", …).
    Count {
        /// The unit counted.
        unit: Noun,
        /// How many were counted.
        got: i64,
        /// How the count must compare with `limit`.
        relation: Relation,
        /// The required number.
        limit: i64,
        /// The word that opens each unit, when units are marked.
        marker: Option<String>,
    },
    /// "No X": `got` units found where none are allowed ("3 commas"; "no commas" when
    /// `got` is 0), required "no commas".
    Absent {
        /// The unit that must be absent.
        unit: Noun,
        /// How many were found.
        got: i64,
    },
    /// A required property of the output (a format, "every word …", a layout) and what
    /// decided it.
    Property {
        /// What was required.
        requirement: Requirement,
        /// What decided it.
        finding: Finding,
    },
    /// Required keywords the output lacks (`missing` non-empty), or none (`missing` empty).
    Keywords {
        /// The required keywords not found.
        missing: Vec<String>,
        /// Every required keyword.
        required: Vec<String>,
    },
    /// The first forbidden word found in the output and how often it occurs (`times` 0:
    /// none found).
    Forbidden {
        /// The first forbidden word found (empty when none is).
        found: String,
        /// How often it occurs.
        times: usize,
        /// Every forbidden word.
        forbidden: Vec<String>,
    },
    /// The output begins or ends with `found` where another character was required.
    Edge {
        /// Which end of the output.
        end: End,
        /// The character found there.
        found: char,
        /// What was required there.
        required: Requirement,
    },
    /// The language detected (a code such as `de`), against what was required.
    Language {
        /// The detected language's code.
        detected: String,
        /// The required language.
        required: Requirement,
    },
    /// A DSL check: what decided it, and the expression.
    Dsl {
        /// What decided the expression.
        outcome: DslOutcome,
        /// The expression checked.
        expr: Expr,
    },
    /// A judge's answer on a semantic statement.
    Judge(JudgeAnswer),
    /// Nothing was measured: the check could not be decided (see [`Evidence::reason`]).
    Undecided {
        /// What was required.
        required: Requirement,
    },
}

/// The singular and plural noun of a counted unit: ("bullet", "bullets").
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Noun {
    /// The singular (`bullet`).
    pub one: Cow<'static, str>,
    /// The plural (`bullets`).
    pub many: Cow<'static, str>,
}

impl Noun {
    /// The noun with its singular and plural.
    pub fn new(one: impl Into<Cow<'static, str>>, many: impl Into<Cow<'static, str>>) -> Noun {
        Noun {
            one: one.into(),
            many: many.into(),
        }
    }

    /// Occurrences of an item: `occurrence of "cat"`, `occurrences of "cat"`.
    pub fn occurrences_of(item: &str) -> Noun {
        Noun::new(
            format!("occurrence of {item:?}"),
            format!("occurrences of {item:?}"),
        )
    }

    /// `1 bullet`, `3 bullets`.
    pub fn count(&self, n: i64) -> String {
        format!("{n} {}", if n == 1 { &self.one } else { &self.many })
    }
}

/// The start or the end of the output.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum End {
    /// The first character of the output.
    Start,
    /// The last character of the output.
    End,
}

/// What an LLM judge answered about a statement.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct JudgeAnswer {
    /// The statement the judge decided.
    pub statement: String,
    /// Whether the output satisfies it (the majority's answer, with several votes).
    pub satisfied: bool,
    /// How many votes agreed, of how many, when more than one was cast.
    pub votes: Option<(usize, u32)>,
    /// The judge's reason.
    pub reason: String,
    /// The part of the output the judge quoted.
    pub quote: String,
}

impl Evidence {
    /// Evidence of this kind, with no location or reason.
    pub fn of(kind: EvidenceKind) -> Evidence {
        Evidence {
            kind,
            location: None,
            reason: None,
        }
    }

    /// What the output has, e.g. "3 commas".
    pub fn measured(&self) -> String {
        match &self.kind {
            EvidenceKind::Count { unit, got, .. } => unit.count(*got),
            EvidenceKind::Absent { unit, got: 0 } => format!("no {}", unit.many),
            EvidenceKind::Absent { unit, got } => unit.count(*got),
            EvidenceKind::Property { finding, .. } => finding.to_string(),
            EvidenceKind::Keywords { missing, .. } if missing.is_empty() => "all keywords".into(),
            EvidenceKind::Keywords { missing, .. } => format!("missing {}", quoted(missing)),
            EvidenceKind::Forbidden { times: 0, .. } => "no forbidden word".into(),
            EvidenceKind::Forbidden {
                found, times: 1, ..
            } => format!("\"{found}\" once"),
            EvidenceKind::Forbidden { found, times, .. } => format!("\"{found}\" {times} times"),
            EvidenceKind::Edge { end, found, .. } => format!("{} {found:?}", end.verb()),
            EvidenceKind::Language { detected, .. } => {
                format!("language {}", lang::describe(detected))
            }
            EvidenceKind::Dsl { outcome, .. } => outcome.measured(),
            EvidenceKind::Judge(answer) => answer.to_string(),
            EvidenceKind::Undecided { .. } => "undecided".into(),
        }
    }

    /// What the constraint asks for, e.g. "no commas".
    pub fn required(&self) -> String {
        match &self.kind {
            EvidenceKind::Count {
                unit,
                relation,
                limit,
                marker,
                ..
            } => {
                let count = relation.describe(*limit, &unit.many);
                match marker {
                    Some(marker) => format!("{count} marked \"{marker} N\""),
                    None => count,
                }
            }
            EvidenceKind::Absent { unit, .. } => format!("no {}", unit.many),
            EvidenceKind::Property { requirement, .. } => requirement.to_string(),
            EvidenceKind::Keywords { required, .. } => format!("keywords {}", quoted(required)),
            EvidenceKind::Forbidden { forbidden, .. } => {
                format!("none of {}", quoted(forbidden))
            }
            EvidenceKind::Edge { required, .. }
            | EvidenceKind::Language { required, .. }
            | EvidenceKind::Undecided { required } => required.to_string(),
            EvidenceKind::Dsl { expr, .. } => expr.to_string(),
            EvidenceKind::Judge(answer) => answer.statement.clone(),
        }
    }
}

impl EvidenceKind {
    /// The shape's name, as the JSON report's `kind`: "count", "keywords", …
    pub fn name(&self) -> &'static str {
        match self {
            EvidenceKind::Count { .. } => "count",
            EvidenceKind::Absent { .. } => "absent",
            EvidenceKind::Property { .. } => "property",
            EvidenceKind::Keywords { .. } => "keywords",
            EvidenceKind::Forbidden { .. } => "forbidden",
            EvidenceKind::Edge { .. } => "edge",
            EvidenceKind::Language { .. } => "language",
            EvidenceKind::Dsl { .. } => "dsl",
            EvidenceKind::Judge(_) => "judge",
            EvidenceKind::Undecided { .. } => "undecided",
        }
    }
}

impl End {
    /// "starts with", "ends with".
    pub fn verb(self) -> &'static str {
        match self {
            End::Start => "starts with",
            End::End => "ends with",
        }
    }
}

/// `"a", "b"` (each item as it is, in double quotes).
pub(crate) fn quoted(items: &[String]) -> String {
    items
        .iter()
        .map(|k| format!("\"{}\"", nsvif_spec::quote::short(k)))
        .collect::<Vec<_>>()
        .join(", ")
}

impl fmt::Display for JudgeAnswer {
    /// `judged not satisfied (2 of 3 votes): the tone is flat — "quoted part"`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let verdict = if self.satisfied {
            "satisfied"
        } else {
            "not satisfied"
        };
        write!(f, "judged {verdict}")?;
        if let Some((agreeing, votes)) = self.votes {
            write!(f, " ({agreeing} of {votes} votes)")?;
        }
        if !self.reason.is_empty() {
            write!(f, ": {}", self.reason)?;
        }
        if !self.quote.is_empty() {
            write!(f, " — \"{}\"", self.quote)?;
        }
        Ok(())
    }
}

impl fmt::Display for Evidence {
    /// `found 3 commas, required no commas (first at line 2, col 14)`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if let Some(reason) = &self.reason {
            return write!(f, "undecided: {reason}");
        }
        write!(f, "found {}, required {}", self.measured(), self.required())?;
        if let Some(l) = &self.location {
            match &l.unit {
                Some(unit) => write!(f, " ({unit}, line {}, col {})", l.line, l.column)?,
                None => write!(f, " (first at line {}, col {})", l.line, l.column)?,
            }
        }
        Ok(())
    }
}

/// The JSON report's form: the shape's `kind` ("count", "property", …), `measured` and
/// `required` texts, `location`, `reason`.
impl Serialize for Evidence {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        let fields = 3 + usize::from(self.location.is_some()) + usize::from(self.reason.is_some());
        let mut s = serializer.serialize_struct("Evidence", fields)?;
        s.serialize_field("kind", self.kind.name())?;
        s.serialize_field("measured", &self.measured())?;
        s.serialize_field("required", &self.required())?;
        if let Some(location) = &self.location {
            s.serialize_field("location", location)?;
        }
        if let Some(reason) = &self.reason {
            s.serialize_field("reason", reason)?;
        }
        s.end()
    }
}
