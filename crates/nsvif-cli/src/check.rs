//! `nsvif check`: one output against one instruction (or a Spec file).

use anyhow::{bail, Result};
use nsvif::Verifier;

use crate::flags::CheckArgs;
use crate::input::{read_spec, text_or_file};

pub(crate) fn run(args: CheckArgs) -> Result<u8> {
    let verifier = Verifier::new(args.modes.options());
    let output = text_or_file(&args.output, "output", args.limits.input())?;
    let llm = args.llm.setup()?;
    let instruction = match (&args.spec, &args.instruction) {
        (Some(_), _) => None,
        (None, Some(instruction)) => Some(text_or_file(
            instruction,
            "instruction",
            args.limits.instruction(),
        )?),
        (None, None) => bail!("give --instruction TEXT|@FILE, or --spec FILE"),
    };
    // The cost line counts formulation too: its time as well as its calls.
    let started = std::time::Instant::now();
    let (prepared, mut report) = match llm {
        None => {
            let prepared = match (&args.spec, &instruction) {
                (Some(path), _) => verifier.prepare_spec(read_spec(path, args.limits.input())?)?,
                (None, Some(instruction)) => verifier.prepare(instruction)?,
                (None, None) => unreachable!("checked above"),
            };
            let report = prepared.check(&output);
            (prepared, report)
        }
        Some(llm) => {
            let verifier = verifier.with_llm(llm);
            crate::runtime()?.block_on(async {
                let prepared = match (&args.spec, &instruction) {
                    (Some(path), _) => {
                        verifier.prepare_spec(read_spec(path, args.limits.input())?)?
                    }
                    (None, Some(instruction)) => verifier.prepare_async(instruction).await?,
                    (None, None) => unreachable!("checked above"),
                };
                let mut report = prepared.check_async(&output).await;
                if let Some(note) = prepared.formulation() {
                    report.cost.add_spend(note.spend);
                }
                anyhow::Ok((prepared, report))
            })?
        }
    };
    report.cost.millis = started.elapsed().as_millis() as u64;
    if report.contradiction && !args.json {
        eprintln!(
            "warning: the instruction contradicts itself: {}",
            prepared.consistency().conflicting.join(", ")
        );
    }
    if args.json {
        println!("{}", serde_json::to_string_pretty(&report)?);
    } else {
        print!("{}", report.to_text());
    }
    Ok(report.exit_code() as u8)
}
