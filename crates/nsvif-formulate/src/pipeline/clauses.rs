//! Clause accounting: every clause of the instruction gets exactly one class.
//!
//! - **read**: a rule consumed the clause, qualifiers included;
//! - **task**: recognised positively as task content: the main request ("Write / Explain /
//!   Summarise … about X"), a question, persona or background, quoted or example
//!   material;
//! - **unread requirement**: everything else that addresses the response: imperatives
//!   that are not task verbs, modals, quantifiers, counts of things, nouns for parts or
//!   formats of text, and any clause in a script the rules do not read (Chinese, …).
//!
//! Why: [`super::requirements`] reports a clause only when it holds a cue word *and* a
//! form word from a fixed list, so a requirement about a unit not on the list ("five
//! tips", "a table with three columns") was taken for task text and the verdict could be
//! a silent `sat`. Here task text is what is recognised; doubt falls on the requirement
//! side, which makes the verdict `unknown`, never `sat`.
//!
//! A clause a rule touched is read only when what the rule left of it holds no qualifier
//! ("in the third sentence", "each at least twice", "one per paragraph", "different",
//! ordinals, percentages, nested units): otherwise the clause is an unread requirement
//! and the remainder is reported.

use std::sync::LazyLock;

use nsvif_spec::{Span, Spec, Unexplained};
use serde::Serialize;

use super::requirements;
use crate::read::pattern::{regex, Regex};
use crate::read::Text;
use crate::rules::Found;

/// The class of a clause.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum ClauseClass {
    /// A rule read the whole clause into constraints.
    Read,
    /// Task content: what to write about, a question, context, persona, examples.
    Task,
    /// A requirement on the response that no rule read: the verdict cannot be `sat`.
    UnreadRequirement,
}

impl ClauseClass {
    /// The class as the JSON spells it.
    pub fn as_str(self) -> &'static str {
        match self {
            ClauseClass::Read => "read",
            ClauseClass::Task => "task",
            ClauseClass::UnreadRequirement => "unread_requirement",
        }
    }
}

/// One clause of an instruction, its class, and the constraints it became.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct Clause {
    pub text: String,
    pub source: Span,
    pub class: ClauseClass,
    /// Ids of the Spec's constraints read from this clause.
    pub constraints: Vec<String>,
}

/// Verbs that open a main request: the task, not a requirement on its form.
static TASK_OPENING: LazyLock<Regex> = LazyLock::new(|| {
    regex(r"^(?:(?:now|so|also|then|next|finally|first|ok|okay|hey|hi|hello)\s*,?\s+)?(?:(?:please|kindly)\s+|(?:can|could|would|will)\s+you\s+(?:please\s+)?|i\s+(?:want|need|would\s+like|'d\s+like)\s+(?:you\s+)?to\s+|help\s+me\s+(?:to\s+)?|let'?s\s+)?(?:write|rewrite|re-write|explain|summari[sz]e|describe|tell|create|compose|generate|draft|make|give|provide|suggest|recommend|come\s+up\s+with|think\s+of|plan|design|imagine|pretend|act|brainstorm|translate|elaborate|expand|analy[sz]e|compare|discuss|outline|critique|review|evaluate|name|predict|help|find|identify|share|prepare|produce|develop|craft|invent|propose|construct|build|calculate|solve|convert|define|argue|persuade|convince|introduce|present|tell|do|talk|reply\s+to|respond\s+to|answer\s+(?:the|this|my|these|following)|paraphrase|edit|improve|fix|correct|proofread|continue|complete|finish\s+(?:the|this)|classify|rate|rank|list\s+(?:some|the|a\s+few|all|several|ideas|reasons|ways)|is|are|was|were|do|does|did|can|could|would|should|will|what|who|whom|whose|why|how|when|where|which)\b")
        .expect("static regex")
});

/// Persona, background and context: sentences about the situation, not the response.
static BACKGROUND: LazyLock<Regex> = LazyLock::new(|| {
    regex(r"^(?:you\s+are|you're|i\s+am|i'm|i\s+have|i've|i\s+was|i\s+work|i\s+want\s+to\s+(?:know|learn|understand)|my|our|we|we're|this\s+is|here\s+is|here\s+are|here's|the\s+following|below\s+is|context|background|text|passage|article|story|input|note|as\s+an?|imagine|suppose|assume|given|in\s+(?:this|the)\s+(?:scenario|story|context|game)|there\s+(?:is|are|was|were)|it\s+(?:is|was)|they|he|she|his|her|their)\b")
        .expect("static regex")
});

/// A clause that asks something of the response: a modal, a quantifier, or an
/// imperative that is not a task verb.
static ASKS: LazyLock<Regex> = LazyLock::new(|| {
    regex(r"\b(?:must|should|shall|need\s+to|needs\s+to|have\s+to|has\s+to|make\s+sure|ensure|be\s+sure|do\s+not|don'?t|never|always|only|at\s+least|at\s+most|exactly|no\s+more\s+than|fewer\s+than|less\s+than|more\s+than|up\s+to)\b|^(?:(?:please|kindly|also|and)\s+)*(?:use|include|mention|list|label|respond|reply|answer|format|keep|add|end|start|begin|put|number|separate|highlight|bold|italici[sz]e|underline|avoid|limit|organi[sz]e|structure|wrap|enclose|capitali[sz]e|cite|repeat|sign|finish|conclude|mark|indent|sort|group|present|give|provide|write|make|create)\b")
        .expect("static regex")
});

/// Nouns for parts or formats of a text.
static FORM_NOUN: LazyLock<Regex> = LazyLock::new(|| {
    regex(r"\b(?:tables?|columns?|rows?|lists?|options?|labell?ed|labels?|headings?|headers?|bullets?|bullet\s+points?|numbered|format(?:ted|ting)?|markdown|json|xml|html|yaml|csv|code\s+blocks?|fonts?|emojis?|paragraphs?|sentences?|words?|lines?|characters?|sections?|subsections?|titles?|punctuation|commas?|items?|stanzas?|verses?|syllables?|versions?)\b")
        .expect("static regex")
});

/// A count of things: "five tips", "3 reasons", "two different examples". A count of
/// words inside the main request ("a 500 word essay") is the task's size (IFEval's own
/// labels read it so), and a year or an age is no count.
static COUNTED_THINGS: LazyLock<Regex> = LazyLock::new(|| {
    regex(r"\b(?:\d+|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|thirty|forty|fifty|hundred|a\s+couple\s+of|a\s+pair\s+of|several|multiple)\s+(?:(?:different|distinct|unique|separate|short|long|main|key|brief|concise|good|great|best|creative|funny|simple|specific|possible|new|other|more|additional|[a-z]+-[a-z]+)\s+)?(?:[a-z]+\s+)?(?:tips|reasons|examples|ideas|ways|steps|options|items|points|questions|answers|facts|names|words|sentences|paragraphs|lines|bullets|sections|parts|titles|headings|versions|alternatives|suggestions|rules|stanzas|verses|jokes|haikus|poems|slogans|taglines|tweets|emojis|hashtags|bullet\s+points|columns|rows|benefits|advantages|disadvantages|arguments|quotes|sources|references|recommendations|strategies|methods|takeaways|lessons|keywords|phrases|riddles|responses|drafts|chapters|limericks|summaries|titles|q&as|faqs)\b")
        .expect("static regex")
});

/// What a rule leaves of a clause that still constrains the response: positions, scopes,
/// "different", "only", ordinals, percentages and nested units.
static QUALIFIER: LazyLock<Regex> = LazyLock::new(|| {
    regex(r"\b(?:first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|last|final|\d+(?:st|nd|rd|th))\s+(?:\w+\s+)?(?:sentences?|paragraphs?|lines?|words?|bullets?|bullet\s+points?|sections?|items?|points?|ones?|stanzas?|parts?|columns?|rows?|options?)\b|\b(?:each|every|per)\s+(?:single\s+)?(?:of\s+them|(?:of\s+the\s+)?(?:sentences?|paragraphs?|lines?|bullets?|bullet\s+points?|sections?|items?|points?|words?|keywords?|stanzas?|parts?|headings?|titles?|names?|options?|entries|entry|tips?|examples?|rows?|columns?|verses?|chapters?|steps?|versions?|ones?))\b|\beach\s*[,.;]|\beach\s+(?:at\s+least|at\s+most|exactly|once|twice)\b|\b\d+\s*(?:%|percent)\s+of\b|\bsub-?(?:bullets?|points?|items?|lists?|sections?)\b|\bnested\b|\b(?:different|distinct|unique)\s+(?:[a-z]+\s+)?(?:tips|reasons|examples|ideas|ways|options|items|points|names|words|sentences|paragraphs|lines|sections|titles|versions|alternatives|numbers|keywords|languages|responses|answers|styles|formats|topics)\b|\bone\s+per\b|\blabell?ed\b|\bcolumns?\b|\brows?\b|\btables?\b")
        .expect("static regex")
});

/// Phrasings of families the rules read that hold a qualifier word: the separator of
/// paragraphs ("each paragraph separated by two new lines"), the bullet marker ("use * to
/// indicate each bullet").
static FAMILY_PHRASE: LazyLock<Regex> = LazyLock::new(|| {
    regex(r"(?:\b(?:each|every)\s+(?:\w+\s+)?(?:(?:is|are|should\s+be|must\s+be|being)\s+)?separated|\bseparate\s+(?:each|every)\s+\w+)(?:\s+(?:by|with|from)\s+(?:[\w*-]+\s*){1,5})?|\bindicate\s+each\s+bullet\b|\beach\s+(?:responses?|answers?)\b")
        .expect("static regex")
});

/// Whether a clause is written mostly in a script the rules do not read (a foreign word
/// inside an English sentence is content; "不要使用表格" is a requirement not understood).
fn foreign_script(piece: &str) -> bool {
    let foreign = piece
        .chars()
        .filter(|c| {
            c.is_alphabetic()
                && !c.is_ascii()
                // Latin letters with diacritics ("café", "naïve") are read as English.
                && !('\u{00C0}'..='\u{024F}').contains(c)
        })
        .count();
    let latin = piece.chars().filter(char::is_ascii_alphabetic).count();
    foreign >= 2 && foreign > latin
}

/// `piece` with every span in `spans` (offsets of the instruction) blanked out.
fn blanked(piece: &str, offset: usize, spans: impl Iterator<Item = (usize, usize)>) -> String {
    let mut out = piece.to_string();
    let end = offset + piece.len();
    for (s, e) in spans {
        let (s, e) = (s.max(offset), e.min(end));
        if s < e && out.is_char_boundary(s - offset) && out.is_char_boundary(e - offset) {
            out.replace_range(s - offset..e - offset, &" ".repeat(e - s));
        }
    }
    out
}

/// The class of each clause of `text` given what the rules found and explained, with
/// the clause's span: the classification [`unread`] and [`account`] share.
fn classify(text: &Text, found: &[Found], covered: &[Span]) -> Vec<(usize, usize, ClauseClass)> {
    let taken: Vec<(usize, usize)> = found
        .iter()
        .map(|f| (f.span.start, f.span.end))
        .chain(covered.iter().map(|s| (s.start, s.end)))
        .collect();
    let mut out = Vec::new();
    let mut first_clause = true;
    for &(s, e) in &text.sentences {
        for (cs, ce) in requirements::clauses(text, s, e) {
            let lower = &text.lower[cs..ce];
            if lower.trim().is_empty() {
                continue;
            }
            let main_request = std::mem::take(&mut first_clause);
            let touched = taken.iter().any(|&(ts, te)| ts < ce && cs < te);
            // Quoted passages are content; what the rules read is read.
            let rest = blanked(
                lower,
                cs,
                text.quotes.iter().copied().chain(taken.iter().copied()),
            );
            let rest = FAMILY_PHRASE.replace_all(&rest, " ").into_owned();
            let class = if foreign_script(&rest) {
                ClauseClass::UnreadRequirement
            } else if touched {
                if QUALIFIER.is_match(&rest) {
                    ClauseClass::UnreadRequirement
                } else {
                    ClauseClass::Read
                }
            } else if requirements::example_line(&text.raw[cs..ce]) || example_intro(text, cs, ce) {
                ClauseClass::Task
            } else {
                task_or_requirement(rest.trim_start(), main_request)
            };
            out.push((cs, ce, class));
        }
    }
    out
}

/// A clause that introduces or frames an example ("… such as:", "```JSON", "Section 1"):
/// the example illustrates the requirements stated elsewhere.
fn example_intro(text: &Text, cs: usize, ce: usize) -> bool {
    let raw = text.raw[cs..ce].trim();
    let line_end = text.raw[ce..].find('\n').map_or(text.raw.len(), |i| ce + i);
    (raw.ends_with(':') && line_end < text.raw.len())
        || raw.starts_with("```")
        || (raw.split_whitespace().count() <= 3 && !raw.ends_with('.') && !raw.ends_with('?'))
}

/// An untouched clause: task when recognised as such, a requirement when it addresses
/// the response.
fn task_or_requirement(rest: &str, main_request: bool) -> ClauseClass {
    let counted = COUNTED_THINGS
        .find_iter(rest)
        .any(|m| !m.as_str().ends_with(" words") || !main_request);
    if counted {
        return ClauseClass::UnreadRequirement;
    }
    let opening = TASK_OPENING.is_match(rest);
    let question = rest.trim_end().ends_with('?');
    if (opening || question || BACKGROUND.is_match(rest)) && !QUALIFIER.is_match(rest) {
        // A main request can still carry a requirement on the response's form.
        if opening && !main_request && requirements::lower_reads_like_requirement(rest) {
            return ClauseClass::UnreadRequirement;
        }
        return ClauseClass::Task;
    }
    // Background ("Each member has at least one pet") asks nothing; a clause that asks
    // something about a part or format of the text is a requirement.
    if ASKS.is_match(rest) && (FORM_NOUN.is_match(rest) || QUALIFIER.is_match(rest)) {
        ClauseClass::UnreadRequirement
    } else {
        ClauseClass::Task
    }
}

/// The unread-requirement clauses, as unexplained parts of the Spec.
pub(crate) fn unread(text: &Text, found: &[Found], covered: &[Span]) -> Vec<Unexplained> {
    classify(text, found, covered)
        .into_iter()
        .filter(|&(_, _, c)| c == ClauseClass::UnreadRequirement)
        .map(|(cs, ce, _)| trimmed(text, cs, ce))
        .collect()
}

fn trimmed(text: &Text, cs: usize, ce: usize) -> Unexplained {
    let raw = &text.raw[cs..ce];
    let lead = raw.len() - raw.trim_start().len();
    let trail = raw.len() - raw.trim_end().len();
    let (ps, pe) = (cs + lead, ce - trail);
    Unexplained {
        text: text.raw[ps..pe].to_string(),
        source: Span { start: ps, end: pe },
    }
}

/// Every clause of `instruction` with its class and the constraints of `spec` read from
/// it. Works on any Spec (rules, LLM, combined): a clause holding an unexplained part is
/// an unread requirement, one a constraint was read from is read, the rest is task text.
pub fn account(instruction: &str, spec: &Spec) -> Vec<Clause> {
    let text = Text::new(instruction);
    let mut out = Vec::new();
    for &(s, e) in &text.sentences {
        for (cs, ce) in requirements::clauses(&text, s, e) {
            if text.raw[cs..ce].trim().is_empty() {
                continue;
            }
            let overlaps = |span: &Span| span.start < ce && cs < span.end;
            let constraints: Vec<String> = spec
                .constraints
                .iter()
                .filter(|c| c.source.as_ref().is_some_and(overlaps))
                .map(|c| c.id.clone())
                .collect();
            let class = if spec.unexplained.iter().any(|u| overlaps(&u.source)) {
                ClauseClass::UnreadRequirement
            } else if constraints.is_empty() {
                ClauseClass::Task
            } else {
                ClauseClass::Read
            };
            let t = trimmed(&text, cs, ce);
            out.push(Clause {
                text: t.text,
                source: t.source,
                class,
                constraints,
            });
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn classes(instruction: &str) -> Vec<(String, ClauseClass)> {
        let spec = crate::formulate_rules(instruction);
        account(instruction, &spec)
            .into_iter()
            .map(|c| (c.text, c.class))
            .collect()
    }

    #[test]
    fn the_main_request_and_a_question_are_task_text() {
        for instruction in [
            "Write a poem about cats.",
            "Explain how photosynthesis works.",
            "What is the capital of France?",
            "You are a helpful travel agent.",
        ] {
            assert!(
                classes(instruction)
                    .iter()
                    .all(|(_, c)| *c == ClauseClass::Task),
                "{instruction}: {:?}",
                classes(instruction)
            );
        }
    }

    #[test]
    fn a_count_of_things_in_the_task_is_a_requirement() {
        let c = classes("Give me five tips for better sleep.");
        assert_eq!(c[0].1, ClauseClass::UnreadRequirement, "{c:?}");
    }

    #[test]
    fn a_clause_a_rule_read_is_read() {
        let c = classes("Write a poem about cats. Do not use any commas.");
        assert_eq!(c[0].1, ClauseClass::Task, "{c:?}");
        assert_eq!(c[1].1, ClauseClass::Read, "{c:?}");
    }

    #[test]
    fn a_qualifier_a_rule_left_makes_the_clause_unread() {
        let c = classes("Include the word river in the third sentence.");
        assert_eq!(c[0].1, ClauseClass::UnreadRequirement, "{c:?}");
    }

    #[test]
    fn a_script_the_rules_do_not_read_is_a_requirement() {
        for instruction in ["不要使用表格", "回复不超过30个字"] {
            let c = classes(instruction);
            assert!(
                c.iter().all(|(_, c)| *c == ClauseClass::UnreadRequirement),
                "{instruction}: {c:?}"
            );
        }
    }
}
