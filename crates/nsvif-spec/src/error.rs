use thiserror::Error;

/// A parse error in a formula or DSL expression, located at a 1-based column.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
#[error("{message} at column {column}: `{source_text}`")]
pub struct ParseError {
    pub message: String,
    /// 1-based column (in characters) on the line where the error is.
    pub column: usize,
    pub line: usize,
    pub source_text: String,
}

/// Why a Spec cannot be used.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum SpecError {
    #[error("duplicate constraint id `{0}`")]
    DuplicateId(String),
    #[error("constraint id `{0}` is not a valid identifier (letters, digits, `_`, `.`; starts with a letter or `_`)")]
    BadId(String),
    #[error("the formula mentions `{0}`, which is not a constraint id")]
    UnknownAtom(String),
    #[error("formula: {0}")]
    Formula(ParseError),
    #[error("constraint `{id}`: DSL check: {error}")]
    Dsl { id: String, error: ParseError },
    #[error("constraint `{id}`: {message}")]
    Constraint { id: String, message: String },
}
