//! NLTK's `word_tokenize`: Punkt sentences, then the improved Treebank word tokenizer
//! (`NLTKWordTokenizer`) on each, as the official IFEval checker counts capital words.
//!
//! The tokenizer is a fixed list of regex substitutions that pad punctuation, quotes,
//! brackets and contractions with spaces, then a split on whitespace: "don't" gives
//! `do n't`, "AI's" gives `AI 's`, "state-of-the-art" stays one token.

use std::sync::OnceLock;

use regex::Regex;

#[cfg(test)]
use super::punkt;
use super::{py_is_word, py_split};

/// A substitution of the tokenizer, and a test that the text has what its pattern needs
/// (a rule whose test fails cannot match, so it is skipped: most rules find nothing in
/// most sentences, and each search and its bookkeeping cost more than the test).
struct Rule {
    re: Regex,
    rep: &'static str,
    may_match: fn(&str) -> bool,
}

struct Rules {
    starting_quotes: Vec<Rule>,
    punctuation: Vec<Rule>,
    parens: Rule,
    double_dashes: Rule,
    ending_quotes: Vec<Rule>,
    contractions: Vec<Rule>,
}

/// The text has one of these characters.
fn has_any(text: &str, chars: &[char]) -> bool {
    text.contains(chars)
}

/// `\s+` → ` ` changes nothing when every run of whitespace is one plain space.
fn has_other_whitespace(text: &str) -> bool {
    let mut previous_space = false;
    for c in text.chars() {
        let space = c.is_whitespace();
        if space && (c != ' ' || previous_space) {
            return true;
        }
        previous_space = space;
    }
    false
}

/// The text, ASCII-lowercased, has `word`: what a case-insensitive pattern of ASCII
/// letters and `'` needs, except through the two non-ASCII characters that fold to ASCII
/// letters (`ſ` to `s`, the Kelvin sign to `k`), which are let through.
fn has_folded(text: &str, word: &str) -> bool {
    let w = word.as_bytes();
    text.contains(['\u{17F}', '\u{212A}'])
        || text
            .as_bytes()
            .windows(w.len())
            .any(|window| window.eq_ignore_ascii_case(w))
}

fn rules() -> &'static Rules {
    static RULES: OnceLock<Rules> = OnceLock::new();
    RULES.get_or_init(|| {
        let r = |p: &str, rep: &'static str, may_match: fn(&str) -> bool| Rule {
            re: Regex::new(p).expect("static regex"),
            rep,
            may_match,
        };
        Rules {
            starting_quotes: vec![
                r("([«“‘„]|[`]+)", " $1 ", |t| has_any(t, &['«', '“', '‘', '„', '`'])),
                r(r#"^""#, "``", |t| t.starts_with('"')),
                r("(``)", " $1 ", |t| t.contains("``")),
                r(r#"([ (\[{<])("|'{2})"#, "$1 `` ", |t| has_any(t, &['"', '\''])),
                // `(?i)(?<!\w)(')(?!re|ve|ll|m|t|s|d|n\b)(?=\w)` needs look-around:
                // see `pad_opening_apostrophes`.
            ],
            punctuation: vec![
                // Possessive in NLTK (`*+`); the greedy run gives the same split.
                r(r#"([^.])(\.)([\])}>"'»”’ ]*)\s*$"#, "$1 $2 $3 ", |t| t.contains('.')),
                r(r"([:,])([^\d])", " $1 $2", |t| has_any(t, &[':', ','])),
                r(r"([:,])$", " $1 ", |t| has_any(t, &[':', ','])),
                r(r"\.{2,}", " $0 ", |t| t.contains("..")),
                r(r"[;@#$%&]", " $0 ", |t| has_any(t, &[';', '@', '#', '$', '%', '&'])),
                r("[\u{2012}-\u{2015}]", " $0 ", |t| {
                    has_any(t, &['\u{2012}', '\u{2013}', '\u{2014}', '\u{2015}'])
                }),
                r(r#"([^.])(\.)([\])}>"']*)\s*$"#, "$1 $2$3 ", |t| t.contains('.')),
                r(r"[?!]", " $0 ", |t| has_any(t, &['?', '!'])),
                r(r"([^'])' ", "$1 ' ", |t| t.contains("' ")),
                r(r"[*]", " $0 ", |t| t.contains('*')),
            ],
            parens: r(r"[\]\[(){}<>]", " $0 ", |t| {
                has_any(t, &[']', '[', '(', ')', '{', '}', '<', '>'])
            }),
            double_dashes: r("--", " -- ", |t| t.contains("--")),
            ending_quotes: vec![
                r("([»”’])", " $1 ", |t| has_any(t, &['»', '”', '’'])),
                r("''", " '' ", |t| t.contains("''")),
                r("\"", " '' ", |t| t.contains('"')),
                r(r"\s+", " ", has_other_whitespace),
                r(r"([^' ])('[sS]|'[mM]|'[dD]|') ", "$1 $2 ", |t| t.contains('\'')),
                r(r"([^' ])('ll|'LL|'re|'RE|'ve|'VE|n't|N'T) ", "$1 $2 ", |t| {
                    t.contains('\'')
                }),
            ],
            contractions: vec![
                r(r"(?i)\b(can)(not)\b", " $1 $2 ", |t| has_folded(t, "cannot")),
                r(r"(?i)\b(d)('ye)\b", " $1 $2 ", |t| has_folded(t, "d'ye")),
                r(r"(?i)\b(gim)(me)\b", " $1 $2 ", |t| has_folded(t, "gimme")),
                r(r"(?i)\b(gon)(na)\b", " $1 $2 ", |t| has_folded(t, "gonna")),
                r(r"(?i)\b(got)(ta)\b", " $1 $2 ", |t| has_folded(t, "gotta")),
                r(r"(?i)\b(lem)(me)\b", " $1 $2 ", |t| has_folded(t, "lemme")),
                r(r"(?i)\b(more)('n)\b", " $1 $2 ", |t| has_folded(t, "more'n")),
                // `(?=\s)` in NLTK: the space is consumed and put back.
                r(r"(?i)\b(wan)(na)(\s)", " $1 $2 $3", |t| has_folded(t, "wanna")),
                r(r"(?i) ('t)(is)\b", " $1 $2 ", |t| has_folded(t, "'tis")),
                r(r"(?i) ('t)(was)\b", " $1 $2 ", |t| has_folded(t, "'twas")),
            ],
        }
    })
}

/// NLTK's `(?i)(?<!\w)(')(?!(?:re|ve|ll|m|t|s|d|n)\b)(?=\w)` → `' `: an apostrophe that
/// opens a quotation ("'Hello") is split from the word after it.
fn pad_opening_apostrophes(text: &str) -> String {
    let chars: Vec<char> = text.chars().collect();
    let mut out = String::with_capacity(text.len() + 8);
    for (i, &c) in chars.iter().enumerate() {
        out.push(c);
        if c != '\'' {
            continue;
        }
        let before_is_word = i > 0 && py_is_word(chars[i - 1]);
        let after_is_word = chars.get(i + 1).is_some_and(|&n| py_is_word(n));
        if before_is_word || !after_is_word {
            continue;
        }
        let clitic = ["re", "ve", "ll", "m", "t", "s", "d", "n"]
            .iter()
            .any(|cl| {
                let k = cl.len();
                chars.len() > i + k
                    && chars[i + 1..=i + k]
                        .iter()
                        .zip(cl.chars())
                        .all(|(a, b)| a.to_lowercase().eq(b.to_lowercase()))
                    && !chars.get(i + 1 + k).is_some_and(|&n| py_is_word(n))
            });
        if !clitic {
            out.push(' ');
        }
    }
    out
}

/// The Treebank word tokens of one sentence.
pub(crate) fn tokenize_sentence(sentence: &str) -> Vec<String> {
    let r = rules();
    // A rule that finds nothing leaves the text as it is, without a copy.
    let sub = |text: String, rule: &Rule| {
        if !(rule.may_match)(&text) {
            return text;
        }
        match rule.re.replace_all(&text, rule.rep) {
            std::borrow::Cow::Owned(changed) => changed,
            std::borrow::Cow::Borrowed(_) => text,
        }
    };
    let mut text = sentence.to_string();
    for rule in &r.starting_quotes {
        text = sub(text, rule);
    }
    if text.contains('\'') {
        text = pad_opening_apostrophes(&text);
    }
    for rule in &r.punctuation {
        text = sub(text, rule);
    }
    text = sub(text, &r.parens);
    text = sub(text, &r.double_dashes);
    text = format!(" {text} ");
    for rule in &r.ending_quotes {
        text = sub(text, rule);
    }
    for rule in &r.contractions {
        text = sub(text, rule);
    }
    py_split(&text).map(|(_, t)| t.to_string()).collect()
}

/// A token of [`word_tokenize`].
pub(crate) struct Token {
    pub text: String,
    /// Byte span in the output: where the token's text was found in its sentence, or the
    /// whole sentence for the few tokens the tokenizer rewrites (`"` becomes ``` `` ```).
    pub span: (usize, usize),
}

/// `nltk.word_tokenize(text)`: each Punkt sentence (`sentences`, byte spans) tokenized
/// on its own.
pub(crate) fn word_tokenize(text: &str, sentences: &[(usize, usize)]) -> Vec<Token> {
    let mut out = Vec::new();
    for &(s, e) in sentences {
        let sentence = &text[s..e];
        let mut cursor = 0;
        for t in tokenize_sentence(sentence) {
            let span = match sentence[cursor..].find(t.as_str()) {
                Some(i) => {
                    let start = cursor + i;
                    cursor = start + t.len();
                    (s + start, s + cursor)
                }
                None => (s, e),
            };
            out.push(Token { text: t, span });
        }
    }
    out
}

/// The tokens of `word_tokenize(text)` that are in capitals (`str.isupper()`), without
/// tokenizing every sentence. `None` when a chunk needs its sentence to be read (the
/// caller then tokenizes the whole text).
///
/// Why this equals filtering [`word_tokenize`]: the tokenizer's rules are local to a
/// whitespace-separated chunk padded with a space on each side, as it is inside its
/// sentence, except the sentence-final period rule, which splits off a `.` (no cased
/// letter, so it never changes which tokens are in capitals) and thereby puts a space after
/// the chunk's last word, which lets the contraction rules split `N'T`, `'S`, `WAN NA`
/// there. A chunk that ends in `.` and has such a contraction is therefore ambiguous.
/// A chunk without an uppercase letter gives no token in capitals; sentence breaks fall
/// between chunks. `capitals_match_word_tokenize` and the differential test check this.
pub(crate) fn upper_tokens(text: &str) -> Option<Vec<Token>> {
    let mut out = Vec::new();
    for (at, chunk) in py_split(text) {
        if !chunk.chars().any(char::is_uppercase) {
            continue;
        }
        // Most chunks are a plain word with trailing punctuation: no rule splits the word.
        let core = chunk.trim_end_matches(['.', ',', ';', ':', '!', '?']);
        let plain = !core.is_empty() && core.bytes().all(|b| b.is_ascii_alphanumeric());
        let contraction = |w: &str| {
            ["cannot", "gimme", "gonna", "gotta", "lemme", "wanna"]
                .iter()
                .any(|c| w.eq_ignore_ascii_case(c))
        };
        if plain && !contraction(core) {
            if super::py_isupper(core) {
                out.push(Token {
                    text: core.to_string(),
                    span: (at, at + core.len()),
                });
            }
            continue;
        }
        let closed = chunk.trim_end_matches([']', ')', '}', '>', '"', '\'', '»', '”', '’']);
        if closed.ends_with('.')
            && (closed.contains('\'') || contraction(closed.trim_end_matches('.')))
        {
            return None;
        }
        let mut cursor = 0;
        for t in tokenize_sentence(&format!(" {chunk} ")) {
            let span = match chunk[cursor..].find(t.as_str()) {
                Some(i) => {
                    let start = cursor + i;
                    cursor = start + t.len();
                    (at + start, at + cursor)
                }
                None => (at, at + chunk.len()),
            };
            if super::py_isupper(&t) {
                out.push(Token { text: t, span });
            }
        }
    }
    Some(out)
}

/// All sentences of `text` with Punkt, then [`word_tokenize`].
#[cfg(test)]
fn word_tokenize_text(text: &str) -> Vec<String> {
    word_tokenize(text, &punkt::sentence_spans(text))
        .into_iter()
        .map(|t| t.text)
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tokens_are_located_in_the_text() {
        let text = "He said \"NO\". They're OK.";
        let spans = punkt::sentence_spans(text);
        let tokens = word_tokenize(text, &spans);
        let found: Vec<(&str, &str)> = tokens
            .iter()
            .map(|t| (t.text.as_str(), &text[t.span.0..t.span.1]))
            .collect();
        assert_eq!(
            found,
            [
                ("He", "He"),
                ("said", "said"),
                ("``", "He said \"NO\"."),
                ("NO", "NO"),
                ("''", "He said \"NO\"."),
                (".", "."),
                ("They", "They"),
                ("'re", "'re"),
                ("OK", "OK"),
                (".", "."),
            ]
        );
    }

    #[test]
    fn capitals_match_word_tokenize() {
        let texts = [
            "I CAN'T believe it's NASA's \"state-of-the-art\" (AI) cannot-do!",
            "HELLO,WORLD. THE U.S. IS BIG... 'TIS TRUE; GONNA GO--NOW!",
            "He said \"NO\". They're OK. \"YES,\" SHE SAID.(REALLY)NOW",
            "Mr. SMITH went to WASHINGTON. «QUOTE» “SMART” ‘single’ D'YE GIMME MORE'N",
            "ALL CAPS TEXT WITH\nNEWLINES\n\n* BULLET ONE\n* BULLET TWO: DONE.",
            "lower case only, nothing to count.",
            "I WANNA GO, GONNA WIN: CANNOT LOSE! GOTTA, LEMME? GIMME; 'TWAS X'S",
            "",
        ];
        // The same tokens at the same places; only a trailing period may differ, which
        // NLTK splits off at the end of a sentence only ("U.S." there, "U.S" here).
        for text in texts {
            let full: Vec<(usize, String)> = word_tokenize(text, &punkt::sentence_spans(text))
                .into_iter()
                .filter(|t| super::super::py_isupper(&t.text))
                .map(|t| (t.span.0, t.text.trim_end_matches('.').to_string()))
                .collect();
            let local: Vec<(usize, String)> = upper_tokens(text)
                .expect("no ambiguous chunk")
                .into_iter()
                .map(|t| (t.span.0, t.text.trim_end_matches('.').to_string()))
                .collect();
            assert_eq!(local, full, "{text:?}");
        }
        // Mid-sentence "DON'T." keeps its `N'T` (one token); at the end of a sentence it
        // is split off. Only the sentence can tell.
        assert!(upper_tokens("I DON'T. know").is_none());
        assert!(upper_tokens("WE WANNA. go").is_none());
    }

    #[test]
    fn tokenizes_like_nltk() {
        assert_eq!(
            word_tokenize_text(
                "Good muffins cost $3.88\nin New York.  Please buy me\ntwo of them.\nThanks."
            ),
            [
                "Good", "muffins", "cost", "$", "3.88", "in", "New", "York", ".", "Please", "buy",
                "me", "two", "of", "them", ".", "Thanks", "."
            ]
        );
        assert_eq!(
            tokenize_sentence("I CAN'T believe it's NASA's \"state-of-the-art\" (AI) cannot-do!"),
            [
                "I",
                "CA",
                "N'T",
                "believe",
                "it",
                "'s",
                "NASA",
                "'s",
                "``",
                "state-of-the-art",
                "''",
                "(",
                "AI",
                ")",
                "can",
                "not",
                "-do",
                "!"
            ]
        );
        assert_eq!(
            tokenize_sentence("He said 'Hello' — ok: 1,000; wanna go"),
            ["He", "said", "'", "Hello", "'", "—", "ok", ":", "1,000", ";", "wan", "na", "go"]
        );
    }
}
