//! The one batch runner: many items through one async job each, in the items' order.
//!
//! Without an LLM a job never waits, so items run on all cores with rayon (each job's
//! future polled to completion on its thread). With an LLM they run on the tokio
//! runtime, at most `in_flight` at once, since their time is spent waiting for answers
//! (the LLM client's own limit bounds the requests). `nsvif bench`, the VIFBench runner
//! and Python's `check_many` all go through [`run_batch`].

use std::future::Future;

use futures::stream::StreamExt;
use rayon::prelude::*;

/// Items checked at once with an LLM.
pub const LLM_ITEMS_IN_FLIGHT: usize = 32;

/// `job` of every item, in order: on rayon's threads without `runtime` (the jobs must
/// not wait on I/O then, nor run an executor of their own), or on `runtime`, `in_flight`
/// at a time.
pub fn run_batch<I, T, F, Fut>(
    items: Vec<I>,
    runtime: Option<&tokio::runtime::Runtime>,
    in_flight: usize,
    job: F,
) -> Vec<T>
where
    I: Send,
    T: Send,
    F: Fn(I) -> Fut + Sync,
    Fut: Future<Output = T> + Send,
{
    match runtime {
        None => items
            .into_par_iter()
            .map(|item| futures::executor::block_on(job(item)))
            .collect(),
        Some(rt) => rt.block_on(
            futures::stream::iter(items)
                .map(&job)
                .buffered(in_flight.max(1))
                .collect(),
        ),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn items_keep_their_order_on_threads_and_on_the_runtime() {
        let items: Vec<u64> = (0..200).collect();
        let doubled: Vec<u64> = items.iter().map(|i| i * 2).collect();
        let on_threads = run_batch(items.clone(), None, 4, |i| async move { i * 2 });
        assert_eq!(on_threads, doubled);
        let rt = tokio::runtime::Builder::new_multi_thread()
            .enable_all()
            .build()
            .unwrap();
        // Later items finish first; the answer is still in the items' order.
        let on_runtime = run_batch(items, Some(&rt), 8, |i| async move {
            tokio::time::sleep(std::time::Duration::from_micros(200 - i)).await;
            i * 2
        });
        assert_eq!(on_runtime, doubled);
    }
}
