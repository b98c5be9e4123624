//! [`Recorder`] and [`ReplayClient`]: runs reproduced offline from a JSONL file.
//!
//! Each line is one exchange: `{"request": {…}, "response": {…}}`, or
//! `{"request": {…}, "error": {…}}` for a call that failed, so a replay reproduces the
//! `unknown`s of the recorded run too. Responses are recorded with the usage the call
//! had when it was made, so a replay reports what the recorded run spent.

use std::collections::HashMap;
use std::io::Write;
use std::path::Path;
use std::sync::Mutex;

use serde::{Deserialize, Serialize};

use crate::{request_key, ChatFuture, ChatRequest, ChatResponse, LlmClient, LlmError};

#[derive(Debug, Clone, Serialize, Deserialize)]
struct Exchange {
    request: ChatRequest,
    #[serde(flatten)]
    outcome: Outcome,
}

#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
enum Outcome {
    Response(ChatResponse),
    Error(LlmError),
}

/// Passes every call through and appends the exchange to a JSONL file (truncated when
/// the recorder is created: one file is one run; [`Recorder::append`] continues a run
/// that was cut).
#[derive(Debug)]
pub struct Recorder<C> {
    inner: C,
    file: Mutex<std::fs::File>,
}

impl<C: LlmClient> Recorder<C> {
    pub fn create(inner: C, path: &Path) -> std::io::Result<Recorder<C>> {
        if let Some(dir) = path.parent().filter(|d| !d.as_os_str().is_empty()) {
            std::fs::create_dir_all(dir)?;
        }
        Ok(Recorder {
            inner,
            file: Mutex::new(std::fs::File::create(path)?),
        })
    }

    /// A recorder that keeps what `path` already holds and appends to it: a long run
    /// (a benchmark against a slow local model) resumed where it was cut.
    pub fn append(inner: C, path: &Path) -> std::io::Result<Recorder<C>> {
        if let Some(dir) = path.parent().filter(|d| !d.as_os_str().is_empty()) {
            std::fs::create_dir_all(dir)?;
        }
        let file = std::fs::OpenOptions::new()
            .create(true)
            .append(true)
            .open(path)?;
        Ok(Recorder {
            inner,
            file: Mutex::new(file),
        })
    }

    async fn run(&self, request: &ChatRequest) -> Result<ChatResponse, LlmError> {
        let result = self.inner.chat(request).await;
        let outcome = match &result {
            // What the call cost when it was made, even if this run had it cached.
            Ok(r) => Outcome::Response(ChatResponse {
                cached: false,
                ..r.clone()
            }),
            Err(e) => Outcome::Error(e.clone()),
        };
        let exchange = Exchange {
            request: request.clone(),
            outcome,
        };
        let mut line =
            serde_json::to_string(&exchange).map_err(|e| LlmError::Record(e.to_string()))?;
        line.push('\n');
        // One write per line, under the lock, so concurrent exchanges never interleave.
        let mut file = self
            .file
            .lock()
            .map_err(|_| LlmError::Record("the recording file lock is poisoned".into()))?;
        file.write_all(line.as_bytes())
            .map_err(|e| LlmError::Record(e.to_string()))?;
        drop(file);
        result
    }
}

impl<C: LlmClient> LlmClient for Recorder<C> {
    fn chat<'a>(&'a self, request: &'a ChatRequest) -> ChatFuture<'a> {
        Box::pin(self.run(request))
    }
}

/// Answers from a recording, with no network. A request that was recorded several times
/// gets the recorded outcomes in order (the last one again once they are used up); a
/// request that was never recorded is an error that says so.
#[derive(Debug)]
pub struct ReplayClient {
    exchanges: Mutex<HashMap<String, (Vec<Outcome>, usize)>>,
}

impl ReplayClient {
    /// Reads the whole recording; a malformed line is an error naming the line.
    pub fn open(path: &Path) -> std::io::Result<ReplayClient> {
        let text = std::fs::read_to_string(path)?;
        ReplayClient::from_jsonl(&text).map_err(|(line, e)| {
            std::io::Error::new(
                std::io::ErrorKind::InvalidData,
                format!("{}:{line}: not a recorded exchange: {e}", path.display()),
            )
        })
    }

    /// Parses a recording; on error, the 1-based line and why.
    pub fn from_jsonl(text: &str) -> Result<ReplayClient, (usize, String)> {
        let mut exchanges: HashMap<String, (Vec<Outcome>, usize)> = HashMap::new();
        for (i, line) in text.lines().enumerate() {
            if line.trim().is_empty() {
                continue;
            }
            let exchange: Exchange =
                serde_json::from_str(line).map_err(|e| (i + 1, e.to_string()))?;
            exchanges
                .entry(request_key(&exchange.request))
                .or_default()
                .0
                .push(exchange.outcome);
        }
        Ok(ReplayClient {
            exchanges: Mutex::new(exchanges),
        })
    }

    /// How many exchanges the recording holds.
    pub fn len(&self) -> usize {
        self.exchanges
            .lock()
            .map(|m| m.values().map(|(v, _)| v.len()).sum())
            .unwrap_or(0)
    }

    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    fn answer(&self, request: &ChatRequest) -> Result<ChatResponse, LlmError> {
        let key = request_key(request);
        let mut exchanges = self
            .exchanges
            .lock()
            .map_err(|_| LlmError::Record("the replay lock is poisoned".into()))?;
        let Some((outcomes, next)) = exchanges.get_mut(&key) else {
            return Err(LlmError::NotRecorded {
                model: request.model.clone(),
                key,
            });
        };
        let outcome = outcomes[(*next).min(outcomes.len() - 1)].clone();
        *next += 1;
        match outcome {
            Outcome::Response(r) => Ok(r),
            Outcome::Error(e) => Err(e),
        }
    }
}

impl LlmClient for ReplayClient {
    fn chat<'a>(&'a self, request: &'a ChatRequest) -> ChatFuture<'a> {
        Box::pin(std::future::ready(self.answer(request)))
    }
}
