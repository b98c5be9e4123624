//! Formulation stays near-linear on long instructions (issue #18): the shapes that were
//! quadratic — one requirement repeated thousands of times, in one sentence or many,
//! quoted, in parentheses — formulate 256 KB in seconds. Before the passes used
//! per-instruction indexes, each took minutes (the repeated requirement: ~110 s for
//! 1 MB in release); a quadratic pass coming back fails the bound here by far.

use std::time::{Duration, Instant};

/// `unit` repeated to `len` bytes (cut at a character boundary).
fn repeated(unit: &str, len: usize) -> String {
    let mut s = unit.repeat(len / unit.len() + 1);
    let mut cut = len;
    while !s.is_char_boundary(cut) {
        cut -= 1;
    }
    s.truncate(cut);
    s
}

#[test]
fn a_repeated_requirement_formulates_in_near_linear_time() {
    // Generous for a debug build on a loaded machine: the near-linear passes take seconds,
    // the quadratic ones took minutes each.
    let bound = Duration::from_secs(60);
    for unit in [
        "Do not use any commas. ",
        "no commas and at least 3 words ",
        "Say \"hi\" twice. ",
        "Write it (do not use any commas). ",
        "Do not use any commas.\n",
        "1. Use at least 3 bullet points; wrap it in JSON, and end with 'bye'.\n",
    ] {
        let instruction = repeated(unit, 256 << 10);
        let t = Instant::now();
        let spec = nsvif_formulate::formulate_rules(&instruction);
        let took = t.elapsed();
        assert!(
            took < bound,
            "{unit:?} x 256 KB took {took:?} (over {bound:?}): a pass is superlinear again"
        );
        assert!(!spec.constraints.is_empty(), "{unit:?}: read nothing");
    }
}

#[test]
fn counts_near_each_cue_word_are_found_in_near_linear_time() {
    // "highlight 2 sections" looked at every count of the instruction per "highlight":
    // ~200 s for 1 MB in a debug build, where this takes a few seconds.
    let bound = Duration::from_secs(60);
    let unit = "Answer in lowercase letters (no capitals), highlight 2 sections like *this*, \
                and write 5 paragraphs separated by ***. ";
    let instruction = repeated(unit, 1 << 20);
    let t = Instant::now();
    let spec = nsvif_formulate::formulate_rules(&instruction);
    let took = t.elapsed();
    assert!(
        took < bound,
        "mixed shape x 1 MB took {took:?} (over {bound:?}): a pass is superlinear again"
    );
    assert!(!spec.constraints.is_empty(), "read nothing");
}
