//! The [`Spec`] itself: its [`Constraint`]s, each with a [`Check`] (catalog predicate, DSL
//! expression or judge question), the formula over their ids, and the spans of the
//! instruction no constraint explains. `Spec::validate` is where a Spec is accepted or not.

use std::collections::HashSet;

use serde::{Deserialize, Deserializer, Serialize, Serializer};

use crate::dsl::Expr;
use crate::error::SpecError;
use crate::formula::Formula;
use crate::parse::{parse_expr, parse_formula};

/// What an instruction requires: constraints and a formula over their ids.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Spec {
    /// The requirements, each with its id and check.
    pub constraints: Vec<Constraint>,
    /// `None` means the conjunction of all constraints.
    #[serde(
        default,
        skip_serializing_if = "Option::is_none",
        serialize_with = "ser_formula",
        deserialize_with = "de_formula"
    )]
    pub formula: Option<Formula>,
    /// Parts of the instruction that read like requirements but that no formulator
    /// understood. A Spec with any cannot be `sat`.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub unexplained: Vec<Unexplained>,
}

/// One requirement of the instruction. Its [`Kind`] follows from its check
/// ([`Constraint::kind`]); the JSON states it too, and a constraint whose stated kind
/// disagrees with its check is refused, by its id.
#[derive(Debug, Clone, PartialEq, Deserialize)]
#[serde(try_from = "RawConstraint")]
pub struct Constraint {
    /// The id the formula refers to (`c1`, `no_commas`, …).
    pub id: String,
    /// The requirement in words, as shown to users ("no commas").
    pub text: String,
    /// How it is decided: a predicate, a DSL expression or a judge question.
    pub check: Check,
    /// Where in the instruction it came from (byte offsets), when formulated from text.
    pub source: Option<Span>,
    /// The conversation message `source` is in (its index in the messages), when the
    /// instruction was a conversation.
    pub message: Option<usize>,
    /// A preference ("preferably under 50 words"), not a requirement: the verdict is
    /// decided without it, and its violation is a warning.
    pub soft: bool,
}

/// A constraint as written, with the `kind` the JSON states.
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawConstraint {
    id: String,
    text: String,
    kind: Kind,
    check: Check,
    #[serde(default)]
    source: Option<Span>,
    #[serde(default)]
    message: Option<usize>,
    #[serde(default)]
    soft: bool,
}

impl TryFrom<RawConstraint> for Constraint {
    type Error = SpecError;

    fn try_from(raw: RawConstraint) -> Result<Constraint, SpecError> {
        let message = match (&raw.check, raw.kind) {
            (Check::Judge { .. }, Kind::Logic) => "a judge question needs kind \"semantic\"",
            (Check::Predicate { .. } | Check::Dsl { .. }, Kind::Semantic) => {
                "a semantic constraint is checked by a judge: use {\"judge\": \"…\"}"
            }
            _ => {
                return Ok(Constraint {
                    id: raw.id,
                    text: raw.text,
                    check: raw.check,
                    source: raw.source,
                    message: raw.message,
                    soft: raw.soft,
                })
            }
        };
        Err(SpecError::Constraint {
            id: raw.id,
            message: message.into(),
        })
    }
}

/// The JSON form: `id`, `text`, `kind` (from the check), `check`, `source`, and
/// `message` and `soft` when set (so a Spec without them reads as before).
impl Serialize for Constraint {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        use serde::ser::SerializeStruct;
        let fields = 4
            + usize::from(self.source.is_some())
            + usize::from(self.message.is_some())
            + usize::from(self.soft);
        let mut s = serializer.serialize_struct("Constraint", fields)?;
        s.serialize_field("id", &self.id)?;
        s.serialize_field("text", &self.text)?;
        s.serialize_field("kind", &self.kind())?;
        s.serialize_field("check", &self.check)?;
        if let Some(source) = &self.source {
            s.serialize_field("source", source)?;
        }
        if let Some(message) = self.message {
            s.serialize_field("message", &message)?;
        }
        if self.soft {
            s.serialize_field("soft", &true)?;
        }
        s.end()
    }
}

impl Constraint {
    /// Logic or semantic, as its check is decided.
    pub fn kind(&self) -> Kind {
        self.check.kind()
    }
}

/// Who decides a constraint: code or a judge.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Kind {
    /// Decided by code.
    Logic,
    /// Decided by a judge.
    Semantic,
}

/// How a constraint is checked: exactly one of `predicate` (with `args`), `dsl` or
/// `judge`. Any other field, or two of them, is an error naming the fields: a check read
/// from part of what was written would decide on the wrong requirement.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(untagged, try_from = "RawCheck")]
pub enum Check {
    /// A catalog predicate with its arguments.
    Predicate {
        /// The catalog predicate's name (`no_comma`, `word_count`, …).
        predicate: String,
        /// Its arguments, as the catalog documents them (`null` for none).
        #[serde(default, skip_serializing_if = "serde_json::Value::is_null")]
        args: serde_json::Value,
    },
    /// A DSL expression (see `grammars/spec.pest`).
    Dsl {
        /// The expression's source, e.g. `words(body) >= 300`.
        dsl: String,
    },
    /// A yes/no question for a judge about the output.
    Judge {
        /// The statement the judge decides about the output, e.g. "The tone is formal".
        judge: String,
    },
}

impl Check {
    /// Logic for code (a predicate, a DSL expression), semantic for a judge.
    pub fn kind(&self) -> Kind {
        match self {
            Check::Predicate { .. } | Check::Dsl { .. } => Kind::Logic,
            Check::Judge { .. } => Kind::Semantic,
        }
    }
}

/// A check as written, before [`Check`] makes sure it says one thing.
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawCheck {
    predicate: Option<String>,
    args: Option<serde_json::Value>,
    dsl: Option<String>,
    judge: Option<String>,
}

impl TryFrom<RawCheck> for Check {
    type Error = String;

    fn try_from(raw: RawCheck) -> Result<Check, String> {
        let given: Vec<&str> = [
            ("predicate", raw.predicate.is_some()),
            ("dsl", raw.dsl.is_some()),
            ("judge", raw.judge.is_some()),
        ]
        .into_iter()
        .filter_map(|(name, present)| present.then_some(name))
        .collect();
        if raw.args.is_some() && raw.predicate.is_none() {
            return Err("`args` belongs to a `predicate`, and this check has none".into());
        }
        match (raw.predicate, raw.dsl, raw.judge) {
            (Some(predicate), None, None) => Ok(Check::Predicate {
                predicate,
                args: raw.args.unwrap_or(serde_json::Value::Null),
            }),
            (None, Some(dsl), None) => Ok(Check::Dsl { dsl }),
            (None, None, Some(judge)) => Ok(Check::Judge { judge }),
            (None, None, None) => Err("a check needs one of `predicate`, `dsl` or `judge`".into()),
            _ => Err(format!(
                "a check has exactly one of `predicate`, `dsl` or `judge`; this one has `{}`",
                given.join("` and `")
            )),
        }
    }
}

/// A byte range `[start, end)` of a text.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Span {
    /// The first byte.
    pub start: usize,
    /// The byte after the last.
    pub end: usize,
}

/// A requirement-like part of the instruction that no rule understood.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Unexplained {
    /// The part, as written.
    pub text: String,
    /// Where it is in the instruction (or its message).
    pub source: Span,
    /// The conversation message `source` is in, when the instruction was a conversation.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub message: Option<usize>,
}

impl Spec {
    /// Parses and validates a Spec from JSON.
    pub fn from_json(json: &str) -> Result<Spec, SpecError> {
        let spec: Spec = serde_json::from_str(json).map_err(|e| SpecError::Constraint {
            id: "<spec>".into(),
            message: format!("invalid Spec JSON: {e}"),
        })?;
        spec.validate()?;
        Ok(spec)
    }

    /// The formula to check: the stated one, or the conjunction of all constraints.
    pub fn formula(&self) -> Formula {
        self.formula
            .clone()
            .unwrap_or_else(|| Formula::conjunction(self.constraints.iter().map(|c| c.id.clone())))
    }

    /// The constraint with this id.
    pub fn constraint(&self, id: &str) -> Option<&Constraint> {
        self.constraints.iter().find(|c| c.id == id)
    }

    /// The catalog predicates the Spec checks, each with its arguments, in order.
    pub fn predicates(&self) -> impl Iterator<Item = (&str, &serde_json::Value)> {
        self.constraints.iter().filter_map(|c| match &c.check {
            Check::Predicate { predicate, args } => Some((predicate.as_str(), args)),
            _ => None,
        })
    }

    /// Checks what can be checked without the catalog: ids are unique and well formed,
    /// the formula names only known ids, DSL checks parse (that a stated kind agrees with
    /// the check is made sure of when the JSON is read). Gives the parsed DSL
    /// expressions, so no one parses them again.
    pub fn validate(&self) -> Result<DslExprs, SpecError> {
        // A Spec mostly has a few constraints, and one is validated per checked output:
        // comparing ids with the earlier ones costs less than hashing them into a set.
        let few = self.constraints.len() <= FEW_IDS;
        let mut seen = HashSet::new();
        let mut exprs = Vec::with_capacity(self.constraints.len());
        for (i, c) in self.constraints.iter().enumerate() {
            if !is_ident(&c.id) {
                return Err(SpecError::BadId(c.id.clone()));
            }
            let duplicate = if few {
                self.constraints[..i].iter().any(|d| d.id == c.id)
            } else {
                !seen.insert(c.id.as_str())
            };
            if duplicate {
                return Err(SpecError::DuplicateId(c.id.clone()));
            }
            if let Check::Dsl { dsl } = &c.check {
                let expr = parse_expr(dsl).map_err(|error| SpecError::Dsl {
                    id: c.id.clone(),
                    error,
                })?;
                exprs.push(Some(expr));
                continue;
            }
            exprs.push(None);
        }
        if let Some(f) = &self.formula {
            let known = |a: &&str| {
                if few {
                    self.constraints.iter().any(|c| c.id == *a)
                } else {
                    seen.contains(a)
                }
            };
            if let Some(unknown) = f.atoms().into_iter().find(|a| !known(a)) {
                return Err(SpecError::UnknownAtom(unknown.to_string()));
            }
        }
        Ok(DslExprs(exprs))
    }
}

/// Up to this many constraints, [`Spec::validate`] finds duplicate ids by comparing them.
const FEW_IDS: usize = 16;

/// The parsed expression of each DSL check of a validated Spec, in constraint order
/// (`None` for the other checks).
#[derive(Debug, Clone, PartialEq)]
pub struct DslExprs(pub Vec<Option<Expr>>);

fn is_ident(s: &str) -> bool {
    let mut chars = s.chars();
    matches!(chars.next(), Some(c) if c.is_ascii_alphabetic() || c == '_')
        && chars.all(|c| c.is_ascii_alphanumeric() || c == '_' || c == '.')
        && !matches!(s, "forall" | "exists" | "in" | "true" | "false")
}

fn ser_formula<S: Serializer>(f: &Option<Formula>, s: S) -> Result<S::Ok, S::Error> {
    match f {
        Some(f) => s.serialize_str(&f.to_string()),
        None => s.serialize_none(),
    }
}

fn de_formula<'de, D: Deserializer<'de>>(d: D) -> Result<Option<Formula>, D::Error> {
    let text: Option<String> = Option::deserialize(d)?;
    match text {
        None => Ok(None),
        Some(t) if t.trim().is_empty() => Ok(None),
        Some(t) => parse_formula(&t)
            .map(Some)
            .map_err(serde::de::Error::custom),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const EXAMPLE: &str = r#"{
      "constraints": [
        {"id": "c1", "text": "at least 300 words", "kind": "logic",
         "check": {"predicate": "word_count", "args": {"relation": ">=", "value": 300}}},
        {"id": "c2", "text": "short sentences", "kind": "logic",
         "check": {"dsl": "forall s in sentences(body): words(s) < 8"}},
        {"id": "c3", "text": "pessimistic tone", "kind": "semantic",
         "check": {"judge": "The response is written in a pessimistic tone."}}
      ],
      "formula": "c1 && (c2 || c3)"
    }"#;

    #[test]
    fn the_architecture_example_round_trips() {
        let spec = Spec::from_json(EXAMPLE).unwrap();
        assert!(matches!(spec.constraints[1].check, Check::Dsl { .. }));
        assert!(matches!(spec.constraints[2].check, Check::Judge { .. }));
        let json = serde_json::to_string(&spec).unwrap();
        assert_eq!(Spec::from_json(&json).unwrap(), spec);
        assert!(json.contains(r#""formula":"c1 && (c2 || c3)""#));
    }

    /// The kind is the check's, written out in the JSON; a stated kind that disagrees is
    /// refused by the constraint's id.
    #[test]
    fn the_kind_follows_from_the_check() {
        let spec = Spec::from_json(EXAMPLE).unwrap();
        let kinds: Vec<Kind> = spec.constraints.iter().map(Constraint::kind).collect();
        assert_eq!(kinds, [Kind::Logic, Kind::Logic, Kind::Semantic]);
        let json = serde_json::to_value(&spec).unwrap();
        assert_eq!(json["constraints"][2]["kind"], "semantic");
        let semantic_dsl = EXAMPLE.replacen(r#""logic""#, r#""semantic""#, 2);
        let err = Spec::from_json(&semantic_dsl).unwrap_err().to_string();
        assert!(err.contains("`c1`") && err.contains("judge"), "{err}");
    }

    #[test]
    fn a_missing_formula_is_the_conjunction() {
        let spec = Spec::from_json(
            &EXAMPLE.replace(r#""formula": "c1 && (c2 || c3)""#, r#""formula": null"#),
        )
        .unwrap();
        assert_eq!(spec.formula().to_string(), "c1 && c2 && c3");
    }

    /// Few ids are compared, many are hashed: both find the same duplicates and atoms.
    #[test]
    fn duplicate_ids_are_found_in_small_and_large_specs() {
        let spec = Spec::from_json(EXAMPLE).unwrap();
        for n in [3, FEW_IDS, FEW_IDS + 1, 3 * FEW_IDS] {
            let mut big = spec.clone();
            let extra = (4..=n).map(|i| Constraint {
                id: format!("c{i}"),
                ..spec.constraints[0].clone()
            });
            big.constraints.extend(extra);
            assert!(big.validate().is_ok(), "{n}");
            let mut dup = big.clone();
            dup.constraints[n - 1].id = "c2".into();
            assert_eq!(
                dup.validate(),
                Err(SpecError::DuplicateId("c2".into())),
                "{n}"
            );
            let mut unknown = big.clone();
            unknown.constraints[1].id = format!("c{}", n + 1);
            assert_eq!(
                unknown.validate(),
                Err(SpecError::UnknownAtom("c2".into())),
                "{n}"
            );
        }
    }

    #[test]
    fn invalid_specs_say_why() {
        let bad_atom = EXAMPLE.replace("c1 && (c2 || c3)", "c1 && c9");
        assert_eq!(
            Spec::from_json(&bad_atom).unwrap_err(),
            SpecError::UnknownAtom("c9".into())
        );
        let dup = EXAMPLE.replace(r#""id": "c2""#, r#""id": "c1""#);
        assert_eq!(
            Spec::from_json(&dup).unwrap_err(),
            SpecError::DuplicateId("c1".into())
        );
        let bad_dsl = EXAMPLE.replace("words(s) < 8", "words(s) <");
        let err = Spec::from_json(&bad_dsl).unwrap_err().to_string();
        assert!(err.contains("c2") && err.contains("column"), "{err}");
        let bad_formula = EXAMPLE.replace("c1 && (c2 || c3)", "c1 &&");
        assert!(Spec::from_json(&bad_formula)
            .unwrap_err()
            .to_string()
            .contains("column 6"));
        let logic_judge = EXAMPLE.replace(r#""semantic""#, r#""logic""#);
        let err = Spec::from_json(&logic_judge).unwrap_err().to_string();
        assert!(err.contains("judge") && err.contains("`c3`"), "{err}");
    }
}
