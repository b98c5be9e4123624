use crate::nlp::ifbench as t;
use crate::{declare_predicate, Document, Fact, FromArgs, Options, Predicate};

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
    fn check(&self, doc: &Document) -> Fact {
        let text = t::remove_punct(doc.text()).to_lowercase();
        let n = t::split(&text)
            .into_iter()
            .filter(|w| w.chars().count() >= 5 && w.chars().eq(w.chars().rev()))
            .count();
        Fact::new(
            n >= 10,
            format!("{n} palindromes of 5+ characters"),
            "at least 10 palindromes of 5+ characters",
        )
    }
}
