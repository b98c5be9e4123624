//! Counts no constraint read. A count of a unit of text ("at least 100 sentences", "5
//! bullet points") states a requirement wherever it stands; when no constraint holds it
//! (none overlaps it, and none of its sentence carries its number) it is an unread
//! requirement, whatever the clause around it was taken for. A rule that read another
//! part of the clause ("each section starting with Section X") or explained the clause
//! as a whole must not make the count vanish.

use std::sync::LazyLock;

use nsvif_spec::Unexplained;
use serde_json::Value;

use super::clauses::trimmed;
use super::requirements::{clauses, example_line};
use crate::read::count::{with_unit, Count};
use crate::read::pattern::{regex, Regex};
use crate::read::Text;
use crate::rules::{Emit, Found};

/// A unit of text after a count, with at most one word between ("3 short paragraphs").
static TEXT_UNIT: LazyLock<Regex> = LazyLock::new(|| {
    regex(r"^\s*-?\s*(?:[a-z]+\s+)?(?:words?|sentences?|paragraphs?|lines?|bullets?|bullet\s+points?|sections?|characters?|chars?|syllables?|stanzas?|verses?|items?|headings?|placeholders?|keywords?|hashtags?|emojis?)\b")
        .expect("static regex")
});

/// The clauses holding a count of a unit of text that no constraint read.
pub(crate) fn unread_counts(text: &Text, found: &[Found]) -> Vec<Unexplained> {
    let mut out: Vec<Unexplained> = Vec::new();
    // Each constraint's numbers, once, not once per count.
    let numbers: Vec<Vec<i64>> = found.iter().map(numbers_of).collect();
    for (start, end, count) in with_unit(text, &TEXT_UNIT) {
        if text.in_quotes(start, end) {
            continue;
        }
        let (s, e) = text.sentence_at(start);
        let line = &text.raw[text.line_start(start)..text.line_end(start)];
        if example_line(text, text.line_start(start)) {
            continue;
        }
        // A separator ("two new lines"), the line that introduces an example ("One
        // example bullet:").
        let phrase = &text.lower[start..end];
        if ["new line", "blank line", "empty line"]
            .iter()
            .any(|w| phrase.contains(w))
            || (phrase.contains("example") && line.trim_end().ends_with(':'))
        {
            continue;
        }
        let in_sentence = |f: &&Found| s <= f.span.start && f.span.start < e.max(s + 1);
        // A restatement in parentheses of a count read in its sentence ("less than 3
        // sentences (just 1 or 2)").
        if text.enclosing_parenthesis(start).is_some() && found.iter().any(|f| in_sentence(&f)) {
            continue;
        }
        // Read where a constraint overlaps it, or where one carries its number: a count
        // folded into another constraint ("exactly 4 paragraphs" into "the first
        // paragraph starts with …" of 4), or one off in its own sentence ("no more than
        // 5" is "fewer than 6").
        let values = values_of(count);
        let read = found.iter().zip(&numbers).any(|(f, ns)| {
            let slack = if in_sentence(&f) { 1 } else { 0 };
            (f.span.start < end && start < f.span.end)
                || ns
                    .iter()
                    .any(|n| values.iter().any(|v| (n - v).abs() <= slack))
        });
        if read {
            continue;
        }
        let Some((cs, ce)) = clauses(text, s, e.max(end))
            .into_iter()
            .find(|&(cs, ce)| cs <= start && start < ce)
        else {
            continue;
        };
        let u = trimmed(text, cs, ce);
        if !out.iter().any(|o| o.source == u.source) {
            out.push(u);
        }
    }
    out
}

/// The numbers a count states.
fn values_of(count: Count) -> Vec<i64> {
    match count {
        Count::AtLeast(n)
        | Count::AtMost(n)
        | Count::More(n)
        | Count::Less(n)
        | Count::Exactly(n)
        | Count::Around(n)
        | Count::Bare(n) => vec![n],
        Count::Range(a, b) => vec![a, b],
    }
}

/// The numbers in a constraint's arguments or DSL text.
fn numbers_of(f: &Found) -> Vec<i64> {
    fn walk(v: &Value, out: &mut Vec<i64>) {
        match v {
            Value::Number(n) => out.extend(n.as_i64()),
            Value::Array(a) => a.iter().for_each(|x| walk(x, out)),
            Value::Object(o) => o.values().for_each(|x| walk(x, out)),
            _ => {}
        }
    }
    let mut out = Vec::new();
    match &f.emit {
        Emit::Ifeval { kwargs, .. } => walk(kwargs, &mut out),
        Emit::Dsl(d) => out.extend(
            d.split(|c: char| !c.is_ascii_digit())
                .filter_map(|w| w.parse::<i64>().ok()),
        ),
        Emit::Judge(_) => {}
    }
    out
}

#[cfg(test)]
mod tests {
    use super::unread_counts;
    use crate::read::Text;

    fn unread(instruction: &str) -> Vec<String> {
        let text = Text::new(instruction);
        let found = crate::pipeline::find_in(&text, crate::Conventions::Plain).found;
        unread_counts(&text, &found)
            .into_iter()
            .map(|u| u.text)
            .collect()
    }

    #[test]
    fn a_count_no_constraint_read_is_unread() {
        // Nothing read: every count is reported, in its clause.
        let text = Text::new("Tell a story. It needs 12 stanzas, and at least 100 sentences.");
        let u: Vec<String> = unread_counts(&text, &[])
            .into_iter()
            .map(|u| u.text)
            .collect();
        assert_eq!(u, ["It needs 12 stanzas", "at least 100 sentences."]);
        // Read counts are not reported, nor one folded into another constraint.
        assert!(unread("Write a story in at least 5 sentences.").is_empty());
        assert!(
            unread("Answer in fewer than 20 words, and use at least 3 bullet points.").is_empty()
        );
        assert!(unread(
            "Write exactly 4 paragraphs. The first paragraph must start with the word weekend."
        )
        .is_empty());
        // Separators, examples and restatements in parentheses are not counts of the response.
        assert!(
            unread("Write exactly 3 paragraphs. Separate paragraphs with two new lines.")
                .is_empty()
        );
        assert!(unread("Use fewer than 3 sentences (1 or 2 sentences).").is_empty());
    }

    #[test]
    fn a_count_said_of_each_part_is_not_the_whole_response() {
        for instruction in [
            "Write 4 tips. Each tip must be under 20 words.",
            "Give me 10 slogans, each under 6 words.",
            "Write a table of 5 tools. Each description should be concise, limited to one or two sentences.",
        ] {
            let spec = crate::formulate_rules(instruction);
            assert!(spec.constraints.is_empty(), "{instruction}: {:?}", spec.constraints);
            assert!(!spec.unexplained.is_empty(), "{instruction}");
        }
        // The whole response named again after "each".
        let spec = crate::formulate_rules("The story should be in at least 4 sections with each section starting with Section X, and the entire response should have at least 100 sentences.");
        assert!(
            spec.constraints
                .iter()
                .any(|c| c.text.contains("100 sentences")),
            "{:?}",
            spec.constraints
        );
    }
}
