//! Whether a measure bounds the whole response. "Keep it under 100 characters", "answer
//! in one sentence" and "a poem with exactly 4 lines" do; "a title of at most 5 words",
//! "summarise these 3 paragraphs" and "10 slogans, each under 6 words" do not. Only what
//! is recognised as the response is read as it; anything else leaves the measure unread
//! (its clause stays an unread requirement, never a wrong bound on the whole).

use crate::read::Text;

/// The words in front of a measure, as the grammar read them.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) enum Lead {
    /// None: "(max 280 characters)", "3 paragraphs".
    None,
    /// A limit on the response: "keep it (to)", "limit it to", "stay under", "do not
    /// exceed"; a bare number is a maximum.
    Limit,
    /// A verb whose object is the response: "answer in", "use", "write", "include".
    Verb,
    /// A preposition that attaches the measure to the noun before it: "with", "in",
    /// "containing".
    Attached,
}

impl Lead {
    pub(super) fn of(lead: &str) -> Lead {
        let first = lead.split_whitespace().next().unwrap_or("");
        // "do not exceed", "shouldn't go past", "never run over": what `exceed` reads.
        if lead.contains("exceed")
            || [" over", " past", " beyond", "longer than", "more than"]
                .iter()
                .any(|w| lead.contains(w))
            || matches!(
                first,
                "keep"
                    | "limit"
                    | "cap"
                    | "restrict"
                    | "hold"
                    | "stay"
                    | "fit"
                    | "keeping"
                    | "limiting"
                    | "capping"
                    | "restricting"
                    | "holding"
                    | "staying"
            )
        {
            Lead::Limit
        } else if matches!(first, "with" | "in" | "containing" | "contain" | "have") {
            Lead::Attached
        } else {
            Lead::Verb
        }
    }

    /// Whether a number without a relation is a maximum ("keep it to 50 words").
    pub(super) fn limits(self) -> bool {
        self == Lead::Limit
    }
}

/// Whether `noun` names the response itself ("poem", "answer", "summary").
pub(super) fn names_the_response(noun: &str) -> bool {
    RESPONSE.contains(&noun.trim())
}

/// Nouns that name the response itself.
const RESPONSE: &[&str] = &[
    "it",
    "thing",
    "this",
    "response",
    "answer",
    "reply",
    "output",
    "text",
    "poem",
    "story",
    "essay",
    "tweet",
    "email",
    "e-mail",
    "message",
    "summary",
    "description",
    "bio",
    "biography",
    "post",
    "caption",
    "haiku",
    "limerick",
    "sonnet",
    "song",
    "lyrics",
    "speech",
    "letter",
    "note",
    "article",
    "blog",
    "review",
    "explanation",
    "overview",
    "pitch",
    "advertisement",
    "ad",
    "joke",
    "riddle",
    "toast",
    "proposal",
    "report",
    "memo",
    "recap",
    "rundown",
    "synopsis",
    "abstract",
    "update",
    "announcement",
    "story",
    "tagline",
    "slogan",
    "motto",
    "response",
    "comment",
    "answers",
    "replies",
    "responses",
    "definition",
    "version",
    "rewrite",
    "paraphrase",
    "translation",
    "thread",
    "chat",
    "statement",
    "greeting",
    "invitation",
    "apology",
];

/// Verbs whose object or manner is the response: "explain it in two sentences".
const VERBS: &[&str] = &[
    "write",
    "answer",
    "respond",
    "reply",
    "explain",
    "summarize",
    "summarise",
    "describe",
    "tell",
    "give",
    "provide",
    "compose",
    "draft",
    "create",
    "generate",
    "keep",
    "limit",
    "say",
    "put",
    "rewrite",
    "paraphrase",
    "translate",
    "introduce",
    "define",
    "express",
    "state",
    "pitch",
    "outline",
    "recap",
    "like",
    "want",
    "need",
    "prefer",
    "expect",
    "see",
    "get",
    "fit",
];

/// Words between a noun and its measure that say nothing of whose measure it is.
/// Words that name a measure, not a thing measured ("Length under 50 words").
const MEASURE_WORDS: &[&str] = &[
    "length",
    "limit",
    "size",
    "total",
    "count",
    "budget",
    "cap",
    "maximum",
    "minimum",
    "max",
    "min",
    "overall",
    "altogether",
    "strictly",
    "please",
    "ideally",
    "target",
    "aim",
];

const FILLER: &[&str] = &[
    // A heading of rules: "Requirements: under 300 characters, …".
    "requirements",
    "requirement",
    "rules",
    "constraints",
    "guidelines",
    "limits",
    "a",
    "an",
    "the",
    "your",
    "my",
    "our",
    "short",
    "brief",
    "concise",
    "quick",
    "simple",
    "small",
    "little",
    "new",
    "good",
    "final",
    "complete",
    "whole",
    "entire",
    "full",
    "detailed",
    "funny",
    "formal",
    "casual",
    "friendly",
    "catchy",
    "punchy",
    "clear",
    "polite",
    "professional",
    "single",
    "me",
    "us",
    "up",
    "please",
    "back",
    "should",
    "must",
    "will",
    "shall",
    "can",
    "may",
    "be",
    "is",
    "are",
    "has",
    "have",
    "to",
    "need",
    "needs",
    "also",
    "and",
    "but",
    "then",
    "so",
    "plus",
    "additionally",
    "finally",
    "ideally",
    "count",
    "length",
    "limit",
    "size",
    "total",
    "overall",
    "all",
    "whole",
    "entire",
    "it's",
    "kept",
    "only",
    "strictly",
    "always",
    "at",
    "sentence",
    "word",
    "character",
    "target",
    "budget",
    "maximum",
    "minimum",
    "max",
    "min",
    "answer's",
    "response's",
];

/// Words that name the whole response after a quantifier.
const WHOLE: &[&str] = &[
    "response",
    "answer",
    "reply",
    "output",
    "thing",
    "entire",
    "whole",
    "total",
    "overall",
    "altogether",
];

/// Words that put the measure on each of several parts ("10 slogans, each under 6
/// words", "per bullet").
const PER: &[&str] = &["each", "every", "per", "apiece", "both", "individual"];

/// Nouns after "per" or "each" that name the response ("3 sentences per reply").
const WHOLE_PER: &[&str] = &["reply", "response", "answer", "message"];

/// What a measure bounds, as far as its context tells.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) enum Bound {
    /// The whole response.
    Whole,
    /// A part of it, or something else ("a title of at most 5 words", "each under 6
    /// words"): nothing may read it as the response's.
    Part,
    /// Not recognised either way: the grammar reads nothing, a template may.
    Unsure,
}

/// What the measure read at `start` bounds, given its lead and the
/// spans other rules read (skipped: "a poem in all lowercase letters with 4 lines" is a
/// poem with 4 lines).
pub(super) fn whole_response(
    text: &Text,
    start: usize,
    lead: Lead,
    taken: &[(usize, usize)],
) -> Bound {
    let clause_start = text.clause_start(start);
    // A bounded look back: a noun or quantifier further away does not govern the measure
    // (and a long sentence stays linear).
    let sentence_start = text
        .sentence_at(start)
        .0
        .min(start)
        .max(super::compile::floor(text, start.saturating_sub(300)));
    // A quantifier earlier in the sentence puts the measure on parts, unless the whole
    // response is named again after it ("with each section starting with Section X and
    // the entire response should have at least 100 sentences").
    let earlier = &text.lower[sentence_start..start];
    let earlier_words: Vec<&str> = earlier
        .split(|c: char| !c.is_ascii_alphabetic())
        .filter(|w| !w.is_empty())
        .collect();
    if let Some(q) = earlier_words.iter().rposition(|w| PER.contains(w)) {
        if !earlier_words[q + 1..].iter().any(|w| WHOLE.contains(w)) {
            return Bound::Part;
        }
    }
    // Right after it: "under 6 words each", "20 characters per line"; not past a comma
    // ("in 5 bullet points or fewer, each no longer than 12 words": that "each" opens
    // a phrase of its own).
    let after = &text.lower[start..text.sentence_at(start).1.max(start)];
    let after = &after[..after.find([',', ';', ':', '(']).unwrap_or(after.len())];
    let after_words: Vec<&str> = after
        .split(|c: char| !c.is_ascii_alphabetic())
        .filter(|w| !w.is_empty())
        .take(7)
        .collect();
    // "… per reply" is the whole response again.
    if after_words.iter().enumerate().take(6).any(|(i, w)| {
        PER.contains(w)
            && !after_words
                .get(i + 1)
                .is_some_and(|n| WHOLE_PER.contains(n))
    }) {
        return Bound::Part;
    }
    if lead == Lead::Limit {
        return Bound::Whole;
    }
    // "Write a product name (1-3 words) and a tagline (under 10 words)": where the
    // sentence asks for several things, a measure is one thing's, not the response's.
    if SEVERAL_THINGS.is_match(earlier) {
        return Bound::Part;
    }
    // "Summarise the 3 words of the motto", "just the first 5 steps": a definite number
    // refers to what is there, it does not bound the response.
    if lead == Lead::None
        && earlier.split_whitespace().last().is_some_and(|w| {
            matches!(
                w,
                "the"
                    | "these"
                    | "those"
                    | "its"
                    | "their"
                    | "his"
                    | "her"
                    | "my"
                    | "our"
                    | "first"
                    | "last"
                    | "next"
                    | "following"
                    | "other"
            )
        })
    {
        return Bound::Unsure;
    }
    // The words before the measure in its sentence, without what other rules read,
    // nearest first.
    let mut words = Vec::new();
    let mut pos = sentence_start;
    for w in
        earlier.split_inclusive(|c: char| !(c.is_ascii_alphanumeric() || c == '-' || c == '\''))
    {
        let at = pos;
        pos += w.len();
        let word =
            w.trim_end_matches(|c: char| !(c.is_ascii_alphanumeric() || c == '-' || c == '\''));
        if word.is_empty() || taken.iter().any(|&(s, e)| s <= at && at < e) {
            continue;
        }
        words.push((at, word));
    }
    let nearest = words
        .iter()
        .rev()
        .map(|&(_, w)| w)
        .find(|w| !FILLER.contains(w));
    // "Write a tweet about working from home (max 280 characters)", "Write a meta
    // description for our homepage, between 140 and 160 characters": a measure set apart
    // from the sentence's request bounds what it asks for, when the request names the
    // response.
    let set_apart = text.lower[..start].trim_end().ends_with('(')
        || (start == clause_start && start > sentence_start);
    if set_apart
        && words
            .iter()
            .any(|&(_, w)| RESPONSE.contains(&w) || VERBS.contains(&w))
        && !words.iter().any(|&(_, w)| is_part(w))
    {
        return Bound::Whole;
    }
    // "a title of at most 5 words" bounds the title; "two sections and at least 25
    // sentences" does not bound the sections: a conjunction between ends the noun's reach.
    let coordinated = words
        .iter()
        .rev()
        .map(|&(_, w)| w)
        .take_while(|w| FILLER.contains(w))
        .any(|w| matches!(w, "and" | "or" | "plus"));
    let nearest_is_part = !coordinated && nearest.is_some_and(is_part);
    // "Reason no longer than 8 words.", "Headline under 10 words": a short noun phrase
    // opening the clause, with no verb, names what the measure bounds.
    let clause_words: Vec<&str> = words
        .iter()
        .filter(|&&(at, w)| at >= clause_start && !FILLER.contains(&w))
        .map(|&(_, w)| w)
        .collect();
    if lead == Lead::None
        && (1..=3).contains(&clause_words.len())
        && nearest.is_some_and(|w| {
            !(RESPONSE.contains(&w) || VERBS.contains(&w) || MEASURE_WORDS.contains(&w))
        })
        && !clause_words.iter().any(|w| VERBS.contains(w))
    {
        return Bound::Part;
    }
    let whole = match (lead, nearest) {
        // "Two sentences max.", "In one sentence, …": the clause opens with it.
        (_, None) => true,
        (Lead::Verb, Some(w)) => {
            // "Use at least two emojis": the verb is the lead; the word before it
            // decides only when it names a part ("a title, using at most 5 words").
            !is_part(w) || start == clause_start
        }
        // "Summarize the benefits of cycling in 5 bullet points": a manner of the
        // request, unless what it follows is a part ("a title in 5 words").
        (Lead::Attached, Some(w)) if attached_by_in(text, start) => !is_part(w),
        (_, Some(w)) => RESPONSE.contains(&w) || VERBS.contains(&w),
    };
    if whole {
        Bound::Whole
    } else if nearest_is_part {
        Bound::Part
    } else {
        Bound::Unsure
    }
}

/// Whether the sentence around `start` asks for several things, before or after it ("a
/// one-line summary, then the details", "Respond in two parts: …").
pub(super) fn asks_for_several_things(text: &Text, start: usize) -> bool {
    let (s, e) = text.sentence_at(start);
    let from = super::compile::floor(text, s.max(start.saturating_sub(300)));
    let to = super::compile::floor(text, e.min(start + 300).max(start));
    SEVERAL_THINGS.is_match(&text.lower[from..to]) || PARTS_ASKED.is_match(&text.lower[from..to])
}

/// "in two parts", "then the details", "plus a title".
static PARTS_ASKED: std::sync::LazyLock<crate::read::pattern::Regex> = std::sync::LazyLock::new(
    || {
        crate::read::pattern::regex(
            r"\b(?:two|three|four|five|[2-9])\s+(?:parts|sections|pieces|things)\b|\bthen\b|\bplus\b|\bafter\s+(?:that|which)\b",
        )
        .expect("static regex")
    },
);

/// Whether the sentence's subject, before its modal, is something other than the
/// response ("The subject line must … not end with a period"): a predicate joined to
/// it is said of that thing.
pub(super) fn subject_is_not_the_response(text: &Text, start: usize) -> bool {
    let s = text.sentence_at(start).0.min(start);
    let from = super::compile::floor(text, s.max(start.saturating_sub(300)));
    let before = &text.lower[from..start];
    let Some(m) = MODAL.find(before) else {
        return false;
    };
    let subject: Vec<&str> = before[..m.start()]
        .split(|c: char| !c.is_ascii_alphabetic() && c != '-')
        .filter(|w| !w.is_empty())
        .collect();
    match subject.last() {
        None => false,
        Some(w) => !(names_the_response(w) || matches!(*w, "you" | "i" | "we")),
    }
}

/// A modal verb after a subject.
static MODAL: std::sync::LazyLock<crate::read::pattern::Regex> = std::sync::LazyLock::new(|| {
    crate::read::pattern::regex(
        r"\b(?:must|should|shall|needs?\s+to|has\s+to|have\s+to|is\s+to|are\s+to|ought\s+to)\b",
    )
    .expect("static regex")
});

/// Two things asked for, joined or in sequence: "a name … and a tagline", "the answer
/// first, then one sentence of explanation".
static SEVERAL_THINGS: std::sync::LazyLock<crate::read::pattern::Regex> = std::sync::LazyLock::new(
    || {
        crate::read::pattern::regex(
            r"\band\s+(?:then\s+)?(?:a|an)\s+\w+|\bthen\s+(?:a|an)\s+\w+|\bfirst\b[^.;]*\bthen\b|\bfollowed\s+by\b",
        )
        .expect("static regex")
    },
);

/// Whether the lead is "in" / "into" / "as" (a manner), not "with" (a property of the
/// noun before).
fn attached_by_in(text: &Text, start: usize) -> bool {
    let lead = text.lower[start..].split_whitespace().next().unwrap_or("");
    matches!(lead, "in" | "into" | "as" | "using")
}

/// Nouns for parts of a response, or for material that is not the response.
fn is_part(w: &str) -> bool {
    let w = w.strip_suffix('s').filter(|s| s.len() > 2).unwrap_or(w);
    matches!(
        w,
        "title"
            | "intro"
            | "introduction"
            | "conclusion"
            | "outro"
            | "body"
            | "greeting"
            | "signature"
            | "heading"
            | "header"
            | "headline"
            | "name"
            | "subject"
            | "list"
            | "table"
            | "column"
            | "row"
            | "key"
            | "bullet"
            | "line"
            | "sentence"
            | "paragraph"
            | "section"
            | "item"
            | "items"
            | "question"
            | "questions"
            | "example"
            | "examples"
            | "tip"
            | "tips"
            | "step"
            | "steps"
            | "point"
            | "points"
    )
}
