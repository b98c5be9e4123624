//! M-IFEval instruction ids and kwargs onto catalog predicates.
//!
//! M-IFEval (lightblue-tech/M-IFEval; lm-evaluation-harness's `m_ifeval` tasks) names
//! its instructions `LANG:GROUP:TYPE` (`es:punctuation:question_marks`,
//! `ja:letters:furigana`, `fr:length_constraints:number_words`), with its checkers in
//! `instructions/{en,es,fr,ja}_instructions.py`. [`TYPES`] lists every id of its registry.
//! A language's copy of an IFEval type maps to IFEval's predicate only where its
//! `check_following` is IFEval's code; its kwargs are then translated as that copy reads
//! them (relation words such as `al menos`, `moins de`, `以上`; a constant that differs,
//! such as the answers of `constrained_response`). The other types have predicates of
//! their own (`predicates::multilingual`). The type whose checker needs a parser nsvif
//! does not have (Spanish sentences) maps to `needs_tokenizer`, which is always `unknown`.

use serde_json::{json, Map, Value};

use crate::{lookup, CheckError, PredicateInfo};

/// One M-IFEval instruction type.
#[derive(Debug)]
pub struct MifevalType {
    /// The id, `LANG:GROUP:TYPE`.
    pub id: &'static str,
    /// The catalog predicate that checks it.
    pub predicate: &'static str,
    /// The predicate is IFEval's, and the type's `check_following` is IFEval's code.
    pub same_as_ifeval: bool,
    /// The official kwargs turned into the predicate's arguments.
    adapt: Adapt,
}

/// How an instruction's kwargs become the predicate's arguments.
#[derive(Debug, Clone, Copy)]
enum Adapt {
    /// As they are.
    Same,
    /// Relation words translated (`relation`, `let_relation`, `capital_relation`).
    Relations(&'static [(&'static str, &'static str)]),
    /// A relation the checker checks but then ignores (it always counts "at least"):
    /// checked, then dropped.
    IgnoredRelation(&'static [(&'static str, &'static str)]),
    /// As they are, with these arguments added.
    With(fn() -> Value),
    /// Relation words translated, with these arguments added.
    RelationsWith(&'static [(&'static str, &'static str)], fn() -> Value),
    /// Only these arguments; the kwargs are not read.
    Only(fn() -> Value),
}

const FR: &[(&str, &str)] = &[("moins de", "<"), ("au moins", ">=")];
const ES: &[(&str, &str)] = &[("al menos", ">="), ("como máximo", "<=")];
const JA: &[(&str, &str)] = &[("未満", "<"), ("以上", ">=")];

const fn same(id: &'static str, predicate: &'static str) -> MifevalType {
    MifevalType {
        id,
        predicate,
        same_as_ifeval: true,
        adapt: Adapt::Same,
    }
}

const fn copy(id: &'static str, predicate: &'static str, adapt: Adapt) -> MifevalType {
    MifevalType {
        id,
        predicate,
        same_as_ifeval: true,
        adapt,
    }
}

const fn own(id: &'static str, predicate: &'static str, adapt: Adapt) -> MifevalType {
    MifevalType {
        id,
        predicate,
        same_as_ifeval: false,
        adapt,
    }
}

const fn tokenizer(id: &'static str, adapt: fn() -> Value) -> MifevalType {
    own(id, "needs_tokenizer", Adapt::Only(adapt))
}

fn spacy_es() -> Value {
    json!({"tokenizer": "spacy-es"})
}

/// Every M-IFEval instruction type of its registry (`instructions_registry.py`), French,
/// Spanish and Japanese; the English copies are IFEval's own ids with `en:` before them.
pub static TYPES: &[MifevalType] = &[
    // French.
    same("fr:keywords:existence", "include_keywords"),
    copy(
        "fr:keywords:frequency",
        "keyword_frequency",
        Adapt::Relations(FR),
    ),
    same("fr:keywords:forbidden_words", "forbidden_words"),
    copy(
        "fr:keywords:letter_frequency",
        "letter_frequency",
        Adapt::Relations(FR),
    ),
    same("fr:language:response_language", "response_language"),
    own(
        "fr:length_constraints:number_sentences",
        "french_sentence_count",
        Adapt::Relations(FR),
    ),
    same("fr:length_constraints:number_paragraphs", "paragraph_count"),
    copy(
        "fr:length_constraints:number_words",
        "word_count",
        Adapt::Relations(FR),
    ),
    same(
        "fr:length_constraints:nth_paragraph_first_word",
        "nth_paragraph_first_word",
    ),
    same(
        "fr:detectable_content:number_placeholders",
        "placeholder_count",
    ),
    same("fr:detectable_content:postscript", "postscript"),
    same("fr:detectable_format:number_bullet_lists", "bullet_count"),
    copy(
        "fr:detectable_format:constrained_response",
        "constrained_response",
        Adapt::With(|| json!({"options": ["Oui.", "Non.", "Peut-être."]})),
    ),
    same(
        "fr:detectable_format:number_highlighted_sections",
        "highlight_count",
    ),
    same("fr:detectable_format:multiple_sections", "section_count"),
    same("fr:detectable_format:json_format", "json_format"),
    own(
        "fr:detectable_format:title",
        "delimited_title",
        Adapt::Only(|| json!({"open": "##", "close": "##"})),
    ),
    same("fr:combination:two_responses", "two_responses"),
    same("fr:combination:repeat_prompt", "repeat_prompt"),
    same("fr:startend:end_checker", "end_phrase"),
    copy(
        "fr:change_case:capital_word_frequency",
        "capital_word_count",
        Adapt::Relations(FR),
    ),
    own(
        "fr:change_case:french_capital",
        "capitals_in_language",
        Adapt::Only(|| json!({"language": "fr"})),
    ),
    copy(
        "fr:change_case:french_lowercase",
        "all_lowercase",
        Adapt::Only(|| json!({"language": "fr"})),
    ),
    same("fr:punctuation:no_comma", "no_commas"),
    own(
        "fr:startend:quotation",
        "wrapped_in_pair",
        Adapt::Only(|| json!({"pairs": [["\"", "\""], ["'", "'"], ["«", "»"]]})),
    ),
    own(
        "fr:special_character:ethel_or_cedilla",
        "forbidden_char",
        Adapt::Same,
    ),
    own(
        "fr:detectable_content:informal_address",
        "informal_address",
        Adapt::Same,
    ),
    own("fr:special_character:no_accents", "no_accents", Adapt::Same),
    own(
        "fr:special_character:accents",
        "accented_words",
        Adapt::Same,
    ),
    own("fr:detectable_content:no_digits", "no_digits", Adapt::Same),
    // Spanish.
    same("es:keywords:existence", "include_keywords"),
    copy(
        "es:keywords:frequency",
        "keyword_frequency",
        Adapt::Relations(ES),
    ),
    same("es:keywords:forbidden_words", "forbidden_words"),
    copy(
        "es:keywords:letter_frequency",
        "letter_frequency",
        Adapt::Relations(ES),
    ),
    same("es:language:response_language", "response_language"),
    own(
        "es:length_constraints:number_words",
        "spanish_word_count",
        Adapt::RelationsWith(ES, || json!({"count": "words"})),
    ),
    tokenizer("es:length_constraints:number_sentences", spacy_es),
    same("es:length_constraints:number_paragraphs", "paragraph_count"),
    own(
        "es:length_constraints:nth_paragraph_first_word",
        "paragraph_starts_with",
        Adapt::With(|| json!({"match": "words"})),
    ),
    copy(
        "es:detectable_content:number_placeholders",
        "placeholder_count",
        Adapt::IgnoredRelation(ES),
    ),
    own(
        "es:detectable_content:postscript",
        "postscript",
        Adapt::With(|| json!({"variant": "es"})),
    ),
    own(
        "es:detectable_format:number_bullet_lists",
        "marker_bullet_count",
        Adapt::With(|| json!({"marker": "*"})),
    ),
    copy(
        "es:detectable_format:constrained_response",
        "constrained_response",
        Adapt::With(|| json!({"options": ["Sí.", "No.", "Quizás."]})),
    ),
    copy(
        "es:detectable_format:number_highlighted_sections",
        "highlight_count",
        Adapt::IgnoredRelation(ES),
    ),
    copy(
        "es:detectable_format:multiple_sections",
        "section_count",
        Adapt::IgnoredRelation(ES),
    ),
    same("es:detectable_format:json_format", "json_format"),
    same("es:detectable_format:title", "title"),
    same("es:combination:two_responses", "two_responses"),
    same("es:combination:repeat_prompt", "repeat_prompt"),
    same("es:punctuation:no_comma", "no_commas"),
    own(
        "es:punctuation:question_marks",
        "inverted_marks",
        Adapt::Only(|| json!({"mark": "question"})),
    ),
    own(
        "es:punctuation:exclamation_marks",
        "inverted_marks",
        Adapt::Only(|| json!({"mark": "exclamation"})),
    ),
    own(
        "es:startend:end_checker",
        "end_phrase_localized",
        Adapt::With(|| json!({"variant": "es"})),
    ),
    same("es:startend:quotation", "wrapped_in_quotes"),
    own(
        "es:change_case:capital_word_frequency",
        "spanish_word_count",
        Adapt::RelationsWith(ES, || json!({"count": "capitals"})),
    ),
    own(
        "es:change_case:spanish_capital",
        "capitals_in_language",
        Adapt::Only(|| json!({"language": "es", "letters": "nfkd"})),
    ),
    copy(
        "es:change_case:spanish_lowercase",
        "all_lowercase",
        Adapt::Only(|| json!({"language": "es"})),
    ),
    own(
        "es:special_character:enie",
        "spanish_word_count",
        Adapt::With(|| json!({"count": "enie", "relation": "=="})),
    ),
    own(
        "es:special_character:tildes",
        "spanish_word_count",
        Adapt::RelationsWith(ES, || json!({"count": "tildes"})),
    ),
    own(
        "es:special_character:dieresis",
        "spanish_word_count",
        Adapt::With(|| json!({"count": "dieresis", "relation": "=="})),
    ),
    // Japanese.
    own("ja:keywords:existence", "ja_include_words", Adapt::Same),
    own(
        "ja:keywords:frequency",
        "ja_word_frequency",
        Adapt::Relations(JA),
    ),
    own(
        "ja:keywords:forbidden_words",
        "ja_forbidden_words",
        Adapt::Same,
    ),
    own(
        "ja:keywords:letter_frequency",
        "kana_frequency",
        Adapt::Relations(JA),
    ),
    same("ja:language:response_language", "response_language"),
    own(
        "ja:length_constraints:number_sentences",
        "ja_sentence_count",
        Adapt::Relations(JA),
    ),
    same("ja:length_constraints:number_paragraphs", "paragraph_count"),
    own(
        "ja:length_constraints:number_letters",
        "character_count",
        Adapt::Relations(JA),
    ),
    own(
        "ja:length_constraints:nth_paragraph_first_word",
        "paragraph_starts_with",
        Adapt::With(|| json!({"match": "prefix"})),
    ),
    same(
        "ja:detectable_content:number_placeholders",
        "placeholder_count",
    ),
    own(
        "ja:detectable_content:postscript",
        "postscript",
        Adapt::With(|| json!({"variant": "ja"})),
    ),
    own(
        "ja:detectable_format:number_bullet_lists",
        "marker_bullet_count",
        Adapt::With(|| json!({"marker": "・"})),
    ),
    own(
        "ja:detectable_format:number_numbered_lists",
        "numbered_item_count",
        Adapt::Same,
    ),
    copy(
        "ja:detectable_format:constrained_response",
        "constrained_response",
        Adapt::With(
            || json!({"options": ["はい、そうです。", "いいえ、違います。", "どちらとも言えません。"]}),
        ),
    ),
    own(
        "ja:detectable_format:number_highlighted_sections",
        "bracket_highlight_count",
        Adapt::Same,
    ),
    own(
        "ja:detectable_format:multiple_sections",
        "kanji_section_count",
        Adapt::Same,
    ),
    same("ja:detectable_format:json_format", "json_format"),
    own(
        "ja:detectable_format:title",
        "delimited_title",
        Adapt::Only(|| json!({"open": "『", "close": "』"})),
    ),
    same("ja:combination:two_responses", "two_responses"),
    own(
        "ja:combination:repeat_prompt",
        "starts_with_prompt",
        Adapt::Same,
    ),
    own(
        "ja:startend:end_checker",
        "end_phrase_localized",
        Adapt::With(|| json!({"variant": "ja"})),
    ),
    own(
        "ja:startend:sentence_unified_end",
        "sentence_endings",
        Adapt::Same,
    ),
    own(
        "ja:detectable_format:nominal_ending",
        "nominal_endings",
        Adapt::Same,
    ),
    own("ja:letters:furigana", "furigana", Adapt::Same),
    own("ja:letters:kansuuji", "no_digits", Adapt::Same),
    own(
        "ja:letters:no_katakana",
        "no_kana",
        Adapt::Only(|| json!({"script": "katakana"})),
    ),
    own(
        "ja:letters:katakana_only",
        "kana_only",
        Adapt::Only(|| json!({"script": "katakana"})),
    ),
    own(
        "ja:letters:no_hiragana",
        "no_kana",
        Adapt::Only(|| json!({"script": "hiragana"})),
    ),
    own(
        "ja:letters:hiragana_only",
        "kana_only",
        Adapt::Only(|| json!({"script": "hiragana"})),
    ),
    own("ja:letters:kanji", "kanji_count", Adapt::Relations(JA)),
    own(
        "ja:punctuation:no_comma",
        "forbidden_char",
        Adapt::Only(|| json!({"char": "、"})),
    ),
    own(
        "ja:punctuation:no_period",
        "forbidden_char",
        Adapt::Only(|| json!({"char": "。"})),
    ),
    own(
        "ja:startend:quotation",
        "wrapped_in_pair",
        Adapt::Only(|| json!({"pairs": [["「", "」"]]})),
    ),
];

/// The English copies: M-IFEval's `en_instructions.py` is IFEval's checker code.
const EN_IDS: &[&str] = &[
    "keywords:existence",
    "keywords:frequency",
    "keywords:forbidden_words",
    "keywords:letter_frequency",
    "language:response_language",
    "length_constraints:number_sentences",
    "length_constraints:number_paragraphs",
    "length_constraints:number_words",
    "length_constraints:nth_paragraph_first_word",
    "detectable_content:number_placeholders",
    "detectable_content:postscript",
    "detectable_format:number_bullet_lists",
    "detectable_format:constrained_response",
    "detectable_format:number_highlighted_sections",
    "detectable_format:multiple_sections",
    "detectable_format:json_format",
    "detectable_format:title",
    "combination:two_responses",
    "combination:repeat_prompt",
    "startend:end_checker",
    "change_case:capital_word_frequency",
    "change_case:english_capital",
    "change_case:english_lowercase",
    "punctuation:no_comma",
    "startend:quotation",
];

/// The M-IFEval type with this id (`en:` ids are IFEval's and are not listed here).
pub fn lookup_type(id: &str) -> Option<&'static MifevalType> {
    TYPES.iter().find(|t| t.id == id)
}

/// Is this an M-IFEval instruction id (`en:`, `es:`, `fr:` or `ja:` and a type of its
/// registry)?
pub fn is_mifeval_id(id: &str) -> bool {
    english(id).is_some() || lookup_type(id).is_some()
}

/// The M-IFEval ids (French, Spanish, Japanese) checked with `predicate`, in [`TYPES`]
/// order.
pub fn ids_of(predicate: &str) -> impl Iterator<Item = &'static str> + '_ {
    TYPES
        .iter()
        .filter(move |t| t.predicate == predicate)
        .map(|t| t.id)
}

/// Is `predicate` one of M-IFEval's own, used by its types and by neither IFEval nor
/// IFBench (`furigana`, `inverted_marks`, `needs_tokenizer`, …)?
pub fn is_own_predicate(predicate: &str) -> bool {
    lookup(predicate).is_some_and(|p| p.ifeval_id.is_none() && p.ifbench_id.is_none())
        && TYPES.iter().any(|t| t.predicate == predicate)
}

/// The IFEval id of an English copy (`en:punctuation:no_comma`).
fn english(id: &str) -> Option<&str> {
    id.strip_prefix("en:").filter(|rest| EN_IDS.contains(rest))
}

/// The predicate implementing this M-IFEval instruction id.
pub(crate) fn predicate(id: &str) -> Option<&'static PredicateInfo> {
    match english(id) {
        Some(ifeval) => crate::lookup_ifeval(ifeval),
        None => lookup_type(id).and_then(|t| lookup(t.predicate)),
    }
}

/// The predicate name and arguments for an M-IFEval instruction id and its kwargs, as
/// M-IFEval's checker reads them. `prompt` is the record's instruction, for
/// `combination:repeat_prompt`.
pub fn to_check(
    id: &str,
    kwargs: &Value,
    prompt: &str,
) -> Result<(&'static str, Value), CheckError> {
    if let Some(ifeval) = english(id) {
        return crate::ifeval::to_check(ifeval, kwargs, prompt);
    }
    let t = lookup_type(id).ok_or_else(|| CheckError::UnknownMifevalId(id.to_string()))?;
    let bad = |message: String| CheckError::BadArgs {
        predicate: t.predicate.to_string(),
        message,
    };
    // The IFEval types' number rules (`kwargs.rs`) apply to their copies.
    let base = id.split_once(':').map_or(id, |(_, rest)| rest);
    let mut args = match t.adapt {
        Adapt::Only(_) => Map::new(),
        _ => crate::kwargs::to_args(base, t.predicate, kwargs)?,
    };
    match t.adapt {
        Adapt::Same => {}
        Adapt::Relations(words) => relations(&mut args, words).map_err(bad)?,
        Adapt::IgnoredRelation(words) => {
            relations(&mut args, words).map_err(bad)?;
            args.remove("relation");
        }
        Adapt::With(extra) | Adapt::Only(extra) => add(&mut args, extra()),
        Adapt::RelationsWith(words, extra) => {
            relations(&mut args, words).map_err(bad)?;
            add(&mut args, extra());
        }
    }
    if t.predicate == "repeat_prompt" && !args.contains_key("prompt_to_repeat") {
        args.insert("prompt_to_repeat".into(), Value::String(prompt.to_string()));
    }
    Ok((t.predicate, Value::Object(args)))
}

fn add(args: &mut Map<String, Value>, extra: Value) {
    if let Value::Object(extra) = extra {
        args.extend(extra);
    }
}

/// Translates the relation words of the checker's language, refusing any other (the
/// checker raises `ValueError` on them).
fn relations(
    args: &mut Map<String, Value>,
    words: &[(&'static str, &'static str)],
) -> Result<(), String> {
    for key in ["relation", "let_relation", "capital_relation"] {
        let Some(v) = args.get_mut(key) else { continue };
        let found = v
            .as_str()
            .and_then(|s| words.iter().find(|(w, _)| *w == s).map(|(_, r)| *r));
        match found {
            Some(r) => *v = Value::String(r.to_string()),
            None => {
                let allowed: Vec<&str> = words.iter().map(|(w, _)| *w).collect();
                return Err(format!("`{key}` must be one of {allowed:?}, got {v}"));
            }
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{compile, Document, Options};

    #[test]
    fn every_type_maps_to_a_catalog_predicate() {
        for t in TYPES {
            assert!(lookup(t.predicate).is_some(), "{}: {}", t.id, t.predicate);
            if t.same_as_ifeval {
                assert!(
                    crate::catalog().any(|p| p.name == t.predicate && p.ifeval_id.is_some()),
                    "{} is said to be IFEval's but {} is not an IFEval predicate",
                    t.id,
                    t.predicate
                );
            }
        }
        for id in EN_IDS {
            assert!(predicate(&format!("en:{id}")).is_some(), "en:{id}");
        }
        let mut ids: Vec<_> = TYPES.iter().map(|t| t.id).collect();
        ids.sort();
        ids.dedup();
        assert_eq!(ids.len(), TYPES.len(), "duplicate ids");
    }

    #[test]
    fn relation_words_are_translated_and_others_refused() {
        let (name, args) = to_check(
            "es:keywords:frequency",
            &json!({"keyword": "casa", "frequency": 2, "relation": "como máximo"}),
            "",
        )
        .unwrap();
        let p = compile(name, &args, &Options::default()).unwrap();
        assert!(p.holds(&Document::new("casa casa")));
        assert!(!p.holds(&Document::new("casa casa casa")));
        assert!(to_check(
            "ja:letters:kanji",
            &json!({"kanji_limit": 2, "relation": "less than"}),
            ""
        )
        .is_err());
        let (_, args) = to_check(
            "es:detectable_content:number_placeholders",
            &json!({"num_placeholders": 2, "relation": "como máximo"}),
            "",
        )
        .unwrap();
        assert_eq!(
            args,
            json!({"num_placeholders": 2}),
            "the checker ignores it"
        );
    }

    #[test]
    fn own_predicates_are_the_multilingual_group() {
        assert!(is_own_predicate("furigana") && is_own_predicate("needs_tokenizer"));
        assert!(!is_own_predicate("postscript") && !is_own_predicate("word_count"));
    }

    #[test]
    fn english_copies_are_ifeval() {
        assert_eq!(
            to_check("en:punctuation:no_comma", &json!({}), "")
                .unwrap()
                .0,
            "no_commas"
        );
        assert!(matches!(
            to_check("de:punctuation:no_comma", &json!({}), ""),
            Err(CheckError::UnknownMifevalId(_))
        ));
    }
}
