//! Regular expressions built from constraint arguments, compiled once per pattern.
//!
//! A few IFEval rules read an argument as a regular expression (the postscript marker, the
//! section splitter). Compiling costs far more than matching one output, and the same
//! pattern recurs across constraints and outputs, so compiled patterns are kept per thread,
//! as Python's `re` module keeps its own (up to 512 patterns).

use std::cell::RefCell;
use std::collections::HashMap;

use regex::{Regex, RegexBuilder};

/// The compiled size limit (and lazy DFA cache size) of a pattern from a Spec or a model:
/// a pattern that would compile larger, such as `(a)` repeated 15,000 times, is an error
/// rather than a matcher whose time per byte grows with its size.
pub(crate) const REGEX_SIZE_LIMIT: usize = 1 << 20;

/// The most patterns a thread keeps; the cache is emptied when it is full.
const CAPACITY: usize = 512;

thread_local! {
    static CACHE: RefCell<HashMap<String, Regex>> = RefCell::new(HashMap::new());
}

/// `pattern` compiled within [`REGEX_SIZE_LIMIT`], from the cache when this thread compiled
/// it before. A `Regex` is a cheap handle to shared compiled state, so the clone costs a
/// reference count.
pub(crate) fn compile(pattern: &str) -> Result<Regex, regex::Error> {
    if let Some(re) = CACHE.with(|c| c.borrow().get(pattern).cloned()) {
        return Ok(re);
    }
    let re = RegexBuilder::new(pattern)
        .size_limit(REGEX_SIZE_LIMIT)
        .dfa_size_limit(REGEX_SIZE_LIMIT)
        .build()?;
    CACHE.with(|c| {
        let mut cache = c.borrow_mut();
        if cache.len() >= CAPACITY {
            cache.clear();
        }
        cache.insert(pattern.to_string(), re.clone());
    });
    Ok(re)
}

#[cfg(test)]
mod tests {
    #[test]
    fn a_pattern_compiles_once_and_errors_are_not_kept() {
        let a = super::compile(r"p\.s\.").unwrap();
        let b = super::compile(r"p\.s\.").unwrap();
        assert_eq!(a.as_str(), b.as_str());
        assert!(b.is_match("p.s. hi"));
        assert!(super::compile("(").is_err());
        assert!(super::compile("(").is_err());
    }

    #[test]
    fn a_pattern_too_large_to_compile_is_an_error() {
        let e = super::compile(&"(a)".repeat(15_000)).unwrap_err();
        assert!(matches!(e, regex::Error::CompiledTooBig(_)), "{e}");
    }
}
