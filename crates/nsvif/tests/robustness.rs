//! Hostile text never panics, and the scoring path agrees with the report.
//!
//! Outputs and instructions are built from fragments that broke or could break a checker
//! (a no-break space before a sentence's last word panicked in `sentence_spans` once):
//! Unicode spaces and separators, combining marks, letters whose case mapping changes
//! their length (`İ`, `ß`, `ﬁ`), the Kelvin sign and the long s, C0 separators Python
//! counts as whitespace, markdown markers, reasoning tags. A fixed-seed generator keeps
//! every run the same, so a failure names a reproducible case.

#[path = "../../nsvif-formulate/tests/common/splitmix.rs"]
mod splitmix;

use nsvif::Verifier;
use splitmix::SplitMix64;

const FRAGMENTS: &[&str] = &[
    "a",
    "A",
    "word",
    "WORD",
    " ",
    " ",
    "  ",
    "\n",
    "\n\n",
    "\t",
    "\r\n",
    ".",
    ",",
    "!",
    "?",
    ";",
    ":",
    "\"",
    "'",
    "*",
    "**",
    "***",
    "******",
    "#",
    "# ",
    "- ",
    "* ",
    "1. ",
    "<<",
    ">>",
    "[",
    "]",
    "{",
    "}",
    "{\"a\": 1}",
    "```json\n",
    "```",
    "P.S.",
    "P.P.S",
    "SECTION 1",
    "Section 2",
    "</think>",
    "<think>",
    "\u{a0}",
    "\u{2029}",
    "\u{2028}",
    "\u{85}",
    "\u{301}",
    "\u{200b}",
    "\u{feff}",
    "\u{1c}",
    "\u{1f}",
    "é",
    "İ",
    "ß",
    "ﬁ",
    "ǅ",
    "Σ",
    "ς",
    "\u{212a}",
    "ſ",
    "ｗ",
    "😀",
    "…",
    "—",
    "'s",
    "n't",
    "N'T.",
    "Mr.",
    "e.g.",
    "0",
    "42",
    "3.14",
    "ಹೌದು",
    "これは",
    "Ceci est",
    "hello",
    "world",
    "the",
    "Is there anything else I can help with?",
];

const INSTRUCTIONS: &[&str] = &[
    "Write at least 30 words in exactly 2 paragraphs separated by the markdown divider ***.",
    "Answer in fewer than 5 sentences and do not use any commas.",
    "Your entire response should be in English, and in all capital letters.",
    "Your entire response should be in English, and in all lowercase letters.",
    "Respond only in French.",
    "Include the keywords cat and dog, and use the word bird at least twice.",
    "Do not include the words mouse or rat. The letter q should appear at least 3 times.",
    "Highlight at least 2 sections with markdown, i.e. *highlighted section*.",
    "Your response must have 3 sections. Mark the beginning of each section with SECTION X.",
    "Include a title wrapped in double angular brackets, such as <<poem of joy>>.",
    "Wrap your entire response with JSON format.",
    "Give two different responses separated by 6 asterisk symbols: ******.",
    "First repeat the request word for word without change, then give your answer.",
    "Finish your response with this exact phrase: Is there anything else I can help with?",
    "Wrap your entire response with double quotation marks.",
    "At the end of your response, please explicitly add a postscript starting with P.S.",
    "The response must contain at least 2 placeholders represented by square brackets, such as [address].",
    "Your answer must contain exactly 3 bullet points. Use the markdown bullet points such as: * This is a point.",
    "In your response, words with all capital letters should appear at least 2 times.",
    "There should be 2 paragraphs. The first word of paragraph 2 must be hello.",
    "Answer with one of the following options: My answer is yes., My answer is no., My answer is maybe.",
    "If you use more than 20 words, then either answer in all capital letters or do not use any commas.",
    "Each sentence should have at most 8 words, and the response should have an even number of words.",
];

/// Up to `max_fragments` of [`FRAGMENTS`], drawn by `rng`.
fn text(rng: &mut SplitMix64, max_fragments: usize) -> String {
    let n = rng.below(max_fragments + 1);
    (0..n)
        .map(|_| FRAGMENTS[rng.below(FRAGMENTS.len())])
        .collect()
}

#[test]
fn hostile_outputs_never_panic_and_decide_agrees_with_check() {
    let mut cases = SplitMix64(7);
    let outputs: Vec<String> = (0..120)
        .map(|i| text(&mut cases, [2, 12, 60][i % 3]))
        .collect();
    for loose in [false, true] {
        let verifier = Verifier::builder().loose(loose).build().unwrap();
        for instruction in INSTRUCTIONS {
            let prepared = verifier.prepare(instruction).unwrap();
            for output in &outputs {
                let report = prepared.check(output);
                let decision = prepared.decide(output);
                let values: Vec<Option<bool>> =
                    report.constraints.iter().map(|c| c.fact.value).collect();
                let case = format!("{instruction:?} on {output:?} (loose: {loose})");
                assert_eq!(decision.verdict, report.verdict, "{case}");
                assert_eq!(decision.values, values, "{case}");
                // Every location is a piece of the output as given.
                for c in &report.constraints {
                    if let Some(at) = &c.fact.evidence.location {
                        assert!(at.start <= at.end && at.end <= output.len(), "{case}");
                        assert!(output.is_char_boundary(at.start), "{case}");
                        assert!(output.is_char_boundary(at.end), "{case}");
                    }
                }
            }
        }
    }
}

#[test]
fn hostile_instructions_formulate_to_valid_specs() {
    let mut cases = SplitMix64(11);
    for i in 0..400 {
        // Fragments spliced into a real instruction, or fragments alone.
        let instruction = if i % 2 == 0 {
            let base = INSTRUCTIONS[cases.below(INSTRUCTIONS.len())];
            let at = base
                .char_indices()
                .map(|(b, _)| b)
                .nth(cases.below(base.chars().count()))
                .unwrap_or(0);
            format!("{}{}{}", &base[..at], text(&mut cases, 6), &base[at..])
        } else {
            text(&mut cases, 30)
        };
        let spec = nsvif_formulate::formulate_rules(&instruction);
        assert!(spec.validate().is_ok(), "{instruction:?}: {spec:?}");
        for c in &spec.constraints {
            if let Some(span) = c.source {
                assert!(span.end <= instruction.len(), "{instruction:?}: {span:?}");
            }
        }
    }
}
