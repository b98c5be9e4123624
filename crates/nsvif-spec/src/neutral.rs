//! Asking nothing of some atoms: a soft constraint ("preferably under 50 words") or one a
//! later conversation turn lifted leaves the formula this way.
//!
//! Where the formula wants the atom to hold it becomes `true`, where it wants it not to
//! (under a `!`, or as the condition of an `->`) it becomes `false`; the constants are
//! then folded away, so a plain conjunction stays a plain conjunction.

use crate::formula::Formula;

impl Formula {
    /// The formula asking nothing of the atoms in `ids`: each replaced by the constant
    /// that holds wherever it stands, constants folded away.
    pub fn without(&self, ids: &[&str]) -> Formula {
        fold(&neutralise(self, ids, true))
    }

    /// Whether the formula wants atom `id` to hold (`true`) or not (`false`): its polarity
    /// at its first occurrence. `true` for an atom it does not mention.
    pub fn wants(&self, id: &str) -> bool {
        polarity(self, id, true).unwrap_or(true)
    }
}

fn polarity(f: &Formula, id: &str, positive: bool) -> Option<bool> {
    match f {
        Formula::Const(_) => None,
        Formula::Atom(a) => (a == id).then_some(positive),
        Formula::Not(g) => polarity(g, id, !positive),
        Formula::And(gs) | Formula::Or(gs) => gs.iter().find_map(|g| polarity(g, id, positive)),
        Formula::Implies(a, b) => polarity(a, id, !positive).or_else(|| polarity(b, id, positive)),
        // Both sides of `<->` are wanted either way: the first polarity is as good as any.
        Formula::Iff(a, b) => polarity(a, id, positive).or_else(|| polarity(b, id, positive)),
    }
}

fn neutralise(f: &Formula, soft: &[&str], positive: bool) -> Formula {
    match f {
        Formula::Atom(a) if soft.contains(&a.as_str()) => Formula::Const(positive),
        Formula::Const(_) | Formula::Atom(_) => f.clone(),
        Formula::Not(g) => Formula::Not(Box::new(neutralise(g, soft, !positive))),
        Formula::And(gs) => {
            Formula::And(gs.iter().map(|g| neutralise(g, soft, positive)).collect())
        }
        Formula::Or(gs) => Formula::Or(gs.iter().map(|g| neutralise(g, soft, positive)).collect()),
        Formula::Implies(a, b) => Formula::Implies(
            Box::new(neutralise(a, soft, !positive)),
            Box::new(neutralise(b, soft, positive)),
        ),
        Formula::Iff(..) => f.clone(),
    }
}

/// Folds constants: `x && true` is `x`, `x || true` is `true`, `!true` is `false` …
fn fold(f: &Formula) -> Formula {
    match f {
        Formula::Const(_) | Formula::Atom(_) => f.clone(),
        Formula::Not(g) => match fold(g) {
            Formula::Const(b) => Formula::Const(!b),
            g => Formula::Not(Box::new(g)),
        },
        Formula::And(gs) => junction(gs, true, Formula::And),
        Formula::Or(gs) => junction(gs, false, Formula::Or),
        Formula::Implies(a, b) => match (fold(a), fold(b)) {
            (Formula::Const(false), _) | (_, Formula::Const(true)) => Formula::Const(true),
            (Formula::Const(true), b) => b,
            (a, Formula::Const(false)) => Formula::Not(Box::new(a)),
            (a, b) => Formula::Implies(Box::new(a), Box::new(b)),
        },
        Formula::Iff(a, b) => Formula::Iff(Box::new(fold(a)), Box::new(fold(b))),
    }
}

/// A folded `&&` (`unit` true) or `||` (`unit` false): units go, the other constant wins.
fn junction(gs: &[Formula], unit: bool, make: fn(Vec<Formula>) -> Formula) -> Formula {
    let mut parts = Vec::with_capacity(gs.len());
    for g in gs {
        match fold(g) {
            Formula::Const(b) if b == unit => {}
            Formula::Const(b) => return Formula::Const(b),
            g => parts.push(g),
        }
    }
    match parts.len() {
        0 => Formula::Const(unit),
        1 => parts.pop().expect("one part"),
        _ => make(parts),
    }
}

#[cfg(test)]
mod tests {
    use crate::parse_formula;

    fn hard(f: &str, soft: &[&str]) -> String {
        parse_formula(f).unwrap().without(soft).to_string()
    }

    #[test]
    fn a_soft_atom_asks_nothing_wherever_it_stands() {
        assert_eq!(hard("c1 && c2 && c3", &["c2"]), "c1 && c3");
        assert_eq!(hard("c1 && !c2", &["c2"]), "c1");
        assert_eq!(hard("c1 -> c2", &["c2"]), "true");
        assert_eq!(hard("c1 -> c2", &["c1"]), "true");
        assert_eq!(hard("(c1 || c2) && c3", &["c3"]), "c1 || c2");
        assert_eq!(hard("c1 && c2", &["c1", "c2"]), "true");
        assert_eq!(hard("c1 && c2", &[]), "c1 && c2");
    }

    #[test]
    fn the_wanted_value_is_the_atoms_polarity() {
        let f = parse_formula("c1 && !c2 && (c3 -> c4)").unwrap();
        assert!(f.wants("c1"));
        assert!(!f.wants("c2"));
        assert!(!f.wants("c3"));
        assert!(f.wants("c4"));
        assert!(f.wants("c9"));
    }
}
