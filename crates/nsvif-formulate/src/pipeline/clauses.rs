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
use rustc_hash::FxHashSet;
use serde::Serialize;

use super::requirements;
use crate::read::dense::{dfas, MatchOnly};
use crate::read::pattern::{regex, Regex};
use crate::read::span_sweep::SpanSweep;
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

/// A format named: JSON, YAML, a table, bullets, a code block.
static FORMAT_NAMED: LazyLock<Regex> = LazyLock::new(|| {
    regex(r"\b(?:json|yaml|xml|csv|markdown|tables?|bullets?|bullet\s+points?|code\s+blocks?)\b")
        .expect("static regex")
});

/// Verbs that open a main request: the task, not a requirement on its form.
static TASK_OPENING: LazyLock<MatchOnly> = LazyLock::new(|| MatchOnly::load(dfas::TASK_OPENING));

/// A request written as the name of what is asked for: "Instagram caption for a sunset
/// photo", "Product description for a bamboo toothbrush", "Haiku about coffee".
static NOUN_REQUEST: LazyLock<Regex> = LazyLock::new(|| {
    regex(r"^(?:(?:a|an|the)\s+)?(?:[a-z'-]+\s+){0,2}(?:caption|description|post|tweet|bio|summary|email|e-mail|message|reply|note|haiku|poem|limerick|slogan|tagline|headline|title|ad|advert|announcement|blurb|intro|introduction|pitch|script|macro|letter|review|story|joke|riddle|toast|speech|outline|agenda|checklist|recipe|itinerary|comment|update|newsletter|tl;dr|tldr)\s+(?:for|about|on|of|to|announcing|introducing|explaining|describing|promoting|celebrating|thanking|inviting)\b")
        .expect("static regex")
});

/// Persona, background and context: sentences about the situation, not the response.
static BACKGROUND: LazyLock<MatchOnly> = LazyLock::new(|| MatchOnly::load(dfas::BACKGROUND));

/// A clause that asks something of the response: a modal, a quantifier, or an
/// imperative that is not a task verb.
static ASKS: LazyLock<MatchOnly> = LazyLock::new(|| MatchOnly::load(dfas::ASKS));

/// How the response is shaped or voiced: a style, a persona to answer as, a structure, a
/// format, a count written with a hyphen ("a four-line poem", "a 4-day itinerary"), a
/// named form with a fixed structure ("a haiku", "a sonnet"), a language to write or
/// translate to, a layout per unit ("one item per line", "each on its own line").
static SHAPE: LazyLock<MatchOnly> = LazyLock::new(|| MatchOnly::load(dfas::SHAPE));

/// An imperative addressed to the assistant, after the main request: "provide a
/// citation", "incorporate humour", "mention the artist". "Do" only before "not" or a
/// verb: "Do you think …?" is a question.
static IMPERATIVE: LazyLock<Regex> = LazyLock::new(|| {
    regex(r"(?:^|,\s*)(?:(?:please|kindly|also|additionally|and|but|then|finally|moreover|furthermore|now|so|just|remember\s+to|be\s+sure\s+to|make\s+sure\s+to|try\s+to|don'?t\s+forget\s+to|after\s+that|in\s+addition)\s*,?\s+)*(?:\w+ly\s+)?(?:write|rewrite|explain|summari[sz]e|describe|tell|create|compose|generate|draft|make|give|provide|suggest|recommend|offer|propose|incorporate|infuse|include|mention|list|name|identify|state|cite|quote|add|use|avoid|keep|maintain|emulate|mimic|imitate|channel|adopt|follow|focus|highlight|emphasi[sz]e|stress|present|frame|arrange|organi[sz]e|structure|format|translate|respond|reply|answer|output|return|print|show|ask|end|start|begin|conclude|finish|close|open|limit|restrict|ensure|refrain|abstain|stick|stay|address|consider|compare|contrast|discuss|analy[sz]e|evaluate|justify|support|substantiate|illustrate|demonstrate|elaborate|expand|break|divide|separate|group|sort|rank|order|number|label|mark|tag|bold|italici[sz]e|underline|capitali[sz]e|enclose|wrap|put|place|insert|append|prepend|repeat|copy|sign|alternate|vary|craft|construct|design|plan|outline|detail|specify|define|clarify|note|indicate|express|convey|reflect|capture|match|mirror|play|act|pretend|speak|talk|sound|never|always|only|do\s+(?:not|include|use|mention|add|write|make|keep|avoid|give|provide|say|put|start|end|repeat))\b")
        .expect("static regex")
});

/// An obligation in the main request that is not a question ("When asked about prices,
/// always say …"): a rule of conduct, not the task.
static OBLIGATION: LazyLock<MatchOnly> = LazyLock::new(|| MatchOnly::load(dfas::OBLIGATION));

/// The response itself as the object of a request ("Present your response by …",
/// "Format the answer as …"): a requirement on its form, whatever the verb.
static RESPONSE_OBJECT: LazyLock<MatchOnly> =
    LazyLock::new(|| MatchOnly::load(dfas::RESPONSE_OBJECT));

/// A requirement written as a description of the response or of one of its parts ("The
/// poem rhymes.", "The answer is a single paragraph.", "Each line has five syllables."):
/// its subject is the response, its verb states what it is or holds.
static DESCRIBED: LazyLock<MatchOnly> = LazyLock::new(|| MatchOnly::load(dfas::DESCRIBED));

/// A sentence that opens with a prohibition and no verb ("No puns, please.", "Nothing
/// about politics."); inside a sentence ("… a vault but no money") it is content.
static PROHIBITION: LazyLock<MatchOnly> = LazyLock::new(|| MatchOnly::load(dfas::PROHIBITION));

/// A clause that opens by keeping something out of the response or holding it within a
/// bound, whatever it names ("Steer clear of jargon.", "Omit any mention of NASA.", "Be
/// brief.", "Stick to one paragraph.", "Shorten this: …"): a requirement, even where a
/// main request would stand (the first sentence of an instruction that opens with its
/// rules; a request to shorten asks for a response shorter than its text).
static RESTRICTION: LazyLock<MatchOnly> = LazyLock::new(|| MatchOnly::load(dfas::RESTRICTION));

/// A form noun in a clause of a few words ("One paragraph.", "Bullet points, please."):
/// a requirement stated without a verb.
static FORM_WORD: LazyLock<MatchOnly> = LazyLock::new(|| MatchOnly::load(dfas::FORM_WORD));

/// Whether `rest` is a verbless requirement: a few words naming a form, not a request
/// about one ("Explain what JSON is.").
fn form_fragment(rest: &str) -> bool {
    let words = rest.split_whitespace().count();
    (1..=4).contains(&words) && FORM_WORD.is_match(rest) && !TASK_OPENING.is_match(rest)
}

/// The piece to write doing something, in the present tense ("The toast thanks our
/// parents."); "is", "was", "has" and "does" describe it only with more words, which
/// [`DESCRIBED`] reads.
static ACTS: LazyLock<Regex> = LazyLock::new(|| {
    regex(r"^(?:the|your)\s+(?:poem|story|essay|email|letter|response|answer|reply|output|tweet|song|speech|haiku|limerick|summary|toast|slogan|caption|joke|riddle|headline)\s+(?P<verb>[a-z]+s)\b")
        .expect("static regex")
});

fn acts(rest: &str) -> bool {
    ACTS.captures(rest)
        .and_then(|c| c.name("verb"))
        .is_some_and(|v| !matches!(v.as_str(), "is" | "was" | "has" | "does"))
}

/// A property of the response given as a label ("Tone: friendly", "Audience: children").
static PROPERTY_LABEL: LazyLock<MatchOnly> =
    LazyLock::new(|| MatchOnly::load(dfas::PROPERTY_LABEL));

/// A wish about the response after the main request ("I'd like it to rhyme.", "Ideally
/// under a page.", "I don't want any jargon.").
static WISH: LazyLock<MatchOnly> = LazyLock::new(|| MatchOnly::load(dfas::WISH));

/// Where the response must put its weight ("with a special emphasis on …", "focusing on
/// …", "paying attention to …"): a requirement on its content, wherever it stands.
static FOCUS: LazyLock<MatchOnly> = LazyLock::new(|| MatchOnly::load(dfas::FOCUS));

/// A sentence after the main request that opens with a verb in the imperative, whatever
/// the verb ("Tailor it to …", "Walk through an example", "Additionally, please relate
/// your findings to …"): the word after the verb starts its object or a particle, not a
/// predicate, so the sentence tells the writer what to do, which is a requirement. The
/// verb is not taken from a list: a list is what let "relate" or "tailor" pass as task.
static BARE_IMPERATIVE: LazyLock<Regex> = LazyLock::new(|| {
    regex(r"^(?:(?:additionally|also|moreover|furthermore|besides|finally|lastly|then|in\s+addition|on\s+top\s+of\s+that|and|but)\s*,?\s+)*(?:(?:please|kindly)\s+[a-z]+|(?P<verb>[a-z]+)\s+(?:it|them|him|her|me|us|this|that|these|those|the|a|an|your|each|every|all|any|some|one|two|three|four|five|on|to|with|through|at|in|into|from|up|out|down|off|about|over|around|back|across|between|throughout|so)\b)")
        .expect("static regex")
});

/// First words that are not verbs in the imperative: determiners, pronouns, thanks, and
/// verbs of a permission or an aside ("Feel free …", "Thanks for …", "Note: …").
const NOT_IMPERATIVE: &[&str] = &[
    "the", "a", "an", "this", "that", "these", "those", "it", "he", "she", "they", "we", "i",
    "you", "my", "your", "his", "her", "their", "our", "its", "there", "here", "what", "who",
    "which", "when", "where", "why", "how", "thanks", "thank", "feel", "if", "as", "in", "on",
    "at", "for", "from", "to", "with", "by", "of", "after", "before", "during", "since", "once",
    "all", "some", "many", "most", "both", "each", "every", "one", "no", "not",
];

fn bare_imperative(rest: &str) -> bool {
    let rest = rest.trim();
    if rest.ends_with('?') || BACKGROUND.is_match(rest) {
        return false;
    }
    BARE_IMPERATIVE.captures(rest).is_some_and(|c| {
        c.name("verb")
            .is_none_or(|v| !NOT_IMPERATIVE.contains(&v.as_str()) && v.as_str().len() > 2)
    })
}

/// A rule with its condition ("If they ask about refunds, direct them to …", "When
/// unsure, say so."): what follows the condition is an imperative.
static CONDITION_LEAD: LazyLock<Regex> = LazyLock::new(|| {
    regex(r"^(?:if|when|whenever|unless|in\s+case|once|where)\b[^,]{1,120},\s*")
        .expect("static regex")
});

fn conditional_rule(rest: &str) -> bool {
    CONDITION_LEAD.find(rest.trim()).is_some_and(|m| {
        let then = &rest.trim()[m.end()..];
        bare_imperative(then) || ASKS.is_match(then) || IMPERATIVE.is_match(then)
    })
}

/// Words that open a sentence of courtesy, not a requirement ("Thanks!", "Good luck.").
static COURTESY: LazyLock<MatchOnly> = LazyLock::new(|| MatchOnly::load(dfas::COURTESY));

/// A sentence of a few words after the request, with no question and no courtesy ("Polite
/// but firm.", "Chorus twice.", "British spelling."): a requirement stated without a
/// verb, whatever its words. A label ("Title: …") is left to the label rules.
/// A clause that opens on a part of the response named by its place or taken one by one
/// ("The second one in bold.", "The last paragraph with a question.", "Each one a verb
/// phrase."): whatever it says of that part is a requirement.
static PART_REFERENCE: LazyLock<Regex> = LazyLock::new(|| {
    regex(r"^(?:(?:and|also|then|but)\s+)?(?:(?:the\s+)?(?:first|second|third|fourth|fifth|sixth|seventh|last|final|next|opening|closing|1st|2nd|3rd|4th|5th)|each|every)\s+(?:one|ones|of\s+them|paragraphs?|sentences?|lines?|bullets?|bullet\s+points?|items?|points?|sections?|parts?|steps?|stanzas?|verses?|entries|entry|words?)\b")
        .expect("static regex")
});

fn verbless_fragment(rest: &str) -> bool {
    let rest = rest.trim();
    let words = rest.split_whitespace().count();
    (1..=4).contains(&words)
        && rest.chars().any(char::is_alphabetic)
        && !rest.ends_with('?')
        && !rest.contains(':')
        && !COURTESY.is_match(rest)
        && !BACKGROUND.is_match(rest)
        && !TASK_OPENING.is_match(rest)
}

/// A scope over the response's parts ("For each day give …", "In every paragraph …").
static SCOPE: LazyLock<MatchOnly> = LazyLock::new(|| MatchOnly::load(dfas::SCOPE));

/// A form noun the main request asks for ("a table", "in JSON", "with bullet points"),
/// not one it is about ("Explain what JSON is").
static ASKED_FORM: LazyLock<MatchOnly> = LazyLock::new(|| MatchOnly::load(dfas::ASKED_FORM));

/// A count of things: "five tips", "3 reasons", "two different examples". A count of
/// words inside the main request ("a 500 word essay") is the task's size (IFEval's own
/// labels read it so), and a year or an age is no count: a count of any other plural
/// ("13 colonies") is one only with at most three digits or more than four ("the 2022
/// olympics" is a year).
static COUNTED_THINGS: LazyLock<MatchOnly> =
    LazyLock::new(|| MatchOnly::load(dfas::COUNTED_THINGS));

/// What a rule leaves of a clause that still constrains the response: positions, scopes,
/// "different", "only", ordinals, percentages and nested units.
static QUALIFIER: LazyLock<MatchOnly> = LazyLock::new(|| MatchOnly::load(dfas::QUALIFIER));

/// Phrasings of families the rules read that hold a qualifier word: the separator of
/// paragraphs ("each paragraph separated by two new lines"), the bullet marker ("use * to
/// indicate each bullet").
static FAMILY_PHRASE: LazyLock<Regex> = LazyLock::new(|| {
    regex(r"(?:\b(?:each|every)\s+(?:\w+\s+)?(?:(?:is|are|should\s+be|must\s+be|being)\s+)?separated|\bseparate\s+(?:each|every)\s+\w+)(?:\s+(?:by|with|from)\s+(?:[\w*-]+\s*){1,5})?|\bindicate\s+each\s+bullet\b|\beach\s+(?:responses?|answers?)\b")
        .expect("static regex")
});

/// Whether a clause is written mostly in a script the rules do not read (a foreign word
/// inside an English sentence is content; "不要使用表格" is a requirement not understood).
/// Letters of that script are weighed against English *words*, not letters: one Chinese
/// character carries about a word, so "必须包含关键词coffee和latte" is Chinese with two
/// English words in it, not English.
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
    let latin_words = piece
        .split(|c: char| !c.is_ascii_alphabetic())
        .filter(|w| !w.is_empty())
        .count();
    foreign >= 2 && foreign > latin_words
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
    let mut sweep = SpanSweep::new(taken);
    let mut out = Vec::new();
    let mut main_request_seen = false;
    // A request already made, even with an opening verb TASK_OPENING does not list
    // ("Explore the advantages of …"): what follows it adds to it.
    let mut request_seen = false;
    // Inside a list of conditions ("… that satisfy the following conditions:"): its
    // items are requirements.
    let mut in_conditions = false;
    // An instruction in a language the rules do not read: every clause is unread.
    // Quotes included: an instruction written mostly inside quotation marks, or whose
    // material is mostly Chinese, is not one the rules read; an English instruction
    // quoting a few Chinese words still is.
    let unread_language = foreign_words(&text.lower) || foreign_script(&text.lower);
    for &(s, e) in &text.sentences {
        // The class of the previous clause of this sentence: a continuation of a
        // requirement ("…, and the answers listed at the end") is one too.
        let mut previous: Option<ClauseClass> = None;
        let clauses = requirements::clauses(text, s, e);
        for (k, &(cs, ce)) in clauses.iter().enumerate() {
            let lower = &text.lower[cs..ce];
            if lower.trim().is_empty() {
                continue;
            }
            in_conditions &= on_list_line(text, cs);
            let overlapping = sweep.overlapping(cs, ce);
            // The readings in this clause (the sweep holds `found`'s spans first): looked
            // up once, not over every reading of the instruction per clause.
            let here: Vec<&Found> = overlapping.iter().filter_map(|&i| found.get(i)).collect();
            let taken: Vec<(usize, usize)> = overlapping.iter().map(|&i| sweep.span(i)).collect();
            let touched = !taken.is_empty();
            // Quoted passages are content; what the rules read is read.
            let rest = blanked(
                lower,
                cs,
                (text.quotes_within(cs, ce).iter().copied()).chain(taken.iter().copied()),
            );
            // Blanked, not removed: `rest` keeps the clause's byte offsets.
            let family: Vec<(usize, usize)> = (FAMILY_PHRASE.find_iter(&rest))
                .map(|m| (cs + m.start(), cs + m.end()))
                .collect();
            let rest = blanked(&rest, cs, family.into_iter());
            // The script is judged before what the rules took is blanked: a rule that
            // reads an English keyword or a number of a Chinese clause has not read the
            // Chinese around it.
            let unquoted = blanked(lower, cs, text.quotes.iter().copied());
            let class = if unread_language
                || foreign_script(&unquoted)
                || !super::english::reads_as_english(&rest)
            {
                ClauseClass::UnreadRequirement
            } else if touched {
                // A main request the clause opens with, before what the rules read ("Write
                // a fairy tale about a dragon, making sure …"): it is read as an untouched
                // main request would be, and it is the main request of the instruction.
                let preposed = !main_request_seen && request_after_reading(text, cs, ce, &taken);
                let opening = !main_request_seen && (opens_a_request(text, cs, &taken) || preposed);
                main_request_seen |= opening;
                request_seen |= opening;
                // A clause that does not open a task: what is left of it must be
                // recognised as saying nothing of its own.
                // What the everyday grammar read leaves is explained by recognition:
                // outside a task clause every word of it, inside one what follows the
                // last reading ("Write 3 paragraphs *and a moral*").
                // The grammar may have read the task verb with its measure ("*Write three
                // bullet points* about solar power"): the clause still opens the task.
                let task_clause = opening
                    || TASK_OPENING.is_match(rest.trim_start())
                    || TASK_OPENING.is_match(lower.trim_start());
                // "Write 2 paragraphs." read whole is a request all the same: what follows
                // it speaks of the response.
                request_seen |= task_clause;
                let unexplained_rest = match last_grammar_end(&here, ce) {
                    // What follows is the request, read as one below.
                    Some(_) if preposed => false,
                    // What a template left is judged the same way, from its last reading.
                    // What a template left is judged the same way, from its last reading;
                    // the words its family speaks of ("placeholders represented by square
                    // brackets") are its own. A family with no such words (IFBench's, the
                    // DSL's) explains its clause.
                    None if !preposed => {
                        let families: Option<Vec<&Regex>> =
                            here.iter().map(|f| requirements::family_words(f)).collect();
                        match (families, last_reading_end(&here, ce)) {
                            (Some(families), Some(end)) => {
                                let own = |w: &str| {
                                    requirements::names_a_form(w)
                                        || families.iter().any(|re| re.is_match(w))
                                };
                                if task_clause {
                                    super::remainder::says_more_after_task(
                                        &rest[end.max(cs) - cs..],
                                        own,
                                    )
                                } else {
                                    super::remainder::says_more(&rest, own)
                                }
                            }
                            // Only a span another reading explained (a second mention of
                            // a format read once): what is left must say nothing more.
                            (Some(_), None) => {
                                super::remainder::says_more(&rest, requirements::names_a_form)
                            }
                            _ => false,
                        }
                    }
                    None => false,
                    // A reading that began in the clause before ("Write at least 3 *but
                    // no more than 5 sentences* about cats") carries its task on.
                    Some(_) if !task_clause && !grammar_began_before(&here, cs) => {
                        super::remainder::says_more(&rest, requirements::names_a_form)
                    }
                    Some(end) => super::remainder::says_more_after_task(
                        &rest[end - cs..],
                        requirements::names_a_form,
                    ),
                };
                if QUALIFIER.is_match(&rest)
                    || unexplained_rest
                    || (reads_a_word_list(found, cs, ce) && OPEN_LIST.is_match(&unquoted))
                    || asks_a_form(rest.trim_start())
                    || untouched_piece_asks(
                        text,
                        (cs, ce),
                        &taken,
                        PieceContext {
                            opens_the_request: opening && !preposed,
                            request_after_reading: preposed,
                            read_at_the_end: ends_the_response(found, cs, ce),
                            two_responses: reads(found, cs, ce, &["combination:two_responses"]),
                        },
                    )
                {
                    ClauseClass::UnreadRequirement
                } else {
                    ClauseClass::Read
                }
            } else if in_conditions {
                ClauseClass::UnreadRequirement
            } else if CONDITIONS.is_match(&rest) {
                // A line that introduces the conditions listed under it states none
                // itself: the items are requirements (read or unread). Conditions stated
                // in the same clause, or a count of its own ("list three more sports that
                // satisfy …:"), make it a requirement.
                in_conditions = text.raw[cs..ce].trim_end().ends_with(':');
                if in_conditions && !COUNTED_THINGS.is_match(&rest) {
                    ClauseClass::Task
                } else {
                    ClauseClass::UnreadRequirement
                }
            } else if requirements::example_line(text, cs)
                || example_intro(text, cs, ce)
                || lead_in(&rest)
                || (END_OF_RESPONSE.is_match(rest.trim().trim_end_matches([',', ':']))
                    && clauses
                        .get(k + 1)
                        .is_some_and(|&(ns, ne)| ends_the_response(found, ns, ne)))
            {
                ClauseClass::Task
            } else {
                let rest = rest.trim_start();
                let after_main_request = main_request_seen || request_seen;
                let main_request = !main_request_seen && TASK_OPENING.is_match(rest);
                main_request_seen |= main_request;
                let class = match task_or_requirement(
                    rest,
                    main_request,
                    after_main_request,
                    previous.is_none(),
                ) {
                    ClauseClass::Task
                        if previous.is_some_and(|p| p != ClauseClass::Task)
                            && continuation(rest) =>
                    {
                        ClauseClass::UnreadRequirement
                    }
                    class => class,
                };
                // A persona or background sentence counts too: in a system prompt the
                // sentences after "You are …" are its standing rules.
                request_seen |= !rest.trim_end().ends_with('?');
                class
            };
            previous = Some(class);
            out.push((cs, ce, class));
        }
    }
    out
}

/// The end of the last reading among `here` (the clause's), within the clause.
fn last_reading_end(here: &[&Found], ce: usize) -> Option<usize> {
    here.iter().map(|f| f.span.end.min(ce)).max()
}

/// Whether a grammar reading among `here` began before the clause at `cs`.
fn grammar_began_before(here: &[&Found], cs: usize) -> bool {
    here.iter().any(|f| f.grammar && f.span.start < cs)
}

/// The end of the last reading of the everyday grammar among `here`, within the clause.
fn last_grammar_end(here: &[&Found], ce: usize) -> Option<usize> {
    here.iter()
        .filter(|f| f.grammar)
        .map(|f| f.span.end.min(ce))
        .max()
}

/// Whether what a rule left of a main request still asks for a form of its own ("Describe
/// autumn in a single sentence" around a read "that never uses the letter e"), as the same
/// request would untouched.
fn asks_a_form(rest: &str) -> bool {
    TASK_OPENING.is_match(rest)
        && rest
            .split_once(' ')
            .is_some_and(|(_, object)| ASKED_FORM.is_match(object))
}

/// A list the rule read that the instruction leaves open ("negative words such as 'sad',
/// 'crazy', etc."): the items read are examples of a wider class, which the rule did not
/// read (see [`reads_a_word_list`]).
static OPEN_LIST: LazyLock<Regex> = LazyLock::new(|| {
    regex(r"\b(?:etc|and\s+so\s+on|and\s+the\s+like|or\s+the\s+like|and\s+similar|or\s+similar|among\s+others)\b")
        .expect("static regex")
});

/// Whether a constraint read in the clause `cs..ce` is a list of words to use or avoid,
/// whose items an open list ("such as …, etc.") would only exemplify. Examples of a form
/// ("*italic text 1*, *italic text 2*, etc.") leave nothing open.
fn reads_a_word_list(found: &[Found], cs: usize, ce: usize) -> bool {
    reads(
        found,
        cs,
        ce,
        &["keywords:forbidden_words", "keywords:existence"],
    )
}

/// Where a touched clause continues with another requirement: "Use at least 300 words
/// and the poem must rhyme", "Do not use any commas and mention a scientist". Not a bare
/// "also": between a modal and its verb ("It must also contain a title") it joins nothing.
static CONJUNCTION: LazyLock<Regex> =
    LazyLock::new(|| regex(r",\s+|;|\s+(?:and|but|plus|while|whereas)\s+").expect("static regex"));

/// The whole response named as the place of a requirement ("In your response", "Throughout
/// your entire answer"): every rule reads the whole response, so it adds nothing.
static WHOLE_RESPONSE: LazyLock<Regex> = LazyLock::new(|| {
    regex(r"^(?:(?:and|also|but|so|then)\s+)?(?:in|throughout|within|across|for)\s+(?:all\s+of\s+)?(?:your|the)\s+(?:(?:entire|whole|complete|full)\s+)?(?:response|answer|reply|output)$")
        .expect("static regex")
});

/// A word that only leads into what follows ("Also, …", "First, …", "Finally, …").
static CONNECTIVE: LazyLock<Regex> = LazyLock::new(|| {
    regex(r"^(?:also|first(?:ly)?|second(?:ly)?|third(?:ly)?|then|next|finally|lastly|additionally|moreover|furthermore|besides|however|in\s+addition|after\s+that|afterwards|now|again)$")
        .expect("static regex")
});

/// Whether a clause or a piece of one only leads into the next: a connective, or the
/// whole response named as a place. It states nothing of its own; what it leads into is
/// classified on its own.
fn lead_in(piece: &str) -> bool {
    let piece = piece
        .trim()
        .trim_matches(|c: char| c.is_ascii_punctuation() || c.is_whitespace());
    CONNECTIVE.is_match(piece) || WHOLE_RESPONSE.is_match(piece)
}

/// The end of the response as a place ("At the end of your response", "After your
/// answer"): what a postscript or a required ending already says.
static END_OF_RESPONSE: LazyLock<Regex> = LazyLock::new(|| {
    regex(r"^(?:at|by|near)\s+the\s+(?:very\s+)?end\s+of\s+(?:your|the)\s+(?:(?:entire|whole)\s+)?(?:response|answer|reply|output)$|^after\s+(?:your|the)\s+(?:(?:entire|main)\s+)?(?:response|answer|reply|output)$")
        .expect("static regex")
});

/// What [`untouched_piece_asks`] knows of the clause around the pieces.
#[derive(Clone, Copy)]
struct PieceContext {
    /// The clause opens with the instruction's main request, before what the rules read.
    opens_the_request: bool,
    /// The main request follows a reading the clause opens with ("In at least 25 words,
    /// give me tips …"): the first piece no rule read is that request.
    request_after_reading: bool,
    /// A constraint read in the clause sits at the end of the response by itself.
    read_at_the_end: bool,
    /// The clause holds a read "two responses", whose separator is six asterisks.
    two_responses: bool,
}

/// The separator of two responses, as the rule for them reads it ("separated by 6
/// asterisk symbols: ******").
static TWO_RESPONSES_SEPARATOR: LazyLock<Regex> = LazyLock::new(|| {
    regex(r"^(?:and\s+)?(?:separated|divided)\s+(?:by|with)\s+(?:6|six)\s+asterisks?(?:\s+(?:symbols?|signs?|marks?))?\W*$")
        .expect("static regex")
});

/// Whether the words of the clause at `cs` before the first span the rules took open a
/// request with what it is about ("Write a fairy tale about a dragon"): a request verb
/// and at least three words, neither an obligation nor the response as their object.
/// "Please give exactly" or "Answer with" open nothing: their object is what was read.
fn opens_a_request(text: &Text, cs: usize, taken: &[(usize, usize)]) -> bool {
    let Some(first) = taken.iter().map(|&(s, _)| s).min() else {
        return false;
    };
    if first <= cs || !text.lower.is_char_boundary(first) {
        return false;
    }
    let before = text.lower[cs..first]
        .trim()
        .trim_end_matches(|c: char| c.is_ascii_punctuation() || c.is_whitespace());
    before.split_whitespace().count() >= 3
        && !before.ends_with('?')
        && (TASK_OPENING.is_match(before) || NOUN_REQUEST.is_match(before))
        // "Make sure your post contains …", "Wrap your entire response …": the words
        // before what was read are the requirement's own.
        && !OBLIGATION.is_match(before)
        && !RESPONSE_OBJECT.is_match(before)
}

/// Whether the clause `cs..ce` opens with a reading, after words that say nothing of
/// their own, and its main request follows after a comma: "In at least 25 words, give
/// me tips …", "In 50 words or fewer, describe …".
fn request_after_reading(text: &Text, cs: usize, ce: usize, taken: &[(usize, usize)]) -> bool {
    let Some(&(first, first_end)) = taken.iter().min_by_key(|&&(s, _)| s) else {
        return false;
    };
    if first < cs || first_end > ce || !text.lower.is_char_boundary(first) {
        return false;
    }
    let Some(after) = text.lower.get(first_end..ce) else {
        return false;
    };
    let Some(after) = after.trim_start().strip_prefix(',') else {
        return false;
    };
    super::remainder::content_words(&text.lower[cs..first])
        .next()
        .is_none()
        && !taken.iter().any(|&(s, e)| s >= first_end && e <= ce)
        && TASK_OPENING.is_match(after.trim_start())
}

/// Whether a constraint of one of the IFEval families `ids` was read in the clause `cs..ce`.
fn reads(found: &[Found], cs: usize, ce: usize, ids: &[&str]) -> bool {
    found.iter().any(|f| {
        f.span.start < ce && cs < f.span.end && f.ifeval_id().is_some_and(|id| ids.contains(&id))
    })
}

/// Whether a constraint read in the clause `cs..ce` sits at the end of the response by
/// itself: a postscript, or the phrase the response ends with.
fn ends_the_response(found: &[Found], cs: usize, ce: usize) -> bool {
    reads(
        found,
        cs,
        ce,
        &["detectable_content:postscript", "startend:end_checker"],
    )
}

/// A piece that illustrates what was just said rather than adding to it.
static ILLUSTRATION: LazyLock<MatchOnly> = LazyLock::new(|| MatchOnly::load(dfas::ILLUSTRATION));

/// Whether a piece of a touched clause, between conjunctions, that no found or explained
/// span touches asks something of the response, as an untouched clause would. Why: a
/// rule reading one requirement of a clause says nothing of a second one joined to it,
/// and reading the clause as read would make a violated second requirement a silent
/// `sat`.
fn untouched_piece_asks(
    text: &Text,
    (cs, ce): (usize, usize),
    taken: &[(usize, usize)],
    context: PieceContext,
) -> bool {
    let lower = &text.lower[cs..ce];
    let mut cuts: Vec<(usize, usize)> = CONJUNCTION
        .find_iter(lower)
        .map(|m| (cs + m.start(), cs + m.end()))
        .filter(|&(s, e)| !text.in_quotes(s, e))
        .collect();
    cuts.push((ce, ce));
    let mut from = cs;
    let mut request_after_reading = context.request_after_reading;
    for (cut_start, cut_end) in cuts {
        let (ps, pe) = (from, cut_start);
        from = cut_end;
        if ps >= pe {
            continue;
        }
        if taken.iter().any(|&(ts, te)| ts < pe && ps < te) {
            // What a rule left of a piece it read in ("Write one sentence about cats that
            // rhymes", "a three paragraph essay in the style of Hemingway"): a shape or a
            // modifier of the response there is a requirement of its own.
            let rest = blanked(
                &text.lower[ps..pe],
                ps,
                (text.quotes_within(ps, pe).iter().copied()).chain(taken.iter().copied()),
            );
            if modifies(&rest) {
                return true;
            }
            continue;
        }
        let piece = blanked(
            &text.lower[ps..pe],
            ps,
            text.quotes_within(ps, pe).iter().copied(),
        );
        let piece = piece.trim();
        // "…, mentioning the Eiffel Tower": a modifier of the response.
        if modifies(piece) {
            return true;
        }
        // "…, i.e. *highlighted section*": an illustration of the requirement read.
        if ILLUSTRATION.is_match(piece) {
            continue;
        }
        // "In your response, …": the whole response, which every rule reads anyway; "At
        // the end of your response, …" where what was read is a postscript or an ending.
        if lead_in(piece)
            || (context.read_at_the_end && END_OF_RESPONSE.is_match(piece))
            || (context.two_responses && TWO_RESPONSES_SEPARATOR.is_match(piece))
        {
            continue;
        }
        let request_here =
            (ps == cs && context.opens_the_request) || std::mem::take(&mut request_after_reading);
        let class = if request_here {
            task_or_requirement(piece, true, false, true)
        } else {
            task_or_requirement(piece, false, true, false)
        };
        if piece.chars().any(char::is_alphabetic)
            && (PIECE_NEGATION.is_match(piece) || class == ClauseClass::UnreadRequirement)
        {
            return true;
        }
    }
    false
}

/// A modifier that puts something in the response or shapes it: a participle ("mentioning
/// the Eiffel Tower", "citing two sources", "written for children"), or a relative clause
/// on the piece to write ("… that rhymes", "which includes a moral").
static MODIFIER: LazyLock<Regex> = LazyLock::new(|| {
    regex(r"(?:^|,\s*)(?:while\s+|by\s+|and\s+)?(?:mentioning|including|citing|featuring|referencing|incorporating|highlighting|emphasi[sz]ing|using|avoiding|ending|starting|beginning|opening|closing|concluding|ensuring|making\s+sure|keeping|written|formatted|structured|organi[sz]ed|presented|addressed|aimed|targeted|tailored|rhyming|numbered|listed)\b|\b(?:that|which)\s+(?:rhymes?|uses?|includes?|mentions?|contains?|features?|ends?|starts?|begins?|opens?|closes?|follows?|repeats?|alternates?|references?|cites?|highlights?|describes?|explains?|has|have|is\s+(?:written|formatted|addressed|told|set|narrated))\b")
        .expect("static regex")
});

/// Words after a [`MODIFIER`] that are not an object of its own ("making sure to use ____",
/// "that contains at least ____").
const MODIFIER_FILLER: &[&str] = &[
    "the", "and", "for", "your", "with", "all", "use", "using", "that", "are", "its", "sure",
    "make", "least", "most", "once",
];

/// Whether `piece` (what the rules took blanked) has a [`MODIFIER`] with words of its own
/// after it: "… that rhymes", not "… that contains ____" whose object a rule read.
fn modifies(piece: &str) -> bool {
    MODIFIER.find_iter(piece).any(|m| {
        // A verb that needs no object: "… that rhymes".
        ["rhyme", "rhymes", "rhyming"]
            .iter()
            .any(|v| m.as_str().ends_with(v))
            || piece[m.end()..]
                .split(|c: char| !c.is_alphabetic())
                .any(|w| w.len() >= 3 && !MODIFIER_FILLER.contains(&w))
    })
}

/// A piece joined to a read requirement that opens with a negation ("…, using no
/// adjectives", "…, but not in the title"): a restriction the rule did not read. A
/// negation further in ("this does not apply to titles") is left to the other readings.
static PIECE_NEGATION: LazyLock<MatchOnly> =
    LazyLock::new(|| MatchOnly::load(dfas::PIECE_NEGATION));

/// A clause that introduces the conditions the response must satisfy ("… that satisfy
/// all of the following conditions:", "Requirements:").
static CONDITIONS: LazyLock<MatchOnly> = LazyLock::new(|| MatchOnly::load(dfas::CONDITIONS));

/// Whether the clause at `cs` is on a line that opens with a list marker ("1.", "-",
/// "a)", "•").
fn on_list_line(text: &Text, cs: usize) -> bool {
    text.raw[text.line_start(cs)..]
        .split_whitespace()
        .next()
        .is_some_and(|w| LIST_MARKER.is_match(w))
}

static LIST_MARKER: LazyLock<MatchOnly> = LazyLock::new(|| MatchOnly::load(dfas::LIST_MARKER));

/// A clause that continues the previous one of its sentence rather than opening a request
/// of its own: no question, no persona or background, no new main request.
fn continuation(rest: &str) -> bool {
    let rest = rest.trim();
    !rest.ends_with('?') && !BACKGROUND.is_match(rest) && !TASK_OPENING.is_match(rest)
}

/// A clause that introduces or frames an example ("… such as:", "```JSON", "Section 1"):
/// the example illustrates the requirements stated elsewhere.
fn example_intro(text: &Text, cs: usize, ce: usize) -> bool {
    let raw = text.raw[cs..ce].trim();
    (raw.ends_with(':') && text.line_end(ce) < text.raw.len())
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
fn task_or_requirement(
    rest: &str,
    main_request: bool,
    after_main_request: bool,
    opens_sentence: bool,
) -> ClauseClass {
    if defers(rest) {
        return ClauseClass::Task;
    }
    if COUNTED_THINGS.is_match(rest)
        || SHAPE.is_match(rest)
        || DESCRIBED.is_match(rest)
        || (opens_sentence && PROHIBITION.is_match(rest))
        || RESTRICTION.is_match(rest)
        || SCOPE.is_match(rest)
        || FOCUS.is_match(rest)
        || (!main_request && after_main_request && opens_sentence && bare_imperative(rest))
        || (after_main_request && conditional_rule(rest))
        || (after_main_request && opens_sentence && verbless_fragment(rest))
        || (after_main_request && PART_REFERENCE.is_match(rest))
        || (!rest.trim_end().ends_with('?') && form_fragment(rest))
        || acts(rest)
        || PROPERTY_LABEL.is_match(rest)
        || (after_main_request && WISH.is_match(rest))
        // "Answer as JSON containing product and price." after the request: a format
        // asked for, whatever its verb.
        || (after_main_request && !rest.trim_end().ends_with('?') && FORMAT_NAMED.is_match(rest))
    {
        return ClauseClass::UnreadRequirement;
    }
    let asks = ASKS.is_match(rest) || IMPERATIVE.is_match(rest);
    let question = rest.trim_end().ends_with('?');
    if question && !asks {
        return ClauseClass::Task;
    }
    if !question && (OBLIGATION.is_match(rest) || RESPONSE_OBJECT.is_match(rest)) {
        // "When asked about prices, always say …", "Present your response by …".
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
    if after_main_request && !question && ASKED_FORM.is_match(rest) {
        // A statement after the request or a persona that puts a form on something:
        // "Recipes are given as numbered steps.", the standing rule of a system prompt.
        return ClauseClass::UnreadRequirement;
    }
    if asks {
        ClauseClass::UnreadRequirement
    } else {
        ClauseClass::Task
    }
}

/// A permission that loosens rather than binds ("You may meet the requirement by
/// sacrificing quality", "Feel free to be informal"), or a pointer back at the stated
/// requirements ("always ensure that the requirement is satisfied"): neither states a
/// requirement of its own. One with a bound or a negation ("You may use at most 3
/// bullets") is left to the other readings.
static DEFERS: LazyLock<Regex> = LazyLock::new(|| {
    regex(r"^(?:(?:and|but|also|so)\s+)?(?:you\s+(?:may|can|are\s+(?:allowed|free|welcome)\s+to)|feel\s+free\s+to|it\s+is\s+(?:ok|okay|fine|acceptable)\s+to|it's\s+(?:ok|okay|fine)\s+to)\b|^(?:(?:and|but|also|so)\s+)?(?:(?:please|always|just)\s+)?(?:ensure|make\s+sure|be\s+sure)\s+(?:that\s+)?(?:the|these|those|all|every|each|my|our)\s+(?:above\s+|stated\s+|given\s+|listed\s+|following\s+)?(?:requirements?|constraints?|instructions?|rules?|conditions?)\s+(?:is|are)\s+(?:satisfied|met|followed|fulfilled|respected|adhered\s+to|obeyed)\W*$")
        .expect("static regex")
});

/// Bounds and negations a permission may carry.
static BINDS: LazyLock<Regex> = LazyLock::new(|| {
    regex(r"\b(?:not|no|never|only|at\s+most|at\s+least|up\s+to|more\s+than|less\s+than|fewer\s+than|exactly|\d+|one|two|three|four|five|six|seven|eight|nine|ten)\b")
        .expect("static regex")
});

fn defers(rest: &str) -> bool {
    DEFERS.is_match(rest.trim()) && !BINDS.is_match(rest)
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
    // Sets, not the slices: every word of the instruction is looked up, with a hash
    // for short keys (SipHash's was a tenth of classifying the clauses).
    static WORDS: LazyLock<[FxHashSet<&str>; 2]> = LazyLock::new(|| {
        [
            ENGLISH.iter().copied().collect(),
            OTHER.iter().copied().collect(),
        ]
    });
    let [english_words, other_words] = &*WORDS;
    let (mut english, mut other) = (0usize, 0usize);
    for w in lower.split(|c: char| !c.is_alphabetic()) {
        if w.is_empty() {
            continue;
        }
        english += usize::from(english_words.contains(w));
        other += usize::from(other_words.contains(w));
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

pub(crate) fn trimmed(text: &Text, cs: usize, ce: usize) -> Unexplained {
    let raw = &text.raw[cs..ce];
    let lead = raw.len() - raw.trim_start().len();
    let trail = raw.len() - raw.trim_end().len();
    let (ps, pe) = (cs + lead, ce - trail);
    Unexplained {
        text: text.raw[ps..pe].to_string(),
        source: Span { start: ps, end: pe },
        message: None,
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
    fn a_clause_that_keeps_something_out_is_a_requirement_even_first() {
        for rule in [
            "Steer clear of jargon.",
            "Omit any mention of NASA.",
            "Leave out any numbers.",
            "Be brief.",
            "Keep it short.",
            "Skip the intro.",
            "Stick to one paragraph.",
            "Shorten it.",
        ] {
            for instruction in [
                format!("{rule} Tell me about the moon."),
                format!("Tell me about the moon. {rule}"),
            ] {
                let c = classes(&instruction);
                assert!(
                    c.iter()
                        .any(|(t, k)| t == rule && *k == ClauseClass::UnreadRequirement),
                    "{c:?}"
                );
            }
        }
    }

    #[test]
    fn a_request_to_shorten_asks_for_less_than_its_text() {
        let c = classes("Shorten this. The text is: \"We met in spring.\"");
        assert_eq!(
            c.iter().map(|(_, k)| *k).collect::<Vec<_>>(),
            [ClauseClass::UnreadRequirement, ClauseClass::Task],
            "{c:?}"
        );
    }

    #[test]
    fn a_modifier_left_beside_a_read_requirement_is_unread() {
        for instruction in [
            "Describe Paris without using any commas, mentioning the Eiffel Tower.",
            "Write a poem about cats in all lowercase letters that rhymes.",
        ] {
            let spec = crate::formulate_rules(instruction);
            assert_eq!(spec.constraints.len(), 1, "{instruction}");
            assert!(!spec.unexplained.is_empty(), "{instruction}");
        }
        // Its object read by the rule: nothing left.
        let spec =
            crate::formulate_rules("Write a song about autumn that contains 20 to 25 sentences.");
        assert!(spec.unexplained.is_empty(), "{:?}", spec.unexplained);
    }

    #[test]
    fn a_negated_phrase_a_rule_only_marked_as_read_is_unread() {
        // "Use markdown" asks nothing checkable; "do not use markdown" does.
        for instruction in [
            "Do not use markdown.",
            "Write a poem. Never format it in markdown.",
        ] {
            let c = classes(instruction);
            assert_eq!(
                c.last().map(|c| c.1),
                Some(ClauseClass::UnreadRequirement),
                "{c:?}"
            );
        }
        assert_ne!(
            classes("Write a poem. Use markdown.")[1].1,
            ClauseClass::UnreadRequirement
        );
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
    fn a_question_about_the_world_is_task_text() {
        // "Do you …?" is no imperative, a year no count, "the weather conditions" no list
        // of conditions to meet.
        for instruction in [
            "Do you think Kareena Kapoor is a good actor?",
            "Why didn't the 2022 winter olympics have the best ratings?",
            "Are the weather conditions in the Arctic very cold most of the year?",
        ] {
            let c = classes(instruction);
            assert!(
                c.iter().all(|(_, c)| *c == ClauseClass::Task),
                "{instruction}: {c:?}"
            );
        }
        for instruction in [
            "Do include three examples.",
            "Name 13 colonies.",
            "Meet the following conditions: be brief.",
        ] {
            let c = classes(instruction);
            assert!(
                c.iter().any(|(_, c)| *c == ClauseClass::UnreadRequirement),
                "{instruction}: {c:?}"
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
    fn a_line_introducing_listed_conditions_is_no_requirement_itself() {
        let c = classes("Write a note that meets these conditions:\n- Do not use any commas.");
        assert_eq!(c[0].1, ClauseClass::Task, "{c:?}");
        assert_eq!(c[1].1, ClauseClass::Read, "{c:?}");
        let c = classes("Write a note under these conditions: it must rhyme.");
        assert!(
            c.iter().any(|(_, c)| *c == ClauseClass::UnreadRequirement),
            "{c:?}"
        );
    }

    #[test]
    fn a_lead_in_to_a_read_requirement_adds_none() {
        // The whole response named as a place, a connective, "at the end" of a postscript,
        // and "also" between a modal and its verb: each clause is read or task text.
        for instruction in [
            "In your response, the word river should appear at least 2 times.",
            "In your entire response, refrain from the use of any commas.",
            "Throughout your entire response, do not use any commas.",
            "At the end of your response, please explicitly add a postscript starting with P.S.",
            "After your response, please add a postscript starting with P.P.S",
            "Also, do not include the keywords slow and kid.",
            "It must also contain a title, wrapped in double angular brackets, i.e. <<title>>.",
        ] {
            let c = classes(&format!("Write a poem. {instruction}"));
            assert!(
                c.iter().all(|(_, c)| *c != ClauseClass::UnreadRequirement),
                "{instruction}: {c:?}"
            );
            assert!(c.iter().any(|(_, c)| *c == ClauseClass::Read), "{c:?}");
        }
    }

    #[test]
    fn a_main_request_before_a_read_requirement_is_the_main_request() {
        for instruction in [
            "Write a fairy tale about a dragon, making sure the word 'replied' appears at least twice.",
            "Write an essay on first names, without using any capital letters",
            "What do megaliths look like? Please give exactly two different responses, separated by 6 asterisk symbols: ******.",
            "Write a text ad for a website, and at the end of your response, add a postscript starting with P.S.",
        ] {
            let c = classes(instruction);
            assert!(
                c.iter().all(|(_, c)| *c != ClauseClass::UnreadRequirement),
                "{instruction}: {c:?}"
            );
        }
        // A second request after it is not the main request, and what shapes the first
        // (a haiku, five tips) is still unread; so is an obligation before the task.
        for instruction in [
            "Write a poem about cats without using any commas. Write a story about dogs.",
            "Write a fairy tale about a dragon, making sure the word 'replied' appears twice. Explain why dogs bark.",
            "Write a haiku about cats, making sure the word moon appears at least twice.",
            "Give me five tips for sleep, making sure the word moon appears at least twice.",
            "Write a poem about cats, using the word river at least twice. Make it short.",
        ] {
            let c = classes(instruction);
            assert!(
                c.iter().any(|(_, c)| *c == ClauseClass::UnreadRequirement),
                "{instruction}: {c:?}"
            );
        }
        let c = classes("Make sure your post has at least 7 placeholders such as [name]. Draft a blog post about Ripley's Aquarium.");
        assert_eq!(c.last().map(|c| c.1), Some(ClauseClass::Task), "{c:?}");
    }

    #[test]
    fn a_place_or_an_open_list_a_rule_did_not_read_stays_unread() {
        // A place that is not the whole response, the end without a postscript, a list
        // left open with "etc.", and a requirement after a connective stay unread.
        for instruction in [
            "In your conclusion, use the word river at least twice.",
            "At the end of your response, include the word river.",
            "Do not include negative words such as 'sad', 'crazy', etc., in the response.",
            "Also, make it rhyme.",
            "In your response, the word river should appear at least 2 times in the last paragraph.",
        ] {
            let c = classes(&format!("Write a poem. {instruction}"));
            assert!(
                c.iter().any(|(_, c)| *c == ClauseClass::UnreadRequirement),
                "{instruction}: {c:?}"
            );
        }
    }

    #[test]
    fn an_illustration_of_a_read_requirement_adds_none() {
        let c = classes("Highlight at least 2 sections with markdown, i.e. *highlighted section*.");
        assert!(c.iter().all(|(_, c)| *c == ClauseClass::Read), "{c:?}");
    }

    #[test]
    fn a_script_the_rules_do_not_read_is_a_requirement() {
        for instruction in ["不要使用表格", "回复的语气要幽默"] {
            let c = classes(instruction);
            assert!(
                c.iter().all(|(_, c)| *c == ClauseClass::UnreadRequirement),
                "{instruction}: {c:?}"
            );
        }
    }

    fn unread(instruction: &str) -> Vec<String> {
        classes(instruction)
            .into_iter()
            .filter(|(_, c)| *c == ClauseClass::UnreadRequirement)
            .map(|(t, _)| t)
            .collect()
    }

    #[test]
    fn a_requirement_written_as_a_description_is_a_requirement() {
        for (instruction, described) in [
            (
                "Write a song about autumn. The chorus repeats twice.",
                "The chorus repeats twice.",
            ),
            (
                "Write a song about autumn. The lyrics are in one stanza.",
                "The lyrics are in one stanza.",
            ),
            (
                "Describe a market. Each sentence names a colour.",
                "Each sentence names a colour.",
            ),
            (
                "Draft a toast for a wedding. It has no jokes in it.",
                "It has no jokes in it.",
            ),
        ] {
            assert!(
                unread(instruction).iter().any(|t| t == described),
                "{instruction}: {:?}",
                classes(instruction)
            );
        }
        // A sentence about the situation, or material given, is still task text.
        for instruction in [
            "Draft a toast for a wedding. It is my sister's wedding.",
            "Draft a toast for a wedding. They have a big family.",
            "What has a neck but no head?",
        ] {
            let c = classes(instruction);
            assert!(
                c.iter().all(|(_, k)| *k == ClauseClass::Task),
                "{instruction}: {c:?}"
            );
        }
    }

    #[test]
    fn a_form_of_verse_in_the_main_request_is_a_requirement() {
        for instruction in [
            "Compose a limerick that rhymes about a goat.",
            "Write an acrostic about the sea.",
            "Write a story about a lighthouse in the first person.",
            "Write a letter in the voice of a pirate, imitating his slang.",
        ] {
            assert!(
                !unread(instruction).is_empty(),
                "{instruction}: {:?}",
                classes(instruction)
            );
        }
    }

    #[test]
    fn a_clause_continuing_a_requirement_is_a_requirement() {
        // The break at ", but" or " and" leaves a fragment with no verb of its own.
        let u = unread("Summarise the report. Keep the numbers but drop every name.");
        assert!(u.iter().any(|t| t.contains("drop every name")), "{u:?}");
        let u = unread("Summarise the article. Quote its author, and the date it appeared.");
        assert!(
            u.iter().any(|t| t.contains("the date it appeared")),
            "{u:?}"
        );
        // A new question after a requirement is not its continuation.
        let c = classes("Reply only in English, but what is the time in Paris?");
        assert_eq!(c.last().map(|c| c.1), Some(ClauseClass::Task), "{c:?}");
    }

    #[test]
    fn a_rule_of_conduct_and_the_response_as_object_are_requirements() {
        for instruction in [
            "When a guest asks about parking, always point them to the front desk.",
            "Lay out your answer by first naming the city and then its population.",
            "Nothing about politics.",
            "For each chapter give one sentence of summary.",
            "Two paragraphs and a moral, please.",
        ] {
            assert!(
                !unread(instruction).is_empty(),
                "{instruction}: {:?}",
                classes(instruction)
            );
        }
    }

    #[test]
    fn the_items_of_a_list_of_conditions_are_requirements() {
        let instruction =
            "Name a board game that meets these conditions:\n1. fewer than four players;\n2. no dice\n\nThanks!";
        let c = classes(instruction);
        for item in ["fewer than four players", "no dice"] {
            assert!(
                c.iter()
                    .any(|(t, k)| t.contains(item) && *k == ClauseClass::UnreadRequirement),
                "{item}: {c:?}"
            );
        }
        assert!(
            c.iter()
                .any(|(t, k)| t.contains("Thanks") && *k == ClauseClass::Task),
            "{c:?}"
        );
    }

    #[test]
    fn a_property_of_the_response_stated_as_a_fact_or_a_label_is_a_requirement() {
        for (instruction, stated) in [
            (
                "Write a speech for a retirement party. The language is plain.",
                "The language is plain.",
            ),
            (
                "Describe a harbour. Every stanza mentions a boat.",
                "Every stanza mentions a boat.",
            ),
            (
                "Write a toast for my brother. The toast thanks our parents.",
                "The toast thanks our parents.",
            ),
            (
                "Explain tides.\nAudience: ten-year-olds",
                "Audience: ten-year-olds",
            ),
            (
                "Write a bedtime story about owls. I'd like it to end with a lullaby.",
                "I'd like it to end with a lullaby.",
            ),
        ] {
            assert!(
                unread(instruction).iter().any(|t| t == stated),
                "{instruction}: {:?}",
                classes(instruction)
            );
        }
        // A wish that is the request itself is task text.
        let c = classes("I want to know why the sky is blue.");
        assert!(c.iter().all(|(_, k)| *k == ClauseClass::Task), "{c:?}");
    }

    #[test]
    fn an_imperative_after_the_request_is_a_requirement_whatever_its_verb() {
        // Verbs on no list: the word after the verb starts an object or a particle.
        for (instruction, part) in [
            (
                "Write a cover letter for a nurse. Tailor it to a children's ward.",
                "Tailor it",
            ),
            (
                "Give advice on saving money. Target it at students.",
                "Target it",
            ),
            (
                "Write an essay on trade. Back every claim with a figure.",
                "Back every",
            ),
            (
                "Explain recursion. Walk through an example step by step.",
                "Walk through",
            ),
            (
                "Explain tides. Additionally, please relate them to the moon.",
                "relate them",
            ),
            // The request's own verb is on no list either.
            (
                "Explore the history of jazz. Tie it to the blues.",
                "Tie it",
            ),
        ] {
            let u = unread(instruction);
            assert!(u.iter().any(|t| t.contains(part)), "{instruction}: {u:?}");
        }
        // A sentence whose subject is a name or a thing describes content, and thanks,
        // permissions and questions ask nothing of the response.
        for instruction in [
            "Write a story about Tom. Tom lives on a farm in Ohio.",
            "Write a poem about my dog. Thanks for the help!",
            "Describe the city. Feel free to be creative.",
            "Describe the city. Which district do you like best?",
        ] {
            let c = classes(instruction);
            assert!(
                c.iter().all(|(_, c)| *c == ClauseClass::Task),
                "{instruction}: {c:?}"
            );
        }
    }

    #[test]
    fn where_the_response_must_put_its_weight_is_a_requirement() {
        for instruction in [
            "Summarise the article, focusing on the economic impact.",
            "Explain photosynthesis, with particular attention to chlorophyll.",
            "Review the phone, with a special emphasis on its battery.",
        ] {
            let c = classes(instruction);
            assert!(
                c.iter().any(|(_, c)| *c == ClauseClass::UnreadRequirement),
                "{instruction}: {c:?}"
            );
        }
    }

    #[test]
    fn a_count_in_the_line_introducing_conditions_is_a_requirement() {
        let c = classes("Name four rivers that meet all of the following conditions:\n1. in Europe\n2. longer than 500 km");
        assert_eq!(c[0].1, ClauseClass::UnreadRequirement, "{c:?}");
        // Without a count of its own, the line only introduces the conditions.
        let c = classes("Name some rivers that meet all of the following conditions:\n1. in Europe\n2. longer than 500 km");
        assert_eq!(c[0].1, ClauseClass::Task, "{c:?}");
    }

    #[test]
    fn the_sentences_after_a_persona_are_its_standing_rules() {
        let u = unread(
            "You are a help desk agent for a bank. Greet the caller by name. If they ask \
             about loans, send them to the loans page. When unsure, say so.",
        );
        for part in ["Greet the caller", "send them to the loans page", "say so"] {
            assert!(u.iter().any(|t| t.contains(part)), "{part}: {u:?}");
        }
    }

    #[test]
    fn a_few_words_without_a_verb_after_the_request_are_a_requirement() {
        for (instruction, part) in [
            (
                "Write a note to my neighbour. Friendly but short.",
                "Friendly",
            ),
            ("Write a song about trains. Chorus twice.", "Chorus twice"),
            (
                "Write a summary of the talk. British spelling.",
                "British spelling",
            ),
        ] {
            let u = unread(instruction);
            assert!(u.iter().any(|t| t.contains(part)), "{instruction}: {u:?}");
        }
        // Courtesy is not a requirement.
        let c = classes("Write a song about trains. Thanks a lot!");
        assert!(c.iter().all(|(_, c)| *c == ClauseClass::Task), "{c:?}");
    }

    #[test]
    fn a_tone_the_piece_must_sound_is_a_requirement() {
        let c = classes("Write a review of the hotel that sounds grumpy.");
        assert_eq!(c[0].1, ClauseClass::UnreadRequirement, "{c:?}");
    }

    #[test]
    fn a_chinese_clause_with_english_words_in_it_stays_unread() {
        // English keywords and a number a rule may read do not make it English.
        let u =
            unread("介绍一下北京，必须包含关键词\"Beijing\"和\"hutong\"，每段都用JSON格式输出。");
        assert!(!u.is_empty(), "{u:?}");
        // An instruction written inside quotation marks is still the instruction.
        let u = unread("“请写一首关于秋天的诗，每句七个字，不要用“落叶”这个词。”");
        assert!(!u.is_empty(), "{u:?}");
        // An English instruction quoting a few Chinese words is read as English.
        let c = classes("Explain what \"你好\" means.");
        assert!(c.iter().all(|(_, c)| *c == ClauseClass::Task), "{c:?}");
    }

    #[test]
    fn each_followed_by_what_every_part_does_is_a_qualifier() {
        // The count is read; "each about a different animal" is not, so the clause is
        // unread and a text of three sentences about one animal is not `sat`.
        let c = classes(
            "Describe a bear. Use exactly three sentences, each naming a different animal.",
        );
        assert_eq!(c[1].1, ClauseClass::UnreadRequirement, "{c:?}");
        // "each opening with the letter B" is read: the clause is.
        let c = classes(
            "Describe a bear. Use exactly three sentences, each opening with the letter B.",
        );
        assert_eq!(c[1].1, ClauseClass::Read, "{c:?}");
    }

    #[test]
    fn note_opens_background_only_as_a_label() {
        let u = unread("Plan a study week. Split it by subject, and note breaks clearly.");
        assert!(u.iter().any(|t| t.contains("note breaks")), "{u:?}");
        let c = classes("Summarise the memo. Note: the memo is from 2019.");
        assert_eq!(c[1].1, ClauseClass::Task, "{c:?}");
    }

    #[test]
    fn a_manner_to_tell_it_in_is_a_requirement() {
        let c = classes("Retell Cinderella in a way that a sports commentator would.");
        assert_eq!(c[0].1, ClauseClass::UnreadRequirement, "{c:?}");
    }

    #[test]
    fn a_form_the_main_request_asks_around_a_read_requirement_is_unread() {
        assert_eq!(
            classes("Describe autumn in a single sentence that never uses the letter e."),
            vec![(
                "Describe autumn in a single sentence that never uses the letter e.".into(),
                ClauseClass::UnreadRequirement
            )]
        );
    }

    #[test]
    fn what_a_rule_leaves_of_its_clause_is_a_requirement_when_it_qualifies() {
        for instruction in [
            // What a part of the response must do, named by its position.
            "Write exactly 4 paragraphs, the last ending with a rhetorical question.",
            // The paragraph rule reads the count and the divider, not what follows them.
            "Write exactly 4 paragraphs separated by ***, the last ending with a rhetorical question.",
            // A restriction joined to a read word count.
            "Describe Oslo in at most 60 words, using no numbers.",
            // What must come after a read end phrase.
            "End your reply with the phrase \"See you.\" followed by a date.",
            // How much of a read length is on one subject.
            "Write at least 150 words, mostly about rivers.",
        ] {
            let c = classes(instruction);
            assert!(
                c.iter().any(|(_, c)| *c == ClauseClass::UnreadRequirement),
                "{instruction}: {c:?}"
            );
        }
    }
}
