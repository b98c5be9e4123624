//! [`Service`]: the checks the HTTP API and the MCP server answer, over one shared
//! [`Verifier`] (one prepare cache for every request) and its LLM, if it has one.

use std::sync::Arc;
use std::time::Instant;

use futures::stream::StreamExt;
use nsvif::{Cost, Report, Verifier};

use crate::error::ApiError;
use crate::formulation::Formulation;
use crate::metrics::Metrics;
use crate::request::{
    CheckManyRequest, CheckManyResponse, CheckRequest, Checked, FormulateRequest,
};

/// Up to this many bytes of instruction and output, a check by the rules is done on the
/// async worker itself: microseconds when the instruction is cached, about a millisecond
/// when it is new, less than handing it to the blocking pool costs. Larger ones go there,
/// so a long output never stalls the other requests of a worker.
const INLINE_BYTES: usize = 16 << 10;

/// How much one request may ask for.
#[derive(Debug, Clone, Copy)]
pub struct RequestLimits {
    /// The largest instruction, in bytes.
    pub max_instruction_bytes: usize,
    /// The most items of one `check_many` request.
    pub max_items: usize,
}

impl Default for RequestLimits {
    fn default() -> Self {
        RequestLimits {
            max_instruction_bytes: (nsvif::limits::DEFAULT_MAX_INSTRUCTION_KIB as usize) << 10,
            max_items: 10_000,
        }
    }
}

/// The checks, shared by every request (cloning shares the verifier and the metrics).
#[derive(Debug, Clone)]
pub struct Service {
    verifier: Verifier,
    /// Whether the verifier has an LLM: then checks wait on it and run as async tasks;
    /// without one they only compute, on the blocking pool.
    llm: bool,
    limits: RequestLimits,
    metrics: Arc<Metrics>,
}

impl Service {
    /// `llm` says whether `verifier` was given an LLM.
    pub fn new(verifier: Verifier, llm: bool, limits: RequestLimits) -> Service {
        Service {
            verifier,
            llm,
            limits,
            metrics: Arc::new(Metrics::new()),
        }
    }

    pub fn verifier(&self) -> &Verifier {
        &self.verifier
    }

    pub fn metrics(&self) -> &Metrics {
        &self.metrics
    }

    /// The Prometheus text of everything served so far.
    pub fn render_metrics(&self) -> String {
        self.metrics.render(self.verifier.stats())
    }

    /// One output against its instruction: the report of `nsvif check --json`.
    pub async fn check(&self, request: CheckRequest) -> Result<Report, ApiError> {
        let request = request.checked().map_err(ApiError::Invalid)?;
        self.admit(request.instruction_len())?;
        let report = if self.llm {
            self.check_with_llm(request).await?
        } else if request.instruction_len() + request.output().len() <= INLINE_BYTES {
            check_by_rules(&self.verifier, request)?
        } else {
            let verifier = self.verifier.clone();
            tokio::task::spawn_blocking(move || check_by_rules(&verifier, request))
                .await
                .map_err(|e| ApiError::Internal(e.to_string()))??
        };
        self.metrics.checked(&report);
        Ok(report)
    }

    /// Many outputs, each against its instruction, in order. Without an LLM they run on
    /// all cores; with one, [`nsvif::batch::LLM_ITEMS_IN_FLIGHT`] at a time.
    pub async fn check_many(
        &self,
        request: CheckManyRequest,
    ) -> Result<CheckManyResponse, ApiError> {
        if request.items.len() > self.limits.max_items {
            return Err(ApiError::TooManyItems {
                count: request.items.len(),
                limit: self.limits.max_items,
            });
        }
        let items = (request.items.into_iter())
            .map(|item| item.checked().map_err(ApiError::Invalid))
            .collect::<Result<Vec<Checked>, ApiError>>()?;
        for item in &items {
            self.admit(item.instruction_len())?;
        }
        let reports: Vec<Result<Report, ApiError>> = if self.llm {
            futures::stream::iter(items)
                .map(|item| self.check_with_llm(item))
                .buffered(nsvif::batch::LLM_ITEMS_IN_FLIGHT)
                .collect()
                .await
        } else {
            let verifier = self.verifier.clone();
            tokio::task::spawn_blocking(move || {
                nsvif::run_batch(items, None, 1, |item| {
                    let verifier = &verifier;
                    async move { check_by_rules(verifier, item) }
                })
            })
            .await
            .map_err(|e| ApiError::Internal(e.to_string()))?
        };
        let reports = reports.into_iter().collect::<Result<Vec<_>, _>>()?;
        for report in &reports {
            self.metrics.checked(report);
        }
        Ok(CheckManyResponse { reports })
    }

    /// What an instruction is read into: the JSON of `nsvif formulate --json`.
    pub async fn formulate(&self, request: FormulateRequest) -> Result<Formulation, ApiError> {
        self.admit(request.instruction.len())?;
        let started = Instant::now();
        let instruction = request.instruction;
        let prepared = if self.llm {
            self.verifier.prepare_async(&instruction).await?
        } else {
            let verifier = self.verifier.clone();
            let instruction = instruction.clone();
            tokio::task::spawn_blocking(move || verifier.prepare(&instruction))
                .await
                .map_err(|e| ApiError::Internal(e.to_string()))??
        };
        let mut cost = Cost::default();
        if let Some(note) = prepared.formulation() {
            cost.add_spend(note.spend);
            if note.cached {
                self.metrics.spec_cache_hit();
            }
        }
        cost.millis = started.elapsed().as_millis() as u64;
        self.metrics.spent(&cost);
        let formulation = Formulation::new(&instruction, &prepared, cost);
        Ok(formulation)
    }

    /// Refuses an instruction (or a conversation's messages) over the size limit before
    /// any work is done on it.
    fn admit(&self, instruction_len: usize) -> Result<(), ApiError> {
        if instruction_len > self.limits.max_instruction_bytes {
            return Err(ApiError::InputTooLarge {
                what: "instruction",
                len: instruction_len,
                limit: self.limits.max_instruction_bytes,
            });
        }
        Ok(())
    }

    /// As `nsvif check` with an LLM: the formulation's cost joins the report's, and the
    /// wall time covers both.
    async fn check_with_llm(&self, request: Checked) -> Result<Report, ApiError> {
        let started = Instant::now();
        let prepared = match &request {
            Checked::Instruction { instruction, .. } => {
                self.verifier.prepare_async(instruction).await?
            }
            // The messages are read by the rules; the LLM judges what they leave to it.
            Checked::Conversation { messages, .. } => {
                let spec = self.verifier.prepare_conversation(messages)?.spec().clone();
                self.verifier.prepare_spec(spec)?
            }
        };
        let mut report = prepared.check_async(request.output()).await;
        if let Some(note) = prepared.formulation() {
            report.cost.add_spend(note.spend);
            if note.cached {
                self.metrics.spec_cache_hit();
            }
        }
        report.cost.millis = started.elapsed().as_millis() as u64;
        Ok(report)
    }
}

/// As `nsvif check` without an LLM: the wall time covers preparing too.
fn check_by_rules(verifier: &Verifier, request: Checked) -> Result<Report, ApiError> {
    let started = Instant::now();
    let mut report = match &request {
        Checked::Instruction {
            instruction,
            output,
        } => verifier.check(instruction, output)?,
        Checked::Conversation { messages, output } => {
            verifier.prepare_conversation(messages)?.check(output)
        }
    };
    report.cost.millis = started.elapsed().as_millis() as u64;
    Ok(report)
}
