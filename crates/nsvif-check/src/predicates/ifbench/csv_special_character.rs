use crate::predicates::csv;
use crate::{declare_predicate, Document, Fact, Finding, FromArgs, Options, Predicate};

declare_predicate! {
    /// CSV with the columns ProductID, Category, Brand, Price, Stock, 14 rows, and a quoted field with a special character.
    ///
    /// # What it checks
    /// That the first line is the header, the CSV has 14 rows of 5 fields, and a field holds a double-quoted text with a special character.
    ///
    /// # Arguments
    /// None.
    ///
    /// # How it counts
    /// As the official checker: each `"` is tripled before Python's `csv.reader` reads the text, so quotes stay in the fields; a field matching `".*[^\d\w\s].*"` passes, checked row by row until a row of the wrong width.
    ///
    /// # Example
    /// `{"predicate": "csv_special_character", "args": {}}` (IFBench `custom:csv_special_character`).
    #[derive(Debug)]
    pub struct CsvSpecialCharacter {}
    name = "csv_special_character", ifbench = "custom:csv_special_character"
}

impl FromArgs for CsvSpecialCharacter {
    type Args = super::NoArgs;
    fn new(_: super::NoArgs, _: &Options) -> Result<Self, String> {
        Ok(CsvSpecialCharacter {})
    }
}

impl Predicate for CsvSpecialCharacter {
    fn check(&self, doc: &Document) -> Fact {
        let text = doc.text();
        let required = "a ProductID,Category,Brand,Price,Stock CSV with 14 rows and a quoted special character";
        let header = csv::header(text);
        if !regexes().0.is_match(header) {
            return csv::wrong_header(header.to_string(), required);
        }
        let rows = match csv::rows(&text.replace('"', "\"\"\""), ',', required) {
            Ok(rows) => rows,
            Err(raised) => return *raised,
        };
        if rows.len() != 15 {
            return csv::wrong_row_count(rows.len(), required);
        }
        for (i, row) in rows.iter().enumerate().skip(1) {
            if row.len() != 5 {
                return csv::wrong_width(i, row.len(), required);
            }
            if row.iter().any(|f| regexes().1.is_match(f)) {
                let finding = Finding::Unit {
                    unit: "row",
                    index: i,
                    text: None,
                    problem: "has a quoted special character",
                    detail: None,
                };
                return Fact::property(true, required, finding);
            }
        }
        let finding = Finding::Phrase("no quoted field with a special character");
        Fact::property(false, required, finding)
    }
    /// Undecided where the official checker raises.
    fn value(&self, doc: &Document) -> Option<bool> {
        self.check(doc).value
    }
}

fn regexes() -> &'static (regex::Regex, regex::Regex) {
    static RE: std::sync::OnceLock<(regex::Regex, regex::Regex)> = std::sync::OnceLock::new();
    RE.get_or_init(|| {
        (
            regex::Regex::new(r#"^(ProductID|"ProductID"),[ \t]*(Category|"Category"),[ \t]*(Brand|"Brand"),[ \t]*(Price|"Price"),[ \t]*(Stock|"Stock")$"#).expect("static regex"),
            regex::Regex::new(r#"^".*[^\p{L}\p{N}_\s\x1C-\x1F].*""#).expect("static regex"),
        )
    })
}
