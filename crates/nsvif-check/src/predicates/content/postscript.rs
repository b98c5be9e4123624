use nsvif_spec::quote;
use serde::Deserialize;

use crate::pycompat::{self, PY_SPACE};
use crate::{
    declare_predicate, BoundedRegex, Detail, Document, Fact, Finding, FromArgs, Location, Options,
    Overrun, Predicate, Requirement, Segment, UndecidedReason,
};

declare_predicate! {
    /// The response contains a postscript starting with a marker such as `P.S.`.
    ///
    /// # What it checks
    /// That the output contains the postscript marker `marker`, in any letter case.
    ///
    /// # Arguments
    /// - `marker` (IFEval: `postscript_marker`, optional, default `P.S.`): the marker,
    ///   surrounding whitespace ignored.
    /// - `variant` (optional, default `ifeval`): `ifeval`, `es` or `ja`, whose checker to
    ///   follow (M-IFEval's Spanish and Japanese checkers differ, below).
    ///
    /// # How it counts
    /// As IFEval, the marker may be anywhere in the output, in any case:
    /// - `P.S.` matches `p.s.` with at most one whitespace character between `p.` and `s.`
    ///   ("P.S.", "p. s.", "P.\nS.");
    /// - `P.P.S` matches `p.p.s` with at most one whitespace character after each dot
    ///   ("P.P.S.", "P. P. S:");
    /// - any other marker is lowercased and used as a regular expression on the lowercased
    ///   output, so its `.` matches any character ("P.P.P.S" also matches "PAPAPAS").
    ///   With `ifeval_fixes` it is matched literally (docs/COMPATIBILITY.md).
    ///
    /// `variant` (optional) follows M-IFEval's Spanish or Japanese checker instead:
    /// `es` knows `P.D.` (`p.` and `d.` with at most one whitespace character between
    /// them) and reads every other marker as a custom one (`P.S.` too); `ja` knows `P.S.`
    /// and `P.P.S` as IFEval does and matches any other marker literally, in any case.
    ///
    /// # Example
    /// `{"predicate": "postscript", "args": {"marker": "P.P.S"}}` holds for
    /// "…\n\nP.P.S. Call me." (IFEval `detectable_content:postscript`).
    #[derive(Debug)]
    pub struct Postscript {
        marker: String,
        pattern: BoundedRegex,
        /// The pattern runs on the lowercased output (custom markers).
        on_lowercase: bool,
    }
    name = "postscript", ifeval = "detectable_content:postscript"
}

fn default_marker() -> String {
    "P.S.".into()
}

#[derive(Deserialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct Args {
    #[serde(alias = "postscript_marker", default = "default_marker")]
    marker: String,
    // Out of the schema: the variants serve M-IFEval's ids (`mifeval::to_check`), not a
    // request a user writes, and the LLM formulator's schema stays as it was.
    #[serde(default)]
    #[schemars(skip)]
    variant: Variant,
}

// Whose postscript rule to follow.
#[derive(Deserialize, schemars::JsonSchema, Default, Clone, Copy, PartialEq, Eq)]
#[serde(rename_all = "lowercase")]
enum Variant {
    // IFEval's.
    #[default]
    Ifeval,
    // M-IFEval's Spanish checker's.
    Es,
    // M-IFEval's Japanese checker's.
    Ja,
}

impl FromArgs for Postscript {
    type Args = Args;
    fn new(a: Args, options: &Options) -> Result<Self, String> {
        let marker = pycompat::py_strip(&a.marker).to_string();
        if marker.is_empty() {
            return Err("`marker` must not be blank".into());
        }
        let s = PY_SPACE;
        // The official patterns are `\s*p\.\s?s\..*$` (and `\s*p\.\s?p\.\s?s.*$`) searched in
        // the lowercased output: the `\s*` prefix and the `.*$` suffix always match, so only
        // the marker part decides. Only `P`/`S` lowercase to `p`/`s`, so the lowercasing is
        // the two-letter classes below.
        let v = a.variant;
        let (pattern, on_lowercase) = match marker.as_str() {
            "P.D." if v == Variant::Es => (format!(r"[pP]\.{s}?[dD]\."), false),
            "P.P.S" if v != Variant::Es => (format!(r"[pP]\.{s}?[pP]\.{s}?[sS]"), false),
            "P.S." if v != Variant::Es => (format!(r"[pP]\.{s}?[sS]\."), false),
            custom if v == Variant::Ja => {
                (format!(r"(?im){s}*{}.*$", regex::escape(custom)), false)
            }
            custom => {
                let lowered = custom.to_lowercase();
                let body = if options.ifeval_fixes {
                    regex::escape(&lowered)
                } else {
                    lowered
                };
                (format!(r"(?m){s}*{body}.*$"), true)
            }
        };
        let pattern = crate::regex_cache::compile(&pattern).map_err(|e| {
            format!(
                "`marker` {:?} is used as a regular expression (as IFEval does) and is \
                 refused: {e}; enable the IFEval fixes to match it literally",
                quote::short(&marker)
            )
        })?;
        Ok(Postscript {
            marker,
            pattern,
            on_lowercase,
        })
    }
}

impl Postscript {
    fn find(&self, doc: &Document) -> Result<Option<Segment>, Overrun> {
        let text = doc.text();
        let (start, end) = if self.on_lowercase {
            let (lower, map) = pycompat::lower_with_offsets(text);
            let Some(m) = self.pattern.find(&lower)? else {
                return Ok(None);
            };
            (
                pycompat::original_offset(&map, m.start),
                pycompat::original_offset(&map, m.end),
            )
        } else {
            let Some(m) = self.pattern.find(text)? else {
                return Ok(None);
            };
            (m.start, m.end)
        };
        // Point at the marker, not at the whitespace the pattern may take before it.
        let r = pycompat::strip_range(&text[start..end]);
        Ok(Some(Segment {
            start: start + r.start,
            end: start + r.end.max(r.start),
        }))
    }
}

impl Predicate for Postscript {
    fn holds(&self, doc: &Document) -> bool {
        self.value(doc) == Some(true)
    }

    fn value(&self, doc: &Document) -> Option<bool> {
        let found = if self.on_lowercase {
            self.pattern.is_match(&doc.text().to_lowercase())
        } else {
            self.pattern.is_match(doc.text())
        };
        found.ok()
    }

    fn check(&self, doc: &Document) -> Fact {
        let required = Requirement::Around {
            before: "a postscript starting with",
            value: Detail::Plain(self.marker.clone()),
            after: "",
        };
        match self.find(doc) {
            Err(overrun) => Fact::unknown(required, UndecidedReason::Overrun(overrun)),
            Ok(Some(seg)) => {
                let finding = Finding::Excerpt {
                    label: "postscript",
                    text: doc.slice(seg).to_string(),
                };
                Fact::property(true, required, finding).at(Location::of(doc, seg))
            }
            Ok(None) => {
                let finding = Finding::Around {
                    before: "no",
                    value: Detail::Plain(self.marker.clone()),
                    after: "marker",
                };
                Fact::property(false, required, finding)
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::compile;
    use serde_json::json;

    fn p(args: serde_json::Value, fixes: bool) -> Box<dyn Predicate> {
        crate::predicates::testing::compiled("postscript", &args, fixes)
    }

    #[test]
    fn finds_the_standard_markers_in_any_case() {
        let ps = p(json!({"postscript_marker": "P.S."}), false);
        assert!(ps.holds(&Document::new("Hi.\n\np. s. bye")));
        assert!(!ps.holds(&Document::new("Hi.\n\nPS bye")));
        let pps = p(json!({"postscript_marker": "P.P.S"}), false);
        assert!(pps.holds(&Document::new("Hi.\n\nP.P.S: bye")));
        assert!(!pps.holds(&Document::new("Hi.\n\nP.S. bye")));
        let fact = pps.check(&Document::new("Hi.\n\n  P. P.S. bye"));
        assert_eq!(fact.value, Some(true));
        let loc = fact.evidence.location.unwrap();
        assert_eq!((loc.line, loc.column, loc.start, loc.end), (3, 3, 7, 13));
        let fact = pps.check(&Document::new("nothing"));
        assert_eq!(
            fact.evidence.to_string(),
            "found no P.P.S marker, required a postscript starting with P.P.S"
        );
    }

    #[test]
    fn a_custom_marker_is_a_regex_unless_fixed() {
        let doc = Document::new("Done.\n\nNotaXbene: more");
        let official = p(json!({"marker": "Nota.bene"}), false);
        assert!(official.holds(&doc), "IFEval treats `.` as any character");
        assert_eq!(official.check(&doc).value, Some(true));
        let fixed = p(json!({"marker": "Nota.bene"}), true);
        assert!(!fixed.holds(&doc));
        assert!(fixed.holds(&Document::new("Done.\n\nNOTA.BENE: more")));
        let loc = fixed
            .check(&Document::new("Ä\nNOTA.BENE: x"))
            .evidence
            .location
            .unwrap();
        assert_eq!((loc.start, loc.line), (3, 2));
    }

    #[test]
    fn rejects_bad_arguments() {
        let e = compile("postscript", &json!({"marker": "P(S"}), &Options::default()).unwrap_err();
        assert!(e.to_string().contains("regular expression"), "{e}");
        assert!(compile(
            "postscript",
            &json!({"marker": "P(S"}),
            &Options {
                ifeval_fixes: true,
                ..Options::default()
            }
        )
        .is_ok());
        assert!(compile("postscript", &json!({"marker": "  "}), &Options::default()).is_err());
        assert!(compile("postscript", &json!({"marker": 3}), &Options::default()).is_err());
        assert!(
            compile("postscript", &json!({}), &Options::default()).is_ok(),
            "defaults to P.S."
        );
    }
}
