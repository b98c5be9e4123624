//! [`UndecidedReason`]: why a fact could not be decided, as data. Checkers and the judge say
//! what stopped them (a budget and its limit, the exception the official checker raises,
//! a judge's failure); the words for people are made only in `Display`, which is also
//! the JSON report's `reason` text.

use std::fmt;

use serde::{Serialize, Serializer};

use crate::dsl::EvalError;

/// Why a fact is unknown.
#[derive(Debug, Clone, PartialEq)]
pub enum UndecidedReason {
    /// The check needs a trained model nsvif does not ship, e.g. "NLTK's averaged
    /// perceptron POS tagger".
    MissingModel {
        /// The model's name.
        model: &'static str,
    },
    /// The official IFBench checker raises `exception` on this output; `detail` says on
    /// what ("an empty field") or is the exception's message (a `csv.Error`'s). nsvif
    /// does not guess a value in its place.
    OfficialCheckerRaises {
        /// The Python exception's name (`ValueError`).
        exception: &'static str,
        /// On what it raises, or its message.
        detail: &'static str,
    },
    /// A date in a list of dates written with digits other than ASCII ones.
    NonAsciiDigits,
    /// langdetect could not decide the language (no letters in the text, say).
    LanguageUndetected(langdetect::Error),
    /// A DSL expression could not be evaluated on this output.
    Dsl(EvalError),
    /// The check ran out of its time budget, or a regex search would cost too much.
    Overrun(crate::Overrun),
    /// A semantic constraint, with no judge to decide it.
    NoJudge,
    /// A semantic constraint left unjudged because the other facts decide the verdict.
    NotJudged,
    /// The only judge vote failed.
    JudgeFailed(JudgeFailure),
    /// No majority among several judge votes; `first_failure` is why the first failed
    /// vote failed, if any did.
    JudgesSplit {
        /// Votes that the statement holds.
        satisfied: usize,
        /// Votes that it does not.
        unsatisfied: usize,
        /// Votes that gave no answer.
        failed: usize,
        /// Votes cast.
        votes: u32,
        /// Why the first failed vote failed.
        first_failure: Option<JudgeFailure>,
    },
}

/// Why a judge vote gave no answer. The errors inside are text from elsewhere, so they
/// stay `String`s: `nsvif-llm`'s error messages, and the parse errors that are also sent
/// back to the model when asking it to repair its answer.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum JudgeFailure {
    /// The LLM call failed: the client's message (HTTP status and body, a timeout, …).
    Call(String),
    /// The answer was still not the JSON object asked for after `repairs` repair requests;
    /// `error` is what was wrong with the last one.
    Unusable {
        /// How many repairs were asked for.
        repairs: u32,
        /// What was wrong with the last answer.
        error: String,
    },
}

impl fmt::Display for UndecidedReason {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            UndecidedReason::MissingModel { model } => {
                write!(f, "needs {model}, which nsvif does not ship")
            }
            UndecidedReason::OfficialCheckerRaises { exception, detail } => write!(
                f,
                "the official IFBench checker raises {exception} ({detail}) on this output"
            ),
            UndecidedReason::NonAsciiDigits => f.write_str("a date written with non-ASCII digits"),
            UndecidedReason::LanguageUndetected(error) => {
                write!(f, "language detection failed: {error}")
            }
            // It quotes the expression and its names, which may be long.
            UndecidedReason::Dsl(error) => {
                f.write_str(&nsvif_spec::quote::clip_message(&error.to_string()))
            }
            UndecidedReason::Overrun(overrun) => overrun.fmt(f),
            UndecidedReason::NoJudge => f.write_str("no judge configured (semantic constraint)"),
            UndecidedReason::NotJudged => {
                f.write_str("not judged: the other facts decide the verdict")
            }
            UndecidedReason::JudgeFailed(failure) => write!(f, "judge failed: {failure}"),
            UndecidedReason::JudgesSplit {
                satisfied,
                unsatisfied,
                failed,
                votes,
                first_failure,
            } => {
                write!(
                    f,
                    "judges split: {satisfied} satisfied, {unsatisfied} not, {failed} failed of {votes} votes"
                )?;
                match first_failure {
                    Some(error) => write!(f, " ({error})"),
                    None => Ok(()),
                }
            }
        }
    }
}

impl fmt::Display for JudgeFailure {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            JudgeFailure::Call(error) => f.write_str(error),
            JudgeFailure::Unusable { repairs, error } => {
                write!(f, "unusable judge answer after {repairs} repair: {error}")
            }
        }
    }
}

/// The JSON report's `reason`: the `Display` text.
impl Serialize for UndecidedReason {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.collect_str(self)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The texts are the JSON report's `reason`s: they read as before the reasons were data.
    #[test]
    fn reasons_read_as_in_the_report() {
        let cases = [
            (
                UndecidedReason::MissingModel {
                    model: "NLTK's averaged perceptron POS tagger",
                },
                "needs NLTK's averaged perceptron POS tagger, which nsvif does not ship",
            ),
            (
                UndecidedReason::OfficialCheckerRaises {
                    exception: "IndexError",
                    detail: "an empty field",
                },
                "the official IFBench checker raises IndexError (an empty field) on this output",
            ),
            (
                UndecidedReason::NonAsciiDigits,
                "a date written with non-ASCII digits",
            ),
            (
                UndecidedReason::NoJudge,
                "no judge configured (semantic constraint)",
            ),
            (
                UndecidedReason::NotJudged,
                "not judged: the other facts decide the verdict",
            ),
            (
                UndecidedReason::JudgeFailed(JudgeFailure::Call("HTTP 500: overloaded".into())),
                "judge failed: HTTP 500: overloaded",
            ),
            (
                UndecidedReason::JudgeFailed(JudgeFailure::Unusable {
                    repairs: 1,
                    error: "no JSON object".into(),
                }),
                "judge failed: unusable judge answer after 1 repair: no JSON object",
            ),
            (
                UndecidedReason::JudgesSplit {
                    satisfied: 1,
                    unsatisfied: 1,
                    failed: 1,
                    votes: 3,
                    first_failure: Some(JudgeFailure::Call("timed out".into())),
                },
                "judges split: 1 satisfied, 1 not, 1 failed of 3 votes (timed out)",
            ),
            (
                UndecidedReason::JudgesSplit {
                    satisfied: 1,
                    unsatisfied: 1,
                    failed: 0,
                    votes: 2,
                    first_failure: None,
                },
                "judges split: 1 satisfied, 1 not, 0 failed of 2 votes",
            ),
        ];
        for (reason, text) in cases {
            assert_eq!(reason.to_string(), text);
            assert_eq!(serde_json::to_value(&reason).unwrap(), text);
        }
    }
}
