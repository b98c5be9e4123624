//! `nsvif check`: one output against one instruction (or a Spec file).

use anyhow::{bail, Result};
use nsvif::Verifier;

use crate::flags::CheckArgs;
use crate::input::{read_messages, read_spec, text_or_file};

pub(crate) fn run(args: CheckArgs) -> Result<u8> {
    let verifier = Verifier::new(args.modes.options());
    if let Some(path) = &args.messages {
        return conversation(&args, &verifier, path);
    }
    let Some(output) = &args.output else {
        bail!("give --output TEXT|@FILE (or --messages FILE ending in the assistant's reply)")
    };
    let output = text_or_file(output, "output", args.limits.input())?;
    let llm = args.llm.setup()?;
    let instruction = match (&args.spec, &args.instruction) {
        (Some(_), _) => None,
        (None, Some(instruction)) => Some(text_or_file(
            instruction,
            "instruction",
            args.limits.instruction(),
        )?),
        (None, None) => bail!("give --instruction TEXT|@FILE, --messages FILE, or --spec FILE"),
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
    print_report(&args, &report)
}

/// `--messages`: the conversation's system and user messages instruct; the output is
/// `--output`, or the last message when it is the assistant's. Formulated by the rules;
/// with an LLM, semantic constraints are judged.
fn conversation(args: &CheckArgs, verifier: &Verifier, path: &str) -> Result<u8> {
    let messages = read_messages(path, args.limits.input())?;
    let output = match (&args.output, nsvif::conversation::reply(&messages)) {
        (Some(output), _) => text_or_file(output, "output", args.limits.input())?,
        (None, Some(reply)) => reply.to_string(),
        (None, None) => {
            bail!("the last message is not the assistant's: give the reply to check with --output")
        }
    };
    let started = std::time::Instant::now();
    let prepared = verifier.prepare_conversation(&messages)?;
    let mut report = match args.llm.setup()? {
        None => prepared.check(&output),
        Some(llm) => {
            let verifier = verifier.clone().with_llm(llm);
            let prepared = verifier.prepare_spec(prepared.spec().clone())?;
            crate::runtime()?.block_on(prepared.check_async(&output))
        }
    };
    report.cost.millis = started.elapsed().as_millis() as u64;
    print_report(args, &report)
}

/// Prints the report (JSON or text) and gives the verdict's exit code.
fn print_report(args: &CheckArgs, report: &nsvif::Report) -> Result<u8> {
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
