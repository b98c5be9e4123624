//! Sentences and clauses of an instruction in Chinese, Japanese, French or Spanish.
//!
//! A sentence ends after `。！？` (full-width, no space needed), after `.`, `!` or `?`
//! followed by whitespace, and at every line break; never inside a quoted passage
//! (`「…」`, `『…』`, `“…”`, `"…"`, `«…»`), since a quoted end phrase ("以“谢谢。”结尾")
//! is content (so is a bracketed list, `['a', 'b']`). A clause ends at `；`, `;`, `，`,
//! `：` and `,` too, where the English comma would separate clauses; `、` lists items
//! inside a clause and does not, nor does a Latin `:`, which introduces what follows.

/// The byte spans of the quoted passages of `s`, quotes included, in order. Quotes
/// pair on one line; `「` nests (`「『…』」` is one passage).
pub(crate) fn quotes(s: &str) -> Vec<(usize, usize)> {
    let mut out = Vec::new();
    let mut open: Option<(usize, char)> = None;
    let mut depth = 0;
    for (i, c) in s.char_indices() {
        match open {
            None => {
                // A parenthesis opens a passage only before a quote: "('Oui.', 'Non.')".
                let quoted_list = c == '(' && s[i + 1..].starts_with(['\'', '"', '“', '«']);
                let opens = matches!(c, '「' | '『' | '“' | '"' | '«' | '‘' | '《' | '【' | '[')
                    || quoted_list;
                if opens {
                    open = Some((i, c));
                    depth = 1;
                }
            }
            Some((start, o)) => {
                let close = match o {
                    '「' => '」',
                    '『' => '』',
                    '“' => '”',
                    '"' => '"',
                    '«' => '»',
                    '‘' => '’',
                    '《' => '》',
                    '[' => ']',
                    '(' => ')',
                    _ => '】',
                };
                if c == '\n' {
                    open = None;
                } else if c == o && o != close {
                    depth += 1;
                } else if c == close {
                    depth -= 1;
                    if depth == 0 {
                        out.push((start, i + c.len_utf8()));
                        open = None;
                    }
                }
            }
        }
    }
    out
}

fn inside(quotes: &[(usize, usize)], i: usize) -> bool {
    quotes.iter().any(|&(s, e)| s < i && i < e - 1)
}

/// Sentence spans, trimmed, in order.
pub(crate) fn sentences(s: &str, quotes: &[(usize, usize)]) -> Vec<(usize, usize)> {
    let bytes = s.as_bytes();
    split(s, quotes, |i, c, next| match c {
        '\n' | '。' | '！' | '？' => true,
        // "1. " numbers an item; it ends no sentence.
        '.' if i > 0 && bytes[i - 1].is_ascii_digit() => false,
        '.' | '!' | '?' => next.is_none_or(char::is_whitespace),
        _ => false,
    })
}

/// Clause spans of the sentence `[start, end)`, trimmed, in order (offsets into `s`).
pub(crate) fn clauses(
    s: &str,
    quotes: &[(usize, usize)],
    (start, end): (usize, usize),
) -> Vec<(usize, usize)> {
    split(
        &s[start..end],
        &shifted(quotes, start),
        |_, c, next| match c {
            '；' | ';' | '，' | '：' => true,
            // A Latin colon introduces what follows ("par six astérisques : ******").
            ',' => next.is_none_or(char::is_whitespace),
            _ => false,
        },
    )
    .into_iter()
    .map(|(a, b)| (a + start, b + start))
    .collect()
}

fn shifted(quotes: &[(usize, usize)], by: usize) -> Vec<(usize, usize)> {
    quotes
        .iter()
        .filter(|&&(s, _)| s >= by)
        .map(|&(s, e)| (s - by, e - by))
        .collect()
}

fn split(
    s: &str,
    quotes: &[(usize, usize)],
    ends: impl Fn(usize, char, Option<char>) -> bool,
) -> Vec<(usize, usize)> {
    let mut out = Vec::new();
    let mut start = 0;
    let mut chars = s.char_indices().peekable();
    let push = |a: usize, b: usize, out: &mut Vec<(usize, usize)>| {
        let seg = &s[a..b];
        let lead = seg.len() - seg.trim_start().len();
        let trail = seg.len() - seg.trim_end().len();
        if a + lead < b - trail {
            out.push((a + lead, b - trail));
        }
    };
    while let Some((i, c)) = chars.next() {
        let next = chars.peek().map(|&(_, n)| n);
        if ends(i, c, next) && !inside(quotes, i) {
            let end = i + c.len_utf8();
            push(start, end, &mut out);
            start = end;
        }
    }
    push(start, s.len(), &mut out);
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn texts(s: &str, spans: &[(usize, usize)]) -> Vec<String> {
        spans.iter().map(|&(a, b)| s[a..b].to_string()).collect()
    }

    #[test]
    fn chinese_sentences_end_at_full_width_marks_not_in_quotes() {
        let s = "写一篇短文。不少于300字！以“谢谢。”结尾？好";
        let q = quotes(s);
        assert_eq!(
            texts(s, &sentences(s, &q)),
            ["写一篇短文。", "不少于300字！", "以“谢谢。”结尾？", "好"]
        );
    }

    #[test]
    fn clauses_split_at_full_width_commas_and_semicolons() {
        let s = "请介绍熊猫，不超过5句话；不要使用逗号、句号";
        let q = quotes(s);
        let all = (0, s.len());
        assert_eq!(
            texts(s, &clauses(s, &q, all)),
            ["请介绍熊猫，", "不超过5句话；", "不要使用逗号、句号"]
        );
    }

    #[test]
    fn latin_sentences_need_a_space_after_the_stop() {
        let s = "Écris 3.5 pages. Utilise au moins 300 mots, sans virgule.";
        let q = quotes(s);
        let ss = sentences(s, &q);
        assert_eq!(
            texts(s, &ss),
            [
                "Écris 3.5 pages.",
                "Utilise au moins 300 mots, sans virgule."
            ]
        );
        assert_eq!(
            texts(s, &clauses(s, &q, ss[1])),
            ["Utilise au moins 300 mots,", "sans virgule."]
        );
    }
}
