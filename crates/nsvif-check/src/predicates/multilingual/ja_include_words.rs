use serde::Deserialize;

use crate::{
    declare_predicate, Document, EvidenceKind, Fact, FromArgs, Location, Options, Predicate,
};

declare_predicate! {
    /// The Japanese response uses every one of some words, as janome segments it.
    ///
    /// # What it checks
    /// That each keyword is the surface of at least one of the output's words.
    ///
    /// # Arguments
    /// - `keywords`: the words, a non-empty list.
    ///
    /// # How it counts
    /// As M-IFEval: the words are janome 0.5.1's tokens (IPADIC morphological analysis,
    /// `nsvif-ja-morph`), compared whole and as written, so a keyword inside a longer word
    /// (`桜` in `桜並木`, if janome makes it one token) or split across tokens is not found.
    ///
    /// # Example
    /// `{"predicate": "ja_include_words", "args": {"keywords": ["桜", "春"]}}`
    /// (M-IFEval `ja:keywords:existence`).
    #[derive(Debug)]
    pub struct JaIncludeWords {
        keywords: Vec<String>,
    }
    name = "ja_include_words"
}

#[derive(Deserialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct Args {
    keywords: Vec<String>,
}

impl FromArgs for JaIncludeWords {
    type Args = Args;
    fn new(a: Args, _: &Options) -> Result<Self, String> {
        if a.keywords.is_empty() {
            return Err("`keywords` must list at least one word".into());
        }
        Ok(JaIncludeWords {
            keywords: a.keywords,
        })
    }
}

impl Predicate for JaIncludeWords {
    fn check(&self, doc: &Document) -> Fact {
        let first = |k: &str| doc.janome_words().iter().find(|&&w| doc.slice(w) == k);
        let missing: Vec<String> = self
            .keywords
            .iter()
            .filter(|k| first(k).is_none())
            .cloned()
            .collect();
        let ok = missing.is_empty();
        let fact = Fact::found(
            ok,
            EvidenceKind::Keywords {
                missing,
                required: self.keywords.clone(),
            },
        );
        match first(&self.keywords[0]) {
            Some(&w) if ok => fact.at(Location::of(doc, w)),
            _ => fact,
        }
    }
}

#[cfg(test)]
mod tests {
    use crate::predicates::testing::compiled;
    use crate::Document;
    use serde_json::json;

    #[test]
    fn words_are_janome_tokens() {
        let p = compiled(
            "ja_include_words",
            &json!({"keywords": ["猫", "本"]}),
            false,
        );
        assert!(p.holds(&Document::new("猫が本を読む。")));
        // 日本 is one token: 本 is not a word of it.
        assert!(!p.holds(&Document::new("猫が日本にいる。")));
    }
}
