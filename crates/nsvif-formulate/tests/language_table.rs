//! The table of the everyday constraint language in docs/FORMULATION.md is true: every
//! example there is read whole by the grammar (one constraint or more, nothing
//! unexplained), and where the table gives DSL text, the first constraint is that check.

use nsvif_formulate::formulate_rules;
use nsvif_spec::Check;

#[test]
fn every_example_of_the_language_table_is_read_whole() {
    let doc = include_str!("../../../docs/FORMULATION.md");
    let start = doc
        .find("<!-- language-examples")
        .expect("the table's start marker");
    let end = doc
        .find("<!-- end language-examples -->")
        .expect("the table's end marker");
    let rows: Vec<&str> = doc[start..end]
        .lines()
        .filter(|l| l.starts_with('|') && !l.starts_with("| form") && !l.starts_with("| ---"))
        .collect();
    assert!(rows.len() >= 20, "{} rows", rows.len());
    for row in rows {
        let cells: Vec<&str> = row
            .split(" | ")
            .map(|c| c.trim_matches(['|', ' ']))
            .collect();
        let (example, dsl) = (cells[1], cells[2]);
        let spec = formulate_rules(example);
        assert!(
            spec.unexplained.is_empty(),
            "{example}: {:?}",
            spec.unexplained
        );
        assert!(!spec.constraints.is_empty(), "{example}: nothing read");
        // `code`, or `` code `` when the code holds a backtick.
        let code = match dsl.strip_prefix("`` ") {
            Some(d) => d.strip_suffix(" ``"),
            None => dsl
                .strip_prefix('`')
                .and_then(|d| d.strip_suffix('`'))
                .filter(|d| !d.contains('`')),
        };
        if let Some(code) = code {
            match &spec.constraints[0].check {
                Check::Dsl { dsl } => assert_eq!(dsl, code, "{example}"),
                other => panic!("{example}: {other:?}"),
            }
        }
    }
}
