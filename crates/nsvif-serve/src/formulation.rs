//! [`Formulation`]: what an instruction was read into (`nsvif formulate --json`): the
//! Spec, every clause with its class and the constraints read from it, the formula, and
//! whether the instruction contradicts itself.

use nsvif::{Cost, Prepared};
use nsvif_formulate::pipeline::clauses::{account, Clause};
use nsvif_spec::Spec;
use serde::Serialize;

#[derive(Debug, Clone, Serialize)]
pub struct Formulation {
    pub spec: Spec,
    pub clauses: Vec<Clause>,
    pub formula: String,
    pub contradiction: bool,
    pub conflicting: Vec<String>,
    /// Why the LLM gave no Spec, when one was asked.
    pub formulation_error: Option<String>,
    pub cost: Cost,
}

impl Formulation {
    /// The formulation of `instruction` as `prepared` holds it; `cost` is what preparing
    /// it cost.
    pub fn new(instruction: &str, prepared: &Prepared, cost: Cost) -> Formulation {
        let spec = prepared.spec();
        let consistency = prepared.consistency();
        Formulation {
            clauses: account(instruction, spec),
            spec: spec.clone(),
            formula: prepared.formula().to_string(),
            contradiction: !consistency.consistent,
            conflicting: consistency.conflicting.clone(),
            formulation_error: prepared.formulation().and_then(|n| n.error.clone()),
            cost,
        }
    }
}
