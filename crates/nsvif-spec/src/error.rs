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
    pub message: String,
    /// 1-based column (in characters) on the line where the error is.
    pub column: usize,
    pub line: usize,
    pub source_text: String,
}

impl ParseError {
    /// At most [`EXCERPT_RADIUS`] characters each side of the error on its line, with `…`
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
    #[error("duplicate constraint id `{}`", short(.0))]
    DuplicateId(String),
    #[error("constraint id `{}` is not a valid identifier (letters, digits, `_`, `.`; starts with a letter or `_`)", short(.0))]
    BadId(String),
    #[error("the formula mentions `{}`, which is not a constraint id", short(.0))]
    UnknownAtom(String),
    #[error("formula: {0}")]
    Formula(ParseError),
    #[error("constraint `{}`: DSL check: {error}", short(.id))]
    Dsl { id: String, error: ParseError },
    #[error("constraint `{}`: {}", short(.id), clip_message(.message))]
    Constraint { id: String, message: String },
}
