//! The judge questions of the semantic requirements several rule families read (the
//! tone and topic rules, and the "write in this tone: …" template), worded in one place
//! so that one requirement is one question whichever family read it.

/// The question whether the response is written in `tone`, taken as it is given.
pub(crate) fn tone_question(tone: &str) -> String {
    format!("Is the response written in a {tone} tone?")
}

/// The question whether the response is about `topic`, taken as it is given.
pub(crate) fn topic_question(topic: &str) -> String {
    format!("Is the response about {topic}?")
}
