use crate::nlp::ifbench as t;
use crate::{declare_predicate, Document, Fact, FromArgs, Options, Predicate};

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
            return Fact::new(false, format!("{} capitals", capitals.len()), required);
        }
        match capitals.iter().zip(ORDER).position(|(c, o)| *c != o) {
            Some(i) => Fact::new(
                false,
                format!("{:?} where {:?} belongs", capitals[i], ORDER[i]),
                required,
            ),
            None => Fact::new(true, "the 27 capitals in order", required),
        }
    }
}
