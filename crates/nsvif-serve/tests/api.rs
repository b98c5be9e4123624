//! The API over a real socket: the CLI's JSON, check_many, formulate, the token, the
//! metrics, the OpenAPI document against the routes, and the page.

mod common;

use std::time::Duration;

use common::*;
use nsvif_serve::openapi::ERROR_CODES;
use serde_json::{json, Value};

async fn server() -> std::net::SocketAddr {
    spawn(nsvif_serve::router(
        rules_service(),
        bounds(64, Duration::from_secs(30)),
    ))
    .await
}

/// A report without its wall time, which differs run to run.
fn timeless(mut report: Value) -> Value {
    report["cost"]["millis"] = json!(0);
    report
}

#[tokio::test]
async fn check_answers_the_json_of_nsvif_check() {
    let addr = server().await;
    let (instruction, output) = VIOLATING;
    let answer = post(addr, "/v1/check", &check_body(instruction, output)).await;
    assert_eq!(answer.status, 200, "{}", answer.body);
    let library = nsvif::Verifier::default()
        .check(instruction, output)
        .unwrap();
    assert_eq!(
        timeless(answer.json()),
        timeless(serde_json::to_value(&library).unwrap())
    );
    assert_eq!(answer.json()["verdict"], "unsat");
}

#[tokio::test]
async fn a_conversation_is_checked_as_nsvif_check_messages_checks_it() {
    let addr = server().await;
    let messages = json!([
        {"role": "system", "content": "Never use exclamation marks. Answer in under 10 words."},
        {"role": "user", "content": "Describe the sea."},
        {"role": "assistant", "content": "Use exactly 5 words, please."},
        {"role": "user", "content": "Now describe a mountain."},
        {"role": "assistant", "content": "A tall quiet giant of stone!"}
    ]);
    // The reply is the last assistant message; the earlier one instructs nothing.
    let answer = post(
        addr,
        "/v1/check",
        &json!({"messages": messages}).to_string(),
    )
    .await;
    assert_eq!(answer.status, 200, "{}", answer.body);
    let parsed: Vec<nsvif::Message> = serde_json::from_value(messages.clone()).unwrap();
    let library = nsvif::Verifier::default()
        .prepare_conversation(&parsed)
        .unwrap()
        .check("A tall quiet giant of stone!");
    assert_eq!(
        timeless(answer.json()),
        timeless(serde_json::to_value(&library).unwrap())
    );
    assert_eq!(answer.json()["verdict"], "unsat");
    // An `output` given checks that instead; in check_many too.
    let body = json!({"items": [
        {"messages": messages, "output": "A tall quiet giant of stone."},
        {"instruction": "Do not use any commas.", "output": "a b"},
    ]});
    let answer = post(addr, "/v1/check_many", &body.to_string()).await;
    assert_eq!(answer.status, 200, "{}", answer.body);
    assert_eq!(answer.json()["reports"][0]["verdict"], "sat");
}

#[tokio::test]
async fn a_request_names_an_instruction_or_a_conversation_and_an_output() {
    let addr = server().await;
    let user_last = json!({"messages": [{"role": "user", "content": "No commas."}]});
    for body in [
        json!({"output": "a b"}),
        json!({"instruction": "No commas."}),
        json!({"instruction": "No commas.", "messages": [], "output": "a"}),
        user_last,
    ] {
        let answer = post(addr, "/v1/check", &body.to_string()).await;
        assert_eq!(answer.status, 422, "{body}: {}", answer.body);
        assert_eq!(answer.code(), "invalid_request", "{body}");
    }
}

#[tokio::test]
async fn check_many_answers_in_order() {
    let addr = server().await;
    let body = json!({"items": [
        {"instruction": "Do not use any commas.", "output": "a, b"},
        {"instruction": "Do not use any commas.", "output": "a b"},
        {"instruction": "Answer in fewer than 3 words.", "output": "one two three four"},
    ]});
    let answer = post(addr, "/v1/check_many", &body.to_string()).await;
    assert_eq!(answer.status, 200, "{}", answer.body);
    let verdicts: Vec<Value> = answer.json()["reports"]
        .as_array()
        .unwrap()
        .iter()
        .map(|r| r["verdict"].clone())
        .collect();
    assert_eq!(verdicts, vec![json!("unsat"), json!("sat"), json!("unsat")]);
}

#[tokio::test]
async fn check_many_refuses_too_many_items() {
    let limits = nsvif_serve::RequestLimits {
        max_items: 2,
        ..Default::default()
    };
    let service = nsvif_serve::Service::new(nsvif::Verifier::default(), false, limits);
    let addr = spawn(nsvif_serve::router(
        service,
        bounds(4, Duration::from_secs(30)),
    ))
    .await;
    let item = json!({"instruction": "Do not use any commas.", "output": "a"});
    let answer = post(
        addr,
        "/v1/check_many",
        &json!({"items": [item, item, item]}).to_string(),
    )
    .await;
    assert_eq!(
        (answer.status, answer.code().as_str()),
        (413, "too_many_items")
    );
}

#[tokio::test]
async fn formulate_gives_the_constraints_and_where_they_were_read() {
    let addr = server().await;
    let instruction = "Write a poem. Do not use any commas.";
    let answer = post(
        addr,
        "/v1/formulate",
        &json!({ "instruction": instruction }).to_string(),
    )
    .await;
    assert_eq!(answer.status, 200, "{}", answer.body);
    let formulation = answer.json();
    let constraint = &formulation["spec"]["constraints"][0];
    let (start, end) = (
        constraint["source"]["start"].as_u64().unwrap() as usize,
        constraint["source"]["end"].as_u64().unwrap() as usize,
    );
    assert!(instruction[start..end].contains("commas"));
    assert_eq!(formulation["formula"], "c1");
    assert!(formulation["clauses"].as_array().unwrap().len() >= 2);
}

#[tokio::test]
async fn a_token_guards_the_api_and_the_metrics_but_not_the_page() {
    let bounds = nsvif_serve::Bounds::new(
        Some("s3cret".to_string()),
        1 << 20,
        4,
        Duration::from_secs(30),
    );
    let addr = spawn(nsvif_serve::router(rules_service(), bounds)).await;
    let body = check_body("Do not use any commas.", "a b");
    let without = post(addr, "/v1/check", &body).await;
    assert_eq!(
        (without.status, without.code().as_str()),
        (401, "unauthorized")
    );
    assert_eq!(get(addr, "/metrics").await.status, 401);
    let request = post_bytes("/v1/check", &body).replace(
        "Connection: close\r\n",
        "Connection: close\r\nAuthorization: Bearer s3cret\r\n",
    );
    assert_eq!(send(addr, &request).await.status, 200);
    let wrong = request.replace("s3cret", "s3creT");
    assert_eq!(send(addr, &wrong).await.status, 401);
    assert_eq!(get(addr, "/healthz").await.status, 200);
    assert_eq!(get(addr, "/").await.status, 200);
}

/// The value of one sample line of the Prometheus text (`name{labels} value`).
fn sample(text: &str, series: &str) -> f64 {
    text.lines()
        .find_map(|line| line.strip_prefix(series)?.trim().parse().ok())
        .unwrap_or(0.0)
}

#[tokio::test]
async fn metrics_count_requests_verdicts_and_cache_hits() {
    let addr = server().await;
    let body = check_body("Do not use any commas.", "a, b");
    for _ in 0..3 {
        assert_eq!(post(addr, "/v1/check", &body).await.status, 200);
    }
    post(addr, "/v1/check", "{").await;
    let metrics = get(addr, "/metrics").await;
    assert_eq!(metrics.status, 200);
    let text = &metrics.body;
    assert_eq!(
        sample(
            text,
            r#"nsvif_http_requests_total{route="/v1/check",status="200"}"#
        ),
        3.0
    );
    assert_eq!(
        sample(
            text,
            r#"nsvif_http_requests_total{route="/v1/check",status="400"}"#
        ),
        1.0
    );
    assert_eq!(
        sample(text, r#"nsvif_verdicts_total{verdict="unsat"}"#),
        3.0
    );
    assert_eq!(sample(text, "nsvif_formulations_total"), 1.0);
    assert_eq!(sample(text, "nsvif_cache_hits_total"), 2.0);
    assert_eq!(
        sample(
            text,
            r#"nsvif_http_request_duration_seconds_count{route="/v1/check"}"#
        ),
        4.0
    );
    assert!(text.contains("nsvif_llm_calls_total 0"));
    assert!(text.contains("nsvif_llm_input_tokens_total 0"));
}

#[tokio::test]
async fn every_documented_route_answers_and_every_route_is_documented() {
    let addr = server().await;
    let document = get(addr, "/openapi.json").await.json();
    assert_eq!(document["openapi"], "3.1.0");
    let paths = document["paths"].as_object().unwrap();
    let mut documented: Vec<String> = paths.keys().cloned().collect();
    documented.sort();
    let mut routes = vec![
        "/",
        "/healthz",
        "/metrics",
        "/openapi.json",
        "/v1/check",
        "/v1/check_many",
        "/v1/formulate",
    ];
    routes.sort();
    assert_eq!(documented, routes);
    for (path, methods) in paths {
        for method in methods.as_object().unwrap().keys() {
            let answer = match method.as_str() {
                "get" => get(addr, path).await,
                "post" => post(addr, path, "{}").await,
                other => panic!("undocumented method {other}"),
            };
            // An empty body is refused as a request, not as a route.
            assert!(
                ![404, 405].contains(&answer.status),
                "{method} {path}: {}",
                answer.status
            );
        }
    }
}

#[tokio::test]
async fn the_documented_report_is_the_report_served() {
    let addr = server().await;
    let document = get(addr, "/openapi.json").await.json();
    let schema = &document["components"]["schemas"]["Report"];
    let (instruction, output) = VIOLATING;
    let report = post(addr, "/v1/check", &check_body(instruction, output))
        .await
        .json();
    let keys: Vec<&String> = report.as_object().unwrap().keys().collect();
    let properties = schema["properties"].as_object().unwrap();
    for key in &keys {
        assert!(properties.contains_key(*key), "{key} is not documented");
    }
    for required in schema["required"].as_array().unwrap() {
        assert!(report.get(required.as_str().unwrap()).is_some());
    }
    // An instruction or a conversation, each optional in the schema (the service says
    // which is missing), and the messages documented.
    let request = &document["components"]["schemas"]["CheckRequest"];
    let fields: Vec<&String> = request["properties"].as_object().unwrap().keys().collect();
    assert_eq!(fields, ["instruction", "messages", "output"]);
    let schemas = &document["components"]["schemas"];
    assert!(schemas["ChatMessage"]["properties"]["role"].is_object());
    // Every reference in the document resolves in it.
    fn refs(v: &Value, out: &mut Vec<String>) {
        match v {
            Value::Object(m) => m.iter().for_each(|(k, v)| match v {
                Value::String(r) if k == "$ref" => out.push(r.clone()),
                v => refs(v, out),
            }),
            Value::Array(a) => a.iter().for_each(|v| refs(v, out)),
            _ => {}
        }
    }
    let mut all = Vec::new();
    refs(&document, &mut all);
    for r in all {
        let pointer = r.strip_prefix('#').expect("a local reference");
        assert!(
            document.pointer(pointer).is_some(),
            "{r} resolves to nothing"
        );
    }
}

#[tokio::test]
async fn every_error_code_served_is_documented() {
    let addr = server().await;
    let answers = [
        post(addr, "/v1/check", "{").await,
        post(addr, "/v1/check", r#"{"instruction": 3}"#).await,
        post(addr, "/nowhere", "{}").await,
        get(addr, "/v1/check").await,
    ];
    for answer in answers {
        assert!(ERROR_CODES.contains(&answer.code().as_str()), "{answer:?}");
    }
}

#[tokio::test]
async fn the_page_is_served_with_its_form() {
    let addr = server().await;
    let page = get(addr, "/").await;
    assert_eq!(page.status, 200);
    assert!(page
        .head
        .to_ascii_lowercase()
        .contains("content-type: text/html"));
    for id in ["instruction", "output", "verdict"] {
        assert!(page.body.contains(&format!("id=\"{id}\"")), "no #{id}");
    }
}

/// Issue #34: an error quotes at most an excerpt of the request, whatever its size.
#[tokio::test]
async fn errors_quote_only_an_excerpt_of_a_huge_request() {
    let addr = server().await;
    let big = "x".repeat(100_000);
    for body in [
        json!({"instruction": "Be brief.", "output": "ok", big.clone(): 1}).to_string(),
        json!({"instruction": {big.clone(): 1}, "output": "ok"}).to_string(),
        format!("{{\"instruction\": \"Be brief.\", \"output\": {big}}}"),
        json!({"items": [{"instruction": "x", "output": "y", "extra": big}]}).to_string(),
    ] {
        for path in ["/v1/check", "/v1/check_many"] {
            let answer = post(addr, path, &body).await;
            assert!(answer.status >= 400, "{}", answer.status);
            assert!(
                answer.body.len() < 4096,
                "{path}: {} bytes: {:.300}",
                answer.body.len(),
                answer.body
            );
        }
    }
}
