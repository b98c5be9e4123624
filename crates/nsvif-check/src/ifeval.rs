//! IFEval instruction ids and kwargs onto catalog predicates.
//!
//! Every IFEval predicate's arguments accept the official kwargs names as aliases
//! (`num_words` for `value`, …), so mapping a structured IFEval constraint is a lookup by
//! id plus the kwargs with `null`s dropped. `prompt` is passed for
//! `combination:repeat_prompt`, which checks the output against the instruction.

use serde_json::{Map, Value};

use crate::{lookup_ifeval, CheckError};

/// The predicate name and arguments for an IFEval instruction id and its kwargs.
pub fn to_check(
    id: &str,
    kwargs: &Value,
    prompt: &str,
) -> Result<(&'static str, Value), CheckError> {
    let info = lookup_ifeval(id).ok_or_else(|| CheckError::UnknownIfevalId(id.to_string()))?;
    let mut args: Map<String, Value> = match kwargs {
        Value::Object(m) => m
            .iter()
            .filter(|(_, v)| !v.is_null())
            .map(|(k, v)| (k.clone(), v.clone()))
            .collect(),
        Value::Null => Map::new(),
        other => {
            return Err(CheckError::BadArgs {
                predicate: info.name.to_string(),
                message: format!("kwargs must be an object, got {other}"),
            })
        }
    };
    if id == "combination:repeat_prompt" && !args.contains_key("prompt_to_repeat") {
        args.insert("prompt_to_repeat".into(), Value::String(prompt.to_string()));
    }
    Ok((info.name, Value::Object(args)))
}

/// IFEval's *loose* variants of a response: as is, without its first line, without its
/// last line, without both, and each of those with every `*` removed. A constraint holds
/// loosely when it holds on any variant.
pub fn loose_variants(response: &str) -> Vec<String> {
    let lines: Vec<&str> = response.split('\n').collect();
    let n = lines.len();
    let join = |from: usize, to: usize| {
        if from < to {
            lines[from..to].join("\n").trim().to_string()
        } else {
            String::new()
        }
    };
    let remove_first = join(1, n);
    let remove_last = join(0, n.saturating_sub(1));
    let remove_both = join(1, n.saturating_sub(1));
    let mut out = vec![response.to_string(), response.replace('*', "")];
    for v in [remove_first, remove_last, remove_both] {
        out.push(v.replace('*', ""));
        out.insert(out.len() - 1, v);
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
