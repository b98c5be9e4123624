//! [`Review`]: what the LLM did with an instruction for one report: skipped (and why),
//! failed (and why), or asked, with what became of each reading.

use std::fmt;

use nsvif_formulate::llm::Reading;
use serde::{Deserialize, Serialize};

/// How the LLM formulation of a report's instruction went. JSON:
/// `{"status": "skipped", "reason": "already_unsat"}`, `{"status": "failed", "error": …}`,
/// `{"status": "asked", "readings": [...]}`.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "status", rename_all = "lowercase")]
pub enum Review {
    /// No call was made.
    Skipped {
        /// Why no call was made.
        reason: SkipReason,
    },
    /// The LLM gave nothing usable: the parts it was asked about stay unread.
    Failed {
        /// What went wrong (the client's error, or why the answers were rejected).
        error: String,
    },
    /// The LLM was asked; each reading it gave and whether it counts.
    Asked {
        /// The LLM's readings of the instruction, in its order.
        readings: Vec<Reading>,
    },
}

/// Why no review call was made.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum SkipReason {
    /// The rules' reading already fails the output: a review only adds constraints, so
    /// nothing it finds can change the verdict.
    AlreadyUnsat,
    /// The rules read every part of the instruction: nothing is left to ask about.
    NothingUnread,
}

impl fmt::Display for SkipReason {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            SkipReason::AlreadyUnsat => {
                "the rules' reading already fails the output, and a review can only add constraints"
            }
            SkipReason::NothingUnread => "the rules read every part of the instruction",
        })
    }
}

impl Review {
    /// The report's lines about the review: one for a skipped or failed one, one per
    /// reading that does not count for an asked one (a counted reading shows as its
    /// constraint).
    pub fn to_text(&self) -> String {
        match self {
            Review::Skipped { reason } => format!("review skipped: {reason}\n"),
            Review::Failed { error } => format!("review failed: {error}\n"),
            Review::Asked { readings } => readings
                .iter()
                .filter(|r| !r.counts())
                .map(|r| format!("review: {r}\n"))
                .collect(),
        }
    }
}
