//! What the tests share: services with and without an LLM, a mock LLM endpoint on
//! 127.0.0.1, a server on a free port, and a bare HTTP/1.1 client over TCP (so a test
//! can send half a request, or send it slowly).

#![allow(dead_code)]

use std::net::SocketAddr;
use std::time::Duration;

use axum::http::StatusCode;
use axum::Router;
use nsvif::{Formulator, LlmSetup, Verifier};
use nsvif_llm::LlmSettings;
use nsvif_serve::{Bounds, RequestLimits, Service};
use tokio::io::{AsyncReadExt, AsyncWriteExt};
use tokio::net::TcpStream;

pub const VIOLATING: (&str, &str) = (
    "Answer in all lowercase letters and do not use any commas.",
    "hello there, friend",
);

pub fn rules_service() -> Service {
    Service::new(Verifier::default(), false, RequestLimits::default())
}

/// A service whose LLM is the endpoint at `base_url`, called once per question (no
/// retries), each call given up after `timeout_secs`.
pub fn llm_service(base_url: &str, timeout_secs: f64) -> Service {
    let config = LlmSettings {
        base_url: Some(base_url.to_string()),
        model: Some("mock".to_string()),
        api_key: Some("test".to_string()),
        timeout_secs: Some(timeout_secs),
        max_retries: Some(0),
        ..LlmSettings::default()
    }
    .resolve()
    .expect("valid settings")
    .expect("a model is named");
    let llm = LlmSetup::from_config(&config, Formulator::Combined, 1).expect("connects");
    Service::new(
        Verifier::default().with_llm(llm),
        true,
        RequestLimits::default(),
    )
}

pub fn bounds(max_in_flight: usize, deadline: Duration) -> Bounds {
    Bounds::new(None, 1 << 20, max_in_flight, deadline)
}

/// An OpenAI-compatible endpoint that answers every request with HTTP 500 after `delay`.
pub async fn failing_llm(delay: Duration) -> String {
    let router = Router::new().fallback(move || async move {
        tokio::time::sleep(delay).await;
        (StatusCode::INTERNAL_SERVER_ERROR, "the model is down")
    });
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
    let addr = listener.local_addr().unwrap();
    tokio::spawn(async move { axum::serve(listener, router).await });
    format!("http://{addr}/v1")
}

/// How long a connection may take in the tests: a header is due within 300 ms.
pub const TIMES: nsvif_serve::ConnectionTimes = nsvif_serve::ConnectionTimes {
    header_read: Duration::from_millis(300),
    grace: Duration::from_secs(10),
};

/// Serves `router` (the server's own accept loop) on a free port of 127.0.0.1 until the
/// test ends.
pub async fn spawn(router: Router) -> SocketAddr {
    let listener = nsvif_serve::bind("127.0.0.1:0".parse().unwrap())
        .await
        .unwrap();
    let addr = listener.local_addr().unwrap();
    tokio::spawn(nsvif_serve::serve(
        listener,
        router,
        std::future::pending::<()>(),
        TIMES,
    ));
    addr
}

/// An answer: the status and the body.
#[derive(Debug)]
pub struct Answer {
    pub status: u16,
    pub head: String,
    pub body: String,
}

impl Answer {
    pub fn json(&self) -> serde_json::Value {
        serde_json::from_str(&self.body).unwrap_or_else(|e| panic!("{e}: {}", self.body))
    }

    pub fn code(&self) -> String {
        self.json()["error"]["code"]
            .as_str()
            .unwrap_or("")
            .to_string()
    }
}

/// The request's bytes: `POST path` with a JSON body, the connection closed after.
pub fn post_bytes(path: &str, body: &str) -> String {
    format!(
        "POST {path} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n\
         Content-Length: {}\r\nConnection: close\r\n\r\n{body}",
        body.len()
    )
}

pub async fn post(addr: SocketAddr, path: &str, body: &str) -> Answer {
    send(addr, &post_bytes(path, body)).await
}

pub async fn get(addr: SocketAddr, path: &str) -> Answer {
    let request = format!("GET {path} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n");
    send(addr, &request).await
}

pub async fn send(addr: SocketAddr, request: &str) -> Answer {
    let mut stream = TcpStream::connect(addr).await.unwrap();
    stream.write_all(request.as_bytes()).await.unwrap();
    read_answer(stream).await
}

/// Reads an answer to the end of the connection.
pub async fn read_answer(mut stream: TcpStream) -> Answer {
    let mut raw = Vec::new();
    stream.read_to_end(&mut raw).await.unwrap();
    let raw = String::from_utf8_lossy(&raw).into_owned();
    let (head, body) = raw.split_once("\r\n\r\n").unwrap_or((&raw, ""));
    let status = head
        .split(' ')
        .nth(1)
        .and_then(|s| s.parse().ok())
        .unwrap_or(0);
    Answer {
        status,
        head: head.to_string(),
        body: body.to_string(),
    }
}

pub fn check_body(instruction: &str, output: &str) -> String {
    serde_json::json!({ "instruction": instruction, "output": output }).to_string()
}
