//! Reading the LLM's answer: JSON → a validated, compiled-once Spec, or the error that
//! goes back to the model.

use std::collections::HashMap;

use nsvif_check::{CompiledSpec, Options};
use nsvif_llm::{find_quote, json_object};
use nsvif_spec::{Formula, Span, Spec};

/// The Spec in the answer, checked as far as the checker will check it: serde, ids, the
/// formula and DSL parsers, predicate names and argument types. Constraint ids become
/// `l1`, `l2`, … (the formula follows), and each constraint's `source` is where its
/// `text` occurs in the instruction, if it does.
pub fn parse_answer(answer: &str, instruction: &str) -> Result<Spec, String> {
    let json = json_object(answer).ok_or("the answer holds no JSON object")?;
    let spec = Spec::from_json(&without_unused_ids(json)).map_err(|e| e.to_string())?;
    CompiledSpec::new(spec.clone(), &Options::default()).map_err(|e| e.to_string())?;
    Ok(renumber(spec, instruction))
}

/// The answer with its constraints numbered `l1`, `l2`, … when it has no formula: ids then
/// name nothing, so a repeated or malformed one (a small model writes `"l1"` twice) is no
/// reason to send the answer back. Text that is not a JSON object is left for the parser
/// to report.
fn without_unused_ids(json: &str) -> String {
    let Ok(serde_json::Value::Object(mut answer)) = serde_json::from_str(json) else {
        return json.to_string();
    };
    if answer.get("formula").is_some_and(|f| !f.is_null()) {
        return json.to_string();
    }
    if let Some(serde_json::Value::Array(constraints)) = answer.get_mut("constraints") {
        for (i, c) in constraints.iter_mut().enumerate() {
            if let Some(c) = c.as_object_mut() {
                c.insert("id".into(), format!("l{}", i + 1).into());
            }
        }
    }
    serde_json::Value::Object(answer).to_string()
}

fn renumber(mut spec: Spec, instruction: &str) -> Spec {
    let names: HashMap<String, String> = spec
        .constraints
        .iter()
        .enumerate()
        .map(|(i, c)| (c.id.clone(), format!("l{}", i + 1)))
        .collect();
    for c in &mut spec.constraints {
        c.id = names[&c.id].clone();
        c.source = find(instruction, &c.text);
    }
    spec.formula = spec.formula.map(|f| rename(&f, &names));
    spec
}

/// Where `text` occurs in the instruction (exactly, else ignoring ASCII case).
fn find(instruction: &str, text: &str) -> Option<Span> {
    let text = text.trim();
    if text.is_empty() {
        return None;
    }
    let start = find_quote(instruction, text)?;
    Some(Span {
        start,
        end: start + text.len(),
    })
}

/// The formula with its atoms renamed.
pub(crate) fn rename(f: &Formula, names: &HashMap<String, String>) -> Formula {
    f.map_atoms(&mut |a| Formula::Atom(names.get(a).cloned().unwrap_or_else(|| a.to_string())))
}

#[cfg(test)]
mod tests {
    use super::*;
    use nsvif_spec::Check;

    const INSTRUCTION: &str = "Write a story. Use a PESSIMISTIC tone. Keep sentences short.";

    #[test]
    fn a_fenced_answer_is_read_renumbered_and_located() {
        let answer = r#"Here it is:
```json
{"constraints": [
  {"id": "tone", "text": "use a pessimistic tone", "kind": "semantic",
   "check": {"judge": "The response is written in a pessimistic tone."}},
  {"id": "short", "text": "Keep sentences short.", "kind": "logic",
   "check": {"dsl": "forall s in sentences(body): words(s) < 12"}}
], "formula": "tone && short"}
```"#;
        let spec = parse_answer(answer, INSTRUCTION).unwrap();
        assert_eq!(spec.constraints[0].id, "l1");
        assert_eq!(spec.constraints[1].id, "l2");
        assert_eq!(spec.formula().to_string(), "l1 && l2");
        let s = spec.constraints[0].source.unwrap();
        assert_eq!(&INSTRUCTION[s.start..s.end], "Use a PESSIMISTIC tone");
        assert!(matches!(spec.constraints[1].check, Check::Dsl { .. }));
    }

    #[test]
    fn ids_without_a_formula_are_renumbered_not_refused() {
        let answer = r#"{"constraints": [
          {"id": "l1", "text": "no commas", "kind": "logic", "check": {"predicate": "no_commas", "args": {}}},
          {"id": "l1", "text": "short", "kind": "logic", "check": {"dsl": "words(all) < 50"}}]}"#;
        let spec = parse_answer(answer, INSTRUCTION).unwrap();
        let ids: Vec<&str> = spec.constraints.iter().map(|c| c.id.as_str()).collect();
        assert_eq!(ids, ["l1", "l2"]);
        // With a formula the ids mean something: a duplicate is still an error.
        let with_formula = answer.replace("]}", r#"], "formula": "l1""#) + "}";
        assert!(parse_answer(&with_formula, INSTRUCTION)
            .unwrap_err()
            .contains("l1"));
    }

    #[test]
    fn invalid_answers_say_what_to_fix() {
        let cases = [
            ("no json here", "no JSON object"),
            (r#"{"constraints": [{"id": "l1"}]}"#, "invalid Spec JSON"),
            (
                r#"{"constraints": [{"id": "l1", "text": "t", "kind": "logic", "check": {"dsl": "words(all) >"}}]}"#,
                "column",
            ),
            (
                r#"{"constraints": [{"id": "l1", "text": "t", "kind": "logic", "check": {"predicate": "word_cnt", "args": {}}}]}"#,
                "unknown predicate `word_cnt`",
            ),
            (
                r#"{"constraints": [{"id": "l1", "text": "t", "kind": "logic", "check": {"predicate": "word_count", "args": {"relation": ">=", "value": "many"}}}]}"#,
                "word_count",
            ),
            (
                r#"{"constraints": [{"id": "l1", "text": "t", "kind": "logic", "check": {"judge": "Is it nice?"}}]}"#,
                "semantic",
            ),
            (
                r#"{"constraints": [{"id": "l1", "text": "t", "kind": "semantic", "check": {"judge": "x"}}], "formula": "l1 && l2"}"#,
                "l2",
            ),
        ];
        for (answer, says) in cases {
            let err = parse_answer(answer, INSTRUCTION).unwrap_err();
            assert!(err.contains(says), "{answer}\n→ {err}");
        }
    }
}
