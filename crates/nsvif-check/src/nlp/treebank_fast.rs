//! Hand-written forms of the Treebank tokenizer's simplest substitutions (a character
//! class padded with spaces, a literal swapped, whitespace collapsed): each returns what
//! `replace_all` of its regex returns (`None` where that finds nothing), without compiling
//! the regex, which cost more than all the searches of a run's few hundred sentences.
//! `treebank`'s tests compare each with its regex on generated text.

/// `text` with each match (`[start, end)`, in order, not overlapping) padded with a space
/// on each side; `None` when there is none.
fn pad_matches(text: &str, matches: impl Iterator<Item = (usize, usize)>) -> Option<String> {
    let mut out: Option<String> = None;
    let mut last = 0;
    for (s, e) in matches {
        let o = out.get_or_insert_with(|| String::with_capacity(text.len() + 16));
        o.push_str(&text[last..s]);
        o.push(' ');
        o.push_str(&text[s..e]);
        o.push(' ');
        last = e;
    }
    let mut o = out?;
    o.push_str(&text[last..]);
    Some(o)
}

/// The ASCII bytes of `set` in `text`, one match each (an ASCII byte is never part of a
/// multi-byte character).
fn ascii_bytes<'a>(text: &'a str, set: &'a [u8]) -> impl Iterator<Item = (usize, usize)> + 'a {
    text.bytes()
        .enumerate()
        .filter(move |(_, b)| set.contains(b))
        .map(|(i, _)| (i, i + 1))
}

/// The characters for which `pick` holds, one match each.
fn chars_where(text: &str, pick: fn(char) -> bool) -> impl Iterator<Item = (usize, usize)> + '_ {
    text.char_indices()
        .filter(move |&(_, c)| pick(c))
        .map(|(i, c)| (i, i + c.len_utf8()))
}

/// The maximal runs of `byte` (ASCII) at least `min` long.
fn runs(text: &str, byte: u8, min: usize) -> impl Iterator<Item = (usize, usize)> + '_ {
    let b = text.as_bytes();
    let mut i = 0;
    std::iter::from_fn(move || {
        while let Some(k) = memchr::memchr(byte, &b[i..]) {
            let start = i + k;
            let end = start + b[start..].iter().take_while(|&&x| x == byte).count();
            i = end;
            if end - start >= min {
                return Some((start, end));
            }
        }
        i = b.len();
        None
    })
}

/// `([«“‘„]|[`]+)` → ` $1 `: each opening quote, and each run of backticks.
pub(super) fn opening_quotes(text: &str) -> Option<String> {
    let mut quote = chars_where(text, |c| matches!(c, '«' | '“' | '‘' | '„')).peekable();
    let mut ticks = runs(text, b'`', 1).peekable();
    // The two kinds never overlap: merge them in order.
    let merged = std::iter::from_fn(move || match (quote.peek(), ticks.peek()) {
        (Some(q), Some(t)) if q.0 < t.0 => quote.next(),
        (Some(_), Some(_)) | (None, Some(_)) => ticks.next(),
        (Some(_), None) => quote.next(),
        (None, None) => None,
    });
    pad_matches(text, merged)
}

/// `^"` → ` `` `.
pub(super) fn leading_double_quote(text: &str) -> Option<String> {
    text.strip_prefix('"').map(|rest| format!("``{rest}"))
}

/// `(``)` → ` $1 `: each pair of backticks, from the left.
pub(super) fn double_backticks(text: &str) -> Option<String> {
    pad_matches(
        text,
        text.match_indices("``").map(|(i, m)| (i, i + m.len())),
    )
}

/// `([:,])$` → ` $1 `: a final colon or comma.
pub(super) fn final_colon_or_comma(text: &str) -> Option<String> {
    let n = text.len();
    let last = (text.ends_with([':', ','])).then_some((n - 1, n));
    pad_matches(text, last.into_iter())
}

/// `\.{2,}` → ` $0 `: each run of two periods or more.
pub(super) fn ellipses(text: &str) -> Option<String> {
    pad_matches(text, runs(text, b'.', 2))
}

/// `[;@#$%&]` → ` $0 `.
pub(super) fn symbols(text: &str) -> Option<String> {
    pad_matches(text, ascii_bytes(text, b";@#$%&"))
}

/// `[\u2012-\u2015]` → ` $0 `: figure, en, em and horizontal-bar dashes.
pub(super) fn dashes(text: &str) -> Option<String> {
    pad_matches(
        text,
        chars_where(text, |c| ('\u{2012}'..='\u{2015}').contains(&c)),
    )
}

/// `[?!]` → ` $0 `.
pub(super) fn question_and_exclamation_marks(text: &str) -> Option<String> {
    pad_matches(text, ascii_bytes(text, b"?!"))
}

/// `[*]` → ` $0 `.
pub(super) fn asterisks(text: &str) -> Option<String> {
    pad_matches(text, ascii_bytes(text, b"*"))
}

/// `[\]\[(){}<>]` → ` $0 `.
pub(super) fn brackets(text: &str) -> Option<String> {
    pad_matches(text, ascii_bytes(text, b"[](){}<>"))
}

/// `--` → ` -- `: each pair of hyphens, from the left.
pub(super) fn double_dashes(text: &str) -> Option<String> {
    pad_matches(
        text,
        text.match_indices("--").map(|(i, m)| (i, i + m.len())),
    )
}

/// `([»”’])` → ` $1 `.
pub(super) fn closing_quotes(text: &str) -> Option<String> {
    pad_matches(text, chars_where(text, |c| matches!(c, '»' | '”' | '’')))
}

/// `''` → ` '' `: each pair of apostrophes, from the left.
pub(super) fn double_apostrophes(text: &str) -> Option<String> {
    pad_matches(
        text,
        text.match_indices("''").map(|(i, m)| (i, i + m.len())),
    )
}

/// `"` → ` '' `.
pub(super) fn double_quotes(text: &str) -> Option<String> {
    text.contains('"').then(|| text.replace('"', " '' "))
}

/// `\s+` → ` `: each run of whitespace (`\s` is Unicode's White_Space, as
/// `char::is_whitespace`) becomes one space.
pub(super) fn collapse_whitespace(text: &str) -> Option<String> {
    let mut out: Option<String> = None;
    let mut last = 0;
    let mut chars = text.char_indices().peekable();
    while let Some((i, c)) = chars.next() {
        if !c.is_whitespace() {
            continue;
        }
        let mut end = i + c.len_utf8();
        while let Some(&(j, d)) = chars.peek() {
            if !d.is_whitespace() {
                break;
            }
            end = j + d.len_utf8();
            chars.next();
        }
        let o = out.get_or_insert_with(|| String::with_capacity(text.len()));
        o.push_str(&text[last..i]);
        o.push(' ');
        last = end;
    }
    let mut o = out?;
    o.push_str(&text[last..]);
    Some(o)
}

/// The matches of a pattern `(X)(L)`: X one character for which `x_ok` holds, then what
/// `then` finds at the start of the rest (its length), as `(X start, L start, end)`;
/// leftmost first and not overlapping, as the regex finds them (at a given X, these
/// patterns have at most one match).
fn char_then(
    text: &str,
    x_ok: impl Fn(char) -> bool,
    then: impl Fn(&str) -> Option<usize>,
) -> Vec<(usize, usize, usize)> {
    let mut out = Vec::new();
    let mut last_end = 0;
    let mut prev: Option<(usize, char)> = None;
    for (i, c) in text.char_indices() {
        if let Some((xs, x)) = prev {
            if xs >= last_end && x_ok(x) {
                if let Some(k) = then(&text[i..]) {
                    out.push((xs, i, i + k));
                    last_end = i + k;
                }
            }
        }
        prev = Some((i, c));
    }
    out
}

/// `text` with each match of [`char_then`] replaced by what `put` writes for it (given
/// X and the rest of the match); `None` when there is none.
fn replace_char_then(
    text: &str,
    matches: &[(usize, usize, usize)],
    put: impl Fn(&mut String, &str, &str),
) -> Option<String> {
    if matches.is_empty() {
        return None;
    }
    let mut out = String::with_capacity(text.len() + 4 * matches.len());
    let mut last = 0;
    for &(xs, ls, e) in matches {
        out.push_str(&text[last..xs]);
        put(&mut out, &text[xs..ls], &text[ls..e]);
        last = e;
    }
    out.push_str(&text[last..]);
    Some(out)
}

/// `([ (\[{<])("|'{2})` → `$1 `` `: a double quote (or two apostrophes) that opens after a
/// space or an opening bracket.
pub(super) fn opening_double_quotes(text: &str) -> Option<String> {
    let m = char_then(
        text,
        |x| matches!(x, ' ' | '(' | '[' | '{' | '<'),
        |rest| {
            if rest.starts_with('"') {
                Some(1)
            } else if rest.starts_with("''") {
                Some(2)
            } else {
                None
            }
        },
    );
    replace_char_then(text, &m, |out, x, _| {
        out.push_str(x);
        out.push_str(" `` ");
    })
}

/// `([:,])([^\d])` → ` $1 $2`: a colon or comma not followed by a digit (`\d` is Unicode's
/// decimal digits, as Python's).
pub(super) fn colons_and_commas(text: &str) -> Option<String> {
    let m = char_then(
        text,
        |x| matches!(x, ':' | ','),
        |rest| {
            let c = rest.chars().next()?;
            (!super::ifbench::is_decimal(c)).then_some(c.len_utf8())
        },
    );
    replace_char_then(text, &m, |out, x, next| {
        out.push(' ');
        out.push_str(x);
        out.push(' ');
        out.push_str(next);
    })
}

/// `([^'])' ` → `$1 ' `: an apostrophe before a space, after anything but an apostrophe.
pub(super) fn closing_apostrophes(text: &str) -> Option<String> {
    let m = char_then(
        text,
        |x| x != '\'',
        |rest| rest.starts_with("' ").then_some(2),
    );
    replace_char_then(text, &m, |out, x, _| {
        out.push_str(x);
        out.push_str(" ' ");
    })
}

/// `([^' ])(<one of clitics>) ` → `$1 $2 `: a clitic before a space, after anything but an
/// apostrophe or a space. The clitics are tried in order (the regex's alternation).
fn clitics(text: &str, clitics: &[&str]) -> Option<String> {
    let m = char_then(
        text,
        |x| x != '\'' && x != ' ',
        |rest| {
            clitics.iter().find_map(|c| {
                (rest.starts_with(c) && rest.as_bytes().get(c.len()) == Some(&b' '))
                    .then_some(c.len() + 1)
            })
        },
    );
    replace_char_then(text, &m, |out, x, clitic| {
        out.push_str(x);
        out.push(' ');
        out.push_str(clitic);
    })
}

/// `([^' ])('[sS]|'[mM]|'[dD]|') ` → `$1 $2 `.
pub(super) fn short_clitics(text: &str) -> Option<String> {
    clitics(text, &["'s", "'S", "'m", "'M", "'d", "'D", "'"])
}

/// `([^' ])('ll|'LL|'re|'RE|'ve|'VE|n't|N'T) ` → `$1 $2 `.
pub(super) fn long_clitics(text: &str) -> Option<String> {
    clitics(
        text,
        &["'ll", "'LL", "'re", "'RE", "'ve", "'VE", "n't", "N'T"],
    )
}

/// `([^.])(\.)(C*)\s*$` → `$1 $2 $3 ` (`spaced`) or `$1 $2$3 `, C the closing characters
/// `closer` accepts: the text's final period, with the closers after it, split off.
///
/// Only the last period can match (a match's tail holds none); it does when what follows
/// it is closers then whitespace to the end, `$3` being the longest run of closers (a
/// shorter one leaves a closer that `\s*` does not take, but for the space, which both
/// take), and the character before it is not a period.
fn final_period(text: &str, closer: fn(char) -> bool, spaced: bool) -> Option<String> {
    let p = text.rfind('.')?;
    let tail = &text[p + 1..];
    let closers = &tail[..tail.len() - tail.trim_start_matches(closer).len()];
    if !tail[closers.len()..].chars().all(char::is_whitespace) {
        return None;
    }
    match text[..p].chars().next_back() {
        Some(x) if x != '.' => {}
        _ => return None,
    }
    let mut out = String::with_capacity(text.len() + 4);
    out.push_str(&text[..p]);
    out.push_str(if spaced { " . " } else { " ." });
    out.push_str(closers);
    out.push(' ');
    Some(out)
}

/// `([^.])(\.)([\])}>"'»”’ ]*)\s*$` → `$1 $2 $3 `.
pub(super) fn final_period_spaced(text: &str) -> Option<String> {
    final_period(
        text,
        |c| {
            matches!(
                c,
                ']' | ')' | '}' | '>' | '"' | '\'' | '»' | '”' | '’' | ' '
            )
        },
        true,
    )
}

/// `([^.])(\.)([\])}>"']*)\s*$` → `$1 $2$3 `.
pub(super) fn final_period_closed(text: &str) -> Option<String> {
    final_period(
        text,
        |c| matches!(c, ']' | ')' | '}' | '>' | '"' | '\''),
        false,
    )
}
