//! nsvif LLM access: one trait, one endpoint, and layers over it.
//!
//! [`LlmClient`] is what formulation and semantic judges call. Implementations compose as
//! layers, each wrapping the next:
//!
//! ```text
//! Recorder? ─▶ CachedClient? ─▶ Retry ─▶ Limit ─▶ OpenAiClient ─▶ any OpenAI-compatible endpoint
//! ReplayClient (instead of all of the above: answers from a recording, no network)
//! ```
//!
//! - [`OpenAiClient`]: one chat completion over `async-openai`, bounded by a timeout.
//! - [`Retry`]: retries 429, 5xx, timeouts and connection failures with exponential backoff.
//! - [`Limit`]: at most N requests in flight (a tokio semaphore).
//! - [`CachedClient`]: content-addressed answers on disk (SHA-256 of the whole request,
//!   model included), so an identical second run makes no call and spends nothing.
//! - [`Recorder`] / [`ReplayClient`]: a JSONL file of request → answer exchanges, so a
//!   run can be reproduced offline.
//!
//! [`connect`] builds the stack an [`LlmConfig`] describes. With no LLM configured nothing
//! is called, and whatever needs an LLM is reported `unknown` with the reason.
//!
//! Token accounting comes from the API's `usage` fields: every [`ChatResponse`] carries
//! its [`Usage`], and `cached` says whether it cost anything in this run.

mod ask;
mod cache;
mod chat;
mod config;
mod key;
mod limit;
mod openai;
mod record;
mod retry;

use std::future::Future;
use std::pin::Pin;
use std::sync::Arc;

pub use ask::{find_quote, json_object, AskError, Asked, ModelClient};
pub use cache::CachedClient;
pub use chat::{AnswerSchema, ChatRequest, ChatResponse, Message, Role, Spend, Usage};
pub use config::{connect, ConfigError, LlmConfig, LlmSettings, Temperature, DEFAULT_BASE_URL};
pub use key::request_key;
pub use limit::Limit;
pub use openai::OpenAiClient;
pub use record::{Recorder, ReplayClient};
pub use retry::{Backoff, Retry};

/// The future of one chat call. Boxed so that clients can be layered and chosen at run
/// time (`Arc<dyn LlmClient>`); a network call dwarfs the allocation.
pub type ChatFuture<'a> = Pin<Box<dyn Future<Output = Result<ChatResponse, LlmError>> + Send + 'a>>;

/// Anything that answers a chat request: an endpoint, a cache, a replay file, a mock.
pub trait LlmClient: Send + Sync {
    fn chat<'a>(&'a self, request: &'a ChatRequest) -> ChatFuture<'a>;
}

impl<C: LlmClient + ?Sized> LlmClient for Arc<C> {
    fn chat<'a>(&'a self, request: &'a ChatRequest) -> ChatFuture<'a> {
        (**self).chat(request)
    }
}

impl<C: LlmClient + ?Sized> LlmClient for Box<C> {
    fn chat<'a>(&'a self, request: &'a ChatRequest) -> ChatFuture<'a> {
        (**self).chat(request)
    }
}

/// Why a chat call gave no answer. Every one of these becomes `unknown` for the atoms
/// the call was about, with this message as the reason.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum LlmError {
    #[error("no LLM is configured (set --llm-model or NSVIF_LLM_MODEL, and --llm-base-url or NSVIF_LLM_BASE_URL for a non-OpenAI endpoint)")]
    NotConfigured,
    /// The endpoint answered with an HTTP error status.
    #[error("LLM endpoint answered HTTP {status}: {message}")]
    Status {
        status: u16,
        message: String,
        /// How long the endpoint asked to wait before trying again (`Retry-After`,
        /// `retry-after-ms`), which [`Retry`] honours.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        retry_after_ms: Option<u64>,
    },
    /// No answer within the timeout.
    #[error("LLM call timed out after {millis} ms")]
    Timeout { millis: u64 },
    /// The endpoint could not be reached or the connection broke.
    #[error("LLM endpoint unreachable: {0}")]
    Connection(String),
    /// The model declined to answer (a refusal or a content filter).
    #[error("the model refused: {0}")]
    Refused(String),
    /// The endpoint answered, but not with a usable chat completion.
    #[error("unusable LLM answer: {0}")]
    BadResponse(String),
    /// A retried call failed every time; the last error is kept.
    #[error("{last} (after {attempts} attempts)")]
    GaveUp { attempts: u32, last: Box<LlmError> },
    /// Replay mode, and the recording has no exchange for this request.
    #[error("replay: no recorded exchange for this request (model `{model}`, key {key}); record the run again with --record")]
    NotRecorded { model: String, key: String },
    /// Record mode, and the exchange could not be written.
    #[error("recording failed: {0}")]
    Record(String),
}

impl LlmError {
    /// Whether trying the same request again may succeed: rate limits, server errors,
    /// timeouts and connection failures. An exhausted quota is a 429 too, but permanent.
    /// The wait the endpoint asked for before a retry, if any.
    pub fn retry_after(&self) -> Option<std::time::Duration> {
        match self {
            LlmError::Status {
                retry_after_ms: Some(ms),
                ..
            } => Some(std::time::Duration::from_millis(*ms)),
            _ => None,
        }
    }

    pub fn is_transient(&self) -> bool {
        match self {
            LlmError::Status {
                status: 429,
                message,
                ..
            } => !message.contains("insufficient_quota"),
            LlmError::Status { status, .. } => (500..600).contains(status),
            LlmError::Timeout { .. } | LlmError::Connection(_) => true,
            _ => false,
        }
    }
}
