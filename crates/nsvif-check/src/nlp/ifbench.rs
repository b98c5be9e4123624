//! Text rules of the official IFBench checker (`if_verifiable.ifbench.instructions_util`
//! and the Python idioms its checkers repeat), ported so nsvif decides as it does:
//! its regex sentence splitter ([`split_into_sentences`], in `ifbench_sentences`), `count_words`, NLTK's English
//! stopwords, `syllapy.count`, `emoji.is_emoji`, Python's `csv.reader` and
//! `string.punctuation` stripping.

use foldhash::HashMap;
use std::borrow::Cow;
use std::sync::OnceLock;

use regex::Regex;

pub(crate) use super::ifbench_sentences::{located_sentences, split_into_sentences};

/// `re.search(r"\b" + re.escape(word) + r"\b", text, re.IGNORECASE)`: `word` (lowercased)
/// in `text` with a `\b` on each side, cases ignored. `\b` is Python's: between a word
/// character (`\w`) and a non-word one or an edge, so a `word` that starts or ends with
/// punctuation needs a word character beside it there.
pub(crate) fn has_bounded_ignore_case(text: &str, word_lower: &str) -> bool {
    let (Some(first), Some(last)) = (word_lower.chars().next(), word_lower.chars().next_back())
    else {
        return false;
    };
    let text = lower(text);
    let is_word = |c: Option<char>| c.is_some_and(super::py_is_word);
    let mut from = 0;
    // Every occurrence, overlapping ones too, as a regex search tries every start.
    while let Some(i) = text[from..].find(word_lower).map(|i| from + i) {
        let before = text[..i].chars().next_back();
        let after = text[i + word_lower.len()..].chars().next();
        if is_word(before) != is_word(Some(first)) && is_word(Some(last)) != is_word(after) {
            return true;
        }
        from = i + first.len_utf8();
    }
    false
}

/// `instructions_util.split_into_sentences(text)` of IFBench's `version`: the regex
/// splitter (frozen) or NLTK's `sent_tokenize` (upstream).
pub(crate) fn sentences_of(version: crate::IfbenchVersion, text: &str) -> Vec<String> {
    match version {
        crate::IfbenchVersion::Frozen => split_into_sentences(text),
        crate::IfbenchVersion::Upstream => super::punkt::sentence_spans(text)
            .into_iter()
            .map(|(start, end)| text[start..end].to_string())
            .collect(),
    }
}
use super::py_split;

/// In Python's `string.punctuation` (the 32 ASCII punctuation characters).
pub(crate) fn is_punct(c: char) -> bool {
    c.is_ascii_punctuation()
}

/// `s.lower()` (as `str::to_lowercase`): ASCII runs lowered byte by byte (a vectorised
/// loop), each other character by `char::to_lowercase`. `to_lowercase` takes every
/// character one by one after the first non-ASCII one. Only `Σ` lowers by its
/// neighbours: a text with one is left to `to_lowercase`.
pub(crate) fn lower(s: &str) -> String {
    if s.is_ascii() {
        return s.to_ascii_lowercase();
    }
    if s.contains('\u{3A3}') {
        return s.to_lowercase();
    }
    let mut out = String::with_capacity(s.len());
    let mut rest = s;
    loop {
        let run = rest
            .bytes()
            .position(|b| !b.is_ascii())
            .unwrap_or(rest.len());
        let start = out.len();
        out.push_str(&rest[..run]);
        out[start..].make_ascii_lowercase();
        rest = &rest[run..];
        let Some(c) = rest.chars().next() else {
            return out;
        };
        out.extend(c.to_lowercase());
        rest = &rest[c.len_utf8()..];
    }
}

/// The bytes of `string.punctuation`: a table lookup each, cheaper than the four range
/// tests of `is_ascii_punctuation`. The marks are ASCII bytes, which never occur inside a
/// multi-byte character, so texts are scanned byte by byte without decoding characters.
const MARK: [bool; 256] = {
    let mut t = [false; 256];
    let mut b = 0;
    while b < 128 {
        t[b] = (b as u8).is_ascii_punctuation();
        b += 1;
    }
    t
};

fn is_mark(b: &u8) -> bool {
    MARK[usize::from(*b)]
}

/// `s.translate(str.maketrans("", "", string.punctuation))`.
pub(crate) fn remove_punct(s: &str) -> String {
    // The text between marks is copied in runs.
    let bytes = s.as_bytes();
    let mut out = String::with_capacity(s.len());
    let mut start = 0;
    for (i, &b) in bytes.iter().enumerate() {
        if is_mark(&b) {
            out.push_str(&s[start..i]);
            start = i + 1;
        }
    }
    out.push_str(&s[start..]);
    out
}

/// The words of `remove_punct(s).split()` without copying the text: `s` is split first
/// and each piece loses its marks, which gives the same words because a mark is never
/// whitespace (a piece of marks only vanishes, as its whitespace runs would merge). A piece
/// is borrowed when its marks are only at its ends, as they mostly are (`word,`).
pub(crate) fn words_without_punct(s: &str) -> impl Iterator<Item = Cow<'_, str>> {
    py_split(s).filter_map(|(_, piece)| {
        let core = trim_bytes(piece, is_mark);
        if core.is_empty() {
            None
        } else if core.as_bytes().iter().any(is_mark) {
            Some(Cow::Owned(remove_punct(core)))
        } else {
            Some(Cow::Borrowed(core))
        }
    })
}

/// `len(remove_punct(s).split())`: the pieces of `s` that are not only marks.
pub(crate) fn count_words_without_punct(s: &str) -> usize {
    py_split(s)
        .filter(|(_, piece)| !piece.as_bytes().iter().all(is_mark))
        .count()
}

fn is_punct_or_space(b: &u8) -> bool {
    *b == b' ' || is_mark(b)
}

/// `s` without the ASCII bytes `strip` takes at its start: as `trim_start_matches` with
/// the same test on characters, since a multi-byte character has no ASCII byte (a byte
/// scan stops where the character scan does, without decoding).
/// (Generic rather than a function pointer, so that the test is inlined.)
fn trim_start_bytes(s: &str, strip: impl Fn(&u8) -> bool) -> &str {
    let k = s.bytes().take_while(|b| b.is_ascii() && strip(b)).count();
    &s[k..]
}

/// [`trim_start_bytes`] at the end of `s`.
fn trim_end_bytes(s: &str, strip: impl Fn(&u8) -> bool) -> &str {
    let k = s
        .bytes()
        .rev()
        .take_while(|b| b.is_ascii() && strip(b))
        .count();
    &s[..s.len() - k]
}

/// [`trim_start_bytes`] at both ends.
fn trim_bytes(s: &str, strip: impl Fn(&u8) -> bool + Copy) -> &str {
    trim_end_bytes(trim_start_bytes(s, strip), strip)
}

/// `s.strip(string.punctuation + " ")`.
pub(crate) fn strip_punct(s: &str) -> &str {
    trim_bytes(s, is_punct_or_space)
}

/// `s.lstrip(string.punctuation + " ")`.
pub(crate) fn lstrip_punct(s: &str) -> &str {
    trim_start_bytes(s, is_punct_or_space)
}

/// `s.rstrip(string.punctuation + " ")`.
pub(crate) fn rstrip_punct(s: &str) -> &str {
    trim_end_bytes(s, is_punct_or_space)
}

/// Python's `s.split()`, the pieces only.
pub(crate) fn split(s: &str) -> Vec<&str> {
    py_split(s).map(|(_, p)| p).collect()
}

/// Python's `str.isdigit()`: decimal digits and the digit-valued signs (superscripts,
/// subscripts, circled digits).
pub(crate) fn py_isdigit(s: &str) -> bool {
    static DIGIT: OnceLock<Regex> = OnceLock::new();
    let re = DIGIT.get_or_init(|| {
        Regex::new(r"^[\p{Nd}\u{B2}\u{B3}\u{B9}\u{2070}\u{2074}-\u{2079}\u{2080}-\u{2089}\u{2460}-\u{2468}\u{2474}-\u{247C}\u{2488}-\u{2490}\u{24EA}\u{24F5}-\u{24FD}\u{24FF}\u{2776}-\u{277E}\u{2780}-\u{2788}\u{278A}-\u{2792}\u{1369}-\u{1371}\u{19DA}\u{10A40}-\u{10A43}\u{1F100}-\u{1F10A}]+$")
            .expect("static regex")
    });
    re.is_match(s)
}

/// Python's `re` `\d` (and `str.isdecimal()`) for one character: Unicode `Nd`.
pub(crate) fn is_decimal(c: char) -> bool {
    if c.is_ascii() {
        return c.is_ascii_digit();
    }
    // `Nd` is part of what `is_numeric` takes (`N*`): most characters are ruled out by its
    // table, without the regex.
    if !c.is_numeric() {
        return false;
    }
    static DECIMAL: OnceLock<Regex> = OnceLock::new();
    let mut buf = [0u8; 4];
    DECIMAL
        .get_or_init(|| Regex::new(r"^\p{Nd}$").expect("static regex"))
        .is_match(c.encode_utf8(&mut buf))
}

/// The tokens of `nltk.word_tokenize(s)`, sentence by sentence (Punkt spans, Treebank
/// tokens of each), so a caller can stop early or read only the ends.
pub(crate) fn sentence_tokens(s: &str) -> Vec<(usize, usize)> {
    super::punkt::sentence_spans(s)
}

/// The Treebank tokens of one Punkt sentence of `s`.
pub(crate) fn tokens_of(s: &str, (start, end): (usize, usize)) -> Vec<String> {
    super::treebank::tokenize_sentence(&s[start..end])
}

/// `instructions_util.count_words`: NLTK's `RegexpTokenizer(r"\w+")`. NLTK (3.10) compiles
/// it with the `regex` module, whose `\w` is Unicode's (combining marks included: a Tamil
/// or Devanagari word is one token), unlike `re`'s; Rust's `\w` is the same definition.
pub(crate) fn word_tokens(s: &str) -> Vec<(usize, usize)> {
    // Byte by byte with a table for ASCII; only a non-ASCII character is decoded.
    const WORD: [bool; 128] = {
        let mut t = [false; 128];
        let mut b = 0;
        while b < 128 {
            t[b] = (b as u8).is_ascii_alphanumeric() || b == b'_' as usize;
            b += 1;
        }
        t
    };
    let b = s.as_bytes();
    let mut out = Vec::with_capacity(s.len() / 5);
    let mut start = None;
    let mut i = 0;
    while i < b.len() {
        let (word, len) = match b[i] {
            x @ 0..=0x7F => (WORD[usize::from(x)], 1),
            _ => {
                let c = s[i..].chars().next().expect("a character starts here");
                (regex_syntax::is_word_character(c), c.len_utf8())
            }
        };
        match (word, start) {
            (true, None) => start = Some(i),
            (false, Some(a)) => {
                out.push((a, i));
                start = None;
            }
            _ => {}
        }
        i += len;
    }
    if let Some(a) = start {
        out.push((a, s.len()));
    }
    out
}

/// NLTK's English stopword list without its entries that contain an apostrophe: those
/// (`don't`, and the `he'd`, `i'm`, … that later releases of the list added) can never
/// equal a `\w+` token, so this list gives the same count as any release of the data.
pub(crate) const STOPWORDS: &[&str] = &[
    "i",
    "me",
    "my",
    "myself",
    "we",
    "our",
    "ours",
    "ourselves",
    "you",
    "your",
    "yours",
    "yourself",
    "yourselves",
    "he",
    "him",
    "his",
    "himself",
    "she",
    "her",
    "hers",
    "herself",
    "it",
    "its",
    "itself",
    "they",
    "them",
    "their",
    "theirs",
    "themselves",
    "what",
    "which",
    "who",
    "whom",
    "this",
    "that",
    "these",
    "those",
    "am",
    "is",
    "are",
    "was",
    "were",
    "be",
    "been",
    "being",
    "have",
    "has",
    "had",
    "having",
    "do",
    "does",
    "did",
    "doing",
    "a",
    "an",
    "the",
    "and",
    "but",
    "if",
    "or",
    "because",
    "as",
    "until",
    "while",
    "of",
    "at",
    "by",
    "for",
    "with",
    "about",
    "against",
    "between",
    "into",
    "through",
    "during",
    "before",
    "after",
    "above",
    "below",
    "to",
    "from",
    "up",
    "down",
    "in",
    "out",
    "on",
    "off",
    "over",
    "under",
    "again",
    "further",
    "then",
    "once",
    "here",
    "there",
    "when",
    "where",
    "why",
    "how",
    "all",
    "any",
    "both",
    "each",
    "few",
    "more",
    "most",
    "other",
    "some",
    "such",
    "no",
    "nor",
    "not",
    "only",
    "own",
    "same",
    "so",
    "than",
    "too",
    "very",
    "s",
    "t",
    "can",
    "will",
    "just",
    "don",
    "should",
    "now",
    "d",
    "ll",
    "m",
    "o",
    "re",
    "ve",
    "y",
    "ain",
    "aren",
    "couldn",
    "didn",
    "doesn",
    "hadn",
    "hasn",
    "haven",
    "isn",
    "ma",
    "mightn",
    "mustn",
    "needn",
    "shan",
    "shouldn",
    "wasn",
    "weren",
    "won",
    "wouldn",
];

/// `instructions_util.count_stopwords` on the `\w+` tokens of `s` ([`word_tokens`]):
/// the tokens whose lowercase is a stopword.
pub(crate) fn count_stopwords(s: &str, tokens: &[(usize, usize)]) -> usize {
    // Keyed by bytes: an ASCII word lowered in a buffer is looked up without a UTF-8 check.
    static SET: OnceLock<foldhash::HashSet<&'static [u8]>> = OnceLock::new();
    let set = SET.get_or_init(|| STOPWORDS.iter().map(|w| w.as_bytes()).collect());
    tokens
        .iter()
        .filter(|&&(a, b)| {
            let w = &s[a..b];
            // A stopword is at most 10 ASCII letters: skip the lowercasing otherwise. An
            // ASCII word is lowered in place (a non-ASCII one may lower to ASCII: `K`).
            if w.len() > 10 {
                return false;
            }
            if w.is_ascii() {
                let mut buf = [0u8; 10];
                let lower = &mut buf[..w.len()];
                lower.copy_from_slice(w.as_bytes());
                lower.make_ascii_lowercase();
                set.contains(&*lower)
            } else {
                set.contains(w.to_lowercase().as_bytes())
            }
        })
        .count()
}

fn syllapy_dict() -> &'static HashMap<&'static str, i64> {
    static DICT: OnceLock<HashMap<&'static str, i64>> = OnceLock::new();
    DICT.get_or_init(|| {
        // syllapy 0.8.0's reference data (MIT licence): `word,syllables` per line.
        include_str!("data/syllapy.csv")
            .lines()
            .filter_map(|l| {
                let (w, n) = l.rsplit_once(',')?;
                Some((w, n.trim().parse().ok()?))
            })
            .collect()
    })
}

/// `syllapy.count(word)`.
pub(crate) fn syllables(word: &str) -> i64 {
    let lowered = super::py_strip(word).to_lowercase();
    let w = trim_bytes(&lowered, u8::is_ascii_punctuation);
    if w.is_empty() || w.chars().any(is_decimal) {
        return 0;
    }
    if let Some(&n) = syllapy_dict().get(w) {
        return n;
    }
    // Compound words like self-care: `([^-]+)-(.+)`.
    if let Some(i) = w.find('-').filter(|&i| i > 0 && i + 1 < w.len()) {
        let (a, b) = (syllables(&w[..i]), syllables(&w[i + 1..]));
        return if a == 0 || b == 0 { 0 } else { a + b };
    }
    let chars: Vec<char> = w.chars().collect();
    let vowel = |c: char| "aeiouy".contains(c);
    let mut n = i64::from(vowel(chars[0]));
    for i in 1..chars.len() {
        if vowel(chars[i]) && !vowel(chars[i - 1]) {
            n += 1;
        }
    }
    if w.ends_with('e') {
        n -= 1;
    }
    if w.ends_with("le") && chars.len() > 2 && !vowel(chars[chars.len() - 3]) {
        n += 1;
    }
    if n == 0 {
        n = 1;
    }
    n
}

/// `emoji.is_emoji(c)` for one character.
pub(crate) fn is_emoji(c: char) -> bool {
    let c = c as u32;
    let table = super::emoji_table::EMOJI_RANGES;
    let i = table.partition_point(|&(_, hi)| hi < c);
    table.get(i).is_some_and(|&(lo, _)| lo <= c)
}

/// Why Python's `csv.reader` raised.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct CsvError(pub &'static str);

/// `list(csv.reader(io.StringIO(text), delimiter=delimiter))` with the default dialect
/// (`"` quotes, doubled quotes, no escape character, not strict): a port of CPython's
/// `_csv.c` state machine. Lines end at `\n` only (`StringIO` does not translate); a
/// blank line is an empty row. `delimiter` is not a line end (the callers use `,` and tab).
///
/// Inside a field the characters that change nothing come in runs: each run is copied
/// whole up to the next byte the state machine acts on (the test `csv_rows_copies_runs`
/// compares it with the machine taking one character at a time).
pub(crate) fn csv_rows(text: &str, delimiter: char) -> Result<Vec<Vec<String>>, CsvError> {
    let mut rows = Vec::new();
    let mut lines = text.split_inclusive('\n').peekable();
    loop {
        let mut fields: Vec<String> = Vec::new();
        let mut field = CsvField::default();
        let mut state = CsvState::StartRecord;
        loop {
            let Some(line) = lines.next() else {
                if field.len != 0 || state == CsvState::InQuoted {
                    fields.push(field.take());
                    break;
                }
                return Ok(rows);
            };
            // Each character, then the end of the line (`None`).
            let mut rest = line;
            loop {
                // In a field, a run of characters the state acts on only by adding them
                // to the field: up to a line end, the delimiter or NUL unquoted, a quote
                // or NUL quoted.
                let run = match state {
                    CsvState::InField if delimiter.is_ascii() => rest
                        .bytes()
                        .position(|b| matches!(b, b'\n' | b'\r' | b'\0') || b == delimiter as u8),
                    CsvState::InQuoted => rest.bytes().position(|b| matches!(b, b'"' | b'\0')),
                    _ => Some(0),
                }
                .unwrap_or(rest.len());
                if run > 0 {
                    field.push_str(&rest[..run])?;
                    rest = &rest[run..];
                }
                let c = rest.chars().next();
                if let Some(ch) = c {
                    rest = &rest[ch.len_utf8()..];
                }
                if c == Some('\0') {
                    return Err(CsvError("line contains NUL"));
                }
                let eol = c.is_none();
                let nl = matches!(c, Some('\n' | '\r'));
                let mut st = state;
                if st == CsvState::StartRecord {
                    if eol {
                        break;
                    } else if nl {
                        state = CsvState::EatCrnl;
                        continue;
                    }
                    st = CsvState::StartField;
                }
                // A character outside quotes: the end of the line ends the record, the
                // delimiter the field; anything else goes into the field.
                let mut unquoted = |fields: &mut Vec<String>| -> Result<CsvState, CsvError> {
                    Ok(if nl || eol {
                        fields.push(field.take());
                        if eol {
                            CsvState::StartRecord
                        } else {
                            CsvState::EatCrnl
                        }
                    } else if c == Some(delimiter) {
                        fields.push(field.take());
                        CsvState::StartField
                    } else {
                        field.push(c.unwrap_or_default())?;
                        CsvState::InField
                    })
                };
                state = match st {
                    // A quote opens a quoted field only at the field's start.
                    CsvState::StartField if c == Some('"') => CsvState::InQuoted,
                    CsvState::StartField | CsvState::InField => unquoted(&mut fields)?,
                    CsvState::InQuoted => match c {
                        None => CsvState::InQuoted,
                        Some('"') => CsvState::QuoteInQuoted,
                        Some(ch) => {
                            field.push(ch)?;
                            CsvState::InQuoted
                        }
                    },
                    // A doubled quote is a quote; any other character ends the quoting.
                    CsvState::QuoteInQuoted if c == Some('"') => {
                        field.push('"')?;
                        CsvState::InQuoted
                    }
                    CsvState::QuoteInQuoted => unquoted(&mut fields)?,
                    CsvState::EatCrnl => {
                        if nl {
                            CsvState::EatCrnl
                        } else if eol {
                            CsvState::StartRecord
                        } else {
                            return Err(CsvError("new-line character seen in unquoted field"));
                        }
                    }
                    CsvState::StartRecord => unreachable!("handled above"),
                };
                if eol {
                    break;
                }
            }
            if state == CsvState::StartRecord {
                break;
            }
        }
        rows.push(fields);
    }
}

/// The states of CPython's `_csv.c` reader that a reader with the default dialect visits.
#[derive(PartialEq, Clone, Copy)]
enum CsvState {
    StartRecord,
    StartField,
    InField,
    InQuoted,
    QuoteInQuoted,
    EatCrnl,
}

/// The field being read, and its length in characters (checked against the field limit).
#[derive(Default)]
struct CsvField {
    text: String,
    len: usize,
}

impl CsvField {
    /// `csv.field_size_limit()`'s default.
    const LIMIT: usize = 131_072;

    fn push(&mut self, c: char) -> Result<(), CsvError> {
        if self.len >= Self::LIMIT {
            return Err(CsvError("field larger than field limit"));
        }
        self.text.push(c);
        self.len += 1;
        Ok(())
    }

    /// [`CsvField::push`] for each character of `run`, in one copy.
    fn push_str(&mut self, run: &str) -> Result<(), CsvError> {
        let n = run.chars().count();
        if self.len + n > Self::LIMIT {
            return Err(CsvError("field larger than field limit"));
        }
        self.text.push_str(run);
        self.len += n;
        Ok(())
    }

    /// The field read, leaving an empty one.
    fn take(&mut self) -> String {
        self.len = 0;
        std::mem::take(&mut self.text)
    }
}

/// `unicodedata.normalize("NFKD", s).encode("ASCII", "ignore").decode("ASCII")`.
pub(crate) fn ascii_fold(s: &str) -> String {
    use unicode_normalization::UnicodeNormalization;
    // ASCII text decomposes to itself.
    if s.is_ascii() {
        return s.to_string();
    }
    s.nfkd().filter(char::is_ascii).collect()
}

#[cfg(test)]
pub(crate) mod tests {
    use super::*;

    /// Texts mixed from pieces that exercise the word helpers: marks alone, at a word's
    /// ends and inside it, every whitespace kind near them, multi-byte letters, Greek
    /// sigma (its lower case depends on its neighbours) and digits.
    pub(crate) fn generated_texts(n: usize) -> Vec<String> {
        let parts = [
            "a",
            "Word",
            " ",
            "  ",
            "\t",
            "\n",
            "\r\n",
            "\x0b",
            "\x1c",
            "\u{85}",
            "\u{a0}",
            "\u{2003}",
            "\u{3000}",
            ".",
            ",",
            "'",
            "\"",
            "-",
            "(",
            ")",
            "...",
            "!?",
            "/",
            "_",
            "é",
            "\u{2014}",
            "\u{3001}",
            "日本",
            "\u{1f600}",
            "ΑΣ",
            "Σ",
            "12",
            "٣",
            "²",
            "İ",
        ];
        let mut seed = 11u64;
        let mut step = || {
            seed = seed
                .wrapping_mul(6364136223846793005)
                .wrapping_add(1442695040888963407);
            (seed >> 33) as usize
        };
        (0..n)
            .map(|_| {
                let len = step() % 30;
                (0..len).map(|_| parts[step() % parts.len()]).collect()
            })
            .collect()
    }

    #[test]
    fn words_without_punct_are_the_words_of_the_text_without_punct() {
        for s in generated_texts(30_000) {
            let without = remove_punct(&s);
            let want = split(&without);
            let got: Vec<Cow<str>> = words_without_punct(&s).collect();
            assert_eq!(got, want, "{s:?}");
            assert_eq!(count_words_without_punct(&s), want.len(), "{s:?}");
        }
    }

    #[test]
    fn is_decimal_is_unicode_nd_for_every_character() {
        let nd = Regex::new(r"^\p{Nd}$").unwrap();
        for c in (0..=0x10FFFF).filter_map(char::from_u32) {
            let mut buf = [0u8; 4];
            assert_eq!(is_decimal(c), nd.is_match(c.encode_utf8(&mut buf)), "{c:?}");
        }
    }

    #[test]
    fn word_tokens_are_the_runs_of_word_characters() {
        for s in generated_texts(20_000) {
            let mut want = Vec::new();
            let mut start = None;
            for (i, c) in s.char_indices() {
                match (regex_syntax::is_word_character(c), start) {
                    (true, None) => start = Some(i),
                    (false, Some(a)) => {
                        want.push((a, i));
                        start = None;
                    }
                    _ => {}
                }
            }
            want.extend(start.map(|a| (a, s.len())));
            assert_eq!(word_tokens(&s), want, "{s:?}");
        }
    }

    #[test]
    fn remove_punct_drops_the_marks() {
        for s in generated_texts(20_000) {
            let want: String = s.chars().filter(|&c| !is_punct(c)).collect();
            assert_eq!(remove_punct(&s), want, "{s:?}");
        }
    }

    #[test]
    fn lower_is_to_lowercase() {
        let ascii = generated_texts(5_000)
            .into_iter()
            .map(|s| s.chars().filter(char::is_ascii).collect::<String>());
        // Without sigma too: the texts with one take `to_lowercase`.
        let no_sigma = generated_texts(5_000)
            .into_iter()
            .map(|s| s.replace('\u{3A3}', "\u{130}"));
        for s in generated_texts(5_000)
            .into_iter()
            .chain(ascii)
            .chain(no_sigma)
        {
            assert_eq!(lower(&s), s.to_lowercase(), "{s:?}");
        }
    }

    #[test]
    fn byte_trims_are_the_character_trims() {
        let punct_or_space = |c: char| c == ' ' || is_punct(c);
        for s in generated_texts(30_000) {
            assert_eq!(
                trim_bytes(&s, u8::is_ascii_punctuation),
                s.trim_matches(is_punct)
            );
            assert_eq!(strip_punct(&s), s.trim_matches(punct_or_space), "{s:?}");
            assert_eq!(
                lstrip_punct(&s),
                s.trim_start_matches(punct_or_space),
                "{s:?}"
            );
            assert_eq!(
                rstrip_punct(&s),
                s.trim_end_matches(punct_or_space),
                "{s:?}"
            );
        }
    }

    #[test]
    fn punctuation_removal_and_ascii_folding() {
        assert_eq!(remove_punct("a.b,c\u{2014}d!é's"), "abc\u{2014}dés");
        assert_eq!(remove_punct(""), "");
        assert_eq!(ascii_fold("Zürich, Kraków"), "Zurich, Krakow");
        assert_eq!(ascii_fold("Paris"), "Paris");
    }

    #[test]
    fn csv_follows_python() {
        assert_eq!(
            csv_rows("a,\"b,c\"\n\nd\"\"e,\"f\"\"g\"x\n", ',').unwrap(),
            vec![vec!["a", "b,c"], vec![], vec!["d\"\"e", "f\"gx"]]
        );
        assert_eq!(csv_rows("a,\"b\nc", ',').unwrap(), vec![vec!["a", "b\nc"]]);
        assert!(csv_rows("a\rb", ',').is_err());
        assert_eq!(csv_rows("", ',').unwrap(), Vec::<Vec<String>>::new());
    }

    /// [`csv_rows`] as it was, one character at a time: the oracle of its runs.
    /// `list(csv.reader(io.StringIO(text), delimiter=delimiter))` with the default dialect
    /// (`"` quotes, doubled quotes, no escape character, not strict): a port of CPython's
    /// `_csv.c` state machine. Lines end at `\n` only (`StringIO` does not translate); a
    /// blank line is an empty row. `delimiter` is not a line end (the callers use `,` and tab).
    fn csv_rows_one_by_one(text: &str, delimiter: char) -> Result<Vec<Vec<String>>, CsvError> {
        let mut rows = Vec::new();
        let mut lines = text.split_inclusive('\n').peekable();
        loop {
            let mut fields: Vec<String> = Vec::new();
            let mut field = CsvField::default();
            let mut state = CsvState::StartRecord;
            loop {
                let Some(line) = lines.next() else {
                    if field.len != 0 || state == CsvState::InQuoted {
                        fields.push(field.take());
                        break;
                    }
                    return Ok(rows);
                };
                // Each character, then the end of the line (`None`).
                for c in line.chars().map(Some).chain(std::iter::once(None)) {
                    if c == Some('\0') {
                        return Err(CsvError("line contains NUL"));
                    }
                    let eol = c.is_none();
                    let nl = matches!(c, Some('\n' | '\r'));
                    let mut st = state;
                    if st == CsvState::StartRecord {
                        if eol {
                            break;
                        } else if nl {
                            state = CsvState::EatCrnl;
                            continue;
                        }
                        st = CsvState::StartField;
                    }
                    // A character outside quotes: the end of the line ends the record, the
                    // delimiter the field; anything else goes into the field.
                    let mut unquoted = |fields: &mut Vec<String>| -> Result<CsvState, CsvError> {
                        Ok(if nl || eol {
                            fields.push(field.take());
                            if eol {
                                CsvState::StartRecord
                            } else {
                                CsvState::EatCrnl
                            }
                        } else if c == Some(delimiter) {
                            fields.push(field.take());
                            CsvState::StartField
                        } else {
                            field.push(c.unwrap_or_default())?;
                            CsvState::InField
                        })
                    };
                    state = match st {
                        // A quote opens a quoted field only at the field's start.
                        CsvState::StartField if c == Some('"') => CsvState::InQuoted,
                        CsvState::StartField | CsvState::InField => unquoted(&mut fields)?,
                        CsvState::InQuoted => match c {
                            None => CsvState::InQuoted,
                            Some('"') => CsvState::QuoteInQuoted,
                            Some(ch) => {
                                field.push(ch)?;
                                CsvState::InQuoted
                            }
                        },
                        // A doubled quote is a quote; any other character ends the quoting.
                        CsvState::QuoteInQuoted if c == Some('"') => {
                            field.push('"')?;
                            CsvState::InQuoted
                        }
                        CsvState::QuoteInQuoted => unquoted(&mut fields)?,
                        CsvState::EatCrnl => {
                            if nl {
                                CsvState::EatCrnl
                            } else if eol {
                                CsvState::StartRecord
                            } else {
                                return Err(CsvError("new-line character seen in unquoted field"));
                            }
                        }
                        CsvState::StartRecord => unreachable!("handled above"),
                    };
                }
                if state == CsvState::StartRecord {
                    break;
                }
            }
            rows.push(fields);
        }
    }

    #[test]
    fn csv_rows_copies_runs() {
        let parts = [
            "a",
            "bc",
            ",",
            "\t",
            "\"",
            "\"\"",
            "\n",
            "\r",
            "\r\n",
            "\0",
            " ",
            "é",
            "日本",
            "\u{1f600}",
            ";",
            "x,y",
            "\",",
            ",\"",
        ];
        let mut seed = 5u64;
        let mut step = || {
            seed = seed
                .wrapping_mul(6364136223846793005)
                .wrapping_add(1442695040888963407);
            (seed >> 33) as usize
        };
        for _ in 0..40_000 {
            let len = step() % 40;
            let text: String = (0..len).map(|_| parts[step() % parts.len()]).collect();
            for delimiter in [',', '\t', 'é', '"'] {
                assert_eq!(
                    csv_rows(&text, delimiter),
                    csv_rows_one_by_one(&text, delimiter),
                    "{text:?} {delimiter:?}"
                );
            }
        }
        // The field limit, unquoted and quoted, at and past it, with multi-byte characters.
        let limit = CsvField::LIMIT;
        for field in [
            "é".repeat(limit),
            "é".repeat(limit + 1),
            format!("\"{}\"", "a".repeat(limit)),
            format!("\"{}\"", "a".repeat(limit + 1)),
            format!("\"{}\"\"\"", "a".repeat(limit - 1)),
            format!("\"{}\"x", "a".repeat(limit)),
        ] {
            for text in [
                field.clone(),
                format!("{field},z\n"),
                format!("q,{field}\0"),
            ] {
                assert_eq!(csv_rows(&text, ','), csv_rows_one_by_one(&text, ','));
            }
        }
        assert!(csv_rows(&"a".repeat(limit + 1), ',').is_err());
        assert!(csv_rows(&"a".repeat(limit), ',').is_ok());
    }

    #[test]
    fn syllables_and_emoji() {
        assert_eq!(syllables("syllable"), 3);
        assert_eq!(syllables("zzkaple"), 2);
        assert_eq!(syllables("b2b"), 0);
        assert!(is_emoji('😀') && is_emoji('©') && !is_emoji('a'));
    }
}
