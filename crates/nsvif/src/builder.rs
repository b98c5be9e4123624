//! [`VerifierBuilder`]: how a [`Verifier`] checks outputs and how many prepared
//! instructions it keeps.
//!
//! ```
//! let verifier = nsvif::Verifier::builder().ifeval_fixes(true).build()?;
//! let report = verifier.check("Do not use any commas.", "Hello, world")?;
//! assert_eq!(report.verdict, nsvif::Verdict::Unsat);
//! # Ok::<(), nsvif::Error>(())
//! ```
//!
//! Everything here works without an LLM: instructions are formulated by the rules and
//! semantic constraints come back `unknown`. [`VerifierBuilder::llm`] adds one (built from
//! an `nsvif_llm::LlmConfig` by [`LlmSetup::from_config`], which is where an endpoint that
//! is configured but unusable fails); the async calls then use it.

use std::sync::Arc;

use crate::{Error, LlmSetup, Verifier, VerifierOptions};

/// Options of a [`Verifier`]; start from [`Verifier::builder`].
#[derive(Debug, Clone)]
pub struct VerifierBuilder {
    options: VerifierOptions,
    cache_capacity: usize,
    llm: Option<Arc<LlmSetup>>,
}

impl Default for VerifierBuilder {
    fn default() -> Self {
        VerifierBuilder {
            options: VerifierOptions::default(),
            cache_capacity: Self::DEFAULT_CACHE_CAPACITY,
            llm: None,
        }
    }
}

impl VerifierBuilder {
    /// Distinct instructions kept prepared (least recently used dropped first).
    pub const DEFAULT_CACHE_CAPACITY: usize = 256;

    /// All check options at once (replaces what the other setters set).
    pub fn options(mut self, options: VerifierOptions) -> Self {
        self.options = options;
        self
    }

    /// Apply the documented fixes to the official IFEval rules (docs/COMPATIBILITY.md).
    pub fn ifeval_fixes(mut self, on: bool) -> Self {
        self.options.check.ifeval_fixes = on;
        self
    }

    /// Apply the documented fixes to the official IFBench rules (docs/COMPATIBILITY.md).
    pub fn ifbench_fixes(mut self, on: bool) -> Self {
        self.options.check.ifbench_fixes = on;
        self
    }

    /// The release of the official IFBench checker to reproduce (frozen by default;
    /// docs/COMPATIBILITY.md lists what upstream changed).
    pub fn ifbench_version(mut self, version: nsvif_check::IfbenchVersion) -> Self {
        self.options.check.ifbench_version = version;
        self
    }

    /// The time budget of one check (`None`: none; default
    /// [`VerifierOptions::DEFAULT_CHECK_TIMEOUT`]): a constraint not decided by then is
    /// unknown with the reason, and the rest of the verdict stands.
    pub fn check_timeout(mut self, timeout: Option<std::time::Duration>) -> Self {
        self.options.check.check_timeout = timeout;
        self
    }

    /// IFEval's loose mode: a constraint also holds on the output without its first or
    /// last line, or without `*`.
    pub fn loose(mut self, on: bool) -> Self {
        self.options.loose = on;
        self
    }

    /// Remove a `<think>…</think>` reasoning trace before checking (on by default).
    pub fn strip_think(mut self, on: bool) -> Self {
        self.options.strip_think = on;
        self
    }

    /// Count soft constraints ("preferably under 50 words") as requirements: their
    /// violations make the verdict `unsat` rather than warnings (off by default).
    pub fn strict_soft(mut self, on: bool) -> Self {
        self.options.strict_soft = on;
        self
    }

    /// How many distinct instructions to keep prepared; 0 turns the cache off.
    pub fn cache_capacity(mut self, capacity: usize) -> Self {
        self.cache_capacity = capacity;
        self
    }

    /// An LLM for formulation and semantic judges (through the async calls); build one
    /// with [`LlmSetup::from_config`].
    pub fn llm(mut self, llm: LlmSetup) -> Self {
        self.llm = Some(Arc::new(llm));
        self
    }

    /// The [`Verifier`]; with an LLM, its judges and formulation mode are connected here.
    pub fn build(self) -> Result<Verifier, Error> {
        let verifier = Verifier::from_parts(self.options, self.cache_capacity);
        Ok(match self.llm {
            Some(llm) => verifier.with_llm(llm),
            None => verifier,
        })
    }
}
