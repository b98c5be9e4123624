//! The formulation pipeline: what happens to an instruction from its text to its Spec.
//!
//! 1. the rule families ([`crate::rules`]) read what they recognise;
//! 2. `overlaps`: a reading inside a longer one, or restated in a parenthesis, goes;
//!    `scope`: constraints an exemption governs ("this does not apply to title lines")
//!    count the body;
//! 3. `negation`: a constraint under a negation its rule did not read is negated, and
//!    a phrase the rules only marked as read under one is unread again (step 1's
//!    result, before step 2);
//! 4. `dedup`: a requirement said twice is one constraint;
//! 5. `implied`: a constraint another one already states goes;
//! 6. [`relations`]: the connectives between constraints ("if", "either … or") become
//!    the formula;
//! 7. [`requirements`]: what reads like a requirement but no rule explained becomes
//!    [`Spec::unexplained`], so the verdict cannot be `sat`;
//! 8. [`clauses`]: every clause is read, task text or an unread requirement; the unread
//!    ones join [`Spec::unexplained`];
//! 9. `topics`: a forbidden word read from a verb of topic ("do not mention money")
//!    leaves the topic itself unexplained; `counts`: a count of a unit of text that no
//!    constraint read is unexplained, whatever its clause was taken for.
//!
//! 10. [`soft`]: in plain mode, a hedge ("preferably", "if possible", "try to") is blanked
//!     before step 1, and the constraints read within its scope are marked soft;
//!     `standing` phrases ("from now on") are blanked too.
//!
//! Dropped readings stay *explained* (their spans are covered), so step 7 does not report
//! them.

pub(crate) mod clause_patterns;
pub mod clauses;
mod counts;
mod dedup;
mod english;
mod implied;
mod labels;
mod negation;
mod overlaps;
mod plain;
mod precedence;
pub mod relations;
pub(crate) mod remainder;
pub mod requirements;
mod scope;
pub mod soft;
mod standing;
mod topics;

use nsvif_check::ifbench;
use nsvif_spec::{Check, Constraint, Formula, Span, Spec, Unexplained};

use crate::read::Text;
use crate::rules::{self, Emit, Found};
use relations::Node;

/// How phrasings are read.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub enum Conventions {
    /// Phrases mean what they say: "answer in all lowercase letters" is the case only, and
    /// every clause that addresses the response and no rule read is an unread requirement.
    #[default]
    Plain,
    /// IFEval's own readings, for scoring IFEval from text: its case instructions also
    /// require English, and a requirement of a kind IFEval never checks (a count of jokes
    /// in the main request, a table) is task text, as IFEval's labels read it; only
    /// [`requirements`] reports unread requirements.
    Ifeval,
}

/// The constraints the rules found and the spans they explained.
#[derive(Debug, Clone, Default)]
pub struct RulesFormulation {
    pub found: Vec<Found>,
    pub covered: Vec<Span>,
}

/// Every constraint the rules find, in the order they appear in the instruction, without
/// duplicates (the same requirement stated twice is one constraint), and the spans the
/// rules explained.
pub fn find_all(instruction: &str) -> RulesFormulation {
    find_in(&Text::new(instruction), Conventions::Plain)
}

/// [`find_all`] on a prepared text: the rules, then steps 2 to 5.
pub fn find_in(text: &Text, conventions: Conventions) -> RulesFormulation {
    let rules::Sink {
        found,
        covered,
        vetoed,
    } = rules::run(text);
    let found = precedence::resolve(found, &vetoed, conventions);
    let mut covered = negation::uncover_negated(text, &found, covered);
    let found = overlaps::drop_contained(found, &mut covered);
    let found = overlaps::drop_restated_in_parentheses(text, found, &mut covered);
    let found = scope::restrict_to_body(text, found, &mut covered);
    let found = negation::apply_negation(text, found);
    let found = dedup::drop_repeated(text, found, &mut covered);
    labels::cover_labels(text, &found, &mut covered);
    let found = implied::drop_implied(found, &mut covered, conventions == Conventions::Ifeval);
    RulesFormulation { found, covered }
}

/// An instruction that touches every rule family, so that formulating it compiles every
/// rule's regular expressions.
const EVERY_FAMILY: &str = "Write at least 300 words and fewer than 20 sentences, in exactly 3 paragraphs separated by the markdown divider ***; the first paragraph must start with the word hello. Include exactly 2 bullet points and highlight at least 2 sections with markdown. Mark the beginning of each section with SECTION X. Add a title wrapped in double angular brackets, i.e. <<title>>, wrap the output in JSON format, and give two different responses separated by ******. First repeat the request above word for word. End your response with the exact phrase \"Bye.\" Start your answer with the word Hi. Wrap your entire response in double quotation marks. Answer with \"My answer is yes.\" Add a postscript starting with P.S. Include at least 2 placeholders such as [name]. Include the keywords cat and dog, do not include the word mouse, and use the word bird at least twice. The letter q should appear at least 3 times and include at least 2 hashtags. Use at least 3 words in all capital letters. Answer in all lowercase letters, do not use any commas, and respond only in French. Use markdown. Your answer must be in a formal tone. The response should be about cats. Each sentence should have at most 12 words, the response should have an even number of words, start and end with the same word, and include 3 subsections, each with a title. If you use more than 100 words, then either answer in all capital letters or do not use any commas.";

/// Clauses no rule reads, of the kinds the clause accounting tells apart (persona,
/// background, a question, the main request and a restriction on it, a description of the
/// response), so that formulating them compiles the classifier's expressions.
const EVERY_CLAUSE_KIND: &str = "You are a guide. The weather is nice today. Write a poem about a table. What is the capital of France? I'd like it short. The poem rhymes. Do not use any commas, i.e. none at all.";

/// Compiles the rules' and the clause classifier's regular expressions now rather than
/// on first use (a process that formulates many instructions pays this once).
pub fn warm_up() {
    let _ = formulate_rules(EVERY_FAMILY);
    let _ = formulate_rules(EVERY_CLAUSE_KIND);
}

/// Formulates an instruction with the rules alone.
pub fn formulate_rules(instruction: &str) -> Spec {
    formulate_rules_with(instruction, Conventions::Plain)
}

/// [`formulate_rules`] with the given reading conventions.
pub fn formulate_rules_with(instruction: &str, conventions: Conventions) -> Spec {
    // Chinese, Japanese, French and Spanish instructions have tables of their own.
    if let Some(lang) = crate::multilingual::detect(instruction) {
        return crate::multilingual::formulate(instruction, lang);
    }
    // IFEval's readings know no preference: every requirement there is hard.
    let (hedges, standing) = match conventions {
        Conventions::Plain => (
            soft::Hedges::find(instruction),
            standing::phrases(instruction),
        ),
        Conventions::Ifeval => (soft::Hedges::default(), vec![]),
    };
    let read = hedges.blanked(instruction, &standing);
    let text = Text::new(&read);
    let RulesFormulation { found, covered } = find_in(&text, conventions);
    let relations = relations::relate(&text, &found);
    let mut unexplained = requirements::unexplained(&text, &found, &covered);
    unexplained.extend(relations.unexplained);
    if conventions == Conventions::Plain {
        unexplained.extend(clauses::unread(&text, &found, &covered));
        unexplained.extend(topics::topic_halves(&found));
        unexplained.extend(counts::unread_counts(&text, &found));
    }

    // Constraint ids in instruction order, skipping withdrawn ones.
    let mut ids: Vec<Option<String>> = vec![None; found.len()];
    let mut constraints = Vec::new();
    for (i, f) in found.iter().enumerate() {
        if relations.withdrawn.contains(&i) {
            continue;
        }
        let plain = match conventions {
            Conventions::Plain => plain::check_of(f),
            Conventions::Ifeval => None,
        };
        let Some(check) = plain.or_else(|| check_of(f, instruction)) else {
            // A reading the checker would refuse is not a constraint: it stays
            // unexplained, so the verdict cannot be `sat` and `check` does not fail.
            unexplained.push(Unexplained {
                text: f.text.clone(),
                source: f.span,
                message: None,
            });
            continue;
        };
        let id = format!("c{}", constraints.len() + 1);
        ids[i] = Some(id.clone());
        constraints.push(Constraint {
            id,
            text: f.text.clone(),
            check,
            source: Some(f.span),
            message: None,
            soft: false,
        });
    }
    unexplained.sort_by_key(|u| u.source.start);
    unexplained.dedup_by(|a, b| b.source.start <= a.source.start && a.source.end <= b.source.end);
    let conjuncts: Vec<Formula> = relations
        .conjuncts
        .iter()
        .filter_map(|n| formula_of(n, &ids))
        .collect();
    hedges.restore(&mut constraints, &read, instruction);
    hedges.restore_unread(&mut unexplained, &read, instruction);
    hedges.mark(&mut constraints);
    let plain = conjuncts.iter().all(|c| matches!(c, Formula::Atom(_)));
    let formula = (!plain).then(|| match conjuncts.len() {
        1 => conjuncts.into_iter().next().expect("one conjunct"),
        _ => Formula::And(conjuncts),
    });
    Spec {
        constraints,
        formula,
        unexplained,
    }
}

/// The check of a found constraint, if the checker accepts it. IFEval and IFBench ids go
/// through `ifbench::to_check`, and predicates and DSL checks are compiled as `check` will
/// compile them: a rule emitting what the catalog rejects (a rule bug, or text no rule
/// foresaw, such as a whole clause where a word belongs) yields `None`, never an invalid
/// Spec.
pub(crate) fn check_of(f: &Found, instruction: &str) -> Option<Check> {
    Some(match &f.emit {
        Emit::Ifeval { id, kwargs } => {
            let (predicate, args) = ifbench::to_check(id, kwargs, instruction).ok()?;
            nsvif_check::compile(predicate, &args, &nsvif_check::Options::default()).ok()?;
            Check::Predicate {
                predicate: predicate.to_string(),
                args,
            }
        }
        Emit::Dsl(dsl) => {
            nsvif_spec::parse_expr(dsl).ok()?;
            Check::Dsl { dsl: dsl.clone() }
        }
        Emit::Judge(q) => Check::Judge { judge: q.clone() },
    })
}

/// The formula of a relation node; constraints that were skipped leave their place.
fn formula_of(node: &Node, ids: &[Option<String>]) -> Option<Formula> {
    let many = |nodes: &[Node], f: fn(Vec<Formula>) -> Formula| {
        let parts: Vec<Formula> = nodes.iter().filter_map(|n| formula_of(n, ids)).collect();
        match parts.len() {
            0 => None,
            1 => parts.into_iter().next(),
            _ => Some(f(parts)),
        }
    };
    match node {
        Node::Atom(i) => ids[*i].clone().map(Formula::Atom),
        Node::Not(n) => formula_of(n, ids).map(|f| Formula::Not(Box::new(f))),
        Node::And(ns) => many(ns, Formula::And),
        Node::Or(ns) => many(ns, Formula::Or),
        Node::Implies(a, b) => match (formula_of(a, ids), formula_of(b, ids)) {
            (Some(a), Some(b)) => Some(Formula::Implies(Box::new(a), Box::new(b))),
            // A relation missing a side cannot be stated: keep what is left as required
            // would be wrong, so nothing is asserted (the rule that dropped it reports why).
            _ => None,
        },
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use nsvif_spec::Kind;

    #[test]
    fn a_plain_conjunction_has_no_formula() {
        let spec = formulate_rules("Answer in all lowercase letters and do not use any commas.");
        assert_eq!(spec.constraints.len(), 2);
        assert_eq!(spec.formula, None);
        assert!(spec.unexplained.is_empty());
        spec.validate().unwrap();
    }

    #[test]
    fn relations_become_the_formula() {
        let spec = formulate_rules(
            "Either answer in all lowercase letters or wrap your entire response in double quotes. Do not include a title in double angular brackets.",
        );
        assert_eq!(spec.formula.unwrap().to_string(), "(c1 || c2) && !c3");
        let spec =
            formulate_rules("If you write more than 100 words, end your response with \"Bye.\"");
        assert_eq!(spec.formula.unwrap().to_string(), "c1 -> c2");
    }

    #[test]
    fn unread_requirements_are_unexplained() {
        let spec = formulate_rules(
            "Write a poem about cats. Every line must rhyme with the word moon. Use no commas.",
        );
        assert_eq!(spec.constraints.len(), 1);
        assert_eq!(spec.unexplained.len(), 1, "{:?}", spec.unexplained);
        assert!(spec.unexplained[0].text.contains("rhyme"));
        assert!(formulate_rules("Write a poem about cats.")
            .unexplained
            .is_empty());
    }

    #[test]
    fn the_warm_up_instruction_reads_every_family() {
        let spec = formulate_rules(EVERY_FAMILY);
        spec.validate().unwrap();
        assert!(spec.constraints.len() >= 30, "{}", spec.constraints.len());
        assert!(spec.formula.is_some());
    }

    #[test]
    fn semantic_requirements_are_judged() {
        let spec = formulate_rules("Your answer must be in a humorous tone.");
        assert_eq!(spec.constraints[0].kind(), Kind::Semantic);
        assert!(matches!(spec.constraints[0].check, Check::Judge { .. }));
    }
}
