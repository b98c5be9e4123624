//! LLM formulation and semantic judges against an OpenAI-compatible mock server on
//! 127.0.0.1 (wiremock) that each test starts itself. Nothing reaches the internet.

use std::time::Duration;

mod common;

use common::mock_llm::{
    answering, completion, confirming, messages, system_starts, tone_spec, CHEERFUL,
    FORMULATE_SYSTEM_START, JUDGE_SYSTEM_START, PARTS_SYSTEM_START,
};
use nsvif::{Formulator, LlmSetup, Report, Verdict, Verifier};
use nsvif_llm::{LlmConfig, LlmSettings};
use serde_json::{json, Value};
use wiremock::{Mock, MockServer, Request, ResponseTemplate};

/// Why the report's constraint `i` is undecided, as the report words it.
fn why_undecided(report: &Report, i: usize) -> String {
    let evidence = &report.constraints[i].fact.evidence;
    let reason = evidence
        .reason
        .as_ref()
        .expect("an undecided fact says why");
    reason.to_string()
}

/// `extra` over test defaults (fast retries, a 5 s timeout).
fn config(server_uri: &str, extra: LlmSettings) -> LlmConfig {
    extra
        .over(LlmSettings {
            base_url: Some(format!("{server_uri}/v1")),
            model: Some("mock-model".into()),
            max_retries: Some(1),
            backoff_ms: Some(1),
            timeout_secs: Some(5.0),
            ..LlmSettings::default()
        })
        .resolve()
        .unwrap()
        .unwrap()
}

fn verifier(config: &LlmConfig, mode: Formulator) -> Verifier {
    Verifier::default().with_llm(LlmSetup::from_config(config, mode, 1).unwrap())
}

/// The formulator's answer to "Answer with a pessimistic tone.": one judged constraint.
const TONE_FORMULATION: &str = r#"{"constraints": [{"id": "l1", "text": "a pessimistic tone", "kind": "semantic", "check": {"judge": "The response is written in a pessimistic tone."}}]}"#;

/// A server whose judge, asked exactly once, finds the tone upbeat, quoting "What a
/// wonderful day", and answers `satisfied`.
async fn upbeat_judge(satisfied: bool) -> MockServer {
    let server = MockServer::start().await;
    let answer = json!({"satisfied": satisfied, "reason": "The tone is upbeat.",
                        "evidence": "What a wonderful day"})
    .to_string();
    answering(JUDGE_SYSTEM_START, &answer)
        .expect(1)
        .mount(&server)
        .await;
    server
}

/// A server that formulates "Answer with a pessimistic tone." as [`TONE_FORMULATION`] and
/// judges with `judgement`.
async fn tone_server(judgement: &str) -> MockServer {
    let server = MockServer::start().await;
    answering(FORMULATE_SYSTEM_START, TONE_FORMULATION)
        .mount(&server)
        .await;
    confirming(true).mount(&server).await;
    answering(JUDGE_SYSTEM_START, judgement)
        .mount(&server)
        .await;
    server
}

/// A verifier with the test defaults against `server`.
fn default_verifier(server: &MockServer, mode: Formulator) -> Verifier {
    verifier(&config(&server.uri(), LlmSettings::default()), mode)
}

/// `v`'s report on `output` against [`tone_spec`].
async fn check_tone(v: &Verifier, output: &str) -> Report {
    v.prepare_spec(tone_spec())
        .unwrap()
        .check_async(output)
        .await
}

#[tokio::test]
async fn an_output_that_already_fails_a_logic_constraint_costs_no_judge_call() {
    let server = MockServer::start().await;
    answering(
        JUDGE_SYSTEM_START,
        r#"{"satisfied": true, "reason": "x", "evidence": ""}"#,
    )
    .expect(0)
    .mount(&server)
    .await;
    let v = default_verifier(&server, Formulator::Combined);
    let prepared = v.prepare_spec(tone_spec()).unwrap();
    let long = "word ".repeat(30);
    let report = prepared.check_async(&long).await;
    assert_eq!(report.verdict, Verdict::Unsat);
    assert_eq!(report.cost.llm_calls, 0);
    assert_eq!(report.constraints[1].fact.value, None);
    assert!(why_undecided(&report, 1).contains("not judged"));
    assert!(server.received_requests().await.unwrap().is_empty());
}

#[tokio::test]
async fn a_tone_constraint_makes_exactly_one_judge_call_and_its_answer_decides() {
    for (satisfied, verdict) in [(false, Verdict::Unsat), (true, Verdict::Sat)] {
        let server = upbeat_judge(satisfied).await;
        let v = default_verifier(&server, Formulator::Combined);
        let report = check_tone(&v, CHEERFUL).await;
        assert_eq!(report.verdict, verdict);
        let tone = &report.constraints[1].fact;
        assert_eq!(tone.value, Some(satisfied));
        assert!(tone.evidence.measured().contains("The tone is upbeat."));
        let at = tone
            .evidence
            .location
            .as_ref()
            .expect("the quote is located");
        assert_eq!((at.line, at.column, at.start), (1, 1, 0));
        if !satisfied {
            assert_eq!(report.violated[0].id, "c2");
        }
        assert_eq!(
            (
                report.cost.llm_calls,
                report.cost.input_tokens,
                report.cost.output_tokens
            ),
            (1, 300, 40)
        );
        // The judge is asked about the statement and the output, as JSON of its schema.
        let sent = &server.received_requests().await.unwrap()[0];
        let body: Value = serde_json::from_slice(&sent.body).unwrap();
        assert_eq!(body["response_format"]["type"], "json_schema");
        assert_eq!(
            body["response_format"]["json_schema"]["name"],
            "nsvif_judgement"
        );
        let user = body["messages"][1]["content"].as_str().unwrap();
        assert!(user.contains("The response is written in a pessimistic tone."));
        assert!(user.contains(CHEERFUL));
    }
}

#[tokio::test]
async fn a_judge_quote_is_placed_in_the_output_after_a_reasoning_trace() {
    let server = upbeat_judge(false).await;
    let v = default_verifier(&server, Formulator::Combined);
    // The trace also says "What a wonderful day": the quote is of the answer, after it.
    let output = format!("<think>What a wonderful day to judge.</think>\n{CHEERFUL}");
    let report = check_tone(&v, &output).await;
    assert_eq!(report.verdict, Verdict::Unsat);
    let at = report.constraints[1]
        .fact
        .evidence
        .location
        .clone()
        .expect("the quote is located");
    assert_eq!(&output[at.start..at.end], "What a wonderful day");
    assert_eq!((at.line, at.column), (2, 1));
}

#[tokio::test]
async fn a_malformed_formulation_answer_is_sent_back_and_repaired() {
    let server = MockServer::start().await;
    // First answer: a DSL expression that does not parse.
    Mock::given(system_starts(FORMULATE_SYSTEM_START))
        .and(|r: &Request| messages(r).len() == 2)
        .respond_with(completion(
            r#"{"constraints": [{"id": "l1", "text": "an even number of words", "kind": "logic", "check": {"dsl": "words(all) mod 2 == 0"}}]}"#,
        ))
        .expect(1)
        .mount(&server)
        .await;
    // The repair request carries the bad answer and the parser's error.
    Mock::given(system_starts(FORMULATE_SYSTEM_START))
        .and(|r: &Request| {
            let m = messages(r);
            m.len() == 4
                && m[2]["role"] == "assistant"
                && m[3]["content"].as_str().unwrap().contains("not a valid Spec")
                && m[3]["content"].as_str().unwrap().contains("column")
        })
        .respond_with(completion(
            r#"{"constraints": [{"id": "l1", "text": "an even number of words", "kind": "logic", "check": {"dsl": "words(all) % 2 == 0"}}]}"#,
        ))
        .expect(1)
        .mount(&server)
        .await;
    confirming(true).expect(1).mount(&server).await;
    let v = default_verifier(&server, Formulator::Llm);
    let instruction = "Reply with an even number of words.";
    let prepared = v.prepare_async(instruction).await.unwrap();
    let note = prepared.formulation().unwrap();
    // The answer, its repair, and the confirmation of the reading.
    assert_eq!(
        (note.repairs, note.spend.calls, note.error.as_deref()),
        (1, 3, None)
    );
    assert_eq!(prepared.spec().constraints.len(), 1);
    let source = prepared.spec().constraints[0].source.unwrap();
    assert_eq!(
        &instruction[source.start..source.end],
        "an even number of words"
    );
    assert_eq!(prepared.check_async("one two").await.verdict, Verdict::Sat);
    assert_eq!(
        prepared.check_async("one two three").await.verdict,
        Verdict::Unsat
    );
    // The Spec is cached by instruction: no second formulation.
    v.prepare_async(instruction).await.unwrap();
    assert_eq!(server.received_requests().await.unwrap().len(), 3);
}

#[tokio::test]
async fn formulation_gives_up_after_three_repairs_and_leaves_the_instruction_unexplained() {
    let server = MockServer::start().await;
    answering(
        FORMULATE_SYSTEM_START,
        "Sure! The requirement is an even word count.",
    )
    .expect(4)
    .mount(&server)
    .await;
    let v = default_verifier(&server, Formulator::Llm);
    let report = v
        .check_async("Reply with an even number of words.", "one two")
        .await
        .unwrap();
    assert_eq!(report.verdict, Verdict::Unknown);
    assert!(
        report.undecided[0].to_string().contains("after 3 repairs"),
        "{:?}",
        report.undecided
    );
    assert_eq!(report.cost.llm_calls, 4);
}

#[tokio::test]
async fn a_server_error_makes_the_judged_atom_unknown_with_the_reason() {
    let server = MockServer::start().await;
    Mock::given(system_starts(JUDGE_SYSTEM_START))
        .respond_with(ResponseTemplate::new(500).set_body_string("model overloaded"))
        .expect(2) // one retry
        .mount(&server)
        .await;
    let v = default_verifier(&server, Formulator::Combined);
    let report = check_tone(&v, CHEERFUL).await;
    assert_eq!(report.verdict, Verdict::Unknown);
    assert_eq!(report.undecided, ["c2"]);
    let reason = why_undecided(&report, 1);
    assert!(
        reason.contains("HTTP 500") && reason.contains("model overloaded"),
        "{reason}"
    );
    assert!(
        report.to_text().contains("HTTP 500"),
        "{}",
        report.to_text()
    );
}

#[tokio::test]
async fn a_timeout_makes_the_judged_atom_unknown_with_the_reason() {
    let server = MockServer::start().await;
    Mock::given(system_starts(JUDGE_SYSTEM_START))
        .respond_with(completion("{}").set_delay(Duration::from_secs(3)))
        .mount(&server)
        .await;
    let slow = LlmSettings {
        timeout_secs: Some(0.2),
        max_retries: Some(0),
        ..LlmSettings::default()
    };
    let v = verifier(&config(&server.uri(), slow), Formulator::Combined);
    let report = check_tone(&v, CHEERFUL).await;
    assert_eq!(report.verdict, Verdict::Unknown);
    let reason = why_undecided(&report, 1);
    assert!(reason.contains("timed out after 200 ms"), "{reason}");
}

#[tokio::test]
async fn split_votes_are_unknown_and_a_majority_decides() {
    let server = MockServer::start().await;
    // Seed 1 says yes, the others no: of 3 votes, 2 decide "not satisfied".
    Mock::given(system_starts(JUDGE_SYSTEM_START))
        .and(|r: &Request| serde_json::from_slice::<Value>(&r.body).unwrap()["seed"] == 1)
        .respond_with(completion(
            r#"{"satisfied": true, "reason": "bleak", "evidence": ""}"#,
        ))
        .mount(&server)
        .await;
    answering(
        JUDGE_SYSTEM_START,
        r#"{"satisfied": false, "reason": "upbeat", "evidence": ""}"#,
    )
    .mount(&server)
    .await;
    let c = config(&server.uri(), LlmSettings::default());
    let v =
        Verifier::default().with_llm(LlmSetup::from_config(&c, Formulator::Combined, 3).unwrap());
    let report = check_tone(&v, CHEERFUL).await;
    assert_eq!(report.verdict, Verdict::Unsat);
    assert!(report.constraints[1]
        .fact
        .evidence
        .measured()
        .contains("2 of 3 votes"));
    let bodies: Vec<Value> = server
        .received_requests()
        .await
        .unwrap()
        .iter()
        .map(|r| serde_json::from_slice(&r.body).unwrap())
        .collect();
    assert_eq!(bodies.len(), 3);
    assert!(bodies
        .iter()
        .all(|b| b["temperature"].as_f64().unwrap() > 0.5));
    // Two votes, seeds 0 and 1: one each way is no majority, so unknown.
    let v =
        Verifier::default().with_llm(LlmSetup::from_config(&c, Formulator::Combined, 2).unwrap());
    let report = check_tone(&v, CHEERFUL).await;
    assert_eq!(report.verdict, Verdict::Unknown);
    let reason = why_undecided(&report, 1);
    assert!(reason.contains("1 satisfied, 1 not"), "{reason}");
}

#[tokio::test]
async fn the_cache_makes_a_second_identical_run_free() {
    let server =
        tone_server(r#"{"satisfied": false, "reason": "upbeat", "evidence": "wonderful"}"#).await;
    let dir = tempfile::tempdir().unwrap();
    let cached = LlmSettings {
        cache_dir: Some(dir.path().to_path_buf()),
        ..LlmSettings::default()
    };
    let c = config(&server.uri(), cached);
    let instruction = "Answer with a pessimistic tone.";
    // Two runs, each with a fresh verifier, as two processes would be.
    let first = verifier(&c, Formulator::Llm)
        .check_async(instruction, CHEERFUL)
        .await
        .unwrap();
    let second = verifier(&c, Formulator::Llm)
        .check_async(instruction, CHEERFUL)
        .await
        .unwrap();
    assert_eq!(
        (first.verdict, second.verdict),
        (Verdict::Unsat, Verdict::Unsat)
    );
    // The formulation, its confirmation, the judge.
    assert_eq!(first.cost.llm_calls, 3);
    assert!(first.cost.input_tokens > 0);
    assert_eq!(
        (
            second.cost.llm_calls,
            second.cost.input_tokens,
            second.cost.output_tokens
        ),
        (0, 0, 0)
    );
    assert_eq!(second.cost.cached_calls, 3);
    assert_eq!(server.received_requests().await.unwrap().len(), 3);
}

#[tokio::test]
async fn a_recorded_run_replays_with_no_server() {
    let dir = tempfile::tempdir().unwrap();
    let recording = dir.path().join("run.jsonl");
    let instruction = "Answer with a pessimistic tone.";
    let recorded = {
        let server =
            tone_server(r#"{"satisfied": true, "reason": "gloomy", "evidence": "rain"}"#).await;
        let rec = LlmSettings {
            record: Some(recording.clone()),
            ..LlmSettings::default()
        };
        verifier(&config(&server.uri(), rec), Formulator::Llm)
            .check_async(instruction, "The rain will never stop.")
            .await
            .unwrap()
    }; // the server is gone
    let replay = LlmSettings {
        replay: Some(recording.clone()),
        ..LlmSettings::default()
    };
    // The base URL points at nothing: every answer must come from the recording.
    let v = verifier(&config("http://127.0.0.1:9", replay), Formulator::Llm);
    let replayed = v
        .check_async(instruction, "The rain will never stop.")
        .await
        .unwrap();
    assert_eq!(replayed.verdict, Verdict::Sat);
    assert_eq!(replayed.verdict, recorded.verdict);
    assert_eq!(replayed.constraints[0].fact, recorded.constraints[0].fact);
    assert_eq!(replayed.cost.input_tokens, recorded.cost.input_tokens);
    // Something the recording never saw is unknown, and says why.
    let other = v
        .check_async(instruction, "Sunny days ahead!")
        .await
        .unwrap();
    assert_eq!(other.verdict, Verdict::Unknown);
    let reason = why_undecided(&other, 0);
    assert!(reason.contains("no recorded exchange"), "{reason}");
}

#[tokio::test]
async fn combined_mode_asks_about_the_unread_part_once_and_adds_the_confirmed_reading() {
    let server = MockServer::start().await;
    // The reading of the part the rules do not read, picked by its id.
    let readings =
        json!({"readings": [{"part": "p1", "check": {"judge": "The response is breezy."}}]});
    answering(PARTS_SYSTEM_START, &readings.to_string())
        .expect(1)
        .mount(&server)
        .await;
    confirming(true).expect(1).mount(&server).await;
    answering(
        JUDGE_SYSTEM_START,
        r#"{"satisfied": true, "reason": "light", "evidence": ""}"#,
    )
    .mount(&server)
    .await;
    let v = default_verifier(&server, Formulator::Combined);
    let instruction = "Do not use any commas. Keep it breezy.";
    let (prepared, second) = (
        v.prepare_async(instruction).await.unwrap(),
        v.prepare_async(instruction).await.unwrap(),
    );
    let predicates: Vec<String> = prepared
        .spec()
        .constraints
        .iter()
        .map(|c| match &c.check {
            nsvif_spec::Check::Predicate { predicate, .. } => predicate.clone(),
            other => format!("{other:?}"),
        })
        .collect();
    assert!(
        predicates.contains(&"no_commas".to_string()),
        "{predicates:?}"
    );
    assert!(
        predicates
            .iter()
            .any(|p| p.contains("The response is breezy.")),
        "{predicates:?}"
    );
    assert!(prepared.spec().unexplained.is_empty());
    // The rules' constraint and the reading both hold.
    assert_eq!(
        prepared.check_async("One, two").await.verdict,
        Verdict::Unsat
    );
    let report = prepared.check_async("One two").await;
    assert_eq!(report.verdict, Verdict::Sat);
    let Some(nsvif::Review::Asked { readings }) = &report.review else {
        panic!("{:?}", report.review)
    };
    assert_eq!(readings.len(), 1);
    assert_eq!(readings[0].part, "Keep it breezy.");
    assert!(readings[0].counts());
    let note = prepared.formulation().unwrap();
    assert_eq!((note.spend.calls, note.spend.input_tokens), (2, 600));
    assert!(second.formulation().unwrap().cached);
    // The question names the unread part by id, under the readings schema, small.
    let sent = &server.received_requests().await.unwrap()[0];
    let body: Value = serde_json::from_slice(&sent.body).unwrap();
    assert_eq!(
        body["response_format"]["json_schema"]["name"],
        "nsvif_readings"
    );
    let user = body["messages"][1]["content"].as_str().unwrap();
    assert!(user.contains("- p1: \"Keep it breezy.\""), "{user}");
    let system = body["messages"][0]["content"].as_str().unwrap();
    assert!(system.len() + user.len() < 2500, "{system}{user}");
}

/// The soundness gap of issue #16: a model that reads an instruction with requirements as
/// "no constraints" (or whose answer is unusable) never makes the verdict `sat`, under
/// `--formulator llm` or combined. The rules read "no commas" and take the other clause
/// for a requirement they cannot read, so the clause accounting knows there are two.
#[tokio::test]
async fn an_empty_or_unusable_model_answer_never_gives_sat() {
    let instruction = "Do not use any commas. Mention at least two prime numbers.";
    let output = "Two and three are both prime";
    for (answer, mode) in [
        (r#"{"constraints": []}"#, Formulator::Llm),
        (r#"{"constraints": []}"#, Formulator::Combined),
        ("", Formulator::Llm),
        ("", Formulator::Combined),
        // A constraint whose text is nowhere in the instruction explains no part of it.
        (
            r#"{"constraints": [{"id": "l1", "text": "be nice", "kind": "logic", "check": {"predicate": "no_commas"}}]}"#,
            Formulator::Llm,
        ),
    ] {
        let server = MockServer::start().await;
        answering(FORMULATE_SYSTEM_START, answer)
            .mount(&server)
            .await;
        let v = default_verifier(&server, mode);
        let report = v.check_async(instruction, output).await.unwrap();
        assert_eq!(
            report.verdict,
            Verdict::Unknown,
            "{answer:?} under {mode:?}: {:?}",
            report.undecided
        );
        assert!(report.cost.llm_calls >= 1);
    }
}

/// A model that formulated every requirement the rules found is not held back by them.
#[tokio::test]
async fn a_model_spec_that_covers_the_instruction_decides() {
    let server = MockServer::start().await;
    let answer = json!({"constraints": [{"id": "l1", "text": "Do not use any commas",
        "kind": "logic", "check": {"predicate": "no_commas"}}]});
    answering(FORMULATE_SYSTEM_START, &answer.to_string())
        .mount(&server)
        .await;
    confirming(true).mount(&server).await;
    let v = default_verifier(&server, Formulator::Llm);
    let instruction = "Do not use any commas.";
    let sat = v.check_async(instruction, "No commas here").await.unwrap();
    assert_eq!(sat.verdict, Verdict::Sat, "{:?}", sat.undecided);
    let unsat = v.check_async(instruction, "One, two").await.unwrap();
    assert_eq!(unsat.verdict, Verdict::Unsat);
}

/// A server that answers every request with HTTP 500.
async fn failing_server() -> MockServer {
    let server = MockServer::start().await;
    Mock::given(wiremock::matchers::method("POST"))
        .respond_with(ResponseTemplate::new(500).set_body_string("model down"))
        .mount(&server)
        .await;
    server
}

/// A review only adds constraints: when the rules' reading already fails the output, no
/// LLM request is made, and the report says why.
#[tokio::test]
async fn a_rules_decided_unsat_makes_no_llm_request() {
    let server = failing_server().await;
    let v = default_verifier(&server, Formulator::Combined);
    let report = v
        .check_async(
            "Answer in all lowercase letters. Write in a pessimistic tone.",
            "Hello World",
        )
        .await
        .unwrap();
    assert_eq!(report.verdict, Verdict::Unsat);
    assert!(server.received_requests().await.unwrap().is_empty());
    assert_eq!(
        report.review,
        Some(nsvif::Review::Skipped {
            reason: nsvif::SkipReason::AlreadyUnsat
        })
    );
    assert!(
        report
            .to_text()
            .contains("review skipped: the rules' reading already fails"),
        "{}",
        report.to_text()
    );
    let json = serde_json::to_value(&report).unwrap();
    assert_eq!(
        json["review"],
        json!({"status": "skipped", "reason": "already_unsat"})
    );
}

/// Asked for every violation, the review is made even on an `unsat`; when it fails the
/// report says so, in text and JSON.
#[tokio::test]
async fn a_failed_review_is_visible_in_the_report() {
    let server = failing_server().await;
    let c = config(&server.uri(), LlmSettings::default());
    let setup = LlmSetup::from_config(&c, Formulator::Combined, 1)
        .unwrap()
        .review_unsat(true);
    let v = Verifier::default().with_llm(setup);
    let report = v
        .check_async("Do not use any commas. Sound autumnal.", "a, b")
        .await
        .unwrap();
    assert_eq!(report.verdict, Verdict::Unsat);
    assert!(!server.received_requests().await.unwrap().is_empty());
    let Some(nsvif::Review::Failed { error }) = &report.review else {
        panic!("{:?}", report.review)
    };
    assert!(error.contains("HTTP 500"), "{error}");
    assert!(
        report.to_text().contains("review failed: "),
        "{}",
        report.to_text()
    );
    let json = serde_json::to_value(&report).unwrap();
    assert_eq!(json["review"]["status"], "failed");
}

/// A confirmation mock that says "no" to the renderings containing `refused` and "yes"
/// to the others.
async fn confirming_except(server: &MockServer, refused: &'static str) {
    Mock::given(system_starts(common::mock_llm::CONFIRM_SYSTEM_START))
        .and(move |r: &Request| {
            messages(r)[1]["content"]
                .as_str()
                .is_some_and(|c| c.contains(refused))
        })
        .respond_with(completion(r#"{"same": false}"#))
        .mount(server)
        .await;
    confirming(true).mount(server).await;
}

/// A reading that says nothing the instruction says never counts: "at least 1000 words"
/// added to "Do not use any commas." leaves "a b" `sat`, whether the model's text for it
/// is not in the instruction (unplaced) or placed on the commas clause and not confirmed.
#[tokio::test]
async fn an_added_requirement_the_instruction_does_not_state_leaves_a_correct_output_sat() {
    let instruction = "Do not use any commas.";
    let commas = json!({"text": "Do not use any commas", "kind": "logic",
        "check": {"predicate": "no_commas", "args": {}}});
    let words = |text: &str| {
        json!({"text": text, "kind": "logic",
            "check": {"predicate": "word_count", "args": {"relation": ">=", "value": 1000}}})
    };
    for added in [
        words("The response must be at least 1000 words long."),
        words("Do not use any commas"),
    ] {
        for mode in [Formulator::Combined, Formulator::Llm] {
            let server = MockServer::start().await;
            let answer = json!({"constraints": [commas, added]}).to_string();
            answering(FORMULATE_SYSTEM_START, &answer)
                .mount(&server)
                .await;
            confirming_except(&server, "1000").await;
            let v = default_verifier(&server, mode);
            let report = v.check_async(instruction, "a b").await.unwrap();
            assert_eq!(
                report.verdict,
                Verdict::Sat,
                "{added} under {mode:?}: {report:?}"
            );
            assert!(report.constraints.iter().all(|c| !c.text.contains("1000")));
            if mode == Formulator::Combined {
                // The rules read every part: nothing to ask.
                assert!(server.received_requests().await.unwrap().is_empty());
                assert_eq!(
                    report.review,
                    Some(nsvif::Review::Skipped {
                        reason: nsvif::SkipReason::NothingUnread
                    })
                );
            } else {
                let Some(nsvif::Review::Asked { readings }) = &report.review else {
                    panic!("{:?}", report.review)
                };
                let dropped: Vec<_> = readings.iter().filter(|r| !r.counts()).collect();
                assert_eq!(dropped.len(), 1, "{readings:?}");
                assert!(
                    report.to_text().contains("review: "),
                    "{}",
                    report.to_text()
                );
            }
        }
    }
}

/// A reading of an unread part that the model does not confirm stays unread: `unknown`,
/// never the `unsat` the reading alone would give; a reading that repeats a rule
/// constraint, or states a number its part does not, is dropped without a question.
#[tokio::test]
async fn an_unconfirmed_repeated_or_ungrounded_reading_leaves_the_part_unread() {
    let server = MockServer::start().await;
    let readings = json!({"readings": [
        {"part": "p1", "check": {"predicate": "word_count", "args": {"relation": ">=", "value": 1000}}},
        {"part": "p1", "check": {"predicate": "no_commas", "args": {}}},
        {"part": "p1", "check": {"judge": "The response is breezy and rhymes."}}]});
    answering(PARTS_SYSTEM_START, &readings.to_string())
        .expect(1)
        .mount(&server)
        .await;
    confirming_except(&server, "rhymes").await;
    let v = default_verifier(&server, Formulator::Combined);
    let report = v
        .check_async("Do not use any commas. Keep it breezy.", "a b")
        .await
        .unwrap();
    assert_eq!(report.verdict, Verdict::Unknown, "{report:?}");
    let Some(nsvif::Review::Asked { readings }) = &report.review else {
        panic!("{:?}", report.review)
    };
    let outcomes: Vec<nsvif::ReadingOutcome> = readings.iter().map(|r| r.outcome).collect();
    assert_eq!(
        outcomes,
        [
            nsvif::ReadingOutcome::Ungrounded,
            nsvif::ReadingOutcome::Repeated,
            nsvif::ReadingOutcome::Unconfirmed
        ]
    );
    let text = report.to_text();
    assert!(
        text.contains("\"Keep it breezy.\" read as \"the response has at least 1000 words\": it states 1000, which the part does not, dropped"),
        "{text}"
    );
    assert!(
        text.contains("read as \"The response is breezy and rhymes.\": not confirmed"),
        "{text}"
    );
    // The question and one confirmation (nothing is asked about the dropped two).
    assert_eq!(server.received_requests().await.unwrap().len(), 2);
}

/// A confirmed reading that leaves out some of its part's numbers is checked (it can
/// fail an output) but does not explain its part (it cannot make one `sat`).
#[tokio::test]
async fn a_partial_reading_can_fail_an_output_but_never_make_it_sat() {
    let server = MockServer::start().await;
    let readings = json!({"readings": [{"part": "p1",
        "check": {"judge": "The response is breezy and has 3 jokes."}}]});
    answering(PARTS_SYSTEM_START, &readings.to_string())
        .mount(&server)
        .await;
    confirming(true).mount(&server).await;
    answering(
        JUDGE_SYSTEM_START,
        r#"{"satisfied": true, "reason": "light", "evidence": ""}"#,
    )
    .mount(&server)
    .await;
    let v = default_verifier(&server, Formulator::Combined);
    let instruction = "Do not use any commas. Keep it breezy with 3 jokes, one per line.";
    let report = v.check_async(instruction, "a b").await.unwrap();
    assert_eq!(report.verdict, Verdict::Unknown, "{report:?}");
    let Some(nsvif::Review::Asked { readings }) = &report.review else {
        panic!("{:?}", report.review)
    };
    assert_eq!(readings[0].outcome, nsvif::ReadingOutcome::Partial);
    assert!(report
        .constraints
        .iter()
        .any(|c| c.text.contains("Keep it breezy")));
}
