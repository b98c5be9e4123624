use crate::nlp::ifbench as t;
use crate::{declare_predicate, Document, Fact, FromArgs, Noun, Options, Predicate, Relation};

declare_predicate! {
    /// At least 10 palindromes of 5 or more characters.
    ///
    /// # What it checks
    /// That at least ten words read the same backwards and are at least five characters long.
    ///
    /// # Arguments
    /// None.
    ///
    /// # How it counts
    /// Lowercased whitespace pieces after ASCII punctuation is removed; repeats count again.
    ///
    /// # Example
    /// `{"predicate": "palindromes", "args": {}}` (IFBench `words:palindrome`).
    #[derive(Debug)]
    pub struct Palindromes {}
    name = "palindromes", ifbench = "words:palindrome"
}

impl FromArgs for Palindromes {
    type Args = super::NoArgs;
    fn new(_: super::NoArgs, _: &Options) -> Result<Self, String> {
        Ok(Palindromes {})
    }
}

impl Predicate for Palindromes {
    /// Stops at the tenth palindrome.
    fn holds(&self, doc: &Document) -> bool {
        palindromes(doc.text()).nth(9).is_some()
    }

    fn check(&self, doc: &Document) -> Fact {
        let n = palindromes(doc.text()).count();
        let unit = Noun::new(
            "palindrome of 5+ characters",
            "palindromes of 5+ characters",
        );
        Fact::count(n as i64, Relation::Ge, 10, unit)
    }
}

/// The palindromes of 5+ characters among the words of `remove_punct(text).lower().split()`,
/// taken word by word without a copy of the text: lowering a word alone gives its part of
/// the lowered text (only `Σ` lowers by its neighbours, and whitespace ends that context).
/// An ASCII word is compared byte by byte, case-insensitively.
fn palindromes(text: &str) -> impl Iterator<Item = std::borrow::Cow<'_, str>> {
    t::words_without_punct(text).filter(|w| {
        let b = w.as_bytes();
        if w.is_ascii() {
            let n = b.len();
            n >= 5 && (0..n / 2).all(|i| b[i].eq_ignore_ascii_case(&b[n - 1 - i]))
        } else {
            let w = t::lower(w);
            w.chars().count() >= 5 && w.chars().eq(w.chars().rev())
        }
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The count as the official checker takes it: the whole text without marks, lowered,
    /// split.
    fn palindromes_of_the_whole_text(text: &str) -> usize {
        let text = t::lower(&t::remove_punct(text));
        t::split(&text)
            .into_iter()
            .filter(|w| w.chars().count() >= 5 && w.chars().eq(w.chars().rev()))
            .count()
    }

    #[test]
    fn word_by_word_counts_as_the_whole_text() {
        let words = [
            "Level",
            "rAcecar",
            "ab.c,ba",
            "é-xx-é",
            "ΑΣΑΣΑ",
            "ΣΑΑΑΣ",
            "İabaİ",
            "a",
            "noon!",
        ];
        let mut texts = crate::nlp::ifbench::tests::generated_texts(20_000);
        let mut seed = 3u64;
        for _ in 0..5_000 {
            let mut s = String::new();
            for _ in 0..12 {
                seed = seed
                    .wrapping_mul(6364136223846793005)
                    .wrapping_add(1442695040888963407);
                s.push_str(words[(seed >> 33) as usize % words.len()]);
                s.push(if seed & 1 == 0 { ' ' } else { '\n' });
            }
            texts.push(s);
        }
        for s in texts {
            assert_eq!(
                palindromes(&s).count(),
                palindromes_of_the_whole_text(&s),
                "{s:?}"
            );
        }
    }
}
