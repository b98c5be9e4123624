//! A small deterministic generator for the tests that compare a fast path with its
//! reference on random inputs, so a failure reproduces.

/// A xorshift64 generator seeded with `seed`: each call gives a number below `n`.
pub(crate) fn below(seed: u64) -> impl FnMut(usize) -> usize {
    let mut state = seed;
    move |n: usize| {
        state ^= state << 13;
        state ^= state >> 7;
        state ^= state << 17;
        (state % n as u64) as usize
    }
}
