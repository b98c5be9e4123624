use crate::nlp::ifbench as t;
use crate::{
    declare_predicate, Detail, Document, Fact, Finding, FromArgs, Noun, Options, Predicate,
};

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

/// "4 fields".
pub(super) fn fields(n: usize) -> Detail {
    Detail::Count(Noun::new("field", "fields"), n as i64)
}

impl Predicate for CsvCity {
    fn check(&self, doc: &Document) -> Fact {
        let required = "a CSV header ID,Country,City,Year,Count and 7 rows of 5 fields";
        let rows = match t::csv_rows(doc.text(), ',') {
            Ok(rows) => rows,
            Err(e) => return super::raised(required, &format!("csv.Error ({})", e.0)),
        };
        if rows.len() != 8 {
            let finding = Finding::Count {
                unit: Noun::new("row with the header", "rows with the header"),
                got: rows.len() as i64,
            };
            return Fact::property(false, required, finding);
        }
        if rows[0] != ["ID", "Country", "City", "Year", "Count"] {
            let finding = Finding::Excerpt {
                label: "header",
                text: rows[0].join(","),
            };
            return Fact::property(false, required, finding);
        }
        match rows.iter().skip(1).position(|r| r.len() != 5) {
            Some(i) => {
                let finding = Finding::Unit {
                    unit: "row",
                    index: i + 1,
                    text: None,
                    problem: "has",
                    detail: Some(fields(rows[i + 1].len())),
                };
                Fact::property(false, required, finding)
            }
            None => Fact::property(true, required, Finding::Phrase("7 rows of 5 fields")),
        }
    }
    /// Undecided where the official checker raises.
    fn value(&self, doc: &Document) -> Option<bool> {
        self.check(doc).value
    }
}
