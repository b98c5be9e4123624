//! Response files in the shapes they are published in, one JSON object a line, read into
//! prompt → response:
//!
//! - `{"prompt": …, "response": …}`: the official IFEval and IFBench runners' input
//!   (`--input_response_data`, IFBench's `data/sample_output.jsonl`), and the plain shape;
//!   a `null` response is no response.
//! - lm-evaluation-harness's `samples_<task>_<date>.jsonl` (`--log_samples`): the prompt
//!   is `doc.prompt`, the response the first of `filtered_resps` (what its `ifeval` task
//!   scores), or of `resps` when there is no filtered one.
//!
//! As IFBench's runner, a prompt also finds its response when the two spellings differ
//! only in whitespace at either end.

use std::collections::HashMap;
use std::io::BufRead;

use serde::Deserialize;
use serde_json::Value;

/// One line of a response file, in any of the shapes above.
#[derive(Deserialize)]
struct Line {
    prompt: Option<String>,
    response: Option<String>,
    doc: Option<Doc>,
    #[serde(default)]
    filtered_resps: Vec<Value>,
    #[serde(default)]
    resps: Vec<Value>,
}

#[derive(Deserialize)]
struct Doc {
    prompt: String,
}

/// Why a line of a response file could not be read.
#[derive(Debug, thiserror::Error)]
pub enum ResponsesError {
    #[error("responses line {line}: {message}")]
    Line { line: usize, message: String },
    #[error(transparent)]
    Io(#[from] std::io::Error),
}

/// The responses by prompt, each also under its prompt stripped of surrounding
/// whitespace. A later line for the same prompt wins, as in the official runners.
pub fn read(input: impl BufRead) -> Result<HashMap<String, String>, ResponsesError> {
    let mut by_prompt = HashMap::new();
    for (i, line) in input.lines().enumerate() {
        let line = line?;
        if line.trim().is_empty() {
            continue;
        }
        let bad = |message: String| ResponsesError::Line {
            line: i + 1,
            message,
        };
        let parsed: Line = serde_json::from_str(&line).map_err(|e| bad(e.to_string()))?;
        let (prompt, response) = match parsed {
            Line {
                prompt: Some(prompt),
                response,
                ..
            } => (prompt, response),
            Line {
                doc: Some(doc),
                filtered_resps,
                resps,
                ..
            } => (
                doc.prompt,
                first_text(&filtered_resps).or(first_text(&resps)),
            ),
            _ => {
                return Err(bad(
                    "neither `prompt` and `response` nor an lm-evaluation-harness sample \
                     (`doc.prompt`, `filtered_resps`)"
                        .to_string(),
                ))
            }
        };
        let Some(response) = response else { continue };
        let stripped = prompt.trim();
        if stripped.len() != prompt.len() {
            by_prompt.insert(stripped.to_string(), response.clone());
        }
        by_prompt.insert(prompt, response);
    }
    Ok(by_prompt)
}

/// The first string of `resps`, looking into nested lists (`resps` is `[["text"]]`,
/// `filtered_resps` `["text"]`).
fn first_text(resps: &[Value]) -> Option<String> {
    match resps.first()? {
        Value::String(s) => Some(s.clone()),
        Value::Array(inner) => first_text(inner),
        _ => None,
    }
}

/// The response to `prompt`: its own, else the one of its stripped spelling.
pub fn lookup<'a>(by_prompt: &'a HashMap<String, String>, prompt: &str) -> Option<&'a str> {
    by_prompt
        .get(prompt)
        .or_else(|| by_prompt.get(prompt.trim()))
        .map(String::as_str)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reads_every_shape_and_matches_stripped_prompts() {
        let lines = concat!(
            r#"{"prompt": "A ", "response": "a"}"#,
            "\n\n",
            r#"{"doc": {"key": 1, "prompt": "B"}, "resps": [["raw"]], "filtered_resps": ["b"]}"#,
            "\n",
            r#"{"doc": {"prompt": "C"}, "resps": [["c"]]}"#,
            "\n",
            r#"{"prompt": "D", "response": null}"#,
        );
        let r = read(lines.as_bytes()).unwrap();
        assert_eq!(lookup(&r, "A "), Some("a"));
        assert_eq!(lookup(&r, "A"), Some("a"));
        assert_eq!(lookup(&r, " A"), Some("a"));
        assert_eq!(lookup(&r, "B"), Some("b"));
        assert_eq!(lookup(&r, "C"), Some("c"));
        assert_eq!(lookup(&r, "D"), None);
    }

    #[test]
    fn a_line_of_no_known_shape_is_an_error_with_its_number() {
        let e =
            read("{\"prompt\": \"A\", \"response\": \"a\"}\n{\"x\": 1}".as_bytes()).unwrap_err();
        assert!(
            e.to_string().starts_with("responses line 2: neither"),
            "{e}"
        );
    }
}
