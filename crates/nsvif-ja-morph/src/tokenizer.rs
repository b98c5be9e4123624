//! janome's `Tokenizer.tokenize` (`janome/tokenizer.py`): stripping, chunking, and the
//! dictionary and unknown-word nodes of each position.

use crate::chars::CharCategories;
use crate::dictionary::{dictionary, Dictionary, Match};
use crate::lattice::{Lattice, Node, NodeKind};
use crate::Token;

/// janome's `Tokenizer.MAX_CHUNK_SIZE`.
const MAX_CHUNK_SIZE: usize = 1024;
/// janome's `Tokenizer.CHUNK_SIZE`: from here on a chunk may end at a split point.
const CHUNK_SIZE: usize = 500;
/// Characters of the text janome looks entries up in at each position.
const LOOKUP_WINDOW: usize = 50;
/// janome's default `max_unknown_length`: the longest grouped unknown word.
const MAX_UNKNOWN_LENGTH: usize = 1024;

/// Python's `str.isspace` (what `str.strip()` removes): Rust's White_Space plus the
/// information separators U+001C..U+001F.
fn is_python_space(c: char) -> bool {
    c.is_whitespace() || ('\u{1c}'..='\u{1f}').contains(&c)
}

/// The text being analysed: its characters, where each starts and ends, and their
/// categories.
struct Text<'a> {
    /// The stripped text.
    text: &'a str,
    /// Byte offset of the stripped text in the text given.
    lead: usize,
    chars: Vec<char>,
    /// Byte offset where character `i` starts; one more entry for the end.
    offsets: Vec<usize>,
    categories: Vec<CharCategories>,
}

pub(crate) fn tokenize(given: &str) -> Vec<Token<'_>> {
    let text = given.trim_matches(is_python_space);
    let lead = given.len() - given.trim_start_matches(is_python_space).len();
    let dic = dictionary();
    let mut offsets: Vec<usize> = text.char_indices().map(|(i, _)| i).collect();
    offsets.push(text.len());
    let chars: Vec<char> = text.chars().collect();
    let categories = chars.iter().map(|&c| dic.chars.categories_of(c)).collect();
    let text = Text {
        text,
        lead,
        chars,
        offsets,
        categories,
    };
    let mut tokens = Vec::new();
    let mut processed = 0;
    while processed < text.chars.len() {
        processed += tokenize_partial(dic, &text, processed, &mut tokens);
    }
    tokens
}

/// janome's `__tokenize_partial` on the text from character `from`: analyses one chunk,
/// appends its tokens, returns its length in characters.
fn tokenize_partial<'a>(
    dic: &'static Dictionary,
    text: &Text<'a>,
    from: usize,
    tokens: &mut Vec<Token<'a>>,
) -> usize {
    let rest = text.chars.len() - from;
    let chunk_size = rest.min(MAX_CHUNK_SIZE);
    let mut lattice = Lattice::new(chunk_size, dic);
    let mut matches: Vec<Match> = Vec::new();
    let mut pos = 0;
    while !should_split(&text.chars[from..], pos) {
        let at = from + pos;
        let window = LOOKUP_WINDOW.min(chunk_size - pos);
        let start = text.offsets[at];
        let ends: Vec<usize> = text.offsets[at + 1..=at + window]
            .iter()
            .map(|o| o - start)
            .collect();
        matches.clear();
        dic.common_prefixes(
            &text.text[start..text.offsets[at + window]],
            &ends,
            &mut matches,
        );
        for m in &matches {
            lattice.add(Node::new(
                NodeKind::Dictionary(m.num),
                m.id,
                m.id,
                m.cost,
                m.chars,
            ));
        }
        let matched = !matches.is_empty();
        for &category in &text.categories[at].ordered {
            let def = &dic.chars.categories[category];
            if matched && !def.invoke {
                continue;
            }
            let length = if def.group {
                MAX_UNKNOWN_LENGTH
            } else {
                def.length
            };
            let mut len = 1;
            for p in pos + 1..chunk_size.min(pos + length + 1) {
                if text.categories[from + p].joins & (1 << category) != 0 {
                    len += 1;
                } else {
                    break;
                }
            }
            for (entry, unknown) in dic.unknowns[category].iter().enumerate() {
                lattice.add(Node::new(
                    NodeKind::Unknown { category, entry },
                    unknown.left_id,
                    unknown.right_id,
                    unknown.cost,
                    len,
                ));
            }
        }
        pos += lattice.forward();
    }
    for node in lattice.end() {
        let start = from + node.start - 1;
        let part_of_speech = match node.kind {
            NodeKind::Dictionary(_) => dic.part_of_speech(node.left_id),
            NodeKind::Unknown { category, entry } => &dic.unknowns[category][entry].part_of_speech,
            NodeKind::Bos | NodeKind::Eos => unreachable!("the path holds no BOS or EOS"),
        };
        tokens.push(Token {
            surface: &text.text[text.offsets[start]..text.offsets[start + node.len]],
            start: text.lead + text.offsets[start],
            part_of_speech,
        });
    }
    pos
}

/// janome's `__should_split`: the chunk ends at the text's end, at 1024 characters, or
/// from 500 on after a split point.
fn should_split(text: &[char], pos: usize) -> bool {
    pos >= text.len() || pos >= MAX_CHUNK_SIZE || (pos >= CHUNK_SIZE && splittable(&text[..pos]))
}

/// janome's `__splittable`: the text so far ends with `、。,.？?！!` or a blank line.
fn splittable(text: &[char]) -> bool {
    matches!(
        text.last(),
        Some('、' | '。' | ',' | '.' | '？' | '?' | '！' | '!')
    ) || text.ends_with(&['\n', '\n'])
        || text.ends_with(&['\r', '\n', '\r', '\n'])
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn python_whitespace_is_stripped() {
        let tokens = tokenize("\u{1c} 猫\u{3000}\n");
        assert_eq!(tokens.len(), 1);
        assert_eq!(tokens[0].surface, "猫");
        assert_eq!(tokens[0].start, 2);
        assert!(tokenize(" \n\t").is_empty());
    }

    /// Every character of the stripped text is in exactly one token, in order, whatever the
    /// text: random code points of every plane, runs long enough to cross chunk limits.
    #[test]
    fn tokens_cover_the_stripped_text() {
        let mut state: u64 = 0x9e37_79b9_7f4a_7c15;
        let mut next = move |n: u64| {
            state ^= state << 13;
            state ^= state >> 7;
            state ^= state << 17;
            state % n
        };
        let pool: Vec<char> = "あア亜一ｱa1 \n\r\t\u{3000}。、!？ー・々〇😀αЖ\u{1c}\u{85}\u{301}"
            .chars()
            .collect();
        for _ in 0..300 {
            let len = next(40) as usize * (1 + next(60) as usize);
            let text: String = (0..len)
                .map(|_| match next(3) {
                    0 => char::from_u32(next(0x11_0000) as u32).unwrap_or('\u{fffd}'),
                    _ => pool[next(pool.len() as u64) as usize],
                })
                .collect();
            let tokens = tokenize(&text);
            let joined: String = tokens.iter().map(|t| t.surface).collect();
            assert_eq!(joined, text.trim_matches(is_python_space));
            for t in &tokens {
                assert_eq!(&text[t.start..t.start + t.surface.len()], t.surface);
            }
        }
    }

    #[test]
    fn split_points() {
        let chars: Vec<char> = "あ。\n\n".chars().collect();
        assert!(splittable(&chars[..2]));
        assert!(!splittable(&chars[..3]));
        assert!(splittable(&chars[..4]));
    }
}
