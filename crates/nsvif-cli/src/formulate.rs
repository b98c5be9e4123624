//! `nsvif formulate`: the Spec (constraints and formula) of an instruction, with the
//! clauses it was read from.

use anyhow::Result;
use nsvif::{Conventions, Verifier, VerifierOptions};

use crate::flags::FormulateArgs;
use crate::input::text_or_file;

pub(crate) fn run(args: FormulateArgs) -> Result<u8> {
    let instruction = text_or_file(&args.instruction, "instruction", args.limits.instruction())?;
    let options = VerifierOptions {
        conventions: if args.ifeval_compat {
            Conventions::Ifeval
        } else {
            Conventions::Plain
        },
        ..VerifierOptions::default()
    };
    let started = std::time::Instant::now();
    let prepared = match args.llm.setup()? {
        None => Verifier::new(options).prepare(&instruction)?,
        Some(llm) => {
            let verifier = Verifier::new(options).with_llm(llm);
            crate::runtime()?.block_on(verifier.prepare_async(&instruction))?
        }
    };
    let mut cost = nsvif::Cost::default();
    if let Some(note) = prepared.formulation() {
        cost.add_spend(note.spend);
    }
    cost.millis = started.elapsed().as_millis() as u64;
    if args.json {
        let formulation = nsvif_serve::Formulation::new(&instruction, &prepared, cost);
        println!("{}", serde_json::to_string_pretty(&formulation)?);
        return Ok(0);
    }
    let formulation_error = prepared.formulation().and_then(|n| n.error.clone());
    let spec = prepared.spec();
    let consistency = prepared.consistency();
    let clauses = nsvif_formulate::pipeline::clauses::account(&instruction, spec);
    // Each constraint with the part of the instruction it was read from.
    for c in &spec.constraints {
        let source = c
            .source
            .map(|s| {
                format!(
                    "[{}..{}] {:?}",
                    s.start,
                    s.end,
                    &instruction[s.start..s.end]
                )
            })
            .unwrap_or_else(|| format!("{:?}", c.text));
        let check = match &c.check {
            nsvif_spec::Check::Predicate { predicate, args } => format!("{predicate} {args}"),
            nsvif_spec::Check::Dsl { dsl } => format!("dsl: {dsl}"),
            nsvif_spec::Check::Judge { judge } => format!("judge: {judge}"),
        };
        let soft = if c.soft { " (soft)" } else { "" };
        println!("{} {source}{soft}\n    {check}", c.id);
    }
    for u in &spec.unexplained {
        println!(
            "? unexplained [{}..{}] {:?}",
            u.source.start, u.source.end, u.text
        );
    }
    if let Some(error) = &formulation_error {
        println!("! {error}");
    }
    if args.explain {
        for c in &clauses {
            let became = if c.constraints.is_empty() {
                String::new()
            } else {
                format!(" -> {}", c.constraints.join(", "))
            };
            println!(
                "= {} [{}..{}] {:?}{became}",
                c.class.as_str(),
                c.source.start,
                c.source.end,
                c.text
            );
        }
    }
    println!("formula: {}", prepared.formula());
    if cost.llm_calls + cost.cached_calls > 0 {
        println!("cost: {}", cost.to_text());
    }
    if !consistency.consistent {
        println!(
            "contradiction: {} cannot all hold",
            consistency.conflicting.join(", ")
        );
    }
    Ok(0)
}
