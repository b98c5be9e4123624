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
