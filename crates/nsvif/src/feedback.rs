//! [`Report::feedback`]: what to fix, in words an LLM can act on.
//!
//! One line per violated constraint: the instruction's words for it, what the output has,
//! where, and what is required. Evidence of the common DSL shapes (a count compared with
//! numbers, alone or for every sentence, paragraph, …) is put in plain words:
//!
//! ```text
//! "short sentences": sentence 3 has 14 words (line 2, col 12; 2 of 5 sentences fail); every sentence must have fewer than 8 words.
//! ```
//!
//! Counts, missing keywords and the edges of the output are put in words from their data
//! ("found 3 bullets (at bullet 3, line 4, col 1); required at most 2 bullets."); other
//! evidence keeps the checker's own wording. Nothing here reads evidence text back: the
//! lines are made from the typed [`EvidenceKind`]. A self-contradicting instruction and
//! constraints that could not be decided get one line each.

use nsvif_check::dsl::{DslOutcome, Found, Shown};
use nsvif_check::{Evidence, EvidenceKind, Location};
use nsvif_spec::{BinOp, Expr, Function, Quantifier};

use crate::{Report, Undecided, Violation};

impl Report {
    /// A short message an LLM can act on: one line per violated constraint saying what
    /// was measured, where, and what is required; a line for a self-contradicting
    /// instruction; a line per soft constraint that does not hold, after those; a line for
    /// the parts that could not be checked. Empty when the output satisfies the
    /// instruction, its preferences included, and nothing was left undecided.
    pub fn feedback(&self) -> String {
        let mut lines = Vec::new();
        if self.contradiction {
            lines.push(self.contradiction_line());
        }
        lines.extend(self.violated.iter().map(violation_line));
        // Preferences after the requirements: worth fixing, never at their cost.
        lines.extend(
            self.warnings
                .iter()
                .map(|v| format!("Preferably (not required): {}", violation_line(v))),
        );
        lines.extend(self.undecided_line());
        lines.join("\n")
    }

    fn constraint_text(&self, id: &str) -> String {
        self.constraints
            .iter()
            .find(|c| c.id == id)
            .map_or_else(|| quote(id), |c| quote(&c.text))
    }

    fn contradiction_line(&self) -> String {
        let texts: Vec<String> = self
            .conflicting
            .iter()
            .map(|id| self.constraint_text(id))
            .collect();
        match texts.as_slice() {
            [] => "The instruction contradicts itself: no output can satisfy it.".into(),
            [one] => format!("The instruction contradicts itself: {one} cannot hold."),
            [init @ .., last] => format!(
                "The instruction contradicts itself: {} and {last} cannot {} hold, so no output can satisfy it.",
                init.join(", "),
                if texts.len() == 2 { "both" } else { "all" }
            ),
        }
    }

    fn undecided_line(&self) -> Option<String> {
        if self.undecided.is_empty() {
            return None;
        }
        let parts: Vec<String> = self
            .undecided
            .iter()
            .map(|u| match u {
                Undecided::Unexplained { text, error } => {
                    let error = error
                        .as_ref()
                        .map(|e| format!(" ({e})"))
                        .unwrap_or_default();
                    format!("\"{text}\"{error}: no checker understood this part")
                }
                Undecided::Constraint(id) => match self.constraints.iter().find(|c| &c.id == id) {
                    Some(c) => match &c.fact.evidence.reason {
                        Some(reason) => format!("{}: {reason}", quote(&c.text)),
                        None => quote(&c.text),
                    },
                    None => quote(id),
                },
            })
            .collect();
        Some(format!(
            "Could not be checked, make sure these hold too: {}.",
            parts.join("; ")
        ))
    }
}

/// `"do not use any commas": found 1 comma (at line 1, col 12); required no commas.`
fn violation_line(v: &Violation) -> String {
    let subject = quote(&v.text);
    let e = &v.evidence;
    if v.forbidden {
        // The evidence shows the constraint holding; what is wrong is that it holds.
        return format!(
            "{subject}: the output does this, and the instruction forbids it ({}).",
            observation(e)
        );
    }
    if let EvidenceKind::Dsl { outcome, expr } = &e.kind {
        if let Some(words) = dsl_in_words(outcome, expr, e.location.as_ref()) {
            return format!("{subject}: {words}.");
        }
    }
    let mut line = format!("{subject}: {}", observation(e));
    if let Some(l) = &e.location {
        let unit = l
            .unit
            .as_deref()
            .map(|u| format!("{u}, "))
            .unwrap_or_default();
        line.push_str(&format!(" (at {unit}{})", line_col(l)));
    }
    // "at least 50 words": found 6 words; — the requirement would only repeat the text.
    let required = e.required();
    if !same_words(&v.text, &required) {
        line.push_str("; required ");
        line.push_str(required.trim_end_matches('.'));
    }
    line.push('.');
    line
}

/// What the output has, as a phrase: "found 1 comma", "missing \"apple\"", "the output
/// starts with 'H'", "sentence 3 fails (…): …".
fn observation(e: &Evidence) -> String {
    match &e.kind {
        EvidenceKind::Count { unit, got, .. } => {
            let noun = if *got == 1 { &unit.one } else { &unit.many };
            format!("found {got} {noun}")
        }
        EvidenceKind::Keywords { missing, .. } if !missing.is_empty() => {
            format!("missing {}", quoted_list(missing))
        }
        EvidenceKind::Edge { end, found, .. } => {
            let side = match end {
                nsvif_check::End::Start => "starts",
                nsvif_check::End::End => "ends",
            };
            format!("the output {side} with {found:?}")
        }
        // A failing `forall` names its element itself: "sentence 3 fails (…)".
        EvidenceKind::Dsl { outcome, .. }
            if outcome
                .found
                .iter()
                .any(|f| matches!(f, Found::FirstFailure { .. })) =>
        {
            outcome.measured()
        }
        _ => format!("found {}", e.measured()),
    }
}

/// `"a", "b"`.
fn quoted_list(items: &[String]) -> String {
    items
        .iter()
        .map(|i| format!("\"{i}\""))
        .collect::<Vec<_>>()
        .join(", ")
}

fn line_col(l: &Location) -> String {
    format!("line {}, col {}", l.line, l.column)
}

fn quote(text: &str) -> String {
    format!("\"{}\"", text.trim())
}

/// Whether two phrases have the same words, ignoring case and punctuation.
fn same_words(a: &str, b: &str) -> bool {
    let words = |s: &str| -> Vec<String> {
        s.split(|c: char| !c.is_alphanumeric())
            .filter(|w| !w.is_empty())
            .map(str::to_lowercase)
            .collect()
    };
    words(a) == words(b)
}

/// Evidence of a DSL check in plain words, for the shapes that have a plain reading:
/// `M(x) REL n [&& M(x) REL m]` and `forall v in UNITS(…): M(v) REL n [&& …]`, where `M`
/// counts words, characters or units. `None` for anything else (the caller falls back to
/// the checker's wording).
fn dsl_in_words(outcome: &DslOutcome, expr: &Expr, at: Option<&Location>) -> Option<String> {
    match expr {
        Expr::Quant {
            quantifier: Quantifier::Forall,
            var,
            domain,
            body,
        } => {
            let unit = element_name(domain)?;
            let (measure, bounds) = comparisons(body)?;
            let (counted, subject) = measure_parts(measure)?;
            if subject != Some(&Expr::Var(var.clone())) {
                return None;
            }
            let [Found::FirstFailure {
                element,
                failures,
                total,
                because,
            }] = outcome.found.as_slice()
            else {
                return None;
            };
            let value = measured_value(because, measure)?;
            let verb = if *failures == 1 { "fails" } else { "fail" };
            let tally = format!("{failures} of {} {verb}", element.kind.count(*total));
            let place = at.map(|l| format!("{}; ", line_col(l))).unwrap_or_default();
            Some(format!(
                "{element} has {} ({place}{tally}); every {unit} must have {}",
                counted.count(value),
                requirement(&bounds, counted)
            ))
        }
        expr => {
            let (measure, bounds) = comparisons(expr)?;
            let (counted, subject) = measure_parts(measure)?;
            let subject = match subject {
                None => "the output",
                Some(Expr::Var(v)) if v == "all" => "the output",
                Some(Expr::Var(v)) if v == "body" => "the output (without headings)",
                _ => return None,
            };
            let value = measured_value(outcome, measure)?;
            Some(format!(
                "{subject} has {}; it must have {}",
                counted.count(value),
                requirement(&bounds, counted)
            ))
        }
    }
}

/// What a measure counts, with its singular and plural nouns.
#[derive(Clone, Copy)]
struct Counted(&'static str, &'static str);

impl Counted {
    fn count(self, n: i64) -> String {
        format!("{n} {}", if n == 1 { self.0 } else { self.1 })
    }
}

/// `words(x)` → (words, x); `chars(x)` → (characters, x); `count(sentences(x))` →
/// (sentences, x). The text is `None` for a unit function with no argument (the whole
/// output).
fn measure_parts(measure: &Expr) -> Option<(Counted, Option<&Expr>)> {
    let Expr::Call(f, args) = measure else {
        return None;
    };
    match (f, args.as_slice()) {
        (Function::Words, [x]) => Some((Counted("word", "words"), Some(x))),
        (Function::Words, []) => Some((Counted("word", "words"), None)),
        (Function::Chars, [x]) => Some((Counted("character", "characters"), Some(x))),
        (Function::VisibleChars, [x]) => Some((
            Counted("non-space character", "non-space characters"),
            Some(x),
        )),
        (Function::Count | Function::Len, [Expr::Call(unit, inner)]) => {
            let counted = unit_nouns(*unit)?;
            match inner.as_slice() {
                [x] => Some((counted, Some(x))),
                [] => Some((counted, None)),
                _ => None,
            }
        }
        _ => None,
    }
}

fn unit_nouns(f: Function) -> Option<Counted> {
    Some(match f {
        Function::Lines => Counted("line", "lines"),
        Function::Paragraphs => Counted("paragraph", "paragraphs"),
        Function::Sentences => Counted("sentence", "sentences"),
        Function::Words => Counted("word", "words"),
        Function::Sections => Counted("section", "sections"),
        Function::Headings => Counted("heading", "headings"),
        Function::Bullets => Counted("bullet point", "bullet points"),
        Function::CodeBlocks => Counted("code block", "code blocks"),
        Function::Emojis => Counted("emoji", "emoji"),
        Function::Tables => Counted("table", "tables"),
        Function::Rows => Counted("row", "rows"),
        Function::JsonKeys => Counted("key", "keys"),
        _ => return None,
    })
}

/// `sentences(body)` → "sentence".
fn element_name(domain: &Expr) -> Option<&'static str> {
    match domain {
        Expr::Call(f, _) => unit_nouns(*f).map(|c| c.0),
        _ => None,
    }
}

/// `M REL n` or a conjunction of them over one measure `M`, with the numbers on the right.
fn comparisons(expr: &Expr) -> Option<(&Expr, Vec<(BinOp, i64)>)> {
    match expr {
        Expr::Binary(BinOp::And, a, b) => {
            let (ma, mut ra) = comparisons(a)?;
            let (mb, rb) = comparisons(b)?;
            (ma == mb).then(|| {
                ra.extend(rb);
                (ma, ra)
            })
        }
        Expr::Binary(
            op @ (BinOp::Lt | BinOp::Le | BinOp::Gt | BinOp::Ge | BinOp::Eq | BinOp::Ne),
            m,
            n,
        ) => match n.as_ref() {
            Expr::Int(n) => Some((m.as_ref(), vec![(*op, *n)])),
            _ => None,
        },
        _ => None,
    }
}

/// "fewer than 8 words", "at least 300 and at most 500 words".
fn requirement(bounds: &[(BinOp, i64)], counted: Counted) -> String {
    let phrases: Vec<String> = bounds
        .iter()
        .map(|(op, n)| {
            let relation = match op {
                BinOp::Lt => "fewer than",
                BinOp::Le => "at most",
                BinOp::Gt => "more than",
                BinOp::Ge => "at least",
                BinOp::Eq => "exactly",
                _ => "a number other than",
            };
            format!("{relation} {n}")
        })
        .collect();
    let last = bounds.last().map_or(0, |b| b.1);
    let noun = if last == 1 && bounds.len() == 1 {
        counted.0
    } else {
        counted.1
    };
    format!("{} {noun}", phrases.join(" and "))
}

/// The number the evaluator measured for `measure` (`words(s)` = 14 → 14).
fn measured_value(outcome: &DslOutcome, measure: &Expr) -> Option<i64> {
    outcome
        .sides()
        .find(|s| s.expr.as_ref() == Some(measure))
        .and_then(|s| match s.value {
            Shown::Int(n) => Some(n),
            _ => None,
        })
}

#[cfg(test)]
mod tests {
    use nsvif_check::{dsl, Document, EvidenceKind, Finding, Noun, Relation, Requirement};
    use nsvif_spec::parse_expr;

    use super::*;

    fn line(text: &str, evidence: Evidence) -> String {
        violation_line(&Violation {
            id: "c1".into(),
            text: text.into(),
            evidence,
            forbidden: false,
            soft: false,
        })
    }

    #[test]
    fn a_forbidden_constraint_is_blamed_for_holding() {
        let fact = dsl::evaluate(
            &parse_expr("first_word(all) == \"sure\"").unwrap(),
            &Document::new("Sure, here it is."),
        );
        assert_eq!(fact.value, Some(true));
        let v = Violation {
            id: "c1".into(),
            text: "start your answer with \"Sure\"".into(),
            evidence: fact.evidence,
            forbidden: true,
            soft: false,
        };
        let line = violation_line(&v);
        assert!(line.contains("the instruction forbids it"), "{line}");
        assert!(!line.contains("required"), "{line}");
    }

    /// A DSL fact is put in words from its typed outcome (the numbers, the failing
    /// element), not from the checker's text.
    #[test]
    fn feedback_is_made_from_the_data_not_from_the_checkers_wording() {
        let expr = parse_expr("forall s in sentences(body): words(s) < 3").unwrap();
        let fact = dsl::evaluate(&expr, &Document::new("One two. Three four five six."));
        assert_eq!(fact.value, Some(false));
        assert_eq!(
            line("short sentences", fact.evidence.clone()),
            r#""short sentences": sentence 2 has 4 words (line 1, col 10; 1 of 2 sentences fails); every sentence must have fewer than 3 words."#
        );
    }

    /// A checker's evidence reworded (its nouns changed, as a checker that names its unit
    /// differently would): the feedback line changes in those words only, and keeps the
    /// numbers, the items found and the place.
    #[test]
    fn a_reworded_checker_keeps_its_feedback() {
        let args = serde_json::json!({"relation": "at most", "value": 1});
        let checker = nsvif_check::compile("capital_word_count", &args, &Default::default());
        let fact = checker
            .unwrap()
            .check(&Document::new("NASA and ESA agree."));
        assert_eq!(fact.value, Some(false));
        let mut reworded = fact.evidence.clone();
        let EvidenceKind::Property {
            requirement: Requirement::Count { units, .. },
            finding: Finding::Sample { unit, .. },
        } = &mut reworded.kind
        else {
            panic!(
                "capital words are a sampled count: {:?}",
                fact.evidence.kind
            );
        };
        *units = "shouted words".into();
        *unit = Noun::new("shouted word", "shouted words");
        let expected = r#""few capitals": found 2 words in capitals ("NASA", "ESA") (at capital word 2, line 1, col 10); required at most 1 words in capitals."#;
        assert_eq!(line("few capitals", fact.evidence), expected);
        assert_eq!(
            line("few capitals", reworded),
            expected.replace("words in capitals", "shouted words")
        );
    }

    /// A count's line comes from its numbers and nouns: a checker that names its unit
    /// differently changes the noun, and nothing else.
    #[test]
    fn a_count_is_put_in_words_from_its_numbers() {
        let count = |unit: Noun| {
            Evidence::of(EvidenceKind::Count {
                unit,
                got: 1,
                relation: Relation::Le,
                limit: 0,
                marker: None,
            })
        };
        assert_eq!(
            line("no bullets", count(Noun::new("bullet", "bullets"))),
            r#""no bullets": found 1 bullet; required at most 0 bullets."#
        );
        assert_eq!(
            line("no bullets", count(Noun::new("list item", "list items"))),
            r#""no bullets": found 1 list item; required at most 0 list items."#
        );
    }
}
