//! The authored model the recorded tests serve on 127.0.0.1: a chat completion carrying
//! an authored answer, with usage counted as a quarter of the characters (what the
//! recordings hold), or a 404 where nothing was authored for the request.

use serde_json::{json, Value};
use wiremock::{Request, ResponseTemplate};

/// The model name the recordings were made with.
pub const MODEL: &str = "authored";

/// The chat messages of a request.
pub fn messages(request: &Request) -> Vec<Value> {
    let body: Value = serde_json::from_slice(&request.body).unwrap_or_default();
    body["messages"].as_array().cloned().unwrap_or_default()
}

/// The completion answering `messages` with `answer`; a 404 when there is none.
pub fn completion(messages: &[Value], answer: Option<&str>) -> ResponseTemplate {
    let Some(answer) = answer else {
        return ResponseTemplate::new(404).set_body_json(json!({"error": {
            "message": "no authored answer for this request", "type": "not_found"}}));
    };
    let chars: usize = messages
        .iter()
        .filter_map(|m| m["content"].as_str())
        .map(|c| c.chars().count())
        .sum();
    let (input, output) = (chars.div_ceil(4), answer.chars().count().div_ceil(4));
    ResponseTemplate::new(200).set_body_json(json!({
        "id": "chatcmpl-authored", "object": "chat.completion", "created": 1_700_000_000,
        "model": MODEL, "choices": [{"index": 0, "finish_reason": "stop",
            "message": {"role": "assistant", "content": answer}}],
        "usage": {"prompt_tokens": input, "completion_tokens": output,
                  "total_tokens": input + output}
    }))
}
