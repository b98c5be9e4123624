//! "Do not use any commas", "without commas", "no commas".

use std::sync::OnceLock;

use regex::Regex;
use serde_json::json;

use super::Found;

/// `punctuation:no_comma`: a negation and "comma(s)" within one clause.
pub(crate) fn no_commas(instruction: &str, out: &mut Vec<Found>) {
    static RE: OnceLock<Regex> = OnceLock::new();
    let re = RE.get_or_init(|| {
        Regex::new(r"(?i)\b(?:do not|don't|dont|never|without|avoid|refrain from|not allowed to|no)\b[^.;:!?\n]{0,40}?\bcommas?\b|\bcommas?\b[^.;:!?\n]{0,20}?\b(?:are|is)\s+not\s+(?:allowed|permitted)")
            .expect("static regex")
    });
    for m in re.find_iter(instruction) {
        out.push(Found::new(
            "punctuation:no_comma",
            json!({}),
            instruction,
            m,
        ));
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn found(text: &str) -> usize {
        let mut out = vec![];
        no_commas(text, &mut out);
        out.len()
    }

    #[test]
    fn reads_negated_commas_only() {
        assert_eq!(found("Do not use any commas in your response."), 1);
        assert_eq!(found("Answer without using commas"), 1);
        assert_eq!(
            found("In your entire response, refrain from the use of any commas."),
            1
        );
        assert_eq!(found("Commas are not allowed."), 1);
        assert_eq!(found("Separate the items with commas."), 0);
    }
}
