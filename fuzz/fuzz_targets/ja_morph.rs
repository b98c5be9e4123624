//! `nsvif_ja_morph::tokenize` (janome's analysis, the Japanese keyword and nominal-ending
//! checks' tokens) on any text: no panic, and every token is a non-empty slice of the text
//! at its offset, in order, none overlapping the one before.
#![no_main]

use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    let mut end = 0;
    for token in nsvif_ja_morph::tokenize(text) {
        assert!(!token.surface.is_empty(), "an empty token");
        assert!(token.start >= end, "tokens out of order or overlapping");
        let stop = token.start + token.surface.len();
        assert_eq!(text.get(token.start..stop), Some(token.surface), "a token not at its offset");
        end = stop;
    }
});
