//! Sentences that define a term instead of requiring something: "Title and subsection
//! title lines start with at least one #.", "…, which are defined as: lines that start
//! with at least one #."
//!
//! **What it does.** Marks such a definition of title or heading lines as explained,
//! with no constraint.
//!
//! **Why.** VIFBench's templates (NSVIF paper Table 5) follow each exemption ("this does
//! not apply to title and subsection title lines") with what a title line is. It states
//! no requirement on the response; reporting it as an unread requirement made every such
//! instruction `unknown`. The exemption itself is read by `scope`.
//!
//! **Example.** "Title and subsection title lines start with at least one #." → explained.

use std::sync::LazyLock;

use super::{Sink, Text};
use crate::read::pattern::regex;
use crate::read::pattern::Regex;

const TERM: &str = r"(?:sub-?section\s+)?(?:titles?|headings?|headers?)(?:\s+and\s+(?:sub-?section\s+)?(?:titles?|headings?|headers?))?(?:\s+lines)?";
const STARTS: &str = r"starts?\s+with\s+(?:at\s+least\s+one|only\s+one|exactly\s+one|more\s+than\s+one|one\s+or\s+more|an?|the)?\s*(?:#+|hash\w*|pound\s+signs?)(?:\s+signs?)?\.?";

static RE: LazyLock<Regex> = LazyLock::new(|| {
    regex(&format!(
        r"\b{TERM}\s+(?:are\s+(?:defined\s+as:?\s+)?)?(?:lines\s+)?(?:that\s+)?{STARTS}|,?\s*\b(?:which|that)\s+(?:are|is)\s+defined\s+as:?\s+(?:lines\s+)?(?:that\s+)?{STARTS}"
    ))
    .expect("static regex")
});

pub(crate) fn heading_definitions(text: &Text, sink: &mut Sink) {
    for m in RE.find_iter(&text.lower) {
        sink.cover(m.start(), m.end());
    }
}

#[cfg(test)]
mod tests {
    use super::super::find_all;

    #[test]
    fn a_definition_is_explained_not_a_requirement() {
        let f = find_all("Title and subsection title lines start with at least one #.");
        assert!(f.found.is_empty());
        assert!(!f.covered.is_empty());
        let f = find_all("Subsection titles are lines that start with more than one #.");
        assert!(f.found.is_empty());
        assert!(!f.covered.is_empty());
    }
}
