//! An agent's per-step guard: generate, check, feed the violations back, regenerate.
//!
//! ```sh
//! cargo run -p nsvif --example agent_loop
//! ```
//!
//! The generator here is a stand-in for a model: it answers from a script of drafts, one
//! per round, and prints the prompt it was given, so the loop runs offline. Any async
//! function that turns a prompt into text fits the same place (an LLM client, an agent
//! framework's step); `nsvif::refine` only needs the [`nsvif::Generator`] trait.

use nsvif::refine::{refine, RefineOptions};
use nsvif::{Generator, Report, Verifier};

const INSTRUCTION: &str = "Describe the sea in at least 12 words. Do not use any commas. \
                           End your response with 'Is there anything else?'";

/// Drafts as a model might write them, each a little better than the last.
struct ScriptedModel {
    drafts: Vec<&'static str>,
}

impl Generator for ScriptedModel {
    type Error = String;

    async fn generate(&mut self, prompt: &str, history: &[Report]) -> Result<String, String> {
        println!("── round {} prompt ──\n{prompt}\n", history.len() + 1);
        self.drafts
            .get(history.len())
            .map(|d| d.to_string())
            .ok_or_else(|| "the script has no more drafts".to_string())
    }
}

#[tokio::main(flavor = "current_thread")]
async fn main() -> Result<(), Box<dyn std::error::Error>> {
    let verifier = Verifier::builder().build()?;
    // Formulated once; every round is a cheap check against it.
    let prepared = verifier.prepare(INSTRUCTION)?;
    let mut model = ScriptedModel {
        drafts: vec![
            "The sea is vast, blue, and calm.",
            "The sea is vast and blue and calm under a quiet evening sky.",
            "The sea is vast and blue and calm under a quiet evening sky. Is there anything else?",
        ],
    };
    let outcome = refine(
        &prepared,
        INSTRUCTION,
        &mut model,
        RefineOptions { max_rounds: 4 },
    )
    .await?;
    for (i, report) in outcome.reports.iter().enumerate() {
        println!("── round {} verdict: {} ──", i + 1, report.verdict.as_str());
        let feedback = report.feedback();
        if !feedback.is_empty() {
            println!("{feedback}");
        }
    }
    println!(
        "\nfinal ({} rounds, {:?}): {}",
        outcome.rounds, outcome.stopped, outcome.final_output
    );
    Ok(())
}
