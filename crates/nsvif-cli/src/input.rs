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

/// A conversation's messages from FILE (- for standard input): a JSON array of
/// `{"role", "content"}` objects, or an object with such a `messages` array.
pub(crate) fn read_messages(path: &str, bound: Bound) -> Result<Vec<nsvif::Message>> {
    let json = match path {
        "-" => limits::read_bounded(std::io::stdin().lock(), "messages", bound)?,
        path => limits::read_file_bounded(Path::new(path), "messages", bound)?,
    };
    let malformed = |e: serde_json::Error| {
        anyhow::anyhow!(
            "malformed messages JSON `{path}`: {e}; expected [{{\"role\": \"system\"|\"developer\"|\"user\"|\"assistant\", \"content\": \"…\"}}, …]"
        )
    };
    let mut value: serde_json::Value = serde_json::from_str(&json).map_err(malformed)?;
    if let Some(list) = value.get_mut("messages") {
        value = list.take();
    }
    serde_json::from_value(value).map_err(malformed)
}

pub(crate) fn read_spec(path: &Path, bound: Bound) -> Result<Spec> {
    let json = limits::read_file_bounded(path, "Spec", bound)?;
    Spec::from_json(&json).with_context(|| format!("invalid Spec `{}`", path.display()))
}
