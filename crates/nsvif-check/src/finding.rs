//! [`Finding`]: what decided a property of the output, as data: a fixed phrase, a counted
//! unit, the nth unit that fails and why, two neighbours out of order, … Most
//! property-shaped checks (a whole-output format, "every word …", a CSV layout) end on one
//! of these shapes; their words are made here, in `Display`, never by the checker.

use std::fmt;

use nsvif_spec::quote::short;

use crate::evidence::{quoted, Noun};

/// What a checker saw that decided a property (see
/// [`EvidenceKind::Property`](crate::EvidenceKind::Property)).
#[derive(Debug, Clone, PartialEq)]
pub enum Finding {
    /// Fixed words: "valid JSON", "no title", "an empty output".
    Phrase(&'static str),
    /// Fixed words and what an outside party said: "invalid JSON: expecting value".
    Explained {
        /// The fixed words.
        phrase: &'static str,
        /// What the outside party said.
        why: String,
    },
    /// A labelled excerpt of the output: `ending "peace"`, `a capital letter "I"`.
    Excerpt {
        /// What the excerpt is (`ending`).
        label: &'static str,
        /// The excerpt.
        text: String,
    },
    /// Labelled pieces of the output, in order: `numbers "14, 21"`.
    Pieces {
        /// What the pieces are (`numbers`).
        label: &'static str,
        /// The pieces, in output order.
        pieces: Vec<String>,
    },
    /// Fixed words around one value: "a difference after 8 repeated characters", "no P.S.
    /// marker" (`after` may be empty).
    Around {
        /// The words before the value.
        before: &'static str,
        /// The value.
        value: Detail,
        /// The words after it.
        after: &'static str,
    },
    /// Counted units: "9 rows", "3 sentences".
    Count {
        /// The unit counted.
        unit: Noun,
        /// How many there are.
        got: i64,
    },
    /// Several findings side by side: "2 declarative sentences, 1 question".
    Several(Vec<Finding>),
    /// The nth unit (1-based) is not there, and how many there are: "no paragraph 4 (2
    /// paragraphs)".
    NoNth {
        /// The unit.
        unit: Noun,
        /// The 1-based index asked for.
        index: usize,
        /// How many units there are.
        count: i64,
    },
    /// The nth unit (1-based) and what is wrong or right with it: `word 3 "cat" is not
    /// Japanese`, `row 2 has 4 fields`.
    Unit {
        /// The unit's name (`word`, `row`).
        unit: &'static str,
        /// Its 1-based index.
        index: usize,
        /// The unit's own text, when showing it helps.
        text: Option<String>,
        /// What is wrong or right with it (`is not Japanese`).
        problem: &'static str,
        /// A value that goes with the problem (`4 fields`).
        detail: Option<Detail>,
    },
    /// Two neighbouring items that break an order: `"b" then "b"`, `"x" before "y"`.
    Pair {
        /// The first item.
        first: String,
        /// How they stand (`then`, `before`).
        relation: &'static str,
        /// The second item.
        second: String,
    },
    /// One value per unit: `sentences of [3, 4] words`.
    PerUnit {
        /// The units' plural (`sentences`).
        units: &'static str,
        /// One value per unit, in order.
        values: Vec<i64>,
        /// What was measured of each (`words`).
        measure: &'static str,
    },
    /// Counted units and the first few of them: `2 words in capitals ("NASA", "I")`; past
    /// [`SAMPLE_SHOWN`] items an ellipsis follows.
    Sample {
        /// The unit counted.
        unit: Noun,
        /// How many there are.
        got: i64,
        /// The first few, as written.
        first: Vec<String>,
    },
    /// An item and how often it occurs: `"the" 5 times`.
    Repeated {
        /// The item.
        item: String,
        /// How often it occurs.
        times: i64,
    },
    /// Some units of a whole, and their share: `3 stop words in 10 words (30.0%)`.
    Share {
        /// The part's units (`stop words`).
        part: &'static str,
        /// How many of them.
        got: usize,
        /// The whole's units (`words`).
        whole: &'static str,
        /// How many of those.
        of: usize,
    },
    /// A measured percentage: `12.5% overlap`.
    Percent {
        /// The percentage, 0 to 100.
        percent: f64,
        /// What it is a percentage of (`overlap`).
        of: &'static str,
    },
}

/// How many items a [`Finding::Sample`] shows.
pub const SAMPLE_SHOWN: usize = 5;

/// A value inside a finding's words: a count ("has 4 fields"), a quoted piece of text
/// ("starts with \"x\""), a character ("does not start with 'b'"), a name as it is
/// ("P.S."), a number ("separator 2").
#[derive(Debug, Clone, PartialEq)]
pub enum Detail {
    /// A count of units: `4 fields`.
    Count(Noun, i64),
    /// A piece of text, shown quoted.
    Quoted(String),
    /// A character, shown quoted.
    Char(char),
    /// A name, shown as it is: `P.S.`.
    Plain(String),
    /// A number.
    Number(i64),
    /// A percentage as given: `30%`, `12.5%`.
    Percent(f64),
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
            Finding::Excerpt { label, text } => write!(f, "{label} {:?}", short(text)),
            Finding::Pieces { label, pieces } => {
                write!(f, "{label} {:?}", short(&pieces.join(", ")))
            }
            Finding::Around {
                before,
                value,
                after,
            } => write_around(f, before, value, after),
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
                    write!(f, " {:?}", short(text))?;
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
            } => write!(f, "{:?} {relation} {:?}", short(first), short(second)),
            Finding::PerUnit {
                units,
                values,
                measure,
            } => write!(f, "{units} of {values:?} {measure}"),
            Finding::Sample { unit, got, first } => {
                f.write_str(&unit.count(*got))?;
                if first.is_empty() {
                    return Ok(());
                }
                write!(f, " ({}", quoted(first))?;
                if *got > first.len() as i64 {
                    f.write_str(", …")?;
                }
                f.write_str(")")
            }
            Finding::Repeated { item, times } => write!(f, "{:?} {times} times", short(item)),
            Finding::Share {
                part,
                got,
                whole,
                of,
            } => {
                let percent = (*got as f64 / *of as f64) * 100.0;
                write!(f, "{got} {part} in {of} {whole} ({percent:.1}%)")
            }
            Finding::Percent { percent, of } => write!(f, "{percent:.1}% {of}"),
        }
    }
}

/// `before value after`, leaving out an empty `before` or `after`.
pub(crate) fn write_around(
    f: &mut fmt::Formatter<'_>,
    before: &str,
    value: &Detail,
    after: &str,
) -> fmt::Result {
    if !before.is_empty() {
        write!(f, "{before} ")?;
    }
    write!(f, "{value}")?;
    if !after.is_empty() {
        write!(f, " {after}")?;
    }
    Ok(())
}

impl fmt::Display for Detail {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Detail::Count(unit, n) => f.write_str(&unit.count(*n)),
            Detail::Quoted(text) => write!(f, "{:?}", short(text)),
            Detail::Char(c) => write!(f, "{c:?}"),
            Detail::Plain(text) => f.write_str(&short(text)),
            Detail::Number(n) => write!(f, "{n}"),
            Detail::Percent(p) => write!(f, "{p}%"),
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

    /// The shapes that were once checkers' own words read as those words did.
    #[test]
    fn measured_shapes_read_as_the_checkers_once_wrote_them() {
        let sample = Finding::Sample {
            unit: Noun::new("word in capitals", "words in capitals"),
            got: 6,
            first: ["A", "B", "C", "D", "E"].map(String::from).to_vec(),
        };
        assert_eq!(
            sample.to_string(),
            "6 words in capitals (\"A\", \"B\", \"C\", \"D\", \"E\", …)"
        );
        let repeated = Finding::Repeated {
            item: "the".into(),
            times: 5,
        };
        assert_eq!(repeated.to_string(), "\"the\" 5 times");
        let share = Finding::Share {
            part: "stop words",
            got: 1,
            whole: "words",
            of: 3,
        };
        assert_eq!(share.to_string(), "1 stop words in 3 words (33.3%)");
        let percent = Finding::Percent {
            percent: 12.25,
            of: "overlap",
        };
        assert_eq!(percent.to_string(), "12.2% overlap");
    }
}
