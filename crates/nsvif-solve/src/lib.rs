//! nsvif solving: the formula, the facts, and Z3.
//!
//! Each constraint id is a Boolean atom. Known facts are *tracked assumptions*; unknown
//! atoms stay free. Then:
//! - `formula ∧ facts` unsat → [`Verdict::Unsat`]; the violated constraints are the false
//!   facts of the minimised unsat cores (every core is collected, so two independent
//!   violations are both named);
//! - `¬formula ∧ facts` unsat → [`Verdict::Sat`];
//! - otherwise [`Verdict::Unknown`], naming the unknown atoms that could decide it.
//!
//! Before any output is seen, [`consistency`] asks whether the formula can hold at all,
//! with count bounds (`words >= 500`, `words < 100`) encoded over integer measures, so an
//! instruction that contradicts itself is reported as such.
//!
//! [`relevant`] answers the question lazy judging asks: once the logic facts are in,
//! which unknown atoms can still change the verdict? Only those are worth an LLM call.
//!
//! Z3 is reached through the `z3` crate 0.12 against the system libz3 (Debian 4.8.12),
//! one context per thread, reused.

mod encode;
mod relevance;
mod verdict;

pub use relevance::relevant;
pub use verdict::{consistency, solve, AtomFact, Consistency, Solution, Verdict};
