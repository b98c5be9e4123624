//! M-IFEval's Japanese sentence count: `ja_sentence_segmenter` 0.0.2's pipeline as
//! `ja_instructions_util.count_sentences` builds it: `normalize` (mecab-ipadic-neologd's
//! normalisation), `split_newline`, `concatenate_matching` (a line ending with `の` joins
//! the next), `split_punctuation` at `。!?` (not inside `「…」` or `(…)`). Ported rule by
//! rule with Python's semantics (`str.strip`, `str.splitlines`, NFKC on runs of
//! characters, the regex substitutions in order).

use std::sync::OnceLock;

use regex::Regex;
use unicode_normalization::UnicodeNormalization;

use crate::pycompat::py_strip;

fn re(cell: &'static OnceLock<Regex>, pattern: &str) -> &'static Regex {
    cell.get_or_init(|| Regex::new(pattern).expect("static regex"))
}

/// NFKC on each maximal run of the characters of `class`, then `－` → `-`.
fn unicode_normalize(s: &str, class: &Regex) -> String {
    let mut out = String::with_capacity(s.len());
    let mut last = 0;
    for m in class.find_iter(s) {
        out.push_str(&s[last..m.start()]);
        out.extend(m.as_str().nfkc());
        last = m.end();
    }
    out.push_str(&s[last..]);
    out.replace('－', "-")
}

const BLOCKS: &str =
    r"\x{4E00}-\x{9FFF}\x{3040}-\x{309F}\x{30A0}-\x{30FF}\x{3000}-\x{303F}\x{FF00}-\x{FFEF}";
const LATIN: &str = r"\x{0000}-\x{007F}";

fn remove_space_between(s: String, p: &Regex) -> String {
    let mut s = s;
    loop {
        let next = p.replace_all(&s, "$1$2").into_owned();
        if next == s {
            return s;
        }
        s = next;
    }
}

/// `normalize_neologd(s, remove_tildes=False)`.
fn normalize(s: &str) -> String {
    static WIDE: OnceLock<Regex> = OnceLock::new();
    static HYPHENS: OnceLock<Regex> = OnceLock::new();
    static CHOONPU: OnceLock<Regex> = OnceLock::new();
    static TILDES: OnceLock<Regex> = OnceLock::new();
    static SPACES: OnceLock<Regex> = OnceLock::new();
    static BB: OnceLock<Regex> = OnceLock::new();
    static BL: OnceLock<Regex> = OnceLock::new();
    static LB: OnceLock<Regex> = OnceLock::new();
    static PUNCT: OnceLock<Regex> = OnceLock::new();
    let s = py_strip(s);
    let s = unicode_normalize(s, re(&WIDE, "[０-９Ａ-Ｚａ-ｚ｡-ﾟ]+"));
    let s = re(&HYPHENS, "[˗֊‐‑‒–⁃⁻₋−]+").replace_all(&s, "-");
    let s = re(&CHOONPU, "[﹣－ｰ—―─━ー]+").replace_all(&s, "ー");
    let s = re(&TILDES, "[~∼∾〜〰～]").replace_all(&s, "～");
    const FROM: &str = "!\"#$%&'()*+,-./:;<=>?@[¥]^_`{|}~｡､･｢｣";
    const TO: &str = "！”＃＄％＆’（）＊＋，－．／：；＜＝＞？＠［￥］＾＿｀｛｜｝〜。、・「」";
    let s: String = s
        .chars()
        .map(|c| match FROM.chars().position(|f| f == c) {
            Some(i) => TO.chars().nth(i).unwrap_or(c),
            None => c,
        })
        .collect();
    // remove_extra_spaces
    let s = re(&SPACES, "[ 　]+").replace_all(&s, " ").into_owned();
    let s = remove_space_between(s, re(&BB, &format!("([{BLOCKS}]) ([{BLOCKS}])")));
    let s = remove_space_between(s, re(&BL, &format!("([{BLOCKS}]) ([{LATIN}])")));
    let s = remove_space_between(s, re(&LB, &format!("([{LATIN}]) ([{BLOCKS}])")));
    let s = unicode_normalize(
        &s,
        re(
            &PUNCT,
            "[！”＃＄％＆’（）＊＋，－．／：；＜＞？＠［￥］＾＿｀｛｜｝〜]+",
        ),
    );
    s.replace('’', "'").replace('”', "\"")
}

/// Python's `str.splitlines()` (no trailing empty piece).
fn splitlines(s: &str) -> Vec<&str> {
    let mut out = vec![];
    let mut start = 0;
    let mut chars = s.char_indices().peekable();
    while let Some((i, c)) = chars.next() {
        let brk = matches!(
            c,
            '\n' | '\r'
                | '\x0B'
                | '\x0C'
                | '\x1C'
                | '\x1D'
                | '\x1E'
                | '\u{85}'
                | '\u{2028}'
                | '\u{2029}'
        );
        if brk {
            out.push(&s[start..i]);
            let mut end = i + c.len_utf8();
            if c == '\r' {
                if let Some(&(j, '\n')) = chars.peek() {
                    chars.next();
                    end = j + 1;
                }
            }
            start = end;
        }
    }
    if start < s.len() {
        out.push(&s[start..]);
    }
    out
}

const ESCAPE: char = '∯';

fn is_punct(c: char) -> bool {
    matches!(c, '。' | '!' | '?')
}

/// `(?<!∯)([。!?])(?!∯)` → `∯\1∯` inside `piece`: neighbours are looked at in `piece`.
fn escape_inside(piece: &str) -> String {
    let chars: Vec<char> = piece.chars().collect();
    let mut out = String::with_capacity(piece.len() + 8);
    for (i, &c) in chars.iter().enumerate() {
        let free =
            is_punct(c) && (i == 0 || chars[i - 1] != ESCAPE) && chars.get(i + 1) != Some(&ESCAPE);
        if free {
            out.push(ESCAPE);
            out.push(c);
            out.push(ESCAPE);
        } else {
            out.push(c);
        }
    }
    out
}

fn escape_matches(text: &str, pattern: &Regex) -> String {
    pattern
        .replace_all(text, |c: &regex::Captures| escape_inside(&c[0]))
        .into_owned()
}

/// The sentences `split_punctuation` makes of one line.
fn split_punctuation(line: &str) -> usize {
    static QUOTE: OnceLock<Regex> = OnceLock::new();
    static PARENS: OnceLock<Regex> = OnceLock::new();
    let t = escape_matches(line, re(&QUOTE, "「[^「」]*」"));
    let t = escape_matches(&t, re(&PARENS, r"\([^()]*\)"));
    // Split after every punctuation mark without the sentinel on either side.
    let chars: Vec<char> = t.chars().collect();
    let mut split = String::with_capacity(t.len() + 8);
    for (i, &c) in chars.iter().enumerate() {
        split.push(c);
        if is_punct(c) && (i == 0 || chars[i - 1] != ESCAPE) && chars.get(i + 1) != Some(&ESCAPE) {
            split.push('\n');
        }
    }
    // Unescape `∯P∯`, left to right without overlap.
    let chars: Vec<char> = split.chars().collect();
    let mut out = String::with_capacity(split.len());
    let mut i = 0;
    while i < chars.len() {
        if chars[i] == ESCAPE
            && i + 2 < chars.len()
            && is_punct(chars[i + 1])
            && chars[i + 2] == ESCAPE
        {
            out.push(chars[i + 1]);
            i += 3;
        } else {
            out.push(chars[i]);
            i += 1;
        }
    }
    splitlines(&out).len()
}

/// `len(list(segmenter(text)))` of M-IFEval's Japanese `count_sentences`.
pub(crate) fn count(text: &str) -> usize {
    let normalized = normalize(text);
    let lines = splitlines(&normalized);
    // concatenate_matching(former_matching_rule=r"^(?P<result>.+)(の)$",
    // remove_former_matched=False): a line of two characters or more ending with `の`
    // takes the next line.
    let mut joined: Vec<String> = vec![];
    let mut iter = lines.into_iter();
    if let Some(first) = iter.next() {
        let mut former = first.to_string();
        for latter in iter {
            if former.chars().count() >= 2 && former.ends_with('の') {
                former.push_str(latter);
            } else {
                joined.push(std::mem::replace(&mut former, latter.to_string()));
            }
        }
        joined.push(former);
    }
    joined.iter().map(|l| split_punctuation(l)).sum()
}

#[cfg(test)]
mod tests {
    use super::count;

    #[test]
    fn counts_as_the_segmenter() {
        assert_eq!(count("今日は晴れです。明日も晴れです！"), 2);
        assert_eq!(count("彼は「行く。帰る。」と言った。"), 1);
        assert_eq!(count("これは私の\n本です。"), 1);
        assert_eq!(count(""), 0);
        assert_eq!(count("あ\n\nい"), 2);
    }
}
