//! Adjudicated constraint lists: corrections to a benchmark's official constraint lists,
//! for scoring formulation only.
//!
//! A benchmark's lists are not always what its instructions state: IFEval leaves out
//! requirements a prompt states ("Use less than 100 words", not listed) and a few lists
//! contradict their prompt. Scored against the official lists alone, a formulator that
//! reads such a requirement looks wrong, and one that ignores it (a silent `sat` on an
//! output that breaks it) looks right. So `nsvif bench --adjudications FILE` also scores
//! the formulation against *adjudicated* lists (the official list of each record with the
//! file's correction applied), and reports the raw figure unchanged beside it.
//!
//! The file is JSON Lines, one correction per corrected record:
//!
//! ```json
//! {"id": "ifeval-2602", "quote": "Use less than 100 words",
//!  "add": [{"id": "length_constraints:number_words", "kwargs": {"relation": "less than", "num_words": 100}}],
//!  "why": "a stated word limit the list leaves out"}
//! ```
//!
//! - `id`: the record's `id` in the bench file;
//! - `quote`: a passage of the record's instruction, verbatim (whitespace runs compare as
//!   one space), that justifies the correction; it is checked against the instruction;
//! - `add`: constraints the instruction states and the list leaves out, in the records'
//!   own shape (IFEval id and kwargs); each must name a known IFEval instruction with
//!   valid arguments, and not be listed already;
//! - `remove`: list entries the instruction contradicts, each exactly as listed (id and
//!   kwargs; null kwargs are ignored), one entry per occurrence removed;
//! - `why`: the reasoning, short enough to verify in seconds.
//!
//! Nothing is ignored silently: a malformed line, an unknown field, an empty `why` or
//! `quote`, a second correction for the same record, a `quote` the instruction does not
//! contain, a `remove` entry the list does not hold and a correction whose record is not
//! in the bench file are all errors ([`AdjudicationError`]), each naming its line.
//! Corrections never touch verdict labels.

use std::collections::HashMap;
use std::fmt;
use std::io::BufRead;

use nsvif_check::{ifbench, CheckError};
use serde::{Deserialize, Serialize};
use serde_json::{Map, Value};

/// One constraint as the records list it: an IFEval instruction id and its kwargs.
#[derive(Debug, Clone, PartialEq, Deserialize, Serialize)]
#[serde(deny_unknown_fields)]
pub struct ListedConstraint {
    pub id: String,
    #[serde(default)]
    pub kwargs: Value,
}

impl ListedConstraint {
    /// Whether `self` is the listed constraint `(id, kwargs)`: the same id and the same
    /// kwargs, null values ignored (IFEval's files spell unused kwargs as `null`).
    pub fn is(&self, id: &str, kwargs: &Value) -> bool {
        self.id == id && without_nulls(&self.kwargs) == without_nulls(kwargs)
    }
}

impl fmt::Display for ListedConstraint {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{} {}",
            self.id,
            Value::Object(without_nulls(&self.kwargs))
        )
    }
}

fn without_nulls(kwargs: &Value) -> Map<String, Value> {
    match kwargs {
        Value::Object(m) => m
            .iter()
            .filter(|(_, v)| !v.is_null())
            .map(|(k, v)| (k.clone(), v.clone()))
            .collect(),
        _ => Map::new(),
    }
}

/// One line of the corrections file, as written.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
struct CorrectionLine {
    id: String,
    quote: String,
    #[serde(default)]
    add: Vec<ListedConstraint>,
    #[serde(default)]
    remove: Vec<ListedConstraint>,
    why: String,
}

/// The correction of one record's constraint list.
#[derive(Debug, Clone, PartialEq)]
pub struct Correction {
    /// Line of the corrections file (1-based).
    pub line: usize,
    /// The record's `id`.
    pub record: String,
    /// The passage of the instruction that justifies the correction.
    pub quote: String,
    pub add: Vec<ListedConstraint>,
    pub remove: Vec<ListedConstraint>,
    pub why: String,
}

/// Why a corrections file cannot be read or applied. Every variant names the line of the
/// corrections file it is about.
#[derive(Debug, thiserror::Error)]
pub enum AdjudicationError {
    #[error("line {line}: cannot read the line: {source}")]
    Read {
        line: usize,
        #[source]
        source: std::io::Error,
    },
    #[error("line {line}: malformed correction: {source} (expected {{\"id\", \"quote\", \"add\", \"remove\", \"why\"}})")]
    Malformed {
        line: usize,
        #[source]
        source: serde_json::Error,
    },
    #[error("line {line}: correction of `{record}`: `{field}` is empty")]
    Empty {
        line: usize,
        record: String,
        field: &'static str,
    },
    #[error("line {line}: correction of `{record}` neither adds nor removes a constraint")]
    NoChange { line: usize, record: String },
    #[error("line {line}: a second correction of `{record}` (the first is on line {first}); put all of a record's changes on one line")]
    Duplicate {
        line: usize,
        first: usize,
        record: String,
    },
    #[error("line {line}: correction of `{record}`: cannot add `{constraint}`: {source}")]
    BadAdd {
        line: usize,
        record: String,
        constraint: String,
        #[source]
        source: Box<CheckError>,
    },
    #[error(
        "line {line}: correction of `{record}`: adds `{constraint}`, which the list already holds"
    )]
    AlreadyListed {
        line: usize,
        record: String,
        constraint: String,
    },
    #[error("line {line}: correction of `{record}`: removes `{constraint}`, which the list does not hold (give its id and kwargs exactly as listed)")]
    NotListed {
        line: usize,
        record: String,
        constraint: String,
    },
    #[error(
        "line {line}: correction of `{record}`: the quote {quote:?} is not in the instruction"
    )]
    QuoteNotInInstruction {
        line: usize,
        record: String,
        quote: String,
    },
    #[error("line {line}: correction of `{record}`: the record has no `constraints` to correct")]
    NoConstraints { line: usize, record: String },
    #[error("line {line}: no record `{record}` in the bench file")]
    UnknownRecord { line: usize, record: String },
}

impl AdjudicationError {
    /// The line of the corrections file the error is about.
    pub fn line(&self) -> usize {
        match self {
            AdjudicationError::Read { line, .. }
            | AdjudicationError::Malformed { line, .. }
            | AdjudicationError::Empty { line, .. }
            | AdjudicationError::NoChange { line, .. }
            | AdjudicationError::Duplicate { line, .. }
            | AdjudicationError::BadAdd { line, .. }
            | AdjudicationError::AlreadyListed { line, .. }
            | AdjudicationError::NotListed { line, .. }
            | AdjudicationError::QuoteNotInInstruction { line, .. }
            | AdjudicationError::NoConstraints { line, .. }
            | AdjudicationError::UnknownRecord { line, .. } => *line,
        }
    }
}

/// Several [`AdjudicationError`]s, one per line.
#[derive(Debug, thiserror::Error)]
pub struct AdjudicationErrors(pub Vec<AdjudicationError>);

impl fmt::Display for AdjudicationErrors {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let n = self.0.len();
        write!(
            f,
            "{n} error{} in the corrections",
            if n == 1 { "" } else { "s" }
        )?;
        for e in &self.0 {
            write!(f, "\n  {e}")?;
        }
        Ok(())
    }
}

/// A corrections file: at most one [`Correction`] per record.
#[derive(Debug, Clone, Default)]
pub struct Adjudications {
    corrections: Vec<Correction>,
    by_record: HashMap<String, usize>,
}

impl Adjudications {
    /// Reads a corrections file (JSON Lines; blank lines are skipped) and checks each line
    /// on its own: its shape, a non-empty `quote` and `why`, at least one change, added
    /// constraints that compile, one line per record. What needs the record (the quote,
    /// the removed entries) is checked by [`Correction::apply`].
    pub fn read(input: impl BufRead) -> Result<Adjudications, AdjudicationErrors> {
        let mut adjudications = Adjudications::default();
        let mut errors = Vec::new();
        for (i, text) in input.lines().enumerate() {
            let line = i + 1;
            let text = match text {
                Ok(t) => t,
                Err(source) => {
                    errors.push(AdjudicationError::Read { line, source });
                    break;
                }
            };
            if text.trim().is_empty() {
                continue;
            }
            match Correction::parse(line, &text) {
                Err(e) => errors.push(e),
                Ok(c) => match adjudications.by_record.get(&c.record) {
                    Some(&first) => errors.push(AdjudicationError::Duplicate {
                        line,
                        first: adjudications.corrections[first].line,
                        record: c.record,
                    }),
                    None => {
                        adjudications
                            .by_record
                            .insert(c.record.clone(), adjudications.corrections.len());
                        adjudications.corrections.push(c);
                    }
                },
            }
        }
        if errors.is_empty() {
            Ok(adjudications)
        } else {
            Err(AdjudicationErrors(errors))
        }
    }

    /// The correction of the record with this `id`, if any.
    pub fn get(&self, record: &str) -> Option<&Correction> {
        self.by_record.get(record).map(|&i| &self.corrections[i])
    }

    /// Every correction, in the file's order.
    pub fn corrections(&self) -> &[Correction] {
        &self.corrections
    }

    pub fn len(&self) -> usize {
        self.corrections.len()
    }

    pub fn is_empty(&self) -> bool {
        self.corrections.is_empty()
    }
}

impl Correction {
    fn parse(line: usize, text: &str) -> Result<Correction, AdjudicationError> {
        let c: CorrectionLine = serde_json::from_str(text)
            .map_err(|source| AdjudicationError::Malformed { line, source })?;
        for (field, value) in [("id", &c.id), ("quote", &c.quote), ("why", &c.why)] {
            if value.trim().is_empty() {
                return Err(AdjudicationError::Empty {
                    line,
                    record: c.id.clone(),
                    field,
                });
            }
        }
        if c.add.is_empty() && c.remove.is_empty() {
            return Err(AdjudicationError::NoChange { line, record: c.id });
        }
        for added in &c.add {
            // The instruction is only needed by `combination:repeat_prompt` without its
            // `prompt_to_repeat`; any text compiles there.
            let checked = ifbench::to_check(&added.id, &added.kwargs, "").and_then(|(p, args)| {
                nsvif_check::compile(p, &args, &nsvif_check::Options::default()).map(|_| ())
            });
            if let Err(source) = checked {
                return Err(AdjudicationError::BadAdd {
                    line,
                    record: c.id,
                    constraint: added.to_string(),
                    source: Box::new(source),
                });
            }
        }
        Ok(Correction {
            line,
            record: c.id,
            quote: c.quote,
            add: c.add,
            remove: c.remove,
            why: c.why,
        })
    }

    /// The record's list with this correction applied: the `remove` entries taken out
    /// (one occurrence each), then the `add` entries appended. Errors when the quote is
    /// not in `instruction`, a removed entry is not listed or an added one already is.
    pub fn apply(
        &self,
        instruction: &str,
        listed: &[(&str, &Value)],
    ) -> Result<Vec<ListedConstraint>, AdjudicationError> {
        if !collapse_whitespace(instruction).contains(&collapse_whitespace(&self.quote)) {
            return Err(AdjudicationError::QuoteNotInInstruction {
                line: self.line,
                record: self.record.clone(),
                quote: self.quote.clone(),
            });
        }
        let mut list: Vec<ListedConstraint> = listed
            .iter()
            .map(|(id, kwargs)| ListedConstraint {
                id: id.to_string(),
                kwargs: (*kwargs).clone(),
            })
            .collect();
        for removed in &self.remove {
            match list.iter().position(|c| removed.is(&c.id, &c.kwargs)) {
                Some(i) => {
                    list.remove(i);
                }
                None => {
                    return Err(AdjudicationError::NotListed {
                        line: self.line,
                        record: self.record.clone(),
                        constraint: removed.to_string(),
                    })
                }
            }
        }
        for added in &self.add {
            if list.iter().any(|c| added.is(&c.id, &c.kwargs)) {
                return Err(AdjudicationError::AlreadyListed {
                    line: self.line,
                    record: self.record.clone(),
                    constraint: added.to_string(),
                });
            }
            list.push(added.clone());
        }
        Ok(list)
    }
}

fn collapse_whitespace(s: &str) -> String {
    s.split_whitespace().collect::<Vec<_>>().join(" ")
}

#[cfg(test)]
mod tests {
    use serde_json::json;

    use super::*;

    fn read(text: &str) -> Result<Adjudications, AdjudicationErrors> {
        Adjudications::read(text.as_bytes())
    }

    fn error_of(text: &str) -> String {
        read(text).expect_err("an error").to_string()
    }

    const INSTRUCTION: &str = "Write a story.\nUse less than   100 words. Answer in all caps.";

    #[test]
    fn applies_removals_then_additions() {
        let a = read(concat!(
            r#"{"id": "r1", "quote": "Use less than 100 words", "why": "stated, not listed", "#,
            r#""add": [{"id": "length_constraints:number_words", "kwargs": {"relation": "less than", "num_words": 100}}], "#,
            r#""remove": [{"id": "change_case:english_lowercase", "kwargs": {"num_words": null}}]}"#,
            "\n\n",
        ))
        .expect("valid");
        assert_eq!(a.len(), 1);
        assert!(a.get("r2").is_none());
        let c = a.get("r1").expect("r1");
        assert_eq!(c.line, 1);
        let caps = json!({});
        let lower = json!({});
        let listed = [
            ("change_case:english_capital", &caps),
            ("change_case:english_lowercase", &lower),
        ];
        let list = c.apply(INSTRUCTION, &listed).expect("applies");
        let ids: Vec<&str> = list.iter().map(|c| c.id.as_str()).collect();
        assert_eq!(
            ids,
            [
                "change_case:english_capital",
                "length_constraints:number_words"
            ]
        );
        assert_eq!(list[1].kwargs["num_words"], 100);
    }

    #[test]
    fn removes_one_occurrence_of_a_duplicate() {
        let a = read(
            r#"{"id": "r1", "quote": "all caps", "why": "listed twice", "remove": [{"id": "startend:quotation"}]}"#,
        )
        .expect("valid");
        let none = json!({});
        let null = Value::Null;
        let listed = [("startend:quotation", &none), ("startend:quotation", &null)];
        let list = a.get("r1").unwrap().apply(INSTRUCTION, &listed).unwrap();
        assert_eq!(list.len(), 1);
    }

    #[test]
    fn a_removal_the_list_does_not_hold_is_an_error() {
        let a = read(concat!(
            "\n",
            r#"{"id": "r1", "quote": "Use less than 100 words", "why": "w", "remove": [{"id": "length_constraints:number_words", "kwargs": {"relation": "less than", "num_words": 99}}]}"#
        ))
        .unwrap();
        let listed_kwargs = json!({"relation": "less than", "num_words": 100});
        let e = a
            .get("r1")
            .unwrap()
            .apply(
                INSTRUCTION,
                &[("length_constraints:number_words", &listed_kwargs)],
            )
            .expect_err("99 is not listed");
        let text = e.to_string();
        assert!(
            text.starts_with("line 2: correction of `r1`: removes"),
            "{text}"
        );
        assert!(text.contains("\"num_words\":99"), "{text}");
    }

    #[test]
    fn adding_a_listed_constraint_is_an_error() {
        let a = read(
            r#"{"id": "r1", "quote": "all caps", "why": "w", "add": [{"id": "change_case:english_capital"}]}"#,
        )
        .unwrap();
        let none = json!({});
        let e = a
            .get("r1")
            .unwrap()
            .apply(INSTRUCTION, &[("change_case:english_capital", &none)])
            .expect_err("already listed");
        assert!(matches!(
            e,
            AdjudicationError::AlreadyListed { line: 1, .. }
        ));
    }

    #[test]
    fn the_quote_must_be_in_the_instruction() {
        let a = read(
            r#"{"id": "r1", "quote": "Use less than 200 words", "why": "w", "add": [{"id": "change_case:english_capital"}]}"#,
        )
        .unwrap();
        let e = a.get("r1").unwrap().apply(INSTRUCTION, &[]).unwrap_err();
        assert!(matches!(e, AdjudicationError::QuoteNotInInstruction { .. }));
        // Line breaks and runs of spaces in the instruction compare as one space.
        let a = read(
            r#"{"id": "r1", "quote": "Write a story. Use less than 100", "why": "w", "add": [{"id": "change_case:english_capital"}]}"#,
        )
        .unwrap();
        assert!(a.get("r1").unwrap().apply(INSTRUCTION, &[]).is_ok());
    }

    #[test]
    fn malformed_lines_are_errors_with_their_line_number() {
        let text = error_of("\n{\"id\": \"r1\",\n");
        assert!(text.contains("line 2: malformed correction"), "{text}");
        // A typo in a field name is not ignored.
        let text = error_of(
            r#"{"id": "r1", "quote": "q", "why": "w", "adds": [{"id": "change_case:english_capital"}]}"#,
        );
        assert!(text.contains("unknown field `adds`"), "{text}");
        // Nor is a label copied along with a listed constraint.
        let text = error_of(
            r#"{"id": "r1", "quote": "q", "why": "w", "add": [{"id": "change_case:english_capital", "satisfied": true}]}"#,
        );
        assert!(text.contains("unknown field `satisfied`"), "{text}");
    }

    #[test]
    fn every_bad_line_is_reported() {
        let text = error_of(concat!(
            r#"{"id": "r1", "quote": "q", "why": " ", "add": [{"id": "change_case:english_capital"}]}"#,
            "\n",
            r#"{"id": "r2", "quote": "q", "why": "w"}"#,
            "\n",
            r#"{"id": "r3", "quote": "q", "why": "w", "add": [{"id": "change_case:no_such_thing"}]}"#,
            "\n",
            r#"{"id": "r4", "quote": "q", "why": "w", "add": [{"id": "length_constraints:number_words", "kwargs": {"relation": "at least"}}]}"#,
            "\n",
            r#"{"id": "r5", "quote": "q", "why": "w", "add": [{"id": "change_case:english_capital"}]}"#,
            "\n",
            r#"{"id": "r5", "quote": "q", "why": "w", "add": [{"id": "change_case:english_lowercase"}]}"#,
        ));
        assert!(text.starts_with("5 errors in the corrections"), "{text}");
        assert!(
            text.contains("line 1: correction of `r1`: `why` is empty"),
            "{text}"
        );
        assert!(
            text.contains("line 2: correction of `r2` neither adds nor removes"),
            "{text}"
        );
        assert!(text.contains("line 3: correction of `r3`: cannot add `change_case:no_such_thing {}`: unknown IFEval or IFBench instruction id"), "{text}");
        assert!(
            text.contains(
                "line 4: correction of `r4`: cannot add `length_constraints:number_words"
            ),
            "{text}"
        );
        assert!(
            text.contains("line 6: a second correction of `r5` (the first is on line 5)"),
            "{text}"
        );
    }

    /// The shipped IFEval corrections read, and each says which kind it is.
    #[test]
    fn the_ifeval_corrections_read_and_say_what_they_correct() {
        let text = include_str!("../../../bench/adjudications/ifeval.jsonl");
        let a = read(text).unwrap_or_else(|e| panic!("{e}"));
        assert_eq!(a.len(), text.lines().count());
        for c in a.corrections() {
            if c.why.starts_with("stated, not listed: ") {
                assert!(!c.add.is_empty(), "line {}: nothing added", c.line);
            } else if c.why.starts_with("the list contradicts the instruction: ") {
                assert!(!c.remove.is_empty(), "line {}: nothing removed", c.line);
            } else {
                panic!("line {}: `why` does not say what it corrects", c.line)
            }
        }
    }
}
