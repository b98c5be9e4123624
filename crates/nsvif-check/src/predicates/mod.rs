//! The predicate catalog: one predicate per file, grouped like the IFEval taxonomy.
//!
//! Each file declares one predicate with [`declare_predicate!`](crate::declare_predicate):
//! a doc comment (*What it checks / Arguments / How it counts / Example*), a struct
//! holding its compiled arguments, and `check` (plus a fast `holds` where it pays).
//! `check` gives its evidence as data (a [`Requirement`](crate::Requirement) and a
//! [`Finding`](crate::Finding), or another [`EvidenceKind`](crate::EvidenceKind)); the
//! words are made where evidence becomes text, never in a predicate.
//!
//! What several predicates share stands beside the groups, not among them: `args`
//! (argument checks and defaults), `csv` (the IFBench CSV tables), `testing` (the tests'
//! helpers).

use foldhash::{HashMap, HashMapExt};
use std::sync::OnceLock;

use crate::PredicateInfo;

mod args;
pub mod case;
pub mod combination;
pub mod content;
mod csv;
pub mod format;
pub mod ifbench;
pub mod keywords;
pub mod language;
pub mod length;
pub mod multilingual;
pub mod punctuation;
pub mod startend;
#[cfg(test)]
mod testing;

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
    multilingual::PREDICATES,
];

/// Every predicate, in catalog order.
pub fn catalog() -> impl Iterator<Item = &'static PredicateInfo> {
    GROUPS.iter().flat_map(|g| g.iter())
}

/// The predicate with this name.
pub fn lookup(name: &str) -> Option<&'static PredicateInfo> {
    index().by_name.get(name).copied()
}

/// The predicate implementing this IFBench instruction id.
pub fn lookup_ifbench(id: &str) -> Option<&'static PredicateInfo> {
    index().by_ifbench_id.get(id).copied()
}

/// The predicate implementing this IFEval instruction id.
pub fn lookup_ifeval(id: &str) -> Option<&'static PredicateInfo> {
    index().by_ifeval_id.get(id).copied()
}

/// The predicate implementing this M-IFEval instruction id (`es:punctuation:question_marks`,
/// `ja:letters:furigana`, `fr:length_constraints:number_words`; `en:` ids are IFEval's).
/// Its arguments from the official kwargs: [`crate::mifeval::to_check`].
pub fn lookup_mifeval(id: &str) -> Option<&'static PredicateInfo> {
    crate::mifeval::predicate(id)
}

/// The catalog by name and by benchmark id, built once: a bench compiles a predicate per
/// constraint of every record, and a scan of the whole catalog each time showed in profiles.
struct Index {
    by_name: HashMap<&'static str, &'static PredicateInfo>,
    by_ifbench_id: HashMap<&'static str, &'static PredicateInfo>,
    by_ifeval_id: HashMap<&'static str, &'static PredicateInfo>,
}

fn index() -> &'static Index {
    static INDEX: OnceLock<Index> = OnceLock::new();
    INDEX.get_or_init(|| {
        // The first entry wins, as a scan in catalog order would find it.
        let mut index = Index {
            by_name: HashMap::new(),
            by_ifbench_id: HashMap::new(),
            by_ifeval_id: HashMap::new(),
        };
        for p in catalog() {
            index.by_name.entry(p.name).or_insert(p);
            if let Some(id) = p.ifbench_id {
                index.by_ifbench_id.entry(id).or_insert(p);
            }
            if let Some(id) = p.ifeval_id {
                index.by_ifeval_id.entry(id).or_insert(p);
            }
        }
        index
    })
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
