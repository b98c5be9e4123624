//! IFBench's regex sentence splitter (`instructions_util.split_into_sentences`), with the
//! same pieces as the official function at a fraction of its cost.
//!
//! The official function is eleven regex substitutions that hide the periods which end no
//! sentence behind `<prd>` (or mark a break with `<stop>`), one `Ph.D.` replacement, four
//! quote swaps, then `.`/`?`/`!` become breaks and the text is split. Every one of the
//! substitutions matches a `.` in a shape that a look at the bytes around each period
//! tells apart ([`may_match`]): a substitution that cannot match leaves the text as it
//! is, so it is skipped, and the look is taken again only after a substitution changed
//! the text. Most outputs need no substitution at all; the others run only the few that
//! can match, with the official regexes.

use std::borrow::Cow;
use std::sync::OnceLock;

use regex::Regex;

use super::py_strip;

/// A sentence of [`split_into_sentences`]: its text as the checker sees it (after the
/// splitter's rewrites) and the byte offset in the output where it was found, if it was.
pub(crate) struct Sentence<'a> {
    pub text: &'a str,
    pub at: Option<usize>,
}

/// The steps of the splitter before its quote swaps, in the official order.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Step {
    Prefixes,
    Websites,
    Digits,
    MultipleDots,
    PhD,
    SingleLetter,
    AcronymStarter,
    ThreeLetters,
    TwoLetters,
    SuffixStarter,
    Suffix,
    Letter,
}

const STEPS: [Step; 12] = [
    Step::Prefixes,
    Step::Websites,
    Step::Digits,
    Step::MultipleDots,
    Step::PhD,
    Step::SingleLetter,
    Step::AcronymStarter,
    Step::ThreeLetters,
    Step::TwoLetters,
    Step::SuffixStarter,
    Step::Suffix,
    Step::Letter,
];

impl Step {
    fn bit(self) -> u16 {
        1 << self as u16
    }
}

/// The official pattern of a step (`Ph.D.` is a plain replacement there: the same as this
/// literal pattern).
fn pattern(step: Step) -> String {
    const STARTERS: &str = r"(Mr|Mrs|Ms|Dr|Prof|Capt|Cpt|Lt|He[\s\x1C-\x1F]|She[\s\x1C-\x1F]|It[\s\x1C-\x1F]|They[\s\x1C-\x1F]|Their[\s\x1C-\x1F]|Our[\s\x1C-\x1F]|We[\s\x1C-\x1F]|But[\s\x1C-\x1F]|However[\s\x1C-\x1F]|That[\s\x1C-\x1F]|This[\s\x1C-\x1F]|Wherever)";
    match step {
        Step::Prefixes => "(Mr|St|Mrs|Ms|Dr)[.]".into(),
        Step::Websites => "[.](com|net|org|io|gov|edu|me)".into(),
        Step::Digits => "([0-9])[.]([0-9])".into(),
        Step::MultipleDots => r"\.{2,}".into(),
        Step::PhD => r"Ph\.D\.".into(),
        Step::SingleLetter => r"[\s\x1C-\x1F]([A-Za-z])[.] ".into(),
        Step::AcronymStarter => format!("([A-Z][.][A-Z][.](?:[A-Z][.])?) {STARTERS}"),
        Step::ThreeLetters => "([A-Za-z])[.]([A-Za-z])[.]([A-Za-z])[.]".into(),
        Step::TwoLetters => "([A-Za-z])[.]([A-Za-z])[.]".into(),
        Step::SuffixStarter => format!(" (Inc|Ltd|Jr|Sr|Co)[.] {STARTERS}"),
        Step::Suffix => " (Inc|Ltd|Jr|Sr|Co)[.]".into(),
        Step::Letter => " ([A-Za-z])[.]".into(),
    }
}

/// The regex of a step, compiled the first time a text needs it: most texts need none.
fn regex(step: Step) -> &'static Regex {
    static COMPILED: [OnceLock<Regex>; STEPS.len()] = [const { OnceLock::new() }; STEPS.len()];
    COMPILED[step as usize].get_or_init(|| Regex::new(&pattern(step)).expect("static regex"))
}

/// The steps that may match somewhere in `t`, as bits: a step left out cannot match.
///
/// Every pattern of the splitter contains a `.`, and each fixes a few bytes around one of
/// its periods: the test of a step here is a necessary condition of its pattern at a
/// period (wider where that is simpler: any non-ASCII byte may be whitespace).
fn may_match(t: &str) -> u16 {
    let b = t.as_bytes();
    let at = |i: usize| b.get(i).copied().unwrap_or(0);
    let before = |i: usize, k: usize| i.checked_sub(k).map_or(0, |j| b[j]);
    let ends = |i: usize, s: &[u8]| b[..i].ends_with(s);
    let letter = |c: u8| c.is_ascii_alphabetic();
    // `[\s\x1C-\x1F]`: ASCII whitespace, the four separators, or any non-ASCII character.
    let space = |c: u8| c <= b' ' || c >= 0x80;
    let mut bits = 0u16;
    for i in memchr::memchr_iter(b'.', b) {
        let (p1, p2, n1, n2) = (before(i, 1), before(i, 2), at(i + 1), at(i + 2));
        let mut add = |step: Step, cond: bool| {
            if cond {
                bits |= step.bit();
            }
        };
        // The literals are compared only where the byte next to the period is one they
        // end (or start) with: most periods follow a letter none of them ends with.
        add(
            Step::Prefixes,
            matches!(p1, b'r' | b't' | b's')
                && [&b"Mr"[..], b"St", b"Mrs", b"Ms", b"Dr"]
                    .iter()
                    .any(|s| ends(i, s)),
        );
        add(
            Step::Websites,
            matches!(n1, b'c' | b'n' | b'o' | b'i' | b'g' | b'e' | b'm')
                && [&b"com"[..], b"net", b"org", b"io", b"gov", b"edu", b"me"]
                    .iter()
                    .any(|s| b[i + 1..].starts_with(s)),
        );
        add(Step::Digits, p1.is_ascii_digit() && n1.is_ascii_digit());
        add(Step::MultipleDots, n1 == b'.');
        add(Step::PhD, n1 == b'D' && ends(i, b"Ph"));
        add(Step::SingleLetter, letter(p1) && n1 == b' ' && space(p2));
        // The first period of an acronym: `X.Y.`
        add(
            Step::AcronymStarter,
            p1.is_ascii_uppercase() && n1.is_ascii_uppercase() && n2 == b'.',
        );
        let letters = letter(p1) && letter(n1) && n2 == b'.';
        add(Step::ThreeLetters, letters);
        add(Step::TwoLetters, letters);
        let suffix = matches!(p1, b'c' | b'd' | b'r' | b'o')
            && [&b" Inc"[..], b" Ltd", b" Jr", b" Sr", b" Co"]
                .iter()
                .any(|s| ends(i, s));
        add(Step::SuffixStarter, suffix);
        add(Step::Suffix, suffix);
        add(Step::Letter, letter(p1) && p2 == b' ');
    }
    bits
}

/// The ASCII pattern of a step whose replacement hides each period of the match behind
/// `<prd>` and keeps the rest (`Mr.` → `Mr<prd>`, `3.5` → `3<prd>5`): the length of its
/// match at byte `i` of `b`, if one starts there. Those steps are scanned for by hand, as
/// their regexes cost more to compile than to run on a run's texts.
fn hidden_periods_at(step: Step, b: &[u8], i: usize) -> Option<usize> {
    let at = |k: usize| b.get(i + k).copied().unwrap_or(0);
    let letter = |k: usize| at(k).is_ascii_alphabetic();
    let digit = |k: usize| at(k).is_ascii_digit();
    let found = match step {
        // `(Mr|St|Mrs|Ms|Dr)[.]`, the alternatives in order.
        Step::Prefixes => {
            return ["Mr", "St", "Mrs", "Ms", "Dr"].iter().find_map(|p| {
                (b[i..].starts_with(p.as_bytes()) && at(p.len()) == b'.').then_some(p.len() + 1)
            })
        }
        // `([0-9])[.]([0-9])`
        Step::Digits => digit(0) && at(1) == b'.' && digit(2),
        // `([A-Za-z])[.]([A-Za-z])[.]`
        Step::TwoLetters => letter(0) && at(1) == b'.' && letter(2) && at(3) == b'.',
        // ` ([A-Za-z])[.]`
        Step::Letter => at(0) == b' ' && letter(1) && at(2) == b'.',
        _ => return None,
    };
    found.then_some(match step {
        Step::TwoLetters => 4,
        _ => 3,
    })
}

/// A step of [`hidden_periods_at`] on `t`: each match, leftmost first and not overlapping
/// (the scan goes on after a match's end, as the regex's does), with its periods hidden.
fn hide_periods(step: Step, t: &str) -> Option<String> {
    let b = t.as_bytes();
    let mut out: Option<String> = None;
    let (mut last, mut i) = (0, 0);
    while i < b.len() {
        let Some(len) = hidden_periods_at(step, b, i) else {
            i += 1;
            continue;
        };
        let o = out.get_or_insert_with(|| String::with_capacity(t.len() + 16));
        o.push_str(&t[last..i]);
        for piece in t[i..i + len].split_inclusive('.') {
            match piece.strip_suffix('.') {
                Some(before) => {
                    o.push_str(before);
                    o.push_str("<prd>");
                }
                None => o.push_str(piece),
            }
        }
        i += len;
        last = i;
    }
    let mut o = out?;
    o.push_str(&t[last..]);
    Some(o)
}

/// Runs one step on `t`; whether it changed the text.
fn apply(step: Step, t: &mut String) -> bool {
    if matches!(
        step,
        Step::Prefixes | Step::Digits | Step::TwoLetters | Step::Letter
    ) {
        let replaced = hide_periods(step, t);
        return set_if_owned(t, replaced);
    }
    let rep = match step {
        Step::Prefixes => "${1}<prd>",
        Step::Websites => "<prd>${1}",
        Step::Digits => "${1}<prd>${2}",
        Step::MultipleDots => {
            let replaced = regex(step).replace_all(t, |c: &regex::Captures| {
                format!("{}<stop>", "<prd>".repeat(c[0].len()))
            });
            return set_if_owned(t, owned(replaced));
        }
        Step::PhD => "Ph<prd>D<prd>",
        Step::SingleLetter => " ${1}<prd> ",
        Step::AcronymStarter => "${1}<stop> ${2}",
        Step::ThreeLetters => "${1}<prd>${2}<prd>${3}<prd>",
        Step::TwoLetters => "${1}<prd>${2}<prd>",
        Step::SuffixStarter => " ${1}<stop> ${2}",
        Step::Suffix => " ${1}<prd>",
        Step::Letter => " ${1}<prd>",
    };
    let replaced = owned(regex(step).replace_all(t, rep));
    set_if_owned(t, replaced)
}

/// The new text of a substitution; `None` when it found nothing (the regex crate then
/// borrows the input).
fn owned(replaced: Cow<'_, str>) -> Option<String> {
    match replaced {
        Cow::Owned(o) => Some(o),
        Cow::Borrowed(_) => None,
    }
}

fn set_if_owned(t: &mut String, replaced: Option<String>) -> bool {
    match replaced {
        Some(o) => {
            *t = o;
            true
        }
        None => false,
    }
}

/// `t = t.replace(from, to)`, without a copy when `from` does not occur. With memchr's
/// search (non-overlapping, from the left, as `str::replace`): the standard one built a
/// two-way searcher for each two-byte needle.
fn replace_if_found(t: &mut String, from: &str, to: &str) -> bool {
    let mut found = memchr::memmem::find_iter(t.as_bytes(), from.as_bytes()).peekable();
    if found.peek().is_none() {
        return false;
    }
    let mut out = String::with_capacity(t.len());
    let mut last = 0;
    for p in found {
        out.push_str(&t[last..p]);
        out.push_str(to);
        last = p + from.len();
    }
    out.push_str(&t[last..]);
    *t = out;
    true
}

/// `" " + text + "  "` with every `\n` a space: the text the official steps start from.
fn padded(text: &str) -> String {
    let mut t = String::with_capacity(text.len() + 3);
    t.push(' ');
    let mut rest = text;
    while let Some(i) = memchr::memchr(b'\n', rest.as_bytes()) {
        t.push_str(&rest[..i]);
        t.push(' ');
        rest = &rest[i + 1..];
    }
    t.push_str(rest);
    t.push_str("  ");
    t
}

/// `instructions_util.split_into_sentences`: the texts of the sentences.
pub(crate) fn split_into_sentences(text: &str) -> Vec<String> {
    let mut t = padded(text);
    let mut possible = may_match(&t);
    for step in STEPS {
        if possible & step.bit() != 0 && apply(step, &mut t) {
            possible = may_match(&t);
        }
    }
    // The official `if "”" in text: text = text.replace(".”", "”.")` and its three
    // siblings: a replacement that finds nothing changes nothing.
    // A quick look for the quote first: most texts have none.
    if t.contains('\u{201D}') {
        replace_if_found(&mut t, ".\u{201D}", "\u{201D}.");
    }
    if t.contains('"') {
        replace_if_found(&mut t, ".\"", "\".");
        replace_if_found(&mut t, "!\"", "\"!");
        replace_if_found(&mut t, "?\"", "\"?");
    }
    cut_sentences(&t)
}

/// The end of the official splitter in one pass: `.replace(".", ".<stop>")`, the same for
/// `?` and `!`, `.replace("<prd>", ".")`, `.split("<stop>")`, each piece stripped, a last
/// empty piece dropped. One pass gives the same pieces because neither marker can be made
/// or broken by the replacements: both begin with the only `<` they contain, and the
/// inserted `<stop>` follows a `.`, `?` or `!`, which neither marker contains.
fn cut_sentences(t: &str) -> Vec<String> {
    let mut sentences = Vec::new();
    // The sentence being cut: pieces of `t` with each `<prd>` read as `.`; built only
    // when a sentence has a `<prd>`, otherwise it is the slice `t[start..]`.
    let mut built: Option<String> = None;
    let mut start = 0;
    let mut i = 0;
    let b = t.as_bytes();
    let mut finish = |built: &mut Option<String>, start: usize, end: usize| {
        let piece = match built.take() {
            Some(mut s) => {
                s.push_str(&t[start..end]);
                py_strip(&s).to_string()
            }
            None => py_strip(&t[start..end]).to_string(),
        };
        sentences.push(piece);
    };
    // The next `<` is looked for apart from the three ends with memchr: most texts hold
    // none, and it is looked for again only once passed.
    let mut next_lt = memchr::memchr(b'<', b).unwrap_or(b.len());
    while let Some(j) = {
        if next_lt < i {
            next_lt = memchr::memchr(b'<', &b[i..]).map_or(b.len(), |k| i + k);
        }
        let end = memchr::memchr3(b'.', b'?', b'!', &b[i..next_lt]).map(|k| i + k);
        end.or((next_lt < b.len()).then_some(next_lt))
    } {
        let tail = &b[j..];
        if tail.starts_with(b"<stop>") {
            finish(&mut built, start, j);
            start = j + 6;
            i = start;
        } else if tail.starts_with(b"<prd>") {
            let s = built.get_or_insert_with(String::new);
            s.push_str(&t[start..j]);
            s.push('.');
            start = j + 5;
            i = start;
        } else if tail[0] == b'<' {
            i = j + 1;
        } else {
            finish(&mut built, start, j + 1);
            start = j + 1;
            i = start;
        }
    }
    finish(&mut built, start, t.len());
    if sentences.last().is_some_and(String::is_empty) {
        sentences.pop();
    }
    sentences
}

/// The sentences of [`split_into_sentences`] (`sentences`, of `text`) with where each is
/// in `text` (the first place at or after the previous sentence where its text occurs;
/// `None` when the splitter rewrote it), in order, located as they are asked for.
pub(crate) fn located_sentences<'a>(
    text: &'a str,
    sentences: &'a [String],
) -> impl Iterator<Item = Sentence<'a>> + 'a {
    let mut cursor = 0;
    sentences.iter().map(move |s| {
        let at = if s.is_empty() {
            None
        } else {
            // Most sentences start right after the whitespace that ends the one
            // before; there the first occurrence is, as a stripped sentence cannot
            // start inside that whitespace.
            let rest = &text[cursor..];
            let gap = rest.len() - rest.trim_start_matches(super::py_isspace).len();
            if rest[gap..].starts_with(s.as_str()) {
                Some(cursor + gap)
            } else {
                rest.find(s.as_str()).map(|i| cursor + i)
            }
        };
        if let Some(a) = at {
            cursor = a + s.len();
        }
        Sentence { text: s, at }
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The official function as written: every substitution in turn on the whole text,
    /// then the replacements and the split. The oracle the fast path is compared with.
    fn official(text: &str) -> Vec<String> {
        let re = regex;
        let mut t = format!(" {text}  ").replace('\n', " ");
        let sub = |t: &str, step: Step, rep: &str| re(step).replace_all(t, rep).into_owned();
        t = sub(&t, Step::Prefixes, "${1}<prd>");
        t = sub(&t, Step::Websites, "<prd>${1}");
        t = sub(&t, Step::Digits, "${1}<prd>${2}");
        t = re(Step::MultipleDots)
            .replace_all(&t, |c: &regex::Captures| {
                format!("{}<stop>", "<prd>".repeat(c[0].len()))
            })
            .into_owned();
        if t.contains("Ph.D") {
            t = t.replace("Ph.D.", "Ph<prd>D<prd>");
        }
        t = sub(&t, Step::SingleLetter, " ${1}<prd> ");
        t = sub(&t, Step::AcronymStarter, "${1}<stop> ${2}");
        t = sub(&t, Step::ThreeLetters, "${1}<prd>${2}<prd>${3}<prd>");
        t = sub(&t, Step::TwoLetters, "${1}<prd>${2}<prd>");
        t = sub(&t, Step::SuffixStarter, " ${1}<stop> ${2}");
        t = sub(&t, Step::Suffix, " ${1}<prd>");
        t = sub(&t, Step::Letter, " ${1}<prd>");
        if t.contains('\u{201D}') {
            t = t.replace(".\u{201D}", "\u{201D}.");
        }
        if t.contains('"') {
            t = t.replace(".\"", "\".");
        }
        if t.contains('!') {
            t = t.replace("!\"", "\"!");
        }
        if t.contains('?') {
            t = t.replace("?\"", "\"?");
        }
        t = t.replace('.', ".<stop>");
        t = t.replace('?', "?<stop>");
        t = t.replace('!', "!<stop>");
        t = t.replace("<prd>", ".");
        let mut sentences: Vec<String> =
            t.split("<stop>").map(|s| py_strip(s).to_string()).collect();
        if sentences.last().is_some_and(String::is_empty) {
            sentences.pop();
        }
        sentences
    }

    #[test]
    fn sentences_split_like_the_official_regexes() {
        assert_eq!(
            split_into_sentences("Dr. Who is here. Is it? Yes!"),
            ["Dr. Who is here.", "Is it?", "Yes!"]
        );
        assert_eq!(split_into_sentences("Wait... what"), ["Wait...", "what"]);
        assert_eq!(split_into_sentences("  "), Vec::<String>::new());
        assert_eq!(
            split_into_sentences("He said \"hi.\" Then"),
            ["He said \"hi\".", "Then"]
        );
    }

    #[test]
    fn every_step_of_the_splitter_is_taken_where_it_matches() {
        for text in [
            "Mr. Smith met Mrs. Jones on St. Mark's St. today.",
            "See example.com or gov.io. Pi is 3.14 today.",
            "So... what.. now",
            "She has a Ph.D. in it. And a Ph.Dx.",
            "Option a. is fine. Then b. too.",
            "The U.S. However, he left. The U.S.A. They did. U.S. Wherever.",
            "e.g. this, i.e. that, a.b.c. done",
            "Acme Inc. However it was. Acme Ltd. They sold. Bob Jr. is here.",
            "Plan A. It works. x. y.",
            "He said \u{201C}go.\u{201D} Then \"stop.\" Wow!\" Why?\" End",
            "Mr..x. y",
            "a <prd> b. c <stop> d",
            "Line one.\nLine two.\n\nLine\u{a0}x. three.",
            "\u{1c}a. b",
        ] {
            assert_eq!(split_into_sentences(text), official(text), "{text:?}");
        }
    }

    #[test]
    fn sentences_are_located_where_they_first_occur() {
        for text in [
            "One. Two.  One. \n\u{a0}Two? x",
            "Dr. Who. Who. Dr. x",
            "a.b. c. a.b. c",
            "\u{1c}Hi. Hi.\tHi!",
        ] {
            let mut cursor = 0;
            for s in located_sentences(text, &split_into_sentences(text)) {
                let first = text[cursor..].find(s.text).map(|i| cursor + i);
                assert_eq!(s.at, first.filter(|_| !s.text.is_empty()), "{text:?}");
                if let Some(a) = s.at {
                    cursor = a + s.text.len();
                }
            }
        }
    }

    /// Random mixes of the pieces the patterns look at, against the official steps.
    #[test]
    fn generated_texts_split_like_the_official_steps() {
        const PIECES: &[&str] = &[
            ".", ". ", "..", "...", " ", "  ", "\n", "A", "B", "U", "a", "x", "e", "Z", "1", "9",
            "Mr", "Mrs", "Ms", "St", "Dr", "Ph", "D", "com", "net", "io", "me", "Inc", "Ltd", "Jr",
            "Co", "He ", "She ", "However ", "They ", "Wherever", "Prof", "This\t", "\"",
            "\u{201D}", "!", "?", "<", "prd>", "stop>", "<prd>", "\u{a0}", "\u{1c}", "é", "word",
            "The", "\u{3000}",
        ];
        let mut next = crate::test_rng::below(0x2545_F491_4F6C_DD1D);
        for _ in 0..40_000 {
            let len = 1 + next(24);
            let text: String = (0..len).map(|_| PIECES[next(PIECES.len())]).collect();
            assert_eq!(split_into_sentences(&text), official(&text), "{text:?}");
        }
    }
}
