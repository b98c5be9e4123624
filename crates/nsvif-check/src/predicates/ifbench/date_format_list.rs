use crate::{declare_predicate, Document, Fact, Finding, FromArgs, Options, Predicate};

declare_predicate! {
    /// Comma-separated dates in YYYY-MM-DD between 1769 and 1821.
    ///
    /// # What it checks
    /// That every comma-separated piece is a date `YYYY-MM-DD` with a year from 1769 to 1821 and a possible month and day.
    ///
    /// # Arguments
    /// None.
    ///
    /// # How it counts
    /// As the official checker: month 00 and day 00 pass, February allows 29; the dates are not checked against Napoleon's battles. Non-ASCII digits are `unknown` (Python's `int` reads them, nsvif does not). With `ifbench_fixes`, month 00 and day 00 fail ("1805-00-00" is no date).
    ///
    /// # Example
    /// `{"predicate": "napoleon_battle_dates", "args": {}}` (IFBench `custom:date_format_list`).
    #[derive(Debug)]
    pub struct NapoleonBattleDates {
        /// `ifbench_fixes`: month and day start at 1.
        fixes: bool,
    }
    name = "napoleon_battle_dates", ifbench = "custom:date_format_list"
}

impl FromArgs for NapoleonBattleDates {
    type Args = super::NoArgs;
    fn new(_: super::NoArgs, options: &Options) -> Result<Self, String> {
        Ok(NapoleonBattleDates {
            fixes: options.ifbench_fixes,
        })
    }
}

impl Predicate for NapoleonBattleDates {
    fn check(&self, doc: &Document) -> Fact {
        let required = "YYYY-MM-DD dates from 1769 to 1821, separated by commas";
        for piece in crate::nlp::py_strip(doc.text()).split(',') {
            let date = crate::nlp::py_strip(piece);
            if !date_regex().is_match(date) {
                let finding = Finding::Excerpt {
                    label: "a date not in YYYY-MM-DD",
                    text: date.to_string(),
                };
                return Fact::property(false, required, finding);
            }
            if !date.is_ascii() {
                return Fact::unknown(required, crate::UndecidedReason::NonAsciiDigits);
            }
            let part = |r: std::ops::Range<usize>| date[r].parse::<u32>().unwrap_or(0);
            let (y, m, d) = (part(0..4), part(5..7), part(8..10));
            let ok = (1769..=1821).contains(&y)
                && !(self.fixes && (m == 0 || d == 0))
                && m <= 12
                && !([1, 3, 5, 7, 8, 10, 12].contains(&m) && d > 31)
                && !([4, 6, 9, 11].contains(&m) && d > 30)
                && !(m == 2 && d > 29);
            if !ok {
                let finding = Finding::Excerpt {
                    label: "a date out of range",
                    text: date.to_string(),
                };
                return Fact::property(false, required, finding);
            }
        }
        Fact::property(true, required, Finding::Phrase("every date is well formed"))
    }
    /// UndecidedReason where the official checker raises.
    fn value(&self, doc: &Document) -> Option<bool> {
        self.check(doc).value
    }
}

fn date_regex() -> &'static regex::Regex {
    static RE: std::sync::OnceLock<regex::Regex> = std::sync::OnceLock::new();
    RE.get_or_init(|| regex::Regex::new(r"^\d{4}-\d{2}-\d{2}\n?$").expect("static regex"))
}

#[cfg(test)]
mod tests {
    use crate::{compile, Document, Options};
    use serde_json::json;

    #[test]
    fn month_and_day_zero_pass_only_without_the_fix() {
        let doc = Document::new("1805-12-02, 1805-00-00");
        let official = compile("napoleon_battle_dates", &json!({}), &Options::default()).unwrap();
        assert_eq!(official.value(&doc), Some(true));
        let fixes = Options {
            ifbench_fixes: true,
            ..Options::default()
        };
        let fixed = compile("napoleon_battle_dates", &json!({}), &fixes).unwrap();
        assert_eq!(fixed.value(&doc), Some(false));
        assert_eq!(
            fixed.value(&Document::new("1805-12-02, 1815-06-18")),
            Some(true)
        );
    }
}
