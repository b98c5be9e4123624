//! How the response starts and ends: "end your response with the exact phrase …",
//! "wrap your entire response with double quotation marks".

use std::sync::OnceLock;

use regex::Regex;
use serde_json::json;

use super::Found;

/// `startend:end_checker`: the quoted phrase after "end/finish/conclude … with".
pub(crate) fn end_phrase(instruction: &str, out: &mut Vec<Found>) {
    static RE: OnceLock<Regex> = OnceLock::new();
    let re = RE.get_or_init(|| {
        Regex::new(r#"(?i)\b(?:end|finish|conclude)\s+(?:your|the|this|each)?\s*(?:entire\s+)?(?:\w+\s+)?(?:with|by\s+saying)\s+(?:the\s+|this\s+)?(?:exact\s+)?(?:phrase|sentence|words?|line)?\s*:?\s*(?:"(?P<d>[^"]+)"|“(?P<c>[^”]+)”|'(?P<s>[^']+(?:'[a-z][^']*)*)')"#)
            .expect("static regex")
    });
    for caps in re.captures_iter(instruction) {
        let phrase = caps
            .name("d")
            .or(caps.name("c"))
            .or(caps.name("s"))
            .expect("one quote style")
            .as_str();
        out.push(Found::new(
            "startend:end_checker",
            json!({"end_phrase": phrase}),
            instruction,
            caps.get(0).expect("match"),
        ));
    }
}

/// `startend:quotation`.
pub(crate) fn wrapped_in_quotes(instruction: &str, out: &mut Vec<Found>) {
    static RE: OnceLock<Regex> = OnceLock::new();
    let re = RE.get_or_init(|| {
        Regex::new(r"(?i)\b(?:wrap|enclose|put|surround)\w*\s+(?:your\s+|the\s+)?(?:entire\s+|whole\s+|full\s+)?(?:response|answer|output|reply)\s+(?:with|in|inside|within|between)\s+double\s+(?:quotation\s+marks|quotes)|\b(?:response|answer)\s+(?:should\s+be\s+|must\s+be\s+)?(?:wrapped|enclosed)\s+in\s+double\s+(?:quotation\s+marks|quotes)")
            .expect("static regex")
    });
    for m in re.find_iter(instruction) {
        out.push(Found::new("startend:quotation", json!({}), instruction, m));
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reads_the_end_phrase() {
        let mut out = vec![];
        end_phrase(
            r#"Finish your response with this exact phrase "Is there anything else I can help with?". No other words should follow."#,
            &mut out,
        );
        assert_eq!(
            out[0].kwargs["end_phrase"],
            "Is there anything else I can help with?"
        );
        out.clear();
        end_phrase(
            "End your email with 'Let me know if you have any questions.'",
            &mut out,
        );
        assert_eq!(
            out[0].kwargs["end_phrase"],
            "Let me know if you have any questions."
        );
        out.clear();
        end_phrase("At the end of the day, write about cats.", &mut out);
        assert!(out.is_empty());
    }

    #[test]
    fn reads_double_quote_wrapping() {
        let mut out = vec![];
        wrapped_in_quotes(
            "Wrap your entire response with double quotation marks.",
            &mut out,
        );
        wrapped_in_quotes("Put your whole answer in single quotes.", &mut out);
        assert_eq!(out.len(), 1);
    }
}
