use crate::predicates::csv;
use crate::{declare_predicate, Document, Fact, Finding, FromArgs, Options, Predicate};

declare_predicate! {
    /// CSV with the columns ID, Country, City, Year, Count and 7 rows.
    ///
    /// # What it checks
    /// That the response parses as CSV into the exact header and 7 rows of 5 fields.
    ///
    /// # Arguments
    /// None.
    ///
    /// # How it counts
    /// Python's `csv.reader` (ported): commas, double quotes; a blank line is an empty row. Input Python's reader rejects (a carriage return inside an unquoted field) is `unknown`.
    ///
    /// # Example
    /// `{"predicate": "csv_city", "args": {}}` (IFBench `custom:csv_city`).
    #[derive(Debug)]
    pub struct CsvCity {}
    name = "csv_city", ifbench = "custom:csv_city"
}

impl FromArgs for CsvCity {
    type Args = super::NoArgs;
    fn new(_: super::NoArgs, _: &Options) -> Result<Self, String> {
        Ok(CsvCity {})
    }
}

impl Predicate for CsvCity {
    fn check(&self, doc: &Document) -> Fact {
        let required = "a CSV header ID,Country,City,Year,Count and 7 rows of 5 fields";
        let rows = match csv::rows(doc.text(), ',', required) {
            Ok(rows) => rows,
            Err(raised) => return *raised,
        };
        if rows.len() != 8 {
            return csv::wrong_row_count(rows.len(), required);
        }
        if rows[0] != ["ID", "Country", "City", "Year", "Count"] {
            return csv::wrong_header(rows[0].join(","), required);
        }
        match rows.iter().skip(1).position(|r| r.len() != 5) {
            Some(i) => csv::wrong_width(i + 1, rows[i + 1].len(), required),
            None => Fact::property(true, required, Finding::Phrase("7 rows of 5 fields")),
        }
    }
    /// Undecided where the official checker raises.
    fn value(&self, doc: &Document) -> Option<bool> {
        self.check(doc).value
    }
}
