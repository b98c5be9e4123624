//! An agent's per-step guard: generate, check, feed the violations back, regenerate.
//!
//! ```sh
//! cargo run -p nsvif --example agent_loop
//! ```
//!
//! The model is an OpenAI-compatible mock server on 127.0.0.1, started here, that answers
//! each chat request with the next of three drafts (a real endpoint would write its own);
//! the generator is nsvif's own OpenAI client, so swapping the mock's URL for a real
//! endpoint's is the only change a real agent needs. Any async function that turns a
//! prompt into text fits the same place: `nsvif::refine` only needs [`nsvif::Generator`].

use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::Duration;

use nsvif::refine::{refine, RefineOptions};
use nsvif::{Generator, Report, Verifier};
use nsvif_llm::{ChatRequest, LlmClient, OpenAiClient};
use serde_json::json;
use wiremock::matchers::{method, path};
use wiremock::{Mock, MockServer, Request, Respond, ResponseTemplate};

const INSTRUCTION: &str = "Describe the sea in at least 12 words. Do not use any commas. \
                           End your response with 'Is there anything else?'";

/// The mock model: the n-th chat request gets the n-th draft, each a little better.
struct Drafts {
    drafts: Vec<&'static str>,
    served: AtomicUsize,
}

impl Respond for Drafts {
    fn respond(&self, request: &Request) -> ResponseTemplate {
        let n = self.served.fetch_add(1, Ordering::SeqCst);
        let prompt_chars = request.body.len() as u64;
        match self.drafts.get(n) {
            Some(draft) => ResponseTemplate::new(200).set_body_json(json!({
                "id": format!("chatcmpl-{n}"), "object": "chat.completion",
                "created": 1_700_000_000, "model": "mock",
                "choices": [{"index": 0, "finish_reason": "stop",
                    "message": {"role": "assistant", "content": draft}}],
                "usage": {"prompt_tokens": prompt_chars / 4,
                    "completion_tokens": draft.len() as u64 / 4,
                    "total_tokens": (prompt_chars + draft.len() as u64) / 4}
            })),
            None => ResponseTemplate::new(500).set_body_string("no more drafts"),
        }
    }
}

/// The generator: one chat call per round, the prompt (with the feedback from round 2 on)
/// as the user message.
struct ChatModel {
    client: OpenAiClient,
}

impl Generator for ChatModel {
    type Error = nsvif_llm::LlmError;

    async fn generate(&mut self, prompt: &str, history: &[Report]) -> Result<String, Self::Error> {
        println!("── round {} prompt ──\n{prompt}\n", history.len() + 1);
        let request = ChatRequest::new("mock", "You are a helpful assistant.", prompt);
        Ok(self.client.chat(&request).await?.content)
    }
}

#[tokio::main]
async fn main() -> Result<(), Box<dyn std::error::Error>> {
    let server = MockServer::start().await;
    Mock::given(method("POST"))
        .and(path("/v1/chat/completions"))
        .respond_with(Drafts {
            drafts: vec![
                "The sea is vast, blue, and calm.",
                "The sea is vast and blue and calm under a quiet evening sky.",
                "The sea is vast and blue and calm under a quiet evening sky. Is there anything else?",
            ],
            served: AtomicUsize::new(0),
        })
        .mount(&server)
        .await;
    let mut model = ChatModel {
        client: OpenAiClient::new(&format!("{}/v1", server.uri()), "", Duration::from_secs(10)),
    };

    let verifier = Verifier::builder().build()?;
    // Formulated once; every round is a cheap check against it.
    let prepared = verifier.prepare(INSTRUCTION)?;
    let outcome = refine(
        &prepared,
        INSTRUCTION,
        &mut model,
        RefineOptions { max_rounds: 4 },
    )
    .await?;
    for (i, report) in outcome.reports.iter().enumerate() {
        println!("── round {} verdict: {} ──", i + 1, report.verdict.as_str());
        let feedback = report.feedback();
        if !feedback.is_empty() {
            println!("{feedback}");
        }
    }
    println!(
        "\nfinal ({} rounds, {:?}): {}",
        outcome.rounds, outcome.stopped, outcome.final_output
    );
    Ok(())
}
