use crate::nlp::ifbench as t;
use crate::{
    declare_predicate, Detail, Document, Fact, Finding, FromArgs, Noun, Options, Predicate,
};

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
    /// Whitespace pieces after ASCII punctuation is removed, measured in characters; as the official checker, only primes up to 97 count as prime; with `ifbench_fixes` every prime does (a word of 101 characters passes).
    ///
    /// # Example
    /// `{"predicate": "prime_word_lengths", "args": {}}` (IFBench `words:prime_lengths`).
    #[derive(Debug)]
    pub struct PrimeWordLengths {
        /// `ifbench_fixes`: primes above 97 are prime too.
        fixes: bool,
    }
    name = "prime_word_lengths", ifbench = "words:prime_lengths"
}

impl FromArgs for PrimeWordLengths {
    type Args = super::NoArgs;
    fn new(_: super::NoArgs, options: &Options) -> Result<Self, String> {
        Ok(PrimeWordLengths {
            fixes: options.ifbench_fixes,
        })
    }
}

const REQUIRED: &str = "only words of prime length";

impl Predicate for PrimeWordLengths {
    fn check(&self, doc: &Document) -> Fact {
        const PRIMES: [usize; 25] = [
            2, 3, 5, 7, 11, 13, 17, 19, 23, 29, 31, 37, 41, 43, 47, 53, 59, 61, 67, 71, 73, 79, 83,
            89, 97,
        ];
        for (i, w) in t::words_without_punct(doc.text()).enumerate() {
            let n = w.chars().count();
            let prime = if self.fixes {
                is_prime(n)
            } else {
                PRIMES.contains(&n)
            };
            if !prime {
                let length = Detail::Count(Noun::new("character", "characters"), n as i64);
                let finding = Finding::Unit {
                    unit: "word",
                    index: i + 1,
                    text: Some(w.to_string()),
                    problem: "has",
                    detail: Some(length),
                };
                return Fact::property(false, REQUIRED, finding);
            }
        }
        Fact::property(
            true,
            REQUIRED,
            Finding::Phrase("every word has a prime length"),
        )
    }
}

fn is_prime(n: usize) -> bool {
    n >= 2
        && (2..)
            .take_while(|d| d * d <= n)
            .all(|d| !n.is_multiple_of(d))
}

#[cfg(test)]
mod tests {
    use super::is_prime;
    use crate::{compile, Document, Options};
    use serde_json::json;

    #[test]
    fn primes_above_97_count_only_with_the_fix() {
        let doc = Document::new(format!("It is {}", "a".repeat(101)));
        let official = compile("prime_word_lengths", &json!({}), &Options::default()).unwrap();
        assert_eq!(official.value(&doc), Some(false));
        let fixes = Options {
            ifbench_fixes: true,
            ..Options::default()
        };
        let fixed = compile("prime_word_lengths", &json!({}), &fixes).unwrap();
        assert_eq!(fixed.value(&doc), Some(true));
        assert_eq!(fixed.value(&Document::new("a".repeat(99))), Some(false));
        let below: Vec<usize> = (0..30).filter(|&n| is_prime(n)).collect();
        assert_eq!(below, [2, 3, 5, 7, 11, 13, 17, 19, 23, 29]);
    }
}
