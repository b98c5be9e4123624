//! The review's question: how to check the parts the rules left unread. One question per
//! instruction with unread parts, each part named by an id (`p1`, `p2`, …); the answer
//! schema makes the model pick a part by its id (never write its own text) and check it
//! with one of the entries shortlisted for the parts' words ([`super::shortlist`]), a DSL
//! expression or a judge statement. The answer has room for one reading per part.

use std::sync::OnceLock;

use nsvif_llm::AnswerSchema;
use nsvif_spec::{Check, Unexplained};
use serde_json::{json, Value};

use super::schema::constraint_check;
use super::shortlist::{shortlist, Shortlist};

/// Output tokens for one part's reading: a part id, a predicate with its arguments or a
/// short statement, and the JSON around them.
pub const TOKENS_PER_PART: u32 = 70;

/// The system prompt of the question (short: every question pays for it).
pub fn parts_system_prompt() -> &'static str {
    static PROMPT: OnceLock<String> = OnceLock::new();
    PROMPT.get_or_init(|| {
        r#"You read requirements of an instruction given to an AI assistant, and say how a verifier checks a response against each. Answer with one JSON object: {"readings": [{"part": ID, "check": CHECK}]}, one reading per part, where CHECK is one of:
- {"predicate": NAME, "args": {...}}: a listed predicate that checks exactly what the part says;
- {"dsl": EXPR}: a DSL expression for a count or position the part states (integers, "strings", + - * / %, < <= == != >= >, && || !, forall X in LIST: EXPR, exists X in LIST: EXPR; texts: all, body; the listed functions);
- {"judge": STATEMENT}: for what only a reader can decide (tone, topic, style, content): one short statement about the response, true when the part is met.
Check only what the part says: never add a requirement, a number or a word it does not state."#
            .to_string()
    })
}

/// The user message: the instruction, each unread part with its id, and the entries that
/// may fit them.
pub fn parts_prompt(instruction: &str, parts: &[Unexplained], fits: &Shortlist) -> String {
    let mut p = format!(
        "Instruction:\n\"\"\"\n{}\n\"\"\"\nParts to read:\n",
        instruction.trim()
    );
    for (i, part) in parts.iter().enumerate() {
        p.push_str(&format!("- p{}: \"{}\"\n", i + 1, part.text.trim()));
    }
    if !fits.predicates.is_empty() {
        p.push_str("Predicates that may fit (name {example args}: what it checks):\n");
        for info in &fits.predicates {
            let args = super::prompt::example_args(info.doc).unwrap_or_default();
            p.push_str(&format!("- {} {args}: {}\n", info.name, info.summary()));
        }
    }
    if !fits.functions.is_empty() {
        p.push_str("DSL functions that may fit:\n");
        for (_, name, min, max, doc) in nsvif_spec::FUNCTIONS
            .iter()
            .filter(|f| fits.functions.contains(&f.1))
        {
            let params = if *max == 0 {
                ""
            } else if *min == 0 {
                "[t]"
            } else {
                "x"
            };
            p.push_str(&format!("- {name}({params}): {doc}\n"));
        }
    }
    p
}

/// The entries shortlisted for any of the parts, each once.
pub fn fits(parts: &[Unexplained]) -> Shortlist {
    let mut all = Shortlist::default();
    for part in parts {
        let one = shortlist(&part.text);
        for p in one.predicates {
            if !all.predicates.iter().any(|q| q.name == p.name) {
                all.predicates.push(p);
            }
        }
        for f in one.functions {
            if !all.functions.contains(&f) {
                all.functions.push(f);
            }
        }
    }
    all
}

/// The answer's schema: readings whose `part` is one of the ids and whose `check` is a
/// shortlisted predicate, a DSL expression or a judge statement; at most one per part.
pub fn parts_schema(parts: usize, fits: &Shortlist) -> AnswerSchema {
    let ids: Vec<String> = (1..=parts).map(|i| format!("p{i}")).collect();
    let checks: Vec<Value> = fits
        .predicates
        .iter()
        .map(|info| constraint_check(info))
        .chain([one_string("dsl"), one_string("judge")])
        .collect();
    AnswerSchema {
        name: "nsvif_readings".into(),
        schema: json!({
            "type": "object",
            "properties": {
                "readings": {
                    "type": "array",
                    "items": {
                        "type": "object",
                        "properties": {
                            "part": {"enum": ids},
                            "check": {"anyOf": checks}
                        },
                        "required": ["part", "check"],
                        "additionalProperties": false
                    },
                    "maxItems": parts
                }
            },
            "required": ["readings"],
            "additionalProperties": false
        }),
    }
}

fn one_string(key: &str) -> Value {
    super::schema::one_string(key)
}

/// One reading of the answer: the index of the part it reads and its check (not yet
/// validated by the checker).
#[derive(Debug, Clone, PartialEq)]
pub struct PartReading {
    pub part: usize,
    pub check: Check,
}

/// The readings of an answer, in its order. An answer that is not of the schema's shape
/// is an error that goes back to the model; so is a part id out of range.
pub fn parse_parts_answer(answer: &str, parts: usize) -> Result<Vec<PartReading>, String> {
    let json = nsvif_llm::json_object(answer).ok_or("the answer holds no JSON object")?;
    let value: Value = serde_json::from_str(json).map_err(|e| e.to_string())?;
    let readings = value
        .get("readings")
        .and_then(Value::as_array)
        .ok_or("the answer has no \"readings\" list")?;
    readings
        .iter()
        .map(|r| {
            let id = r.get("part").and_then(Value::as_str).unwrap_or_default();
            let part = id
                .strip_prefix('p')
                .and_then(|n| n.parse::<usize>().ok())
                .filter(|n| (1..=parts).contains(n))
                .ok_or_else(|| format!("\"{id}\" is not a part id (p1 to p{parts})"))?;
            let check: Check = serde_json::from_value(r.get("check").cloned().unwrap_or_default())
                .map_err(|e| format!("the check of {id}: {e}"))?;
            Ok(PartReading {
                part: part - 1,
                check,
            })
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use nsvif_spec::Span;

    fn part(text: &str, start: usize) -> Unexplained {
        Unexplained {
            text: text.into(),
            source: Span {
                start,
                end: start + text.len(),
            },
            message: None,
        }
    }

    #[test]
    fn the_question_names_each_part_by_id_and_offers_only_what_fits() {
        let instruction = "Write a poem. Avoid commas. Sound wistful.";
        let parts = [part("Avoid commas.", 14), part("Sound wistful.", 28)];
        let fits = fits(&parts);
        let p = parts_prompt(instruction, &parts, &fits);
        assert!(
            p.contains("- p1: \"Avoid commas.\"\n- p2: \"Sound wistful.\"\n"),
            "{p}"
        );
        assert!(p.contains("- no_commas "), "{p}");
        assert!(p.len() < 1500, "{} chars: {p}", p.len());
        let schema = parts_schema(parts.len(), &fits).schema;
        let item = &schema["properties"]["readings"]["items"];
        assert_eq!(item["properties"]["part"]["enum"], json!(["p1", "p2"]));
        assert_eq!(schema["properties"]["readings"]["maxItems"], 2);
        let checks = item["properties"]["check"]["anyOf"].as_array().unwrap();
        assert_eq!(checks.len(), fits.predicates.len() + 2);
    }

    #[test]
    fn an_answer_reads_parts_by_id() {
        let answer = r#"{"readings": [{"part": "p2", "check": {"judge": "The response is wistful."}},
            {"part": "p1", "check": {"predicate": "no_commas", "args": {}}}]}"#;
        let readings = parse_parts_answer(answer, 2).unwrap();
        assert_eq!(readings[0].part, 1);
        assert_eq!(readings[1].part, 0);
        assert!(matches!(readings[1].check, Check::Predicate { .. }));
        let bad = r#"{"readings": [{"part": "p3", "check": {"judge": "x"}}]}"#;
        assert!(parse_parts_answer(bad, 2).unwrap_err().contains("p3"));
        assert!(parse_parts_answer("nothing", 2).is_err());
    }
}
