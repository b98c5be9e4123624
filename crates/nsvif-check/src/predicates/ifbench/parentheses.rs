use crate::{declare_predicate, Document, Fact, Finding, FromArgs, Options, Predicate};

declare_predicate! {
    /// Brackets nested at least 5 levels deep.
    ///
    /// # What it checks
    /// That a group of `()`, `[]`, `{}` reaching depth 5 is closed correctly.
    ///
    /// # Arguments
    /// None.
    ///
    /// # How it counts
    /// As the official checker: a mismatched closing bracket resets the count; the check succeeds as soon as a bracket closes after depth 5 was reached.
    ///
    /// # Example
    /// `{"predicate": "nested_brackets", "args": {}}` (IFBench `format:parentheses`).
    #[derive(Debug)]
    pub struct NestedBrackets {}
    name = "nested_brackets", ifbench = "format:parentheses"
}

impl FromArgs for NestedBrackets {
    type Args = super::NoArgs;
    fn new(_: super::NoArgs, _: &Options) -> Result<Self, String> {
        Ok(NestedBrackets {})
    }
}

impl Predicate for NestedBrackets {
    fn check(&self, doc: &Document) -> Fact {
        let required = "brackets nested at least 5 levels deep";
        let (mut open, mut depth) = (Vec::new(), 0usize);
        for (i, c) in doc.text().char_indices() {
            match c {
                '(' | '[' | '{' => {
                    open.push(c);
                    depth = depth.max(open.len());
                }
                ')' | ']' | '}' => {
                    let opener = match c {
                        ')' => '(',
                        ']' => '[',
                        _ => '{',
                    };
                    if open.last() == Some(&opener) {
                        open.pop();
                        if depth >= 5 && open.len() < depth {
                            let at = super::unit_at(doc, i, i + 1, "closing bracket", depth);
                            let finding = super::quotes::levels(depth);
                            return Fact::property(true, required, finding).at(at);
                        }
                    } else {
                        open.clear();
                        depth = 0;
                    }
                }
                _ => {}
            }
        }
        let finding = Finding::Phrase("no closed group 5 levels deep");
        Fact::property(false, required, finding)
    }
}
