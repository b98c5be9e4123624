//! The formulation prompt, generated from the predicate catalog and the DSL's function
//! table: adding a predicate or a DSL function needs no prompt edit.
//!
//! Kept compact on purpose (one line per predicate: name, example arguments, summary):
//! every formulation call pays for the whole system prompt.

use std::sync::OnceLock;

use nsvif_spec::{Check, Spec};

/// The system prompt: the Spec format, the catalog and the DSL.
pub fn system_prompt() -> &'static str {
    static PROMPT: OnceLock<String> = OnceLock::new();
    PROMPT.get_or_init(build_system_prompt)
}

fn build_system_prompt() -> String {
    let mut p = String::from(
        r#"You turn the requirements of an instruction given to an AI assistant into a Spec: JSON that a verifier checks the assistant's response against. Answer with one JSON object and nothing else:
{"constraints": [{"id": "l1", "text": "...", "kind": "logic", "check": {...}}], "formula": "l1 && l2"}

- id: l1, l2, ... in order.
- text: the requirement, copied word for word from the instruction.
- check, in this order of preference:
  1. {"predicate": NAME, "args": {...}}: a predicate of the catalog below; kind "logic".
  2. {"dsl": EXPR}: a DSL expression (below) for a countable requirement no predicate covers; kind "logic".
  3. {"judge": STATEMENT}: for what only a reader can decide (tone, topic, style, audience): one short statement about the response, true when the requirement is met, e.g. "The response is written in a pessimistic tone."; kind "semantic".
- Never write code; DSL expressions only.
- formula: optional; ids with ! && || -> <-> and parentheses. Leave it out when every constraint must hold.
- The task itself ("write a poem about X") is not a requirement; what the response must be about is one only when the instruction insists on it ("focus on", "must discuss").
- A relation is one of < <= == != >= >. Leave out parts that state no checkable requirement.
- One constraint per requirement, never two for the same words; at most 6.

Catalog (name {example args}: what it checks):
"#,
    );
    for info in prompt_catalog() {
        let args = example_args(info.doc).unwrap_or_default();
        p.push_str(&format!(
            "- {} {}: {}\n",
            info.name,
            args,
            summary(info.doc)
        ));
    }
    p.push_str(
        "\nDSL: integers, \"strings\", + - * / %, comparisons, && || !, \
         forall X in LIST: EXPR, exists X in LIST: EXPR.\n\
         Texts: all (the whole response), body (the response without heading lines); \
         every element of a list is a text.\nFunctions ([t]: optional text, default all):\n",
    );
    for (_, name, min, max, doc) in nsvif_spec::FUNCTIONS {
        let params = match (min, max) {
            (0, 0) => String::new(),
            (0, 1) => "[t]".to_string(),
            (1, 1) => "x".to_string(),
            (2, 2) => "x, y".to_string(),
            (min, max) => format!("{min}..{max} args"),
        };
        p.push_str(&format!("- {name}({params}): {doc}\n"));
    }
    p.push_str(
        "Examples:\n\
         forall s in sentences(body): words(s) < 8\n\
         first_word(all) == last_word(all)\n\
         words(all) % 2 == 0\n\
         count(headings()) >= 3\n\
         exists h in headings(): level(h) == 1 && text(h) == \"Unlocking Success\"\n",
    );
    p
}

/// The user message of a whole formulation: the instruction.
pub fn user_prompt(instruction: &str) -> String {
    format!("Instruction:\n\"\"\"\n{}\n\"\"\"\n", instruction.trim())
}

/// The user message of a review: the instruction, the constraints the rules read (with
/// their checks, so a misreading shows), the parts they could not read, and the question.
pub fn review_prompt(instruction: &str, rules: &Spec) -> String {
    let mut p = user_prompt(instruction);
    if rules.constraints.is_empty() {
        p.push_str("\nA rule-based reader found no requirement in it.\n");
    } else {
        p.push_str("\nA rule-based reader already turned these requirements into constraints:\n");
        for c in &rules.constraints {
            let check = match &c.check {
                Check::Predicate { predicate, args }
                    if args.is_null() || args.as_object().is_some_and(|a| a.is_empty()) =>
                {
                    predicate.clone()
                }
                Check::Predicate { predicate, args } => format!("{predicate} {args}"),
                Check::Dsl { dsl } => format!("dsl {dsl}"),
                Check::Judge { judge } => format!("judge \"{judge}\""),
            };
            p.push_str(&format!("- \"{}\": {check}\n", c.text.trim()));
        }
    }
    if !rules.unexplained.is_empty() {
        p.push_str("It could not read these parts:\n");
        for part in &rules.unexplained {
            p.push_str(&format!("- \"{}\"\n", part.text.trim()));
        }
    }
    p.push_str(
        "\nAnswer with only the constraints missing from that list: each requirement of the \
         instruction that no constraint above checks, and the right reading of any constraint \
         above that misreads its requirement. Do not repeat constraints above. Answer \
         {\"constraints\": []} when nothing is missing.\n",
    );
    p
}

/// The message that sends an invalid answer back.
pub fn repair_prompt(error: &str) -> String {
    format!(
        "That answer is not a valid Spec: {error}\nAnswer again with the corrected JSON object only."
    )
}

/// The first paragraph of a predicate's doc, on one line.
fn summary(doc: &str) -> String {
    doc.lines()
        .map(str::trim)
        .skip_while(|l| l.is_empty())
        .take_while(|l| !l.is_empty() && !l.starts_with('#'))
        .collect::<Vec<_>>()
        .join(" ")
}

/// The `args` of the `# Example` section's JSON, compact (`{}` when it has none).
pub(super) fn example_args(doc: &str) -> Option<String> {
    let example = &doc[doc.find("# Example")?..];
    let start = example.find('`')? + 1;
    let end = start + example[start..].find('`')?;
    let json: serde_json::Value = serde_json::from_str(&example[start..end]).ok()?;
    Some(match json.get("args") {
        Some(args) => args.to_string(),
        None => "{}".to_string(),
    })
}

/// The predicates the LLM is offered: the catalog without IFBench's 58 benchmark types,
/// which its own templates name and the rules read (`rules/ifbench.rs`); listing them would
/// double a prompt every formulation call pays for. M-IFEval's own predicates (French,
/// Spanish and Japanese benchmark types, checked from their ids) are left out likewise.
pub(crate) fn prompt_catalog() -> impl Iterator<Item = &'static nsvif_check::PredicateInfo> {
    nsvif_check::catalog()
        .filter(|p| p.ifbench_id.is_none() && !nsvif_check::mifeval::is_own_predicate(p.name))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_predicate_and_function_is_in_the_prompt_with_its_arguments() {
        let p = system_prompt();
        for info in prompt_catalog() {
            let line = p
                .lines()
                .find(|l| l.starts_with(&format!("- {} ", info.name)))
                .unwrap_or_else(|| panic!("{} missing from the prompt", info.name));
            assert!(
                example_args(info.doc).is_some(),
                "{}: the # Example section has no parsable JSON",
                info.name
            );
            assert!(line.contains('{'), "{line}");
        }
        assert!(p.contains(r#"- word_count {"relation":">=","value":300}: The response has a number of words in a range."#));
        for (_, name, ..) in nsvif_spec::FUNCTIONS {
            assert!(p.contains(&format!("- {name}(")), "{name}");
        }
    }

    #[test]
    fn the_prompt_stays_small() {
        // Every formulation call pays for it: about chars / 4 tokens.
        let chars = system_prompt().chars().count();
        assert!(chars < 9000, "system prompt grew to {chars} chars");
    }

    #[test]
    fn a_review_shows_the_rules_reading_and_the_unread_parts() {
        let instruction = "Do not use any commas. Keep it under five lines.";
        let rules = Spec {
            constraints: vec![nsvif_spec::Constraint {
                id: "c1".into(),
                text: "Do not use any commas".into(),
                check: Check::Predicate {
                    predicate: "no_commas".into(),
                    args: serde_json::json!({}),
                },
                source: None,
                message: None,
                soft: false,
            }],
            formula: None,
            unexplained: vec![nsvif_spec::Unexplained {
                text: "Keep it under five lines.".into(),
                source: nsvif_spec::Span { start: 23, end: 48 },
                message: None,
            }],
        };
        let p = review_prompt(instruction, &rules);
        assert!(p.starts_with(&format!("Instruction:\n\"\"\"\n{instruction}\n\"\"\"\n")));
        assert!(
            p.contains("- \"Do not use any commas\": no_commas\n"),
            "{p}"
        );
        assert!(
            p.contains("It could not read these parts:\n- \"Keep it under five lines.\"\n"),
            "{p}"
        );
        assert!(p.contains("only the constraints missing"));
        let none = Spec {
            constraints: vec![],
            formula: None,
            unexplained: vec![],
        };
        assert!(review_prompt("Tell me a joke.", &none).contains("found no requirement"));
    }
}
