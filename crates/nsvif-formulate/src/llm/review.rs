//! The review of the rules' Spec: one grounded question about the parts the rules left
//! unread ([`super::parts`]), then each reading grounded and confirmed
//! ([`super::ground`]). Only confirmed readings join the Spec; the other parts stay
//! unread.

use nsvif_llm::{AskError, ChatRequest, Spend};
use nsvif_spec::{Constraint, Spec};

use super::confirm::render;
use super::ground::{ground, Candidate};
use super::parts::{
    fits, parse_parts_answer, parts_prompt, parts_schema, parts_system_prompt, PartReading,
    TOKENS_PER_PART,
};
use super::reading::{Outcome, Reading};
use super::{repair_prompt, LlmFormulation, LlmFormulator};

/// Invalid answers to the parts question sent back: its schema leaves little to get
/// wrong, so one repair is enough (each costs a call).
const PART_REPAIRS: u32 = 1;

impl LlmFormulator {
    /// Asks how to check the parts `rules` left unread, and keeps the confirmed readings:
    /// the result's constraints are those readings, each placed at its part. No call when
    /// nothing is unread.
    pub async fn review(&self, instruction: &str, rules: &Spec) -> LlmFormulation {
        let parts = &rules.unexplained;
        if parts.is_empty() {
            return LlmFormulation {
                result: Ok(Spec {
                    constraints: vec![],
                    formula: None,
                    unexplained: vec![],
                }),
                spend: Spend::default(),
                repairs: 0,
                readings: vec![],
                asked: false,
            };
        }
        let fits = fits(parts);
        let request = ChatRequest {
            temperature: self.llm.temperature,
            max_tokens: Some(TOKENS_PER_PART * parts.len() as u32 + 20),
            json: true,
            schema: self.schema.then(|| parts_schema(parts.len(), &fits)),
            ..ChatRequest::new(
                &self.llm.model,
                parts_system_prompt(),
                parts_prompt(instruction, parts, &fits),
            )
        };
        let asked = self
            .llm
            .ask_repairing(
                request,
                PART_REPAIRS,
                |answer| valid_readings(answer, rules),
                |error| repair_prompt(error),
            )
            .await;
        let mut spend = asked.spend;
        let found = match asked.result {
            Ok(found) => found,
            Err(e) => {
                let error = match e {
                    AskError::Call(e) => format!("LLM review failed: {e}"),
                    AskError::Unusable(e) => format!(
                        "LLM review failed: still no valid answer after {PART_REPAIRS} repair: {e}"
                    ),
                };
                return LlmFormulation {
                    result: Err(error),
                    spend,
                    repairs: asked.repairs,
                    readings: vec![],
                    asked: true,
                };
            }
        };
        let mut candidates = Vec::new();
        let mut read = vec![false; parts.len()];
        for (i, r) in found.into_iter().enumerate() {
            let part = &parts[r.part];
            read[r.part] = true;
            candidates.push(Candidate {
                constraint: Constraint {
                    id: format!("l{}", i + 1),
                    text: part.text.trim().to_string(),
                    check: r.check,
                    source: Some(part.source),
                    message: None,
                    soft: false,
                },
                part: part.text.trim().to_string(),
            });
        }
        let grounded = ground(self, instruction, candidates, &rules.constraints).await;
        spend += grounded.spend;
        let mut readings = grounded.readings;
        readings.extend(
            parts
                .iter()
                .zip(read)
                .filter(|(_, read)| !read)
                .map(|(part, _)| Reading {
                    part: part.text.trim().to_string(),
                    reading: None,
                    outcome: Outcome::Failed,
                    error: Some("the model gave no reading of it".into()),
                }),
        );
        LlmFormulation {
            result: Ok(Spec {
                constraints: grounded.counted,
                formula: None,
                unexplained: vec![],
            }),
            spend,
            repairs: asked.repairs,
            readings,
            asked: true,
        }
    }
}

/// The answer's readings, each check valid by the checker (an invalid one goes back to
/// the model with the checker's error).
fn valid_readings(answer: &str, rules: &Spec) -> Result<Vec<PartReading>, String> {
    let readings = parse_parts_answer(answer, rules.unexplained.len())?;
    for r in &readings {
        let probe = Constraint {
            id: "l1".into(),
            text: rules.unexplained[r.part].text.clone(),
            check: r.check.clone(),
            source: None,
            message: None,
            soft: false,
        };
        render(&probe).map_err(|e| format!("p{}: {e}", r.part + 1))?;
    }
    Ok(readings)
}
