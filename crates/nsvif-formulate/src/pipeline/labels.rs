//! Labels: "Please consider this number of words per sentence constraint:" names the
//! constraint that follows the colon.
//!
//! **What it does.** A label (`"consider this <name> constraint[ on <scope>]:"`) is
//! explained when a constraint the rules found starts after it on the same line.
//!
//! **Why.** The label restates the constraint in words that read like qualifiers ("per
//! sentence", "on subsections"), so clause accounting would call a fully read clause
//! unread, and every VIFBench instruction would be `unknown`. A label with no constraint
//! after it stays unexplained: what follows it was not read.
//!
//! **Example.** "Please consider this even/odd word count constraint: the total word
//! count should be an even number." → the label is covered, the parity is the constraint.

use std::sync::LazyLock;

use nsvif_spec::Span;

use crate::read::pattern::{regex, Regex};
use crate::read::Text;
use crate::rules::Found;

static LABEL: LazyLock<Regex> = LazyLock::new(|| {
    regex(r"\b(?:please\s+)?consider\s+(?:this|these|the\s+following)\s+[^:\n]{1,80}?\bconstraints?(?:\s+on\s+[^:\n]{1,60})?:")
        .expect("static regex")
});

/// Covers every label that a found constraint follows on the same line.
pub(crate) fn cover_labels(text: &Text, found: &[Found], covered: &mut Vec<Span>) {
    for m in LABEL.find_iter(&text.lower) {
        let line_end = text.lower[m.end()..]
            .find('\n')
            .map_or(text.lower.len(), |i| m.end() + i);
        if found
            .iter()
            .any(|f| m.end() <= f.span.start && f.span.start < line_end)
        {
            covered.push(Span {
                start: m.start(),
                end: m.end(),
            });
        }
    }
}

#[cfg(test)]
mod tests {
    use crate::pipeline::find_all;

    #[test]
    fn a_label_before_a_found_constraint_is_explained() {
        let f = find_all("Please consider this even/odd word count constraint: the total word count should be an even number.");
        assert!(f.covered.iter().any(|s| s.start == 0), "{:?}", f.covered);
    }

    #[test]
    fn a_label_before_nothing_read_stays_unexplained() {
        let f = find_all("Please consider this rhyme constraint: the poem has to rhyme.");
        assert!(f.covered.iter().all(|s| s.start != 0), "{:?}", f.covered);
    }
}
