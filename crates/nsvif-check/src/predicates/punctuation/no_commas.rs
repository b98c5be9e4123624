use serde::Deserialize;

use crate::{
    declare_predicate, Document, Fact, FromArgs, Location, Noun, Options, Predicate, Segment,
};

declare_predicate! {
    /// The response contains no commas.
    ///
    /// # What it checks
    /// That the output has no ASCII comma `,`.
    ///
    /// # Arguments
    /// None.
    ///
    /// # How it counts
    /// Only U+002C counts, as in IFEval; the fullwidth `，` and the ideographic `、` do not.
    /// Commas inside code and quotes count too: the instruction says "any commas".
    ///
    /// # Example
    /// `{"predicate": "no_commas"}` (IFEval `punctuation:no_comma`).
    #[derive(Debug)]
    pub struct NoCommas {}
    name = "no_commas", ifeval = "punctuation:no_comma"
}

#[derive(Deserialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct Args {}

impl FromArgs for NoCommas {
    type Args = Args;
    fn new(_: Args, _: &Options) -> Result<Self, String> {
        Ok(NoCommas {})
    }
}

fn commas_noun() -> Noun {
    Noun::new("comma", "commas")
}

impl Predicate for NoCommas {
    fn holds(&self, doc: &Document) -> bool {
        !doc.text().contains(',')
    }

    fn check(&self, doc: &Document) -> Fact {
        let mut commas = doc.text().match_indices(',');
        let Some((first, _)) = commas.next() else {
            return Fact::absent(0, commas_noun());
        };
        let n = 1 + commas.count() as i64;
        Fact::absent(n, commas_noun()).at(Location::of(
            doc,
            Segment {
                start: first,
                end: first + 1,
            },
        ))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::compile;

    #[test]
    fn finds_and_locates_commas() {
        let p = compile("no_commas", &serde_json::Value::Null, &Options::default()).unwrap();
        assert!(p.holds(&Document::new("no commas here，only fullwidth")));
        let fact = p.check(&Document::new("hello\nthere, friend, ok"));
        assert_eq!(fact.value, Some(false));
        assert_eq!(
            fact.evidence.to_string(),
            "found 2 commas, required no commas (first at line 2, col 6)"
        );
        assert_eq!(fact.evidence.location.unwrap().start, 11);
    }
}
