//! Checks with an LLM on a sample of instructions with labelled outputs, one check at a
//! time, and reports what the verdicts and the calls came to: decided rate, accuracy,
//! wrong `sat` and wrong `unsat`, calls, tokens (as the server counted them) and seconds
//! per check.
//!
//! ```text
//! cargo run --release -p nsvif --example llm_sample -- SAMPLE.jsonl \
//!     [--formulator rules|combined|llm] (--record FILE | --replay FILE) \
//!     [--results FILE [--resume]] [--every N] [--limit N]
//! ```
//!
//! SAMPLE is JSONL with `instruction` and `outputs: [{output, label}]` per line (the
//! phrasing corpus's format); `--every N` keeps every Nth line (from the first), `--limit`
//! the first N kept. Each check is `Verifier::check_async(instruction, output)`, the
//! formulation's calls counted on the first check of its instruction.
//!
//! `--results FILE` appends each check's line as soon as it is known; `--resume`
//! continues a cut run (checks already in FILE are skipped, the recording is appended
//! to) and the summary covers every line of FILE. The endpoint and model come from
//! `NSVIF_LLM_BASE_URL` and `NSVIF_LLM_MODEL` (recording) or the model alone (replaying).

use std::io::Write;
use std::path::PathBuf;
use std::sync::Arc;
use std::time::Instant;

use nsvif::{Formulator, LlmSetup, Verdict, Verifier};
use nsvif_llm::{LlmClient, LlmSettings, Recorder, Temperature};
use serde_json::{json, Value};

struct Args {
    sample: PathBuf,
    formulator: Formulator,
    record: Option<PathBuf>,
    replay: Option<PathBuf>,
    results: Option<PathBuf>,
    resume: bool,
    every: usize,
    limit: usize,
}

fn parse_args() -> Result<Args, String> {
    let mut args = std::env::args().skip(1);
    let mut parsed = Args {
        sample: PathBuf::new(),
        formulator: Formulator::Combined,
        record: None,
        replay: None,
        results: None,
        resume: false,
        every: 1,
        limit: usize::MAX,
    };
    while let Some(arg) = args.next() {
        let mut value = || args.next().ok_or(format!("{arg} needs a value"));
        match arg.as_str() {
            "--formulator" => {
                parsed.formulator = match value()?.as_str() {
                    "rules" => Formulator::Rules,
                    "combined" => Formulator::Combined,
                    "llm" => Formulator::Llm,
                    other => return Err(format!("--formulator: unknown mode {other}")),
                }
            }
            "--record" => parsed.record = Some(value()?.into()),
            "--replay" => parsed.replay = Some(value()?.into()),
            "--results" => parsed.results = Some(value()?.into()),
            "--resume" => parsed.resume = true,
            "--every" => parsed.every = value()?.parse().map_err(|e| format!("--every: {e}"))?,
            "--limit" => parsed.limit = value()?.parse().map_err(|e| format!("--limit: {e}"))?,
            path if !path.starts_with("--") => parsed.sample = path.into(),
            other => return Err(format!("unknown argument {other}")),
        }
    }
    if parsed.sample.as_os_str().is_empty() {
        return Err("give the sample file".into());
    }
    if parsed.resume && parsed.results.is_none() {
        return Err("--resume needs --results FILE (the lines of the cut run)".into());
    }
    Ok(parsed)
}

fn main() {
    if let Err(e) = run() {
        eprintln!("llm_sample: {e}");
        std::process::exit(3);
    }
}

/// The result lines already in `path` (none if it does not exist yet).
fn read_results(path: &std::path::Path) -> Result<Vec<Value>, String> {
    match std::fs::read_to_string(path) {
        Ok(text) => text
            .lines()
            .filter(|l| !l.trim().is_empty())
            .map(|l| serde_json::from_str(l).map_err(|e| format!("{}: {e}", path.display())))
            .collect(),
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => Ok(Vec::new()),
        Err(e) => Err(format!("{}: {e}", path.display())),
    }
}

/// The verifier the arguments describe: the rules alone, or with the configured LLM
/// (through a recorder of ours when recording, so a resumed run appends).
fn verifier(args: &Args) -> Result<Verifier, String> {
    if args.formulator == Formulator::Rules {
        return Ok(Verifier::default());
    }
    let settings = LlmSettings {
        replay: args.replay.clone(),
        temperature: Some(Temperature::Value(0.0)),
        // A call on a loaded 2-core machine can take minutes.
        timeout_secs: Some(900.0),
        deadline_secs: Some(900.0),
        max_retries: Some(0),
        ..LlmSettings::default()
    }
    .over(LlmSettings::from_env(|k| std::env::var(k).ok()));
    let config = settings
        .resolve()
        .map_err(|e| e.to_string())?
        .ok_or("no model: set NSVIF_LLM_MODEL")?;
    let client = nsvif_llm::connect(&config).map_err(|e| e.to_string())?;
    let client: Arc<dyn LlmClient> = match &args.record {
        Some(path) => {
            let recorder = if args.resume {
                Recorder::append(client, path)
            } else {
                Recorder::create(client, path)
            };
            Arc::new(recorder.map_err(|e| format!("{}: {e}", path.display()))?)
        }
        None => client,
    };
    Ok(Verifier::default().with_llm(LlmSetup::new(client, &config, args.formulator, 1)))
}

fn run() -> Result<(), String> {
    let args = parse_args()?;
    let text = std::fs::read_to_string(&args.sample)
        .map_err(|e| format!("{}: {e}", args.sample.display()))?;
    let records: Vec<Value> = text
        .lines()
        .filter(|l| !l.trim().is_empty())
        .step_by(args.every.max(1))
        .take(args.limit)
        .map(|l| serde_json::from_str(l).map_err(|e| format!("{l}: {e}")))
        .collect::<Result<_, _>>()?;
    let mut lines: Vec<Value> = match (&args.results, args.resume) {
        (Some(path), true) => read_results(path)?,
        _ => Vec::new(),
    };
    let done = lines.len();
    let verifier = verifier(&args)?;
    let runtime = tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()
        .map_err(|e| e.to_string())?;
    let mut results = match &args.results {
        Some(path) => Some(
            std::fs::OpenOptions::new()
                .create(true)
                .write(true)
                .append(args.resume)
                .truncate(!args.resume)
                .open(path)
                .map_err(|e| format!("{}: {e}", path.display()))?,
        ),
        None => None,
    };
    let checks = records.iter().flat_map(|r| {
        let outputs = r["outputs"].as_array().cloned().unwrap_or_default();
        outputs
            .into_iter()
            .enumerate()
            .map(move |(i, o)| (r.clone(), i, o))
    });
    for (record, i, output) in checks.skip(done) {
        let instruction = record["instruction"].as_str().unwrap_or_default();
        let text = output["output"].as_str().unwrap_or_default();
        let started = Instant::now();
        let report = runtime
            .block_on(verifier.check_async(instruction, text))
            .map_err(|e| e.to_string())?;
        let report = serde_json::to_value(&report).map_err(|e| e.to_string())?;
        let line = json!({
            "id": record["id"], "output": i, "label": output["label"],
            "verdict": report["verdict"],
            "llm_calls": report["cost"]["llm_calls"],
            "input_tokens": report["cost"]["input_tokens"],
            "output_tokens": report["cost"]["output_tokens"],
            "millis": started.elapsed().as_millis() as u64,
            "review": report.get("review").cloned().unwrap_or(Value::Null),
        });
        if let Some(file) = results.as_mut() {
            writeln!(file, "{line}").map_err(|e| e.to_string())?;
        }
        eprintln!("{line}");
        lines.push(line);
    }
    println!("{}", summary(&lines));
    Ok(())
}

/// The summary line over every result line.
fn summary(lines: &[Value]) -> String {
    let n = lines.len();
    let verdict = |l: &Value| l["verdict"].as_str().unwrap_or("").to_string();
    let label = |l: &Value| l["label"].as_str().unwrap_or("").to_string();
    let decided: Vec<&Value> = lines
        .iter()
        .filter(|l| verdict(l) != Verdict::Unknown.as_str())
        .collect();
    let right = decided.iter().filter(|l| verdict(l) == label(l)).count();
    let wrong = |v: &str| {
        decided
            .iter()
            .filter(|l| verdict(l) == v && label(l) != v)
            .count()
    };
    let number = |l: &Value, key: &str| l[key].as_u64().unwrap_or(0);
    let median = |key: &str, only_calling: bool| {
        let mut v: Vec<u64> = lines
            .iter()
            .filter(|l| !only_calling || number(l, "llm_calls") > 0)
            .map(|l| number(l, key))
            .collect();
        v.sort_unstable();
        v.get(v.len() / 2).copied().unwrap_or(0)
    };
    let total = |key: &str| lines.iter().map(|l| number(l, key)).sum::<u64>();
    let calling = lines.iter().filter(|l| number(l, "llm_calls") > 0).count();
    format!(
        "checks {n}, decided {} ({:.3}), accuracy on decided {:.3}, wrong sat {}, wrong unsat {}; \
         LLM calls {} ({} checks made any), input tokens {} (median per check {}, per calling check {}), \
         output tokens {} (median per calling check {}); seconds per check: median {:.1}, mean {:.1}, max {:.1}",
        decided.len(),
        decided.len() as f64 / n.max(1) as f64,
        right as f64 / decided.len().max(1) as f64,
        wrong("sat"),
        wrong("unsat"),
        total("llm_calls"),
        calling,
        total("input_tokens"),
        median("input_tokens", false),
        median("input_tokens", true),
        total("output_tokens"),
        median("output_tokens", true),
        median("millis", false) as f64 / 1000.0,
        total("millis") as f64 / 1000.0 / n.max(1) as f64,
        lines.iter().map(|l| number(l, "millis")).max().unwrap_or(0) as f64 / 1000.0,
    )
}
