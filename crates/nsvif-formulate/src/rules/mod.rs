//! The rule formulator: phrasings with a clear meaning, recognised offline.
//!
//! One file per family of phrasings. Each rule scans the instruction and pushes what it
//! found, with the byte span it read it from. Rules emit IFEval instruction ids and kwargs,
//! which `nsvif_check::ifeval` maps onto catalog predicates, so what the rules find can
//! be compared one to one with structured IFEval/VIFBench constraints.

mod case;
mod keywords;
mod length;
mod number;
mod punctuation;
mod startend;

use nsvif_spec::Span;
use serde_json::Value;

/// A constraint found in the instruction.
#[derive(Debug, Clone, PartialEq)]
pub struct Found {
    pub ifeval_id: &'static str,
    pub kwargs: Value,
    /// The phrase as written in the instruction.
    pub text: String,
    pub span: Span,
}

impl Found {
    pub(crate) fn new(
        ifeval_id: &'static str,
        kwargs: Value,
        instruction: &str,
        m: regex::Match<'_>,
    ) -> Found {
        Found {
            ifeval_id,
            kwargs,
            text: instruction[m.start()..m.end()].trim().to_string(),
            span: Span {
                start: m.start(),
                end: m.end(),
            },
        }
    }
}

type RuleFn = fn(&str, &mut Vec<Found>);

const RULES: &[RuleFn] = &[
    length::word_count,
    punctuation::no_commas,
    case::all_lowercase,
    case::all_capitals,
    keywords::include_keywords,
    startend::end_phrase,
    startend::wrapped_in_quotes,
];

/// Every constraint the rules find, in the order they appear in the instruction, without
/// duplicates (the same requirement stated twice is one constraint).
pub fn find_all(instruction: &str) -> Vec<Found> {
    let mut found = Vec::new();
    for rule in RULES {
        rule(instruction, &mut found);
    }
    found.sort_by_key(|f| f.span.start);
    let mut out: Vec<Found> = Vec::with_capacity(found.len());
    for f in found {
        if !out
            .iter()
            .any(|o| o.ifeval_id == f.ifeval_id && o.kwargs == f.kwargs)
        {
            out.push(f);
        }
    }
    out
}
