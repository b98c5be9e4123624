//! [`Error`]: why the library could not prepare a check.

use nsvif_check::CheckError;

/// Why a [`Verifier`](crate::Verifier) could not be built or an instruction prepared.
///
/// Checking a prepared instruction never fails: what cannot be decided is `unknown` in
/// the [`Report`](crate::Report), with the reason.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum Error {
    /// The Spec (formulated or given) does not compile: unknown predicate, bad arguments,
    /// a DSL or formula that does not parse.
    #[error(transparent)]
    Check(#[from] CheckError),
    /// A Spec given as JSON that does not parse or validate.
    #[error("invalid Spec: {0}")]
    Spec(#[from] nsvif_spec::SpecError),
    /// Conversation messages that give no instruction, or no reply to check.
    #[error("conversation: {0}")]
    Conversation(String),
}
