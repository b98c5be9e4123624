use crate::nlp::ifbench as t;
use crate::{declare_predicate, Detail, Document, Fact, Finding, FromArgs, Options, Predicate};

declare_predicate! {
    /// Each word starts with the letter after the previous word's, looping from Z to A.
    ///
    /// # What it checks
    /// That the words' first letters follow the alphabet from the first word's letter on.
    ///
    /// # Arguments
    /// None.
    ///
    /// # How it counts
    /// Words are whitespace pieces after ASCII punctuation is removed, lowercased; the first word must start with an ASCII letter.
    ///
    /// # Example
    /// `{"predicate": "alphabet_loop", "args": {}}` (IFBench `words:alphabet`).
    #[derive(Debug)]
    pub struct AlphabetLoop {}
    name = "alphabet_loop", ifbench = "words:alphabet"
}

impl FromArgs for AlphabetLoop {
    type Args = super::NoArgs;
    fn new(_: super::NoArgs, _: &Options) -> Result<Self, String> {
        Ok(AlphabetLoop {})
    }
}

impl Predicate for AlphabetLoop {
    fn check(&self, doc: &Document) -> Fact {
        // `strip_punct` of the text without marks strips only spaces, which the split drops.
        // The words are read as the loop needs them: most texts break it in a few words.
        let mut words = t::words_without_punct(doc.text());
        let required = "each word starting with the next letter of the alphabet";
        let Some(first) = words.next() else {
            return Fact::property(false, required, Finding::Phrase("no words"));
        };
        let first: String = first.chars().take(1).collect::<String>().to_lowercase();
        let mut letter = match first.as_bytes() {
            [c] if c.is_ascii_lowercase() => *c,
            _ => {
                let finding = Finding::Unit {
                    unit: "word",
                    index: 1,
                    text: None,
                    problem: "starts with",
                    detail: Some(Detail::Quoted(first)),
                };
                return Fact::property(false, required, finding);
            }
        };
        for (i, word) in words.enumerate().map(|(k, w)| (k + 1, w)) {
            let word = t::strip_punct(&word).to_lowercase();
            let Some(c) = word.chars().next() else {
                continue;
            };
            letter = b'a' + (letter - b'a' + 1) % 26;
            if c != letter as char {
                let finding = Finding::Unit {
                    unit: "word",
                    index: i + 1,
                    text: Some(word.to_string()),
                    problem: "does not start with",
                    detail: Some(Detail::Char(letter as char)),
                };
                return Fact::property(false, required, finding);
            }
        }
        let finding = Finding::Phrase("every word follows the alphabet");
        Fact::property(true, required, finding)
    }
}
