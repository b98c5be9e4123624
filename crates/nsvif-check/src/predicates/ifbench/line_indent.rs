use crate::{declare_predicate, Document, Fact, Finding, FromArgs, Options, Predicate};

declare_predicate! {
    /// Each line is indented more than the one before.
    ///
    /// # What it checks
    /// That every line has more leading spaces than the previous line.
    ///
    /// # Arguments
    /// None.
    ///
    /// # How it counts
    /// Lines split on `\n`. As the official checker, blank lines are removed while the list is being walked, so a blank line right after another blank line stays (and then breaks the stairs); only spaces count as indentation.
    ///
    /// # Example
    /// `{"predicate": "indent_stairs", "args": {}}` (IFBench `format:line_indent`).
    #[derive(Debug)]
    pub struct IndentStairs {}
    name = "indent_stairs", ifbench = "format:line_indent"
}

impl FromArgs for IndentStairs {
    type Args = super::NoArgs;
    fn new(_: super::NoArgs, _: &Options) -> Result<Self, String> {
        Ok(IndentStairs {})
    }
}

impl Predicate for IndentStairs {
    fn check(&self, doc: &Document) -> Fact {
        let mut lines: Vec<&str> = doc.text().split('\n').collect();
        // `for line in lines: if not line.strip(): lines.remove(line)`: the walk skips the
        // element after each removal, and `remove` drops the first equal line.
        let mut i = 0;
        while i < lines.len() {
            let line = lines[i];
            i += 1;
            if crate::nlp::py_strip(line).is_empty() {
                if let Some(first) = lines.iter().position(|l| *l == line) {
                    lines.remove(first);
                }
            }
        }
        let indent = |l: &str| l.chars().count() - l.trim_start_matches(' ').chars().count();
        let required = "each line indented more than the previous one";
        match lines.windows(2).position(|w| indent(w[1]) <= indent(w[0])) {
            Some(i) => {
                let finding = Finding::Unit {
                    unit: "line",
                    index: i + 2,
                    text: Some(lines[i + 1].to_string()),
                    problem: "is indented no further than the line before",
                    detail: None,
                };
                Fact::property(false, required, finding)
            }
            None => {
                let finding = Finding::Phrase("every line is indented further");
                Fact::property(true, required, finding)
            }
        }
    }
}
