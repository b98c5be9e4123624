//! The authored model the recorded tests serve on 127.0.0.1: a chat completion carrying
//! an authored answer, with usage counted as a quarter of the characters (what the
//! recordings hold), or a 404 where nothing was authored for the request; the judge
//! answers it looks up, and the verifier and settings that record and replay it.

use std::path::PathBuf;

use nsvif::{Formulator, LlmSetup, Verifier};
use nsvif_llm::LlmSettings;
use serde::Deserialize;
use serde_json::{json, Value};
use wiremock::{Mock, MockServer, Request, Respond, ResponseTemplate};

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

/// A judge answer authored for a statement and the outputs that contain a phrase.
#[derive(Deserialize)]
pub struct AuthoredJudgement {
    statement: String,
    output_contains: String,
    answer: String,
}

/// The answer in `judgements` for the judge request `messages`: the first authored for its
/// statement whose phrase its output contains.
pub fn judge_answer<'a>(
    judgements: &'a [AuthoredJudgement],
    messages: &[Value],
) -> Option<&'a str> {
    let user = messages.get(1)?["content"].as_str()?;
    let statement = user.strip_prefix("Statement: ")?.lines().next()?;
    let output = quoted(user)?;
    judgements
        .iter()
        .find(|j| j.statement == statement && output.contains(&j.output_contains))
        .map(|j| j.answer.as_str())
}

/// Between the first `"""` line and the next one.
pub fn quoted(text: &str) -> Option<&str> {
    let start = text.find("\"\"\"\n")? + 4;
    let end = start + text[start..].find("\n\"\"\"")?;
    Some(&text[start..end])
}

/// A verifier asking the authored model through `settings`, formulating with `formulator`.
pub fn verifier(settings: LlmSettings, formulator: Formulator) -> Verifier {
    let config = settings
        .over(LlmSettings {
            model: Some(MODEL.into()),
            backoff_ms: Some(1),
            ..LlmSettings::default()
        })
        .resolve()
        .unwrap()
        .unwrap();
    Verifier::default().with_llm(LlmSetup::from_config(&config, formulator, 1).unwrap())
}

/// Settings that answer from the recording `exchanges` alone: nothing listens at the base
/// URL.
pub fn replaying(exchanges: PathBuf) -> LlmSettings {
    LlmSettings {
        base_url: Some("http://127.0.0.1:9/v1".into()),
        replay: Some(exchanges),
        ..LlmSettings::default()
    }
}

/// Serves `model` on 127.0.0.1 within `rt`; the server (keep it alive while it is asked)
/// and settings that ask it and record the exchanges to `exchanges`.
pub fn serve_and_record(
    rt: &tokio::runtime::Runtime,
    model: impl Respond + 'static,
    exchanges: PathBuf,
) -> (MockServer, LlmSettings) {
    let server = rt.block_on(async {
        let server = MockServer::start().await;
        Mock::given(wiremock::matchers::method("POST"))
            .respond_with(model)
            .mount(&server)
            .await;
        server
    });
    let settings = LlmSettings {
        base_url: Some(format!("{}/v1", server.uri())),
        record: Some(exchanges),
        ..LlmSettings::default()
    };
    (server, settings)
}
