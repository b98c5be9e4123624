use crate::nlp::ifbench as t;
use crate::{declare_predicate, Document, Fact, Finding, FromArgs, Options, Predicate};

declare_predicate! {
    /// Every word is capitalized.
    ///
    /// # What it checks
    /// That no token starts with a lowercase letter followed by only lowercase or only uppercase letters.
    ///
    /// # Arguments
    /// None.
    ///
    /// # How it counts
    /// Tokens by NLTK's `word_tokenize`. As the frozen official checker, a one-letter word passes ("a"), and so does a word whose rest is not all one case ("iPhone"); upstream a lowercase one-letter word fails.
    ///
    /// # Example
    /// `{"predicate": "title_case", "args": {}}` (IFBench `format:title_case`).
    #[derive(Debug)]
    pub struct TitleCase {
        version: crate::IfbenchVersion,
    }
    name = "title_case", ifbench = "format:title_case"
}

impl FromArgs for TitleCase {
    type Args = super::NoArgs;
    fn new(_: super::NoArgs, options: &Options) -> Result<Self, String> {
        Ok(TitleCase {
            version: options.ifbench_version,
        })
    }
}

impl Predicate for TitleCase {
    fn check(&self, doc: &Document) -> Fact {
        let required = "every word capitalized";
        // Sentence by sentence, so a lowercase word early ends the work.
        let text = doc.text();
        for w in t::sentence_tokens(text)
            .into_iter()
            .flat_map(|span| t::tokens_of(text, span))
        {
            let mut chars = w.chars();
            let Some(first) = chars.next() else { continue };
            let rest = chars.as_str();
            let first_lower = crate::nlp::py_islower(first.encode_utf8(&mut [0; 4]));
            let first_upper = crate::nlp::py_isupper(first.encode_utf8(&mut [0; 4]));
            // Upstream: `if len(word) == 1: if word[0].islower(): return False`.
            let lone_lower = rest.is_empty() && first_lower;
            if lone_lower && self.version == crate::IfbenchVersion::Upstream {
                let finding = Finding::Excerpt {
                    label: "a one-letter word not capitalized",
                    text: w.to_string(),
                };
                return Fact::property(false, required, finding);
            }
            if first_upper && crate::nlp::py_islower(rest) {
                continue;
            }
            if first_lower && (crate::nlp::py_isupper(rest) || crate::nlp::py_islower(rest)) {
                let finding = Finding::Excerpt {
                    label: "a word not capitalized",
                    text: w.to_string(),
                };
                return Fact::property(false, required, finding);
            }
        }
        Fact::property(true, required, Finding::Phrase("every word is capitalized"))
    }
    /// Without tokenizing when a whitespace-separated chunk is a plain lowercase word
    /// (two or more ASCII lowercase letters, then only `.,;:!?`): whatever Punkt and
    /// Treebank make of it, a token starts with its first letter and the rest of it is
    /// lowercase letters and punctuation (the contraction splits, "can|not", "gon|na",
    /// keep two or more letters a side), which the checker rejects.
    fn value(&self, doc: &Document) -> Option<bool> {
        let plain_lowercase = |chunk: &str| {
            let core = chunk.trim_end_matches(['.', ',', ';', ':', '!', '?']);
            core.len() >= 2 && core.bytes().all(|b| b.is_ascii_lowercase())
        };
        if crate::nlp::py_split(doc.text()).any(|(_, chunk)| plain_lowercase(chunk)) {
            return Some(false);
        }
        self.check(doc).value
    }
}
