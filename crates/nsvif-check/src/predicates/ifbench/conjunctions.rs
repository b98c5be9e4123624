use crate::nlp::ifbench as t;
use crate::{declare_predicate, Document, Fact, FromArgs, Noun, Options, Predicate, Relation};
use serde::Deserialize;

declare_predicate! {
    /// The response uses at least `small_n` different coordinating conjunctions.
    ///
    /// # What it checks
    /// That at least `small_n` different words among and, but, for, nor, or, so, yet are used.
    ///
    /// # Arguments
    /// - `small_n`: the minimum number of different conjunctions.
    ///
    /// # How it counts
    /// Whitespace-separated pieces whose lowercase, stripped of ASCII punctuation, is a conjunction; as the official checker, distinct pieces are counted as written ("and" and "and," are two).
    ///
    /// # Example
    /// `{"predicate": "conjunction_count", "args": {"small_n": 3}}` (IFBench `count:conjunctions`).
    #[derive(Debug)]
    pub struct ConjunctionCount {
        small_n: i64,
    }
    name = "conjunction_count", ifbench = "count:conjunctions"
}

#[derive(Deserialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct Args {
    small_n: i64,
}

impl FromArgs for ConjunctionCount {
    type Args = Args;
    fn new(a: Args, _: &Options) -> Result<Self, String> {
        Ok(ConjunctionCount {
            small_n: super::at_least("small_n", a.small_n, 0)?,
        })
    }
}

impl Predicate for ConjunctionCount {
    fn check(&self, doc: &Document) -> Fact {
        let found: foldhash::HashSet<&str> = crate::nlp::py_split(doc.text())
            .map(|(_, w)| w)
            .filter(|w| is_conjunction(t::strip_punct(w)))
            .collect();
        let n = found.len() as i64;
        let unit = Noun::new(
            "different coordinating conjunction",
            "different coordinating conjunctions",
        );
        Fact::count(n, Relation::Ge, self.small_n, unit)
    }
}

const CONJUNCTIONS: [&str; 7] = ["and", "but", "for", "nor", "or", "so", "yet"];

/// `w.lower() in CONJUNCTIONS` without lowering a copy of every word: a conjunction is
/// ASCII, and the only non-ASCII character that lowers to an ASCII letter is the Kelvin
/// sign (to `k`, in none of them), so a word that is not ASCII is never one.
fn is_conjunction(w: &str) -> bool {
    w.len() <= 3 && w.is_ascii() && CONJUNCTIONS.iter().any(|c| w.eq_ignore_ascii_case(c))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn conjunctions_are_found_as_by_lowering_the_word() {
        let parts = [
            "and", "AnD", "Or", "so", "SO", "yet", "nor", "for", "But", "an", "d", "\u{212a}",
            "\u{130}", "\u{17f}", "o", "r", "ø", "é", "x",
        ];
        for a in parts {
            for b in parts {
                for c in ["", "s", "t", "R"] {
                    let w = format!("{a}{b}{c}");
                    let lowered = w.to_lowercase();
                    assert_eq!(
                        is_conjunction(&w),
                        CONJUNCTIONS.contains(&lowered.as_str()),
                        "{w:?}"
                    );
                }
            }
        }
    }
}
