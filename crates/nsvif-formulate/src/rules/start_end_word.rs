//! The same word at both ends: "start and end your response with the same word", "the
//! first and last words should be the same", and the same per sentence.

use std::sync::LazyLock;

use crate::read::pattern::Regex;

use crate::read::pattern::regex;

use super::{Emit, Sink, Text};

static RE: LazyLock<Regex> = LazyLock::new(|| {
    regex(r"\b(?:start|begin)s?\s+and\s+ends?\s+(?:(?:your|the|each|every)\s+(?:entire\s+)?(?P<unit>response|answer|reply|sentence|paragraph)\s+)?with\s+the\s+same\s+word|\b(?:the\s+)?first\s+(?:word\s+)?and\s+(?:the\s+)?last\s+words?\s+(?:of\s+(?:your|the|each|every)\s+(?P<unit2>response|answer|sentence|paragraph)\s+)?(?:should|must)\s+be\s+(?:the\s+)?same(?:\s+word)?")
        .expect("static regex")
});

pub(crate) fn same_start_end_word(text: &Text, sink: &mut Sink) {
    for caps in RE.captures_iter(&text.lower) {
        let m = caps.get(0).expect("match");
        let unit = caps.name("unit").or(caps.name("unit2")).map(|u| u.as_str());
        // "each sentence should start and end with the same word".
        let each = text.lower[text.clause_start(m.start())..m.start()].contains("each sentence")
            || matches!(unit, Some("sentence"));
        let dsl = if each {
            "forall s in sentences(body): first_word(s) == last_word(s)".to_string()
        } else if matches!(unit, Some("paragraph")) {
            "forall p in paragraphs(body): first_word(p) == last_word(p)".to_string()
        } else {
            "first_word(all) == last_word(all)".to_string()
        };
        sink.push(text, Emit::Dsl(dsl), m.start(), m.end());
    }
}

#[cfg(test)]
mod tests {
    use super::super::{find_all, Emit};

    #[test]
    fn reads_same_start_and_end_word() {
        let f = find_all("Start and end your response with the same word.").found;
        assert_eq!(
            f[0].emit,
            Emit::Dsl("first_word(all) == last_word(all)".into())
        );
        let f = find_all("The first and last words of each sentence must be the same.").found;
        assert_eq!(
            f[0].emit,
            Emit::Dsl("forall s in sentences(body): first_word(s) == last_word(s)".into())
        );
    }
}
