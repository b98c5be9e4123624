//! Regular expressions built from constraint arguments, compiled once per pattern.
//!
//! A few IFEval rules read an argument as a regular expression (the postscript marker, the
//! section splitter). Compiling costs far more than matching one output, and the same
//! pattern recurs across constraints and outputs, so compiled patterns are kept per thread,
//! as Python's `re` module keeps its own (up to 512 patterns).

use std::cell::RefCell;
use std::collections::HashMap;

use crate::bounded_regex::{BoundedRegex, RegexError};

/// The most patterns a thread keeps; the cache is emptied when it is full.
const CAPACITY: usize = 512;

thread_local! {
    static CACHE: RefCell<HashMap<String, BoundedRegex>> = RefCell::new(HashMap::new());
}

/// `pattern` compiled within the limits of [`BoundedRegex`], from the cache when this
/// thread compiled it before.
pub(crate) fn compile(pattern: &str) -> Result<BoundedRegex, RegexError> {
    if let Some(re) = CACHE.with(|c| c.borrow().get(pattern).cloned()) {
        return Ok(re);
    }
    let re = BoundedRegex::new(pattern)?;
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
    use crate::bounded_regex::RegexError;

    #[test]
    fn a_pattern_compiles_once_and_errors_are_not_kept() {
        let a = super::compile(r"p\.s\.").unwrap();
        let b = super::compile(r"p\.s\.").unwrap();
        assert_eq!(a.as_str(), b.as_str());
        assert!(b.is_match("p.s. hi").unwrap());
        assert!(super::compile("(").is_err());
        assert!(super::compile("(").is_err());
    }

    #[test]
    fn a_pattern_too_large_to_compile_is_an_error() {
        let e = super::compile(&r"\w{1000}".repeat(20)).unwrap_err();
        assert!(matches!(e, RegexError::TooBig { .. }), "{e}");
    }
}
