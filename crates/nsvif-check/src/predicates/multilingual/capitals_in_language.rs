use std::sync::OnceLock;

use regex::Regex;
use serde::Deserialize;
use unicode_normalization::char::canonical_combining_class;
use unicode_normalization::UnicodeNormalization;

use crate::nlp::{lang, py_isupper};
use crate::{
    declare_predicate, Document, Fact, Finding, FromArgs, Options, Predicate, Requirement,
};

declare_predicate! {
    /// The whole response is in capital letters and in a language, detected on its
    /// lower-cased text (M-IFEval's French and Spanish rules).
    ///
    /// # What it checks
    /// That the output's letters are capitals and that langdetect reads its lower-cased
    /// text as `language`.
    ///
    /// # Arguments
    /// - `language`: an ISO 639-1 code (`fr`, `es`).
    /// - `letters` (optional, default `isupper`): `isupper` is Python's `str.isupper()` on
    ///   the output (French); `nfkd` checks every letter (general category L) of the
    ///   NFKD-decomposed output that is not a combining character to be upper-case, so an
    ///   output without letters passes the case test (Spanish).
    ///
    /// # How it counts
    /// As M-IFEval: the case test, then `langdetect` (seeded) on the lower-cased output,
    /// which must give `language`; an output whose language cannot be detected counts as
    /// following the instruction (with `ifeval_fixes` the fact is unknown).
    ///
    /// # Example
    /// `{"predicate": "capitals_in_language", "args": {"language": "fr"}}`
    /// (M-IFEval `fr:change_case:french_capital`).
    #[derive(Debug)]
    pub struct CapitalsInLanguage {
        language: String,
        nfkd: bool,
        fixes: bool,
    }
    name = "capitals_in_language"
}

#[derive(Deserialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct Args {
    language: String,
    #[serde(default)]
    letters: Letters,
}

#[derive(Deserialize, schemars::JsonSchema, Default)]
#[serde(rename_all = "lowercase")]
enum Letters {
    #[default]
    Isupper,
    Nfkd,
}

impl FromArgs for CapitalsInLanguage {
    type Args = Args;
    fn new(a: Args, options: &Options) -> Result<Self, String> {
        Ok(CapitalsInLanguage {
            language: lang::parse(&a.language)?,
            nfkd: matches!(a.letters, Letters::Nfkd),
            fixes: options.ifeval_fixes,
        })
    }
}

/// M-IFEval's Spanish case test: every letter of the NFKD form that is not a combining
/// character is upper-case.
fn nfkd_upper(text: &str) -> bool {
    static LETTER: OnceLock<Regex> = OnceLock::new();
    let letter = super::cached(&LETTER, r"\p{L}");
    let normalized: String = text.nfkd().collect();
    letter.find_iter(&normalized).all(|m| {
        let c = m.as_str().chars().next().unwrap_or(' ');
        canonical_combining_class(c) != 0 || py_isupper(m.as_str())
    })
}

impl Predicate for CapitalsInLanguage {
    fn check(&self, doc: &Document) -> Fact {
        let text = doc.text();
        let required = Requirement::All(vec![
            Requirement::Phrase("all capital letters"),
            Requirement::Language(self.language.clone()),
        ]);
        let case = if self.nfkd {
            nfkd_upper(text)
        } else {
            py_isupper(text)
        };
        if !case {
            return Fact::property(false, required, Finding::Phrase("a letter not in capitals"));
        }
        crate::predicates::language::language_fact(
            &text.to_lowercase(),
            &self.language,
            self.fixes,
            required,
        )
    }
}

#[cfg(test)]
mod tests {
    use crate::predicates::testing::compiled;
    use crate::Document;
    use serde_json::json;

    #[test]
    fn detects_the_language_on_lower_case() {
        let fr = compiled("capitals_in_language", &json!({"language": "fr"}), false);
        assert!(fr.holds(&Document::new(
            "BONJOUR À TOUS, JE SUIS TRÈS HEUREUX DE VOUS PRÉSENTER NOTRE NOUVEAU PROJET."
        )));
        assert!(!fr.holds(&Document::new("Bonjour à tous.")));
        let es = compiled(
            "capitals_in_language",
            &json!({"language": "es", "letters": "nfkd"}),
            false,
        );
        assert!(es.holds(&Document::new(
            "HOLA A TODOS, ESTAMOS MUY CONTENTOS DE ESTAR AQUÍ HOY."
        )));
        assert!(
            es.holds(&Document::new("1234")),
            "no letters, no language: followed"
        );
    }
}
