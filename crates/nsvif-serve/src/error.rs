//! [`ApiError`]: why a request got no answer. Programs read its stable `code`; people
//! read the message. The JSON body is `{"error": {"code": "...", "message": "..."}}`.

use axum::extract::rejection::JsonRejection;
use axum::http::{header, HeaderValue, StatusCode};
use axum::response::{IntoResponse, Response};
use serde::Serialize;

/// Why a request got no answer.
#[derive(Debug, thiserror::Error)]
pub enum ApiError {
    #[error("a bearer token is required: send `Authorization: Bearer <token>`")]
    Unauthorized,
    /// The body was refused before it was read as a request: not JSON, not the request's
    /// shape, not sent as JSON, or over the body-size limit.
    #[error("{}", .0.body_text())]
    Body(JsonRejection),
    #[error("the {what} is {len} bytes; at most {limit} are accepted")]
    InputTooLarge {
        what: &'static str,
        len: usize,
        limit: usize,
    },
    #[error("{count} items; at most {limit} are accepted in one request")]
    TooManyItems { count: usize, limit: usize },
    #[error("{limit} requests are being answered; retry after {retry_after_secs} s")]
    Overloaded { limit: usize, retry_after_secs: u64 },
    #[error("no answer within the {millis} ms deadline")]
    DeadlineExceeded { millis: u64 },
    #[error("no such route")]
    NotFound,
    #[error("this route does not take that method")]
    MethodNotAllowed,
    /// A request of the right shape that still cannot be answered (no instruction, no
    /// output).
    #[error("{0}")]
    Invalid(String),
    #[error("the instruction could not be prepared: {0}")]
    Prepare(#[from] nsvif::Error),
    #[error("the check stopped unexpectedly: {0}")]
    Internal(String),
}

impl ApiError {
    /// The stable name of this error, for programs.
    pub fn code(&self) -> &'static str {
        match self {
            ApiError::Unauthorized => "unauthorized",
            ApiError::Body(rejection) => match rejection {
                JsonRejection::JsonSyntaxError(_) => "malformed_json",
                JsonRejection::JsonDataError(_) => "invalid_request",
                JsonRejection::MissingJsonContentType(_) => "unsupported_media_type",
                _ if rejection.status() == StatusCode::PAYLOAD_TOO_LARGE => "body_too_large",
                _ => "unreadable_body",
            },
            ApiError::InputTooLarge { .. } => "input_too_large",
            ApiError::TooManyItems { .. } => "too_many_items",
            ApiError::Overloaded { .. } => "overloaded",
            ApiError::DeadlineExceeded { .. } => "deadline_exceeded",
            ApiError::NotFound => "not_found",
            ApiError::MethodNotAllowed => "method_not_allowed",
            ApiError::Invalid(_) => "invalid_request",
            ApiError::Prepare(_) => "prepare_failed",
            ApiError::Internal(_) => "internal",
        }
    }

    pub fn status(&self) -> StatusCode {
        match self {
            ApiError::Unauthorized => StatusCode::UNAUTHORIZED,
            ApiError::Body(rejection) => rejection.status(),
            ApiError::InputTooLarge { .. } => StatusCode::PAYLOAD_TOO_LARGE,
            ApiError::TooManyItems { .. } => StatusCode::PAYLOAD_TOO_LARGE,
            ApiError::Overloaded { .. } => StatusCode::SERVICE_UNAVAILABLE,
            ApiError::DeadlineExceeded { .. } => StatusCode::GATEWAY_TIMEOUT,
            ApiError::NotFound => StatusCode::NOT_FOUND,
            ApiError::MethodNotAllowed => StatusCode::METHOD_NOT_ALLOWED,
            ApiError::Invalid(_) | ApiError::Prepare(_) => StatusCode::UNPROCESSABLE_ENTITY,
            ApiError::Internal(_) => StatusCode::INTERNAL_SERVER_ERROR,
        }
    }
}

/// The JSON body of an error.
#[derive(Serialize)]
struct ErrorBody<'a> {
    error: ErrorFields<'a>,
}

#[derive(Serialize)]
struct ErrorFields<'a> {
    code: &'a str,
    message: String,
}

impl IntoResponse for ApiError {
    fn into_response(self) -> Response {
        let body = ErrorBody {
            error: ErrorFields {
                code: self.code(),
                // It may quote the request (a pattern, a field): clipped.
                message: nsvif_spec::quote::clip_message(&self.to_string()).into_owned(),
            },
        };
        let mut response = (self.status(), axum::Json(body)).into_response();
        let headers = response.headers_mut();
        match &self {
            ApiError::Overloaded {
                retry_after_secs, ..
            } => {
                headers.insert(header::RETRY_AFTER, HeaderValue::from(*retry_after_secs));
            }
            ApiError::Unauthorized => {
                headers.insert(header::WWW_AUTHENTICATE, HeaderValue::from_static("Bearer"));
            }
            _ => {}
        }
        response
    }
}
