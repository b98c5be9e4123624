//! `Document` and every predicate: any output against an instruction that touches every
//! rule family gives a report, and `decide` agrees with `check`.
#![no_main]

use std::sync::{Arc, OnceLock};

use libfuzzer_sys::fuzz_target;
use nsvif::{Prepared, Verifier};

/// Every rule family of the formulator (as `nsvif_formulate`'s warm-up instruction).
const EVERY_FAMILY: &str = "Write at least 300 words and fewer than 20 sentences, in exactly 3 paragraphs separated by the markdown divider ***; the first paragraph must start with the word hello. Include exactly 2 bullet points and highlight at least 2 sections with markdown. Mark the beginning of each section with SECTION X. Add a title wrapped in double angular brackets, i.e. <<title>>, wrap the output in JSON format, and give two different responses separated by ******. First repeat the request above word for word. End your response with the exact phrase \"Bye.\" Start your answer with the word Hi. Wrap your entire response in double quotation marks. Answer with \"My answer is yes.\" Add a postscript starting with P.S. Include at least 2 placeholders such as [name]. Include the keywords cat and dog, do not include the word mouse, and use the word bird at least twice. The letter q should appear at least 3 times and include at least 2 hashtags. Use at least 3 words in all capital letters. Answer in all lowercase letters, do not use any commas, and respond only in French. Use markdown. Your answer must be in a formal tone. The response should be about cats. Each sentence should have at most 12 words, the response should have an even number of words, start and end with the same word, and include 3 subsections, each with a title. If you use more than 100 words, then either answer in all capital letters or do not use any commas.";

static PREPARED: OnceLock<Arc<Prepared>> = OnceLock::new();

fuzz_target!(|data: &[u8]| {
    let Ok(output) = std::str::from_utf8(data) else {
        return;
    };
    let prepared = PREPARED.get_or_init(|| {
        // No time budget: `decide` and `check` must agree, whatever the machine's load.
        Verifier::builder()
            .check_timeout(None)
            .build()
            .expect("the default verifier builds")
            .prepare(EVERY_FAMILY)
            .expect("the every-family instruction formulates")
    });
    let report = prepared.check(output);
    let decision = prepared.decide(output);
    assert_eq!(report.verdict, decision.verdict, "decide equals check");
    assert!((0..=2).contains(&report.exit_code()));
});
