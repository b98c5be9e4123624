//! The request and answer of one chat call, independent of any HTTP library.

use serde::{Deserialize, Serialize};

/// One chat completion request. Everything that can change the answer is in here, so its
/// hash ([`crate::request_key`]) addresses the cache and the recordings.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct ChatRequest {
    pub model: String,
    pub messages: Vec<Message>,
    /// Sampling temperature; `None` leaves the endpoint's default (some reasoning models
    /// accept no other).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub temperature: Option<f32>,
    /// Sampling seed, for endpoints that honour it; also what tells votes apart.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub seed: Option<u64>,
    /// A cap on the answer's tokens (`max_completion_tokens`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub max_tokens: Option<u32>,
    /// Ask for a JSON object (`response_format: {"type": "json_object"}`).
    #[serde(default)]
    pub json: bool,
    /// The JSON Schema the answer must follow (`response_format: {"type": "json_schema"}`),
    /// for endpoints that constrain decoding to it; one that refuses it is asked again for
    /// a plain JSON object ([`ChatResponse::schema_refused`]). Absent from the serialized
    /// request when `None`, so requests without one keep their cache and recording keys.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub schema: Option<AnswerSchema>,
}

/// A named JSON Schema for an answer.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct AnswerSchema {
    /// `a-z`, `A-Z`, `0-9`, `_`, `-`; at most 64 characters (OpenAI's rule).
    pub name: String,
    pub schema: serde_json::Value,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Message {
    pub role: Role,
    pub content: String,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Role {
    System,
    User,
    Assistant,
}

impl ChatRequest {
    /// A system prompt and one user message.
    pub fn new(
        model: impl Into<String>,
        system: impl Into<String>,
        user: impl Into<String>,
    ) -> ChatRequest {
        ChatRequest {
            model: model.into(),
            messages: vec![Message::system(system), Message::user(user)],
            temperature: None,
            seed: None,
            max_tokens: None,
            json: false,
            schema: None,
        }
    }

    /// Characters in all messages: what a token estimate is made from.
    pub fn chars(&self) -> usize {
        self.messages
            .iter()
            .map(|m| m.content.chars().count())
            .sum()
    }
}

impl Message {
    pub fn system(content: impl Into<String>) -> Message {
        Message {
            role: Role::System,
            content: content.into(),
        }
    }

    pub fn user(content: impl Into<String>) -> Message {
        Message {
            role: Role::User,
            content: content.into(),
        }
    }

    pub fn assistant(content: impl Into<String>) -> Message {
        Message {
            role: Role::Assistant,
            content: content.into(),
        }
    }
}

/// The answer of one chat call.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct ChatResponse {
    pub content: String,
    /// What the call cost when it was made, from the API's `usage` fields.
    pub usage: Usage,
    /// Served from the on-disk cache: no call was made in this run and nothing was spent.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub cached: bool,
    /// The request had a [`ChatRequest::schema`], the endpoint refused it, and the answer
    /// was asked for as a plain JSON object instead (not constrained by the schema).
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub schema_refused: bool,
}

impl ChatResponse {
    /// The usage this run paid for: nothing when the answer came from the cache.
    pub fn spent(&self) -> Usage {
        if self.cached {
            Usage::default()
        } else {
            self.usage
        }
    }
}

/// Tokens as reported by the API's usage fields.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
pub struct Usage {
    pub input_tokens: u64,
    pub output_tokens: u64,
}

impl std::ops::AddAssign for Usage {
    fn add_assign(&mut self, other: Usage) {
        self.input_tokens += other.input_tokens;
        self.output_tokens += other.output_tokens;
    }
}

/// What a run spent on LLM calls: calls made, calls answered from the cache, the tokens
/// of the calls made, and the time spent waiting for answers.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
pub struct Spend {
    pub calls: u64,
    pub cached_calls: u64,
    pub input_tokens: u64,
    pub output_tokens: u64,
    /// Wall time of the calls, summed over calls (concurrent calls each count in full).
    #[serde(default)]
    pub millis: u64,
    /// Answers asked for with a JSON Schema that the endpoint refused, so they came back
    /// as plain JSON objects.
    #[serde(default, skip_serializing_if = "is_zero")]
    pub schema_refused: u64,
}

fn is_zero(n: &u64) -> bool {
    *n == 0
}

impl Spend {
    /// Counts the time one call (answered or not) took.
    pub fn add_time(&mut self, took: std::time::Duration) {
        self.millis += took.as_millis() as u64;
    }

    /// Counts one answered call.
    pub fn add(&mut self, response: &ChatResponse) {
        self.schema_refused += u64::from(response.schema_refused);
        if response.cached {
            self.cached_calls += 1;
        } else {
            self.calls += 1;
            self.input_tokens += response.usage.input_tokens;
            self.output_tokens += response.usage.output_tokens;
        }
    }

    /// Counts one call that failed, if it reached an endpoint (its tokens are unknown);
    /// a replay miss or a missing configuration made no call.
    pub fn add_failed(&mut self, error: &crate::LlmError) {
        use crate::LlmError::*;
        if !matches!(error, NotConfigured | NotRecorded { .. } | Record(_)) {
            self.calls += 1;
        }
    }
}

impl std::ops::AddAssign for Spend {
    fn add_assign(&mut self, other: Spend) {
        self.calls += other.calls;
        self.cached_calls += other.cached_calls;
        self.input_tokens += other.input_tokens;
        self.output_tokens += other.output_tokens;
        self.millis += other.millis;
        self.schema_refused += other.schema_refused;
    }
}
