//! Limits on what a Spec may ask of the parser and of every recursive walk after it.
//!
//! Formulas and DSL expressions come from users, files and LLM answers; a deeply nested
//! one would overflow the stack of the parser, of evaluation, of Z3 encoding or of `Drop`
//! (a Python host dies with the process). Every tree this crate builds is therefore at
//! most [`MAX_DEPTH`] deep, so every later recursive walk is bounded too.

/// The deepest formula or DSL expression accepted: parentheses, quantifiers, `!` and
/// chains of left-associative operators (`a <-> b <-> c`, `1 + 1 + 1`, `a && b` in the
/// DSL) each count one level. A formula's `&&`/`||` chains are flat and do not count.
pub const MAX_DEPTH: usize = 128;

/// The stack the parser is guaranteed: pest recurses a few frames per nesting level, and
/// [`MAX_DEPTH`] levels take about 2.6 MiB in a debug build (far less in release), more
/// than a 2 MiB worker thread has left.
const PARSE_STACK: usize = 8 << 20;

/// Runs `parse` with at least [`PARSE_STACK`] bytes of stack, on a fresh stack segment
/// when the caller's has less left (lazily mapped: untouched pages cost nothing).
pub(crate) fn on_parse_stack<T>(parse: impl FnOnce() -> T) -> T {
    stacker::maybe_grow(PARSE_STACK, PARSE_STACK, parse)
}

/// The first byte offset where the text's syntactic nesting (open parentheses plus
/// quantifiers seen so far) exceeds [`MAX_DEPTH`], skipping string literals. The pest
/// parser recurses once per such level, so this is checked before it runs.
pub(crate) fn too_deep_at(src: &str) -> Option<usize> {
    let bytes = src.as_bytes();
    let (mut parens, mut quantifiers) = (0usize, 0usize);
    let mut i = 0;
    while i < bytes.len() {
        match bytes[i] {
            b'"' => {
                i += 1;
                while i < bytes.len() && bytes[i] != b'"' {
                    i += if bytes[i] == b'\\' { 2 } else { 1 };
                }
            }
            b'(' => parens += 1,
            b')' => parens = parens.saturating_sub(1),
            b'f' | b'e' if starts_quantifier(bytes, i) => quantifiers += 1,
            _ => {}
        }
        if parens + quantifiers > MAX_DEPTH {
            return Some(i);
        }
        i += 1;
    }
    None
}

fn starts_quantifier(bytes: &[u8], i: usize) -> bool {
    let word = |b: u8| b.is_ascii_alphanumeric() || b == b'_' || b == b'.';
    let rest = &bytes[i..];
    (rest.starts_with(b"forall") || rest.starts_with(b"exists"))
        && (i == 0 || !word(bytes[i - 1]))
        && !rest.get(6).is_some_and(|&b| word(b))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn counts_parentheses_and_quantifiers_but_not_strings() {
        assert_eq!(too_deep_at(&"(".repeat(MAX_DEPTH)), None);
        assert_eq!(too_deep_at(&"(".repeat(MAX_DEPTH + 1)), Some(MAX_DEPTH));
        assert_eq!(too_deep_at(&format!("\"{}\"", "(".repeat(1000))), None);
        let quantified = "forall s in sentences(): ".repeat(MAX_DEPTH + 1);
        assert!(too_deep_at(&quantified).is_some());
        assert_eq!(too_deep_at("forallx existsy"), None);
    }
}
