//! What the rules leave of a clause they read part of, judged by recognition: the
//! remainder is explained only when every word of it is one that states nothing of its
//! own (articles, modals, the response named, connectives, courtesy). Any other word
//! ("Two paragraphs and *a moral*, please.") is a requirement no rule read, so the clause
//! stays unread and the verdict cannot be `sat`.
//!
//! A clause that opens the task with its verb ("Summarize the article in one sentence")
//! is judged by the task readings in `clauses.rs` instead: its object is task text.

use rustc_hash::FxHashSet;
use std::sync::LazyLock;

/// Words that say nothing a check could miss once the rest of the clause is read.
const EMPTY: &[&str] = &[
    // a heading of rules: "Requirements: under 300 characters"
    "requirements",
    "requirement",
    "rules",
    "constraints",
    "guidelines",
    // articles, pronouns, determiners
    "a",
    "an",
    "the",
    "it",
    "its",
    "this",
    "that",
    "these",
    "those",
    "your",
    "my",
    "our",
    "you",
    "me",
    "we",
    "us",
    "i",
    "they",
    "them",
    "their",
    "which",
    "what",
    // modals and copulas
    "must",
    "should",
    "shall",
    "will",
    "would",
    "can",
    "could",
    "may",
    "might",
    "need",
    "needs",
    "needed",
    "has",
    "have",
    "had",
    "having",
    "be",
    "is",
    "are",
    "was",
    "were",
    "been",
    "being",
    "do",
    "does",
    "to",
    "going",
    // the response itself
    "response",
    "responses",
    "answer",
    "answers",
    "reply",
    "replies",
    "output",
    "text",
    "message",
    "result",
    "content",
    "entire",
    "whole",
    "thing",
    "overall",
    "total",
    // the response by its kind, as the subject of a requirement ("The whole email must
    // be up to 40 words")
    "email",
    "poem",
    "story",
    "essay",
    "tweet",
    "post",
    "summary",
    "bio",
    "caption",
    "description",
    "song",
    "lyrics",
    "haiku",
    "limerick",
    "sonnet",
    "resume",
    "article",
    "template",
    "dialogue",
    "proposal",
    "ad",
    "advertisement",
    "pitch",
    "page",
    "document",
    "thread",
    "itinerary",
    "slogan",
    "blog",
    "speech",
    "email",
    "essay",
    // how a form the rules read is shown or named
    "represented",
    "wrapped",
    "enclosed",
    "square",
    "exact",
    "mention",
    "mentioning",
    "somewhere",
    "particular",
    "forget",
    "refrain",
    "allowed",
    "permitted",
    "now",
    "okay",
    "ok",
    "entirely",
    "completely",
    "totally",
    "split",
    "divide",
    "break",
    "organize",
    "organise",
    "arrange",
    "full",
    // verbs of holding a form the rules read
    "contain",
    "contains",
    "containing",
    "include",
    "includes",
    "including",
    "use",
    "uses",
    "using",
    "used",
    "make",
    "makes",
    "made",
    "ensure",
    "sure",
    "keep",
    "kept",
    "limit",
    "limited",
    "stay",
    "remain",
    "consist",
    "consists",
    "comprise",
    "comprises",
    "written",
    "write",
    "formatted",
    "format",
    "given",
    "provide",
    "give",
    "answer",
    "respond",
    "reply",
    "put",
    "present",
    "presented",
    "structure",
    "structured",
    "set",
    "get",
    // connectives, prepositions, courtesy
    "and",
    "or",
    "but",
    "also",
    "then",
    "so",
    "as",
    "well",
    "too",
    "both",
    "either",
    "neither",
    "nor",
    "in",
    "on",
    "at",
    "by",
    "with",
    "within",
    "of",
    "for",
    "from",
    "into",
    "onto",
    "inside",
    "throughout",
    "please",
    "kindly",
    "just",
    "only",
    "always",
    "additionally",
    "moreover",
    "furthermore",
    "finally",
    "lastly",
    "remember",
    "note",
    "important",
    "importantly",
    "all",
    "any",
    "every",
    "each",
    "form",
    "way",
    "manner",
    "there",
    "here",
    "no",
    "not",
    "long",
    "length",
    "target",
    "appear",
    "appears",
    "throw",
    "insert",
    "quick",
    "anywhere",
    "ever",
    "whatsoever",
    "exclusively",
    "solely",
    "valid",
    "altogether",
    "combined",
    "thanks",
    "thank",
    "if",
    "possible",
    "add",
    "explicitly",
    "clearly",
    "simply",
    "strictly",
    "properly",
    "correctly",
    "following",
    "below",
    "above",
    "after",
    "before",
    "end",
    "beginning",
    "start",
    "where",
    "when",
    "don't",
    "dont",
    "doesn't",
    "never",
    "cannot",
    "can't",
    "mustn't",
    "shouldn't",
    "won't",
    "avoid",
    "without",
    "none",
    "indicated",
    "denoted",
    "marked",
    "starting",
    "ending",
    "shown",
    "written",
];

static EMPTY_SET: LazyLock<FxHashSet<&'static str>> =
    LazyLock::new(|| EMPTY.iter().copied().collect());

/// The words of `rest` (a clause with what the rules read and its quotes blanked) that
/// are not [`EMPTY`]: what the remainder still says.
pub(crate) fn content_words(rest: &str) -> impl Iterator<Item = &str> {
    rest.split(|c: char| !(c.is_alphanumeric() || c == '\'' || c == '-'))
        .map(|w| w.trim_matches(['\'', '-']))
        // One letter is a marker's piece ("P.P.S") or a label, not a word of its own.
        .filter(|w| w.chars().count() > 1 && w.chars().any(char::is_alphabetic))
        .filter(|w| !EMPTY_SET.contains(w))
}

/// Whether the remainder says something of its own. Words naming a form the rules read
/// ("add a *postscript* starting with …", "highlight *sections*") restate what was read;
/// an illustration ("i.e. *highlighted section*", "e.g. …") illustrates it. A form named
/// after a negation no rule read ("…, *not inside a Markdown code block*") is a
/// requirement of its own, not a restatement.
pub(crate) fn says_more(rest: &str, names_a_form: impl Fn(&str) -> bool) -> bool {
    let rest = match ILLUSTRATION.find(rest) {
        Some(m) => &rest[..m.start()],
        None => rest,
    };
    content_words(rest).any(|w| !names_a_form(w))
        || negates_a_form(rest, &names_a_form)
        || places_it(rest, &names_a_form)
}

/// Where a thing must go, stated in the remainder ("Add 3 hashtags max *at the end*"):
/// a requirement of its own, unless the family read places it there itself (a
/// postscript is at the end).
fn places_it(rest: &str, names_a_form: impl Fn(&str) -> bool) -> bool {
    static POSITION: LazyLock<aho_corasick::AhoCorasick> = LazyLock::new(|| {
        aho_corasick::AhoCorasick::new([
            "at the end",
            "at the very end",
            "at the start",
            "at the very start",
            "at the beginning",
            "at the very beginning",
            "at the top",
            "at the bottom",
        ])
        .expect("static patterns")
    });
    POSITION.find_iter(rest).any(|m| {
        let place = rest[m.start()..m.end()].rsplit(' ').next().unwrap_or("");
        let whole_word = !rest[m.end()..].starts_with(|c: char| c.is_alphanumeric());
        whole_word && !names_a_form(place)
    })
}

/// Words that negate what follows them in a remainder.
const NEGATIONS: [&str; 11] = [
    "no", "not", "never", "without", "avoid", "none", "don't", "dont", "doesn't", "cannot", "can't",
];

/// Whether a negation in `rest` (what no rule read) is followed by a form's name.
fn negates_a_form(rest: &str, names_a_form: impl Fn(&str) -> bool) -> bool {
    let words = rest
        .split(|c: char| !(c.is_alphanumeric() || c == '\'' || c == '-'))
        .filter(|w| !w.is_empty());
    let mut negated = false;
    for w in words {
        if NEGATIONS.contains(&w) {
            negated = true;
        } else if negated && !EMPTY_SET.contains(w) && names_a_form(w) {
            return true;
        }
    }
    false
}

/// Whether what follows the last reading of a task clause says more than the task's
/// topic: "… about dogs" and "… on climate change" name the topic, "… and a moral"
/// asks for something no rule read.
pub(crate) fn says_more_after_task(after: &str, names_a_form: impl Fn(&str) -> bool) -> bool {
    let t = after.trim_start_matches(|c: char| !c.is_alphanumeric());
    let first = t.split(|c: char| !c.is_alphanumeric()).next().unwrap_or("");
    if TOPIC.contains(&first) && plain_topic(&t[first.len()..], &names_a_form) {
        return false;
    }
    says_more(after, names_a_form)
}

/// Whether the words after a topic's opener are a topic alone ("solar power", "cats and
/// dogs"): from the first word or mark that could open a requirement of its own ("…
/// *and a* moral", "…, ending with a question", "… *that* rhymes", "… *with* a title"),
/// what is left (the rules' readings blanked) must say nothing.
fn plain_topic(topic: &str, names_a_form: impl Fn(&str) -> bool) -> bool {
    let words: Vec<(usize, &str)> = topic
        .split_inclusive(char::is_whitespace)
        .scan(0, |at, w| {
            let start = *at;
            *at += w.len();
            Some((start, w.trim()))
        })
        .filter(|(_, w)| !w.is_empty())
        .collect();
    let by_word = words.windows(2).find_map(|w| {
        let (at, word) = w[0];
        let word = word.trim_end_matches(['.', '!', '?']);
        let next = w[1].1;
        (TOPIC_BREAK.contains(&word) || (word == "and" && AND_BREAK.contains(&next))).then_some(at)
    });
    let by_mark = topic
        .trim_end()
        .trim_end_matches(['.', '!', '?'])
        .find([',', ';', ':', '(', '"', '\'', '“', '‘']);
    match by_word.into_iter().chain(by_mark).min() {
        None => true,
        Some(at) => !says_more(&topic[at..], names_a_form),
    }
}

/// Words after "and" that open a requirement rather than continue the topic.
const AND_BREAK: &[&str] = &[
    "a", "an", "the", "then", "also", "make", "end", "include", "use", "add", "give", "write",
    "start", "finish", "keep",
];

/// Words that end a topic and open something asked of the response.
const TOPIC_BREAK: &[&str] = &[
    "with",
    "without",
    "using",
    "including",
    "include",
    "includes",
    "that",
    "which",
    "as",
    "plus",
    "followed",
    "ending",
    "starting",
    "beginning",
    "then",
    "while",
    "but",
    "written",
    "formatted",
    "must",
    "should",
    "please",
];

/// Words that open the topic of a task ("… about dogs").
const TOPIC: &[&str] = &[
    "about",
    "on",
    "regarding",
    "concerning",
    "of",
    "for",
    "to",
    "explaining",
    "describing",
    "summarizing",
    "summarising",
    "covering",
    "discussing",
];

/// Where an illustration of what was read begins.
static ILLUSTRATION: LazyLock<aho_corasick::AhoCorasick> = LazyLock::new(|| {
    aho_corasick::AhoCorasick::new([
        "i.e.",
        "i.e ",
        "e.g.",
        "e.g ",
        "for example",
        "for instance",
        "such as",
    ])
    .expect("static needles")
});

#[cfg(test)]
mod tests {
    fn says_more(rest: &str) -> bool {
        super::says_more(rest, |w| w == "postscript")
    }

    #[test]
    fn only_empty_words_are_explained() {
        assert!(!says_more("your response must contain                ."));
        assert!(!says_more("please make sure that                  ."));
        assert!(says_more("                and a moral, please."));
        assert!(says_more("                 that rhymes"));
        assert!(!says_more("add a postscript                  "));
        assert!(!says_more("                , i.e. *highlighted section*."));
        // A form named after a negation no rule read.
        assert!(super::says_more("  , not inside a postscript", |w| w == "postscript"));
    }

    #[test]
    fn a_topic_alone_is_task_text() {
        let after = |t: &str| super::says_more_after_task(t, |_| false);
        assert!(!after(" about solar power."));
        assert!(!after(" about cats and dogs."));
        assert!(after(" about solar power and a moral."));
        assert!(after(" about solar power, ending with a question."));
        assert!(after(" about solar power with a title."));
        assert!(after(" about dogs that rhymes."));
    }
}
