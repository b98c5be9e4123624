//! Python bindings of nsvif: the native module `nsvif._nsvif` behind `import nsvif`.
//!
//! Every report crosses the boundary as the JSON object `nsvif check --json` prints, plus
//! a `feedback` string ([`nsvif::Report::feedback`]), turned into a `dict` by Python's
//! `json.loads`. Batches are checked with the GIL released, on all cores (rayon), and
//! their reports are serialized in parallel too, so Python only parses one JSON array.
//! Errors raise `nsvif.NsvifError` (a `ValueError`) with the Rust error's message, except
//! in a batch: an item that cannot be checked gives `{"error": "…"}` in its place, and
//! the other items their reports. `threads` is within 1..=256.

use std::sync::{Arc, OnceLock};

use nsvif::Report;
use nsvif::{spec_from_constraints, GivenConstraint};
use nsvif_llm::LlmSettings;
use pyo3::exceptions::{PyTypeError, PyValueError};
use pyo3::prelude::*;
use pyo3::types::{PyDict, PyString};
use rayon::prelude::*;
use serde::Serialize;

/// mimalloc, as in the `nsvif` binary: the system allocator was an eighth of the work of a
/// batch (many small vectors and strings per record).
#[global_allocator]
static ALLOCATOR: mimalloc::MiMalloc = mimalloc::MiMalloc;

pyo3::create_exception!(
    _nsvif,
    NsvifError,
    PyValueError,
    "An instruction, Spec or constraint nsvif cannot check; the message says why."
);

fn nsvif_error(e: impl std::fmt::Display) -> PyErr {
    // The message may quote an input (a pattern, a field): clipped.
    NsvifError::new_err(nsvif_spec::quote::clip_message(&e.to_string()).into_owned())
}

/// `check --json` plus the feedback an LLM can act on.
#[derive(Serialize)]
struct ReportJson<'a> {
    #[serde(flatten)]
    report: &'a Report,
    feedback: String,
}

fn report_json(report: &Report) -> Result<String, serde_json::Error> {
    serde_json::to_string(&ReportJson {
        report,
        feedback: report.feedback(),
    })
}

/// How much of each report a batch returns: everything, or what a reward or a score
/// needs. The smaller shapes skip building and parsing evidence Python would not read,
/// which was a third of a batch's time.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Detail {
    /// The report dict of `check` (with `feedback`).
    Full,
    /// `{"verdict": …, "facts": [true/false/null per constraint, in Spec order]}`.
    Facts,
    /// The verdict string alone.
    Verdict,
}

impl Detail {
    fn parse(s: &str) -> PyResult<Detail> {
        match s {
            "full" => Ok(Detail::Full),
            "facts" => Ok(Detail::Facts),
            "verdict" => Ok(Detail::Verdict),
            other => Err(nsvif_error(format!(
                "detail must be \"full\", \"facts\" or \"verdict\", got {other:?}"
            ))),
        }
    }

    fn render(self, report: &Report) -> Result<String, String> {
        match self {
            Detail::Full => report_json(report).map_err(|e| e.to_string()),
            _ => self.render_decision(&report.decision()),
        }
    }

    /// The `facts` and `verdict` shapes, from a decision (no evidence was built).
    fn render_decision(self, decision: &nsvif::Decision) -> Result<String, String> {
        let json = match self {
            Detail::Verdict => serde_json::to_string(&decision.verdict),
            // `warnings` (soft constraints that do not hold) only when there are some.
            _ if decision.warnings > 0 => serde_json::to_string(&serde_json::json!({
                "verdict": decision.verdict,
                "facts": decision.values,
                "warnings": decision.warnings,
            })),
            _ => serde_json::to_string(&serde_json::json!({
                "verdict": decision.verdict,
                "facts": decision.values,
            })),
        };
        json.map_err(|e| e.to_string())
    }

    /// Checks one output with `prepared`, building evidence only for the full report.
    fn check(self, prepared: &nsvif::Prepared, output: &str) -> Result<String, String> {
        match self {
            Detail::Full => self.render(&prepared.check(output)),
            _ => self.render_decision(&prepared.decide(output)),
        }
    }
}

fn json_loads(py: Python<'_>, json: &str) -> PyResult<PyObject> {
    Ok(py.import("json")?.call_method1("loads", (json,))?.unbind())
}

fn report_to_py(py: Python<'_>, report: &Report) -> PyResult<PyObject> {
    json_loads(py, &report_json(report).map_err(nsvif_error)?)
}

/// The Python keyword arguments shared by every entry point.
#[derive(Clone, Copy)]
struct Flags {
    ifeval_fixes: bool,
    ifbench_fixes: bool,
    loose: bool,
    keep_think: bool,
    ifbench_version: nsvif::IfbenchVersion,
    strict_soft: bool,
}

impl Flags {
    /// The flags from the keyword arguments of the same names (`ifbench_version`:
    /// `"frozen"` or `"upstream"`).
    fn new(
        ifeval_fixes: bool,
        ifbench_fixes: bool,
        loose: bool,
        keep_think: bool,
        ifbench_version: &str,
        strict_soft: bool,
    ) -> PyResult<Flags> {
        let ifbench_version = ifbench_version
            .parse()
            .map_err(|e: nsvif::UnknownIfbenchVersion| PyValueError::new_err(e.to_string()))?;
        Ok(Flags {
            ifeval_fixes,
            ifbench_fixes,
            loose,
            keep_think,
            ifbench_version,
            strict_soft,
        })
    }

    /// The index of these flags among the 64 combinations.
    fn slot(self) -> usize {
        usize::from(self.ifeval_fixes)
            | usize::from(self.loose) << 1
            | usize::from(self.keep_think) << 2
            | usize::from(self.ifbench_fixes) << 3
            | usize::from(self.ifbench_version == nsvif::IfbenchVersion::Upstream) << 4
            | usize::from(self.strict_soft) << 5
    }
}

/// A builder with the Python keyword arguments shared by every entry point.
fn builder(flags: Flags) -> nsvif::VerifierBuilder {
    let Flags {
        ifeval_fixes,
        ifbench_fixes,
        loose,
        keep_think,
        ifbench_version,
        strict_soft,
    } = flags;
    nsvif::Verifier::builder()
        .ifeval_fixes(ifeval_fixes)
        .ifbench_fixes(ifbench_fixes)
        .ifbench_version(ifbench_version)
        .loose(loose)
        .strip_think(!keep_think)
        .strict_soft(strict_soft)
}

/// The module functions' verifiers, one per combination of the flags, so repeated
/// instructions are formulated once per process.
fn shared_verifier(flags: Flags) -> PyResult<&'static nsvif::Verifier> {
    static VERIFIERS: [OnceLock<nsvif::Verifier>; 64] = [const { OnceLock::new() }; 64];
    let slot = &VERIFIERS[flags.slot()];
    if let Some(v) = slot.get() {
        return Ok(v);
    }
    let verifier = builder(flags).build().map_err(nsvif_error)?;
    Ok(slot.get_or_init(|| verifier))
}

/// A Spec argument: a JSON string or a dict.
fn spec_from_py(spec: &Bound<'_, PyAny>) -> PyResult<nsvif::Spec> {
    let json: String = if spec.is_instance_of::<PyString>() {
        spec.extract()?
    } else if spec.is_instance_of::<PyDict>() {
        spec.py()
            .import("json")?
            .call_method1("dumps", (spec,))?
            .extract()?
    } else {
        return Err(PyTypeError::new_err("spec must be a JSON string or a dict"));
    };
    nsvif::Spec::from_json(&json).map_err(|e| nsvif_error(format!("invalid Spec: {e}")))
}

/// One item of a batch.
struct Item {
    instruction: String,
    /// A conversation instead of an instruction (its system and user messages instruct).
    messages: Option<Vec<nsvif::Message>>,
    output: String,
    /// IFEval-style constraints to check instead of formulating the instruction.
    constraints: Option<Vec<GivenConstraint>>,
}

fn item_from_py(index: usize, obj: &Bound<'_, PyAny>) -> PyResult<Item> {
    if let Ok(dict) = obj.downcast::<PyDict>() {
        let field = |name: &str| -> PyResult<Option<Bound<'_, PyAny>>> {
            dict.get_item(name).map(|v| v.filter(|v| !v.is_none()))
        };
        let text = |name: &str| -> PyResult<String> {
            field(name)?
                .ok_or_else(|| PyValueError::new_err(format!("item {index}: no `{name}`")))?
                .extract()
                .map_err(|_| PyTypeError::new_err(format!("item {index}: `{name}` must be a str")))
        };
        let messages = field("messages")?
            .map(|m| {
                messages_from_py(&m)
                    .map_err(|e| PyValueError::new_err(format!("item {index}: {e}")))
            })
            .transpose()?;
        if let Some(messages) = messages {
            if field("constraints")?.is_some() {
                return Err(PyValueError::new_err(format!(
                    "item {index}: given `constraints` go with an `instruction`, not `messages`"
                )));
            }
            let output = match field("output")? {
                Some(_) => text("output")?,
                None => nsvif::conversation::reply(&messages)
                    .ok_or_else(|| {
                        PyValueError::new_err(format!(
                            "item {index}: no `output`, and the last message is not the assistant's"
                        ))
                    })?
                    .to_string(),
            };
            return Ok(Item {
                instruction: String::new(),
                messages: Some(messages),
                output,
                constraints: None,
            });
        }
        let constraints =
            match field("constraints")? {
                Some(c) => Some(pythonize::depythonize::<Vec<GivenConstraint>>(&c).map_err(
                    |e| PyValueError::new_err(format!("item {index}: `constraints`: {e}")),
                )?),
                None => None,
            };
        return Ok(Item {
            instruction: text("instruction")?,
            messages: None,
            output: text("output")?,
            constraints,
        });
    }
    // A tuple, or a list of two strings (`Vec` refuses a `str`, which is a sequence too).
    let pair = obj.extract::<(String, String)>().ok().or_else(|| {
        match obj.extract::<Vec<String>>().ok()?.as_mut_slice() {
            [i, o] => Some((std::mem::take(i), std::mem::take(o))),
            _ => None,
        }
    });
    let (instruction, output) = pair.ok_or_else(|| {
        PyTypeError::new_err(format!(
            "item {index}: expected an (instruction, output) pair of str or a dict with \
             `instruction`, `output` and optional `constraints`"
        ))
    })?;
    Ok(Item {
        instruction,
        messages: None,
        output,
        constraints: None,
    })
}

/// A conversation from Python: a list of `{"role": …, "content": …}` dicts.
fn messages_from_py(messages: &Bound<'_, PyAny>) -> Result<Vec<nsvif::Message>, String> {
    pythonize::depythonize::<Vec<nsvif::Message>>(messages).map_err(|e| {
        format!("`messages` must be a list of {{\"role\": \"system\"|\"developer\"|\"user\"|\"assistant\", \"content\": str}} dicts: {e}")
    })
}

fn check_item(verifier: &nsvif::Verifier, item: &Item, detail: Detail) -> Result<String, String> {
    let prepared = match &item.constraints {
        // Given constraints are compiled for the item (as `nsvif bench --given-constraints`).
        Some(cs) => spec_from_constraints(
            &item.instruction,
            cs.iter().map(|c| (c.id.as_str(), &c.kwargs)),
        )
        .map_err(nsvif::Error::from)
        .and_then(|spec| verifier.prepare_spec(spec)),
        None => match &item.messages {
            Some(messages) => verifier.prepare_conversation(messages),
            None => verifier.prepare(&item.instruction),
        },
    }
    .map_err(|e| e.to_string())?;
    detail.check(&prepared, &item.output)
}

/// `threads` checked against its documented range before any work starts.
fn thread_count(threads: Option<usize>) -> PyResult<Option<usize>> {
    threads
        .map(nsvif::limits::thread_count)
        .transpose()
        .map_err(PyValueError::new_err)
}

/// Runs `f` on `threads` threads (all cores when `None`).
fn on_threads<T: Send>(threads: Option<usize>, f: impl FnOnce() -> T + Send) -> Result<T, String> {
    match threads {
        None => Ok(f()),
        Some(n) => rayon::ThreadPoolBuilder::new()
            .num_threads(n)
            .build()
            .map(|pool| pool.install(f))
            .map_err(|e| format!("starting {n} threads: {e}")),
    }
}

/// An item's entry in a batch's answer: its rendering, or `{"error": "…"}` in its place
/// when it could not be checked, so one bad item costs a batch nothing but itself.
fn entry(result: Result<String, String>) -> String {
    result.unwrap_or_else(|error| serde_json::json!({ "error": error }).to_string())
}

/// Checks a batch with the GIL released; one JSON array back to Python.
fn check_batch(
    py: Python<'_>,
    verifier: &nsvif::Verifier,
    llm: Option<&tokio::runtime::Runtime>,
    items: &Bound<'_, PyAny>,
    threads: Option<usize>,
    detail: &str,
) -> PyResult<PyObject> {
    let detail = Detail::parse(detail)?;
    let threads = thread_count(threads)?;
    let items: Vec<Item> = items
        .try_iter()?
        .enumerate()
        .map(|(i, obj)| item_from_py(i, &obj?))
        .collect::<PyResult<_>>()?;
    // nsvif's one batch runner: rayon for the rules, the runtime where an LLM is involved
    // (its calls overlap; the client's concurrency limit bounds them).
    let results: Result<Vec<String>, String> = py.allow_threads(|| {
        on_threads(threads, || {
            nsvif::run_batch(
                items,
                llm,
                nsvif::batch::LLM_ITEMS_IN_FLIGHT,
                |item| async move {
                    match llm {
                        Some(_) => {
                            let report = check_item_async(verifier, &item, None)
                                .await
                                .map_err(|e| e.to_string());
                            entry(report.and_then(|report| detail.render(&report)))
                        }
                        None => entry(check_item(verifier, &item, detail)),
                    }
                },
            )
        })
    });
    let reports = results.map_err(nsvif_error)?;
    let mut json = String::with_capacity(reports.iter().map(|r| r.len() + 1).sum::<usize>() + 2);
    json.push('[');
    for (i, r) in reports.iter().enumerate() {
        if i > 0 {
            json.push(',');
        }
        json.push_str(r);
    }
    json.push(']');
    json_loads(py, &json)
}

/// Checks outputs against instructions; keeps prepared instructions in a bounded cache.
#[pyclass(frozen, module = "nsvif")]
struct Verifier {
    inner: nsvif::Verifier,
    /// With an LLM configured: the runtime its calls (formulation, judges) run on.
    llm: Option<Arc<tokio::runtime::Runtime>>,
}

/// The LLM setup of `Verifier(...)`'s keyword arguments, resolved by nsvif-llm's one
/// resolver as the CLI's flags are: over `NSVIF_LLM_*`/`OPENAI_API_KEY`, over the
/// `llm_config` TOML file (else `NSVIF_LLM_CONFIG`). `None` when no model is configured
/// anywhere: the rules alone, no runtime.
fn llm_setup(
    settings: LlmSettings,
    config: Option<&std::path::Path>,
    formulator: &str,
    votes: u32,
) -> Result<Option<nsvif::LlmSetup>, String> {
    let Some(config) = LlmSettings::resolve_layered(
        settings,
        config,
        |k| std::env::var(k).ok(),
        false,
        "pass llm_model=... (or set NSVIF_LLM_MODEL, or `model` in llm_config)",
    )
    .map_err(|e| e.to_string())?
    else {
        return Ok(None);
    };
    let mode: nsvif::Formulator = serde_json::from_value(serde_json::Value::String(
        formulator.to_string(),
    ))
    .map_err(|_| {
        format!("formulator must be \"rules\", \"combined\" or \"llm\", got {formulator:?}")
    })?;
    nsvif::LlmSetup::from_config(&config, mode, votes.max(1))
        .map(Some)
        .map_err(|e| e.to_string())
}

#[pymethods]
impl Verifier {
    #[new]
    #[pyo3(signature = (
        *, ifeval_fixes = false, ifbench_fixes = false, loose = false, keep_think = false,
        cache_size = 256, ifbench_version = "frozen", strict_soft = false,
        llm_base_url = None, llm_model = None, judge_model = None, llm_api_key = None,
        llm_config = None, cache_dir = None, llm_timeout = None, formulator = "combined",
        votes = 1, llm_deadline = None, record = None, replay = None, check_timeout = None
    ))]
    #[allow(clippy::too_many_arguments)]
    fn new(
        ifeval_fixes: bool,
        ifbench_fixes: bool,
        loose: bool,
        keep_think: bool,
        cache_size: usize,
        ifbench_version: &str,
        strict_soft: bool,
        llm_base_url: Option<String>,
        llm_model: Option<String>,
        judge_model: Option<String>,
        llm_api_key: Option<String>,
        llm_config: Option<std::path::PathBuf>,
        cache_dir: Option<std::path::PathBuf>,
        llm_timeout: Option<f64>,
        formulator: &str,
        votes: u32,
        llm_deadline: Option<f64>,
        record: Option<std::path::PathBuf>,
        replay: Option<std::path::PathBuf>,
        check_timeout: Option<f64>,
    ) -> PyResult<Self> {
        let settings = LlmSettings {
            base_url: llm_base_url,
            model: llm_model,
            judge_model,
            api_key: llm_api_key,
            timeout_secs: llm_timeout,
            deadline_secs: llm_deadline,
            cache_dir,
            record,
            replay,
            ..LlmSettings::default()
        };
        let setup =
            llm_setup(settings, llm_config.as_deref(), formulator, votes).map_err(nsvif_error)?;
        let flags = Flags::new(
            ifeval_fixes,
            ifbench_fixes,
            loose,
            keep_think,
            ifbench_version,
            strict_soft,
        )?;
        let mut builder = builder(flags).cache_capacity(cache_size);
        if let Some(secs) = check_timeout {
            if !(secs > 0.0 && secs <= 3600.0) {
                return Err(PyValueError::new_err(
                    "check_timeout must be a number of seconds in (0, 3600]",
                ));
            }
            builder = builder.check_timeout(Some(std::time::Duration::from_secs_f64(secs)));
        }
        let llm = match setup {
            Some(setup) => {
                builder = builder.llm(setup);
                let runtime = tokio::runtime::Builder::new_multi_thread()
                    .enable_all()
                    .build()
                    .map_err(|e| nsvif_error(format!("starting the LLM runtime: {e}")))?;
                Some(Arc::new(runtime))
            }
            None => None,
        };
        let inner = builder.build().map_err(nsvif_error)?;
        Ok(Verifier { inner, llm })
    }

    /// Formulates the instruction (once: later calls hit the cache) and compiles it.
    fn prepare(&self, py: Python<'_>, instruction: &str) -> PyResult<Prepared> {
        let inner = py
            .allow_threads(|| match &self.llm {
                Some(rt) => rt.block_on(self.inner.prepare_async(instruction)),
                None => self.inner.prepare(instruction),
            })
            .map_err(nsvif_error)?;
        Ok(Prepared {
            inner,
            llm: self.llm.clone(),
        })
    }

    /// Compiles a Spec (a JSON string or a dict) instead of formulating an instruction.
    fn prepare_spec(&self, spec: &Bound<'_, PyAny>) -> PyResult<Prepared> {
        let inner = self
            .inner
            .prepare_spec(spec_from_py(spec)?)
            .map_err(nsvif_error)?;
        Ok(Prepared {
            inner,
            llm: self.llm.clone(),
        })
    }

    /// Whether an LLM is configured (formulation of what the rules leave, and judges).
    #[getter]
    fn has_llm(&self) -> bool {
        self.llm.is_some()
    }

    #[pyo3(signature = (instruction = None, output = None, *, messages = None, spec = None))]
    fn check(
        &self,
        py: Python<'_>,
        instruction: Option<&str>,
        output: Option<&str>,
        messages: Option<&Bound<'_, PyAny>>,
        spec: Option<&Bound<'_, PyAny>>,
    ) -> PyResult<PyObject> {
        let given = Given {
            instruction,
            output,
            messages,
            spec,
        };
        check_with(py, &self.inner, self.llm.as_deref(), given)
    }

    /// Formulates a conversation's system and user messages (each once: later calls hit
    /// the cache) and compiles their merged Spec: check the assistant's reply with it.
    fn prepare_conversation(&self, messages: &Bound<'_, PyAny>) -> PyResult<Prepared> {
        let messages = messages_from_py(messages).map_err(PyValueError::new_err)?;
        let inner = self
            .inner
            .prepare_conversation(&messages)
            .map_err(nsvif_error)?;
        Ok(Prepared {
            inner,
            llm: self.llm.clone(),
        })
    }

    #[pyo3(signature = (items, *, threads = None, detail = "full"))]
    fn check_many(
        &self,
        py: Python<'_>,
        items: &Bound<'_, PyAny>,
        threads: Option<usize>,
        detail: &str,
    ) -> PyResult<PyObject> {
        check_batch(py, &self.inner, self.llm.as_deref(), items, threads, detail)
    }

    /// Instructions formulated so far (cache misses).
    #[getter]
    fn formulations(&self) -> u64 {
        self.inner.formulations()
    }

    /// Calls answered from the prepare cache so far.
    #[getter]
    fn cache_hits(&self) -> u64 {
        self.inner.stats().hits
    }
}

/// What `check` is given: an instruction and an output, or a conversation (`messages`)
/// whose last message, the assistant's, is the output unless `output` is given.
struct Given<'a, 'py> {
    instruction: Option<&'a str>,
    output: Option<&'a str>,
    messages: Option<&'a Bound<'py, PyAny>>,
    spec: Option<&'a Bound<'py, PyAny>>,
}

impl Given<'_, '_> {
    /// The item to check, and the Spec to check it against when one was given.
    fn item(&self) -> PyResult<(Item, Option<nsvif::Spec>)> {
        let spec = self.spec.map(spec_from_py).transpose()?;
        let messages = self
            .messages
            .map(messages_from_py)
            .transpose()
            .map_err(PyValueError::new_err)?;
        let output =
            match (
                self.output,
                messages.as_deref().and_then(nsvif::conversation::reply),
            ) {
                (Some(output), _) => output.to_string(),
                (None, Some(reply)) => reply.to_string(),
                (None, None) if messages.is_some() => return Err(PyValueError::new_err(
                    "the last message is not the assistant's: give the reply to check as `output`",
                )),
                (None, None) => return Err(PyTypeError::new_err("check() needs `output`")),
            };
        let instruction = match (self.instruction, &messages, &spec) {
            (Some(_), Some(_), _) => {
                return Err(PyValueError::new_err(
                    "give `instruction` or `messages`, not both",
                ))
            }
            (Some(instruction), None, _) => instruction.to_string(),
            (None, Some(_), _) | (None, None, Some(_)) => String::new(),
            (None, None, None) => {
                return Err(PyTypeError::new_err(
                    "check() needs `instruction`, `messages` or `spec`",
                ))
            }
        };
        let item = Item {
            instruction,
            messages,
            output,
            constraints: None,
        };
        Ok((item, spec))
    }
}

fn check_with(
    py: Python<'_>,
    verifier: &nsvif::Verifier,
    llm: Option<&tokio::runtime::Runtime>,
    given: Given<'_, '_>,
) -> PyResult<PyObject> {
    let (item, spec) = given.item()?;
    let report = py
        .allow_threads(|| match llm {
            Some(rt) => rt.block_on(check_item_async(verifier, &item, spec)),
            None => {
                let prepared = match (spec, &item.messages) {
                    (Some(spec), _) => verifier.prepare_spec(spec)?,
                    (None, Some(messages)) => verifier.prepare_conversation(messages)?,
                    (None, None) => verifier.prepare(&item.instruction)?,
                };
                Ok(prepared.check(&item.output))
            }
        })
        .map_err(nsvif_error)?;
    report_to_py(py, &report)
}

/// One item with the LLM: formulation of what the rules leave, judges where they can
/// still change the verdict.
async fn check_item_async(
    verifier: &nsvif::Verifier,
    item: &Item,
    spec: Option<nsvif::Spec>,
) -> Result<Report, nsvif::Error> {
    let spec = match (spec, &item.constraints) {
        (Some(spec), _) => Some(spec),
        (None, Some(cs)) => Some(spec_from_constraints(
            &item.instruction,
            cs.iter().map(|c| (c.id.as_str(), &c.kwargs)),
        )?),
        (None, None) => None,
    };
    if let (None, Some(messages)) = (&spec, &item.messages) {
        // A conversation is formulated by the rules, message by message; judges still run.
        let prepared = verifier.prepare_conversation(messages)?;
        let prepared = verifier.prepare_spec(prepared.spec().clone())?;
        return Ok(prepared.check_async(&item.output).await);
    }
    match spec {
        Some(spec) => Ok(verifier.prepare_spec(spec)?.check_async(&item.output).await),
        // Lazy: no review when the rules' reading already fails the output.
        None => verifier.check_async(&item.instruction, &item.output).await,
    }
}

/// An instruction formulated and compiled: check as many outputs as you like.
#[pyclass(frozen, module = "nsvif")]
struct Prepared {
    inner: Arc<nsvif::Prepared>,
    llm: Option<Arc<tokio::runtime::Runtime>>,
}

impl Prepared {
    fn check_one(&self, output: &str) -> Report {
        match &self.llm {
            Some(rt) => rt.block_on(self.inner.check_async(output)),
            None => self.inner.check(output),
        }
    }
}

#[pymethods]
impl Prepared {
    fn check(&self, py: Python<'_>, output: &str) -> PyResult<PyObject> {
        let report = py.allow_threads(|| self.check_one(output));
        report_to_py(py, &report)
    }

    /// Checks many outputs of this instruction (samples of one prompt) on all cores.
    #[pyo3(signature = (outputs, *, threads = None, detail = "full"))]
    fn check_many(
        &self,
        py: Python<'_>,
        outputs: Vec<String>,
        threads: Option<usize>,
        detail: &str,
    ) -> PyResult<PyObject> {
        let detail = Detail::parse(detail)?;
        let threads = thread_count(threads)?;
        let reports: Result<Vec<String>, String> = py.allow_threads(|| {
            on_threads(threads, || {
                outputs
                    .par_iter()
                    .map(|o| match &self.llm {
                        Some(_) => detail.render(&self.check_one(o)),
                        None => detail.check(&self.inner, o),
                    })
                    .collect()
            })
            .and_then(|r| r)
        });
        json_loads(
            py,
            &format!("[{}]", reports.map_err(nsvif_error)?.join(",")),
        )
    }

    /// The Spec: constraints and formula, as a dict.
    #[getter]
    fn spec(&self, py: Python<'_>) -> PyResult<PyObject> {
        json_loads(
            py,
            &serde_json::to_string(self.inner.spec()).map_err(nsvif_error)?,
        )
    }

    #[getter]
    fn formula(&self) -> String {
        self.inner.formula().to_string()
    }

    /// Whether the instruction contradicts itself (no output can satisfy it).
    #[getter]
    fn contradiction(&self) -> bool {
        !self.inner.consistency().consistent
    }

    /// The constraint ids that cannot hold together, when it contradicts itself.
    #[getter]
    fn conflicting(&self) -> Vec<String> {
        self.inner.consistency().conflicting.clone()
    }
}

#[pyfunction]
#[pyo3(signature = (instruction = None, output = None, *, messages = None, spec = None, ifeval_fixes = false, ifbench_fixes = false, loose = false, keep_think = false, ifbench_version = "frozen", strict_soft = false))]
#[allow(clippy::too_many_arguments)]
fn check(
    py: Python<'_>,
    instruction: Option<&str>,
    output: Option<&str>,
    messages: Option<&Bound<'_, PyAny>>,
    spec: Option<&Bound<'_, PyAny>>,
    ifeval_fixes: bool,
    ifbench_fixes: bool,
    loose: bool,
    keep_think: bool,
    ifbench_version: &str,
    strict_soft: bool,
) -> PyResult<PyObject> {
    let flags = Flags::new(
        ifeval_fixes,
        ifbench_fixes,
        loose,
        keep_think,
        ifbench_version,
        strict_soft,
    )?;
    let verifier = shared_verifier(flags)?;
    let given = Given {
        instruction,
        output,
        messages,
        spec,
    };
    check_with(py, verifier, None, given)
}

#[pyfunction]
#[pyo3(signature = (items, *, ifeval_fixes = false, ifbench_fixes = false, loose = false, keep_think = false, threads = None, detail = "full", ifbench_version = "frozen", strict_soft = false))]
#[allow(clippy::too_many_arguments)]
fn check_many(
    py: Python<'_>,
    items: &Bound<'_, PyAny>,
    ifeval_fixes: bool,
    ifbench_fixes: bool,
    loose: bool,
    keep_think: bool,
    threads: Option<usize>,
    detail: &str,
    ifbench_version: &str,
    strict_soft: bool,
) -> PyResult<PyObject> {
    let flags = Flags::new(
        ifeval_fixes,
        ifbench_fixes,
        loose,
        keep_think,
        ifbench_version,
        strict_soft,
    )?;
    let verifier = shared_verifier(flags)?;
    check_batch(py, verifier, None, items, threads, detail)
}

#[pymodule]
fn _nsvif(m: &Bound<'_, PyModule>) -> PyResult<()> {
    m.add("NsvifError", m.py().get_type::<NsvifError>())?;
    m.add("__version__", env!("CARGO_PKG_VERSION"))?;
    m.add_class::<Verifier>()?;
    m.add_class::<Prepared>()?;
    m.add_function(wrap_pyfunction!(check, m)?)?;
    m.add_function(wrap_pyfunction!(check_many, m)?)?;
    Ok(())
}
