//! [`shortlist`]: the catalog entries and DSL functions that fit one unread part of an
//! instruction, found by its words (Snowball stems shared with the entry's name and
//! summary), so a question about the part carries a few entries, not the whole catalog.

use std::collections::HashSet;

use nsvif_check::PredicateInfo;

/// Predicates offered for one part at most.
pub const MAX_PREDICATES: usize = 4;
/// DSL functions offered for one part at most.
pub const MAX_FUNCTIONS: usize = 4;

/// Words too common to say which entry fits.
const STOP: &[&str] = &[
    "a", "an", "the", "and", "or", "of", "to", "in", "on", "for", "with", "by", "at", "is", "are",
    "be", "it", "its", "your", "you", "this", "that", "each", "every", "any", "all", "no", "not",
    "do", "does", "use", "response", "answer", "output", "text", "must", "should", "than", "as",
    "from", "one", "has", "have", "make", "sure", "please", "write", "reply", "given", "whole",
    "number", "true", "when",
];

/// The entries that fit a part, best first.
#[derive(Debug, Clone, Default)]
pub struct Shortlist {
    pub predicates: Vec<&'static PredicateInfo>,
    /// Names of DSL functions (`nsvif_spec::FUNCTIONS`).
    pub functions: Vec<&'static str>,
}

/// The predicates and DSL functions whose words share the most stems with `part`'s
/// (none when no word is shared: a part about tone or topic gets only the judge).
pub fn shortlist(part: &str) -> Shortlist {
    let wanted = stems(part);
    let predicates = best(
        super::prompt::prompt_catalog().map(|info| {
            let words = format!("{} {}", info.name.replace('_', " "), info.summary());
            (info, overlap(&wanted, &words))
        }),
        MAX_PREDICATES,
    );
    let functions = best(
        nsvif_spec::FUNCTIONS
            .iter()
            .map(|(_, name, _, _, doc)| (*name, overlap(&wanted, &format!("{name} {doc}")))),
        MAX_FUNCTIONS,
    );
    Shortlist {
        predicates,
        functions,
    }
}

/// The `max` items of highest positive score, best first (ties in catalog order).
fn best<T>(scored: impl Iterator<Item = (T, usize)>, max: usize) -> Vec<T> {
    let mut scored: Vec<(T, usize)> = scored.filter(|(_, s)| *s > 0).collect();
    scored.sort_by_key(|s| std::cmp::Reverse(s.1));
    scored.into_iter().take(max).map(|(t, _)| t).collect()
}

/// How many of `wanted` occur among the stems of `words`.
fn overlap(wanted: &HashSet<String>, words: &str) -> usize {
    let have = stems(words);
    wanted.iter().filter(|w| have.contains(*w)).count()
}

/// The stems of the words of `text` that say something (lowercase, stop words out).
fn stems(text: &str) -> HashSet<String> {
    text.split(|c: char| !c.is_alphanumeric())
        .filter(|w| w.len() > 1)
        .map(str::to_lowercase)
        .filter(|w| !STOP.contains(&w.as_str()) && !w.chars().all(|c| c.is_ascii_digit()))
        .map(|w| crate::read::stem::stem(&w).into_owned())
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn names(part: &str) -> Vec<&'static str> {
        shortlist(part).predicates.iter().map(|p| p.name).collect()
    }

    #[test]
    fn a_part_gets_the_entries_that_share_its_words() {
        assert!(
            names("Avoid commas entirely.").contains(&"no_commas"),
            "{:?}",
            names("Avoid commas entirely.")
        );
        let bullets = names("Use exactly 4 bullet points.");
        assert!(bullets.iter().any(|n| n.contains("bullet")), "{bullets:?}");
        assert!(shortlist("Keep every sentence short.")
            .functions
            .contains(&"sentences"));
    }

    #[test]
    fn a_part_with_no_shared_word_gets_no_entry() {
        assert!(
            names("Sound wistful.").is_empty(),
            "{:?}",
            names("Sound wistful.")
        );
        assert!(shortlist("").predicates.is_empty());
    }
}
