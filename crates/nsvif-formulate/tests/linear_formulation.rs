//! Formulation stays near-linear on long instructions (issue #18): the shapes that were
//! quadratic — one requirement repeated thousands of times, in one sentence or many,
//! quoted, in parentheses — take about four times as long at four times the size. Before
//! the passes used per-instruction indexes, each was quadratic (the repeated requirement:
//! ~110 s for 1 MB in release): sixteen times as long at four times the size.
//!
//! The test compares two sizes in the same process rather than holding a time bound, so
//! a loaded machine slows both alike; the speed itself is measured by the benchmarks.

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

/// How long formulating `unit` repeated to `len` bytes takes; it must read something.
fn formulate(unit: &str, len: usize) -> Duration {
    let instruction = repeated(unit, len);
    let t = Instant::now();
    let spec = nsvif_formulate::formulate_rules(&instruction);
    let took = t.elapsed();
    assert!(!spec.constraints.is_empty(), "{unit:?}: read nothing");
    took
}

/// At four times the size, well under the sixteen times a quadratic pass takes (the
/// slack absorbs a short input's fixed costs and the machine's noise; each size is
/// timed twice, in turn, and the faster run kept, so a burst of load on a shared
/// machine during one run does not decide).
fn assert_near_linear(unit: &str, small: usize) {
    let (mut short, mut long) = (Duration::MAX, Duration::MAX);
    for _ in 0..2 {
        short = short.min(formulate(unit, small));
        long = long.min(formulate(unit, small * 4));
    }
    assert!(
        long < short * 10 + Duration::from_millis(500),
        "{unit:?}: {short:?} at {small} bytes, {long:?} at four times that: a pass is superlinear again"
    );
}

#[test]
fn a_repeated_requirement_formulates_in_near_linear_time() {
    for unit in [
        "Do not use any commas. ",
        "no commas and at least 3 words ",
        "Say \"hi\" twice. ",
        "Write it (do not use any commas). ",
        "Do not use any commas.\n",
        "1. Use at least 3 bullet points; wrap it in JSON, and end with 'bye'.\n",
    ] {
        assert_near_linear(unit, 32 << 10);
    }
}

#[test]
fn counts_near_each_cue_word_are_found_in_near_linear_time() {
    // "highlight 2 sections" looked at every count of the instruction per "highlight".
    assert_near_linear(
        "Answer in lowercase letters (no capitals), highlight 2 sections like *this*, \
         and write 5 paragraphs separated by ***. ",
        64 << 10,
    );
}
