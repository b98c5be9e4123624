use super::{Case, CaseRule};
use crate::declare_predicate;

declare_predicate! {
    /// The whole response is in lower-case letters (and in English).
    ///
    /// # What it checks
    /// That the output has no capital letter and at least one lower-case one, and that its
    /// language is `language`.
    ///
    /// # Arguments
    /// - `language` (optional, default `en`): an ISO 639-1 code or English name, or `any`
    ///   to check the case only.
    ///
    /// # How it counts
    /// As IFEval does: Python's `str.islower()` on the whole output (digits, punctuation
    /// and letters without case are ignored; one capital or titlecase letter fails it, "I"
    /// too), then `langdetect` on the whole output, seeded. IFEval counts an output whose
    /// language cannot be detected as following the instruction; with `ifeval_fixes` that
    /// leaves the check undecided.
    ///
    /// # Example
    /// `{"predicate": "all_lowercase"}` (IFEval `change_case:english_lowercase`).
    #[derive(Debug)]
    pub struct AllLowercase {
        rule: CaseRule,
    }
    name = "all_lowercase", ifeval = "change_case:english_lowercase"
}

super::case_predicate!(AllLowercase, Case::Lower);

#[cfg(test)]
mod tests {
    use crate::compile;
    use crate::{Document, Options, Predicate};
    use serde_json::json;

    fn compile_with(args: serde_json::Value, fixes: bool) -> Box<dyn Predicate> {
        crate::predicates::testing::compiled("all_lowercase", &args, fixes)
    }

    #[test]
    fn accepts_english_in_lower_case() {
        let p = compile_with(serde_json::Value::Null, false);
        let fact = p.check(&Document::new(
            "dear friend,\n\ni hope this letter finds you in good health. see you in 2025!",
        ));
        assert_eq!(fact.value, Some(true), "{}", fact.evidence);
        assert_eq!(fact.evidence.measured(), "language en (English)");
    }

    #[test]
    fn points_at_the_first_word_with_a_capital() {
        let p = compile_with(serde_json::Value::Null, false);
        let fact = p.check(&Document::new("hello there,\nmy dear\nI am fine"));
        assert_eq!(fact.value, Some(false));
        assert_eq!(fact.evidence.measured(), "a capital letter \"I\"");
        let loc = fact.evidence.location.unwrap();
        assert_eq!(
            (loc.start, loc.end, loc.line, loc.unit.as_deref()),
            (21, 22, 3, Some("word 5"))
        );
        assert!(!p.holds(&Document::new("1234 !!!")), "no cased letter");
    }

    #[test]
    fn a_misdetected_language_fails() {
        // langdetect reads this single English word as German.
        let doc = Document::new("etchings");
        assert_eq!(
            compile_with(json!({}), false)
                .check(&doc)
                .evidence
                .measured(),
            "language de (German)"
        );
    }

    #[test]
    fn undetectable_language_is_unknown_with_the_fix() {
        // Lower-case letters, but nothing langdetect knows: a Cherokee small letter.
        let doc = Document::new("\u{ab70}\u{ab71} 12");
        let official = compile_with(json!({}), false).check(&doc);
        assert_eq!(official.value, Some(true), "{}", official.evidence);
        assert_eq!(compile_with(json!({}), true).check(&doc).value, None);
    }

    #[test]
    fn any_language_checks_the_case_only() {
        let p = compile_with(json!({"language": "any"}), false);
        assert!(p.holds(&Document::new("guten morgen")));
        assert!(!p.holds(&Document::new("Guten Morgen")));
    }

    #[test]
    fn rejects_bad_arguments() {
        for args in [json!({"language": "elvish"}), json!({"case": "upper"})] {
            assert!(
                compile("all_lowercase", &args, &Options::default()).is_err(),
                "{args}"
            );
        }
    }
}
