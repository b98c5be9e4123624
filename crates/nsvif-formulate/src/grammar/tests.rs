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

/// Read whole: no clause of it is left unread.
fn reads_whole(instruction: &str, expected: &[&str]) {
    reads(instruction, expected);
    let spec = crate::formulate_rules(instruction);
    assert!(
        spec.unexplained.is_empty(),
        "{instruction}: {:?}",
        spec.unexplained
    );
}

/// Some clause stays an unread requirement, whatever else is read.
fn leaves_unread(instruction: &str) {
    let spec = crate::formulate_rules(instruction);
    assert!(!spec.unexplained.is_empty(), "{instruction}: read whole");
}

#[test]
fn a_list_named_with_its_items_and_each_of_them() {
    const BULLET: &str = r#"count(matches(all, "(?m)^[ \\t]*[*+•-][ \\t]+\\S")) == 5"#;
    reads_whole(
        "List 5 tips as bullet points. Each tip must be under 10 words.",
        &[BULLET, "forall b in bullets(all): words(item(b)) < 10"],
    );
    reads_whole(
        "Give me a numbered list of 3 steps, each step under 12 words.",
        &[
            r#"count(matches(all, "(?m)^[ \\t]*\\d+[.)][ \\t]+\\S")) == 3"#,
            "forall b in bullets(all): words(item(b)) < 12",
        ],
    );
    reads_whole(
        "Suggest 3 names, one per line. Each name should start with 'Z'.",
        &[
            "count(lines(all)) == 3",
            r#"forall l in lines(all): starts_with(lower(item(l)), "z")"#,
        ],
    );
    // An order between the items and their layout is read with the count.
    reads_whole(
        "List 4 countries in alphabetical order, one per line.",
        &["count(lines(all)) == 4 && sorted(lines(all))"],
    );
    // "a list": its bullets where it has any, else its lines.
    reads_whole(
        "Make a list of 10 names for a cat.",
        &["count(bullets(all)) > 0 && count(bullets(all)) == 10 || count(bullets(all)) == 0 && count(lines(all)) == 10"],
    );
    // The head noun is the one before its preposition: "each exercise" is not listed.
    leaves_unread("Write a bulleted list of 3 benefits of exercise. Each exercise under 5 words.");
    // Tips nobody asked to be listed: not known what "each tip" ranges over.
    leaves_unread("Give 3 tips. Each tip must be under 8 words.");
}

#[test]
fn an_adjective_before_the_measure_and_a_bound_after_it() {
    reads_whole(
        "Keep every sentence short: eight words tops.",
        &["forall s in sentences(body): words(s) <= 8"],
    );
    reads_whole(
        "Keep your answer to two short paragraphs, max 3 sentences each.",
        &[
            "count(paragraphs(body)) <= 2",
            "forall p in paragraphs(body): count(sentences(p)) <= 3",
        ],
    );
}

#[test]
fn the_one_a_later_sentence_means_is_the_part_read_before() {
    // "one sentence" is the opening paragraph's measure; "the last one" is a paragraph.
    reads_whole(
        "Write two paragraphs. Make the opening paragraph just one sentence. The last one should open with \"Also\".",
        &[
            "count(paragraphs(body)) == 2",
            "count(paragraphs(body)) >= 1 && count(sentences(nth(paragraphs(body), 1))) == 1",
            r#"count(paragraphs(body)) >= 1 && starts_with(lower(nth(paragraphs(body), count(paragraphs(body)))), "also")"#,
        ],
    );
    // A suffix written "-ing": each line's last word ends so.
    reads_whole(
        "Make every line end with \"-ing\".",
        &[
            r#"forall l in lines(all): count(matches(lower(item(l)), "ing[^\\p{L}\\p{N}]*\\z")) >= 1"#,
        ],
    );
    reads_whole("Give a one-word answer.", &["words(all) == 1"]);
    reads_whole(
        "Write a two-sentence summary of the plot.",
        &["count(sentences(body)) == 2"],
    );
    // A size hint, not a count.
    leaves_unread("Write a 300-word essay on trade.");
    reads_whole(
        "Describe your ideal weekend in exactly 50 words, no more, no less.",
        &["words(all) == 50"],
    );
}

#[test]
fn what_a_reading_leaves_is_a_requirement() {
    // A place no reading took.
    leaves_unread("Add 3 hashtags max at the end.");
    leaves_unread("Respond with exactly one emoji at the end.");
    // A word limit after another requirement's clause is not that requirement's count.
    leaves_unread("Use bold for the key term and keep it under 60 words.");
    // Keys quoted and bare, all of them.
    reads(
        r#"Answer as JSON containing "task", done and "due"."#,
        &[
            r#"(exists k in json_keys(all): k == "task") && (exists k in json_keys(all): k == "done") && (exists k in json_keys(all): k == "due")"#,
        ],
    );
}

/// A choice of literals commits to the first that matches: "start" before "starting"
/// would leave "starting" unreachable (its `eow` fails after "start"). No literal of a
/// choice in the grammar comes before a longer one it begins.
#[test]
fn no_literal_of_a_choice_hides_a_longer_one() {
    let grammar = include_str!("../../grammars/everyday.pest");
    let mut hidden = Vec::new();
    for line in grammar
        .lines()
        .filter(|l| !l.trim_start().starts_with("//"))
    {
        // Every parenthesised run of quoted literals joined by `|`.
        let mut rest = line;
        while let Some(open) = rest.find('(') {
            let after = &rest[open + 1..];
            let close = after.find(')').unwrap_or(after.len());
            let group = &after[..close];
            let literals: Vec<&str> = group
                .split('|')
                .map(str::trim)
                .filter_map(|l| l.strip_prefix('"').and_then(|l| l.strip_suffix('"')))
                .collect();
            for (i, a) in literals.iter().enumerate() {
                for b in &literals[i + 1..] {
                    if b.len() > a.len() && b.starts_with(a) {
                        hidden.push(format!("{a:?} hides {b:?}"));
                    }
                }
            }
            rest = &after[close.min(after.len())..];
        }
    }
    assert!(hidden.is_empty(), "{hidden:#?}");
}

#[test]
fn a_unit_said_once_a_list_numbered_after_its_things_and_a_hyphenated_range() {
    reads_whole(
        "Use at least 3 bullet points but no more than 6.",
        &[
            r#"count(matches(all, "(?m)^[ \\t]*[*+•-][ \\t]+\\S")) >= 3 && count(matches(all, "(?m)^[ \\t]*[*+•-][ \\t]+\\S")) <= 6"#,
        ],
    );
    reads_whole(
        "Give me 3 reasons, numbered, each one sentence long.",
        &[
            r#"count(matches(all, "(?m)^[ \\t]*\\d+[.)][ \\t]+\\S")) == 3"#,
            "forall b in bullets(all): count(sentences(item(b))) == 1",
        ],
    );
    reads_whole(
        "Describe Mars in 50-80 characters.",
        &["chars(all) >= 50 && chars(all) <= 80"],
    );
    reads_whole("Keep it brief: under 50 words.", &["words(all) < 50"]);
    // Two things asked for: each measure is one thing's, and no template reads it as
    // the response's.
    leaves_unread("Write a product name (1-3 words) and a tagline (under 10 words).");
    assert!(crate::formulate_rules(
        "Write a product name (1-3 words) and a tagline (under 10 words)."
    )
    .constraints
    .is_empty());
}

#[test]
fn parts_in_the_plural_with_a_lead_or_a_modal_and_a_total() {
    reads_whole(
        "Keep lines under 60 characters, and no more than 10 lines in total.",
        &[
            "forall l in lines(all): chars(item(l)) < 60",
            "count(lines(all)) <= 10",
        ],
    );
    reads_whole(
        "Sentences must be under 20 words.",
        &["forall s in sentences(body): words(s) < 20"],
    );
    // Bare, the measure may be the sentences' total.
    leaves_unread("Write 3 sentences under 20 words.");
}

#[test]
fn a_parts_ending_is_not_the_responses() {
    leaves_unread(
        "Pen four lines about autumn; line two needs to close with an exclamation point.",
    );
    assert!(crate::formulate_rules(
        "Pen four lines about autumn; line two needs to close with an exclamation point."
    )
    .constraints
    .is_empty());
    reads_whole("End with a question.", &[r#"ends_with(all, "?")"#]);
    // The sentence's subject is a part: what is joined to it is said of that part.
    for said_of_a_part in [
        "The title must end with a period.",
        "The subject line must be at most 50 characters, start with a capital letter and not end with a period.",
    ] {
        leaves_unread(said_of_a_part);
        assert!(dsl(said_of_a_part).iter().all(|d| !d.contains("ends_with(all")));
    }
    reads(
        "Your answer must be under 50 words and end with a question.",
        &[r#"ends_with(all, "?")"#],
    );
}

#[test]
fn numbers_and_relations_as_people_write_them() {
    reads_whole(
        "Name half a dozen European capitals, one per line.",
        &["count(lines(all)) == 6"],
    );
    reads_whole("Explain DNS. ≤ 40 words.", &["words(all) <= 40"]);
    reads_whole("Explain DNS in <=40 words.", &["words(all) <= 40"]);
    reads_whole("Explain DNS in <40 words.", &["words(all) < 40"]);
    reads_whole("Explain DNS in ≥ 40 words.", &["words(all) >= 40"]);
    reads(
        "Be kind, limiting the reply to 60 words.",
        &["words(all) <= 60"],
    );
    reads_whole(
        "Write a short bio. It shouldn't go past 160 characters.",
        &["chars(all) <= 160"],
    );
    reads_whole(
        "Don't go past 3 sentences per paragraph.",
        &["forall p in paragraphs(body): count(sentences(p)) <= 3"],
    );
    // A count no rule reads is a requirement.
    leaves_unread("Name a dozen European capitals.");
    leaves_unread("Give a couple of examples.");
    // An approximate size is no count.
    leaves_unread("Explain DNS in ~40 words.");
}

#[test]
fn a_measure_before_with_ends_there() {
    // "with …" attaches the next requirement; the measure before it is read, and
    // "chars" is a unit wherever it stands.
    reads_whole(
        "Write a tweet under 280 chars with 2 hashtags.",
        &["chars(all) < 280"],
    );
    reads_whole(
        "Answer in 3 sentences with no commas.",
        &["count(sentences(body)) == 3"],
    );
}

#[test]
fn a_size_among_several_things_asked_for_is_one_things() {
    leaves_unread("Respond in two parts: first a one-line summary, then the details.");
    assert!(dsl("Give a one-line summary, then the details.").is_empty());
    reads_whole("Write a one-line summary.", &["count(lines(all)) == 1"]);
}

#[test]
fn a_measure_of_a_part_bounds_no_response() {
    // The intro's sentences, the explanation's: no constraint on the whole response.
    for instruction in [
        "Keep the intro under 2 sentences.",
        "Give the answer first, then one sentence of explanation.",
    ] {
        leaves_unread(instruction);
        assert!(
            crate::formulate_rules(instruction).constraints.is_empty(),
            "{instruction}"
        );
    }
}

#[test]
fn a_participle_reads_as_its_verb() {
    reads_whole(
        "Write 2 paragraphs. The second one starting with \"However\".",
        &[
            "count(paragraphs(body)) == 2",
            r#"count(paragraphs(body)) >= 2 && starts_with(lower(nth(paragraphs(body), 2)), "however")"#,
        ],
    );
}

#[test]
fn a_part_named_by_its_place_is_spoken_of() {
    // Whatever follows it, a part named by its place after the request is a requirement.
    for instruction in [
        "Write 2 paragraphs. The second one in bold.",
        "Write 2 paragraphs. The last paragraph with a question.",
        "Write 3 bullet points. Each one a full sentence.",
    ] {
        leaves_unread(instruction);
    }
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

#[test]
fn labels_in_brackets_and_bullets_of_rules_are_requirements() {
    reads_whole(
        "[Max 50 words] Tell them it ships tomorrow.",
        &["words(all) <= 50"],
    );
    reads_whole(
        "[Length: 2 sentences] Let the customer know their order ships tomorrow.",
        &["count(sentences(body)) == 2"],
    );
    leaves_unread("[Tone: empathetic] Let the customer know their order ships tomorrow.");
    leaves_unread("Rules:\n* Use British spelling.\n* Keep answers under 50 words.");
    // A placeholder and the bullets of an example are no requirements.
    reads_whole("Write a title in this format:\n[Title]", &[]);
    assert!(crate::formulate_rules(
        "Use exactly 2 bullet points such as:\n* This is point 1.\n* This is point 2"
    )
    .unexplained
    .is_empty());
}

#[test]
fn a_request_written_as_the_name_of_what_is_asked_for() {
    reads_whole("Caption for a sunset photo, under 20 words.", &[]);
    assert!(
        crate::formulate_rules("Product description for a bamboo toothbrush (max 50 words).")
            .unexplained
            .is_empty()
    );
    reads_whole(
        "Answer the question. Never more than 40 words.",
        &["words(all) <= 40"],
    );
    reads_whole("Requirements: under 300 characters.", &["chars(all) < 300"]);
}
