//! What the French and Spanish tables share: numbers written in words, the relation a
//! bound's words state, and the remainder test of a clause a phrase read (every word
//! left must be a filler word: the response named, a modal, an article).

use regex::{Captures, Regex};
use serde_json::json;

use super::phrase::{paragraph_past_count, slot, typed, Read, Rel};

/// A number in digits or in words ("trente-deux", "veintiuno", "dos", "une").
pub(crate) fn number(s: &str, words: &[(&str, i64)]) -> Option<i64> {
    let s = s.trim().to_lowercase();
    if let Ok(n) = s.parse() {
        return Some(n);
    }
    let mut total = 0;
    let mut any = false;
    for part in s
        .split(['-', ' '])
        .filter(|p| !p.is_empty() && *p != "et" && *p != "y")
    {
        let (_, v) = words.iter().find(|(w, _)| *w == part)?;
        any = true;
        if *v == 100 {
            total = total.max(1) * 100;
        } else {
            total += v;
        }
    }
    any.then_some(total)
}

/// How a relation word group reads, in order of the groups of a language's `REL`.
pub(crate) fn rel_of(word: &str, groups: &[(Rel, &str)]) -> Option<Rel> {
    let w = word.trim().to_lowercase();
    groups
        .iter()
        .find_map(|(rel, alts)| alts.split('|').any(|a| normalise(&w) == a).then_some(*rel))
}

fn normalise(s: &str) -> String {
    s.split_whitespace().collect::<Vec<_>>().join(" ")
}

/// Whether `rest` (a clause with what the phrases read blanked) holds a word that is not
/// a filler word.
pub(crate) fn says_more(rest: &str, filler: &Regex) -> bool {
    rest.split(|c: char| !c.is_alphanumeric() && c != '\'' && c != '’')
        .flat_map(|w| w.split(['\'', '’']))
        .filter(|w| !w.is_empty())
        .any(|w| !filler.is_match(&w.to_lowercase()))
}

/// `nth_paragraph_first_word` (`id`) as M-IFEval's templates state it: the total
/// (`total`), the paragraph by its number (`nth`) and the word, all in the match.
pub(crate) fn nth_paragraph(id: &'static str, c: &Captures, words: &[(&str, i64)]) -> Read {
    let (Some(total), Some(nth), Some(word)) = (
        number(&c["total"], words),
        number(&c["nth"], words),
        slot(c),
    ) else {
        return Read::Refused;
    };
    if nth > total {
        return paragraph_past_count(total, nth);
    }
    typed(
        id,
        json!({"num_paragraphs": total, "nth_paragraph": nth, "first_word": word}),
    )
    .into()
}
