use crate::nlp::ifbench as t;
use crate::{declare_predicate, Document, Fact, Finding, FromArgs, Noun, Options, Predicate};

declare_predicate! {
    /// The 27 European capitals north of 45°, by latitude, comma-separated.
    ///
    /// # What it checks
    /// That the response is exactly the official list of 27 capitals (Reykjavik … Zagreb) in order, separated by commas.
    ///
    /// # Arguments
    /// None.
    ///
    /// # How it counts
    /// Without diacritics (NFKD, non-ASCII dropped); split on `,`, empty pieces dropped, each piece stripped.
    ///
    /// # Example
    /// `{"predicate": "european_capitals_by_latitude", "args": {}}` (IFBench `custom:european_capitals_sort`).
    #[derive(Debug)]
    pub struct EuropeanCapitalsByLatitude {}
    name = "european_capitals_by_latitude", ifbench = "custom:european_capitals_sort"
}

impl FromArgs for EuropeanCapitalsByLatitude {
    type Args = super::NoArgs;
    fn new(_: super::NoArgs, _: &Options) -> Result<Self, String> {
        Ok(EuropeanCapitalsByLatitude {})
    }
}

impl Predicate for EuropeanCapitalsByLatitude {
    fn check(&self, doc: &Document) -> Fact {
        const ORDER: [&str; 27] = [
            "Reykjavik",
            "Helsinki",
            "Oslo",
            "Tallinn",
            "Stockholm",
            "Riga",
            "Moscow",
            "Copenhagen",
            "Vilnius",
            "Minsk",
            "Dublin",
            "Berlin",
            "Amsterdam",
            "Warsaw",
            "London",
            "Brussels",
            "Prague",
            "Luxembourg",
            "Paris",
            "Vienna",
            "Bratislava",
            "Budapest",
            "Vaduz",
            "Chisinau",
            "Bern",
            "Ljubljana",
            "Zagreb",
        ];
        let folded = t::ascii_fold(doc.text());
        let capitals: Vec<&str> = folded
            .split(',')
            .filter(|c| !crate::nlp::py_strip(c).is_empty())
            .map(crate::nlp::py_strip)
            .collect();
        let required = "the 27 capitals in order of latitude";
        if capitals.len() != ORDER.len() {
            let finding = Finding::Count {
                unit: Noun::new("capital", "capitals"),
                got: capitals.len() as i64,
            };
            return Fact::property(false, required, finding);
        }
        match capitals.iter().zip(ORDER).position(|(c, o)| *c != o) {
            Some(i) => {
                let finding = Finding::Pair {
                    first: capitals[i].to_string(),
                    relation: "in place of",
                    second: ORDER[i].to_string(),
                };
                Fact::property(false, required, finding)
            }
            None => Fact::property(true, required, Finding::Phrase("the 27 capitals in order")),
        }
    }
}
