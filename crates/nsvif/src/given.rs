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
    /// The instruction id, e.g. `punctuation:no_comma` or `count:word_count_range`.
    pub id: String,
    /// The instruction's arguments, as the data set gives them (`null` and absent are the same).
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
            let (predicate, args) =
                ifbench::to_check(id, kwargs, instruction).map_err(|e| named(id, e))?;
            Ok(Constraint {
                id: constraint_id(i + 1),
                text: id.to_string(),
                check: Check::Predicate {
                    predicate: predicate.to_string(),
                    args,
                },
                source: None,
                message: None,
                soft: false,
            })
        })
        .collect::<Result<Vec<_>, CheckError>>()?;
    Ok(Spec {
        constraints,
        formula: None,
        unexplained: vec![],
    })
}

/// `error` of the given constraint `id`, with the id when the error does not name it
/// (bad arguments name the predicate and the argument, not the instruction).
fn named(id: &str, error: CheckError) -> CheckError {
    match error {
        CheckError::BadArgs { .. } => CheckError::Constraint {
            id: id.to_string(),
            error: Box::new(error),
        },
        other => other,
    }
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
    use super::{constraint_id, spec_from_constraints};
    use serde_json::json;

    #[test]
    fn published_kwargs_are_read_and_a_bad_argument_names_its_instruction() {
        // IFBench's test file: integral floats, every unused key null; a reward
        // pipeline's kwargs as a JSON string.
        let floats = json!({"small_n": 5.0, "N": null, "keyword": null});
        let string = json!("{\"N\": 2}");
        let spec = spec_from_constraints(
            "",
            [("count:conjunctions", &floats), ("count:numbers", &string)],
        )
        .unwrap();
        assert_eq!(spec.constraints.len(), 2);
        let fraction = json!({"N": 2.5});
        let e = spec_from_constraints("", [("count:numbers", &fraction)]).unwrap_err();
        assert_eq!(
            e.to_string(),
            "constraint `count:numbers`: predicate `number_count`: bad arguments: \
             `N` must be a whole number, got 2.5"
        );
    }

    #[test]
    fn constraint_ids_are_c_and_the_number() {
        for n in [1, 9, 10, 99, 100, 12_345, usize::MAX] {
            assert_eq!(constraint_id(n), format!("c{n}"));
        }
    }
}
