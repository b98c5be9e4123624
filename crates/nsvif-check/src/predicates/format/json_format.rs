use serde::Deserialize;

use crate::pycompat;
use crate::{
    declare_predicate, Document, Fact, Finding, FromArgs, Location, Options, Predicate, Segment,
};

declare_predicate! {
    /// The whole response is JSON, optionally inside a markdown code fence.
    ///
    /// # What it checks
    /// That the output, without surrounding whitespace and an enclosing ```` ``` ```` fence,
    /// parses as one JSON value.
    ///
    /// # Arguments
    /// None.
    ///
    /// # How it counts
    /// As IFEval: strip whitespace; remove, in this order and each at most once, the
    /// prefixes ```` ```json ````, ```` ```Json ````, ```` ```JSON ```` and ```` ``` ````, then
    /// one suffix ```` ``` ````; strip whitespace again; the rest must be accepted by Python's
    /// `json.loads`. Any JSON value counts (`42`, `"text"`), and so do Python's extensions
    /// `NaN`, `Infinity` and `-Infinity`; an integer of more than 4300 digits does not
    /// (Python's conversion limit). With `ifeval_fixes`, `NaN` and `Infinity` are rejected,
    /// as they are not JSON (docs/COMPATIBILITY.md).
    ///
    /// # Example
    /// `{"predicate": "json_format"}` holds for "```json\n{\"a\": [1, 2]}\n```"
    /// (IFEval `detectable_format:json_format`).
    #[derive(Debug)]
    pub struct JsonFormat {
        allow_non_finite: bool,
    }
    name = "json_format", ifeval = "detectable_format:json_format"
}

#[derive(Deserialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct Args {}

impl FromArgs for JsonFormat {
    type Args = Args;
    fn new(_: Args, options: &Options) -> Result<Self, String> {
        Ok(JsonFormat {
            allow_non_finite: !options.ifeval_fixes,
        })
    }
}

/// The byte range of the text IFEval parses: stripped, fence removed, stripped again.
fn payload(text: &str) -> std::ops::Range<usize> {
    let r = pycompat::strip_range(text);
    let (mut start, mut end) = (r.start, r.end);
    for prefix in ["```json", "```Json", "```JSON", "```"] {
        if text[start..end].starts_with(prefix) {
            start += prefix.len();
        }
    }
    if text[start..end].ends_with("```") {
        end -= 3;
    }
    let r = pycompat::strip_range(&text[start..end]);
    start + r.start..start + r.end
}

/// Why `json.loads` would reject the text: (byte offset, message).
type Error = (usize, &'static str);

/// A validator for the language of Python's `json.loads` (C scanner, `strict=True`),
/// iterative so that deep nesting cannot overflow the stack.
struct Scanner<'a> {
    s: &'a [u8],
    at: usize,
    allow_non_finite: bool,
}

#[derive(Clone, Copy)]
enum Open {
    Array,
    Object,
}

impl Scanner<'_> {
    fn ws(&mut self) {
        while matches!(self.s.get(self.at), Some(b' ' | b'\t' | b'\n' | b'\r')) {
            self.at += 1;
        }
    }

    fn eat(&mut self, lit: &[u8]) -> bool {
        let ok = self.s[self.at..].starts_with(lit);
        if ok {
            self.at += lit.len();
        }
        ok
    }

    fn digits(&mut self) -> usize {
        let from = self.at;
        while self.s.get(self.at).is_some_and(u8::is_ascii_digit) {
            self.at += 1;
        }
        self.at - from
    }

    fn string(&mut self) -> Result<(), Error> {
        let start = self.at;
        self.at += 1; // the opening quote
        loop {
            match self.s.get(self.at) {
                None => return Err((start, "unterminated string")),
                Some(b'"') => {
                    self.at += 1;
                    return Ok(());
                }
                Some(b'\\') => match self.s.get(self.at + 1) {
                    Some(b'"' | b'\\' | b'/' | b'b' | b'f' | b'n' | b'r' | b't') => self.at += 2,
                    Some(b'u') => {
                        let hex = self.s.get(self.at + 2..self.at + 6);
                        if !hex.is_some_and(|h| h.iter().all(u8::is_ascii_hexdigit)) {
                            return Err((self.at, "invalid \\uXXXX escape"));
                        }
                        self.at += 6;
                    }
                    _ => return Err((self.at, "invalid escape")),
                },
                Some(&c) if c < 0x20 => {
                    return Err((self.at, "invalid control character in string"))
                }
                Some(_) => self.at += 1,
            }
        }
    }

    /// A scalar value, or the opening of a container (returned).
    fn value(&mut self) -> Result<Option<Open>, Error> {
        let start = self.at;
        match self.s.get(self.at) {
            Some(b'{') => {
                self.at += 1;
                return Ok(Some(Open::Object));
            }
            Some(b'[') => {
                self.at += 1;
                return Ok(Some(Open::Array));
            }
            Some(b'"') => self.string()?,
            Some(b'-' | b'0'..=b'9') => {
                if self.allow_non_finite && self.eat(b"-Infinity") {
                    return Ok(None);
                }
                self.eat(b"-");
                let int_from = self.at;
                let int_digits = match self.s.get(self.at) {
                    Some(b'0') => {
                        self.at += 1;
                        1
                    }
                    Some(b'1'..=b'9') => self.digits(),
                    _ => return Err((start, "expecting value")),
                };
                let mut float = false;
                if self.s.get(self.at) == Some(&b'.')
                    && self.s.get(self.at + 1).is_some_and(u8::is_ascii_digit)
                {
                    self.at += 1;
                    self.digits();
                    float = true;
                }
                if matches!(self.s.get(self.at), Some(b'e' | b'E')) {
                    // Python backtracks when the exponent has no digits: the number ends
                    // before the `e`, which then is extra data.
                    let save = self.at;
                    self.at += 1;
                    if matches!(self.s.get(self.at), Some(b'+' | b'-')) {
                        self.at += 1;
                    }
                    if self.digits() == 0 {
                        self.at = save;
                    } else {
                        float = true;
                    }
                }
                if !float && int_digits > 4300 {
                    return Err((int_from, "integer exceeds Python's 4300-digit limit"));
                }
            }
            _ => {
                let literals: &[&[u8]] = if self.allow_non_finite {
                    &[b"true", b"false", b"null", b"NaN", b"Infinity"]
                } else {
                    &[b"true", b"false", b"null"]
                };
                if !literals.iter().any(|l| self.eat(l)) {
                    return Err((start, "expecting value"));
                }
            }
        }
        Ok(None)
    }

    fn document(&mut self) -> Result<(), Error> {
        let mut stack: Vec<Open> = Vec::new();
        self.ws();
        // Parse a value; containers push and continue with their first member.
        'value: loop {
            let mut opened = self.value()?;
            loop {
                // Just opened a container: its first member or its end.
                if let Some(open) = opened.take() {
                    self.ws();
                    let close = match open {
                        Open::Array => b']',
                        Open::Object => b'}',
                    };
                    if self.s.get(self.at) == Some(&close) {
                        self.at += 1;
                    } else {
                        stack.push(open);
                        if let Open::Object = open {
                            self.key()?;
                        }
                        continue 'value;
                    }
                }
                // A value is complete: continue its container.
                self.ws();
                let Some(&top) = stack.last() else {
                    return if self.at == self.s.len() {
                        Ok(())
                    } else {
                        Err((self.at, "extra data"))
                    };
                };
                let close = match top {
                    Open::Array => b']',
                    Open::Object => b'}',
                };
                match self.s.get(self.at) {
                    Some(&c) if c == close => {
                        self.at += 1;
                        stack.pop();
                    }
                    Some(b',') => {
                        self.at += 1;
                        self.ws();
                        if let Open::Object = top {
                            self.key()?;
                        }
                        continue 'value;
                    }
                    _ => return Err((self.at, "expecting ',' delimiter")),
                }
            }
        }
    }

    /// `"key" :` then whitespace, before a member's value.
    fn key(&mut self) -> Result<(), Error> {
        if self.s.get(self.at) != Some(&b'"') {
            return Err((self.at, "expecting property name enclosed in double quotes"));
        }
        self.string()?;
        self.ws();
        if !self.eat(b":") {
            return Err((self.at, "expecting ':' delimiter"));
        }
        self.ws();
        Ok(())
    }
}

impl JsonFormat {
    fn validate(&self, text: &str) -> Result<(), (usize, &'static str)> {
        let r = payload(text);
        let mut scanner = Scanner {
            s: text[r.clone()].as_bytes(),
            at: 0,
            allow_non_finite: self.allow_non_finite,
        };
        scanner.document().map_err(|(at, why)| (r.start + at, why))
    }
}

impl Predicate for JsonFormat {
    fn holds(&self, doc: &Document) -> bool {
        self.validate(doc.text()).is_ok()
    }

    fn check(&self, doc: &Document) -> Fact {
        let required = "the whole output as JSON";
        match self.validate(doc.text()) {
            Ok(()) => Fact::property(true, required, Finding::Phrase("valid JSON")),
            Err((at, why)) => {
                // The offset may sit inside a character (a byte of a string's content).
                let mut start = at.min(doc.text().len());
                while !doc.text().is_char_boundary(start) {
                    start -= 1;
                }
                let end = doc.text()[start..]
                    .chars()
                    .next()
                    .map_or(start, |c| start + c.len_utf8());
                let finding = Finding::Explained {
                    phrase: "invalid JSON",
                    why: why.to_string(),
                };
                Fact::property(false, required, finding)
                    .at(Location::of(doc, Segment { start, end }))
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::compile;

    fn p(fixes: bool) -> Box<dyn Predicate> {
        crate::predicates::testing::compiled("json_format", &serde_json::Value::Null, fixes)
    }

    #[test]
    fn accepts_what_python_json_loads_accepts() {
        let p = p(false);
        for ok in [
            "```json\n{\"a\": [1, -2.5e3, true, null, \"\\u00e9\\n\"]}\n```",
            "```JSON{}```",
            " \x1C\"text\"\n",
            "42",
            "[NaN, Infinity, -Infinity, 1e400]",
            "\"\\ud800\"",
            "{\"a\": {}, \"a\": []}",
        ] {
            assert!(p.holds(&Document::new(ok)), "{ok:?}");
        }
        for bad in [
            "{\"a\": 1,}",
            "[1,]",
            "01",
            "1.",
            "-",
            "{'a': 1}",
            "```python\n{}\n```",
            "{\"a\": 1} trailing",
            "\"tab\there\"",
            "\"\\x\"",
            "\u{feff}{}",
            "-NaN",
            "",
        ] {
            assert!(!p.holds(&Document::new(bad)), "{bad:?}");
        }
        let big = "1".repeat(4300);
        assert!(p.holds(&Document::new(format!("-{big}"))));
        assert!(!p.holds(&Document::new(format!("{big}1"))));
        assert!(p.holds(&Document::new(format!("{big}1.0"))));
        let deep = format!("{}{}", "[".repeat(100_000), "]".repeat(100_000));
        assert!(p.holds(&Document::new(deep)), "no stack overflow");
    }

    #[test]
    fn strips_prefixes_in_order() {
        // Python removes "```json" and then also a following "```".
        assert!(p(false).holds(&Document::new("```json```[1]```")));
        assert!(!p(false).holds(&Document::new("```Json```json[1]")));
    }

    #[test]
    fn fixes_reject_non_finite_numbers() {
        assert!(!p(true).holds(&Document::new("{\"x\": NaN}")));
        assert!(!p(true).holds(&Document::new("-Infinity")));
        assert!(p(true).holds(&Document::new("{\"x\": 1e400}")));
    }

    #[test]
    fn points_at_the_error() {
        let fact = p(false).check(&Document::new("```json\n{\"a\": 1,\n \"é\": x}\n```"));
        assert_eq!(fact.value, Some(false));
        assert_eq!(fact.evidence.measured(), "invalid JSON: expecting value");
        let loc = fact.evidence.location.unwrap();
        assert_eq!((loc.line, loc.column), (3, 7));
        assert_eq!(
            p(false).check(&Document::new("[1]")).evidence.measured(),
            "valid JSON"
        );
    }

    #[test]
    fn takes_no_arguments() {
        assert!(compile(
            "json_format",
            &serde_json::json!({"strict": true}),
            &Options::default()
        )
        .is_err());
    }
}
