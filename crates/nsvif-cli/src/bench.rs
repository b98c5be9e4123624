//! `nsvif bench`: runs a benchmark file through `nsvif_bench` and prints its scores
//! (VIFBench-style records, the official IFEval/IFBench scores, the VIFBench report).

use std::io::{BufReader, IsTerminal};
use std::path::Path;

use anyhow::{Context, Result};
use nsvif::limits;
use nsvif::Verifier;
use nsvif_bench::adjudication::Adjudications;
use nsvif_bench::runner::{self as bench, BenchOptions};
use nsvif_bench::vifbench;

use crate::flags::BenchArgs;

/// `nsvif bench INPUT --responses RESPONSES`: the official runners' scores.
fn run_official_score(args: &BenchArgs, responses: &Path) -> Result<u8> {
    let open = |path: &Path| {
        std::fs::File::open(path)
            .map(BufReader::new)
            .with_context(|| format!("opening `{}`", path.display()))
    };
    let options = args.modes.options().check;
    let scores = nsvif_bench::official_score::score(open(&args.file)?, open(responses)?, &options)
        .with_context(|| format!("scoring `{}`", responses.display()))?;
    for key in &scores.missing_responses {
        eprintln!("prompt {key}: no response, counted as following none of its instructions");
    }
    if let Some(dir) = &args.report {
        std::fs::create_dir_all(dir).with_context(|| format!("creating `{}`", dir.display()))?;
        std::fs::write(
            dir.join("scores.json"),
            serde_json::to_string_pretty(&scores)?,
        )?;
        std::fs::write(dir.join("scores.md"), scores.to_markdown())?;
        scores
            .write_results(dir)
            .with_context(|| format!("writing the results to `{}`", dir.display()))?;
    }
    if args.json {
        println!("{}", serde_json::to_string_pretty(&scores)?);
    } else {
        print!("{}", scores.to_markdown());
    }
    Ok(0)
}

fn read_adjudications(path: &Path) -> Result<Adjudications> {
    let file = std::fs::File::open(path)
        .with_context(|| format!("opening the corrections `{}`", path.display()))?;
    Adjudications::read(BufReader::new(file))
        .with_context(|| format!("reading the corrections `{}`", path.display()))
}

pub(crate) fn run(args: BenchArgs) -> Result<u8> {
    if let Some(responses) = &args.responses {
        return run_official_score(&args, responses);
    }
    // The corrections first: a mistake in them should not wait for the whole run.
    let adjudications = args
        .adjudications
        .as_deref()
        .map(read_adjudications)
        .transpose()?;
    let file = limits::open_regular(&args.file)?;
    let size = file.metadata().map(|m| m.len()).unwrap_or(0);
    let options = BenchOptions {
        verifier: args.modes.options(),
        given_constraints: args.given_constraints,
    };
    let llm = args.llm.setup()?;
    let bar = std::io::stderr().is_terminal().then(|| {
        let bar = indicatif::ProgressBar::new(size);
        bar.set_style(
            indicatif::ProgressStyle::with_template(
                "{bar:40} {bytes}/{total_bytes} {elapsed} eta {eta}",
            )
            .expect("static template"),
        );
        bar
    });
    let progress = |bytes: u64| {
        if let Some(bar) = &bar {
            bar.set_position(bytes);
        }
    };
    let reader = BufReader::new(file);
    let (verifier, rt) = match llm {
        Some(llm) => (
            Verifier::new(options.verifier).with_llm(llm),
            Some(crate::runtime()?),
        ),
        None => (Verifier::new(options.verifier), None),
    };
    if let Some(dir) = &args.vifbench_report {
        return run_vifbench(&args, &verifier, rt.as_ref(), reader, dir);
    }
    let bench_run = || match &adjudications {
        Some(adjudications) => {
            bench::run_adjudicated(&verifier, rt.as_ref(), reader, adjudications, &progress)
                .with_context(|| {
                    format!(
                        "applying the corrections `{}` to `{}`",
                        args.adjudications
                            .as_deref()
                            .unwrap_or(Path::new(""))
                            .display(),
                        args.file.display()
                    )
                })
        }
        None => Ok(bench::run_with(
            &verifier,
            rt.as_ref(),
            reader,
            options.given_constraints,
            &progress,
        )),
    };
    // --jobs sizes the pool that checks records; LLM runs go through the async runtime.
    let summary = match (args.jobs, &rt) {
        (Some(n), None) => rayon::ThreadPoolBuilder::new()
            .num_threads(usize::from(n))
            .build()
            .context("starting the thread pool")?
            .install(bench_run),
        _ => bench_run(),
    };
    if let Some(bar) = bar {
        bar.finish_and_clear();
    }
    let summary = summary?;
    for (line, error) in &summary.malformed {
        eprintln!("line {line}: skipped: {error}");
    }
    if let Some(dir) = &args.report {
        summary.write_report(dir)?;
    }
    if args.json {
        println!("{}", serde_json::to_string_pretty(&summary)?);
    } else {
        print!("{}", summary.to_text());
    }
    Ok(0)
}

/// `nsvif bench FILE --vifbench-report DIR`.
fn run_vifbench(
    args: &BenchArgs,
    verifier: &Verifier,
    rt: Option<&tokio::runtime::Runtime>,
    reader: impl std::io::BufRead,
    dir: &Path,
) -> Result<u8> {
    let records =
        vifbench::read(reader).with_context(|| format!("reading `{}`", args.file.display()))?;
    let outcomes = match (args.jobs, rt) {
        (Some(n), None) => rayon::ThreadPoolBuilder::new()
            .num_threads(usize::from(n))
            .build()
            .context("starting the thread pool")?
            .install(|| vifbench::run(verifier, rt, &records)),
        _ => vifbench::run(verifier, rt, &records),
    };
    let setup = match rt {
        Some(_) => {
            "formulated by the rules, then the configured LLM; semantic constraints judged by it"
                .to_string()
        }
        None => {
            "formulated by the rules alone, no LLM (semantic constraints stay unknown)".to_string()
        }
    };
    let report = vifbench::VifbenchReport::new(&records, &outcomes, setup);
    vifbench::write(dir, &report)?;
    if args.json {
        println!("{}", serde_json::to_string_pretty(&report)?);
    } else {
        print!("{}", report.to_markdown());
    }
    Ok(0)
}
