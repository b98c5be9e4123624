//! Argument helpers the predicates share: checks of counts and the defaults of bounds.

use crate::Relation;

/// A count argument that must be at least `min` (below it the official checker picks a
/// random value, or indexes from the end).
pub(crate) fn at_least(name: &str, value: i64, min: i64) -> Result<i64, String> {
    if value < min {
        Err(format!("`{name}` must be >= {min}, got {value}"))
    } else {
        Ok(value)
    }
}

/// The relation of a count bound when none is given: "at least".
pub(crate) fn relation_at_least() -> Relation {
    Relation::Ge
}
