use regex::Regex;
use serde::Deserialize;

use crate::pycompat::py_strip;
use crate::{declare_predicate, Document, Fact, FromArgs, Options, Predicate};

declare_predicate! {
    /// The response has a title between two delimiters, such as `## titre ##` or `『題名』`.
    ///
    /// # What it checks
    /// That some line holds `open`, some text, and `close`.
    ///
    /// # Arguments
    /// - `open`, `close`: the delimiters (M-IFEval: `##`/`##` in French, `『`/`』` in
    ///   Japanese; Spanish keeps IFEval's `<<`/`>>`, the `title` predicate).
    ///
    /// # How it counts
    /// As M-IFEval: the matches of `OPEN[^\n]+CLOSE` (the longest on a line); one counts
    /// when, without the characters of `open` at its start and of `close` at its end and
    /// without surrounding whitespace, something is left.
    ///
    /// # Example
    /// `{"predicate": "delimited_title", "args": {"open": "##", "close": "##"}}` holds for
    /// "## Ma vie ##\n…" (M-IFEval `fr:detectable_format:title`).
    #[derive(Debug)]
    pub struct DelimitedTitle {
        re: Regex,
        open: Vec<char>,
        close: Vec<char>,
    }
    name = "delimited_title"
}

#[derive(Deserialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct Args {
    open: String,
    close: String,
}

impl FromArgs for DelimitedTitle {
    type Args = Args;
    fn new(a: Args, _: &Options) -> Result<Self, String> {
        if a.open.is_empty() || a.close.is_empty() {
            return Err("`open` and `close` must not be empty".into());
        }
        let re = Regex::new(&format!(
            r"{}[^\n]+{}",
            regex::escape(&a.open),
            regex::escape(&a.close)
        ))
        .map_err(|e| e.to_string())?;
        Ok(DelimitedTitle {
            re,
            open: a.open.chars().collect(),
            close: a.close.chars().collect(),
        })
    }
}

impl Predicate for DelimitedTitle {
    fn check(&self, doc: &Document) -> Fact {
        let text = doc.text();
        let found = super::segments(&self.re, text).into_iter().find(|s| {
            let t = text[s.start..s.end]
                .trim_start_matches(&self.open[..])
                .trim_end_matches(&self.close[..]);
            !py_strip(t).is_empty()
        });
        super::excerpt_fact(doc, found.is_some(), "a title", "title", found, "no title")
    }
}

#[cfg(test)]
mod tests {
    use crate::predicates::testing::compiled;
    use crate::Document;
    use serde_json::json;

    #[test]
    fn needs_text_between_the_delimiters() {
        let fr = compiled(
            "delimited_title",
            &json!({"open": "##", "close": "##"}),
            false,
        );
        assert!(fr.holds(&Document::new("## Ma vie ##\nTexte")));
        assert!(!fr.holds(&Document::new("#### ##\n## Titre\n##")));
        let ja = compiled(
            "delimited_title",
            &json!({"open": "『", "close": "』"}),
            false,
        );
        assert!(ja.holds(&Document::new("『桜』")));
    }
}
