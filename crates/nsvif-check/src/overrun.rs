//! [`Overrun`]: why a check stopped before deciding, when the cause is its cost.
//!
//! Two bounds end a check early: a regular expression whose search would cost too much on
//! the output at hand, and the check's deadline. Either leaves the fact undecided, with
//! this as the reason; the rest of the verdict stands.

use std::fmt;
use std::time::Duration;

/// What a check ran out of.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Overrun {
    /// The pattern's lazy DFA gave up on this output (its cache thrashed, or a Unicode
    /// word boundary met non-ASCII text), and the NFA simulation that would replace it
    /// costs `nfa_states` × `bytes`, more than `limit`.
    RegexTooCostly {
        /// The pattern's NFA states.
        nfa_states: usize,
        /// The bytes to search.
        bytes: usize,
        /// The largest product allowed.
        limit: u64,
    },
    /// The check ran past its time budget (`--check-timeout`).
    Deadline {
        /// The budget that ran out.
        timeout: Duration,
    },
}

impl fmt::Display for Overrun {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Overrun::RegexTooCostly {
                nfa_states,
                bytes,
                limit,
            } => write!(
                f,
                "the regular expression is too costly for this output: its lazy DFA gave up, \
                 and simulating its {nfa_states} NFA states over {bytes} bytes exceeds the \
                 limit of {limit} state-bytes"
            ),
            Overrun::Deadline { timeout } => write!(
                f,
                "the check ran past its time budget of {} s (--check-timeout)",
                timeout.as_secs_f64()
            ),
        }
    }
}
