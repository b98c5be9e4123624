//! [`Atom`]: what an atom of the checked formula stands for, and [`Undecided`]: an atom
//! that leaves the verdict open, as a report names it.
//!
//! The solver works on atom names; the names of unexplained parts are made here once per
//! prepared instruction and looked up again by equality, never taken apart.

use std::fmt;

use serde::{Serialize, Serializer};

/// An atom of the formula a prepared instruction is checked against.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Atom {
    /// The Spec's constraint at this index.
    Constraint(usize),
    /// The part of the instruction no rule understood, at this index of `Spec::unexplained`.
    Unexplained(usize),
}

/// The solver's names of the unexplained parts of an instruction: `unexplained1`, ….
pub(crate) fn unexplained_names(count: usize) -> Vec<String> {
    (1..=count).map(|i| format!("unexplained{i}")).collect()
}

/// A constraint or instruction part that leaves the verdict open.
///
/// Serialized (and displayed) as the report has always named it: the constraint's id, or
/// `unexplained: "the part"`, followed by why the LLM formulation failed when it did.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Undecided {
    /// A constraint whose fact is unknown, by id.
    Constraint(String),
    /// A part of the instruction no checker understood, and why the LLM gave no Spec for
    /// it, when one was asked.
    Unexplained {
        /// The part of the instruction, as written.
        text: String,
        /// Why the LLM gave no Spec for it, when it was asked.
        error: Option<String>,
    },
}

impl fmt::Display for Undecided {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Undecided::Constraint(id) => f.write_str(id),
            Undecided::Unexplained { text, error } => {
                write!(f, "unexplained: \"{text}\"")?;
                match error {
                    Some(error) => write!(f, " ({error})"),
                    None => Ok(()),
                }
            }
        }
    }
}

impl Serialize for Undecided {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.collect_str(self)
    }
}

/// `report.undecided == ["c2"]` in tests and callers that only hold ids.
impl PartialEq<&str> for Undecided {
    fn eq(&self, other: &&str) -> bool {
        matches!(self, Undecided::Constraint(id) if id == other)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn undecided_atoms_serialize_as_the_report_names_them() {
        let parts = [
            Undecided::Constraint("c2".into()),
            Undecided::Unexplained {
                text: "Write like a pirate.".into(),
                error: None,
            },
            Undecided::Unexplained {
                text: "Be even.".into(),
                error: Some("no valid Spec after 3 repairs".into()),
            },
        ];
        assert_eq!(
            serde_json::to_string(&parts).unwrap(),
            r#"["c2","unexplained: \"Write like a pirate.\"","unexplained: \"Be even.\" (no valid Spec after 3 repairs)"]"#
        );
    }
}
