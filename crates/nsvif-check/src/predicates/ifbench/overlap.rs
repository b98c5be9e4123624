use crate::{
    declare_predicate, Detail, Document, Fact, Finding, FromArgs, Options, Predicate, Requirement,
};
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
        let required = Requirement::Around {
            before: "a trigram overlap of",
            value: Detail::Percent(self.percentage),
            after: "(±2%)",
        };
        if distinct == 0 {
            return Fact::property(false, required, Finding::Phrase("no trigrams"));
        }
        let share = shared as f64 / distinct as f64;
        let ok = self.percentage - 2.0 <= share * 100.0 && share * 100.0 <= self.percentage + 2.0;
        let finding = Finding::Percent {
            percent: share * 100.0,
            of: "overlap",
        };
        Fact::property(ok, required, finding)
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
/// trigrams). The text's trigrams go into a small open-addressing set (sorting them, or a
/// general hash set, cost more than the rest of the check).
fn overlap(text: &str, reference: &[u64]) -> (usize, usize) {
    let size = (2 * text.len()).next_power_of_two().max(16);
    TABLE.with(|table| {
        // A fresh table when this one is in use (never, as checks do not nest).
        let mut fresh;
        let mut kept = table.try_borrow_mut();
        let slots = match kept.as_deref_mut() {
            Ok(kept) => {
                if kept.len() < size {
                    *kept = vec![GramSet::EMPTY; size];
                }
                &mut kept[..size]
            }
            Err(_) => {
                fresh = vec![GramSet::EMPTY; size];
                &mut fresh[..]
            }
        };
        let mut grams = GramSet {
            slots,
            len: 0,
            used: Vec::new(),
        };
        for g in packed_trigrams(text) {
            grams.insert(g);
        }
        let shared = reference.iter().filter(|&&g| grams.contains(g)).count();
        (grams.len, shared)
    })
}

thread_local! {
    /// The slots of [`GramSet`], kept from one check to the next, all empty between
    /// checks: filling a new table for each text was a third of the check's cost, clearing
    /// the slots a text used is a fraction of that.
    static TABLE: std::cell::RefCell<Vec<u64>> = const { std::cell::RefCell::new(Vec::new()) };
}

/// A set of packed trigrams: linear probing in a power-of-two table, `u64::MAX` for an
/// empty slot (no trigram packs to it: a code point has 21 bits, so the top bit is 0).
/// The slots it filled are emptied when it is dropped.
struct GramSet<'a> {
    slots: &'a mut [u64],
    len: usize,
    used: Vec<usize>,
}

impl GramSet<'_> {
    const EMPTY: u64 = u64::MAX;

    /// The slot holding `g`, or the empty one where it would go.
    fn slot(&self, g: u64) -> usize {
        let mask = self.slots.len() - 1;
        // Fibonacci hashing: the high bits of the product spread the packed fields.
        let mut i = (g.wrapping_mul(0x9E37_79B9_7F4A_7C15) >> 32) as usize & mask;
        while self.slots[i] != Self::EMPTY && self.slots[i] != g {
            i = (i + 1) & mask;
        }
        i
    }

    fn insert(&mut self, g: u64) {
        let i = self.slot(g);
        if self.slots[i] == Self::EMPTY {
            self.slots[i] = g;
            self.used.push(i);
            self.len += 1;
        }
    }

    fn contains(&self, g: u64) -> bool {
        self.slots[self.slot(g)] == g
    }
}

impl Drop for GramSet<'_> {
    fn drop(&mut self) {
        for &i in &self.used {
            self.slots[i] = Self::EMPTY;
        }
    }
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

    #[test]
    fn the_gram_set_counts_as_sorted_sets_do() {
        let reference = trigrams("The history of the city and its people, \u{e9}t\u{e9} \u{1F600}");
        let mut text = String::new();
        for i in 0..400u32 {
            text.push(
                char::from_u32([0x61 + i % 7, 0x20, 0xE9, 0x1F600, 0x74 + i % 3][(i % 5) as usize])
                    .unwrap(),
            );
            let sorted = trigrams(&text);
            let shared = reference
                .iter()
                .filter(|g| sorted.binary_search(g).is_ok())
                .count();
            assert_eq!(
                overlap(&text, &reference),
                (sorted.len(), shared),
                "{text:?}"
            );
        }
        // Shorter and shorter texts: each in a part of the table the longer ones used.
        let chars: Vec<char> = text.chars().collect();
        for n in (0..chars.len()).rev().step_by(7) {
            let text: String = chars[..n].iter().rev().collect();
            let sorted = trigrams(&text);
            let shared = reference
                .iter()
                .filter(|g| sorted.binary_search(g).is_ok())
                .count();
            assert_eq!(overlap(&text, &reference), (sorted.len(), shared));
        }
    }
}
