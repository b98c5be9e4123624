//! Highlighted (italic or bold) sections: "highlight at least 3 sections with markdown",
//! "italicize at least 2 text sections", "include two italic text sections", "highlight
//! some key parts", "highlight the name by wrapping it with *".

use std::sync::LazyLock;

use crate::read::pattern::Regex;

use crate::read::pattern::regex;
use serde_json::json;

use super::{Emit, Sink, Text};
use crate::read::count::{self, Count};

static VERB: LazyLock<Regex> = LazyLock::new(|| {
    regex(r"\b(?:highlight|italici[sz]|italic|bold|emphasi[sz])\w*").expect("static regex")
});
const UNIT: &str = r"(?:(?:italic|italicized|highlighted|bold|key|text|markdown)\s+)*(?:sections?|parts?|phrases?|words?|keywords?|names?|items?|points?|passages?|spots?|places?|lines?|things?|portions?|segments?|texts?)\b";
static COUNTED: LazyLock<Regex> = LazyLock::new(|| {
    regex(&format!(r"^\s+(?:of\s+(?:your|the)\s+(?:\w+\s+)?)?{UNIT}")).expect("static regex")
});
static SOME: LazyLock<Regex> = LazyLock::new(|| {
    regex(&format!(
        r"\b(?:some|a\s+few|several|a|an|the)\s+{UNIT}|\bthe\s+(?:name|title)\b"
    ))
    .expect("static regex")
});
static TIMES: LazyLock<Regex> =
    LazyLock::new(|| regex(r"\b(?P<n>twice|thrice)\b").expect("static regex"));
/// "Highlight each section name": as many as the sections counted elsewhere.
static EACH: LazyLock<Regex> = LazyLock::new(|| {
    regex(r"\beach\s+(?P<noun>section|part|paragraph|step)").expect("static regex")
});
static NONE: LazyLock<Regex> = LazyLock::new(|| {
    regex(r"\b(?:do\s+not|don't|never|avoid)\s+(?:use\s+(?:any\s+)?)?(?:highlight\w*|italic\w*|bold)|\bno\s+(?:highlight\w*|italics|bold\s+text)")
        .expect("static regex")
});

/// `detectable_format:number_highlighted_sections` (at least so many, as IFEval counts).
pub(crate) fn highlight_count(text: &Text, sink: &mut Sink) {
    let id = "detectable_format:number_highlighted_sections";
    let mut done_sentences: Vec<usize> = vec![];
    for m in NONE.find_iter(&text.lower) {
        sink.push(
            text,
            Emit::Ifeval {
                id,
                kwargs: json!({"num_highlights": 0, "relation": "=="}),
            },
            m.start(),
            m.end(),
        );
        done_sentences.push(text.sentence_at(m.start()).0);
    }
    for verb in VERB.find_iter(&text.lower) {
        let (ss, se) = text.sentence_at(verb.start());
        if done_sentences.contains(&ss) || text.in_quotes(verb.start(), verb.end()) {
            continue;
        }
        // "Highlight at least 3 sections …" or "at least six section should be highlighted".
        let sentence = &text.lower[ss..se];
        let _ = sentence;
        // The count in the verb's clause: "highlight at least 3 sections", "at least six
        // sections should be highlighted" (not "fewer than 50 words, and … in bold").
        let (cs, ce) = (
            text.clause_start(verb.start()),
            count::clause_end(text, verb.end()).max(verb.end()),
        );
        let counted = count::with_unit_in(text, &COUNTED, cs, ce)
            .min_by_key(|&(s, _, _)| s.abs_diff(verb.start()));
        let (start, end, c) = if let Some(found) = counted {
            found
        } else if let Some(t) = TIMES.captures(&text.lower[verb.end()..se]) {
            let n = if &t["n"] == "twice" { 2 } else { 3 };
            (
                verb.start(),
                verb.end() + t.get(0).expect("m").end(),
                Count::AtLeast(n),
            )
        } else if let Some(each) = EACH.captures(&text.lower[verb.end()..se]) {
            let noun = &each["noun"];
            let Some((n, bs)) = count::count_of(text, noun).and_then(|(s, _, c)| match c {
                Count::AtLeast(n) | Count::Exactly(n) | Count::Bare(n) => Some((n, s)),
                _ => None,
            }) else {
                continue;
            };
            // The count read there is this constraint's: "5 or more sections … highlight
            // each section name".
            let (bs, be) = text.sentence_at(bs);
            sink.cover(bs, be);
            (
                verb.start(),
                verb.end() + each.get(0).expect("m").end(),
                Count::AtLeast(n),
            )
        } else if let Some(some) = SOME.find(&text.lower[verb.end()..se]) {
            (verb.start(), verb.end() + some.end(), Count::AtLeast(1))
        } else {
            continue;
        };
        let kwargs = match c {
            Count::AtLeast(n) | Count::Bare(n) => json!({"num_highlights": n}),
            Count::Exactly(n) => json!({"num_highlights": n, "relation": "=="}),
            Count::More(n) => json!({"num_highlights": n + 1}),
            Count::AtMost(n) => json!({"num_highlights": n, "relation": "<="}),
            Count::Less(n) => json!({"num_highlights": n, "relation": "<"}),
            Count::Range(a, b) => {
                sink.push(
                    text,
                    Emit::Ifeval {
                        id,
                        kwargs: json!({"num_highlights": b, "relation": "<="}),
                    },
                    start.min(verb.start()),
                    end.max(verb.end()),
                );
                json!({"num_highlights": a})
            }
            Count::Around(n) => json!({"num_highlights": n}),
        };
        sink.push(
            text,
            Emit::Ifeval { id, kwargs },
            start.min(verb.start()),
            end.max(verb.end()),
        );
        done_sentences.push(ss);
    }
    // "To indicate an italic word, wrap it with asterisks": how a highlight looks.
    if !done_sentences.is_empty() {
        static MARKUP: LazyLock<Regex> = LazyLock::new(|| {
            regex(r"\b(?:wrap\w*|surround\w*|enclos\w*|start\w*\s+and\s+end\w*|indicat\w*|using|use)\b[^.;!?\n]*?(?:asterisks?|\*)")
                .expect("static regex")
        });
        for m in MARKUP.find_iter(&text.lower) {
            sink.cover(m.start(), m.end());
        }
    }
}

#[cfg(test)]
mod tests {
    use serde_json::{json, Value};

    fn highlights(text: &str) -> Vec<Value> {
        super::super::testing::kwargs(text, "detectable_format:number_highlighted_sections")
    }

    #[test]
    fn reads_counts_before_and_after_the_verb() {
        assert_eq!(
            highlights("Highlight at least 3 sections with markdown, i.e. *highlighted section*."),
            [json!({"num_highlights": 3})]
        );
        assert_eq!(
            highlights(
                "In your response, at least six section should be highlighted with markdown."
            ),
            [json!({"num_highlights": 6})]
        );
        assert_eq!(
            highlights("Write an essay, and include two italic text sections."),
            [json!({"num_highlights": 2})]
        );
        assert_eq!(
            highlights("Italicize 5 of your favorite names."),
            [json!({"num_highlights": 5})]
        );
        assert_eq!(
            highlights("Use the asterisk symbol, *, to highlight some words or phrases twice."),
            [json!({"num_highlights": 2})]
        );
    }

    #[test]
    fn reads_vague_and_borrowed_counts() {
        assert_eq!(
            highlights("You must highlight some words or phrases in your response."),
            [json!({"num_highlights": 1})]
        );
        assert_eq!(
            highlights("The proposal should contain 5 or more sections. Highlight each section name using *name*."),
            [json!({"num_highlights": 5})]
        );
        assert_eq!(
            highlights("Please bold exactly 2 key phrases."),
            [json!({"num_highlights": 2, "relation": "=="})]
        );
        assert_eq!(
            highlights("Do not use any italics."),
            [json!({"num_highlights": 0, "relation": "=="})]
        );
        assert!(highlights("What is a highlight reel?").is_empty());
    }
}
