//! The language of the response: "respond only in Korean", "in the Persian language, no
//! other language is allowed", "your entire response should be in Hindi", "use only
//! Swahili", "explain in French why …". Translating into a language is a task, not the
//! language of the whole response.

use std::sync::LazyLock;

use crate::read::pattern::Regex;

use crate::read::pattern::regex;
use serde_json::json;

use super::{Sink, Text};

/// English names and the ISO 639-1 codes `langdetect` reports.
const LANGUAGES: &[(&str, &str)] = &[
    ("english", "en"),
    ("french", "fr"),
    ("spanish", "es"),
    ("german", "de"),
    ("italian", "it"),
    ("portuguese", "pt"),
    ("russian", "ru"),
    ("chinese", "zh"),
    ("mandarin", "zh"),
    ("japanese", "ja"),
    ("korean", "ko"),
    ("hindi", "hi"),
    ("arabic", "ar"),
    ("bengali", "bn"),
    ("bangla", "bn"),
    ("urdu", "ur"),
    ("tamil", "ta"),
    ("telugu", "te"),
    ("marathi", "mr"),
    ("gujarati", "gu"),
    ("kannada", "kn"),
    ("punjabi", "pa"),
    ("malayalam", "ml"),
    ("nepali", "ne"),
    ("thai", "th"),
    ("vietnamese", "vi"),
    ("swahili", "sw"),
    ("finnish", "fi"),
    ("persian", "fa"),
    ("farsi", "fa"),
    ("bulgarian", "bg"),
    ("dutch", "nl"),
    ("greek", "el"),
    ("hebrew", "he"),
    ("turkish", "tr"),
    ("polish", "pl"),
    ("swedish", "sv"),
    ("norwegian", "no"),
    ("danish", "da"),
    ("czech", "cs"),
    ("slovak", "sk"),
    ("ukrainian", "uk"),
    ("romanian", "ro"),
    ("hungarian", "hu"),
    ("indonesian", "id"),
    ("tagalog", "tl"),
    ("croatian", "hr"),
    ("slovenian", "sl"),
    ("lithuanian", "lt"),
    ("latvian", "lv"),
    ("estonian", "et"),
    ("macedonian", "mk"),
    ("albanian", "sq"),
    ("afrikaans", "af"),
    ("welsh", "cy"),
    ("somali", "so"),
];

static NAMES: LazyLock<String> = LazyLock::new(|| {
    LANGUAGES
        .iter()
        .map(|(name, _)| *name)
        .collect::<Vec<_>>()
        .join("|")
});

/// What comes before a language name that makes it the response's language: "only in",
/// "entirely in", "using only the", "no other language except", "outside of".
static BEFORE: LazyLock<Regex> = LazyLock::new(|| {
    regex(r"(?:(?P<adverb>(?:entirely|completely|fully|wholly|only|exclusively|solely|all)\s+)?(?P<prep>in|using|use|into)\s+(?P<inner>only\s+|entirely\s+|completely\s+)?(?P<the>the\s+)?|(?P<only>only\s+(?:the\s+)?)|(?P<except>no\s+other\s+language\s+(?:except|than|but|besides)\s+)|(?P<outside>outside\s+of\s+))$")
        .expect("static regex")
});
/// What comes after it: "language", "only".
static AFTER: LazyLock<Regex> = LazyLock::new(|| {
    regex(r"^(?P<language>\s+language\b)?(?P<only>\s+only\b)?").expect("static regex")
});
/// What may follow "in X" when X is the response's language ("in French why …", "in
/// Italian about a yacht", "in English, and …"): not a noun that X qualifies ("in
/// English literature").
static FOLLOWS: LazyLock<Regex> = LazyLock::new(|| {
    regex(r"^(?:\s*$|\s*[,.;:!?)\n]|\s+(?:and|or|but|with|about|for|to|why|how|what|that|please|no|throughout|only|language|as|so|from|of\s+the|in|using|without|then)\b)")
        .expect("static regex")
});

fn push(text: &Text, sink: &mut Sink, name: &str, start: usize, end: usize) {
    let code = LANGUAGES
        .iter()
        .find(|(n, _)| *n == name)
        .map(|(_, c)| *c)
        .expect("a known language");
    sink.push(
        text,
        super::Emit::Ifeval {
            id: "language:response_language",
            kwargs: json!({ "language": code }),
        },
        start,
        end,
    );
}

/// `language:response_language` with the ISO code.
pub(crate) fn response_language(text: &Text, sink: &mut Sink) {
    // Most instructions name no language: a literal search settles that quickly.
    static ANY_NAME: LazyLock<Regex> =
        LazyLock::new(|| regex(&format!(r"\b(?:{})\b", &*NAMES)).expect("static regex"));
    if !ANY_NAME.is_match(&text.lower) {
        return;
    }
    for name in ANY_NAME.find_iter(&text.lower) {
        let (ss, se) = text.sentence_at(name.start());
        let before = BEFORE.captures(&text.lower[ss.min(name.start())..name.start()]);
        let after = AFTER.captures(&text.lower[name.end()..]);
        let after_only = after.as_ref().is_some_and(|a| a.name("only").is_some());
        let after_language = after.as_ref().is_some_and(|a| a.name("language").is_some());
        let end = name.end() + after.as_ref().and_then(|a| a.get(0)).map_or(0, |m| m.end());
        let Some(before) = before else {
            // "Swahili language only".
            if after_only {
                push(text, sink, name.as_str(), name.start(), end);
            }
            continue;
        };
        let start = ss.min(name.start()) + before.get(0).map_or(0, |m| m.start());
        let sentence = &text.lower[ss..se];
        // "Translate … into German", "a German translation of …": the task's language.
        if sentence.contains("translat")
            && !sentence.contains("only")
            && !sentence.contains("entire")
        {
            continue;
        }
        if text.in_quotes(start, end) {
            continue;
        }
        // Plain "in X" must not qualify a noun ("in English literature"), and "into X"
        // is a translation.
        let plain = before.name("prep").is_some()
            && before.name("adverb").is_none()
            && before.name("inner").is_none()
            && !after_only
            && !after_language;
        if plain {
            let prep = &before["prep"];
            if prep == "into" || before.name("the").is_some() {
                continue;
            }
            if !FOLLOWS.is_match(&text.lower[name.end()..]) {
                continue;
            }
        }
        push(text, sink, name.as_str(), start, end);
    }
    // "no other language is allowed" belongs to the language named next to it.
    static NO_OTHER: LazyLock<Regex> = LazyLock::new(|| {
        regex(r"\bno\s+other\s+languages?\s+(?:is\s+|are\s+)?allowed(?:\s+(?:throughout\s+your\s+(?:entire\s+)?(?:answer|response)|to\s+be\s+used\s+in\s+your\s+response))?").expect("static regex")
    });
    for m in NO_OTHER.find_iter(&text.lower) {
        sink.cover(m.start(), m.end());
    }
}

#[cfg(test)]
mod tests {

    fn langs(text: &str) -> Vec<String> {
        super::super::testing::found(text, "language:response_language")
            .iter()
            .map(|f| {
                f.kwargs().unwrap()["language"]
                    .as_str()
                    .unwrap()
                    .to_string()
            })
            .collect()
    }

    #[test]
    fn reads_the_response_language() {
        assert_eq!(
            langs("Please respond using only the Kannada language, no other language is allowed."),
            ["kn"]
        );
        assert_eq!(langs("Please respond to me only in Korean."), ["ko"]);
        assert_eq!(
            langs("Your entire response should be in Gujarati, no other language is allowed."),
            ["gu"]
        );
        assert_eq!(
            langs("Write a weird poem in the Persian language, no other language is allowed."),
            ["fa"]
        );
        assert_eq!(langs("Answer in Spanish."), ["es"]);
        assert_eq!(langs("Write a haiku in Italian about a yacht."), ["it"]);
        assert_eq!(
            langs(
                "Outside of Arabic, no other language is allowed throughout your entire response."
            ),
            ["ar"]
        );
        assert_eq!(langs("Tell a joke, but use Swahili language only."), ["sw"]);
    }

    #[test]
    fn a_translation_or_a_topic_is_not_the_response_language() {
        assert!(
            langs("Translate the following sentence into German and then criticize it.").is_empty()
        );
        assert!(langs("Can you provide a translation for \"hi\" in German?").is_empty());
        assert!(langs("Write an essay on trends in English literature.").is_empty());
        assert!(langs("How to write a good Chinese poem?").is_empty());
    }

    #[test]
    fn english_with_a_letter_case_is_part_of_the_case() {
        assert!(
            langs("Your entire response should be in English, and in all capital letters.")
                .is_empty()
        );
        assert_eq!(langs("Your entire response should be in English."), ["en"]);
    }
}
