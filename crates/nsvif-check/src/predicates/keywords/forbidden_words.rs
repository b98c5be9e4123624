use serde::Deserialize;

use super::{Keyword, Matching};
use crate::{
    declare_predicate, Document, EvidenceKind, Fact, FromArgs, Location, Options, Predicate,
};

declare_predicate! {
    /// The response does not use some words.
    ///
    /// # What it checks
    /// That none of the forbidden words occurs in the output as a word, ignoring case.
    ///
    /// # Arguments
    /// - `words` (IFEval: `forbidden_words`): the forbidden words, a non-empty list.
    ///
    /// # How it counts
    /// As IFEval does: each word is searched case-insensitively between word boundaries
    /// (`\b`), so "rock" is found in "Rock!" but not in "rocket". Words are literal text
    /// (IFEval reads them as regular expressions; none of its words has a metacharacter).
    /// With `ifeval_fixes` its plurals in `s`/`es` are found too ("rocks" for "rock"), and
    /// a word with a non-letter edge ("C++") is found where `\b` cannot match after the `+`.
    ///
    /// # Example
    /// `{"predicate": "forbidden_words", "args": {"words": ["rock", "roll"]}}`
    /// (IFEval `keywords:forbidden_words`).
    #[derive(Debug)]
    pub struct ForbiddenWords {
        words: Vec<Keyword>,
    }
    name = "forbidden_words", ifeval = "keywords:forbidden_words"
}

#[derive(Deserialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct Args {
    #[serde(alias = "forbidden_words")]
    words: Vec<String>,
}

impl FromArgs for ForbiddenWords {
    type Args = Args;
    fn new(a: Args, options: &Options) -> Result<Self, String> {
        if a.words.is_empty() {
            return Err("`words` must list at least one word".into());
        }
        let matching = if options.ifeval_fixes {
            Matching::WholeWord
        } else {
            Matching::WordBoundaries
        };
        let mut words: Vec<&str> = a.words.iter().map(|w| w.as_str()).collect();
        words.sort_unstable();
        words.dedup();
        let words = words
            .into_iter()
            .map(|w| Keyword::new(if options.ifeval_fixes { w.trim() } else { w }, matching))
            .collect::<Result<_, _>>()?;
        Ok(ForbiddenWords { words })
    }
}

impl Predicate for ForbiddenWords {
    fn holds(&self, doc: &Document) -> bool {
        self.words.iter().all(|w| w.find(doc).is_none())
    }

    fn check(&self, doc: &Document) -> Fact {
        let forbidden = || self.words.iter().map(|w| w.text.clone()).collect();
        // The forbidden word that occurs first in the output.
        let first = self
            .words
            .iter()
            .filter_map(|w| w.find(doc).map(|s| (s, w)))
            .min_by_key(|(s, _)| s.start);
        match first {
            None => Fact::found(
                true,
                EvidenceKind::Forbidden {
                    found: String::new(),
                    times: 0,
                    forbidden: forbidden(),
                },
            ),
            Some((seg, w)) => Fact::found(
                false,
                EvidenceKind::Forbidden {
                    found: doc.slice(seg).to_string(),
                    times: w.find_all(doc).len(),
                    forbidden: forbidden(),
                },
            )
            .at(Location::of(doc, seg)),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::compile;
    use serde_json::json;

    #[test]
    fn finds_and_locates_forbidden_words() {
        let p = compile(
            "forbidden_words",
            &json!({"forbidden_words": ["rock", "roll"]}),
            &Options::default(),
        )
        .unwrap();
        assert!(p.holds(&Document::new("A rocket rolls by.")));
        let fact = p.check(&Document::new("Let's\nROLL and rock, roll!"));
        assert_eq!(fact.value, Some(false));
        assert_eq!(fact.evidence.measured(), "\"ROLL\" 2 times");
        let loc = fact.evidence.location.unwrap();
        assert_eq!((loc.start, loc.end, loc.line, loc.column), (6, 10, 2, 1));
    }

    #[test]
    fn the_fix_finds_plurals_and_words_with_symbols() {
        let args = json!({"words": ["C++"]});
        let doc = Document::new("I write C++.");
        assert!(
            compile("forbidden_words", &args, &Options::default())
                .unwrap()
                .holds(&doc),
            "`\\bC\\+\\+\\b` cannot match before a period"
        );
        let fixed = compile(
            "forbidden_words",
            &args,
            &Options {
                ifeval_fixes: true,
                ..Options::default()
            },
        )
        .unwrap();
        assert_eq!(fixed.check(&doc).value, Some(false));
        let rock = json!({"words": ["rock"]});
        let doc = Document::new("Rocks and a rocket.");
        assert!(compile("forbidden_words", &rock, &Options::default())
            .unwrap()
            .holds(&doc));
        let fixed = compile(
            "forbidden_words",
            &rock,
            &Options {
                ifeval_fixes: true,
                ..Options::default()
            },
        )
        .unwrap();
        assert_eq!(fixed.check(&doc).evidence.measured(), "\"Rocks\" once");
    }

    #[test]
    fn rejects_bad_arguments() {
        for args in [
            json!({"words": []}),
            json!({"words": ["  "]}),
            json!({"word": ["x"]}),
        ] {
            assert!(
                compile("forbidden_words", &args, &Options::default()).is_err(),
                "{args}"
            );
        }
    }
}
