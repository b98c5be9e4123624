//! Shared paths for the comparison binaries.

use std::path::PathBuf;

/// The repository root (two levels above this crate).
pub fn repo() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../..")
}

/// The IFEval records: `$NSVIF_IFEVAL` or `../shared/data/ifeval/ifeval_gpt4.vif.jsonl`
/// beside the repository.
pub fn records() -> Vec<serde_json::Value> {
    let path = std::env::var_os("NSVIF_IFEVAL")
        .map(PathBuf::from)
        .unwrap_or_else(|| repo().join("../shared/data/ifeval/ifeval_gpt4.vif.jsonl"));
    std::fs::read_to_string(&path)
        .unwrap_or_else(|e| panic!("{}: {e}", path.display()))
        .lines()
        .map(|l| serde_json::from_str(l).unwrap())
        .collect()
}

/// Python's `str.isupper()`/`islower()` (titlecase letters aside, none in the data).
pub fn py_case(s: &str, upper: bool) -> bool {
    let mut cased = false;
    for c in s.chars() {
        if (upper && c.is_lowercase()) || (!upper && c.is_uppercase()) {
            return false;
        }
        cased |= if upper {
            c.is_uppercase()
        } else {
            c.is_lowercase()
        };
    }
    cased
}
