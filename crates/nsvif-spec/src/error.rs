//! Errors of this crate as data: [`ParseError`] (where a formula or DSL text fails, with
//! its line and column) and [`SpecError`] (why a Spec cannot be used: a bad id, an unknown
//! atom, a formula or DSL that does not parse). Text is made only in `Display`.

use std::fmt;

use thiserror::Error;

use crate::quote::{clip_message, short};

/// The characters of source shown on each side of an error's column.
const EXCERPT_RADIUS: usize = 30;

/// A parse error in a formula or DSL expression, located at a 1-based column. Its
/// message quotes a short excerpt around the column, never the whole source.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub struct ParseError {
    /// What is wrong, e.g. `expected a constraint id`.
    pub message: String,
    /// 1-based column (in characters) on the line where the error is.
    pub column: usize,
    /// 1-based line of the error.
    pub line: usize,
    /// The text that was parsed, for the excerpt.
    pub source_text: String,
}

impl ParseError {
    /// At most `EXCERPT_RADIUS` characters each side of the error on its line, with `…`
    /// where the line goes on.
    pub fn excerpt(&self) -> String {
        let line = self
            .source_text
            .lines()
            .nth(self.line.saturating_sub(1))
            .unwrap_or("");
        let chars: Vec<char> = line.chars().collect();
        let at = self.column.saturating_sub(1).min(chars.len());
        let from = at.saturating_sub(EXCERPT_RADIUS);
        let to = (at + EXCERPT_RADIUS).min(chars.len());
        let mut out = String::new();
        if from > 0 {
            out.push('…');
        }
        out.extend(&chars[from..to]);
        if to < chars.len() {
            out.push('…');
        }
        out
    }
}

impl fmt::Display for ParseError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.line > 1 {
            write!(
                f,
                "{} at line {}, column {}: `{}`",
                self.message,
                self.line,
                self.column,
                self.excerpt()
            )
        } else {
            write!(
                f,
                "{} at column {}: `{}`",
                self.message,
                self.column,
                self.excerpt()
            )
        }
    }
}

/// Why a Spec cannot be used.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum SpecError {
    /// Two constraints share an id.
    #[error("duplicate constraint id `{}`", short(.0))]
    DuplicateId(String),
    /// An id is not an identifier.
    #[error("constraint id `{}` is not a valid identifier (letters, digits, `_`, `.`; starts with a letter or `_`)", short(.0))]
    BadId(String),
    /// The formula names an id that no constraint has.
    #[error("the formula mentions `{}`, which is not a constraint id", short(.0))]
    UnknownAtom(String),
    /// The formula does not parse.
    #[error("formula: {0}")]
    Formula(ParseError),
    /// A constraint's DSL check does not parse.
    #[error("constraint `{}`: DSL check: {error}", short(.id))]
    Dsl {
        /// The constraint's id.
        id: String,
        /// Where and why it does not parse.
        error: ParseError,
    },
    /// A constraint is malformed (or the JSON is, with the id `<spec>`).
    #[error("constraint `{}`: {}", short(.id), clip_message(.message))]
    Constraint {
        /// The constraint's id.
        id: String,
        /// What is wrong with it.
        message: String,
    },
}
