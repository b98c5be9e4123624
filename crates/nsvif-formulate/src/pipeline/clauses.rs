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
    regex(r"^(?:(?:now|so|also|then|next|finally|first|ok|okay|hey|hi|hello)\s*,?\s+)?(?:(?:please|kindly)\s+|(?:can|could|would|will)\s+you\s+(?:please\s+)?|i\s+(?:want|need|would\s+like|'d\s+like)\s+(?:you\s+)?to\s+|help\s+me\s+(?:to\s+)?|let'?s\s+)?(?:write|rewrite|re-write|explain|summari[sz]e|describe|tell|create|compose|generate|draft|make|give|provide|suggest|recommend|come\s+up\s+with|think\s+of|plan|design|imagine|pretend|act|brainstorm|translate|elaborate|expand|analy[sz]e|compare|discuss|outline|critique|review|evaluate|name|predict|help|find|identify|share|prepare|produce|develop|craft|invent|propose|construct|build|calculate|solve|convert|define|argue|persuade|convince|introduce|present|tell|talk|reply\s+to|respond\s+to|answer\s+(?:the|this|my|these|following)|paraphrase|edit|improve|fix|correct|proofread|continue|complete|finish\s+(?:the|this)|classify|rate|rank|list\s+(?:some|the|a\s+few|all|several|ideas|reasons|ways)|what|who|whom|whose|why|how|when|where|which)\b")
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

/// How the response is shaped or voiced: a style, a persona to answer as, a structure, a
/// format, a count written with a hyphen ("a four-line poem", "a 4-day itinerary").
static SHAPE: LazyLock<Regex> = LazyLock::new(|| {
    regex(r"\b(?:as\s+if\s+you\s+were|in\s+the\s+(?:\w+\s+)?(?:style|voice|manner|tone)\s+of|(?:writing|narrative)\s+style|tone|hierarch\w*|template|structured?|format(?:ted)?|indent\w*|in\s+(?:html|json|xml|yaml|csv|markdown|latex)|(?:one|two|three|four|five|six|seven|eight|nine|ten|\d+)-(?:line|word|sentence|paragraph|section|part|step|point|item|day|page|minute|verse|stanza|chapter|act)|only\s+(?:output|return|respond|answer|reply|write|give|include|use|list)|nothing\s+but|output\s+nothing|nothing\s+else|without|except|(?:in|into)\s+(?:english|german|french|spanish|italian|portuguese|russian|chinese|japanese|korean|hindi|arabic|dutch|swedish|polish|turkish|greek|hebrew)|no\s+(?:explanation|preamble|introduction|commentary)s?)\b")
        .expect("static regex")
});

/// An imperative addressed to the assistant, after the main request: "provide a
/// citation", "incorporate humour", "mention the artist".
static IMPERATIVE: LazyLock<Regex> = LazyLock::new(|| {
    regex(r"(?:^|,\s*)(?:(?:please|kindly|also|additionally|and|but|then|finally|moreover|furthermore|now|so|just|remember\s+to|be\s+sure\s+to|make\s+sure\s+to|try\s+to|don'?t\s+forget\s+to|after\s+that|in\s+addition)\s*,?\s+)*(?:\w+ly\s+)?(?:write|rewrite|explain|summari[sz]e|describe|tell|create|compose|generate|draft|make|give|provide|suggest|recommend|offer|propose|incorporate|infuse|include|mention|list|name|identify|state|cite|quote|add|use|avoid|keep|maintain|emulate|mimic|imitate|channel|adopt|follow|focus|highlight|emphasi[sz]e|stress|present|frame|arrange|organi[sz]e|structure|format|translate|respond|reply|answer|output|return|print|show|ask|end|start|begin|conclude|finish|close|open|limit|restrict|ensure|refrain|abstain|stick|stay|address|consider|compare|contrast|discuss|analy[sz]e|evaluate|justify|support|substantiate|illustrate|demonstrate|elaborate|expand|break|divide|separate|group|sort|rank|order|number|label|mark|tag|bold|italici[sz]e|underline|capitali[sz]e|enclose|wrap|put|place|insert|append|prepend|repeat|copy|sign|alternate|vary|craft|construct|design|plan|outline|detail|specify|define|clarify|note|indicate|express|convey|reflect|capture|match|mirror|play|act|pretend|speak|talk|sound|never|always|only|do)\b")
        .expect("static regex")
});

/// A negation or a restriction: in the main request it constrains the response.
static NEGATION: LazyLock<Regex> = LazyLock::new(|| {
    regex(r"(?:not|never|no|don'?t|without|avoid\w*|only|except)").expect("static regex")
});

/// Nouns for parts or formats of a text.
const FORM_NOUNS: &str = r"(?:tables?|columns?|rows?|lists?|options?|labell?ed|labels?|headings?|headers?|bullets?|bullet\s+points?|numbered|format(?:ted|ting)?|markdown|json|xml|html|yaml|csv|code\s+blocks?|fonts?|emojis?|paragraphs?|sentences?|words?|lines?|characters?|sections?|subsections?|titles?|punctuation|commas?|items?|stanzas?|verses?|syllables?|versions?)";

/// A form noun the main request asks for ("a table", "in JSON", "with bullet points"),
/// not one it is about ("Explain what JSON is").
static ASKED_FORM: LazyLock<Regex> = LazyLock::new(|| {
    regex(&format!(
        r"\b(?:a|an|one|single|in|as|with|using|into)\s+(?:[\w-]+\s+){{0,2}}?{FORM_NOUNS}\b"
    ))
    .expect("static regex")
});

/// A count of things: "five tips", "3 reasons", "two different examples". A count of
/// words inside the main request ("a 500 word essay") is the task's size (IFEval's own
/// labels read it so), and a year or an age is no count.
static COUNTED_THINGS: LazyLock<Regex> = LazyLock::new(|| {
    regex(r"\b(?:\d+|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|thirty|forty|fifty|hundred|a\s+couple\s+of|a\s+pair\s+of|several|multiple)\s+(?:(?:different|distinct|unique|separate|short|long|main|key|brief|concise|good|great|best|creative|funny|simple|specific|possible|new|other|more|additional|[a-z]+-[a-z]+)\s+)?(?:[a-z]+\s+)?(?:tips|reasons|examples|ideas|ways|steps|options|items|points|questions|answers|facts|names|words|sentences|paragraphs|lines|bullets|sections|parts|titles|headings|versions|alternatives|suggestions|rules|stanzas|verses|jokes|haikus|poems|slogans|taglines|tweets|emojis|hashtags|bullet\s+points|columns|rows|benefits|advantages|disadvantages|arguments|quotes|sources|references|recommendations|strategies|methods|takeaways|lessons|keywords|phrases|riddles|responses|drafts|chapters|limericks|summaries|titles|q&as|faqs)\b|\b(?:two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|thirty|fifty|hundred|\d+)\s+(?:[a-z-]+\s+){0,2}?[a-z]{3,}s\b")
        .expect("static regex")
});

/// What a rule leaves of a clause that still constrains the response: positions, scopes,
/// "different", "only", ordinals, percentages and nested units.
static QUALIFIER: LazyLock<Regex> = LazyLock::new(|| {
    regex(r"\b(?:first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|last|final|\d+-?(?:st|nd|rd|th))\s+(?:\w+\s+)?(?:sentences?|paragraphs?|lines?|words?|bullets?|bullet\s+points?|sections?|items?|points?|ones?|stanzas?|parts?|columns?|rows?|options?)\b|\b(?:each|every|per)\s+(?:single\s+)?(?:of\s+them|(?:of\s+the\s+)?(?:sentences?|paragraphs?|lines?|bullets?|bullet\s+points?|sections?|items?|points?|words?|keywords?|stanzas?|parts?|headings?|titles?|names?|options?|entries|entry|tips?|examples?|rows?|columns?|verses?|chapters?|steps?|versions?|ones?))\b|\beach\s*[,.;]|\beach\s+(?:at\s+least|at\s+most|exactly|once|twice)\b|\b\d+\s*(?:%|percent)\s+of\b|\bsub-?(?:bullets?|points?|items?|lists?|sections?)\b|\bnested\b|\b(?:different|distinct|unique)\s+(?:[a-z]+\s+)?(?:tips|reasons|examples|ideas|ways|options|items|points|names|words|sentences|paragraphs|lines|sections|titles|versions|alternatives|numbers|keywords|languages|responses|answers|styles|formats|topics)\b|\bone\s+per\b|\blabell?ed\b|\bkeys?\b|\bfields?\b|\bcolumns?\b|\brows?\b|\btables?\b")
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
    let mut main_request_seen = false;
    // An instruction in a language the rules do not read: every clause is unread.
    let unread_language = foreign_words(&text.lower);
    for &(s, e) in &text.sentences {
        for (cs, ce) in requirements::clauses(text, s, e) {
            let lower = &text.lower[cs..ce];
            if lower.trim().is_empty() {
                continue;
            }
            let touched = taken.iter().any(|&(ts, te)| ts < ce && cs < te);
            // Quoted passages are content; what the rules read is read.
            let rest = blanked(
                lower,
                cs,
                text.quotes.iter().copied().chain(taken.iter().copied()),
            );
            let rest = FAMILY_PHRASE.replace_all(&rest, " ").into_owned();
            let class = if unread_language || foreign_script(&rest) {
                ClauseClass::UnreadRequirement
            } else if touched {
                if QUALIFIER.is_match(&rest) || untouched_piece_asks(text, cs, ce, &taken) {
                    ClauseClass::UnreadRequirement
                } else {
                    ClauseClass::Read
                }
            } else if requirements::example_line(&text.raw[cs..ce]) || example_intro(text, cs, ce) {
                ClauseClass::Task
            } else {
                let rest = rest.trim_start();
                let main_request = !main_request_seen && TASK_OPENING.is_match(rest);
                main_request_seen |= main_request;
                task_or_requirement(rest, main_request)
            };
            out.push((cs, ce, class));
        }
    }
    out
}

/// Where a touched clause continues with another requirement: "Use at least 300 words
/// and the poem must rhyme", "Do not use any commas and mention a scientist".
static CONJUNCTION: LazyLock<Regex> = LazyLock::new(|| {
    regex(r",\s+|;|\s+(?:and|but|also|plus|while|whereas)\s+").expect("static regex")
});

/// Whether a piece of a touched clause, between conjunctions, that no found or explained
/// span touches asks something of the response, as an untouched clause would. Why: a
/// rule reading one requirement of a clause says nothing of a second one joined to it,
/// and reading the clause as read would make a violated second requirement a silent
/// `sat`.
fn untouched_piece_asks(text: &Text, cs: usize, ce: usize, taken: &[(usize, usize)]) -> bool {
    let lower = &text.lower[cs..ce];
    let mut cuts: Vec<(usize, usize)> = CONJUNCTION
        .find_iter(lower)
        .map(|m| (cs + m.start(), cs + m.end()))
        .filter(|&(s, e)| !text.in_quotes(s, e))
        .collect();
    cuts.push((ce, ce));
    let mut from = cs;
    for (cut_start, cut_end) in cuts {
        let (ps, pe) = (from, cut_start);
        from = cut_end;
        if ps >= pe || taken.iter().any(|&(ts, te)| ts < pe && ps < te) {
            continue;
        }
        let piece = blanked(&text.lower[ps..pe], ps, text.quotes.iter().copied());
        let piece = piece.trim();
        if piece.chars().any(char::is_alphabetic)
            && task_or_requirement(piece, false) == ClauseClass::UnreadRequirement
        {
            return true;
        }
    }
    false
}

/// A clause that introduces or frames an example ("… such as:", "```JSON", "Section 1"):
/// the example illustrates the requirements stated elsewhere.
fn example_intro(text: &Text, cs: usize, ce: usize) -> bool {
    let raw = text.raw[cs..ce].trim();
    let line_end = text.raw[ce..].find('\n').map_or(text.raw.len(), |i| ce + i);
    (raw.ends_with(':') && line_end < text.raw.len())
        || raw.starts_with("```")
        // A label such as "Section 1" or "Paragraph X".
        || (raw.split_whitespace().count() <= 4
            && raw
                .split_whitespace()
                .last()
                .is_some_and(|w| w.chars().all(|c| c.is_ascii_digit()) || w == "X"))
}

/// An untouched clause. The main request ("Write a poem about cats"), a question,
/// background and persona are task text, unless they count or shape the response ("Write
/// a four-line poem", "five tips"); any other clause that asks something (an imperative,
/// a modal, a style to follow) is a requirement.
fn task_or_requirement(rest: &str, main_request: bool) -> ClauseClass {
    if COUNTED_THINGS.is_match(rest) || SHAPE.is_match(rest) {
        return ClauseClass::UnreadRequirement;
    }
    let asks = ASKS.is_match(rest) || IMPERATIVE.is_match(rest);
    if rest.trim_end().ends_with('?') && !asks {
        return ClauseClass::Task;
    }
    if main_request && NEGATION.is_match(rest) {
        // "Do not ask the user for …", "Describe it without naming …".
        return ClauseClass::UnreadRequirement;
    }
    if main_request {
        // The opening verb is not a noun of form ("List the steps": no list asked).
        let object = rest.split_once(' ').map_or("", |(_, o)| o);
        return if ASKED_FORM.is_match(object) || QUALIFIER.is_match(rest) {
            ClauseClass::UnreadRequirement
        } else {
            ClauseClass::Task
        };
    }
    if BACKGROUND.is_match(rest) && !ASKS.is_match(rest) {
        return ClauseClass::Task;
    }
    if asks {
        ClauseClass::UnreadRequirement
    } else {
        ClauseClass::Task
    }
}

/// Whether a lower-cased instruction is written in a language other than English that
/// uses Latin letters (Spanish, French, German, …): more of its function words are that
/// language's than English's. The rules read English only.
fn foreign_words(lower: &str) -> bool {
    const ENGLISH: &[&str] = &[
        "the", "and", "of", "to", "in", "is", "your", "you", "with", "for", "that", "be", "a",
        "an", "it", "this", "on", "should", "must", "not", "are", "or", "at", "as", "about",
        "each", "use", "write", "response", "answer",
    ];
    const OTHER: &[&str] = &[
        "wie",
        "keine",
        "nur",
        "auf",
        "für",
        "oder",
        "als",
        "auch",
        "bitte",
        "deine",
        "dein",
        "respuesta",
        "réponse",
        "risposta",
        "resposta",
        "antwort",
        "vous",
        "être",
        "tua",
        "sua",
        "utilisez",
        "escribe",
        "scrivi",
        "schreibe",
        "verwende",
        "de",
        "la",
        "le",
        "el",
        "en",
        "que",
        "y",
        "et",
        "des",
        "les",
        "una",
        "un",
        "une",
        "der",
        "die",
        "und",
        "das",
        "ist",
        "il",
        "di",
        "che",
        "per",
        "não",
        "do",
        "da",
        "em",
        "um",
        "você",
        "votre",
        "tu",
        "su",
        "con",
        "por",
        "para",
        "du",
        "au",
        "avec",
        "pour",
        "est",
        "ne",
        "pas",
        "los",
        "las",
        "del",
        "al",
        "sie",
        "ihre",
        "nicht",
        "mit",
        "zu",
        "ein",
        "eine",
        "den",
        "dem",
        "sua",
        "seu",
        "uma",
        "com",
        "não",
        "della",
        "nel",
        "deve",
        "debe",
        "doit",
        "muss",
        "sur",
        "dans",
        "ou",
        "o",
        "e",
        "é",
        "ты",
        "и",
        "в",
    ];
    let (mut english, mut other) = (0usize, 0usize);
    for w in lower.split(|c: char| !c.is_alphabetic()) {
        if w.is_empty() {
            continue;
        }
        english += usize::from(ENGLISH.contains(&w));
        other += usize::from(OTHER.contains(&w));
    }
    other >= 2 && other > english
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
    fn a_second_requirement_joined_to_a_read_one_is_unread() {
        for instruction in [
            "Use at least 300 words and the poem must rhyme.",
            "Do not use any commas and mention a famous scientist.",
            "Answer in all lowercase letters, and every stanza should have four lines.",
        ] {
            let c = classes(instruction);
            assert!(
                c.iter().any(|(_, c)| *c == ClauseClass::UnreadRequirement),
                "{instruction}: {c:?}"
            );
        }
        let c = classes("Use at least 300 words and do not use any commas.");
        assert!(c.iter().all(|(_, c)| *c == ClauseClass::Read), "{c:?}");
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
