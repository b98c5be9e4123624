//! `nsvif check --messages`, `--strict-soft` and `bench` records with `messages`: a
//! conversation's system prompt and user turns instruct its last reply, each constraint
//! names its message, and a preference is a warning (exit 0) unless soft counts as hard.

use assert_cmd::Command;
use serde_json::{json, Value};

fn nsvif() -> Command {
    Command::cargo_bin("nsvif").unwrap()
}

fn json(out: &[u8]) -> Value {
    serde_json::from_slice(out)
        .unwrap_or_else(|e| panic!("not JSON ({e}): {}", String::from_utf8_lossy(out)))
}

/// 60 words, no commas, no exclamation marks.
const LONG_REPLY: &str = "Paris is the capital of France and its largest city. It sits on the Seine and is known for its museums and its cafes and its long avenues. The Louvre holds thousands of works of art and the Eiffel Tower rises over the river. Many visitors come in the spring when the parks are green and the evenings are long.";

/// A system prompt with two rules, three user turns (the second adds a rule, the third
/// lifts one), assistant turns between them (one says "use exactly 5 words"), and `reply`.
fn conversation(reply: &str) -> Value {
    json!([
        {"role": "system", "content": "You are a travel assistant. Keep your answers under 40 words. Never use exclamation marks."},
        {"role": "user", "content": "What is the capital of France?"},
        {"role": "assistant", "content": "Paris. If you want a slogan, use exactly 5 words."},
        {"role": "user", "content": "Thanks. Also, do not use any commas."},
        {"role": "assistant", "content": "Understood. Paris is lovely in spring."},
        {"role": "user", "content": "You can ignore the word limit now. Tell me more about Paris."},
        {"role": "assistant", "content": reply}
    ])
}

/// `nsvif check --messages - --json` with the messages on standard input.
fn check_messages(messages: &Value, extra: &[&str]) -> (i32, Value) {
    let out = nsvif()
        .args(["check", "--messages", "-", "--json"])
        .args(extra)
        .write_stdin(messages.to_string())
        .output()
        .unwrap();
    (out.status.code().unwrap(), json(&out.stdout))
}

#[test]
fn the_last_reply_is_checked_against_the_turns_that_instruct_it() {
    let (code, report) = check_messages(&conversation(LONG_REPLY), &[]);
    assert_eq!(code, 0, "{report}");
    assert_eq!(report["verdict"], "sat");
    let constraints = report["constraints"].as_array().unwrap();
    let messages: Vec<&Value> = constraints.iter().map(|c| &c["message"]).collect();
    assert_eq!(messages, [&json!(0), &json!(3)], "{report}");

    let comma = LONG_REPLY.replacen(" and its largest", ", its largest", 1);
    let (code, report) = check_messages(&conversation(&comma), &[]);
    assert_eq!(code, 1, "{report}");
    let violated = report["violated"][0]["id"].clone();
    let c = constraints_by_id(&report, &violated);
    assert_eq!(c["message"], 3);
    assert!(c["source"]["end"].as_u64().unwrap() > 0);
}

fn constraints_by_id<'a>(report: &'a Value, id: &Value) -> &'a Value {
    report["constraints"]
        .as_array()
        .unwrap()
        .iter()
        .find(|c| &c["id"] == id)
        .unwrap()
}

/// The file form, `{"messages": […]}`, and `--output` for a conversation that does not end
/// with the reply.
#[test]
fn messages_come_from_a_file_and_the_reply_from_output() {
    let dir = std::env::temp_dir().join(format!("nsvif-cli-messages-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let file = dir.join("messages.json");
    let mut messages = conversation(LONG_REPLY);
    messages.as_array_mut().unwrap().pop();
    std::fs::write(&file, json!({ "messages": messages }).to_string()).unwrap();
    let out = nsvif()
        .args([
            "check",
            "--messages",
            file.to_str().unwrap(),
            "--output",
            LONG_REPLY,
        ])
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(0));
    assert!(String::from_utf8_lossy(&out.stdout).starts_with("sat"));
    // Without --output, the conversation has no reply to check.
    let out = nsvif()
        .args(["check", "--messages", file.to_str().unwrap()])
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(3));
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(
        err.contains("not the assistant's") && err.contains("--output"),
        "{err}"
    );
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn bad_messages_are_clear_errors() {
    for (messages, says) in [
        ("[{\"role\": \"user\"", "malformed messages JSON"),
        (
            "[{\"role\": \"narrator\", \"content\": \"x\"}]",
            "malformed messages JSON",
        ),
        ("{\"turns\": []}", "malformed messages JSON"),
        (
            "[{\"role\": \"assistant\", \"content\": \"Use exactly 5 words.\"}]",
            "nothing instructs",
        ),
    ] {
        let out = nsvif()
            .args(["check", "--messages", "-"])
            .write_stdin(messages)
            .output()
            .unwrap();
        assert_eq!(out.status.code(), Some(3), "{messages}");
        let err = String::from_utf8_lossy(&out.stderr);
        assert!(err.contains(says), "{messages}: {err}");
    }
}

const SIXTY_WORDS: &str = "Cats are animals that people keep at home for company and comfort. They sleep for most of the day and hunt at night when the house is quiet. A cat will groom itself with care and will often choose one person to follow around. Many cats enjoy a warm window and a soft place to rest in the afternoon sun.";

#[test]
fn a_preference_warns_and_strict_soft_makes_it_unsat() {
    let check = |extra: &[&str]| {
        nsvif()
            .args([
                "check",
                "-i",
                "Preferably keep it under 50 words.",
                "-o",
                SIXTY_WORDS,
            ])
            .args(extra)
            .output()
            .unwrap()
    };
    let out = check(&[]);
    assert_eq!(out.status.code(), Some(0));
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(text.starts_with("sat") && text.contains("soft"), "{text}");
    let out = check(&["--json"]);
    let report = json(&out.stdout);
    assert_eq!(report["warnings"].as_array().unwrap().len(), 1);
    assert_eq!(report["warnings"][0]["soft"], true);
    assert_eq!(report["violated"], json!([]));
    let out = check(&["--strict-soft", "--json"]);
    assert_eq!(out.status.code(), Some(1));
    assert_eq!(json(&out.stdout)["verdict"], "unsat");
}

/// `bench` records may carry a conversation instead of an instruction, the output being
/// the last message.
#[test]
fn bench_records_carry_messages() {
    let dir = std::env::temp_dir().join(format!("nsvif-cli-bench-messages-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let file = dir.join("r.jsonl");
    let comma = LONG_REPLY.replacen(" and its largest", ", its largest", 1);
    let records = [
        json!({"messages": conversation(LONG_REPLY), "label": "sat"}),
        json!({"messages": conversation(&comma), "label": "unsat"}),
        json!({"instruction": "Do not use any commas.", "output": "a b", "label": "sat"}),
    ];
    let lines: Vec<String> = records.iter().map(Value::to_string).collect();
    std::fs::write(&file, lines.join("\n")).unwrap();
    let out = nsvif()
        .args(["bench", file.to_str().unwrap(), "--json"])
        .output()
        .unwrap();
    assert_eq!(
        out.status.code(),
        Some(0),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let summary = json(&out.stdout);
    assert_eq!(summary["records"], 3, "{summary}");
    assert_eq!(summary["tp"], 2, "{summary}");
    assert_eq!(summary["tn"], 1, "{summary}");
    std::fs::remove_dir_all(&dir).unwrap();
}

/// The README's example conversation: `unsat` on the comma rule of message 3.
#[test]
fn the_readme_example_conversation() {
    let file = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/../../examples/conversation.json"
    );
    let out = nsvif()
        .args(["check", "--messages", file])
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(1));
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(
        text.starts_with("unsat\n✗ c2 do not use any commas [message 3]: "),
        "{text}"
    );
}
