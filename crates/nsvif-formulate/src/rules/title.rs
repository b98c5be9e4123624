//! A title in double angular brackets: "include a title wrapped in double angular
//! brackets, i.e. `<<title>>`", "put the name in double angular brackets".

use std::sync::LazyLock;

use crate::read::pattern::Regex;

use crate::read::pattern::regex;
use serde_json::json;

use super::{Sink, Text};

static RE: LazyLock<Regex> = LazyLock::new(|| {
    regex(r"(?:\b(?:a\s+|the\s+|with\s+a\s+)?(?:title|name|answer|heading)\b[^.;!?\n]*?)?\b(?:double\s+)?angular\s+brackets?(?:[^.\n]*?<<[^>\n]*>>)?|<<[^>\n]*>>")
        .expect("static regex")
});

/// `detectable_format:title`.
pub(crate) fn title(text: &Text, sink: &mut Sink) {
    for m in RE.find_iter(&text.lower) {
        // A bare "<<…>>" counts only next to a title request, not in quoted content.
        let bare = m.as_str().starts_with("<<");
        if bare {
            let (ss, se) = text.sentence_at(m.start());
            let sentence = &text.lower[ss..se];
            if !(sentence.contains("title") || sentence.contains("bracket")) {
                continue;
            }
        }
        sink.ifeval(text, "detectable_format:title", json!({}), m);
    }
}

#[cfg(test)]
mod tests {

    fn titles(text: &str) -> Vec<bool> {
        super::super::testing::found(text, "detectable_format:title")
            .iter()
            .map(|f| f.negated)
            .collect()
    }

    #[test]
    fn reads_title_requests() {
        assert_eq!(titles("Your answer must contain a title, wrapped in double angular brackets, i.e. <<title>>."), [false]);
        assert_eq!(
            titles("Put the name of the story in double angular brackets, i.e. <<story of xyz>>."),
            [false]
        );
        assert_eq!(
            titles("Do not put a title in double angular brackets."),
            [true]
        );
        assert!(titles("Write a poem titled Autumn.").is_empty());
    }
}
