//! Reads `grammars/everyday.pest` at build time and writes `phrase_forms.rs`: the forms
//! of its `phrase` rule in their order, each with the rule that must follow it and the
//! openings it can start with (its FIRST set: literals and character classes), and
//! what every match of it holds (sets of literals, one of each found in any match); the
//! same for each of its branches (the form split at its top-level choices and optional
//! parts), so that a form is tried at a word only if a branch both opens there and finds
//! what it needs after it.
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
    /// Atomic rules: word lists, which branches do not split.
    atomic: std::collections::HashSet<String>,
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

/// Something every match of a form holds.
#[derive(Clone, PartialEq, Eq, PartialOrd, Ord)]
enum Need {
    Literal(String),
    Digit,
}

/// What every match of an expression holds: each set in the list has a member in it (a
/// conjunction of disjunctions). Empty: nothing is known to be needed.
type Needs = Vec<BTreeSet<Need>>;

impl Grammar {
    /// What every match of `expr` holds, over-approximated by dropping what cannot be
    /// expressed (an optional part, a lookahead, a character class other than digits).
    fn needs(&self, expr: &Expr, depth: usize) -> Needs {
        if depth > 64 {
            return Vec::new();
        }
        match expr {
            Expr::Str(s) | Expr::Insens(s) if s.is_empty() => Vec::new(),
            Expr::Str(s) | Expr::Insens(s) => vec![[Need::Literal(s.to_lowercase())].into()],
            Expr::Range(a, b) if (a.as_str(), b.as_str()) == ("0", "9") => {
                vec![[Need::Digit].into()]
            }
            Expr::Ident(name) if name == "ASCII_DIGIT" => vec![[Need::Digit].into()],
            Expr::Ident(name) => self
                .rules
                .get(name)
                .map_or_else(Vec::new, |body| self.needs(body, depth + 1)),
            Expr::Seq(a, b) => {
                let mut all = self.needs(a, depth);
                all.extend(self.needs(b, depth));
                all
            }
            // A set of each side, together: a match of either holds one of them. Every
            // pairing of their telling sets, the most telling kept.
            Expr::Choice(a, b) => {
                let (a, b) = (telling(self.needs(a, depth)), telling(self.needs(b, depth)));
                let mut both = Vec::new();
                for one in &a {
                    for other in &b {
                        both.push(one.union(other).cloned().collect());
                    }
                }
                telling(both)
            }
            Expr::RepOnce(e) | Expr::Push(e) => self.needs(e, depth),
            Expr::RepExact(e, n) | Expr::RepMin(e, n) | Expr::RepMinMax(e, n, _) if *n > 0 => {
                self.needs(e, depth)
            }
            _ => Vec::new(),
        }
    }
}

/// The sets worth checking: those without a member too short to tell anything ("a",
/// ",", "-"), the least likely to be found by chance first (short words are common),
/// at most four.
fn telling(needs: Needs) -> Needs {
    let mut kept: Needs = needs
        .into_iter()
        .filter(|set| {
            set.iter().all(|need| match need {
                Need::Literal(s) => s.trim().len() >= 3,
                Need::Digit => true,
            })
        })
        .collect();
    let chance = |set: &BTreeSet<Need>| -> usize {
        set.iter()
            .map(|need| match need {
                Need::Literal(s) if s.trim().len() >= 5 => 1,
                Need::Literal(_) => 3,
                Need::Digit => 2,
            })
            .sum()
    };
    kept.sort_by_key(|set| (chance(set), set.len()));
    // A set holding another says less than it: whatever holds the smaller holds it.
    let mut telling: Needs = Vec::new();
    for set in kept {
        if !telling.iter().any(|smaller| smaller.is_subset(&set)) {
            telling.push(set);
        }
    }
    telling.truncate(4);
    telling
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

/// The needed literals, numbered; ids index `NEED_LITERALS`, `u16::MAX` is a digit.
#[derive(Default)]
struct NeedTable {
    literals: Vec<String>,
}

impl NeedTable {
    fn id(&mut self, need: Need) -> u16 {
        let Need::Literal(literal) = need else {
            return u16::MAX;
        };
        let at = match self.literals.iter().position(|l| *l == literal) {
            Some(at) => at,
            None => {
                self.literals.push(literal);
                self.literals.len() - 1
            }
        };
        u16::try_from(at).expect("fewer needed literals than u16::MAX")
    }
}

/// The most branches a form is split into.
const MAX_BRANCHES: usize = 48;

impl Grammar {
    /// `expr` as alternatives, each a sequence without a choice or an optional part at
    /// its top where splitting keeps them under [`MAX_BRANCHES`]: "`limit_lead? ~ measure`"
    /// is "`measure`" or "`limit_lead ~ measure`", and each has its own openings and
    /// needs. Rules are opened up to a few levels deep.
    fn branches(&self, expr: &Expr, depth: usize) -> Vec<Expr> {
        match expr {
            Expr::Choice(..) => {
                let shallow = alternatives(expr);
                let all: Vec<Expr> = shallow
                    .iter()
                    .flat_map(|alternative| self.branches(alternative, depth))
                    .collect();
                if all.len() <= MAX_BRANCHES {
                    all
                } else if shallow.len() <= MAX_BRANCHES {
                    shallow.into_iter().cloned().collect()
                } else {
                    vec![expr.clone()]
                }
            }
            Expr::Opt(e) => {
                let mut all = vec![Expr::Str(String::new())];
                all.extend(self.branches(e, depth));
                if all.len() > MAX_BRANCHES {
                    return vec![expr.clone()];
                }
                all
            }
            // The tail is split before the head is: what follows an optional lead
            // ("keep it", "limit your answer to") says what the phrase needs.
            Expr::Seq(a, b) => {
                let tails = self.branches(b, depth);
                let mut heads = self.branches(a, depth);
                if heads.len() * tails.len() > MAX_BRANCHES {
                    heads = match a.as_ref() {
                        Expr::Opt(lead) => vec![Expr::Str(String::new()), lead.as_ref().clone()],
                        other => vec![other.clone()],
                    };
                }
                let tails = if heads.len() * tails.len() <= MAX_BRANCHES {
                    tails
                } else {
                    vec![b.as_ref().clone()]
                };
                heads
                    .iter()
                    .flat_map(|head| {
                        tails
                            .iter()
                            .map(|tail| Expr::Seq(Box::new(head.clone()), Box::new(tail.clone())))
                    })
                    .collect()
            }
            Expr::Ident(name) if depth < 4 && !self.atomic.contains(name) => {
                match self.rules.get(name) {
                    Some(body) => {
                        let all = self.branches(&body.clone(), depth + 1);
                        if all.len() > MAX_BRANCHES {
                            vec![expr.clone()]
                        } else {
                            all
                        }
                    }
                    None => vec![expr.clone()],
                }
            }
            _ => vec![expr.clone()],
        }
    }
}

/// A branch's openings and needs, as the generated `Branch` holds them.
fn branch_code(grammar: &mut Grammar, table: &mut NeedTable, branch: &Expr) -> String {
    let (first, _) = grammar.expr(branch);
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
    let needs: Vec<String> = telling(grammar.needs(branch, 0))
        .into_iter()
        .map(|set| {
            let ids: Vec<u16> = set.into_iter().map(|need| table.id(need)).collect();
            format!("&{ids:?}")
        })
        .collect();
    let needs = needs.join(", ");
    format!(
        "Branch {{ literals: &{literals:?}, digit: {digit}, alpha: {alpha}, any: {any}, needs: &[{needs}] }}"
    )
}

/// Writes `phrase_forms.rs` into `out`.
pub fn write(grammar_path: &str, out: &str) {
    let source = std::fs::read_to_string(grammar_path).expect("read the everyday grammar");
    let pairs = pest_meta::parser::parse(pest_meta::parser::Rule::grammar_rules, &source)
        .expect("the everyday grammar parses");
    let ast = pest_meta::parser::consume_rules(pairs).expect("the everyday grammar is valid");
    let atomic = ast
        .iter()
        .filter(|r| {
            matches!(
                r.ty,
                pest_meta::ast::RuleType::Atomic | pest_meta::ast::RuleType::CompoundAtomic
            )
        })
        .map(|r| r.name.clone())
        .collect();
    let mut grammar = Grammar {
        atomic,
        rules: ast.into_iter().map(|r| (r.name, r.expr)).collect(),
        memo: HashMap::new(),
    };
    let phrase = grammar.rules["phrase"].clone();
    let mut table = NeedTable::default();
    let mut code = String::from(
        "/// The forms of `phrase`, in its order (generated from `grammars/everyday.pest`).\n\
         pub(super) static FORMS: &[Form] = &[\n",
    );
    for (form, stop) in alternatives(&phrase).into_iter().flat_map(forms) {
        let (_, nullable) = grammar.rule(&form);
        assert!(!nullable, "form `{form}` can match nothing");
        let whole = branch_code(&mut grammar, &mut table, &Expr::Ident(form.clone()));
        let branches: Vec<String> = grammar
            .branches(&Expr::Ident(form.clone()), 0)
            .iter()
            .map(|branch| branch_code(&mut grammar, &mut table, branch))
            .collect();
        writeln!(
            code,
            "    Form {{ rule: Rule::{form}, stop: Rule::{stop}, whole: {whole}, branches: &[{}] }},",
            branches.join(", ")
        )
        .expect("write to a String");
    }
    code.push_str("];\n");
    writeln!(
        code,
        "/// The literals the forms need, by id (`DIGIT` is any ASCII digit).\n\
         pub(super) static NEED_LITERALS: &[&str] = &{:?};",
        table.literals
    )
    .expect("write to a String");
    std::fs::write(std::path::Path::new(out).join("phrase_forms.rs"), code)
        .expect("write phrase_forms.rs into OUT_DIR");
}
