//! The CLI's LLM flags against an OpenAI-compatible mock server on 127.0.0.1 (wiremock).
//! Nothing reaches the internet.

use nsvif_spec::Spec;
use serde_json::{json, Value};
use wiremock::{Mock, MockServer, Request, ResponseTemplate};

const JUDGE_SYSTEM_START: &str = "You check one requirement";

fn completion(content: &str) -> ResponseTemplate {
    ResponseTemplate::new(200).set_body_json(json!({
        "id": "chatcmpl-test", "object": "chat.completion", "created": 1_700_000_000,
        "model": "mock", "choices": [{"index": 0, "finish_reason": "stop",
            "message": {"role": "assistant", "content": content}}],
        "usage": {"prompt_tokens": 300, "completion_tokens": 40, "total_tokens": 340}
    }))
}

/// Requests whose system prompt starts with `start`.
fn system_starts(start: &'static str) -> impl Fn(&Request) -> bool + Send + Sync {
    move |r: &Request| {
        serde_json::from_slice::<Value>(&r.body).unwrap()["messages"][0]["content"]
            .as_str()
            .is_some_and(|c| c.starts_with(start))
    }
}

fn tone_spec() -> Spec {
    Spec::from_json(
        r#"{"constraints": [
          {"id": "c1", "text": "at most 20 words", "kind": "logic",
           "check": {"predicate": "word_count", "args": {"relation": "<=", "value": 20}}},
          {"id": "c2", "text": "a pessimistic tone", "kind": "semantic",
           "check": {"judge": "The response is written in a pessimistic tone."}}]}"#,
    )
    .unwrap()
}

const CHEERFUL: &str = "What a wonderful day it is! Everything is going great.";

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_cli_judges_through_the_flags_and_reports_the_cost() {
    let server = MockServer::start().await;
    Mock::given(system_starts(JUDGE_SYSTEM_START))
        .respond_with(completion(
            r#"{"satisfied": false, "reason": "The tone is upbeat.", "evidence": "wonderful"}"#,
        ))
        .expect(1)
        .mount(&server)
        .await;
    let dir = tempfile::tempdir().unwrap();
    let spec = dir.path().join("spec.json");
    std::fs::write(&spec, serde_json::to_string(&tone_spec()).unwrap()).unwrap();
    let base_url = format!("{}/v1", server.uri());
    let output = tokio::task::spawn_blocking(move || {
        assert_cmd::Command::cargo_bin("nsvif")
            .unwrap()
            .env_remove("NSVIF_LLM_MODEL")
            .env_remove("NSVIF_LLM_BASE_URL")
            .env_remove("NSVIF_LLM_CONFIG")
            .args(["check", "--json", "--llm-base-url", &base_url])
            .args(["--llm-model", "mock-model", "--spec"])
            .arg(&spec)
            .args(["-o", CHEERFUL])
            .output()
            .unwrap()
    })
    .await
    .unwrap();
    assert_eq!(output.status.code(), Some(1), "{output:?}");
    let report: Value = serde_json::from_slice(&output.stdout).unwrap();
    assert_eq!(report["verdict"], "unsat");
    assert_eq!(report["violated"][0]["id"], "c2");
    assert_eq!(report["cost"]["llm_calls"], 1);
    assert_eq!(report["cost"]["input_tokens"], 300);
    assert_eq!(report["cost"]["output_tokens"], 40);
}
