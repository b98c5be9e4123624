use std::collections::BTreeMap;
use std::sync::OnceLock;

use regex::Regex;
use serde::Deserialize;
use unicode_normalization::char::canonical_combining_class;
use unicode_normalization::UnicodeNormalization;

use crate::{declare_predicate, Document, Fact, FromArgs, Options, Predicate};

declare_predicate! {
    /// Given words, when the response uses them, carry their accents.
    ///
    /// # What it checks
    /// That every word of the output that is one of `words` once its accents are removed
    /// is written with the accents given for it.
    ///
    /// # Arguments
    /// - `words` (M-IFEval: `word_to_accentuate`): a map from each word without accents
    ///   to its correct spelling, e.g. `{"evenements": "événements"}`.
    ///
    /// # How it counts
    /// As M-IFEval: the words are the runs of Python word characters (`\b\w+\b`) of the
    /// lower-cased output; a word's accents are removed by NFKD decomposition without the
    /// combining characters. A word that never occurs is no violation (an output that
    /// avoids the words passes).
    ///
    /// # Example
    /// `{"predicate": "accented_words", "args": {"words": {"lecon": "leçon"}}}` fails on
    /// "Une lecon." (M-IFEval `fr:special_character:accents`).
    #[derive(Debug)]
    pub struct AccentedWords {
        words: BTreeMap<String, String>,
    }
    name = "accented_words"
}

#[derive(Deserialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct Args {
    #[serde(alias = "word_to_accentuate")]
    words: BTreeMap<String, String>,
}

impl FromArgs for AccentedWords {
    type Args = Args;
    fn new(a: Args, _: &Options) -> Result<Self, String> {
        Ok(AccentedWords { words: a.words })
    }
}

fn without_accents(word: &str) -> String {
    word.nfkd()
        .filter(|c| canonical_combining_class(*c) == 0)
        .collect()
}

impl Predicate for AccentedWords {
    fn check(&self, doc: &Document) -> Fact {
        static WORD: OnceLock<Regex> = OnceLock::new();
        let re = super::cached(&WORD, &format!("{}+", super::PY_WORD));
        let lower = doc.text().to_lowercase();
        let wrong = re.find_iter(&lower).find_map(|m| {
            let word = m.as_str();
            match self.words.get(&without_accents(word)) {
                Some(correct) if correct != word => Some(word.to_string()),
                _ => None,
            }
        });
        let ok = wrong.is_none();
        Fact::property(
            ok,
            "the given words with their accents",
            match wrong {
                Some(text) => crate::Finding::Excerpt {
                    label: "word without its accents",
                    text,
                },
                None => crate::Finding::Phrase("no word without its accents"),
            },
        )
    }
}

#[cfg(test)]
mod tests {
    use crate::predicates::testing::compiled;
    use crate::Document;
    use serde_json::json;

    #[test]
    fn a_used_word_needs_its_accents() {
        let p = compiled(
            "accented_words",
            &json!({"word_to_accentuate": {"lecon": "leçon", "evenements": "événements"}}),
            false,
        );
        assert!(p.holds(&Document::new("Une LEÇON des Événements.")));
        assert!(!p.holds(&Document::new("Une lecon.")));
        assert!(!p.holds(&Document::new("Des évenements.")));
        assert!(p.holds(&Document::new("Rien.")));
    }
}
