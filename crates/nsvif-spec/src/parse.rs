//! The pest parser for `grammars/spec.pest`, turning parse trees into [`Formula`] and [`Expr`].

use pest::iterators::Pair;
use pest::Parser;
use pest_derive::Parser;

use crate::dsl::{BinOp, Expr, Function, Quantifier};
use crate::error::ParseError;
use crate::formula::Formula;
use crate::limits::{on_parse_stack, too_deep_at, MAX_DEPTH};

#[derive(Parser)]
#[grammar = "grammars/spec.pest"]
struct SpecParser;

/// Parses a formula over constraint ids, e.g. `c1 && (c2 || !c3) -> c4`. A formula
/// nested deeper than [`MAX_DEPTH`] is an error.
pub fn parse_formula(src: &str) -> Result<Formula, ParseError> {
    on_parse_stack(|| formula_of(src))
}

fn formula_of(src: &str) -> Result<Formula, ParseError> {
    refuse_deep(src)?;
    let mut pairs = SpecParser::parse(Rule::formula_input, src).map_err(|e| to_error(e, src))?;
    let input = pairs.next().expect("formula_input");
    let formula = input.into_inner().next().expect("formula");
    build_formula(formula, src).map(|(f, _)| f)
}

/// Parses a DSL expression, e.g. `forall s in sentences(body): words(s) < 8`. An
/// expression nested deeper than [`MAX_DEPTH`] is an error.
pub fn parse_expr(src: &str) -> Result<Expr, ParseError> {
    on_parse_stack(|| expr_of(src))
}

fn expr_of(src: &str) -> Result<Expr, ParseError> {
    refuse_deep(src)?;
    let mut pairs = SpecParser::parse(Rule::expr_input, src).map_err(|e| to_error(e, src))?;
    let input = pairs.next().expect("expr_input");
    build_expr(input.into_inner().next().expect("expr"), src).map(|(e, _)| e)
}

/// Refuses, before pest recurses into it, a text whose parentheses and quantifiers nest
/// too deep.
fn refuse_deep(src: &str) -> Result<(), ParseError> {
    match too_deep_at(src) {
        None => Ok(()),
        Some(offset) => Err(error_at_offset(src, offset, too_deep())),
    }
}

fn too_deep() -> String {
    format!("nested deeper than {MAX_DEPTH} levels")
}

/// One level above `depth`, or the nesting error at `pair`.
fn deeper(depth: usize, pair: &Pair<Rule>, src: &str) -> Result<usize, ParseError> {
    if depth >= MAX_DEPTH {
        Err(error_at(pair, src, too_deep()))
    } else {
        Ok(depth + 1)
    }
}

fn to_error(e: pest::error::Error<Rule>, src: &str) -> ParseError {
    let (line, column) = match e.line_col {
        pest::error::LineColLocation::Pos(p) | pest::error::LineColLocation::Span(p, _) => p,
    };
    let message = match &e.variant {
        pest::error::ErrorVariant::ParsingError { positives, .. } => {
            let mut expected: Vec<&str> = positives.iter().filter_map(|r| describe(*r)).collect();
            expected.sort_unstable();
            expected.dedup();
            if expected.is_empty() {
                "unexpected input".to_string()
            } else {
                format!("expected {}", expected.join(" or "))
            }
        }
        pest::error::ErrorVariant::CustomError { message } => message.clone(),
    };
    ParseError {
        message,
        line,
        column,
        source_text: src.to_string(),
    }
}

fn describe(rule: Rule) -> Option<&'static str> {
    Some(match rule {
        Rule::ident => "an identifier",
        Rule::bool_lit => "true/false",
        Rule::not_op => "`!`",
        Rule::iff_op => "`<->`",
        Rule::implies_op => "`->`",
        Rule::cmp_op => "a comparison",
        Rule::add_op | Rule::mul_op => "an operator",
        Rule::integer => "a number",
        Rule::string => "a string",
        Rule::quantifier => "forall/exists",
        Rule::EOI => "end of input",
        Rule::formula | Rule::f_implies | Rule::f_or | Rule::f_and | Rule::f_unary => "a formula",
        Rule::expr | Rule::e_and | Rule::e_unary | Rule::comparison | Rule::sum | Rule::product => {
            "an expression"
        }
        _ => return None,
    })
}

/// The formula of a parse tree and its depth (a leaf is 1).
fn build_formula(pair: Pair<Rule>, src: &str) -> Result<(Formula, usize), ParseError> {
    Ok(match pair.as_rule() {
        Rule::formula => {
            let mut inner = pair.into_inner();
            let (mut acc, mut depth) = build_formula(inner.next().expect("operand"), src)?;
            while let Some(op) = inner.next() {
                let (rhs, rhs_depth) = build_formula(inner.next().expect("operand"), src)?;
                depth = deeper(depth.max(rhs_depth), &op, src)?;
                acc = Formula::Iff(Box::new(acc), Box::new(rhs));
            }
            (acc, depth)
        }
        Rule::f_implies => {
            // `a -> b -> c` is `a -> (b -> c)`: fold from the right.
            let mut operands = Vec::new();
            let mut ops = Vec::new();
            for (i, p) in pair.into_inner().enumerate() {
                if i % 2 == 0 {
                    operands.push(build_formula(p, src)?);
                } else {
                    ops.push(p);
                }
            }
            let (mut acc, mut depth) = operands.pop().expect("operand");
            while let (Some((lhs, lhs_depth)), Some(op)) = (operands.pop(), ops.pop()) {
                depth = deeper(depth.max(lhs_depth), &op, src)?;
                acc = Formula::Implies(Box::new(lhs), Box::new(acc));
            }
            (acc, depth)
        }
        Rule::f_or | Rule::f_and => {
            let is_or = pair.as_rule() == Rule::f_or;
            let pair_for_error = pair.clone();
            let mut parts = Vec::new();
            let mut depth = 0;
            for p in pair.into_inner() {
                let (part, part_depth) = build_formula(p, src)?;
                depth = depth.max(part_depth);
                parts.push(part);
            }
            if parts.len() == 1 {
                (parts.pop().expect("one part"), depth)
            } else {
                let depth = deeper(depth, &pair_for_error, src)?;
                (
                    if is_or {
                        Formula::Or(parts)
                    } else {
                        Formula::And(parts)
                    },
                    depth,
                )
            }
        }
        Rule::f_unary => {
            let inner: Vec<Pair<Rule>> = pair.into_inner().collect();
            let (nots, last) = inner.split_at(inner.len() - 1);
            let (mut f, mut depth) = build_formula(last[0].clone(), src)?;
            for not in nots {
                depth = deeper(depth, not, src)?;
                f = Formula::Not(Box::new(f));
            }
            (f, depth)
        }
        Rule::bool_lit => (Formula::Const(pair.as_str() == "true"), 1),
        Rule::ident => (Formula::Atom(pair.as_str().to_string()), 1),
        r => unreachable!("unexpected formula rule {r:?}"),
    })
}

fn error_at(pair: &Pair<Rule>, src: &str, message: String) -> ParseError {
    error_at_offset(src, pair.as_span().start(), message)
}

fn error_at_offset(src: &str, offset: usize, message: String) -> ParseError {
    let before = &src[..offset];
    let line = before.matches('\n').count() + 1;
    let line_start = before.rfind('\n').map_or(0, |i| i + 1);
    ParseError {
        message,
        line,
        column: src[line_start..offset].chars().count() + 1,
        source_text: src.to_string(),
    }
}

/// The expression of a parse tree and its depth (a leaf is 1).
fn build_expr(pair: Pair<Rule>, src: &str) -> Result<(Expr, usize), ParseError> {
    Ok(match pair.as_rule() {
        Rule::expr | Rule::e_and | Rule::sum | Rule::product | Rule::comparison => {
            let default_op = match pair.as_rule() {
                Rule::expr => Some(BinOp::Or),
                Rule::e_and => Some(BinOp::And),
                _ => None,
            };
            let mut inner = pair.into_inner();
            let (mut acc, mut depth) = build_expr(inner.next().expect("operand"), src)?;
            while let Some(next) = inner.next() {
                let (op, rhs) = match default_op {
                    Some(op) => (op, next),
                    None => (binop(next.as_str()), inner.next().expect("operand")),
                };
                let at = rhs.clone();
                let (rhs, rhs_depth) = build_expr(rhs, src)?;
                depth = deeper(depth.max(rhs_depth), &at, src)?;
                acc = Expr::Binary(op, Box::new(acc), Box::new(rhs));
            }
            (acc, depth)
        }
        Rule::e_unary => {
            let inner: Vec<Pair<Rule>> = pair.into_inner().collect();
            let (nots, last) = inner.split_at(inner.len() - 1);
            let (mut e, mut depth) = build_expr(last[0].clone(), src)?;
            for not in nots {
                depth = deeper(depth, not, src)?;
                e = Expr::Not(Box::new(e));
            }
            (e, depth)
        }
        Rule::quantified => {
            let at = pair.clone();
            let mut inner = pair.into_inner();
            let quantifier = match inner.next().expect("quantifier").as_str() {
                "forall" => Quantifier::Forall,
                _ => Quantifier::Exists,
            };
            let var = inner.next().expect("variable").as_str().to_string();
            let (domain, domain_depth) = build_expr(inner.next().expect("domain"), src)?;
            let (body, body_depth) = build_expr(inner.next().expect("body"), src)?;
            let depth = deeper(domain_depth.max(body_depth), &at, src)?;
            let quantified = Expr::Quant {
                quantifier,
                var,
                domain: Box::new(domain),
                body: Box::new(body),
            };
            (quantified, depth)
        }
        Rule::call => {
            let mut inner = pair.clone().into_inner();
            let name = inner.next().expect("function name");
            let func = Function::from_name(name.as_str()).ok_or_else(|| {
                error_at(&name, src, format!("unknown function `{}`", name.as_str()))
            })?;
            let mut args = Vec::new();
            let mut depth = 0;
            for a in inner {
                let (arg, arg_depth) = build_expr(a, src)?;
                depth = depth.max(arg_depth);
                args.push(arg);
            }
            let (min, max) = func.arity();
            if args.len() < min || args.len() > max {
                let want = if min == max {
                    min.to_string()
                } else {
                    format!("{min} to {max}")
                };
                return Err(error_at(
                    &pair,
                    src,
                    format!(
                        "`{}` takes {want} argument(s), got {}",
                        func.name(),
                        args.len()
                    ),
                ));
            }
            let depth = deeper(depth, &pair, src)?;
            (Expr::Call(func, args), depth)
        }
        Rule::integer => (
            Expr::Int(
                pair.as_str()
                    .parse()
                    .map_err(|_| error_at(&pair, src, "number out of range".to_string()))?,
            ),
            1,
        ),
        Rule::string => (
            Expr::Str(unescape(pair.into_inner().next().expect("inner").as_str())),
            1,
        ),
        Rule::bool_lit => (Expr::Bool(pair.as_str() == "true"), 1),
        Rule::ident => (Expr::Var(pair.as_str().to_string()), 1),
        r => unreachable!("unexpected expression rule {r:?}"),
    })
}

fn binop(s: &str) -> BinOp {
    match s {
        "==" => BinOp::Eq,
        "!=" => BinOp::Ne,
        "<" => BinOp::Lt,
        "<=" => BinOp::Le,
        ">" => BinOp::Gt,
        ">=" => BinOp::Ge,
        "+" => BinOp::Add,
        "-" => BinOp::Sub,
        "*" => BinOp::Mul,
        "/" => BinOp::Div,
        "%" => BinOp::Rem,
        other => unreachable!("grammar only yields known operators, got {other}"),
    }
}

/// JSON-style escapes (`\"`, `\\`, `\n`, `\t`); any other escape is kept as written, so a
/// regex like `"\d+"` reads as expected.
fn unescape(s: &str) -> String {
    let mut out = String::with_capacity(s.len());
    let mut chars = s.chars();
    while let Some(c) = chars.next() {
        if c != '\\' {
            out.push(c);
            continue;
        }
        match chars.next() {
            Some('"') => out.push('"'),
            Some('\\') => out.push('\\'),
            Some('n') => out.push('\n'),
            Some('t') => out.push('\t'),
            Some(other) => {
                out.push('\\');
                out.push(other);
            }
            None => out.push('\\'),
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn formula_precedence_and_associativity() {
        let f = parse_formula("!a && b || c -> d <-> e").unwrap();
        assert_eq!(f.to_string(), "!a && b || c -> d <-> e");
        assert!(matches!(f, Formula::Iff(..)));
        let f = parse_formula("a -> b -> c").unwrap();
        assert!(matches!(f, Formula::Implies(_, ref rhs) if matches!(**rhs, Formula::Implies(..))));
        assert_eq!(parse_formula("!!a").unwrap().to_string(), "!!a");
    }

    #[test]
    fn formula_errors_point_at_the_column() {
        let e = parse_formula("c1 && && c2").unwrap_err();
        assert_eq!(e.column, 7, "{e}");
        let e = parse_formula("c1 && (c2").unwrap_err();
        assert_eq!(e.column, 10, "{e}");
        assert!(parse_formula("").is_err());
    }

    #[test]
    fn dsl_parses_the_documented_examples() {
        for src in [
            "words(body) >= 300 && words(body) <= 500",
            "forall s in sentences(body): words(s) < 8",
            "exists h in headings(): level(h) == 1 && text(h) == \"Unlocking Success\"",
            "count(matches(all, \"\\\\[[^\\\\]]+\\\\]\")) >= 12",
            "first_word(all) == last_word(all)",
            "words(all) % 2 == 0",
            "!contains(lower(all), \"sorry\")",
            // Found by fuzzing: control characters printed as JSON's `\u0000` did not
            // read back; a regex's `\b` stays a word boundary.
            "contains(all, \"a\u{0}b\rc\u{8}\")",
            "count(matches(all, \"\\bword\\b\")) >= 1",
            // Found by fuzzing (CI, stop 24): `!` reads a whole comparison, so a negation
            // inside arithmetic keeps its parentheses; so does a domain looser than a sum.
            "c9 && ( !falsec3) -tbue",
            "(!a) == b && !(a == b) && !!c",
            "forall s in (a || b): words(s) > 1",
            "!(forall s in sentences(): words(s) > 1) && x",
        ] {
            let e = parse_expr(src).unwrap_or_else(|e| panic!("{src}: {e}"));
            let again = parse_expr(&e.to_string()).unwrap();
            assert_eq!(again, e, "{src} printed as {e}");
        }
    }

    #[test]
    fn dsl_rejects_unknown_functions_and_bad_arity_with_a_column() {
        let e = parse_expr("words(all) > 3 && frobnicate(all)").unwrap_err();
        assert_eq!(e.column, 19);
        assert!(e.message.contains("unknown function `frobnicate`"));
        let e = parse_expr("contains(all)").unwrap_err();
        assert!(e.message.contains("takes 2"), "{e}");
        assert_eq!(parse_expr("words(all) >").unwrap_err().column, 13);
    }

    #[test]
    fn quantifier_body_extends_to_the_right() {
        let e = parse_expr("forall s in sentences(): words(s) > 1 && words(s) < 9").unwrap();
        let Expr::Quant { body, .. } = e else {
            panic!("not a quantifier")
        };
        assert!(matches!(*body, Expr::Binary(BinOp::And, ..)));
    }

    #[test]
    fn strings_unescape_json_style() {
        assert_eq!(
            parse_expr(r#""a\"b\\c\d""#).unwrap(),
            Expr::Str("a\"b\\c\\d".into())
        );
    }
}
