use crate::nlp::ifbench as t;
use crate::{declare_predicate, Document, Fact, Finding, FromArgs, Noun, Options, Predicate};

declare_predicate! {
    /// At least two sentences, then at least two `*` bullets.
    ///
    /// # What it checks
    /// That the response opens with at least two sentences and goes on with at least two lines starting with `*`, and nothing else after them.
    ///
    /// # Arguments
    /// None.
    ///
    /// # How it counts
    /// Lines split on `\n`; sentences of the opening lines by IFBench's regex splitter. As the official checker, a blank line among the opening lines ends them, and any non-bullet line after the first bullet fails.
    ///
    /// # Example
    /// `{"predicate": "sentences_then_bullets", "args": {}}` (IFBench `format:no_bullets_bullets`).
    #[derive(Debug)]
    pub struct SentencesThenBullets {
        version: crate::IfbenchVersion,
    }
    name = "sentences_then_bullets", ifbench = "format:no_bullets_bullets"
}

impl FromArgs for SentencesThenBullets {
    type Args = super::NoArgs;
    fn new(_: super::NoArgs, options: &Options) -> Result<Self, String> {
        Ok(SentencesThenBullets {
            version: options.ifbench_version,
        })
    }
}

impl Predicate for SentencesThenBullets {
    fn check(&self, doc: &Document) -> Fact {
        let required = "two sentences followed by two bullets";
        let (mut in_opening, mut sentences, mut bullets) = (true, 0usize, 0usize);
        for (i, line) in doc.text().split('\n').enumerate() {
            let stripped = crate::nlp::py_strip(line);
            if stripped.starts_with('*') {
                in_opening = false;
                if sentences < 2 {
                    let finding = Finding::Count {
                        unit: Noun::new(
                            "sentence before the first bullet",
                            "sentences before the first bullet",
                        ),
                        got: sentences as i64,
                    };
                    return Fact::property(false, required, finding);
                }
                bullets += 1;
            } else if in_opening {
                let found = t::sentences_of(self.version, stripped).len();
                sentences += found;
                // The official checker keeps the list of sentences in its flag: none ends the opening.
                in_opening = found > 0;
            } else {
                let finding = Finding::Unit {
                    unit: "line",
                    index: i + 1,
                    text: None,
                    problem: "is neither a sentence of the opening nor a bullet",
                    detail: None,
                };
                return Fact::property(false, required, finding);
            }
        }
        let finding = Finding::counts(vec![
            (Noun::new("sentence", "sentences"), sentences as i64),
            (Noun::new("bullet", "bullets"), bullets as i64),
        ]);
        Fact::property(bullets >= 2, required, finding)
    }
}
