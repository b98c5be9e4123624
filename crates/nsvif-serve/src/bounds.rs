//! [`Bounds`]: what keeps the server answering under load and abuse: a bearer token,
//! a body-size limit, a cap on requests answered at once (503 with `Retry-After` past it,
//! rather than a queue that grows), and a deadline per request (body reading included,
//! so a client that sends slowly is answered `deadline_exceeded`).

use std::sync::Arc;
use std::time::Duration;

use axum::extract::{Request, State};
use axum::http::header;
use axum::middleware::Next;
use axum::response::{IntoResponse, Response};
use tokio::sync::Semaphore;

use crate::error::ApiError;
use crate::http::App;

/// The wait a refused client is told: a check takes milliseconds, so the next second
/// usually has a free slot (`Retry-After` counts whole seconds).
const RETRY_AFTER_SECS: u64 = 1;

#[derive(Debug)]
pub struct Bounds {
    /// Required as `Authorization: Bearer <token>` on `/v1/*` and `/metrics`, when set.
    pub token: Option<String>,
    pub max_body_bytes: usize,
    /// API requests answered at once; one more is refused with 503.
    pub max_in_flight: usize,
    /// The most time one API request may take, reading its body included.
    pub deadline: Duration,
    slots: Arc<Semaphore>,
}

impl Bounds {
    pub fn new(
        token: Option<String>,
        max_body_bytes: usize,
        max_in_flight: usize,
        deadline: Duration,
    ) -> Bounds {
        let max_in_flight = max_in_flight.max(1);
        Bounds {
            token,
            max_body_bytes,
            max_in_flight,
            deadline,
            slots: Arc::new(Semaphore::new(max_in_flight)),
        }
    }

    fn authorized(&self, request: &Request) -> bool {
        let Some(token) = &self.token else {
            return true;
        };
        let given = request
            .headers()
            .get(header::AUTHORIZATION)
            .and_then(|v| v.to_str().ok())
            .and_then(|v| v.strip_prefix("Bearer "));
        given.is_some_and(|given| same_secret(given.as_bytes(), token.as_bytes()))
    }
}

/// Compares in time that does not depend on where the bytes first differ.
fn same_secret(a: &[u8], b: &[u8]) -> bool {
    a.len() == b.len() && a.iter().zip(b).fold(0u8, |acc, (x, y)| acc | (x ^ y)) == 0
}

/// Refuses a request without the bearer token, when one is set.
pub(crate) async fn authorize(State(app): State<App>, request: Request, next: Next) -> Response {
    if !app.bounds.authorized(&request) {
        return ApiError::Unauthorized.into_response();
    }
    next.run(request).await
}

/// Refuses a request past the in-flight cap; answers `deadline_exceeded` past the
/// deadline (the work of a check already started on the blocking pool still ends, but
/// its slot is freed).
pub(crate) async fn limit(State(app): State<App>, request: Request, next: Next) -> Response {
    let bounds = &app.bounds;
    let Ok(_slot) = Arc::clone(&bounds.slots).try_acquire_owned() else {
        return ApiError::Overloaded {
            limit: bounds.max_in_flight,
            retry_after_secs: RETRY_AFTER_SECS,
        }
        .into_response();
    };
    let in_flight = app.service.metrics().in_flight();
    in_flight.inc();
    // Down again even when the client hangs up and this future is dropped mid-way.
    let _done = scopeguard::guard((), |()| in_flight.dec());
    match tokio::time::timeout(bounds.deadline, next.run(request)).await {
        Ok(response) => response,
        Err(_) => ApiError::DeadlineExceeded {
            millis: bounds.deadline.as_millis() as u64,
        }
        .into_response(),
    }
}
