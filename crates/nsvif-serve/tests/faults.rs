//! Faults: each is a clear error or `unknown`, and the server goes on serving.
//! Malformed JSON, a huge body, a huge instruction, a slow client (in its body or its
//! header), a client that hangs up mid-request, a failing or slow LLM endpoint, more requests than the cap, and SIGTERM's
//! graceful shutdown with a request in flight.

mod common;

use std::net::SocketAddr;
use std::time::Duration;

use common::*;
use tokio::io::AsyncWriteExt;
use tokio::net::TcpStream;

/// The server still answers a good check.
async fn still_serving(addr: SocketAddr) {
    let (instruction, output) = VIOLATING;
    let answer = post(addr, "/v1/check", &check_body(instruction, output)).await;
    assert_eq!(answer.status, 200, "{}", answer.body);
    assert_eq!(answer.json()["verdict"], "unsat");
}

/// Starts a check that waits on the LLM, and returns once the server is answering it.
async fn start_llm_check(addr: SocketAddr) -> tokio::task::JoinHandle<Answer> {
    let request = tokio::spawn(post(
        addr,
        "/v1/check",
        check_body("Use a pessimistic tone.", "fine").leak(),
    ));
    for _ in 0..100 {
        if get(addr, "/metrics")
            .await
            .body
            .contains("nsvif_http_in_flight 1")
        {
            break;
        }
        tokio::time::sleep(Duration::from_millis(10)).await;
    }
    request
}

async fn rules_server(max_in_flight: usize, deadline: Duration) -> SocketAddr {
    spawn(nsvif_serve::router(
        rules_service(),
        bounds(max_in_flight, deadline),
    ))
    .await
}

#[tokio::test]
async fn malformed_json_is_refused_with_its_code() {
    let addr = rules_server(4, Duration::from_secs(30)).await;
    let cases = [
        ("{\"instruction\": \"a\", ", 400, "malformed_json"),
        ("not json at all", 400, "malformed_json"),
        ("[1, 2]", 422, "invalid_request"),
        ("{\"instruction\": \"a\"}", 422, "invalid_request"),
        (
            "{\"instruction\": \"a\", \"output\": 7}",
            422,
            "invalid_request",
        ),
    ];
    for (body, status, code) in cases {
        let answer = post(addr, "/v1/check", body).await;
        assert_eq!(
            (answer.status, answer.code().as_str()),
            (status, code),
            "{body}"
        );
    }
    let no_type =
        "POST /v1/check HTTP/1.1\r\nHost: x\r\nContent-Length: 2\r\nConnection: close\r\n\r\n{}";
    let answer = send(addr, no_type).await;
    assert_eq!(
        (answer.status, answer.code().as_str()),
        (415, "unsupported_media_type")
    );
    still_serving(addr).await;
}

#[tokio::test]
async fn a_huge_body_is_refused_before_it_is_read() {
    // The limit is 1 MiB; the client says it sends 64 MiB and sends the first 2.
    let addr = rules_server(4, Duration::from_secs(30)).await;
    let mut stream = TcpStream::connect(addr).await.unwrap();
    let head = format!(
        "POST /v1/check HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n\
         Content-Length: {}\r\nConnection: close\r\n\r\n{{\"instruction\": \"a\", \"output\": \"",
        64 << 20
    );
    stream.write_all(head.as_bytes()).await.unwrap();
    let chunk = vec![b'a'; 64 << 10];
    for _ in 0..32 {
        // The server may close the connection once it has refused the body.
        if stream.write_all(&chunk).await.is_err() {
            break;
        }
    }
    let answer = read_answer(stream).await;
    assert_eq!(
        (answer.status, answer.code().as_str()),
        (413, "body_too_large")
    );
    still_serving(addr).await;
}

#[tokio::test]
async fn a_huge_instruction_is_refused_before_it_is_formulated() {
    let addr = rules_server(4, Duration::from_secs(30)).await;
    let instruction = "Do not use any commas. ".repeat(12_000);
    let answer = post(addr, "/v1/check", &check_body(&instruction, "a")).await;
    assert_eq!(
        (answer.status, answer.code().as_str()),
        (413, "input_too_large")
    );
    still_serving(addr).await;
}

#[tokio::test]
async fn a_slow_client_gets_the_deadline_and_others_are_served_meanwhile() {
    let addr = rules_server(4, Duration::from_millis(500)).await;
    let body = check_body("Do not use any commas.", "a b");
    let request = post_bytes("/v1/check", &body);
    let (head, rest) = request.split_at(request.len() - body.len() + 10);
    let mut slow = TcpStream::connect(addr).await.unwrap();
    slow.write_all(head.as_bytes()).await.unwrap();
    // The slow client stalls after ten bytes of its body; another is served.
    still_serving(addr).await;
    let answer = read_answer(slow).await;
    assert_eq!(
        (answer.status, answer.code().as_str()),
        (504, "deadline_exceeded")
    );
    assert!(!rest.is_empty());
    still_serving(addr).await;
}

#[tokio::test]
async fn a_client_that_never_finishes_its_header_is_disconnected() {
    let addr = rules_server(4, Duration::from_secs(30)).await;
    let mut slow = TcpStream::connect(addr).await.unwrap();
    slow.write_all(b"POST /v1/check HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-")
        .await
        .unwrap();
    still_serving(addr).await;
    // Closed by the server once the header-read time is over (a bound on the test only:
    // the server's own limit is TIMES.header_read).
    let answer = tokio::time::timeout(Duration::from_secs(20), read_answer(slow))
        .await
        .expect("the server closes the connection");
    assert_eq!(answer.status, 0, "{answer:?}");
    still_serving(addr).await;
}

#[tokio::test]
async fn clients_that_hang_up_mid_request_free_their_slots() {
    // One slot: a request whose client left must not hold it.
    let addr = rules_server(1, Duration::from_secs(5)).await;
    let body = check_body("Do not use any commas.", "a b");
    let request = post_bytes("/v1/check", &body);
    // Half a body, then gone.
    let mut half = TcpStream::connect(addr).await.unwrap();
    half.write_all(&request.as_bytes()[..request.len() - 5])
        .await
        .unwrap();
    drop(half);
    // A whole request, gone before the answer.
    let mut whole = TcpStream::connect(addr).await.unwrap();
    whole.write_all(request.as_bytes()).await.unwrap();
    drop(whole);
    // Headers only, gone.
    let mut headers = TcpStream::connect(addr).await.unwrap();
    headers
        .write_all(b"POST /v1/check HTTP/1.1\r\nHost: x\r\n")
        .await
        .unwrap();
    drop(headers);
    // The slot comes back: within a few tries a request is answered, not refused.
    let mut served = false;
    for _ in 0..50 {
        let answer = post(addr, "/v1/check", &body).await;
        if answer.status == 200 {
            served = true;
            break;
        }
        assert_eq!(answer.code(), "overloaded");
        tokio::time::sleep(Duration::from_millis(20)).await;
    }
    assert!(served);
    let metrics = get(addr, "/metrics").await.body;
    assert!(metrics.contains("nsvif_http_in_flight 0"), "{metrics}");
}

#[tokio::test]
async fn a_failing_llm_endpoint_gives_unknown_with_the_reason() {
    let llm = failing_llm(Duration::ZERO).await;
    let service = llm_service(&llm, 5.0);
    let addr = spawn(nsvif_serve::router(
        service,
        bounds(4, Duration::from_secs(30)),
    ))
    .await;
    // The rules read the comma rule; the tone is the LLM's, which fails.
    let body = check_body(
        "Do not use any commas. Use a pessimistic tone.",
        "all will be well in the end",
    );
    let answer = post(addr, "/v1/check", &body).await;
    assert_eq!(answer.status, 200, "{}", answer.body);
    let report = answer.json();
    assert_eq!(report["verdict"], "unknown");
    assert!(answer.body.contains("HTTP 500"), "{}", answer.body);
    // A violated logic constraint still decides, whatever the LLM does.
    let answer = post(
        addr,
        "/v1/check",
        &check_body("Do not use any commas. Use a pessimistic tone.", "alas, no"),
    )
    .await;
    assert_eq!(answer.json()["verdict"], "unsat");
    assert_eq!(get(addr, "/healthz").await.status, 200);
    // The metrics count the LLM calls the reports say were made.
    let calls = report["cost"]["llm_calls"].as_u64().unwrap()
        + answer.json()["cost"]["llm_calls"].as_u64().unwrap();
    assert!(calls > 0);
    let metrics = get(addr, "/metrics").await.body;
    assert!(
        metrics.contains(&format!("nsvif_llm_calls_total {calls}\n")),
        "{calls} calls: {metrics}"
    );
}

#[tokio::test]
async fn past_the_in_flight_cap_requests_get_503_with_retry_after() {
    let llm = failing_llm(Duration::from_millis(400)).await;
    let addr = spawn(nsvif_serve::router(
        llm_service(&llm, 10.0),
        bounds(1, Duration::from_secs(30)),
    ))
    .await;
    let slow = start_llm_check(addr).await;
    let refused = post(
        addr,
        "/v1/check",
        &check_body("Do not use any commas.", "a"),
    )
    .await;
    assert_eq!(
        (refused.status, refused.code().as_str()),
        (503, "overloaded")
    );
    assert!(
        refused.head.to_ascii_lowercase().contains("retry-after: 1"),
        "{}",
        refused.head
    );
    assert_eq!(slow.await.unwrap().status, 200);
    still_serving(addr).await;
}

#[tokio::test]
async fn a_slow_llm_endpoint_gives_the_deadline() {
    let llm = failing_llm(Duration::from_secs(5)).await;
    let addr = spawn(nsvif_serve::router(
        llm_service(&llm, 30.0),
        bounds(4, Duration::from_millis(300)),
    ))
    .await;
    let answer = post(
        addr,
        "/v1/check",
        &check_body("Use a pessimistic tone.", "fine"),
    )
    .await;
    assert_eq!(
        (answer.status, answer.code().as_str()),
        (504, "deadline_exceeded")
    );
    assert_eq!(get(addr, "/healthz").await.status, 200);
}

#[tokio::test]
async fn shutdown_lets_the_request_in_flight_finish() {
    let llm = failing_llm(Duration::from_millis(700)).await;
    let router = nsvif_serve::router(llm_service(&llm, 10.0), bounds(4, Duration::from_secs(30)));
    let listener = nsvif_serve::bind("127.0.0.1:0".parse().unwrap())
        .await
        .unwrap();
    let addr = listener.local_addr().unwrap();
    let (stop, stopped) = tokio::sync::oneshot::channel::<()>();
    let server = tokio::spawn(nsvif_serve::serve(
        listener,
        router,
        async move {
            let _ = stopped.await;
        },
        TIMES,
    ));
    let in_flight = start_llm_check(addr).await;
    stop.send(()).unwrap();
    let answer = in_flight.await.unwrap();
    assert_eq!(answer.status, 200, "{}", answer.body);
    assert_eq!(answer.json()["verdict"], "unknown");
    server.await.unwrap();
    // Stopped: no new connection is taken.
    assert!(TcpStream::connect(addr).await.is_err());
}
