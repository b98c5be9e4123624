//! "First repeat the request above word for word without change, then give your answer",
//! "repeat the exact request below first", "repeat \"…\" word for word".
//!
//! The request to repeat is the text before the directive ("above", the default) or the
//! paragraph after it ("below", "following"), or the quoted text the directive names.

use std::sync::LazyLock;

use crate::read::pattern::Regex;

use crate::read::pattern::regex;
use serde_json::json;

use super::{Emit, Sink, Text};

static DIRECTIVE: LazyLock<Regex> =
    LazyLock::new(|| regex(r"\b(?:repeat|repleat)\b").expect("static regex"));
/// Sentences that belong to the directive: how to repeat, and what not to say before.
static DIRECTIVE_WORDS: LazyLock<Regex> = LazyLock::new(|| {
    regex(r"\b(?:repeat\w*|repleat|word\s+(?:for|by)\s+word|without\s+(?:any\s+)?chang\w*|before\s+(?:you\s+)?(?:say|saying|repeat\w*|respond|answer|giving|outputting)|the\s+request\s+you\s+need|(?:do\s+not|don't|never)\s+change|as\s+it\s+is|any\s+words?\s+(?:or\s+characters?\s+)?before)\b")
        .expect("static regex")
});
static WHAT: LazyLock<Regex> = LazyLock::new(|| {
    regex(r#"\b(?:request|prompt|question|line|sentence|sentences|text|instruction|it)\b|["“]"#)
        .expect("static regex")
});
static QUOTED: LazyLock<Regex> =
    LazyLock::new(|| regex(r#"\brepeat\s+["“](?P<q>[^"”\n]+)["”]"#).expect("static regex"));

/// `combination:repeat_prompt`.
pub(crate) fn repeat_prompt(text: &Text, sink: &mut Sink) {
    let Some(m) = DIRECTIVE.find_iter(&text.lower).find(|m| {
        let (s, e) = text.sentence_at(m.start());
        WHAT.is_match(&text.lower[m.end()..e])
            && !text.in_quotes(m.start(), m.end())
            && s <= m.start()
    }) else {
        return;
    };
    let first = text
        .sentences
        .iter()
        .position(|&(s, e)| s <= m.start() && m.start() < e)
        .unwrap_or(0);
    let (ds, de0) = text.sentences[first];
    let sentence = &text.lower[ds..de0];
    let below = (sentence.contains("below") || sentence.contains("following"))
        && !sentence.contains("above");
    // The directive: its first sentence and the directive-like sentences right after it.
    let mut de = de0;
    for &(s, e) in &text.sentences[first + 1..] {
        let gap = &text.raw[de..s];
        if gap.contains("\n\n") || !DIRECTIVE_WORDS.is_match(&text.lower[s..e]) {
            break;
        }
        de = e;
    }
    let before = text.raw[..ds].trim();
    let after = text.raw[de..].trim();
    let prompt = if let Some(q) = QUOTED.captures(&text.lower[ds..de]) {
        let q = q.name("q").expect("q");
        text.raw[ds + q.start()..ds + q.end()].trim().to_string()
    } else if (below && !after.is_empty()) || before.is_empty() {
        after.to_string()
    } else {
        before.to_string()
    };
    if prompt.is_empty() {
        return;
    }
    sink.push(
        text,
        Emit::Ifeval {
            id: "combination:repeat_prompt",
            kwargs: json!({ "prompt_to_repeat": prompt }),
        },
        ds,
        de,
    );
}

#[cfg(test)]
mod tests {
    use super::super::find_all;

    fn prompt(text: &str) -> Option<String> {
        find_all(text)
            .found
            .iter()
            .find(|f| f.ifeval_id() == Some("combination:repeat_prompt"))
            .map(|f| {
                f.kwargs().unwrap()["prompt_to_repeat"]
                    .as_str()
                    .unwrap()
                    .to_string()
            })
    }

    #[test]
    fn the_request_above_or_below() {
        assert_eq!(
            prompt("Write an email to my boss. Use a title.\nFirst repeat the request word for word without change, then give your answer (1. do not say any words or characters before repeating the request; 2. the request you need to repeat does not include this sentence)").as_deref(),
            Some("Write an email to my boss. Use a title.")
        );
        assert_eq!(
            prompt("First repeat the request below word for word without change, then give your answer. Do not say any words or characters before repeating the request.\n\nWrite a story about a man.").as_deref(),
            Some("Write a story about a man.")
        );
        assert_eq!(
            prompt("Could you give me a summary?\nFirst, repeat \"Could you give me a summary?\" word for word without change, then give your answer.").as_deref(),
            Some("Could you give me a summary?")
        );
    }

    #[test]
    fn a_repeated_name_is_not_a_directive() {
        assert_eq!(prompt("Make sure that no name is repeated."), None);
        assert_eq!(prompt("Write a song with a repeating chorus."), None);
    }

    #[test]
    fn constraints_inside_the_directive_are_its_own() {
        let found = find_all("Write a poem.\nFirst repeat the request above. Do not say any words before repeating the request.").found;
        assert_eq!(found.len(), 1, "{found:?}");
    }
}
