use super::{Case, CaseRule};
use crate::declare_predicate;

declare_predicate! {
    /// The whole response is in capital letters (and in English).
    ///
    /// # What it checks
    /// That the output has no lower-case letter and at least one capital, and that its
    /// language is `language`.
    ///
    /// # Arguments
    /// - `language` (optional, default `en`): an ISO 639-1 code or English name, or `any`
    ///   to check the case only.
    ///
    /// # How it counts
    /// As IFEval does: Python's `str.isupper()` on the whole output (digits, punctuation
    /// and letters without case are ignored; one lower-case or titlecase letter fails it),
    /// then `langdetect` on the whole output, seeded. IFEval counts an output whose
    /// language cannot be detected as following the instruction. langdetect often takes
    /// short English text in capitals for another language ("GOOD MORNING EVERYONE" is
    /// German to it); with `ifeval_fixes` the language is detected on the lower-cased text
    /// too (it passes if either reading is `language`) and an undetectable language leaves
    /// the check undecided.
    ///
    /// # Example
    /// `{"predicate": "all_capitals"}` (IFEval `change_case:english_capital`).
    #[derive(Debug)]
    pub struct AllCapitals {
        rule: CaseRule,
    }
    name = "all_capitals", ifeval = "change_case:english_capital"
}

super::case_predicate!(AllCapitals, Case::Upper);

#[cfg(test)]
mod tests {
    use crate::compile;
    use crate::{Document, Options, Predicate};
    use serde_json::json;

    fn compile_with(args: serde_json::Value, fixes: bool) -> Box<dyn Predicate> {
        crate::predicates::testing::compiled("all_capitals", &args, fixes)
    }

    #[test]
    fn accepts_english_in_capitals() {
        let p = compile_with(serde_json::Value::Null, false);
        let fact = p.check(&Document::new(
            "DEAR FRIEND,\n\nI HOPE THIS LETTER FINDS YOU IN GOOD HEALTH. SEE YOU IN 2025!",
        ));
        assert_eq!(fact.value, Some(true), "{}", fact.evidence);
        assert_eq!(fact.evidence.measured(), "language en (English)");
    }

    #[test]
    fn points_at_the_first_word_with_a_lower_case_letter() {
        let p = compile_with(serde_json::Value::Null, false);
        let fact = p.check(&Document::new("HELLO THERE,\nMY Friend"));
        assert_eq!(fact.value, Some(false));
        assert_eq!(fact.evidence.measured(), "a lower-case letter \"r\"");
        let loc = fact.evidence.location.unwrap();
        assert_eq!(
            (loc.start, loc.end, loc.line, loc.unit.as_deref()),
            (16, 22, 2, Some("word 4"))
        );
        assert!(!p.holds(&Document::new("1234 !!!")), "no cased letter");
    }

    #[test]
    fn capitals_misread_as_german_pass_only_with_the_fix() {
        let doc = Document::new("GOOD MORNING EVERYONE");
        let official = compile_with(json!({}), false).check(&doc);
        assert_eq!(official.value, Some(false));
        assert_eq!(official.evidence.measured(), "language de (German)");
        assert_eq!(compile_with(json!({}), true).check(&doc).value, Some(true));
    }

    #[test]
    fn any_language_checks_the_case_only() {
        let p = compile_with(json!({"language": "any"}), false);
        assert!(p.holds(&Document::new("GUTEN MORGEN")));
        let de = compile_with(json!({"language": "German"}), false);
        assert!(!de.holds(&Document::new("THIS IS PLAIN ENGLISH TEXT FOR SURE.")));
    }

    #[test]
    fn rejects_bad_arguments() {
        for args in [json!({"language": "elvish"}), json!({"case": "upper"})] {
            assert!(
                compile("all_capitals", &args, &Options::default()).is_err(),
                "{args}"
            );
        }
    }
}
