//! The client stack against an OpenAI-compatible mock server on 127.0.0.1 (wiremock),
//! started by each test. Nothing here reaches the internet.

use std::sync::Arc;
use std::time::{Duration, Instant};

use nsvif_llm::{
    Backoff, CachedClient, ChatRequest, Limit, LlmClient, LlmError, OpenAiClient, Recorder,
    ReplayClient, Retry,
};
use serde_json::{json, Value};
use wiremock::matchers::{body_partial_json, method, path};
use wiremock::{Mock, MockServer, ResponseTemplate};

/// A chat completion body as OpenAI returns it.
fn completion(content: &str, prompt_tokens: u32, completion_tokens: u32) -> Value {
    json!({
        "id": "chatcmpl-test",
        "object": "chat.completion",
        "created": 1_700_000_000,
        "model": "test-model",
        "choices": [{
            "index": 0,
            "message": {"role": "assistant", "content": content},
            "finish_reason": "stop"
        }],
        "usage": {
            "prompt_tokens": prompt_tokens,
            "completion_tokens": completion_tokens,
            "total_tokens": prompt_tokens + completion_tokens
        }
    })
}

/// Matches a request whose last message is `question`.
fn asks(question: &'static str) -> impl Fn(&wiremock::Request) -> bool + Send + Sync {
    move |r: &wiremock::Request| {
        serde_json::from_slice::<Value>(&r.body)
            .ok()
            .and_then(|b| {
                b["messages"].as_array()?.last()?["content"]
                    .as_str()
                    .map(|c| c == question)
            })
            .unwrap_or(false)
    }
}

fn ok(content: &str) -> ResponseTemplate {
    ResponseTemplate::new(200).set_body_json(completion(content, 120, 15))
}

/// An OpenAI error body, as a failed request gets it.
fn api_error(message: &str, kind: &str, code: Option<&str>) -> Value {
    json!({"error": {"message": message, "type": kind, "param": null, "code": code}})
}

/// Answers the first `times` requests with `failure`, every later one with `content`.
async fn fail_then_answer(
    server: &MockServer,
    failure: ResponseTemplate,
    times: u64,
    content: &str,
) {
    Mock::given(method("POST"))
        .respond_with(failure)
        .up_to_n_times(times)
        .with_priority(1)
        .mount(server)
        .await;
    Mock::given(method("POST"))
        .respond_with(ok(content))
        .mount(server)
        .await;
}

/// A client of `server` that waits 5 s at most.
fn client(server: &MockServer) -> OpenAiClient {
    client_waiting(server, Duration::from_secs(5))
}

fn client_waiting(server: &MockServer, timeout: Duration) -> OpenAiClient {
    OpenAiClient::new(&format!("{}/v1", server.uri()), "sk-test", timeout)
}

/// Retries fast so the tests stay fast.
fn retrying<C: LlmClient>(inner: C, retries: u32) -> Retry<C> {
    Retry::new(
        inner,
        retries,
        Backoff {
            base: Duration::from_millis(1),
            max: Duration::from_millis(5),
        },
    )
}

/// A plain request asking `question`.
fn ask(question: &str) -> ChatRequest {
    ChatRequest::new("test-model", "s", question)
}

fn request(question: &str) -> ChatRequest {
    ChatRequest {
        temperature: Some(0.0),
        json: true,
        max_tokens: Some(200),
        ..ChatRequest::new("test-model", "You are a judge.", question)
    }
}

#[tokio::test]
async fn a_call_sends_the_openai_request_and_reads_content_and_usage() {
    let server = MockServer::start().await;
    Mock::given(method("POST"))
        .and(path("/v1/chat/completions"))
        .and(body_partial_json(json!({
            "model": "test-model",
            "messages": [
                {"role": "system", "content": "You are a judge."},
                {"role": "user", "content": "Is it polite?"}
            ],
            "temperature": 0.0,
            "max_completion_tokens": 200,
            "response_format": {"type": "json_object"}
        })))
        .respond_with(ok(r#"{"satisfied": true}"#))
        .expect(1)
        .mount(&server)
        .await;
    let answer = client(&server)
        .chat(&request("Is it polite?"))
        .await
        .unwrap();
    assert_eq!(answer.content, r#"{"satisfied": true}"#);
    assert_eq!(
        (answer.usage.input_tokens, answer.usage.output_tokens),
        (120, 15)
    );
    assert!(!answer.cached);
    let sent = &server.received_requests().await.unwrap()[0];
    assert_eq!(
        sent.headers.get("authorization").unwrap().to_str().unwrap(),
        "Bearer sk-test"
    );
}

#[tokio::test]
async fn a_server_error_is_retried_then_reported_with_its_status() {
    let server = MockServer::start().await;
    Mock::given(method("POST"))
        .respond_with(ResponseTemplate::new(500).set_body_string("upstream exploded"))
        .expect(3)
        .mount(&server)
        .await;
    let err = retrying(client(&server), 2)
        .chat(&request("q"))
        .await
        .unwrap_err();
    match &err {
        LlmError::GaveUp { attempts: 3, last } => assert!(
            matches!(last.as_ref(), LlmError::Status { status: 500, message, .. } if message.contains("upstream exploded")),
            "{last:?}"
        ),
        other => panic!("expected GaveUp after 3 attempts, got {other:?}"),
    }
    assert!(err.to_string().contains("HTTP 500"), "{err}");
}

#[tokio::test]
async fn a_rate_limit_is_retried_until_it_passes() {
    let server = MockServer::start().await;
    let slow_down =
        ResponseTemplate::new(429).set_body_json(api_error("slow down", "rate_limit_error", None));
    fail_then_answer(&server, slow_down, 2, "fine").await;
    let answer = retrying(client(&server), 3)
        .chat(&request("q"))
        .await
        .unwrap();
    assert_eq!(answer.content, "fine");
    assert_eq!(server.received_requests().await.unwrap().len(), 3);
}

#[tokio::test]
async fn a_rate_limit_waits_as_long_as_retry_after_asks() {
    let server = MockServer::start().await;
    let slow_down = ResponseTemplate::new(429)
        .insert_header("retry-after-ms", "300")
        .set_body_json(api_error("slow down", "rate_limit_error", None));
    fail_then_answer(&server, slow_down, 1, "fine").await;
    let started = std::time::Instant::now();
    // The backoff alone would wait at most 5 ms.
    let answer = retrying(client(&server), 3)
        .chat(&request("q"))
        .await
        .unwrap();
    assert_eq!(answer.content, "fine");
    assert!(started.elapsed() >= Duration::from_millis(300));
}

#[tokio::test]
async fn retry_after_is_part_of_the_error_and_not_of_its_message() {
    let server = MockServer::start().await;
    Mock::given(method("POST"))
        .respond_with(
            ResponseTemplate::new(503)
                .insert_header("retry-after", "2")
                .set_body_json(api_error("overloaded", "server_error", None)),
        )
        .mount(&server)
        .await;
    let err = client(&server).chat(&request("q")).await.unwrap_err();
    assert_eq!(err.retry_after(), Some(Duration::from_secs(2)));
    assert!(err.to_string().ends_with("overloaded"), "{err}");
}

#[tokio::test]
async fn a_client_error_is_not_retried() {
    let server = MockServer::start().await;
    Mock::given(method("POST"))
        .respond_with(ResponseTemplate::new(401).set_body_json(api_error(
            "bad key",
            "invalid_request_error",
            Some("invalid_api_key"),
        )))
        .expect(1)
        .mount(&server)
        .await;
    let err = retrying(client(&server), 3)
        .chat(&request("q"))
        .await
        .unwrap_err();
    assert!(
        matches!(&err, LlmError::Status { status: 401, message, .. } if message.contains("bad key")),
        "{err:?}"
    );
}

#[tokio::test]
async fn a_slow_endpoint_times_out() {
    let server = MockServer::start().await;
    Mock::given(method("POST"))
        .respond_with(ok("late").set_delay(Duration::from_secs(3)))
        .mount(&server)
        .await;
    let started = Instant::now();
    let err = retrying(client_waiting(&server, Duration::from_millis(150)), 1)
        .chat(&request("q"))
        .await
        .unwrap_err();
    assert!(
        matches!(&err, LlmError::GaveUp { attempts: 2, last } if matches!(**last, LlmError::Timeout { millis: 150 })),
        "{err:?}"
    );
    assert!(err.to_string().contains("timed out after 150 ms"), "{err}");
    assert!(started.elapsed() < Duration::from_secs(2));
}

#[tokio::test]
async fn an_unreachable_endpoint_is_a_connection_error() {
    // A port that was free a moment ago: nothing listens there.
    let port = std::net::TcpListener::bind("127.0.0.1:0")
        .unwrap()
        .local_addr()
        .unwrap()
        .port();
    let endpoint = OpenAiClient::new(
        &format!("http://127.0.0.1:{port}/v1"),
        "",
        Duration::from_secs(5),
    );
    let err = endpoint.chat(&request("q")).await.unwrap_err();
    assert!(matches!(err, LlmError::Connection(_)), "{err:?}");
}

#[tokio::test]
async fn refusals_and_empty_answers_are_errors_not_answers() {
    let server = MockServer::start().await;
    let mut refusal = completion("", 10, 3);
    refusal["choices"][0]["message"] =
        json!({"role": "assistant", "content": null, "refusal": "I can't help with that."});
    Mock::given(asks("refuse"))
        .respond_with(ResponseTemplate::new(200).set_body_json(refusal))
        .mount(&server)
        .await;
    Mock::given(asks("empty"))
        .respond_with(ResponseTemplate::new(200).set_body_json(completion("  ", 10, 0)))
        .mount(&server)
        .await;
    Mock::given(asks("html"))
        .respond_with(ResponseTemplate::new(200).set_body_string("<html>proxy login</html>"))
        .mount(&server)
        .await;
    let c = client(&server);
    assert!(
        matches!(c.chat(&ask("refuse")).await, Err(LlmError::Refused(r)) if r.contains("can't help"))
    );
    assert!(matches!(
        c.chat(&ask("empty")).await,
        Err(LlmError::BadResponse(_))
    ));
    assert!(
        matches!(c.chat(&ask("html")).await, Err(LlmError::BadResponse(r)) if r.contains("proxy login"))
    );
    // Nothing mounted for this one: wiremock answers an empty 404, as a wrong base URL would.
    let err = c.chat(&ask("wrong path")).await.unwrap_err();
    assert!(
        matches!(&err, LlmError::Status { status: 404, message, .. } if message == "Not Found"),
        "{err:?}"
    );
}

#[tokio::test]
async fn the_limit_bounds_requests_in_flight() {
    let server = MockServer::start().await;
    Mock::given(method("POST"))
        .respond_with(ok("x").set_delay(Duration::from_millis(200)))
        .mount(&server)
        .await;
    let limited = Arc::new(Limit::new(client(&server), 2));
    let started = Instant::now();
    let calls: Vec<_> = (0..6)
        .map(|i| {
            let limited = limited.clone();
            tokio::spawn(async move { limited.chat(&request(&format!("q{i}"))).await })
        })
        .collect();
    for call in calls {
        call.await.unwrap().unwrap();
    }
    // Six 200 ms calls, two at a time: three rounds at least.
    assert!(
        started.elapsed() >= Duration::from_millis(600),
        "{:?}",
        started.elapsed()
    );
}

#[tokio::test]
async fn the_cache_answers_a_second_identical_request_without_a_call() {
    let server = MockServer::start().await;
    Mock::given(method("POST"))
        .respond_with(ok("cached answer"))
        .expect(2)
        .mount(&server)
        .await;
    let dir = tempfile::tempdir().unwrap();
    let cached = CachedClient::new(client(&server), dir.path()).unwrap();
    let first = cached.chat(&request("q")).await.unwrap();
    assert!(!first.cached);
    assert_eq!(first.spent().input_tokens, 120);
    // A new client over the same directory: the cache is on disk, not in memory.
    let cached = CachedClient::new(client(&server), dir.path()).unwrap();
    let second = cached.chat(&request("q")).await.unwrap();
    assert!(second.cached);
    assert_eq!(second.content, "cached answer");
    assert_eq!(second.usage, first.usage, "the original cost is kept");
    assert_eq!(second.spent(), Default::default(), "but nothing is spent");
    assert_eq!(server.received_requests().await.unwrap().len(), 1);
    // Another model is another question.
    let mut other = request("q");
    other.model = "other-model".into();
    assert!(!cached.chat(&other).await.unwrap().cached);
}

#[tokio::test]
async fn failures_are_not_cached() {
    let server = MockServer::start().await;
    fail_then_answer(&server, ResponseTemplate::new(503), 1, "recovered").await;
    let dir = tempfile::tempdir().unwrap();
    let cached = CachedClient::new(client(&server), dir.path()).unwrap();
    assert!(cached.chat(&request("q")).await.is_err());
    assert_eq!(
        cached.chat(&request("q")).await.unwrap().content,
        "recovered"
    );
}

#[tokio::test]
async fn a_recording_replays_answers_and_failures_with_no_server() {
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("run.jsonl");
    {
        let server = MockServer::start().await;
        Mock::given(asks("good"))
            .respond_with(ok("yes"))
            .mount(&server)
            .await;
        Mock::given(asks("bad"))
            .respond_with(ResponseTemplate::new(500))
            .mount(&server)
            .await;
        let recorder = Recorder::create(client(&server), &file).unwrap();
        assert_eq!(recorder.chat(&ask("good")).await.unwrap().content, "yes");
        assert!(recorder.chat(&ask("bad")).await.is_err());
    } // the server is gone
    let replay = ReplayClient::open(&file).unwrap();
    assert_eq!(replay.len(), 2);
    let answer = replay.chat(&ask("good")).await.unwrap();
    assert_eq!(
        (answer.content.as_str(), answer.usage.input_tokens),
        ("yes", 120)
    );
    assert!(matches!(
        replay.chat(&ask("bad")).await,
        Err(LlmError::Status { status: 500, .. })
    ));
    let err = replay.chat(&ask("never asked")).await.unwrap_err();
    assert!(matches!(err, LlmError::NotRecorded { .. }), "{err:?}");
    assert!(err.to_string().contains("--record"), "{err}");
}

#[test]
fn a_malformed_recording_names_its_line() {
    let err = ReplayClient::from_jsonl("\n{\"request\": 1}\n").unwrap_err();
    assert_eq!(err.0, 2);
}

fn with_schema(question: &str) -> ChatRequest {
    ChatRequest {
        schema: Some(nsvif_llm::AnswerSchema {
            name: "verdict".into(),
            schema: json!({"type": "object", "properties": {"ok": {"type": "boolean"}}}),
        }),
        ..request(question)
    }
}

#[tokio::test]
async fn a_schema_is_sent_as_json_schema_response_format() {
    let server = MockServer::start().await;
    Mock::given(method("POST"))
        .and(body_partial_json(json!({
            "response_format": {"type": "json_schema", "json_schema": {
                "name": "verdict", "strict": false,
                "schema": {"type": "object", "properties": {"ok": {"type": "boolean"}}}
            }}
        })))
        .respond_with(ok(r#"{"ok": true}"#))
        .expect(1)
        .mount(&server)
        .await;
    let answer = client(&server).chat(&with_schema("q")).await.unwrap();
    assert!(!answer.schema_refused);
    assert_eq!(answer.usage.input_tokens, 120);
}

#[tokio::test]
async fn a_refused_schema_falls_back_to_json_object_once_and_says_so() {
    let server = MockServer::start().await;
    Mock::given(method("POST"))
        .and(body_partial_json(json!({"response_format": {"type": "json_schema"}})))
        .respond_with(ResponseTemplate::new(400).set_body_json(json!({
            "error": {"message": "response_format json_schema is not supported", "type": "invalid_request_error"}
        })))
        // Once: the client remembers the refusal.
        .expect(1)
        .mount(&server)
        .await;
    Mock::given(method("POST"))
        .and(body_partial_json(
            json!({"response_format": {"type": "json_object"}}),
        ))
        .respond_with(ok(r#"{"ok": false}"#))
        // Two fallbacks and one plain JSON request.
        .expect(3)
        .mount(&server)
        .await;
    let client = client(&server);
    for question in ["first", "second"] {
        let answer = client.chat(&with_schema(question)).await.unwrap();
        assert!(answer.schema_refused, "{question}");
        assert_eq!(answer.content, r#"{"ok": false}"#);
    }
    // A request without a schema is no fallback.
    let plain = client.chat(&request("plain")).await.unwrap();
    assert!(!plain.schema_refused);
}

#[test]
fn a_request_without_a_schema_keeps_its_key() {
    // Recordings and caches made before schemas existed still match.
    let key = nsvif_llm::request_key(&request("q"));
    let text = serde_json::to_string(&request("q")).unwrap();
    assert!(!text.contains("schema"), "{text}");
    assert_ne!(key, nsvif_llm::request_key(&with_schema("q")));
}
