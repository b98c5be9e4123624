use crate::nlp::ifbench as t;
use crate::{declare_predicate, Document, Fact, FromArgs, Options, Predicate};

declare_predicate! {
    /// Every word's length is a prime number.
    ///
    /// # What it checks
    /// That each word has a prime number of characters.
    ///
    /// # Arguments
    /// None.
    ///
    /// # How it counts
    /// Whitespace pieces after ASCII punctuation is removed, measured in characters; as the official checker, only primes up to 97 count as prime.
    ///
    /// # Example
    /// `{"predicate": "prime_word_lengths", "args": {}}` (IFBench `words:prime_lengths`).
    #[derive(Debug)]
    pub struct PrimeWordLengths {}
    name = "prime_word_lengths", ifbench = "words:prime_lengths"
}

impl FromArgs for PrimeWordLengths {
    type Args = super::NoArgs;
    fn new(_: super::NoArgs, _: &Options) -> Result<Self, String> {
        Ok(PrimeWordLengths {})
    }
}

impl Predicate for PrimeWordLengths {
    fn check(&self, doc: &Document) -> Fact {
        const PRIMES: [usize; 25] = [
            2, 3, 5, 7, 11, 13, 17, 19, 23, 29, 31, 37, 41, 43, 47, 53, 59, 61, 67, 71, 73, 79, 83,
            89, 97,
        ];
        let text = t::remove_punct(doc.text());
        for (i, w) in t::split(&text).into_iter().enumerate() {
            let n = w.chars().count();
            if !PRIMES.contains(&n) {
                return Fact::new(
                    false,
                    format!("word {} {w:?} has {n} characters", i + 1),
                    "only words of prime length",
                );
            }
        }
        Fact::new(
            true,
            "every word has a prime length",
            "only words of prime length",
        )
    }
}
