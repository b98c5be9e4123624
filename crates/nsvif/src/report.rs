//! [`Report`]: the verdict with its evidence, as printed by `nsvif check`.

use nsvif_check::{Evidence, Fact};
use nsvif_solve::Verdict;
use nsvif_spec::quote::short;
use nsvif_spec::{Kind, Span};
use serde::Serialize;

use crate::atom::Undecided;
use crate::review::Review;

/// The result of checking one output. Its JSON form is `nsvif check --json`.
#[derive(Debug, Clone, Serialize)]
pub struct Report {
    /// Sat, unsat or unknown.
    pub verdict: Verdict,
    /// The constraints that do not hold (or hold where forbidden), with evidence.
    pub violated: Vec<Violation>,
    /// Soft constraints ("preferably …") that do not hold: reported, never deciding the
    /// verdict. Absent from the JSON when empty.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub warnings: Vec<Violation>,
    /// Constraint ids (and unexplained instruction parts) that leave the verdict open.
    pub undecided: Vec<Undecided>,
    /// Every constraint of the Spec, in order, with its fact.
    pub constraints: Vec<ConstraintReport>,
    /// The formula over the constraint ids (`c1 && (c2 || c3)`), as checked.
    pub formula: String,
    /// The instruction contradicts itself: no output can satisfy it.
    pub contradiction: bool,
    /// When the instruction contradicts itself: the constraints that cannot hold together.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub conflicting: Vec<String>,
    /// A `<think>…</think>` reasoning trace was removed before checking.
    pub reasoning_trace_removed: bool,
    /// What the check cost.
    pub cost: Cost,
    /// What the LLM did with the instruction, when one is configured: skipped (why),
    /// failed (why), or asked (each reading and whether it counts). Absent without one.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub review: Option<Review>,
}

/// The verdict and the value of each constraint, without evidence: what
/// [`crate::Prepared::decide`] gives when only the scores matter.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Decision {
    /// Sat, unsat or unknown.
    pub verdict: Verdict,
    /// The value of each constraint's fact, in Spec order (`None`: undecided or a judge's).
    pub values: Vec<Option<bool>>,
    /// A `<think>…</think>` reasoning trace was removed before checking.
    pub reasoning_trace_removed: bool,
    /// How many soft constraints do not hold (the report's warnings).
    pub warnings: usize,
}

/// A constraint that fails the verdict (or, soft, warns): what was asked and why it fails.
#[derive(Debug, Clone, Serialize)]
pub struct Violation {
    /// The constraint's id (`c1`, …).
    pub id: String,
    /// The constraint in words, as the instruction put it.
    pub text: String,
    /// What was measured, what was required, and where in the output.
    pub evidence: Evidence,
    /// The constraint holds, and the instruction forbids it ("Don't start with 'Sure'"):
    /// the evidence shows it holding. Absent from the JSON when false.
    #[serde(skip_serializing_if = "std::ops::Not::not")]
    pub forbidden: bool,
    /// A soft constraint (a preference): a warning, or under `--strict-soft` a violation.
    /// Absent from the JSON when false.
    #[serde(skip_serializing_if = "std::ops::Not::not")]
    pub soft: bool,
}

/// One constraint of the Spec and its fact on the output.
#[derive(Debug, Clone, Serialize)]
pub struct ConstraintReport {
    /// The constraint's id (`c1`, …).
    pub id: String,
    /// The constraint in words, as the instruction put it.
    pub text: String,
    /// Logic (checked by code) or semantic (an LLM judge's).
    pub kind: Kind,
    /// Where in its message (or the instruction) the constraint was read.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub source: Option<Span>,
    /// The conversation message it was read from, when the instruction was a conversation.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub message: Option<usize>,
    /// A preference ("preferably …"): never decides the verdict. Absent from the JSON when false.
    #[serde(skip_serializing_if = "std::ops::Not::not")]
    pub soft: bool,
    /// True, false or unknown, with evidence.
    pub fact: Fact,
}

/// What a check cost: LLM calls made (and answered from the cache, which cost nothing),
/// tokens from the API's usage fields, wall time, and the part of it spent waiting for
/// LLM answers. `nsvif check` adds the cost of formulating the instruction (its calls,
/// tokens and time); a prepared check counts its judges only.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize)]
pub struct Cost {
    /// LLM calls made, those answered from the cache included.
    pub llm_calls: u64,
    /// Of those, the ones answered from the on-disk cache.
    pub cached_calls: u64,
    /// Prompt tokens, as the API reported them.
    pub input_tokens: u64,
    /// Completion tokens, as the API reported them.
    pub output_tokens: u64,
    /// Wall time.
    pub millis: u64,
    /// Time waiting for LLM answers, summed over calls (concurrent judges each count).
    pub llm_millis: u64,
    /// Answers asked for with a JSON Schema that the endpoint refused: they came back as
    /// plain JSON objects, not constrained by the schema.
    #[serde(skip_serializing_if = "is_zero")]
    pub schema_refused: u64,
}

fn is_zero(n: &u64) -> bool {
    *n == 0
}

impl Cost {
    /// Adds what some LLM calls spent.
    pub fn add_spend(&mut self, spend: nsvif_llm::Spend) {
        self.llm_calls += spend.calls;
        self.cached_calls += spend.cached_calls;
        self.input_tokens += spend.input_tokens;
        self.output_tokens += spend.output_tokens;
        self.llm_millis += spend.millis;
        self.schema_refused += spend.schema_refused;
    }

    /// `3 LLM calls (1 cached), 2400 input + 90 output tokens, 812 ms (LLM 790 ms)`, and
    /// when the endpoint refused the answer schema, how many answers were not constrained.
    pub fn to_text(&self) -> String {
        let cached = if self.cached_calls > 0 {
            format!(" ({} cached)", self.cached_calls)
        } else {
            String::new()
        };
        let mut text = format!(
            "{} LLM calls{cached}, {} input + {} output tokens, {} ms",
            self.llm_calls, self.input_tokens, self.output_tokens, self.millis
        );
        if self.llm_calls > 0 {
            text.push_str(&format!(" (LLM {} ms)", self.llm_millis));
        }
        if self.schema_refused > 0 {
            text.push_str(&format!(
                "; the endpoint refused the JSON Schema: {} answers asked as plain json_object",
                self.schema_refused
            ));
        }
        text
    }
}

impl Report {
    /// The scoring shape of this report: its verdict and each constraint's value.
    pub fn decision(&self) -> Decision {
        Decision {
            verdict: self.verdict,
            values: self.constraints.iter().map(|c| c.fact.value).collect(),
            reasoning_trace_removed: self.reasoning_trace_removed,
            warnings: self.warnings.len(),
        }
    }

    /// The `nsvif check` exit code of the verdict: 0 sat, 1 unsat, 2 unknown.
    pub fn exit_code(&self) -> i32 {
        match self.verdict {
            Verdict::Sat => 0,
            Verdict::Unsat => 1,
            Verdict::Unknown => 2,
        }
    }

    /// One violated or warned-of constraint: its mark, id, words, where it was asked
    /// (the message of a conversation), and why it fails.
    fn violation_line(&self, mark: char, v: &Violation) -> String {
        let soft = if v.soft { " (soft: a preference)" } else { "" };
        let from = self
            .constraints
            .iter()
            .find(|c| c.id == v.id)
            .and_then(|c| c.message)
            .map(|m| format!(" [message {m}]"))
            .unwrap_or_default();
        if v.forbidden {
            format!(
                "{mark} {} {}{soft}{from}: holds, and the instruction forbids it ({})\n",
                short(&v.id),
                short(&v.text),
                v.evidence
            )
        } else {
            format!(
                "{mark} {} {}{soft}{from}: {}\n",
                short(&v.id),
                short(&v.text),
                v.evidence
            )
        }
    }

    /// The human form: the verdict, then one line per violated or undecided constraint.
    pub fn to_text(&self) -> String {
        let mut out = String::from(self.verdict.as_str());
        if self.verdict == Verdict::Sat {
            let warned = match self.warnings.len() {
                0 => String::new(),
                1 => "1 soft constraint does not hold: a warning".to_string(),
                n => format!("{n} soft constraints do not hold: warnings"),
            };
            out.push_str(
                &match (self.constraints.len() - self.warnings.len(), warned) {
                    (1, w) if w.is_empty() => " (1 constraint holds)".to_string(),
                    (n, w) if w.is_empty() => format!(" ({n} constraints hold)"),
                    (0, w) => format!(" ({w})"),
                    (1, w) => format!(" (1 constraint holds; {w})"),
                    (n, w) => format!(" ({n} constraints hold; {w})"),
                },
            );
        }
        out.push('\n');
        if self.contradiction {
            out.push_str("! the instruction contradicts itself: no output can satisfy it\n");
        }
        for v in &self.violated {
            out.push_str(&self.violation_line('✗', v));
        }
        for v in &self.warnings {
            out.push_str(&self.violation_line('⚠', v));
        }
        for undecided in &self.undecided {
            let constraint = match undecided {
                Undecided::Constraint(id) => self.constraints.iter().find(|c| &c.id == id),
                Undecided::Unexplained { .. } => None,
            };
            match constraint {
                Some(c) => out.push_str(&format!(
                    "? {} {}: {}\n",
                    short(&c.id),
                    short(&c.text),
                    c.fact.evidence
                )),
                None => out.push_str(&format!("? {undecided}\n")),
            }
        }
        if let Some(review) = &self.review {
            out.push_str(&review.to_text());
        }
        if self.cost.llm_calls + self.cost.cached_calls > 0 {
            out.push_str(&format!("cost: {}\n", self.cost.to_text()));
        }
        out
    }
}
