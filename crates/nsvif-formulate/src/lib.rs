//! nsvif formulation: an instruction's text becomes a [`Spec`].
//!
//! [`rules`] is the offline formulator: each rule file recognises one family of phrasings
//! ("at least 300 words", "do not use any commas") and emits catalog predicates with the
//! span of the instruction it read them from. It needs no LLM and is the default.
//! Formulation depends on the instruction only, so its result is reused for every output.
//! [`llm`] asks an LLM for a Spec, for what the rules left unexplained or for the whole
//! instruction.

pub mod llm;
pub mod rules;

use nsvif_check::ifeval;
use nsvif_spec::{Check, Constraint, Kind, Spec};

pub use rules::Found;

/// Formulates an instruction with the rules alone.
pub fn formulate_rules(instruction: &str) -> Spec {
    let found = rules::find_all(instruction);
    let constraints = found
        .into_iter()
        .enumerate()
        .filter_map(|(i, f)| {
            // Rules only emit ids and kwargs the catalog knows; a mismatch is a rule bug,
            // caught by the rule tests, and skipped here rather than guessed.
            let (predicate, args) = ifeval::to_check(f.ifeval_id, &f.kwargs, instruction).ok()?;
            Some(Constraint {
                id: format!("c{}", i + 1),
                text: f.text,
                kind: Kind::Logic,
                check: Check::Predicate {
                    predicate: predicate.to_string(),
                    args,
                },
                source: Some(f.span),
            })
        })
        .collect();
    Spec {
        constraints,
        formula: None,
        unexplained: vec![],
    }
}
