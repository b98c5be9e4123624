//! [`Document`]: an output parsed once, shared by every predicate.
//!
//! Each view (words, lines, paragraphs, sentences, headings, …) is computed on first use
//! and kept, so a Spec with twenty constraints splits the output into words once.

use std::borrow::Cow;
use std::sync::OnceLock;

use regex::Regex;
use serde::Serialize;
use unicode_segmentation::UnicodeSegmentation;

/// A byte range `[start, end)` of the output.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub struct Segment {
    /// The first byte.
    pub start: usize,
    /// The byte after the last.
    pub end: usize,
}

/// A markdown heading (`## Title`).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Heading {
    /// The whole heading line.
    pub line: Segment,
    /// The heading text without `#`s and surrounding whitespace.
    pub text: Segment,
    /// The number of `#`s: 1 for `# Title`.
    pub level: u8,
}

/// An output, parsed lazily into the units predicates count. It borrows the text when
/// given a `&str` (a 50 MB output is not copied for each Document made of it).
#[derive(Debug, Default)]
pub struct Document<'a> {
    text: Cow<'a, str>,
    line_starts: OnceLock<Vec<usize>>,
    words: OnceLock<Vec<Segment>>,
    janome_words: OnceLock<Vec<Segment>>,
    lines: OnceLock<Vec<Segment>>,
    paragraphs: OnceLock<Vec<Segment>>,
    sentences: OnceLock<Vec<Segment>>,
    punkt_sentences: OnceLock<Vec<Segment>>,
    ifbench_sentences: OnceLock<Vec<String>>,
    nltk_sentences: OnceLock<Vec<String>>,
    headings: OnceLock<Vec<Heading>>,
    sections: OnceLock<Vec<Segment>>,
    bullets: OnceLock<Vec<Segment>>,
    code_blocks: OnceLock<Vec<Segment>>,
    omitted: OnceLock<Vec<Segment>>,
    /// `None`: no line omitted, the body is the text.
    body: OnceLock<Option<String>>,
    json: OnceLock<Option<serde_json::Value>>,
    ascii_foldable: OnceLock<bool>,
}

fn regex(cell: &'static OnceLock<Regex>, pattern: &str) -> &'static Regex {
    cell.get_or_init(|| Regex::new(pattern).expect("static regex"))
}

/// The first occurrence of `needle` (ASCII) in `hay`, ASCII letters compared
/// case-insensitively, byte for byte: a search of ASCII literals without a regex and
/// without a lowered copy of the text.
pub(crate) fn find_ascii_ignore_case(hay: &[u8], needle: &[u8]) -> Option<usize> {
    let Some((&first, rest)) = needle.split_first() else {
        return Some(0);
    };
    memchr::memchr2_iter(first.to_ascii_lowercase(), first.to_ascii_uppercase(), hay).find(|&i| {
        hay.get(i + 1..i + needle.len())
            .is_some_and(|tail| tail.eq_ignore_ascii_case(rest))
    })
}

impl<'a> Document<'a> {
    /// A document over `text`, borrowed or owned; nothing is parsed until asked for.
    pub fn new(text: impl Into<Cow<'a, str>>) -> Document<'a> {
        Document {
            text: text.into(),
            ..Document::default()
        }
    }

    /// The output's text.
    pub fn text(&self) -> &str {
        &self.text
    }

    /// The text of a segment of this output.
    pub fn slice(&self, s: Segment) -> &str {
        &self.text[s.start..s.end]
    }

    /// Whether comparing ASCII letters case-insensitively finds what a Unicode-aware
    /// case-insensitive search finds: not when the text holds one of the two non-ASCII
    /// characters whose case folding is ASCII (KELVIN SIGN folds to `k`, LATIN SMALL LETTER
    /// LONG S to `s`).
    pub fn ascii_foldable(&self) -> bool {
        *self
            .ascii_foldable
            .get_or_init(|| !self.text.contains(['\u{212A}', '\u{17F}']))
    }

    /// The first occurrence at or after byte `from` of `needle` (ASCII, lower case), ASCII
    /// letters compared case-insensitively, byte for byte: a search of ASCII literals
    /// without a regex and without a lowered copy of the text.
    pub fn find_ascii_ignore_case(&self, needle: &[u8], from: usize) -> Option<usize> {
        let hay = self.text.as_bytes().get(from..)?;
        find_ascii_ignore_case(hay, needle).map(|i| from + i)
    }

    /// Nothing but whitespace, as Python's `str.strip()` sees it (IFEval's blank rule):
    /// Unicode `White_Space` plus the separators U+001C..U+001F.
    pub fn is_blank(&self) -> bool {
        crate::pycompat::py_strip(&self.text).is_empty()
    }

    /// 1-based line and column (in characters) of a byte offset.
    pub fn line_col(&self, byte: usize) -> (usize, usize) {
        let starts = self.line_starts.get_or_init(|| {
            std::iter::once(0)
                .chain(self.text.match_indices('\n').map(|(i, _)| i + 1))
                .collect()
        });
        let line = starts.partition_point(|&s| s <= byte).max(1);
        let start = starts[line - 1];
        let column = self.text[start..byte.min(self.text.len())].chars().count() + 1;
        (line, column)
    }

    /// janome's tokens of the text (`nsvif_ja_morph`), the words M-IFEval's Japanese
    /// keyword checks compare: analysed once, however many of those checks read them.
    pub fn janome_words(&self) -> &[Segment] {
        self.janome_words.get_or_init(|| {
            nsvif_ja_morph::tokenize(&self.text)
                .iter()
                .map(|t| Segment {
                    start: t.start,
                    end: t.start + t.surface.len(),
                })
                .collect()
        })
    }

    /// Words: maximal runs of Unicode word characters (`\w+`), as the IFEval checker counts.
    /// A scan rather than a regex: the regex's per-match overhead made this the main cost
    /// of a word count.
    pub fn words(&self) -> &[Segment] {
        self.words.get_or_init(|| {
            let is_word = |c: char| {
                if c.is_ascii() {
                    c.is_ascii_alphanumeric() || c == '_'
                } else {
                    regex_syntax::is_word_character(c)
                }
            };
            let mut out = Vec::with_capacity(self.text.len() / 5);
            let mut start = None;
            for (i, c) in self.text.char_indices() {
                match (is_word(c), start) {
                    (true, None) => start = Some(i),
                    (false, Some(s)) => {
                        out.push(Segment { start: s, end: i });
                        start = None;
                    }
                    _ => {}
                }
            }
            if let Some(s) = start {
                out.push(Segment {
                    start: s,
                    end: self.text.len(),
                });
            }
            out
        })
    }

    /// Lines that are not blank, without their line break.
    pub fn lines(&self) -> &[Segment] {
        self.lines.get_or_init(|| {
            let mut out = Vec::new();
            let mut start = 0;
            for line in self.text.split_inclusive('\n') {
                let content = line.trim_end_matches(['\n', '\r']);
                if !content.trim().is_empty() {
                    out.push(Segment {
                        start,
                        end: start + content.len(),
                    });
                }
                start += line.len();
            }
            out
        })
    }

    /// Paragraphs: blocks separated by one or more blank lines, trimmed.
    pub fn paragraphs(&self) -> &[Segment] {
        self.paragraphs.get_or_init(|| {
            let mut out: Vec<Segment> = Vec::new();
            let mut current: Option<Segment> = None;
            let mut start = 0;
            for line in self.text.split_inclusive('\n') {
                let content = line.trim_end_matches(['\n', '\r']);
                if content.trim().is_empty() {
                    out.extend(current.take());
                } else {
                    let seg = trim(
                        &self.text,
                        Segment {
                            start,
                            end: start + content.len(),
                        },
                    );
                    current = Some(match current {
                        Some(c) => Segment {
                            start: c.start,
                            end: seg.end,
                        },
                        None => seg,
                    });
                }
                start += line.len();
            }
            out.extend(current);
            out
        })
    }

    /// Sentences by Unicode's sentence boundaries (UAX #29), within each line block, so a
    /// heading or bullet without final punctuation does not run into the next line.
    pub fn sentences(&self) -> &[Segment] {
        self.sentences.get_or_init(|| {
            let mut out = Vec::new();
            for line in self.lines() {
                let text = self.slice(*line);
                for (offset, s) in text.split_sentence_bound_indices() {
                    for (from, to) in lower_case_starts(s) {
                        let seg = trim(
                            &self.text,
                            Segment {
                                start: line.start + offset + from,
                                end: line.start + offset + to,
                            },
                        );
                        if seg.start < seg.end && self.slice(seg).chars().any(char::is_alphanumeric)
                        {
                            out.push(seg);
                        }
                    }
                }
            }
            out
        })
    }

    /// Sentences as the official IFEval checker counts them: NLTK's Punkt splitter with
    /// its English model. Only punctuation ends a sentence (`.`, `?`, `!` before
    /// whitespace, unless Punkt takes the period for an abbreviation, initial or ordinal),
    /// so a heading or list item without a full stop runs into the next sentence.
    pub fn punkt_sentences(&self) -> &[Segment] {
        self.punkt_sentences.get_or_init(|| {
            crate::nlp::punkt::sentence_spans(&self.text)
                .into_iter()
                .map(|(start, end)| Segment { start, end })
                .collect()
        })
    }

    /// Sentences as IFBench's `split_into_sentences` cuts them, a dozen IFBench checkers
    /// read them, often several on one output: in the frozen version its regex splitter
    /// (with its rewrites), upstream NLTK's `sent_tokenize` (the Punkt sentences' texts).
    pub(crate) fn ifbench_sentences(&self, version: crate::IfbenchVersion) -> &[String] {
        match version {
            crate::IfbenchVersion::Frozen => self
                .ifbench_sentences
                .get_or_init(|| crate::nlp::ifbench::split_into_sentences(&self.text)),
            crate::IfbenchVersion::Upstream => self.nltk_sentences.get_or_init(|| {
                self.punkt_sentences()
                    .iter()
                    .map(|s| self.slice(*s).to_string())
                    .collect()
            }),
        }
    }

    /// Markdown ATX headings (`#` to `######` followed by a space).
    pub fn headings(&self) -> &[Heading] {
        self.headings.get_or_init(|| {
            static HEADING: OnceLock<Regex> = OnceLock::new();
            let re = regex(&HEADING, r"^ {0,3}(#{1,6})[ \t]+(.*?)[ \t#]*$");
            self.lines()
                .iter()
                .filter_map(|line| {
                    let caps = re.captures(self.slice(*line))?;
                    let text = caps.get(2)?;
                    Some(Heading {
                        line: *line,
                        text: Segment {
                            start: line.start + text.start(),
                            end: line.start + text.end(),
                        },
                        level: caps[1].len() as u8,
                    })
                })
                .collect()
        })
    }

    /// Sections: each heading with everything up to the next heading.
    pub fn sections(&self) -> &[Segment] {
        self.sections.get_or_init(|| {
            let heads = self.headings();
            heads
                .iter()
                .enumerate()
                .map(|(i, h)| {
                    let end = heads.get(i + 1).map_or(self.text.len(), |n| n.line.start);
                    trim(
                        &self.text,
                        Segment {
                            start: h.line.start,
                            end,
                        },
                    )
                })
                .collect()
        })
    }

    /// Bullet items: lines starting with `*`, `-` or `+` and a space, or `1.`/`1)`.
    pub fn bullets(&self) -> &[Segment] {
        self.bullets.get_or_init(|| {
            static BULLET: OnceLock<Regex> = OnceLock::new();
            let re = regex(&BULLET, r"^\s*(?:[*+•-]|\d+[.)])\s+\S");
            self.lines()
                .iter()
                .copied()
                .filter(|l| re.is_match(self.slice(*l)))
                .collect()
        })
    }

    /// Fenced code blocks (``` or ~~~), fences included.
    pub fn code_blocks(&self) -> &[Segment] {
        self.code_blocks.get_or_init(|| {
            let mut out = Vec::new();
            let mut open: Option<(usize, &str)> = None;
            let mut start = 0;
            for line in self.text.split_inclusive('\n') {
                let t = line.trim();
                match open {
                    None if t.starts_with("```") || t.starts_with("~~~") => {
                        open = Some((start, &t[..3]))
                    }
                    Some((s, fence)) if t.starts_with(fence) => {
                        out.push(Segment {
                            start: s,
                            end: start + line.trim_end().len(),
                        });
                        open = None;
                    }
                    _ => {}
                }
                start += line.len();
            }
            out
        })
    }

    /// The lines the body leaves out, in order: markdown headings, and a letter's or a
    /// post's frame ([`Document::frame_lines`]).
    pub fn omitted_lines(&self) -> &[Segment] {
        self.omitted.get_or_init(|| {
            let mut out: Vec<Segment> = self.headings().iter().map(|h| h.line).collect();
            out.extend(self.frame_lines());
            out.sort_by_key(|s| s.start);
            out.dedup();
            out
        })
    }

    /// A letter's or a post's frame, which no reader counts among its paragraphs or
    /// sentences: a salutation as the first line ("Dear Ms. Okafor,", "Hi Jordan,"), and
    /// at the end a sign-off line with the name lines under it ("Best regards,\nJamie"),
    /// "P.S." lines, and a last block of hashtags and mentions only.
    pub fn frame_lines(&self) -> Vec<Segment> {
        static SALUTATION: OnceLock<Regex> = OnceLock::new();
        static SIGN_OFF: OnceLock<Regex> = OnceLock::new();
        static POSTSCRIPT: OnceLock<Regex> = OnceLock::new();
        let salutation = regex(
            &SALUTATION,
            r"(?i)^\s*(?:dear|hi|hello|hey|greetings|good\s+(?:morning|afternoon|evening))\b[^\n!?]{0,60}[,:!]\s*$",
        );
        let sign_off = regex(
            &SIGN_OFF,
            r"(?i)^\s*(?:best(?:\s+regards|\s+wishes)?|kind\s+regards|warm\s+regards|warmest\s+regards|regards|sincerely|yours(?:\s+(?:sincerely|truly|faithfully))?|thanks(?:\s+again)?|thank\s+you|many\s+thanks|cheers|with\s+thanks|with\s+gratitude|all\s+the\s+best|take\s+care|love|warmly|respectfully|talk\s+soon)\b[^\n.!?]{0,30}[,!.]?\s*$",
        );
        let postscript = regex(&POSTSCRIPT, r"(?i)^\s*p\.?\s?p?\.?\s?s\b[.:]?");
        let lines = self.lines();
        let line = |i: usize| self.slice(lines[i]);
        let mut out = Vec::new();
        if lines.len() < 2 {
            return out;
        }
        if salutation.is_match(line(0)) {
            out.push(lines[0]);
        }
        // From the end: postscripts, a block of tags, then a sign-off and its name lines.
        let mut end = lines.len();
        while end > 1 && postscript.is_match(line(end - 1)) {
            end -= 1;
        }
        let tags_only = |t: &str| {
            let mut words = t.split_whitespace().peekable();
            words.peek().is_some() && words.all(|w| w.starts_with('#') || w.starts_with('@'))
        };
        while end > 1 && tags_only(line(end - 1)) {
            end -= 1;
        }
        // A sign-off at most three short lines above the end: the name lines under it
        // hold no sentence.
        let short_name = |t: &str| {
            t.split_whitespace().count() <= 5 && !t.trim_end().ends_with(['.', '!', '?', ':'])
        };
        let mut sign = None;
        for k in (end.saturating_sub(4).max(1)..end).rev() {
            if sign_off.is_match(line(k)) {
                sign = Some(k);
                break;
            }
            if !short_name(line(k)) {
                break;
            }
        }
        let from = sign.unwrap_or(end);
        out.extend_from_slice(&lines[from..]);
        out
    }

    /// The output without the lines it leaves out ([`Document::omitted_lines`]): markdown
    /// headings and a letter's or a post's frame.
    pub fn body(&self) -> &str {
        let body = self.body.get_or_init(|| {
            let omitted = self.omitted_lines();
            if omitted.is_empty() {
                return None;
            }
            let mut out = String::with_capacity(self.text.len());
            let mut at = 0;
            for line in omitted {
                out.push_str(&self.text[at..line.start]);
                at = line.end;
            }
            out.push_str(&self.text[at..]);
            Some(out)
        });
        body.as_deref().unwrap_or(&self.text)
    }

    /// The output parsed as JSON, after removing a surrounding markdown code fence.
    pub fn json(&self) -> Option<&serde_json::Value> {
        self.json
            .get_or_init(|| {
                let t = self.text.trim();
                let t = ["```json", "```Json", "```JSON", "```"]
                    .iter()
                    .find_map(|p| t.strip_prefix(p))
                    .unwrap_or(t);
                let t = t.strip_suffix("```").unwrap_or(t).trim();
                serde_json::from_str(t).ok()
            })
            .as_ref()
    }
}

/// The segment without leading and trailing whitespace.
pub(crate) fn trim(text: &str, s: Segment) -> Segment {
    let slice = &text[s.start..s.end];
    let start = s.start + (slice.len() - slice.trim_start().len());
    let end = s.start + slice.trim_end().len();
    Segment {
        start,
        end: end.max(start),
    }
}

/// Abbreviations a period ends without ending the sentence.
const ABBREVIATIONS: &[&str] = &[
    "e.g", "i.e", "etc", "vs", "approx", "mr", "mrs", "ms", "dr", "st", "no", "fig", "cf", "jr",
    "sr", "p.s", "a.m", "p.m", "u.s", "u.k", "inc", "ltd", "co", "mt", "vol", "ca",
];

/// The pieces of a Unicode sentence: Unicode's rules do not end a sentence at a full stop
/// followed by a lower-case word ("a list holds values. you create one …"), which
/// all-lowercase text is made of; such a stop ends one here unless it closes an
/// abbreviation, an initial or a number.
fn lower_case_starts(s: &str) -> Vec<(usize, usize)> {
    let bytes = s.as_bytes();
    let mut out = Vec::new();
    let mut from = 0;
    for (i, &b) in bytes.iter().enumerate() {
        if !matches!(b, b'.' | b'!' | b'?') {
            continue;
        }
        let rest = &s[i + 1..];
        let trimmed = rest.trim_start();
        if trimmed.len() == rest.len() || !trimmed.starts_with(|c: char| c.is_lowercase()) {
            continue;
        }
        let word = s[from..i]
            .rsplit(|c: char| c.is_whitespace() || c == '(')
            .next()
            .unwrap_or("")
            .to_lowercase();
        let abbreviation = b == b'.'
            && (ABBREVIATIONS.contains(&word.as_str())
                || word.chars().count() == 1
                || word.chars().all(|c| c.is_ascii_digit()));
        if abbreviation {
            continue;
        }
        out.push((from, i + 1));
        from = i + 1;
    }
    out.push((from, s.len()));
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    const MD: &str = "# Title\n\nFirst paragraph. It has two sentences!\n\n## Part 2\n* one\n* two\n- three\n\n```rust\nlet x = 1;\n```\n";

    #[test]
    fn units_are_found_once_and_located() {
        let d = Document::new(MD);
        assert_eq!(d.paragraphs().len(), 4);
        assert_eq!(
            d.slice(d.paragraphs()[1]),
            "First paragraph. It has two sentences!"
        );
        let heads = d.headings();
        assert_eq!(heads.len(), 2);
        assert_eq!((d.slice(heads[1].text), heads[1].level), ("Part 2", 2));
        assert_eq!(d.bullets().len(), 3);
        assert_eq!(d.code_blocks().len(), 1);
        assert!(d.slice(d.code_blocks()[0]).ends_with("```"));
        assert_eq!(d.sections().len(), 2);
        assert!(!d.body().contains("# Title"));
    }

    #[test]
    fn a_letters_frame_is_not_its_body() {
        let letter = "Dear Ms. Okafor,\n\nThank you for a wonderful year.\n\nWe are grateful.\n\nWith thanks,\nThe Mensah family\nP.S. She loved the project!";
        let d = Document::new(letter);
        assert_eq!(
            d.body()
                .split("\n\n")
                .filter(|p| !p.trim().is_empty())
                .count(),
            2
        );
        assert!(
            !d.body().contains("Dear")
                && !d.body().contains("Mensah")
                && !d.body().contains("P.S.")
        );
        let post = "Please welcome Amara.\n\nShe starts on Monday.\n\n#Hiring #AgTech";
        assert!(!Document::new(post).body().contains('#'));
        // A closing sentence is no sign-off; a greeting that goes on is no salutation.
        let plain =
            "Hi, could we move the call? Thanks for the notes on the plan, they helped a lot.";
        assert_eq!(Document::new(plain).body(), plain);
    }

    #[test]
    fn words_are_unicode_word_runs() {
        let d = Document::new("Don't stop — naïve café, 42!");
        let words: Vec<&str> = d.words().iter().map(|w| d.slice(*w)).collect();
        assert_eq!(words, ["Don", "t", "stop", "naïve", "café", "42"]);
    }

    #[test]
    fn the_word_scan_is_the_regex() {
        let re = Regex::new(r"\w+").unwrap();
        for text in [
            "e\u{301}te\u{301} 日本語の文 x_y ٣٤ Ⅻ ½ a\u{200d}b ok\u{2019}s 🙂end",
            "",
            "   ",
            "tail_word",
        ] {
            let d = Document::new(text);
            let by_regex: Vec<Segment> = re
                .find_iter(text)
                .map(|m| Segment {
                    start: m.start(),
                    end: m.end(),
                })
                .collect();
            assert_eq!(d.words(), by_regex.as_slice(), "{text:?}");
        }
    }

    #[test]
    fn sentences_do_not_cross_lines() {
        let d = Document::new("A heading\nOne sentence here. Another one? Yes.");
        let s: Vec<&str> = d.sentences().iter().map(|s| d.slice(*s)).collect();
        assert_eq!(
            s,
            ["A heading", "One sentence here.", "Another one?", "Yes."]
        );
    }

    #[test]
    fn ascii_search_ignores_case_as_a_lowered_copy_would() {
        let d = Document::new("Ünïcode CAT, a Cat; cAt! ca");
        let folded = d.text().to_ascii_lowercase();
        for needle in ["cat", "c", "a cat", "ca", "dog", ""] {
            let mut from = 0;
            while from <= d.text().len() {
                let want = folded[from..].find(needle).map(|i| from + i);
                assert_eq!(d.find_ascii_ignore_case(needle.as_bytes(), from), want);
                from += 1;
                while !d.text().is_char_boundary(from) && from < d.text().len() {
                    from += 1;
                }
            }
        }
        assert!(d.ascii_foldable() && !Document::new("\u{212A}").ascii_foldable());
    }

    #[test]
    fn line_col_counts_characters() {
        let d = Document::new("ab\ncé, x");
        let comma = d.text().find(',').unwrap();
        assert_eq!(d.line_col(comma), (2, 3));
        assert_eq!(d.line_col(0), (1, 1));
    }

    #[test]
    fn json_accepts_a_fenced_block() {
        assert!(Document::new("```json\n{\"a\": 1}\n```").json().is_some());
        assert!(Document::new("{\"a\": 1").json().is_none());
    }
}
