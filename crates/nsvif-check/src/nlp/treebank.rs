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
use super::treebank_fast as fast;
use super::{py_is_word, py_split};
use crate::document::find_ascii_ignore_case;

/// A substitution of the tokenizer, and a test that the text has the bytes its pattern
/// needs (a rule whose test fails cannot match, so it is skipped: most rules find nothing
/// in most sentences, and each search and its bookkeeping cost more than the test).
///
/// The regex is compiled the first time a text passes the test: compiling all of them took
/// as long as tokenizing a few hundred sentences, and most are never needed in a run.
///
/// The simplest rules are also written by hand (`fast`, in `treebank_fast`): those need
/// no regex at all.
struct Rule {
    pattern: &'static str,
    re: OnceLock<Regex>,
    rep: &'static str,
    may_match: fn(&Bytes, &str) -> bool,
    fast: Option<fn(&str) -> Option<String>>,
}

impl Rule {
    /// The substitution on `text`; `None` when it finds nothing.
    fn apply(&self, text: &str) -> Option<String> {
        if let Some(fast) = self.fast {
            return fast(text);
        }
        match self.re().replace_all(text, self.rep) {
            std::borrow::Cow::Owned(changed) => Some(changed),
            std::borrow::Cow::Borrowed(_) => None,
        }
    }

    fn re(&self) -> &Regex {
        self.re
            .get_or_init(|| Regex::new(self.pattern).expect("static regex"))
    }
}

struct Rules {
    starting_quotes: Vec<Rule>,
    punctuation: Vec<Rule>,
    parens: Rule,
    double_dashes: Rule,
    ending_quotes: Vec<Rule>,
    contractions: Vec<Rule>,
}

/// Which byte values a text may hold: every byte it holds, and perhaps more. Taken once
/// per sentence; a rule's replacement only adds the bytes of its template to what it
/// matched (the groups come from the text), so those are added after a rule changed the
/// text.
struct Bytes([u64; 4]);

impl Bytes {
    fn of(text: &str) -> Bytes {
        let mut set = Bytes([0; 4]);
        for &b in text.as_bytes() {
            set.add(b);
        }
        set
    }

    fn add(&mut self, b: u8) {
        self.0[usize::from(b >> 6)] |= 1 << (b & 63);
    }

    fn has(&self, b: u8) -> bool {
        self.0[usize::from(b >> 6)] & (1 << (b & 63)) != 0
    }

    fn any(&self, bytes: &[u8]) -> bool {
        bytes.iter().any(|&b| self.has(b))
    }

    /// Every character of `chars` may be there (the last byte of a non-ASCII one stands
    /// for it).
    fn any_char(&self, chars: &[char]) -> bool {
        chars.iter().any(|&c| {
            let mut buf = [0u8; 4];
            let encoded = c.encode_utf8(&mut buf).as_bytes();
            self.has(encoded[encoded.len() - 1])
        })
    }

    /// What a case-insensitive pattern of the ASCII letters and `'` of `word` in a row
    /// needs: `word` in the text, ASCII letters in either case, or one of the two non-ASCII
    /// characters that fold to ASCII letters (`ſ` to `s`, the Kelvin sign to `k`).
    fn folded(&self, text: &str, word: &str) -> bool {
        self.any_char(&['\u{17F}', '\u{212A}'])
            || (word
                .bytes()
                .all(|b| self.has(b.to_ascii_lowercase()) || self.has(b.to_ascii_uppercase()))
                && find_ascii_ignore_case(text.as_bytes(), word.as_bytes()).is_some())
    }

    /// `\s+` → ` ` may change the text: two spaces in a row, or a whitespace character
    /// other than the space, looked for in the text only when a byte that may begin one
    /// (ASCII, or the first byte of a non-ASCII one) is there.
    fn other_whitespace(&self, text: &str) -> bool {
        if self.any(b"\t\n\x0b\x0c\r\xc2\xe1\xe2\xe3") {
            has_other_whitespace(text)
        } else {
            text.contains("  ")
        }
    }
}

/// An apostrophe followed by one of `clitics` and a space: what the patterns ending in
/// `'<clitic> ` need.
fn apostrophe_before(text: &str, clitics: &[&str]) -> bool {
    let b = text.as_bytes();
    memchr::memchr_iter(b'\'', b).any(|i| {
        let tail = &b[i + 1..];
        clitics
            .iter()
            .any(|c| tail.starts_with(c.as_bytes()) && tail.get(c.len()) == Some(&b' '))
    })
}

/// A run of whitespace in `text` other than one plain space.
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

fn rules() -> &'static Rules {
    static RULES: OnceLock<Rules> = OnceLock::new();
    RULES.get_or_init(|| {
        let r =
            |pattern: &'static str, rep: &'static str, may_match: fn(&Bytes, &str) -> bool| Rule {
                pattern,
                re: OnceLock::new(),
                rep,
                may_match,
                fast: None,
            };
        // A rule with its hand-written form.
        let h = |pattern: &'static str,
                 rep: &'static str,
                 may_match: fn(&Bytes, &str) -> bool,
                 fast: fn(&str) -> Option<String>| Rule {
            fast: Some(fast),
            ..r(pattern, rep, may_match)
        };
        Rules {
            starting_quotes: vec![
                h(
                    "([«“‘„]|[`]+)",
                    " $1 ",
                    |b, _| b.any_char(&['«', '“', '‘', '„', '`']),
                    fast::opening_quotes,
                ),
                h(
                    r#"^""#,
                    "``",
                    |_, t| t.starts_with('"'),
                    fast::leading_double_quote,
                ),
                h("(``)", " $1 ", |b, _| b.has(b'`'), fast::double_backticks),
                h(
                    r#"([ (\[{<])("|'{2})"#,
                    "$1 `` ",
                    |b, t| b.has(b'"') || (b.has(b'\'') && t.contains("''")),
                    fast::opening_double_quotes,
                ),
                // `(?i)(?<!\w)(')(?!re|ve|ll|m|t|s|d|n\b)(?=\w)` needs look-around:
                // see `pad_opening_apostrophes`.
            ],
            punctuation: vec![
                // Possessive in NLTK (`*+`); the greedy run gives the same split.
                h(
                    r#"([^.])(\.)([\])}>"'»”’ ]*)\s*$"#,
                    "$1 $2 $3 ",
                    |b, _| b.has(b'.'),
                    fast::final_period_spaced,
                ),
                h(
                    r"([:,])([^\d])",
                    " $1 $2",
                    |b, _| b.any(b":,"),
                    fast::colons_and_commas,
                ),
                h(
                    r"([:,])$",
                    " $1 ",
                    |b, _| b.any(b":,"),
                    fast::final_colon_or_comma,
                ),
                h(r"\.{2,}", " $0 ", |b, _| b.has(b'.'), fast::ellipses),
                h(r"[;@#$%&]", " $0 ", |b, _| b.any(b";@#$%&"), fast::symbols),
                h(
                    "[\u{2012}-\u{2015}]",
                    " $0 ",
                    |b, _| b.any_char(&['\u{2012}', '\u{2013}', '\u{2014}', '\u{2015}']),
                    fast::dashes,
                ),
                h(
                    r#"([^.])(\.)([\])}>"']*)\s*$"#,
                    "$1 $2$3 ",
                    |b, _| b.has(b'.'),
                    fast::final_period_closed,
                ),
                h(
                    r"[?!]",
                    " $0 ",
                    |b, _| b.any(b"?!"),
                    fast::question_and_exclamation_marks,
                ),
                h(
                    r"([^'])' ",
                    "$1 ' ",
                    |b, t| b.has(b'\'') && apostrophe_before(t, &[""]),
                    fast::closing_apostrophes,
                ),
                h(r"[*]", " $0 ", |b, _| b.has(b'*'), fast::asterisks),
            ],
            parens: h(
                r"[\]\[(){}<>]",
                " $0 ",
                |b, _| b.any(b"[](){}<>"),
                fast::brackets,
            ),
            double_dashes: h("--", " -- ", |b, _| b.has(b'-'), fast::double_dashes),
            ending_quotes: vec![
                h(
                    "([»”’])",
                    " $1 ",
                    |b, _| b.any_char(&['»', '”', '’']),
                    fast::closing_quotes,
                ),
                h(
                    "''",
                    " '' ",
                    |b, t| b.has(b'\'') && t.contains("''"),
                    fast::double_apostrophes,
                ),
                h("\"", " '' ", |b, _| b.has(b'"'), fast::double_quotes),
                h(
                    r"\s+",
                    " ",
                    Bytes::other_whitespace,
                    fast::collapse_whitespace,
                ),
                h(
                    r"([^' ])('[sS]|'[mM]|'[dD]|') ",
                    "$1 $2 ",
                    |b, t| {
                        b.has(b'\'') && apostrophe_before(t, &["", "s", "S", "m", "M", "d", "D"])
                    },
                    fast::short_clitics,
                ),
                h(
                    r"([^' ])('ll|'LL|'re|'RE|'ve|'VE|n't|N'T) ",
                    "$1 $2 ",
                    |b, t| {
                        b.has(b'\'')
                            && apostrophe_before(t, &["ll", "LL", "re", "RE", "ve", "VE", "t", "T"])
                    },
                    fast::long_clitics,
                ),
            ],
            contractions: vec![
                r(r"(?i)\b(can)(not)\b", " $1 $2 ", |b, t| {
                    b.folded(t, "cannot")
                }),
                r(r"(?i)\b(d)('ye)\b", " $1 $2 ", |b, t| b.folded(t, "d'ye")),
                r(r"(?i)\b(gim)(me)\b", " $1 $2 ", |b, t| b.folded(t, "gimme")),
                r(r"(?i)\b(gon)(na)\b", " $1 $2 ", |b, t| b.folded(t, "gonna")),
                r(r"(?i)\b(got)(ta)\b", " $1 $2 ", |b, t| b.folded(t, "gotta")),
                r(r"(?i)\b(lem)(me)\b", " $1 $2 ", |b, t| b.folded(t, "lemme")),
                r(r"(?i)\b(more)('n)\b", " $1 $2 ", |b, t| {
                    b.folded(t, "more'n")
                }),
                // `(?=\s)` in NLTK: the space is consumed and put back.
                r(r"(?i)\b(wan)(na)(\s)", " $1 $2 $3", |b, t| {
                    b.folded(t, "wanna")
                }),
                r(r"(?i) ('t)(is)\b", " $1 $2 ", |b, t| b.folded(t, "'tis")),
                r(r"(?i) ('t)(was)\b", " $1 $2 ", |b, t| b.folded(t, "'twas")),
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
    let mut bytes = Bytes::of(sentence);
    // The padding of the apostrophes and of the text adds spaces.
    bytes.add(b' ');
    // A rule that cannot match, or finds nothing, leaves the text as it is, without a copy.
    let mut sub = |text: String, rule: &Rule| {
        if !(rule.may_match)(&bytes, &text) {
            return text;
        }
        match rule.apply(&text) {
            Some(changed) => {
                // A superset: the `$` and digits of group references too.
                for &b in rule.rep.as_bytes() {
                    bytes.add(b);
                }
                changed
            }
            None => text,
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

/// A token of `nltk.word_tokenize`.
pub(crate) struct Token {
    pub text: String,
    /// Byte span in the output: where the token's text was found in its sentence, or the
    /// whole sentence for the few tokens the tokenizer rewrites (`"` becomes ``` `` ```).
    pub span: (usize, usize),
}

/// `nltk.word_tokenize(text)`: each Punkt sentence (`sentences`, byte spans) tokenized
/// on its own (the checkers take the sentences they need with [`word_tokenize_where`]).
#[cfg(test)]
pub(crate) fn word_tokenize(text: &str, sentences: &[(usize, usize)]) -> Vec<Token> {
    word_tokenize_where(text, sentences.iter().copied(), |_| true)
}

/// The tokens of `nltk.word_tokenize` for which `keep` holds: the others are dropped sentence
/// by sentence, never held for the whole text (a token costs 40 bytes and its string).
pub(crate) fn word_tokenize_where(
    text: &str,
    sentences: impl IntoIterator<Item = (usize, usize)>,
    keep: impl Fn(&str) -> bool,
) -> Vec<Token> {
    let mut out = Vec::new();
    for (s, e) in sentences {
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
            if keep(&t) {
                out.push(Token { text: t, span });
            }
        }
    }
    out
}

/// The tokens of `word_tokenize(text)` that are in capitals (`str.isupper()`), without
/// tokenizing every sentence. `None` when a chunk needs its sentence to be read (the
/// caller then tokenizes the whole text).
///
/// Why this equals filtering `word_tokenize`: the tokenizer's rules are local to a
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

    /// Every rule applied whether or not its test lets it through: the tokenizer before
    /// the tests, the oracle of the gated one.
    fn tokenize_ungated(sentence: &str) -> Vec<String> {
        let r = rules();
        let sub = |text: String, rule: &Rule| rule.re().replace_all(&text, rule.rep).into_owned();
        let mut text = sentence.to_string();
        for rule in &r.starting_quotes {
            text = sub(text, rule);
        }
        text = pad_opening_apostrophes(&text);
        for rule in &r.punctuation {
            text = sub(text, rule);
        }
        text = sub(text, &r.parens);
        text = sub(text, &r.double_dashes);
        text = format!(" {text} ");
        for rule in r.ending_quotes.iter().chain(&r.contractions) {
            text = sub(text, rule);
        }
        py_split(&text).map(|(_, t)| t.to_string()).collect()
    }

    const PIECES: &[&str] = &[
        " ", "  ", "\t", "\n", "\u{a0}", "\u{3000}", "word", "Word", "NASA", "x", ".", "..", ",",
        ":", ";", "1", "2,000", "'", "''", "\"", "`", "``", "«", "»", "“", "”", "‘", "’", "„", "(",
        ")", "[", "]", "{", "}", "<", ">", "--", "-", "\u{2013}", "\u{2014}", "?", "!", "*", "@",
        "#", "$", "%", "&", "'s", "'S", "'m", "'d", "'ll", "'RE", "'ve", "n't", "N'T", "can",
        "not", "CANNOT", "cannot", "d'ye", "gimme", "GONNA", "gotta", "lemme", "more'n", "wanna",
        "WANNA", "'tis", "'Twas", "ſ", "\u{212A}", "é",
        // Pieces that make a clitic, a contraction or a doubled quote only with their
        // neighbours.
        "ll", "LL", "re", "ve", "VE", "t", "T", "s", "S", "m", "M", "d", "D", "n", "N", "'t", "is",
        "was", "na", "wan", "gon", "more", "'n", "d'", "ye", "K", "k",
        // Around the hand-written rules: every dash and whitespace kind, runs.
        "\u{2012}", "\u{2015}", "\u{2011}", "\u{2016}", "\u{85}", "\u{2028}", "\r", "\x0b", "```",
        "...", "---", "\u{1c}", "٣", ". ", ".)", ".\" ", "'s ", "n't ", "' ", ":1", ",٣", "x.",
        "'' ",
    ];

    /// Each hand-written rule against its regex, on texts built from `PIECES`.
    #[test]
    fn hand_written_rules_match_their_regexes() {
        let r = rules();
        let all: Vec<&Rule> = r
            .starting_quotes
            .iter()
            .chain(&r.punctuation)
            .chain([&r.parens, &r.double_dashes])
            .chain(&r.ending_quotes)
            .chain(&r.contractions)
            .filter(|rule| rule.fast.is_some())
            .collect();
        assert_eq!(all.len(), 22);
        let mut next = crate::test_rng::below(0x5851_F42D_4C95_7F2D);
        for _ in 0..40_000 {
            let len = 1 + next(12);
            let text: String = (0..len).map(|_| PIECES[next(PIECES.len())]).collect();
            for rule in &all {
                let want = match rule.re().replace_all(&text, rule.rep) {
                    std::borrow::Cow::Owned(changed) => Some(changed),
                    std::borrow::Cow::Borrowed(_) => None,
                };
                assert_eq!(rule.apply(&text), want, "{} on {text:?}", rule.pattern);
            }
        }
    }

    #[test]
    fn skipping_rules_that_cannot_match_changes_no_token() {
        let mut next = crate::test_rng::below(0x9E37_79B9_7F4A_7C15);
        for _ in 0..40_000 {
            let len = 1 + next(16);
            let text: String = (0..len).map(|_| PIECES[next(PIECES.len())]).collect();
            assert_eq!(
                tokenize_sentence(&text),
                tokenize_ungated(&text),
                "{text:?}"
            );
        }
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
