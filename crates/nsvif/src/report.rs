//! [`Report`]: the verdict with its evidence, as printed by `nsvif check`.

use nsvif_check::{Evidence, Fact};
use nsvif_solve::Verdict;
use nsvif_spec::Kind;
use serde::Serialize;

/// The result of checking one output. Its JSON form is `nsvif check --json`.
#[derive(Debug, Clone, Serialize)]
pub struct Report {
    pub verdict: Verdict,
    pub violated: Vec<Violation>,
    /// Constraint ids (and unexplained instruction parts) that leave the verdict open.
    pub undecided: Vec<String>,
    pub constraints: Vec<ConstraintReport>,
    pub formula: String,
    /// The instruction contradicts itself: no output can satisfy it.
    pub contradiction: bool,
    /// When the instruction contradicts itself: the constraints that cannot hold together.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub conflicting: Vec<String>,
    /// A `<think>…</think>` reasoning trace was removed before checking.
    pub reasoning_trace_removed: bool,
    pub cost: Cost,
}

#[derive(Debug, Clone, Serialize)]
pub struct Violation {
    pub id: String,
    pub text: String,
    pub evidence: Evidence,
}

#[derive(Debug, Clone, Serialize)]
pub struct ConstraintReport {
    pub id: String,
    pub text: String,
    pub kind: Kind,
    pub fact: Fact,
}

/// What a check cost.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize)]
pub struct Cost {
    pub llm_calls: u64,
    pub input_tokens: u64,
    pub output_tokens: u64,
    pub millis: u64,
}

impl Report {
    pub fn exit_code(&self) -> i32 {
        match self.verdict {
            Verdict::Sat => 0,
            Verdict::Unsat => 1,
            Verdict::Unknown => 2,
        }
    }

    /// The human form: the verdict, then one line per violated or undecided constraint.
    pub fn to_text(&self) -> String {
        let mut out = String::from(self.verdict.as_str());
        if self.verdict == Verdict::Sat {
            out.push_str(&format!(" ({} constraints hold)", self.constraints.len()));
        }
        out.push('\n');
        if self.contradiction {
            out.push_str("! the instruction contradicts itself: no output can satisfy it\n");
        }
        for v in &self.violated {
            out.push_str(&format!("✗ {} {}: {}\n", v.id, v.text, v.evidence));
        }
        for id in &self.undecided {
            match self.constraints.iter().find(|c| &c.id == id) {
                Some(c) => out.push_str(&format!("? {} {}: {}\n", c.id, c.text, c.fact.evidence)),
                None => out.push_str(&format!("? {id}\n")),
            }
        }
        out
    }
}
