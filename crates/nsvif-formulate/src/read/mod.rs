//! The shared reading code the rule families and the passes build on: the instruction
//! prepared once ([`Text`]: lower-cased, sentences, quotes, negations), the compiled
//! patterns, numbers and count phrases, keyword lists, and the unit patterns several
//! families share.

mod ascii_classes;
pub(crate) mod count;
pub(crate) mod dense;
pub(crate) mod dsl;
pub(crate) mod keyword_list;
pub(crate) mod number;
pub(crate) mod pattern;
pub(crate) mod questions;
pub(crate) mod rule_patterns;
pub(crate) mod span_sweep;
pub(crate) mod stem;
mod text;
pub(crate) mod units;

pub use text::Text;
