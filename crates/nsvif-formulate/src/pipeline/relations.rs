//! Relations between constraints: "if … then …", "… if …", "either … or …", "… or …",
//! "unless …". Negation ("do not …") is read per constraint (`Found::negated`).
//!
//! Each sentence is read on its own, its quoted text ignored. A conditional whose
//! condition or consequence holds no constraint the rules understood cannot be stated:
//! asserting the understood half alone could give a wrong `unsat`, and dropping the
//! sentence could give a wrong `sat`; so its constraints are withdrawn and the sentence
//! is reported unexplained (the verdict becomes `unknown`).

use std::sync::LazyLock;

use crate::read::pattern::Regex;
use nsvif_spec::{Span, Unexplained};

use crate::read::pattern::regex;

use crate::read::Text;
use crate::rules::Found;

/// A node of the formula over found constraints (indices into the found list).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Node {
    Atom(usize),
    Not(Box<Node>),
    And(Vec<Node>),
    Or(Vec<Node>),
    Implies(Box<Node>, Box<Node>),
}

/// The formula's top-level conjuncts, the constraints withdrawn, and the sentences that
/// could not be stated.
#[derive(Debug, Default)]
pub struct Relations {
    pub conjuncts: Vec<Node>,
    pub withdrawn: Vec<usize>,
    pub unexplained: Vec<Unexplained>,
}

static IF: LazyLock<Regex> =
    LazyLock::new(|| regex(r"\b(?:if|in\s+case)\b").expect("static regex"));
static NOT_CONDITIONAL: LazyLock<Regex> = LazyLock::new(|| {
    regex(r"\b(?:as|even|what|see|ask|know|wonder|check|determine|only)\s*$").expect("static regex")
});
static THEN: LazyLock<Regex> =
    LazyLock::new(|| regex(r",\s*(?:then\s+)?|\s+then\s+").expect("static regex"));
static UNLESS: LazyLock<Regex> = LazyLock::new(|| regex(r"\bunless\b").expect("static regex"));
static EITHER: LazyLock<Regex> = LazyLock::new(|| regex(r"\beither\b").expect("static regex"));
static OR: LazyLock<Regex> = LazyLock::new(|| regex(r"\bor\b").expect("static regex"));
/// Any of [`IF`], [`UNLESS`], [`EITHER`] and [`OR`]: one search instead of four.
static CONNECTIVE: LazyLock<Regex> =
    LazyLock::new(|| regex(r"\b(?:if|in\s+case|unless|either|or)\b").expect("static regex"));
/// The gap between two constraints joined by a bare "or"; the first one's phrase may end
/// before its closing quote or bracket ("the character 'b' or …").
static OR_GAP: LazyLock<Regex> = LazyLock::new(|| {
    regex(r#"^[\s,;'"’”)\]]*(?:or|or\s+else|or\s+instead|alternatively)[\s,;]*$"#)
        .expect("static regex")
});

/// Whether the sentence `[s, e)` has, outside quotes, a connective that can relate
/// constraints.
pub(crate) fn has_connective(text: &Text, s: usize, e: usize) -> bool {
    CONNECTIVE.is_match(&masked(text, s, e))
}

fn atom(i: usize, found: &[Found]) -> Node {
    if found[i].negated {
        Node::Not(Box::new(Node::Atom(i)))
    } else {
        Node::Atom(i)
    }
}

fn conjunction(mut nodes: Vec<Node>) -> Node {
    if nodes.len() == 1 {
        nodes.pop().expect("one node")
    } else {
        Node::And(nodes)
    }
}

/// The node of the constraints `ix` (sorted) of one side of a relation, or of a sentence
/// without one: "either A or B" and "A or B" are disjunctions, the rest a conjunction.
fn side(text: &Text, found: &[Found], ix: &[usize], from: usize, to: usize) -> Node {
    let free = |pos: usize| {
        ix.iter()
            .all(|&i| !(found[i].span.start < pos && pos < found[i].span.end))
    };
    let region = masked(text, from, to);
    if let Some(m) = EITHER.find(&region).filter(|m| free(from + m.start())) {
        let at = from + m.end();
        if let Some(o) = OR
            .find_iter(&region[m.end()..])
            .map(|o| at + o.start())
            .filter(|&p| free(p))
            .last()
        {
            let (left, right): (Vec<usize>, Vec<usize>) =
                ix.iter().partition(|&&i| found[i].span.end <= o);
            if !left.is_empty() && !right.is_empty() {
                let outside: Vec<usize> = left
                    .iter()
                    .copied()
                    .filter(|&i| found[i].span.start < at)
                    .collect();
                let left: Vec<usize> = left.into_iter().filter(|i| !outside.contains(i)).collect();
                let mut nodes: Vec<Node> = outside.iter().map(|&i| atom(i, found)).collect();
                if !left.is_empty() {
                    nodes.push(Node::Or(vec![
                        conjunction(left.iter().map(|&i| atom(i, found)).collect()),
                        conjunction(right.iter().map(|&i| atom(i, found)).collect()),
                    ]));
                    return conjunction(nodes);
                }
            }
        }
    }
    // "A or B": adjacent constraints joined by a bare "or".
    let mut nodes = Vec::new();
    let mut k = 0;
    while k < ix.len() {
        let mut group = vec![ix[k]];
        while k + 1 < ix.len() {
            let (a, b) = (ix[k], ix[k + 1]);
            let (gap_start, gap_end) = (found[a].span.end, found[b].span.start);
            if gap_start <= gap_end && OR_GAP.is_match(&text.lower[gap_start..gap_end]) {
                group.push(b);
                k += 1;
            } else {
                break;
            }
        }
        nodes.push(if group.len() > 1 {
            Node::Or(group.iter().map(|&i| atom(i, found)).collect())
        } else {
            atom(group[0], found)
        });
        k += 1;
    }
    conjunction(nodes)
}

/// The sentence with quoted passages blanked out (same byte offsets).
fn masked(text: &Text, s: usize, e: usize) -> String {
    let mut out = text.lower[s..e].to_string();
    for &(qs, qe) in text.quotes_within(s, e) {
        let (qs, qe) = (qs.max(s), qe.min(e));
        if qs < qe {
            out.replace_range(qs - s..qe - s, &" ".repeat(qe - qs));
        }
    }
    out
}

/// Reads the relations between the constraints `found` (sorted by position).
pub fn relate(text: &Text, found: &[Found]) -> Relations {
    let mut rel = Relations::default();
    let mut placed = vec![false; found.len()];
    // The constraints by start: a sentence's are found by binary search, not by a scan
    // of every constraint for every sentence.
    let mut by_start: Vec<usize> = (0..found.len()).collect();
    by_start.sort_by_key(|&i| (found[i].span.start, i));
    for &(s, e) in &text.sentences {
        let from = by_start.partition_point(|&i| found[i].span.start < s);
        let to = by_start
            .partition_point(|&i| found[i].span.start < e)
            .max(from);
        let mut inside: Vec<usize> = by_start[from..to]
            .iter()
            .copied()
            .filter(|&i| !placed[i])
            .collect();
        inside.sort_unstable();
        let sentence = masked(text, s, e);
        let free = |pos: usize| {
            inside
                .iter()
                .all(|&i| !(found[i].span.start < pos && pos < found[i].span.end))
        };
        let side_ix = |from: usize, to: usize| -> Vec<usize> {
            inside
                .iter()
                .copied()
                .filter(|&i| from <= found[i].span.start && found[i].span.end <= to)
                .collect()
        };
        // A split point of the sentence into two halves, and how they relate.
        let mut split: Option<(usize, usize, usize, usize, &str)> = None;
        if let Some(m) = IF
            .find_iter(&sentence)
            .find(|m| free(s + m.start()) && !NOT_CONDITIONAL.is_match(&sentence[..m.start()]))
        {
            let at = s + m.start();
            let leading = sentence[..m.start()].trim().is_empty()
                || sentence[..m.start()].trim_end().ends_with(',');
            if leading {
                // "If C, (then) A" / "If C then A".
                let cond_end = THEN
                    .find_iter(&sentence[m.end()..])
                    .map(|t| s + m.end() + t.start())
                    .find(|&p| free(p))
                    .unwrap_or(e);
                split = Some((at, cond_end, cond_end, e, "if"));
            } else {
                // "A if C".
                split = Some((at, e, s, at, "if"));
            }
        } else if let Some(m) = UNLESS.find(&sentence).filter(|m| free(s + m.start())) {
            let at = s + m.start();
            if sentence[..m.start()].trim().is_empty() {
                let ce = THEN
                    .find_iter(&sentence[m.end()..])
                    .map(|t| s + m.end() + t.start())
                    .find(|&p| free(p))
                    .unwrap_or(e);
                split = Some((at, ce, ce, e, "unless"));
            } else {
                split = Some((at, e, s, at, "unless"));
            }
        }
        let Some((fs, fe, ss2, se2, how)) = split else {
            let node = side(text, found, &inside, s, e);
            let plain_conjunction = match &node {
                Node::And(parts) => parts
                    .iter()
                    .all(|p| matches!(p, Node::Atom(_) | Node::Not(_))),
                _ => false,
            };
            if inside.len() > 1 && !plain_conjunction {
                for &i in &inside {
                    placed[i] = true;
                }
                rel.conjuncts.push(node);
            }
            continue;
        };
        let (first, second) = (side_ix(fs, fe), side_ix(ss2, se2));
        if first.is_empty() && second.is_empty() {
            continue;
        }
        if first.is_empty() || second.is_empty() {
            // Half a relation understood: withdraw and report the sentence.
            for &i in &inside {
                placed[i] = true;
                rel.withdrawn.push(i);
            }
            rel.unexplained.push(Unexplained {
                text: text.raw[s..e].to_string(),
                source: Span { start: s, end: e },
                message: None,
            });
            continue;
        }
        let a = side(text, found, &first, fs, fe);
        let b = side(text, found, &second, ss2, se2);
        let node = match how {
            "if" => Node::Implies(Box::new(a), Box::new(b)),
            // "A unless C": C or A.
            _ => Node::Or(vec![a, b]),
        };
        for &i in first.iter().chain(&second) {
            placed[i] = true;
        }
        rel.conjuncts.push(node);
    }
    for (i, p) in placed.iter().enumerate() {
        if !p {
            rel.conjuncts.push(atom(i, found));
        }
    }
    rel
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::pipeline::find_all;
    use crate::read::Text;

    fn relate_text(s: &str) -> (Vec<String>, Relations) {
        let f = find_all(s).found;
        let ids = f.iter().map(|f| f.text.clone()).collect();
        (ids, relate(&Text::new(s), &f))
    }

    #[test]
    fn if_then_is_an_implication() {
        let (_, r) = relate_text(
            "If you use more than 100 words, include a title in double angular brackets.",
        );
        assert_eq!(
            r.conjuncts,
            [Node::Implies(
                Box::new(Node::Atom(0)),
                Box::new(Node::Atom(1))
            )]
        );
        let (_, r) = relate_text(
            "Wrap your entire response in double quotes if you answer in all capital letters.",
        );
        assert_eq!(
            r.conjuncts,
            [Node::Implies(
                Box::new(Node::Atom(1)),
                Box::new(Node::Atom(0))
            )]
        );
    }

    #[test]
    fn either_or_and_unless() {
        let (_, r) = relate_text(
            "Either answer in all lowercase letters or wrap your entire response in double quotes.",
        );
        assert_eq!(r.conjuncts, [Node::Or(vec![Node::Atom(0), Node::Atom(1)])]);
        let (_, r) = relate_text("Answer in all capital letters or in all lowercase letters.");
        assert_eq!(r.conjuncts, [Node::Or(vec![Node::Atom(0), Node::Atom(1)])]);
        let (_, r) = relate_text("Do not use any commas unless you answer in French.");
        assert_eq!(r.conjuncts, [Node::Or(vec![Node::Atom(1), Node::Atom(0)])]);
    }

    #[test]
    fn negation_and_plain_conjunction() {
        let (_, r) =
            relate_text("Do not wrap your answer in double quotes. Use at least 20 words.");
        assert_eq!(
            r.conjuncts,
            [Node::Not(Box::new(Node::Atom(0))), Node::Atom(1)]
        );
    }

    #[test]
    fn a_half_understood_condition_is_withdrawn() {
        let (_, r) = relate_text(
            "If the reader is a child, answer in all lowercase letters. Use no commas.",
        );
        assert_eq!(r.withdrawn, [0]);
        assert_eq!(r.unexplained.len(), 1);
        assert_eq!(r.conjuncts, [Node::Atom(1)]);
    }

    #[test]
    fn as_if_and_quoted_ifs_are_not_conditions() {
        let (_, r) = relate_text("Write as if you are a pirate, in all lowercase letters.");
        assert!(r.withdrawn.is_empty());
        let (_, r) = relate_text(
            "Critique \"If the law is bad, you should not follow it\" in all capital letters.",
        );
        assert!(r.withdrawn.is_empty());
    }
}
