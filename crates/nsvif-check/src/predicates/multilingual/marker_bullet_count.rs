use regex::Regex;
use serde::Deserialize;

use crate::predicates::args;
use crate::pycompat::PY_SPACE;
use crate::{declare_predicate, Document, Fact, FromArgs, Options, Predicate, Relation};

declare_predicate! {
    /// The response has exactly N bullet points written with one marker (`*`, `・`).
    ///
    /// # What it checks
    /// That the number of lines starting with `marker` is `value`.
    ///
    /// # Arguments
    /// - `marker`: the bullet character (M-IFEval: `*` in Spanish, `・` in Japanese).
    /// - `value` (M-IFEval: `num_bullets`): the required number of bullets.
    ///
    /// # How it counts
    /// As M-IFEval: the matches of `^\s*M[^M].*$` (multi-line), so only that marker
    /// counts (a `-` item does not, unlike IFEval), a doubled marker does not, and a line
    /// holding the lone marker takes the next line as its text.
    ///
    /// # Example
    /// `{"predicate": "marker_bullet_count", "args": {"marker": "*", "value": 3}}`
    /// (M-IFEval `es:detectable_format:number_bullet_lists`).
    #[derive(Debug)]
    pub struct MarkerBulletCount {
        re: Regex,
        value: i64,
    }
    name = "marker_bullet_count"
}

#[derive(Deserialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct Args {
    marker: String,
    #[serde(alias = "num_bullets")]
    value: i64,
}

impl FromArgs for MarkerBulletCount {
    type Args = Args;
    fn new(a: Args, _: &Options) -> Result<Self, String> {
        let value = args::at_least("value", a.value, 0)?;
        let mut chars = a.marker.chars();
        let (Some(m), None) = (chars.next(), chars.next()) else {
            return Err(format!(
                "`marker` must be one character, got {:?}",
                a.marker
            ));
        };
        let m = regex::escape(&m.to_string());
        let re =
            Regex::new(&format!(r"(?m)^{PY_SPACE}*{m}[^{m}].*$")).map_err(|e| e.to_string())?;
        Ok(MarkerBulletCount { re, value })
    }
}

impl Predicate for MarkerBulletCount {
    fn check(&self, doc: &Document) -> Fact {
        let items = super::segments(&self.re, doc.text());
        Fact::counted(doc, &items, Relation::Eq, self.value, ("bullet", "bullets"))
    }
}

#[cfg(test)]
mod tests {
    use crate::predicates::testing::compiled;
    use crate::Document;
    use serde_json::json;

    #[test]
    fn counts_only_the_marker() {
        let p = compiled(
            "marker_bullet_count",
            &json!({"marker": "*", "value": 2}),
            false,
        );
        assert!(p.holds(&Document::new("* uno\n- dos\n  * tres\n**no**")));
        let ja = compiled(
            "marker_bullet_count",
            &json!({"marker": "・", "num_bullets": 1}),
            false,
        );
        assert!(ja.holds(&Document::new("・りんご\n・・なし")));
    }
}
