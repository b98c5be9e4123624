use crate::{declare_predicate, Document, Fact, Finding, FromArgs, Options, Predicate};

declare_predicate! {
    /// One paragraph using at most three of the vowels a, e, i, o, u.
    ///
    /// # What it checks
    /// That the response is a single line and uses no more than three different vowels.
    ///
    /// # Arguments
    /// None.
    ///
    /// # How it counts
    /// The stripped response must have no line break; vowels are the ASCII a, e, i, o, u after lowercasing.
    ///
    /// # Example
    /// `{"predicate": "three_vowel_paragraph", "args": {}}` (IFBench `words:vowel`).
    #[derive(Debug)]
    pub struct ThreeVowelParagraph {}
    name = "three_vowel_paragraph", ifbench = "words:vowel"
}

impl FromArgs for ThreeVowelParagraph {
    type Args = super::NoArgs;
    fn new(_: super::NoArgs, _: &Options) -> Result<Self, String> {
        Ok(ThreeVowelParagraph {})
    }
}

impl Predicate for ThreeVowelParagraph {
    fn check(&self, doc: &Document) -> Fact {
        let text = crate::nlp::py_strip(doc.text());
        let required = "one paragraph with at most three kinds of vowels";
        if text.contains('\n') {
            return Fact::property(false, required, Finding::Phrase("more than one line"));
        }
        let lower = crate::nlp::ifbench::lower(text);
        let vowels: std::collections::BTreeSet<char> =
            lower.chars().filter(|c| "aeiou".contains(*c)).collect();
        let list: String = vowels.iter().collect();
        let finding = Finding::Excerpt {
            label: "vowels",
            text: list,
        };
        Fact::property(vowels.len() <= 3, required, finding)
    }
}
