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
        let grams = trigrams(doc.text());
        let required = format!("a trigram overlap of {}% (±2%)", self.percentage);
        if grams.is_empty() {
            return Fact::in_own_words(false, "no trigrams", required);
        }
        let shared = shared_count(&grams, &self.reference);
        let share = shared as f64 / grams.len() as f64;
        let ok = self.percentage - 2.0 <= share * 100.0 && share * 100.0 <= self.percentage + 2.0;
        Fact::in_own_words(ok, format!("{:.1}% overlap", share * 100.0), required)
    }
}

/// The distinct character trigrams of `s`, each packed in a `u64` (three 21-bit code
/// points), sorted: a set without hashing, as the checker compares sets.
fn trigrams(s: &str) -> Vec<u64> {
    let chars: Vec<u64> = s.chars().map(u64::from).collect();
    let mut grams: Vec<u64> = chars
        .windows(3)
        .map(|w| (w[0] << 42) | (w[1] << 21) | w[2])
        .collect();
    grams.sort_unstable();
    grams.dedup();
    grams
}

/// How many of the sorted, distinct `a` are in the sorted, distinct `b`.
fn shared_count(a: &[u64], b: &[u64]) -> usize {
    let (mut i, mut j, mut n) = (0, 0, 0);
    while i < a.len() && j < b.len() {
        match a[i].cmp(&b[j]) {
            std::cmp::Ordering::Less => i += 1,
            std::cmp::Ordering::Greater => j += 1,
            std::cmp::Ordering::Equal => {
                n += 1;
                i += 1;
                j += 1;
            }
        }
    }
    n
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn trigram_sets_and_their_intersection() {
        assert_eq!(trigrams("aaaa").len(), 1);
        assert_eq!(trigrams("ab").len(), 0);
        let a = trigrams("the cat");
        let b = trigrams("a cat there");
        // "the", "he ", "e c", " ca", "cat" against "a c", " ca", "cat", "at ", "t t", " th", "the", "her", "ere"
        assert_eq!(shared_count(&a, &b), 3);
        assert_eq!(shared_count(&b, &a), 3);
    }
}
