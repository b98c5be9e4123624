//! [`OpenAiClient`]: one chat completion on any OpenAI-compatible endpoint.

use std::future::Future;
use std::pin::Pin;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Arc;
use std::task::{Context, Poll};
use std::time::Duration;

use async_openai::config::OpenAIConfig;
use async_openai::error::{ApiError, ApiErrorResponse, OpenAIError, WrappedError};
use async_openai::middleware::HttpRequestFactory;
use async_openai::middleware::ReqwestService;
use async_openai::types::chat::{
    ChatCompletionRequestAssistantMessage, ChatCompletionRequestMessage,
    ChatCompletionRequestSystemMessage, ChatCompletionRequestUserMessage,
    CreateChatCompletionRequest, CreateChatCompletionResponse, FinishReason, ResponseFormat,
    ResponseFormatJsonSchema,
};
use async_openai::Client;

use crate::{ChatFuture, ChatRequest, ChatResponse, LlmClient, LlmError, Role, Usage};

/// Sends each request exactly once, as `POST {base_url}/chat/completions`, and gives up after
/// `timeout`. Retries and concurrency limits are layers above ([`crate::Retry`],
/// [`crate::Limit`]).
///
/// A request with a [`ChatRequest::schema`] goes out as `response_format: {"type":
/// "json_schema"}`. An endpoint that refuses it (HTTP 400 or 422) is asked the same
/// question again with `json_object`, and from then on only with `json_object`; each such
/// answer says so ([`ChatResponse::schema_refused`]).
#[derive(Clone)]
pub struct OpenAiClient {
    client: Client<OpenAIConfig>,
    timeout: Duration,
    schema_refused: Arc<AtomicBool>,
}

impl std::fmt::Debug for OpenAiClient {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        // Never print the key.
        f.debug_struct("OpenAiClient")
            .field(
                "base_url",
                &async_openai::config::Config::api_base(self.client.config()),
            )
            .field("timeout", &self.timeout)
            .finish()
    }
}

impl OpenAiClient {
    /// `base_url` ends before `/chat/completions` (`https://api.openai.com/v1`,
    /// `http://127.0.0.1:8000/v1`). The key must be printable ASCII (checked by
    /// [`crate::LlmSettings::resolve`]); an empty key sends none that a local server
    /// would need.
    pub fn new(base_url: &str, api_key: &str, timeout: Duration) -> OpenAiClient {
        let config = OpenAIConfig::new()
            .with_api_base(base_url.trim_end_matches('/'))
            .with_api_key(api_key);
        // A plain transport: async-openai's default one retries 429 and 5xx on its own
        // (3 times, fixed backoff), which would multiply [`crate::Retry`]'s attempts.
        let transport = ErrorStatus(ReqwestService::new(reqwest::Client::new()));
        OpenAiClient {
            client: Client::with_config(config).with_http_service(transport),
            timeout,
            schema_refused: Arc::new(AtomicBool::new(false)),
        }
    }

    async fn send(&self, request: &ChatRequest) -> Result<ChatResponse, LlmError> {
        if request.schema.is_none() {
            return self.send_once(to_openai(request, false)).await;
        }
        if !self.schema_refused.load(Ordering::Relaxed) {
            match self.send_once(to_openai(request, true)).await {
                Err(LlmError::Status {
                    status: 400 | 422, ..
                }) => self.schema_refused.store(true, Ordering::Relaxed),
                other => return other,
            }
        }
        let answer = self.send_once(to_openai(request, false)).await?;
        Ok(ChatResponse {
            schema_refused: true,
            ..answer
        })
    }

    async fn send_once(&self, body: CreateChatCompletionRequest) -> Result<ChatResponse, LlmError> {
        let millis = self.timeout.as_millis() as u64;
        let answer = tokio::time::timeout(self.timeout, self.client.chat().create(body))
            .await
            .map_err(|_| LlmError::Timeout { millis })?
            .map_err(|e| from_openai_error(e, millis))?;
        from_openai(answer)
    }
}

impl LlmClient for OpenAiClient {
    fn chat<'a>(&'a self, request: &'a ChatRequest) -> ChatFuture<'a> {
        Box::pin(self.send(request))
    }
}

/// The request in async-openai's types; `with_schema` sends the answer schema (else a
/// request with one asks for a JSON object).
#[allow(deprecated)] // `seed` is deprecated by OpenAI but honoured by many compatible servers.
fn to_openai(request: &ChatRequest, with_schema: bool) -> CreateChatCompletionRequest {
    let messages = request
        .messages
        .iter()
        .map(|m| -> ChatCompletionRequestMessage {
            let text = m.content.clone();
            match m.role {
                Role::System => ChatCompletionRequestSystemMessage::from(text).into(),
                Role::User => ChatCompletionRequestUserMessage::from(text).into(),
                Role::Assistant => ChatCompletionRequestAssistantMessage::from(text).into(),
            }
        })
        .collect();
    CreateChatCompletionRequest {
        model: request.model.clone(),
        messages,
        temperature: request.temperature,
        seed: request.seed.map(|s| s as i64),
        max_completion_tokens: request.max_tokens,
        response_format: match &request.schema {
            Some(s) if with_schema => Some(ResponseFormat::JsonSchema {
                json_schema: ResponseFormatJsonSchema {
                    description: None,
                    name: s.name.clone(),
                    schema: s.schema.clone(),
                    // Strict mode forbids optional properties, which predicate arguments
                    // have; a server that constrains decoding follows the schema anyway.
                    strict: Some(false),
                },
            }),
            Some(_) => Some(ResponseFormat::JsonObject),
            None => request.json.then_some(ResponseFormat::JsonObject),
        },
        ..CreateChatCompletionRequest::default()
    }
}

fn from_openai(answer: CreateChatCompletionResponse) -> Result<ChatResponse, LlmError> {
    let choice = answer
        .choices
        .into_iter()
        .next()
        .ok_or_else(|| LlmError::BadResponse("the answer has no choices".into()))?;
    if let Some(refusal) = choice.message.refusal.filter(|r| !r.trim().is_empty()) {
        return Err(LlmError::Refused(refusal));
    }
    if choice.finish_reason == Some(FinishReason::ContentFilter) {
        return Err(LlmError::Refused("stopped by the content filter".into()));
    }
    let content = choice
        .message
        .content
        .filter(|c| !c.trim().is_empty())
        .ok_or_else(|| LlmError::BadResponse("the answer has no content".into()))?;
    let usage = answer
        .usage
        .map(|u| Usage {
            input_tokens: u64::from(u.prompt_tokens),
            output_tokens: u64::from(u.completion_tokens),
        })
        .unwrap_or_default();
    Ok(ChatResponse {
        content,
        usage,
        cached: false,
        schema_refused: false,
    })
}

/// Separates an error message from the wait the endpoint asked for (see `ErrorStatus`).
const RETRY_AFTER_MARK: &str = "\u{0}retry-after-ms=";

/// The wait an error response asks for: `retry-after-ms` (OpenAI, Azure) or
/// `Retry-After` in seconds or as an HTTP date (RFC 9110), measured from now.
fn retry_after_ms(headers: &reqwest::header::HeaderMap) -> Option<u64> {
    let header = |name: &str| Some(headers.get(name)?.to_str().ok()?.trim().to_string());
    let number = |name: &str| header(name)?.parse::<f64>().ok();
    let ms = number("retry-after-ms")
        .or_else(|| number("retry-after").map(|s| s * 1000.0))
        .or_else(|| {
            let date = httpdate::parse_http_date(&header("retry-after")?).ok()?;
            let wait = date
                .duration_since(std::time::SystemTime::now())
                .unwrap_or_default();
            Some(wait.as_millis() as f64)
        })?;
    (ms.is_finite() && ms >= 0.0).then_some(ms.min(u64::MAX as f64) as u64)
}

fn from_openai_error(error: OpenAIError, timeout_millis: u64) -> LlmError {
    match error {
        OpenAIError::ApiError(mut e) => {
            let retry_after_ms = match e.api_error.message.rsplit_once(RETRY_AFTER_MARK) {
                Some((message, ms)) => {
                    let ms = ms.parse().ok();
                    e.api_error.message = message.to_string();
                    ms
                }
                None => None,
            };
            LlmError::Status {
                status: e.status_code.as_u16(),
                message: short(&e.api_error.to_string()),
                retry_after_ms,
            }
        }
        OpenAIError::Reqwest(e) if e.is_timeout() => LlmError::Timeout {
            millis: timeout_millis,
        },
        OpenAIError::Reqwest(e) => match e.status() {
            Some(status) => LlmError::Status {
                status: status.as_u16(),
                message: short(&e.to_string()),
                retry_after_ms: None,
            },
            None => LlmError::Connection(error_chain(&e)),
        },
        OpenAIError::JSONDeserialize(e, body) => {
            LlmError::BadResponse(format!("not a chat completion ({e}): {}", short(&body)))
        }
        other => LlmError::BadResponse(short(&other.to_string())),
    }
}

/// The error with its sources ("error sending request: … Connection refused"), which is
/// what tells a user why the endpoint is unreachable.
fn error_chain(e: &dyn std::error::Error) -> String {
    let mut out = e.to_string();
    let mut source = e.source();
    while let Some(s) = source {
        out.push_str(": ");
        out.push_str(&s.to_string());
        source = s.source();
    }
    short(&out)
}

/// Error bodies can be whole HTML pages: keep reasons readable.
fn short(text: &str) -> String {
    const MAX: usize = 300;
    let text = text.trim();
    match text.char_indices().nth(MAX) {
        Some((i, _)) => format!("{}…", &text[..i]),
        None => text.to_string(),
    }
}

/// The transport, with every non-2xx answer turned into an [`ApiErrorResponse`] that
/// keeps its status. async-openai reads a 4xx body as JSON and, when it is not (a proxy's
/// HTML page, an empty 404 from a wrong base URL), reports only a parse error.
#[derive(Clone)]
struct ErrorStatus(ReqwestService);

type ResponseFuture =
    Pin<Box<dyn Future<Output = Result<reqwest::Response, OpenAIError>> + Send + 'static>>;

impl tower::Service<HttpRequestFactory> for ErrorStatus {
    type Response = reqwest::Response;
    type Error = OpenAIError;
    type Future = ResponseFuture;

    fn poll_ready(&mut self, cx: &mut Context<'_>) -> Poll<Result<(), OpenAIError>> {
        self.0.poll_ready(cx)
    }

    fn call(&mut self, request: HttpRequestFactory) -> ResponseFuture {
        let sent = self.0.call(request);
        Box::pin(async move {
            let response = sent.await?;
            let status = response.status();
            if status.is_success() {
                return Ok(response);
            }
            let retry_after = retry_after_ms(response.headers());
            let body = response.text().await.unwrap_or_default();
            let api_error = match serde_json::from_str::<WrappedError>(&body) {
                Ok(wrapped) => wrapped.error,
                Err(_) if body.trim().is_empty() => ApiError {
                    message: status.canonical_reason().unwrap_or("no body").to_string(),
                    ..ApiError::default()
                },
                Err(_) => ApiError {
                    message: body,
                    ..ApiError::default()
                },
            };
            let mut api_error = api_error;
            if let Some(ms) = retry_after {
                // async-openai's error has no place for a header: the wait travels in the
                // message, and `from_openai_error` takes it out again.
                api_error
                    .message
                    .push_str(&format!("{RETRY_AFTER_MARK}{ms}"));
            }
            Err(OpenAIError::ApiError(ApiErrorResponse {
                status_code: status,
                api_error,
            }))
        })
    }
}
