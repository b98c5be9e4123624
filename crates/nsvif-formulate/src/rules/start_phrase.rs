//! How the response starts: "start your response with the word \"Hello\"", "your answer
//! must begin with \"Dear Sir\"". (The first word of a paragraph is `nth_paragraph`.)

use std::sync::LazyLock;

use crate::read::pattern::Regex;

use crate::read::pattern::regex;

use super::{Emit, Sink, Text};

static RE: LazyLock<Regex> = LazyLock::new(|| {
    regex(r#"\b(?:(?:start|begin|open)\s+(?:your|the)\s+(?:entire\s+|whole\s+)?(?:response|answer|reply|output|essay|story|letter|email|poem|text)|(?:your|the)\s+(?:entire\s+|whole\s+)?(?:response|answer|reply|output|essay|story|letter|email|poem|text)\s+(?:should|must|has\s+to|needs\s+to)\s+(?:start|begin|open))\s+with\s+(?:the\s+(?:exact\s+)?(?:word|phrase|sentence|line)\s+)?(?:"(?P<d>[^"\n]+)"|“(?P<c>[^”\n]+)”|'(?P<s>[^'\n]+)'|(?P<w>[a-z][\w'-]*)\b)"#)
        .expect("static regex")
});

/// A DSL check on the start of the response: the first word for a single word, a prefix
/// (ignoring case) for a phrase.
pub(crate) fn start_phrase(text: &Text, sink: &mut Sink) {
    for caps in RE.captures_iter(&text.lower) {
        let whole = caps.get(0).expect("match");
        let quoted = caps.name("d").or(caps.name("c")).or(caps.name("s"));
        let dsl = match (quoted, caps.name("w")) {
            (Some(q), _) => {
                let phrase = text.raw[q.start()..q.end()].trim().to_lowercase();
                if phrase.is_empty() || phrase.contains(['"', '\\']) {
                    continue;
                }
                if phrase.split_whitespace().count() == 1
                    && phrase.chars().all(|c| c.is_alphanumeric())
                {
                    format!("first_word(all) == \"{phrase}\"")
                } else {
                    format!("starts_with(lower(all), \"{phrase}\")")
                }
            }
            // An unquoted single word only after "the word": "start with a greeting" is
            // a task.
            (None, Some(w)) if whole.as_str().contains(" word ") => {
                format!("first_word(all) == \"{}\"", w.as_str())
            }
            _ => continue,
        };
        sink.push(text, Emit::Dsl(dsl), whole.start(), whole.end());
    }
}

#[cfg(test)]
mod tests {
    use super::super::testing::dsl;

    #[test]
    fn reads_start_words_and_phrases() {
        assert_eq!(
            dsl("Start your response with the word \"Hello\"."),
            ["first_word(all) == \"hello\""]
        );
        assert_eq!(
            dsl("Start your answer with the word Yes."),
            ["first_word(all) == \"yes\""]
        );
        assert_eq!(
            dsl("Your letter must begin with \"Dear Sir or Madam\"."),
            ["starts_with(lower(all), \"dear sir or madam\")"]
        );
        assert!(dsl("Start your story with a greeting.").is_empty());
        for d in dsl("Start your response with \"To whom it may concern\".") {
            nsvif_spec::parse_expr(&d).unwrap();
        }
    }
}
