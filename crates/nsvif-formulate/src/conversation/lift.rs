//! Lifting: a later turn that withdraws an earlier requirement ("you can ignore the word
//! limit", "forget the comma rule", "no need to use bullet points").
//!
//! A lift names what it withdraws in one of two ways. A verb phrase after "no need to",
//! "you don't have to" … is read by the rules like any instruction ("no need to avoid
//! commas" → the no-commas check), and lifts the earlier constraints with the same check,
//! whatever their numbers. A noun phrase after "ignore", "forget", "disregard" … ("the word
//! limit", "the rule about exclamation marks") names a topic, and lifts the earlier
//! constraints of that topic. A lift that names nothing the earlier turns asked for is not
//! read: it stays an unread requirement, so the verdict cannot be `sat`.

use std::sync::LazyLock;

use nsvif_spec::{Constraint, Span};
use regex::Regex;

use super::family::Family;

/// A withdrawal found in a message, and what it names.
#[derive(Debug, Clone, PartialEq)]
pub struct Lift {
    /// The whole clause of the lift, in its message.
    pub span: Span,
    pub target: Target,
}

/// What a lift names: the checks the rules read in its verb phrase ("avoid commas"), and
/// the topic words of its phrase ("word" of "the word limit"), tried when no check names
/// an earlier constraint.
#[derive(Debug, Clone, PartialEq, Default)]
pub struct Target {
    pub checks: Vec<Family>,
    pub topic: Vec<String>,
}

/// "no need to …", "you don't have to …", "you no longer need to …", "feel free not to …":
/// what follows is a requirement read by the rules, and withdrawn.
static NEED_NOT: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(
        r"(?xi)
        \b(?:
            (?:there(?:'s|\s+is)\s+)?no\s+(?:longer\s+(?:any\s+)?)?need\s+to
          | (?:you\s+)?(?:don't|do\s+not|no\s+longer|needn't|need\s+not)\s+(?:need|have)\s+to
          | (?:you\s+)?(?:needn't|need\s+not)
          | feel\s+free\s+not\s+to
          | (?:it's|it\s+is)\s+(?:ok|okay|fine)\s+not\s+to
        )\s+
        (?P<what>[^.!?;\n]+)",
    )
    .expect("the need-not pattern is valid")
});

/// "ignore the word limit", "forget about the comma rule", "never mind the title",
/// "drop the bullet requirement", "the word limit no longer applies".
static IGNORE: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(
        r"(?xi)
        \b(?:
            (?:you\s+(?:can|may|could)\s+(?:now\s+)?|feel\s+free\s+to\s+|please\s+|just\s+)?
            (?:ignore|forget(?:\s+about)?|disregard|never\s*mind|scrap)\s+
            (?P<what>[^.!?;\n]+)
          | (?:drop|lift|remove|relax|cancel)\s+
            (?P<rule>[^.!?;\n]*?\b(?:rule|limit|requirement|restriction|constraint|cap)s?\b[^.!?;\n]*)
          | (?P<subject>[^.!?;\n]*?\b(?:rule|limit|requirement|restriction|constraint|cap)s?)\s+
            (?:no\s+longer\s+applies|(?:does\s+not|doesn't)\s+apply(?:\s+any\s*more)?|is\s+(?:lifted|off|gone))
        )",
    )
    .expect("the ignore pattern is valid")
});

/// Words that say a requirement, not which one: left out of a lift's topic.
const RULE_WORDS: &[&str] = &[
    "the",
    "a",
    "an",
    "that",
    "this",
    "those",
    "these",
    "my",
    "your",
    "our",
    "any",
    "all",
    "of",
    "about",
    "on",
    "for",
    "to",
    "rule",
    "rules",
    "limit",
    "limits",
    "requirement",
    "requirements",
    "restriction",
    "restrictions",
    "constraint",
    "constraints",
    "cap",
    "instruction",
    "instructions",
    "earlier",
    "previous",
    "before",
    "above",
    "now",
    "one",
    "it",
    "please",
    "and",
    "thing",
    "part",
    "bit",
    "you",
    "can",
    "i",
    "gave",
    "said",
    "mentioned",
    "asked",
    "set",
    "too",
    "as",
    "well",
    "then",
    "anymore",
    "more",
    "mark",
    "marks",
    "count",
    "number",
    "use",
    "using",
    "write",
    "keep",
    "make",
    "include",
    "add",
    "put",
    "have",
    "give",
    "answer",
    "answers",
    "response",
    "responses",
    "reply",
    "replies",
    "with",
    "in",
    "from",
    "be",
    "so",
    "them",
    "they",
    "those",
    "we",
    "me",
    "us",
    "no",
    "any",
];

/// The lifts of a message, in order. `read` is the rules' reading of a piece of text.
pub fn lifts(message: &str, read: impl Fn(&str) -> Vec<Constraint>) -> Vec<Lift> {
    let mut out: Vec<Lift> = Vec::new();
    for c in NEED_NOT.captures_iter(message) {
        let (Some(whole), Some(what)) = (c.get(0), c.name("what")) else {
            continue;
        };
        let checks: Vec<Family> = read(what.as_str())
            .iter()
            .filter_map(|c| Family::of(&c.check))
            .collect();
        out.push(Lift {
            span: span_of(whole),
            target: Target {
                checks,
                topic: topic(what.as_str()),
            },
        });
    }
    let needs = out.len();
    for c in IGNORE.captures_iter(message) {
        let Some(whole) = c.get(0) else { continue };
        // "Don't forget to end with a question", "forget to …": a reminder, not a lift.
        // The few characters before the verb say so.
        let near = message[..whole.start()]
            .char_indices()
            .rev()
            .nth(15)
            .map_or(0, |(i, _)| i);
        let before = &message[near..whole.start()].to_lowercase();
        let reminder = ["n't ", "not ", "never "]
            .iter()
            .any(|n| before.trim_end_matches(' ').ends_with(n.trim_end()))
            || c.name("what").is_some_and(|w| {
                let w = w.as_str().to_lowercase();
                w.starts_with("to ") || w.starts_with("that ")
            });
        if reminder {
            continue;
        }
        let span = span_of(whole);
        // The "no need to" lifts are in order and apart: the one starting last before
        // this one ends is the only one that can overlap it.
        let need_not = &out[..needs];
        let before = need_not.partition_point(|l| l.span.start < span.end);
        if before > 0 && need_not[before - 1].span.end > span.start {
            continue;
        }
        let what = ["what", "rule", "subject"]
            .iter()
            .find_map(|n| c.name(n))
            .map_or("", |m| m.as_str());
        out.push(Lift {
            span,
            target: Target {
                checks: vec![],
                topic: topic(what),
            },
        });
    }
    out.sort_by_key(|l| l.span.start);
    out
}

fn span_of(m: regex::Match<'_>) -> Span {
    Span {
        start: m.start(),
        end: m.end(),
    }
}

/// Words that point at a requirement by its place ("the first rule", "rule 2", "the last
/// one"), which a topic cannot match: such a lift is not read.
const BY_PLACE: &[&str] = &[
    "first",
    "second",
    "third",
    "fourth",
    "fifth",
    "last",
    "latter",
    "former",
    "other",
    "others",
    "everything",
    "rest",
    "each",
    "every",
    "one",
];

/// The topic words of a lift's noun phrase: its words but those that only say "a rule";
/// none when it names a requirement by its place.
fn topic(what: &str) -> Vec<String> {
    let words: Vec<String> = what
        .split(|c: char| !c.is_alphanumeric() && c != '!' && c != '\'')
        .map(str::to_lowercase)
        .filter(|w| !w.is_empty())
        .collect();
    let by_place =
        |w: &String| BY_PLACE.contains(&w.as_str()) || w.chars().all(|c| c.is_ascii_digit());
    if words.iter().any(by_place) {
        return vec![];
    }
    words
        .into_iter()
        .filter(|w| !RULE_WORDS.contains(&w.as_str()))
        .collect()
}

/// Whether a lift's checks name constraint `c`: the same requirement, numbers aside.
pub fn names_by_check(target: &Target, c: &Constraint) -> bool {
    Family::of(&c.check).is_some_and(|f| target.checks.iter().any(|g| g.same_kind(&f)))
}

/// Whether a lift's topic names constraint `c`: every topic word is in its text or its
/// check (with the plural's `s` and the common synonyms allowed).
pub fn names_by_topic(target: &Target, c: &Constraint) -> bool {
    if target.topic.is_empty() {
        return false;
    }
    let said = format!("{} {}", c.text, Family::words_of(&c.check)).to_lowercase();
    target
        .topic
        .iter()
        .all(|w| synonyms(w).iter().any(|s| said.contains(s)))
}

/// What a topic word may appear as in a constraint's text or check.
fn synonyms(word: &str) -> Vec<String> {
    let stem = word
        .strip_suffix("es")
        .filter(|s| s.ends_with("ss") || s.ends_with("sh") || s.ends_with("ch"))
        .or_else(|| word.strip_suffix('s'))
        .unwrap_or(word);
    let mut out = vec![stem.to_string()];
    let more: &[&str] = match stem {
        "length" | "long" | "short" | "size" => {
            &["word", "sentence", "character", "line", "paragraph"]
        }
        "exclamation" | "exclamation mark" => &["!"],
        "case" | "lowercase" | "lower" => &["lowercase", "lower case", "capital"],
        "caps" | "cap" | "capital" | "uppercase" | "upper" => {
            &["capital", "uppercase", "upper case"]
        }
        "emojis" | "emoji" => &["emoji"],
        "bullet" | "bullets" | "point" => &["bullet"],
        "char" => &["character"],
        _ => &[],
    };
    out.extend(more.iter().map(|s| s.to_string()));
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use nsvif_spec::Check;

    fn no_read(_: &str) -> Vec<Constraint> {
        vec![]
    }

    fn constraint(text: &str, predicate: &str) -> Constraint {
        Constraint {
            id: "c1".into(),
            text: text.into(),
            check: Check::Predicate {
                predicate: predicate.into(),
                args: serde_json::Value::Null,
            },
            source: None,
            message: None,
            soft: false,
        }
    }

    #[test]
    fn ignore_and_forget_name_a_topic() {
        let topic = |m: &str| -> Vec<Vec<String>> {
            lifts(m, no_read)
                .into_iter()
                .map(|l| l.target.topic)
                .collect()
        };
        assert_eq!(
            topic("Thanks! You can ignore the word limit now."),
            [["word"]]
        );
        assert_eq!(topic("Forget the comma rule."), [["comma"]]);
        assert_eq!(
            topic("The exclamation mark rule no longer applies."),
            [["exclamation"]]
        );
        assert!(topic("Remove all commas. Write a poem about the sea.").is_empty());
        // Reminders are not lifts.
        assert!(topic("Don't forget to end with a question.").is_empty());
        assert!(topic("Never forget the comma rule.").is_empty());
        // A rule named by its place is not a topic.
        assert_eq!(
            topic("You can ignore the first rule."),
            [Vec::<String>::new()]
        );
        assert_eq!(topic("Forget rule 2."), [Vec::<String>::new()]);
    }

    #[test]
    fn a_topic_names_constraints_by_their_words() {
        let topic = |words: &[&str]| Target {
            checks: vec![],
            topic: words.iter().map(|w| w.to_string()).collect(),
        };
        let words = topic(&["word"]);
        assert!(names_by_topic(
            &words,
            &constraint("at most 50 words", "word_count")
        ));
        assert!(!names_by_topic(
            &words,
            &constraint("no commas", "no_commas")
        ));
        let commas = topic(&["commas"]);
        assert!(names_by_topic(
            &commas,
            &constraint("do not use any commas", "no_commas")
        ));
        assert!(!names_by_topic(
            &topic(&[]),
            &constraint("no commas", "no_commas")
        ));
    }
}
