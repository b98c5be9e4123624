//! Soft readings: a requirement hedged by "preferably", "ideally", "if possible", "try
//! to", "aim for", "it would be nice" … is a preference, not a requirement.
//!
//! The hedge words are blanked out (same byte length, so every span stays an offset of
//! the instruction) before the rules read the text: "If possible, avoid commas." is read as
//! "avoid commas.", and the hedge is neither a condition nor an unread remainder. After the
//! rules, every constraint read within a hedge's scope is marked [`Constraint::soft`].

use std::borrow::Cow;
use std::sync::LazyLock;

use nsvif_spec::{Check, Constraint, Span, Unexplained};
use regex::Regex;

/// The hedges, longest first where one starts another. A hedge with its comma ("If
/// possible, …", "…, ideally.") is blanked with the comma, so no empty clause is left.
static HEDGE: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(
        r"(?xi)
        ,?\s*
        \b(?:
            preferabl[ey]
          | ideally
          | (?:if|where|wherever|when|whenever)\s+(?:at\s+all\s+)?(?:possible|feasible)
          | as\s+far\s+as\s+possible
          | try\s+(?:to|and)
          | aim\s+(?:for|to)
          | it\s+(?:would|'d)\s+be\s+(?:nice|good|great)\s+(?:if\s+you\s+(?:could\s+)?|to\s+)?
          | it's\s+(?:nice|good)\s+(?:if\s+you\s+(?:could\s+)?|to\s+)
        )\b
        ,?",
    )
    .expect("the hedge pattern is valid")
});

/// The words that end a hedge's reach within its sentence.
static CONTRAST: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(r"(?i)\b(?:but|however|although|though|yet|whereas|must)\b")
        .expect("the contrast pattern is valid")
});

/// How far from a hedge a contrast is looked for, in bytes: a hedge's clause is short,
/// and a bound keeps many hedges in one long sentence linear.
const WINDOW: usize = 256;

/// The largest character boundary of `text` at or before `at`.
fn floor_boundary(text: &str, mut at: usize) -> usize {
    while !text.is_char_boundary(at) {
        at -= 1;
    }
    at
}

/// The hedges of an instruction: the words to blank and the part each one governs.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Hedges {
    /// Each hedge: its words (with an adjacent comma) and its scope.
    found: Vec<(Span, Span)>,
}

impl Hedges {
    /// Every hedge of `instruction` and its scope: from the hedge to the end of its
    /// sentence, or, for a hedge that ends its sentence ("Avoid commas if possible."), from
    /// the start of the sentence to the hedge. Linear in the instruction: its sentence ends
    /// and quotation marks are listed once, and each hedge looks them up.
    pub fn find(instruction: &str) -> Hedges {
        let mut hedges = HEDGE.find_iter(instruction).peekable();
        if hedges.peek().is_none() {
            return Hedges::default();
        }
        let marks = Marks::of(instruction);
        let found = hedges
            // A hedge inside a quotation is words to copy, not a preference.
            .filter(|m| !marks.quoted(m.start()))
            .map(|m| {
                let words = Span {
                    start: m.start(),
                    end: m.end(),
                };
                let sentence = marks.sentence_around(m.start(), m.end(), instruction.len());
                let after = &instruction[m.end()..sentence.end.max(m.end())];
                let trailing = after.chars().all(|c| !c.is_alphanumeric());
                // A contrast ends the hedge's reach: "under 60 words, but under 50 if
                // possible", "try to stay under 50 words, but never exceed 60".
                let scope = if trailing {
                    let from = sentence.start.max(m.start().saturating_sub(WINDOW));
                    let from = floor_boundary(instruction, from);
                    let start = CONTRAST
                        .find_iter(&instruction[from..m.start()])
                        .last()
                        .map_or(sentence.start, |c| from + c.end());
                    Span {
                        start,
                        end: m.end(),
                    }
                } else {
                    let to = sentence.end.min(m.end() + WINDOW);
                    let to = floor_boundary(instruction, to.max(m.end()));
                    let end = CONTRAST
                        .find(&instruction[m.end()..to])
                        .map_or(sentence.end, |c| m.end() + c.start());
                    Span {
                        start: m.start(),
                        end,
                    }
                };
                (words, scope)
            })
            .collect();
        Hedges { found }
    }

    pub fn is_empty(&self) -> bool {
        self.found.is_empty()
    }

    /// The instruction with every hedge's words blanked by spaces (the same length, so
    /// offsets into it are offsets into the instruction).
    /// With `also`, other words to blank (ASCII words, spaces and commas, as hedges are).
    pub fn blanked<'a>(&self, instruction: &'a str, also: &[Span]) -> Cow<'a, str> {
        if self.found.is_empty() && also.is_empty() {
            return Cow::Borrowed(instruction);
        }
        let mut spans: Vec<Span> = self.found.iter().map(|&(words, _)| words).collect();
        spans.extend_from_slice(also);
        spans.sort_by_key(|s| s.start);
        let mut text = String::with_capacity(instruction.len());
        let mut at = 0;
        for words in spans {
            // Two blanks may share a comma: the second starts where the first ended.
            let start = words.start.max(at);
            if start >= words.end {
                continue;
            }
            text.push_str(&instruction[at..start]);
            // ASCII words, spaces and commas: one space per byte.
            text.extend(std::iter::repeat_n(' ', words.end - start));
            at = words.end;
        }
        text.push_str(&instruction[at..]);
        text.into()
    }

    /// Puts back the hedge's words where a constraint copied text across a blank (a
    /// prompt to repeat, a phrase, the constraint's words): each string of its check and
    /// its text that is found in `blanked` becomes the same bytes of `instruction`.
    pub fn restore(&self, constraints: &mut [Constraint], blanked: &str, instruction: &str) {
        if blanked == instruction {
            return;
        }
        let restore = |s: &mut String| {
            if !s.contains("  ") && !s.starts_with(' ') && !s.ends_with(' ') {
                return;
            }
            if let Some(at) = blanked.find(s.as_str()) {
                if let Some(original) = instruction.get(at..at + s.len()) {
                    *s = original.to_string();
                }
            }
        };
        for c in constraints {
            restore(&mut c.text);
            match &mut c.check {
                Check::Predicate { args, .. } => restore_strings(args, &restore),
                Check::Dsl { dsl } => restore(dsl),
                Check::Judge { .. } => {}
            }
        }
    }

    /// Puts back the hedge's words in the unread parts the rules quoted from the blanked
    /// text: each one's text is its span of `instruction`.
    pub fn restore_unread(
        &self,
        unexplained: &mut [Unexplained],
        blanked: &str,
        instruction: &str,
    ) {
        if blanked == instruction {
            return;
        }
        for u in unexplained {
            if let Some(original) = instruction.get(u.source.start..u.source.end) {
                if u.text.len() == original.len() {
                    u.text = original.to_string();
                }
            }
        }
    }

    /// Marks soft every constraint read within a hedge's scope. The scopes sorted by
    /// start with the furthest end so far: a constraint overlaps one when the furthest
    /// end of those starting before it ends lies past its start.
    pub fn mark(&self, constraints: &mut [Constraint]) {
        let mut scopes: Vec<Span> = self.found.iter().map(|&(_, scope)| scope).collect();
        scopes.sort_by_key(|s| s.start);
        let furthest: Vec<usize> = scopes
            .iter()
            .scan(0, |end, s| {
                *end = (*end).max(s.end);
                Some(*end)
            })
            .collect();
        for c in constraints {
            if let Some(source) = c.source {
                let before = scopes.partition_point(|s| s.start < source.end);
                c.soft |= before > 0 && furthest[before - 1] > source.start;
            }
        }
    }
}

/// The spans of `text` that do not start inside a quotation (words to copy are not
/// blanked).
pub(crate) fn unquoted(text: &str, spans: Vec<Span>) -> Vec<Span> {
    if spans.is_empty() {
        return spans;
    }
    let marks = Marks::of(text);
    spans
        .into_iter()
        .filter(|s| !marks.quoted(s.start))
        .collect()
}

/// Every string in a JSON value, restored.
fn restore_strings(value: &mut serde_json::Value, restore: &impl Fn(&mut String)) {
    match value {
        serde_json::Value::String(s) => restore(s),
        serde_json::Value::Array(items) => {
            items.iter_mut().for_each(|v| restore_strings(v, restore));
        }
        serde_json::Value::Object(fields) => {
            fields
                .values_mut()
                .for_each(|v| restore_strings(v, restore));
        }
        _ => {}
    }
}

/// Where an instruction's sentences end and its quotation marks stand, in byte order.
struct Marks {
    /// The byte after each sentence's last character (`.`, `!`, `?`, `;`, a line break).
    ends: Vec<usize>,
    straight: Vec<usize>,
    opening: Vec<usize>,
    closing: Vec<usize>,
}

impl Marks {
    fn of(text: &str) -> Marks {
        let mut marks = Marks {
            ends: vec![],
            straight: vec![],
            opening: vec![],
            closing: vec![],
        };
        let mut chars = text.char_indices().peekable();
        while let Some((i, c)) = chars.next() {
            let next = chars.peek().map(|&(_, n)| n);
            match c {
                '!' | '?' | ';' | '\n' => marks.ends.push(i + 1),
                // A full stop before white space, a quote or the end (not "2.5", "e.g").
                '.' if next.is_none_or(|n| n.is_whitespace() || n == '"') => marks.ends.push(i + 1),
                '"' => marks.straight.push(i),
                '\u{201c}' => marks.opening.push(i),
                '\u{201d}' => marks.closing.push(i),
                _ => {}
            }
        }
        marks
    }

    /// Whether byte `at` lies inside a quotation: after an odd number of straight double
    /// quotes, or after an opening curly quote not yet closed.
    fn quoted(&self, at: usize) -> bool {
        let before = |list: &[usize]| list.partition_point(|&i| i < at);
        let last = |list: &[usize]| before(list).checked_sub(1).map(|k| list[k]);
        before(&self.straight) % 2 == 1 || last(&self.opening) > last(&self.closing)
    }

    /// The sentence around `start..end`: from after the last sentence end at or before
    /// `start` to the first one after `end` (the text's ends otherwise).
    fn sentence_around(&self, start: usize, end: usize, len: usize) -> Span {
        let from = self.ends[..self.ends.partition_point(|&e| e <= start)]
            .last()
            .copied()
            .unwrap_or(0);
        let to = self.ends[self.ends.partition_point(|&e| e <= end)..]
            .first()
            .copied()
            .unwrap_or(len);
        Span {
            start: from,
            end: to,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn blanked(s: &str) -> String {
        Hedges::find(s).blanked(s, &[]).trim().to_string()
    }

    #[test]
    fn hedges_are_blanked_with_their_comma() {
        assert_eq!(blanked("If possible, avoid commas."), "avoid commas.");
        assert_eq!(
            blanked("Avoid commas, if possible."),
            format!("Avoid commas{}.", " ".repeat(13))
        );
        assert_eq!(
            blanked("Preferably keep it under 50 words."),
            "keep it under 50 words."
        );
        assert_eq!(
            blanked("Try to use at most 3 sentences."),
            "use at most 3 sentences."
        );
        assert_eq!(blanked("Write a poem."), "Write a poem.");
        let s = "Ideally, one paragraph.";
        assert_eq!(Hedges::find(s).blanked(s, &[]).len(), s.len());
    }

    /// A contrast, or a word that insists, ends a hedge's reach.
    #[test]
    fn a_contrast_ends_the_scope() {
        let scope = |s: &'static str| {
            let (_, scope) = Hedges::find(s).found[0];
            &s[scope.start..scope.end]
        };
        assert_eq!(
            scope("Keep it under 60 words, but under 50 if possible."),
            " under 50 if possible"
        );
        assert_eq!(
            scope("Try to stay under 50 words, but never exceed 60."),
            "Try to stay under 50 words, "
        );
        assert_eq!(
            scope("Ideally use one paragraph; it must be in English."),
            "Ideally use one paragraph;"
        );
    }

    #[test]
    fn a_hedge_in_a_quotation_is_not_one() {
        assert!(Hedges::find("End with \"Try to be happy.\"").is_empty());
        assert!(Hedges::find("End with \u{201c}ideally yours\u{201d}.").is_empty());
        assert!(!Hedges::find("Say \"hi\". Ideally, one line.").is_empty());
    }

    /// A hedge governs the rest of its sentence, or the sentence before it when it ends
    /// the sentence; never another sentence.
    #[test]
    fn a_hedge_scopes_over_its_sentence_only() {
        let s = "Use no commas. Keep it short and preferably under 50 words. End with Bye.";
        let hedges = Hedges::find(s);
        let (_, scope) = hedges.found[0];
        assert_eq!(&s[scope.start..scope.end], " preferably under 50 words.");
        let s = "Answer in English. Avoid commas where possible. Be brief.";
        let (_, scope) = Hedges::find(s).found[0];
        assert_eq!(&s[scope.start..scope.end], " Avoid commas where possible");
    }
}
