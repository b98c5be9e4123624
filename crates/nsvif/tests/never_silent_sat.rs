//! Issue #12's table: phrasings the rules were not written for, each with an output that
//! breaks it. From text alone, each verdict is `unknown` (an unread requirement) or a
//! correct `unsat`, never `sat`; and a phrase means what it says ("all lowercase
//! letters" is the case only, unless IFEval's conventions are asked for).

use nsvif::{Conventions, Verdict, Verifier, VerifierOptions};

fn verdict_with(conventions: Conventions, instruction: &str, output: &str) -> Verdict {
    let options = VerifierOptions {
        conventions,
        ..VerifierOptions::default()
    };
    Verifier::new(options)
        .check(instruction, output)
        .expect("formulates and compiles")
        .verdict
}

fn verdict(instruction: &str, output: &str) -> Verdict {
    verdict_with(Conventions::Plain, instruction, output)
}

/// `(instruction, an output that violates it)`.
const TABLE: &[(&str, &str)] = &[
    (
        "Give me five tips for better sleep.",
        "1. Go to bed early.\n2. Avoid coffee.\n3. Keep the room dark.",
    ),
    ("Mention at least three different numbers.", "I like 7."),
    (
        "List exactly four options labelled A) to D).",
        "A) one\nB) two",
    ),
    (
        "Respond with a markdown table with three columns.",
        "There is no table here.",
    ),
    (
        "Include the word river in the third sentence.",
        "The river flows. It is long. It is wide.",
    ),
    (
        "Include the keywords apple and pear, each at least twice.",
        "An apple and a pear.",
    ),
    (
        "Write exactly 2 paragraphs, the second one starting with the word However.",
        "The first paragraph.\n\nThe second paragraph.",
    ),
    (
        "Highlight at least 2 sections with markdown, one per paragraph.",
        "*one* and *two* in a single paragraph.",
    ),
    (
        "Use at least 3 bullet points, and every bullet point must end with a question mark.",
        "* one.\n* two.\n* three.",
    ),
    ("不要使用表格", "| a | b |\n|---|---|\n| 1 | 2 |"),
    (
        "回复不超过30个字",
        "这是一个非常非常非常非常非常非常非常非常非常非常非常非常非常非常长的回复。",
    ),
];

#[test]
fn every_row_of_the_table_is_not_sat() {
    for (instruction, output) in TABLE {
        let v = verdict(instruction, output);
        assert_ne!(v, Verdict::Sat, "{instruction:?} on {output:?}");
    }
}

#[test]
fn every_row_is_unknown_rather_than_a_guess() {
    // The rows the everyday grammar or the Chinese phrase table reads whole are decided;
    // no other rule reads any row whole: each must say so.
    const READ_WHOLE: &[&str] = &[
        "Respond with a markdown table with three columns.",
        "Use at least 3 bullet points, and every bullet point must end with a question mark.",
        "回复不超过30个字",
    ];
    for (instruction, output) in TABLE {
        let want = if READ_WHOLE.contains(instruction) {
            Verdict::Unsat
        } else {
            Verdict::Unknown
        };
        assert_eq!(verdict(instruction, output), want, "{instruction:?}");
    }
}

/// Wordings outside the benchmarks' templates, each a silent `sat` before its fix: a
/// named form with fixed structure, a voice, a layout per unit, numbers in words, the
/// translation's language left over by a rule that read the rest of the clause, and a
/// system prompt's standing rule stated as a plain sentence.
const REVIEWED: &[(&str, &str)] = &[
    (
        "Write a haiku about rain.",
        "Rain falls on the roof all night long.",
    ),
    ("Write a limerick about a cat.", "The cat sat on the mat."),
    (
        "Rewrite the sentence in passive voice: The dog bit the man.",
        "The dog bit the man.",
    ),
    ("Count from 1 to 5, one number per line.", "1 2 3 4 5"),
    (
        "Spell out each number in words.",
        "There are 3 cats and 12 dogs.",
    ),
    (
        "Translate to French and keep it under 10 words.",
        "This is English.",
    ),
    (
        "System: You are Max, a cooking bot. Recipes are given as numbered steps. User: How do I boil an egg?",
        "Put the egg in boiling water for 9 minutes, then cool it.",
    ),
    (
        "Describe autumn in a single sentence that never uses the letter e.",
        "Cold air. Dry hills turn brown.",
    ),
    // Negations of a phrase a rule only marks as read, restrictions as a first clause, a
    // forbidden word that is also a topic, and modifiers beside a read requirement: each
    // was `sat` on the output given.
    ("Write a poem. Do not use markdown.", "# Poem\n\n**Roses** are red."),
    ("Steer clear of jargon. Explain DNS.", "DNS uses recursive resolvers and TTLs."),
    ("Be brief. What is rain?", "Rain is water. It falls. It is wet. It is cold. It is grey."),
    (
        "Write a thank-you note. Do not mention money.",
        "Thanks for the $50 gift!",
    ),
    (
        "Write a thank-you note. Don't mention money.",
        "Thanks for the $50 gift!",
    ),
    (
        "Describe Paris without using any commas, mentioning the Eiffel Tower.",
        "Paris is a city in France.",
    ),
    // Read as "use the word 'urgent'": `sat` on the very word it forbids.
    (
        "Draft a memo to staff. Under no circumstances should you use the word 'urgent'.",
        "URGENT: please read.",
    ),
    (
        "Write a story in at least 4 sections, each section starting with Section X, and make it at least 100 sentences long.",
        "Section 1 A. Section 2 B. Section 3 C. Section 4 D.",
    ),
];

/// Read now; each was `sat` (or a wrong `unsat`) on the output given, or unread.
const READ: &[(&str, &str, Verdict)] = &[
    // The layout is read: three planets on one line break it.
    (
        "List the planets, each on its own line.",
        "Mercury, Venus, Earth",
        Verdict::Unsat,
    ),
    (
        "Refrain from using any exclamation marks in your reply.",
        "Great news!",
        Verdict::Unsat,
    ),
    (
        "Steer clear of the words good and bad.",
        "It was good.",
        Verdict::Unsat,
    ),
    ("List three European capitals.", "Paris, Rome, Madrid", Verdict::Unknown),
    (
        "Give me 10 slogans, each under 6 words.",
        "Fresh coffee daily\nWake up happy\nBrew joy\nSip smart\nBean there\nCup of cheer\nDaily grind\nMorning magic\nPure roast\nHot and bold",
        Verdict::Unknown,
    ),
];

#[test]
fn readings_of_real_phrasings() {
    for (instruction, output, want) in READ {
        assert_eq!(
            verdict(instruction, output),
            *want,
            "{instruction:?} on {output:?}"
        );
    }
}

#[test]
fn every_reviewed_phrasing_is_unknown() {
    for (instruction, output) in REVIEWED {
        assert_eq!(
            verdict(instruction, output),
            Verdict::Unknown,
            "{instruction:?} on {output:?}"
        );
    }
    // Translating names the response's language only after a translation verb.
    assert_eq!(
        verdict("Compare English to French grammar.", "They differ."),
        Verdict::Sat
    );
}

#[test]
fn all_lowercase_means_all_lowercase() {
    assert_eq!(
        verdict("Answer in all lowercase letters", "hello"),
        Verdict::Sat
    );
    assert_eq!(
        verdict("Answer in all lowercase letters", "Hello"),
        Verdict::Unsat
    );
    // IFEval's checker also requires English, which "hello" is not to langdetect.
    assert_eq!(
        verdict_with(
            Conventions::Ifeval,
            "Answer in all lowercase letters",
            "hello"
        ),
        Verdict::Unsat
    );
}

#[test]
fn task_text_alone_stays_sat() {
    assert_eq!(
        verdict("Write a poem about cats.", "Cats sleep all day."),
        Verdict::Sat
    );
    assert_eq!(
        verdict(
            "What is the capital of France? Do not use any commas.",
            "Paris is the capital."
        ),
        Verdict::Sat
    );
}
