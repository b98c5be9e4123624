//! What the per-language phrase tables share: a phrase's pattern, written with named
//! fragments (`{N}` a number, `{Q}` a quoted phrase, `{GE}` the words of "at least" …)
//! that each language defines once, so that a new relation word or unit word reaches
//! every phrase that uses its fragment; and the readings they produce (a count of a
//! unit, an M-IFEval or IFEval type, a DSL check).

use nsvif_spec::{BinOp, Expr, Function};
use regex::{Captures, Regex};
use serde_json::Value;

use crate::rules::Emit;

/// One phrasing of a table: its pattern (with `{NAME}` fragments) and what a match
/// reads as.
pub(crate) struct Phrase {
    /// An instruction the phrase reads, for the table's test.
    pub example: &'static str,
    pub pattern: &'static str,
    pub read: fn(&Captures, &Context) -> Read,
}

/// What a phrase's match reads as.
#[derive(Debug, Clone, PartialEq)]
pub(crate) enum Read {
    /// A constraint.
    Constraint(Emit),
    /// Words that state no constraint of their own (an example of a format whose
    /// constraint another phrase read).
    Explained,
    /// Not this constraint after all (a number that does not parse, a bare size that is
    /// the task's, not a bound): the words stay unread.
    Refused,
}

impl From<Option<Emit>> for Read {
    fn from(e: Option<Emit>) -> Read {
        e.map_or(Read::Refused, Read::Constraint)
    }
}

/// What a phrase's reading may depend on beyond its own words.
pub(crate) struct Context<'a> {
    /// The whole instruction (M-IFEval's `repeat_prompt` repeats its first sentence; a
    /// paragraph count names its `***` divider in another clause).
    pub instruction: &'a str,
}

/// A table compiled: each phrase's pattern with its fragments expanded.
pub(crate) struct Compiled {
    pub phrases: Vec<(Regex, &'static Phrase)>,
}

impl Compiled {
    /// Expands `{NAME}` with `fragments` (which may use fragments listed before them) and
    /// compiles every phrase. Panics on a bad pattern: the tables are static, and their
    /// test compiles them.
    pub fn new(table: &'static [Phrase], fragments: &[(&str, &str)]) -> Compiled {
        let expanded: Vec<(String, String)> =
            fragments.iter().fold(Vec::new(), |mut done, (name, body)| {
                let body = expand(body, &done);
                done.push((format!("{{{name}}}"), body));
                done
            });
        let phrases = table
            .iter()
            .map(|p| {
                let pattern = expand(p.pattern, &expanded);
                let re =
                    Regex::new(&pattern).unwrap_or_else(|e| panic!("phrase {:?}: {e}", p.example));
                (re, p)
            })
            .collect();
        Compiled { phrases }
    }
}

fn expand(pattern: &str, fragments: &[(String, String)]) -> String {
    let mut out = pattern.to_string();
    // Longer names first, so `{NUM}` is not read as `{N}` followed by "UM}".
    let mut sorted: Vec<&(String, String)> = fragments.iter().collect();
    sorted.sort_by_key(|(n, _)| std::cmp::Reverse(n.len()));
    for (name, body) in sorted {
        if out.contains(name.as_str()) {
            out = out.replace(name.as_str(), &format!("(?:{body})"));
        }
    }
    out
}

/// A number written with ASCII or full-width digits, or with Chinese/Japanese numerals up
/// to 9999 (三, 十二, 两百, 三千五百, 一〇〇).
pub(crate) fn number(s: &str) -> Option<i64> {
    let s = s.trim();
    if s.is_empty() {
        return None;
    }
    let digit = |c: char| -> Option<i64> {
        Some(match c {
            '0'..='9' => c as i64 - '0' as i64,
            '０'..='９' => c as i64 - '０' as i64,
            '零' | '〇' => 0,
            '一' => 1,
            '二' | '两' | '兩' => 2,
            '三' => 3,
            '四' => 4,
            '五' => 5,
            '六' => 6,
            '七' => 7,
            '八' => 8,
            '九' => 9,
            _ => return None,
        })
    };
    // Positional digits: "300", "３００", "一〇〇".
    if s.chars().all(|c| digit(c).is_some()) {
        return s
            .chars()
            .try_fold(0i64, |acc, c| acc.checked_mul(10)?.checked_add(digit(c)?));
    }
    // Numerals with multipliers: 十二 = 12, 三百五十 = 350, 两千 = 2000.
    let mut total = 0;
    let mut pending: Option<i64> = None;
    for c in s.chars() {
        let unit = match c {
            '十' | '拾' => 10,
            '百' | '佰' => 100,
            '千' | '仟' => 1000,
            _ => {
                if pending.is_some() {
                    return None;
                }
                pending = Some(digit(c)?);
                continue;
            }
        };
        total += pending.take().unwrap_or(1) * unit;
    }
    Some(total + pending.unwrap_or(0))
}

/// How a count compares with its number.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Rel {
    AtLeast,
    AtMost,
    Below,
    Above,
    Exactly,
    /// Within 10% either side (at least 1), as the English "around N".
    Around,
}

/// The bounds a relation sets on a count, as inclusive `(min, max)`.
pub(crate) fn bounds(rel: Rel, n: i64) -> (Option<i64>, Option<i64>) {
    match rel {
        Rel::AtLeast => (Some(n), None),
        Rel::AtMost => (None, Some(n)),
        Rel::Below => (None, Some(n - 1)),
        Rel::Above => (Some(n + 1), None),
        Rel::Exactly => (Some(n), Some(n)),
        Rel::Around => {
            let d = (n / 10).max(1);
            (Some(n - d), Some(n + d))
        }
    }
}

/// What a DSL count counts.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Unit {
    /// Characters that are not whitespace: how Chinese counts 字.
    VisibleChar,
    Sentence,
    Paragraph,
    Line,
    Bullet,
}

impl Unit {
    fn measure(self) -> Expr {
        let all = || vec![Expr::Var("all".into())];
        match self {
            Unit::VisibleChar => Expr::Call(Function::VisibleChars, all()),
            Unit::Sentence => count_of(Function::Sentences),
            Unit::Paragraph => count_of(Function::Paragraphs),
            Unit::Line => count_of(Function::Lines),
            Unit::Bullet => count_of(Function::Bullets),
        }
    }
}

fn count_of(unit: Function) -> Expr {
    Expr::Call(
        Function::Count,
        vec![Expr::Call(unit, vec![Expr::Var("all".into())])],
    )
}

/// The DSL check of a count between inclusive bounds.
pub(crate) fn count_dsl(unit: Unit, min: Option<i64>, max: Option<i64>) -> Option<Emit> {
    bounded(unit.measure(), min, max)
}

/// `measure` between inclusive bounds (exactly one where they meet); none when the
/// bounds are empty or inverted.
fn bounded(measure: Expr, min: Option<i64>, max: Option<i64>) -> Option<Emit> {
    let cmp = |op, n| Expr::Binary(op, Box::new(measure.clone()), Box::new(Expr::Int(n)));
    let expr = match (min, max) {
        (Some(a), Some(b)) if a == b => cmp(BinOp::Eq, a),
        (Some(a), Some(b)) if a < b => Expr::Binary(
            BinOp::And,
            Box::new(cmp(BinOp::Ge, a)),
            Box::new(cmp(BinOp::Le, b)),
        ),
        (Some(a), None) => cmp(BinOp::Ge, a),
        (None, Some(b)) if b >= 0 => cmp(BinOp::Le, b),
        _ => return None,
    };
    Some(Emit::Dsl(expr.to_string()))
}

/// `all` contains (or, negated, does not contain) `phrase`, case as written.
pub(crate) fn contains_dsl(phrase: &str, present: bool) -> Option<Emit> {
    if phrase.trim().is_empty() {
        return None;
    }
    let call = Expr::Call(
        Function::Contains,
        vec![Expr::Var("all".into()), Expr::Str(phrase.to_string())],
    );
    Some(Emit::Dsl(
        if present {
            call
        } else {
            Expr::Not(Box::new(call))
        }
        .to_string(),
    ))
}

/// The number of occurrences of `phrase` between inclusive bounds.
pub(crate) fn frequency_dsl(phrase: &str, min: Option<i64>, max: Option<i64>) -> Option<Emit> {
    if phrase.trim().is_empty() {
        return None;
    }
    let measure = Expr::Call(
        Function::Count,
        vec![Expr::Call(
            Function::Matches,
            vec![
                Expr::Var("all".into()),
                Expr::Str(regex_syntax::escape(phrase)),
            ],
        )],
    );
    bounded(measure, min, max)
}

/// A predicate applied to the whole output: `starts_with(all, "…")`, `ends_with(all, "…")`.
pub(crate) fn edge_dsl(function: Function, phrase: &str) -> Option<Emit> {
    if phrase.trim().is_empty() {
        return None;
    }
    Some(Emit::Dsl(
        Expr::Call(
            function,
            vec![
                Expr::Var("all".into()),
                Expr::Str(phrase.trim().to_string()),
            ],
        )
        .to_string(),
    ))
}

/// An M-IFEval or IFEval type with its kwargs.
pub(crate) fn typed(id: &'static str, kwargs: Value) -> Option<Emit> {
    Some(Emit::Ifeval { id, kwargs })
}

/// The phrases quoted in `s`: between 「」, 『』, “”, "", ‘’, «», or '…'.
pub(crate) fn quoted(s: &str) -> Vec<String> {
    static RE: std::sync::LazyLock<Regex> = std::sync::LazyLock::new(|| {
        Regex::new(
            r#"「([^」]+)」|『([^』]+)』|“([^”]+)”|"([^"]+)"|‘([^’]+)’|«\s*([^»]+?)\s*»|'([^']+)'"#,
        )
        .expect("static regex")
    });
    RE.captures_iter(s)
        .filter_map(|c| c.iter().skip(1).flatten().next())
        .map(|m| m.as_str().to_string())
        .collect()
}

/// The word or phrase a template slot holds: quoted (group `q`) or bare (group `w`: M-IFEval's
/// templates put keywords, letters and end phrases in without quotation marks).
pub(crate) fn slot(c: &Captures) -> Option<String> {
    if let Some(q) = c.name("q") {
        return quoted(q.as_str()).into_iter().next();
    }
    let w = c.name("w")?.as_str().trim();
    // A prompt may quote what the template leaves bare (`"Nota".`): the quoted words,
    // when only marks lie outside them.
    if let [inner] = quoted(w).as_slice() {
        let outside = w.replacen(inner.as_str(), "", 1);
        if !outside.chars().any(char::is_alphanumeric) {
            return Some(inner.clone());
        }
    }
    (!w.is_empty()).then(|| w.to_string())
}

/// The code of a language M-IFEval's Spanish and Japanese templates name in English
/// (`es_instructions_util.LANGUAGE_CODES`, `ja_instructions_util.LANGUAGE_CODES`).
pub(crate) fn english_language_code(name: &str) -> Option<&'static str> {
    Some(match name.trim() {
        "English" => "en",
        "Spanish" => "es",
        "Portuguese" => "pt",
        "Arabic" => "ar",
        "Hindi" => "hi",
        "French" => "fr",
        "Russian" => "ru",
        "German" => "de",
        "Japanese" => "ja",
        "Italian" => "it",
        "Bengali" => "bn",
        "Ukrainian" => "uk",
        "Thai" => "th",
        "Urdu" => "ur",
        "Tamil" => "ta",
        "Telugu" => "te",
        "Bulgarian" => "bg",
        "Korean" => "ko",
        "Polish" => "pl",
        "Hebrew" => "he",
        "Persian" => "fa",
        "Vietnamese" => "vi",
        "Nepali" => "ne",
        "Swahili" => "sw",
        "Kannada" => "kn",
        "Marathi" => "mr",
        "Gujarati" => "gu",
        "Punjabi" => "pa",
        "Malayalam" => "ml",
        "Finnish" => "fi",
        _ => return None,
    })
}

/// "`total` paragraphs, paragraph `nth` starting with …" where `nth` is past `total` (a
/// draw of M-IFEval's templates): no output has both, and M-IFEval's checker fails every
/// output. The DSL states both counts, so the evidence shows why nothing can satisfy it;
/// it counts the body's paragraphs, since no part of a response can have both either (a
/// measure of `all` is withheld where the instruction asks for several things).
pub(crate) fn paragraph_past_count(total: i64, nth: i64) -> Read {
    let count = || {
        Expr::Call(
            Function::Count,
            vec![Expr::Call(
                Function::Paragraphs,
                vec![Expr::Var("body".into())],
            )],
        )
    };
    let both = Expr::Binary(
        BinOp::And,
        Box::new(Expr::Binary(
            BinOp::Eq,
            Box::new(count()),
            Box::new(Expr::Int(total)),
        )),
        Box::new(Expr::Binary(
            BinOp::Ge,
            Box::new(count()),
            Box::new(Expr::Int(nth)),
        )),
    );
    Read::Constraint(Emit::Dsl(both.to_string()))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn numbers_in_digits_and_numerals() {
        for (s, n) in [
            ("300", 300),
            ("３００", 300),
            ("三", 3),
            ("十", 10),
            ("十二", 12),
            ("二十", 20),
            ("两百", 200),
            ("三百五十", 350),
            ("一千", 1000),
            ("一〇〇", 100),
        ] {
            assert_eq!(number(s), Some(n), "{s}");
        }
        assert_eq!(number("三三百"), None);
        assert_eq!(number("abc"), None);
    }

    #[test]
    fn counts_become_dsl_with_inclusive_bounds() {
        let Some(Emit::Dsl(d)) = count_dsl(Unit::VisibleChar, Some(300), None) else {
            panic!()
        };
        assert_eq!(d, "visible_chars(all) >= 300");
        let Some(Emit::Dsl(d)) = count_dsl(Unit::Sentence, None, Some(4)) else {
            panic!()
        };
        assert_eq!(d, "count(sentences(all)) <= 4");
        assert_eq!(bounds(Rel::Below, 5), (None, Some(4)));
        assert_eq!(bounds(Rel::Around, 300), (Some(270), Some(330)));
    }

    #[test]
    fn quoted_phrases_in_every_style() {
        assert_eq!(
            quoted("以“谢谢”结尾，包含「猫」和『犬』"),
            ["谢谢", "猫", "犬"]
        );
    }
}
