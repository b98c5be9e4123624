use serde::Deserialize;

use crate::predicates::args;
use crate::{
    declare_predicate, Bound, Document, Fact, FromArgs, Location, Noun, Options, Predicate,
    Relation, Segment,
};

declare_predicate! {
    /// A letter occurs a number of times.
    ///
    /// # What it checks
    /// That the number of occurrences of `letter`, ignoring case, compares with `value` as
    /// `relation` says.
    ///
    /// # Arguments
    /// - `letter`: one character, usually a letter (`"q"`; `"#"` works too).
    /// - `relation` (IFEval: `let_relation`): `<`, `<=`, `==`, `!=`, `>=`, `>` (or
    ///   `less than`, `at least`).
    /// - `value` (IFEval: `let_frequency`): the required number of occurrences.
    ///
    /// # How it counts
    /// As IFEval does: the output is lower-cased and every character equal to the
    /// lower-cased letter counts, inside words or not ("Queue" has two `u`s). IFEval
    /// replaces a `letter` that is not an ASCII letter with a random one; nsvif counts the
    /// character it is given.
    ///
    /// # Example
    /// `{"predicate": "letter_frequency", "args": {"letter": "q", "relation": ">=", "value": 5}}`
    /// (IFEval `keywords:letter_frequency`).
    #[derive(Debug)]
    pub struct LetterFrequency {
        letter: char,
        relation: Relation,
        value: i64,
    }
    name = "letter_frequency", ifeval = "keywords:letter_frequency"
}

#[derive(Deserialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct Args {
    letter: String,
    #[serde(alias = "let_relation")]
    relation: Relation,
    #[serde(alias = "let_frequency")]
    value: i64,
}

impl FromArgs for LetterFrequency {
    type Args = Args;
    fn new(a: Args, _: &Options) -> Result<Self, String> {
        let value = args::at_least("value", a.value, 0)?;
        let lower = a.letter.trim().to_lowercase();
        let mut chars = lower.chars();
        let (Some(letter), None) = (chars.next(), chars.next()) else {
            return Err(format!(
                "`letter` must be one character, got {:?}",
                a.letter
            ));
        };
        Ok(LetterFrequency {
            letter,
            relation: a.relation,
            value,
        })
    }
}

impl LetterFrequency {
    /// The occurrences in `text.lower()`, counted without lowering a copy of the text:
    /// lower case maps character by character except a capital sigma, whose lower case
    /// depends on its neighbours, so only a sigma is counted in the lowered text.
    fn count(&self, doc: &Document) -> i64 {
        let text = doc.text();
        if matches!(self.letter, '\u{3c3}' | '\u{3c2}') {
            return text
                .to_lowercase()
                .chars()
                .filter(|&c| c == self.letter)
                .count() as i64;
        }
        text.chars()
            .map(|c| match c.is_ascii() {
                true => usize::from(c.to_ascii_lowercase() == self.letter),
                false => c.to_lowercase().filter(|&l| l == self.letter).count(),
            })
            .sum::<usize>() as i64
    }

    /// Where the `k`-th (0-based) occurrence is in the original text.
    fn nth(&self, doc: &Document, k: usize) -> Option<Segment> {
        doc.text()
            .char_indices()
            .flat_map(|(i, c)| c.to_lowercase().map(move |l| (i, c, l)))
            .filter(|&(_, _, l)| l == self.letter)
            .nth(k)
            .map(|(i, c, _)| Segment {
                start: i,
                end: i + c.len_utf8(),
            })
    }
}

impl Predicate for LetterFrequency {
    fn holds(&self, doc: &Document) -> bool {
        self.relation.holds(self.count(doc), self.value)
    }

    fn check(&self, doc: &Document) -> Fact {
        let n = self.count(doc);
        let at = self.relation.first_past(self.value, n).and_then(|i| {
            self.nth(doc, i)
                .map(|s| Location::unit(doc, s, "occurrence", i + 1))
        });
        let unit = Noun::occurrences_of(&self.letter.to_string());
        Fact::count(n, self.relation, self.value, unit).at_opt(at)
    }

    fn bound(&self) -> Option<Bound> {
        Some(Bound {
            measure: format!("letters({})", self.letter),
            relation: self.relation,
            value: self.value,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::compile;
    use serde_json::json;

    #[test]
    fn counts_a_letter_ignoring_case() {
        let p = compile(
            "letter_frequency",
            &json!({"letter": "Q", "let_relation": "at least", "let_frequency": 3}),
            &Options::default(),
        )
        .unwrap();
        assert!(p.holds(&Document::new("Quick quiz: QED")));
        let fact = p.check(&Document::new("Quiet."));
        assert_eq!(fact.value, Some(false));
        assert_eq!(
            fact.evidence.to_string(),
            "found 1 occurrence of \"q\", required at least 3 occurrences of \"q\""
        );
    }

    #[test]
    fn an_upper_bound_points_at_the_occurrence_too_many() {
        let p = compile(
            "letter_frequency",
            &json!({"letter": "a", "relation": "less than", "value": 2}),
            &Options::default(),
        )
        .unwrap();
        let fact = p.check(&Document::new("ban\nAnna"));
        assert_eq!(fact.value, Some(false));
        let loc = fact.evidence.location.unwrap();
        assert_eq!(
            (loc.start, loc.line, loc.column, loc.unit.as_deref()),
            (4, 2, 1, Some("occurrence 2"))
        );
    }

    #[test]
    fn counts_in_the_lowered_text_without_lowering_it() {
        // KELVIN SIGN lowers to `k`, İ to `i` and a combining dot; a capital sigma to `σ`,
        // or to `ς` at the end of a word.
        for (letter, text) in [
            ("k", "\u{212A}ing KK k"),
            ("i", "İstanbul ıi"),
            ("\u{3c3}", "ΣΟΦΙΑΣ σοφός Σ"),
            ("\u{3c2}", "ΣΟΦΙΑΣ σοφός Σ"),
        ] {
            let c = letter.chars().next().unwrap();
            let want = text.to_lowercase().chars().filter(|&l| l == c).count() as i64;
            let p = compile(
                "letter_frequency",
                &json!({"letter": letter, "relation": "==", "value": want}),
                &Options::default(),
            )
            .unwrap();
            assert!(
                want > 0 && p.holds(&Document::new(text)),
                "{letter} in {text}"
            );
        }
    }

    #[test]
    fn counts_any_single_character() {
        let p = compile(
            "letter_frequency",
            &json!({"letter": "#", "relation": ">=", "value": 2}),
            &Options::default(),
        )
        .unwrap();
        assert!(p.holds(&Document::new("# a\n## b")));
        assert!(!p.holds(&Document::new("# a")));
    }

    #[test]
    fn rejects_bad_arguments() {
        for args in [
            json!({"letter": "ab", "relation": ">=", "value": 1}),
            json!({"letter": "", "relation": ">=", "value": 1}),
            json!({"letter": "a", "relation": ">=", "value": -2}),
            json!({"letter": "a", "relation": ">="}),
        ] {
            assert!(
                compile("letter_frequency", &args, &Options::default()).is_err(),
                "{args}"
            );
        }
    }
}
