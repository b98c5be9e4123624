//! The everyday constraint language, end to end: issue #27's table read in full (each row
//! `sat` on an output that keeps it and `unsat` on one that breaks it), the tweet's
//! character count as evidence, and no `sat` on a broken instruction written in a language
//! the rules do not read, whatever the languages and scripts it mixes.

use nsvif::{Verdict, Verifier, VerifierOptions};

fn check(instruction: &str, output: &str) -> nsvif::Report {
    Verifier::new(VerifierOptions::default())
        .check(instruction, output)
        .expect("formulates and compiles")
}

/// `(instruction, an output that keeps it, an output that breaks it)`.
const TABLE: &[(&str, &str, &str)] = &[
    (
        "Keep it under 100 characters.",
        "Short and sweet.",
        "This answer goes on and on, well past the limit it was given, because it keeps adding words for no reason at all.",
    ),
    (
        "Answer in under 50 words and end with a question.",
        "Cats sleep a lot. Want to know why?",
        "Cats sleep a lot.",
    ),
    (
        "Use exactly three bullet points. Each bullet must be under 10 words.",
        "- One short point\n- Another short point\n- A third one",
        "- One short point\n- This bullet point is far too long to fit under ten words\n- A third one",
    ),
    (
        "Write a short note. Make every line end with an exclamation mark.",
        "Hello there!\nWhat a day!",
        "Hello there!\nWhat a day.",
    ),
    (
        "List five fruits, one per line, in alphabetical order.",
        "Apple\nBanana\nCherry\nDate\nFig",
        "Apple\nCherry\nBanana\nDate\nFig",
    ),
    (
        "Your response must contain a table with two columns.",
        "| Fruit | Colour |\n|---|---|\n| Apple | Red |",
        "| Fruit | Colour | Taste |\n|---|---|---|\n| Apple | Red | Sweet |",
    ),
    ("Use at least two emojis.", "Great day 🌞 for a walk 🚶", "Great day 🌞 for a walk"),
    (
        "Start your reply with 'Dear customer' and sign off with 'Best regards'.",
        "Dear customer,\n\nYour order has shipped.\n\nBest regards,\nSam",
        "Dear customer,\n\nYour order has shipped.\n\nCheers,\nSam",
    ),
    (
        "Write 3 paragraphs separated by blank lines; the second must start with 'However'.",
        "Cats are calm.\n\nHowever, they can be wild.\n\nThey sleep a lot.",
        "Cats are calm.\n\nYet they can be wild.\n\nThey sleep a lot.",
    ),
    (
        "Respond in JSON with keys name and age.",
        "{\"name\": \"Ana\", \"age\": 34}",
        "{\"name\": \"Ana\"}",
    ),
    (
        "Summarize the article in one sentence.",
        "The council will plant trees.",
        "The council will plant trees. It costs a lot.",
    ),
    (
        "Write a short poem in all lowercase letters with exactly 4 lines.",
        "the sea\nthe sky\nthe sand\nthe light",
        "the sea\nthe sky\nthe sand",
    ),
    (
        "Answer with a JSON object with exactly two keys and no markdown code fences.",
        "{\"a\": 1, \"b\": 2}",
        "```json\n{\"a\": 1, \"b\": 2}\n```",
    ),
    (
        "Each line must start with the letter R. Do not exceed 20 words.",
        "Rain falls\nRivers rise",
        "Rain falls\nSnow rises",
    ),
];

#[test]
fn every_row_is_read_whole() {
    for (instruction, keeps, breaks) in TABLE {
        assert_eq!(
            check(instruction, keeps).verdict,
            Verdict::Sat,
            "{instruction:?} on {keeps:?}"
        );
        assert_eq!(
            check(instruction, breaks).verdict,
            Verdict::Unsat,
            "{instruction:?} on {breaks:?}"
        );
    }
}

#[test]
fn the_tweet_is_unsat_on_its_character_count() {
    let tweet = format!(
        "{} #climate #earth",
        "Warming is real and it is here. ".repeat(13)
    );
    let report = check(
        "Write a tweet (max 280 characters) about climate change with two hashtags.",
        &tweet,
    );
    assert_eq!(report.verdict, Verdict::Unsat);
    let text = report.to_text();
    assert!(
        text.contains("chars(all)") && text.contains("<= 280"),
        "{text}"
    );
}

/// Clauses in the languages people prompt in with Latin letters, each with an output
/// that breaks it.
const FOREIGN: &[(&str, &str)] = &[
    ("Responde sin usar comas.", "uno, dos"),
    ("Réponds sans utiliser de virgules.", "un, deux"),
    ("Antworte ohne Kommas.", "eins, zwei"),
    ("Rispondi senza usare virgole.", "uno, due"),
    ("Responda sem usar vírgulas.", "um, dois"),
    ("Schreibe mindestens 300 Wörter.", "Zu kurz."),
    ("Escribe todo en mayúsculas.", "todo en minúsculas"),
    ("Termine ta réponse par une question.", "Voilà."),
    ("Verwende genau drei Aufzählungspunkte.", "- eins"),
];

/// English task text the rules read as such.
const TASKS: &[&str] = &[
    "Write a poem about the sea.",
    "Tell me about the history of Rome.",
    "What is the capital of France?",
    "You are a helpful assistant.",
];

/// Latin letters and the Cyrillic or Greek ones that look like them.
const HOMOGLYPHS: &[(char, char)] = &[
    ('o', 'о'),
    ('a', 'а'),
    ('e', 'е'),
    ('c', 'с'),
    ('p', 'р'),
    ('o', 'ο'),
];

/// A small deterministic generator (xorshift), so a failure names its seed.
struct Rng(u64);

impl Rng {
    fn below(&mut self, n: usize) -> usize {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        (self.0 % n as u64) as usize
    }
}

/// An English constraint with a homoglyph in its key word, and an output breaking it.
fn disguised(rng: &mut Rng) -> (String, &'static str) {
    let (clause, output) = [
        ("Do not use any commas.", "a, b"),
        ("Answer in all lowercase letters.", "Hello World"),
        ("End your response with a question mark.", "Done."),
    ][rng.below(3)];
    let (latin, other) = HOMOGLYPHS[rng.below(HOMOGLYPHS.len())];
    let mut words: Vec<String> = clause.split(' ').map(str::to_string).collect();
    let candidates: Vec<usize> = (0..words.len())
        .filter(|&i| words[i].contains(latin))
        .collect();
    if let Some(&i) = candidates.get(rng.below(candidates.len().max(1))) {
        words[i] = words[i].replacen(latin, &other.to_string(), 1);
    }
    (words.join(" "), output)
}

/// Instructions mixed by machine: English task text, then one to three clauses in other
/// languages or with homoglyphs, in any order; the output breaks the last clause. No
/// verdict may be `sat`.
#[test]
fn mixed_languages_and_scripts_are_never_sat() {
    let verifier = Verifier::new(VerifierOptions::default());
    for seed in 1..=300u64 {
        let mut rng = Rng(seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1);
        let mut parts: Vec<String> = vec![TASKS[rng.below(TASKS.len())].to_string()];
        let mut output = "";
        for _ in 0..1 + rng.below(3) {
            let (clause, breaks) = if rng.below(3) == 0 {
                disguised(&mut rng)
            } else {
                let (c, o) = FOREIGN[rng.below(FOREIGN.len())];
                (c.to_string(), o)
            };
            parts.push(clause);
            output = breaks;
        }
        if rng.below(2) == 0 {
            parts.swap(0, 1);
        }
        let instruction = parts.join(" ");
        let verdict = verifier
            .check(&instruction, output)
            .expect("formulates and compiles")
            .verdict;
        assert_ne!(
            verdict,
            Verdict::Sat,
            "seed {seed}: {instruction:?} on {output:?}"
        );
    }
}
