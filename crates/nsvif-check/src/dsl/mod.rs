//! Evaluation of DSL expressions ([`nsvif_spec::Expr`]) against a [`Document`].
//!
//! [`evaluate`] decides a logic check such as `forall s in sentences(body): words(s) < 8`
//! and returns a [`Fact`] whose evidence names the deciding element ("sentence 3").
//!
//! # Values
//!
//! - numbers (`i64`; overflow and division by zero are evaluation errors),
//! - texts, booleans,
//! - *elements*: a unit of the output (sentence, paragraph, heading, bullet, line, word,
//!   section, code block, regex match) with its 1-based index in the list it came from,
//!   its byte span in the output and, for headings and sections, the heading level. An
//!   element used as a text is its text; a heading's text is without its `#`s. `all` is
//!   an element spanning the whole output, `body` one whose text is `Document::body()`.
//! - lists of elements (of one kind, even when empty). A list used as a number (compared
//!   with a number or another list, or in arithmetic) is its length: `words(s) < 8`,
//!   `words(all) % 2 == 0`.
//!
//! `==`/`!=` compare numbers, texts or booleans; `<`, `<=`, `>`, `>=` only numbers. A type
//! mismatch is an evaluation error. `&&` and `||` short-circuit left to right, so a guard
//! like `count(sentences()) >= 3 && nth(sentences(), 3) == …` works.
//!
//! # Units of `body` and of elements
//!
//! Units stay in output coordinates so evidence can point into the output: units of
//! `body` are the output's units that do not touch a line the body leaves out — a heading
//! line, or a letter's or a post's frame: its salutation, sign-off with the name under
//! it, postscripts and a closing block of hashtags (`Document::omitted_lines`; paragraphs
//! are cut at those lines; `body` has no headings or sections); units of an element are the
//! output's units inside its span (found by binary search in the Document's cached
//! views), or, when a unit crosses the element's edge, the units of the element's text
//! split on its own and shifted back. Units of a computed text (`words(lower(all))`)
//! have no place in the output. See `units.rs`.
//!
//! # Evidence
//!
//! An element's index is its position in the list it was taken from: "sentence 3" of
//! `sentences(body)` is the body's third sentence, "word 2" of `words(s)` the second word
//! of `s`. A failing `forall` reports its first failing element and how many fail
//! ("sentence 3 fails (2 of 5 sentences fail): words(s) = 14 (needs words(s) < 8)"),
//! located at that element, or at the inner element that decided it ("word 2 of
//! sentence 3"); a satisfied `exists` names its witness. A comparison reports its
//! measured sides ("words(body) = 250"), `&&`/`||` the part that decided them, and
//! `required` is always the whole expression. Quantifier bodies are first decided
//! without evidence; only the deciding element is evaluated again to explain it.
//!
//! # Safety on untrusted input
//!
//! Evaluation never panics, always terminates and is bounded: a budget of
//! `eval::MAX_STEPS` steps, a nesting limit, and a compiled-size limit on regexes.
//! Any error makes the fact unknown, with the reason.

mod eval;
mod evidence;
mod found;
mod functions;
mod shapes;
mod units;
mod value;

#[cfg(test)]
mod tests;

use nsvif_spec::Expr;

pub use eval::{EvalError, EvalErrorKind};
pub use found::{DslOutcome, Found, Shown, Side, UnitRef};
pub use value::Kind as UnitKind;

use crate::{Document, Evidence, EvidenceKind, Fact, Requirement, UndecidedReason};

/// Evaluates a DSL check. Quantified checks name the element that decides them: the
/// first failing element of a `forall` (and how many fail), the witness of an `exists`.
pub fn evaluate(expr: &Expr, doc: &Document) -> Fact {
    match eval::Evaluator::new(doc).decide(expr) {
        Ok(outcome) => Fact {
            value: Some(outcome.value),
            evidence: Evidence {
                location: outcome.location,
                ..Evidence::of(EvidenceKind::Dsl {
                    outcome: outcome.found,
                    expr: expr.clone(),
                })
            },
        },
        Err(err) => Fact::unknown(Requirement::Expr(expr.clone()), UndecidedReason::Dsl(err)),
    }
}
