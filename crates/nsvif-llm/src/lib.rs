//! nsvif LLM access.
//!
//! [`LlmClient`] is what formulation and semantic judges call. With no client configured
//! (the default), nothing is called and whatever needs an LLM is reported `unknown` with
//! the reason. The OpenAI-compatible implementation, the on-disk cache and record/replay
//! build on this trait.

use serde::{Deserialize, Serialize};

/// One chat exchange: the messages sent and what came back.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct ChatRequest {
    pub model: String,
    pub system: String,
    pub user: String,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct ChatResponse {
    pub content: String,
    pub usage: Usage,
}

/// Tokens as reported by the API's usage fields.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
pub struct Usage {
    pub input_tokens: u64,
    pub output_tokens: u64,
}

#[derive(Debug, thiserror::Error)]
pub enum LlmError {
    #[error("no LLM is configured (set NSVIF_LLM_BASE_URL and NSVIF_LLM_MODEL)")]
    NotConfigured,
    #[error("LLM endpoint error: {0}")]
    Endpoint(String),
    #[error("LLM call timed out after {0} s")]
    Timeout(u64),
}

/// Anything that answers a chat request: a real endpoint, a cache, a replay file, a mock.
pub trait LlmClient: Send + Sync {
    fn chat(
        &self,
        request: &ChatRequest,
    ) -> impl std::future::Future<Output = Result<ChatResponse, LlmError>> + Send;
}
