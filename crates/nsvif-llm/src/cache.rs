//! [`CachedClient`]: answers kept on disk, addressed by the request's content.
//!
//! Layout: `<dir>/chat/<first 2 hex digits>/<sha256 of the request>.json`, each file
//! holding `{"request": …, "response": …}`. The request is stored too and compared on a
//! hit, so a hash collision or a hand-edited file can never answer a different question.
//! Failed calls are not cached: a later run tries again.

use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicU64, Ordering};

use serde::{Deserialize, Serialize};

use crate::{request_key, ChatFuture, ChatRequest, ChatResponse, LlmClient, LlmError};

#[derive(Debug)]
pub struct CachedClient<C> {
    inner: C,
    dir: PathBuf,
}

#[derive(Serialize, Deserialize)]
struct Entry {
    request: ChatRequest,
    response: ChatResponse,
}

impl<C: LlmClient> CachedClient<C> {
    /// Creates `<dir>/chat` if needed; fails if it cannot be created.
    pub fn new(inner: C, dir: impl Into<PathBuf>) -> std::io::Result<CachedClient<C>> {
        let dir = dir.into().join("chat");
        std::fs::create_dir_all(&dir)?;
        Ok(CachedClient { inner, dir })
    }

    fn path(&self, key: &str) -> PathBuf {
        self.dir.join(&key[..2]).join(format!("{key}.json"))
    }

    async fn run(&self, request: &ChatRequest) -> Result<ChatResponse, LlmError> {
        let path = self.path(&request_key(request));
        if let Some(response) = read_entry(&path, request).await {
            return Ok(ChatResponse {
                cached: true,
                ..response
            });
        }
        let response = self.inner.chat(request).await?;
        // A failed write loses only the saving, never the answer: the call succeeded and
        // the next run asks again.
        let _ = write_entry(&path, request, &response).await;
        Ok(response)
    }
}

impl<C: LlmClient> LlmClient for CachedClient<C> {
    fn chat<'a>(&'a self, request: &'a ChatRequest) -> ChatFuture<'a> {
        Box::pin(self.run(request))
    }
}

/// The cached answer, if the file exists, parses, and holds exactly this request.
async fn read_entry(path: &Path, request: &ChatRequest) -> Option<ChatResponse> {
    let bytes = tokio::fs::read(path).await.ok()?;
    let entry: Entry = serde_json::from_slice(&bytes).ok()?;
    (entry.request == *request).then_some(entry.response)
}

/// Writes to a temporary file and renames it, so a reader never sees half an entry.
async fn write_entry(
    path: &Path,
    request: &ChatRequest,
    response: &ChatResponse,
) -> std::io::Result<()> {
    let entry = Entry {
        request: request.clone(),
        response: ChatResponse {
            cached: false,
            ..response.clone()
        },
    };
    let json = serde_json::to_vec_pretty(&entry).map_err(std::io::Error::other)?;
    let dir = path.parent().expect("cache paths have a parent");
    tokio::fs::create_dir_all(dir).await?;
    // Unique per process and write, so concurrent writers of one key never share a file.
    static WRITES: AtomicU64 = AtomicU64::new(0);
    let n = WRITES.fetch_add(1, Ordering::Relaxed);
    let tmp = path.with_extension(format!("tmp.{}.{n}", std::process::id()));
    tokio::fs::write(&tmp, json).await?;
    tokio::fs::rename(&tmp, path).await
}
