//! [`Relation`]: how a measured count compares with the required one, and [`Bound`], a
//! relation to a value on a named measure. Both are Spec data: predicates state them,
//! evidence carries them and the solver compares them, so they live here rather than in
//! `nsvif-check` (nsvif-solve needs them without the checkers).

use std::fmt;

use serde::{Deserialize, Deserializer, Serialize, Serializer};

/// `measure relation value`, e.g. `words >= 300`. Two bounds with the same `measure`
/// count the same thing the same way.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Bound {
    /// What is counted (`words`, `sentences`, …).
    pub measure: String,
    /// How the count compares with `value`.
    pub relation: Relation,
    /// The required number.
    pub value: i64,
}

/// A comparison between a measured value and a required one.
///
/// Deserializes from symbols (`<`, `<=`, `==`, `!=`, `>=`, `>`) and from IFEval's words
/// (`less than`, `at least`) and a few natural ones (`at most`, `exactly`, `more than`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Relation {
    /// `<`: fewer than.
    Lt,
    /// `<=`: at most.
    Le,
    /// `==`: exactly.
    Eq,
    /// `!=`: other than.
    Ne,
    /// `>=`: at least.
    Ge,
    /// `>`: more than.
    Gt,
}

impl Relation {
    /// Whether `measured relation required` is true.
    pub fn holds(self, measured: i64, required: i64) -> bool {
        match self {
            Relation::Lt => measured < required,
            Relation::Le => measured <= required,
            Relation::Eq => measured == required,
            Relation::Ne => measured != required,
            Relation::Ge => measured >= required,
            Relation::Gt => measured > required,
        }
    }

    /// The relation's symbol (`<`, `<=`, `==`, `!=`, `>=`, `>`).
    pub fn symbol(self) -> &'static str {
        match self {
            Relation::Lt => "<",
            Relation::Le => "<=",
            Relation::Eq => "==",
            Relation::Ne => "!=",
            Relation::Ge => ">=",
            Relation::Gt => ">",
        }
    }

    /// Words for messages: "at least", "fewer than", …
    pub fn words(self) -> &'static str {
        match self {
            Relation::Lt => "fewer than",
            Relation::Le => "at most",
            Relation::Eq => "exactly",
            Relation::Ne => "other than",
            Relation::Ge => "at least",
            Relation::Gt => "more than",
        }
    }

    /// A symbol or IFEval-style words (`at least`, `less than`, …); `None` for anything else.
    pub fn parse(s: &str) -> Option<Relation> {
        Some(match s.trim().to_ascii_lowercase().as_str() {
            "<" | "less than" | "fewer than" => Relation::Lt,
            "<=" | "at most" | "no more than" => Relation::Le,
            "==" | "=" | "exactly" => Relation::Eq,
            "!=" => Relation::Ne,
            ">=" | "at least" => Relation::Ge,
            ">" | "more than" => Relation::Gt,
            _ => return None,
        })
    }

    /// "at least 300 words".
    pub fn describe(self, value: i64, unit: &str) -> String {
        format!("{} {value} {unit}", self.words())
    }

    /// The largest count an upper bound allows (`< 3` allows 2), `None` for lower bounds
    /// and `!=`: evidence then points at the first unit past it.
    pub fn max_allowed(self, value: i64) -> Option<i64> {
        match self {
            Relation::Lt => Some(value - 1),
            Relation::Le | Relation::Eq => Some(value),
            Relation::Ne | Relation::Ge | Relation::Gt => None,
        }
    }

    /// Where `count` units break an upper bound, the index of the first unit past it
    /// (`< 3` over 5 units: 2), for the evidence to point at; `None` otherwise.
    pub fn first_past(self, value: i64, count: i64) -> Option<usize> {
        let allowed = self.max_allowed(value)?;
        (count > allowed).then(|| allowed.max(0) as usize)
    }
}

impl fmt::Display for Relation {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.symbol())
    }
}

impl Serialize for Relation {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(self.symbol())
    }
}

impl<'de> Deserialize<'de> for Relation {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        let s = String::deserialize(d)?;
        Relation::parse(&s).ok_or_else(|| {
            serde::de::Error::custom(format!(
                "unknown relation `{s}` (use <, <=, ==, !=, >=, > or \"at least\"/\"less than\")"
            ))
        })
    }
}

/// The six symbols: the canonical spelling a Spec writer (an LLM) is asked for; the words
/// [`Relation::parse`] also reads are for IFEval's arguments.
impl schemars::JsonSchema for Relation {
    fn schema_name() -> std::borrow::Cow<'static, str> {
        "Relation".into()
    }

    fn json_schema(_: &mut schemars::SchemaGenerator) -> schemars::Schema {
        use Relation::*;
        let symbols: Vec<&str> = [Lt, Le, Eq, Ne, Ge, Gt].map(Relation::symbol).to_vec();
        schemars::json_schema!({"enum": symbols})
    }
}

#[cfg(test)]
mod tests {
    use super::Relation;

    #[test]
    fn the_first_unit_past_an_upper_bound() {
        assert_eq!(Relation::Lt.first_past(3, 5), Some(2));
        assert_eq!(Relation::Le.first_past(3, 5), Some(3));
        assert_eq!(Relation::Eq.first_past(3, 4), Some(3));
        assert_eq!(Relation::Le.first_past(3, 3), None);
        assert_eq!(Relation::Lt.first_past(0, 2), Some(0));
        assert_eq!(Relation::Ge.first_past(3, 9), None);
        assert_eq!(Relation::Ne.first_past(3, 9), None);
    }
}
