use regex::Regex;
use serde::Deserialize;

use crate::predicates::args;
use crate::pycompat::{py_strip, PY_SPACE};
use crate::{declare_predicate, Document, Fact, FromArgs, Noun, Options, Predicate, Relation};

declare_predicate! {
    /// The response has at least N sections marked `第1章`, `第2節`, ….
    ///
    /// # What it checks
    /// That the markers `第` + number + `splitter` split the output into at least `value`
    /// sections.
    ///
    /// # Arguments
    /// - `splitter` (M-IFEval: `section_spliter`): `章`, `節` or `項`.
    /// - `value` (M-IFEval: `num_sections`): the least number of sections.
    ///
    /// # How it counts
    /// As M-IFEval: `len(re.split(r"\s?第[\d０-９]+" + splitter + r"\s?", output)) - 1`,
    /// so every marker counts, wherever it is (also inside a sentence); the splitter is a
    /// regular expression there, as here (one with capturing groups counts each group
    /// once more per marker, as `re.split` returns them).
    ///
    /// # Example
    /// `{"predicate": "kanji_section_count", "args": {"splitter": "章", "value": 3}}`
    /// (M-IFEval `ja:detectable_format:multiple_sections`).
    #[derive(Debug)]
    pub struct KanjiSectionCount {
        re: Regex,
        value: i64,
    }
    name = "kanji_section_count"
}

#[derive(Deserialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct Args {
    #[serde(alias = "section_spliter")]
    splitter: String,
    #[serde(alias = "num_sections")]
    value: i64,
}

impl FromArgs for KanjiSectionCount {
    type Args = Args;
    fn new(a: Args, _: &Options) -> Result<Self, String> {
        let s = PY_SPACE;
        let splitter = py_strip(&a.splitter);
        let re = Regex::new(&format!(r"{s}?第[\d\x{{FF10}}-\x{{FF19}}]+{splitter}{s}?"))
            .map_err(|e| format!("`splitter` {splitter:?} is not a pattern: {e}"))?;
        Ok(KanjiSectionCount {
            re,
            value: args::at_least("value", a.value, 0)?,
        })
    }
}

impl Predicate for KanjiSectionCount {
    fn check(&self, doc: &Document) -> Fact {
        let per_marker = self.re.captures_len() as i64;
        let n = self.re.find_iter(doc.text()).count() as i64 * per_marker;
        Fact::count(
            n,
            Relation::Ge,
            self.value,
            Noun::new("section", "sections"),
        )
    }
}

#[cfg(test)]
mod tests {
    use crate::predicates::testing::compiled;
    use crate::Document;
    use serde_json::json;

    #[test]
    fn counts_markers() {
        let p = compiled(
            "kanji_section_count",
            &json!({"section_spliter": "章", "num_sections": 2}),
            false,
        );
        assert!(p.holds(&Document::new("第1章 はじめに\n第２章 おわりに")));
        assert!(!p.holds(&Document::new("第1章 はじめに\n第2節")));
    }
}
