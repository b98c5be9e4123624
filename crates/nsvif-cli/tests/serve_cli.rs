//! `nsvif serve` as a process: it prints where it listens, answers `check` with the JSON
//! of `nsvif check --json`, and exits 0 on SIGTERM.

use std::io::{BufRead, BufReader, Read, Write};
use std::net::TcpStream;
use std::process::{Command, Stdio};

use serde_json::Value;

const INSTRUCTION: &str = "Answer in all lowercase letters and do not use any commas.";
const OUTPUT: &str = "hello there, friend";

/// The body of an HTTP/1.1 exchange on a fresh connection, closed after the answer.
fn exchange(addr: &str, request: &str) -> String {
    let mut stream = TcpStream::connect(addr).unwrap();
    stream.write_all(request.as_bytes()).unwrap();
    let mut answer = String::new();
    stream.read_to_string(&mut answer).unwrap();
    answer
        .split_once("\r\n\r\n")
        .map(|(_, body)| body.to_string())
        .unwrap_or_default()
}

fn without_millis(mut report: Value) -> Value {
    report["cost"]["millis"] = Value::from(0);
    report
}

#[test]
fn serve_answers_check_as_the_cli_does_and_stops_on_sigterm() {
    let mut server = Command::new(assert_cmd::cargo::cargo_bin("nsvif"))
        .args(["serve", "--addr", "127.0.0.1:0"])
        .env_remove("NSVIF_LLM_MODEL")
        .env_remove("NSVIF_LLM_CONFIG")
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    // Kept open until the server has exited: it writes a last line on the way out.
    let mut stderr = BufReader::new(server.stderr.take().unwrap());
    let mut line = String::new();
    stderr.read_line(&mut line).unwrap();
    let addr = line
        .trim()
        .rsplit("http://")
        .next()
        .unwrap_or_default()
        .to_string();
    assert!(addr.starts_with("127.0.0.1:"), "{line}");

    let health = exchange(
        &addr,
        "GET /healthz HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n",
    );
    assert_eq!(health, r#"{"status":"ok"}"#);
    let body = serde_json::json!({ "instruction": INSTRUCTION, "output": OUTPUT }).to_string();
    let served: Value = serde_json::from_str(&exchange(
        &addr,
        &format!(
            "POST /v1/check HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n\
             Content-Length: {}\r\nConnection: close\r\n\r\n{body}",
            body.len()
        ),
    ))
    .unwrap();
    let printed = Command::new(assert_cmd::cargo::cargo_bin("nsvif"))
        .args(["check", "-i", INSTRUCTION, "-o", OUTPUT, "--json"])
        .env_remove("NSVIF_LLM_MODEL")
        .env_remove("NSVIF_LLM_CONFIG")
        .output()
        .unwrap();
    let printed: Value = serde_json::from_slice(&printed.stdout).unwrap();
    assert_eq!(without_millis(served), without_millis(printed));

    // SAFETY: kill(2) on the child's own pid with a valid signal number.
    unsafe {
        libc::kill(server.id() as libc::pid_t, libc::SIGTERM);
    }
    assert!(server.wait().unwrap().success());
    let mut rest = String::new();
    stderr.read_to_string(&mut rest).unwrap();
    assert_eq!(rest, "nsvif serve: stopped\n");
}
