//! Subsections with titles and what each must hold: "include 3 subsections, each with a
//! title", "each section should contain at most 100 words", "each subsection must
//! include the keyword 'data'". Sections are markdown sections (a heading and its text).

use std::sync::LazyLock;

use crate::read::pattern::Regex;

use crate::read::pattern::regex;

use super::{Emit, Sink, Text};
use crate::read::count::words_condition;
use crate::read::count::{self, Count};
use crate::read::dsl::all_of;

/// After a count: "3 subsections, each with a title".
static TITLED: LazyLock<Regex> = LazyLock::new(|| {
    regex(r"^\s+(?:sub-?)?sections?\b[^.;!?\n]*?\b(?:each\s+)?with\s+(?:a\s+|its\s+own\s+)?(?:titles?|headings?|headers?)\b")
        .expect("static regex")
});
static EACH_TITLED: LazyLock<Regex> = LazyLock::new(|| {
    regex(r"\b(?:each|every)\s+(?:sub-?)?section\s+(?:should|must|has\s+to|needs\s+to)\s+(?:have|start\s+with|begin\s+with)\s+(?:a|its\s+own)\s+(?:title|heading|header)\b|\b(?:use|include|add)\s+(?:sub-?)?section\s+(?:titles|headings|headers)\b")
        .expect("static regex")
});
static EACH_WORDS: LazyLock<Regex> = LazyLock::new(|| {
    regex(r"\b(?:each|every)\s+(?:sub-?)?section\s+(?:should|must|has\s+to|needs\s+to)\s+(?:have|contain|be|use)\s+")
        .expect("static regex")
});
static UNIT: LazyLock<Regex> =
    LazyLock::new(|| regex(r"^\s+(?P<unit>words?|sentences?)\b").expect("static regex"));
static EACH_KEYWORD: LazyLock<Regex> = LazyLock::new(|| {
    regex(r#"\b(?:each|every)\s+(?:sub-?)?section\s+(?:should|must|has\s+to|needs\s+to)\s+(?:include|contain|mention|use)\s+(?:the\s+)?(?:key)?word\s+(?:"(?P<d>[^"\n]+)"|'(?P<s>[^'\n]+)'|(?P<w>[a-z][\w-]*))"#)
        .expect("static regex")
});

pub(crate) fn per_subsection(text: &Text, sink: &mut Sink) {
    for (start, end, c) in count::with_unit(text, &TITLED) {
        {
            let cond = all_of(
                c.symbols()
                    .into_iter()
                    .map(|(rel, n)| format!("count(headings()) {rel} {n}")),
            );
            sink.push(text, Emit::Dsl(cond), start, end);
        }
    }
    for m in EACH_TITLED.find_iter(&text.lower) {
        sink.push(
            text,
            Emit::Dsl("count(headings()) >= 1".into()),
            m.start(),
            m.end(),
        );
    }
    for m in EACH_WORDS.find_iter(&text.lower) {
        let Some(counted) = text.counts().iter().find(|c| c.start == m.end()) else {
            continue;
        };
        let Some(caps) = UNIT.captures(&text.lower[counted.end..]) else {
            continue;
        };
        let end = counted.end + caps.get(0).expect("match").end();
        let c = match counted.count {
            Count::Bare(n) => Count::Exactly(n),
            c => c,
        };
        let cond = if caps["unit"].starts_with("word") {
            words_condition("s", c)
        } else {
            all_of(
                c.symbols()
                    .into_iter()
                    .map(|(rel, n)| format!("count(sentences(s)) {rel} {n}")),
            )
        };
        sink.push(
            text,
            Emit::Dsl(format!(
                "count(sections()) >= 1 && forall s in sections(): {cond}"
            )),
            m.start(),
            end,
        );
    }
    for caps in EACH_KEYWORD.captures_iter(&text.lower) {
        let m = caps.get(0).expect("match");
        let w = caps
            .name("d")
            .or(caps.name("s"))
            .or(caps.name("w"))
            .expect("word");
        let word = w.as_str().trim();
        if word.contains(['"', '\\']) {
            continue;
        }
        sink.push(
            text,
            Emit::Dsl(format!(
                "count(sections()) >= 1 && forall s in sections(): contains(lower(s), \"{word}\")"
            )),
            m.start(),
            m.end(),
        );
    }
}

#[cfg(test)]
mod tests {
    use super::super::testing::dsl;

    #[test]
    fn reads_titled_subsections_and_per_section_checks() {
        assert_eq!(
            dsl("Include exactly 3 subsections, each with a title."),
            ["count(headings()) == 3"]
        );
        assert_eq!(
            dsl("Each section should contain at most 100 words."),
            ["count(sections()) >= 1 && forall s in sections(): words(s) <= 100"]
        );
        assert_eq!(
            dsl("Each subsection must include the keyword 'data'."),
            ["count(sections()) >= 1 && forall s in sections(): contains(lower(s), \"data\")"]
        );
        for d in
            dsl("Include 3 subsections with titles. Each section must have at least 2 sentences.")
        {
            nsvif_spec::parse_expr(&d).unwrap();
        }
    }
}
