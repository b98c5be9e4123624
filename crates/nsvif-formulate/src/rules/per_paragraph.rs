//! Counts per paragraph: "use at most 50 words in each paragraph", "each paragraph should
//! have at most 3 sentences", "every paragraph must contain between 40 and 80 words".
//!
//! **What it does.** Reads a count of words or sentences that is restricted to each
//! paragraph into a DSL check over the body's paragraphs:
//! `forall p in paragraphs(body): words(p) <= 50`.
//!
//! **Why.** Scope is general: a count that runs over a restricted unit ("in each
//! paragraph") is not the response's length. The word and sentence rules skip such a
//! count, which left it unread (the instruction could never be `sat`); this reads it.
//!
//! **Example.** "Each paragraph should have at most 3 sentences." →
//! `forall p in paragraphs(body): sentences(p) <= 3`.

use std::sync::LazyLock;

use crate::read::count::{self, Count};
use crate::read::pattern::regex;
use crate::read::pattern::Regex;

use super::{Emit, Sink, Text};

/// "each paragraph", "all paragraphs", "paragraphs should": the unit comes first.
static EACH: LazyLock<Regex> = LazyLock::new(|| {
    regex(r"\b(?:(?:each|every|all|any)\s+(?:single\s+)?(?:of\s+(?:your|the)\s+)?paragraphs?\b|paragraphs\s+(?:should|must|need\s+to)\s+(?:each\s+)?)")
        .expect("static regex")
});
/// What is counted, after the count.
static UNIT: LazyLock<Regex> =
    LazyLock::new(|| regex(r"^\s+(?P<unit>words?|sentences?)\b").expect("static regex"));
/// "N words in each paragraph": the unit comes after.
static IN_EACH: LazyLock<Regex> = LazyLock::new(|| {
    regex(r"^\s+(?P<unit>words?|sentences?)\s+(?:in|per|for)\s+(?:each|every|a|one|any)\s+(?:single\s+)?paragraph\b")
        .expect("static regex")
});

fn condition(unit: &str, c: Count) -> String {
    let f = if unit.starts_with("word") {
        "words"
    } else {
        "sentences"
    };
    let terms: Vec<String> = c
        .symbols()
        .into_iter()
        .map(|(rel, n)| format!("{f}(p) {rel} {n}"))
        .collect();
    format!("forall p in paragraphs(body): {}", terms.join(" && "))
}

pub(crate) fn per_paragraph(text: &Text, sink: &mut Sink) {
    for m in EACH.find_iter(&text.lower) {
        let end = count::clause_end(text, m.end()).max(m.end());
        // The first count of words or sentences in the clause.
        let Some((c, unit, cend)) = text
            .counts()
            .iter()
            .filter(|c| m.end() <= c.start && c.end <= end)
            .find_map(|c| {
                let u = UNIT.captures(&text.lower[c.end..])?;
                let unit = u["unit"].to_string();
                Some((c.count, unit, c.end + u.get(0).expect("match").end()))
            })
        else {
            continue;
        };
        // "each paragraph … in each section" is a per-section count (`subsections`).
        if text.lower[m.start()..cend].contains("section") {
            continue;
        }
        sink.push(text, Emit::Dsl(condition(&unit, c)), m.start(), cend);
    }
    for c in text.counts() {
        if let Some(caps) = IN_EACH.captures(&text.lower[c.end..]) {
            let end = c.end + caps.get(0).expect("match").end();
            sink.push(
                text,
                Emit::Dsl(condition(&caps["unit"], c.count)),
                c.start,
                end,
            );
        }
    }
}

#[cfg(test)]
mod tests {
    use super::super::find_all;
    use super::super::testing::dsl;

    #[test]
    fn reads_counts_in_each_paragraph() {
        assert_eq!(
            dsl("Use at most 50 words in each paragraph."),
            ["forall p in paragraphs(body): words(p) <= 50"]
        );
        // The everyday grammar reads this one in plain mode, to the same check.
        assert_eq!(
            dsl("Each paragraph should have at most 3 sentences."),
            ["forall p in paragraphs(body): count(sentences(p)) <= 3"]
        );
        assert_eq!(
            dsl("Every paragraph must contain between 40 and 80 words."),
            ["forall p in paragraphs(body): words(p) >= 40 && words(p) <= 80"]
        );
        for i in [
            "Use at most 50 words in each paragraph.",
            "Each paragraph should have at most 3 sentences.",
        ] {
            let f = find_all(i);
            assert_eq!(f.found.len(), 1, "{i}: {:?}", f.found);
            for d in dsl(i) {
                nsvif_spec::parse_expr(&d).unwrap();
            }
        }
    }

    #[test]
    fn the_response_length_is_not_per_paragraph() {
        // The paragraph count is the everyday grammar's; nothing is read per paragraph.
        assert_eq!(
            dsl("Write 3 paragraphs and at least 300 words."),
            ["count(paragraphs(body)) == 3"]
        );
    }
}
