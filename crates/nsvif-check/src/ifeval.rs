//! IFEval instruction ids and kwargs onto catalog predicates.
//!
//! Every IFEval predicate's arguments accept the official kwargs names as aliases
//! (`num_words` for `value`, …), so mapping a structured IFEval constraint is a lookup by
//! id plus the kwargs as the official checker reads them (`kwargs`: nulls dropped, numbers
//! as Python uses them). `prompt` is passed for
//! `combination:repeat_prompt`, which checks the output against the instruction.

use serde_json::Value;

use crate::{lookup_ifeval, CheckError};

/// The predicate name and arguments for an IFEval instruction id and its kwargs.
pub fn to_check(
    id: &str,
    kwargs: &Value,
    prompt: &str,
) -> Result<(&'static str, Value), CheckError> {
    let info = lookup_ifeval(id).ok_or_else(|| CheckError::UnknownIfevalId(id.to_string()))?;
    let mut args = crate::kwargs::to_args(id, info.name, kwargs)?;
    if id == "combination:repeat_prompt" && !args.contains_key("prompt_to_repeat") {
        args.insert("prompt_to_repeat".into(), Value::String(prompt.to_string()));
    }
    Ok((info.name, Value::Object(args)))
}

/// IFEval's *loose* variants of a response: as is, without its first line, without its
/// last line, without both, and each of those with every `*` removed. A constraint holds
/// loosely when it holds on any variant.
pub fn loose_variants(response: &str) -> Vec<String> {
    loose_variants_in(response)
        .into_iter()
        .map(|(variant, _)| variant)
        .collect()
}

/// [`loose_variants`], each with its byte offset in `response` when it is a piece of it
/// (`None` when removing `*` changed it), so that a place found in a variant can be
/// named in the response.
pub fn loose_variants_in(response: &str) -> Vec<(String, Option<usize>)> {
    // Byte offset of each line's start.
    let starts: Vec<usize> = std::iter::once(0)
        .chain(response.match_indices('\n').map(|(i, _)| i + 1))
        .collect();
    let n = starts.len();
    // Lines `from..to` joined again are the response's bytes between their starts.
    let piece = |from: usize, to: usize| -> (String, Option<usize>) {
        if from >= to {
            return (String::new(), Some(0));
        }
        let end = if to < n {
            starts[to] - 1
        } else {
            response.len()
        };
        let joined = &response[starts[from]..end];
        let trimmed = joined.trim();
        let offset = starts[from] + (joined.len() - joined.trim_start().len());
        (trimmed.to_string(), Some(offset))
    };
    let without_stars = |(v, at): &(String, Option<usize>)| {
        let removed = v.replace('*', "");
        let at = if removed.len() == v.len() { *at } else { None };
        (removed, at)
    };
    let mut out = Vec::with_capacity(8);
    for v in [
        (response.to_string(), Some(0)),
        piece(1, n),
        piece(0, n.saturating_sub(1)),
        piece(1, n.saturating_sub(1)),
    ] {
        let stripped = without_stars(&v);
        out.push(v);
        out.push(stripped);
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn loose_variants_follow_the_official_order() {
        let v = loose_variants("Sure!\n**Body**\nBye");
        assert_eq!(
            v,
            [
                "Sure!\n**Body**\nBye",
                "Sure!\nBody\nBye",
                "**Body**\nBye",
                "Body\nBye",
                "Sure!\n**Body**",
                "Sure!\nBody",
                "**Body**",
                "Body"
            ]
        );
    }

    #[test]
    fn loose_variants_know_where_they_are_in_the_response() {
        let response = "Sure!\n  **Body**\nBye \n";
        for (variant, at) in loose_variants_in(response) {
            match at {
                Some(at) => assert_eq!(&response[at..at + variant.len()], variant),
                None => assert!(variant.len() < response.len() && !variant.contains('*')),
            }
        }
        let offsets: Vec<Option<usize>> = loose_variants_in("a\n**b**\nc")
            .into_iter()
            .map(|(_, at)| at)
            .collect();
        assert_eq!(
            offsets,
            [Some(0), None, Some(2), None, Some(0), None, Some(2), None]
        );
        // Without a `*` to remove, the variant is the same piece.
        assert_eq!(loose_variants_in("a\nb")[3], ("b".to_string(), Some(2)));
    }

    #[test]
    fn repeat_prompt_gets_the_instruction() {
        let (name, args) = to_check(
            "combination:repeat_prompt",
            &serde_json::json!({}),
            "Say hi",
        )
        .unwrap();
        assert_eq!(
            (name, &args["prompt_to_repeat"]),
            ("repeat_prompt", &Value::from("Say hi"))
        );
        let (_, args) = to_check(
            "length_constraints:number_words",
            &serde_json::json!({"num_words": 5, "relation": "at least", "keywords": null}),
            "",
        )
        .unwrap();
        assert!(args.get("keywords").is_none(), "nulls are dropped");
        assert!(matches!(
            to_check("nope:nothing", &Value::Null, ""),
            Err(CheckError::UnknownIfevalId(_))
        ));
    }
}
