//! What the everyday grammar reads, phrase by phrase.

use crate::rules::testing::dsl;

fn reads(instruction: &str, expected: &[&str]) {
    assert_eq!(dsl(instruction), expected, "{instruction}");
}

#[test]
fn the_whole_response_measured() {
    reads("Keep it under 100 characters.", &["chars(all) < 100"]);
    reads("Keep it to 100 characters.", &["chars(all) <= 100"]);
    reads("Use at least two emojis.", &["count(emojis(all)) >= 2"]);
    reads(
        "Summarize the article in one sentence.",
        &["count(sentences(body)) == 1"],
    );
    reads(
        "Write a short poem in all lowercase letters with exactly 4 lines.",
        &["count(lines(all)) == 4"],
    );
}

#[test]
fn a_capped_count_and_a_mentioned_word() {
    // A count capped by "no more" is the count; a length so capped is a limit.
    reads(
        "Use 3 hashtags, no more.",
        &[r##"count(matches(all, "#\\w+")) == 3"##],
    );
    reads("Keep it to 100 words, no more.", &["words(all) <= 100"]);
    // A quoted word is mentioned as a word ("answers" does not mention "answer").
    reads(
        "The first bullet must mention \"answer\".",
        &[
            r#"count(bullets(all)) >= 1 && count(matches(lower(item(nth(bullets(all), 1))), "\\banswer\\b")) >= 1"#,
        ],
    );
}

#[test]
fn bullet_points_are_not_numbered_lines_but_a_lists_items_are_either() {
    reads(
        "Use exactly three bullet points.",
        &[r#"count(matches(all, "(?m)^[ \\t]*[*+•-][ \\t]+\\S")) == 3"#],
    );
    reads("Use a list. Give 5 items.", &["count(bullets(all)) == 5"]);
}

/// The reference matcher: `phrase` itself, parsed whole at every word.
fn phrase_whole<'w>(
    window: &'w str,
    _at: usize,
    _reach: &super::forms::Reach,
) -> Option<(pest::iterators::Pair<'w, super::Rule>, usize)> {
    use pest::Parser;
    let phrase = super::Everyday::parse(super::Rule::phrase, window)
        .ok()?
        .next()?;
    let consumed = phrase.as_str().len();
    Some((phrase.into_inner().next()?, consumed))
}

/// Trying only the forms that can open at a word reads exactly what parsing `phrase`
/// whole would, on every instruction of the repository's corpora.
#[test]
fn forms_tried_by_opening_read_what_phrase_reads() {
    let root = concat!(env!("CARGO_MANIFEST_DIR"), "/../../bench");
    let mut files = vec![
        format!("{root}/everyday/tune.jsonl"),
        format!("{root}/everyday/heldout.jsonl"),
        format!("{root}/everyday/table27.jsonl"),
        format!("{root}/formulation/instructions.jsonl"),
    ];
    for entry in std::fs::read_dir(format!("{root}/phrasings")).expect("bench/phrasings") {
        let path = entry.expect("a directory entry").path();
        if path.extension().is_some_and(|e| e == "jsonl") {
            files.push(path.display().to_string());
        }
    }
    let mut instructions = 0;
    for file in files {
        let source = std::fs::read_to_string(&file).expect("a corpus file");
        for line in source.lines().filter(|l| !l.trim().is_empty()) {
            let record: serde_json::Value = serde_json::from_str(line).expect("a JSON line");
            let Some(instruction) = record["instruction"].as_str() else {
                continue;
            };
            let text = crate::read::Text::new(instruction);
            let by_forms = super::scan_with(&text, &[], super::forms::first_match);
            let by_phrase = super::scan_with(&text, &[], phrase_whole);
            assert_eq!(by_forms, by_phrase, "{file}: {instruction}");
            instructions += 1;
        }
    }
    assert!(instructions > 1000, "only {instructions} instructions read");
}
