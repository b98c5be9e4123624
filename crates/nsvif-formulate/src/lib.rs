//! nsvif formulation: an instruction's text becomes a [`Spec`](nsvif_spec::Spec).
//!
//! [`rules`] holds the offline rule families: each rule file recognises one family of
//! phrasings ("at least 300 words", "do not use any commas") and emits catalog
//! predicates, DSL checks or judge questions with the span of the instruction it read
//! them from. [`read`] is the reading code they share; [`pipeline`] runs them and the
//! passes after them, and owns [`formulate_rules`], the default formulator (no LLM). Formulation depends on the instruction only, so its result
//! is reused for every output.
//!
//! The rules also know what they did not understand: every part of the instruction that
//! reads like a requirement on the response's form but that no rule explained becomes an
//! entry of [`Spec::unexplained`](nsvif_spec::Spec::unexplained), and a Spec with one
//! cannot be `sat`.
//!
//! [`llm`] asks an LLM for a Spec, for what the rules left unexplained or for the whole
//! instruction. [`conversation`] merges the Specs of a conversation's system and user
//! turns. [`score`] compares a formulated Spec with structured (IFEval) constraints.

pub mod conversation;
pub mod grammar;
pub mod llm;
pub mod multilingual;
pub mod pipeline;
pub mod read;
pub mod rules;
pub mod score;

pub use pipeline::{formulate_rules, formulate_rules_with, warm_up, Conventions};
pub use rules::{Emit, Found};
