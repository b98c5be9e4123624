use crate::nlp::ifbench as t;
use crate::{declare_predicate, Document, Fact, Finding, FromArgs, Options, Predicate};

declare_predicate! {
    /// Every sentence ends with an emoji.
    ///
    /// # What it checks
    /// That each sentence ends with an emoji (or the next sentence starts with one).
    ///
    /// # Arguments
    /// None.
    ///
    /// # How it counts
    /// Sentences as IFBench's regex splitter cuts them, without ASCII punctuation; the last or second-to-last character must be an emoji (`emoji.is_emoji`, emoji 2.16), else the first of the next sentence.
    ///
    /// # Example
    /// `{"predicate": "emoji_sentence_end", "args": {}}` (IFBench `format:emoji`).
    #[derive(Debug)]
    pub struct EmojiSentenceEnd {
        version: crate::IfbenchVersion,
    }
    name = "emoji_sentence_end", ifbench = "format:emoji"
}

impl FromArgs for EmojiSentenceEnd {
    type Args = super::NoArgs;
    fn new(_: super::NoArgs, options: &Options) -> Result<Self, String> {
        Ok(EmojiSentenceEnd {
            version: options.ifbench_version,
        })
    }
}

impl Predicate for EmojiSentenceEnd {
    fn check(&self, doc: &Document) -> Fact {
        let required = "an emoji at the end of every sentence";
        let sentences = doc.ifbench_sentences(self.version);
        let clean = |s: &str| crate::nlp::py_strip(&t::remove_punct(s)).to_string();
        for (i, sentence) in sentences.iter().enumerate() {
            let s = clean(sentence);
            let chars: Vec<char> = s.chars().collect();
            let Some(&last) = chars.last() else {
                let finding = Finding::Unit {
                    unit: "sentence",
                    index: i + 1,
                    text: None,
                    problem: "is only punctuation",
                    detail: None,
                };
                return Fact::property(false, required, finding);
            };
            let second = if chars.len() > 1 {
                chars[chars.len() - 2]
            } else {
                last
            };
            if !t::is_emoji(last) && !t::is_emoji(second) {
                let next = sentences.get(i + 1).map(|n| clean(n));
                match next.as_deref().and_then(|n| n.chars().next()) {
                    Some(first) if t::is_emoji(first) => {}
                    _ => {
                        let finding = Finding::Unit {
                            unit: "sentence",
                            index: i + 1,
                            text: None,
                            problem: "ends without an emoji",
                            detail: None,
                        };
                        return Fact::property(false, required, finding);
                    }
                }
            }
        }
        let finding = Finding::Phrase("every sentence ends with an emoji");
        Fact::property(true, required, finding)
    }
}
