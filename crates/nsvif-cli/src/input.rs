//! Reading the command line's inputs: TEXT or @FILE values and Spec files, bounded.

use std::path::Path;

use anyhow::{Context, Result};
use nsvif::limits::{self, Bound};
use nsvif_spec::Spec;

/// TEXT, or the contents of FILE for @FILE (@- for standard input), at most `bound`.
pub(crate) fn text_or_file(value: &str, what: &str, bound: Bound) -> Result<String> {
    let text = match value.strip_prefix('@') {
        Some("-") => limits::read_bounded(std::io::stdin().lock(), what, bound)?,
        Some(path) => limits::read_file_bounded(Path::new(path), what, bound)?,
        None if value.len() as u64 > bound.limit => {
            return Err(limits::InputError::TooLarge {
                what: what.to_string(),
                limit: bound.limit,
                raise: bound.raise,
            }
            .into())
        }
        None => value.to_string(),
    };
    Ok(text)
}

pub(crate) fn read_spec(path: &Path, bound: Bound) -> Result<Spec> {
    let json = limits::read_file_bounded(path, "Spec", bound)?;
    Spec::from_json(&json).with_context(|| format!("invalid Spec `{}`", path.display()))
}
