//! spaCy's tokenizer with its Spanish rules, as M-IFEval's Spanish checkers use it
//! (`es_core_news_sm`'s tokenizer: the language defaults of spaCy 3.7.5). The rules —
//! prefix, suffix and infix patterns, the URL pattern, the special cases — are spaCy's own,
//! dumped by `bench/mifeval/spacy_es_tables.py` into `data/spacy_es.json` and run with
//! `fancy-regex` (they use look-around); the algorithm is `spacy/tokenizer.pyx` ported
//! step for step: whitespace runs (a single space is no token), special cases, prefixes
//! and suffixes stripped in turn, URLs kept whole, infixes split, then the special cases
//! that affix splitting broke apart put back (`_apply_special_cases`). spaCy's cache only
//! repeats earlier results and is not needed.

use std::collections::HashMap;
use std::sync::OnceLock;

use fancy_regex::Regex;

use crate::pycompat::py_isspace;

struct Rules {
    prefix: Regex,
    suffix: Regex,
    infix: Regex,
    url: Regex,
    specials: HashMap<String, Vec<String>>,
    /// The special cases spaCy's matcher looks for, as token sequences (each key
    /// tokenised without special cases).
    matcher: Vec<Vec<String>>,
}

fn rules() -> &'static Rules {
    static RULES: OnceLock<Rules> = OnceLock::new();
    RULES.get_or_init(|| {
        let data: serde_json::Value =
            serde_json::from_str(include_str!("data/spacy_es.json")).expect("spacy_es.json");
        let re = |k: &str| Regex::new(data[k].as_str().expect("pattern")).expect("spaCy pattern");
        let specials: HashMap<String, Vec<String>> =
            serde_json::from_value(data["rules"].clone()).expect("rules");
        let mut r = Rules {
            prefix: re("prefix"),
            suffix: re("suffix"),
            infix: re("infix"),
            url: re("url"),
            specials,
            matcher: vec![],
        };
        let heuristics = data["faster_heuristics"].as_bool().unwrap_or(true);
        let mut keys: Vec<&String> = r.specials.keys().collect();
        keys.sort();
        let matcher = keys
            .into_iter()
            .filter(|k| {
                !heuristics
                    || find_prefix(&r, k) > 0
                    || !find_infix(&r, k).is_empty()
                    || find_suffix(&r, k) > 0
                    || k.contains(' ')
            })
            .map(|k| {
                tokenize_affixes(&r, k, false)
                    .into_iter()
                    .map(|t| t.text)
                    .collect()
            })
            .collect();
        r.matcher = matcher;
        r
    })
}

/// A token: its text, and whether a single space followed it.
#[derive(Debug, Clone)]
struct Token {
    text: String,
    space: bool,
}

fn find_prefix(r: &Rules, s: &str) -> usize {
    match r.prefix.find(s) {
        Ok(Some(m)) => m.end() - m.start(),
        _ => 0,
    }
}

fn find_suffix(r: &Rules, s: &str) -> usize {
    match r.suffix.find(s) {
        Ok(Some(m)) => m.end() - m.start(),
        _ => 0,
    }
}

fn find_infix(r: &Rules, s: &str) -> Vec<(usize, usize)> {
    r.infix
        .find_iter(s)
        .filter_map(|m| m.ok())
        .map(|m| (m.start(), m.end()))
        .collect()
}

fn push(out: &mut Vec<Token>, text: &str) {
    out.push(Token {
        text: text.to_string(),
        space: false,
    });
}

fn push_special(r: &Rules, out: &mut Vec<Token>, s: &str, with_specials: bool) -> bool {
    if !with_specials {
        return false;
    }
    match r.specials.get(s) {
        Some(parts) => {
            for p in parts {
                push(out, p);
            }
            true
        }
        None => false,
    }
}

/// `_tokenize_affixes`.
fn tokenize_affixes(r: &Rules, s: &str, with_specials: bool) -> Vec<Token> {
    let mut out: Vec<Token> = vec![];
    let Some(first) = s.chars().next() else {
        return out;
    };
    let mut in_ws = py_isspace(first);
    let mut start = 0;
    for (i, c) in s.char_indices() {
        if py_isspace(c) != in_ws {
            if start < i {
                let span = &s[start..i];
                if !push_special(r, &mut out, span, with_specials) {
                    tokenize(r, &mut out, span, with_specials);
                }
            }
            if c == ' ' {
                if let Some(last) = out.last_mut() {
                    last.space = true;
                }
                start = i + 1;
            } else {
                start = i;
            }
            in_ws = !in_ws;
        }
    }
    if start < s.len() {
        let span = &s[start..];
        if !push_special(r, &mut out, span, with_specials) {
            tokenize(r, &mut out, span, with_specials);
        }
        if let Some(last) = out.last_mut() {
            last.space = s.ends_with(' ') && !in_ws;
        }
    }
    out
}

/// `_tokenize`: `_split_affixes`, then `_attach_tokens`.
fn tokenize(r: &Rules, out: &mut Vec<Token>, span: &str, with_specials: bool) {
    let special = |s: &str| with_specials && r.specials.contains_key(s);
    let mut string = span;
    let mut prefixes: Vec<&str> = vec![];
    let mut suffixes: Vec<&str> = vec![];
    let mut last_size = usize::MAX;
    while !string.is_empty() && string.len() != last_size {
        if special(string) {
            break;
        }
        last_size = string.len();
        let pre_len = find_prefix(r, string);
        if pre_len != 0 {
            let minus_pre = &string[pre_len..];
            if !minus_pre.is_empty() && special(minus_pre) {
                prefixes.push(&string[..pre_len]);
                string = minus_pre;
                break;
            }
        }
        let suf_len = find_suffix(r, &string[pre_len..]);
        if suf_len != 0 {
            let minus_suf = &string[..string.len() - suf_len];
            if !minus_suf.is_empty() && special(minus_suf) {
                suffixes.push(&string[string.len() - suf_len..]);
                string = minus_suf;
                break;
            }
        }
        if pre_len != 0 && suf_len != 0 && pre_len + suf_len <= string.len() {
            prefixes.push(&string[..pre_len]);
            suffixes.push(&string[string.len() - suf_len..]);
            string = &string[pre_len..string.len() - suf_len];
        } else if pre_len != 0 {
            prefixes.push(&string[..pre_len]);
            string = &string[pre_len..];
        } else if suf_len != 0 {
            suffixes.push(&string[string.len() - suf_len..]);
            string = &string[..string.len() - suf_len];
        }
    }
    for p in prefixes {
        push(out, p);
    }
    if !string.is_empty() && !push_special(r, out, string, with_specials) {
        if r.url.is_match(string).unwrap_or(false) {
            push(out, string);
        } else {
            let matches = find_infix(r, string);
            if matches.is_empty() {
                push(out, string);
            } else {
                let mut start = 0;
                for (infix_start, infix_end) in matches {
                    if infix_start == 0 {
                        continue;
                    }
                    if infix_start != start {
                        push(out, &string[start..infix_start]);
                    }
                    if infix_start != infix_end {
                        push(out, &string[infix_start..infix_end]);
                    }
                    start = infix_end;
                }
                if start < string.len() {
                    push(out, &string[start..]);
                }
            }
        }
    }
    for s in suffixes.into_iter().rev() {
        push(out, s);
    }
}

/// `_apply_special_cases`: the special cases whose affix tokenisation occurs in the tokens,
/// longest first (then leftmost), without overlap, replaced by their own tokens when the
/// tokens' text (with the spaces between them) is the special case.
fn apply_special_cases(r: &Rules, tokens: Vec<Token>) -> Vec<Token> {
    let mut matches: Vec<(usize, usize)> = vec![];
    for pattern in &r.matcher {
        let n = pattern.len();
        if n == 0 || n > tokens.len() {
            continue;
        }
        for start in 0..=tokens.len() - n {
            if tokens[start..start + n]
                .iter()
                .zip(pattern)
                .all(|(t, p)| t.text == *p)
            {
                matches.push((start, start + n));
            }
        }
    }
    if matches.is_empty() {
        return tokens;
    }
    matches.sort_unstable();
    matches.dedup();
    // Longest first, then leftmost; a span whose first or last token is taken is dropped,
    // and its tokens are taken all the same.
    matches.sort_by(|a, b| (b.1 - b.0).cmp(&(a.1 - a.0)).then(a.0.cmp(&b.0)));
    let mut seen = vec![false; tokens.len()];
    let mut kept = vec![];
    for (s, e) in matches {
        if !seen[s] && !seen[e - 1] {
            kept.push((s, e));
        }
        for x in &mut seen[s..e] {
            *x = true;
        }
    }
    kept.sort_unstable();
    let mut out = Vec::with_capacity(tokens.len());
    let mut i = 0;
    for (s, e) in kept {
        out.extend(tokens[i..s].iter().cloned());
        let mut text = String::new();
        for (k, t) in tokens[s..e].iter().enumerate() {
            text.push_str(&t.text);
            if t.space && k + 1 < e - s {
                text.push(' ');
            }
        }
        match r.specials.get(&text) {
            Some(parts) => {
                let final_space = tokens[e - 1].space;
                for (k, p) in parts.iter().enumerate() {
                    out.push(Token {
                        text: p.clone(),
                        space: k + 1 == parts.len() && final_space,
                    });
                }
            }
            None => out.extend(tokens[s..e].iter().cloned()),
        }
        i = e;
    }
    out.extend(tokens[i..].iter().cloned());
    out
}

/// The token texts spaCy's Spanish tokenizer makes of `text`.
pub(crate) fn tokens(text: &str) -> Vec<String> {
    let r = rules();
    apply_special_cases(r, tokenize_affixes(r, text, true))
        .into_iter()
        .map(|t| t.text)
        .collect()
}

/// spaCy's `is_punct`: every character's general category is punctuation (P*).
pub(crate) fn is_punct(token: &str) -> bool {
    static P: OnceLock<regex::Regex> = OnceLock::new();
    let p = P.get_or_init(|| regex::Regex::new(r"^\p{P}*$").expect("static regex"));
    p.is_match(token)
}

/// The tokens M-IFEval's `tokenize_words` keeps: those that are not punctuation.
pub(crate) fn words(text: &str) -> Vec<String> {
    tokens(text).into_iter().filter(|t| !is_punct(t)).collect()
}

#[cfg(test)]
mod tests {
    use super::tokens;

    #[test]
    fn tokenizes_as_spacy() {
        assert_eq!(
            tokens("El niño-niña dijo: ¡Hola! ¿Qué tal? Sr. Pérez, EE.UU. :) año/mes."),
            [
                "El",
                "niño-niña",
                "dijo",
                ":",
                "¡",
                "Hola",
                "!",
                "¿",
                "Qué",
                "tal",
                "?",
                "Sr.",
                "Pérez",
                ",",
                "EE.UU.",
                ":)",
                "año",
                "/",
                "mes",
                "."
            ]
        );
    }
}

/// Token for token against spaCy's own output, written by `bench/mifeval/spacy_es_tokens.py`
/// (run only with `SPACY_ES_TOKENS=FILE`).
#[cfg(test)]
mod against_spacy {
    #[test]
    fn tokens_are_spacy_s() {
        let Ok(path) = std::env::var("SPACY_ES_TOKENS") else {
            return;
        };
        let text = std::fs::read_to_string(path).unwrap();
        let (mut same, mut n) = (0, 0);
        for line in text.lines() {
            let v: serde_json::Value = serde_json::from_str(line).unwrap();
            let t = v["text"].as_str().unwrap();
            let want: Vec<String> = serde_json::from_value(v["tokens"].clone()).unwrap();
            let punct: Vec<bool> = serde_json::from_value(v["punct"].clone()).unwrap();
            let got = super::tokens(t);
            let got_punct: Vec<bool> = got.iter().map(|x| super::is_punct(x)).collect();
            n += 1;
            if got == want && got_punct == punct {
                same += 1;
            } else {
                println!("differs: {t:?}\n  nsvif {got:?}\n  spaCy {want:?}");
            }
        }
        println!("{same}/{n} texts tokenised as spaCy does");
        assert_eq!(same, n);
    }
}
