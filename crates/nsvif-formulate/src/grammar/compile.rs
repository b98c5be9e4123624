//! A match of the everyday grammar becomes DSL checks: each form of `phrase` has one
//! function here, and the pieces they share (numbers, relations, units, values) one
//! each. A form that reads something the DSL cannot state exactly ("about 100 words")
//! yields nothing, so its clause stays unread.

use nsvif_spec::{BinOp, Expr, Function, Quantifier};
use pest::iterators::Pair;

use super::context::{self, Lead};
use super::{Reading, Rule};
use crate::read::stem::stem;
use crate::read::Text;

/// What earlier phrases of the sentence said, for the elliptic ones: "Write 3
/// paragraphs …; the second must start with 'However'".
#[derive(Debug, Default)]
pub(super) struct SentenceState {
    last_part: Option<Part>,
    /// The last part the sentences before named ("Write three bullet points. Under ten
    /// words each."): what an elliptic per-part measure ranges over.
    earlier: Option<Part>,
    /// What the whole instruction says, found once per scan (looking it up per phrase
    /// made a long instruction quadratic).
    pub(super) whole: Whole,
    /// The last part named in this sentence before the phrase at hand ("Write exactly 2
    /// *paragraphs*, the second one …"), when no phrase read it.
    pub(super) named_before: Option<Part>,
    /// The things a list asked for names ("List 5 *tips* as bullet points"), and its
    /// items: what "each tip" ranges over, in this sentence or a later one.
    pub(super) listed: Option<(String, Part)>,
}

impl SentenceState {
    pub(super) fn new(
        whole: Whole,
        earlier: Option<Part>,
        listed: Option<(String, Part)>,
    ) -> SentenceState {
        SentenceState {
            last_part: None,
            earlier,
            whole,
            named_before: None,
            listed,
        }
    }

    /// The part the last phrase of the sentence ranged over, if one did.
    pub(super) fn part_read(&self) -> Option<Part> {
        self.last_part
    }

    /// The items of the list whose things `noun` names ("tip" of "5 tips"), if one was
    /// asked for.
    fn listed_part(&self, noun: &str) -> Option<Part> {
        let (listed, part) = self.listed.as_ref()?;
        (stem(listed.trim()) == stem(noun.trim())).then_some(*part)
    }

    /// The part an elliptic phrase ranges over: the one a phrase of this sentence read,
    /// else the one it named before, else the sentences' before.
    fn ellipsis(&self) -> Option<Part> {
        self.last_part.or(self.named_before).or(self.earlier)
    }
}

/// The last part `sentence` names (its bullets, points, lines, sentences or paragraphs).
pub(super) fn last_part_named(sentence: &str) -> Option<Part> {
    let words: Vec<&str> = sentence
        .split(|c: char| !c.is_ascii_alphabetic())
        .filter(|w| !w.is_empty())
        .collect();
    words.iter().enumerate().rev().find_map(|(i, &w)| {
        // "separated by an empty line", "on its own line": a separator, not a part.
        let before = i.checked_sub(1).map(|j| words[j]);
        if matches!(before, Some("blank" | "empty" | "new" | "separate" | "own")) {
            return None;
        }
        Some(match w {
            "bullet" | "bullets" => Part::Bullet,
            "point" | "points" | "item" | "items" | "step" | "steps" => Part::Item,
            "line" | "lines" => Part::Line,
            "sentence" | "sentences" => Part::Sentence,
            "paragraph" | "paragraphs" => Part::Paragraph,
            _ => return None,
        })
    })
}

/// Facts of the whole instruction some forms depend on.
#[derive(Debug, Default, Clone, Copy)]
pub(super) struct Whole {
    /// It says how paragraphs are separated, other than by blank lines.
    pub(super) paragraphs_redefined: bool,
    pub(super) json: bool,
    /// It asks for a list (bullets, numbered items, a list): its points, items and
    /// steps are the list's.
    pub(super) list_format: bool,
    /// It puts things on lines of their own ("one per line", "each on a separate
    /// line"): with no list asked for, its items are lines.
    pub(super) line_layout: bool,
    /// It asks for a table: rows and columns stated alone are the table's.
    pub(super) table: bool,
}

impl Whole {
    pub(super) fn of(text: &Text) -> Whole {
        Whole {
            paragraphs_redefined: paragraphs_redefined(text),
            json: text.lower.contains("json"),
            list_format: ["bullet", "numbered", "a list", "1."]
                .iter()
                .any(|w| text.lower.contains(w)),
            line_layout: [
                "per line",
                "each line",
                "separate line",
                "own line",
                "new line",
                "a line",
            ]
            .iter()
            .any(|w| text.lower.contains(w)),
            table: text.lower.contains("table"),
        }
    }
}

/// A unit the response is counted in.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Unit {
    Word,
    Char,
    Sentence,
    Line,
    Paragraph,
    /// A bullet point: a line that opens with `*`, `-`, `+` or `•` (not a numbered one).
    Bullet,
    /// An item of a list asked for: a bullet or a numbered line.
    ListItem,
    Emoji,
    Hashtag,
    CodeBlock,
    Exclamation,
    QuestionMark,
    Comma,
    Period,
    /// A point, item or step of a list: a bullet or a line, as [`Whole`] says.
    Item,
    Colon,
    Semicolon,
    Dash,
    Numbered,
}

/// A unit a quantifier or an ordinal ranges over.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) enum Part {
    /// A point, item or step with no layout stated: a bullet where there are any, else
    /// a line.
    Item,
    Bullet,
    Line,
    Sentence,
    Paragraph,
}

/// A relation to a number, or a range.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Bound {
    Rel(BinOp, i64),
    Between(i64, i64),
}

fn call(f: Function, args: Vec<Expr>) -> Expr {
    Expr::Call(f, args)
}

fn var(name: &str) -> Expr {
    Expr::Var(name.to_string())
}

fn bin(op: BinOp, a: Expr, b: Expr) -> Expr {
    Expr::Binary(op, Box::new(a), Box::new(b))
}

fn and(a: Expr, b: Expr) -> Expr {
    bin(BinOp::And, a, b)
}

fn string(s: &str) -> Expr {
    Expr::Str(s.to_string())
}

fn count(list: Expr) -> Expr {
    call(Function::Count, vec![list])
}

/// A bullet point: a line that opens with a bullet marker and a space (a numbered line
/// is not one). The plain reading of a template's bullet count uses it too.
pub(crate) const BULLET_POINT: &str = r"(?m)^[ \t]*[*+•-][ \t]+\S";

/// The response's list: `by_bullets` where it has bullet or numbered lines, else
/// `by_lines` over its lines ("Write exactly 3 points" with no list asked for).
fn either_layout(by_bullets: Expr, by_lines: Expr) -> Expr {
    let bullets = || count(call(Function::Bullets, vec![var("all")]));
    bin(
        BinOp::Or,
        and(bin(BinOp::Gt, bullets(), Expr::Int(0)), by_bullets),
        and(bin(BinOp::Eq, bullets(), Expr::Int(0)), by_lines),
    )
}

impl Bound {
    /// The bound on the whole response's count of `unit`; an item with no layout
    /// stated is a bullet where there are bullets, else a line.
    fn apply_to(self, unit: Unit) -> Expr {
        match unit {
            Unit::Item => either_layout(
                self.apply(Unit::ListItem.of_response()),
                self.apply(Unit::Line.of_response()),
            ),
            unit => self.apply(unit.of_response()),
        }
    }

    /// `m REL n`, or `m >= a && m <= b`.
    fn apply(self, m: Expr) -> Expr {
        match self {
            Bound::Rel(op, n) => bin(op, m, Expr::Int(n)),
            Bound::Between(a, b) => and(
                bin(BinOp::Ge, m.clone(), Expr::Int(a.min(b))),
                bin(BinOp::Le, m, Expr::Int(a.max(b))),
            ),
        }
    }
}

impl Part {
    fn of(pair: &Pair<Rule>, whole: Whole) -> Option<Part> {
        let inner = pair.clone().into_inner().next()?;
        Some(match inner.as_rule() {
            // A point, item or step: the list's, or a line where the items are put on
            // lines of their own; otherwise not known.
            Rule::u_list_item if whole.list_format => Part::Bullet,
            Rule::u_list_item if whole.line_layout => Part::Line,
            Rule::u_list_item => Part::Item,
            Rule::u_bullet => Part::Bullet,
            Rule::u_line => Part::Line,
            Rule::u_sentence => Part::Sentence,
            Rule::u_paragraph => Part::Paragraph,
            _ => return None,
        })
    }

    /// `bullets(all)`, `sentences(body)`: headings are not sentences or paragraphs of
    /// the text, but they are lines.
    fn domain(self) -> Expr {
        let (f, scope) = match self {
            Part::Bullet | Part::Item => (Function::Bullets, "all"),
            Part::Line => (Function::Lines, "all"),
            Part::Sentence => (Function::Sentences, "body"),
            Part::Paragraph => (Function::Paragraphs, "body"),
        };
        call(f, vec![var(scope)])
    }

    fn var(self) -> &'static str {
        match self {
            Part::Bullet => "b",
            Part::Item => "i",
            Part::Line => "l",
            Part::Sentence => "s",
            Part::Paragraph => "p",
        }
    }

    /// The element's text as a property reads it: a list line without its marker.
    fn text_of(self, x: Expr) -> Expr {
        match self {
            Part::Bullet | Part::Line | Part::Item => call(Function::Item, vec![x]),
            Part::Sentence | Part::Paragraph => x,
        }
    }
}

impl Unit {
    fn of(pair: &Pair<Rule>) -> Option<Unit> {
        let inner = pair.clone().into_inner().next()?;
        Some(match inner.as_rule() {
            Rule::u_word => Unit::Word,
            Rule::u_char => Unit::Char,
            Rule::u_sentence => Unit::Sentence,
            Rule::u_line => Unit::Line,
            Rule::u_paragraph => Unit::Paragraph,
            Rule::u_bullet => Unit::Bullet,
            Rule::u_emoji => Unit::Emoji,
            Rule::u_hashtag => Unit::Hashtag,
            Rule::u_code => Unit::CodeBlock,
            Rule::u_exclaim => Unit::Exclamation,
            Rule::u_qmark => Unit::QuestionMark,
            Rule::u_comma => Unit::Comma,
            Rule::u_period => Unit::Period,
            Rule::u_colon => Unit::Colon,
            Rule::u_semicolon => Unit::Semicolon,
            Rule::u_dash => Unit::Dash,
            Rule::u_numbered => Unit::Numbered,
            Rule::u_item => Unit::Item,
            _ => return None,
        })
    }

    /// The measure of `x` in this unit: `words(x)`, `chars(x)`, `count(sentences(x))`.
    fn measure(self, x: Expr) -> Expr {
        match self {
            Unit::Word => call(Function::Words, vec![x]),
            Unit::Char => call(Function::Chars, vec![x]),
            Unit::Sentence => count(call(Function::Sentences, vec![x])),
            Unit::Line => count(call(Function::Lines, vec![x])),
            Unit::Paragraph => count(call(Function::Paragraphs, vec![x])),
            Unit::Bullet => count(call(Function::Matches, vec![x, string(BULLET_POINT)])),
            Unit::ListItem | Unit::Item => count(call(Function::Bullets, vec![x])),
            Unit::Emoji => count(call(Function::Emojis, vec![x])),
            Unit::Hashtag => count(call(Function::Matches, vec![x, string(r"#\w+")])),
            Unit::CodeBlock => count(call(Function::CodeBlocks, vec![x])),
            Unit::Exclamation => count(call(Function::Matches, vec![x, string("!")])),
            Unit::QuestionMark => count(call(Function::Matches, vec![x, string(r"\?")])),
            Unit::Comma => count(call(Function::Matches, vec![x, string(",")])),
            Unit::Period => count(call(Function::Matches, vec![x, string(r"\.")])),
            Unit::Colon => count(call(Function::Matches, vec![x, string(":")])),
            Unit::Semicolon => count(call(Function::Matches, vec![x, string(";")])),
            Unit::Dash => count(call(Function::Matches, vec![x, string("—")])),
            Unit::Numbered => count(call(
                Function::Matches,
                vec![x, string(r"(?m)^[ \t]*\d+[.)][ \t]+\S")],
            )),
        }
    }

    /// The whole response's measure: sentences and paragraphs of the body (a heading
    /// is neither), the rest of all of it.
    fn of_response(self) -> Expr {
        match self {
            Unit::Sentence | Unit::Paragraph => self.measure(var("body")),
            _ => self.measure(var("all")),
        }
    }

    /// A list's item as the instruction lays it out: a bullet (or numbered line) where a
    /// list is asked for, a line where items go on lines of their own, else not known.
    fn resolve(self, whole: Whole) -> Option<Unit> {
        match self {
            Unit::Item if whole.list_format => Some(Unit::ListItem),
            Unit::Item if whole.line_layout => Some(Unit::Line),
            unit => Some(unit),
        }
    }

    fn part(self) -> Option<Part> {
        Some(match self {
            Unit::Sentence => Part::Sentence,
            Unit::Line => Part::Line,
            Unit::Paragraph => Part::Paragraph,
            Unit::Bullet | Unit::ListItem => Part::Bullet,
            _ => return None,
        })
    }
}

/// A number as written: digits (with thousands commas) or words.
fn number(pair: Pair<Rule>) -> Option<i64> {
    let s = pair.as_str().trim();
    let inner = pair.into_inner().next()?;
    match inner.as_rule() {
        Rule::digits => s.replace(',', "").parse().ok(),
        Rule::single => Some(1),
        Rule::dozen => Some(if s.contains("half") { 6 } else { 12 }),
        _ => crate::read::number::parse(s),
    }
}

/// The relation a bound after the number states ("two keys, no more": exactly two).
fn post_op(pair: Pair<Rule>) -> Option<BinOp> {
    let inner = pair.into_inner().find(|p| {
        matches!(
            p.as_rule(),
            Rule::post_le | Rule::post_ge | Rule::post_eq | Rule::post_cap
        )
    })?;
    Some(match inner.as_rule() {
        Rule::post_le => BinOp::Le,
        Rule::post_ge => BinOp::Ge,
        _ => BinOp::Eq,
    })
}

/// Whether a bound after the number only caps it ("100 words, no more").
fn is_cap(pair: &Pair<Rule>) -> bool {
    pair.clone()
        .into_inner()
        .any(|p| p.as_rule() == Rule::post_cap)
}

fn relation_op(pair: &Pair<Rule>) -> Option<BinOp> {
    let inner = pair.clone().into_inner().next()?;
    Some(match inner.as_rule() {
        Rule::rel_le => BinOp::Le,
        Rule::rel_lt => BinOp::Lt,
        Rule::rel_ge => BinOp::Ge,
        Rule::rel_gt => BinOp::Gt,
        Rule::rel_eq => BinOp::Eq,
        _ => return None,
    })
}

/// A `measure` or `part_measure`: its bound and unit; `None` for an approximation.
/// `bare` is the relation a number without one has (`==`, or `<=` after "keep to").
fn measure(pair: Pair<Rule>, bare: BinOp) -> Option<(Bound, Unit)> {
    let mut op = None;
    let mut nums = Vec::new();
    let mut unit = None;
    // The unit after a range's first bound ("at least 60 sentences, but less than 600
    // words"): two measures, not one range, when it is not the range's unit.
    let mut first_unit = None;
    let mut capped = false;
    for p in pair.into_inner() {
        match p.as_rule() {
            Rule::approx => return None,
            Rule::relation => op = relation_op(&p),
            Rule::number => nums.push(number(p)?),
            Rule::range => {
                for n in p.into_inner().filter(|n| n.as_rule() == Rule::number) {
                    nums.push(number(n)?);
                }
            }
            Rule::measure_unit | Rule::part_measure_unit => unit = Unit::of(&p),
            Rule::compound => {
                // "a 50-word budget": at most.
                op = Some(BinOp::Le);
                let (n, u) = measure_of_compound(p)?;
                nums.push(n);
                unit = Some(u);
            }
            Rule::post_bound => {
                capped = is_cap(&p);
                op = Some(post_op(p)?);
            }
            // "at least 3 but no more than 5": each bound with its own relation.
            Rule::two_bounds => {
                let mut low = None;
                let mut high = None;
                for q in p.into_inner() {
                    match q.as_rule() {
                        Rule::rel_ge => low = Some((BinOp::Ge, None)),
                        Rule::rel_gt => low = Some((BinOp::Gt, None)),
                        Rule::rel_le => high = Some((BinOp::Le, None)),
                        Rule::rel_lt => high = Some((BinOp::Lt, None)),
                        Rule::number if high.is_some() => {
                            high = high.map(|(op, _)| (op, number(q)));
                        }
                        Rule::number => low = low.map(|(op, _)| (op, number(q))),
                        Rule::measure_unit => first_unit = Unit::of(&q),
                        _ => {}
                    }
                }
                let ((lo_op, Some(a)), (hi_op, Some(b))) = (low?, high?) else {
                    return None;
                };
                // Strict bounds become inclusive ones on whole counts.
                let a = if lo_op == BinOp::Gt { a + 1 } else { a };
                let b = if hi_op == BinOp::Lt { b - 1 } else { b };
                nums = vec![a, b];
            }
            _ => {}
        }
    }
    // "at least 3 bullet points but no more than 6": the unit said once, after the first.
    let unit = unit.or(first_unit);
    if first_unit.is_some_and(|f| Some(f) != unit) {
        return None;
    }
    // "100 words, no more" is a length's limit; "3 bullets, no more", three bullets.
    if capped && matches!(unit, Some(Unit::Word | Unit::Char)) {
        op = Some(BinOp::Le);
    }
    // "1 sentence or 2 sentences": the two numbers of a range, each with its unit.
    let bound = match nums.as_slice() {
        [n] => Bound::Rel(op.unwrap_or(bare), *n),
        [a, b] => Bound::Between(*a, *b),
        _ => return None,
    };
    Some((bound, unit?))
}

/// A property of `x`: starts or ends with a value.
fn property(pair: Pair<Rule>, x: Expr) -> Option<Expr> {
    let p = pair.into_inner().next()?;
    match p.as_rule() {
        Rule::p_is_question => return Some(call(Function::EndsWith, vec![x, string("?")])),
        Rule::p_contains => {
            let list = p.into_inner().find(|v| v.as_rule() == Rule::quoted_list)?;
            return any_of(list, Function::Contains, call(Function::Lower, vec![x]));
        }
        _ => {}
    }
    let start = p.as_rule() == Rule::p_start;
    let value = p.into_inner().find(|v| v.as_rule() == Rule::value)?;
    value_property(start, value, x)
}

/// Starts or ends with a value: quoted words, a letter, a question, a mark.
fn value_property(start: bool, value: Pair<Rule>, x: Expr) -> Option<Expr> {
    let v = value.into_inner().next()?;
    let lower = call(Function::Lower, vec![x.clone()]);
    Some(match v.as_rule() {
        Rule::quoted_list => {
            let f = if start {
                Function::StartsWith
            } else {
                Function::EndsWith
            };
            any_of(v, f, lower)?
        }
        Rule::v_letter => {
            let letter = v
                .clone()
                .into_inner()
                .find(|l| matches!(l.as_rule(), Rule::letter | Rule::quoted | Rule::bare_letter));
            match letter {
                Some(l) if start => {
                    let l = unquote(l.as_str()).unwrap_or(l.as_str()).to_lowercase();
                    call(Function::StartsWith, vec![lower, string(&l)])
                }
                // "a capital letter": the first letter is upper case.
                None if start => bin(
                    BinOp::Ge,
                    count(call(
                        Function::Matches,
                        vec![x, string(r"\A[^\p{L}]*\p{Lu}")],
                    )),
                    Expr::Int(1),
                ),
                _ => return None,
            }
        }
        Rule::v_question if !start => call(Function::EndsWith, vec![x, string("?")]),
        Rule::v_punct if !start => call(Function::EndsWith, vec![x, string(punct(v)?)]),
        _ => return None,
    })
}

fn punct(v: Pair<Rule>) -> Option<&'static str> {
    let p = v.into_inner().find(|p| p.as_rule() == Rule::punct)?;
    Some(match p.into_inner().next()?.as_rule() {
        Rule::p_exclaim => "!",
        Rule::p_question => "?",
        Rule::p_period => ".",
        Rule::p_colon => ":",
        _ => return None,
    })
}

/// `f(x, "a") || f(x, "b") || …` over a `quoted_list` ("'And' or 'But'"), lower-cased.
fn any_of(list: Pair<Rule>, f: Function, x: Expr) -> Option<Expr> {
    list.into_inner()
        .filter(|q| q.as_rule() == Rule::quoted)
        .map(|q| {
            let inner = unquote(q.as_str())?.to_lowercase();
            Some(match (f, affix(&inner, f)) {
                (Function::Contains, _) => mentions(x.clone(), &inner),
                // "ends with '-ing'": its last word does, whatever punctuation follows.
                (_, Some(pattern)) => bin(
                    BinOp::Ge,
                    count(call(Function::Matches, vec![x.clone(), string(&pattern)])),
                    Expr::Int(1),
                ),
                (f, None) => call(f, vec![x.clone(), string(&inner)]),
            })
        })
        .collect::<Option<Vec<Expr>>>()?
        .into_iter()
        .reduce(|a, b| bin(BinOp::Or, a, b))
}

/// A suffix written "-ing" or a prefix written "un-": the pattern of a word ending or
/// starting so, at the end or start of the text (punctuation around it aside).
fn affix(value: &str, f: Function) -> Option<String> {
    let letters = |s: &str| !s.is_empty() && s.chars().all(char::is_alphabetic);
    match f {
        Function::EndsWith => value
            .strip_prefix('-')
            .filter(|s| letters(s))
            .map(|s| format!(r"{}[^\p{{L}}\p{{N}}]*\z", regex_syntax::escape(s))),
        Function::StartsWith => value
            .strip_suffix('-')
            .filter(|s| letters(s))
            .map(|s| format!(r"\A[^\p{{L}}\p{{N}}]*{}", regex_syntax::escape(s))),
        _ => None,
    }
}

/// `x` (lower-cased) holds `value`: a word or phrase as a whole ("answers" does not
/// mention "answer"), anything else as written (": ", "**").
fn mentions(x: Expr, value: &str) -> Expr {
    let wordlike = |c: Option<char>| c.is_some_and(char::is_alphanumeric);
    if wordlike(value.chars().next()) && wordlike(value.chars().next_back()) {
        let pattern = format!(r"\b{}\b", regex_syntax::escape(value));
        bin(
            BinOp::Ge,
            count(call(Function::Matches, vec![x, string(&pattern)])),
            Expr::Int(1),
        )
    } else {
        call(Function::Contains, vec![x, string(value)])
    }
}

/// The text inside a quoted value.
fn unquote(s: &str) -> Option<&str> {
    let mut chars = s.chars();
    let (open, close) = (chars.next()?, chars.next_back()?);
    let inner = &s[open.len_utf8()..s.len() - close.len_utf8()];
    (!inner.trim().is_empty()).then_some(inner)
}

/// The readings of one match of a form of `phrase` at byte `at` of the instruction.
pub(super) fn phrase(
    text: &Text,
    at: usize,
    form: Pair<Rule>,
    state: &mut SentenceState,
    taken: &[(usize, usize)],
) -> Vec<Reading> {
    let span = form.as_span();
    let (start, end) = (
        at + span.start(),
        at + span.as_str().trim_end().len() + span.start(),
    );
    let redefined = state.whole.paragraphs_redefined;
    let supersedes = matches!(
        form.as_rule(),
        Rule::per_unit
            | Rule::no_unit_over
            | Rule::nth_unit
            | Rule::sign_off
            | Rule::last_line
            | Rule::title_case
            | Rule::no_fences
            | Rule::label_measure
            | Rule::per_after
    ) || (form.as_rule() == Rule::forbid_word && keeps_out_a_symbol(&form));
    let reading = |expr: Expr| Reading {
        expr: Some(expr),
        start,
        end,
        supersedes,
        core: None,
    };
    // Recognised as said of something else: no template reading there stands either.
    let veto = || {
        vec![Reading {
            expr: None,
            start,
            end,
            supersedes: false,
            core: None,
        }]
    };
    let one = |e: Option<Expr>| {
        e.filter(|e| !(redefined && calls(e, Function::Paragraphs)))
            .map(reading)
            .into_iter()
            .collect::<Vec<_>>()
    };
    match form.as_rule() {
        Rule::per_unit => one(per_unit(form, state)),
        Rule::no_unit_over => one(no_unit_over(form, state)),
        Rule::nth_unit => one(nth_unit(form, state)),
        Rule::listing => listing(text, at, form, state),
        // "first a one-line summary, then the details": the size of one thing asked for.
        Rule::sized_response if context::asks_for_several_things(text, start) => Vec::new(),
        Rule::sized_response => one(sized_response(form, state)),
        Rule::table_shape => one(table_shape(form)),
        Rule::table_dims if state.whole.table => one(table_shape(form)),
        Rule::table_presence => one(Some(bin(
            BinOp::Ge,
            count(call(Function::Tables, vec![var("all")])),
            Expr::Int(1),
        ))),
        Rule::json_key_list if state.whole.json && json_keys_here(text, start, &form) => {
            one(json_keys(form))
        }
        Rule::no_fences => one(Some(Expr::Not(Box::new(call(
            Function::Contains,
            vec![var("all"), string("```")],
        ))))),
        // "line two needs to close with an exclamation point": a part's ending, which
        // this form does not read, not the response's.
        Rule::ending if last_part_named(&text.lower[text.clause_start(start)..start]).is_some() => {
            Vec::new()
        }
        // "The subject line must … not end with a period", "Second para must begin with
        // 'In short'": said of the sentence's subject.
        Rule::ending | Rule::opening if context::subject_is_not_the_response(text, start) => veto(),
        Rule::ending => one(ending(form)),
        Rule::no_units => one(no_units(form)),
        Rule::last_line => one(last_line(form)),
        Rule::title_case => one(Some(bin(
            BinOp::Eq,
            count(call(
                Function::Matches,
                vec![var("all"), string("(?m)(?:^|[\\s(\\[\"“])\\p{Ll}")],
            )),
            Expr::Int(0),
        ))),
        Rule::sorted_form => {
            let sorted = |f: Function| call(Function::Sorted, vec![call(f, vec![var("all")])]);
            // A list asked for may still come as plain lines: bullets where there are
            // any (never vacuously sorted), else the lines.
            one(Some(
                if state.whole.line_layout && !state.whole.list_format {
                    sorted(Function::Lines)
                } else {
                    either_layout(sorted(Function::Bullets), sorted(Function::Lines))
                },
            ))
        }
        Rule::every_line_bullet => one(Some(bin(
            BinOp::Eq,
            count(call(Function::Bullets, vec![var("all")])),
            count(call(Function::Lines, vec![var("all")])),
        ))),
        Rule::opening => {
            let list = form.into_inner().find(|p| p.as_rule() == Rule::quoted_list);
            one(list.and_then(|l| {
                any_of(
                    l,
                    Function::StartsWith,
                    call(Function::Lower, vec![var("all")]),
                )
            }))
        }
        // "Somewhere in the reply, say 'order'": the word itself ("orders" is not it).
        Rule::contains_phrase => one(form
            .into_inner()
            .find(|p| p.as_rule() == Rule::quoted_list)
            .and_then(|l| {
                l.into_inner()
                    .filter(|q| q.as_rule() == Rule::quoted)
                    .map(|q| {
                        let pattern = word_pattern(unquote(q.as_str())?);
                        Some(bin(BinOp::Ge, occurrences(pattern), Expr::Int(1)))
                    })
                    .collect::<Option<Vec<_>>>()?
                    .into_iter()
                    .reduce(|a, b| bin(BinOp::Or, a, b))
            })),
        Rule::verb_first => one(verb_first(form, state)),
        // "… who are trying to avoid using the letter t": a story's words, not a rule.
        Rule::forbid_word | Rule::word_times | Rule::word_rule
            if !opens_its_clause(text, start) =>
        {
            Vec::new()
        }
        Rule::forbid_word => one(forbid_word(form)),
        Rule::word_times => one(word_times(form)),
        Rule::word_rule => one(word_rule(form)),
        Rule::contains_word => one(word_rule(form)),
        Rule::own_lines => one(Some(bin(
            BinOp::Eq,
            count(call(Function::Matches, vec![var("all"), string("[,;]")])),
            Expr::Int(0),
        ))),
        Rule::case_all => one(case_all(form)),
        Rule::bullet_marker => one(bullet_marker(form)),
        Rule::nth_put => one(nth_put(form, state)),
        Rule::no_end_mark => one(no_end_mark(form, state)),
        Rule::per_after => one(per_after(form, state)),
        Rule::sole_content => one(sole_content(form)),
        // A label opens its clause, or its brackets: "[Length: 2 sentences]".
        Rule::label_measure
            if text.lower[text.clause_start(start)..start]
                .trim_matches(|c: char| c.is_whitespace() || c == '[' || c == '(')
                .is_empty() =>
        {
            one(label_measure(form, state.whole))
        }
        Rule::no_unit_property => one(no_unit_property(form, state)),
        Rule::sign_off => one(sign_off(form)),
        Rule::response_measure => {
            let core = form
                .clone()
                .into_inner()
                .find(|p| p.as_rule() == Rule::measure)
                .map(|m| {
                    (
                        at + m.as_span().start(),
                        at + m.as_str().trim_end().len() + m.as_span().start(),
                    )
                });
            let Some((expr, wider)) = response_measure(text, start, form, state, taken) else {
                return Vec::new();
            };
            let expr = expr.filter(|e| !(redefined && calls(e, Function::Paragraphs)));
            if expr.is_none() && redefined {
                return Vec::new();
            }
            vec![Reading {
                expr,
                start,
                end,
                supersedes: wider,
                core,
            }]
        }
        _ => Vec::new(),
    }
}

/// Whether the instruction says how its paragraphs are separated, other than by blank
/// lines ("separate paragraphs with a newline", "the divider ***"): its paragraphs are
/// then not the DSL's, and the paragraph templates read them.
fn paragraphs_redefined(text: &Text) -> bool {
    let l = &text.lower;
    let separator = [
        "separat",
        "divid",
        "newline",
        "new line",
        "line break",
        "***",
        "delimit",
    ]
    .iter()
    .any(|w| l.contains(w));
    let blank = [
        "blank line",
        "empty line",
        "two newlines",
        "two new lines",
        "double line break",
        "double newline",
    ]
    .iter()
    .any(|w| l.contains(w));
    separator && !blank
}

/// The largest character boundary of the instruction at or below `i`.
pub(super) fn floor(text: &Text, mut i: usize) -> usize {
    while !text.lower.is_char_boundary(i) {
        i -= 1;
    }
    i
}

/// Whether `e` calls `f` anywhere.
fn calls(e: &Expr, f: Function) -> bool {
    match e {
        Expr::Call(g, args) => *g == f || args.iter().any(|a| calls(a, f)),
        Expr::Not(a) => calls(a, f),
        Expr::Binary(_, a, b) => calls(a, f) || calls(b, f),
        Expr::Quant { domain, body, .. } => calls(domain, f) || calls(body, f),
        Expr::Int(_) | Expr::Str(_) | Expr::Bool(_) | Expr::Var(_) => false,
    }
}

/// "each bullet must be under 10 words", "every line should end with an exclamation
/// mark", "keep each line to 40 characters", "each line must not exceed 8 words".
fn per_unit(form: Pair<Rule>, state: &mut SentenceState) -> Option<Expr> {
    let mut part = None;
    let mut body = None;
    let mut limit = false;
    let mut exceed = false;
    let mut bare = BinOp::Eq;
    let mut n = None;
    let mut none = false;
    for p in form.into_inner() {
        match p.as_rule() {
            Rule::neg_quantifier => none = true,
            Rule::lead => limit = matches!(p.as_str().trim(), "keep" | "limit"),
            Rule::part_unit => part = Part::of(&p, state.whole),
            Rule::plural_part => {
                part = Some(match p.as_str().trim() {
                    "sentences" => Part::Sentence,
                    "lines" => Part::Line,
                    "paragraphs" => Part::Paragraph,
                    _ => Part::Bullet,
                })
            }
            // A noun no list named: not known what it ranges over.
            Rule::listed_noun => part = Some(state.listed_part(p.as_str())?),
            Rule::exceed => exceed = true,
            Rule::not_ => {}
            Rule::number => n = number(p),
            Rule::part_measure_unit if exceed => {
                let (part, n) = (part.or(state.ellipsis())?, n?);
                let unit = Unit::of(&p)?;
                let x = part.text_of(var(part.var()));
                body = Some(Bound::Rel(BinOp::Le, n).apply(unit.measure(x)));
            }
            Rule::part_measure => {
                if limit {
                    bare = BinOp::Le;
                }
                let part = part.or(state.ellipsis())?;
                let (bound, unit) = measure(p, bare)?;
                let x = part.text_of(var(part.var()));
                body = Some(bound.apply(unit.measure(x)));
            }
            Rule::property => {
                let part = part.or(state.ellipsis())?;
                body = Some(property(p, part.text_of(var(part.var())))?);
            }
            _ => {}
        }
    }
    let part = part.or(state.ellipsis())?;
    state.last_part = Some(part);
    // "None of the bullet points should end with a period": every one does not.
    let body = if none {
        Expr::Not(Box::new(body?))
    } else {
        body?
    };
    Some(forall(part, body))
}

fn forall(part: Part, body: Expr) -> Expr {
    let over = |domain: Expr| Expr::Quant {
        quantifier: Quantifier::Forall,
        var: part.var().to_string(),
        domain: Box::new(domain),
        body: Box::new(body.clone()),
    };
    match part {
        // Never vacuous: the bullets where there are any, else the lines.
        Part::Item => either_layout(over(Part::Bullet.domain()), over(Part::Line.domain())),
        part => over(part.domain()),
    }
}

/// "Start each line with the letter R.", "End every sentence with a period."
fn verb_first(form: Pair<Rule>, state: &mut SentenceState) -> Option<Expr> {
    let mut start = true;
    let mut part = None;
    let mut value = None;
    for p in form.into_inner() {
        match p.as_rule() {
            Rule::ends => start = false,
            Rule::part_unit => part = Part::of(&p, state.whole),
            Rule::value => value = Some(p),
            _ => {}
        }
    }
    let part = part?;
    state.last_part = Some(part);
    let x = part.text_of(var(part.var()));
    Some(forall(part, value_property(start, value?, x)?))
}

/// "No sentence may begin with 'And' or 'But'": every one does not.
fn no_unit_property(form: Pair<Rule>, state: &mut SentenceState) -> Option<Expr> {
    let mut part = None;
    let mut body = None;
    for p in form.into_inner() {
        match p.as_rule() {
            Rule::part_unit => part = Part::of(&p, state.whole),
            Rule::property => {
                let part = part?;
                body = property(p, part.text_of(var(part.var())));
            }
            _ => {}
        }
    }
    let part = part?;
    state.last_part = Some(part);
    Some(forall(part, Expr::Not(Box::new(body?))))
}

/// "no line longer than 80 characters": every line at most 80.
fn no_unit_over(form: Pair<Rule>, state: &mut SentenceState) -> Option<Expr> {
    let mut part = None;
    let mut n = None;
    let mut unit = None;
    for p in form.into_inner() {
        match p.as_rule() {
            Rule::part_unit => part = Part::of(&p, state.whole),
            Rule::number => n = number(p),
            Rule::part_measure_unit => unit = Unit::of(&p),
            _ => {}
        }
    }
    let part = part?;
    state.last_part = Some(part);
    let x = part.text_of(var(part.var()));
    Some(forall(
        part,
        Bound::Rel(BinOp::Le, n?).apply(unit?.measure(x)),
    ))
}

/// "the second must start with 'However'", "the last line should end with a question
/// mark", "the first sentence must be under 12 words".
fn nth_unit(form: Pair<Rule>, state: &mut SentenceState) -> Option<Expr> {
    let mut ordinal = None;
    let mut part = None;
    let mut check: Option<Pair<Rule>> = None;
    for p in form.into_inner() {
        match p.as_rule() {
            Rule::ordinal => ordinal = Some(p.as_str().to_string()),
            Rule::part_unit => part = Part::of(&p, state.whole),
            Rule::property | Rule::part_measure => check = Some(p),
            _ => {}
        }
    }
    let part = part.or(state.ellipsis())?;
    state.last_part = Some(part);
    if part == Part::Item {
        // The n-th item of a list whose layout is not stated: the n-th bullet where
        // there are bullets, else the n-th line.
        let by = |p: Part| nth_check(p, ordinal.clone(), check.clone());
        return Some(either_layout(by(Part::Bullet)?, by(Part::Line)?));
    }
    nth_check(part, ordinal, check)
}

/// The n-th `part` (an ordinal's word) holds `check`, and there is an n-th one.
fn nth_check(part: Part, ordinal: Option<String>, check: Option<Pair<Rule>>) -> Option<Expr> {
    let domain = part.domain();
    let n = count(domain.clone());
    // "last", "final", "closing": the count's own index.
    let index = ordinal_index(&ordinal?).map_or(n.clone(), Expr::Int);
    let at_least = match &index {
        Expr::Int(i) => *i,
        _ => 1,
    };
    let element = part.text_of(call(Function::Nth, vec![domain, index]));
    let check = check?;
    let holds = match check.as_rule() {
        Rule::property => property(check, element)?,
        _ => {
            let (bound, unit) = measure(check, BinOp::Eq)?;
            bound.apply(unit.measure(element))
        }
    };
    // A missing n-th unit breaks the requirement; the guard keeps `nth` in range.
    Some(and(bin(BinOp::Ge, n, Expr::Int(at_least)), holds))
}

/// "List five fruits, one per line, in alphabetical order": as many lines as items,
/// and the lines sorted.
fn listing(text: &Text, at: usize, form: Pair<Rule>, state: &mut SentenceState) -> Vec<Reading> {
    let (start, end) = (at + form.as_span().start(), at + form.as_span().end());
    let mut op = BinOp::Eq;
    let mut n = None;
    let mut ordering = None;
    let mut noun = None;
    let mut head_done = false;
    // One per line, unless a list layout is named.
    let mut layout = Unit::Line;
    for p in form.into_inner() {
        match p.as_rule() {
            Rule::relation => op = relation_op(&p).unwrap_or(BinOp::Eq),
            Rule::number => n = number(p),
            // The head noun: the last word before a preposition ("3 *benefits* of
            // exercise", "10 *names* for a cat").
            Rule::item_word if !head_done => {
                let w = p.as_str().trim();
                if matches!(
                    w,
                    "of" | "for" | "about" | "to" | "from" | "that" | "which" | "with" | "by"
                ) {
                    head_done = true;
                } else {
                    noun = Some(w.to_string());
                }
            }
            Rule::list_layout | Rule::list_kind => {
                layout = match p.into_inner().next().map(|q| q.as_rule()) {
                    Some(Rule::layout_bullets | Rule::kind_bullets) => Unit::Bullet,
                    Some(Rule::layout_numbered | Rule::kind_numbered) => Unit::Numbered,
                    // "a list": bullets or numbered lines where it has them, else lines.
                    _ => Unit::Item,
                }
            }
            Rule::ordering => ordering = Some((at + p.as_span().start(), at + p.as_span().end())),
            _ => {}
        }
    }
    let Some(n) = n else {
        return Vec::new();
    };
    let part = match layout {
        Unit::Line => Part::Line,
        Unit::Item => Part::Item,
        _ => Part::Bullet,
    };
    state.last_part = Some(part);
    if let Some(noun) = noun {
        state.listed = Some((noun, part));
    }
    let lines = match layout {
        Unit::Line => call(Function::Lines, vec![var("all")]),
        _ => call(Function::Bullets, vec![var("all")]),
    };
    let counted = Bound::Rel(op, n).apply_to(layout);
    let sorted = match layout {
        // Never vacuous: the bullets where there are any, else the lines.
        Unit::Item => either_layout(
            call(Function::Sorted, vec![lines]),
            call(
                Function::Sorted,
                vec![call(Function::Lines, vec![var("all")])],
            ),
        ),
        _ => call(Function::Sorted, vec![lines]),
    };
    // A trailing order is a reading of its own; one between the items and their layout
    // ("in alphabetical order, one per line") is read with the count, whose words it
    // lies within.
    let trailing = ordering.filter(|&(_, e)| trim_end(text, start, end) <= e);
    let (expr, count_end) = match (ordering, trailing) {
        (Some(_), None) => (and(counted, sorted.clone()), end),
        (_, Some((s, _))) => (counted, s),
        (None, None) => (counted, end),
    };
    let mut out = vec![Reading {
        expr: Some(expr),
        start,
        end: trim_end(text, start, count_end),
        // The count and its layout, where a rule reads the layout alone.
        supersedes: true,
        core: None,
    }];
    if let Some((s, e)) = trailing {
        out.push(Reading {
            expr: Some(sorted),
            start: s,
            end: e,
            supersedes: false,
            core: None,
        });
    }
    out
}

/// "a 4-line poem", "a one-word answer": the response's size, exact for lines,
/// sentences and paragraphs, and for a single word; a larger number of words or
/// characters ("a 300-word essay") is a size hint, not a count.
fn sized_response(form: Pair<Rule>, state: &mut SentenceState) -> Option<Expr> {
    let mut noun = None;
    let mut sized = None;
    for p in form.into_inner() {
        match p.as_rule() {
            Rule::compound => sized = measure_of_compound(p),
            Rule::sized_noun => noun = Some(p.as_str()),
            Rule::one_liner => {
                sized = Some((1, Unit::Line));
                noun = noun.or(Some("it"));
            }
            _ => {}
        }
    }
    let (n, unit) = sized?;
    if !context::names_the_response(noun?) {
        return None;
    }
    if matches!(unit, Unit::Word | Unit::Char) && n != 1 {
        return None;
    }
    if let Some(part) = unit.part() {
        state.last_part = Some(part);
    }
    Some(Bound::Rel(BinOp::Eq, n).apply_to(unit))
}

/// The number and unit of "4-line", "one-word".
fn measure_of_compound(pair: Pair<Rule>) -> Option<(i64, Unit)> {
    let mut n = None;
    let mut unit = None;
    for q in pair.into_inner() {
        match q.as_rule() {
            Rule::compound_number => n = crate::read::number::parse(q.as_str()),
            Rule::compound_unit => unit = Some(compound_unit(q.as_str())),
            _ => {}
        }
    }
    Some((n?, unit?))
}

fn compound_unit(unit: &str) -> Unit {
    match unit {
        "word" => Unit::Word,
        "character" => Unit::Char,
        "sentence" => Unit::Sentence,
        "line" => Unit::Line,
        _ => Unit::Paragraph,
    }
}

fn trim_end(text: &Text, start: usize, end: usize) -> usize {
    start + text.lower[start..end].trim_end_matches([' ', ',']).len()
}

/// "a table with two columns", "a 3-column table", "a table with 2 columns and 4 rows".
fn table_shape(form: Pair<Rule>) -> Option<Expr> {
    let mut checks = Vec::new();
    let t = || var("t");
    for p in form.into_inner() {
        match p.as_rule() {
            Rule::table_dim => {
                let mut op = BinOp::Eq;
                let mut n = None;
                let mut columns = true;
                for d in p.into_inner() {
                    match d.as_rule() {
                        Rule::relation => op = relation_op(&d)?,
                        Rule::post_bound => op = post_op(d)?,
                        Rule::number => n = number(d),
                        Rule::u_row => columns = false,
                        // "columns Tip and Why": as many columns as names.
                        Rule::column_names if n.is_none() => {
                            n = Some(
                                d.into_inner()
                                    .filter(|c| c.as_rule() == Rule::column_name)
                                    .count() as i64,
                            );
                        }
                        _ => {}
                    }
                }
                let m = if columns {
                    call(Function::Columns, vec![t()])
                } else {
                    count(call(Function::Rows, vec![t()]))
                };
                checks.push(Bound::Rel(op, n?).apply(m));
            }
            Rule::column_adj => {
                // "a 2-column table": the number before "column".
                let n = crate::read::number::parse(p.as_str().split(['-', ' ']).next()?)?;
                checks.push(bin(
                    BinOp::Eq,
                    call(Function::Columns, vec![t()]),
                    Expr::Int(n),
                ));
            }
            _ => {}
        }
    }
    let body = checks.into_iter().reduce(and)?;
    Some(Expr::Quant {
        quantifier: Quantifier::Exists,
        var: "t".to_string(),
        domain: Box::new(call(Function::Tables, vec![var("all")])),
        body: Box::new(body),
    })
}

/// Whether a key list is one: keys named as keys in an instruction that asks for JSON,
/// or quoted words right after the JSON they are in ("as JSON containing "task" and
/// "done"").
fn json_keys_here(text: &Text, start: usize, form: &Pair<Rule>) -> bool {
    let named = form
        .clone()
        .into_inner()
        .any(|p| p.as_rule() == Rule::u_key);
    let from = text
        .sentence_at(start)
        .0
        .min(start)
        .max(floor(text, start.saturating_sub(40)));
    let before = text.lower[from..start].trim_end();
    named || before.ends_with("json") || before.ends_with("json object")
}

/// "with keys name and age": each key is one of the object's; "with exactly two keys":
/// their number.
fn json_keys(form: Pair<Rule>) -> Option<Expr> {
    let keys = || call(Function::JsonKeys, vec![var("all")]);
    let mut op = BinOp::Eq;
    let mut n = None;
    let mut names = Vec::new();
    for p in form.into_inner() {
        match p.as_rule() {
            Rule::relation => op = relation_op(&p)?,
            Rule::post_bound => op = post_op(p)?,
            Rule::number => n = number(p),
            Rule::quoted_list => {
                for q in p.into_inner().filter(|q| q.as_rule() == Rule::quoted) {
                    names.push(unquote(q.as_str())?.to_string());
                }
            }
            Rule::key_name => {
                let s = p.as_str().trim();
                let name = unquote(s).filter(|_| !s.starts_with(char::is_alphanumeric));
                names.push(name.unwrap_or(s).to_string());
            }
            Rule::key_list => {
                for k in p.into_inner().filter(|k| k.as_rule() == Rule::key_name) {
                    let s = k.as_str().trim();
                    names.push(
                        unquote(s)
                            .filter(|_| !s.starts_with(char::is_alphanumeric))
                            .unwrap_or(s)
                            .to_string(),
                    );
                }
            }
            _ => {}
        }
    }
    if let Some(n) = n {
        return Some(Bound::Rel(op, n).apply(count(keys())));
    }
    names
        .into_iter()
        .map(|name| Expr::Quant {
            quantifier: Quantifier::Exists,
            var: "k".to_string(),
            domain: Box::new(keys()),
            body: Box::new(bin(BinOp::Eq, var("k"), string(&name))),
        })
        .reduce(and)
}

/// The first quoted value of a form, lower-cased, without its quotes.
fn quoted_in(form: Pair<Rule>) -> Option<String> {
    let q = form.into_inner().find(|p| p.as_rule() == Rule::quoted)?;
    Some(unquote(q.as_str())?.to_lowercase())
}

/// "No emojis.", "Do not use Markdown bold (**).", "Never answer with lists."
fn no_units(form: Pair<Rule>) -> Option<Expr> {
    let zero = |list: Expr| bin(BinOp::Eq, count(list), Expr::Int(0));
    let mut siblings = form.into_inner();
    while let Some(p) = siblings.next() {
        match p.as_rule() {
            Rule::u_emoji => return Some(zero(call(Function::Emojis, vec![var("all")]))),
            Rule::bold => {
                return Some(Expr::Not(Box::new(call(
                    Function::Contains,
                    vec![var("all"), string("**")],
                ))))
            }
            Rule::lists => return Some(zero(call(Function::Bullets, vec![var("all")]))),
            Rule::headings => return Some(zero(call(Function::Headings, vec![var("all")]))),
            Rule::sym_unit => {
                // "No colons or semicolons": none of each.
                let units =
                    std::iter::once(p).chain(siblings.filter(|q| q.as_rule() == Rule::sym_unit));
                return units
                    .map(|unit| Some(bin(BinOp::Eq, Unit::of(&unit)?.of_response(), Expr::Int(0))))
                    .collect::<Option<Vec<_>>>()?
                    .into_iter()
                    .reduce(and);
            }
            Rule::case_letters => {
                return Some(zero(call(
                    Function::Matches,
                    vec![var("all"), string(r"\p{Lu}")],
                )))
            }
            _ => {}
        }
    }
    None
}

/// "end with a question", "end your answer with an exclamation mark", "wrap up by asking
/// me a question", "make sure the final character is a question mark".
fn ending(form: Pair<Rule>) -> Option<Expr> {
    let v = form.into_inner().find(|p| {
        matches!(
            p.as_rule(),
            Rule::v_question | Rule::v_punct | Rule::asking | Rule::no_end_punct | Rule::ask_last
        )
    })?;
    if v.as_rule() == Rule::no_end_punct {
        // "with no punctuation at the end": the last character is not a mark.
        return Some(bin(
            BinOp::Eq,
            count(call(
                Function::Matches,
                vec![var("all"), string(r"\p{P}\s*\z")],
            )),
            Expr::Int(0),
        ));
    }
    let mark = match v.as_rule() {
        Rule::v_question | Rule::asking | Rule::ask_last => "?",
        _ => punct(v)?,
    };
    Some(call(Function::EndsWith, vec![var("all"), string(mark)]))
}

/// "sign off with 'Best regards'": the last line, or the one before a name under it,
/// starts with the phrase.
fn sign_off(form: Pair<Rule>) -> Option<Expr> {
    let by_ending = form.clone().into_inner().any(|p| p.as_rule() == Rule::ends);
    let quoted = form.into_inner().find(|p| p.as_rule() == Rule::quoted)?;
    let phrase = unquote(quoted.as_str())?.trim().to_lowercase();
    // "End with 'Thanks again'" is a sign-off, a name may follow; "End with 'See you
    // soon.'" is the last words (the end-phrase template reads it).
    if by_ending && !valediction(&phrase) {
        return None;
    }
    let lines = || call(Function::Lines, vec![var("all")]);
    let from_end = |k: i64| {
        let index = if k == 0 {
            count(lines())
        } else {
            bin(BinOp::Sub, count(lines()), Expr::Int(k))
        };
        call(
            Function::StartsWith,
            vec![
                call(
                    Function::Lower,
                    vec![call(Function::Nth, vec![lines(), index])],
                ),
                string(&phrase),
            ],
        )
    };
    Some(bin(
        BinOp::Or,
        and(bin(BinOp::Ge, count(lines()), Expr::Int(1)), from_end(0)),
        and(bin(BinOp::Ge, count(lines()), Expr::Int(2)), from_end(1)),
    ))
}

/// Closing words of a letter, after which a name may follow.
fn valediction(phrase: &str) -> bool {
    let p = phrase.trim_end_matches([',', '.', '!']);
    matches!(
        p,
        "best regards"
            | "kind regards"
            | "warm regards"
            | "regards"
            | "best wishes"
            | "warm wishes"
            | "warmest wishes"
            | "cheers"
            | "sincerely"
            | "yours sincerely"
            | "yours truly"
            | "yours"
            | "thanks"
            | "thank you"
            | "thanks again"
            | "many thanks"
            | "best"
            | "all the best"
            | "take care"
            | "warmly"
            | "love"
            | "with love"
            | "respectfully"
            | "cordially"
            | "see you soon"
            | "talk soon"
            | "with gratitude"
    )
}

/// "end your reply with the line 'DONE' on its own": the last line is the phrase.
fn last_line(form: Pair<Rule>) -> Option<Expr> {
    let phrase = quoted_in(form)?;
    let lines = || call(Function::Lines, vec![var("all")]);
    let last = || {
        call(
            Function::Lower,
            vec![call(Function::Nth, vec![lines(), count(lines())])],
        )
    };
    Some(and(
        bin(BinOp::Ge, count(lines()), Expr::Int(1)),
        and(
            call(Function::StartsWith, vec![last(), string(phrase.trim())]),
            call(Function::EndsWith, vec![last(), string(phrase.trim())]),
        ),
    ))
}

/// "keep it under 100 characters", "in one sentence", "use at least two emojis",
/// "(max 280 characters)", "do not exceed 20 words": a measure of the whole response,
/// when its context says the whole response is meant; `Some((None, true))` when it is
/// a measure of something else, which nothing may read as the response's. The flag: the
/// reading says more than a template's would (a bound after the number, a range, a
/// maximum from "keep to").
fn response_measure(
    text: &Text,
    start: usize,
    form: Pair<Rule>,
    state: &mut SentenceState,
    taken: &[(usize, usize)],
) -> Option<(Option<Expr>, bool)> {
    let mut lead = Lead::None;
    let mut result = None;
    let mut wider = false;
    let mut unbounded = false;
    // "Keep it brief: under 50 words": the adjective is read too, which a template is not.
    let mut adjective = false;
    let mut total = false;
    for p in form.into_inner() {
        match p.as_rule() {
            Rule::limit_lead => lead = Lead::of(p.as_str()),
            Rule::part_adj => adjective = true,
            Rule::measure => {
                let bare = if lead.limits() { BinOp::Le } else { BinOp::Eq };
                // A bound after the number, or how paragraphs are separated, says more
                // than a template reads.
                wider = p
                    .clone()
                    .into_inner()
                    .any(|q| matches!(q.as_rule(), Rule::post_bound | Rule::blank_sep));
                unbounded = !p.clone().into_inner().any(|q| {
                    matches!(q.as_rule(), Rule::relation | Rule::post_bound | Rule::range)
                });
                // "no more than 10 lines in total": the response's, by its own words.
                total = p.clone().into_inner().any(|q| {
                    q.as_rule() == Rule::long
                        && ["total", "overall", "altogether"]
                            .iter()
                            .any(|w| q.as_str().contains(w))
                });
                result = measure(p, bare);
            }
            _ => {}
        }
    }
    let (bound, unit) = result?;
    let unit = unit.resolve(state.whole)?;
    match context::whole_response(text, start, lead, taken) {
        _ if total => {}
        context::Bound::Whole => {}
        context::Bound::Part => return Some((None, true)),
        context::Bound::Unsure => return None,
    }
    if let Some(part) = unit.part() {
        state.last_part = Some(part);
    }
    // "Keep it to 50 words": a maximum, where a template reads the number as exact.
    // The DSL's bullets are the plain ones ("•" too); a template's are IFEval's.
    let wider = wider
        || adjective
        || (lead.limits() && unbounded)
        || matches!(unit, Unit::Bullet | Unit::ListItem);
    Some((Some(bound.apply_to(unit)), wider))
}

/// A case-insensitive whole-word (or whole-phrase) pattern for `word`.
fn word_pattern(word: &str) -> String {
    let word = word.trim();
    // A word boundary only where the word starts or ends with a word character: "!"
    // and "C++" have none there.
    let edge = |c: Option<char>| {
        if c.is_some_and(|c| c.is_alphanumeric() || c == '_') {
            r"\b"
        } else {
            ""
        }
    };
    format!(
        "(?i){}{}{}",
        edge(word.chars().next()),
        regex_syntax::escape(word),
        edge(word.chars().next_back())
    )
}

/// How often `pattern` occurs in the response.
fn occurrences(pattern: String) -> Expr {
    count(call(
        Function::Matches,
        vec![var("all"), Expr::Str(pattern)],
    ))
}

/// "Leave out the word 'religion'": none of the words; "avoid the letter 'z'": no
/// such letter, either case.
fn forbid_word(form: Pair<Rule>) -> Option<Expr> {
    let mut checks = Vec::new();
    for p in form.into_inner() {
        match p.as_rule() {
            Rule::quoted_list => {
                for q in p.into_inner().filter(|q| q.as_rule() == Rule::quoted) {
                    checks.push(bin(
                        BinOp::Eq,
                        occurrences(word_pattern(unquote(q.as_str())?)),
                        Expr::Int(0),
                    ));
                }
            }
            Rule::quoted | Rule::letter => {
                let letter = unquote(p.as_str()).unwrap_or(p.as_str()).trim();
                if letter.chars().count() != 1 {
                    return None;
                }
                let pattern = format!("(?i){}", regex_syntax::escape(letter));
                checks.push(bin(BinOp::Eq, occurrences(pattern), Expr::Int(0)));
            }
            _ => {}
        }
    }
    checks.into_iter().reduce(and)
}

/// "Mention 'finish' 3 times or more", "use the word 'green' at least twice".
fn word_times(form: Pair<Rule>) -> Option<Expr> {
    let mut word = None;
    let mut op = BinOp::Eq;
    let mut n = None;
    for p in form.into_inner() {
        match p.as_rule() {
            Rule::quoted => word = Some(unquote(p.as_str())?.to_string()),
            Rule::bare_word => word = Some(p.as_str().trim().to_string()),
            Rule::relation => op = relation_op(&p)?,
            Rule::post_bound => op = post_op(p)?,
            Rule::number => n = number(p),
            Rule::twice => {
                n = Some(match p.as_str().trim() {
                    "once" => 1,
                    "twice" => 2,
                    _ => 3,
                })
            }
            _ => {}
        }
    }
    Some(bin(op, occurrences(word_pattern(&word?)), Expr::Int(n?)))
}

/// "under 7 words per point", "under ten words each", "Each point: under eight words":
/// every such part is so measured.
fn per_after(form: Pair<Rule>, state: &mut SentenceState) -> Option<Expr> {
    let mut part = None;
    let mut body = None;
    for p in form.into_inner() {
        match p.as_rule() {
            Rule::part_unit => part = Part::of(&p, state.whole),
            Rule::part_measure => body = Some(measure(p, BinOp::Eq)?),
            _ => {}
        }
    }
    let part = part.or(state.ellipsis())?;
    state.last_part = Some(part);
    let (bound, unit) = body?;
    Some(forall(
        part,
        bound.apply(unit.measure(part.text_of(var(part.var())))),
    ))
}

/// "Character limit: 140.", "Word count: 50", "Max length: 200 characters": a label
/// opening its clause, then the measure.
fn label_measure(form: Pair<Rule>, whole: Whole) -> Option<Expr> {
    let mut unit = None;
    let mut bare = BinOp::Eq;
    let mut n = None;
    let mut op = None;
    let mut result = None;
    for p in form.into_inner() {
        match p.as_rule() {
            Rule::measure_unit => unit = Unit::of(&p),
            Rule::label_kind
                if p.clone()
                    .into_inner()
                    .any(|k| k.as_rule() == Rule::label_le) =>
            {
                bare = BinOp::Le;
            }
            Rule::label_lead => {
                if matches!(
                    p.as_str().trim(),
                    "max length" | "maximum length" | "length limit"
                ) {
                    bare = BinOp::Le;
                }
            }
            Rule::measure => result = Some(measure(p, bare)?),
            Rule::number => n = number(p),
            // "Word count: 25–40": the label's unit.
            Rule::range => {
                let mut ends = p.into_inner().filter(|q| q.as_rule() == Rule::number);
                let (a, b) = (number(ends.next()?)?, number(ends.next()?)?);
                result = Some((Bound::Between(a, b), unit?));
            }
            Rule::post_bound => op = Some(post_op(p)?),
            _ => {}
        }
    }
    let (bound, unit) = match result {
        Some((bound, measured)) => {
            // "Word count: 50 characters" names two units: not read.
            if unit.is_some_and(|u| u != measured) {
                return None;
            }
            (bound, measured)
        }
        None => (Bound::Rel(op.unwrap_or(bare), n?), unit?),
    };
    Some(bound.apply_to(unit.resolve(whole)?))
}

/// "Only the JSON", "just the list, nothing else", "only reply with the code, inside one
/// code block": the response is that object and nothing around it.
fn sole_content(form: Pair<Rule>) -> Option<Expr> {
    let mut object = None;
    let mut in_a_block = false;
    for p in form.into_inner() {
        match p.as_rule() {
            Rule::sole_object | Rule::single_question => {
                object = Some(p.as_str().trim().to_string());
            }
            Rule::in_a_block => in_a_block = true,
            Rule::extras => in_a_block |= p.into_inner().any(|q| q.as_rule() == Rule::in_a_block),
            _ => {}
        }
    }
    let object = object.unwrap_or_default();
    if in_a_block || object.contains("code") {
        // One fenced block, nothing before or after it.
        return Some(bin(
            BinOp::Eq,
            count(call(
                Function::Matches,
                vec![
                    var("all"),
                    string(r"\A\s*```[^\n]*\n(?:[^`]|`[^`]|``[^`])*```\s*\z"),
                ],
            )),
            Expr::Int(1),
        ));
    }
    if object.contains("json") {
        // The whole response (one ```json fence allowed) is a JSON object.
        return Some(bin(
            BinOp::Ge,
            count(call(Function::JsonKeys, vec![var("all")])),
            Expr::Int(1),
        ));
    }
    if object.contains("list") || object.contains("bullet") {
        // Every line is a list item.
        return Some(bin(
            BinOp::Eq,
            count(call(Function::Bullets, vec![var("all")])),
            count(call(Function::Lines, vec![var("all")])),
        ));
    }
    if object.contains("question") {
        return Some(and(
            bin(
                BinOp::Eq,
                count(call(Function::Sentences, vec![var("body")])),
                Expr::Int(1),
            ),
            call(Function::EndsWith, vec![var("all"), string("?")]),
        ));
    }
    None
}

/// Whether only words that say nothing of their own ("please", "you must", "and")
/// stand between the start of the clause and `start`.
fn opens_its_clause(text: &Text, start: usize) -> bool {
    let from = text.clause_start(start).min(start);
    crate::pipeline::remainder::content_words(&text.lower[from..start])
        .next()
        .is_none()
}

/// "The word 'between' is off limits": none; "the word 'water' must appear", "I want to
/// see the word 'books'": at least once.
fn word_rule(form: Pair<Rule>) -> Option<Expr> {
    let forbidden = form
        .clone()
        .into_inner()
        .any(|p| p.as_rule() == Rule::off_limits);
    let list = form
        .into_inner()
        .find(|p| p.as_rule() == Rule::quoted_list)?;
    let words = list
        .into_inner()
        .filter(|q| q.as_rule() == Rule::quoted)
        .map(|q| Some(occurrences(word_pattern(unquote(q.as_str())?))))
        .collect::<Option<Vec<_>>>()?;
    words
        .into_iter()
        .map(|n| {
            if forbidden {
                bin(BinOp::Eq, n, Expr::Int(0))
            } else {
                bin(BinOp::Ge, n, Expr::Int(1))
            }
        })
        .reduce(and)
}

/// "Use uppercase for everything": no lower-case letter; "don't capitalize anything":
/// no upper-case letter.
fn case_all(form: Pair<Rule>) -> Option<Expr> {
    let negated = form
        .clone()
        .into_inner()
        .any(|p| p.as_rule() == Rule::negation);
    let class = if negated { r"\p{Lu}" } else { r"\p{Ll}" };
    Some(bin(
        BinOp::Eq,
        count(call(Function::Matches, vec![var("all"), string(class)])),
        Expr::Int(0),
    ))
}

/// "Bullets should start with asterisks (*)": every bullet line uses that marker.
fn bullet_marker(form: Pair<Rule>) -> Option<Expr> {
    let name = form
        .into_inner()
        .find(|p| p.as_rule() == Rule::marker)?
        .into_inner()
        .find(|p| p.as_rule() == Rule::marker_name)?
        .as_str()
        .to_string();
    let mark = if name.contains("asterisk") {
        r"\*"
    } else if name.contains("dash") || name.contains("hyphen") {
        "-"
    } else {
        "•"
    };
    let lines = |pattern: String| {
        count(call(
            Function::Matches,
            vec![var("all"), Expr::Str(pattern)],
        ))
    };
    Some(and(
        bin(
            BinOp::Ge,
            count(call(Function::Bullets, vec![var("all")])),
            Expr::Int(1),
        ),
        bin(
            BinOp::Eq,
            lines(r"(?m)^[ \t]*(?:[*+•-]|\d+[.)])[ \t]+\S".to_string()),
            lines(format!(r"(?m)^[ \t]*{mark}[ \t]+\S")),
        ),
    ))
}

/// "Put 'copies' in the first bullet": the n-th part contains the word.
fn nth_put(form: Pair<Rule>, state: &mut SentenceState) -> Option<Expr> {
    let mut ordinal = None;
    let mut part = None;
    let mut words = Vec::new();
    for p in form.into_inner() {
        match p.as_rule() {
            Rule::ordinal => ordinal = Some(p.as_str().to_string()),
            Rule::part_unit => part = Part::of(&p, state.whole),
            Rule::quoted_list => {
                for q in p.into_inner().filter(|q| q.as_rule() == Rule::quoted) {
                    words.push(unquote(q.as_str())?.to_lowercase());
                }
            }
            _ => {}
        }
    }
    let part = part?;
    let index = ordinal_index(&ordinal?)?;
    let at = |p: Part| {
        let element = p.text_of(call(Function::Nth, vec![p.domain(), Expr::Int(index)]));
        let has = words
            .iter()
            .map(|w| mentions(call(Function::Lower, vec![element.clone()]), w))
            .reduce(and)?;
        Some(and(
            bin(BinOp::Ge, count(p.domain()), Expr::Int(index)),
            has,
        ))
    };
    match part {
        Part::Item => Some(either_layout(at(Part::Bullet)?, at(Part::Line)?)),
        part => at(part),
    }
}

/// The position an ordinal names, from 1; `None` for "last".
fn ordinal_index(ordinal: &str) -> Option<i64> {
    Some(match ordinal.trim() {
        "first" | "1st" | "opening" | "initial" => 1,
        "second" | "2nd" => 2,
        "third" | "3rd" => 3,
        "fourth" | "4th" => 4,
        "fifth" | "5th" => 5,
        "sixth" | "6th" => 6,
        _ => return None,
    })
}

/// "No full stops at the end of the bullets": no such part ends with the mark.
fn no_end_mark(form: Pair<Rule>, state: &mut SentenceState) -> Option<Expr> {
    let mut part = None;
    let mut mark = None;
    for p in form.into_inner() {
        match p.as_rule() {
            Rule::part_unit => part = Part::of(&p, state.whole),
            Rule::punct => {
                mark = Some(match p.into_inner().next()?.as_rule() {
                    Rule::p_exclaim => "!",
                    Rule::p_question => "?",
                    Rule::p_period => ".",
                    _ => ":",
                })
            }
            _ => {}
        }
    }
    let part = part?;
    state.last_part = Some(part);
    let x = part.text_of(var(part.var()));
    Some(forall(
        part,
        Expr::Not(Box::new(call(Function::EndsWith, vec![x, string(mark?)]))),
    ))
}

/// Whether a quoted item kept out is no word ("Never use '!'"): the template reads only
/// words there, so the grammar's reading stands.
fn keeps_out_a_symbol(form: &Pair<Rule>) -> bool {
    form.clone().into_inner().flatten().any(|p| {
        p.as_rule() == Rule::quoted
            && unquote(p.as_str()).is_some_and(|q| {
                !q.chars()
                    .all(|c| c.is_alphanumeric() || c == ' ' || c == '-' || c == '\'')
            })
    })
}
