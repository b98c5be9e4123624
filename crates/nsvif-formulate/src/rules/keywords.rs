//! "Include the keywords X, Y and Z", "include keywords 'X' and 'Y'".

use std::sync::OnceLock;

use regex::Regex;
use serde_json::json;

use super::Found;

/// Splits a keyword list: quoted items if there are any, else commas and "and"/"or".
fn keyword_list(list: &str) -> Vec<String> {
    static QUOTED: OnceLock<Regex> = OnceLock::new();
    let quoted = QUOTED
        .get_or_init(|| Regex::new(r#""([^"]+)"|“([^”]+)”|'([^']+)'"#).expect("static regex"));
    let items: Vec<String> = quoted
        .captures_iter(list)
        .filter_map(|c| {
            c.get(1)
                .or(c.get(2))
                .or(c.get(3))
                .map(|m| m.as_str().trim().to_string())
        })
        .collect();
    if !items.is_empty() {
        return items;
    }
    list.split([',', ';'])
        .flat_map(|part| part.split(" and "))
        .map(|w| {
            w.trim()
                .trim_matches(|c: char| !c.is_alphanumeric())
                .to_string()
        })
        .filter(|w| !w.is_empty() && w.split_whitespace().count() <= 3)
        .collect()
}

/// `keywords:existence`.
pub(crate) fn include_keywords(instruction: &str, out: &mut Vec<Found>) {
    static RE: OnceLock<Regex> = OnceLock::new();
    let re = RE.get_or_init(|| {
        Regex::new(r#"(?i)\b(?:include|use|mention)\s+(?:the\s+)?(?:following\s+)?key\s*-?\s*words?\s*:?\s*(?P<list>[^.;!?\n]+?)\s*(?:\s+(?:in|into|within|throughout)\s+(?:the|your)\s+(?:\w+\s+)?(?:response|answer|essay|story|poem|text)\b|[.;!?\n]|$)"#)
            .expect("static regex")
    });
    for caps in re.captures_iter(instruction) {
        let keywords = keyword_list(&caps["list"]);
        if !keywords.is_empty() {
            out.push(Found::new(
                "keywords:existence",
                json!({"keywords": keywords}),
                instruction,
                caps.get(0).expect("match"),
            ));
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn keywords(text: &str) -> Vec<serde_json::Value> {
        let mut out = vec![];
        include_keywords(text, &mut out);
        out.into_iter()
            .map(|f| f.kwargs["keywords"].clone())
            .collect()
    }

    #[test]
    fn reads_plain_and_quoted_lists() {
        assert_eq!(
            keywords("Include keywords kaleidoscope, lighthouse in the response."),
            [json!(["kaleidoscope", "lighthouse"])]
        );
        assert_eq!(
            keywords("Include the keywords 'gravity' and 'orbit' in your answer"),
            [json!(["gravity", "orbit"])]
        );
        assert_eq!(
            keywords("Make sure to include the keywords: pie, crust and oven."),
            [json!(["pie", "crust", "oven"])]
        );
    }

    #[test]
    fn the_word_keyword_alone_is_not_a_list() {
        assert!(keywords("Explain what a keyword is.").is_empty());
    }
}
