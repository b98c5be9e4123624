//! Tone stated as a requirement of the response: "your answer must be in a humorous
//! tone", "the tone should be pessimistic", "use a formal tone". A semantic constraint,
//! decided by a judge. A tone in the task description ("write a tweet storm with a weird
//! tone about …") is part of the task.

use std::sync::LazyLock;

use crate::read::pattern::Regex;

use crate::read::pattern::regex;
use crate::read::questions::tone_question;

use super::{Emit, Sink, Text};

const SUBJECT: &str = r"(?:your|the|this)\s+(?:entire\s+|whole\s+)?(?:response|answer|reply|output|text|essay|story|poem|letter|email|article|post|writing|message|summary|review)";
const TONE: &str = r"(?P<tone>[a-z][a-z ,-]{0,40}?)";

static RE: LazyLock<Regex> = LazyLock::new(|| {
    regex(&format!(
        r"\b{SUBJECT}\s+(?:should|must|has\s+to|needs\s+to|is\s+to)\s+(?:be\s+(?:written\s+)?(?:in|with)|have|use|adopt|sound|maintain|keep|take\s+on)\s+(?:a|an|the|any)\s+{TONE}\s+tone\b|\b(?:the\s+)?tone\s+(?:of\s+{SUBJECT}\s+)?(?:should|must|has\s+to|needs\s+to)\s+be\s+(?:a\s+|an\s+)?(?P<tone2>[a-z][a-z ,-]{{0,40}}?)(?:\s+tone)?(?:[.;!?\n]|$)"
    ))
    .expect("static regex")
});
/// "Use a formal tone." at the start of a sentence: an order about the response.
static IMPERATIVE: LazyLock<Regex> = LazyLock::new(|| {
    regex(&format!(
        r"^(?:please,?\s+|also,?\s+)?(?:use|adopt|keep|maintain|(?:answer|respond|reply|write)\s+(?:using|with|in))\s+(?:a|an|any)\s+{TONE}\s+tone\b"
    ))
    .expect("static regex")
});

fn judge(tone: &str) -> Emit {
    Emit::Judge(tone_question(tone.trim().trim_end_matches(',')))
}

pub(crate) fn tone(text: &Text, sink: &mut Sink) {
    for caps in RE.captures_iter(&text.lower) {
        let m = caps.get(0).expect("match");
        let tone = caps.name("tone").or(caps.name("tone2")).expect("a tone");
        let end = m
            .as_str()
            .trim_end_matches(['.', ';', '!', '?', '\n'])
            .len()
            + m.start();
        sink.push(
            text,
            judge(&text.raw[tone.start()..tone.end()]),
            m.start(),
            end,
        );
    }
    for &(s, e) in &text.sentences {
        if let Some(caps) = IMPERATIVE.captures(&text.lower[s..e]) {
            let m = caps.get(0).expect("match");
            let tone = caps.name("tone").expect("tone");
            sink.push(
                text,
                judge(&text.raw[s + tone.start()..s + tone.end()]),
                s + m.start(),
                s + m.end(),
            );
        }
    }
}

#[cfg(test)]
mod tests {
    use super::super::testing::judges;

    #[test]
    fn a_stated_tone_is_a_judge_question() {
        assert_eq!(
            judges("Write a poem. Your answer must be in a humorous tone."),
            ["Is the response written in a humorous tone?"]
        );
        assert_eq!(
            judges("The tone should be pessimistic."),
            ["Is the response written in a pessimistic tone?"]
        );
        assert_eq!(
            judges("Please, use any interesting or weird tone."),
            ["Is the response written in a interesting or weird tone?"]
        );
    }

    #[test]
    fn a_tone_in_the_task_is_task_text() {
        assert!(judges("Write a tweet storm with a weird tone about a flat earth.").is_empty());
        assert!(judges("Please rewrite the following sentence in a serious tone.").is_empty());
    }
}
