//! Shapes of a text the DSL's functions `emojis`, `tables`, `rows`, `columns`,
//! `json_keys` and `sorted` read: pure functions over a `&str`, returning byte ranges of
//! it (the evaluator places them in the output).

use std::ops::Range;
use std::sync::LazyLock;

use regex::Regex;

/// One emoji: a pictograph with its variation selector or skin-tone modifier, joined to
/// more by zero-width joiners ("👨‍👩‍👧" is one), a keycap ("3️⃣"), or a flag (two regional
/// indicators).
static EMOJI: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(concat!(
        r"\p{Regional_Indicator}{2}",
        r"|[0-9#*]\x{FE0F}?\x{20E3}",
        r"|\p{Extended_Pictographic}[\x{FE0F}\x{1F3FB}-\x{1F3FF}]?",
        r"(?:\x{200D}\p{Extended_Pictographic}[\x{FE0F}\x{1F3FB}-\x{1F3FF}]?)*",
    ))
    .expect("static regex")
});

/// Pictographs that are text symbols in ordinary writing unless followed by the emoji
/// variation selector: ©, ®, ™ and the like are not emoji in "© 2024".
fn text_symbol(s: &str) -> bool {
    matches!(
        s,
        "\u{00A9}" | "\u{00AE}" | "\u{2122}" | "\u{2194}" | "\u{2195}" | "\u{21A9}" | "\u{21AA}"
    )
}

/// The emoji of `text`.
pub(crate) fn emojis(text: &str) -> Vec<Range<usize>> {
    EMOJI
        .find_iter(text)
        .filter(|m| !text_symbol(m.as_str()))
        .map(|m| m.range())
        .collect()
}

/// The lines of `text` with their ranges (without the line break).
fn lines(text: &str) -> impl Iterator<Item = Range<usize>> + '_ {
    let mut start = 0;
    text.split_inclusive('\n').map(move |l| {
        let r = start..start + l.trim_end_matches(['\n', '\r']).len();
        start += l.len();
        r
    })
}

/// A table row: a line whose trimmed text starts or ends with `|` and holds at least one
/// more `|`, or holds two (`a | b | c` without outer pipes counts only beside a rule).
fn row_like(line: &str) -> bool {
    let t = line.trim();
    t.matches('|').count() >= 2 || (t.contains('|') && (t.starts_with('|') || t.ends_with('|')))
}

/// The rule under a table's header: cells of dashes with optional colons.
fn rule_like(line: &str) -> bool {
    let t = line.trim().trim_matches('|');
    !t.is_empty()
        && t.contains('-')
        && t.split('|').all(|c| {
            let c = c.trim();
            !c.is_empty() && c.chars().all(|ch| matches!(ch, '-' | ':'))
        })
}

/// The cells of a row.
fn cells(line: &str) -> usize {
    let t = line.trim();
    let t = t.strip_prefix('|').unwrap_or(t);
    let t = t.strip_suffix('|').unwrap_or(t);
    t.split('|').count()
}

/// The markdown tables of `text`: a header row, a rule, and the rows that follow.
pub(crate) fn tables(text: &str) -> Vec<Range<usize>> {
    let all: Vec<Range<usize>> = lines(text).collect();
    let mut out = Vec::new();
    let mut i = 0;
    while i + 1 < all.len() {
        let (head, rule) = (&text[all[i].clone()], &text[all[i + 1].clone()]);
        if row_like(head) && rule_like(rule) {
            let mut end = i + 1;
            while end + 1 < all.len() && row_like(&text[all[end + 1].clone()]) {
                end += 1;
            }
            out.push(all[i].start..all[end].end);
            i = end + 1;
        } else {
            i += 1;
        }
    }
    out
}

/// The rows of a table's text below its header and rule.
pub(crate) fn rows(table: &str) -> Vec<Range<usize>> {
    lines(table)
        .skip(2)
        .filter(|r| row_like(&table[r.clone()]))
        .collect()
}

/// The number of columns of a table's text: the cells of its header row; 0 when the
/// text is not a table.
pub(crate) fn columns(table: &str) -> usize {
    match tables(table).first() {
        Some(t) => lines(&table[t.clone()])
            .next()
            .map_or(0, |h| cells(&table[t.start + h.start..t.start + h.end])),
        None => 0,
    }
}

/// The keys of the JSON object `text` holds, once any surrounding code fence is taken
/// off (as IFEval's JSON check does); `None` when it holds no object.
pub(crate) fn json_keys(text: &str) -> Option<Vec<String>> {
    let t = text.trim();
    let t = t
        .strip_prefix("```")
        .map(|rest| {
            let rest = rest.trim_start_matches(|c: char| c.is_ascii_alphabetic());
            rest.strip_suffix("```").unwrap_or(rest)
        })
        .unwrap_or(t);
    match serde_json::from_str::<serde_json::Value>(t.trim()).ok()? {
        serde_json::Value::Object(map) => Some(map.keys().cloned().collect()),
        _ => None,
    }
}

/// A list line without its marker ("- ", "* ", "+ ", "1. ", "1) "), trimmed.
pub(crate) fn without_marker(line: &str) -> &str {
    let t = line.trim();
    let digits = t.len() - t.trim_start_matches(|c: char| c.is_ascii_digit()).len();
    let rest = if digits > 0 {
        t[digits..].strip_prefix(['.', ')'])
    } else {
        t.strip_prefix(['-', '*', '+', '•'])
    };
    match rest {
        Some(r) if r.is_empty() || r.starts_with(char::is_whitespace) => r.trim_start(),
        _ => t,
    }
}

/// The text an item is sorted by: lower-cased, without a list marker ("1.", "-", "*",
/// "a)") or markdown emphasis in front.
fn sort_key(item: &str) -> String {
    let mut t = item.trim();
    loop {
        let before = t;
        t = t
            .trim_start_matches(['-', '*', '+', '•', '#', '>', '_', '`'])
            .trim_start();
        let digits = t.len() - t.trim_start_matches(|c: char| c.is_ascii_digit()).len();
        if digits > 0 {
            let rest = &t[digits..];
            if let Some(r) = rest.strip_prefix(['.', ')', ':']) {
                t = r.trim_start();
            }
        }
        if t == before {
            break;
        }
    }
    t.to_lowercase()
}

/// Whether `items` are in alphabetical order (non-decreasing), ignoring case and list
/// markers.
pub(crate) fn sorted<'a>(items: impl IntoIterator<Item = &'a str>) -> bool {
    let keys: Vec<String> = items.into_iter().map(sort_key).collect();
    keys.windows(2).all(|w| w[0] <= w[1])
}

#[cfg(test)]
mod tests {
    use super::*;

    fn texts<'a>(text: &'a str, ranges: &[Range<usize>]) -> Vec<&'a str> {
        ranges.iter().map(|r| &text[r.clone()]).collect()
    }

    #[test]
    fn an_emoji_sequence_is_one_emoji() {
        let t = "Hi 👋🏽! Family: 👨‍👩‍👧. Flag 🇫🇷, keycap 3️⃣, heart ❤️, © 2024, plain 3.";
        assert_eq!(texts(t, &emojis(t)), ["👋🏽", "👨‍👩‍👧", "🇫🇷", "3️⃣", "❤️"]);
        assert!(emojis("No emoji here: 1, 2, #3, *bold*.").is_empty());
    }

    #[test]
    fn a_table_is_a_header_a_rule_and_rows() {
        let t = "Intro\n\n| Name | Age |\n|---|:--:|\n| Ann | 3 |\n| Bo | 4 |\n\nAfter | that";
        let found = tables(t);
        assert_eq!(found.len(), 1);
        let table = &t[found[0].clone()];
        assert!(table.starts_with("| Name") && table.ends_with("| Bo | 4 |"));
        assert_eq!(columns(table), 2);
        assert_eq!(texts(table, &rows(table)), ["| Ann | 3 |", "| Bo | 4 |"]);
        assert!(tables("a | b\nno rule here").is_empty());
        assert_eq!(columns("Name | Age | City\n--- | --- | ---\nA | 1 | X"), 3);
    }

    #[test]
    fn json_keys_read_through_a_fence() {
        let mut keys = json_keys("```json\n{\"name\": \"A\", \"age\": 3}\n```").unwrap();
        keys.sort();
        assert_eq!(keys, ["age", "name"]);
        assert_eq!(json_keys("[1, 2]"), None);
        assert_eq!(json_keys("name: A"), None);
    }

    #[test]
    fn a_marker_is_taken_off() {
        assert_eq!(without_marker("  - Red apples"), "Red apples");
        assert_eq!(without_marker("12) Rome"), "Rome");
        assert_eq!(without_marker("3.5 kg"), "3.5 kg");
        assert_eq!(without_marker("-5 degrees"), "-5 degrees");
        assert_eq!(without_marker("Plain"), "Plain");
    }

    #[test]
    fn sorted_ignores_case_and_markers() {
        assert!(sorted(["1. apple", "2. Banana", "3. cherry"]));
        assert!(sorted(["- Apple", "- banana"]));
        assert!(!sorted(["Banana", "apple"]));
        assert!(sorted(Vec::<&str>::new()));
    }
}
