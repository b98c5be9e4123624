//! The predicate catalog: one predicate per file, grouped like the IFEval taxonomy.
//!
//! Each file declares one predicate with [`declare_predicate!`](crate::declare_predicate):
//! a doc comment (*What it checks / Arguments / How it counts / Example*), a struct
//! holding its compiled arguments, and `check` (plus a fast `holds` where it pays).

use crate::PredicateInfo;

pub mod case;
pub mod combination;
pub mod content;
pub mod format;
pub mod ifbench;
pub mod keywords;
pub mod language;
pub mod length;
pub mod punctuation;
pub mod startend;

const GROUPS: &[&[PredicateInfo]] = &[
    keywords::PREDICATES,
    language::PREDICATES,
    length::PREDICATES,
    content::PREDICATES,
    format::PREDICATES,
    combination::PREDICATES,
    startend::PREDICATES,
    case::PREDICATES,
    punctuation::PREDICATES,
    ifbench::PREDICATES,
];

/// Every predicate, in catalog order.
pub fn catalog() -> impl Iterator<Item = &'static PredicateInfo> {
    GROUPS.iter().flat_map(|g| g.iter())
}

/// The predicate with this name.
pub fn lookup(name: &str) -> Option<&'static PredicateInfo> {
    catalog().find(|p| p.name == name)
}

/// The predicate implementing this IFBench instruction id.
pub fn lookup_ifbench(id: &str) -> Option<&'static PredicateInfo> {
    catalog().find(|p| p.ifbench_id == Some(id))
}

/// The predicate implementing this IFEval instruction id.
pub fn lookup_ifeval(id: &str) -> Option<&'static PredicateInfo> {
    catalog().find(|p| p.ifeval_id == Some(id))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_are_unique_and_docs_follow_the_template() {
        let mut names = std::collections::HashSet::new();
        for p in catalog() {
            assert!(names.insert(p.name), "duplicate predicate {}", p.name);
            for section in [
                "# What it checks",
                "# Arguments",
                "# How it counts",
                "# Example",
            ] {
                assert!(
                    p.doc.contains(section),
                    "{} lacks `{section}` in its doc",
                    p.name
                );
            }
        }
    }
}
