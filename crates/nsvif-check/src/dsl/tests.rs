//! Tests of DSL evaluation: every function, the documented examples, evidence,
//! errors, and VIFBench-style checks.

use nsvif_spec::parse_expr;

use super::value::{Kind, List};
use super::{evaluate, EvalErrorKind};
use crate::document::Segment;
use crate::{Document, Fact, UndecidedReason};

fn eval(src: &str, text: &str) -> Fact {
    let expr = parse_expr(src).unwrap_or_else(|e| panic!("{src}: {e}"));
    evaluate(&expr, &Document::new(text))
}

/// The value of a check that must be decided.
fn holds(src: &str, text: &str) -> bool {
    let fact = eval(src, text);
    match fact.value {
        Some(v) => v,
        None => panic!("`{src}` undecided: {:?}", fact.evidence.reason),
    }
}

/// The reason a check is unknown.
fn reason(src: &str, text: &str) -> String {
    let fact = eval(src, text);
    assert_eq!(fact.value, None, "`{src}` should be undecided: {fact:?}");
    let reason = fact.evidence.reason.expect("an unknown fact has a reason");
    reason.to_string()
}

fn unit(fact: &Fact) -> &str {
    fact.evidence
        .location
        .as_ref()
        .and_then(|l| l.unit.as_deref())
        .unwrap_or_else(|| panic!("no unit in {fact:?}"))
}

fn words(n: usize) -> String {
    vec!["word"; n].join(" ")
}

const MD: &str = "# Title\n\nFirst paragraph. It has two sentences!\n\n## Part 2\n* one\n* two\n- three\n\n```rust\nlet x = 1;\n```\n";

// ---- the documented examples ------------------------------------------------------

#[test]
fn example_word_range_over_the_body() {
    let heading = "# A heading of six words here\n\n";
    let ok = format!("{heading}{}.", words(300));
    assert!(holds("words(body) >= 300 && words(body) <= 500", &ok));
    // The heading's words do not count: 299 + 6 words in all, 299 in the body.
    let short = format!("{heading}{}.", words(299));
    let fact = eval("words(body) >= 300 && words(body) <= 500", &short);
    assert_eq!(fact.value, Some(false));
    assert_eq!(fact.evidence.measured(), "words(body) = 299");
    assert_eq!(
        fact.evidence.required(),
        "words(body) >= 300 && words(body) <= 500"
    );
    assert!(holds("words(all) == 305", &short));
    // Both bounds were measured; the evidence says so once.
    assert_eq!(
        eval("words(body) >= 300 && words(body) <= 500", &ok)
            .evidence
            .measured(),
        "words(body) = 300"
    );
}

#[test]
fn example_words_per_sentence_names_the_sentence() {
    let text = "# A heading with very many words in it right here\nShort one. \
                This sentence is definitely far too long for the limit. Ok. \
                And this sentence is also much too long to pass.";
    let fact = eval("forall s in sentences(body): words(s) < 8", text);
    assert_eq!(fact.value, Some(false));
    assert_eq!(
        fact.evidence.measured(),
        "sentence 2 fails (2 of 4 sentences fail): words(s) = 10 (needs words(s) < 8)"
    );
    assert_eq!(
        fact.evidence.required(),
        "forall s in sentences(body): words(s) < 8"
    );
    let loc = fact.evidence.location.clone().unwrap();
    assert_eq!(loc.unit.as_deref(), Some("sentence 2"));
    assert_eq!((loc.line, loc.column), (2, 12));
    assert!(Document::new(text).text()[loc.start..loc.end].starts_with("This sentence"));
    // The heading is not a sentence of the body, but it is one of the output.
    assert_eq!(
        unit(&eval("forall s in sentences(all): words(s) < 8", text)),
        "sentence 1"
    );
    let ok = eval("forall s in sentences(body): words(s) < 12", text);
    assert_eq!(ok.value, Some(true));
    assert_eq!(ok.evidence.measured(), "all 4 sentences pass");
}

#[test]
fn example_heading_exists() {
    let src = "exists h in headings(): level(h) == 1 && text(h) == \"Unlocking Success\"";
    let text = "Intro.\n\n## Other\n\n# Unlocking Success\n\nBody.";
    let fact = eval(src, text);
    assert_eq!(fact.value, Some(true));
    assert_eq!(unit(&fact), "heading 2");
    assert_eq!(fact.evidence.location.as_ref().unwrap().line, 5);
    assert!(
        fact.evidence.measured().starts_with("heading 2: "),
        "{}",
        fact.evidence.measured()
    );
    let fact = eval(src, "## Unlocking Success\n\nBody.");
    assert_eq!(fact.value, Some(false));
    assert_eq!(
        fact.evidence.measured(),
        "the only heading does not satisfy it"
    );
    assert_eq!(eval(src, "No headings.").evidence.measured(), "no headings");
}

#[test]
fn example_placeholder_count() {
    let src = r#"count(matches(all, "\\[[^\\]]+\\]")) >= 12"#;
    let many: String = (1..=12).map(|i| format!("[field{i}] ")).collect();
    assert!(holds(src, &many));
    let fact = eval(src, "Dear [name], at [address]. [] is not one.");
    assert_eq!(fact.value, Some(false));
    assert!(
        fact.evidence.measured().ends_with(" = 2"),
        "{}",
        fact.evidence.measured()
    );
}

#[test]
fn example_same_first_and_last_word() {
    let fact = eval(
        "first_word(all) == last_word(all)",
        "Hello there, I say HELLO!",
    );
    assert_eq!(fact.value, Some(true));
    assert_eq!(
        fact.evidence.measured(),
        r#"first_word(all) = "hello", last_word(all) = "hello""#
    );
    assert!(!holds(
        "first_word(all) == last_word(all)",
        "Hello there, goodbye."
    ));
}

// ---- functions ----------------------------------------------------------------------

#[test]
fn unit_functions_count_the_documents_units() {
    for (src, n) in [
        ("count(lines())", 9),
        ("count(lines(all))", 9),
        ("count(paragraphs())", 4),
        ("count(sentences())", 9),
        ("count(words())", 16),
        ("count(sections())", 2),
        ("count(headings())", 2),
        ("count(bullets())", 3),
        ("count(code_blocks())", 1),
    ] {
        assert!(holds(&format!("{src} == {n}"), MD), "{src} != {n}");
    }
}

#[test]
fn units_of_an_element_are_the_units_within_it() {
    // Sentences of the second paragraph, words of its second sentence.
    assert!(holds("count(sentences(nth(paragraphs(), 2))) == 2", MD));
    assert!(holds(
        "words(nth(sentences(nth(paragraphs(), 2)), 2)) == 4",
        MD
    ));
    // Bullets of the second section; none in the first.
    assert!(holds("count(bullets(nth(sections(), 2))) == 3", MD));
    assert!(holds("count(bullets(nth(sections(), 1))) == 0", MD));
    assert!(holds("count(headings(nth(sections(), 2))) == 1", MD));
    // Words of a heading are the words of its text.
    assert!(holds("words(nth(headings(), 2)) == 2", MD));
    // Indices are positions in the list taken from: the first word of paragraph 2.
    let fact = eval("forall w in words(nth(paragraphs(), 2)): w != \"It\"", MD);
    assert_eq!(unit(&fact), "word 3");
}

#[test]
fn units_of_an_element_that_cuts_a_unit_are_split_from_its_text() {
    // The match "ell" cuts the word "hello": its one word is "ell", located in the output.
    let fact = eval(
        r#"exists m in matches(all, "ell"): exists w in words(m): w == "ell""#,
        "say hello",
    );
    assert_eq!(fact.value, Some(true));
    let loc = fact.evidence.location.unwrap();
    assert_eq!((loc.start, loc.end), (5, 8));
    // A sentence is one paragraph of its own text.
    assert!(holds(
        "forall s in sentences(): count(paragraphs(s)) == 1",
        MD
    ));
}

#[test]
fn units_of_a_computed_text_have_no_place_in_the_output() {
    assert!(holds("words(lower(all)) == words(all)", MD));
    let fact = eval(
        r#"forall w in words(upper(all)): w != "TWO""#,
        "one two three",
    );
    assert_eq!(fact.value, Some(false));
    assert!(fact.evidence.location.is_none());
    assert!(fact.evidence.measured().starts_with("word 2 fails"));
}

#[test]
fn count_len_and_chars() {
    assert!(holds("count(words()) == 3 && len(words()) == 3", "a b c"));
    assert!(holds("count(all) == 5 && len(all) == 5", "a b c"));
    assert!(holds(r#"chars("héllo") == 5"#, ""));
    assert!(holds(r#"count("héllo") == 5"#, ""));
    assert!(holds("chars(nth(words(), 2)) == 4", "a café"));
    assert!(reason("count(3) > 1", "").contains("`count` needs a list or a text, got number"));
    assert!(reason("chars(words()) > 1", "").contains("`chars` needs a text, got list of words"));
}

#[test]
fn lower_upper_contains() {
    assert!(holds(r#"lower(all) == "hello world""#, "Hello World"));
    assert!(holds(r#"upper(all) == "HELLO WORLD""#, "Hello World"));
    assert!(holds(r#"contains(all, "lo Wo")"#, "Hello World"));
    assert!(!holds(r#"contains(all, "lo wo")"#, "Hello World"));
    assert!(holds(r#"contains(lower(all), "lo wo")"#, "Hello World"));
    assert!(holds(r#"!contains(lower(all), "sorry")"#, "Fine."));
    let fact = eval(r#"!contains(lower(all), "sorry")"#, "I am SORRY.");
    assert_eq!(fact.value, Some(false));
    assert_eq!(
        fact.evidence.measured(),
        r#"contains(lower(all), "sorry") = true"#
    );
}

#[test]
fn starts_with_and_ends_with_ignore_surrounding_whitespace() {
    let text = "\n  Dear Sir,\nThanks. Any other questions? \n\n";
    assert!(holds(r#"starts_with(all, "Dear Sir")"#, text));
    assert!(holds(r#"ends_with(all, "Any other questions?")"#, text));
    assert!(holds(r#"ends_with(all, "questions? ")"#, text));
    assert!(!holds(r#"starts_with(all, "Sir")"#, text));
    assert!(!holds(r#"ends_with(all, "Thanks.")"#, text));
    assert!(holds(
        r#"forall s in sentences(): ends_with(s, ".") || ends_with(s, "?") || ends_with(s, ",")"#,
        text
    ));
}

#[test]
fn matches_are_located_elements() {
    let text = "Call 555-1234 or\n555-9876 today.";
    let fact = eval(
        r#"forall m in matches(all, "\d{3}-\d{4}"): m != "555-9876""#,
        text,
    );
    assert_eq!(fact.value, Some(false));
    let loc = fact.evidence.location.unwrap();
    assert_eq!(loc.unit.as_deref(), Some("match 2"));
    assert_eq!((loc.line, loc.column), (2, 1));
    assert!(holds(r#"count(matches(all, "\d+")) == 4"#, text));
    // Matching inside an element stays in output coordinates.
    let fact = eval(
        r#"exists m in matches(nth(lines(), 2), "\d+"): m == "9876""#,
        text,
    );
    assert_eq!(
        fact.evidence.location.unwrap().start,
        text.find("9876").unwrap()
    );
    // Matching a computed text: no location.
    let fact = eval(r#"exists m in matches(lower(all), "today"): true"#, text);
    assert_eq!(fact.value, Some(true));
    assert!(fact.evidence.location.is_none());
}

#[test]
fn first_and_last_word() {
    assert!(holds(
        r#"first_word(all) == "the" && last_word(all) == "end""#,
        "  The story... THE END!!\n"
    ));
    assert!(holds(
        r#"first_word(all) == "" && last_word(all) == """#,
        "?!"
    ));
    assert!(holds(r#"first_word(all) == """#, ""));
    assert!(holds(
        r#"first_word(nth(sentences(), 2)) == "second""#,
        "First one. Second one."
    ));
    assert!(holds(r#"last_word("Hi there") == "there""#, ""));
}

#[test]
fn nth_is_one_based_and_checked() {
    assert!(holds(
        r#"nth(words(), 1) == "a" && nth(words(), 3) == "c""#,
        "a b c"
    ));
    let why = reason("nth(words(), 4) == \"c\"", "a b c");
    assert!(why.contains("index 4 is out of range for 3 words"), "{why}");
    assert!(reason("nth(words(), 0) == \"a\"", "a b c").contains("index 0"));
    assert!(reason("nth(words(), -1) == \"a\"", "a b c").contains("index -1"));
    assert!(reason(r#"nth(all, 1) == "a""#, "a").contains("`nth` needs a list, got output"));
    // && short-circuits, so a guard protects nth.
    assert!(!holds(
        r#"count(sentences()) >= 3 && nth(sentences(), 3) == "x""#,
        "One. Two."
    ));
}

#[test]
fn level_and_text_of_headings_and_sections() {
    assert!(holds(
        r#"level(nth(headings(), 2)) == 2 && text(nth(headings(), 2)) == "Part 2""#,
        MD
    ));
    // A heading used as a text is its text, without `#`s.
    assert!(holds(r#"nth(headings(), 1) == "Title""#, MD));
    assert!(holds(r##"!contains(nth(headings(), 1), "#")"##, MD));
    // A section has the level of its heading; its text includes the heading line.
    assert!(holds("level(nth(sections(), 2)) == 2", MD));
    assert!(holds(
        r###"starts_with(nth(sections(), 2), "## Part 2")"###,
        MD
    ));
    assert!(holds(r#"text("abc") == "abc""#, ""));
    assert!(holds(r#"text(body) == "\nText.""#, "# H\nText."));
    assert!(reason("level(nth(sentences(), 1)) == 1", MD)
        .contains("`level` needs a heading or a section, got sentence"));
}

// ---- body ----------------------------------------------------------------------

#[test]
fn body_units_leave_out_heading_lines_and_keep_output_spans() {
    let text = "Intro line.\n# Heading words\nMore text here.\n\n## Two\nLast.";
    assert!(holds("words(body) == 6 && words(all) == 9", text));
    assert!(holds(
        "count(headings(body)) == 0 && count(sections(body)) == 0",
        text
    ));
    // The paragraph "Intro line.\n# Heading words\nMore text here." is cut at the heading.
    assert!(holds("count(paragraphs(body)) == 3", text));
    assert!(holds(
        r#"nth(paragraphs(body), 2) == "More text here.""#,
        text
    ));
    assert!(holds(
        "count(lines(body)) == 3 && count(sentences(body)) == 3",
        text
    ));
    let fact = eval(r#"forall s in sentences(body): s != "Last.""#, text);
    assert_eq!(unit(&fact), "sentence 3");
    assert_eq!(fact.evidence.location.unwrap().line, 6);
    // The same counts as re-splitting the body text.
    let body = Document::new(text).body().to_string();
    let again = Document::new(body.as_str());
    assert_eq!(again.words().len(), 6);
    assert_eq!(again.paragraphs().len(), 3);
}

#[test]
fn body_units_of_a_view_are_the_units_off_heading_lines() {
    // Headings first, last, adjacent and between; each body unit's text and place is the
    // output's unit of the same text, in order.
    let text = "# A\n## B\nOne two. Three?\n### C\nFour five six.\nSeven.\n# D\n\nEight nine.\n# E";
    let doc = Document::new(text);
    let heads: Vec<Segment> = doc.headings().iter().map(|h| h.line).collect();
    for kind in [Kind::Word, Kind::Line, Kind::Sentence] {
        let all = List::of_output(&doc, kind);
        let body = super::units::body_units(&doc, kind, &all);
        let want: Vec<Segment> = all
            .iter(&doc)
            .filter_map(|e| e.span)
            .filter(|s| !heads.iter().any(|h| h.end > s.start && h.start < s.end))
            .collect();
        let got: Vec<(usize, Option<Segment>)> =
            body.iter(&doc).map(|e| (e.index, e.span)).collect();
        let want: Vec<(usize, Option<Segment>)> = want
            .into_iter()
            .enumerate()
            .map(|(i, s)| (i + 1, Some(s)))
            .collect();
        assert_eq!(got, want, "{kind:?}");
        assert_eq!(body.len(), want.len());
        assert!(body.get(&doc, want.len()).is_none());
    }
    assert!(holds(
        "words(body) == 9 && count(sentences(body)) == 5",
        text
    ));
}

#[test]
fn matches_in_body_map_back_to_the_output() {
    let text = "# Title\nSee [a] and\n## Sub\n[b] here.";
    let fact = eval(r#"forall m in matches(body, "\[\w\]"): m != "[b]""#, text);
    assert_eq!(fact.value, Some(false));
    let loc = fact.evidence.location.unwrap();
    assert_eq!((loc.line, loc.column), (4, 1));
    assert_eq!(&text[loc.start..loc.end], "[b]");
    // A match across a removed heading line keeps the body's text.
    let fact = eval(
        r#"exists m in matches(body, "and\n\n\["): m == "and\n\n[""#,
        text,
    );
    assert_eq!(fact.value, Some(true));
    assert!(holds(r#"contains(body, "and\n\n[b]")"#, text));
}

// ---- quantifiers and evidence ------------------------------------------------------

#[test]
fn nested_quantifiers_name_the_inner_element() {
    let text = "Short one. Fine too.\n\nOk here. This one has far too many words in it.";
    let src = "forall p in paragraphs(): forall s in sentences(p): words(s) < 6";
    let fact = eval(src, text);
    assert_eq!(fact.value, Some(false));
    assert_eq!(unit(&fact), "sentence 2 of paragraph 2");
    assert_eq!(
        fact.evidence.measured(),
        "paragraph 2 fails (1 of 2 paragraphs fails): sentence 2 fails (1 of 2 sentences fails): \
         words(s) = 9 (needs words(s) < 6)"
    );
    let loc = fact.evidence.location.unwrap();
    assert!(text[loc.start..].starts_with("This one"));
    // exists inside forall: every paragraph has a short sentence.
    assert!(holds(
        "forall p in paragraphs(): exists s in sentences(p): words(s) <= 2",
        text
    ));
    assert!(!holds(
        "forall p in paragraphs(): exists s in sentences(p): words(s) == 3",
        text
    ));
}

#[test]
fn quantifier_variables_shadow() {
    // The inner `s` ranges over the words of the outer `s`.
    assert!(holds(
        r#"exists s in sentences(): exists s in words(s): s == "two""#,
        "One. Two two."
    ));
    assert!(holds(r#"exists all in words(): all == "x""#, "a x b"));
    assert!(holds(
        "forall s in sentences(): words(s) >= 1 && forall w in words(s): chars(w) <= chars(s)",
        "One two. Three."
    ));
}

#[test]
fn empty_domains() {
    let fact = eval("forall b in bullets(): words(b) < 3", "No bullets.");
    assert_eq!(fact.value, Some(true));
    assert_eq!(fact.evidence.measured(), "no bullets (vacuously true)");
    assert!(!holds("exists b in bullets(): true", "No bullets."));
}

#[test]
fn errors_inside_a_quantifier_name_the_element() {
    let why = reason(
        "forall s in sentences(): nth(words(s), 2) != \"x\"",
        "One two. Three.",
    );
    assert!(
        why.starts_with("sentence 2: index 2 is out of range"),
        "{why}"
    );
    // Nested quantifiers name the outer element first.
    let why = reason(
        "forall s in sentences(): forall w in words(s): count(words(w)) / 0 > 1",
        "One two. Three.",
    );
    assert!(
        why.starts_with("sentence 1: word 1: division by zero"),
        "{why}"
    );
}

// ---- type and evaluation errors --------------------------------------------------------

#[test]
fn type_errors_are_unknown_with_a_reason() {
    assert_eq!(
        reason("lower(all) < 3", "x"),
        "cannot compare text with number in `lower(all) < 3`"
    );
    assert!(reason(r#"words(all) == "x""#, "x").contains("cannot compare list of words with text"));
    assert!(reason(r#"lower(all) < "b""#, "x").contains("cannot order texts with `<`"));
    assert!(reason("true == 1", "x").contains("cannot compare boolean with number"));
    assert!(reason("words(all)", "x")
        .contains("expected a condition (true or false), got list of words"));
    assert!(reason("forall s in all: true", "x").contains("needs a list to range over, got output"));
    assert!(reason(r#"contains(all, words())"#, "x").contains("`contains` needs a text"));
    assert!(reason(r#"words(3) > 1"#, "x").contains("`words` needs a text, got number"));
    assert!(reason(r#"lower(all) + 1 > 1"#, "x").contains("`+` needs numbers, got text and number"));
    assert!(reason("exists s in sentences(): s", "x.").contains("expected a condition"));
    let fact = eval("lower(all) < 3", "x");
    assert_eq!(fact.evidence.required(), "lower(all) < 3");
}

#[test]
fn unknown_variables_are_named() {
    let why = reason("words(x) > 1", "a b");
    assert!(why.contains("unknown variable `x`"), "{why}");
    assert!(reason("forall s in sentences(): words(t) > 1", "a.").contains("`t`"));
}

#[test]
fn arithmetic_is_checked() {
    assert!(holds(
        "words(all) * 2 + 1 == 7 && 7 / 2 == 3 && 7 % 3 == 1 && 2 - 5 == -3",
        "a b c"
    ));
    assert!(reason("words(all) / 0 > 1", "a").contains("division by zero in `words(all) / 0`"));
    assert!(reason("words(all) % 0 == 0", "a").contains("division by zero"));
    assert!(reason("9223372036854775807 + words(all) > 0", "a").contains("integer overflow"));
    assert!(reason("-9223372036854775808 / -1 > 0", "a").contains("integer overflow"));
    assert!(reason("-9223372036854775808 * 2 > 0", "a").contains("integer overflow"));
}

#[test]
fn bad_and_oversized_regexes_are_unknown() {
    let why = reason(r#"count(matches(all, "(")) > 0"#, "x");
    assert!(why.starts_with(r#"bad regular expression "(": "#), "{why}");
    assert!(why.contains("unclosed group"), "{why}");
    let why = reason(r#"count(matches(all, "(\w{100}){100}")) > 0"#, "x");
    assert!(why.contains("bad regular expression"), "{why}");
}

#[test]
fn regexes_compile_once_per_evaluation() {
    let doc = Document::new("a1 b2 c3");
    let expr = parse_expr(r#"forall w in words(): count(matches(w, "\d")) == 1"#).unwrap();
    let mut ev = super::eval::Evaluator::new(&doc);
    assert!(ev.decide(&expr).unwrap().value);
    assert_eq!(ev.regexes.len(), 1);
}

#[test]
fn expensive_checks_hit_the_budget_and_stop() {
    let text = words(2000);
    let start = std::time::Instant::now();
    let why = reason(
        "forall a in words(): forall b in words(): forall c in words(): a == b",
        &text,
    );
    assert_eq!(
        why,
        "evaluation budget exceeded (10000000 steps): the check is too expensive for this output"
    );
    assert!(start.elapsed().as_secs() < 30);
    // An empty-pattern regex over a long output is bounded too.
    assert!(holds(r#"count(matches(all, "")) > 100"#, &text));
}

#[test]
fn nothing_panics_on_odd_inputs() {
    let docs = [
        "",
        "   \n\n  ",
        "#",
        "# \n##\n###   ###",
        "```\nunclosed",
        "é—ü 🎉. ¿Qué? ¡Sí!\r\n\r\n* ü",
        "# H\n# H2\n",
        "a\n# H\nb",
        MD,
    ];
    let exprs = [
        "forall s in sections(): words(s) > 0",
        "forall s in sentences(body): words(s) < 8",
        "exists p in paragraphs(body): count(lines(p)) >= 1",
        "forall h in headings(): level(h) >= 1 && len(text(h)) >= 0",
        r#"count(matches(body, "\w*")) >= 0"#,
        r#"count(matches(all, "$")) >= 0"#,
        "first_word(body) == last_word(body)",
        "forall c in code_blocks(body): count(words(c)) >= 0",
        "forall b in bullets(): count(sentences(b)) >= 0 && count(paragraphs(b)) >= 0",
        "forall w in words(): count(sentences(w)) == 1 && count(headings(w)) == 0",
        "forall l in lines(): count(sections(l)) >= 0 && count(code_blocks(l)) >= 0",
        "forall s in sections(): count(paragraphs(s)) >= 1",
        r#"exists m in matches(all, "."): count(words(m)) >= 0 && count(lines(m)) >= 0"#,
        "words(upper(body)) == words(body)",
    ];
    for d in docs {
        for e in exprs {
            let fact = eval(e, d);
            assert!(
                fact.value.is_some(),
                "`{e}` on {d:?}: {:?}",
                fact.evidence.reason
            );
        }
    }
}

// ---- VIFBench-style checks -----------------------------------------------------------

#[test]
fn vifbench_words_per_sentence() {
    let src = "forall s in sentences(): words(s) >= 3 && words(s) <= 6";
    assert!(holds(
        src,
        "I like short ones. They read well. Do you agree?"
    ));
    let fact = eval(src, "I like short ones. No. Do you agree? Yes.");
    assert_eq!(fact.value, Some(false));
    assert_eq!(unit(&fact), "sentence 2");
    assert_eq!(
        fact.evidence.measured(),
        "sentence 2 fails (2 of 4 sentences fail): words(s) = 1 (needs words(s) >= 3)"
    );
}

#[test]
fn vifbench_even_and_odd_word_counts() {
    assert!(holds("words(all) % 2 == 0", "one two three four"));
    assert!(!holds("words(all) % 2 == 0", "one two three"));
    assert!(holds("words(all) % 2 == 1", "one two three"));
    let fact = eval("words(all) % 2 == 0", "one two three");
    assert_eq!(fact.evidence.measured(), "words(all) % 2 = 1");
    assert!(holds(
        "forall p in paragraphs(): words(p) % 2 == 0",
        "a b\n\nc d e f"
    ));
}

#[test]
fn vifbench_same_start_and_end_word() {
    let src = "first_word(all) == last_word(all)";
    assert!(holds(src, "Time heals. Give it time."));
    assert!(!holds(src, "Time heals. Give it a while."));
    assert!(holds(
        "forall s in sentences(): first_word(s) == last_word(s)",
        "Go on and go. Stop, please stop!"
    ));
}

#[test]
fn vifbench_per_section_checks() {
    let text = "# One\n* a\n* b\n\n# Two\n* c\n\n# Three\n* d\n* e\n* f";
    let src = "forall s in sections(): count(bullets(s)) >= 2";
    let fact = eval(src, text);
    assert_eq!(fact.value, Some(false));
    assert_eq!(unit(&fact), "section 2");
    assert_eq!(
        fact.evidence.measured(),
        "section 2 fails (1 of 3 sections fails): count(bullets(s)) = 1 (needs count(bullets(s)) >= 2)"
    );
    assert!(holds(
        "count(sections()) == 3 && forall s in sections(): level(s) == 1 && words(s) <= 5",
        text
    ));
    assert!(holds(
        r#"exists s in sections(): exists h in headings(s): text(h) == "Three" && count(bullets(s)) == 3"#,
        text
    ));
}

#[test]
fn evaluates_through_a_compiled_spec() {
    let spec = nsvif_spec::Spec::from_json(
        r#"{"constraints": [{"id": "c1", "text": "short sentences", "kind": "logic",
             "check": {"dsl": "forall s in sentences(body): words(s) < 4"}}]}"#,
    )
    .unwrap();
    let compiled = crate::CompiledSpec::new(spec, &crate::Options::default()).unwrap();
    let facts = compiled.check(&Document::new("Ok. Far too many words here."));
    assert_eq!(facts[0].value, Some(false));
    assert_eq!(unit(&facts[0]), "sentence 2");
    assert_eq!(
        compiled.holds(&Document::new("Ok. Fine.")),
        vec![Some(true)]
    );
}

#[test]
fn arity_is_checked_for_expressions_built_without_the_parser() {
    use nsvif_spec::{Expr, Function};
    let expr = Expr::Call(Function::Contains, vec![Expr::Var("all".into())]);
    let fact = evaluate(&expr, &Document::new("x"));
    assert_eq!(fact.value, None);
    let why = fact.evidence.reason.unwrap().to_string();
    assert!(
        why.contains("`contains` takes 2 argument(s), got 1"),
        "{why}"
    );
}

#[test]
fn deep_nesting_is_refused() {
    use nsvif_spec::Expr;
    let mut expr = Expr::Bool(true);
    for _ in 0..1000 {
        expr = Expr::Not(Box::new(expr));
    }
    let fact = evaluate(&expr, &Document::new("x"));
    let Some(UndecidedReason::Dsl(error)) = fact.evidence.reason else {
        panic!("a DSL error: {:?}", fact.evidence.reason);
    };
    assert_eq!(*error.kind, EvalErrorKind::NestedTooDeep { limit: 400 });
    assert_eq!(
        error.to_string(),
        "the expression is nested more than 400 levels deep"
    );
}
