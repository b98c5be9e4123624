//! Titles and subsection titles given verbatim: "Include this as the title of the text,
//! titles are lines that start with only one #: The Sea", "Include these subsection
//! titles in the text, subsection titles are lines start with more than one #: Overview,
//! Details" (VIFBench, NSVIF paper Table 5).
//!
//! **What it does.** Requires a markdown heading with exactly that text: a title is a
//! level-1 heading (one `#`), a subsection title a heading of level 2 or more, as the
//! instruction defines them; one DSL check per template, over `headings(all)`.
//!
//! **Why.** The IFEval title rule knows only `<<title>>`; these templates name the text
//! of each heading and define what a title line is in the same sentence. The definition
//! is part of the requirement, not a requirement of its own.
//!
//! **Example.** "Include these subsection titles in the text, subsection titles are lines
//! start with more than one #: Overview,Details" →
//! `(exists h in headings(all): level(h) >= 2 && text(h) == "Overview") && (… "Details")`.

use std::sync::LazyLock;

use super::{Emit, Sink, Text};
use crate::read::dsl::{all_of, dsl_string};
use crate::read::keyword_list::comma_items;
use crate::read::pattern::regex;
use crate::read::pattern::Regex;

static TITLE: LazyLock<Regex> = LazyLock::new(|| {
    regex(r"\b(?:include|use|add|give)\s+this\s+as\s+the\s+(?:main\s+)?title\b[^:\n]*:[ \t]*(?P<value>[^\n]+)")
        .expect("static regex")
});
static SUBSECTIONS: LazyLock<Regex> = LazyLock::new(|| {
    regex(r"\b(?:include|use|add)\s+(?:these|the\s+following)\s+(?:sub-?section|section)\s+(?:titles|headings|headers)\b[^:\n]*:[ \t]*(?P<value>[^\n]+)")
        .expect("static regex")
});

fn heading_exists(level: &str, title: &str) -> String {
    format!(
        "exists h in headings(all): level(h) {level} && text(h) == {}",
        dsl_string(title)
    )
}

pub(crate) fn heading_titles(text: &Text, sink: &mut Sink) {
    for caps in TITLE.captures_iter(&text.lower) {
        let m = caps.get(0).expect("match");
        let v = caps.name("value").expect("value");
        let title = text.raw[v.start()..v.end()].trim();
        if title.is_empty() {
            continue;
        }
        sink.push(
            text,
            Emit::Dsl(heading_exists("== 1", title)),
            m.start(),
            m.end(),
        );
    }
    for caps in SUBSECTIONS.captures_iter(&text.lower) {
        let m = caps.get(0).expect("match");
        let v = caps.name("value").expect("value");
        let titles = comma_items(&text.raw[v.start()..v.end()]);
        if titles.is_empty() {
            continue;
        }
        let dsl = all_of(
            titles
                .iter()
                .map(|t| format!("({})", heading_exists(">= 2", t))),
        );
        sink.push(text, Emit::Dsl(dsl), m.start(), m.end());
    }
}

#[cfg(test)]
mod tests {
    use super::super::find_all;
    use super::super::testing::dsl;

    #[test]
    fn reads_the_title_with_its_colon() {
        let i = "Include this as the title of the text, titles are lines that start with only one #: Unlocking Success: The Benefits";
        assert_eq!(
            dsl(i),
            [
                r#"exists h in headings(all): level(h) == 1 && text(h) == "Unlocking Success: The Benefits""#
            ]
        );
        assert_eq!(find_all(i).found.len(), 1);
    }

    #[test]
    fn reads_each_subsection_title() {
        let i = "Include these subsection titles in the text, subsection titles are lines start with more than one #: Overview,Details";
        assert_eq!(
            dsl(i),
            [
                r#"(exists h in headings(all): level(h) >= 2 && text(h) == "Overview") && (exists h in headings(all): level(h) >= 2 && text(h) == "Details")"#
            ]
        );
        assert_eq!(find_all(i).found.len(), 1);
    }
}
