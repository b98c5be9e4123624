//! CSV helpers the IFBench CSV predicates (`csv_city`, `csv_quotes`,
//! `csv_special_character`) share: reading the table as Python's `csv` module does, and
//! the facts for a table of the wrong shape.

use crate::nlp::{ifbench as t, py_strip};
use crate::{Detail, Fact, Finding, Noun};

/// The first line of `text`, stripped: the header as the official checkers read it.
pub(crate) fn header(text: &str) -> &str {
    py_strip(text.split('\n').next().unwrap_or(""))
}

/// A header other than the one required: `header "a,b"`.
pub(crate) fn wrong_header(header: String, required: &'static str) -> Fact {
    let finding = Finding::Excerpt {
        label: "header",
        text: header,
    };
    Fact::property(false, required, finding)
}

/// The rows of `text` split at `separator`, or, where Python's `csv` module raises, the
/// undecided fact that says so.
pub(crate) fn rows(
    text: &str,
    separator: char,
    required: &'static str,
) -> Result<Vec<Vec<String>>, Box<Fact>> {
    t::csv_rows(text, separator)
        .map_err(|e| Box::new(super::ifbench::raised(required, "csv.Error", e.0)))
}

/// A table of `got` rows, the header included, where another number was required.
pub(crate) fn wrong_row_count(got: usize, required: &'static str) -> Fact {
    let finding = Finding::Count {
        unit: Noun::new("row with the header", "rows with the header"),
        got: got as i64,
    };
    Fact::property(false, required, finding)
}

/// Row `index` (0 is the header) has `width` fields, where another number was required.
pub(crate) fn wrong_width(index: usize, width: usize, required: &'static str) -> Fact {
    let finding = Finding::Unit {
        unit: "row",
        index,
        text: None,
        problem: "has",
        detail: Some(Detail::Count(Noun::new("field", "fields"), width as i64)),
    };
    Fact::property(false, required, finding)
}
