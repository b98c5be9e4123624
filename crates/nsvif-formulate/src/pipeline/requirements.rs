//! Coverage accounting: the parts of an instruction that read like requirements on the
//! response's form but that no rule explained.
//!
//! A part of a sentence is a requirement when it states a requirement (a cue: "must",
//! "should", "make sure", "do not", "use", "include", "end with", …) about the form of the
//! response (a form word: words, sentences, letters, commas, bullet points, title, JSON,
//! a language, a keyword, …). What the rules found, and what they explained without a
//! constraint, is taken out first; so is quoted text, which is content. Task text ("Write
//! a poem about cats", "Make it funny", "Write a 500 word essay") states no requirement
//! cue about the form and is not reported. A Spec with unexplained parts cannot be `sat`.
//!
//! The unit is the clause. In a clause that a found constraint touches, what the
//! constraint's family speaks of is explained ("give two responses separated by ******"
//! is one requirement: responses, separators, asterisks); a requirement on anything else
//! in the same clause ("answer in lowercase letters with every heading in bold": the
//! headings) is still reported. A clause an explained span touches is explained whole.

use std::sync::LazyLock;

use crate::read::pattern::Regex;
use nsvif_spec::{Span, Unexplained};

use crate::read::dense::{dfas, MatchOnly};
use crate::read::pattern::regex;

use crate::read::span_sweep::SpanSweep;
use crate::read::Text;
use crate::rules::Found;

static CUE: LazyLock<MatchOnly> = LazyLock::new(|| MatchOnly::load(dfas::CUE));

/// Words about the form of a response. Languages count where they are the language of
/// something ("in French"); letters where they are letters of the alphabet.
static FORM: LazyLock<MatchOnly> = LazyLock::new(|| MatchOnly::load(dfas::FORM));

/// Whether a word names a form of text ("sentences", "markdown", "postscript").
pub(crate) fn names_a_form(word: &str) -> bool {
    FORM.is_match(word)
}

/// What someone in the task does ("two people who are trying to avoid the letter t"),
/// not what the response must do.
static TASK_ACTOR: LazyLock<MatchOnly> = LazyLock::new(|| MatchOnly::load(dfas::TASK_ACTOR));

/// Phrases with a form word that say nothing about the form.
static IDIOM: LazyLock<Regex> = LazyLock::new(|| {
    regex(r"\b(?:in\s+other\s+words|in\s+your\s+own\s+words|another\s+word|a\s+few\s+words|word\s+for\s+word|word\s+by\s+word)\b")
        .expect("static regex")
});

/// The words every family's clause may leave: what is measured, and how it is laid out.
const COMMON: &str = r"responses?|answers?|sentences?|words?|phrases?|times|once|twice|sections?|markdown|format\w*|text|parts?|lines?|new\s+lines?|line\s+breaks?|separat\w*|symbols?|marks?|asterisks?|quotes?|quotation|letters?|english|language";

/// The form words a found constraint's family speaks of: in a clause it touches, these
/// are explained by it. `None`: the family explains its whole clause (IFBench's
/// templates and judge constraints).
pub(crate) fn family_words(found: &Found) -> Option<&'static Regex> {
    static FAMILIES: LazyLock<Vec<(&'static str, Regex)>> = LazyLock::new(|| {
        let common = COMMON;
        [
            (
                "detectable_format:number_highlighted_sections",
                r"highlight\w*|italic\w*|bold|headings?",
            ),
            ("combination:two_responses", r"responses?|answers?"),
            (
                "length_constraints:number_paragraphs",
                r"paragraphs?|dividers?",
            ),
            (
                "length_constraints:nth_paragraph_first_word",
                r"paragraphs?",
            ),
            (
                "detectable_format:number_bullet_lists",
                r"bullets?|bullet\s+points?|points?|lists?|numbers|numbering",
            ),
            (
                "detectable_content:postscript",
                r"postscript|p\.\s?p?\.?\s?s|end|bottom",
            ),
            ("detectable_format:multiple_sections", r"subsections?"),
            ("detectable_format:title", r"titles?|brackets?"),
            ("detectable_format:json_format", r"json|code\s+blocks?"),
            (
                "detectable_content:number_placeholders",
                r"placeholders?|brackets?",
            ),
            ("startend:quotation", r"double"),
            ("punctuation:no_comma", r"commas?|punctuation\w*"),
            (
                "change_case:english_lowercase",
                r"lower\s*-?\s*case\w*|small|capital\w*|caps",
            ),
            (
                "change_case:english_capital",
                r"capital\w*|caps|upper\s*-?\s*case",
            ),
            (
                "change_case:capital_word_frequency",
                r"capital\w*|caps|upper\s*-?\s*case",
            ),
            ("language:response_language", r"\w+"),
            ("keywords:existence", r"keywords?"),
            ("keywords:frequency", r"keywords?"),
            ("keywords:forbidden_words", r"keywords?"),
            (
                "keywords:letter_frequency",
                r"hashtags?|exclamation|characters?",
            ),
            ("length_constraints:number_words", r"sentences?"),
            ("length_constraints:number_sentences", r"sentences?"),
            ("startend:end_checker", r"sentences?|responses?|end|bottom"),
            ("combination:repeat_prompt", r"requests?"),
            ("detectable_format:constrained_response", r"options?"),
        ]
        .into_iter()
        .map(|(id, own)| {
            (
                id,
                regex(&format!(r"\b(?:{own}|{common})\b")).expect("static regex"),
            )
        })
        .collect()
    });
    // A DSL reading of a rule names no family: what its clause leaves is judged like a
    // template's, by the words every family shares ("Keep every sentence short: eight
    // words *tops*" leaves a bound no reading took).
    static DSL: LazyLock<Regex> = LazyLock::new(|| {
        regex(&format!(
            r"\b(?:{COMMON}|characters?|chars?|paragraphs?|bullets?|points?|items?|steps?|entries|entry|emojis?|hashtags?|json|objects?|keys?|fields?|tables?|rows?|columns?|code|blocks?|lists?|headings?|titles?)\b"
        ))
        .expect("static regex")
    });
    if matches!(found.emit, crate::rules::Emit::Dsl(_)) {
        return Some(&DSL);
    }
    let id = found.ifeval_id()?;
    FAMILIES.iter().find(|(i, _)| *i == id).map(|(_, re)| re)
}

/// Where a sentence splits into clauses that state separate requirements.
static CLAUSE_BREAK: LazyLock<Regex> = LazyLock::new(|| {
    regex(r";|\]\s+|\s--+\s|,\s+(?:and|but|or|then|also)\s+|\s+but\s+|(?P<cue>,\s+|\s+and\s+)(?:make\s+sure|ensure|use|include|do\s+not|don't|never|wrap|end|start|add|have|put|write|be|must|should|keep|avoid|separate|highlight|mark|answer|respond|reply)\b")
        .expect("static regex")
});

/// Whether the text from `start` to its line's end is part of a format example, not an
/// instruction: a placeholder in brackets ("[Title]", "[code snippet 1]"; not a label,
/// "[Length: 2 sentences]", "[Max 50 words]"), a title in angular brackets, a quoted
/// line, or a bullet under a line that introduces an example ("… such as:", "in the form
/// of:"; not the bullets of a list of rules).
pub(crate) fn example_line(text: &Text, start: usize) -> bool {
    static LABEL: LazyLock<Regex> = LazyLock::new(|| {
        regex(r"^\s*(?:length|tone|style|format|max\w*|min\w*|limit|word\s+count|words?|characters?|chars?|sentences?|audience|language|voice|constraints?|rules?|reading\s+level|register)\b|\b\d+\s*(?:words?|characters?|chars?|sentences?|lines?|paragraphs?|bullets?|bullet\s+points?|items?|emojis?|hashtags?)\b")
            .expect("static regex")
    });
    let line = &text.raw[start..text.line_end(start)];
    let t = line.trim_start();
    if let Some(inner) = t.strip_prefix('[') {
        let head = inner.split(']').next().unwrap_or("");
        return !LABEL.is_match(&head.to_ascii_lowercase());
    }
    t.starts_with("<<")
        || (t.starts_with('"') && t.ends_with('"'))
        || (t.starts_with('*') && under_an_example_intro(text, text.line_start(start)))
}

/// Whether the nearest line above `line_start` that is not a bullet introduces an
/// example ("Use the markdown bullet points such as:"); a heading of rules ("Rules:")
/// introduces requirements.
fn under_an_example_intro(text: &Text, line_start: usize) -> bool {
    static EXAMPLE_INTRO: LazyLock<Regex> = LazyLock::new(|| {
        regex(r"\b(?:such\s+as|like|below|indicated\s+by|denoted\s+by|marked\s+by|for\s+example|for\s+instance|examples?|e\.g\.|format|form|template|as\s+follows|following|this\s+way)\b")
            .expect("static regex")
    });
    let mut end = line_start;
    // A bounded look back: a few dozen bullets at most.
    for _ in 0..64 {
        if end == 0 {
            return false;
        }
        let start = text.line_start(end - 1);
        let line = text.lower[start..end - 1].trim();
        if !(line.is_empty() || line.starts_with('*') || line == "...") {
            return line.ends_with(':') && EXAMPLE_INTRO.is_match(line);
        }
        end = start;
    }
    false
}

/// Whether a piece of an instruction reads like a requirement on the response's form.
pub fn reads_like_requirement(piece: &str) -> bool {
    lower_reads_like_requirement(&piece.to_ascii_lowercase())
}

/// [`reads_like_requirement`] on a piece already lower-cased.
pub(crate) fn lower_reads_like_requirement(lower: &str) -> bool {
    let lower = without_idioms(lower);
    FORM.is_match(&lower) && CUE.is_match(&lower) && !TASK_ACTOR.is_match(&lower)
}

/// Whether a lower-cased piece names something about the response's form (a form
/// word), whatever the cue.
fn lower_names_form(lower: &str) -> bool {
    FORM.is_match(&without_idioms(lower))
}

/// `lower` with its [`IDIOM`]s blanked out. Every idiom contains "word": without it there
/// is nothing to search for.
fn without_idioms(lower: &str) -> std::borrow::Cow<'_, str> {
    if lower.contains("word") {
        IDIOM.replace_all(lower, " ")
    } else {
        std::borrow::Cow::Borrowed(lower)
    }
}

/// The clauses of a sentence: byte spans in the instruction.
pub(crate) fn clauses(text: &Text, s: usize, e: usize) -> Vec<(usize, usize)> {
    let mut out = Vec::new();
    let mut pos = s;
    for caps in CLAUSE_BREAK.captures_iter(&text.lower[s..e]) {
        // A break before a cue ("…, do not …") keeps the cue in the next clause.
        let m = caps
            .name("cue")
            .unwrap_or_else(|| caps.get(0).expect("match"));
        let at = s + m.start();
        if text.in_quotes(at, at + 1) {
            continue;
        }
        if at > pos {
            out.push((pos, at));
        }
        pos = s + m.end();
    }
    if pos < e {
        out.push((pos, e));
    }
    out
}

/// The requirement-like clauses of `text` that no found constraint or explained span
/// touches. Quoted text is content. A sentence that introduces a format example (it ends
/// with a colon and an example follows) illustrates the constraints found elsewhere.
pub(crate) fn unexplained(text: &Text, found: &[Found], covered: &[Span]) -> Vec<Unexplained> {
    let taken: Vec<(usize, usize)> = found
        .iter()
        .map(|f| (f.span.start, f.span.end))
        .chain(covered.iter().map(|s| (s.start, s.end)))
        .collect();
    let found_count = found.len();
    let mut sweep = SpanSweep::new(taken);
    let mut out = Vec::new();
    for &(s, e) in &text.sentences {
        let (line_start, line_end) = (text.line_start(s), text.line_end(s));
        if example_line(text, line_start) {
            continue;
        }
        if !found.is_empty()
            && text.raw[s..e].trim_end().ends_with(':')
            && line_end < text.raw.len()
        {
            continue;
        }
        for (cs, ce) in clauses(text, s, e) {
            // Quoted passages are content, not instructions.
            let mut piece = text.lower[cs..ce].to_string();
            for &(qs, qe) in text.quotes_within(cs, ce) {
                let (qs, qe) = (qs.max(cs), qe.min(ce));
                if qs < qe {
                    piece.replace_range(qs - cs..qe - cs, &" ".repeat(qe - qs));
                }
            }
            // The cheapest test first: most clauses state no requirement, and then what
            // explains them does not matter.
            if !lower_reads_like_requirement(&piece) {
                continue;
            }
            // The form words to look for: all of them in an untouched clause.
            let mut form = piece.clone();
            // Found constraints first, then explained spans: `taken`'s order.
            let overlapping = sweep.overlapping(cs, ce);
            if !overlapping.is_empty() {
                // Explained whole, unless every touching span is a constraint whose family
                // is known: then the rest of the clause, without the constraints' phrases
                // and their families' words, must name nothing else about the form ("Do
                // not use any commas and make every title bold": the titles).
                let touching: Vec<&Found> = (overlapping.iter())
                    .filter(|&&i| i < found_count)
                    .map(|&i| &found[i])
                    .collect();
                let explained_span = overlapping.iter().any(|&i| i >= found_count);
                let families: Option<Vec<&Regex>> =
                    touching.iter().map(|f| family_words(f)).collect();
                let Some(families) = families.filter(|_| !explained_span) else {
                    continue;
                };
                for f in &touching {
                    let (ts, te) = (f.span.start.max(cs), f.span.end.min(ce));
                    form.replace_range(ts - cs..te - cs, &" ".repeat(te - ts));
                }
                for re in families {
                    form = re.replace_all(&form, " ").into_owned();
                }
            }
            if !lower_names_form(&form) {
                continue;
            }
            let raw = &text.raw[cs..ce];
            let lead = raw.len() - raw.trim_start().len();
            let trail = raw.len() - raw.trim_end().len();
            let (ps, pe) = (cs + lead, ce - trail);
            out.push(Unexplained {
                text: text.raw[ps..pe].to_string(),
                source: Span { start: ps, end: pe },
                message: None,
            });
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn requirements_need_a_cue_and_a_form_word() {
        assert!(reads_like_requirement("Make sure every heading is bold"));
        assert!(reads_like_requirement("Do not use semicolons"));
        assert!(!reads_like_requirement("Write a poem about cats"));
        assert!(!reads_like_requirement("Make it funny"));
        assert!(!reads_like_requirement("Write a 500 word essay about cats"));
        assert!(!reads_like_requirement("Translate it into German"));
        assert!(!reads_like_requirement(
            "Write a tweet storm with a weird tone"
        ));
        assert!(reads_like_requirement("Answer in a different language"));
    }

    fn unexplained_texts(instruction: &str) -> Vec<String> {
        crate::formulate_rules(instruction)
            .unexplained
            .into_iter()
            .map(|u| u.text)
            .collect()
    }

    /// A clause with a constraint the rules read can still hold one they cannot.
    #[test]
    fn a_second_requirement_next_to_a_found_one_is_unexplained() {
        assert_eq!(
            unexplained_texts("Answer in all lowercase letters with every heading in bold."),
            ["Answer in all lowercase letters with every heading in bold."]
        );
        assert_eq!(
            unexplained_texts("Do not use any commas and make every title bold."),
            ["Do not use any commas and make every title bold."]
        );
        assert_eq!(
            unexplained_texts("Use at least 300 words, and make every title bold."),
            ["make every title bold."]
        );
    }

    /// What a constraint's own family speaks of is explained by it.
    #[test]
    fn a_constraints_own_words_are_explained() {
        for instruction in [
            "Answer in all lowercase letters and do not use any commas.",
            "Highlight at least 2 sections in your answer with markdown, i.e. *highlighted section*.",
            "Give exactly two different responses separated by 6 asterisk symbols ******.",
            "End your response with a postscript indicated by P.P.S",
            "The sentence should contain the letter q at least 6 times.",
            "Make it funny and about cats.",
        ] {
            assert!(unexplained_texts(instruction).is_empty(), "{instruction}");
        }
    }
}
