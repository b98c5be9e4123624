//! [`Retry`]: tries transient failures again, with exponential backoff.
//!
//! Our own loop rather than async-openai's: its retry policy lives behind its `middleware`
//! feature (tower), and a plain loop lets tests run with a 1 ms backoff.

use std::time::Duration;

use tokio::time::Instant;

use crate::{ChatFuture, ChatRequest, ChatResponse, LlmClient, LlmError};

/// Delay before retry `n` (0-based): `base · 2ⁿ`, capped at `max`, scaled by a jitter in
/// `[0.5, 1]` so that concurrent requests rate-limited together do not retry together.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Backoff {
    pub base: Duration,
    pub max: Duration,
}

impl Default for Backoff {
    fn default() -> Self {
        Backoff {
            base: Duration::from_millis(500),
            max: Duration::from_secs(30),
        }
    }
}

impl Backoff {
    /// The delay before retry `n`; `salt` (any per-request number) picks the jitter, so the
    /// schedule is reproducible for a given request.
    pub fn delay(&self, n: u32, salt: u64) -> Duration {
        let exp = self.base.saturating_mul(1u32 << n.min(20)).min(self.max);
        // splitmix64: a well-spread fraction from the salt and the attempt.
        let mut z = salt.wrapping_add(u64::from(n).wrapping_mul(0x9E37_79B9_7F4A_7C15));
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^= z >> 31;
        let fraction = 0.5 + 0.5 * (z as f64 / u64::MAX as f64);
        exp.mul_f64(fraction)
    }
}

/// The longest `Retry-After` honoured.
const MAX_RETRY_AFTER: Duration = Duration::from_secs(120);

/// The default of [`Retry::with_deadline`]: two default attempts' worth.
pub const DEFAULT_DEADLINE: Duration = Duration::from_secs(120);

/// Retries [`LlmError::is_transient`] failures up to `max_retries` times, waiting at least
/// as long as the endpoint's `Retry-After` asks, all within one deadline per call.
#[derive(Debug)]
pub struct Retry<C> {
    inner: C,
    max_retries: u32,
    backoff: Backoff,
    deadline: Duration,
}

impl<C: LlmClient> Retry<C> {
    pub fn new(inner: C, max_retries: u32, backoff: Backoff) -> Retry<C> {
        Retry {
            inner,
            max_retries,
            backoff,
            deadline: DEFAULT_DEADLINE,
        }
    }

    /// The longest a call takes, attempts and waits included: an attempt still running
    /// at the deadline is abandoned, and a retry whose wait (`Retry-After` or backoff)
    /// would pass it is not made.
    pub fn with_deadline(mut self, deadline: Duration) -> Retry<C> {
        self.deadline = deadline;
        self
    }

    async fn run(&self, request: &ChatRequest) -> Result<ChatResponse, LlmError> {
        let salt = u64::from_str_radix(&crate::request_key(request)[..16], 16).unwrap_or(0);
        let give_up_at = Instant::now() + self.deadline;
        let past_deadline = || LlmError::Timeout {
            millis: self.deadline.as_millis() as u64,
        };
        let mut attempt = 0u32;
        loop {
            let answer = tokio::time::timeout_at(give_up_at, self.inner.chat(request))
                .await
                .unwrap_or_else(|_| Err(past_deadline()));
            let last = match answer {
                Ok(answer) => return Ok(answer),
                Err(e) if e.is_transient() && attempt < self.max_retries => {
                    // The endpoint's own `Retry-After` wins over a shorter backoff, up to a
                    // bound so that a bad header cannot stall a run.
                    let delay = self.backoff.delay(attempt, salt);
                    let asked = e.retry_after().map_or(delay, |d| d.min(MAX_RETRY_AFTER));
                    let wake_at = Instant::now() + delay.max(asked);
                    if wake_at < give_up_at {
                        tokio::time::sleep_until(wake_at).await;
                        attempt += 1;
                        continue;
                    }
                    e
                }
                Err(e) => e,
            };
            return Err(if attempt == 0 {
                last
            } else {
                LlmError::GaveUp {
                    attempts: attempt + 1,
                    last: Box::new(last),
                }
            });
        }
    }
}

impl<C: LlmClient> LlmClient for Retry<C> {
    fn chat<'a>(&'a self, request: &'a ChatRequest) -> ChatFuture<'a> {
        Box::pin(self.run(request))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn delays_grow_exponentially_within_jitter_and_stop_at_the_cap() {
        let b = Backoff {
            base: Duration::from_millis(100),
            max: Duration::from_secs(1),
        };
        for salt in [0, 1, 42, u64::MAX] {
            for (n, full) in [
                (0, 100),
                (1, 200),
                (2, 400),
                (3, 800),
                (4, 1000),
                (30, 1000),
            ] {
                let d = b.delay(n, salt).as_millis() as u64;
                assert!(
                    full / 2 <= d && d <= full,
                    "retry {n}: {d} ms not in {full}/2..={full}"
                );
            }
            assert_eq!(b.delay(2, salt), b.delay(2, salt));
        }
    }
}
