//! The LLM side of a [`Verifier`]: formulation with a Spec cache, and lazy judging.
//!
//! - [`Verifier::prepare_async`] formulates with the configured [`Formulator`] (by
//!   default: the rules, then, when they left parts unread, one grounded question about
//!   those parts and a yes/no confirmation of each reading). Specs are cached by a hash
//!   of the instruction, the mode, the model, the prompts and the answer schema: in
//!   memory, and on disk under `<cache_dir>/specs/` when a cache directory is configured.
//! - [`Verifier::check_async`] is lazy: no review when the rules' reading already fails
//!   the output (unless [`LlmSetup::review_unsat`]).
//! - [`Prepared::check_async`] (in `verifier.rs`, one core with [`Prepared::check`])
//!   judges only the semantic constraints that can still change the verdict.

use std::collections::HashMap;
use std::path::PathBuf;
use std::sync::{Arc, Mutex};

use nsvif_formulate::llm::{
    confirm_system_prompt, formulate_combined, formulate_llm, parts_system_prompt, spec_schema,
    system_prompt, LlmFormulator, Reading,
};
use nsvif_llm::{ConfigError, LlmClient, LlmConfig, Spend};
use nsvif_spec::Spec;
use serde::{Deserialize, Serialize};
use sha2::{Digest, Sha256};

use crate::judge::Judge;
use crate::review::{Review, SkipReason};
use crate::{Error, Prepared, Report, Verdict, Verifier};

/// How instructions become Specs.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Formulator {
    /// The rules alone: no LLM call.
    Rules,
    /// The rules, then, once per distinct instruction with parts they left unread, the
    /// LLM's confirmed readings of those parts.
    #[default]
    Combined,
    /// The LLM for the whole instruction.
    Llm,
}

/// How an LLM formulation went.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct FormulationNote {
    /// The LLM calls and tokens the formulation took.
    pub spend: Spend,
    /// Invalid answers sent back to the model.
    pub repairs: u32,
    /// Why the LLM gave no Spec; the parts it was asked about stay unexplained.
    pub error: Option<String>,
    /// The Spec came from the Spec cache: no call was made.
    pub cached: bool,
    /// Each reading the LLM gave and whether it counts.
    #[serde(default)]
    pub readings: Vec<Reading>,
    /// Whether a question was sent (none when the rules left nothing unread).
    #[serde(default)]
    pub asked: bool,
}

impl FormulationNote {
    /// The report's account of this formulation.
    pub fn review(&self) -> Review {
        match &self.error {
            Some(error) => Review::Failed {
                error: error.clone(),
            },
            None if !self.asked => Review::Skipped {
                reason: SkipReason::NothingUnread,
            },
            None => Review::Asked {
                readings: self.readings.clone(),
            },
        }
    }
}

/// One instruction's Spec, formulated once.
type SpecCell = tokio::sync::OnceCell<(Spec, Option<FormulationNote>)>;

/// An LLM for formulation and judging, and the Spec cache.
pub struct LlmSetup {
    formulator: LlmFormulator,
    judge: Judge,
    mode: Formulator,
    /// Review even when the rules' reading already fails the output (see
    /// [`LlmSetup::review_unsat`]).
    review_unsat: bool,
    specs: Mutex<HashMap<String, Arc<SpecCell>>>,
    spec_dir: Option<PathBuf>,
}

impl std::fmt::Debug for LlmSetup {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("LlmSetup")
            .field("formulator", &self.formulator)
            .field("judge", &self.judge)
            .field("mode", &self.mode)
            .finish_non_exhaustive()
    }
}

impl LlmSetup {
    /// The client stack the configuration describes ([`nsvif_llm::connect`]), with
    /// `votes` judges per semantic question.
    pub fn from_config(
        config: &LlmConfig,
        mode: Formulator,
        votes: u32,
    ) -> Result<LlmSetup, ConfigError> {
        let client = nsvif_llm::connect(config)?;
        Ok(LlmSetup::new(client, config, mode, votes))
    }

    /// A setup over a given client (a mock, a replay); the models, temperature and
    /// cache directory come from `config`.
    pub fn new(
        client: Arc<dyn LlmClient>,
        config: &LlmConfig,
        mode: Formulator,
        votes: u32,
    ) -> LlmSetup {
        LlmSetup {
            formulator: LlmFormulator::new(client.clone(), &config.model, config.temperature),
            judge: Judge::new(client, &config.judge_model, config.temperature, votes),
            mode,
            review_unsat: false,
            specs: Mutex::new(HashMap::new()),
            spec_dir: config.cache_dir.as_ref().map(|d| d.join("specs")),
        }
    }

    /// The judge that decides semantic constraints.
    pub fn judge(&self) -> &Judge {
        &self.judge
    }

    /// How instructions are formulated: by the rules, the LLM for what they leave unread,
    /// or the LLM alone.
    pub fn mode(&self) -> Formulator {
        self.mode
    }

    /// Whether [`Verifier::check_async`] reviews an instruction even when the rules'
    /// reading already fails the output. Off by default: a review only adds constraints,
    /// so it cannot change that verdict; on, the report lists every violation the review
    /// finds too (for feedback), at the cost of the calls.
    pub fn review_unsat(mut self, on: bool) -> LlmSetup {
        self.review_unsat = on;
        self
    }

    /// The Spec of an instruction, from the cache or formulated now. Concurrent calls for
    /// one instruction formulate it once: the others wait for that result.
    pub async fn formulate(&self, instruction: &str) -> (Spec, Option<FormulationNote>) {
        if self.mode == Formulator::Rules {
            return (nsvif_formulate::formulate_rules(instruction), None);
        }
        let key = self.spec_key(instruction);
        let cell = match self.specs.lock() {
            Ok(mut specs) => specs.entry(key.clone()).or_default().clone(),
            // A poisoned map only loses the sharing: formulate on a cell of our own.
            Err(_) => Arc::default(),
        };
        let mut formulated_here = false;
        let (spec, note) = cell
            .get_or_init(|| async {
                formulated_here = true;
                if let Some(hit) = self.disk_spec(&key) {
                    return hit;
                }
                let (spec, note) = self.formulate_now(instruction).await;
                self.store_on_disk(&key, &spec, note.as_ref());
                (spec, note)
            })
            .await
            .clone();
        if formulated_here {
            (spec, note)
        } else {
            (spec, note.map(|n| as_cache_hit(&n)))
        }
    }

    async fn formulate_now(&self, instruction: &str) -> (Spec, Option<FormulationNote>) {
        let (spec, formulation) = match self.mode {
            Formulator::Llm => {
                let (spec, f) = formulate_llm(instruction, &self.formulator).await;
                (spec, Some(f))
            }
            _ => {
                let (spec, f) = formulate_combined(instruction, &self.formulator).await;
                (spec, Some(f))
            }
        };
        let note = formulation.map(|f| FormulationNote {
            spend: f.spend,
            repairs: f.repairs,
            error: f.result.err(),
            cached: false,
            readings: f.readings,
            asked: f.asked,
        });
        (spec, note)
    }

    /// SHA-256 of everything the Spec depends on.
    fn spec_key(&self, instruction: &str) -> String {
        let mut h = Sha256::new();
        let schema = if self.formulator.schema() {
            spec_schema().schema.to_string()
        } else {
            String::new()
        };
        for part in [
            // v4: grounded questions about the unread parts; only confirmed readings count.
            "nsvif-spec-v4",
            &format!("{:?}", self.mode),
            self.formulator.model(),
            system_prompt(),
            parts_system_prompt(),
            confirm_system_prompt(),
            &schema,
            instruction,
        ] {
            h.update(part.as_bytes());
            h.update([0]);
        }
        h.finalize()[..]
            .iter()
            .map(|b| format!("{b:02x}"))
            .collect()
    }

    fn disk_spec(&self, key: &str) -> Option<(Spec, Option<FormulationNote>)> {
        let dir = self.spec_dir.as_ref()?;
        let text = std::fs::read_to_string(dir.join(format!("{key}.json"))).ok()?;
        let (spec, note): (Spec, Option<FormulationNote>) = serde_json::from_str(&text).ok()?;
        // A Spec on disk is re-validated: it is only data someone could have edited.
        spec.validate().ok()?;
        Some((spec, note.map(|n| as_cache_hit(&n))))
    }

    /// Successful formulations only, so a later run tries a failed one again. (Failures
    /// stay in memory: one run does not retry an endpoint that is down for every record.)
    fn store_on_disk(&self, key: &str, spec: &Spec, note: Option<&FormulationNote>) {
        let Some(dir) = &self.spec_dir else { return };
        if note.is_some_and(|n| n.error.is_some()) {
            return;
        }
        // A failed write loses only the saving.
        let _ = std::fs::create_dir_all(dir).and_then(|_| {
            let json = serde_json::to_string(&(spec, note)).map_err(std::io::Error::other)?;
            std::fs::write(dir.join(format!("{key}.json")), json)
        });
    }
}

/// The note of a Spec served from the cache: its calls were made before, not now.
fn as_cache_hit(note: &FormulationNote) -> FormulationNote {
    FormulationNote {
        spend: Spend {
            cached_calls: note.spend.calls + note.spend.cached_calls,
            ..Spend::default()
        },
        cached: true,
        ..note.clone()
    }
}

impl Verifier {
    /// Formulates the instruction with the configured formulator (the rules alone when no
    /// LLM is configured) and compiles the result.
    pub async fn prepare_async(&self, instruction: &str) -> Result<Arc<Prepared>, Error> {
        let Some(llm) = &self.llm else {
            return self.prepare(instruction);
        };
        // The Spec is cached by `LlmSetup` (one formulation per instruction); compiling it
        // again is cheap next to any LLM call.
        let (spec, note) = llm.formulate(instruction).await;
        let mut prepared = self.compile(spec)?;
        prepared.formulation = note;
        Ok(Arc::new(prepared))
    }

    /// `prepare_async(instruction)?.check_async(output)`, with the formulation's cost
    /// added to the report's; lazily: with the combined formulator, when the rules'
    /// reading already fails the output no review is asked for (a review only adds
    /// constraints, so it cannot change an `unsat`) and the report says so, unless the
    /// setup asks for every violation ([`LlmSetup::review_unsat`]).
    pub async fn check_async(&self, instruction: &str, output: &str) -> Result<Report, Error> {
        if let Some(llm) = &self.llm {
            if llm.mode == Formulator::Combined && !llm.review_unsat {
                let rules = self.prepare(instruction)?;
                if rules.decide(output).verdict == Verdict::Unsat {
                    let mut report = rules.check_async(output).await;
                    report.review = Some(Review::Skipped {
                        reason: SkipReason::AlreadyUnsat,
                    });
                    return Ok(report);
                }
            }
        }
        let prepared = self.prepare_async(instruction).await?;
        let mut report = prepared.check_async(output).await;
        if let Some(note) = prepared.formulation() {
            report.cost.add_spend(note.spend);
        }
        Ok(report)
    }
}

impl Prepared {
    /// How the LLM formulation of this instruction went, if there was one.
    pub fn formulation(&self) -> Option<&FormulationNote> {
        self.formulation.as_ref()
    }
}
