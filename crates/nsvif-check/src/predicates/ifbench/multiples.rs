use crate::nlp::ifbench as t;
use crate::{declare_predicate, Document, Fact, Finding, FromArgs, Options, Predicate};

declare_predicate! {
    /// The multiples of 7 from 10 to 50, and no other number.
    ///
    /// # What it checks
    /// That the numbers in the response are exactly 14, 21, 28, 35, 42, 49, in order.
    ///
    /// # Arguments
    /// None.
    ///
    /// # How it counts
    /// Runs of decimal digits (a comma separates numbers).
    ///
    /// # Example
    /// `{"predicate": "multiples_of_seven", "args": {}}` (IFBench `custom:multiples`).
    #[derive(Debug)]
    pub struct MultiplesOfSeven {}
    name = "multiples_of_seven", ifbench = "custom:multiples"
}

impl FromArgs for MultiplesOfSeven {
    type Args = super::NoArgs;
    fn new(_: super::NoArgs, _: &Options) -> Result<Self, String> {
        Ok(MultiplesOfSeven {})
    }
}

/// The numbers the text must hold, in order and nothing else.
const MULTIPLES: [&str; 6] = ["14", "21", "28", "35", "42", "49"];

impl Predicate for MultiplesOfSeven {
    /// Stops at the first number out of place, without the list of numbers.
    fn holds(&self, doc: &Document) -> bool {
        doc.text()
            .split(|c: char| !t::is_decimal(c))
            .filter(|p| !p.is_empty())
            .eq(MULTIPLES)
    }

    fn check(&self, doc: &Document) -> Fact {
        let numbers: Vec<&str> = doc
            .text()
            .split(|c: char| !t::is_decimal(c))
            .filter(|p| !p.is_empty())
            .collect();
        let ok = numbers == MULTIPLES;
        let finding = Finding::Pieces {
            label: "numbers",
            pieces: numbers.iter().map(|n| n.to_string()).collect(),
        };
        Fact::property(ok, "the numbers 14, 21, 28, 35, 42, 49", finding)
    }
}
