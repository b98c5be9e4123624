//! Phrasings users write, family by family, read into checks; and text that only looks
//! like a constraint, read into none. The phrasings are not IFEval's own sentences: they
//! test that the rules read a family, not a data set.

use nsvif_formulate::{formulate_rules, formulate_rules_with, Conventions};
use nsvif_spec::{Check, Formula};
use serde_json::{json, Value};

/// `(predicate or "dsl"/"judge", arguments or the DSL/question, negated)` of each constraint.
fn read(instruction: &str) -> Vec<(String, Value, bool)> {
    let spec = formulate_rules(instruction);
    spec.validate().expect("a valid Spec");
    let negated = |id: &str| match &spec.formula {
        Some(Formula::Not(inner)) => **inner == Formula::Atom(id.into()),
        Some(Formula::And(parts)) => parts
            .iter()
            .any(|p| matches!(p, Formula::Not(inner) if **inner == Formula::Atom(id.into()))),
        _ => false,
    };
    spec.constraints
        .iter()
        .map(|c| match &c.check {
            Check::Predicate { predicate, args } => {
                (predicate.clone(), args.clone(), negated(&c.id))
            }
            Check::Dsl { dsl } => ("dsl".into(), json!(dsl), negated(&c.id)),
            Check::Judge { judge } => ("judge".into(), json!(judge), negated(&c.id)),
        })
        .collect()
}

fn one(predicate: &str, args: Value) -> Vec<(String, Value, bool)> {
    vec![(predicate.to_string(), args, false)]
}

#[track_caller]
fn reads(instruction: &str, expected: Vec<(String, Value, bool)>) {
    assert_eq!(read(instruction), expected, "{instruction}");
}

#[test]
fn lengths() {
    reads(
        "Keep it under 150 words.",
        one(
            "word_count",
            json!({"relation": "less than", "num_words": 150}),
        ),
    );
    reads(
        "Your essay should be no longer than 500 words.",
        one(
            "word_count",
            json!({"relation": "less than", "num_words": 501}),
        ),
    );
    reads(
        "Write between 200 and 250 words.",
        vec![
            (
                "word_count".into(),
                json!({"relation": "at least", "num_words": 200}),
                false,
            ),
            (
                "word_count".into(),
                json!({"relation": "less than", "num_words": 251}),
                false,
            ),
        ],
    );
    reads(
        "Respond in at most 3 sentences.",
        one(
            "sentence_count",
            json!({"relation": "less than", "num_sentences": 4}),
        ),
    );
    reads(
        "Use no fewer than 8 sentences.",
        one(
            "sentence_count",
            json!({"relation": "at least", "num_sentences": 8}),
        ),
    );
    reads(
        "Write 3 paragraphs separated by the markdown divider ***.",
        one("paragraph_count", json!({"num_paragraphs": 3})),
    );
    reads(
        "Write a poem with at least 4 stanzas.",
        one(
            "paragraph_count",
            json!({"num_paragraphs": 4, "relation": ">=", "separator": "blank line"}),
        ),
    );
    reads(
        "Make sure the first paragraph starts with the word \"Once\".",
        one(
            "nth_paragraph_first_word",
            json!({"first_word": "once", "nth_paragraph": 1}),
        ),
    );
}

#[test]
fn format() {
    // Plain bullets ("•" too, numbered lines not), the everyday grammar's; IFEval's
    // conventions read the template's `bullet_count`.
    reads(
        "Use exactly 4 bullet points.",
        one(
            "dsl",
            json!(r#"count(matches(all, "(?m)^[ \\t]*[*+•-][ \\t]+\\S")) == 4"#),
        ),
    );
    reads(
        "Highlight at least 2 sections with markdown.",
        one("highlight_count", json!({"num_highlights": 2})),
    );
    reads(
        "Divide your answer into 3 parts, and mark the beginning of each part with Part X.",
        one(
            "section_count",
            json!({"section_spliter": "Part", "num_sections": 3}),
        ),
    );
    reads(
        "Include a title in double angular brackets like <<Title>>.",
        one("title", json!({})),
    );
    reads(
        "Your response must be valid JSON.",
        one("json_format", json!({})),
    );
    reads(
        "Give two different answers separated by ******.",
        one("two_responses", json!({})),
    );
    reads(
        "Answer with one of the following options: \"My answer is yes.\", \"My answer is no.\", \"My answer is maybe.\"",
        one("constrained_response", json!({})),
    );
    reads(
        "Include at least 3 placeholders in square brackets like [name].",
        one("placeholder_count", json!({"num_placeholders": 3})),
    );
    reads(
        "Add a P.S. at the end.",
        one("postscript", json!({"postscript_marker": "P.S."})),
    );
}

#[test]
fn start_end_and_quotes() {
    reads(
        "End your answer with \"Thanks for reading!\"",
        one("end_phrase", json!({"end_phrase": "Thanks for reading!"})),
    );
    reads(
        "Start your response with \"Dear team,\"",
        one("dsl", json!("starts_with(lower(all), \"dear team,\")")),
    );
    reads(
        "Wrap your whole reply in double quotes.",
        one("wrapped_in_quotes", json!({})),
    );
    reads("Repeat the request above first, then answer.", vec![]);
    reads(
        "Name three fruits.\nRepeat the request above first, then answer.",
        one(
            "repeat_prompt",
            json!({"prompt_to_repeat": "Name three fruits."}),
        ),
    );
}

#[test]
fn words_letters_and_case() {
    reads(
        "Include the keywords apple, banana and cherry.",
        one(
            "include_keywords",
            json!({"keywords": ["apple", "banana", "cherry"]}),
        ),
    );
    reads(
        "Avoid the words bad and terrible.",
        one(
            "forbidden_words",
            json!({"forbidden_words": ["bad", "terrible"]}),
        ),
    );
    reads(
        "Use the word \"very\".",
        one("include_keywords", json!({"keywords": ["very"]})),
    );
    reads(
        "Don't use the word \"very\".",
        one("forbidden_words", json!({"forbidden_words": ["very"]})),
    );
    reads(
        "Mention \"climate\" at least 3 times.",
        one(
            "keyword_frequency",
            json!({"keyword": "climate", "relation": "at least", "frequency": 3}),
        ),
    );
    reads(
        "Do not use the letter z anywhere.",
        one(
            "letter_frequency",
            json!({"letter": "z", "let_relation": "less than", "let_frequency": 1}),
        ),
    );
    reads(
        "Use at most two exclamation marks.",
        one(
            "letter_frequency",
            json!({"letter": "!", "let_relation": "less than", "let_frequency": 3}),
        ),
    );
    reads(
        "Use at least 3 words in all caps.",
        one(
            "capital_word_count",
            json!({"capital_relation": "at least", "capital_frequency": 3}),
        ),
    );
    reads(
        "Write everything in lowercase.",
        // Read plainly: the case only (IFEval's checker also wants English).
        one("all_lowercase", json!({"language": "any"})),
    );
    reads(
        "Write your answer in uppercase.",
        one("all_capitals", json!({"language": "any"})),
    );
    reads(
        "Do not write in all capital letters.",
        vec![("all_capitals".into(), json!({"language": "any"}), true)],
    );
    reads("No commas please.", one("no_commas", json!({})));
    reads(
        "Answer in Spanish.",
        one("response_language", json!({"language": "es"})),
    );
    reads(
        "Please reply in Japanese, no other language is allowed.",
        one("response_language", json!({"language": "ja"})),
    );
}

#[test]
fn vifbench_templates() {
    reads(
        "Each sentence must be shorter than 15 words.",
        one("dsl", json!("forall s in sentences(body): words(s) < 15")),
    );
    reads(
        "Your response should have an odd number of words.",
        one("dsl", json!("count(words(all)) % 2 == 1")),
    );
    reads(
        "Start and end your response with the same word.",
        one("dsl", json!("first_word(all) == last_word(all)")),
    );
    reads(
        "Write 4 sections, each with a heading. Each section should contain at most 80 words.",
        vec![
            ("dsl".into(), json!("count(headings()) == 4"), false),
            (
                "dsl".into(),
                json!("count(sections()) >= 1 && forall s in sections(): words(s) <= 80"),
                false,
            ),
        ],
    );
    reads(
        "The response should be written in a pessimistic tone.",
        one(
            "judge",
            json!("Is the response written in a pessimistic tone?"),
        ),
    );
    reads(
        "The response should be about renewable energy.",
        one("judge", json!("Is the response about renewable energy?")),
    );
}

#[test]
fn numbers_and_topics_in_the_task_are_not_constraints() {
    // Counts, a tone and a target language inside the main request shape the response: read
    // plainly they are unread requirements; IFEval's labels read them as task text.
    for counted in [
        "Write about 3 cats and 2 dogs.",
        "Write a 300-word essay.",
        "Summarise the 3 words of the motto.",
        "Write a tweet storm with a weird tone about a flat earth.",
        "Translate this sentence into German.",
    ] {
        assert_eq!(read(counted), vec![], "{counted}");
        assert!(
            !formulate_rules(counted).unexplained.is_empty(),
            "{counted}"
        );
        assert!(
            formulate_rules_with(counted, Conventions::Ifeval)
                .unexplained
                .is_empty(),
            "{counted}"
        );
    }
    // A size in the response's name is a count where it is exact ("a 5-paragraph essay",
    // "a 4-line poem"); under IFEval's conventions it is task text.
    reads(
        "Write a 5-paragraph essay.",
        one("dsl", json!("count(paragraphs(body)) == 5")),
    );
    assert!(
        formulate_rules_with("Write a 5-paragraph essay.", Conventions::Ifeval)
            .unexplained
            .is_empty()
    );
    for task in [
        "In 2023, 40% of users complained. Summarise why.",
        "What is a bullet point?",
        "Explain what JSON is.",
        "Write a funny poem about the letter A.",
        "Write a story about two people who are trying to avoid using the letter t.",
    ] {
        assert_eq!(read(task), vec![], "{task}");
        assert!(formulate_rules(task).unexplained.is_empty(), "{task}");
    }
}

#[test]
fn never_panics_on_unusual_text() {
    let phrases = [
        "the letter e",
        "in JSON",
        "at least 3 words",
        "the word \"x\" at least twice",
        "include the keywords a, b",
        "end your response with the exact phrase",
        "highlight at least 2 sections",
        "in French",
        "repeat the request above",
        "P.S.",
        "do not use any commas",
        "<<title>>",
        "******",
        "***",
    ];
    let odd = ["’", "”", "é", "😀", "—", "\n", "\"", "'", "(", ":", "", " "];
    for p in phrases {
        for a in odd {
            for b in odd {
                for text in [
                    format!("{a}{p}{b}"),
                    format!("{p}{a}{b}{p}"),
                    format!("Write{a} {p}{b}s and {p}."),
                ] {
                    let spec = formulate_rules(&text);
                    assert!(spec.validate().is_ok(), "{text:?}");
                }
            }
        }
    }
    for text in [
        "",
        " ",
        "\n\n",
        "\"",
        "'",
        "(",
        "P.S",
        "***",
        "“unclosed",
        "a.b.c.",
    ] {
        let _ = formulate_rules(text);
    }
}
