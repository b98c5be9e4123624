//! Three-valued verdicts, violated constraints from unsat cores, and consistency.

use std::collections::HashMap;

use nsvif_spec::Bound;
use nsvif_spec::Formula;
use serde::Serialize;
use z3::ast::Bool;
use z3::{Config, Context, SatResult, Solver};

use crate::encode::Vars;

/// The value of one atom on one output.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct AtomFact<'a> {
    pub id: &'a str,
    pub value: Option<bool>,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum Verdict {
    Sat,
    Unsat,
    Unknown,
}

impl Verdict {
    pub fn as_str(self) -> &'static str {
        match self {
            Verdict::Sat => "sat",
            Verdict::Unsat => "unsat",
            Verdict::Unknown => "unknown",
        }
    }
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Solution {
    pub verdict: Verdict,
    /// False facts that the unsat cores blame, in the order the facts were given.
    pub violated: Vec<String>,
    /// Unknown atoms of the formula, when the verdict is unknown.
    pub undecided: Vec<String>,
    /// True when the formula is unsat whatever the facts: the instruction contradicts itself.
    pub contradiction: bool,
}

/// Whether an instruction's formula can hold at all.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Consistency {
    pub consistent: bool,
    /// The constraints that cannot hold together (a minimised core), when inconsistent.
    pub conflicting: Vec<String>,
}

thread_local! {
    // One Z3 context per thread for the life of the process: creating one costs more
    // than most checks, and rayon keeps a fixed set of threads.
    static CONTEXT: &'static Context = Box::leak(Box::new(Context::new(&Config::new())));
}

pub(crate) fn with_context<R>(f: impl FnOnce(&'static Context) -> R) -> R {
    CONTEXT.with(|ctx| f(ctx))
}

/// The facts by atom id, the last fact of an id winning: a scan over the usual handful
/// (building a hash map per record showed in profiles), a map when there are many.
enum Known<'a> {
    Few(&'a [AtomFact<'a>]),
    Many(HashMap<&'a str, Option<bool>>),
}

impl<'a> Known<'a> {
    fn new(facts: &'a [AtomFact<'a>]) -> Known<'a> {
        if facts.len() <= 16 {
            Known::Few(facts)
        } else {
            Known::Many(facts.iter().map(|f| (f.id, f.value)).collect())
        }
    }

    fn value(&self, atom: &str) -> Option<bool> {
        match self {
            Known::Few(facts) => facts.iter().rev().find(|f| f.id == atom)?.value,
            Known::Many(map) => map.get(atom).copied().flatten(),
        }
    }
}

/// Decides `formula` over the facts.
pub fn solve(formula: &Formula, facts: &[AtomFact<'_>]) -> Solution {
    let known = Known::new(facts);
    let value = |a: &str| known.value(a);
    // Fast path: every fact decides the formula to true, so no core is needed.
    match formula.eval(&value) {
        Some(true) => {
            return Solution {
                verdict: Verdict::Sat,
                violated: vec![],
                undecided: vec![],
                contradiction: false,
            };
        }
        // Fast path: a conjunction of distinct literals: the violated ones are exactly the
        // literals whose fact goes against them (what the core loop below finds), without
        // Z3. An unknown atom is not violated: it did not decide the verdict.
        Some(false) => {
            if let Some(literals) = conjunction_of_literals(formula) {
                let mut failing: Vec<&str> = literals
                    .iter()
                    .filter(|(a, positive)| value(a) == Some(!*positive))
                    .map(|(a, _)| *a)
                    .collect();
                failing.sort_by_key(|a| facts.iter().position(|f| f.id == *a));
                let violated = failing.into_iter().map(str::to_string).collect();
                return Solution {
                    verdict: Verdict::Unsat,
                    violated,
                    undecided: vec![],
                    contradiction: false,
                };
            }
        }
        // Fast path: with few atoms unknown, try every value they can take. If the formula
        // holds under one and fails under another, it is satisfiable and not valid with
        // the known facts: `unknown`, undecided on the unknown atoms, which is what the Z3
        // path answers (it treats atoms as free booleans too). An instruction with an
        // unread requirement gives this on every output. Otherwise (always true, always
        // false) Z3 finds the core.
        None => {
            let open = unknown_atoms(formula, &known);
            if holds_and_fails(formula, &known, &open) {
                return unknown(open);
            }
        }
    }
    with_context(|ctx| solve_with_z3(ctx, formula, facts))
}

/// The atoms of `formula` without a known value, in the formula's atom order.
fn unknown_atoms<'f>(formula: &'f Formula, known: &Known<'_>) -> Vec<&'f str> {
    formula
        .atoms()
        .into_iter()
        .filter(|a| known.value(a).is_none())
        .collect()
}

/// Whether some values of the `open` atoms make `formula` hold and others make it fail;
/// `false` also when more than [`MAX_ENUMERATED`] are open (left to Z3).
fn holds_and_fails(formula: &Formula, known: &Known<'_>, open: &[&str]) -> bool {
    if open.len() > MAX_ENUMERATED {
        return false;
    }
    let (mut holds, mut fails) = (false, false);
    for bits in 0u32..(1 << open.len()) {
        let value = |a: &str| {
            known.value(a).or_else(|| {
                let i = open.iter().position(|u| *u == a)?;
                Some(bits >> i & 1 == 1)
            })
        };
        match formula.eval(&value) {
            Some(true) => holds = true,
            Some(false) => fails = true,
            None => return false,
        }
        if holds && fails {
            return true;
        }
    }
    false
}

/// Unknown atoms enumerated at most (2^10 evaluations of the formula, far below a Z3 call).
const MAX_ENUMERATED: usize = 10;

/// `unknown`, undecided on the `open` atoms.
fn unknown(open: Vec<&str>) -> Solution {
    Solution {
        verdict: Verdict::Unknown,
        violated: vec![],
        undecided: open.into_iter().map(str::to_string).collect(),
        contradiction: false,
    }
}

fn solve_with_z3(ctx: &Context, formula: &Formula, facts: &[AtomFact<'_>]) -> Solution {
    let mut vars = Vars::new(ctx);
    let phi = vars.formula(formula);
    // One tracking literal per known fact: `track_i -> (atom_i == value_i)`.
    let tracked: Vec<(Bool, &str, bool)> = facts
        .iter()
        .enumerate()
        .filter_map(|(i, f)| f.value.map(|v| (i, f.id, v)))
        .map(|(i, id, v)| (Bool::new_const(ctx, format!("track:{i}")), id, v))
        .collect();
    let solver = Solver::new(ctx);
    for (track, id, v) in &tracked {
        let atom = vars.atom(id);
        solver.assert(&track.implies(&if *v { atom } else { atom.not() }));
    }

    solver.push();
    solver.assert(&phi);
    let contradiction = solver.check() == SatResult::Unsat;
    let polarity = Polarity::of(formula);
    let mut active: Vec<Bool> = tracked.iter().map(|t| t.0.clone()).collect();
    let mut violated: Vec<&str> = Vec::new();
    let mut unsat = contradiction;
    while !contradiction && solver.check_assumptions(&active) == SatResult::Unsat {
        unsat = true;
        let core = minimise(&solver, solver.get_unsat_core());
        let in_core: Vec<&(Bool, &str, bool)> =
            tracked.iter().filter(|t| core.contains(&t.0)).collect();
        // Blame the facts that go against what the formula asks of them (a false `c`, a
        // true `c` under `!`); an `if` condition that holds is not a violation.
        let mut blamed: Vec<&(Bool, &str, bool)> = in_core
            .iter()
            .copied()
            .filter(|t| polarity.violates(t.1, t.2))
            .collect();
        if blamed.is_empty() {
            blamed = in_core;
        }
        for t in blamed {
            violated.push(t.1);
            active.retain(|a| a != &t.0);
        }
    }
    solver.pop(1);
    if unsat {
        let violated = facts
            .iter()
            .filter(|f| violated.contains(&f.id))
            .map(|f| f.id.to_string())
            .collect();
        return Solution {
            verdict: Verdict::Unsat,
            violated,
            undecided: vec![],
            contradiction,
        };
    }

    solver.assert(&phi.not());
    let all: Vec<Bool> = tracked.iter().map(|t| t.0.clone()).collect();
    if solver.check_assumptions(&all) == SatResult::Unsat {
        return Solution {
            verdict: Verdict::Sat,
            violated: vec![],
            undecided: vec![],
            contradiction: false,
        };
    }
    unknown(unknown_atoms(formula, &Known::new(facts)))
}

/// How each atom occurs in the formula: asked to hold, asked not to hold, or only as the
/// condition of an implication.
struct Polarity<'a> {
    positive: std::collections::HashSet<&'a str>,
    negative: std::collections::HashSet<&'a str>,
}

impl<'a> Polarity<'a> {
    fn of(formula: &'a Formula) -> Self {
        let mut p = Polarity {
            positive: Default::default(),
            negative: Default::default(),
        };
        p.walk(formula, true);
        p
    }

    fn walk(&mut self, f: &'a Formula, positive: bool) {
        match f {
            Formula::Const(_) => {}
            Formula::Atom(a) => {
                if positive {
                    self.positive.insert(a)
                } else {
                    self.negative.insert(a)
                };
            }
            Formula::Not(inner) => self.walk(inner, !positive),
            Formula::And(fs) | Formula::Or(fs) => fs.iter().for_each(|g| self.walk(g, positive)),
            Formula::Implies(_, then) => self.walk(then, positive),
            Formula::Iff(a, b) => {
                for side in [a, b] {
                    self.walk(side, true);
                    self.walk(side, false);
                }
            }
        }
    }

    fn violates(&self, id: &str, value: bool) -> bool {
        (!value && self.positive.contains(id)) || (value && self.negative.contains(id))
    }
}

/// `a && !b && c` as `[(a, true), (b, false), (c, true)]`; `None` for any other shape.
/// Only when every atom occurs once, so the literals cannot contradict each other.
pub(crate) fn conjunction_of_literals(formula: &Formula) -> Option<Vec<(&str, bool)>> {
    // Nested conjunctions are one conjunction: `(c1 && c2) && c3` is read as `c1 && c2 && c3`.
    fn collect<'f>(f: &'f Formula, out: &mut Vec<(&'f str, bool)>) -> Option<()> {
        match f {
            Formula::And(parts) => parts.iter().try_for_each(|p| collect(p, out)),
            Formula::Atom(a) => {
                out.push((a.as_str(), true));
                Some(())
            }
            Formula::Not(inner) => match inner.as_ref() {
                Formula::Atom(a) => {
                    out.push((a.as_str(), false));
                    Some(())
                }
                _ => None,
            },
            _ => None,
        }
    }
    let mut literals = Vec::new();
    collect(formula, &mut literals)?;
    let mut atoms: Vec<&str> = literals.iter().map(|l| l.0).collect();
    atoms.sort_unstable();
    atoms.windows(2).all(|w| w[0] != w[1]).then_some(literals)
}

/// Decides consistency without Z3 when the formula is a conjunction of distinct literals
/// and every bound atom in it is asked to hold with `<`, `<=`, `==`, `>=` or `>`: each
/// measure is then an interval, and the formula is consistent iff every interval is
/// non-empty. The conflict is the tightest lower and upper bound of an empty one.
fn conjunction_consistency(formula: &Formula, bounds: &[(&str, Bound)]) -> Option<Consistency> {
    use nsvif_spec::Relation;
    let literals = conjunction_of_literals(formula)?;
    // measure → (lowest allowed, the bound that sets it), (highest allowed, its bound)
    type Interval<'a> = ((i64, Option<&'a str>), (i64, Option<&'a str>));
    let mut intervals: HashMap<&str, Interval> = HashMap::new();
    for (id, bound) in bounds {
        match literals.iter().find(|l| l.0 == *id) {
            None => continue,
            Some((_, false)) => return None,
            Some((_, true)) => {}
        }
        let (lo, hi) = match bound.relation {
            Relation::Lt => (0, bound.value.checked_sub(1)?),
            Relation::Le => (0, bound.value),
            Relation::Eq => (bound.value, bound.value),
            Relation::Ge => (bound.value, i64::MAX),
            Relation::Gt => (bound.value.checked_add(1)?, i64::MAX),
            Relation::Ne => return None,
        };
        let entry = intervals
            .entry(bound.measure.as_str())
            .or_insert(((0, None), (i64::MAX, None)));
        if lo > entry.0 .0 || (entry.0 .1.is_none() && lo >= entry.0 .0) {
            entry.0 = (lo, Some(id));
        }
        if hi < entry.1 .0 || (entry.1 .1.is_none() && hi <= entry.1 .0) {
            entry.1 = (hi, Some(id));
        }
    }
    for ((lo, lo_id), (hi, hi_id)) in intervals.values() {
        if lo > hi {
            let mut conflicting: Vec<String> = lo_id
                .iter()
                .chain(hi_id.iter())
                .map(|s| s.to_string())
                .collect();
            conflicting.sort_by_key(|c| bounds.iter().position(|(id, _)| id == c));
            conflicting.dedup();
            return Some(Consistency {
                consistent: false,
                conflicting,
            });
        }
    }
    Some(Consistency {
        consistent: true,
        conflicting: vec![],
    })
}

/// Deletion-based minimisation: drop each assumption whose removal keeps the core unsat.
fn minimise<'ctx>(solver: &Solver<'ctx>, mut core: Vec<Bool<'ctx>>) -> Vec<Bool<'ctx>> {
    let mut i = 0;
    while i < core.len() {
        let mut without = core.clone();
        without.remove(i);
        if solver.check_assumptions(&without) == SatResult::Unsat {
            let smaller = solver.get_unsat_core();
            core = if smaller.len() < without.len() {
                smaller
            } else {
                without
            };
            i = 0;
            // Restart is bounded: the core strictly shrinks each time.
            continue;
        }
        i += 1;
    }
    core
}

/// Whether the formula can hold, given the count bounds its atoms state.
pub fn consistency(formula: &Formula, bounds: &[(&str, Bound)]) -> Consistency {
    if let Some(answer) = conjunction_consistency(formula, bounds) {
        return answer;
    }
    with_context(|ctx| {
        let mut vars = Vars::new(ctx);
        let solver = Solver::new(ctx);
        solver.assert(&vars.formula(formula));
        let mut tracks = Vec::new();
        for (i, (id, bound)) in bounds.iter().enumerate() {
            let (def, nonneg) = vars.bound_definition(id, bound);
            solver.assert(&nonneg);
            let track = Bool::new_const(ctx, format!("bound:{i}"));
            solver.assert(&track.implies(&def));
            tracks.push((track, *id));
        }
        let all: Vec<Bool> = tracks.iter().map(|t| t.0.clone()).collect();
        if solver.check_assumptions(&all) != SatResult::Unsat {
            return Consistency {
                consistent: true,
                conflicting: vec![],
            };
        }
        let core = minimise(&solver, solver.get_unsat_core());
        let conflicting = tracks
            .iter()
            .filter(|t| core.contains(&t.0))
            .map(|t| t.1.to_string())
            .collect();
        Consistency {
            consistent: false,
            conflicting,
        }
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use nsvif_spec::parse_formula;
    use nsvif_spec::Relation;

    fn run(formula: &str, facts: &[(&str, Option<bool>)]) -> Solution {
        let facts: Vec<AtomFact> = facts
            .iter()
            .map(|(id, value)| AtomFact { id, value: *value })
            .collect();
        solve(&parse_formula(formula).unwrap(), &facts)
    }

    const T: Option<bool> = Some(true);
    const F: Option<bool> = Some(false);
    const U: Option<bool> = None;

    /// `solve` (fast paths first) against Z3 alone, on the same formula and facts.
    fn assert_same_as_z3(formula: &Formula, facts: &[AtomFact]) {
        let z3 = with_context(|ctx| solve_with_z3(ctx, formula, facts));
        assert_eq!(solve(formula, facts), z3, "{formula:?} {facts:?}");
    }

    #[test]
    fn the_fast_paths_answer_as_z3_on_every_conjunction_of_literals() {
        // Every conjunction of 1 to 3 distinct literals, each atom true, false or unknown
        // (and one atom without a fact): the fast paths against Z3's own answer.
        let values = [T, F, U];
        let mut compared = 0;
        for n in 1..=3usize {
            for signs in 0..(1u32 << n) {
                let formula = (0..n)
                    .map(|i| {
                        let neg = if signs >> i & 1 == 1 { "!" } else { "" };
                        format!("{neg}c{i}")
                    })
                    .collect::<Vec<_>>()
                    .join(" && ");
                let formula = parse_formula(&formula).unwrap();
                let ids: Vec<String> = (0..n).map(|i| format!("c{i}")).collect();
                for mut assignment in 0..3usize.pow(n as u32 + 1) {
                    let mut facts = Vec::new();
                    for id in &ids {
                        facts.push(AtomFact {
                            id,
                            value: values[assignment % 3],
                        });
                        assignment /= 3;
                    }
                    // Sometimes the last atom has no fact at all.
                    if assignment % 3 == 0 {
                        facts.pop();
                    }
                    assert_same_as_z3(&formula, &facts);
                    compared += 1;
                }
            }
        }
        assert!(compared > 700);
    }

    #[test]
    fn the_fast_paths_answer_as_z3_on_formulas_of_every_shape() {
        // Formulas over three atoms built from `!`, `&&`, `||`, `->`, `<->`, each atom true,
        // false or unknown: the fast paths against Z3's own answer.
        let shapes = [
            "c0 || c1",
            "c0 -> c1",
            "(c0 -> c1) && c2",
            "c0 <-> c1",
            "!(c0 && c1) || c2",
            "(c0 || c1) && (c1 || c2) && !c0",
            "c0 && !c0",
            "c0 || !c0",
            "(c0 -> c1) && (c1 -> c2) && (c2 -> !c0)",
            "c0 && (c1 || c2)",
            "(c0 && c1) && c2",
            "c0 && (!c1 && (c2 && c0))",
        ];
        let values = [T, F, U];
        for shape in shapes {
            let formula = parse_formula(shape).unwrap();
            for mut assignment in 0..27usize {
                let ids = ["c0", "c1", "c2"];
                let facts: Vec<AtomFact> = ids
                    .iter()
                    .map(|id| {
                        let value = values[assignment % 3];
                        assignment /= 3;
                        AtomFact { id, value }
                    })
                    .collect();
                assert_same_as_z3(&formula, &facts);
            }
        }
    }

    #[test]
    fn a_conjunction_names_every_violation() {
        let s = run("c1 && c2 && c3", &[("c1", F), ("c2", T), ("c3", F)]);
        assert_eq!(s.verdict, Verdict::Unsat);
        assert_eq!(s.violated, ["c1", "c3"]);
        assert!(!s.contradiction);
    }

    #[test]
    fn a_disjunction_with_one_true_side_is_sat() {
        assert_eq!(
            run("c1 || c2", &[("c1", F), ("c2", T)]).verdict,
            Verdict::Sat
        );
        let s = run("c1 || c2", &[("c1", F), ("c2", F)]);
        assert_eq!(
            (s.verdict, s.violated),
            (Verdict::Unsat, vec!["c1".to_string(), "c2".to_string()])
        );
    }

    #[test]
    fn implication_blames_only_the_false_consequent() {
        let s = run("c1 -> c2", &[("c1", T), ("c2", F)]);
        assert_eq!(
            (s.verdict, s.violated),
            (Verdict::Unsat, vec!["c2".to_string()])
        );
        assert_eq!(
            run("c1 -> c2", &[("c1", F), ("c2", F)]).verdict,
            Verdict::Sat
        );
    }

    #[test]
    fn negation_turns_a_true_fact_into_a_violation() {
        let s = run("!c1 && c2", &[("c1", T), ("c2", F)]);
        assert_eq!(s.verdict, Verdict::Unsat);
        assert_eq!(s.violated, ["c1", "c2"]);
        assert!(!s.contradiction);
    }

    #[test]
    fn unknown_atoms_leave_it_open_unless_the_facts_decide() {
        let s = run("c1 && c2", &[("c1", T), ("c2", U)]);
        assert_eq!(
            (s.verdict, s.undecided.clone()),
            (Verdict::Unknown, vec!["c2".to_string()])
        );
        let s = run("c1 && c2 && !c3", &[("c1", F), ("c2", U), ("c3", U)]);
        assert_eq!(s.verdict, Verdict::Unsat);
        // Only the false fact is to blame; the unknown ones decided nothing.
        assert_eq!(s.violated, ["c1"]);
        assert_eq!(
            run("c1 || c2", &[("c1", T), ("c2", U)]).verdict,
            Verdict::Sat
        );
        // Kleene alone cannot see this; Z3 can.
        assert_eq!(run("c2 || !c2", &[("c2", U)]).verdict, Verdict::Sat);
    }

    #[test]
    fn a_self_contradicting_formula_is_reported() {
        let s = run("c1 && !c1", &[("c1", T)]);
        assert_eq!(s.verdict, Verdict::Unsat);
        assert!(s.contradiction);
        assert_eq!(s.verdict, Verdict::Unsat);
        assert!(s.violated.is_empty());
    }

    #[test]
    fn count_bounds_that_cannot_both_hold_are_a_contradiction() {
        let at_least = Bound {
            measure: "words".into(),
            relation: Relation::Ge,
            value: 500,
        };
        let fewer = Bound {
            measure: "words".into(),
            relation: Relation::Lt,
            value: 100,
        };
        let c = consistency(
            &parse_formula("c1 && c2").unwrap(),
            &[("c1", at_least.clone()), ("c2", fewer.clone())],
        );
        assert_eq!(
            (c.consistent, c.conflicting),
            (false, vec!["c1".to_string(), "c2".to_string()])
        );
        // The same through Z3 (not a plain conjunction).
        let c = consistency(
            &parse_formula("c1 && (c2 || c2)").unwrap(),
            &[("c1", at_least.clone()), ("c2", fewer.clone())],
        );
        assert_eq!(
            (c.consistent, c.conflicting),
            (false, vec!["c1".to_string(), "c2".to_string()])
        );
        // Either/or is fine.
        assert!(
            consistency(
                &parse_formula("c1 || c2").unwrap(),
                &[("c1", at_least), ("c2", fewer)]
            )
            .consistent
        );
        let neg = Bound {
            measure: "words".into(),
            relation: Relation::Lt,
            value: 0,
        };
        assert!(!consistency(&parse_formula("c1").unwrap(), &[("c1", neg)]).consistent);
    }
}
