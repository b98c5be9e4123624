//! [`refine`]: generate → check → feed back → regenerate, until the output satisfies the
//! instruction or the round budget is spent.
//!
//! The loop owns no model: it calls a [`Generator`], so it fits any agent framework (an
//! LLM client, a tool-using agent, a test double). Round 1 sends the instruction; every
//! later round sends [`retry_prompt`]: the instruction, the previous output and its
//! [`Report::feedback`]. The generator also gets every earlier report, to build its own
//! prompt if it prefers.

use std::future::Future;

use nsvif_solve::Verdict;

use crate::{Prepared, Report};

/// Something that writes an output for a prompt: an LLM call, an agent step.
pub trait Generator {
    /// Why an output could not be generated; it ends [`refine`](crate::refine()) with this error.
    type Error;

    /// The output for `prompt`. `history` holds the reports on the earlier outputs,
    /// oldest first (empty in round 1).
    fn generate(
        &mut self,
        prompt: &str,
        history: &[Report],
    ) -> impl Future<Output = Result<String, Self::Error>> + Send;
}

/// A [`Generator`] from an async closure taking the prompt and the history by value:
/// `from_fn(|prompt, history| async move { … })`.
pub fn from_fn<F, Fut, E>(f: F) -> FnGenerator<F>
where
    F: FnMut(String, Vec<Report>) -> Fut,
    Fut: Future<Output = Result<String, E>> + Send,
{
    FnGenerator(f)
}

/// See [`from_fn`].
#[derive(Debug, Clone)]
pub struct FnGenerator<F>(F);

impl<F, Fut, E> Generator for FnGenerator<F>
where
    F: FnMut(String, Vec<Report>) -> Fut,
    Fut: Future<Output = Result<String, E>> + Send,
{
    type Error = E;

    fn generate(
        &mut self,
        prompt: &str,
        history: &[Report],
    ) -> impl Future<Output = Result<String, E>> + Send {
        (self.0)(prompt.to_string(), history.to_vec())
    }
}

/// How long [`refine`](crate::refine()) keeps asking for a better output.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct RefineOptions {
    /// Outputs to generate at most (at least one is).
    pub max_rounds: usize,
}

impl Default for RefineOptions {
    fn default() -> Self {
        RefineOptions { max_rounds: 3 }
    }
}

/// Why the loop stopped.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum StopReason {
    /// The last output satisfies the instruction.
    Satisfied,
    /// The instruction contradicts itself: no output can satisfy it, so retrying is futile.
    Contradiction,
    /// Nothing is violated but the verdict depends on constraints nsvif could not decide
    /// (no judge configured, unexplained instruction parts): a new output cannot settle it.
    Undecided,
    /// `max_rounds` outputs were generated and the last still violates the instruction.
    RoundBudget,
}

/// The last output, and the report on every output in order.
#[derive(Debug, Clone)]
pub struct RefineOutcome {
    /// The last output generated: the satisfying one, or the best try when the loop gave up.
    pub final_output: String,
    /// One report per round, oldest first; the last is the final output's.
    pub reports: Vec<Report>,
    /// How many outputs were generated.
    pub rounds: usize,
    /// The verdict on the final output.
    pub verdict: Verdict,
    /// Why the loop stopped.
    pub stopped: StopReason,
}

/// Generates outputs for `instruction`, checking each against `prepared` and feeding the
/// violations back, until one satisfies it or `options.max_rounds` outputs were made.
/// A generator error ends the loop and is returned as it is.
pub async fn refine<G: Generator>(
    prepared: &Prepared,
    instruction: &str,
    generator: &mut G,
    options: RefineOptions,
) -> Result<RefineOutcome, G::Error> {
    let max_rounds = options.max_rounds.max(1);
    let mut reports: Vec<Report> = Vec::new();
    let mut prompt = instruction.to_string();
    let mut output = String::new();
    let mut stopped = StopReason::RoundBudget;
    for _ in 0..max_rounds {
        output = generator.generate(&prompt, &reports).await?;
        let report = prepared.check(&output);
        let stop = if report.verdict == Verdict::Sat {
            Some(StopReason::Satisfied)
        } else if report.contradiction {
            Some(StopReason::Contradiction)
        } else if report.violated.is_empty() {
            Some(StopReason::Undecided)
        } else {
            None
        };
        prompt = retry_prompt(instruction, &output, &report);
        reports.push(report);
        if let Some(stop) = stop {
            stopped = stop;
            break;
        }
    }
    let verdict = reports.last().map_or(Verdict::Unknown, |r| r.verdict);
    Ok(RefineOutcome {
        final_output: output,
        rounds: reports.len(),
        reports,
        verdict,
        stopped,
    })
}

/// The prompt of a retry: the instruction, the previous output and what to fix in it.
pub fn retry_prompt(instruction: &str, output: &str, report: &Report) -> String {
    format!(
        "{instruction}\n\n\
         Your previous answer:\n<answer>\n{output}\n</answer>\n\n\
         It does not follow the instruction:\n{}\n\n\
         Write a new answer that follows every part of the instruction. Reply with the answer only.",
        report.feedback()
    )
}
