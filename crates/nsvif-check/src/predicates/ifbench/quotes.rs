use crate::{declare_predicate, Document, Fact, Finding, FromArgs, Noun, Options, Predicate};

declare_predicate! {
    /// Quotes within quotes, at least 3 levels deep.
    ///
    /// # What it checks
    /// That quotation marks (`"` and `'`) nest at least three levels deep.
    ///
    /// # Arguments
    /// None.
    ///
    /// # How it counts
    /// As the official checker: a quote closes the innermost open quote when it is the same character and opens a new level otherwise; the check succeeds once three levels were closed below the deepest.
    ///
    /// # Example
    /// `{"predicate": "nested_quotes", "args": {}}` (IFBench `format:quotes`).
    #[derive(Debug)]
    pub struct NestedQuotes {}
    name = "nested_quotes", ifbench = "format:quotes"
}

impl FromArgs for NestedQuotes {
    type Args = super::NoArgs;
    fn new(_: super::NoArgs, _: &Options) -> Result<Self, String> {
        Ok(NestedQuotes {})
    }
}

/// "5 levels deep".
pub(super) fn levels(depth: usize) -> Finding {
    Finding::Count {
        unit: Noun::new("level deep", "levels deep"),
        got: depth as i64,
    }
}

impl Predicate for NestedQuotes {
    fn check(&self, doc: &Document) -> Fact {
        let required = "quotes nested at least 3 levels deep";
        let (mut open, mut reached) = (Vec::new(), 0usize);
        for (i, c) in doc.text().char_indices() {
            if open.last() == Some(&c) {
                open.pop();
                if reached - open.len() >= 3 {
                    return Fact::property(true, required, levels(reached)).at(super::unit_at(
                        doc,
                        i,
                        i + 1,
                        "quote",
                        reached,
                    ));
                }
            } else if c == '"' || c == '\'' {
                open.push(c);
                reached = reached.max(open.len());
            }
        }
        Fact::property(false, required, Finding::Phrase("no quotes 3 levels deep"))
    }
}
