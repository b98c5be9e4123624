use crate::nlp::ifbench as t;
use crate::{declare_predicate, Document, Fact, FromArgs, Noun, Options, Predicate, Relation};
use serde::Deserialize;

declare_predicate! {
    /// The response has exactly `N` numbers.
    ///
    /// # What it checks
    /// That exactly `N` numbers occur.
    ///
    /// # Arguments
    /// - `N`: the required number of numbers.
    ///
    /// # How it counts
    /// ASCII punctuation is removed first (so 3.14 and 1,000 are one number each), then each run of decimal digits is a number.
    ///
    /// # Example
    /// `{"predicate": "number_count", "args": {"N": 3}}` (IFBench `count:numbers`).
    #[derive(Debug)]
    pub struct NumberCount {
        n: i64,
    }
    name = "number_count", ifbench = "count:numbers"
}

#[derive(Deserialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct Args {
    #[serde(rename = "N")]
    n: i64,
}

impl FromArgs for NumberCount {
    type Args = Args;
    fn new(a: Args, _: &Options) -> Result<Self, String> {
        Ok(NumberCount {
            n: super::at_least("N", a.n, 0)?,
        })
    }
}

impl Predicate for NumberCount {
    fn check(&self, doc: &Document) -> Fact {
        let n = count_numbers(doc.text()) as i64;
        Fact::count(n, Relation::Eq, self.n, Noun::new("number", "numbers"))
    }
}

/// The runs of decimal digits in the text without its marks (`1.5` is one number), counted
/// in one pass that skips the marks instead of copying the text without them.
/// Byte by byte: a mark or a digit is an ASCII byte; only other characters are decoded.
fn count_numbers(s: &str) -> usize {
    let b = s.as_bytes();
    let (mut n, mut in_number, mut i) = (0, false, 0);
    while i < b.len() {
        let digit = match b[i] {
            x @ 0..=0x7F => {
                i += 1;
                if x.is_ascii_punctuation() {
                    continue;
                }
                x.is_ascii_digit()
            }
            _ => {
                let c = s[i..].chars().next().expect("a character starts here");
                i += c.len_utf8();
                t::is_decimal(c)
            }
        };
        n += usize::from(digit && !in_number);
        in_number = digit;
    }
    n
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn numbers_are_the_digit_runs_of_the_text_without_punct() {
        for s in t::tests::generated_texts(30_000) {
            let want = t::remove_punct(&s)
                .split(|c: char| !t::is_decimal(c))
                .filter(|p| !p.is_empty())
                .count();
            assert_eq!(count_numbers(&s), want, "{s:?}");
        }
    }
}

#[cfg(test)]
mod count_tests {
    use super::*;

    /// [`count_numbers`] character by character, as it was: the oracle of the byte scan.
    fn count_numbers_by_chars(s: &str) -> usize {
        let mut n = 0;
        let mut in_number = false;
        for c in s.chars().filter(|&c| !t::is_punct(c)) {
            let digit = t::is_decimal(c);
            n += usize::from(digit && !in_number);
            in_number = digit;
        }
        n
    }

    #[test]
    fn the_byte_scan_counts_as_the_character_scan() {
        for s in crate::nlp::ifbench::tests::generated_texts(20_000) {
            assert_eq!(count_numbers(&s), count_numbers_by_chars(&s), "{s:?}");
        }
    }
}
