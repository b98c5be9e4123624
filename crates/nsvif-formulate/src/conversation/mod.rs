//! Conversations: the instruction of an agent's reply is every system and user turn before
//! it, each formulated on its own (so a fixed system prompt is formulated once) and merged
//! here, in order, into one Spec whose constraints say which message they came from.
//!
//! A later turn changes an earlier requirement by stating the same one with other numbers
//! ("now keep it under 30 words": the earlier word limit goes, see [`family`]), and lifts
//! one by withdrawing it ("you can ignore the word limit", see [`lift`]). A lift that names
//! nothing earlier is an unread requirement. Assistant turns are never instructions: the
//! caller passes only the instruction turns.

pub mod family;
pub mod lift;

use std::collections::HashMap;

use nsvif_spec::{Constraint, Formula, Span, Spec, Unexplained};

use crate::pipeline::{formulate_rules_with, Conventions};
use family::Family;

/// One instruction turn: its index among the conversation's messages, its text, and the
/// Spec the rules read from that text alone.
#[derive(Debug, Clone, Copy)]
pub struct Turn<'a> {
    pub message: usize,
    pub text: &'a str,
    pub spec: &'a Spec,
}

/// A constraint still in force, with the turn it came from (its position in the turns)
/// and its family.
struct InForce {
    turn: usize,
    constraint: Constraint,
    family: Option<Family>,
}

/// The Spec of a conversation's instruction turns, in order: every constraint not lifted or
/// changed by a later turn, numbered `c1`, `c2` … in turn order, with its message; each
/// turn's formula over them; every unread part with its message.
pub fn merge(turns: &[Turn<'_>], conventions: Conventions) -> Spec {
    let mut in_force: Vec<InForce> = Vec::new();
    let mut unexplained: Vec<Unexplained> = Vec::new();
    for (t, turn) in turns.iter().enumerate() {
        // The first turn is read as a whole, as a one-message instruction is: a lift there
        // has nothing earlier to lift.
        let lifts = if t == 0 {
            vec![]
        } else {
            lift::lifts(turn.text, |text| {
                formulate_rules_with(text, conventions).constraints
            })
        };
        for l in &lifts {
            let before = in_force.len();
            in_force.retain(|e| !lift::names_by_check(&l.target, &e.constraint));
            if in_force.len() == before {
                in_force.retain(|e| !lift::names_by_topic(&l.target, &e.constraint));
            }
            if in_force.len() == before {
                unexplained.push(Unexplained {
                    text: turn.text[l.span.start..l.span.end].trim().to_string(),
                    source: l.span,
                    message: Some(turn.message),
                });
            }
        }
        let in_lift = |s: Span| {
            lifts
                .iter()
                .any(|l| s.start < l.span.end && l.span.start < s.end)
        };
        for c in &turn.spec.constraints {
            if c.source.is_some_and(in_lift) {
                continue;
            }
            let family = Family::of(&c.check);
            if let Some(family) = &family {
                // The same requirement with other numbers: this turn changes it.
                in_force.retain(|e| {
                    e.turn == t || e.family.as_ref().is_none_or(|f| !f.same_kind(family))
                });
            }
            in_force.push(InForce {
                turn: t,
                family,
                constraint: Constraint {
                    message: Some(turn.message),
                    ..c.clone()
                },
            });
        }
        unexplained.extend(
            turn.spec
                .unexplained
                .iter()
                .filter(|u| !in_lift(u.source))
                .map(|u| Unexplained {
                    message: Some(turn.message),
                    ..u.clone()
                }),
        );
    }
    let formula = formula_of(turns, &in_force);
    Spec {
        constraints: in_force
            .into_iter()
            .enumerate()
            .map(|(i, e)| Constraint {
                id: format!("c{}", i + 1),
                ..e.constraint
            })
            .collect(),
        formula,
        unexplained,
    }
}

/// Each turn's formula over the merged ids (constraints no longer in force ask nothing),
/// joined by `&&`; `None` when that is the plain conjunction of all constraints.
fn formula_of(turns: &[Turn<'_>], in_force: &[InForce]) -> Option<Formula> {
    let new_id: HashMap<(usize, &str), String> = in_force
        .iter()
        .enumerate()
        .map(|(i, e)| ((e.turn, e.constraint.id.as_str()), format!("c{}", i + 1)))
        .collect();
    let mut parts = Vec::new();
    let mut stated = false;
    for (t, turn) in turns.iter().enumerate() {
        let Some(f) = &turn.spec.formula else {
            parts.extend(
                turn.spec
                    .constraints
                    .iter()
                    .filter_map(|c| new_id.get(&(t, c.id.as_str())))
                    .map(|id| Formula::Atom(id.clone())),
            );
            continue;
        };
        stated = true;
        // An id no longer in force gets a name no constraint has, then asks nothing.
        let mut gone = Vec::new();
        let renamed = f.map_atoms(&mut |a| match new_id.get(&(t, a)) {
            Some(id) => Formula::Atom(id.clone()),
            None => {
                let name = format!("gone.{t}.{a}");
                gone.push(name.clone());
                Formula::Atom(name)
            }
        });
        let gone: Vec<&str> = gone.iter().map(String::as_str).collect();
        parts.push(renamed.without(&gone));
    }
    if !stated {
        return None;
    }
    match Formula::And(parts).without(&[]) {
        Formula::And(parts) if parts.iter().all(|p| matches!(p, Formula::Atom(_))) => None,
        Formula::Atom(_) => None,
        f => Some(f),
    }
}
