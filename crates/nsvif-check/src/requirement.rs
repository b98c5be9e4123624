//! [`Requirement`]: what a constraint asks for, as data (a relation and a limit over a
//! unit, the expected item and where, fixed words around a value). Checkers build one from
//! their parameters; the words for people are made here, in `Display`, which the JSON
//! report's `required` text and `nsvif`'s feedback both use.

use std::borrow::Cow;
use std::fmt;

use nsvif_spec::quote::short;
use nsvif_spec::{Expr, Relation};

use crate::finding::{write_around, Detail};
use crate::nlp::lang;

/// What a constraint requires of the output.
#[derive(Debug, Clone, PartialEq)]
pub enum Requirement {
    /// Fixed words: "the whole output as JSON".
    Phrase(&'static str),
    /// Fixed words around one value: "no word more than 3 times", "at most 30% stop words",
    /// "a postscript starting with P.S." (`before` or `after` may be empty).
    Around {
        /// The words before the value.
        before: &'static str,
        /// The value.
        value: Detail,
        /// The words after it.
        after: &'static str,
    },
    /// A count of units: "at least 3 words in capitals" (`units` is the plural noun).
    Count {
        /// How the count must compare with `limit`.
        relation: Relation,
        /// The required number.
        limit: i64,
        /// The units' plural noun.
        units: Cow<'static, str>,
    },
    /// A count within bounds, both included: "between 100 and 200 words".
    Between {
        /// The least allowed.
        low: i64,
        /// The most allowed.
        high: i64,
        /// The units' plural noun.
        units: &'static str,
    },
    /// One of the listed items: `one of "yes", "no"`.
    OneOf(Vec<String>),
    /// An item at a place: `"cat" in sentence 3`, `"cat" as word 2 of sentence 3` (each
    /// step of the place is fixed words and a number).
    At {
        /// The item required.
        item: String,
        /// Its place, outermost first: fixed words and a number per step.
        place: Vec<(&'static str, i64)>,
    },
    /// The nth unit (of how many, when that is fixed) starts with a word: `paragraph 2 of 4
    /// starting with "Summary"`.
    NthStarts {
        /// The unit's name (`paragraph`).
        unit: &'static str,
        /// Its 1-based index.
        index: i64,
        /// How many units there must be, when that is fixed.
        of: Option<i64>,
        /// The word it must start with.
        word: String,
    },
    /// The output in the language with this code: "language German".
    Language(String),
    /// Several requirements at once: "all capital letters, language de (German)".
    All(Vec<Requirement>),
    /// A DSL expression: `words(all) <= 50`.
    Expr(Expr),
    /// A statement in the instruction's own words (a judge's question).
    Statement(String),
}

impl From<&'static str> for Requirement {
    fn from(phrase: &'static str) -> Requirement {
        Requirement::Phrase(phrase)
    }
}

impl fmt::Display for Requirement {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Requirement::Phrase(phrase) => f.write_str(phrase),
            Requirement::Around {
                before,
                value,
                after,
            } => write_around(f, before, value, after),
            Requirement::Count {
                relation,
                limit,
                units,
            } => f.write_str(&relation.describe(*limit, units)),
            Requirement::Between { low, high, units } => {
                write!(f, "between {low} and {high} {units}")
            }
            Requirement::OneOf(items) => {
                f.write_str("one of ")?;
                write_quoted(f, items)
            }
            Requirement::At { item, place } => {
                write!(f, "{:?}", short(item))?;
                for (words, n) in place {
                    write!(f, " {words} {n}")?;
                }
                Ok(())
            }
            Requirement::NthStarts {
                unit,
                index,
                of,
                word,
            } => {
                write!(f, "{unit} {index}")?;
                if let Some(of) = of {
                    write!(f, " of {of}")?;
                }
                write!(f, " starting with \"{}\"", short(word))
            }
            Requirement::Language(code) => write!(f, "language {}", lang::describe(code)),
            Requirement::All(parts) => {
                for (i, part) in parts.iter().enumerate() {
                    if i > 0 {
                        f.write_str(", ")?;
                    }
                    write!(f, "{part}")?;
                }
                Ok(())
            }
            Requirement::Expr(expr) => f.write_str(&short(&expr.to_string())),
            Requirement::Statement(statement) => f.write_str(&short(statement)),
        }
    }
}

/// `"a", "b"` (each item as a Rust string literal).
fn write_quoted(f: &mut fmt::Formatter<'_>, items: &[String]) -> fmt::Result {
    for (i, item) in items.iter().enumerate() {
        if i > 0 {
            f.write_str(", ")?;
        }
        write!(f, "{:?}", short(item))?;
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_requirement_reads_as_its_data_in_words() {
        let around = Requirement::Around {
            before: "",
            value: Detail::Number(2),
            after: "more words in each sentence",
        };
        assert_eq!(around.to_string(), "2 more words in each sentence");
        let at = Requirement::At {
            item: "cat".into(),
            place: vec![("as word", 2), ("of sentence", 3)],
        };
        assert_eq!(at.to_string(), "\"cat\" as word 2 of sentence 3");
        let case = Requirement::All(vec![
            Requirement::Phrase("all capital letters"),
            Requirement::Language("de".into()),
        ]);
        assert_eq!(
            case.to_string(),
            "all capital letters, language de (German)"
        );
        let options = Requirement::OneOf(vec!["yes".into(), "no".into()]);
        assert_eq!(options.to_string(), "one of \"yes\", \"no\"");
    }
}
