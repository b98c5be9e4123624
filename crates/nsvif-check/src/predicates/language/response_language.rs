use serde::Deserialize;

use crate::nlp::lang;
use crate::{declare_predicate, Document, Fact, FromArgs, Options, Predicate, Requirement};

declare_predicate! {
    /// The response is written in a given language.
    ///
    /// # What it checks
    /// That the language detected for the whole output is `language`.
    ///
    /// # Arguments
    /// - `language`: an ISO 639-1 code (`fr`, `hi`, `kn`, …; `zh` for Chinese in either
    ///   script) or an English name from IFEval's list (`French`).
    ///
    /// # How it counts
    /// The whole output goes to `langdetect` (55 languages, character n-grams), as in
    /// IFEval, seeded so the answer is reproducible. A mostly-Hindi text with a few English
    /// words is Hindi. IFEval counts an output whose language cannot be detected (no
    /// letters) as following the instruction; with `ifeval_fixes` it is undecided, and the
    /// language is detected on the lower-cased text too (it passes if either reading is
    /// `language`), so text in capitals is not taken for another language.
    ///
    /// # Example
    /// `{"predicate": "response_language", "args": {"language": "fr"}}`
    /// (IFEval `language:response_language`).
    #[derive(Debug)]
    pub struct ResponseLanguage {
        language: String,
        fixes: bool,
    }
    name = "response_language", ifeval = "language:response_language"
}

#[derive(Deserialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct Args {
    language: String,
}

impl FromArgs for ResponseLanguage {
    type Args = Args;
    fn new(a: Args, options: &Options) -> Result<Self, String> {
        Ok(ResponseLanguage {
            language: lang::parse(&a.language)?,
            fixes: options.ifeval_fixes,
        })
    }
}

impl Predicate for ResponseLanguage {
    fn check(&self, doc: &Document) -> Fact {
        let required = Requirement::Language(self.language.clone());
        super::language_fact(doc.text(), &self.language, self.fixes, required)
    }

    fn value(&self, doc: &Document) -> Option<bool> {
        super::language_value(doc.text(), &self.language, self.fixes)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::compile;
    use serde_json::json;

    fn compile_with(language: &str, fixes: bool) -> Box<dyn Predicate> {
        crate::predicates::testing::compiled(
            "response_language",
            &json!({ "language": language }),
            fixes,
        )
    }

    #[test]
    fn detects_the_language() {
        let p = compile_with("de", false);
        assert!(p.holds(&Document::new(
            "Das ist ein kurzer Satz auf Deutsch, und er bleibt auch so."
        )));
        let fact = p.check(&Document::new("This sentence is written in plain English."));
        assert_eq!(fact.value, Some(false));
        assert_eq!(
            fact.evidence.to_string(),
            "found language en (English), required language de (German)"
        );
        assert!(
            compile_with("Kannada", false).holds(&Document::new("ಹೌದು, ಹ್ಯಾಂಬರ್ಗರ್ಗಳು ಸ್ಯಾಂಡ್ವಿಚ್ಗಳು."))
        );
    }

    #[test]
    fn undetectable_text_passes_officially_and_is_unknown_with_the_fix() {
        let doc = Document::new("1234 5678 !!!");
        assert_eq!(compile_with("fr", false).check(&doc).value, Some(true));
        assert_eq!(compile_with("fr", false).value(&doc), Some(true));
        let fact = compile_with("fr", true).check(&doc);
        assert_eq!(fact.value, None);
        // The evidence-free path keeps the fact undecided too.
        assert_eq!(compile_with("fr", true).value(&doc), None);
        let why = fact.evidence.reason.unwrap();
        assert!(matches!(why, crate::UndecidedReason::LanguageUndetected(_)));
        assert!(why.to_string().starts_with("language detection failed: "));
    }

    #[test]
    fn the_fix_detects_text_in_capitals_on_lower_case() {
        // langdetect takes this all-capitals English text for German.
        let doc = Document::new("GOOD MORNING EVERYONE");
        assert_eq!(
            compile_with("en", false).check(&doc).evidence.measured(),
            "language de (German)"
        );
        assert_eq!(compile_with("en", true).check(&doc).value, Some(true));
    }

    #[test]
    fn rejects_bad_arguments() {
        for args in [
            json!({"language": "klingon"}),
            json!({}),
            json!({"lang": "fr"}),
        ] {
            assert!(
                compile("response_language", &args, &Options::default()).is_err(),
                "{args}"
            );
        }
    }
}
