//! Scope: "this does not apply to title and subsection title lines", "excluding the
//! headings", "not counting titles" restrict what the constraints before them count.
//!
//! **What it does.** After the rules, every constraint stated on the same line before
//! such an exemption (and after any earlier one on that line) counts the output's body,
//! the output without its heading lines: `words(all)` becomes `words(body)`, likewise
//! sentences, paragraphs and the first and last word; a word count read as IFEval's
//! `length_constraints:number_words` becomes the same bound on `count(words(body))`.
//! The exemption is explained.
//!
//! **Why.** Scope is a general mechanism, not a template: a count or comparison runs
//! over a restricted unit. Counting heading words, or taking the first word of `# Title`
//! as the response's first word, gives a false `unsat` on outputs that follow the
//! instruction (VIFBench, NSVIF paper Table 5, states the exemption on five templates).
//! Units over headings and sections (`headings(all)`, `sections(all)`) are left alone:
//! the body has none.
//!
//! **Example.** "the response should start and end with the same word, this does not
//! apply to title and subsection title lines" → `first_word(body) == last_word(body)`.

use std::sync::LazyLock;

use serde_json::Value;

use crate::read::pattern::regex;
use crate::read::pattern::Regex;
use crate::read::Text;
use crate::rules::{Emit, Found};
use nsvif_spec::Span;

const HEADINGS: &str = r"(?:the\s+)?(?:sub-?section\s+)?(?:titles?|headings?|headers?)(?:\s+and\s+(?:the\s+)?(?:sub-?section\s+)?(?:titles?|headings?|headers?))?(?:\s+lines)?";

static EXEMPTION: LazyLock<Regex> = LazyLock::new(|| {
    regex(&format!(
        r"\b(?:this|it|which|that|these)\s+(?:does\s+not|doesn'?t|do\s+not|don'?t|should\s+not|shall\s+not|will\s+not)\s+apply\s+to\s+{HEADINGS}|\b(?:excluding|not\s+counting|ignoring|except\s+for)\s+{HEADINGS}"
    ))
    .expect("static regex")
});

/// The units a body scope replaces, in DSL text.
const TO_BODY: [(&str, &str); 5] = [
    ("words(all)", "words(body)"),
    ("sentences(all)", "sentences(body)"),
    ("paragraphs(all)", "paragraphs(body)"),
    ("first_word(all)", "first_word(body)"),
    ("last_word(all)", "last_word(body)"),
];

/// `found` with the constraints an exemption governs counting the body; the exemptions'
/// spans are added to `covered`.
pub(crate) fn restrict_to_body(
    text: &Text,
    found: Vec<Found>,
    covered: &mut Vec<Span>,
) -> Vec<Found> {
    let mut regions: Vec<(usize, usize)> = Vec::new();
    for m in EXEMPTION.find_iter(&text.lower) {
        let line_start = text.lower[..m.start()].rfind('\n').map_or(0, |i| i + 1);
        // From the line start, or from the end of an earlier exemption on this line.
        let from = regions
            .last()
            .map_or(line_start, |&(_, end)| end.max(line_start));
        regions.push((from, m.start()));
        covered.push(Span {
            start: m.start(),
            end: m.end(),
        });
    }
    if regions.is_empty() {
        return found;
    }
    found
        .into_iter()
        .map(|mut f| {
            if regions
                .iter()
                .any(|&(from, to)| from <= f.span.start && f.span.start < to)
            {
                f.emit = to_body(f.emit);
            }
            f
        })
        .collect()
}

fn to_body(emit: Emit) -> Emit {
    match emit {
        Emit::Dsl(mut d) => {
            for (all, body) in TO_BODY {
                d = d.replace(all, body);
            }
            Emit::Dsl(d)
        }
        Emit::Ifeval {
            id: "length_constraints:number_words",
            kwargs,
        } => match word_bound(&kwargs) {
            Some(dsl) => Emit::Dsl(dsl),
            None => Emit::Ifeval {
                id: "length_constraints:number_words",
                kwargs,
            },
        },
        other => other,
    }
}

/// IFEval's word-count kwargs as a bound on the body's words.
fn word_bound(kwargs: &Value) -> Option<String> {
    let n = kwargs.get("num_words")?.as_i64()?;
    let op = match kwargs.get("relation")?.as_str()? {
        "less than" => "<",
        "at least" => ">=",
        _ => return None,
    };
    Some(format!("count(words(body)) {op} {n}"))
}

#[cfg(test)]
mod tests {
    use crate::pipeline::find_all;
    use crate::rules::testing::dsl;

    const EXEMPT: &str = "this does not apply to title and subsection title lines. Title and subsection title lines start with at least one #.";

    #[test]
    fn an_exemption_moves_counts_to_the_body() {
        let i = format!("Please consider this word repetition constraint on the entire response: the response should start and end with the same word, {EXEMPT}");
        assert_eq!(dsl(&i), ["first_word(body) == last_word(body)"]);
        assert!(find_all(&i).found.len() == 1);
        let i = format!("Please consider this even/odd word count constraint: the total word count should be an even number. {EXEMPT}");
        assert_eq!(dsl(&i), ["count(words(body)) % 2 == 0"]);
    }

    #[test]
    fn a_word_count_read_as_ifeval_counts_the_body() {
        let i = "Please consider this word count constraint: around 500 words, this does not apply to title and subsection title lines, which are defined as: lines that start with at least one #.";
        assert_eq!(
            dsl(i),
            ["count(words(body)) >= 450", "count(words(body)) < 551"]
        );
    }

    #[test]
    fn the_exemption_stays_on_its_line() {
        let i = format!(
            "Use at least 50 words.\nThe first and last words should be the same, {EXEMPT}"
        );
        let f = find_all(&i);
        let dsls = dsl(&i);
        assert_eq!(dsls, ["first_word(body) == last_word(body)"]);
        assert!(f
            .found
            .iter()
            .any(|f| f.ifeval_id() == Some("length_constraints:number_words")));
    }
}
