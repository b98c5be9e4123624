//! VIFBench's ten constraint types end to end, offline: the rules formulate every
//! template, the semantic ones (topic, tone) go to an LLM judge, and the judge's answers
//! are replayed from `tests/vifbench/recorded/exchanges.jsonl` with no server.
//!
//! The records and the judge answers are authored (`tests/vifbench/recorded/
//! make_records.py`): hand-written prose on "ocean conservation", logic labels from the
//! generator's reference checks, semantic labels as the authored answers say. The
//! exchanges were recorded against a mock server on 127.0.0.1 serving those answers;
//! token counts are the mock's estimate (a quarter of the characters). When the judge
//! prompt changes, regenerate them with
//! `cargo test -p nsvif-bench --test vifbench_recorded -- --ignored`.

use std::path::PathBuf;

use nsvif::{Formulator, Verdict, Verifier};
use nsvif_bench::vifbench::{self, VifRecord, VifbenchReport};
use nsvif_llm::LlmSettings;
use serde::Deserialize;
use wiremock::{Request, Respond, ResponseTemplate};

mod authored;
use authored::{judge_answer, AuthoredJudgement};

fn dir() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/vifbench/recorded")
}

#[derive(Deserialize)]
struct Answers {
    judgements: Vec<AuthoredJudgement>,
}

/// Answers nsvif's judge prompts from `answers.json`; anything else is a 404.
struct AuthoredJudge(Answers);

impl Respond for AuthoredJudge {
    fn respond(&self, request: &Request) -> ResponseTemplate {
        let messages = authored::messages(request);
        authored::completion(&messages, judge_answer(&self.0.judgements, &messages))
    }
}

fn records() -> Vec<VifRecord> {
    let f = std::fs::File::open(dir().join("records.jsonl")).unwrap();
    vifbench::read(std::io::BufReader::new(f)).unwrap()
}

/// The records through `formulator` (combined: the rules, then one review call per
/// distinct instruction) and LLM judges with `settings`.
fn run(
    settings: LlmSettings,
    formulator: Formulator,
) -> (Vec<VifRecord>, Vec<vifbench::VifOutcome>) {
    let verifier = authored::verifier(settings, formulator);
    let rt = tokio::runtime::Runtime::new().unwrap();
    let records = records();
    let outcomes = vifbench::run(&verifier, Some(&rt), &records);
    (records, outcomes)
}

fn assert_every_label(records: &[VifRecord], outcomes: &[vifbench::VifOutcome]) {
    let wrong: Vec<String> = records
        .iter()
        .zip(outcomes)
        .filter(|(r, o)| {
            o.verdict
                != match r.label {
                    nsvif_bench::runner::Label::Sat => Verdict::Sat,
                    nsvif_bench::runner::Label::Unsat => Verdict::Unsat,
                }
        })
        .map(|(r, o)| format!("{:?}: {:?} {:?} {:?}", r.id, r.label, o.verdict, o.error))
        .collect();
    assert!(wrong.is_empty(), "{wrong:#?}");
}

#[test]
fn the_ten_types_replay_to_every_label_with_no_server() {
    let replay = authored::replaying(dir().join("exchanges.jsonl"));
    let (records, outcomes) = run(replay.clone(), Formulator::Combined);
    assert_eq!(records.len(), 7);
    let types: std::collections::BTreeSet<&str> = records
        .iter()
        .flat_map(|r| r.vifbench_constraints.iter().map(|c| c.kind.as_str()))
        .collect();
    assert_eq!(types.len(), 11, "every Table 6 type: {types:?}");
    assert_every_label(&records, &outcomes);
    let report = VifbenchReport::new(&records, &outcomes, "replayed".into());
    assert_eq!(report.overall.pass_at_1, 1.0);
    assert!(report.tokens.input > 0 && report.tokens.output > 0);
    // Judges alone (the rules formulate, so every call is a judge's): the record that
    // breaks a keyword needs no judge; the others ask one or two.
    let (_, judged) = run(replay, Formulator::Rules);
    assert_every_label(&records, &judged);
    let calls: Vec<u64> = judged.iter().map(|o| o.llm_calls).collect();
    assert_eq!(calls[4], 0, "{calls:?}");
    assert!(calls.iter().filter(|&&c| c > 0).count() == 6, "{calls:?}");
}

#[test]
fn without_a_judge_the_semantic_records_are_unknown_never_sat() {
    let verifier = Verifier::builder().build().unwrap();
    let records = records();
    for (rec, out) in records.iter().zip(vifbench::run(&verifier, None, &records)) {
        assert_ne!(out.verdict, Verdict::Sat, "{:?}", rec.id);
    }
}

/// Rewrites `exchanges.jsonl` from the authored answers (run after prompt changes).
#[test]
#[ignore = "regenerates tests/vifbench/recorded/exchanges.jsonl"]
fn regenerate_the_recording() {
    let answers: Answers =
        serde_json::from_str(&std::fs::read_to_string(dir().join("answers.json")).unwrap())
            .unwrap();
    let rt = tokio::runtime::Runtime::new().unwrap();
    let path = dir().join("exchanges.jsonl");
    let _ = std::fs::remove_file(&path);
    let (_server, record) = authored::serve_and_record(&rt, AuthoredJudge(answers), path);
    let (records, outcomes) = run(record, Formulator::Combined);
    assert_every_label(&records, &outcomes);
    drop(rt);
}
