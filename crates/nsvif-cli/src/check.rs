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
    let mut report = match llm {
        None => {
            let prepared = match (&args.spec, &instruction) {
                (Some(path), _) => verifier.prepare_spec(read_spec(path, args.limits.input())?)?,
                (None, Some(instruction)) => verifier.prepare(instruction)?,
                (None, None) => unreachable!("checked above"),
            };
            prepared.check(&output)
        }
        Some(llm) => {
            let verifier = verifier.with_llm(llm.review_unsat(args.all_violations));
            crate::runtime()?.block_on(async {
                match (&args.spec, &instruction) {
                    (Some(path), _) => {
                        let spec = read_spec(path, args.limits.input())?;
                        anyhow::Ok(verifier.prepare_spec(spec)?.check_async(&output).await)
                    }
                    // Lazy: no review when the rules' reading already fails the output.
                    (None, Some(instruction)) => {
                        Ok(verifier.check_async(instruction, &output).await?)
                    }
                    (None, None) => unreachable!("checked above"),
                }
            })?
        }
    };
    report.cost.millis = started.elapsed().as_millis() as u64;
    if report.contradiction && !args.json {
        eprintln!(
            "warning: the instruction contradicts itself: {}",
            report.conflicting.join(", ")
        );
    }
    if args.json {
        println!("{}", serde_json::to_string_pretty(&report)?);
    } else {
        print!("{}", report.to_text());
    }
    Ok(report.exit_code() as u8)
}
