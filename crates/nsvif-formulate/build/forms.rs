//! Reads `grammars/everyday.pest` at build time and writes `phrase_forms.rs`: the forms
//! of its `phrase` rule in their order, each with the rule that must follow it and the
//! openings it can start with (its FIRST set: literals and character classes), and
//! whether it cannot match without a number.
//!
//! The scanner tries at a word only the forms that can open there, each on its own, in
//! `phrase`'s order — what pest's ordered choice would do, without re-reading every
//! form's numbers and relations at every word ("the", "a", "with" open no phrase but
//! start many forms' optional leads). Computed from the grammar so the two never drift.

use std::collections::BTreeSet;
use std::collections::HashMap;
use std::fmt::Write as _;

use pest_meta::ast::Expr;

/// What a form can start with.
#[derive(Clone, PartialEq, Eq, PartialOrd, Ord)]
enum Open {
    Literal(String),
    Digit,
    Alpha,
    Any,
}

/// FIRST set and whether the expression can match the empty string.
type First = (BTreeSet<Open>, bool);

struct Grammar {
    rules: HashMap<String, Expr>,
    memo: HashMap<String, First>,
}

impl Grammar {
    fn rule(&mut self, name: &str) -> First {
        if let Some(first) = self.memo.get(name) {
            return first.clone();
        }
        let first = match name {
            "ASCII_DIGIT" => ([Open::Digit].into(), false),
            "ASCII_ALPHA" => ([Open::Alpha].into(), false),
            "ASCII_ALPHANUMERIC" => ([Open::Digit, Open::Alpha].into(), false),
            // Consumes nothing.
            "EOI" | "SOI" => (BTreeSet::new(), true),
            _ => match self.rules.get(name).cloned() {
                Some(body) => self.expr(&body),
                // Any other builtin: anything.
                None => ([Open::Any].into(), false),
            },
        };
        self.memo.insert(name.to_string(), first.clone());
        first
    }

    fn expr(&mut self, expr: &Expr) -> First {
        match expr {
            Expr::Str(s) | Expr::Insens(s) if s.is_empty() => (BTreeSet::new(), true),
            Expr::Str(s) | Expr::Insens(s) => ([Open::Literal(s.to_lowercase())].into(), false),
            Expr::Range(a, b) => {
                let class = match (a.as_str(), b.as_str()) {
                    ("0", "9") => Open::Digit,
                    ("a", "z") => Open::Alpha,
                    _ => Open::Any,
                };
                ([class].into(), false)
            }
            Expr::Ident(name) => self.rule(name),
            // A lookahead consumes nothing: what follows it opens the match, which
            // over-approximates (the scan may try a form that then fails; never the reverse).
            Expr::PosPred(_) | Expr::NegPred(_) => (BTreeSet::new(), true),
            Expr::Seq(a, b) => {
                let (mut first, nullable) = self.expr(a);
                if !nullable {
                    return (first, false);
                }
                let (rest, rest_nullable) = self.expr(b);
                first.extend(rest);
                (first, rest_nullable)
            }
            Expr::Choice(a, b) => {
                let (mut first, a_nullable) = self.expr(a);
                let (rest, b_nullable) = self.expr(b);
                first.extend(rest);
                (first, a_nullable || b_nullable)
            }
            Expr::Opt(e) | Expr::Rep(e) | Expr::RepMax(e, _) => (self.expr(e).0, true),
            Expr::RepOnce(e) | Expr::Push(e) => self.expr(e),
            Expr::RepExact(e, n) | Expr::RepMin(e, n) | Expr::RepMinMax(e, n, _) => {
                let (first, nullable) = self.expr(e);
                (first, nullable || *n == 0)
            }
            _ => ([Open::Any].into(), false),
        }
    }
}

/// The rules that read a number: a form that cannot match without one is tried only
/// where the window holds a digit or a number word.
const NUMBER_RULES: [&str; 6] = ["digits", "ones", "teens", "tens", "hundred", "single"];

impl Grammar {
    /// Whether every match of `expr` holds a number.
    fn needs_number(&self, expr: &Expr, depth: usize) -> bool {
        if depth > 64 {
            return false;
        }
        match expr {
            Expr::Ident(name) if NUMBER_RULES.contains(&name.as_str()) => true,
            Expr::Ident(name) => self
                .rules
                .get(name)
                .is_some_and(|body| self.needs_number(body, depth + 1)),
            Expr::Seq(a, b) => self.needs_number(a, depth) || self.needs_number(b, depth),
            Expr::Choice(a, b) => self.needs_number(a, depth) && self.needs_number(b, depth),
            Expr::RepOnce(e) | Expr::Push(e) => self.needs_number(e, depth),
            Expr::RepExact(e, n) | Expr::RepMin(e, n) | Expr::RepMinMax(e, n, _) => {
                *n > 0 && self.needs_number(e, depth)
            }
            _ => false,
        }
    }
}

/// The alternatives of a choice, left to right.
fn alternatives(expr: &Expr) -> Vec<&Expr> {
    match expr {
        Expr::Choice(a, b) => {
            let mut all = alternatives(a);
            all.extend(alternatives(b));
            all
        }
        other => vec![other],
    }
}

/// `(a | b | c) ~ &stop` → `[(a, stop), (b, stop), (c, stop)]`.
fn forms(alternative: &Expr) -> Vec<(String, String)> {
    let Expr::Seq(forms, stop) = alternative else {
        panic!("every alternative of `phrase` is `form ~ &stop`")
    };
    let Expr::PosPred(stop) = stop.as_ref() else {
        panic!("every alternative of `phrase` ends in a lookahead")
    };
    let Expr::Ident(stop) = stop.as_ref() else {
        panic!("the lookahead after a form names a rule")
    };
    alternatives(forms)
        .into_iter()
        .map(|form| match form {
            Expr::Ident(name) => (name.clone(), stop.clone()),
            _ => panic!("every form of `phrase` is a named rule"),
        })
        .collect()
}

/// Writes `phrase_forms.rs` into `out`.
pub fn write(grammar_path: &str, out: &str) {
    let source = std::fs::read_to_string(grammar_path).expect("read the everyday grammar");
    let pairs = pest_meta::parser::parse(pest_meta::parser::Rule::grammar_rules, &source)
        .expect("the everyday grammar parses");
    let ast = pest_meta::parser::consume_rules(pairs).expect("the everyday grammar is valid");
    let mut grammar = Grammar {
        rules: ast.into_iter().map(|r| (r.name, r.expr)).collect(),
        memo: HashMap::new(),
    };
    let phrase = grammar.rules["phrase"].clone();
    let mut code = String::from(
        "/// The forms of `phrase`, in its order (generated from `grammars/everyday.pest`).\n\
         pub(super) static FORMS: &[Form] = &[\n",
    );
    for (form, stop) in alternatives(&phrase).into_iter().flat_map(forms) {
        let (first, nullable) = grammar.rule(&form);
        assert!(!nullable, "form `{form}` can match nothing");
        let mut literals = Vec::new();
        let (mut digit, mut alpha, mut any) = (false, false, false);
        for open in first {
            match open {
                Open::Literal(s) => literals.push(s),
                Open::Digit => digit = true,
                Open::Alpha => alpha = true,
                Open::Any => any = true,
            }
        }
        let number = grammar.needs_number(&Expr::Ident(form.clone()), 0);
        writeln!(
            code,
            "    Form {{ rule: Rule::{form}, stop: Rule::{stop}, literals: &{literals:?}, digit: {digit}, alpha: {alpha}, any: {any}, number: {number} }},"
        )
        .expect("write to a String");
    }
    code.push_str("];\n");
    std::fs::write(std::path::Path::new(out).join("phrase_forms.rs"), code)
        .expect("write phrase_forms.rs into OUT_DIR");
}
