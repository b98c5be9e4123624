//! How often a letter or symbol occurs: "the letter q should appear at least 3 times",
//! "without using the letter e", "avoid using the letter i more than twice", "include at
//! least 4 hashtags", "contain 6 or more exclamation marks".

use std::sync::LazyLock;

use crate::read::pattern::Regex;

use crate::read::pattern::regex;
use serde_json::json;

use super::{Sink, Text};
use crate::read::count::{self, Count};

static LETTER: LazyLock<Regex> = LazyLock::new(|| {
    regex(r#"\b(?:the\s+)?(?:letter|character|symbol)\s+["'“‘]?(?P<c>[a-z#!?@$&%])["'”’]?(?:\s|[,.;:!?)]|$)"#)
        .expect("static regex")
});
static SYMBOLS: LazyLock<Regex> = LazyLock::new(|| {
    regex(r"^\s+(?P<sym>hashtags?|exclamation\s+(?:marks?|points?)|question\s+marks?|at\s+signs?|dollar\s+signs?|ampersands?|semicolons?)\b(?:\s*,?\s*(?P<post>or\s+(?:fewer|less|under|below|more|above|over|so)|at\s+(?:the\s+)?most|at\s+least|max(?:imum)?|min(?:imum)?|tops|exactly|precisely|only|and\s+no\s+more|no\s+more)\b)?")
        .expect("static regex")
});

/// A count with the bound written after its symbol ("1 hashtag or less", "3 hashtags
/// max"); `None` where the two disagree or the bound is loose ("or so").
fn bounded_after(count: Count, post: Option<&str>) -> Option<Count> {
    let Some(post) = post else {
        return Some(match count {
            Count::Bare(n) => Count::AtLeast(n),
            c => c,
        });
    };
    let Count::Bare(n) = count else {
        return None;
    };
    let post = post.split_whitespace().collect::<Vec<_>>().join(" ");
    match post.as_str() {
        "or so" => None,
        "or more" | "or above" | "or over" | "at least" | "min" | "minimum" => {
            Some(Count::AtLeast(n))
        }
        "exactly" | "precisely" | "only" | "and no more" | "no more" => Some(Count::Exactly(n)),
        _ => Some(Count::AtMost(n)),
    }
}

fn push(
    text: &Text,
    sink: &mut Sink,
    letter: &str,
    c: Count,
    flip: bool,
    start: usize,
    end: usize,
) {
    for (relation, value) in c.ifeval_bounds_negated(flip) {
        sink.push(
            text,
            super::Emit::Ifeval {
                id: "keywords:letter_frequency",
                kwargs: json!({"letter": letter, "let_relation": relation, "let_frequency": value}),
            },
            start,
            end,
        );
    }
}

/// A symbol named without a count ("do not use any exclamation marks", "no semicolons").
static NAMED_SYMBOL: LazyLock<Regex> = LazyLock::new(|| {
    regex(r"\b(?P<no>no\s+|any\s+|a\s+single\s+)?(?P<sym>hashtags?|exclamation\s+(?:marks?|points?)|question\s+marks?|at\s+signs?|dollar\s+signs?|ampersands?|semicolons?)\b")
        .expect("static regex")
});

/// The character a symbol's name stands for.
fn symbol_char(name: &str) -> &'static str {
    if name.starts_with("hashtag") {
        "#"
    } else if name.starts_with("exclamation") {
        "!"
    } else if name.starts_with("question") {
        "?"
    } else if name.starts_with("at") {
        "@"
    } else if name.starts_with("dollar") {
        "$"
    } else if name.starts_with("ampersand") {
        "&"
    } else {
        ";"
    }
}

/// `keywords:letter_frequency`.
pub(crate) fn letter_frequency(text: &Text, sink: &mut Sink) {
    for caps in LETTER.captures_iter(&text.lower) {
        let whole = caps.get(0).expect("match");
        let letter = &caps["c"];
        let letter_end = caps.name("c").expect("c").end();
        // The match ends after the delimiter that follows the letter (a char boundary).
        let region_end = count::clause_end(text, whole.end()).max(letter_end);
        let counted = count::first_occurrences_in(text, letter_end, region_end)
            .map(|(start, end, c)| (c, end, count::negated(&text.lower[letter_end..start])));
        match counted {
            Some((c, end, flip)) => push(text, sink, letter, c, flip, whole.start(), end),
            None => {
                let end = letter_end;
                // "without using the letter e": none; "use the letter j": at least one.
                // Only "use/include/contain the letter j" asks for the letter itself:
                // "start with the letter s" asks for something else.
                static USE: LazyLock<Regex> = LazyLock::new(|| {
                    regex(r"\b(?:use|using|include|including|contain|contains|containing)\s*$")
                        .expect("static regex")
                });
                // "people trying to avoid using the letter t" is neither.
                static AVOIDED: LazyLock<Regex> = LazyLock::new(|| {
                    regex(r"\b(?:avoid|without|not|n't|never)\s+(?:\w+\s+)?$")
                        .expect("static regex")
                });
                let before = &text.lower[..whole.start()];
                match text.negation_before(whole.start()) {
                    Some(neg) => push(text, sink, letter, Count::Less(1), false, neg, end),
                    None if AVOIDED.is_match(before) => {}
                    None if USE.is_match(before) => push(
                        text,
                        sink,
                        letter,
                        Count::AtLeast(1),
                        false,
                        whole.start(),
                        end,
                    ),
                    None => {}
                }
            }
        }
    }
    for c in text.counts() {
        let Some(caps) = SYMBOLS.captures(&text.lower[c.end..]) else {
            continue;
        };
        let letter = symbol_char(&caps["sym"]);
        let Some(count) = bounded_after(c.count, caps.name("post").map(|m| m.as_str())) else {
            continue;
        };
        let end = c.end + caps.get(0).expect("match").end();
        push(text, sink, letter, count, false, c.start, end);
    }
    // Forbidden without a count: "do not use any exclamation marks", "use no question
    // marks", "avoid semicolons". A count before the name was read above; one after it
    // ("exclamation marks at most twice") is left unread rather than read as none.
    // The end of the last symbol read as forbidden: one joined to it ("no question marks
    // or exclamation marks") is forbidden too.
    let mut forbidden_until: Option<usize> = None;
    for caps in NAMED_SYMBOL.captures_iter(&text.lower) {
        let whole = caps.get(0).expect("match");
        let counted_after = count::first_occurrences_in(
            text,
            whole.end(),
            count::clause_end(text, whole.end()).max(whole.end()),
        )
        .is_some();
        if counted_after
            || text
                .counts()
                .iter()
                // A count just before the name was read above ("3 exclamation marks").
                .any(|c| {
                    c.end <= whole.start() && text.lower[c.end..whole.start()].trim().is_empty()
                })
        {
            continue;
        }
        let joined = forbidden_until.is_some_and(|end| {
            let gap = text.lower[end..whole.start()]
                .trim_matches(|c: char| c.is_whitespace() || c == ',');
            matches!(gap, "" | "or" | "and" | "nor")
        });
        let start = match (caps.name("no"), text.negation_before(whole.start())) {
            (_, Some(neg)) => neg,
            (Some(no), None) if no.as_str().starts_with("no") => whole.start(),
            _ if joined => whole.start(),
            _ => continue,
        };
        let letter = symbol_char(&caps["sym"]);
        push(
            text,
            sink,
            letter,
            Count::Less(1),
            false,
            start,
            whole.end(),
        );
        forbidden_until = Some(whole.end());
    }
}

#[cfg(test)]
mod tests {
    use serde_json::{json, Value};

    fn letters(text: &str) -> Vec<Value> {
        super::super::testing::kwargs(text, "keywords:letter_frequency")
    }

    fn l(c: &str, rel: &str, n: i64) -> Value {
        json!({"letter": c, "let_relation": rel, "let_frequency": n})
    }

    #[test]
    fn reads_letter_counts() {
        assert_eq!(
            letters("The letter q should appear at least 3 times."),
            [l("q", "at least", 3)]
        );
        assert_eq!(
            letters("Make sure the letter n appears less than 7 times."),
            [l("n", "less than", 7)]
        );
        assert_eq!(
            letters("Include the letter \"l\" at least 15 times."),
            [l("l", "at least", 15)]
        );
        assert_eq!(
            letters("In your entire response, the letter t should appear at most once."),
            [l("t", "less than", 2)]
        );
        assert_eq!(
            letters("Make sure your song contains the letter j at least once."),
            [l("j", "at least", 1)]
        );
    }

    #[test]
    fn reads_absent_letters_and_symbols() {
        assert_eq!(
            letters("Write it without using the letter e whatsoever."),
            [l("e", "less than", 1)]
        );
        assert_eq!(
            letters("Do not include the letter \"c\" anywhere in your response."),
            [l("c", "less than", 1)]
        );
        assert_eq!(
            letters("Avoid using the letter i more than twice."),
            [l("i", "less than", 3)]
        );
        assert_eq!(
            letters("Include at least 4 hashtags, starting with '#'."),
            [l("#", "at least", 4)]
        );
        assert_eq!(
            letters("Contain 6 or more exclamation marks \"!\" in your response."),
            [l("!", "at least", 6)]
        );
    }

    #[test]
    fn a_bound_after_the_symbol_is_the_counts() {
        assert_eq!(
            letters("Add 1 hashtag or less at the end."),
            [l("#", "less than", 2)]
        );
        assert_eq!(letters("Add 3 hashtags max."), [l("#", "less than", 4)]);
        assert_eq!(
            letters("Use 2 exclamation marks or more."),
            [l("!", "at least", 2)]
        );
        // A loose bound is no bound.
        assert!(letters("Add 3 hashtags or so.").is_empty());
    }

    #[test]
    fn people_avoiding_a_letter_in_the_story_are_task() {
        assert_eq!(
            letters("Create a dialogue between two people who are both trying to avoid using the letter t. The letter t must appear at least 30 times."),
            [l("t", "at least", 30)]
        );
    }

    #[test]
    fn forbids_symbols_named_without_a_count() {
        let none = |c| l(c, "less than", 1);
        assert_eq!(
            letters("Refrain from using any exclamation marks in your reply."),
            [none("!")]
        );
        assert_eq!(letters("Use no question marks."), [none("?")]);
        assert_eq!(letters("Avoid semicolons."), [none(";")]);
        // Joined to a forbidden one, forbidden too.
        assert_eq!(
            letters("Do not answer with question marks or exclamation marks."),
            [none("?"), none("!")]
        );
        assert_eq!(
            letters("No semicolons, exclamation marks, or hashtags."),
            [none(";"), none("!"), none("#")]
        );
        // Asked for, or counted after the name: not a ban.
        assert_eq!(
            letters("Avoid hashtags and use exclamation marks."),
            [none("#")]
        );
        assert!(letters("Use exclamation marks at least twice.").is_empty());
        assert!(letters("Write about people who never use question marks.").is_empty());
    }
}
