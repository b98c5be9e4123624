//! "Please write in this tone: optimistic", "Please write in this topic: agile project
//! management" (VIFBench, NSVIF paper Table 5).
//!
//! **What it does.** Turns the value after the colon into a judge question: "Is the
//! response written in a optimistic tone?", "Is the response about agile project
//! management?". Decided by the LLM judge when one is configured, `unknown` otherwise.
//!
//! **Why.** The tone and topic rules read "the tone should be …", "the response should be
//! about …"; this template names the tone or topic after a colon, and without this rule
//! the semantic requirement was silently dropped.
//!
//! **Example.** "Please write in this tone: pessimistic" → judge "Is the response
//! written in a pessimistic tone?".

use std::sync::LazyLock;

use super::{Emit, Sink, Text};
use crate::read::pattern::regex;
use crate::read::pattern::Regex;
use crate::read::questions::{tone_question, topic_question};

static RE: LazyLock<Regex> = LazyLock::new(|| {
    regex(r"\b(?:write|respond|answer|reply)\s+(?:in|on|with)\s+(?:this|the\s+following)\s+(?P<what>tone|topic)\s*:[ \t]*(?P<value>[^\n]+)")
        .expect("static regex")
});

pub(crate) fn write_in_this(text: &Text, sink: &mut Sink) {
    for caps in RE.captures_iter(&text.lower) {
        let m = caps.get(0).expect("match");
        let v = caps.name("value").expect("value");
        let value = text.raw[v.start()..v.end()].trim().trim_end_matches('.');
        if value.is_empty() {
            continue;
        }
        let question = if &caps["what"] == "tone" {
            tone_question(value)
        } else {
            topic_question(value)
        };
        sink.push(text, Emit::Judge(question), m.start(), m.end());
    }
}

#[cfg(test)]
mod tests {
    use super::super::find_all;
    use super::super::testing::judges;

    #[test]
    fn reads_tone_and_topic_after_the_colon() {
        let i = "Please write a piece of text considering all these constraints:\nPlease write in this topic: the benefits of agile project management\nPlease write in this tone: optimistic";
        assert_eq!(
            judges(i),
            [
                "Is the response about the benefits of agile project management?",
                "Is the response written in a optimistic tone?"
            ]
        );
        assert!(find_all(i).found.len() == 2);
    }
}
