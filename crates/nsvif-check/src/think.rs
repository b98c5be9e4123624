//! Reasoning traces: `<think>…</think>` blocks that reasoning models emit before the answer.
//!
//! Checking the trace as if it were the answer collapses scores (the trace breaks word
//! limits, casing, "no commas" …), so by default it is removed before checking.

/// The output without its reasoning trace, and whether one was removed.
///
/// - Everything up to the last `</think>` is the trace (some chat templates put the
///   opening tag in the prompt, so only the closing tag is in the output).
/// - An output that opens `<think>` and never closes it is all trace: the answer is empty.
///
/// The answer is always the end of the output, so its offset in the output is
/// `output.len() - answer.len()`.
pub fn strip_think(output: &str) -> (&str, bool) {
    // Most outputs have no trace: memchr's forward search is SIMD, its reverse search is
    // not (2% of a bench run), so the last tag is looked for only once one is known.
    let bytes = output.as_bytes();
    if let Some(first) = memchr::memmem::find(bytes, b"</think>") {
        let last = first + memchr::memmem::rfind(&bytes[first..], b"</think>").unwrap_or(0);
        return (output[last + "</think>".len()..].trim_start(), true);
    }
    if output.trim_start().starts_with("<think>") {
        return ("", true);
    }
    (output, false)
}

#[cfg(test)]
mod tests {
    use super::strip_think;

    #[test]
    fn removes_a_closed_trace() {
        assert_eq!(
            strip_think("<think>\nhmm, ok\n</think>\n\nanswer"),
            ("answer", true)
        );
        assert_eq!(strip_think("hmm</think>answer"), ("answer", true));
        // The answer follows the last closing tag.
        assert_eq!(strip_think("a</think>b</think> answer"), ("answer", true));
    }

    #[test]
    fn an_unclosed_trace_leaves_no_answer() {
        assert_eq!(strip_think("<think>still thinking"), ("", true));
    }

    #[test]
    fn leaves_plain_outputs_alone() {
        assert_eq!(strip_think("I <think> so"), ("I <think> so", false));
    }
}
