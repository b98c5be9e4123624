//! The kwargs of an IFEval or IFBench instruction, as the published files write them,
//! turned into predicate arguments the way the official checkers read them.
//!
//! - `null` values are dropped (the data-frame exports write every kwarg of the schema,
//!   unused ones as `null`; the official runner drops them), and `null` kwargs are none.
//! - Kwargs given as a JSON string (`"{\"N\": 3}"`, as reward pipelines store their
//!   ground truth) are parsed.
//! - Numbers are read as Python uses them. An integral float (`4.0`, a data-frame
//!   export's spelling of `4`) is that integer everywhere. A fraction is kept where the
//!   official code treats the argument as a float (a percentage); where it only compares a
//!   count with it, it becomes the integer bound that gives the same comparisons
//!   (`count >= 4.5` is `count >= 5`, `count <= 4.5` is `count <= 4`); anywhere else (an
//!   exact count, a step, an index or a slice, where Python never matches a fraction or
//!   refuses it) it is an error naming the argument.

use serde_json::{Map, Number, Value};

use crate::CheckError;

/// How an official checker uses a number argument, when it accepts a fraction.
#[derive(Clone, Copy)]
enum Use {
    /// As a float (a percentage): kept as it is.
    Float,
    /// Only as `count >= x` or `count < x`: the smallest integer not below `x`.
    LowerBound,
    /// Only as `count <= x` or `count > x`: the largest integer not above `x`.
    UpperBound,
}

/// Every number argument an official checker accepts as a fraction, by instruction id and
/// kwarg name, read from each checker's `check_following` (if-verifiable 0.1.2 and
/// allenai/IFBench use them alike). Every other number argument must be whole.
const FRACTIONS: &[(&str, &str, Use)] = &[
    ("ratio:stop_words", "percentage", Use::Float),
    ("ratio:overlap", "percentage", Use::Float),
    ("count:word_count_range", "min_words", Use::LowerBound),
    ("count:word_count_range", "max_words", Use::UpperBound),
    ("count:unique_word_count", "N", Use::LowerBound),
    ("count:conjunctions", "small_n", Use::LowerBound),
    ("count:person_names", "N", Use::LowerBound),
    ("count:pronouns", "N", Use::LowerBound),
    ("words:repeats", "small_n", Use::UpperBound),
    ("keywords:frequency", "frequency", Use::LowerBound),
    (
        "keywords:letter_frequency",
        "let_frequency",
        Use::LowerBound,
    ),
    (
        "length_constraints:number_words",
        "num_words",
        Use::LowerBound,
    ),
    (
        "length_constraints:number_sentences",
        "num_sentences",
        Use::LowerBound,
    ),
    (
        "change_case:capital_word_frequency",
        "capital_frequency",
        Use::LowerBound,
    ),
    (
        "detectable_content:number_placeholders",
        "num_placeholders",
        Use::LowerBound,
    ),
    (
        "detectable_format:number_highlighted_sections",
        "num_highlights",
        Use::LowerBound,
    ),
    (
        "detectable_format:multiple_sections",
        "num_sections",
        Use::LowerBound,
    ),
];

/// The arguments of instruction `id` (implemented by `predicate`) from its `kwargs`.
pub(crate) fn to_args(
    id: &str,
    predicate: &str,
    kwargs: &Value,
) -> Result<Map<String, Value>, CheckError> {
    let bad = |message: String| CheckError::BadArgs {
        predicate: predicate.to_string(),
        message,
    };
    match kwargs {
        // A copy of the whole map keeps its hash table; only a map to rewrite is rebuilt.
        Value::Object(m) if !m.values().any(needs_rewrite) => Ok(m.clone()),
        Value::Object(m) => m
            .iter()
            .filter(|(_, v)| !v.is_null())
            .map(|(k, v)| {
                let v = match v {
                    Value::Number(n) if n.is_f64() => python_number(id, k, n).map_err(bad)?,
                    other => other.clone(),
                };
                Ok((k.clone(), v))
            })
            .collect(),
        Value::Null => Ok(Map::new()),
        Value::String(s) => match serde_json::from_str::<Value>(s) {
            Ok(parsed @ (Value::Object(_) | Value::Null)) => to_args(id, predicate, &parsed),
            Ok(_) => Err(bad(format!("kwargs must be an object, got {kwargs}"))),
            Err(e) => Err(bad(format!("kwargs given as a string must be JSON: {e}"))),
        },
        other => Err(bad(format!("kwargs must be an object, got {other}"))),
    }
}

fn needs_rewrite(v: &Value) -> bool {
    match v {
        Value::Null => true,
        Value::Number(n) => n.is_f64(),
        _ => false,
    }
}

/// The float `n` given as kwarg `arg` of instruction `id`, as the official checker uses it.
fn python_number(id: &str, arg: &str, n: &Number) -> Result<Value, String> {
    let x = n.as_f64().unwrap_or(f64::NAN);
    // i64's range, open at the top: 2^63 as f64 would saturate.
    let whole = |x: f64| (x >= -(2f64.powi(63)) && x < 2f64.powi(63)).then_some(x as i64);
    if x.fract() == 0.0 {
        if let Some(i) = whole(x) {
            return Ok(Value::from(i));
        }
    }
    let rounded = match FRACTIONS.iter().find(|(i, a, _)| *i == id && *a == arg) {
        Some((_, _, Use::Float)) => return Ok(Value::Number(n.clone())),
        // Below 0 the official checker draws a random value: left negative, the
        // predicate refuses it as it refuses any negative count.
        Some((_, _, Use::LowerBound)) if x >= 0.0 => whole(x.ceil()),
        Some(_) => whole(x.floor()),
        None => None,
    };
    rounded
        .map(Value::from)
        .ok_or_else(|| format!("`{arg}` must be a whole number, got {x}"))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{compile, ifbench, Document, Options};
    use serde_json::json;

    fn args(id: &str, kwargs: Value) -> Result<Value, CheckError> {
        to_args(id, "p", &kwargs).map(Value::Object)
    }

    #[test]
    fn integral_floats_are_integers_and_nulls_are_dropped() {
        let a = args(
            "count:word_count_range",
            json!({"min_words": 4.0, "max_words": 73.0, "N": null}),
        )
        .unwrap();
        assert_eq!(a, json!({"min_words": 4, "max_words": 73}));
        assert!(a["min_words"].is_i64());
        // An index too: the data-frame spelling of 3 is 3.
        assert_eq!(
            args("words:keywords_specific_position", json!({"n": 3.0})).unwrap(),
            json!({"n": 3})
        );
        assert_eq!(args("count:numbers", Value::Null).unwrap(), json!({}));
    }

    #[test]
    fn fractions_compared_with_a_count_become_the_same_bound() {
        let a = args(
            "count:word_count_range",
            json!({"min_words": 4.5, "max_words": 9.5}),
        )
        .unwrap();
        assert_eq!(a, json!({"min_words": 5, "max_words": 9}));
        assert_eq!(
            args("words:repeats", json!({"small_n": 2.5})).unwrap(),
            json!({"small_n": 2})
        );
        // A negative fraction stays negative, so the predicate refuses it.
        assert_eq!(
            args("count:pronouns", json!({"N": -0.5})).unwrap(),
            json!({"N": -1})
        );
        assert_eq!(
            args("ratio:stop_words", json!({"percentage": 37.5})).unwrap(),
            json!({"percentage": 37.5})
        );
    }

    #[test]
    fn a_fraction_python_cannot_use_names_the_argument() {
        for (id, arg) in [
            ("count:numbers", "N"),
            ("repeat:repeat_span", "n_start"),
            ("words:keywords_specific_position", "m"),
            ("sentence:increment", "small_n"),
        ] {
            let e = args(id, json!({ arg: 2.5 })).unwrap_err();
            assert_eq!(
                e.to_string(),
                format!("predicate `p`: bad arguments: `{arg}` must be a whole number, got 2.5")
            );
        }
    }

    #[test]
    fn kwargs_given_as_a_json_string_are_parsed() {
        assert_eq!(
            args("count:numbers", json!("{\"N\": 2.0, \"x\": null}")).unwrap(),
            json!({"N": 2})
        );
        assert_eq!(args("count:numbers", json!("null")).unwrap(), json!({}));
        assert!(args("count:numbers", json!("[1]")).is_err());
        assert!(args("count:numbers", json!("{N")).is_err());
    }

    #[test]
    fn the_published_test_files_float_arguments_compile() {
        let (name, a) = ifbench::to_check(
            "count:conjunctions",
            &json!({"small_n": 5.0, "N": null}),
            "",
        )
        .unwrap();
        let p = compile(name, &a, &Options::default()).unwrap();
        assert!(!p.holds(&Document::new("and but or")));
        assert!(p.holds(&Document::new("and but or so yet")));
    }
}
