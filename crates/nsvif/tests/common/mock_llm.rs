//! An OpenAI-compatible mock server's answers (wiremock on 127.0.0.1), shared by the
//! library's LLM tests and the CLI's (`crates/nsvif-cli/tests/llm_cli.rs` includes this
//! file), and the tone Spec both judge.

#![allow(dead_code)] // each test binary uses part of it

use nsvif_spec::Spec;
use serde_json::{json, Value};
use wiremock::{Mock, Request, ResponseTemplate};

/// How the judge's system prompt starts.
pub const JUDGE_SYSTEM_START: &str = "You check one requirement";
/// How the formulator's system prompt starts.
pub const FORMULATE_SYSTEM_START: &str = "You turn the requirements";
/// How the system prompt of the question about unread parts starts.
pub const PARTS_SYSTEM_START: &str = "You read requirements";
/// How the system prompt of a confirmation starts.
pub const CONFIRM_SYSTEM_START: &str = "You compare a requirement";

/// A chat completion answering `content`, for 300 prompt and 40 completion tokens.
pub fn completion(content: &str) -> ResponseTemplate {
    ResponseTemplate::new(200).set_body_json(json!({
        "id": "chatcmpl-test", "object": "chat.completion", "created": 1_700_000_000,
        "model": "mock", "choices": [{"index": 0, "finish_reason": "stop",
            "message": {"role": "assistant", "content": content}}],
        "usage": {"prompt_tokens": 300, "completion_tokens": 40, "total_tokens": 340}
    }))
}

/// The messages of a chat request.
pub fn messages(r: &Request) -> Vec<Value> {
    serde_json::from_slice::<Value>(&r.body).unwrap()["messages"]
        .as_array()
        .cloned()
        .unwrap_or_default()
}

/// Requests whose system prompt starts with `start`.
pub fn system_starts(start: &'static str) -> impl Fn(&Request) -> bool + Send + Sync {
    move |r: &Request| {
        messages(r)
            .first()
            .and_then(|m| m["content"].as_str())
            .is_some_and(|c| c.starts_with(start))
    }
}

/// A mock answering `content` to the requests whose system prompt starts with `start`.
pub fn answering(start: &'static str, content: &str) -> Mock {
    Mock::given(system_starts(start)).respond_with(completion(content))
}

/// A mock that answers every confirmation with `same`.
pub fn confirming(same: bool) -> Mock {
    answering(CONFIRM_SYSTEM_START, &json!({ "same": same }).to_string())
}

/// At most 20 words and a pessimistic tone.
pub fn tone_spec() -> Spec {
    Spec::from_json(
        r#"{"constraints": [
          {"id": "c1", "text": "at most 20 words", "kind": "logic",
           "check": {"predicate": "word_count", "args": {"relation": "<=", "value": 20}}},
          {"id": "c2", "text": "a pessimistic tone", "kind": "semantic",
           "check": {"judge": "The response is written in a pessimistic tone."}}]}"#,
    )
    .unwrap()
}

/// An output that fits in 20 words and is not pessimistic.
pub const CHEERFUL: &str = "What a wonderful day it is! Everything is going great.";
