//! Letter case of the whole response: "in all lowercase letters", "in all capital letters".

use std::sync::OnceLock;

use regex::Regex;
use serde_json::json;

use super::Found;

fn preceded_by_negation(instruction: &str, start: usize) -> bool {
    let before = instruction[..start].to_ascii_lowercase();
    let tail = before.trim_end();
    let from = tail.char_indices().rev().nth(11).map_or(0, |(i, _)| i);
    let window = &tail[from..];
    window.ends_with("no")
        || window.contains("not ")
        || window.contains("n't ")
        || window.ends_with("without")
}

/// `change_case:english_lowercase`: "all lowercase", "lowercase letters only", "no capital letters".
pub(crate) fn all_lowercase(instruction: &str, out: &mut Vec<Found>) {
    static RE: OnceLock<Regex> = OnceLock::new();
    let re = RE.get_or_init(|| {
        Regex::new(r"(?i)\b(?:(?:in\s+)?all\s+lower\s*-?\s*case(?:\s+letters)?|lower\s*-?\s*case\s+(?:letters\s+)?only|only\s+lower\s*-?\s*case|no\s+capital\s+letters(?:\s+are\s+allowed)?)\b")
            .expect("static regex")
    });
    for m in re.find_iter(instruction) {
        out.push(Found::new(
            "change_case:english_lowercase",
            json!({}),
            instruction,
            m,
        ));
    }
}

/// `change_case:english_capital`: "in all capital letters", "in ALL CAPS", "uppercase only".
pub(crate) fn all_capitals(instruction: &str, out: &mut Vec<Found>) {
    static RE: OnceLock<Regex> = OnceLock::new();
    let re = RE.get_or_init(|| {
        Regex::new(r"(?i)\b(?:(?:in\s+|using\s+|with\s+)?all\s+(?:capital(?:ized)?\s+letters|caps|upper\s*-?\s*case(?:\s+letters)?)|(?:in|using|with)\s+(?:only\s+)?(?:capital(?:ized)?\s+letters|upper\s*-?\s*case(?:\s+letters)?)|upper\s*-?\s*case\s+(?:letters\s+)?only)\b")
            .expect("static regex")
    });
    for m in re.find_iter(instruction) {
        if preceded_by_negation(instruction, m.start()) {
            continue;
        }
        // "words in all capital letters should appear at least 3 times" counts words; it
        // does not ask for an all-capitals response.
        let after = instruction[m.end()..].trim_start().to_ascii_lowercase();
        if after.starts_with("should appear")
            || after.starts_with("appear")
            || instruction[..m.start()]
                .to_ascii_lowercase()
                .trim_end()
                .ends_with("words")
        {
            continue;
        }
        out.push(Found::new(
            "change_case:english_capital",
            json!({}),
            instruction,
            m,
        ));
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn ids(text: &str) -> Vec<&'static str> {
        let mut out = vec![];
        all_lowercase(text, &mut out);
        all_capitals(text, &mut out);
        out.iter().map(|f| f.ifeval_id).collect()
    }

    #[test]
    fn reads_lowercase_and_capitals() {
        assert_eq!(
            ids("Answer in all lowercase letters."),
            ["change_case:english_lowercase"]
        );
        assert_eq!(
            ids("Your entire response should be in English, and in all capital letters."),
            ["change_case:english_capital"]
        );
        assert_eq!(ids("Respond in ALL CAPS"), ["change_case:english_capital"]);
    }

    #[test]
    fn negated_or_counted_capitals_are_not_an_all_capitals_request() {
        assert_eq!(
            ids("No capital letters are allowed."),
            ["change_case:english_lowercase"]
        );
        assert!(ids("Do not write in all capital letters.").is_empty());
        assert!(ids("Words in all capital letters should appear at least 3 times.").is_empty());
    }
}
