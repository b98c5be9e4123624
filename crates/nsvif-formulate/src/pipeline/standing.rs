//! Standing phrases: "from now on", "going forward", "for the rest of the conversation"
//! say since when a requirement holds, and the reply checked is always within that time.
//! In plain mode they are blanked before the rules read the text, as hedges are
//! ([`super::soft`]), so "From now on, do not use any commas." is read as its requirement
//! and the phrase is no unread remainder.

use std::sync::LazyLock;

use nsvif_spec::Span;
use regex::Regex;

static STANDING: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(
        r"(?xi)
        \b(?:
            from\s+now\s+on
          | going\s+forward
          | from\s+here\s+on(?:\s+out)?
          | from\s+this\s+point\s+on
          | for\s+the\s+rest\s+of\s+(?:the|this|our)\s+(?:conversation|chat)
        )\b
        ,?",
    )
    .expect("the standing pattern is valid")
});

/// The standing phrases of an instruction, in order (with a comma after one), but those
/// inside a quotation, which are words to copy.
pub fn phrases(instruction: &str) -> Vec<Span> {
    let found = STANDING
        .find_iter(instruction)
        .map(|m| Span {
            start: m.start(),
            end: m.end(),
        })
        .collect();
    super::soft::unquoted(instruction, found)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn standing_phrases_are_found_with_their_comma() {
        let s = "Thanks. From now on, do not use any commas. Going forward be brief.";
        let found: Vec<&str> = phrases(s).iter().map(|p| &s[p.start..p.end]).collect();
        assert_eq!(found, ["From now on,", "Going forward"]);
        assert!(phrases("Write about the way forward.").is_empty());
        assert!(phrases("End with \"from now on, friends\".").is_empty());
    }
}
