//! The table of Chinese, Japanese, French and Spanish examples in docs/FORMULATION.md is
//! true: every example is read whole (one constraint or more, nothing unexplained), and
//! its first constraint is the DSL check the table gives, or a check by the predicate it
//! names.

use nsvif_formulate::formulate_rules;
use nsvif_spec::Check;

#[test]
fn every_example_of_the_multilingual_table_is_read_whole() {
    let doc = include_str!("../../../docs/FORMULATION.md");
    let start = doc
        .find("<!-- multilingual-examples")
        .expect("the table's start marker");
    let end = doc
        .find("<!-- end multilingual-examples -->")
        .expect("the table's end marker");
    let rows: Vec<&str> = doc[start..end]
        .lines()
        .filter(|l| l.starts_with('|') && !l.starts_with("| language") && !l.starts_with("| ---"))
        .collect();
    assert!(rows.len() >= 15, "{} rows", rows.len());
    for row in rows {
        let cells: Vec<&str> = row
            .split(" | ")
            .map(|c| c.trim_matches(['|', ' ']))
            .collect();
        let (example, expected) = (cells[1], cells[2]);
        let spec = formulate_rules(example);
        assert!(
            spec.unexplained.is_empty(),
            "{example}: {:?}",
            spec.unexplained
        );
        let first = &spec.constraints.first().expect("a constraint").check;
        match (
            expected.strip_prefix('`').and_then(|e| e.strip_suffix('`')),
            first,
        ) {
            (Some(code), Check::Dsl { dsl }) => assert_eq!(dsl, code, "{example}"),
            (None, Check::Predicate { predicate, .. }) => {
                assert_eq!(predicate, expected, "{example}")
            }
            (_, other) => panic!("{example}: {other:?}"),
        }
    }
}
