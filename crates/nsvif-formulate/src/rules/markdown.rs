//! "Use markdown", "the letter should be in Markdown": plain text is valid Markdown, so
//! on its own this asks for nothing that can be checked. Markdown bullets, highlights,
//! dividers and headings have their own families; this one only records that the phrase
//! was read, so it is not reported as unexplained.

use std::sync::LazyLock;

use crate::read::pattern::Regex;

use crate::read::pattern::regex;

use super::{Sink, Text};

static RE: LazyLock<Regex> = LazyLock::new(|| {
    regex(r"\b(?:use|using|in|with|write\s+(?:it|this)\s+in|be\s+in|format\w*\s+(?:it\s+)?(?:in|as|with))\s+(?:\w+\s+)?markdowns?\b(?:\s+(?:format|formatting|syntax|style))?")
        .expect("static regex")
});

pub(crate) fn markdown(text: &Text, sink: &mut Sink) {
    for m in RE.find_iter(&text.lower) {
        sink.cover(m.start(), m.end());
    }
}
