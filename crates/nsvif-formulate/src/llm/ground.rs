//! Which LLM readings count: a reading not placed in the instruction's own words, that
//! repeats another constraint, or that states a number or quoted word its part does not
//! ([`super::values`]), is dropped; a placed, new one is rendered back to plain English
//! and counts only when the model confirms the rendering says what the instruction's
//! words say ([`super::confirm`]). A confirmed reading that leaves out some of its part's
//! numbers or quoted words is checked but does not explain its part (partial): it can
//! fail an output, never make it `sat`. Whatever is dropped stays unread, so it can make
//! a verdict `unknown`, never a wrong `unsat`.

use nsvif_llm::{AskError, ChatRequest, Spend};
use nsvif_spec::{Check, Constraint};

use super::confirm::{
    confirm_prompt, confirm_schema, confirm_system_prompt, parse_confirmation, render,
    CONFIRM_TOKENS,
};
use super::reading::{Outcome, Reading};
use super::values::{complete, invented};
use super::LlmFormulator;

/// A reading before it is confirmed: its constraint (with `source` when placed) and the
/// instruction's words it reads.
pub struct Candidate {
    pub constraint: Constraint,
    pub part: String,
}

/// The constraints that count, the fate of every candidate, and what confirming cost.
pub struct Grounded {
    pub counted: Vec<Constraint>,
    pub readings: Vec<Reading>,
    pub spend: Spend,
}

/// Drops the unplaced and repeated candidates (a repeat: the same check as one of
/// `known` or as an earlier candidate), confirms the others, concurrently, and keeps the
/// confirmed ones.
pub async fn ground(
    llm: &LlmFormulator,
    instruction: &str,
    candidates: Vec<Candidate>,
    known: &[Constraint],
) -> Grounded {
    let mut readings = Vec::new();
    let mut asked: Vec<(Candidate, String)> = Vec::new();
    let mut checks: Vec<Check> = known.iter().map(|c| c.check.clone()).collect();
    for candidate in candidates {
        let rendering = render(&candidate.constraint);
        let invented = invented(&candidate.constraint.check, &candidate.part);
        let outcome = if candidate.constraint.source.is_none() {
            Some(Outcome::Unplaced)
        } else if checks.contains(&candidate.constraint.check) {
            Some(Outcome::Repeated)
        } else if invented.is_some() {
            Some(Outcome::Ungrounded)
        } else {
            None
        };
        match (outcome, rendering) {
            (Some(outcome), rendering) => readings.push(Reading {
                part: candidate.part,
                reading: rendering.ok(),
                outcome,
                error: invented.map(|v| format!("it states {v}, which the part does not")),
            }),
            (None, Err(error)) => readings.push(Reading {
                part: candidate.part,
                reading: None,
                outcome: Outcome::Failed,
                error: Some(error),
            }),
            (None, Ok(rendering)) => {
                checks.push(candidate.constraint.check.clone());
                asked.push((candidate, rendering));
            }
        }
    }
    let answers = futures::future::join_all(
        asked
            .iter()
            .map(|(c, rendering)| confirm(llm, instruction, &c.part, rendering)),
    )
    .await;
    let mut spend = Spend::default();
    let mut counted = Vec::new();
    for ((candidate, rendering), (answer, cost)) in asked.into_iter().zip(answers) {
        spend += cost;
        let (outcome, error) = match answer {
            Ok(true) if complete(&candidate.constraint.check, &candidate.part) => {
                (Outcome::Counted, None)
            }
            Ok(true) => (Outcome::Partial, None),
            Ok(false) => (Outcome::Unconfirmed, None),
            Err(e) => (Outcome::Failed, Some(e)),
        };
        match outcome {
            Outcome::Counted => counted.push(candidate.constraint),
            // Checked, but placed nowhere: its part stays unread.
            Outcome::Partial => counted.push(Constraint {
                source: None,
                ..candidate.constraint
            }),
            _ => {}
        }
        readings.push(Reading {
            part: candidate.part,
            reading: Some(rendering),
            outcome,
            error,
        });
    }
    Grounded {
        counted,
        readings,
        spend,
    }
}

/// Asks whether `rendering` says the same as `part`.
async fn confirm(
    llm: &LlmFormulator,
    instruction: &str,
    part: &str,
    rendering: &str,
) -> (Result<bool, String>, Spend) {
    let request = ChatRequest {
        temperature: llm.llm.temperature,
        max_tokens: Some(CONFIRM_TOKENS),
        json: true,
        schema: llm.schema.then(|| confirm_schema().clone()),
        ..ChatRequest::new(
            &llm.llm.model,
            confirm_system_prompt(),
            confirm_prompt(instruction, part, rendering),
        )
    };
    let asked = llm
        .llm
        .ask_repairing(request, 1, parse_confirmation, |e| {
            format!("{e}\nAnswer again with {{\"same\": true}} or {{\"same\": false}} only.")
        })
        .await;
    let result = asked.result.map_err(|e| match e {
        AskError::Call(e) => format!("confirmation failed: {e}"),
        AskError::Unusable(e) => format!("confirmation failed: {e}"),
    });
    (result, asked.spend)
}
