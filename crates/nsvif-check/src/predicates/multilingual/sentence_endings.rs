use serde::Deserialize;

use crate::{declare_predicate, Document, Fact, Finding, FromArgs, Options, Predicate};

declare_predicate! {
    /// Every Japanese sentence of the response ends the same way (`です`, `ます`, …).
    ///
    /// # What it checks
    /// That each piece of the output between `。`, `！` and `？` ends with `ending`.
    ///
    /// # Arguments
    /// - `ending`: the required sentence ending.
    ///
    /// # How it counts
    /// As M-IFEval: quotations `「…」` and `『…』` (within a line, shortest first) are
    /// removed, the rest is split at `。！？`, and every non-empty piece must end with
    /// `ending`: text after the last full stop, a line break included, is a piece too,
    /// and a heading without `。` runs into the next sentence.
    ///
    /// # Example
    /// `{"predicate": "sentence_endings", "args": {"ending": "です"}}` holds for
    /// "桜です。「咲いた」春です。" (M-IFEval `ja:startend:sentence_unified_end`).
    #[derive(Debug)]
    pub struct SentenceEndings {
        ending: String,
    }
    name = "sentence_endings"
}

#[derive(Deserialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct Args {
    ending: String,
}

impl FromArgs for SentenceEndings {
    type Args = Args;
    fn new(a: Args, _: &Options) -> Result<Self, String> {
        Ok(SentenceEndings { ending: a.ending })
    }
}

impl Predicate for SentenceEndings {
    fn check(&self, doc: &Document) -> Fact {
        let text = super::without_quotations(doc.text());
        let wrong = text
            .split(['。', '！', '？'])
            .find(|s| !s.is_empty() && !s.ends_with(&self.ending));
        Fact::property(
            wrong.is_none(),
            crate::Requirement::Around {
                before: "every sentence ending with",
                value: crate::Detail::Plain(self.ending.clone()),
                after: "",
            },
            match wrong {
                Some(s) => Finding::Excerpt {
                    label: "sentence",
                    text: s.to_string(),
                },
                None => Finding::Phrase("every sentence"),
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
    fn every_piece_counts() {
        let p = compiled("sentence_endings", &json!({"ending": "です"}), false);
        assert!(p.holds(&Document::new("桜です。「咲いた」春です。")));
        assert!(!p.holds(&Document::new("桜です。\n")));
        assert!(!p.holds(&Document::new("桜だ！")));
    }
}
