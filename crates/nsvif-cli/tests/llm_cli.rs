//! The CLI's LLM flags against an OpenAI-compatible mock server on 127.0.0.1 (wiremock).
//! Nothing reaches the internet.

#[path = "../../nsvif/tests/common/mock_llm.rs"]
mod mock_llm;

use mock_llm::{answering, tone_spec, CHEERFUL, JUDGE_SYSTEM_START};
use serde_json::Value;
use wiremock::MockServer;

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_cli_judges_through_the_flags_and_reports_the_cost() {
    let server = MockServer::start().await;
    answering(
        JUDGE_SYSTEM_START,
        r#"{"satisfied": false, "reason": "The tone is upbeat.", "evidence": "wonderful"}"#,
    )
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
