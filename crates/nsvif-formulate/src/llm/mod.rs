//! LLM formulation: an LLM reads the instruction and the predicate catalog and answers
//! with a Spec as JSON.
//!
//! The answer is validated as far as the checker would ([`answer::parse_answer`]: serde,
//! ids, the formula and DSL parsers, predicate names and argument types); on an error the
//! error goes back to the model, at most [`MAX_REPAIRS`] times. Logic the catalog lacks
//! comes back as DSL expressions, which are data: nothing the model writes is run.
//!
//! Two scopes:
//! - [`formulate_combined`] (the default with an LLM): the rules first, then the LLM only
//!   for the parts the rules left unexplained; no call at all when they left none.
//! - [`formulate_llm`]: the LLM formulates the whole instruction.
//!
//! A failed formulation (endpoint down, refusal, still invalid after the repairs) never
//! guesses: the parts it was about stay unexplained, so the verdict is `unknown` (or
//! `unsat` when another constraint fails), and [`Formulation::result`] says why.

mod answer;
mod prompt;

use std::collections::HashMap;
use std::sync::Arc;

use nsvif_llm::{ChatRequest, LlmClient, Message, Spend};
use nsvif_spec::{Formula, Span, Spec, Unexplained};

pub use answer::parse_answer;
pub use prompt::{repair_prompt, system_prompt, user_prompt};

/// Invalid answers sent back to the model before giving up.
pub const MAX_REPAIRS: u32 = 3;

/// A Spec answer is a few hundred tokens; the cap stops a runaway answer from costing.
const MAX_ANSWER_TOKENS: u32 = 1500;

/// The LLM side of formulation: which client and model.
#[derive(Clone)]
pub struct LlmFormulator {
    client: Arc<dyn LlmClient>,
    model: String,
    temperature: Option<f32>,
}

impl std::fmt::Debug for LlmFormulator {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("LlmFormulator")
            .field("model", &self.model)
            .finish_non_exhaustive()
    }
}

/// What one LLM formulation produced and cost.
#[derive(Debug, Clone)]
pub struct Formulation {
    /// The constraints the LLM found (ids `l1`, `l2`, …), or why there are none.
    pub result: Result<Spec, String>,
    pub spend: Spend,
    /// Invalid answers that were sent back.
    pub repairs: u32,
}

impl LlmFormulator {
    pub fn new(
        client: Arc<dyn LlmClient>,
        model: impl Into<String>,
        temperature: Option<f32>,
    ) -> LlmFormulator {
        LlmFormulator {
            client,
            model: model.into(),
            temperature,
        }
    }

    pub fn model(&self) -> &str {
        &self.model
    }

    /// Asks for the Spec of the instruction (or of `parts` of it), repairing invalid
    /// answers at most [`MAX_REPAIRS`] times.
    pub async fn formulate(&self, instruction: &str, parts: Option<&[Unexplained]>) -> Formulation {
        let mut request = ChatRequest {
            temperature: self.temperature,
            max_tokens: Some(MAX_ANSWER_TOKENS),
            json: true,
            ..ChatRequest::new(
                &self.model,
                system_prompt(),
                user_prompt(instruction, parts),
            )
        };
        let mut spend = Spend::default();
        let mut repairs = 0;
        loop {
            let answer = match self.client.chat(&request).await {
                Ok(answer) => answer,
                Err(e) => {
                    spend.add_failed(&e);
                    return Formulation {
                        result: Err(format!("LLM formulation failed: {e}")),
                        spend,
                        repairs,
                    };
                }
            };
            spend.add(&answer);
            match parse_answer(&answer.content, instruction) {
                Ok(spec) => {
                    return Formulation {
                        result: Ok(spec),
                        spend,
                        repairs,
                    }
                }
                Err(e) if repairs < MAX_REPAIRS => {
                    repairs += 1;
                    request.messages.push(Message::assistant(answer.content));
                    request.messages.push(Message::user(repair_prompt(&e)));
                }
                Err(e) => {
                    return Formulation {
                        result: Err(format!(
                            "LLM formulation failed: still no valid Spec after {MAX_REPAIRS} repairs: {e}"
                        )),
                        spend,
                        repairs,
                    }
                }
            }
        }
    }
}

/// Rules first, then the LLM for the parts they left unexplained. With nothing left
/// unexplained no call is made and the second value is `None`.
pub async fn formulate_combined(
    instruction: &str,
    llm: &LlmFormulator,
) -> (Spec, Option<Formulation>) {
    let rules = crate::formulate_rules(instruction);
    if rules.unexplained.is_empty() {
        return (rules, None);
    }
    let formulation = llm.formulate(instruction, Some(&rules.unexplained)).await;
    let spec = match &formulation.result {
        Ok(found) => merge(rules, found.clone()),
        Err(_) => rules,
    };
    (spec, Some(formulation))
}

/// The LLM alone, for the whole instruction. On failure the Spec has no constraints and
/// the whole instruction is unexplained.
pub async fn formulate_llm(instruction: &str, llm: &LlmFormulator) -> (Spec, Formulation) {
    let formulation = llm.formulate(instruction, None).await;
    let spec = match &formulation.result {
        Ok(spec) => spec.clone(),
        Err(_) => Spec {
            constraints: vec![],
            formula: None,
            unexplained: vec![Unexplained {
                text: instruction.trim().to_string(),
                source: Span {
                    start: 0,
                    end: instruction.len(),
                },
            }],
        },
    };
    (spec, formulation)
}

/// The rules' Spec with the LLM's constraints for its unexplained parts: both formulas
/// must hold, and the parts count as explained (those that stated no checkable
/// requirement got no constraint). LLM ids that clash with rule ids are renamed.
pub fn merge(rules: Spec, llm: Spec) -> Spec {
    let taken: Vec<String> = rules.constraints.iter().map(|c| c.id.clone()).collect();
    let mut names = HashMap::new();
    let mut constraints = rules.constraints.clone();
    for mut c in llm.constraints.clone() {
        if taken.contains(&c.id) {
            let mut n = 1;
            let fresh = loop {
                let candidate = format!("{}_{n}", c.id);
                if !taken.contains(&candidate) {
                    break candidate;
                }
                n += 1;
            };
            names.insert(c.id.clone(), fresh.clone());
            c.id = fresh;
        }
        constraints.push(c);
    }
    let llm_formula = answer::rename(&llm.formula(), &names);
    let formula = match (&rules.formula, &llm.formula) {
        (None, None) => None,
        _ => Some(Formula::And(vec![rules.formula(), llm_formula])),
    };
    Spec {
        constraints,
        formula,
        unexplained: vec![],
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn merging_keeps_both_formulas_and_renames_clashing_ids() {
        let rules = Spec::from_json(
            r#"{"constraints": [{"id": "l1", "text": "no commas", "kind": "logic", "check": {"predicate": "no_commas"}}]}"#,
        )
        .unwrap();
        let llm = Spec::from_json(
            r#"{"constraints": [
              {"id": "l1", "text": "a", "kind": "semantic", "check": {"judge": "A."}},
              {"id": "l2", "text": "b", "kind": "semantic", "check": {"judge": "B."}}],
             "formula": "l1 || l2"}"#,
        )
        .unwrap();
        let merged = merge(rules, llm);
        merged.validate().unwrap();
        let ids: Vec<&str> = merged.constraints.iter().map(|c| c.id.as_str()).collect();
        assert_eq!(ids, ["l1", "l1_1", "l2"]);
        assert_eq!(merged.formula().to_string(), "l1 && (l1_1 || l2)");
    }
}
