use serde::Deserialize;

use super::{Keyword, Matching};
use crate::predicates::args;
use crate::{
    declare_predicate, Bound, Document, Fact, FromArgs, Location, Noun, Options, Predicate,
    Relation,
};

declare_predicate! {
    /// A keyword occurs a number of times.
    ///
    /// # What it checks
    /// That the number of occurrences of `keyword` compares with `value` as `relation` says.
    ///
    /// # Arguments
    /// - `keyword`: the keyword (surrounding whitespace is dropped).
    /// - `relation`: `<`, `<=`, `==`, `!=`, `>=`, `>` (or IFEval's `less than`, `at least`).
    /// - `value` (IFEval: `frequency`): the required number of occurrences.
    ///
    /// # How it counts
    /// As IFEval does by default: non-overlapping case-insensitive occurrences of the
    /// keyword, also inside longer words ("cat" counts in "category"). With
    /// `ifeval_fixes`, only whole words count, plurals in `s`/`es` included ("cats" counts,
    /// "category" does not). The keyword is literal text
    /// (IFEval reads it as a regular expression; none of its keywords has a metacharacter).
    ///
    /// # Example
    /// `{"predicate": "keyword_frequency", "args": {"keyword": "story", "relation": ">=", "value": 2}}`
    /// (IFEval `keywords:frequency`).
    #[derive(Debug)]
    pub struct KeywordFrequency {
        keyword: Keyword,
        relation: Relation,
        value: i64,
    }
    name = "keyword_frequency", ifeval = "keywords:frequency"
}

#[derive(Deserialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct Args {
    keyword: String,
    relation: Relation,
    #[serde(alias = "frequency")]
    value: i64,
}

impl FromArgs for KeywordFrequency {
    type Args = Args;
    fn new(a: Args, options: &Options) -> Result<Self, String> {
        let value = args::at_least("value", a.value, 0)?;
        let matching = if options.ifeval_fixes {
            Matching::WholeWord
        } else {
            Matching::Substring
        };
        Ok(KeywordFrequency {
            keyword: Keyword::new(a.keyword.trim(), matching)?,
            relation: a.relation,
            value,
        })
    }
}

impl Predicate for KeywordFrequency {
    fn holds(&self, doc: &Document) -> bool {
        let n = self.keyword.find_all(doc).len() as i64;
        self.relation.holds(n, self.value)
    }

    fn check(&self, doc: &Document) -> Fact {
        let found = self.keyword.find_all(doc);
        let n = found.len() as i64;
        // Past an upper bound, point at the first occurrence too many.
        let at = self.relation.first_past(self.value, n).and_then(|i| {
            found
                .get(i)
                .map(|s| Location::unit(doc, *s, "occurrence", i + 1))
        });
        let unit = Noun::occurrences_of(&self.keyword.text);
        Fact::count(n, self.relation, self.value, unit).at_opt(at)
    }

    fn bound(&self) -> Option<Bound> {
        Some(Bound {
            measure: format!("occurrences({})", self.keyword.text.to_lowercase()),
            relation: self.relation,
            value: self.value,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::compile;
    use serde_json::json;

    #[test]
    fn counts_occurrences_ignoring_case() {
        let p = compile(
            "keyword_frequency",
            &json!({"keyword": " story ", "relation": "at least", "frequency": 2}),
            &Options::default(),
        )
        .unwrap();
        assert!(p.holds(&Document::new("A story. Another STORY.")));
        let fact = p.check(&Document::new("One story only."));
        assert_eq!(fact.value, Some(false));
        assert_eq!(fact.evidence.measured(), "1 occurrence of \"story\"");
        assert_eq!(
            fact.evidence.required(),
            "at least 2 occurrences of \"story\""
        );
    }

    #[test]
    fn an_upper_bound_points_at_the_occurrence_too_many() {
        let p = compile(
            "keyword_frequency",
            &json!({"keyword": "ai", "relation": "less than", "value": 2}),
            &Options::default(),
        )
        .unwrap();
        let fact = p.check(&Document::new("AI here,\nAI there"));
        assert_eq!(fact.value, Some(false));
        let loc = fact.evidence.location.unwrap();
        assert_eq!(
            (loc.start, loc.line, loc.unit.as_deref()),
            (9, 2, Some("occurrence 2"))
        );
    }

    #[test]
    fn official_rule_counts_inside_words_and_the_fix_does_not() {
        let args = json!({"keyword": "cat", "relation": ">=", "value": 3});
        let doc = Document::new("My cat likes this category, not the other cats.");
        assert!(compile("keyword_frequency", &args, &Options::default())
            .unwrap()
            .holds(&doc));
        let fixed = compile(
            "keyword_frequency",
            &args,
            &Options {
                ifeval_fixes: true,
                ..Options::default()
            },
        )
        .unwrap();
        assert_eq!(
            fixed.check(&doc).evidence.measured(),
            "2 occurrences of \"cat\""
        );
    }

    #[test]
    fn rejects_bad_arguments() {
        for args in [
            json!({"keyword": "x", "relation": ">=", "value": -1}),
            json!({"keyword": "", "relation": ">=", "value": 1}),
            json!({"keyword": "x", "relation": "about", "value": 1}),
            json!({"keyword": "x", "value": 1}),
        ] {
            assert!(
                compile("keyword_frequency", &args, &Options::default()).is_err(),
                "{args}"
            );
        }
    }
}
