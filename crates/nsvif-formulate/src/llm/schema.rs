//! The JSON Schema of a formulation answer, generated from the predicate catalog: sent
//! as `response_format: {"type": "json_schema"}` so that a server which constrains
//! decoding (llama.cpp, vLLM, SGLang, Ollama, OpenAI) can only produce answers of the
//! Spec's shape.
//!
//! Each constraint is one of: a catalog predicate (its name as a constant, its arguments
//! typed by the predicate's own `Args`, kind `logic`), a DSL expression (kind `logic`),
//! or a judge statement (kind `semantic`), so a kind never disagrees with its check and
//! no predicate name is invented. What a schema cannot say (a DSL expression that
//! parses, ids the formula names, a count that is not negative) is still checked by
//! [`super::parse_answer`], and an error still goes back to the model.
//!
//! `anyOf`, not `oneOf`: OpenAI's structured outputs accept only the former; the
//! alternatives are disjoint (a `const` tells them apart), so the two mean the same here.

use std::sync::OnceLock;

use nsvif_llm::AnswerSchema;
use serde_json::{json, Map, Value};

/// At most this many constraints in one answer. An IFEval instruction has at most a
/// handful; the 1.5B local model looped at temperature 0 (the same keyword constraint
/// again and again until the token cap cut the JSON, 120 s a call), and the grammar now
/// ends the list instead. A requirement left out for lack of room is not a silent `sat`:
/// the rules' requirements no constraint covers stay unexplained (see `formulate_llm`).
pub const MAX_CONSTRAINTS: usize = 6;

/// At most this many characters in a constraint's text (one requirement, copied from the
/// instruction) and in a DSL expression or judge statement: a runaway string ends.
pub const MAX_TEXT: usize = 160;
const MAX_CHECK: usize = 240;

/// The schema of a Spec answer (`{"constraints": [...]}`). Constraints have no `id`: with
/// no formula ids name nothing, and [`super::parse_answer`] numbers them (a small model
/// spends a second per token). It has no `formula`: every
/// constraint must hold. A small model asked for a formula wrote one over ids it never
/// defined (`{"constraints": [], "formula": "l1 && l2"}`, four times in a row), and the
/// requirements that need one ("either … or …") are rare.
pub fn spec_schema() -> &'static AnswerSchema {
    static SCHEMA: OnceLock<AnswerSchema> = OnceLock::new();
    SCHEMA.get_or_init(|| AnswerSchema {
        name: "nsvif_spec".into(),
        schema: json!({
            "type": "object",
            "properties": {
                "constraints": {
                    "type": "array",
                    "items": constraint_schema(),
                    "maxItems": MAX_CONSTRAINTS
                }
            },
            "required": ["constraints"],
            "additionalProperties": false
        }),
    })
}

/// One constraint: any predicate the prompt offers, a DSL expression, or a judge. The
/// schema offers what the prompt documents, no more (not IFBench's benchmark types).
pub fn constraint_schema() -> Value {
    let mut alternatives: Vec<Value> = super::prompt::prompt_catalog()
        .map(|info| constraint("logic", constraint_check(info)))
        .collect();
    alternatives.push(constraint("logic", one_string("dsl")));
    alternatives.push(constraint("semantic", one_string("judge")));
    json!({"anyOf": alternatives})
}

fn constraint(kind: &str, check: Value) -> Value {
    json!({
        "type": "object",
        "properties": {
            "text": {"type": "string", "minLength": 1, "maxLength": MAX_TEXT},
            "kind": {"const": kind},
            "check": check
        },
        "required": ["text", "kind", "check"],
        "additionalProperties": false
    })
}

/// The check of one predicate: its name as a constant, its arguments typed by its `Args`.
pub(super) fn constraint_check(info: &nsvif_check::PredicateInfo) -> Value {
    json!({
        "type": "object",
        "properties": {
            "predicate": {"const": info.name},
            "args": portable((info.args_schema)())
        },
        "required": ["predicate", "args"],
        "additionalProperties": false
    })
}

/// `{KEY: a bounded string}`: a DSL expression or a judge statement.
pub(super) fn one_string(key: &str) -> Value {
    json!({
        "type": "object",
        "properties": {key: {"type": "string", "minLength": 1, "maxLength": MAX_CHECK}},
        "required": [key],
        "additionalProperties": false
    })
}

/// An argument schema in the subset every structured-output server reads: no `format`
/// annotations (`int64` on integers), and an optional argument's `null` alternative left
/// out (`["array", "null"]` → `"array"`): leaving the argument out means the same.
fn portable(schema: Value) -> Value {
    match schema {
        Value::Object(object) => {
            let mut out = Map::new();
            for (key, value) in object {
                match (key.as_str(), value) {
                    ("format", Value::String(_)) => {}
                    ("type", Value::Array(types)) => {
                        let mut kept: Vec<Value> =
                            types.into_iter().filter(|t| t != "null").collect();
                        let t = if kept.len() == 1 {
                            kept.remove(0)
                        } else {
                            Value::Array(kept)
                        };
                        out.insert(key, t);
                    }
                    (_, value) => {
                        out.insert(key, portable(value));
                    }
                }
            }
            Value::Object(out)
        }
        Value::Array(items) => Value::Array(items.into_iter().map(portable).collect()),
        other => other,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn alternatives() -> Vec<Value> {
        constraint_schema()["anyOf"].as_array().unwrap().clone()
    }

    #[test]
    fn every_predicate_is_an_alternative_with_kind_logic() {
        let alternatives = alternatives();
        for info in super::super::prompt::prompt_catalog() {
            let found = alternatives
                .iter()
                .find(|a| a["properties"]["check"]["properties"]["predicate"]["const"] == info.name)
                .unwrap_or_else(|| panic!("{} has no alternative", info.name));
            assert_eq!(found["properties"]["kind"]["const"], "logic");
        }
        assert_eq!(
            alternatives.len(),
            super::super::prompt::prompt_catalog().count() + 2
        );
        let judge = alternatives.last().unwrap();
        assert_eq!(judge["properties"]["kind"]["const"], "semantic");
    }

    #[test]
    fn the_schema_uses_only_the_portable_subset() {
        let text = spec_schema().schema.to_string();
        for absent in ["\"format\"", "\"null\"", "$ref", "oneOf", "$schema"] {
            assert!(!text.contains(absent), "{absent} in {text}");
        }
    }

    /// The example of every predicate's doc, as an answer, is valid by the checker and
    /// has the shape the schema describes (required keys present, no others).
    #[test]
    fn catalog_examples_fit_the_schema() {
        for info in nsvif_check::catalog() {
            let args = (info.args_schema)();
            let properties = args["properties"].as_object().cloned().unwrap_or_default();
            let doc = info.doc;
            let start = doc.find("# Example").unwrap();
            let example = &doc[start..];
            let open = example.find('`').unwrap() + 1;
            let close = open + example[open..].find('`').unwrap();
            let check: Value = serde_json::from_str(&example[open..close]).unwrap();
            let given = check["args"].as_object().cloned().unwrap_or_default();
            for key in given.keys() {
                assert!(
                    properties.contains_key(key),
                    "{}: `{key}` not in the schema",
                    info.name
                );
            }
            for required in args["required"].as_array().into_iter().flatten() {
                assert!(
                    given.contains_key(required.as_str().unwrap()),
                    "{}: {required}",
                    info.name
                );
            }
        }
    }

    /// An answer of the schema's shape (no ids) is a valid Spec, its constraints numbered.
    #[test]
    fn an_answer_without_ids_is_numbered() {
        let answer = r#"{"constraints": [
          {"text": "no commas", "kind": "logic", "check": {"predicate": "no_commas"}},
          {"text": "be wistful", "kind": "semantic", "check": {"judge": "The response is wistful."}}]}"#;
        let spec = super::super::parse_answer(answer, "Use no commas and be wistful.").unwrap();
        let ids: Vec<&str> = spec.constraints.iter().map(|c| c.id.as_str()).collect();
        assert_eq!(ids, ["l1", "l2"]);
        let schema = spec_schema().schema.clone();
        assert_eq!(
            schema["properties"]["constraints"]["maxItems"],
            MAX_CONSTRAINTS
        );
        assert!(schema.to_string().contains("\"maxLength\""));
    }
}
