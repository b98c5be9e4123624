//! Formula → Z3 terms.

use std::collections::HashMap;

use nsvif_spec::Formula;
use nsvif_spec::{Bound, Relation};
use z3::ast::{Ast, Bool, Int};
use z3::Context;

/// The Z3 constants of one problem: one Bool per atom, one Int per count measure.
pub(crate) struct Vars<'ctx> {
    ctx: &'ctx Context,
    atoms: HashMap<String, Bool<'ctx>>,
    measures: HashMap<String, Int<'ctx>>,
}

impl<'ctx> Vars<'ctx> {
    pub(crate) fn new(ctx: &'ctx Context) -> Self {
        Vars {
            ctx,
            atoms: HashMap::new(),
            measures: HashMap::new(),
        }
    }

    pub(crate) fn atom(&mut self, id: &str) -> Bool<'ctx> {
        let ctx = self.ctx;
        self.atoms
            .entry(id.to_string())
            .or_insert_with(|| Bool::new_const(ctx, format!("atom:{id}")))
            .clone()
    }

    pub(crate) fn formula(&mut self, f: &Formula) -> Bool<'ctx> {
        match f {
            Formula::Const(b) => Bool::from_bool(self.ctx, *b),
            Formula::Atom(a) => self.atom(a),
            Formula::Not(inner) => self.formula(inner).not(),
            Formula::And(fs) => {
                let parts: Vec<Bool> = fs.iter().map(|f| self.formula(f)).collect();
                Bool::and(self.ctx, &parts.iter().collect::<Vec<_>>())
            }
            Formula::Or(fs) => {
                let parts: Vec<Bool> = fs.iter().map(|f| self.formula(f)).collect();
                Bool::or(self.ctx, &parts.iter().collect::<Vec<_>>())
            }
            Formula::Implies(a, b) => self.formula(a).implies(&self.formula(b)),
            Formula::Iff(a, b) => self.formula(a)._eq(&self.formula(b)),
        }
    }

    /// `atom <-> (measure rel value)`, with the measure a non-negative integer.
    pub(crate) fn bound_definition(&mut self, id: &str, bound: &Bound) -> (Bool<'ctx>, Bool<'ctx>) {
        let ctx = self.ctx;
        let m = self
            .measures
            .entry(bound.measure.clone())
            .or_insert_with(|| Int::new_const(ctx, format!("measure:{}", bound.measure)))
            .clone();
        let v = Int::from_i64(ctx, bound.value);
        let cmp = match bound.relation {
            Relation::Lt => m.lt(&v),
            Relation::Le => m.le(&v),
            Relation::Eq => m._eq(&v),
            Relation::Ne => m._eq(&v).not(),
            Relation::Ge => m.ge(&v),
            Relation::Gt => m.gt(&v),
        };
        let nonneg = m.ge(&Int::from_i64(ctx, 0));
        (self.atom(id)._eq(&cmp), nonneg)
    }
}
