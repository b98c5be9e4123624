//! Whether a clause is English the rules can account for. Task text is recognised
//! positively, in the one language the rules read: a clause of two words or more with
//! none of English's most frequent words ("Responde sin usar comas.", "Antworte ohne
//! Kommas.") is not English, and a word that mixes scripts ("cоmmas" with a Cyrillic
//! `о`) is not a word the rules read. Either makes the clause an unread requirement,
//! never task text, so the verdict cannot be a silent `sat`.

use std::sync::LazyLock;

use rustc_hash::FxHashSet;

/// English's most frequent words (function words, the commonest verbs and nouns of
/// requests) and courtesy words.
const COMMON: &[&str] = &[
    "the",
    "be",
    "to",
    "of",
    "and",
    "a",
    "in",
    "that",
    "have",
    "i",
    "it",
    "for",
    "not",
    "on",
    "with",
    "he",
    "as",
    "you",
    "do",
    "at",
    "this",
    "but",
    "his",
    "by",
    "from",
    "they",
    "we",
    "say",
    "her",
    "she",
    "or",
    "an",
    "will",
    "my",
    "one",
    "all",
    "would",
    "there",
    "their",
    "what",
    "so",
    "up",
    "out",
    "if",
    "about",
    "who",
    "get",
    "which",
    "go",
    "me",
    "when",
    "make",
    "can",
    "like",
    "time",
    "no",
    "just",
    "him",
    "know",
    "take",
    "people",
    "into",
    "year",
    "your",
    "good",
    "some",
    "could",
    "them",
    "see",
    "other",
    "than",
    "then",
    "now",
    "look",
    "only",
    "come",
    "its",
    "over",
    "think",
    "also",
    "back",
    "after",
    "use",
    "two",
    "how",
    "our",
    "work",
    "first",
    "well",
    "way",
    "even",
    "new",
    "want",
    "because",
    "any",
    "these",
    "give",
    "day",
    "most",
    "us",
    "is",
    "are",
    "was",
    "were",
    "has",
    "had",
    "been",
    "am",
    "does",
    "did",
    "should",
    "must",
    "may",
    "might",
    "shall",
    "write",
    "tell",
    "explain",
    "describe",
    "list",
    "answer",
    "reply",
    "respond",
    "response",
    "please",
    "each",
    "every",
    "why",
    "where",
    "what's",
    "i'm",
    "don't",
    "it's",
    "you're",
    "let",
    "let's",
    "here",
    "more",
    "very",
    "too",
    "much",
    "many",
    "few",
    "help",
    "need",
    "keep",
    "find",
    "show",
    "try",
    "ask",
    "put",
    "same",
    "own",
    "both",
    "such",
    "own",
    "those",
    "thanks",
    "thank",
    "cheers",
    "hi",
    "hello",
    "hey",
    "ok",
    "okay",
    "yes",
    "sure",
    "great",
    "summarize",
    "summarise",
    "create",
    "draft",
    "generate",
    "provide",
    "give",
    "name",
    "via",
    "per",
    "without",
    "within",
    "while",
    "before",
    "under",
    "between",
    "through",
    "during",
    "against",
    "among",
    "again",
    "never",
    "always",
    "often",
    "still",
    "yet",
    // numbers, units and bounds the rules read
    "three",
    "four",
    "five",
    "six",
    "seven",
    "eight",
    "nine",
    "ten",
    "words",
    "word",
    "characters",
    "sentences",
    "sentence",
    "lines",
    "line",
    "paragraphs",
    "paragraph",
    "bullets",
    "bullet",
    "points",
    "max",
    "min",
    "maximum",
    "minimum",
    "total",
    "below",
    "above",
    "exactly",
    "least",
    "emojis",
    "emoji",
    "hashtags",
    "json",
    "keys",
    "return",
    "include",
    "avoid",
    "mention",
    "somewhere",
    "assistant",
    "voice",
    "user",
    "customer",
    "responses",
    "reply",
    "short",
    "brief",
];

/// Function words of the other languages people prompt in with Latin letters: one of
/// them outweighs an English "a" ("Responde a la pregunta sin usar comas").
const OTHER: &[&str] = &[
    "el",
    "la",
    "los",
    "las",
    "de",
    "del",
    "que",
    "sin",
    "con",
    "por",
    "para",
    "una",
    "un",
    "y",
    "usar",
    "escribe",
    "responde",
    "respuesta",
    "le",
    "les",
    "des",
    "du",
    "et",
    "sans",
    "avec",
    "pour",
    "une",
    "utiliser",
    "réponds",
    "réponse",
    "écris",
    "der",
    "die",
    "das",
    "und",
    "ohne",
    "mit",
    "für",
    "eine",
    "ein",
    "nicht",
    "schreibe",
    "antworte",
    "mindestens",
    "il",
    "lo",
    "gli",
    "di",
    "senza",
    "per",
    "che",
    "usare",
    "scrivi",
    "rispondi",
    "risposta",
    "em",
    "sem",
    "com",
    "uma",
    "não",
    "responda",
    "escreva",
    "resposta",
    "você",
    "ne",
    "pas",
];

static OTHER_WORDS: LazyLock<FxHashSet<&'static str>> =
    LazyLock::new(|| OTHER.iter().copied().collect());

static WORDS: LazyLock<FxHashSet<&'static str>> =
    LazyLock::new(|| COMMON.iter().copied().collect());

/// The script of a letter, as far as homoglyphs go.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Script {
    Latin,
    Greek,
    Cyrillic,
    Other,
}

fn script(c: char) -> Script {
    match c {
        'a'..='z' | 'A'..='Z' | '\u{00C0}'..='\u{024F}' => Script::Latin,
        '\u{0370}'..='\u{03FF}' => Script::Greek,
        '\u{0400}'..='\u{04FF}' => Script::Cyrillic,
        _ => Script::Other,
    }
}

/// Whether a word mixes Latin letters with Greek or Cyrillic ones.
fn mixes_scripts(word: &str) -> bool {
    let mut latin = false;
    let mut other = false;
    for c in word.chars().filter(|c| c.is_alphabetic()) {
        match script(c) {
            Script::Latin => latin = true,
            Script::Greek | Script::Cyrillic => other = true,
            Script::Other => {}
        }
    }
    latin && other
}

/// Whether `clause` (lower-cased, quotes blanked) reads as English the rules account for:
/// no word mixing scripts, and, with two words or more, more of English's commonest
/// words ("a" and "I" among them) than of the other languages' function words.
pub(crate) fn reads_as_english(clause: &str) -> bool {
    // The clause is lower-cased already: a word is copied only where a letter is not.
    let words: Vec<std::borrow::Cow<str>> = clause
        .split(|c: char| !(c.is_alphabetic() || c == '\''))
        .map(|w| w.trim_matches('\''))
        .filter(|w| !w.is_empty())
        .map(|w| {
            if w.chars().any(char::is_uppercase) {
                std::borrow::Cow::Owned(w.to_lowercase())
            } else {
                std::borrow::Cow::Borrowed(w)
            }
        })
        .collect();
    if words.iter().any(|w| mixes_scripts(w)) {
        return false;
    }
    let english = words
        .iter()
        .filter(|w| WORDS.contains(w.as_ref()) || w.as_ref() == "a" || w.as_ref() == "i")
        .count();
    let other = words
        .iter()
        .filter(|w| OTHER_WORDS.contains(w.as_ref()))
        .count();
    let long = words.iter().filter(|w| w.chars().count() >= 2).count();
    (long < 2 && other == 0) || english > other
}

#[cfg(test)]
mod tests {
    use super::reads_as_english;

    #[test]
    fn other_languages_and_homoglyphs_are_not_english() {
        for clause in [
            "responde sin usar comas.",
            "réponds sans utiliser de virgules.",
            "antworte ohne kommas.",
            "rispondi senza usare virgole.",
            "responda sem usar vírgulas.",
            "schreibe mindestens 300 wörter.",
            "do nоt use any cоmmas.",
        ] {
            assert!(!reads_as_english(clause), "{clause}");
        }
        for clause in [
            "write a poem about paris.",
            "what is the capital of france?",
            "thanks!",
            "cheers.",
            "customer (priya):",
            "summarize the article.",
        ] {
            assert!(reads_as_english(clause), "{clause}");
        }
    }
}
