//! Semantic judges: one short question per semantic constraint, answered as JSON.
//!
//! The judge sees the statement to decide and the output, nothing else (not the whole
//! instruction: a judge is asked about one requirement, which keeps calls short). It
//! answers `{"reason": "…", "evidence": "a quote", "satisfied": bool}`, the verdict last so
//! that it follows from the reason the model has just written (small models otherwise
//! contradict their own reasons), constrained by [`answer_schema`] where the endpoint
//! takes a JSON Schema; the quote is located in the output when it is really there. With `votes` K > 1 the question is
//! asked K times (different seeds, some temperature) and a strict majority of K decides.
//!
//! A judge never guesses: an endpoint error, a refusal, an answer that is still not the
//! JSON asked for after a repair, or a split vote is `unknown` with the reason.

use std::sync::Arc;

use nsvif_check::{
    Document, EvidenceKind, Fact, JudgeAnswer, JudgeFailure, Location, Requirement, Segment,
    UndecidedReason,
};
use nsvif_llm::{
    find_quote, json_object, AnswerSchema, AskError, ChatRequest, LlmClient, ModelClient, Spend,
};
use serde_json::{json, Value};

/// Invalid answers sent back to the judge before giving up on that vote.
pub const MAX_JUDGE_REPAIRS: u32 = 1;

/// A verdict and a sentence: the cap keeps a chatty judge cheap.
const MAX_ANSWER_TOKENS: u32 = 200;

/// The temperature of votes when the configured one is 0 (identical samples would make
/// voting pointless).
const VOTE_TEMPERATURE: f32 = 0.7;

const SYSTEM: &str = "You check one requirement of an AI assistant's response. Decide whether the statement about the response is true. Answer with one JSON object and nothing else: {\"reason\": \"one short sentence\", \"evidence\": \"a short exact quote from the response that shows it\", \"satisfied\": true or false}";

/// The JSON Schema of a judge's answer, the keys in the order `SYSTEM` asks for.
pub fn answer_schema() -> &'static AnswerSchema {
    static SCHEMA: std::sync::OnceLock<AnswerSchema> = std::sync::OnceLock::new();
    SCHEMA.get_or_init(|| AnswerSchema {
        name: "nsvif_judgement".into(),
        schema: json!({
            "type": "object",
            "properties": {
                "reason": {"type": "string"},
                "evidence": {"type": "string"},
                "satisfied": {"type": "boolean"}
            },
            "required": ["reason", "evidence", "satisfied"],
            "additionalProperties": false
        }),
    })
}

/// Asks an LLM whether a semantic constraint holds on an output.
#[derive(Clone, Debug)]
pub struct Judge {
    llm: ModelClient,
    votes: u32,
}

/// The fact a judge decided, and what deciding it cost.
#[derive(Debug, Clone)]
pub struct Judgement {
    /// What the judge decided, with its reason and quote as evidence.
    pub fact: Fact,
    /// The LLM calls and tokens it took.
    pub spend: Spend,
}

/// One vote.
struct Vote {
    satisfied: bool,
    reason: String,
    quote: String,
}

impl Judge {
    /// `votes` of 0 is taken as 1.
    pub fn new(
        client: Arc<dyn LlmClient>,
        model: impl Into<String>,
        temperature: Option<f32>,
        votes: u32,
    ) -> Judge {
        Judge {
            llm: ModelClient {
                client,
                model: model.into(),
                temperature,
            },
            votes: votes.max(1),
        }
    }

    /// How many times each question is asked (the majority decides); at least 1.
    pub fn votes(&self) -> u32 {
        self.votes
    }

    /// The user message for one question: exactly what the judge is sent.
    pub fn user_prompt(statement: &str, output: &str) -> String {
        format!("Statement: {statement}\n\nResponse:\n\"\"\"\n{output}\n\"\"\"")
    }

    /// Decides `statement` on `output` (the text the logic checks saw).
    pub async fn judge(&self, statement: &str, output: &str) -> Judgement {
        let votes =
            futures::future::join_all((0..self.votes).map(|i| self.vote(statement, output, i)))
                .await;
        let mut spend = Spend::default();
        let mut yes = Vec::new();
        let mut no = Vec::new();
        let mut failures = Vec::new();
        for (result, s) in votes {
            spend += s;
            match result {
                Ok(v) if v.satisfied => yes.push(v),
                Ok(v) => no.push(v),
                Err(e) => failures.push(e),
            }
        }
        let majority = self.votes as usize / 2 + 1;
        let fact = if yes.len() >= majority {
            decided(&yes[0], statement, output, yes.len(), self.votes)
        } else if no.len() >= majority {
            decided(&no[0], statement, output, no.len(), self.votes)
        } else if self.votes == 1 {
            Fact::unknown(
                Requirement::Statement(statement.into()),
                UndecidedReason::JudgeFailed(failures.swap_remove(0)),
            )
        } else {
            let reason = UndecidedReason::JudgesSplit {
                satisfied: yes.len(),
                unsatisfied: no.len(),
                failed: failures.len(),
                votes: self.votes,
                first_failure: failures.into_iter().next(),
            };
            Fact::unknown(Requirement::Statement(statement.into()), reason)
        };
        Judgement { fact, spend }
    }

    async fn vote(
        &self,
        statement: &str,
        output: &str,
        index: u32,
    ) -> (Result<Vote, JudgeFailure>, Spend) {
        let (temperature, seed) = if self.votes > 1 {
            let t = self
                .llm
                .temperature
                .map(|t| if t == 0.0 { VOTE_TEMPERATURE } else { t });
            (t, Some(u64::from(index)))
        } else {
            (self.llm.temperature, None)
        };
        let request = ChatRequest {
            temperature,
            seed,
            max_tokens: Some(MAX_ANSWER_TOKENS),
            json: true,
            schema: Some(answer_schema().clone()),
            ..ChatRequest::new(
                &self.llm.model,
                SYSTEM,
                Judge::user_prompt(statement, output),
            )
        };
        let asked = self
            .llm
            .ask_repairing(request, MAX_JUDGE_REPAIRS, parse_vote, |e| {
                format!(
                    "That answer is not the JSON object asked for: {e}. Answer again with the JSON object only."
                )
            })
            .await;
        let result = asked.result.map_err(|e| match e {
            AskError::Call(e) => JudgeFailure::Call(e.to_string()),
            AskError::Unusable(error) => JudgeFailure::Unusable {
                repairs: asked.repairs,
                error,
            },
        });
        (result, asked.spend)
    }
}

/// `{"satisfied": …, "reason": …, "evidence": …}`, leniently: inside code fences or
/// prose, `satisfied` as a boolean or "true"/"yes"/"false"/"no".
fn parse_vote(answer: &str) -> Result<Vote, String> {
    let object = json_object(answer).ok_or("no JSON object")?;
    let json: Value = serde_json::from_str(object).map_err(|e| e.to_string())?;
    let satisfied = match &json["satisfied"] {
        Value::Bool(b) => *b,
        Value::String(s) => match s.trim().to_ascii_lowercase().as_str() {
            "true" | "yes" => true,
            "false" | "no" => false,
            other => {
                return Err(format!(
                    "`satisfied` must be true or false, got \"{other}\""
                ))
            }
        },
        Value::Null => return Err("`satisfied` is missing".into()),
        other => return Err(format!("`satisfied` must be true or false, got {other}")),
    };
    let text = |key: &str| json[key].as_str().unwrap_or("").trim().to_string();
    Ok(Vote {
        satisfied,
        reason: text("reason"),
        quote: text("evidence"),
    })
}

fn decided(v: &Vote, statement: &str, output: &str, agreeing: usize, votes: u32) -> Fact {
    let answer = JudgeAnswer {
        statement: statement.to_string(),
        satisfied: v.satisfied,
        votes: (votes > 1).then_some((agreeing, votes)),
        reason: v.reason.clone(),
        quote: v.quote.clone(),
    };
    Fact::found(v.satisfied, EvidenceKind::Judge(answer)).at_opt(locate(output, &v.quote))
}

/// Where the judge's quote is in the output (exactly, else ignoring ASCII case); `None`
/// when the judge quoted something the output does not say.
fn locate(output: &str, quote: &str) -> Option<Location> {
    let quote = quote.trim().trim_matches('"').trim();
    if quote.is_empty() {
        return None;
    }
    let start = find_quote(output, quote)?;
    let doc = Document::new(output);
    Some(Location::of(
        &doc,
        Segment {
            start,
            end: start + quote.len(),
        },
    ))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn votes_are_read_leniently_but_need_a_verdict() {
        let v = parse_vote("```json\n{\"satisfied\": \"No\", \"reason\": \"upbeat\", \"evidence\": \"Great!\"}\n```").unwrap();
        assert!(!v.satisfied);
        assert_eq!((v.reason.as_str(), v.quote.as_str()), ("upbeat", "Great!"));
        assert!(parse_vote("{\"satisfied\": true}").unwrap().satisfied);
        for bad in [
            "I think so",
            "{\"reason\": \"x\"}",
            "{\"satisfied\": \"maybe\"}",
            "{\"satisfied\": 1}",
        ] {
            assert!(parse_vote(bad).is_err(), "{bad}");
        }
    }

    #[test]
    fn quotes_are_located_only_when_the_output_has_them() {
        let out = "First line.\nThe sky is GREY and sad.";
        let l = locate(out, "\"the sky is grey\"").unwrap();
        assert_eq!((l.line, l.column), (2, 1));
        assert!(locate(out, "sunny").is_none());
    }
}
