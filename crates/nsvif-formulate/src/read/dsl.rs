//! Writing DSL text, as the families that emit DSL checks do: string literals and
//! conjunctions, spelled in one place.

/// A DSL string literal.
pub(crate) fn dsl_string(s: &str) -> String {
    format!("\"{}\"", s.replace('\\', "\\\\").replace('"', "\\\""))
}

/// The conjunction of `terms` (`a && b && …`).
pub(crate) fn all_of(terms: impl IntoIterator<Item = String>) -> String {
    terms.into_iter().collect::<Vec<_>>().join(" && ")
}
