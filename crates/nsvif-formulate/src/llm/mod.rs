//! LLM formulation: an LLM reads what the rules could not, and only readings placed in
//! the instruction's own words and confirmed by the model count.
//!
//! Two scopes:
//! - [`formulate_combined`] (the default with an LLM): the rules first; when they left
//!   parts unread, one grounded question about those parts ([`LlmFormulator::review`]):
//!   each part named by an id the answer must pick from, with a shortlist of the catalog
//!   entries and DSL functions that fit its words, the answer capped to one reading per
//!   part. No call when the rules read everything.
//! - [`formulate_llm`]: the LLM formulates the whole instruction (the whole catalog, the
//!   Spec schema, repairs of invalid answers with the validator's error, at most
//!   [`MAX_REPAIRS`] times).
//!
//! In both, a reading counts only when it is placed in the instruction's own words, does
//! not repeat another constraint, and the model confirms that nsvif's own rendering of it
//! says what those words say (`ground`); every reading and its fate is in
//! [`LlmFormulation::readings`]. What does not count stays unread: the verdict can be
//! `unknown`, never a wrong `unsat` from a reading nobody confirmed.
//!
//! A failed formulation (endpoint down, refusal, still invalid after the repairs) never
//! guesses: the parts it was about stay unexplained, and [`LlmFormulation::result`] says
//! why.

mod answer;
mod confirm;
mod ground;
mod parts;
mod prompt;
mod reading;
mod review;
mod schema;
mod shortlist;
mod values;

use std::collections::HashMap;
use std::sync::Arc;

use nsvif_llm::{AskError, ChatRequest, LlmClient, ModelClient, Spend};
use nsvif_spec::{Formula, Span, Spec, Unexplained};

pub use answer::parse_answer;
pub use confirm::{confirm_system_prompt, render};
pub use parts::parts_system_prompt;
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
    /// Whether a question was sent (none when the rules left nothing unread).
    pub asked: bool,
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
            asked: true,
        }
    }
}

/// Rules first, then the review of what they left unread (see the module doc). On a
/// failed review the rules' Spec is returned as it is, its unexplained parts included.
pub async fn formulate_combined(instruction: &str, llm: &LlmFormulator) -> (Spec, LlmFormulation) {
    let rules = crate::formulate_rules(instruction);
    let formulation = llm.review(instruction, &rules).await;
    let mut spec = match &formulation.result {
        Ok(found) => merge(rules, found.clone()),
        Err(_) => rules,
    };
    // The LLM's constraints read within a hedge ("if possible") are preferences too.
    crate::pipeline::soft::Hedges::find(instruction).mark(&mut spec.constraints);
    (spec, formulation)
}

/// The LLM alone, for the whole instruction. Its constraints are grounded (`ground`):
/// the unplaced, repeated and unconfirmed ones are dropped. On failure the Spec has no
/// constraints and the whole instruction is unexplained. On success, every requirement
/// the rules' clause accounting found (a rule constraint or an unexplained part) that no
/// counted constraint was located in stays unexplained: a model that reads an
/// instruction as "no constraints", or drops one of its requirements, leaves the verdict
/// `unknown`, never a silent `sat`.
pub async fn formulate_llm(instruction: &str, llm: &LlmFormulator) -> (Spec, LlmFormulation) {
    let mut formulation = llm.formulate(instruction, Scope::Whole).await;
    let spec = match &formulation.result {
        Ok(spec) => {
            let rules = crate::formulate_rules(instruction);
            let counted = match &spec.formula {
                // A formula over a dropped constraint would mean something else: only a
                // conjunction is grounded one constraint at a time.
                Some(f) if !is_conjunction(f) => {
                    formulation.result = Err(
                        "LLM formulation dropped: a formula other than a conjunction cannot be confirmed one constraint at a time".into(),
                    );
                    vec![]
                }
                _ => {
                    let candidates = spec
                        .constraints
                        .iter()
                        .map(|c| ground::Candidate {
                            part: match c.source {
                                Some(s) => instruction[s.start..s.end].to_string(),
                                None => c.text.clone(),
                            },
                            constraint: c.clone(),
                        })
                        .collect();
                    let grounded = ground::ground(llm, instruction, candidates, &[]).await;
                    formulation.spend += grounded.spend;
                    formulation.readings = grounded.readings;
                    grounded.counted
                }
            };
            let spec = Spec {
                constraints: counted,
                formula: None,
                unexplained: vec![],
            };
            let unexplained = uncovered(&requirements(&rules, instruction), &spec);
            let mut spec = Spec {
                unexplained,
                ..spec
            };
            crate::pipeline::soft::Hedges::find(instruction).mark(&mut spec.constraints);
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

/// An `&&` of atoms (or one atom).
fn is_conjunction(f: &Formula) -> bool {
    match f {
        Formula::Atom(_) | Formula::Const(true) => true,
        Formula::And(parts) => parts.iter().all(is_conjunction),
        _ => false,
    }
}

fn whole(instruction: &str) -> Unexplained {
    Unexplained {
        text: instruction.trim().to_string(),
        source: Span {
            start: 0,
            end: instruction.len(),
        },
        message: None,
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
            message: None,
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
