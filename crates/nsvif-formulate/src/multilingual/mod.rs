//! Constraints read from instructions written in Chinese, Japanese, French or Spanish.
//!
//! An instruction the English rules cannot read (one written mostly in Han or kana, or
//! in French or Spanish) is formulated here instead: it is split into sentences and
//! clauses (`split`: `。！？；，` as well as `. ! ? ; ,`), one table of phrasings per
//! language reads what it recognises (`zh`, `ja`, `fr`, `es`; their fragments compose,
//! see `phrase`), and every clause is accounted for: the first clause no phrase reads,
//! or a question, is task text when its words hold none of the language's requirement
//! cues (a count, a unit of text, a format, "must", "do not", "use", "end with" …); any
//! other clause no phrase reads is an unread requirement, so the verdict cannot be
//! `sat`.
//!
//! A reading under a negation or in a sentence with a condition or an alternative that
//! its phrase did not read ("如果…", "或", "ou", "o", "場合") is withdrawn and its clause
//! left unread: asserting it could give a wrong verdict.
//!
//! English text is never read here: [`detect`] looks for Han and kana only in a non-ASCII
//! instruction, and takes one for French or Spanish only when their function words
//! outnumber English ones twice over, so an instruction with a few foreign words stays
//! English.

mod es;
mod fr;
mod ja;
mod latin;
pub(crate) mod phrase;
pub(crate) mod split;
mod zh;

use nsvif_spec::{Constraint, Span, Spec, Unexplained};
use regex::Regex;

use crate::rules::{Emit, Found};
use phrase::{Compiled, Context, Read};

/// A language read here.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Lang {
    Zh,
    Ja,
    Fr,
    Es,
}

/// What one language brings: its phrase table and the words of its clause accounting.
pub(crate) struct Language {
    pub table: &'static std::sync::LazyLock<Compiled>,
    /// Words that make a clause a requirement on the response when no phrase read them.
    pub cues: &'static std::sync::LazyLock<Regex>,
    /// Set phrases that hold a cue word without its sense ("en línea" is online, not a
    /// line; "puntos clave" are key points, not bullets): blanked before the cues are
    /// looked for.
    pub idioms: Option<&'static std::sync::LazyLock<Regex>>,
    /// A negation before (Chinese, French, Spanish) or after (Japanese) a reading, that
    /// its phrase did not read.
    pub negation: &'static std::sync::LazyLock<Regex>,
    /// A condition or an alternative: the sentence is not a plain conjunction.
    pub connective: &'static std::sync::LazyLock<Regex>,
    /// Whether the negation follows what it negates (Japanese).
    pub negation_after: bool,
    /// Words a clause that a phrase read may hold besides the reading (the response
    /// named, a modal, an article, "please").
    pub filler: &'static std::sync::LazyLock<Regex>,
    /// In a clause a phrase read, every word left must be a filler word (French,
    /// Spanish); otherwise the filler is removed and the rest is judged by the cues.
    pub words_only_filler: bool,
}

fn language(lang: Lang) -> Language {
    match lang {
        Lang::Zh => zh::language(),
        Lang::Ja => ja::language(),
        Lang::Fr => fr::language(),
        Lang::Es => es::language(),
    }
}

/// The language of an instruction the English rules do not read, if it is one read
/// here. An ASCII instruction returns at once (French or Spanish written without an
/// accent stays with the English rules, which leave it unread).
pub fn detect(instruction: &str) -> Option<Lang> {
    if !instruction.is_ascii() {
        let (mut kana, mut han) = (0usize, 0usize);
        for c in instruction.chars() {
            match c {
                '\u{3040}'..='\u{30FF}' => kana += 1,
                '\u{4E00}'..='\u{9FFF}' | '\u{3400}'..='\u{4DBF}' => han += 1,
                _ => {}
            }
        }
        let latin_words = instruction
            .split(|c: char| {
                !c.is_alphabetic() || !(c.is_ascii() || ('\u{C0}'..='\u{24F}').contains(&c))
            })
            .filter(|w| !w.is_empty())
            .count();
        // One Han or kana character carries about a word (as the clause accounting
        // weighs it).
        if kana + han >= 2 && kana + han > latin_words {
            return Some(if kana > 0 { Lang::Ja } else { Lang::Zh });
        }
    }
    // French and Spanish by their function words (one pass over the words, one table
    // look-up each; Spanish or French written without an accent is common).
    let (mut fr, mut es, mut en, mut other) = (0usize, 0usize, 0usize, 0usize);
    let mut buf = String::new();
    for w in instruction
        .split(|c: char| !c.is_alphabetic())
        .filter(|w| !w.is_empty() && w.len() <= 10)
    {
        // An ASCII word (most of them) is lower-cased on the stack.
        let mut ascii = [0u8; 10];
        let lowered = if w.is_ascii() {
            let b = &mut ascii[..w.len()];
            b.copy_from_slice(w.as_bytes());
            b.make_ascii_lowercase();
            std::str::from_utf8(b).unwrap_or_default()
        } else {
            buf.clear();
            buf.extend(w.chars().flat_map(char::to_lowercase));
            buf.as_str()
        };
        let Some(&lists) = STOPWORDS.get(lowered) else {
            continue;
        };
        fr += usize::from(lists & FR != 0);
        es += usize::from(lists & ES != 0);
        en += usize::from(lists & EN != 0);
        other += usize::from(lists & OTHER != 0);
    }
    // Italian, Portuguese and German share words with Spanish and French ("la", "con",
    // "una", "die"): an instruction more theirs than French or Spanish is not read here
    // (the English rules leave it unread).
    if other * 2 >= fr.max(es) {
        return None;
    }
    let marked = |set: &str| instruction.chars().any(|c| set.contains(c));
    if fr >= 3 && fr > 2 * en && (fr > es || (fr == es && marked("çœèêàâ«"))) {
        return Some(Lang::Fr);
    }
    if es >= 3 && es > 2 * en && (es > fr || marked("ñ¿¡")) {
        return Some(Lang::Es);
    }
    None
}

const FR: u8 = 1;
const ES: u8 = 2;
const EN: u8 = 4;
const OTHER: u8 = 8;

/// Every function word [`detect`] weighs, lower-cased, with the lists it is on (a word
/// may be on several: "la" is French and Spanish).
static STOPWORDS: std::sync::LazyLock<rustc_hash::FxHashMap<String, u8>> =
    std::sync::LazyLock::new(|| {
        let mut table = rustc_hash::FxHashMap::default();
        for (list, flag) in [
            (fr::STOPWORDS, FR),
            (es::STOPWORDS, ES),
            (EN_STOPWORDS, EN),
            (OTHER_STOPWORDS, OTHER),
        ] {
            for w in list {
                *table.entry(w.to_lowercase()).or_insert(0) |= flag;
            }
        }
        table
    });

/// Function words of Italian, Portuguese and German that are neither French nor Spanish.
const OTHER_STOPWORDS: &[&str] = &[
    // Italian
    "il",
    "di",
    "che",
    "è",
    "della",
    "delle",
    "degli",
    "dei",
    "gli",
    "nel",
    "nella",
    "sono",
    "deve",
    "devono",
    "scrivi",
    "usa",
    "parola",
    "parole",
    "questo",
    "questa",
    "anche",
    "più",
    "ogni",
    "esattamente",
    "paragrafi",
    "frasi",
    "risposta",
    "alla",
    "sulla",
    "essere",
    // Portuguese
    "não",
    "você",
    "do",
    "em",
    "uma",
    "é",
    "escreva",
    "palavras",
    "parágrafos",
    "sua",
    "seu",
    "resposta",
    "deve",
    "sem",
    "vírgulas",
    "ao",
    // German
    "der",
    "die",
    "das",
    "und",
    "nicht",
    "ist",
    "ein",
    "eine",
    "mit",
    "sie",
    "bitte",
    "schreibe",
    "schreib",
    "wörter",
    "absätze",
    "antworte",
    "ohne",
    "dein",
    "deine",
    "ich",
    "zu",
    "auf",
    "für",
    "den",
    "dem",
    "verwende",
    "kommas",
];

/// A clause that is only a heading of the rules that follow it, in any language read here.
static HEADING: std::sync::LazyLock<regex::Regex> = std::sync::LazyLock::new(|| {
    regex::Regex::new(r"(?i)^\s*(?:要求|具体要求|注意|注意事项|规则|限制|条件|说明|ルール|注意点|制約|要件|consignes?|règles|contraintes|exigences|requisitos|reglas|restricciones|condiciones)\s*[:：]\s*$")
        .expect("static regex")
});

/// Words that ask for things in turn or side by side (then, first, afterwards, and
/// also, respectively), in Chinese and Japanese.
static SEQUENCE: std::sync::LazyLock<regex::Regex> = std::sync::LazyLock::new(|| {
    regex::Regex::new(r"然后|接着|之后|随后|最后|先|再|并且|以及|同时|另外|此外|分别|それから|その後|次に|最後に|まず|さらに|および|それぞれ")
        .expect("static regex")
});

/// Whether a reading measures the whole response (`…(all)`), which a request for
/// several things leaves unsure.
fn measures_the_whole(emit: &Emit) -> bool {
    matches!(emit, Emit::Dsl(d) if d.contains("(all)"))
}

/// English function words, weighed against the French and Spanish ones.
const EN_STOPWORDS: &[&str] = &[
    "the", "and", "of", "to", "in", "is", "your", "you", "with", "that", "for", "it", "be", "are",
    "on", "as", "this", "do", "not", "at", "or", "an", "by", "should", "must",
];

/// The Spec of an instruction in `lang`.
pub fn formulate(instruction: &str, lang: Lang) -> Spec {
    // "写一篇日记，字数不超过500字。然后以老师的视角点评": a measure of the whole response
    // where the instruction asks for several things in turn may be one thing's.
    let several = matches!(lang, Lang::Zh | Lang::Ja) && SEQUENCE.is_match(instruction);
    let lang = language(lang);
    let quotes = quotes_of(instruction);
    let sentences = split::sentences(instruction, &quotes);
    let context = Context { instruction };

    // Every phrase's matches that do not start inside a quoted passage.
    let mut readings: Vec<(usize, usize, Option<Emit>)> = Vec::new();
    for (re, phrase) in &lang.table.phrases {
        for caps in re.captures_iter(instruction) {
            let m = caps.get(0).expect("match");
            if m.is_empty() || split_inside(&quotes, m.start()) {
                continue;
            }
            match (phrase.read)(&caps, &context) {
                Read::Constraint(e) => readings.push((m.start(), m.end(), Some(e))),
                Read::Explained => readings.push((m.start(), m.end(), None)),
                Read::Refused => {}
            }
        }
    }
    // The longest reading wins where one lies inside another; `None` readings explain
    // their words (an example of a format) without a constraint.
    readings.sort_by_key(|&(s, e, _)| (s, std::cmp::Reverse(e)));
    let mut kept: Vec<(usize, usize, Option<Emit>)> = Vec::new();
    for r in readings {
        if kept.iter().any(|k| k.0 <= r.0 && r.1 <= k.1) {
            continue;
        }
        kept.push(r);
    }

    let mut found: Vec<Found> = Vec::new();
    let mut unexplained: Vec<Unexplained> = Vec::new();
    // Only the first clause no phrase reads may be the task without a cue (the request:
    // "写一首关于秋天的诗"); any later one that asks nothing recognisable is still taken
    // for a requirement unless it is a question ("不是奶酪" after "要求：" is one).
    let mut request_seen = false;
    for &sentence in &sentences {
        // Readings that overlap the sentence: one may begin in the sentence before ("…en 5
        // parties. Chaque partie débutera par …") and explain words of this one.
        let here: Vec<&(usize, usize, Option<Emit>)> = kept
            .iter()
            .filter(|r| r.0 < sentence.1 && sentence.0 < r.1)
            .collect();
        let blank = |(s, e): (usize, usize)| -> String {
            blanked(
                instruction,
                (s, e),
                here.iter().map(|r| (r.0, r.1)),
                &quotes,
            )
        };
        // A condition or an alternative the phrases did not read: the sentence's
        // readings cannot be asserted one by one.
        let related = !here.is_empty() && lang.connective.is_match(&blank(sentence));
        let clauses = split::clauses(instruction, &quotes, sentence);
        for &clause in &clauses {
            let rest = blank(clause);
            let in_clause: Vec<&&(usize, usize, Option<Emit>)> = here
                .iter()
                .filter(|r| clause.0 <= r.0 && r.0 < clause.1)
                .collect();
            // A clause another clause's reading covers whole is read; one of marks only
            // (a closing quotation mark) says nothing.
            if in_clause.is_empty() && !rest.chars().any(char::is_alphanumeric) {
                continue;
            }
            // A heading of the rules after the request ("要求：", "Règles :") leads into them.
            if in_clause.is_empty() && request_seen && HEADING.is_match(&rest) {
                continue;
            }
            // A clause of filler words only ("Dans votre réponse,") leads into the next.
            if in_clause.is_empty()
                && request_seen
                && lang.words_only_filler
                && !latin::says_more(&rest, lang.filler)
            {
                continue;
            }
            let negated = in_clause.iter().any(|r| {
                let around = if lang.negation_after {
                    &rest[r.1.min(clause.1) - clause.0..]
                } else {
                    &rest[..r.0 - clause.0]
                };
                lang.negation.is_match(around)
            });
            let question = rest.trim_end().ends_with(['?', '？']);
            let unread = related
                || negated
                || if in_clause.is_empty() {
                    let task = !request_seen || question;
                    request_seen = true;
                    let rest = match lang.idioms {
                        Some(idioms) => idioms.replace_all(&rest, " "),
                        None => std::borrow::Cow::Borrowed(rest.as_str()),
                    };
                    lang.cues.is_match(&rest) || !task
                } else if lang.words_only_filler {
                    latin::says_more(&rest, lang.filler)
                } else {
                    lang.cues.is_match(&lang.filler.replace_all(&rest, " "))
                };
            if unread {
                unexplained.push(Unexplained {
                    text: instruction[clause.0..clause.1].to_string(),
                    source: Span {
                        start: clause.0,
                        end: clause.1,
                    },
                    message: None,
                });
            }
            if related || negated {
                continue;
            }
            for r in in_clause {
                if let Some(emit) = &r.2 {
                    if several && measures_the_whole(emit) {
                        unexplained.push(Unexplained {
                            text: instruction[clause.0..clause.1].to_string(),
                            source: Span {
                                start: clause.0,
                                end: clause.1,
                            },
                            message: None,
                        });
                        continue;
                    }
                    found.push(Found {
                        emit: emit.clone(),
                        text: instruction[r.0..r.1].trim().to_string(),
                        span: Span {
                            start: r.0,
                            end: r.1,
                        },
                        negated: false,
                        grammar: false,
                        supersedes: false,
                    });
                }
            }
        }
    }

    // A sentence that only restates the reading before it ("… en majuscules. Aucune
    // lettre minuscule ne doit y figurer.") is explained by it: that reading's span
    // reaches over it, so the clause is accounted as read where its check holds it.
    for &(s, e, ref emit) in &kept {
        if emit.is_some() || found.iter().any(|f| f.span.start <= s && e <= f.span.end) {
            continue;
        }
        if let Some(f) = found
            .iter_mut()
            .filter(|f| f.span.end <= s && s - f.span.end <= 200)
            .max_by_key(|f| f.span.end)
        {
            f.span.end = e;
        }
    }

    // A requirement said twice is a constraint where each says it (the evidence points
    // at both; the verdict is the same).
    let mut constraints = Vec::new();
    for f in &found {
        let Some(check) = crate::pipeline::check_of(f, instruction) else {
            unexplained.push(Unexplained {
                text: f.text.clone(),
                source: f.span,
                message: None,
            });
            continue;
        };
        constraints.push(Constraint {
            id: format!("c{}", constraints.len() + 1),
            text: f.text.clone(),
            check,
            source: Some(f.span),
            message: None,
            soft: false,
        });
    }
    unexplained.sort_by_key(|u| u.source.start);
    Spec {
        constraints,
        formula: None,
        unexplained,
    }
}

/// The quoted passages of the instruction; an instruction written inside quotation marks
/// (one passage holding more than half of it) is the instruction all the same, and the
/// passages inside it are its quotes.
fn quotes_of(s: &str) -> Vec<(usize, usize)> {
    let mut out = Vec::new();
    for (a, b) in split::quotes(s) {
        if (b - a) * 2 <= s.len() {
            out.push((a, b));
            continue;
        }
        let open = s[a..].chars().next().map_or(0, char::len_utf8);
        let close = s[..b].chars().next_back().map_or(0, char::len_utf8);
        let (from, to) = (a + open, b - close);
        if from < to {
            out.extend(
                split::quotes(&s[from..to])
                    .into_iter()
                    .map(|(x, y)| (x + from, y + from)),
            );
        }
    }
    out
}

fn split_inside(quotes: &[(usize, usize)], i: usize) -> bool {
    quotes.iter().any(|&(s, e)| s < i && i < e)
}

/// The text of `span` with the readings and the quoted passages in it blanked (spaces,
/// so offsets into it stay those of the span).
fn blanked(
    s: &str,
    (start, end): (usize, usize),
    readings: impl Iterator<Item = (usize, usize)>,
    quotes: &[(usize, usize)],
) -> String {
    let mut out: Vec<u8> = s.as_bytes()[start..end].to_vec();
    for (a, b) in readings.chain(quotes.iter().copied()) {
        let (a, b) = (a.max(start), b.min(end));
        if a < b {
            out[a - start..b - start].fill(b' ');
        }
    }
    // Blanking whole spans keeps UTF-8 valid; a span cut inside a character (a reading
    // ending in the middle of one cannot) would be replaced.
    String::from_utf8(out).unwrap_or_default()
}

#[cfg(test)]
mod tests;
