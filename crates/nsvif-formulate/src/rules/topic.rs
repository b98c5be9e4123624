//! Topic stated as a requirement of the response: "the response should be about
//! climate change", "the topic of your essay must be friendship". A semantic constraint.
//! "Write a poem about cats" is the task, not a requirement.

use std::sync::LazyLock;

use crate::read::pattern::Regex;

use crate::read::pattern::regex;
use crate::read::questions::topic_question;

use super::{Emit, Sink, Text};

static RE: LazyLock<Regex> = LazyLock::new(|| {
    regex(r"\b(?:(?:your|the)\s+(?:entire\s+|whole\s+)?(?:response|answer|reply|output)\s+(?:should|must|has\s+to|needs\s+to)\s+(?:be\s+(?:about|on)|focus\s+on|discuss|stay\s+on\s+(?:the\s+)?topic\s+of)|(?:the\s+)?topic\s+of\s+(?:your|the)\s+(?:response|answer|essay|text|reply)\s+(?:should|must)\s+be)\s+(?P<topic>[^.;!?\n]{3,80})")
        .expect("static regex")
});

pub(crate) fn topic(text: &Text, sink: &mut Sink) {
    for caps in RE.captures_iter(&text.lower) {
        let m = caps.get(0).expect("match");
        let t = caps.name("topic").expect("topic");
        let topic = text.raw[t.start()..t.end()].trim();
        sink.push(text, Emit::Judge(topic_question(topic)), m.start(), m.end());
    }
}

#[cfg(test)]
mod tests {
    use super::super::testing::judges;

    #[test]
    fn a_stated_topic_is_a_judge_question() {
        assert_eq!(
            judges("The response should be about renewable energy."),
            ["Is the response about renewable energy?"]
        );
        assert!(judges("Write a poem about cats.").is_empty());
    }
}
