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
    fn check(&self, doc: &Document) -> Fact {
        let text = t::lower(&t::remove_punct(doc.text()));
        let n = t::split(&text)
            .into_iter()
            .filter(|w| w.chars().count() >= 5 && w.chars().eq(w.chars().rev()))
            .count();
        let unit = Noun::new(
            "palindrome of 5+ characters",
            "palindromes of 5+ characters",
        );
        Fact::count(n as i64, Relation::Ge, 10, unit)
    }
}
