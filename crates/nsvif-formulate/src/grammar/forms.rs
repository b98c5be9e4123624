//! The forms of the grammar's `phrase` rule, tried one by one at a word: only those
//! that can open there (their FIRST sets, derived from the grammar at build time by
//! `build/forms.rs`), in `phrase`'s order, each followed by its stop. The first that
//! matches is what parsing `phrase` itself would give; a failed `phrase` parse re-reads
//! every form's leads, numbers and relations, and most words open no form at all.

use std::sync::LazyLock;

use aho_corasick::AhoCorasick;
use pest::iterators::Pair;
use pest::Parser;

use super::{Everyday, Rule};

/// One alternative of `phrase`: a form and the rule that must follow it.
pub(super) struct Form {
    pub rule: Rule,
    pub stop: Rule,
    /// The literals it can open with (lower case).
    pub literals: &'static [&'static str],
    /// Whether it can open with a digit, a letter, or anything.
    pub digit: bool,
    pub alpha: bool,
    pub any: bool,
    /// Whether it cannot match without a number (a digit or a number word).
    pub number: bool,
}

include!(concat!(env!("OUT_DIR"), "/phrase_forms.rs"));

impl Form {
    /// Whether this form can start at the beginning of `rest`.
    fn opens(&self, rest: &str) -> bool {
        let Some(c) = rest.chars().next() else {
            return false;
        };
        self.any
            || (self.digit && c.is_ascii_digit())
            || (self.alpha && c.is_ascii_alphabetic())
            || self.literals.iter().any(|lit| {
                rest.starts_with(lit)
                    && (!lit.ends_with(|c: char| c.is_ascii_alphanumeric())
                        || !rest[lit.len()..].starts_with(|c: char| c.is_ascii_alphanumeric()))
            })
    }
}

/// The first form of `phrase` that matches at the start of `window`, and how many
/// bytes `phrase` would have consumed (the form and the whitespace before its stop).
pub(super) fn first_match(window: &str) -> Option<(Pair<'_, Rule>, usize)> {
    let has_number = window.bytes().any(|b| b.is_ascii_digit()) || NUMBER_WORDS.is_match(window);
    FORMS
        .iter()
        .filter(|form| (has_number || !form.number) && form.opens(window))
        .find_map(|form| {
            let pair = Everyday::parse(form.rule, window).ok()?.next()?;
            let end = pair.as_span().end();
            let after =
                end + (window[end..].len() - window[end..].trim_start_matches(WHITESPACE).len());
            Everyday::parse(form.stop, &window[after..]).ok()?;
            Some((pair, after))
        })
}

/// What every number of the grammar holds (`number`, `compound`): a digit or one of
/// these. Substrings ("often", "someone") only make a form tried that then fails.
static NUMBER_WORDS: LazyLock<AhoCorasick> = LazyLock::new(|| {
    AhoCorasick::new([
        "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven",
        "twelve", "teen", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty",
        "ninety", "hundred", "single", "lone",
    ])
    .expect("static number words")
});

/// The grammar's `WHITESPACE`, skipped between a form and its stop.
const WHITESPACE: [char; 4] = [' ', '\t', '\r', '\n'];
