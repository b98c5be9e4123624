//! The formulation benchmark against a real model: formulates each instruction of a JSONL
//! file (`{"source": …, "instruction": …}`) with an LLM and reports first-try validity,
//! validity after repair, agreement with the rules' Spec where the rules read everything,
//! tokens (as the server counted them) and seconds per instruction.
//!
//! ```text
//! cargo run -p nsvif-formulate --example formulation_bench -- \
//!     bench/formulation/instructions.jsonl --scope whole|review --schema on|off \
//!     (--record FILE | --replay FILE) [--results FILE [--resume]] [--skip N] [--limit N]
//! ```
//!
//! `--results FILE` appends each instruction's line to FILE as soon as it is known;
//! `--resume` continues a cut run: the instructions FILE already has a line for are
//! skipped, the recording is appended to instead of truncated, and the summary covers
//! every line of FILE (old and new).
//!
//! The endpoint and model come from `NSVIF_LLM_BASE_URL` and `NSVIF_LLM_MODEL` (recording)
//! or the model alone (replaying: no endpoint, the recorded answers; seconds are then
//! those of the replay, not of the model). One instruction at a time, so seconds are per
//! instruction.

use std::io::Write;
use std::path::PathBuf;
use std::sync::Arc;
use std::time::Instant;

use nsvif_formulate::llm::{LlmFormulator, Scope};
use nsvif_llm::{LlmClient, LlmSettings, Recorder, Temperature};
use nsvif_spec::Spec;
use serde_json::{json, Value};

struct Args {
    instructions: PathBuf,
    review: bool,
    schema: bool,
    record: Option<PathBuf>,
    replay: Option<PathBuf>,
    results: Option<PathBuf>,
    resume: bool,
    skip: usize,
    limit: usize,
}

fn parse_args() -> Result<Args, String> {
    let mut args = std::env::args().skip(1);
    let mut parsed = Args {
        instructions: PathBuf::new(),
        review: false,
        schema: true,
        record: None,
        replay: None,
        results: None,
        resume: false,
        skip: 0,
        limit: usize::MAX,
    };
    while let Some(arg) = args.next() {
        let mut value = || args.next().ok_or(format!("{arg} needs a value"));
        match arg.as_str() {
            "--scope" => parsed.review = value()? == "review",
            "--schema" => parsed.schema = value()? != "off",
            "--record" => parsed.record = Some(value()?.into()),
            "--replay" => parsed.replay = Some(value()?.into()),
            "--results" => parsed.results = Some(value()?.into()),
            "--resume" => parsed.resume = true,
            "--skip" => parsed.skip = value()?.parse().map_err(|e| format!("--skip: {e}"))?,
            "--limit" => parsed.limit = value()?.parse().map_err(|e| format!("--limit: {e}"))?,
            path if !path.starts_with("--") => parsed.instructions = path.into(),
            other => return Err(format!("unknown argument {other}")),
        }
    }
    if parsed.instructions.as_os_str().is_empty() {
        return Err("give the instructions file".into());
    }
    if parsed.resume && parsed.results.is_none() {
        return Err("--resume needs --results FILE (the lines of the cut run)".into());
    }
    Ok(parsed)
}

/// How the model's Spec compares with the rules' Spec, by predicate name and by name and
/// arguments (the rules' constraints taken as the reference).
#[derive(Default)]
struct Agreement {
    rules: usize,
    model: usize,
    same_predicate: usize,
    same_arguments: usize,
}

fn predicates(spec: &Spec) -> Vec<(String, Value)> {
    spec.predicates()
        .map(|(predicate, args)| (predicate.to_string(), args.clone()))
        .collect()
}

fn agreement(rules: &Spec, model: &Spec) -> Agreement {
    let reference = predicates(rules);
    let mut found = predicates(model);
    let mut a = Agreement {
        rules: rules.constraints.len(),
        model: model.constraints.len(),
        ..Agreement::default()
    };
    for (name, args) in &reference {
        if let Some(i) = found.iter().position(|(n, _)| n == name) {
            a.same_predicate += 1;
            let exact = found
                .iter()
                .position(|(n, g)| n == name && g == args)
                .unwrap_or(i);
            a.same_arguments += usize::from(found[exact].1 == *args);
            found.remove(exact);
        }
    }
    a
}

fn main() {
    if let Err(e) = run() {
        eprintln!("formulation_bench: {e}");
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

fn run() -> Result<(), String> {
    let args = parse_args()?;
    let text = std::fs::read_to_string(&args.instructions)
        .map_err(|e| format!("{}: {e}", args.instructions.display()))?;
    let mut lines: Vec<Value> = match (&args.results, args.resume) {
        (Some(path), true) => read_results(path)?,
        _ => Vec::new(),
    };
    let items: Vec<Value> = text
        .lines()
        .filter(|l| !l.trim().is_empty())
        .skip(args.skip + lines.len())
        .take(args.limit.saturating_sub(lines.len()))
        .map(|l| serde_json::from_str(l).map_err(|e| format!("{l}: {e}")))
        .collect::<Result<_, _>>()?;
    let settings = LlmSettings {
        replay: args.replay.clone(),
        temperature: Some(Temperature::Value(0.0)),
        // A formulation on a loaded 2-core machine can take minutes.
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
    // The recorder is ours, not the settings': a resumed run appends to its recording.
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
    let formulator =
        LlmFormulator::new(client, &config.model, config.temperature).with_schema(args.schema);
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

    for item in &items {
        let instruction = item["instruction"]
            .as_str()
            .ok_or("an item has no instruction")?;
        let rules = nsvif_formulate::formulate_rules(instruction);
        let scope = if args.review {
            Scope::Review(&rules)
        } else {
            Scope::Whole
        };
        let started = Instant::now();
        let f = runtime.block_on(formulator.formulate(instruction, scope));
        let took = started.elapsed().as_secs_f64();
        let mut line = json!({
            "source": item["source"],
            "valid": f.result.is_ok(),
            "repairs": f.repairs,
            "input_tokens": f.spend.input_tokens,
            "output_tokens": f.spend.output_tokens,
            "seconds": (took * 10.0).round() / 10.0,
        });
        match &f.result {
            Ok(spec) => {
                line["constraints"] = json!(spec.constraints.len());
                // Agreement where the rules read everything (nothing left unexplained).
                if !args.review && rules.unexplained.is_empty() && !rules.constraints.is_empty() {
                    let a = agreement(&rules, spec);
                    line["agreement"] = json!([a.same_predicate, a.same_arguments, a.rules]);
                }
            }
            Err(e) => line["error"] = json!(e),
        }
        println!("{line}");
        if let Some(file) = &mut results {
            writeln!(file, "{line}").map_err(|e| format!("writing the results: {e}"))?;
        }
        lines.push(line);
    }
    println!("{}", summary(&lines, args.review, args.schema));
    Ok(())
}

/// The summary line over every result line (a resumed run's old ones included).
fn summary(lines: &[Value], review: bool, schema: bool) -> String {
    let count = |key: &str, line: &Value| line[key].as_u64().unwrap_or(0);
    let (mut first_try, mut valid, mut input, mut output, mut seconds) = (0, 0, 0, 0, 0.0);
    let mut compared = 0;
    let mut agreed = Agreement::default();
    for line in lines {
        let ok = line["valid"] == true;
        valid += usize::from(ok);
        first_try += usize::from(ok && count("repairs", line) == 0);
        input += count("input_tokens", line);
        output += count("output_tokens", line);
        seconds += line["seconds"].as_f64().unwrap_or(0.0);
        if let Some([same_predicate, same_arguments, rules]) = line["agreement"]
            .as_array()
            .and_then(|a| <&[Value; 3]>::try_from(a.as_slice()).ok())
        {
            compared += 1;
            agreed.same_predicate += same_predicate.as_u64().unwrap_or(0) as usize;
            agreed.same_arguments += same_arguments.as_u64().unwrap_or(0) as usize;
            agreed.rules += rules.as_u64().unwrap_or(0) as usize;
            agreed.model += count("constraints", line) as usize;
        }
    }
    let n = lines.len().max(1) as f64;
    let share = |k: usize, of: usize| k as f64 / of.max(1) as f64;
    format!(
        "summary: {} instructions, scope {}, schema {}: valid first try {} ({:.3}), valid after repair {} ({:.3}); \
         per instruction {:.0} input + {:.0} output tokens, {:.1} s; \
         against the rules' Spec on {} fully read instructions: {} of {} rule constraints found by predicate ({:.3}), {} with the same arguments ({:.3}), {} model constraints",
        lines.len(),
        if review { "review" } else { "whole" },
        if schema { "on" } else { "off" },
        first_try,
        share(first_try, lines.len()),
        valid,
        share(valid, lines.len()),
        input as f64 / n,
        output as f64 / n,
        seconds / n,
        compared,
        agreed.same_predicate,
        agreed.rules,
        share(agreed.same_predicate, agreed.rules),
        agreed.same_arguments,
        share(agreed.same_arguments, agreed.rules),
        agreed.model,
    )
}
