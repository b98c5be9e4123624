//! [`Finding`]: what decided a property of the output, as data: a fixed phrase, a counted
//! unit, the nth unit that fails and why, two neighbours out of order, … Most
//! property-shaped checks (a whole-output format, "every word …", a CSV layout) end on one
//! of these shapes; their words are made here, in `Display`, never by the checker.

use std::fmt;

use crate::evidence::Noun;

/// What a checker saw that decided a property (see
/// [`EvidenceKind::Property`](crate::EvidenceKind::Property)).
#[derive(Debug, Clone, PartialEq)]
pub enum Finding {
    /// Fixed words: "valid JSON", "no title", "an empty output".
    Phrase(&'static str),
    /// Fixed words and what an outside party said: "invalid JSON: expecting value".
    Detail { phrase: &'static str, detail: String },
    /// A labelled excerpt of the output: `ending "peace"`, `a capital letter "I"`.
    Excerpt { label: &'static str, text: String },
    /// Counted units: "9 rows", "3 sentences".
    Count { unit: Noun, got: i64 },
    /// Several counts side by side: "2 declarative sentences, 1 question".
    Counts(Vec<(Noun, i64)>),
    /// The nth unit (1-based) and what is wrong or right with it: `word 3 "cat" is not
    /// Japanese`, `row 2 has 4 fields`.
    Unit {
        unit: &'static str,
        index: usize,
        /// The unit's own text, when showing it helps.
        text: Option<String>,
        problem: &'static str,
        detail: Option<Detail>,
    },
    /// Two neighbouring items that break an order: `"b" then "b"`, `"x" before "y"`.
    Pair {
        first: String,
        relation: &'static str,
        second: String,
    },
    /// One value per unit: `sentences of [3, 4] words`.
    PerUnit {
        units: &'static str,
        values: Vec<usize>,
        measure: &'static str,
    },
}

/// What follows a unit's problem: a count ("has 4 fields"), a quoted piece of text
/// ("starts with \"x\""), a character ("does not start with 'b'").
#[derive(Debug, Clone, PartialEq)]
pub enum Detail {
    Count(Noun, i64),
    Quoted(String),
    Char(char),
}

impl fmt::Display for Finding {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Finding::Phrase(phrase) => f.write_str(phrase),
            Finding::Detail { phrase, detail } => write!(f, "{phrase}: {detail}"),
            Finding::Excerpt { label, text } => write!(f, "{label} {text:?}"),
            Finding::Count { unit, got } => f.write_str(&unit.count(*got)),
            Finding::Counts(counts) => {
                let parts: Vec<String> = counts.iter().map(|(unit, n)| unit.count(*n)).collect();
                f.write_str(&parts.join(", "))
            }
            Finding::Unit {
                unit,
                index,
                text,
                problem,
                detail,
            } => {
                write!(f, "{unit} {index}")?;
                if let Some(text) = text {
                    write!(f, " {text:?}")?;
                }
                write!(f, " {problem}")?;
                match detail {
                    Some(detail) => write!(f, " {detail}"),
                    None => Ok(()),
                }
            }
            Finding::Pair {
                first,
                relation,
                second,
            } => write!(f, "{first:?} {relation} {second:?}"),
            Finding::PerUnit {
                units,
                values,
                measure,
            } => write!(f, "{units} of {values:?} {measure}"),
        }
    }
}

impl fmt::Display for Detail {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Detail::Count(unit, n) => f.write_str(&unit.count(*n)),
            Detail::Quoted(text) => write!(f, "{text:?}"),
            Detail::Char(c) => write!(f, "{c:?}"),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_failing_unit_reads_as_its_name_text_problem_and_detail() {
        let word = Finding::Unit {
            unit: "word",
            index: 3,
            text: Some("cat".into()),
            problem: "has",
            detail: Some(Detail::Count(Noun::new("character", "characters"), 3)),
        };
        assert_eq!(word.to_string(), "word 3 \"cat\" has 3 characters");
        let pair = Finding::Pair {
            first: "b".into(),
            relation: "then",
            second: "bee".into(),
        };
        assert_eq!(pair.to_string(), "\"b\" then \"bee\"");
    }
}
