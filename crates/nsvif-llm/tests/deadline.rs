//! Regression tests of issue #18: a hostile or silent endpoint cannot hold a call past its
//! deadline, and `Retry-After` is read in both of its forms. A mock server on 127.0.0.1.

use std::time::{Duration, Instant, SystemTime};

use nsvif_llm::{Backoff, ChatRequest, LlmClient, LlmError, LlmSettings, OpenAiClient, Retry};
use serde_json::json;
use wiremock::matchers::method;
use wiremock::{Mock, MockServer, ResponseTemplate};

fn client(server: &MockServer, timeout: Duration) -> OpenAiClient {
    OpenAiClient::new(&format!("{}/v1", server.uri()), "sk-test", timeout)
}

fn request() -> ChatRequest {
    ChatRequest::new("test-model", "You are a judge.", "q")
}

fn ok() -> ResponseTemplate {
    ResponseTemplate::new(200).set_body_json(json!({
        "id": "chatcmpl-test", "object": "chat.completion", "created": 1_700_000_000,
        "model": "test-model",
        "choices": [{"index": 0, "message": {"role": "assistant", "content": "fine"},
                     "finish_reason": "stop"}],
        "usage": {"prompt_tokens": 1, "completion_tokens": 1, "total_tokens": 2}
    }))
}

fn rate_limited(retry_after: &str) -> ResponseTemplate {
    ResponseTemplate::new(429)
        .insert_header("retry-after", retry_after)
        .set_body_json(json!({
            "error": {"message": "slow down", "type": "rate_limit_error", "param": null, "code": null}
        }))
}

fn fast_backoff() -> Backoff {
    Backoff {
        base: Duration::from_millis(1),
        max: Duration::from_millis(5),
    }
}

#[tokio::test]
async fn a_huge_retry_after_cannot_extend_the_deadline() {
    let server = MockServer::start().await;
    Mock::given(method("POST"))
        .respond_with(rate_limited("100000"))
        .mount(&server)
        .await;
    let started = Instant::now();
    let err = Retry::new(client(&server, Duration::from_secs(5)), 3, fast_backoff())
        .with_deadline(Duration::from_millis(500))
        .chat(&request())
        .await
        .unwrap_err();
    // The wait asked for would pass the deadline: the 429 is the answer, at once.
    assert!(
        matches!(err, LlmError::Status { status: 429, .. }),
        "{err:?}"
    );
    assert!(started.elapsed() < Duration::from_secs(2));
}

#[tokio::test]
async fn an_endpoint_that_never_answers_is_abandoned_at_the_deadline() {
    let server = MockServer::start().await;
    Mock::given(method("POST"))
        .respond_with(ok().set_delay(Duration::from_secs(60)))
        .mount(&server)
        .await;
    let started = Instant::now();
    let err = Retry::new(client(&server, Duration::from_secs(30)), 3, fast_backoff())
        .with_deadline(Duration::from_millis(400))
        .chat(&request())
        .await
        .unwrap_err();
    assert!(matches!(err, LlmError::Timeout { millis: 400 }), "{err:?}");
    assert!(started.elapsed() < Duration::from_secs(2));
}

#[tokio::test]
async fn retry_after_as_an_http_date_is_honoured() {
    let server = MockServer::start().await;
    // HTTP dates have whole seconds: two seconds ahead waits more than one.
    let at = httpdate::fmt_http_date(SystemTime::now() + Duration::from_secs(2));
    Mock::given(method("POST"))
        .respond_with(rate_limited(&at))
        .up_to_n_times(1)
        .with_priority(1)
        .mount(&server)
        .await;
    Mock::given(method("POST"))
        .respond_with(ok())
        .mount(&server)
        .await;
    let started = Instant::now();
    let answer = Retry::new(client(&server, Duration::from_secs(5)), 3, fast_backoff())
        .chat(&request())
        .await
        .unwrap();
    assert_eq!(answer.content, "fine");
    assert!(
        started.elapsed() >= Duration::from_millis(900),
        "{:?}",
        started.elapsed()
    );
}

#[test]
fn numeric_settings_out_of_range_are_errors_not_panics() {
    for (settings, named) in [
        (
            LlmSettings {
                timeout_secs: Some(1e300),
                ..LlmSettings::default()
            },
            "timeout_secs",
        ),
        (
            LlmSettings {
                timeout_secs: Some(f64::NAN),
                ..LlmSettings::default()
            },
            "timeout_secs",
        ),
        (
            LlmSettings {
                timeout_secs: Some(-1.0),
                ..LlmSettings::default()
            },
            "timeout_secs",
        ),
        (
            LlmSettings {
                deadline_secs: Some(1e20),
                ..LlmSettings::default()
            },
            "deadline_secs",
        ),
        (
            LlmSettings {
                concurrency: Some(100_000),
                ..LlmSettings::default()
            },
            "concurrency",
        ),
        (
            LlmSettings {
                concurrency: Some(0),
                ..LlmSettings::default()
            },
            "concurrency",
        ),
        (
            LlmSettings {
                max_retries: Some(1000),
                ..LlmSettings::default()
            },
            "max_retries",
        ),
    ] {
        let settings = LlmSettings {
            model: Some("m".into()),
            ..settings
        };
        let e = settings.resolve().unwrap_err().to_string();
        assert!(e.contains(named), "{e}");
    }
}
