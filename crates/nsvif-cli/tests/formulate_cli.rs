//! `nsvif formulate`: each constraint with the part of the instruction it was read from,
//! and what no rule understood.

use assert_cmd::Command;

#[test]
fn shows_spans_relations_and_unexplained_parts() {
    let out = Command::cargo_bin("nsvif")
        .unwrap()
        .args([
            "formulate",
            "-i",
            "Write a poem about cats in at least 300 words. Do not use any commas, and every line must rhyme. Answer in all lowercase letters or in all capital letters.",
        ])
        .assert()
        .code(0);
    let text = String::from_utf8(out.get_output().stdout.clone()).unwrap();
    assert!(
        text.contains("c1 [27..45] \"at least 300 words\""),
        "{text}"
    );
    assert!(
        text.contains("word_count {\"relation\":\"at least\",\"num_words\":300}"),
        "{text}"
    );
    assert!(
        text.contains("? unexplained [74..96] \"every line must rhyme.\""),
        "{text}"
    );
    assert!(text.contains("formula: (c3 || c4) && c1 && c2"), "{text}");
}

#[test]
fn json_carries_the_unexplained_parts() {
    let out = Command::cargo_bin("nsvif")
        .unwrap()
        .args([
            "formulate",
            "--json",
            "-i",
            "Use fewer than 50 words. Every line must rhyme.",
        ])
        .assert()
        .code(0);
    let v: serde_json::Value = serde_json::from_slice(&out.get_output().stdout).unwrap();
    assert_eq!(v["spec"]["constraints"][0]["source"]["start"], 4);
    assert_eq!(
        v["spec"]["unexplained"][0]["text"],
        "Every line must rhyme."
    );
}
