//! LLM formulation: an LLM reads the instruction and the predicate catalog and answers
//! with a Spec as JSON.
//!
//! The answer is validated as far as the checker would ([`answer::parse_answer`]: serde,
//! ids, the formula and DSL parsers, predicate names and argument types); on an error the
//! error goes back to the model, at most [`MAX_REPAIRS`] times. Logic the catalog lacks
//! comes back as DSL expressions, which are data: nothing the model writes is run.
//!
//! Two scopes:
//! - [`formulate_combined`] (the default with an LLM): the rules first, then one review
//!   call: the LLM sees the whole instruction with the rules' Spec and the parts the rules
//!   could not read, and answers with the constraints that Spec lacks (a requirement
//!   missed, or the right reading of one misread). Its constraints are added to the rules'
//!   (both must hold), so a review can make a verdict stricter, never more lenient.
//! - [`formulate_llm`]: the LLM formulates the whole instruction.
//!
//! Answers are constrained by a JSON Schema generated from the catalog
//! ([`schema::spec_schema`]) unless the formulator is built without it.
//!
//! A failed formulation (endpoint down, refusal, still invalid after the repairs) never
//! guesses: the parts it was about stay unexplained, so the verdict is `unknown` (or
//! `unsat` when another constraint fails), and [`LlmFormulation::result`] says why.

mod answer;
mod prompt;
mod reading;
mod schema;

use std::collections::HashMap;
use std::sync::Arc;

use nsvif_llm::{AskError, ChatRequest, LlmClient, ModelClient, Spend};
use nsvif_spec::{Formula, Span, Spec, Unexplained};

pub use answer::parse_answer;
pub use prompt::{repair_prompt, review_prompt, system_prompt, user_prompt};
pub use reading::{Outcome, Reading};
pub use schema::{constraint_schema, spec_schema};

/// Invalid answers sent back to the model before giving up.
pub const MAX_REPAIRS: u32 = 3;

/// A Spec answer is a few hundred tokens; the cap stops a runaway answer from costing
/// (a small model under a grammar can go on writing one string).
const MAX_ANSWER_TOKENS: u32 = 600;

/// The LLM side of formulation: which client and model.
#[derive(Clone, Debug)]
pub struct LlmFormulator {
    llm: ModelClient,
    schema: bool,
}

/// What one LLM formulation produced and cost.
#[derive(Debug, Clone)]
pub struct LlmFormulation {
    /// The constraints the LLM found (ids `l1`, `l2`, …), or why there are none.
    pub result: Result<Spec, String>,
    pub spend: Spend,
    /// Invalid answers that were sent back.
    pub repairs: u32,
    /// Each reading the LLM gave and whether it counts.
    pub readings: Vec<Reading>,
}

/// What the LLM is asked to formulate.
#[derive(Debug, Clone, Copy)]
pub enum Scope<'a> {
    /// The whole instruction.
    Whole,
    /// What the rules' Spec lacks (a review of it).
    Review(&'a Spec),
}

impl LlmFormulator {
    pub fn new(
        client: Arc<dyn LlmClient>,
        model: impl Into<String>,
        temperature: Option<f32>,
    ) -> LlmFormulator {
        LlmFormulator {
            llm: ModelClient {
                client,
                model: model.into(),
                temperature,
            },
            schema: true,
        }
    }

    /// Whether answers are constrained by [`spec_schema`] (on by default).
    pub fn with_schema(self, schema: bool) -> LlmFormulator {
        LlmFormulator { schema, ..self }
    }

    pub fn model(&self) -> &str {
        &self.llm.model
    }

    pub fn schema(&self) -> bool {
        self.schema
    }

    /// Asks for the Spec of the instruction (or what the rules' Spec lacks), repairing
    /// invalid answers at most [`MAX_REPAIRS`] times.
    pub async fn formulate(&self, instruction: &str, scope: Scope<'_>) -> LlmFormulation {
        let user = match scope {
            Scope::Whole => user_prompt(instruction),
            Scope::Review(rules) => review_prompt(instruction, rules),
        };
        let request = ChatRequest {
            temperature: self.llm.temperature,
            max_tokens: Some(MAX_ANSWER_TOKENS),
            json: true,
            schema: self.schema.then(|| spec_schema().clone()),
            ..ChatRequest::new(&self.llm.model, system_prompt(), user)
        };
        let asked = self
            .llm
            .ask_repairing(
                request,
                MAX_REPAIRS,
                |answer| parse_answer(answer, instruction),
                |error| repair_prompt(error),
            )
            .await;
        let result = asked.result.map_err(|e| match e {
            AskError::Call(e) => format!("LLM formulation failed: {e}"),
            AskError::Unusable(e) => format!(
                "LLM formulation failed: still no valid Spec after {MAX_REPAIRS} repairs: {e}"
            ),
        });
        LlmFormulation {
            result,
            spend: asked.spend,
            repairs: asked.repairs,
            readings: Vec::new(),
        }
    }
}

/// Rules first, then one review call (see the module doc). On a failed review the rules'
/// Spec is returned as it is, its unexplained parts included.
pub async fn formulate_combined(instruction: &str, llm: &LlmFormulator) -> (Spec, LlmFormulation) {
    let rules = crate::formulate_rules(instruction);
    let formulation = llm.formulate(instruction, Scope::Review(&rules)).await;
    let spec = match &formulation.result {
        Ok(found) => merge(rules, found.clone()),
        Err(_) => rules,
    };
    (spec, formulation)
}

/// The LLM alone, for the whole instruction. On failure the Spec has no constraints and
/// the whole instruction is unexplained. On success, every requirement the rules' clause
/// accounting found (a rule constraint or an unexplained part) that no LLM constraint was
/// located in stays unexplained: a model that reads an instruction as "no constraints",
/// or drops one of its requirements, leaves the verdict `unknown`, never a silent `sat`.
pub async fn formulate_llm(instruction: &str, llm: &LlmFormulator) -> (Spec, LlmFormulation) {
    let formulation = llm.formulate(instruction, Scope::Whole).await;
    let spec = match &formulation.result {
        Ok(spec) => {
            let rules = crate::formulate_rules(instruction);
            let mut spec = spec.clone();
            spec.unexplained = uncovered(&requirements(&rules, instruction), &spec);
            spec
        }
        Err(_) => Spec {
            constraints: vec![],
            formula: None,
            unexplained: vec![whole(instruction)],
        },
    };
    (spec, formulation)
}

fn whole(instruction: &str) -> Unexplained {
    Unexplained {
        text: instruction.trim().to_string(),
        source: Span {
            start: 0,
            end: instruction.len(),
        },
    }
}

/// The parts of the instruction the rules took for requirements: where each rule
/// constraint was read (the whole instruction for one with no source) and each part
/// they could not read.
fn requirements(rules: &Spec, instruction: &str) -> Vec<Unexplained> {
    let read = rules.constraints.iter().map(|c| match c.source {
        Some(source) => Unexplained {
            text: instruction
                .get(source.start..source.end)
                .unwrap_or(&c.text)
                .to_string(),
            source,
        },
        None => whole(instruction),
    });
    read.chain(rules.unexplained.iter().cloned()).collect()
}

/// The parts no constraint of `found` was located in (by its `text`, see
/// [`parse_answer`]); a constraint whose text is not in the instruction covers nothing.
fn uncovered(parts: &[Unexplained], found: &Spec) -> Vec<Unexplained> {
    let located: Vec<Span> = found.constraints.iter().filter_map(|c| c.source).collect();
    parts
        .iter()
        .filter(|p| {
            !located
                .iter()
                .any(|s| s.start < p.source.end && p.source.start < s.end)
        })
        .cloned()
        .collect()
}

/// The rules' Spec with the constraints the review added: both formulas must hold. A
/// part the rules could not read counts as explained only when a review constraint was
/// located in it; the others stay unexplained, so a review that answers "nothing to add"
/// (or skips a part) leaves the verdict `unknown`, never a silent `sat`. LLM ids that
/// clash with rule ids are renamed.
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
    let unexplained = uncovered(&rules.unexplained, &llm);
    let llm_formula = answer::rename(&llm.formula(), &names);
    let formula = match (&rules.formula, &llm.formula) {
        (None, None) => None,
        _ => Some(Formula::And(vec![rules.formula(), llm_formula])),
    };
    Spec {
        constraints,
        formula,
        unexplained,
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

    #[test]
    fn a_review_explains_only_the_parts_it_placed_a_constraint_in() {
        let instruction = "Be wistful. Sound autumnal.";
        let rules = Spec::from_json(
            r#"{"constraints": [], "unexplained": [
              {"text": "Be wistful.", "source": {"start": 0, "end": 11}},
              {"text": "Sound autumnal.", "source": {"start": 12, "end": 27}}]}"#,
        )
        .unwrap();
        let review = parse_answer(
            r#"{"constraints": [{"id": "l1", "text": "Be wistful", "kind": "semantic", "check": {"judge": "The response is wistful."}}]}"#,
            instruction,
        )
        .unwrap();
        let merged = merge(rules.clone(), review);
        let left: Vec<&str> = merged.unexplained.iter().map(|u| u.text.as_str()).collect();
        assert_eq!(left, ["Sound autumnal."]);
        // "Nothing to add" explains nothing.
        let empty = parse_answer(r#"{"constraints": []}"#, instruction).unwrap();
        assert_eq!(merge(rules, empty).unexplained.len(), 2);
    }

    #[test]
    fn a_rule_requirement_no_llm_constraint_covers_stays_unexplained() {
        let instruction = "Do not use any commas. Be wistful.";
        let rules = Spec::from_json(
            r#"{"constraints": [{"id": "c1", "text": "Do not use any commas", "kind": "logic",
               "check": {"predicate": "no_commas"}, "source": {"start": 0, "end": 21}}],
              "unexplained": [{"text": "Be wistful.", "source": {"start": 23, "end": 34}}]}"#,
        )
        .unwrap();
        let found = parse_answer(
            r#"{"constraints": [{"id": "l1", "text": "be wistful", "kind": "semantic", "check": {"judge": "The response is wistful."}}]}"#,
            instruction,
        )
        .unwrap();
        let left = uncovered(&requirements(&rules, instruction), &found);
        let left: Vec<&str> = left.iter().map(|u| u.text.as_str()).collect();
        assert_eq!(left, ["Do not use any commas"]);
    }
}
