//! Constraints another constraint already states: the weaker one is dropped (its span
//! stays explained), so a requirement is counted once.
//!
//! - "include the word X" next to "the word X at least 3 times";
//! - "exactly 4 paragraphs" next to "the first paragraph must start with …" (which
//!   counts the paragraphs itself);
//! - "use some words in capitals" next to "at least 5 words in capitals", and "use the
//!   letter o" next to "the letter o at least 6 times";
//! - "in English" next to "in all lowercase letters" (IFEval's case constraints check the
//!   language too; with another language they check the case only);
//! - "start your response with …" when the response must start by repeating the request.

use nsvif_spec::Span;
use serde_json::Value;

use crate::rules::{Emit, Found};

fn ifeval<'a>(f: &'a Found, id: &str) -> Option<&'a Value> {
    match &f.emit {
        Emit::Ifeval { id: i, kwargs } if *i == id && !f.negated => Some(kwargs),
        _ => None,
    }
}

fn str_of<'a>(v: &'a Value, key: &str) -> &'a str {
    v.get(key).and_then(Value::as_str).unwrap_or("")
}

pub(crate) fn drop_implied(mut found: Vec<Found>, covered: &mut Vec<Span>) -> Vec<Found> {
    let frequencies: Vec<String> = found
        .iter()
        .filter_map(|f| ifeval(f, "keywords:frequency"))
        .filter(|k| str_of(k, "relation") == "at least")
        .map(|k| str_of(k, "keyword").to_lowercase())
        .collect();
    let nth_totals: Vec<i64> = found
        .iter()
        .filter_map(|f| ifeval(f, "length_constraints:nth_paragraph_first_word"))
        .filter_map(|k| k.get("num_paragraphs").and_then(Value::as_i64))
        .collect();
    let capitals_at_least = found
        .iter()
        .filter_map(|f| ifeval(f, "change_case:capital_word_frequency"))
        .filter(|k| str_of(k, "capital_relation") == "at least")
        .filter_map(|k| k.get("capital_frequency").and_then(Value::as_i64))
        .max()
        .unwrap_or(0);
    let letters_at_least: Vec<String> = found
        .iter()
        .filter_map(|f| ifeval(f, "keywords:letter_frequency"))
        .filter(|k| {
            str_of(k, "let_relation") == "at least" && k["let_frequency"].as_i64() > Some(1)
        })
        .map(|k| str_of(k, "letter").to_string())
        .collect();
    let case = found.iter().any(|f| {
        ifeval(f, "change_case:english_capital").is_some()
            || ifeval(f, "change_case:english_lowercase").is_some()
    });
    let other_language = found
        .iter()
        .filter_map(|f| ifeval(f, "language:response_language"))
        .any(|k| str_of(k, "language") != "en");
    let repeated = found
        .iter()
        .filter_map(|f| ifeval(f, "combination:repeat_prompt"))
        .map(|k| str_of(k, "prompt_to_repeat").to_lowercase())
        .next();

    let implied = |f: &Found| -> bool {
        if let Some(k) = ifeval(f, "keywords:existence") {
            let words = k["keywords"].as_array().map_or(&[][..], Vec::as_slice);
            return !words.is_empty()
                && words
                    .iter()
                    .all(|w| frequencies.contains(&w.as_str().unwrap_or("").to_lowercase()));
        }
        if let Some(k) = ifeval(f, "length_constraints:number_paragraphs") {
            return str_of(k, "separator") == "blank line"
                && k.get("relation").is_none()
                && nth_totals.contains(&k["num_paragraphs"].as_i64().unwrap_or(-1));
        }
        if let Some(k) = ifeval(f, "change_case:capital_word_frequency") {
            return str_of(k, "capital_relation") == "at least"
                && k["capital_frequency"].as_i64() == Some(1)
                && capitals_at_least > 1;
        }
        if let Some(k) = ifeval(f, "keywords:letter_frequency") {
            return str_of(k, "let_relation") == "at least"
                && k["let_frequency"].as_i64() == Some(1)
                && letters_at_least.iter().any(|l| l == str_of(k, "letter"));
        }
        if let Some(k) = ifeval(f, "language:response_language") {
            return case && str_of(k, "language") == "en";
        }
        if let (Emit::Dsl(d), Some(prompt)) = (&f.emit, &repeated) {
            if let Some(prefix) = d
                .strip_prefix("starts_with(lower(all), \"")
                .and_then(|r| r.strip_suffix("\")"))
                .or_else(|| {
                    d.strip_prefix("first_word(all) == \"")
                        .and_then(|r| r.strip_suffix('"'))
                })
            {
                return prompt.starts_with(prefix);
            }
        }
        false
    };
    let mut kept = Vec::with_capacity(found.len());
    for f in found.drain(..) {
        if implied(&f) {
            covered.push(f.span);
        } else {
            kept.push(f);
        }
    }
    if other_language {
        for f in kept.iter_mut() {
            if let Emit::Ifeval { id, kwargs } = &mut f.emit {
                if id.starts_with("change_case:english_") {
                    kwargs["language"] = "any".into();
                }
            }
        }
    }
    kept
}
