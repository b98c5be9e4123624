//! The instruction as the rules read it: lower-cased once, split into sentences, with its
//! quoted passages and its negations located.

use std::sync::LazyLock;

use super::pattern::{regex, Regex};

/// An instruction prepared for the rules.
#[derive(Debug)]
pub struct Text<'a> {
    pub raw: &'a str,
    /// `raw` with ASCII letters lower-cased: the same byte offsets as `raw`.
    pub lower: String,
    /// Byte spans `[start, end)` of the sentences (and of lines that end without a full
    /// stop), in order. A sentence does not end inside quotes.
    pub sentences: Vec<(usize, usize)>,
    /// Byte spans of quoted passages, quotes included.
    pub quotes: Vec<(usize, usize)>,
    /// The count phrases ("at least 300", "5 or 6"), found on first use.
    counts: std::sync::OnceLock<Vec<super::count::Counted>>,
    /// Byte positions of the line breaks, in order, and of every `(` and `)`: lines and
    /// parentheses are found by binary search rather than by rescanning the text for
    /// every constraint or clause (a 1 MB instruction has thousands).
    line_breaks: Vec<usize>,
    parentheses: Vec<usize>,
}

impl<'a> Text<'a> {
    pub fn new(raw: &'a str) -> Text<'a> {
        let lower = raw.to_ascii_lowercase();
        let quotes = quoted_spans(raw);
        let sentences = sentence_spans(raw, &lower, &quotes);
        let positions = |wanted: fn(u8) -> bool| -> Vec<usize> {
            (raw.bytes().enumerate())
                .filter(|&(_, b)| wanted(b))
                .map(|(i, _)| i)
                .collect()
        };
        let line_breaks = positions(|b| b == b'\n');
        let parentheses = positions(|b| matches!(b, b'(' | b')'));
        Text {
            raw,
            lower,
            sentences,
            quotes,
            counts: std::sync::OnceLock::new(),
            line_breaks,
            parentheses,
        }
    }

    /// The count phrases of the instruction, in order.
    pub(crate) fn counts(&self) -> &[super::count::Counted] {
        self.counts.get_or_init(|| super::count::scan(&self.lower))
    }

    /// The sentence containing byte `pos`: the last one starting at or before it
    /// (sentences are in order, so a binary search finds it).
    pub fn sentence_at(&self, pos: usize) -> (usize, usize) {
        match self.sentences.partition_point(|&(s, _)| s <= pos) {
            0 => (0, self.raw.len()),
            n => self.sentences[n - 1],
        }
    }

    /// Whether `[start, end)` lies inside a quoted passage. Quoted passages are in order
    /// and do not overlap: only the last one opening before `start` can hold it.
    pub fn in_quotes(&self, start: usize, end: usize) -> bool {
        match self.quotes.partition_point(|&(s, _)| s < start) {
            0 => false,
            n => end <= self.quotes[n - 1].1,
        }
    }

    /// The quoted passages that overlap `[start, end)`, in order.
    pub fn quotes_within(&self, start: usize, end: usize) -> &[(usize, usize)] {
        let from = self.quotes.partition_point(|&(_, e)| e <= start);
        let to = self.quotes.partition_point(|&(s, _)| s < end).max(from);
        &self.quotes[from..to]
    }

    /// The start of the line containing byte `pos`.
    pub fn line_start(&self, pos: usize) -> usize {
        match self.line_breaks.partition_point(|&b| b < pos) {
            0 => 0,
            n => self.line_breaks[n - 1] + 1,
        }
    }

    /// The end of the line containing byte `pos` (its line break, or the end of the text).
    pub fn line_end(&self, pos: usize) -> usize {
        let after = self.line_breaks.partition_point(|&b| b < pos);
        self.line_breaks
            .get(after)
            .copied()
            .unwrap_or(self.raw.len())
    }

    /// The position of the `(` whose parenthesis contains `pos`, on the same line: the
    /// last parenthesis before `pos` opens, after the start of its line.
    pub fn enclosing_parenthesis(&self, pos: usize) -> Option<usize> {
        let before = self.parentheses.partition_point(|&p| p < pos);
        let last = *self.parentheses[..before].last()?;
        (self.raw.as_bytes()[last] == b'(' && last >= self.line_start(pos)).then_some(last)
    }

    /// Where a negation that governs the phrase starting at `pos` begins, if there is one:
    /// "do not", "never", "avoid", "without", "refrain from" … at most three words before
    /// `pos`, in the same clause. "Don't forget to" and "not only" are not negations.
    pub fn negation_before(&self, pos: usize) -> Option<usize> {
        self.negation_between(self.clause_start(pos), pos)
    }

    /// Like [`Text::negation_before`], looking no further back than `from`.
    pub fn negation_between(&self, from: usize, pos: usize) -> Option<usize> {
        static RE: LazyLock<Regex> = LazyLock::new(|| {
            regex(
                r"\b(?:under\s+no\s+circumstances|in\s+no\s+case|at\s+no\s+(?:point|time)|by\s+no\s+means|do\s+not|does\s+not|did\s+not|don'?t|doesn'?t|never|must\s+not|mustn'?t|should\s+not|shouldn'?t|cannot|can'?t|can\s+not|may\s+not|will\s+not|won'?t|is\s+not|are\s+not|isn'?t|aren'?t|not|avoid|without|refrain\s+from|no\s+need\s+to)(?P<after>(?:\s+[\w'’-]+){0,3}?)\s*$",
            )
            .expect("static regex")
        });
        static NOT_NEGATING: LazyLock<Regex> = LazyLock::new(|| {
            regex(r"^\s+(?:forget|hesitate|fail|only|just)\b").expect("static regex")
        });
        // "people who are trying to avoid the letter t": what someone in the task does.
        static NOT_THE_RESPONSE: LazyLock<Regex> = LazyLock::new(|| {
            regex(r"\b(?:who|which|trying\s+to|try\s+to|tries\s+to|tried\s+to|attempting\s+to)\b")
                .expect("static regex")
        });
        let from = from.min(pos);
        let gap = &self.lower[from..pos];
        let caps = RE.captures(gap)?;
        if NOT_NEGATING.is_match(&caps["after"]) {
            return None;
        }
        let start = caps.get(0).expect("match").start();
        if NOT_THE_RESPONSE.is_match(&self.lower[self.sentence_at(pos).0.min(from)..from + start]) {
            return None;
        }
        Some(from + caps.get(0).expect("match").start())
    }

    /// The start of the clause that contains `pos`: the sentence start, or the last
    /// clause break (`;`, `:`, `, `, `] `, " and ", " but ", " then ") before `pos`.
    pub fn clause_start(&self, pos: usize) -> usize {
        let s = self.sentence_at(pos).0.min(pos);
        s + last_break_end(&self.lower.as_bytes()[s..pos])
    }

    /// The text of `[start, end)` in the original case, trimmed.
    pub fn raw_trimmed(&self, start: usize, end: usize) -> &'a str {
        self.raw[start..end].trim()
    }
}

/// What separates clauses, for [`Text::clause_start`].
const CLAUSE_BREAKS: [&[u8]; 8] = [
    b";", b":", b", ", b"] ", b" and ", b" but ", b" then ", b" or ",
];
const LONGEST_CLAUSE_BREAK: usize = 6;

/// The largest end of a [`CLAUSE_BREAKS`] occurrence in `region` (0 if none): one
/// backward scan, stopping once no break further back could end later.
fn last_break_end(region: &[u8]) -> usize {
    let mut best = 0;
    for i in (0..region.len()).rev() {
        if i + LONGEST_CLAUSE_BREAK <= best {
            break;
        }
        for b in CLAUSE_BREAKS {
            if region[i..].starts_with(b) {
                best = best.max(i + b.len());
            }
        }
    }
    best
}

/// Quoted passages: `"…"`, `“…”`, `‘…’` and `'…'` (a `'` that is not an apostrophe)
/// closed on the same line. Straight quotes pair up from left to right.
fn quoted_spans(raw: &str) -> Vec<(usize, usize)> {
    let mut out = Vec::new();
    let bytes = raw.as_bytes();
    let mut open: Option<(usize, char)> = None;
    for (i, c) in raw.char_indices() {
        match (open, c) {
            (_, '\n') => open = None,
            (None, '"' | '“' | '”') => open = Some((i, c)),
            (None, '‘') => open = Some((i, c)),
            (None, '\'') => {
                // An opening single quote follows a space or bracket and precedes a letter.
                let prev_ok = i == 0 || matches!(bytes[i - 1], b' ' | b'(' | b'[' | b'\t' | b':');
                let next_ok = raw[i + 1..]
                    .chars()
                    .next()
                    .is_some_and(|n| !n.is_whitespace());
                if prev_ok && next_ok {
                    open = Some((i, c));
                }
            }
            (Some((s, '"' | '“' | '”')), '"' | '”' | '“') => {
                out.push((s, i + c.len_utf8()));
                open = None;
            }
            (Some((s, '‘')), '’') => {
                out.push((s, i + c.len_utf8()));
                open = None;
            }
            (Some((s, '\'')), '\'') => {
                // A closing single quote is not followed by a letter ("don't").
                let next_is_letter = raw[i + 1..]
                    .chars()
                    .next()
                    .is_some_and(char::is_alphanumeric);
                if !next_is_letter {
                    out.push((s, i + 1));
                    open = None;
                }
            }
            _ => {}
        }
    }
    out
}

/// Abbreviations whose period does not end a sentence.
const ABBREVIATIONS: &[&str] = &[
    "i.e", "e.g", "etc", "vs", "mr", "mrs", "ms", "dr", "st", "p.s", "p.p.s", "u.s", "u.k", "no",
    "approx", "a.m", "p.m", "ie", "eg", "cf", "fig", "jr", "sr", "max", "min", "incl",
];

/// Abbreviations that end their sentence when a capital follows: a postscript marker
/// ("P.S. The word …") and the closing words of a clause ("… at most 2 sentences max.
/// Answer in …", "pens, paper, etc. Then …"). A title ("Dr. Smith") or an example
/// ("e.g. Paris") goes on with a capital.
const ENDS_BEFORE_A_CAPITAL: &[&str] = &["p.s", "p.p.s", "max", "min", "etc", "incl", "approx"];

/// Words that open a sentence of requirements. Written with a capital after a lower-case
/// word and no stop ("… phase of these oscillations? Formulas only Your response must
/// …"), one starts a new sentence: a prompt and a requirement joined without a full stop.
const SENTENCE_OPENERS: &[&str] = &[
    "Your ",
    "Please ",
    "Answer ",
    "Respond ",
    "Make sure ",
    "Ensure ",
    "Do not ",
    "Don't ",
    "Include ",
    "Avoid ",
    "Limit ",
    "Keep ",
    "Provide ",
    "Use ",
    "Wrap ",
    "Highlight ",
    "Separate ",
    "Format ",
    "Output ",
    "Return ",
    "In your ",
    "There should ",
    "Each ",
    "Every ",
    "Finish ",
    "End your ",
    "Start your ",
    "Begin your ",
];

/// Whether the space at `i` ends a sentence run into the next one: a lower-case word
/// before it, a [`SENTENCE_OPENERS`] word after it.
fn run_on_boundary(raw: &str, i: usize) -> bool {
    let before = &raw[..i];
    let word = before.rsplit(' ').next().unwrap_or("");
    !word.is_empty()
        && word.bytes().all(|b| b.is_ascii_lowercase())
        && SENTENCE_OPENERS.iter().any(|o| raw[i + 1..].starts_with(o))
}

/// Sentence spans: a sentence ends after `.`, `!` or `?` followed by whitespace (not after
/// an abbreviation or inside quotes), at every line break, and before a sentence run into
/// the one before it ([`run_on_boundary`]).
fn sentence_spans(raw: &str, lower: &str, quotes: &[(usize, usize)]) -> Vec<(usize, usize)> {
    let mut out = Vec::new();
    let mut start = 0;
    let bytes = raw.as_bytes();
    // Quoted passages are in order and do not overlap: only the last one opening
    // before `i` can hold it.
    let in_quote = |i: usize| match quotes.partition_point(|&(s, _)| s < i) {
        0 => false,
        n => i < quotes[n - 1].1 - 1,
    };
    let push = |s: usize, e: usize, out: &mut Vec<(usize, usize)>| {
        let seg = &raw[s..e];
        let lead = seg.len() - seg.trim_start().len();
        let trail = seg.len() - seg.trim_end().len();
        if s + lead < e - trail {
            out.push((s + lead, e - trail));
        }
    };
    let mut i = 0;
    while i < bytes.len() {
        let b = bytes[i];
        if b == b'\n' {
            push(start, i, &mut out);
            start = i + 1;
        } else if b == b']'
            && bytes.get(i + 1).is_some_and(|n| n.is_ascii_whitespace())
            && raw[i + 1..]
                .trim_start()
                .starts_with(|c: char| c.is_uppercase() || c == '[')
            && !in_quote(i)
        {
            // "[Length: 2 sentences] Let the customer know …": a bracketed label stands
            // alone.
            push(start, i + 1, &mut out);
            start = i + 1;
        } else if b == b' ' && !in_quote(i) && run_on_boundary(raw, i) {
            push(start, i, &mut out);
            start = i + 1;
        } else if matches!(b, b'.' | b'!' | b'?')
            && bytes.get(i + 1).is_none_or(|n| n.is_ascii_whitespace())
            && !in_quote(i)
        {
            // After the separator, which may be more than one byte (a no-break space).
            let word_start = lower[..i]
                .char_indices()
                .rev()
                .find(|&(_, c)| c.is_whitespace() || c == '(')
                .map_or(0, |(p, c)| p + c.len_utf8());
            let word = &lower[word_start..i];
            let capital_next = raw[i + 1..]
                .trim_start()
                .chars()
                .next()
                .is_some_and(char::is_uppercase);
            let abbreviation = b == b'.'
                && ((ABBREVIATIONS.contains(&word)
                    && !(ENDS_BEFORE_A_CAPITAL.contains(&word) && capital_next))
                    || (word.len() == 1
                        && word.chars().all(|c| c.is_ascii_alphabetic())
                        // "… with the letter R. Do not …": a letter named, not an initial.
                        && !lower[..word_start].trim_end().ends_with("letter")));
            if !abbreviation {
                push(start, i + 1, &mut out);
                start = i + 1;
            }
        } else if matches!(b, b'"' | b'\'' | b')')
            && i > 0
            && matches!(bytes[i - 1], b'.' | b'!' | b'?')
            && bytes.get(i + 1).is_none_or(|n| n.is_ascii_whitespace())
            && !in_quote(i)
            && raw[i + 1..]
                .trim_start()
                .chars()
                .next()
                .is_none_or(char::is_uppercase)
        {
            // `… "My answer is yes." Add …`: the quote closes the sentence.
            push(start, i + 1, &mut out);
            start = i + 1;
        }
        i += 1;
    }
    push(start, raw.len(), &mut out);
    out
}

#[cfg(test)]
mod tests {
    /// A sentence end after a word that follows a no-break space (two bytes in UTF-8).
    #[test]
    fn a_no_break_space_before_the_last_word_of_a_sentence_is_one_character() {
        let t = Text::new("Write it in\u{a0}French. Use\u{a0}no commas.");
        let s: Vec<&str> = t.sentences.iter().map(|&(a, b)| &t.raw[a..b]).collect();
        assert_eq!(s, ["Write it in\u{a0}French.", "Use\u{a0}no commas."]);
    }

    /// The backward scan finds what the last occurrence of each break finds.
    #[test]
    fn last_break_end_is_the_latest_end_of_any_break() {
        let naive = |r: &str| {
            CLAUSE_BREAKS
                .iter()
                .filter_map(|b| {
                    let b = std::str::from_utf8(b).unwrap();
                    r.rfind(b).map(|i| i + b.len())
                })
                .max()
                .unwrap_or(0)
        };
        for r in [
            "",
            "write a poem",
            "use commas, and then",
            "a; b: c, d and e but f then g or h",
            "x then y,",
            "or and, then ",
            "é, then é and",
            "a then",
            ", then ",
        ] {
            assert_eq!(last_break_end(r.as_bytes()), naive(r), "{r:?}");
        }
    }

    use super::*;

    #[test]
    fn sentences_do_not_end_in_quotes_or_after_abbreviations() {
        let t = Text::new("Say \"Hi. Bye.\" to me, i.e. twice. Add a P.S. at the end!\nNext line");
        let s: Vec<&str> = t.sentences.iter().map(|&(a, b)| &t.raw[a..b]).collect();
        assert_eq!(
            s,
            [
                "Say \"Hi. Bye.\" to me, i.e. twice.",
                "Add a P.S. at the end!",
                "Next line"
            ]
        );
    }

    #[test]
    fn a_requirement_run_into_the_prompt_is_a_sentence_of_its_own() {
        let t = Text::new("Give the phase? Formulas only Your response must use bullets. Read The Hobbit Your way.");
        let s: Vec<&str> = t.sentences.iter().map(|&(a, b)| &t.raw[a..b]).collect();
        assert_eq!(
            s,
            [
                "Give the phase?",
                "Formulas only",
                "Your response must use bullets.",
                // After a capitalised word, a title goes on.
                "Read The Hobbit Your way."
            ]
        );
    }

    #[test]
    fn a_closing_abbreviation_ends_its_sentence_before_a_capital() {
        let t = Text::new(
            "At most 2 sentences max. Answer in four paragraphs. Ask Dr. Who, max. 3 times.",
        );
        let s: Vec<&str> = t.sentences.iter().map(|&(a, b)| &t.raw[a..b]).collect();
        assert_eq!(
            s,
            [
                "At most 2 sentences max.",
                "Answer in four paragraphs.",
                "Ask Dr. Who, max. 3 times."
            ]
        );
    }

    #[test]
    fn negations_govern_the_next_few_words_of_their_clause() {
        let t = Text::new("Do not write in all capital letters.");
        assert_eq!(t.negation_before(t.raw.find("in all").unwrap()), Some(0));
        let t = Text::new("Don't forget to include the keywords x and y.");
        assert_eq!(t.negation_before(t.raw.find("include").unwrap()), None);
        let t = Text::new("Do not use commas, and wrap your answer in double quotes.");
        assert_eq!(t.negation_before(t.raw.find("wrap").unwrap()), None);
    }

    #[test]
    fn quotes_pair_on_one_line_and_skip_apostrophes() {
        let t = Text::new("Don't say 'yes' or \"no\" here.");
        let q: Vec<&str> = t.quotes.iter().map(|&(a, b)| &t.raw[a..b]).collect();
        assert_eq!(q, ["'yes'", "\"no\""]);
    }
}
