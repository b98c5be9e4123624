//! The numbers and quoted words of a part of the instruction and of a reading's check.
//! A reading may state only values its part states (one that invents "25 characters" or
//! an option the part never names says something the instruction does not), and it
//! explains its part only when it states all of them (a reading of "at least 2 sections,
//! one per paragraph" as "at least 2 highlights" checks part of it: an output can meet the
//! reading and still break the part).

use std::collections::BTreeSet;

use nsvif_spec::Check;
use serde_json::Value;

/// Numbers a reading may use without its part stating them: a count of none or one
/// ("no commas", "at least one"), and a DSL's 2 of "even" and "odd".
const FREE_NUMBERS: &[i64] = &[0, 1];
const FREE_DSL_NUMBERS: &[i64] = &[0, 1, 2];

/// Numbers by their English names.
const NUMBER_WORDS: &[(&str, i64)] = &[
    ("zero", 0),
    ("one", 1),
    ("once", 1),
    ("two", 2),
    ("twice", 2),
    ("three", 3),
    ("four", 4),
    ("five", 5),
    ("six", 6),
    ("seven", 7),
    ("eight", 8),
    ("nine", 9),
    ("ten", 10),
    ("eleven", 11),
    ("twelve", 12),
    ("fifteen", 15),
    ("twenty", 20),
    ("thirty", 30),
    ("forty", 40),
    ("fifty", 50),
    ("hundred", 100),
    ("thousand", 1000),
];

/// The numbers and the quoted (or literal) strings something states, lowercased.
#[derive(Debug, Default, PartialEq, Eq)]
pub struct Values {
    pub numbers: BTreeSet<i64>,
    pub strings: Vec<String>,
}

/// What a part of the instruction states: numbers in digits or words, and what it puts
/// in double quotes.
pub fn of_text(text: &str) -> Values {
    Values {
        numbers: numbers_in(text),
        strings: quoted(text),
    }
}

/// What a check states: a predicate's numeric arguments and its string arguments that are
/// not one of the argument schema's fixed choices; a DSL expression's literals; a judge
/// statement's numbers and quotes.
pub fn of_check(check: &Check) -> Values {
    match check {
        Check::Predicate { predicate, args } => {
            let fixed = fixed_choices(predicate);
            let mut values = Values::default();
            collect(args, &fixed, &mut values);
            values
        }
        Check::Dsl { dsl } => literals(dsl),
        Check::Judge { judge } => of_text(judge),
    }
}

/// A number or string the check states that the part does not (free numbers aside).
pub fn invented(check: &Check, part: &str) -> Option<String> {
    let stated = of_check(check);
    let said = of_text(part);
    let lower = part.to_lowercase();
    let free = match check {
        Check::Dsl { .. } => FREE_DSL_NUMBERS,
        _ => FREE_NUMBERS,
    };
    if let Some(n) = stated
        .numbers
        .iter()
        .find(|n| !free.contains(n) && !said.numbers.contains(n))
    {
        return Some(n.to_string());
    }
    // A check's word or phrase is the part's when the part quotes it, or names it as words
    // to use ("mention Paris", "end with Thanks"); a word of the part's topic or the
    // part's own wording is not a word the response must contain ("Describe a robot …"
    // is no requirement to write "robot").
    let logic = !matches!(check, Check::Judge { .. });
    stated
        .strings
        .into_iter()
        .find(|s| {
            !lower.contains(s.as_str())
                || (logic
                    && !said.strings.iter().any(|q| q.contains(s.as_str()))
                    && !(USE_WORDS.is_match(&lower) && s.split_whitespace().count() <= 3))
        })
        .map(|s| format!("\"{s}\""))
}

/// Words that ask for words: "the word", "mention", "say", "end with", "include".
static USE_WORDS: std::sync::LazyLock<regex::Regex> = std::sync::LazyLock::new(|| {
    regex::Regex::new(r"\b(?:words?|phrases?|terms?|keywords?|mention\w*|say\w*|use\w*|using|includ\w*|contain\w*|start\w*|begin\w*|end\w*|finish\w*|open\w*|close\w*|conclud\w*|sign\w*|greet\w*|avoid\w*|never|don't|do not|without)\b")
        .expect("static regex")
});

/// Whether the check states every number and quoted string of the part.
pub fn complete(check: &Check, part: &str) -> bool {
    let stated = of_check(check);
    let said = of_text(part);
    let text = match check {
        Check::Predicate { args, .. } => args.to_string().to_lowercase(),
        Check::Dsl { dsl } => dsl.to_lowercase(),
        Check::Judge { judge } => judge.to_lowercase(),
    };
    said.numbers.iter().all(|n| stated.numbers.contains(n))
        && said.strings.iter().all(|s| text.contains(s.as_str()))
}

fn numbers_in(text: &str) -> BTreeSet<i64> {
    text.split(|c: char| !c.is_alphanumeric())
        .filter_map(|w| {
            w.parse::<i64>().ok().or_else(|| {
                let w = w.to_lowercase();
                NUMBER_WORDS
                    .iter()
                    .find(|(name, _)| *name == w)
                    .map(|(_, n)| *n)
            })
        })
        .collect()
}

/// The texts between double quotes (straight or curly), lowercased.
fn quoted(text: &str) -> Vec<String> {
    let mut out = Vec::new();
    let mut open: Option<usize> = None;
    for (i, c) in text.char_indices() {
        match (c, open) {
            ('"' | '\u{201c}', None) => open = Some(i + c.len_utf8()),
            ('"' | '\u{201d}', Some(start)) => {
                let inner = text[start..i].trim().to_lowercase();
                if !inner.is_empty() {
                    out.push(inner);
                }
                open = None;
            }
            _ => {}
        }
    }
    out
}

/// A DSL expression's integer and string literals.
fn literals(expr: &str) -> Values {
    let strings = quoted(expr);
    let mut outside = String::new();
    let mut inside = false;
    for c in expr.chars() {
        if c == '"' {
            inside = !inside;
        } else if !inside {
            outside.push(c);
        }
    }
    let numbers = outside
        .split(|c: char| !c.is_ascii_digit())
        .filter_map(|d| d.parse().ok())
        .collect();
    Values { numbers, strings }
}

/// The strings a predicate's argument schema fixes (`enum` and `const` values): choosing
/// one states nothing of the part's.
fn fixed_choices(predicate: &str) -> Vec<String> {
    let mut fixed = Vec::new();
    if let Some(info) = nsvif_check::catalog().find(|p| p.name == predicate) {
        gather_fixed(&(info.args_schema)(), &mut fixed);
    }
    fixed
}

fn gather_fixed(schema: &Value, out: &mut Vec<String>) {
    match schema {
        Value::Object(map) => {
            for (key, value) in map {
                match (key.as_str(), value) {
                    ("enum", Value::Array(items)) => out.extend(
                        items
                            .iter()
                            .filter_map(Value::as_str)
                            .map(str::to_lowercase),
                    ),
                    ("const", Value::String(s)) => out.push(s.to_lowercase()),
                    _ => gather_fixed(value, out),
                }
            }
        }
        Value::Array(items) => items.iter().for_each(|v| gather_fixed(v, out)),
        _ => {}
    }
}

fn collect(args: &Value, fixed: &[String], values: &mut Values) {
    match args {
        Value::Number(n) => {
            if let Some(n) = n.as_i64() {
                values.numbers.insert(n);
            }
        }
        Value::String(s) => {
            let s = s.trim().to_lowercase();
            if !s.is_empty() && !fixed.contains(&s) {
                values.strings.push(s);
            }
        }
        Value::Array(items) => items.iter().for_each(|v| collect(v, fixed, values)),
        Value::Object(map) => map.values().for_each(|v| collect(v, fixed, values)),
        _ => {}
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    fn predicate(name: &str, args: Value) -> Check {
        Check::Predicate {
            predicate: name.into(),
            args,
        }
    }

    #[test]
    fn a_reading_may_state_only_what_its_part_states() {
        let words = predicate("word_count", json!({"relation": ">=", "value": 1000}));
        assert_eq!(invented(&words, "Keep it breezy."), Some("1000".into()));
        assert_eq!(invented(&words, "Write at least a thousand words."), None);
        let options = predicate(
            "constrained_response",
            json!({"options": ["My answer is yes.", "My answer is no."]}),
        );
        assert!(invented(&options, "Give me five tips.").is_some());
        // A topic's word, or the part's own wording, is no word to use.
        let robot = predicate("include_keywords", json!({"keywords": ["robot"]}));
        assert!(invented(&robot, "Describe a robot waking up for the first time.").is_some());
        assert_eq!(invented(&robot, "Mention the robot by name."), None);
        assert_eq!(invented(&robot, "Use \"robot\" once."), None);
        assert!(invented(&robot, "Write about a robot.").is_some());
        let itself = Check::Dsl {
            dsl: r#"contains(all, "give every quantity in grams.")"#.into(),
        };
        assert!(invented(&itself, "give every quantity in grams.").is_some());
        let commas = predicate("no_commas", json!({}));
        assert_eq!(invented(&commas, "Avoid commas."), None);
        let even = Check::Dsl {
            dsl: "words(all) % 2 == 0".into(),
        };
        assert_eq!(invented(&even, "Use an even number of words."), None);
        let judge = Check::Judge {
            judge: "The response has 25 characters.".into(),
        };
        assert_eq!(
            invented(&judge, "Start with the request."),
            Some("25".into())
        );
    }

    #[test]
    fn a_reading_explains_its_part_only_when_it_states_all_of_it() {
        let highlights = predicate("highlight_count", json!({"relation": ">=", "value": 2}));
        let part = "Highlight at least 2 sections with markdown, one per paragraph.";
        assert!(!complete(&highlights, part));
        assert!(complete(&highlights, "Highlight at least 2 sections."));
        let start = Check::Dsl {
            dsl: "first_word(all) == \"tea\"".into(),
        };
        assert!(complete(&start, "Start with the word \"Tea\"."));
        assert!(!complete(
            &start,
            "Start with \"Tea\" and end with \"Cup\"."
        ));
    }
}
