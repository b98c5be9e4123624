//! [`Reading`]: one requirement the LLM read, and whether it counts: only a reading placed
//! in the instruction's own words, not a repeat, and confirmed is added to the Spec.

use std::fmt;

use serde::{Deserialize, Serialize};

/// What the LLM read for one part of the instruction.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Reading {
    /// The instruction's words it was read from, or the text the model gave when those
    /// words are nowhere in the instruction.
    pub part: String,
    /// The check in plain English, by nsvif's own templates (`None`: no check was read).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub reading: Option<String>,
    pub outcome: Outcome,
    /// Why it does not count: the error of [`Outcome::Failed`], the invented value of
    /// [`Outcome::Ungrounded`].
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub error: Option<String>,
}

/// What became of a reading.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Outcome {
    /// Placed, new, confirmed: its constraint is in the Spec.
    Counted,
    /// Its text is not in the instruction: dropped.
    Unplaced,
    /// The same check as another constraint: dropped.
    Repeated,
    /// It states a number or quoted word its part does not: dropped.
    Ungrounded,
    /// Confirmed, but it leaves out some of its part's numbers or quoted words: checked
    /// (it can fail an output), while the part stays unread (it cannot make one `sat`).
    Partial,
    /// The model did not confirm that the rendering says what the part says: dropped,
    /// the part stays unread.
    Unconfirmed,
    /// The question got no usable answer (see `error`): the part stays unread.
    Failed,
}

impl Reading {
    /// Whether its constraint is in the Spec.
    pub fn counts(&self) -> bool {
        self.outcome == Outcome::Counted
    }
}

impl fmt::Display for Reading {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "\"{}\"", self.part)?;
        if let Some(reading) = &self.reading {
            write!(f, " read as \"{reading}\"")?;
        }
        match self.outcome {
            Outcome::Counted => f.write_str(": counted"),
            Outcome::Unplaced => f.write_str(": not in the instruction's words, dropped"),
            Outcome::Repeated => f.write_str(": repeats another constraint, dropped"),
            Outcome::Ungrounded => match &self.error {
                Some(why) => write!(f, ": {why}, dropped"),
                None => f.write_str(": states what the part does not, dropped"),
            },
            Outcome::Partial => f.write_str(": checks only some of the part, which stays unread"),
            Outcome::Unconfirmed => f.write_str(": not confirmed, left unread"),
            Outcome::Failed => match &self.error {
                Some(error) => write!(f, ": no reading ({error})"),
                None => f.write_str(": no reading"),
            },
        }
    }
}
