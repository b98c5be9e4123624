//! Count phrases shared by the counting families: "at least 300", "fewer than 5",
//! "no more than fifty", "300+", "20 to 25", "5 or 6", "10 or more", "once or less",
//! "exactly one", "around 200".

use std::sync::LazyLock;

use super::dsl::all_of;
use super::pattern::{Captures, Regex};

use super::number::{parse, NUMBER};
use super::pattern::regex;
use super::Text;

/// Every count phrase of a text, found once and shared by the counting families.
static ANY: LazyLock<Regex> = LazyLock::new(|| regex(&pattern("", true)).expect("static regex"));

/// A count phrase in the instruction.
#[derive(Debug, Clone, Copy)]
pub(crate) struct Counted {
    pub start: usize,
    pub end: usize,
    pub count: Count,
    /// The number was "once", "twice" or "thrice" (a count of times without "times").
    pub times_word: bool,
}

/// The count phrases of `lower`, in order (see [`Text::counts`]).
pub(crate) fn scan(lower: &str) -> Vec<Counted> {
    ANY.captures_iter(lower)
        .filter_map(|caps| {
            let m = caps.get(0).expect("match");
            let n = caps.name("n").expect("n").as_str();
            Some(Counted {
                start: m.start(),
                end: m.end(),
                count: read(&caps, "", None)?,
                times_word: matches!(n, "once" | "twice" | "thrice"),
            })
        })
        .collect()
}

impl Counted {
    /// The count with an "or more" / "or less" written after the unit ("300 words or
    /// more").
    pub fn with_after(self, after: Option<&str>) -> Count {
        match (self.count, after.map(str::trim)) {
            (Count::Bare(n), Some(a)) if a.ends_with("more") => Count::AtLeast(n),
            (Count::Bare(n), Some(_)) => Count::AtMost(n),
            (c, _) => c,
        }
    }
}

/// Counts followed by `unit`, a pattern anchored at the count's end (`^\s*words?\b`,
/// optionally with a group `after` for "or more"): `(start, end of the unit, count)`.
pub(crate) fn with_unit<'a>(
    text: &'a Text,
    unit: &'a Regex,
) -> impl Iterator<Item = (usize, usize, Count)> + 'a {
    with_unit_in(text, unit, 0, text.lower.len())
}

/// [`with_unit`] for the counts that lie in `[from, to)`, found by binary search over the
/// instruction's counts (they are in order): a rule that looks for a count near each of
/// its cue words stays linear in the instruction's length, where filtering every count of
/// the instruction per cue was quadratic on long instructions (issue #18).
pub(crate) fn with_unit_in<'a>(
    text: &'a Text,
    unit: &'a Regex,
    from: usize,
    to: usize,
) -> impl Iterator<Item = (usize, usize, Count)> + 'a {
    let counts = text.counts();
    let first = counts.partition_point(|c| c.start < from);
    let past = counts.partition_point(|c| c.start < to);
    counts[first..past.max(first)]
        .iter()
        .filter_map(move |c| {
            let caps = unit.captures(&text.lower[c.end..])?;
            let m = caps.get(0).expect("match");
            Some((
                c.start,
                c.end + m.end(),
                c.with_after(caps.name("after").map(|a| a.as_str())),
            ))
        })
        .filter(move |&(_, end, _)| end <= to)
}

/// The end of the clause that starts at `from`: the next `,`, `;`, sentence end or line
/// break, or a conjunction that opens a requirement of its own ("use bold for the key
/// term *and keep* it under 60 words": the 60 words are not the bold's).
pub(crate) fn clause_end(text: &Text, from: usize) -> usize {
    static AND_VERB: LazyLock<Regex> = LazyLock::new(|| {
        regex(r"\s(?:and|but|then|also)\s+(?:keep|make|use|include|write|add|end|start|begin|avoid|do|don't|never|limit|answer|respond|reply|put|wrap|highlight|mark|stay|finish|close|sign)\b")
            .expect("static regex")
    });
    let end = text.lower[from..]
        .find([',', ';', '.', '!', '?', '\n'])
        .map_or(text.lower.len(), |i| from + i);
    AND_VERB
        .find(&text.lower[from..end])
        .map_or(end, |m| from + m.start())
}

/// An optional "times" after a count ("3 times"; "twice" has none).
pub(crate) static OPTIONAL_TIMES: LazyLock<Regex> =
    LazyLock::new(|| regex(r"^(?:\s+times?\b)?").expect("static regex"));

/// A negation between a counted thing and its count ("should not appear more than 3
/// times"): the count's relation flips.
static NEGATED: LazyLock<Regex> =
    LazyLock::new(|| regex(r"\b(?:not|n't|never)\b").expect("static regex"));

/// Whether `between` (lower-cased) negates the count that follows it.
pub(crate) fn negated(between: &str) -> bool {
    NEGATED.is_match(between)
}

/// The first count of occurrences in `[from, to)`: a count followed by "time(s)", or one
/// that says it ("twice", "once"). A bare count reads as exact.
pub(crate) fn first_occurrences_in(
    text: &Text,
    from: usize,
    to: usize,
) -> Option<(usize, usize, Count)> {
    let (start, end, c, times_word) = first_in(text, from, to, &OPTIONAL_TIMES)?;
    let counted = text.lower[start..end].trim_end();
    if !times_word && !counted.ends_with("time") && !counted.ends_with("times") {
        return None;
    }
    let c = match c {
        Count::Bare(n) => Count::Exactly(n),
        c => c,
    };
    Some((start, end, c))
}

/// The first count in `[from, to)` followed by `unit` (anchored at its end), with the
/// end of the unit.
pub(crate) fn first_in(
    text: &Text,
    from: usize,
    to: usize,
    unit: &Regex,
) -> Option<(usize, usize, Count, bool)> {
    // Counts are in order of start: the ones in range by binary search, not a scan of
    // every count for every call.
    let counts = text.counts();
    let first = counts.partition_point(|c| c.start < from);
    counts[first..]
        .iter()
        .take_while(|c| c.start < to)
        .filter(|c| c.end <= to)
        .find_map(|c| {
            let m = unit.find(&text.lower[c.end..])?;
            Some((c.start, c.end + m.end(), c.count, c.times_word))
        })
}

/// The first count of `noun` (singular or plural) in the text: where it is, and the count.
pub(crate) fn count_of(text: &Text, noun: &str) -> Option<(usize, usize, Count)> {
    let stem = noun.strip_suffix('s').unwrap_or(noun);
    text.counts().iter().find_map(|c| {
        let rest = text.lower[c.end..].trim_start_matches([' ', '-']);
        let word: &str = rest
            .split(|ch: char| !ch.is_ascii_alphabetic())
            .next()
            .unwrap_or("");
        (word == stem || word.strip_suffix('s') == Some(stem)).then_some((c.start, c.end, c.count))
    })
}

/// A count as the instruction states it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Count {
    AtLeast(i64),
    AtMost(i64),
    More(i64),
    Less(i64),
    Exactly(i64),
    /// Both ends included: "20 to 25", "5 or 6".
    Range(i64, i64),
    /// "around 300": within 10% (at least 1) either side.
    Around(i64),
    /// A number with no relation: "a 300 word essay", "the first 5 words". A size hint
    /// or part of the task, not a bound, unless the family says otherwise.
    Bare(i64),
}

/// The relation words before a number.
const REL: &str = r"at\s+least|no\s+less\s+than|no\s+fewer\s+than|not\s+less\s+than|not\s+fewer\s+than|a\s+minimum\s+of|minimum\s+of|more\s+than|greater\s+than|longer\s+than|over|above|exceeding|in\s+excess\s+of|at\s+most|no\s+more\s+than|not\s+more\s+than|no\s+longer\s+than|a\s+maximum\s+of|maximum\s+of|up\s+to|less\s+than|fewer\s+than|shorter\s+than|under|below|not\s+exceed(?:ing)?|not\s+to\s+exceed|exactly|precisely|only|just|around|about|approximately|roughly|nearly|between|in\s+the\s+range\s+of|from";

/// A count phrase on lower-cased text, its groups suffixed with `tag` so that one regex
/// can hold several. `times` also accepts "once", "twice", "thrice" as the number.
pub(crate) fn pattern(tag: &str, times: bool) -> String {
    let number = if times {
        format!("(?:{NUMBER}|once|twice|thrice)")
    } else {
        NUMBER.to_string()
    };
    format!(
        r"(?:(?P<rel{tag}>{REL})\s+(?:a\s+total\s+of\s+|the\s+)?)?\b(?P<n{tag}>{number})(?P<plus{tag}>\+)?(?:\s*(?P<sep{tag}>-|–|to|and|or)\s*(?P<m{tag}>{number})\b)?(?P<or{tag}>\s+or\s+(?:more|fewer|less|greater|above|over|under|below)\b)?"
    )
}

/// Reads what [`pattern`] matched. `after` is an "or more"/"or less" written after the
/// unit ("300 words or more").
pub(crate) fn read(caps: &Captures<'_>, tag: &str, after: Option<&str>) -> Option<Count> {
    let group = |name: &str| {
        let m = if tag.is_empty() {
            caps.name(name)
        } else {
            caps.name(&format!("{name}{tag}"))
        };
        m.map(|m| m.as_str())
    };
    let n = number(group("n")?)?;
    let m = group("m").and_then(number);
    let rel = group("rel").map(|r| r.split_whitespace().collect::<Vec<_>>().join(" "));
    let or = group("or").or(after).map(str::trim);
    let sep = group("sep");
    if let (Some(m), Some(sep)) = (m, sep) {
        let range_rel = matches!(
            rel.as_deref(),
            None | Some(
                "between"
                    | "from"
                    | "in the range of"
                    | "exactly"
                    | "just"
                    | "only"
                    | "around"
                    | "about"
            )
        );
        // "between 100 and 200"; "and" alone joins two counts, not a range.
        if range_rel && (sep != "and" || rel.as_deref() == Some("between")) {
            return Some(Count::Range(n.min(m), n.max(m)));
        }
    }
    if group("plus").is_some() {
        return Some(Count::AtLeast(n));
    }
    if let Some(or) = or {
        return Some(
            if or.ends_with("more") || or.ends_with("greater") || or.ends_with("above") {
                Count::AtLeast(n)
            } else {
                Count::AtMost(n)
            },
        );
    }
    Some(match rel.as_deref() {
        None => Count::Bare(n),
        Some(
            "at least" | "no less than" | "no fewer than" | "not less than" | "not fewer than"
            | "a minimum of" | "minimum of",
        ) => Count::AtLeast(n),
        Some(
            "more than" | "greater than" | "longer than" | "over" | "above" | "exceeding"
            | "in excess of",
        ) => Count::More(n),
        Some(
            "at most" | "no more than" | "not more than" | "no longer than" | "a maximum of"
            | "maximum of" | "up to" | "not exceed" | "not exceeding" | "not to exceed",
        ) => Count::AtMost(n),
        Some("less than" | "fewer than" | "shorter than" | "under" | "below") => Count::Less(n),
        Some("exactly" | "precisely" | "only" | "just") => Count::Exactly(n),
        Some("around" | "about" | "approximately" | "roughly" | "nearly") => Count::Around(n),
        // "between 3" without a second number, "from 3": not a count we can read.
        Some(_) => return None,
    })
}

fn number(s: &str) -> Option<i64> {
    match s {
        "once" => Some(1),
        "twice" => Some(2),
        "thrice" => Some(3),
        _ => parse(s),
    }
}

impl Count {
    /// The count as IFEval's relations: `("at least", n)` and `("less than", n)`, one or two
    /// of them. A bare number gives none.
    pub fn ifeval_bounds(self) -> Vec<(&'static str, i64)> {
        match self {
            Count::AtLeast(n) => vec![("at least", n)],
            Count::More(n) => vec![("at least", n + 1)],
            Count::Less(n) => vec![("less than", n)],
            Count::AtMost(n) => vec![("less than", n + 1)],
            Count::Exactly(n) => vec![("at least", n), ("less than", n + 1)],
            Count::Range(a, b) => vec![("at least", a), ("less than", b + 1)],
            Count::Around(n) => {
                let tolerance = ((n + 5) / 10).max(1);
                vec![
                    ("at least", (n - tolerance).max(0)),
                    ("less than", n + tolerance + 1),
                ]
            }
            Count::Bare(_) => vec![],
        }
    }

    /// [`Count::ifeval_bounds`], each relation turned around when the count is negated
    /// ("not more than 3" is "less than 4").
    pub fn ifeval_bounds_negated(self, negated: bool) -> Vec<(&'static str, i64)> {
        let mut bounds = self.ifeval_bounds();
        if negated {
            for (relation, _) in &mut bounds {
                *relation = if *relation == "at least" {
                    "less than"
                } else {
                    "at least"
                };
            }
        }
        bounds
    }

    /// The count as relation symbols (`>=`, `==`, …), one or two of them; a bare number is
    /// read as exact (for families where IFEval reads it so: "10 bullet points").
    pub fn symbols(self) -> Vec<(&'static str, i64)> {
        match self {
            Count::Exactly(n) | Count::Bare(n) => vec![("==", n)],
            Count::AtLeast(n) => vec![(">=", n)],
            Count::More(n) => vec![(">", n)],
            Count::Less(n) => vec![("<", n)],
            Count::AtMost(n) => vec![("<=", n)],
            Count::Range(a, b) => vec![(">=", a), ("<=", b)],
            Count::Around(n) => {
                let tolerance = ((n + 5) / 10).max(1);
                vec![(">=", (n - tolerance).max(0)), ("<=", n + tolerance)]
            }
        }
    }
}

/// The DSL condition on one unit `v` for a count of its words.
pub(crate) fn words_condition(v: &str, c: Count) -> String {
    all_of(
        c.symbols()
            .into_iter()
            .map(|(rel, n)| format!("words({v}) {rel} {n}")),
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    fn count(text: &str) -> Option<Count> {
        let re = Regex::new(&format!(r"{}(?:\s+(?:words?|times?))?", pattern("", true))).unwrap();
        let caps = re.captures(text)?;
        read(&caps, "", None)
    }

    #[test]
    fn reads_relations_ranges_and_suffixes() {
        assert_eq!(count("at least 300 words"), Some(Count::AtLeast(300)));
        assert_eq!(count("300+ words"), Some(Count::AtLeast(300)));
        assert_eq!(count("no more than fifty words"), Some(Count::AtMost(50)));
        assert_eq!(count("20 to 25 words"), Some(Count::Range(20, 25)));
        assert_eq!(count("5 or 6 words"), Some(Count::Range(5, 6)));
        assert_eq!(count("10 or more times"), Some(Count::AtLeast(10)));
        assert_eq!(count("once or less"), Some(Count::AtMost(1)));
        assert_eq!(
            count("between 100 and 200 words"),
            Some(Count::Range(100, 200))
        );
        assert_eq!(
            count("less than a total of 10 words"),
            Some(Count::Less(10))
        );
        assert_eq!(count("exactly one word"), Some(Count::Exactly(1)));
        assert_eq!(count("around 200 words"), Some(Count::Around(200)));
        assert_eq!(count("a 300 word essay"), Some(Count::Bare(300)));
    }

    #[test]
    fn bounds_in_ifeval_terms() {
        assert_eq!(Count::AtMost(150).ifeval_bounds(), [("less than", 151)]);
        assert_eq!(Count::More(800).ifeval_bounds(), [("at least", 801)]);
        assert_eq!(
            Count::Range(100, 120).ifeval_bounds(),
            [("at least", 100), ("less than", 121)]
        );
        assert_eq!(
            Count::Around(300).ifeval_bounds(),
            [("at least", 270), ("less than", 331)]
        );
        assert!(Count::Bare(3).ifeval_bounds().is_empty());
    }
}
