use crate::nlp::ifbench as t;
use crate::{declare_predicate, Document, Fact, FromArgs, Options, Predicate};

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
        let rows = match t::csv_rows(doc.text(), ',') {
            Ok(rows) => rows,
            Err(e) => return super::raised(required, &format!("csv.Error ({})", e.0)),
        };
        if rows.len() != 8 {
            return Fact::new(
                false,
                format!("{} rows with the header", rows.len()),
                required,
            );
        }
        if rows[0] != ["ID", "Country", "City", "Year", "Count"] {
            return Fact::new(false, format!("header {:?}", rows[0]), required);
        }
        match rows.iter().skip(1).position(|r| r.len() != 5) {
            Some(i) => Fact::new(
                false,
                format!("row {} has {} fields", i + 1, rows[i + 1].len()),
                required,
            ),
            None => Fact::new(true, "7 rows of 5 fields", required),
        }
    }
    /// Undecided where the official checker raises.
    fn value(&self, doc: &Document) -> Option<bool> {
        self.check(doc).value
    }
}
