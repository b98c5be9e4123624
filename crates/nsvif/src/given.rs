//! Specs of given IFEval/IFBench constraints: the instruction ids and kwargs a data set
//! lists for a record, checked as they are instead of formulating the instruction
//! (`nsvif bench --given-constraints`, Python's `check_many(..., constraints=...)`).
//!
//! The id → predicate mapping itself is nsvif-check's ([`nsvif_check::ifbench::to_check`],
//! which takes IFEval ids too); this only numbers the constraints and joins them.

use nsvif_check::{ifbench, CheckError};
use nsvif_spec::{Check, Constraint, Spec};
use serde::Deserialize;

/// One given constraint: an IFEval or IFBench instruction id and its kwargs.
#[derive(Debug, Clone, Deserialize)]
pub struct GivenConstraint {
    pub id: String,
    #[serde(default)]
    pub kwargs: serde_json::Value,
}

/// The Spec of given constraints (`c1 && c2 …`, in their order). `instruction` is the
/// record's prompt, which IFEval's `combination:repeat_prompt` needs.
pub fn spec_from_constraints<'a>(
    instruction: &str,
    constraints: impl IntoIterator<Item = (&'a str, &'a serde_json::Value)>,
) -> Result<Spec, CheckError> {
    let constraints = constraints
        .into_iter()
        .enumerate()
        .map(|(i, (id, kwargs))| {
            let (predicate, args) = ifbench::to_check(id, kwargs, instruction)?;
            Ok(Constraint {
                id: constraint_id(i + 1),
                text: id.to_string(),
                check: Check::Predicate {
                    predicate: predicate.to_string(),
                    args,
                },
                source: None,
            })
        })
        .collect::<Result<Vec<_>, CheckError>>()?;
    Ok(Spec {
        constraints,
        formula: None,
        unexplained: vec![],
    })
}

/// `c{n}`, the id of the n-th given constraint, written without the formatting machinery,
/// which costs more than the rest of the id's making (a bench run makes one per record's
/// constraint).
fn constraint_id(n: usize) -> String {
    let mut buffer = itoa::Buffer::new();
    let digits = buffer.format(n);
    let mut id = String::with_capacity(1 + digits.len());
    id.push('c');
    id.push_str(digits);
    id
}

#[cfg(test)]
mod tests {
    use super::constraint_id;

    #[test]
    fn constraint_ids_are_c_and_the_number() {
        for n in [1, 9, 10, 99, 100, 12_345, usize::MAX] {
            assert_eq!(constraint_id(n), format!("c{n}"));
        }
    }
}
