use crate::{declare_predicate, Document, Fact, FromArgs, Options, Predicate};
use serde::Deserialize;

declare_predicate! {
    /// The response's character trigrams overlap the reference text by `percentage`% ± 2.
    ///
    /// # What it checks
    /// That the share of the response's distinct character trigrams found in `reference_text` is within 2 points of `percentage`.
    ///
    /// # Arguments
    /// - `reference_text`: the text to overlap.
    /// - `percentage`: the target share, in percent.
    ///
    /// # How it counts
    /// Trigrams of characters (`nltk.ngrams(text, 3)` over a string), as sets. A response shorter than three characters fails.
    ///
    /// # Example
    /// `{"predicate": "trigram_overlap", "args": {"reference_text": "The quick brown fox", "percentage": 50}}` (IFBench `ratio:overlap`).
    #[derive(Debug)]
    pub struct TrigramOverlap {
        reference: Vec<u64>,
        percentage: f64,
    }
    name = "trigram_overlap", ifbench = "ratio:overlap"
}

#[derive(Deserialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct Args {
    reference_text: String,
    percentage: f64,
}

impl FromArgs for TrigramOverlap {
    type Args = Args;
    fn new(a: Args, _: &Options) -> Result<Self, String> {
        Ok(TrigramOverlap {
            reference: trigrams(&a.reference_text),
            percentage: a.percentage,
        })
    }
}

impl Predicate for TrigramOverlap {
    fn check(&self, doc: &Document) -> Fact {
        let (distinct, shared) = overlap(doc.text(), &self.reference);
        let required = format!("a trigram overlap of {}% (±2%)", self.percentage);
        if distinct == 0 {
            return Fact::new(false, "no trigrams", required);
        }
        let share = shared as f64 / distinct as f64;
        let ok = self.percentage - 2.0 <= share * 100.0 && share * 100.0 <= self.percentage + 2.0;
        Fact::new(ok, format!("{:.1}% overlap", share * 100.0), required)
    }
}

/// The character trigrams of `s` in order, each packed in a `u64` (three 21-bit code
/// points).
fn packed_trigrams(s: &str) -> impl Iterator<Item = u64> + '_ {
    let mut chars = s.chars().map(u64::from);
    let (mut a, mut b) = (chars.next(), chars.next());
    chars.map_while(move |c| {
        let gram = (a? << 42) | (b? << 21) | c;
        (a, b) = (b, Some(c));
        Some(gram)
    })
}

/// The distinct character trigrams of `s`, sorted, as the checker compares sets.
fn trigrams(s: &str) -> Vec<u64> {
    let mut grams: Vec<u64> = packed_trigrams(s).collect();
    grams.sort_unstable();
    grams.dedup();
    grams
}

/// How many distinct trigrams `text` has, and how many of them are in `reference` (distinct
/// trigrams). The text's set is hashed: sorting it cost more than the rest of the check.
fn overlap(text: &str, reference: &[u64]) -> (usize, usize) {
    let grams: foldhash::HashSet<u64> = packed_trigrams(text).collect();
    let shared = reference.iter().filter(|g| grams.contains(g)).count();
    (grams.len(), shared)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn trigram_sets_and_their_intersection() {
        assert_eq!(trigrams("aaaa").len(), 1);
        assert_eq!(trigrams("ab").len(), 0);
        assert_eq!(trigrams("a\u{e9}\u{1F600}b").len(), 2);
        assert_eq!(
            overlap("a\u{e9}\u{1F600}b", &trigrams("x\u{e9}\u{1F600}b")),
            (2, 1)
        );
        // "the", "he ", "e c", " ca", "cat" against "a c", " ca", "cat", "at ", "t t", " th", "the", "her", "ere"
        assert_eq!(overlap("the cat", &trigrams("a cat there")), (5, 3));
        assert_eq!(overlap("a cat there", &trigrams("the cat")), (9, 3));
        assert_eq!(overlap("ab", &trigrams("abc")), (0, 0));
        assert_eq!(overlap("aaaa", &trigrams("aaa")), (1, 1));
    }
}
