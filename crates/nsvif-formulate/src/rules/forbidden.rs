//! Words not to use: "do not include the keywords X, Y", "avoid using the word \"X\"",
//! "without saying the word X or Y", "the word \"rock\" should not appear in your
//! response", "the words X and Y cannot be in the response".

use std::sync::LazyLock;

use crate::read::pattern::Regex;

use crate::read::pattern::regex;
use serde_json::json;

use super::{Sink, Text};
use crate::read::keyword_list::keyword_list;

const NEG: &str = r"(?:do\s+not|does\s+not|don'?t|doesn'?t|never|must\s+not|mustn'?t|should\s+not|shouldn'?t|cannot|can'?t|can\s+not|not|without|avoid|refrain\s+from|abstain\s+from|exclude|excluding|omit|steer\s+clear\s+of|stay\s+away\s+from|keep\s+away\s+from|shun|eschew)";

static VERB_FIRST: LazyLock<Regex> = LazyLock::new(|| {
    regex(&format!(
        r"\b{NEG}\s+(?:(?:to|be|ever|once|even)\s+)?(?P<verb>including|include|using|use|saying|say|mentioning|mention|containing|contain|writing|write|having|have|adding|add)?\s*(?:any\s+(?:of\s+)?)?(?P<det>the\s+|these\s+)?(?:following\s+)?(?P<noun>(?:negative\s+|bad\s+)?(?:key\s*-?\s*words?|words?|terms?|phrases?)(?:\s+such\s+as)?)?\s*:?\s*"
    ))
    .expect("static regex")
});
static SUBJECT_FIRST: LazyLock<Regex> = LazyLock::new(|| {
    regex(r"\b(?:the\s+)?(?:key\s*-?\s*words?|words?|terms?)\s+").expect("static regex")
});
static NOT_APPEAR: LazyLock<Regex> = LazyLock::new(|| {
    regex(r"^\s*,?\s*(?:should|must|may|can|will|does|do|is|are)?\s*(?:not|n't|never|nowhere)\s+(?:appear|occur|show\s+up|be\s+(?:used|included|mentioned|present|found|in|part|anywhere)|be\s+written)|^\s*(?:cannot|can't|mustn't|shouldn't|doesn't|don't|won't)\s+(?:appear|occur|be\s+(?:in|used|included|mentioned|present|anywhere))")
        .expect("static regex")
});

/// Pronouns and determiners: "do not use any commas", "without using the letter e".
fn plausible(items: &[String], quoted: bool) -> bool {
    quoted
        || items.iter().all(|w| {
            let first = w
                .split_whitespace()
                .next()
                .unwrap_or("")
                .to_ascii_lowercase();
            !matches!(
                first.as_str(),
                "the"
                    | "a"
                    | "an"
                    | "any"
                    | "your"
                    | "my"
                    | "this"
                    | "that"
                    | "it"
                    | "them"
                    | "commas"
                    | "comma"
                    | "letter"
                    | "letters"
                    | "capital"
                    | "more"
                    | "less"
                    | "than"
                    | "anything"
                    | "words"
                    | "characters"
                    | "before"
                    | "after"
                    | "other"
                    | "else"
                    | "one"
                    | "single"
            )
        })
}

/// Whether the words after the list count occurrences ("should not appear more than 3
/// times"): that is `keywords:frequency`, not a ban.
fn counts_occurrences(after: &str) -> bool {
    after.contains(" times") || after.contains("once") || after.contains("twice")
}

/// `keywords:forbidden_words`.
pub(crate) fn forbidden_words(text: &Text, sink: &mut Sink) {
    let push = |words: Vec<String>, start: usize, end: usize, sink: &mut Sink| {
        sink.push(
            text,
            super::Emit::Ifeval {
                id: "keywords:forbidden_words",
                kwargs: json!({ "forbidden_words": words }),
            },
            start,
            end,
        );
    };
    for caps in VERB_FIRST.captures_iter(&text.lower) {
        let whole = caps.get(0).expect("match");
        let noun = caps.name("noun").is_some();
        let verb = caps.name("verb").map(|m| m.as_str());
        let quoted = matches!(
            text.raw[whole.end()..].chars().next(),
            Some('"' | '“' | '\'' | '‘' | '[')
        );
        // Without a noun: a quoted list ("do not say 'yes' or 'no'"), or single words
        // after "mention"/"say" ("do not mention nursery and storytelling").
        if !noun && !quoted && !matches!(verb, Some("mention" | "mentioning" | "say" | "saying")) {
            continue;
        }
        // "without mentioning the price" names a topic, not a word.
        if !noun && !quoted && (verb.is_none() || caps.name("det").is_some()) {
            continue;
        }
        let Some((words, end)) = keyword_list(text, whole.end()) else {
            continue;
        };
        if !plausible(&words, quoted) || (!noun && !quoted && words.iter().any(|w| w.contains(' ')))
        {
            continue;
        }
        // "The word X should not appear more than 3 times" counts: `frequency`.
        let clause_end = text.lower[end..]
            .find([',', ';', '.', '\n'])
            .map_or(text.lower.len(), |i| end + i);
        if counts_occurrences(&text.lower[end..clause_end]) {
            continue;
        }
        push(words, whole.start(), end, sink);
    }
    for m in SUBJECT_FIRST.find_iter(&text.lower) {
        let quoted = matches!(
            text.raw[m.end()..].chars().next(),
            Some('"' | '“' | '\'' | '‘' | '[')
        );
        let Some((words, end)) = keyword_list(text, m.end()) else {
            continue;
        };
        let Some(not) = NOT_APPEAR.find(&text.lower[end..]) else {
            continue;
        };
        if !plausible(&words, quoted) {
            continue;
        }
        let rest = &text.lower[end + not.end()..text.sentence_at(end).1.max(end + not.end())];
        if counts_occurrences(rest) {
            continue;
        }
        push(words, m.start(), end + not.end(), sink);
    }
}

#[cfg(test)]
mod tests {
    use serde_json::{json, Value};

    fn forbidden(text: &str) -> Vec<Value> {
        super::super::testing::found(text, "keywords:forbidden_words")
            .iter()
            .map(|f| f.kwargs().unwrap()["forbidden_words"].clone())
            .collect()
    }

    #[test]
    fn reads_negated_word_lists() {
        assert_eq!(
            forbidden("Do not include the following keywords: field, thanks, issue, collaborator."),
            [json!(["field", "thanks", "issue", "collaborator"])]
        );
        assert_eq!(
            forbidden("Avoid using the word “station”."),
            [json!(["station"])]
        );
        assert_eq!(
            forbidden("How to say it without saying the word computer or science?"),
            [json!(["computer", "science"])]
        );
        assert_eq!(
            forbidden("Do not say 'yes' or 'no' throughout your entire response."),
            [json!(["yes", "no"])]
        );
        assert_eq!(
            forbidden("But do not mention nursery and storytelling in your entire response."),
            [json!(["nursery", "storytelling"])]
        );
        assert_eq!(
            forbidden("Make sure not to include negative words such as 'sad', 'crazy', 'stress', etc., in the response."),
            [json!(["sad", "crazy", "stress"])]
        );
    }

    #[test]
    fn reads_other_verbs_of_avoiding() {
        for (text, words) in [
            (
                "Steer clear of the words good and bad.",
                json!(["good", "bad"]),
            ),
            ("Omit the words force and mass.", json!(["force", "mass"])),
            ("Shun the word 'force'.", json!(["force"])),
            (
                "Please abstain from using the word 'very'.",
                json!(["very"]),
            ),
        ] {
            assert_eq!(forbidden(text), [words], "{text}");
        }
        // A kind of wording, not a word: left to the clause accounting.
        assert!(forbidden("Steer clear of jargon.").is_empty());
    }

    #[test]
    fn reads_words_that_should_not_appear() {
        assert_eq!(
            forbidden("The word \"rock\" should not appear in your response."),
            [json!(["rock"])]
        );
        assert_eq!(
            forbidden("The words startup and capsule cannot be in the response."),
            [json!(["startup", "capsule"])]
        );
        assert_eq!(
            forbidden("Make sure the letter e appears at least 50 times and the word education doesn't appear at all."),
            [json!(["education"])]
        );
    }

    #[test]
    fn use_the_word_is_not_do_not_use_the_word() {
        assert!(forbidden("Use the word \"rock\" in your response.").is_empty());
        assert!(forbidden("Do not use any commas.").is_empty());
        assert!(forbidden("Do not forget to mention the price.").is_empty());
        assert!(forbidden("The word \"rock\" should not appear more than twice.").is_empty());
    }
}
