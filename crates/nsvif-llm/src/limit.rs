//! [`Limit`]: at most N requests in flight.

use tokio::sync::Semaphore;

use crate::{ChatFuture, ChatRequest, ChatResponse, LlmClient, LlmError};

/// Holds a semaphore permit for the duration of each call, so judges fanned out over
/// many constraints and records never send more than `max_in_flight` requests at once.
#[derive(Debug)]
pub struct Limit<C> {
    inner: C,
    permits: Semaphore,
}

impl<C: LlmClient> Limit<C> {
    /// `max_in_flight` of 0 is taken as 1.
    pub fn new(inner: C, max_in_flight: usize) -> Limit<C> {
        Limit {
            inner,
            permits: Semaphore::new(max_in_flight.max(1)),
        }
    }

    async fn run(&self, request: &ChatRequest) -> Result<ChatResponse, LlmError> {
        // The semaphore is never closed, so acquiring only fails if that changes.
        let _permit = self
            .permits
            .acquire()
            .await
            .map_err(|e| LlmError::Connection(format!("concurrency limit closed: {e}")))?;
        self.inner.chat(request).await
    }
}

impl<C: LlmClient> LlmClient for Limit<C> {
    fn chat<'a>(&'a self, request: &'a ChatRequest) -> ChatFuture<'a> {
        Box::pin(self.run(request))
    }
}
