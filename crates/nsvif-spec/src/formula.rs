//! The propositional [`Formula`] over constraint ids: how a Spec combines its constraints.
//!
//! Parsed by `parse.rs` (depth bounded by `limits.rs`, so the recursive walks here cannot
//! overflow), printed by `Display` in the syntax the parser reads back.

use std::collections::BTreeSet;
use std::fmt;

/// A propositional formula over constraint ids: `!`, `&&`, `||`, `->`, `<->`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Formula {
    /// `true` or `false`.
    Const(bool),
    /// A constraint id: true when that constraint holds.
    Atom(String),
    /// `!f`
    Not(Box<Formula>),
    /// `a && b && …`; empty is true.
    And(Vec<Formula>),
    /// `a || b || …`; empty is false.
    Or(Vec<Formula>),
    /// `a -> b`
    Implies(Box<Formula>, Box<Formula>),
    /// `a <-> b`
    Iff(Box<Formula>, Box<Formula>),
}

impl Formula {
    /// The conjunction of the given ids: the formula of a Spec that states none.
    pub fn conjunction<I: IntoIterator<Item = S>, S: Into<String>>(ids: I) -> Formula {
        let atoms: Vec<Formula> = ids.into_iter().map(|s| Formula::Atom(s.into())).collect();
        match atoms.len() {
            0 => Formula::Const(true),
            1 => atoms.into_iter().next().expect("one atom"),
            _ => Formula::And(atoms),
        }
    }

    /// Every constraint id the formula mentions, sorted.
    pub fn atoms(&self) -> BTreeSet<&str> {
        let mut out = BTreeSet::new();
        self.collect_atoms(&mut out);
        out
    }

    fn collect_atoms<'a>(&'a self, out: &mut BTreeSet<&'a str>) {
        match self {
            Formula::Const(_) => {}
            Formula::Atom(a) => {
                out.insert(a);
            }
            Formula::Not(f) => f.collect_atoms(out),
            Formula::And(fs) | Formula::Or(fs) => fs.iter().for_each(|f| f.collect_atoms(out)),
            Formula::Implies(a, b) | Formula::Iff(a, b) => {
                a.collect_atoms(out);
                b.collect_atoms(out);
            }
        }
    }

    /// The formula with every atom replaced by what `map` makes of its id (a renamed atom,
    /// a constant, a sub-formula); the one fold that renaming and substitution share.
    pub fn map_atoms(&self, map: &mut impl FnMut(&str) -> Formula) -> Formula {
        match self {
            Formula::Const(_) => self.clone(),
            Formula::Atom(a) => map(a),
            Formula::Not(g) => Formula::Not(Box::new(g.map_atoms(map))),
            Formula::And(gs) => Formula::And(gs.iter().map(|g| g.map_atoms(map)).collect()),
            Formula::Or(gs) => Formula::Or(gs.iter().map(|g| g.map_atoms(map)).collect()),
            Formula::Implies(a, b) => {
                Formula::Implies(Box::new(a.map_atoms(map)), Box::new(b.map_atoms(map)))
            }
            Formula::Iff(a, b) => {
                Formula::Iff(Box::new(a.map_atoms(map)), Box::new(b.map_atoms(map)))
            }
        }
    }

    /// Three-valued evaluation (Kleene): `None` where unknown atoms leave it open.
    pub fn eval(&self, value: &dyn Fn(&str) -> Option<bool>) -> Option<bool> {
        match self {
            Formula::Const(b) => Some(*b),
            Formula::Atom(a) => value(a),
            Formula::Not(f) => f.eval(value).map(|b| !b),
            Formula::And(fs) => {
                let mut open = false;
                for f in fs {
                    match f.eval(value) {
                        Some(false) => return Some(false),
                        None => open = true,
                        Some(true) => {}
                    }
                }
                (!open).then_some(true)
            }
            Formula::Or(fs) => {
                let mut open = false;
                for f in fs {
                    match f.eval(value) {
                        Some(true) => return Some(true),
                        None => open = true,
                        Some(false) => {}
                    }
                }
                (!open).then_some(false)
            }
            Formula::Implies(a, b) => match (a.eval(value), b.eval(value)) {
                (Some(false), _) | (_, Some(true)) => Some(true),
                (Some(true), Some(false)) => Some(false),
                _ => None,
            },
            Formula::Iff(a, b) => Some(a.eval(value)? == b.eval(value)?),
        }
    }

    fn precedence(&self) -> u8 {
        match self {
            Formula::Iff(..) => 1,
            Formula::Implies(..) => 2,
            Formula::Or(_) => 3,
            Formula::And(_) => 4,
            Formula::Not(_) => 5,
            Formula::Const(_) | Formula::Atom(_) => 6,
        }
    }

    fn fmt_child(&self, child: &Formula, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if child.precedence() <= self.precedence() {
            write!(f, "({child})")
        } else {
            write!(f, "{child}")
        }
    }
}

impl fmt::Display for Formula {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Formula::Const(b) => write!(f, "{b}"),
            Formula::Atom(a) => write!(f, "{a}"),
            Formula::Not(inner) if inner.precedence() >= self.precedence() => write!(f, "!{inner}"),
            Formula::Not(inner) => write!(f, "!({inner})"),
            Formula::And(fs) | Formula::Or(fs) => {
                let op = if matches!(self, Formula::And(_)) {
                    " && "
                } else {
                    " || "
                };
                for (i, child) in fs.iter().enumerate() {
                    if i > 0 {
                        write!(f, "{op}")?;
                    }
                    self.fmt_child(child, f)?;
                }
                Ok(())
            }
            Formula::Implies(a, b) | Formula::Iff(a, b) => {
                let op = if matches!(self, Formula::Implies(..)) {
                    " -> "
                } else {
                    " <-> "
                };
                self.fmt_child(a, f)?;
                write!(f, "{op}")?;
                self.fmt_child(b, f)
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::parse_formula;

    #[test]
    fn display_round_trips_through_the_parser() {
        for src in [
            "c1 && (c2 || !c3)",
            "c1 -> c2 -> c3",
            "(c1 <-> c2) && !(c3 || c4)",
            "true",
        ] {
            let f = parse_formula(src).unwrap();
            assert_eq!(
                parse_formula(&f.to_string()).unwrap(),
                f,
                "{src} printed as {f}"
            );
        }
    }

    #[test]
    fn kleene_evaluation_leaves_only_what_is_open() {
        let f = parse_formula("c1 || c2").unwrap();
        let v = |a: &str| if a == "c1" { Some(false) } else { None };
        assert_eq!(f.eval(&v), None);
        let v = |a: &str| if a == "c1" { Some(true) } else { None };
        assert_eq!(f.eval(&v), Some(true));
        let f = parse_formula("c1 -> c2").unwrap();
        let v = |a: &str| if a == "c1" { Some(false) } else { None };
        assert_eq!(f.eval(&v), Some(true));
    }

    #[test]
    fn map_atoms_replaces_every_atom_and_keeps_the_shape() {
        let f = parse_formula("c1 && (c2 || !c1) -> (c3 <-> true)").unwrap();
        let renamed = f.map_atoms(&mut |a| Formula::Atom(format!("x{a}")));
        assert_eq!(
            renamed.to_string(),
            "xc1 && (xc2 || !xc1) -> (xc3 <-> true)"
        );
        let fixed = f.map_atoms(&mut |a| {
            if a == "c1" {
                Formula::Const(false)
            } else {
                Formula::Atom(a.to_string())
            }
        });
        assert_eq!(
            fixed.to_string(),
            "false && (c2 || !false) -> (c3 <-> true)"
        );
    }

    #[test]
    fn conjunction_of_nothing_is_true() {
        assert_eq!(
            Formula::conjunction(Vec::<String>::new()),
            Formula::Const(true)
        );
        assert_eq!(Formula::conjunction(["a", "b"]).to_string(), "a && b");
    }
}
