//! Language predicates: which language the response is written in.

mod response_language;

pub use response_language::ResponseLanguage;

use crate::nlp::lang;
use crate::{EvidenceKind, Fact, Finding, PredicateInfo, Requirement, UndecidedReason};

pub(crate) const PREDICATES: &[PredicateInfo] = &[ResponseLanguage::INFO];

/// Whether `text` is in language `want`, with IFEval's rule: langdetect, and a text whose
/// language cannot be detected counts as followed. With `fixes` the lower-cased reading is
/// tried too and an undetectable language leaves the fact unknown. Shared by
/// `response_language` and the case predicates (`all_capitals`, `all_lowercase`).
pub(crate) fn language_fact(text: &str, want: &str, fixes: bool, required: Requirement) -> Fact {
    match detect(text, want, fixes) {
        Ok(code) => Fact::found(
            lang::matches(&code, want),
            EvidenceKind::Language {
                detected: code,
                required,
            },
        ),
        Err(error) if fixes => Fact::unknown(required, UndecidedReason::LanguageUndetected(error)),
        Err(_) => Fact::property(
            true,
            required,
            Finding::Phrase("no detectable language (IFEval counts it as followed)"),
        ),
    }
}

/// The value of [`language_fact`], without its evidence.
pub(crate) fn language_value(text: &str, want: &str, fixes: bool) -> Option<bool> {
    match detect(text, want, fixes) {
        Ok(code) => Some(lang::matches(&code, want)),
        Err(_) if fixes => None,
        Err(_) => Some(true),
    }
}

fn detect(text: &str, want: &str, fixes: bool) -> Result<String, langdetect::Error> {
    if fixes {
        lang::detect_case_insensitive(text, want)
    } else {
        lang::detect(text)
    }
}
