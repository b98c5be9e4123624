use serde::Deserialize;

use crate::{
    declare_predicate, Document, EvidenceKind, Fact, FromArgs, Location, Options, Predicate,
};

declare_predicate! {
    /// The Japanese response uses none of some words, as janome segments it.
    ///
    /// # What it checks
    /// That no word of the output has a forbidden word as its surface.
    ///
    /// # Arguments
    /// - `forbidden_words`: the words, a non-empty list.
    ///
    /// # How it counts
    /// As M-IFEval: the words are janome 0.5.1's tokens (IPADIC morphological analysis,
    /// `nsvif-ja-morph`), compared whole and as written, so a forbidden word inside a
    /// longer token (`雨` in `雨季`, if janome makes it one token) passes.
    ///
    /// # Example
    /// `{"predicate": "ja_forbidden_words", "args": {"forbidden_words": ["雨"]}}`
    /// (M-IFEval `ja:keywords:forbidden_words`).
    #[derive(Debug)]
    pub struct JaForbiddenWords {
        words: Vec<String>,
    }
    name = "ja_forbidden_words"
}

#[derive(Deserialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct Args {
    forbidden_words: Vec<String>,
}

impl FromArgs for JaForbiddenWords {
    type Args = Args;
    fn new(a: Args, _: &Options) -> Result<Self, String> {
        if a.forbidden_words.is_empty() {
            return Err("`forbidden_words` must list at least one word".into());
        }
        Ok(JaForbiddenWords {
            words: a.forbidden_words,
        })
    }
}

impl Predicate for JaForbiddenWords {
    fn check(&self, doc: &Document) -> Fact {
        let tokens = doc.janome_words();
        let forbidden = self.words.clone();
        // The first token of the output that is a forbidden word.
        match tokens
            .iter()
            .map(|&t| (t, doc.slice(t)))
            .find(|(_, surface)| self.words.iter().any(|w| w == surface))
        {
            None => Fact::found(
                true,
                EvidenceKind::Forbidden {
                    found: String::new(),
                    times: 0,
                    forbidden,
                },
            ),
            Some((t, surface)) => Fact::found(
                false,
                EvidenceKind::Forbidden {
                    found: surface.to_string(),
                    times: tokens.iter().filter(|&&u| doc.slice(u) == surface).count(),
                    forbidden,
                },
            )
            .at(Location::of(doc, t)),
        }
    }
}

#[cfg(test)]
mod tests {
    use crate::predicates::testing::compiled;
    use crate::Document;
    use serde_json::json;

    #[test]
    fn only_whole_tokens_are_forbidden() {
        let p = compiled(
            "ja_forbidden_words",
            &json!({"forbidden_words": ["本"]}),
            false,
        );
        assert!(!p.holds(&Document::new("本を読む。")));
        assert!(p.holds(&Document::new("日本に行く。")));
    }
}
