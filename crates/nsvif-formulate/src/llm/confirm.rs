//! Confirming a reading: its check rendered back to plain English by nsvif's own words
//! (what a report says the constraint requires), and one yes/no question to the model:
//! does the rendering say the same as the instruction's words? Small models answer such a
//! question far better than they write a check, so a reading counts only when confirmed.

use std::sync::OnceLock;

use nsvif_check::{CompiledSpec, Document, Options};
use nsvif_llm::AnswerSchema;
use nsvif_spec::{Check, Constraint, Spec};
use serde_json::{json, Value};

/// The text a predicate is checked on to learn its requirement's words (an empty one is
/// refused before the requirement is stated).
const PROBE: &str = "x";

/// Output tokens of a confirmation: `{"same": false}`.
pub const CONFIRM_TOKENS: u32 = 12;

/// The constraint in plain English: a judge's statement as it is; a predicate's or a DSL
/// expression's requirement as a report words it ("the response has at least 1000
/// words"). An error when the check does not compile.
pub fn render(constraint: &Constraint) -> Result<String, String> {
    let spec = Spec {
        constraints: vec![constraint.clone()],
        formula: None,
        unexplained: vec![],
    };
    let compiled = CompiledSpec::new(spec, &Options::default()).map_err(|e| e.to_string())?;
    Ok(match &constraint.check {
        Check::Judge { judge } => judge.trim().to_string(),
        Check::Dsl { dsl } => format!("the response satisfies {dsl}"),
        Check::Predicate { .. } => {
            let required = compiled.constraints[0]
                .check(&Document::new(PROBE))
                .evidence
                .required();
            format!("the response has {required}")
        }
    })
}

/// The system prompt of a confirmation.
pub fn confirm_system_prompt() -> &'static str {
    "You compare a requirement of an instruction with a reading of it. Answer {\"same\": true} \
     when the reading says what the requirement says, neither more nor less, and \
     {\"same\": false} when it is stricter, looser, about something else, or adds anything."
}

/// The user message of a confirmation.
pub fn confirm_prompt(instruction: &str, part: &str, rendering: &str) -> String {
    format!(
        "Instruction:\n\"\"\"\n{}\n\"\"\"\nRequirement: \"{}\"\nReading: \"{rendering}\"\n\
         Does the reading say the same as the requirement?",
        instruction.trim(),
        part.trim()
    )
}

/// `{"same": boolean}`.
pub fn confirm_schema() -> &'static AnswerSchema {
    static SCHEMA: OnceLock<AnswerSchema> = OnceLock::new();
    SCHEMA.get_or_init(|| AnswerSchema {
        name: "nsvif_confirmation".into(),
        schema: json!({
            "type": "object",
            "properties": {"same": {"type": "boolean"}},
            "required": ["same"],
            "additionalProperties": false
        }),
    })
}

/// The answer's `same`.
pub fn parse_confirmation(answer: &str) -> Result<bool, String> {
    let json = nsvif_llm::json_object(answer).ok_or("the answer holds no JSON object")?;
    let value: Value = serde_json::from_str(json).map_err(|e| e.to_string())?;
    value
        .get("same")
        .and_then(Value::as_bool)
        .ok_or_else(|| "the answer has no boolean \"same\"".to_string())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn constraint(check: &str) -> Constraint {
        let spec = Spec::from_json(&format!(
            r#"{{"constraints": [{{"id": "l1", "text": "t", "kind": "{}", "check": {check}}}]}}"#,
            if check.contains("judge") {
                "semantic"
            } else {
                "logic"
            }
        ))
        .unwrap();
        spec.constraints[0].clone()
    }

    #[test]
    fn a_reading_is_rendered_in_nsvifs_own_words() {
        let words =
            constraint(r#"{"predicate": "word_count", "args": {"relation": ">=", "value": 1000}}"#);
        assert_eq!(
            render(&words).unwrap(),
            "the response has at least 1000 words"
        );
        let commas = constraint(r#"{"predicate": "no_commas", "args": {}}"#);
        assert_eq!(render(&commas).unwrap(), "the response has no commas");
        let tone = constraint(r#"{"judge": "The response is wistful."}"#);
        assert_eq!(render(&tone).unwrap(), "The response is wistful.");
        let dsl = constraint(r#"{"dsl": "words(all) % 2 == 0"}"#);
        assert!(render(&dsl).unwrap().contains("words(all) % 2 == 0"));
    }

    #[test]
    fn a_confirmation_is_a_boolean() {
        assert_eq!(parse_confirmation(r#"{"same": true}"#), Ok(true));
        assert_eq!(parse_confirmation(r#"{"same": false}"#), Ok(false));
        assert!(parse_confirmation("yes").is_err());
        assert!(parse_confirmation(r#"{"same": "yes"}"#).is_err());
    }
}
