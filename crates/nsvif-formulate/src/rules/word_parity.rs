//! Word count parity: "the response should have an even number of words", "use an odd
//! number of words".

use std::sync::LazyLock;

use crate::read::pattern::Regex;

use crate::read::pattern::regex;

use super::{Emit, Sink, Text};

static RE: LazyLock<Regex> = LazyLock::new(|| {
    regex(r"\b(?:an?\s+)?(?P<p>even|odd)\s+(?:number\s+of\s+words|word\s+count)\b|\b(?:number\s+of\s+words|word\s+count)\b[^.;!?\n]*?\b(?:should|must)\s+be\s+(?:an?\s+)?(?P<q>even|odd)\b(?:\s+number)?")
        .expect("static regex")
});

pub(crate) fn word_parity(text: &Text, sink: &mut Sink) {
    for caps in RE.captures_iter(&text.lower) {
        let m = caps.get(0).expect("match");
        let parity = caps.name("p").or(caps.name("q")).expect("parity").as_str();
        let rest = if parity == "even" { 0 } else { 1 };
        sink.push(
            text,
            Emit::Dsl(format!("count(words(all)) % 2 == {rest}")),
            m.start(),
            m.end(),
        );
    }
}

#[cfg(test)]
mod tests {
    use super::super::{find_all, Emit};

    #[test]
    fn reads_even_and_odd() {
        let f = find_all("Your response should have an even number of words.").found;
        assert_eq!(f[0].emit, Emit::Dsl("count(words(all)) % 2 == 0".into()));
        let f = find_all("The word count of your answer must be odd.").found;
        assert_eq!(f[0].emit, Emit::Dsl("count(words(all)) % 2 == 1".into()));
        assert!(find_all("Write about even and odd numbers.")
            .found
            .is_empty());
    }
}
