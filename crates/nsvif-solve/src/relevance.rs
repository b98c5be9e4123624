//! Which unknown atoms can still change the verdict, given the known facts.

use std::collections::HashMap;

use nsvif_spec::Formula;
use z3::{SatResult, Solver};

use crate::encode::Vars;
use crate::verdict::{conjunction_of_literals, with_context};
use crate::AtomFact;

/// The unknown atoms of `formula` whose value can still change whether it holds, in the
/// order of `facts` (atoms the facts do not mention come last, sorted).
///
/// An atom `a` matters when, for some values of the other unknown atoms, the formula
/// with `a` true and the formula with `a` false disagree. So nothing matters once the
/// known facts decide the formula (an output that already breaks a word limit needs no
/// judge), and an atom that only occurs where it cannot tip the balance (`a || b` with `b`
/// true, `a || !a`) is skipped.
///
/// Decided without Z3 when three-valued evaluation settles the formula or the formula is
/// a conjunction of distinct literals (then every unknown literal matters); otherwise one
/// Z3 query per unknown atom.
pub fn relevant(formula: &Formula, facts: &[AtomFact<'_>]) -> Vec<String> {
    let known: HashMap<&str, Option<bool>> = facts.iter().map(|f| (f.id, f.value)).collect();
    let value = |a: &str| known.get(a).copied().flatten();
    if formula.eval(&value).is_some() {
        return vec![];
    }
    let mut unknown: Vec<&str> = formula
        .atoms()
        .into_iter()
        .filter(|a| value(a).is_none())
        .collect();
    unknown.sort_by_key(|a| facts.iter().position(|f| f.id == *a).unwrap_or(usize::MAX));
    if conjunction_of_literals(formula).is_some() {
        // Kleene left it open, so no literal is known to fail: each unknown one decides.
        return unknown.into_iter().map(str::to_string).collect();
    }
    with_context(|ctx| {
        let mut vars = Vars::new(ctx);
        let solver = Solver::new(ctx);
        for f in facts {
            if let Some(v) = f.value {
                let atom = vars.atom(f.id);
                solver.assert(&if v { atom } else { atom.not() });
            }
        }
        unknown
            .into_iter()
            .filter(|a| {
                let when_true = vars.formula(&substitute(formula, a, true));
                let when_false = vars.formula(&substitute(formula, a, false));
                solver.push();
                solver.assert(&when_true.xor(&when_false));
                let differs = solver.check() == SatResult::Sat;
                solver.pop(1);
                differs
            })
            .map(str::to_string)
            .collect()
    })
}

/// The formula with `atom` replaced by a constant.
fn substitute(f: &Formula, atom: &str, value: bool) -> Formula {
    f.map_atoms(&mut |a| {
        if a == atom {
            Formula::Const(value)
        } else {
            Formula::Atom(a.to_string())
        }
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use nsvif_spec::parse_formula;

    fn run(formula: &str, facts: &[(&str, Option<bool>)]) -> Vec<String> {
        let facts: Vec<AtomFact> = facts
            .iter()
            .map(|(id, value)| AtomFact { id, value: *value })
            .collect();
        relevant(&parse_formula(formula).unwrap(), &facts)
    }

    const T: Option<bool> = Some(true);
    const F: Option<bool> = Some(false);
    const U: Option<bool> = None;

    #[test]
    fn a_broken_conjunct_leaves_nothing_to_judge() {
        assert!(run("c1 && c2 && c3", &[("c1", F), ("c2", U), ("c3", U)]).is_empty());
        assert_eq!(
            run("c1 && c2 && !c3", &[("c1", T), ("c2", U), ("c3", U)]),
            ["c2", "c3"]
        );
    }

    #[test]
    fn only_atoms_that_can_tip_the_formula_matter() {
        assert!(run("c1 || c2", &[("c1", T), ("c2", U)]).is_empty());
        assert_eq!(run("c1 || c2", &[("c1", F), ("c2", U)]), ["c2"]);
        // Kleene cannot see these; Z3 can.
        assert!(run("c2 || !c2", &[("c2", U)]).is_empty());
        assert_eq!(
            run("c1 -> (c2 || c3)", &[("c1", T), ("c2", U), ("c3", U)]),
            ["c2", "c3"]
        );
        assert!(run("c1 -> c2", &[("c1", F), ("c2", U)]).is_empty());
        // c3 matters only through c2, which is unknown too: both matter.
        assert_eq!(
            run("(c2 && c3) || c4", &[("c2", U), ("c3", U), ("c4", F)]),
            ["c2", "c3"]
        );
        // With c4 true the disjunction holds whatever c2 and c3 are.
        assert!(run("(c2 && c3) || c4", &[("c2", U), ("c3", U), ("c4", T)]).is_empty());
        // c3 cannot change (c2 && c3) || c2: it holds exactly when c2 does.
        assert_eq!(run("(c2 && c3) || c2", &[("c2", U), ("c3", U)]), ["c2"]);
    }
}
