//! Scoring as the official IFEval / IFBench runners do: an input file of prompts with
//! their structured instructions (`key`, `prompt`, `instruction_id_list`, `kwargs`, one
//! JSON object a line; `kwargs` may be one JSON string) and a responses file in any
//! published shape ([`crate::responses`]), joined on the prompt; each instruction checked
//! strictly (on the response) and loosely (on any of IFEval's eight variants: without the
//! first and/or last line, without `*`), a blank response or variant following nothing.
//! The scores are the official four: prompt-level and instruction-level accuracy, strict
//! and loose, plus a per-type breakdown; [`OfficialScores::write_results`] writes the
//! runners' own per-prompt files (`eval_results_strict.jsonl`, `eval_results_loose.jsonl`).
//! A prompt without a response follows none of its instructions, as in IFBench's runner.
//!
//! IFEval, IFBench and M-IFEval ids (`es:…`, `fr:…`, `ja:…`, `en:…`; M-IFEval's runner
//! scores the same way) are accepted (`nsvif_check::ifbench::to_check`), checked
//! with the given options: the official semantics unless fixes are asked for, IFBench's
//! frozen or upstream checker. An instruction nsvif cannot decide (IFBench's
//! `words:start_verb`, M-IFEval's types that need a tokeniser nsvif lacks, or an output on
//! which the official checker raises) counts as not
//! followed, as a crash would in the official runner, and is counted in `undecided`.

use std::collections::BTreeMap;
use std::io::BufRead;
use std::path::Path;

use nsvif_check::{compile, ifbench, ifeval, Document, Options, Predicate};
use serde::{Deserialize, Serialize};

/// One prompt of the input file.
#[derive(Debug, Deserialize)]
pub struct Prompt {
    #[serde(default)]
    pub key: serde_json::Value,
    pub prompt: String,
    pub instruction_id_list: Vec<String>,
    /// One object per instruction, or all of them as one JSON string.
    #[serde(default)]
    pub kwargs: serde_json::Value,
}

impl Prompt {
    /// The kwargs of each instruction (`null` where the file gives none).
    fn kwargs_list(&self) -> Result<Vec<serde_json::Value>, String> {
        let parsed;
        let list = match &self.kwargs {
            serde_json::Value::String(s) => {
                parsed = serde_json::from_str(s)
                    .map_err(|e| format!("kwargs given as a string must be JSON: {e}"))?;
                &parsed
            }
            other => other,
        };
        match list {
            serde_json::Value::Array(items) => Ok(items.clone()),
            serde_json::Value::Null => Ok(vec![]),
            other => Err(format!("kwargs must be a list, got {other}")),
        }
    }
}

/// One prompt's results, as the official runners write them (fields in their order).
#[derive(Debug, Clone, Serialize)]
pub struct PromptResult {
    pub follow_all_instructions: bool,
    pub follow_instruction_list: Vec<bool>,
    pub instruction_id_list: Vec<String>,
    pub prompt: String,
    pub response: String,
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
    /// Prompts without a response in the responses file (counted as following nothing).
    pub missing_responses: Vec<String>,
    /// Per prompt, strict, in the input's order (`eval_results_strict.jsonl`).
    #[serde(skip)]
    pub strict_results: Vec<PromptResult>,
    /// Per prompt, loose (`eval_results_loose.jsonl`).
    #[serde(skip)]
    pub loose_results: Vec<PromptResult>,
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
    /// The message includes the inner error, so it is not also a `source` (anyhow's
    /// `{:#}` would print it twice).
    #[error("prompt {key}: instruction {id}: {error}")]
    Instruction {
        key: String,
        id: String,
        error: Box<nsvif_check::CheckError>,
    },
    #[error("prompt {key}: {n} instructions but {m} kwargs")]
    KwargsCount { key: String, n: usize, m: usize },
    #[error("prompt {key}: {message}")]
    Kwargs { key: String, message: String },
    #[error(transparent)]
    Responses(#[from] crate::responses::ResponsesError),
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
pub fn score(
    prompts: impl BufRead,
    responses: impl BufRead,
    options: &Options,
) -> Result<OfficialScores, ScoreError> {
    let prompts: Vec<Prompt> = read_lines(prompts, "input")?;
    let by_prompt = crate::responses::read(responses)?;
    let mut scores = OfficialScores::default();
    for p in &prompts {
        let key = match &p.key {
            serde_json::Value::String(s) => s.clone(),
            other => other.to_string(),
        };
        let kwargs = p.kwargs_list().map_err(|message| ScoreError::Kwargs {
            key: key.clone(),
            message,
        })?;
        if !kwargs.is_empty() && kwargs.len() != p.instruction_id_list.len() {
            return Err(ScoreError::KwargsCount {
                key,
                n: p.instruction_id_list.len(),
                m: kwargs.len(),
            });
        }
        let response = crate::responses::lookup(&by_prompt, &p.prompt);
        if response.is_none() {
            scores.missing_responses.push(key.clone());
        }
        let response = response.unwrap_or("");
        let variants = ifeval::loose_variants(response);
        let (mut strict_list, mut loose_list) = (vec![], vec![]);
        for (i, id) in p.instruction_id_list.iter().enumerate() {
            let kwargs = kwargs.get(i).unwrap_or(&serde_json::Value::Null);
            let predicate = ifbench::to_check(id, kwargs, &p.prompt)
                .and_then(|(name, args)| compile(name, &args, options))
                .map_err(|error| ScoreError::Instruction {
                    key: key.clone(),
                    id: id.clone(),
                    error: Box::new(error),
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
            strict_list.push(strict);
            loose_list.push(loose);
        }
        let (all_strict, all_loose) = (!strict_list.contains(&false), !loose_list.contains(&false));
        scores.prompts += 1;
        scores.prompt_level.add(all_strict, all_loose);
        let result = |follow: Vec<bool>| PromptResult {
            follow_all_instructions: !follow.contains(&false),
            follow_instruction_list: follow,
            instruction_id_list: p.instruction_id_list.clone(),
            prompt: p.prompt.clone(),
            response: response.to_string(),
        };
        scores.strict_results.push(result(strict_list));
        scores.loose_results.push(result(loose_list));
    }
    scores.prompt_level.finish();
    scores.instruction_level.finish();
    for a in scores.per_type.values_mut() {
        a.finish();
    }
    Ok(scores)
}

impl OfficialScores {
    /// Writes `eval_results_strict.jsonl` and `eval_results_loose.jsonl` to `dir` as the
    /// official runners write them (Python's `json.dumps` of each prompt's result).
    pub fn write_results(&self, dir: &Path) -> std::io::Result<()> {
        for (name, results) in [
            ("eval_results_strict.jsonl", &self.strict_results),
            ("eval_results_loose.jsonl", &self.loose_results),
        ] {
            let mut text = String::new();
            for r in results {
                text.push_str(&crate::python_json::to_string(r).map_err(std::io::Error::other)?);
                text.push('\n');
            }
            std::fs::write(dir.join(name), text)?;
        }
        Ok(())
    }

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
        let s = score(
            prompts.as_bytes(),
            responses.as_bytes(),
            &Options::default(),
        )
        .unwrap();
        // C has no response: it follows nothing, and is listed.
        assert_eq!(s.prompts, 3);
        assert_eq!(s.missing_responses, ["3"]);
        // A: whitespace and a comma strictly; loosely, "no,spaces" (first line dropped) has
        // no whitespace and "Sure:" (last line dropped) no comma.
        let level = &s.instruction_level;
        assert_eq!((level.total, level.strict, level.loose), (4, 1, 3));
        assert_eq!((s.prompt_level.strict, s.prompt_level.loose), (1, 2));
        assert_eq!(s.per_type["format:no_whitespace"].loose, 1);
        assert!(s
            .to_markdown()
            .contains("| `count:numbers` | 1 | 1.0000 | 1.0000 |"));
    }

    #[test]
    fn a_fraction_python_cannot_use_names_the_prompt_the_instruction_and_the_argument() {
        let e = score(r#"{"key": "7", "prompt": "A", "instruction_id_list": ["count:numbers"], "kwargs": [{"N": 2.5, "small_n": null}]}"#
                .as_bytes(), r#"{"prompt": "A", "response": "x"}"#.as_bytes(), &Options::default())
        .unwrap_err();
        assert_eq!(
            e.to_string(),
            "prompt 7: instruction count:numbers: predicate `number_count`: bad arguments: \
             `N` must be a whole number, got 2.5"
        );
    }

    #[test]
    fn kwargs_given_as_one_json_string_are_read() {
        let s = score(r#"{"key": 1, "prompt": "A", "instruction_id_list": ["count:numbers"], "kwargs": "[{\"N\": 1.0}]"}"#
                .as_bytes(), r#"{"prompt": "A", "response": "I have 2 cats"}"#.as_bytes(), &Options::default())
        .unwrap();
        assert_eq!(s.strict_results[0].follow_instruction_list, [true]);
    }

    #[test]
    fn bad_input_is_an_error_with_its_line() {
        let e = score("{\n".as_bytes(), "".as_bytes(), &Options::default()).unwrap_err();
        assert!(e.to_string().starts_with("input line 1"), "{e}");
        let e = score(
            r#"{"key": 1, "prompt": "A", "instruction_id_list": ["no:such"], "kwargs": [{}]}"#
                .as_bytes(),
            r#"{"prompt": "A", "response": "x"}"#.as_bytes(),
            &Options::default(),
        )
        .unwrap_err();
        assert!(e.to_string().contains("no:such"), "{e}");
    }
}
