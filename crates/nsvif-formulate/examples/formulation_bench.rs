//! The formulation benchmark against a real model: formulates each instruction of a JSONL
//! file (`{"source": …, "instruction": …}`) with an LLM and reports first-try validity,
//! validity after repair, agreement with the rules' Spec where the rules read everything,
//! tokens (as the server counted them) and seconds per instruction.
//!
//! ```text
//! cargo run -p nsvif-formulate --example formulation_bench -- \
//!     bench/formulation/instructions.jsonl --scope whole|review --schema on|off \
//!     (--record FILE | --replay FILE) [--skip N] [--limit N]
//! ```
//!
//! The endpoint and model come from `NSVIF_LLM_BASE_URL` and `NSVIF_LLM_MODEL` (recording)
//! or the model alone (replaying: no endpoint, the recorded answers; seconds are then
//! those of the replay, not of the model). One instruction at a time, so seconds are per
//! instruction.

use std::path::PathBuf;
use std::time::Instant;

use nsvif_formulate::llm::{LlmFormulator, Scope};
use nsvif_llm::{LlmSettings, Temperature};
use nsvif_spec::{Check, Spec};
use serde_json::{json, Value};

struct Args {
    instructions: PathBuf,
    review: bool,
    schema: bool,
    record: Option<PathBuf>,
    replay: Option<PathBuf>,
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
            "--skip" => parsed.skip = value()?.parse().map_err(|e| format!("--skip: {e}"))?,
            "--limit" => parsed.limit = value()?.parse().map_err(|e| format!("--limit: {e}"))?,
            path if !path.starts_with("--") => parsed.instructions = path.into(),
            other => return Err(format!("unknown argument {other}")),
        }
    }
    if parsed.instructions.as_os_str().is_empty() {
        return Err("give the instructions file".into());
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
    spec.constraints
        .iter()
        .filter_map(|c| match &c.check {
            Check::Predicate { predicate, args } => Some((predicate.clone(), args.clone())),
            _ => None,
        })
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

fn run() -> Result<(), String> {
    let args = parse_args()?;
    let text = std::fs::read_to_string(&args.instructions)
        .map_err(|e| format!("{}: {e}", args.instructions.display()))?;
    let items: Vec<Value> = text
        .lines()
        .filter(|l| !l.trim().is_empty())
        .skip(args.skip)
        .take(args.limit)
        .map(|l| serde_json::from_str(l).map_err(|e| format!("{l}: {e}")))
        .collect::<Result<_, _>>()?;
    let settings = LlmSettings {
        record: args.record.clone(),
        replay: args.replay.clone(),
        temperature: Some(Temperature::Value(0.0)),
        // A formulation on a loaded 2-core machine can take minutes.
        timeout_secs: Some(900.0),
        max_retries: Some(0),
        ..LlmSettings::default()
    }
    .over(LlmSettings::from_env(|k| std::env::var(k).ok()));
    let config = settings
        .resolve()
        .map_err(|e| e.to_string())?
        .ok_or("no model: set NSVIF_LLM_MODEL")?;
    let client = nsvif_llm::connect(&config).map_err(|e| e.to_string())?;
    let formulator =
        LlmFormulator::new(client, &config.model, config.temperature).with_schema(args.schema);
    let runtime = tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()
        .map_err(|e| e.to_string())?;

    let (mut first_try, mut valid, mut input, mut output, mut seconds) = (0, 0, 0u64, 0u64, 0.0);
    let mut compared = 0;
    let mut agreed = Agreement::default();
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
        seconds += took;
        input += f.spend.input_tokens;
        output += f.spend.output_tokens;
        let ok = f.result.is_ok();
        valid += usize::from(ok);
        first_try += usize::from(ok && f.repairs == 0);
        let mut line = json!({
            "source": item["source"],
            "valid": ok,
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
                    compared += 1;
                    agreed.rules += a.rules;
                    agreed.model += a.model;
                    agreed.same_predicate += a.same_predicate;
                    agreed.same_arguments += a.same_arguments;
                    line["agreement"] = json!([a.same_predicate, a.same_arguments, a.rules]);
                }
            }
            Err(e) => line["error"] = json!(e),
        }
        println!("{line}");
    }
    let n = items.len().max(1) as f64;
    let share = |k: usize, of: usize| k as f64 / of.max(1) as f64;
    println!(
        "summary: {} instructions, scope {}, schema {}: valid first try {} ({:.3}), valid after repair {} ({:.3}); \
         per instruction {:.0} input + {:.0} output tokens, {:.1} s; \
         against the rules' Spec on {} fully read instructions: {} of {} rule constraints found by predicate ({:.3}), {} with the same arguments ({:.3}), {} model constraints",
        items.len(),
        if args.review { "review" } else { "whole" },
        if args.schema { "on" } else { "off" },
        first_try,
        share(first_try, items.len()),
        valid,
        share(valid, items.len()),
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
    );
    Ok(())
}
