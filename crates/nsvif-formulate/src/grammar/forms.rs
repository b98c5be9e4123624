//! The forms of the grammar's `phrase` rule, tried one by one at a word: only those
//! that can open there (their FIRST sets, derived from the grammar at build time by
//! `build/forms.rs`), in `phrase`'s order, each followed by its stop. The first that
//! matches is what parsing `phrase` itself would give; a failed `phrase` parse re-reads
//! every form's leads, numbers and relations, and most words open no form at all.
//!
//! A form is tried only where what it needs (its units, its number, …, also derived
//! from the grammar) occurs between the word and the end of the sentence: most forms
//! that can open at "the" or "your" need a word that is not there.

use std::sync::LazyLock;

use aho_corasick::AhoCorasick;
use pest::iterators::Pair;
use pest::Parser;

use super::{Everyday, Rule};

/// One alternative of `phrase`: a form and the rule that must follow it.
pub(super) struct Form {
    pub rule: Rule,
    pub stop: Rule,
    /// The whole form's openings and needs.
    pub whole: Branch,
    /// The form split at its top-level choices and optional parts: a match is a match
    /// of one of these.
    pub branches: &'static [Branch],
}

/// What a form, or one of its branches, opens with and holds.
pub(super) struct Branch {
    /// The literals it can open with (lower case).
    pub literals: &'static [&'static str],
    /// Whether it can open with a digit, a letter, or anything.
    pub digit: bool,
    pub alpha: bool,
    pub any: bool,
    /// What every match holds: from each list, one literal of `NEED_LITERALS` (by id;
    /// `u16::MAX` is an ASCII digit).
    pub needs: &'static [&'static [u16]],
}

impl Branch {
    /// Whether it can start at the beginning of `window`.
    fn opens(&self, window: &str) -> bool {
        let Some(&first) = window.as_bytes().first() else {
            return false;
        };
        self.any
            || (self.digit && first.is_ascii_digit())
            || (self.alpha && first.is_ascii_alphabetic())
            || self
                .literals
                .iter()
                .any(|literal| opens_with(window, literal))
    }
}

/// Whether `window` starts with `literal`, as a whole word where the literal ends in one.
fn opens_with(window: &str, literal: &str) -> bool {
    window.starts_with(literal)
        && (!literal.ends_with(|c: char| c.is_ascii_alphanumeric())
            || !window[literal.len()..].starts_with(|c: char| c.is_ascii_alphanumeric()))
}

include!(concat!(env!("OUT_DIR"), "/phrase_forms.rs"));

/// The forms that can open at the start of a window, as a bit set over `FORMS`.
fn openers(window: &str) -> u64 {
    let Some(&first) = window.as_bytes().first() else {
        return 0;
    };
    let index = &*OPENERS;
    let mut forms = index.any;
    if first.is_ascii_digit() {
        forms |= index.digit;
    }
    if first.is_ascii_alphabetic() {
        forms |= index.alpha;
    }
    for (literal, of) in &index.by_first_byte[usize::from(first)] {
        if forms & of != *of && opens_with(window, literal) {
            forms |= of;
        }
    }
    forms
}

/// The forms' openings by first byte: a word is compared with the literals that start
/// as it does, not with every form's.
struct Openers {
    by_first_byte: Vec<Vec<(&'static str, u64)>>,
    digit: u64,
    alpha: u64,
    any: u64,
}

static OPENERS: LazyLock<Openers> = LazyLock::new(|| {
    assert!(FORMS.len() <= 64, "a form set fits in a u64");
    let mut index = Openers {
        by_first_byte: vec![Vec::new(); 256],
        digit: 0,
        alpha: 0,
        any: 0,
    };
    for (i, form) in FORMS.iter().enumerate() {
        let bit = 1u64 << i;
        for literal in form.whole.literals {
            let bucket = &mut index.by_first_byte[usize::from(literal.as_bytes()[0])];
            match bucket.iter_mut().find(|(l, _)| l == literal) {
                Some((_, of)) => *of |= bit,
                None => bucket.push((literal, bit)),
            }
        }
        index.digit |= if form.whole.digit { bit } else { 0 };
        index.alpha |= if form.whole.alpha { bit } else { 0 };
        index.any |= if form.whole.any { bit } else { 0 };
    }
    index
});

/// Where in a sentence each needed literal and the last digit last start: a branch is
/// worth trying at a byte only if each of its needs occurs at or after it.
pub(super) struct Reach {
    /// One past the last start of each needed literal (`NEED_LITERALS` order), 0 for
    /// none; the last slot is the last digit's.
    end: Vec<usize>,
}

impl Reach {
    /// What `sentence` holds, which starts at byte `offset` of the text.
    pub fn of(sentence: &str, offset: usize) -> Self {
        let mut end = vec![0; NEED_LITERALS.len() + 1];
        for found in NEEDED.find_overlapping_iter(sentence) {
            end[found.pattern().as_usize()] = offset + found.start() + 1;
        }
        if let Some(i) = sentence.bytes().rposition(|b| b.is_ascii_digit()) {
            end[NEED_LITERALS.len()] = offset + i + 1;
        }
        Self { end }
    }

    /// Whether every need of `branch` occurs at or after byte `at`.
    fn holds(&self, branch: &Branch, at: usize) -> bool {
        branch.needs.iter().all(|any_of| {
            any_of.iter().any(|&id| {
                let slot = if id == u16::MAX {
                    NEED_LITERALS.len()
                } else {
                    usize::from(id)
                };
                self.end[slot] > at
            })
        })
    }
}

/// The first form of `phrase` that matches at the start of `window` (byte `at` of the
/// text), and how many bytes `phrase` would have consumed (the form and the whitespace
/// before its stop).
pub(super) fn first_match<'w>(
    window: &'w str,
    at: usize,
    reach: &Reach,
) -> Option<(Pair<'w, Rule>, usize)> {
    let mut candidates = openers(window);
    while candidates != 0 {
        let form = &FORMS[candidates.trailing_zeros() as usize];
        candidates &= candidates - 1;
        let fits = |branch: &Branch| reach.holds(branch, at) && branch.opens(window);
        if !reach.holds(&form.whole, at) || !form.branches.iter().any(fits) {
            continue;
        }
        let Some(pair) = Everyday::parse(form.rule, window)
            .ok()
            .and_then(|mut pairs| pairs.next())
        else {
            continue;
        };
        let end = pair.as_span().end();
        let after =
            end + (window[end..].len() - window[end..].trim_start_matches(WHITESPACE).len());
        if Everyday::parse(form.stop, &window[after..]).is_ok() {
            return Some((pair, after));
        }
    }
    None
}

/// Every needed literal, searched once per sentence.
static NEEDED: LazyLock<AhoCorasick> =
    LazyLock::new(|| AhoCorasick::new(NEED_LITERALS).expect("the grammar's literals"));

/// The grammar's `WHITESPACE`, skipped between a form and its stop.
const WHITESPACE: [char; 4] = [' ', '\t', '\r', '\n'];
