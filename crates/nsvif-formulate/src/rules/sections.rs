//! Marked sections: "4 sections, each starting with SECTION X", "mark the beginning of
//! each section with Section X", "include two sections: \"SECTION 1\" and \"SECTION 2\"",
//! "Label each paragraph with PARAGRAPH X", "Mark … with Audience 1 and Audience 2".

use std::sync::LazyLock;

use crate::read::pattern::Regex;

use crate::read::pattern::regex;
use serde_json::json;

use super::{Sink, Text};
use crate::read::count::{self, Count};

/// "each section … SECTION X": the marker word and the unit it marks.
static EACH_MARKED: LazyLock<Regex> = LazyLock::new(|| {
    regex(r#"\beach\s+(?P<unit>[a-z]+)\b[^.;!?\n]*?\b(?:with|as|by|using)\s+(?:the\s+)?(?:word\s+)?["'“‘]?(?P<sp>[a-z]+)\s+(?:x|n|\{?n\}?|#|\d+)\b"#)
        .expect("static regex")
});
/// After a count: "4 sections marked with SECTION X".
static COUNT_MARKED: LazyLock<Regex> = LazyLock::new(|| {
    regex(r#"^\s+(?P<unit>sections?|parts?|paragraphs?|chapters?)\s+(?:\w+\s+){0,3}?(?:marked|labell?ed|starting|beginning|noted|denoted|titled|headed)\s+(?:with|by|as)\s+(?:the\s+word\s+)?["'“‘]?(?P<sp>[a-z]+)\s+(?:x|n|\{?n\}?|#|\d+)\b"#)
        .expect("static regex")
});
/// "Mark the beginning of each advertisement with Audience 1 and Audience 2".
static NUMBERED_PAIR: LazyLock<Regex> = LazyLock::new(|| {
    regex(r#"["'“‘(]?(?P<sp>[a-z]+)\s+1["'”’]?\s*(?:,|and)\s*["'“‘]?(?P<sp2>[a-z]+)\s+2\b"#)
        .expect("static regex")
});
static WHERE_X: LazyLock<Regex> = LazyLock::new(|| {
    regex(r"\bwhere\s+x\s+is\s+(?P<list>[\d,\s]+(?:and\s+\d+|or\s+\d+)?)").expect("static regex")
});

fn counted(text: &Text, unit: &str) -> Option<(usize, usize, i64)> {
    [unit, "section"]
        .iter()
        .find_map(|noun| match count::count_of(text, noun)? {
            (s, e, Count::AtLeast(n) | Count::Exactly(n) | Count::Bare(n)) => Some((s, e, n)),
            _ => None,
        })
}

/// `detectable_format:multiple_sections`: at least so many sections, each starting with
/// the marker word and a number (IFEval counts "N sections" as at least N).
pub(crate) fn multiple_sections(text: &Text, sink: &mut Sink) {
    let id = "detectable_format:multiple_sections";
    if let Some(caps) = EACH_MARKED.captures(&text.lower) {
        let sp = caps.name("sp").expect("sp");
        let unit = &caps["unit"];
        // The marker as written: "SECTION" and "Section" are different markers.
        let splitter = &text.raw[sp.start()..sp.end()];
        let n = counted(text, unit).map(|c| c.2).or_else(|| {
            WHERE_X.captures(&text.lower[sp.end()..]).map(|w| {
                w["list"]
                    .split(|c: char| !c.is_ascii_digit())
                    .filter(|s| !s.is_empty())
                    .count() as i64
            })
        });
        if let Some(n) = n {
            sink.ifeval(
                text,
                id,
                json!({"section_spliter": splitter, "num_sections": n}),
                caps.get(0).expect("match"),
            );
            if let Some((s, e, _)) = counted(text, unit) {
                let (cs, ce) = text.sentence_at(s);
                sink.cover(cs.min(s), ce.max(e));
            }
            return;
        }
    }
    for c in text.counts() {
        let Some(caps) = COUNT_MARKED.captures(&text.lower[c.end..]) else {
            continue;
        };
        if let Count::AtLeast(n) | Count::Exactly(n) | Count::Bare(n) = c.count {
            let sp = caps.name("sp").expect("sp");
            let (ss, se) = (c.end + sp.start(), c.end + sp.end());
            sink.push(
                text,
                super::Emit::Ifeval {
                    id,
                    kwargs: json!({"section_spliter": &text.raw[ss..se], "num_sections": n}),
                },
                c.start,
                c.end + caps.get(0).expect("match").end(),
            );
            return;
        }
    }
    for caps in NUMBERED_PAIR.captures_iter(&text.lower) {
        let (sp, sp2) = (caps.name("sp").expect("sp"), caps.name("sp2").expect("sp2"));
        if sp.as_str() != sp2.as_str() || matches!(sp.as_str(), "step" | "and" | "or" | "the") {
            continue;
        }
        let (ss, se) = text.sentence_at(sp.start());
        let sentence = &text.lower[ss..se];
        if !(sentence.contains("section")
            || sentence.contains("mark")
            || sentence.contains("label"))
        {
            continue;
        }
        let splitter = &text.raw[sp.start()..sp.end()];
        sink.ifeval(
            text,
            id,
            json!({"section_spliter": splitter, "num_sections": 2}),
            caps.get(0).expect("match"),
        );
        return;
    }
}

#[cfg(test)]
mod tests {
    use serde_json::{json, Value};

    fn sections(text: &str) -> Vec<Value> {
        super::super::testing::kwargs(text, "detectable_format:multiple_sections")
    }

    #[test]
    fn reads_the_marker_as_written_and_the_count() {
        assert_eq!(
            sections("Your response must contain 3 sections, mark the beginning of each section with SECTION X."),
            [json!({"section_spliter": "SECTION", "num_sections": 3})]
        );
        assert_eq!(
            sections(
                "Write a 4 section resume. Each section should be explicitly noted as Section X."
            ),
            [json!({"section_spliter": "Section", "num_sections": 4})]
        );
        assert_eq!(
            sections("Write a 2 paragraph critique. Label each paragraph with PARAGRAPH X."),
            [json!({"section_spliter": "PARAGRAPH", "num_sections": 2})]
        );
        assert_eq!(
            sections("Write two advertisements. Mark the beginning of each advertisement with Audience 1 and Audience 2, respectively."),
            [json!({"section_spliter": "Audience", "num_sections": 2})]
        );
        assert_eq!(
            sections(
                "Write it with two sections (Section 1 and Section 2) and at least 25 sentences."
            ),
            [json!({"section_spliter": "Section", "num_sections": 2})]
        );
        assert_eq!(
            sections(
                "Write a story with each section starting with Chapter X (where X is 1, 2, 3)."
            ),
            [json!({"section_spliter": "Chapter", "num_sections": 3})]
        );
    }

    #[test]
    fn steps_in_a_list_are_not_sections() {
        assert!(sections("Explain step 1 and step 2 of the recipe.").is_empty());
    }
}
