//! Case predicates: capital letters, lower-case letters, words in capitals.

mod all_capitals;
mod all_lowercase;
mod capital_word_count;

pub use all_capitals::AllCapitals;
pub use all_lowercase::AllLowercase;
pub use capital_word_count::CapitalWordCount;

use serde::Deserialize;

use crate::nlp::{is_titlecase, lang, py_islower, py_isupper};
use crate::{Document, Fact, Finding, Location, PredicateInfo, Requirement, Segment};

pub(crate) const PREDICATES: &[PredicateInfo] = &[
    CapitalWordCount::INFO,
    AllCapitals::INFO,
    AllLowercase::INFO,
];

/// Arguments of [`AllCapitals`] and [`AllLowercase`].
#[derive(Deserialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct CaseArgs {
    /// The language the output must also be in (`en` by default, `any` for none).
    #[serde(default = "english")]
    language: String,
}

fn english() -> String {
    "en".into()
}

/// `None` for `any`, else the parsed language.
fn parse_language(arg: &str) -> Result<Option<String>, String> {
    if arg.trim().eq_ignore_ascii_case("any") {
        Ok(None)
    } else {
        lang::parse(arg).map(Some)
    }
}

/// `FromArgs` and `Predicate` for a case predicate (a struct holding `rule`): the
/// [`CaseRule`] for `case`, which does the checking.
macro_rules! case_predicate {
    ($name:ident, $case:expr) => {
        impl $crate::FromArgs for $name {
            type Args = super::CaseArgs;
            fn new(a: super::CaseArgs, options: &$crate::Options) -> Result<Self, String> {
                Ok($name {
                    rule: CaseRule::new($case, a, options)?,
                })
            }
        }

        impl $crate::Predicate for $name {
            fn check(&self, doc: &$crate::Document) -> $crate::Fact {
                self.rule.check(doc)
            }

            fn value(&self, doc: &$crate::Document) -> Option<bool> {
                self.rule.value(doc)
            }
        }
    };
}
use case_predicate;

/// Which case the whole output must be in.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Case {
    Upper,
    Lower,
}

/// The shared rule of [`AllCapitals`] and [`AllLowercase`]: IFEval's
/// `text.isupper() and langdetect.detect(text) == "en"` (or `islower`).
#[derive(Debug)]
struct CaseRule {
    case: Case,
    language: Option<String>,
    fixes: bool,
}

impl CaseRule {
    fn new(case: Case, args: CaseArgs, options: &crate::Options) -> Result<CaseRule, String> {
        Ok(CaseRule {
            case,
            language: parse_language(&args.language)?,
            fixes: options.ifeval_fixes,
        })
    }

    /// "all capital letters", "all lower-case letters".
    fn case_words(&self) -> &'static str {
        match self.case {
            Case::Upper => "all capital letters",
            Case::Lower => "all lower-case letters",
        }
    }

    fn required(&self) -> Requirement {
        let case = Requirement::Phrase(self.case_words());
        match &self.language {
            Some(l) => Requirement::All(vec![case, Requirement::Language(l.clone())]),
            None => case,
        }
    }

    /// The first character against the case: lower-case (or titlecase) for `Upper`.
    fn offending(&self, text: &str) -> Option<(usize, char)> {
        text.char_indices().find(|&(_, c)| match self.case {
            Case::Upper => c.is_lowercase() || is_titlecase(c),
            Case::Lower => c.is_uppercase() || is_titlecase(c),
        })
    }

    fn case_holds(&self, text: &str) -> bool {
        match self.case {
            Case::Upper => py_isupper(text),
            Case::Lower => py_islower(text),
        }
    }

    fn value(&self, doc: &Document) -> Option<bool> {
        if !self.case_holds(doc.text()) {
            return Some(false);
        }
        match &self.language {
            Some(want) => crate::predicates::language::language_value(doc.text(), want, self.fixes),
            None => Some(true),
        }
    }

    fn check(&self, doc: &Document) -> Fact {
        let required = self.required();
        let text = doc.text();
        if !self.case_holds(text) {
            let Some((at, c)) = self.offending(text) else {
                return Fact::property(false, required, Finding::Phrase("no cased letters"));
            };
            let kind = match self.case {
                Case::Upper => "a lower-case letter",
                Case::Lower => "a capital letter",
            };
            // Point at the word the letter is in.
            let words = doc.words();
            let location = match words.iter().position(|w| w.start <= at && at < w.end) {
                Some(i) => Location::unit(doc, words[i], "word", i + 1),
                None => Location::of(
                    doc,
                    Segment {
                        start: at,
                        end: at + c.len_utf8(),
                    },
                ),
            };
            let finding = Finding::Excerpt {
                label: kind,
                text: c.to_string(),
            };
            return Fact::property(false, required, finding).at(location);
        }
        let Some(want) = &self.language else {
            return Fact::property(true, required, Finding::Phrase(self.case_words()));
        };
        crate::predicates::language::language_fact(text, want, self.fixes, required)
    }
}
