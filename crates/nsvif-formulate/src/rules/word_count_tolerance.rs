//! A word count with its tolerance: "around 540 words (within 10 words difference is
//! ok)", "about 300 words, give or take 20 words".
//!
//! **What it does.** Reads the target and the stated tolerance into a closed range of
//! words, `count(words(all)) >= 530 && count(words(all)) <= 550`.
//!
//! **Why.** "Around N words" alone reads as N ± 10 %; when the instruction states the
//! tolerance, that is the range (540 ± 10 is 530–550, not 486–595).
//!
//! **Example.** "around 540 words (within 10 words difference is ok)" →
//! `count(words(all)) >= 530 && count(words(all)) <= 550`.

use std::sync::LazyLock;

use super::{Emit, Sink, Text};
use crate::read::pattern::regex;
use crate::read::pattern::Regex;

static RE: LazyLock<Regex> = LazyLock::new(|| {
    regex(r"\b(?:around|about|approximately|roughly|close\s+to)\s+(?P<n>\d{1,6})\s+words?\b\s*(?:\(\s*(?:within|plus\s+or\s+minus|give\s+or\s+take|±)\s*(?P<k>\d{1,5})\s+words?(?:\s+(?:of\s+)?difference)?(?:\s+(?:is|are)\s+(?:ok|okay|fine|allowed|acceptable))?\s*\)|,?\s*(?:give\s+or\s+take|plus\s+or\s+minus)\s+(?P<k2>\d{1,5})(?:\s+words?)?\b)")
        .expect("static regex")
});

pub(crate) fn word_count_tolerance(text: &Text, sink: &mut Sink) {
    for caps in RE.captures_iter(&text.lower) {
        let m = caps.get(0).expect("match");
        let n: i64 = caps["n"].parse().expect("digits");
        let k: i64 = caps
            .name("k")
            .or(caps.name("k2"))
            .expect("tolerance")
            .as_str()
            .parse()
            .expect("digits");
        let low = (n - k).max(0);
        sink.push(
            text,
            Emit::Dsl(format!(
                "count(words(all)) >= {low} && count(words(all)) <= {}",
                n + k
            )),
            m.start(),
            m.end(),
        );
    }
}

#[cfg(test)]
mod tests {
    use super::super::find_all;
    use super::super::testing::dsl;

    #[test]
    fn reads_the_stated_tolerance() {
        let i = "The response should be around 540 words (within 10 words difference is ok).";
        assert_eq!(
            dsl(i),
            ["count(words(all)) >= 530 && count(words(all)) <= 550"]
        );
        assert_eq!(find_all(i).found.len(), 1);
        assert_eq!(
            dsl("Write about 300 words, give or take 20 words."),
            ["count(words(all)) >= 280 && count(words(all)) <= 320"]
        );
    }
}
