//! [`PrepareCache`]: instruction → prepared check, bounded, shared by a verifier's clones.
//!
//! A Spec depends on the instruction only, so an agent that checks every step against the
//! same instruction, or a reward function scoring many samples of one prompt, formulates
//! it once. Keys are the instructions themselves (not only their hashes): a hash collision
//! must never hand back another instruction's Spec.

use std::num::NonZeroUsize;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, Mutex};

use lru::LruCache;

use crate::Prepared;

/// How the cache has been used since the verifier was built.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct CacheStats {
    /// Instructions formulated (cache misses, and every call when the cache is off).
    pub formulations: u64,
    /// Calls answered from the cache.
    pub hits: u64,
    /// Instructions held now.
    pub cached: usize,
}

pub(crate) struct PrepareCache {
    /// `None` when caching is off (capacity 0).
    entries: Option<Mutex<LruCache<String, Arc<Prepared>>>>,
    formulations: AtomicU64,
    hits: AtomicU64,
}

impl PrepareCache {
    pub(crate) fn new(capacity: usize) -> PrepareCache {
        PrepareCache {
            entries: NonZeroUsize::new(capacity).map(|n| Mutex::new(LruCache::new(n))),
            formulations: AtomicU64::new(0),
            hits: AtomicU64::new(0),
        }
    }

    /// The cached check of `instruction`, or the one `prepare` makes (then cached).
    ///
    /// The lock is not held while preparing, so threads preparing different instructions
    /// do not wait for each other; two threads racing on the same new instruction may
    /// both formulate it (both are counted), and either result is kept.
    pub(crate) fn get_or_prepare<E>(
        &self,
        instruction: &str,
        prepare: impl FnOnce() -> Result<Prepared, E>,
    ) -> Result<Arc<Prepared>, E> {
        if let Some(entries) = &self.entries {
            if let Some(hit) = lock(entries).get(instruction) {
                self.hits.fetch_add(1, Ordering::Relaxed);
                return Ok(Arc::clone(hit));
            }
        }
        self.formulations.fetch_add(1, Ordering::Relaxed);
        let prepared = Arc::new(prepare()?);
        if let Some(entries) = &self.entries {
            lock(entries).put(instruction.to_string(), Arc::clone(&prepared));
        }
        Ok(prepared)
    }

    /// Counts a hit outside [`PrepareCache::get_or_prepare`] (a conversation's check).
    pub(crate) fn count_hit(&self) {
        self.hits.fetch_add(1, Ordering::Relaxed);
    }

    /// Counts a formulation done outside [`PrepareCache::get_or_prepare`] (a conversation's
    /// message), so that [`CacheStats::formulations`] counts every one.
    pub(crate) fn count_formulation(&self) {
        self.formulations.fetch_add(1, Ordering::Relaxed);
    }

    pub(crate) fn stats(&self) -> CacheStats {
        CacheStats {
            formulations: self.formulations.load(Ordering::Relaxed),
            hits: self.hits.load(Ordering::Relaxed),
            cached: self.entries.as_ref().map_or(0, |e| lock(e).len()),
        }
    }
}

/// The map stays valid if a thread panicked while holding the lock (every update is a
/// single `get` or `put`), so a poisoned lock is used as it is.
fn lock<T>(m: &Mutex<T>) -> std::sync::MutexGuard<'_, T> {
    m.lock().unwrap_or_else(|poisoned| poisoned.into_inner())
}

impl std::fmt::Debug for PrepareCache {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let capacity = self.entries.as_ref().map_or(0, |e| lock(e).cap().get());
        f.debug_struct("PrepareCache")
            .field("capacity", &capacity)
            .field("stats", &self.stats())
            .finish()
    }
}
