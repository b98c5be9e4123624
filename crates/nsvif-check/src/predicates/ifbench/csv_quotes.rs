use crate::predicates::csv;
use crate::{declare_predicate, Detail, Document, Fact, Finding, FromArgs, Options, Predicate};

declare_predicate! {
    /// Tab-separated data with the columns StudentID, Subject, Grade, Semester, Score, 3 rows, every field in double quotes.
    ///
    /// # What it checks
    /// That the first line is the header, there are 3 rows, every row has 5 tab-separated fields, each in double quotes.
    ///
    /// # Arguments
    /// None.
    ///
    /// # How it counts
    /// As the official checker: each `"` is tripled before Python's `csv.reader` (tab-delimited) reads the text, and every field, stripped, must start and end with `"`. An empty field makes the official checker raise (`unknown` here).
    ///
    /// # Example
    /// `{"predicate": "csv_quoted_tsv", "args": {}}` (IFBench `custom:csv_quotes`).
    #[derive(Debug)]
    pub struct CsvQuotedTsv {}
    name = "csv_quoted_tsv", ifbench = "custom:csv_quotes"
}

impl FromArgs for CsvQuotedTsv {
    type Args = super::NoArgs;
    fn new(_: super::NoArgs, _: &Options) -> Result<Self, String> {
        Ok(CsvQuotedTsv {})
    }
}

impl Predicate for CsvQuotedTsv {
    fn check(&self, doc: &Document) -> Fact {
        let text = doc.text();
        let required =
            "a quoted tab-separated StudentID,Subject,Grade,Semester,Score table with 3 rows";
        let header = csv::header(text);
        if !header_regex().is_match(header) {
            return csv::wrong_header(header.to_string(), required);
        }
        let rows = match csv::rows(&text.replace('"', "\"\"\""), '\t', required) {
            Ok(rows) => rows,
            Err(raised) => return *raised,
        };
        if rows.len() != 4 {
            return csv::wrong_row_count(rows.len(), required);
        }
        for (i, row) in rows.iter().enumerate() {
            if row.len() != 5 {
                return csv::wrong_width(i, row.len(), required);
            }
            for field in row {
                let f = crate::nlp::py_strip(field);
                if f.is_empty() {
                    return super::raised(required, "IndexError", "an empty field");
                }
                if !(f.starts_with('"') && f.ends_with('"')) {
                    let finding = Finding::Unit {
                        unit: "row",
                        index: i,
                        text: None,
                        problem: "has an unquoted field",
                        detail: Some(Detail::Quoted(f.to_string())),
                    };
                    return Fact::property(false, required, finding);
                }
            }
        }
        Fact::property(true, required, Finding::Phrase("3 quoted rows"))
    }
    /// Undecided where the official checker raises.
    fn value(&self, doc: &Document) -> Option<bool> {
        self.check(doc).value
    }
}

fn header_regex() -> &'static regex::Regex {
    static RE: std::sync::OnceLock<regex::Regex> = std::sync::OnceLock::new();
    RE.get_or_init(|| {
        regex::Regex::new(r#"^(StudentID|"StudentID")\t *(Subject|"Subject")\t *(Grade|"Grade")\t *(Semester|"Semester")\t *(Score|"Score")$"#).expect("static regex")
    })
}
