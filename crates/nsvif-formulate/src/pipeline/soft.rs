//! Soft readings: a requirement hedged by "preferably", "ideally", "if possible", "try
//! to", "aim for", "it would be nice" … is a preference, not a requirement.
//!
//! The hedge words are blanked out (same byte length, so every span stays an offset of
//! the instruction) before the rules read the text: "If possible, avoid commas." is read as
//! "avoid commas.", and the hedge is neither a condition nor an unread remainder. After the
//! rules, every constraint read within a hedge's scope is marked [`Constraint::soft`].

use std::borrow::Cow;
use std::sync::LazyLock;

use nsvif_spec::{Constraint, Span};
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

/// The hedges of an instruction: the words to blank and the part each one governs.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Hedges {
    /// Each hedge: its words (with an adjacent comma) and its scope.
    found: Vec<(Span, Span)>,
}

impl Hedges {
    /// Every hedge of `instruction` and its scope: from the hedge to the end of its
    /// sentence, or, for a hedge that ends its sentence ("Avoid commas if possible."), from
    /// the start of the sentence to the hedge.
    pub fn find(instruction: &str) -> Hedges {
        let found = HEDGE
            .find_iter(instruction)
            .map(|m| {
                let words = Span {
                    start: m.start(),
                    end: m.end(),
                };
                let sentence = sentence_around(instruction, m.start(), m.end());
                let after = &instruction[m.end()..sentence.end];
                let trailing = after.chars().all(|c| !c.is_alphanumeric());
                let scope = if trailing {
                    Span {
                        start: sentence.start,
                        end: m.end(),
                    }
                } else {
                    Span {
                        start: m.start(),
                        end: sentence.end,
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
    pub fn blanked<'a>(&self, instruction: &'a str) -> Cow<'a, str> {
        if self.found.is_empty() {
            return Cow::Borrowed(instruction);
        }
        let mut text = String::with_capacity(instruction.len());
        let mut at = 0;
        for (words, _) in &self.found {
            text.push_str(&instruction[at..words.start]);
            // Hedges are ASCII words, spaces and commas: one space per byte.
            text.extend(std::iter::repeat_n(' ', words.end - words.start));
            at = words.end;
        }
        text.push_str(&instruction[at..]);
        text.into()
    }

    /// Marks soft every constraint read within a hedge's scope.
    pub fn mark(&self, constraints: &mut [Constraint]) {
        for c in constraints {
            if let Some(source) = c.source {
                c.soft |= self
                    .found
                    .iter()
                    .any(|(_, scope)| source.start < scope.end && scope.start < source.end);
            }
        }
    }
}

/// The sentence around `start..end`: from after the previous `.`, `!`, `?`, `;` or line
/// break to the next one (included).
fn sentence_around(text: &str, start: usize, end: usize) -> Span {
    let is_end = |i: usize, c: char| {
        matches!(c, '!' | '?' | ';' | '\n')
            || (c == '.'
                && text[i + 1..]
                    .chars()
                    .next()
                    .is_none_or(|n| n.is_whitespace() || n == '"'))
    };
    let from = text[..start]
        .char_indices()
        .rev()
        .find(|&(i, c)| is_end(i, c))
        .map_or(0, |(i, c)| i + c.len_utf8());
    let to = text[end..]
        .char_indices()
        .find(|&(i, c)| is_end(end + i, c))
        .map_or(text.len(), |(i, c)| end + i + c.len_utf8());
    Span {
        start: from,
        end: to,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn blanked(s: &str) -> String {
        Hedges::find(s).blanked(s).trim().to_string()
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
        assert_eq!(Hedges::find(s).blanked(s).len(), s.len());
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
