use regex::Regex;
use serde::Deserialize;

use crate::{declare_predicate, Document, Fact, FromArgs, Options, Predicate};

declare_predicate! {
    /// The response does not use a character (or string), in either case.
    ///
    /// # What it checks
    /// That `char` does not occur in the output, ignoring case.
    ///
    /// # Arguments
    /// - `char` (M-IFEval: `forbidden_char`): the character, e.g. `ç` or `œ` (French);
    ///   `。` and `、` for M-IFEval's Japanese `no_period`, `no_comma`.
    ///
    /// # How it counts
    /// As M-IFEval: a case-insensitive search for the literal text (`Ç` is `ç`, `Œ` is
    /// `œ`), Unicode simple case folding.
    ///
    /// # Example
    /// `{"predicate": "forbidden_char", "args": {"char": "ç"}}` fails on "Ça va"
    /// (M-IFEval `fr:special_character:ethel_or_cedilla`).
    #[derive(Debug)]
    pub struct ForbiddenChar {
        re: Regex,
    }
    name = "forbidden_char"
}

#[derive(Deserialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct Args {
    #[serde(alias = "forbidden_char")]
    char: String,
}

impl FromArgs for ForbiddenChar {
    type Args = Args;
    fn new(a: Args, _: &Options) -> Result<Self, String> {
        if a.char.is_empty() {
            return Err("`char` must not be empty".into());
        }
        let re =
            Regex::new(&format!("(?i){}", regex::escape(&a.char))).map_err(|e| e.to_string())?;
        Ok(ForbiddenChar { re })
    }
}

impl Predicate for ForbiddenChar {
    fn check(&self, doc: &Document) -> Fact {
        let first = super::segments(&self.re, doc.text()).into_iter().next();
        super::excerpt_fact(
            doc,
            first.is_none(),
            "no forbidden character",
            "forbidden character",
            first,
            "none found",
        )
    }
}

#[cfg(test)]
mod tests {
    use crate::predicates::testing::compiled;
    use crate::Document;
    use serde_json::json;

    #[test]
    fn ignores_case() {
        let p = compiled("forbidden_char", &json!({"forbidden_char": "œ"}), false);
        assert!(!p.holds(&Document::new("ŒUVRE")));
        assert!(p.holds(&Document::new("oeuvre")));
    }
}
