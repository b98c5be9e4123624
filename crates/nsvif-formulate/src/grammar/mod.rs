//! The everyday constraint language (`grammars/everyday.pest`): units, measures and
//! relations composed ("each bullet must be under 10 words", "keep it under 100
//! characters", "a table with two columns"), read wherever the instruction states them.
//!
//! - [`scan`] tries the grammar's `phrase` at the word starts of each sentence that holds
//!   one of its needle words, left to right; at each word only the forms that can open
//!   there (`forms`, derived from the grammar), in `phrase`'s order;
//! - `compile` turns a match into a [`Reading`]: a DSL check ([`nsvif_spec::Expr`])
//!   with the span it was read from;
//! - `context` decides whether a measure with no unit of its own in front ("with
//!   exactly 4 lines", "(max 280 characters)") bounds the whole response or a part of it
//!   ("a title of at most 5 words"); a part no form reads stays unread.
//!
//! The rule family `rules::everyday` runs it after the template rules and keeps only
//! readings no template read, so IFEval, IFBench and VIFBench phrasings keep their
//! benchmarks' semantics.

mod compile;
pub(crate) use compile::BULLET_POINT;
mod context;
mod forms;

use std::sync::LazyLock;

use aho_corasick::AhoCorasick;
use nsvif_spec::Expr;
use pest::iterators::Pair;
use pest_derive::Parser;

use crate::read::Text;

#[derive(Parser)]
#[grammar = "grammars/everyday.pest"]
struct Everyday;

/// A constraint read by the grammar, or a measure it recognised and declined.
#[derive(Debug, Clone, PartialEq)]
pub struct Reading {
    /// The check; `None` when the grammar recognised a measure but not what it bounds
    /// ("keep paragraphs short (2–3 sentences)"): nothing there may be read as a bound
    /// on the whole response.
    pub expr: Option<Expr>,
    /// Byte span of the instruction it was read from.
    pub start: usize,
    pub end: usize,
    /// Whether it reads more than a benchmark template reading the same words would
    /// ("5 bullet points *or fewer*", "*each* under 12 words", a sign-off with a name
    /// under it): in plain mode it replaces the template's reading.
    pub supersedes: bool,
    /// The measure's own span ("max 1 hashtag" of "with max 1 hashtag"): a template
    /// that read only part of it ("1 hashtag") read less, and gives way in plain mode.
    pub core: Option<(usize, usize)>,
}

/// Words one of which a sentence must hold for the grammar to be tried on it: every
/// form names a unit, a table, keys, fences, a list layout or an ending.
static NEEDLES: LazyLock<AhoCorasick> = LazyLock::new(|| {
    AhoCorasick::new([
        "word",
        "char",
        "sentence",
        "line",
        "paragraph",
        "para",
        "bullet",
        "emoji",
        "emoticon",
        "table",
        "column",
        "key",
        "field",
        "propert",
        "fence",
        "backtick",
        "code block",
        "```",
        "end",
        "finish",
        "conclude",
        "sign",
        "close",
        "start",
        "begin",
        "open",
        "hashtag",
        "exclamation",
        "question",
        "comma",
        "semicolon",
        "colon",
        "alphabet",
        "a to z",
        "a-z",
        "capitali",
        "title case",
        "emoji",
        "bold",
        "list",
        "say",
        "word",
        "wrap",
        "json",
        "contain",
        "split",
        "divide",
        "first",
        "last",
        "final",
        "point",
        "item",
        "step",
        "row",
        "period",
        "full stop",
        "letter",
        "capital",
        "uppercase",
        "punctuation",
        "dash",
        "circumstances",
        "only",
        "just",
        "nothing",
        "exclusively",
        "alone",
        "heading",
        "header",
        "never",
        "avoid",
        "mention",
        "without",
        "don't",
        "do not",
        "ask",
    ])
    .expect("static needles")
});

/// Words a phrase can open with: the scan tries the grammar only at these. Narrower
/// than the forms' openings ([`forms`]): a phrase starts a clause or follows its verb,
/// and trying every word a form could start with reads measures out of their clause.
fn can_open(word: &str) -> bool {
    let w = word.trim_start_matches(['(', '[', '"', '\'']);
    // A digit, or a relation written as a symbol ("≤ 40 words", "~50 words").
    w.starts_with(|c: char| c.is_ascii_digit() || "≤≥⩽⩾<>=≈~".contains(c))
        || matches!(
            w,
            "each"
                | "every"
                | "all"
                | "keep"
                | "make"
                | "ensure"
                | "limit"
                | "have"
                | "no"
                | "the"
                | "list"
                | "name"
                | "give"
                | "suggest"
                | "provide"
                | "recommend"
                | "share"
                | "enumerate"
                | "brainstorm"
                | "write"
                | "output"
                | "return"
                | "a"
                | "half"
                | "one"
                | "two"
                | "three"
                | "four"
                | "five"
                | "six"
                | "seven"
                | "eight"
                | "nine"
                | "ten"
                | "eleven"
                | "twelve"
                | "fifteen"
                | "twenty"
                | "thirty"
                | "forty"
                | "fifty"
                | "sixty"
                | "seventy"
                | "eighty"
                | "ninety"
                | "in"
                | "as"
                | "using"
                | "use"
                | "include"
                | "with"
                | "containing"
                | "having"
                | "that"
                | "without"
                | "not"
                | "never"
                | "do"
                | "don't"
                | "end"
                | "ends"
                | "finish"
                | "conclude"
                | "sign"
                | "close"
                | "must"
                | "should"
                | "mustn't"
                | "shouldn't"
                | "cap"
                | "restrict"
                | "hold"
                | "stay"
                | "exceed"
                | "exceeding"
                | "surpass"
                | "go"
                | "going"
                | "keeping"
                | "limiting"
                | "capping"
                | "restricting"
                | "holding"
                | "staying"
                | "answer"
                | "respond"
                | "reply"
                | "explain"
                | "summarize"
                | "summarise"
                | "describe"
                | "add"
                | "contain"
                | "at"
                | "up"
                | "under"
                | "fewer"
                | "less"
                | "below"
                | "more"
                | "over"
                | "exactly"
                | "precisely"
                | "just"
                | "only"
                | "maximum"
                | "max"
                | "minimum"
                | "min"
                | "between"
                | "from"
                | "about"
                | "around"
                | "roughly"
                | "approximately"
                | "approx"
                | "nearly"
                | "almost"
                | "within"
                | "shorter"
                | "longer"
                | "above"
                | "beneath"
                | "greater"
                | "some"
                | "circa"
                | "tops"
                | "limited"
                | "capped"
                | "none"
                | "split"
                | "divide"
                | "break"
                | "organize"
                | "organise"
                | "structure"
                | "capitalize"
                | "capitalise"
                | "sort"
                | "order"
                | "alphabetical"
                | "alphabetically"
                | "somewhere"
                | "work"
                | "weave"
                | "say"
                | "zero"
                | "skip"
                | "avoid"
                | "leave"
                | "wrap"
                | "round"
                | "lead"
                | "kick"
                | "your"
                | "first"
                | "open"
                | "start"
                | "begin"
                | "put"
                | "place"
                | "bullets"
                | "fit"
                | "lines"
                | "sentences"
                | "paragraphs"
                | "there"
                | "word"
                | "character"
                | "sentence"
                | "length"
                | "target"
                | "mention"
                | "repeat"
                | "i"
                | "i'd"
                | "it"
                | "point"
                | "points"
                | "item"
                | "items"
                | "step"
                | "steps"
                | "paragraph"
                | "exclusively"
                | "solely"
                | "ask"
                | "always"
                | "nothing"
                | "mark"
                | "be"
                | "bullet"
                | "everything"
                | "fill"
                | "create"
                | "build"
                | "draw"
                | "produce"
                | "generate"
                | "format"
                | "present"
        )
}

/// The most of a sentence a phrase is tried on: no phrase is longer, and a parse (and
/// pest's error, which reads to the end of its line) stays bounded on a long sentence.
const WINDOW: usize = 512;

/// How far back in its sentence an elliptic phrase looks for the part it means, in bytes.
const NAMED_REACH: usize = 200;

/// Every reading of the grammar in `text`, left to right, none overlapping another.
/// `taken`: spans other rules read, which the grammar does not read again and which
/// `context` skips when it looks for the noun a measure belongs to.
pub fn scan(text: &Text, taken: &[(usize, usize)]) -> Vec<Reading> {
    scan_with(text, taken, forms::first_match)
}

/// A matcher: the form `phrase` matches at the start of a window (at a byte of the
/// text, with what the sentence holds from there on), with the bytes it consumed.
type Matcher = for<'w> fn(&'w str, usize, &forms::Reach) -> Option<(Pair<'w, Rule>, usize)>;

fn scan_with(text: &Text, taken: &[(usize, usize)], matcher: Matcher) -> Vec<Reading> {
    let mut out = Vec::new();
    let whole = compile::Whole::of(text);
    let mut earlier = None;
    let mut listed = None;
    for &(s, e) in &text.sentences {
        let sentence = &text.lower[s..e];
        let before = earlier;
        let named = compile::last_part_named(sentence);
        earlier = named.or(earlier);
        if NEEDLES.find(sentence).is_none() {
            continue;
        }
        let mut state = compile::SentenceState::new(whole, before, listed.take());
        let reach = forms::Reach::of(sentence, s);
        let mut pos = s;
        while pos < e {
            let Some(start) = next_word_start(&text.lower, pos, e) else {
                break;
            };
            let first_len = text.lower[start..].chars().next().map_or(1, char::len_utf8);
            let word_end = text.lower[start..e]
                .find(|c: char| c.is_whitespace() || matches!(c, ',' | ';' | '.' | ':' | ')'))
                .map_or(e, |i| start + i)
                .max(start + first_len)
                .min(e);
            let word = &text.lower[start..word_end];
            if !can_open(word)
                || !near_a_trigger(text, start, e)
                || text.in_quotes(start, start + 1)
            {
                pos = word_end;
                continue;
            }
            let at = start + usize::from(text.lower[start..].starts_with(['(', '[']));
            // The window ends at a space, so a phrase that reaches its end was cut there:
            // it is not one (its `stop` may have been the window's end).
            let cut = (at + WINDOW < e)
                .then(|| text.lower[..compile::floor(text, at + WINDOW)].rfind(' '))
                .flatten()
                .filter(|&c| c > at);
            let window_end = cut.unwrap_or(e);
            match matcher(&text.lower[at..window_end], at, &reach) {
                Some((form, consumed)) => {
                    let len = form.as_str().trim_end().len();
                    if cut.is_some() && at + consumed >= window_end {
                        pos = word_end;
                        continue;
                    }
                    // Within a few hundred bytes: a long sentence of many phrases stays
                    // linear.
                    let from = s.max(compile::floor(text, at.saturating_sub(NAMED_REACH)));
                    state.named_before = compile::last_part_named(&text.lower[from..at]);
                    let readings = compile::phrase(text, at, form, &mut state, taken);
                    // A phrase its context declines is still one phrase: none of its
                    // words opens another ("the third one should *open with* …").
                    out.extend(readings);
                    pos = at + len.max(1);
                }
                None => pos = word_end,
            }
        }
        // What this sentence's phrases ranged over, before the last part word it
        // names ("Make the opening *paragraph* just one sentence. The last one …").
        earlier = state.part_read().or(named).or(before);
        listed = state.listed;
    }
    out
}

/// What every phrase holds within its first words: a number, a quote, or a word of its
/// vocabulary. Checked before the parse: most words that can open a phrase ("the", "a",
/// "in", "with") open none there, and a failed parse costs far more than this look.
static TRIGGERS: LazyLock<AhoCorasick> = LazyLock::new(|| {
    AhoCorasick::new([
        "'",
        "\"",
        "“",
        "‘",
        "one",
        "two",
        "three",
        "four",
        "five",
        "six",
        "seven",
        "eight",
        "nine",
        "ten",
        "eleven",
        "twelve",
        "teen",
        "twenty",
        "thirty",
        "forty",
        "fifty",
        "sixty",
        "seventy",
        "eighty",
        "ninety",
        "hundred",
        "dozen",
        "single",
        "word",
        "char",
        "sentence",
        "line",
        "paragraph",
        "para",
        "bullet",
        "emoji",
        "emoticon",
        "hashtag",
        "exclamation",
        "question",
        "comma",
        "period",
        "full stop",
        "colon",
        "code",
        "fence",
        "backtick",
        "```",
        "table",
        "column",
        "row",
        "key",
        "field",
        "propert",
        "json",
        "bold",
        "list",
        "point",
        "item",
        "step",
        "capital",
        "uppercase",
        "upper-case",
        "upper case",
        "letter",
        "alphabet",
        "a to z",
        "a-z",
        "punctuation",
        "title",
        "sorted",
        "dash",
        "limit",
        "nothing",
        "only",
        "just",
        "exclusively",
        "code",
        "heading",
        "header",
    ])
    .expect("static triggers")
});

/// Whether a trigger or a digit lies within the first 48 bytes from `start`.
fn near_a_trigger(text: &Text, start: usize, end: usize) -> bool {
    let to = compile::floor(text, (start + 48).min(end));
    let window = &text.lower[start..to];
    window.bytes().any(|b| b.is_ascii_digit()) || TRIGGERS.is_match(window)
}

/// The first byte at or after `pos` (before `end`) that starts a word.
fn next_word_start(lower: &str, pos: usize, end: usize) -> Option<usize> {
    let bytes = lower.as_bytes();
    let mut i = pos;
    while i < end && !lower.is_char_boundary(i) {
        i += 1;
    }
    // Inside a word: move to its end first.
    if i > 0 && i < end && is_word_byte(bytes[i - 1]) {
        while i < end && is_word_byte(bytes[i]) {
            i += 1;
        }
    }
    while i < end && !(is_word_byte(bytes[i]) || b"(`<>=~".contains(&bytes[i])) {
        i += 1;
    }
    (i < end && lower.is_char_boundary(i)).then_some(i)
}

fn is_word_byte(b: u8) -> bool {
    b.is_ascii_alphanumeric() || b == b'\'' || b >= 0x80
}

#[cfg(test)]
mod tests;
