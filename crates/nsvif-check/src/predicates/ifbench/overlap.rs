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
        reference: std::collections::HashSet<[char; 3]>,
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
            return Fact::new(false, "no trigrams", required);
        }
        let shared = grams.intersection(&self.reference).count();
        let share = shared as f64 / grams.len() as f64;
        let ok = self.percentage - 2.0 <= share * 100.0 && share * 100.0 <= self.percentage + 2.0;
        Fact::new(ok, format!("{:.1}% overlap", share * 100.0), required)
    }
}

fn trigrams(s: &str) -> std::collections::HashSet<[char; 3]> {
    let chars: Vec<char> = s.chars().collect();
    chars.windows(3).map(|w| [w[0], w[1], w[2]]).collect()
}
