//! What the everyday grammar reads, phrase by phrase.

use crate::rules::testing::dsl;

fn reads(instruction: &str, expected: &[&str]) {
    assert_eq!(dsl(instruction), expected, "{instruction}");
}

#[test]
fn the_whole_response_measured() {
    reads("Keep it under 100 characters.", &["chars(all) < 100"]);
    reads("Keep it to 100 characters.", &["chars(all) <= 100"]);
    reads("Use at least two emojis.", &["count(emojis(all)) >= 2"]);
    reads(
        "Summarize the article in one sentence.",
        &["count(sentences(body)) == 1"],
    );
    reads(
        "Write a short poem in all lowercase letters with exactly 4 lines.",
        &["count(lines(all)) == 4"],
    );
}
