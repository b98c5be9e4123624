//! The rule formulator: phrasings with a clear meaning, recognised offline.
//!
//! One file per family of phrasings. Each rule scans the instruction and pushes what it
//! found, with the byte span it read it from, into a [`Sink`]. IFEval families emit
//! IFEval instruction ids and kwargs, which `nsvif_check::ifeval` maps onto catalog
//! predicates, so what the rules find compares one to one with structured IFEval/VIFBench
//! constraints; other families emit DSL checks or judge questions.
//!
//! Rules read [`Text::lower`], the instruction with ASCII letters lower-cased (same byte
//! offsets as the original), and take arguments that keep their case (keywords, phrases)
//! from [`Text::raw`]. A rule runs only if one of its needles occurs in the lower-cased
//! text, which keeps formulation of a typical instruction in the microseconds.
//!
//! After the rules: a constraint repeated in a parenthesis is dropped, a constraint under
//! a negation the rule did not read itself ("do not wrap …") is negated, and duplicates go.
//! [`relations`] then reads the connectives between constraints and [`requirements`]
//! reports what reads like a requirement but no rule explained.

mod bullets;
mod capital_words;
mod case;
mod commas;
mod constrained_response;
mod count;
mod definitions;
mod end_phrase;
mod forbidden;
mod frequency;
mod heading_titles;
mod highlights;
mod implied;
mod json;
mod keyword_lists;
mod keywords;
mod language;
mod letter;
mod markdown;
mod nth_paragraph;
mod number;
mod paragraphs;
mod pattern;
mod placeholders;
mod postscript;
mod quotation;
pub mod relations;
mod repeat_prompt;
pub mod requirements;
mod scope;
mod sections;
mod sentence_length;
mod sentences;
mod start_end_word;
mod start_phrase;
mod subsections;
mod text;
mod title;
mod tone;
mod topic;
mod two_responses;
mod word_count_tolerance;
mod word_parity;
mod words;
mod write_in_this;

use std::sync::LazyLock;

use aho_corasick::AhoCorasick;
use nsvif_spec::Span;
use serde_json::Value;

pub use text::Text;

/// What a rule found: how the constraint is checked.
#[derive(Debug, Clone, PartialEq)]
pub enum Emit {
    /// An IFEval instruction id and its kwargs (mapped onto the catalog by
    /// `nsvif_check::ifeval::to_check`; extra kwargs such as `relation` pass through).
    Ifeval { id: &'static str, kwargs: Value },
    /// A DSL expression, for requirements the catalog has no predicate for.
    Dsl(String),
    /// A semantic requirement: a yes/no question for a judge.
    Judge(String),
}

/// A constraint found in the instruction.
#[derive(Debug, Clone, PartialEq)]
pub struct Found {
    pub emit: Emit,
    /// The phrase as written in the instruction.
    pub text: String,
    pub span: Span,
    /// Stated under a negation ("do not wrap your answer in double quotes"): the
    /// constraint must not hold.
    pub negated: bool,
}

impl Found {
    /// The IFEval id, for IFEval families.
    pub fn ifeval_id(&self) -> Option<&'static str> {
        match &self.emit {
            Emit::Ifeval { id, .. } => Some(id),
            _ => None,
        }
    }

    pub fn kwargs(&self) -> Option<&Value> {
        match &self.emit {
            Emit::Ifeval { kwargs, .. } => Some(kwargs),
            _ => None,
        }
    }
}

/// Where the rules write: constraints, and spans they explained without a constraint
/// ("No other words should follow this phrase." after an end phrase, a format example).
#[derive(Debug, Default)]
pub(crate) struct Sink {
    pub found: Vec<Found>,
    pub covered: Vec<Span>,
}

impl Sink {
    pub fn push(&mut self, text: &Text, emit: Emit, start: usize, end: usize) {
        self.found.push(Found {
            emit,
            text: text.raw[start..end].trim().to_string(),
            span: Span { start, end },
            negated: false,
        });
    }

    pub fn ifeval(&mut self, text: &Text, id: &'static str, kwargs: Value, m: pattern::Match<'_>) {
        self.push(text, Emit::Ifeval { id, kwargs }, m.start(), m.end());
    }

    pub fn cover(&mut self, start: usize, end: usize) {
        if start < end {
            self.covered.push(Span { start, end });
        }
    }
}

/// The constraints the rules found and the spans they explained.
#[derive(Debug, Clone, Default)]
pub struct Formulation {
    pub found: Vec<Found>,
    pub covered: Vec<Span>,
}

struct Rule {
    /// Substrings of the lower-cased instruction, one of which must occur for the rule
    /// to run (a cheap prefilter; the rule's regexes decide). None (empty): it always
    /// runs.
    needles: &'static [&'static str],
    run: fn(&Text, &mut Sink),
}

const RULES: &[Rule] = &[
    Rule {
        needles: &["word"],
        run: words::word_count,
    },
    Rule {
        needles: &["sentence"],
        run: sentences::sentence_count,
    },
    Rule {
        needles: &["***", "asterisk", "divider", "paragraph", "stanza"],
        run: paragraphs::paragraph_count,
    },
    Rule {
        needles: &["paragraph"],
        run: nth_paragraph::nth_paragraph_first_word,
    },
    Rule {
        needles: &["bullet"],
        run: bullets::bullet_count,
    },
    Rule {
        needles: &["highlight", "italic", "bold"],
        run: highlights::highlight_count,
    },
    Rule {
        needles: &["section", "mark the beginning", "label each"],
        run: sections::multiple_sections,
    },
    Rule {
        needles: &["angular", "<<"],
        run: title::title,
    },
    Rule {
        needles: &["json"],
        run: json::json_format,
    },
    Rule {
        needles: &["******", "asterisk", "two different", "two responses"],
        run: two_responses::two_responses,
    },
    Rule {
        needles: &["repeat", "repleat"],
        run: repeat_prompt::repeat_prompt,
    },
    Rule {
        needles: &[
            "end with",
            "end your",
            "end the",
            "end it",
            "end each",
            "ends with",
            "ending with",
            "finish",
            "conclude",
            "last sentence",
            "last line",
            "last word",
            "very end",
            "close with",
            "wrap up",
        ],
        run: end_phrase::end_phrase,
    },
    Rule {
        needles: &[
            "start your",
            "start the",
            "start with",
            "starts with",
            "begin your",
            "begin the",
            "begin with",
            "begins with",
            "open with",
            "open your",
        ],
        run: start_phrase::start_phrase,
    },
    Rule {
        needles: &["quot"],
        run: quotation::wrapped_in_quotes,
    },
    Rule {
        needles: &["my answer is"],
        run: constrained_response::constrained_response,
    },
    Rule {
        needles: &["p.s", "p.p.s", "postscript", "post script", "p. s"],
        run: postscript::postscript,
    },
    Rule {
        needles: &["placeholder"],
        run: placeholders::placeholder_count,
    },
    Rule {
        needles: &[
            "keyword",
            "word",
            "include",
            "mention",
            "containing",
            "items",
            "line",
        ],
        run: keywords::include_keywords,
    },
    Rule {
        needles: &[
            "not", "n't", "avoid", "exclude", "without", "never", "refrain",
        ],
        run: forbidden::forbidden_words,
    },
    Rule {
        needles: &["times", "time ", "time.", "once", "twice", "thrice"],
        run: frequency::keyword_frequency,
    },
    Rule {
        needles: &[
            "letter ",
            "hashtag",
            "exclamation",
            "question mark",
            "character ",
            "symbol ",
        ],
        run: letter::letter_frequency,
    },
    Rule {
        needles: &["capital", "caps", "uppercase", "upper case", "upper-case"],
        run: capital_words::capital_word_count,
    },
    Rule {
        needles: &["lower", "capital", "caps", "upper", "capitalize"],
        run: case::letter_case,
    },
    Rule {
        needles: &["comma"],
        run: commas::no_commas,
    },
    Rule {
        // The rule looks for language names itself, with one literal search. No needle:
        // an empty one would match at every byte of the overlapping needle search.
        needles: &[],
        run: language::response_language,
    },
    Rule {
        needles: &["markdown"],
        run: markdown::markdown,
    },
    Rule {
        needles: &["tone"],
        run: tone::tone,
    },
    Rule {
        needles: &["topic", "be about", "focus on", "discuss", "be on "],
        run: topic::topic,
    },
    Rule {
        needles: &["sentence"],
        run: sentence_length::words_per_sentence,
    },
    Rule {
        needles: &["even", "odd"],
        run: word_parity::word_parity,
    },
    Rule {
        needles: &["same"],
        run: start_end_word::same_start_end_word,
    },
    Rule {
        needles: &["subsection", "sub-section", "each section"],
        run: subsections::per_subsection,
    },
    Rule {
        needles: &[
            "keywords:",
            "words:",
            "phrases:",
            "terms:",
            "keywords,",
            "words,",
        ],
        run: keyword_lists::keyword_lists,
    },
    Rule {
        needles: &["title", "heading", "header"],
        run: heading_titles::heading_titles,
    },
    Rule {
        needles: &["word"],
        run: word_count_tolerance::word_count_tolerance,
    },
    Rule {
        needles: &["tone", "topic"],
        run: write_in_this::write_in_this,
    },
    Rule {
        needles: &["#", "hash", "pound"],
        run: definitions::heading_definitions,
    },
];

/// Every rule's needles, in rule order.
static NEEDLES: LazyLock<AhoCorasick> = LazyLock::new(|| {
    AhoCorasick::new(RULES.iter().flat_map(|r| r.needles.iter())).expect("static needles")
});

/// Every constraint the rules find, in the order they appear in the instruction, without
/// duplicates (the same requirement stated twice is one constraint), and the spans the
/// rules explained.
pub fn find_all(instruction: &str) -> Formulation {
    find_in(&Text::new(instruction))
}

/// [`find_all`] on a prepared text.
pub fn find_in(text: &Text) -> Formulation {
    let mut sink = Sink::default();
    // One pass over the text finds every rule's needles.
    let mut present = vec![false; NEEDLES.patterns_len()];
    for m in NEEDLES.find_overlapping_iter(&text.lower) {
        present[m.pattern().as_usize()] = true;
    }
    let mut next = 0;
    for rule in RULES {
        let mine = &present[next..next + rule.needles.len()];
        next += rule.needles.len();
        if rule.needles.is_empty() || mine.iter().any(|&p| p) {
            (rule.run)(text, &mut sink);
        }
    }
    let Sink { found, mut covered } = sink;
    let found = drop_contained(found, &mut covered);
    let found = drop_restated_in_parentheses(text, found, &mut covered);
    let found = scope::restrict_to_body(text, found, &mut covered);
    let mut found = text::apply_negation(text, found);
    found.sort_by_key(|f| (f.span.start, f.span.end));
    let mut out: Vec<Found> = Vec::with_capacity(found.len());
    for f in found {
        // A copy inside an "if"/"either"/"unless" sentence is its own constraint there.
        let (ss, se) = text.sentence_at(f.span.start);
        let related = relations::has_connective(text, ss, se);
        if !related
            && out
                .iter()
                .any(|o| o.emit == f.emit && o.negated == f.negated)
        {
            // Said twice: one constraint, both places explained.
            covered.push(f.span);
        } else {
            out.push(f);
        }
    }
    let found = implied::drop_implied(out, &mut covered);
    Formulation { found, covered }
}

/// Where two readings overlap and one lies inside the other, the longer one is the
/// reading ("at least 15 words in all capital letters" counts capitals; it does not ask
/// for 15 words or an all-capitals response). The inner span stays explained.
fn drop_contained(found: Vec<Found>, covered: &mut Vec<Span>) -> Vec<Found> {
    let inside = |a: &Found, b: &Found| {
        b.span.start <= a.span.start
            && a.span.end <= b.span.end
            && (b.span.end - b.span.start) > (a.span.end - a.span.start)
    };
    let keep: Vec<bool> = found
        .iter()
        .map(|f| !found.iter().any(|g| g.emit != f.emit && inside(f, g)))
        .collect();
    found
        .into_iter()
        .zip(keep)
        .filter_map(|(f, k)| {
            if !k {
                covered.push(f.span);
            }
            k.then_some(f)
        })
        .collect()
}

/// "Keep it under 3 sentences (just 1 or 2 sentences, not 3)": a parenthesis that
/// restates the constraint just before it adds nothing, and reading it again would add a
/// weaker or a different bound. A constraint found inside parentheses is dropped when a
/// constraint of the same family ends just before the opening parenthesis.
fn drop_restated_in_parentheses(
    text: &Text,
    found: Vec<Found>,
    covered: &mut Vec<Span>,
) -> Vec<Found> {
    let family = |f: &Found| match &f.emit {
        Emit::Ifeval { id, .. } => *id,
        Emit::Dsl(_) => "dsl",
        Emit::Judge(_) => "judge",
    };
    let keep: Vec<bool> = found
        .iter()
        .map(|f| {
            let Some(open) = text.enclosing_parenthesis(f.span.start) else {
                return true;
            };
            !found.iter().any(|g| {
                family(g) == family(f)
                    && g.span.end <= open
                    && text.raw[g.span.end..open].trim().is_empty()
            })
        })
        .collect();
    found
        .into_iter()
        .zip(keep)
        .filter_map(|(f, k)| {
            if !k {
                covered.push(f.span);
            }
            k.then_some(f)
        })
        .collect()
}

/// Test helpers shared by the rule files: what `find_all` found, by IFEval id or as DSL.
#[cfg(test)]
pub(crate) mod testing {
    use serde_json::Value;

    use super::{find_all, Emit, Found};

    /// The constraints with IFEval id `id` found in `text`.
    pub(crate) fn found(text: &str, id: &str) -> Vec<Found> {
        find_all(text)
            .found
            .into_iter()
            .filter(|f| f.ifeval_id() == Some(id))
            .collect()
    }

    /// The kwargs of the constraints with IFEval id `id` found in `text`.
    pub(crate) fn kwargs(text: &str, id: &str) -> Vec<Value> {
        found(text, id)
            .iter()
            .map(|f| f.kwargs().expect("an IFEval constraint has kwargs").clone())
            .collect()
    }

    /// The DSL checks found in `text`.
    pub(crate) fn dsl(text: &str) -> Vec<String> {
        find_all(text)
            .found
            .into_iter()
            .filter_map(|f| match f.emit {
                Emit::Dsl(d) => Some(d),
                _ => None,
            })
            .collect()
    }
}
