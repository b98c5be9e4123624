//! Scoring as the official IFEval / IFBench runners do: an input file of prompts with
//! their structured instructions (`key`, `prompt`, `instruction_id_list`, `kwargs`, one
//! JSON object a line) and a responses file (`prompt`, `response`), joined on the prompt;
//! each instruction checked strictly (on the response) and loosely (on any of IFEval's
//! eight variants: without the first and/or last line, without `*`), a blank response or
//! variant following nothing. The scores are the official four: prompt-level and
//! instruction-level accuracy, strict and loose, plus a per-type breakdown.
//!
//! Both IFEval and IFBench ids are accepted (`nsvif_check::ifbench::to_check`), with the
//! official semantics (no `ifeval_fixes`). An instruction nsvif cannot decide (IFBench's
//! `words:start_verb`, or an output on which the official checker raises) counts as not
//! followed, as a crash would in the official runner, and is counted in `undecided`.

use std::collections::{BTreeMap, HashMap};
use std::io::BufRead;

use nsvif_check::{compile, ifbench, ifeval, Document, Options, Predicate};
use serde::{Deserialize, Serialize};

/// One prompt of the input file.
#[derive(Debug, Deserialize)]
pub struct Prompt {
    #[serde(default)]
    pub key: serde_json::Value,
    pub prompt: String,
    pub instruction_id_list: Vec<String>,
    #[serde(default)]
    pub kwargs: Vec<serde_json::Value>,
}

#[derive(Debug, Deserialize)]
struct Response {
    prompt: String,
    response: String,
}

/// Followed instructions over all instructions, strict and loose.
#[derive(Debug, Clone, Copy, Default, Serialize, PartialEq)]
pub struct Accuracy {
    pub total: u64,
    pub strict: u64,
    pub loose: u64,
    pub strict_accuracy: f64,
    pub loose_accuracy: f64,
}

impl Accuracy {
    fn add(&mut self, strict: bool, loose: bool) {
        self.total += 1;
        self.strict += u64::from(strict);
        self.loose += u64::from(loose);
    }

    fn finish(&mut self) {
        let share = |n: u64| {
            if self.total == 0 {
                0.0
            } else {
                n as f64 / self.total as f64
            }
        };
        self.strict_accuracy = share(self.strict);
        self.loose_accuracy = share(self.loose);
    }
}

/// The official runner's scores.
#[derive(Debug, Default, Serialize)]
pub struct OfficialScores {
    pub prompts: u64,
    /// Prompts whose response follows all its instructions.
    pub prompt_level: Accuracy,
    /// Instructions followed.
    pub instruction_level: Accuracy,
    /// Instruction level, per instruction id.
    pub per_type: BTreeMap<String, Accuracy>,
    /// Instructions nsvif could not decide (counted as not followed).
    pub undecided: u64,
    /// Prompts without a response in the responses file.
    pub missing_responses: Vec<String>,
}

/// Why scoring could not run.
#[derive(Debug, thiserror::Error)]
pub enum ScoreError {
    #[error("{file} line {line}: {message}")]
    Line {
        file: &'static str,
        line: usize,
        message: String,
    },
    #[error("prompt {key}: instruction {id}: {source}")]
    Instruction {
        key: String,
        id: String,
        #[source]
        source: Box<nsvif_check::CheckError>,
    },
    #[error("prompt {key}: {n} instructions but {m} kwargs")]
    KwargsCount { key: String, n: usize, m: usize },
    #[error(transparent)]
    Io(#[from] std::io::Error),
}

fn read_lines<T: serde::de::DeserializeOwned>(
    input: impl BufRead,
    file: &'static str,
) -> Result<Vec<T>, ScoreError> {
    let mut out = Vec::new();
    for (i, line) in input.lines().enumerate() {
        let line = line?;
        if line.trim().is_empty() {
            continue;
        }
        out.push(serde_json::from_str(&line).map_err(|e| ScoreError::Line {
            file,
            line: i + 1,
            message: e.to_string(),
        })?);
    }
    Ok(out)
}

/// Does the predicate hold on `text` (a blank text follows nothing)? `None`: undecided.
fn follows(p: &dyn Predicate, text: &str) -> Option<bool> {
    if text.trim().is_empty() {
        return Some(false);
    }
    p.value(&Document::new(text))
}

/// Scores the responses against the prompts' instructions.
pub fn score(prompts: impl BufRead, responses: impl BufRead) -> Result<OfficialScores, ScoreError> {
    let prompts: Vec<Prompt> = read_lines(prompts, "input")?;
    let responses: Vec<Response> = read_lines(responses, "responses")?;
    let by_prompt: HashMap<&str, &str> = responses
        .iter()
        .map(|r| (r.prompt.as_str(), r.response.as_str()))
        .collect();
    let options = Options::default();
    let mut scores = OfficialScores::default();
    for p in &prompts {
        let key = match &p.key {
            serde_json::Value::String(s) => s.clone(),
            other => other.to_string(),
        };
        let Some(response) = by_prompt.get(p.prompt.as_str()) else {
            scores.missing_responses.push(key);
            continue;
        };
        if !p.kwargs.is_empty() && p.kwargs.len() != p.instruction_id_list.len() {
            return Err(ScoreError::KwargsCount {
                key,
                n: p.instruction_id_list.len(),
                m: p.kwargs.len(),
            });
        }
        let variants = ifeval::loose_variants(response);
        let (mut all_strict, mut all_loose) = (true, true);
        for (i, id) in p.instruction_id_list.iter().enumerate() {
            let kwargs = p.kwargs.get(i).cloned().unwrap_or(serde_json::Value::Null);
            let predicate = ifbench::to_check(id, &kwargs, &p.prompt)
                .and_then(|(name, args)| compile(name, &args, &options))
                .map_err(|source| ScoreError::Instruction {
                    key: key.clone(),
                    id: id.clone(),
                    source: Box::new(source),
                })?;
            let strict = follows(predicate.as_ref(), response);
            let loose = variants
                .iter()
                .map(|v| follows(predicate.as_ref(), v))
                .find(|r| *r != Some(false))
                .flatten();
            scores.undecided += u64::from(strict.is_none());
            let (strict, loose) = (strict == Some(true), loose == Some(true));
            scores.instruction_level.add(strict, loose);
            scores
                .per_type
                .entry(id.clone())
                .or_default()
                .add(strict, loose);
            all_strict &= strict;
            all_loose &= loose;
        }
        scores.prompts += 1;
        scores.prompt_level.add(all_strict, all_loose);
    }
    scores.prompt_level.finish();
    scores.instruction_level.finish();
    for a in scores.per_type.values_mut() {
        a.finish();
    }
    Ok(scores)
}

impl OfficialScores {
    /// The scores as a Markdown report: the four accuracies, then one row per type.
    pub fn to_markdown(&self) -> String {
        let mut s = String::from("| level | strict | loose |\n| --- | ---: | ---: |\n");
        for (name, a) in [
            ("prompt", &self.prompt_level),
            ("instruction", &self.instruction_level),
        ] {
            s.push_str(&format!(
                "| {name} ({}) | {:.4} | {:.4} |\n",
                a.total, a.strict_accuracy, a.loose_accuracy
            ));
        }
        s.push_str("\n| instruction | n | strict | loose |\n| --- | ---: | ---: | ---: |\n");
        for (id, a) in &self.per_type {
            s.push_str(&format!(
                "| `{id}` | {} | {:.4} | {:.4} |\n",
                a.total, a.strict_accuracy, a.loose_accuracy
            ));
        }
        if self.undecided > 0 {
            s.push_str(&format!(
                "\n{} instructions undecided (counted as not followed).\n",
                self.undecided
            ));
        }
        s
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn scores_strict_and_loose_per_prompt_and_instruction() {
        let prompts = concat!(
            r#"{"key": 1, "prompt": "A", "instruction_id_list": ["format:no_whitespace", "punctuation:no_comma"], "kwargs": [{}, {}]}"#,
            "\n",
            r#"{"key": 2, "prompt": "B", "instruction_id_list": ["count:numbers"], "kwargs": [{"N": 1}]}"#,
            "\n",
            r#"{"key": 3, "prompt": "C", "instruction_id_list": ["format:no_whitespace"], "kwargs": [{}]}"#,
        );
        let responses = concat!(
            r#"{"prompt": "A", "response": "Sure:\nno,spaces"}"#,
            "\n",
            r#"{"prompt": "B", "response": "I have 2 cats"}"#,
        );
        let s = score(prompts.as_bytes(), responses.as_bytes()).unwrap();
        assert_eq!(s.prompts, 2);
        assert_eq!(s.missing_responses, ["3"]);
        // A: whitespace and a comma strictly; loosely, "no,spaces" (first line dropped) has
        // no whitespace and "Sure:" (last line dropped) no comma.
        let level = &s.instruction_level;
        assert_eq!((level.total, level.strict, level.loose), (3, 1, 3));
        assert_eq!((s.prompt_level.strict, s.prompt_level.loose), (1, 2));
        assert_eq!(s.per_type["format:no_whitespace"].loose, 1);
        assert!(s
            .to_markdown()
            .contains("| `count:numbers` | 1 | 1.0000 | 1.0000 |"));
    }

    #[test]
    fn bad_input_is_an_error_with_its_line() {
        let e = score("{\n".as_bytes(), "".as_bytes()).unwrap_err();
        assert!(e.to_string().starts_with("input line 1"), "{e}");
        let e = score(
            r#"{"key": 1, "prompt": "A", "instruction_id_list": ["no:such"], "kwargs": [{}]}"#
                .as_bytes(),
            r#"{"prompt": "A", "response": "x"}"#.as_bytes(),
        )
        .unwrap_err();
        assert!(e.to_string().contains("no:such"), "{e}");
    }
}
