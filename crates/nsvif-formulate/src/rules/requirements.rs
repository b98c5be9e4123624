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
//! The unit is the clause: a clause that a found constraint or an explained span touches
//! is explained as a whole ("give two responses separated by ******" is one requirement).

use std::sync::LazyLock;

use nsvif_spec::{Span, Unexplained};
use regex::Regex;

use super::text::regex;

use super::{Found, Text};

static CUE: LazyLock<Regex> = LazyLock::new(|| {
    regex(r"\b(?:must|should|shall|need\s+to|needs\s+to|have\s+to|has\s+to|make\s+sure|ensure|be\s+sure|do\s+not|don'?t|does\s+not|doesn'?t|never|only|always|avoid|refrain|include|use|using|wrap|put|formatted|respond|answer|reply|(?:end|start|begin|finish)\w*\s+(?:with|your|the\s+(?:response|answer))|separate|separated|contain|limit|keep|add|highlight|italici[sz]e|capitali[sz]e|mark|label|exclude|cannot|can'?t|without|no|not|at\s+least|at\s+most|exactly|fewer\s+than|less\s+than|more\s+than|no\s+more\s+than)\b")
        .expect("static regex")
});

/// Words about the form of a response. Languages count where they are the language of
/// something ("in French"); letters where they are letters of the alphabet.
static FORM: LazyLock<Regex> = LazyLock::new(|| {
    regex(r"\b(?:words?|sentences?|paragraphs?|lines?|\d+\s+characters?|characters?\s+(?:long|limit)|(?:the\s+)?letter\s+[a-z]\b|(?:capital|lower\s*-?\s*case|upper\s*-?\s*case|small)\s+letters?|capital\w*|upper\s*-?\s*case|lower\s*-?\s*case\w*|caps|commas?|punctuation\w*|periods?|full\s+stops?|exclamation|question\s+marks?|colons?|semicolons?|dash(?:es)?|hyphens?|apostrophes?|quotes?|quotation|brackets?|parenthes\w*|asterisks?|bullets?|bullet\s+points?|numbered|sections?|subsections?|headings?|headers?|titles?|subtitles?|markdown|json|xml|html|yaml|csv|tables?|code\s+blocks?|italics?|italici[sz]\w*|bold|highlight\w*|underline\w*|fonts?|emojis?|hashtags?|keywords?|phrases?|(?:in|the|same|different|another|other|one|any|which)\s+languages?|(?:in|using|use|only)\s+(?:only\s+)?(?:the\s+)?(?:english|french|spanish|german|italian|portuguese|russian|chinese|japanese|korean|hindi|arabic)|placeholders?|postscript|p\.\s?s|times|once|twice|stanzas?|syllables?)\b")
        .expect("static regex")
});

/// What someone in the task does ("two people who are trying to avoid the letter t"),
/// not what the response must do.
static TASK_ACTOR: LazyLock<Regex> = LazyLock::new(|| {
    regex(r"\b(?:who|trying\s+to|tries\s+to|tried\s+to)\b").expect("static regex")
});

/// Phrases with a form word that say nothing about the form.
static IDIOM: LazyLock<Regex> = LazyLock::new(|| {
    regex(r"\b(?:in\s+other\s+words|in\s+your\s+own\s+words|another\s+word|a\s+few\s+words|word\s+for\s+word|word\s+by\s+word)\b")
        .expect("static regex")
});

/// Where a sentence splits into clauses that state separate requirements.
static CLAUSE_BREAK: LazyLock<Regex> = LazyLock::new(|| {
    regex(r";|\s--+\s|,\s+(?:and|but|or|then|also)\s+|\s+but\s+|(?P<cue>,\s+|\s+and\s+)(?:make\s+sure|ensure|use|include|do\s+not|don't|never|wrap|end|start|add|have|put|write|be|must|should|keep|avoid|separate|highlight|mark|answer|respond|reply)\b")
        .expect("static regex")
});

/// Lines that are part of a format example, not instructions.
fn example_line(line: &str) -> bool {
    let t = line.trim_start();
    t.starts_with('[')
        || t.starts_with('*')
        || t.starts_with("<<")
        || t.starts_with('"') && t.ends_with('"')
}

/// Whether a piece of an instruction reads like a requirement on the response's form.
pub fn reads_like_requirement(piece: &str) -> bool {
    let lower = piece.to_ascii_lowercase();
    let lower = IDIOM.replace_all(&lower, " ");
    FORM.is_match(&lower) && CUE.is_match(&lower) && !TASK_ACTOR.is_match(&lower)
}

/// The clauses of a sentence: byte spans in the instruction.
fn clauses(text: &Text, s: usize, e: usize) -> Vec<(usize, usize)> {
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
    let touched = |s: usize, e: usize| taken.iter().any(|&(ts, te)| ts < e && s < te);
    let mut out = Vec::new();
    for &(s, e) in &text.sentences {
        let line_start = text.raw[..s].rfind('\n').map_or(0, |i| i + 1);
        let line_end = text.raw[s..].find('\n').map_or(text.raw.len(), |i| s + i);
        if example_line(&text.raw[line_start..line_end]) {
            continue;
        }
        if !found.is_empty()
            && text.raw[s..e].trim_end().ends_with(':')
            && line_end < text.raw.len()
        {
            continue;
        }
        for (cs, ce) in clauses(text, s, e) {
            if touched(cs, ce) {
                continue;
            }
            // Quoted passages are content, not instructions.
            let mut piece = text.raw[cs..ce].to_string();
            for &(qs, qe) in &text.quotes {
                let (qs, qe) = (qs.max(cs), qe.min(ce));
                if qs < qe {
                    piece.replace_range(qs - cs..qe - cs, &" ".repeat(qe - qs));
                }
            }
            if !reads_like_requirement(&piece) {
                continue;
            }
            let raw = &text.raw[cs..ce];
            let lead = raw.len() - raw.trim_start().len();
            let trail = raw.len() - raw.trim_end().len();
            let (ps, pe) = (cs + lead, ce - trail);
            out.push(Unexplained {
                text: text.raw[ps..pe].to_string(),
                source: Span { start: ps, end: pe },
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
}
