//! The rule families: phrasings with a clear meaning, recognised offline.
//!
//! One file per family of phrasings. Each rule scans the instruction and pushes what it
//! found, with the byte span it read it from, into a `Sink`. IFEval families emit
//! IFEval instruction ids and kwargs, which `nsvif_check::ifeval` maps onto catalog
//! predicates, so what the rules find compares one to one with structured IFEval/VIFBench
//! constraints; other families emit DSL checks or judge questions.
//!
//! Rules read [`Text::lower`], the instruction with ASCII letters lower-cased (same byte
//! offsets as the original), and take arguments that keep their case (keywords, phrases)
//! from [`Text::raw`]. A rule runs only if one of its needles occurs in the lower-cased
//! text, which keeps formulation of a typical instruction in the microseconds.
//!
//! Adding a family: one file here with its rule function, and one `RULES` entry
//! (`rule!(file::function, [needles])`); a test fails when a file is not in the table.
//! The shared reading code is in [`crate::read`]; what happens after the rules (overlaps,
//! negation, duplicates, relations, unread requirements) is in [`crate::pipeline`].

mod bullets;
mod capital_words;
mod case;
mod commas;
mod constrained_response;
mod definitions;
mod end_phrase;
mod everyday;
mod forbidden;
mod frequency;
mod heading_titles;
mod highlights;
mod ifbench;
mod json;
mod keyword_lists;
mod keywords;
mod language;
mod letter;
mod markdown;
mod nth_paragraph;
mod paragraphs;
mod per_paragraph;
mod placeholders;
mod postscript;
mod quotation;
mod repeat_prompt;
mod sections;
mod sentence_length;
mod sentences;
mod start_end_word;
mod start_phrase;
mod subsections;
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

#[cfg(test)]
pub(crate) use crate::pipeline::find_all;
pub use crate::read::Text;

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
    /// Read by the everyday grammar ([`crate::grammar`]): what its clause leaves is
    /// explained only by recognition (`pipeline/remainder.rs`).
    pub grammar: bool,
    /// A grammar reading that replaces a template's reading of the same words in plain
    /// mode ([`crate::grammar::Reading::supersedes`]).
    pub supersedes: bool,
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
    /// Measures the everyday grammar recognised as bounding something other than the
    /// response: in plain mode no template reading there stands.
    pub vetoed: Vec<Span>,
}

impl Sink {
    pub fn push(&mut self, text: &Text, emit: Emit, start: usize, end: usize) {
        self.found.push(Found {
            emit,
            text: text.raw[start..end].trim().to_string(),
            span: Span { start, end },
            negated: false,
            grammar: false,
            supersedes: false,
        });
    }

    pub fn ifeval(
        &mut self,
        text: &Text,
        id: &'static str,
        kwargs: Value,
        m: crate::read::pattern::Match<'_>,
    ) {
        self.push(text, Emit::Ifeval { id, kwargs }, m.start(), m.end());
    }

    pub fn cover(&mut self, start: usize, end: usize) {
        if start < end {
            self.covered.push(Span { start, end });
        }
    }
}

struct Rule {
    /// The file under `rules/` the rule function lives in (see [`rule!`]); read by the
    /// registration test.
    #[cfg_attr(not(test), allow(dead_code))]
    file: &'static str,
    /// Substrings of the lower-cased instruction, one of which must occur for the rule
    /// to run (a cheap prefilter; the rule's regexes decide). None (empty): it always
    /// runs.
    needles: &'static [&'static str],
    run: fn(&Text, &mut Sink),
}

/// A [`Rule`] from its function's path (`file::function`) and its needles.
macro_rules! rule {
    ($file:ident :: $run:ident, $needles:expr) => {
        Rule {
            file: stringify!($file),
            needles: $needles,
            run: $file::$run,
        }
    };
}

/// Every rule, in the order they run.
const RULES: &[Rule] = &[
    rule!(words::word_count, &["word"]),
    rule!(sentences::sentence_count, &["sentence"]),
    rule!(
        paragraphs::paragraph_count,
        &["***", "asterisk", "divider", "paragraph", "stanza"]
    ),
    rule!(nth_paragraph::nth_paragraph_first_word, &["paragraph"]),
    rule!(bullets::bullet_count, &["bullet"]),
    rule!(
        highlights::highlight_count,
        &["highlight", "italic", "bold"]
    ),
    rule!(
        sections::multiple_sections,
        &["section", "mark the beginning", "label each"]
    ),
    rule!(title::title, &["angular", "<<"]),
    rule!(json::json_format, &["json"]),
    rule!(
        two_responses::two_responses,
        &["******", "asterisk", "two different", "two responses"]
    ),
    rule!(repeat_prompt::repeat_prompt, &["repeat", "repleat"]),
    rule!(
        end_phrase::end_phrase,
        &[
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
        ]
    ),
    rule!(
        start_phrase::start_phrase,
        &[
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
        ]
    ),
    rule!(quotation::wrapped_in_quotes, &["quot"]),
    rule!(
        constrained_response::constrained_response,
        &["my answer is"]
    ),
    rule!(
        postscript::postscript,
        &["p.s", "p.p.s", "postscript", "post script", "p. s"]
    ),
    rule!(placeholders::placeholder_count, &["placeholder"]),
    rule!(
        keywords::include_keywords,
        &[
            "keyword",
            "word",
            "include",
            "mention",
            "containing",
            "items",
            "line",
        ]
    ),
    rule!(
        forbidden::forbidden_words,
        &[
            "not",
            "n't",
            "avoid",
            "exclude",
            "without",
            "never",
            "refrain",
            "abstain",
            "omit",
            "steer clear",
            "away from",
            "shun",
            "eschew",
        ]
    ),
    rule!(
        frequency::keyword_frequency,
        &["times", "time ", "time.", "once", "twice", "thrice"]
    ),
    rule!(
        letter::letter_frequency,
        &[
            "letter ",
            "hashtag",
            "exclamation",
            "question mark",
            "character ",
            "symbol ",
            "semicolon",
            "at sign",
            "dollar sign",
            "ampersand",
        ]
    ),
    rule!(
        capital_words::capital_word_count,
        &["capital", "caps", "uppercase", "upper case", "upper-case"]
    ),
    rule!(
        case::letter_case,
        &["lower", "capital", "caps", "upper", "capitalize"]
    ),
    rule!(commas::no_commas, &["comma"]),
    // an empty one would match at every byte of the overlapping needle search.
    rule!(language::response_language, &[]),
    rule!(markdown::markdown, &["markdown"]),
    rule!(tone::tone, &["tone"]),
    rule!(
        topic::topic,
        &["topic", "be about", "focus on", "discuss", "be on "]
    ),
    rule!(sentence_length::words_per_sentence, &["sentence"]),
    rule!(word_parity::word_parity, &["even", "odd"]),
    rule!(start_end_word::same_start_end_word, &["same"]),
    rule!(
        ifbench::ifbench_templates,
        &[
            "word",
            "sentence",
            "ratio",
            "conjunction",
            "names",
            "trigram",
            "numbers",
            "vowel",
            "consonant",
            "palindrome",
            "punctuation",
            "parenthes",
            "quote",
            "option",
            "line",
            "emoji",
            "japanese",
            "verb",
            "keyword",
            "pronoun",
            "syllable",
            "paragraph",
            "stairs",
            "bullet",
            "italic",
            "multiple",
            "africa",
            "national symbol",
            "capital",
            "csv",
            "napoleon",
            "request",
            "title case",
            "template",
            "whitespace",
        ]
    ),
    rule!(
        subsections::per_subsection,
        &["subsection", "sub-section", "each section"]
    ),
    rule!(
        keyword_lists::keyword_lists,
        &["keywords,", "words,", "phrases,", "terms,"]
    ),
    rule!(
        heading_titles::heading_titles,
        &["title", "heading", "header"]
    ),
    rule!(word_count_tolerance::word_count_tolerance, &["word"]),
    rule!(write_in_this::write_in_this, &["tone", "topic"]),
    rule!(definitions::heading_definitions, &["#", "hash", "pound"]),
    rule!(per_paragraph::per_paragraph, &["paragraph"]),
    // Last: it reads only what no template read.
    rule!(everyday::everyday, &[]),
];

/// Every rule's needles, in rule order.
static NEEDLES: LazyLock<AhoCorasick> = LazyLock::new(|| {
    AhoCorasick::new(RULES.iter().flat_map(|r| r.needles.iter())).expect("static needles")
});

/// Runs every rule whose needles occur in the text (one pass over the text finds them
/// all) and returns what they wrote, in rule order.
pub(crate) fn run(text: &Text) -> Sink {
    let mut sink = Sink::default();
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
    sink
}

/// Test helpers shared by the rule files: what `find_all` found, by IFEval id or as DSL.
#[cfg(test)]
pub(crate) mod testing {
    use serde_json::Value;

    use super::{Emit, Found};
    use crate::pipeline::{find_all, find_in, Conventions};
    use crate::read::Text;

    /// The constraints with IFEval id `id` found in `text` by the templates (IFEval's
    /// conventions, where the everyday grammar does not replace them).
    pub(crate) fn found(text: &str, id: &str) -> Vec<Found> {
        find_in(&Text::new(text), Conventions::Ifeval)
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

    /// The judge questions found in `text`.
    pub(crate) fn judges(text: &str) -> Vec<String> {
        find_all(text)
            .found
            .into_iter()
            .filter_map(|f| match f.emit {
                Emit::Judge(q) => Some(q),
                _ => None,
            })
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

#[cfg(test)]
mod tests {
    use super::RULES;

    /// A family's file that no [`RULES`] entry names would never run: every file under
    /// `rules/` but this one must be in the table.
    #[test]
    fn every_rule_file_is_registered() {
        let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("src/rules");
        let mut files: Vec<String> = std::fs::read_dir(&dir)
            .expect("the rules directory")
            .map(|e| e.expect("a directory entry").path())
            .filter(|p| p.extension().is_some_and(|e| e == "rs"))
            .filter_map(|p| Some(p.file_stem()?.to_str()?.to_string()))
            .filter(|stem| stem != "mod")
            .collect();
        files.sort();
        assert!(files.len() >= 30, "{files:?}");
        let unregistered: Vec<&String> = files
            .iter()
            .filter(|f| !RULES.iter().any(|r| r.file == f.as_str()))
            .collect();
        assert!(
            unregistered.is_empty(),
            "rule files without a RULES entry: {unregistered:?}"
        );
    }
}
