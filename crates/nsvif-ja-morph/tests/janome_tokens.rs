//! Differential test against janome 0.5.1: replays `tests/data/janome_tokens.tsv`
//! (`bench/mifeval/janome_tokens.py`), the hash of janome's tokens (surface and part of
//! speech) of each Japanese text of M-IFEval.
//!
//! The texts of `crates/nsvif-check/tests/data/mifeval_reference.jsonl` and the random
//! mixes the fixture carries are always replayed; with `MIFEVAL_DATA=<M-IFEval checkout>/data` the published responses of all
//! 17 models and the prompts are too. With `JANOME_TOKENS_FULL=FILE` (`janome_tokens.py
//! --full`), the first differing tokens of each text that differs are printed.

use std::collections::HashMap;
use std::path::Path;

fn fnv1a(data: &[u8]) -> String {
    let mut h: u64 = 0xcbf2_9ce4_8422_2325;
    for &b in data {
        h = (h ^ u64::from(b)).wrapping_mul(0x0100_0000_01b3);
    }
    format!("{h:016x}")
}

fn serial(tokens: &[nsvif_ja_morph::Token<'_>]) -> String {
    tokens
        .iter()
        .map(|t| format!("{}\t{}\n", t.surface, t.part_of_speech))
        .collect()
}

/// Expected line of the fixture: source, token hash, token count.
struct Expected {
    source: String,
    tokens: String,
    count: usize,
}

fn read_jsonl(path: &Path, key: &str, only_ja: bool, out: &mut Vec<String>) {
    let text = std::fs::read_to_string(path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    for line in text.lines() {
        let row: serde_json::Value = serde_json::from_str(line).expect("a JSON line");
        if only_ja && row["lang"] != "ja" {
            continue;
        }
        if let Some(s) = row[key].as_str() {
            out.push(s.to_owned());
        }
    }
}

#[test]
fn tokens_match_janome() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let fixture = std::fs::read_to_string(root.join("tests/data/janome_tokens.tsv"))
        .expect("tests/data/janome_tokens.tsv");
    let mut expected: HashMap<String, Expected> = HashMap::new();
    let mut texts = Vec::new();
    for line in fixture.lines() {
        let f: Vec<&str> = line.split('\t').collect();
        if let Some(text) = f.get(5) {
            texts.push(serde_json::from_str::<String>(text).expect("a mix's text"));
        }
        expected.insert(
            f[1].to_owned(),
            Expected {
                source: f[0].to_owned(),
                tokens: f[2].to_owned(),
                count: f[3].parse().expect("token count"),
            },
        );
    }
    read_jsonl(
        &root.join("../nsvif-check/tests/data/mifeval_reference.jsonl"),
        "response",
        true,
        &mut texts,
    );
    let published = std::env::var_os("MIFEVAL_DATA");
    if let Some(dir) = &published {
        let dir = Path::new(dir);
        let mut names: Vec<_> = std::fs::read_dir(dir)
            .expect("MIFEVAL_DATA is a directory")
            .map(|e| {
                e.expect("a directory entry")
                    .file_name()
                    .into_string()
                    .expect("UTF-8 name")
            })
            .filter(|n| n.starts_with("ja_input_response_data_") && n.ends_with(".jsonl"))
            .collect();
        names.sort();
        assert_eq!(names.len(), 17, "the 17 models' Japanese responses");
        for name in names {
            read_jsonl(&dir.join(name), "response", false, &mut texts);
        }
        read_jsonl(
            &dir.join("ja_input_data.jsonl"),
            "prompt",
            false,
            &mut texts,
        );
    }
    let full: HashMap<String, Vec<(String, String)>> = match std::env::var_os("JANOME_TOKENS_FULL")
    {
        Some(path) => std::fs::read_to_string(path)
            .expect("JANOME_TOKENS_FULL file")
            .lines()
            .map(|l| {
                let row: serde_json::Value = serde_json::from_str(l).expect("a JSON line");
                let tokens = row["tokens"]
                    .as_array()
                    .expect("tokens")
                    .iter()
                    .map(|t| {
                        (
                            t[0].as_str().unwrap().to_owned(),
                            t[1].as_str().unwrap().to_owned(),
                        )
                    })
                    .collect();
                (row["text"].as_str().expect("text").to_owned(), tokens)
            })
            .collect(),
        None => HashMap::new(),
    };
    let mut seen = std::collections::HashSet::new();
    let (mut identical, mut total) = (0, 0);
    let mut differing = Vec::new();
    for text in &texts {
        let key = fnv1a(text.as_bytes());
        if !seen.insert(key.clone()) {
            continue;
        }
        let want = expected
            .get(&key)
            .unwrap_or_else(|| panic!("no fixture line for text {key}: rerun janome_tokens.py"));
        let tokens = nsvif_ja_morph::tokenize(text);
        total += 1;
        if fnv1a(serial(&tokens).as_bytes()) == want.tokens {
            identical += 1;
            continue;
        }
        differing.push(format!(
            "{} ({} tokens, janome {})",
            want.source,
            tokens.len(),
            want.count
        ));
        if let Some(theirs) = full.get(text) {
            let ours: Vec<(&str, &str)> = tokens
                .iter()
                .map(|t| (t.surface, t.part_of_speech))
                .collect();
            let at = ours
                .iter()
                .zip(theirs)
                .position(|(a, b)| a.0 != b.0 || a.1 != b.1)
                .unwrap_or(ours.len().min(theirs.len()));
            let lo = at.saturating_sub(2);
            eprintln!(
                "{}: ours {:?}\n    janome {:?}",
                want.source,
                &ours[lo..(at + 4).min(ours.len())],
                &theirs[lo..(at + 4).min(theirs.len())]
            );
        }
    }
    eprintln!("janome tokens: {identical} of {total} texts identical");
    if published.is_some() {
        assert_eq!(total, expected.len(), "every fixture line replayed");
    }
    assert!(
        differing.is_empty(),
        "texts tokenised differently: {differing:?}"
    );
}
