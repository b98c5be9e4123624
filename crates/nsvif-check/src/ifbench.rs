//! IFBench instruction ids and kwargs onto catalog predicates.
//!
//! Each IFBench predicate's arguments are the official kwargs names, so mapping a
//! structured IFBench constraint is a lookup by id plus the kwargs as the official
//! checker reads them (`kwargs`: nulls dropped, numbers as Python uses them). [`to_check`] accepts IFEval ids too, since
//! IFBench-shaped data mixes both, and M-IFEval's (`es:…`, `fr:…`, `ja:…`, `en:…`;
//! [`crate::mifeval`]), which come in the same file shape.

use serde_json::Value;

use crate::{lookup_ifbench, lookup_ifeval, CheckError};

/// Is this an IFBench instruction id (one of the 58 types)?
pub fn is_ifbench_id(id: &str) -> bool {
    lookup_ifbench(id).is_some()
}

/// The predicate name and arguments for an IFBench (or IFEval) instruction id and its
/// kwargs. `prompt` is the record's instruction, for IFEval's `combination:repeat_prompt`.
pub fn to_check(
    id: &str,
    kwargs: &Value,
    prompt: &str,
) -> Result<(&'static str, Value), CheckError> {
    let Some(info) = lookup_ifbench(id) else {
        if lookup_ifeval(id).is_some() {
            return crate::ifeval::to_check(id, kwargs, prompt);
        }
        if crate::mifeval::is_mifeval_id(id) {
            return crate::mifeval::to_check(id, kwargs, prompt);
        }
        return Err(CheckError::UnknownIfbenchId(id.to_string()));
    };
    let args = crate::kwargs::to_args(id, info.name, kwargs)?;
    Ok((info.name, Value::Object(args)))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{compile, Document, Options};
    use serde_json::json;

    #[test]
    fn ids_map_to_predicates_with_official_kwargs() {
        let (name, args) = to_check(
            "count:word_count_range",
            &json!({"min_words": 2, "max_words": 3, "unused": null}),
            "",
        )
        .unwrap();
        assert_eq!(name, "word_count_range");
        assert!(args.get("unused").is_none(), "nulls are dropped");
        let p = compile(name, &args, &Options::default()).unwrap();
        assert!(p.holds(&Document::new("one two three")));
        assert!(!p.holds(&Document::new("one two three four")));
    }

    #[test]
    fn ifeval_ids_pass_through_and_unknown_ids_fail() {
        let (name, _) = to_check("punctuation:no_comma", &json!({}), "").unwrap();
        assert_eq!(name, "no_commas");
        assert!(matches!(
            to_check("count:nothing", &Value::Null, ""),
            Err(CheckError::UnknownIfbenchId(_))
        ));
        assert!(is_ifbench_id("format:no_whitespace") && !is_ifbench_id("punctuation:no_comma"));
    }
}
