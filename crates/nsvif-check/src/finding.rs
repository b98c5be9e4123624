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
    Explained { phrase: &'static str, why: String },
    /// A labelled excerpt of the output: `ending "peace"`, `a capital letter "I"`.
    Excerpt { label: &'static str, text: String },
    /// Fixed words around one value: "a difference after 8 repeated characters", "no P.S.
    /// marker" (`after` may be empty).
    Around {
        before: &'static str,
        value: Detail,
        after: &'static str,
    },
    /// Counted units: "9 rows", "3 sentences".
    Count { unit: Noun, got: i64 },
    /// Several findings side by side: "2 declarative sentences, 1 question".
    Several(Vec<Finding>),
    /// The nth unit (1-based) is not there, and how many there are: "no paragraph 4 (2
    /// paragraphs)".
    NoNth {
        unit: Noun,
        index: usize,
        count: i64,
    },
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
        values: Vec<i64>,
        measure: &'static str,
    },
}

/// A value inside a finding's words: a count ("has 4 fields"), a quoted piece of text
/// ("starts with \"x\""), a character ("does not start with 'b'"), a name as it is
/// ("P.S."), a number ("separator 2").
#[derive(Debug, Clone, PartialEq)]
pub enum Detail {
    Count(Noun, i64),
    Quoted(String),
    Char(char),
    Plain(String),
    Number(i64),
}

impl Finding {
    /// Counts side by side: "5 words, 3 lines".
    pub fn counts(counts: Vec<(Noun, i64)>) -> Finding {
        Finding::Several(
            counts
                .into_iter()
                .map(|(unit, got)| Finding::Count { unit, got })
                .collect(),
        )
    }
}

impl fmt::Display for Finding {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Finding::Phrase(phrase) => f.write_str(phrase),
            Finding::Explained { phrase, why } => write!(f, "{phrase}: {why}"),
            Finding::Excerpt { label, text } => write!(f, "{label} {text:?}"),
            Finding::Around {
                before,
                value,
                after,
            } => {
                write!(f, "{before} {value}")?;
                match after {
                    &"" => Ok(()),
                    after => write!(f, " {after}"),
                }
            }
            Finding::Count { unit, got } => f.write_str(&unit.count(*got)),
            Finding::Several(findings) => {
                let parts: Vec<String> = findings.iter().map(Finding::to_string).collect();
                f.write_str(&parts.join(", "))
            }
            Finding::NoNth { unit, index, count } => {
                write!(f, "no {} {index} ({})", unit.one, unit.count(*count))
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
            Detail::Plain(text) => f.write_str(text),
            Detail::Number(n) => write!(f, "{n}"),
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
