use crate::nlp::ifbench as t;
use crate::{declare_predicate, Document, Fact, Finding, FromArgs, Noun, Options, Predicate};

declare_predicate! {
    /// African countries in reverse alphabetical order, one per line.
    ///
    /// # What it checks
    /// That from the first line containing `Zimbabwe` on there are at least 52 lines in reverse alphabetical order.
    ///
    /// # Arguments
    /// None.
    ///
    /// # How it counts
    /// Non-empty lines stripped of ASCII punctuation and spaces, compared without diacritics (NFKD, non-ASCII dropped), by code point. The country names themselves are not checked, as in the official checker.
    ///
    /// # Example
    /// `{"predicate": "africa_reverse_list", "args": {}}` (IFBench `custom:reverse_newline`).
    #[derive(Debug)]
    pub struct AfricaReverseList {}
    name = "africa_reverse_list", ifbench = "custom:reverse_newline"
}

impl FromArgs for AfricaReverseList {
    type Args = super::NoArgs;
    fn new(_: super::NoArgs, _: &Options) -> Result<Self, String> {
        Ok(AfricaReverseList {})
    }
}

impl Predicate for AfricaReverseList {
    fn check(&self, doc: &Document) -> Fact {
        let required = "52+ lines in reverse alphabetical order from Zimbabwe";
        // A line holds "Zimbabwe" only if the text does (stripping marks and spaces at a
        // line's ends leaves its letters): most texts are ruled out by one search.
        if memchr::memmem::find(doc.text().as_bytes(), b"Zimbabwe").is_none() {
            return Fact::property(false, required, Finding::Phrase("no line with Zimbabwe"));
        }
        let lines: Vec<&str> = doc
            .text()
            .split('\n')
            .map(t::strip_punct)
            .filter(|l| !l.is_empty())
            .collect();
        let Some(start) = lines.iter().position(|l| l.contains("Zimbabwe")) else {
            return Fact::property(false, required, Finding::Phrase("no line with Zimbabwe"));
        };
        let target: Vec<String> = lines[start..].iter().map(|l| t::ascii_fold(l)).collect();
        if target.len() < 52 {
            let finding = Finding::Count {
                unit: Noun::new("line from Zimbabwe", "lines from Zimbabwe"),
                got: target.len() as i64,
            };
            return Fact::property(false, required, finding);
        }
        match target.windows(2).position(|w| w[0] < w[1]) {
            Some(i) => {
                let finding = Finding::Pair {
                    first: target[i].clone(),
                    relation: "before",
                    second: target[i + 1].clone(),
                };
                Fact::property(false, required, finding)
            }
            None => {
                let finding = Finding::Count {
                    unit: Noun::new("line in reverse order", "lines in reverse order"),
                    got: target.len() as i64,
                };
                Fact::property(true, required, finding)
            }
        }
    }
}
