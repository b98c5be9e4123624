//! The DSL of logic checks: [`Expr`] trees over the units of an output, and the catalog
//! of [`Function`]s they may call ([`FUNCTIONS`]: name, arity, meaning).
//!
//! Built by `parse.rs`, printed by `Display` in the syntax the parser reads back.

use std::fmt;

/// An expression of the nsvif DSL: a logic check over the units of an output.
///
/// ```text
/// words(body) >= 300 && words(body) <= 500
/// forall s in sentences(body): words(s) < 8
/// count(matches(all, "\\[[^\\]]+\\]")) >= 12
/// ```
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Expr {
    /// An integer literal.
    Int(i64),
    /// A string literal (`"…"`).
    Str(String),
    /// `true` or `false`.
    Bool(bool),
    /// A unit (`all`, `body`, …) or a variable bound by a quantifier.
    Var(String),
    /// A call of a DSL function, e.g. `words(body)`.
    Call(Function, Vec<Expr>),
    /// `!e`: the negation of a boolean expression.
    Not(Box<Expr>),
    /// `a op b`: a comparison, a connective or arithmetic.
    Binary(BinOp, Box<Expr>, Box<Expr>),
    /// `forall v in domain: body` or `exists v in domain: body`.
    Quant {
        /// `forall` or `exists`.
        quantifier: Quantifier,
        /// The variable bound to each element.
        var: String,
        /// The list the variable ranges over (`sentences(body)`).
        domain: Box<Expr>,
        /// The condition on each element.
        body: Box<Expr>,
    },
}

/// A quantifier over the elements of a list.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Quantifier {
    /// `forall`: the body holds for every element (and for none, trivially).
    Forall,
    /// `exists`: the body holds for at least one element.
    Exists,
}

/// A binary operator of the DSL, loosest-binding first.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum BinOp {
    /// `||`
    Or,
    /// `&&`
    And,
    /// `==`
    Eq,
    /// `!=`
    Ne,
    /// `<`
    Lt,
    /// `<=`
    Le,
    /// `>`
    Gt,
    /// `>=`
    Ge,
    /// `+`
    Add,
    /// `-`
    Sub,
    /// `*`
    Mul,
    /// `/` (integer division)
    Div,
    /// `%` (remainder)
    Rem,
}

impl BinOp {
    /// The operator as the DSL writes it (`&&`, `<=`, …).
    pub fn symbol(self) -> &'static str {
        match self {
            BinOp::Or => "||",
            BinOp::And => "&&",
            BinOp::Eq => "==",
            BinOp::Ne => "!=",
            BinOp::Lt => "<",
            BinOp::Le => "<=",
            BinOp::Gt => ">",
            BinOp::Ge => ">=",
            BinOp::Add => "+",
            BinOp::Sub => "-",
            BinOp::Mul => "*",
            BinOp::Div => "/",
            BinOp::Rem => "%",
        }
    }

    fn precedence(self) -> u8 {
        match self {
            BinOp::Or => 1,
            BinOp::And => 2,
            // 3 is `!`, which the grammar applies to a whole comparison.
            BinOp::Eq | BinOp::Ne | BinOp::Lt | BinOp::Le | BinOp::Gt | BinOp::Ge => 4,
            BinOp::Add | BinOp::Sub => 5,
            BinOp::Mul | BinOp::Div | BinOp::Rem => 6,
        }
    }
}

/// The units an expression can name directly or take apart with a unit function.
pub const UNITS: &[&str] = &["all", "body"];

/// The DSL's functions. Unit functions (`sentences`, `paragraphs`, …) take a text and
/// return its elements; with no argument they split `all`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Function {
    /// `lines`: the non-empty lines of a text.
    Lines,
    /// `paragraphs`: the blank-line separated paragraphs of a text.
    Paragraphs,
    /// `sentences`: the sentences of a text.
    Sentences,
    /// `words`: the words (\w+ tokens) of a text; compared with a number it is their count.
    Words,
    /// `sections`: the markdown sections (a heading and what follows it).
    Sections,
    /// `headings`: the markdown headings (`#` lines).
    Headings,
    /// `bullets`: the bullet items (`*`, `-` or `+` lines).
    Bullets,
    /// `code_blocks`: the fenced code blocks.
    CodeBlocks,
    /// `emojis`: the emoji of a text (a ZWJ sequence, a flag or an emoji with its modifier is one).
    Emojis,
    /// `tables`: the markdown tables of a text (a header row, a `|---|` rule, rows).
    Tables,
    /// `rows`: the rows of a table below its header and rule.
    Rows,
    /// `columns`: the number of columns of a table (the cells of its header row).
    Columns,
    /// `json_keys`: the keys of the JSON object a text holds (inside a code fence or not);
    /// none if it holds no object.
    JsonKeys,
    /// `sorted`: whether a list's elements are in alphabetical order, ignoring case and
    /// list markers.
    Sorted,
    /// `item`: the text of a list line without its marker (`-`, `*`, `+`, `1.`, `1)`).
    Item,
    /// `count`: the number of elements of a list (or characters of a text).
    Count,
    /// `len`: the same as count.
    Len,
    /// `chars`: the number of characters of a text.
    Chars,
    /// `visible_chars`: the number of characters of a text that are not whitespace (how a
    /// Chinese or Japanese length in 字/文字 is counted).
    VisibleChars,
    /// `lower`: a text in lower case.
    Lower,
    /// `upper`: a text in upper case.
    Upper,
    /// `contains`: whether a text contains a phrase (case-sensitive).
    Contains,
    /// `starts_with`: whether a text starts with a phrase, ignoring surrounding whitespace.
    StartsWith,
    /// `ends_with`: whether a text ends with a phrase, ignoring surrounding whitespace.
    EndsWith,
    /// `matches`: the matches of a regular expression in a text (a list).
    Matches,
    /// `first_word`: the first word of a text, lower-cased.
    FirstWord,
    /// `last_word`: the last word of a text, lower-cased.
    LastWord,
    /// `nth`: the n-th element (1-based) of a list.
    Nth,
    /// `level`: the level of a heading (1 for `#`).
    Level,
    /// `text`: the text of an element (a heading without its `#`s).
    Text,
}

/// Name, minimum and maximum arity, and a one-line description of every function.
pub const FUNCTIONS: &[(Function, &str, usize, usize, &str)] = &[
    (
        Function::Lines,
        "lines",
        0,
        1,
        "the non-empty lines of a text",
    ),
    (
        Function::Paragraphs,
        "paragraphs",
        0,
        1,
        "the blank-line separated paragraphs of a text",
    ),
    (
        Function::Sentences,
        "sentences",
        0,
        1,
        "the sentences of a text",
    ),
    (
        Function::Words,
        "words",
        0,
        1,
        "the words (\\w+ tokens) of a text; compared with a number it is their count",
    ),
    (
        Function::Sections,
        "sections",
        0,
        1,
        "the markdown sections (a heading and what follows it)",
    ),
    (
        Function::Headings,
        "headings",
        0,
        1,
        "the markdown headings (`#` lines)",
    ),
    (
        Function::Bullets,
        "bullets",
        0,
        1,
        "the bullet items (`*`, `-` or `+` lines)",
    ),
    (
        Function::CodeBlocks,
        "code_blocks",
        0,
        1,
        "the fenced code blocks",
    ),
    (
        Function::Emojis,
        "emojis",
        0,
        1,
        "the emoji of a text (a ZWJ sequence, a flag or an emoji with its modifier is one)",
    ),
    (
        Function::Tables,
        "tables",
        0,
        1,
        "the markdown tables of a text (a header row, a `|---|` rule, rows)",
    ),
    (
        Function::Rows,
        "rows",
        1,
        1,
        "the rows of a table below its header and rule",
    ),
    (
        Function::Columns,
        "columns",
        1,
        1,
        "the number of columns of a table (the cells of its header row)",
    ),
    (
        Function::JsonKeys,
        "json_keys",
        1,
        1,
        "the keys of the JSON object a text holds (inside a code fence or not); none if it holds no object",
    ),
    (
        Function::Sorted,
        "sorted",
        1,
        1,
        "whether a list's elements are in alphabetical order, ignoring case and list markers",
    ),
    (
        Function::Item,
        "item",
        1,
        1,
        "the text of a list line without its marker (`-`, `*`, `+`, `1.`, `1)`)",
    ),
    (
        Function::Count,
        "count",
        1,
        1,
        "the number of elements of a list (or characters of a text)",
    ),
    (Function::Len, "len", 1, 1, "the same as count"),
    (
        Function::Chars,
        "chars",
        1,
        1,
        "the number of characters of a text",
    ),
    (
        Function::VisibleChars,
        "visible_chars",
        1,
        1,
        "the number of characters of a text that are not whitespace",
    ),
    (Function::Lower, "lower", 1, 1, "a text in lower case"),
    (Function::Upper, "upper", 1, 1, "a text in upper case"),
    (
        Function::Contains,
        "contains",
        2,
        2,
        "whether a text contains a phrase (case-sensitive)",
    ),
    (
        Function::StartsWith,
        "starts_with",
        2,
        2,
        "whether a text starts with a phrase, ignoring surrounding whitespace",
    ),
    (
        Function::EndsWith,
        "ends_with",
        2,
        2,
        "whether a text ends with a phrase, ignoring surrounding whitespace",
    ),
    (
        Function::Matches,
        "matches",
        2,
        2,
        "the matches of a regular expression in a text (a list)",
    ),
    (
        Function::FirstWord,
        "first_word",
        1,
        1,
        "the first word of a text, lower-cased",
    ),
    (
        Function::LastWord,
        "last_word",
        1,
        1,
        "the last word of a text, lower-cased",
    ),
    (
        Function::Nth,
        "nth",
        2,
        2,
        "the n-th element (1-based) of a list",
    ),
    (
        Function::Level,
        "level",
        1,
        1,
        "the level of a heading (1 for `#`)",
    ),
    (
        Function::Text,
        "text",
        1,
        1,
        "the text of an element (a heading without its `#`s)",
    ),
];

impl Function {
    /// The function called `name` in the DSL, if there is one.
    pub fn from_name(name: &str) -> Option<Function> {
        FUNCTIONS.iter().find(|f| f.1 == name).map(|f| f.0)
    }

    /// The function's name in the DSL (`code_blocks`).
    pub fn name(self) -> &'static str {
        self.entry().1
    }

    /// Inclusive bounds on the number of arguments.
    pub fn arity(self) -> (usize, usize) {
        let e = self.entry();
        (e.2, e.3)
    }

    fn entry(self) -> &'static (Function, &'static str, usize, usize, &'static str) {
        FUNCTIONS
            .iter()
            .find(|f| f.0 == self)
            .expect("every function is in FUNCTIONS")
    }
}

impl Expr {
    fn precedence(&self) -> u8 {
        match self {
            Expr::Quant { .. } => 0,
            Expr::Binary(op, ..) => op.precedence(),
            // `!a - b` reads as `!(a - b)`: a negation inside arithmetic or a comparison
            // needs its parentheses back.
            Expr::Not(_) => 3,
            _ => 7,
        }
    }

    fn fmt_child(&self, child: &Expr, right: bool, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let (mine, theirs) = (self.precedence(), child.precedence());
        if theirs < mine || (right && theirs == mine && mine != 1 && mine != 2) {
            write!(f, "({child})")
        } else {
            write!(f, "{child}")
        }
    }
}

/// A string literal as the parser reads it back: only the escapes it undoes (`\"`, `\\`,
/// `\n`, `\t`), every other character as it is. JSON's `\u0000`, `\r` or `\b` would not
/// read back (the parser keeps escapes it does not know, so a regex's `\b` stays one).
fn write_string(f: &mut fmt::Formatter<'_>, s: &str) -> fmt::Result {
    f.write_str("\"")?;
    for c in s.chars() {
        match c {
            '"' => f.write_str("\\\"")?,
            '\\' => f.write_str("\\\\")?,
            '\n' => f.write_str("\\n")?,
            '\t' => f.write_str("\\t")?,
            c => write!(f, "{c}")?,
        }
    }
    f.write_str("\"")
}

impl fmt::Display for Expr {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Expr::Int(i) => write!(f, "{i}"),
            Expr::Str(s) => write_string(f, s),
            Expr::Bool(b) => write!(f, "{b}"),
            Expr::Var(v) => write!(f, "{v}"),
            Expr::Call(func, args) => {
                write!(f, "{}(", func.name())?;
                for (i, a) in args.iter().enumerate() {
                    if i > 0 {
                        write!(f, ", ")?;
                    }
                    write!(f, "{a}")?;
                }
                write!(f, ")")
            }
            Expr::Not(e) => {
                write!(f, "!")?;
                self.fmt_child(e, false, f)
            }
            Expr::Binary(op, a, b) => {
                self.fmt_child(a, false, f)?;
                write!(f, " {} ", op.symbol())?;
                self.fmt_child(b, true, f)
            }
            Expr::Quant {
                quantifier,
                var,
                domain,
                body,
            } => {
                let q = match quantifier {
                    Quantifier::Forall => "forall",
                    Quantifier::Exists => "exists",
                };
                write!(f, "{q} {var} in ")?;
                // The grammar reads a domain as a sum: anything looser goes in parentheses.
                if domain.precedence() < BinOp::Add.precedence() {
                    write!(f, "({domain}): {body}")
                } else {
                    write!(f, "{domain}: {body}")
                }
            }
        }
    }
}
