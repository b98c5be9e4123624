use serde::Deserialize;

use super::{Keyword, Matching};
use crate::{
    declare_predicate, Document, EvidenceKind, Fact, FromArgs, Location, Options, Predicate,
};

declare_predicate! {
    /// The response includes every one of some keywords.
    ///
    /// # What it checks
    /// That each keyword occurs in the output at least once, ignoring case.
    ///
    /// # Arguments
    /// - `keywords`: the keywords, a non-empty list of non-empty strings.
    ///
    /// # How it counts
    /// As IFEval does by default: each keyword is searched case-insensitively anywhere in
    /// the output, so it also matches inside longer words ("cat" is found in "category").
    /// With `ifeval_fixes`, it must stand as a whole word, optionally with a plural ending
    /// `s`/`es`: an edge that is a letter, digit or `_` must not touch another one ("cat"
    /// is found in "cats" but not in "category", "C++" is found in "C++,"). Keywords are
    /// literal text (IFEval reads them as regular expressions; none of its keywords has a
    /// metacharacter).
    ///
    /// # Example
    /// `{"predicate": "include_keywords", "args": {"keywords": ["budget", "timeline"]}}`
    /// (IFEval `keywords:existence`).
    #[derive(Debug)]
    pub struct IncludeKeywords {
        keywords: Vec<Keyword>,
    }
    name = "include_keywords", ifeval = "keywords:existence"
}

#[derive(Deserialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct Args {
    keywords: Vec<String>,
}

impl FromArgs for IncludeKeywords {
    type Args = Args;
    fn new(a: Args, options: &Options) -> Result<Self, String> {
        if a.keywords.is_empty() {
            return Err("`keywords` must list at least one keyword".into());
        }
        let keywords = a
            .keywords
            .iter()
            .map(|k| {
                if options.ifeval_fixes {
                    Keyword::new(k.trim(), Matching::WholeWord)
                } else {
                    Keyword::new(k, Matching::Substring)
                }
            })
            .collect::<Result<_, _>>()?;
        Ok(IncludeKeywords { keywords })
    }
}

impl Predicate for IncludeKeywords {
    fn holds(&self, doc: &Document) -> bool {
        self.keywords.iter().all(|k| k.find(doc).is_some())
    }

    fn check(&self, doc: &Document) -> Fact {
        let missing: Vec<String> = self
            .keywords
            .iter()
            .filter(|k| k.find(doc).is_none())
            .map(|k| k.text.clone())
            .collect();
        let ok = missing.is_empty();
        let fact = Fact::found(
            ok,
            EvidenceKind::Keywords {
                missing,
                required: self.keywords.iter().map(|k| k.text.clone()).collect(),
            },
        );
        if ok {
            // Point at the first occurrence of the first keyword.
            let at = self.keywords[0].find(doc).map(|s| Location::of(doc, s));
            return fact.at_opt(at);
        }
        fact
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::compile;
    use serde_json::json;

    fn fixes() -> Options {
        Options {
            ifeval_fixes: true,
            ..Options::default()
        }
    }

    #[test]
    fn finds_every_keyword_ignoring_case() {
        let p = compile(
            "include_keywords",
            &json!({"keywords": ["Budget", "timeline"]}),
            &Options::default(),
        )
        .unwrap();
        let fact = p.check(&Document::new("The BUDGET is set.\nThe timeline too."));
        assert_eq!(fact.value, Some(true));
        let loc = fact.evidence.location.unwrap();
        assert_eq!((loc.start, loc.end), (4, 10));
        let fact = p.check(&Document::new("Only the budget."));
        assert_eq!(fact.value, Some(false));
        assert_eq!(fact.evidence.measured(), "missing \"timeline\"");
    }

    #[test]
    fn official_rule_matches_inside_words_and_the_fix_does_not() {
        let args = json!({"keywords": ["cat"]});
        let doc = Document::new("Pick a category.");
        let official = compile("include_keywords", &args, &Options::default()).unwrap();
        assert!(official.holds(&doc), "IFEval finds `cat` in `category`");
        let fixed = compile("include_keywords", &args, &fixes()).unwrap();
        assert!(!fixed.holds(&doc));
        assert!(fixed.holds(&Document::new("A cat, sleeping.")));
        assert!(fixed.holds(&Document::new("Two CATS.")), "plurals count");
    }

    #[test]
    fn rejects_bad_arguments() {
        for args in [
            json!({"keywords": []}),
            json!({"keywords": [""]}),
            json!({"keyword": ["x"]}),
            json!({}),
        ] {
            assert!(
                compile("include_keywords", &args, &Options::default()).is_err(),
                "{args}"
            );
        }
    }
}
