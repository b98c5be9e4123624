//! The LLM-answer parser: whatever a model answers becomes a compiled Spec or the error
//! that goes back to it, never a panic or a stack overflow.
#![no_main]

use libfuzzer_sys::fuzz_target;
use nsvif_check::{CompiledSpec, Options};

fuzz_target!(|data: &[u8]| {
    let Ok(answer) = std::str::from_utf8(data) else {
        return;
    };
    if let Ok(spec) =
        nsvif_formulate::llm::parse_answer(answer, "Write a short story. Use no commas.")
    {
        CompiledSpec::new(spec, &Options::default()).expect("a parsed answer compiles");
    }
});
