//! Letter case of the whole response: "in all lowercase letters", "no capital letters are
//! allowed", "in all capital letters", "capitalize every letter", "no lowercase letters".

use std::sync::LazyLock;

use crate::read::pattern::Regex;

use crate::read::pattern::regex;
use serde_json::json;

use super::{Sink, Text};

const LOWER: &str = r"lower\s*-?\s*case[ds]?";

/// Lower case asked for directly.
static LOWERCASE: LazyLock<Regex> = LazyLock::new(|| {
    regex(&format!(
        r"\b(?:(?:in|use|using|with|only|all(?:\s+of)?(?:\s+the)?|entirely\s+in)\s+)*(?:letters?\s+(?:are|be|is)\s+)?{LOWER}(?:\s+(?:letters?|english|characters))?(?:\s+only)?\b|\blowercased\b"
    ))
    .expect("static regex")
});
/// Capitals forbidden: lower case.
static NO_CAPITALS: LazyLock<Regex> = LazyLock::new(|| {
    regex(r"\b(?:no|not\s+(?:contain|use|have|include)\s+any|without\s+(?:using\s+)?(?:any\s+)?)\s*capital(?:s|\s+letters?|izations?)\b(?:\s+(?:are|is)\s+(?:allowed|used|permitted))?(?:\s+whatsoever)?|\bnot\s+a\s+single\s+letter\b[^.;!?\n]*?\bcapitali[sz]ed\b(?:\s+whatsoever)?|\bno\s+capitali[sz]ations?\b")
        .expect("static regex")
});
/// Capitals asked for.
static CAPITALS: LazyLock<Regex> = LazyLock::new(|| {
    regex(r"\b(?:(?:in|use|using|with|only|all|entirely\s+in)\s+)*(?:capital\s+letters|upper\s*-?\s*case(?:\s+letters)?)\b|\b(?:(?:in|use|using|with|only|all|entirely\s+in)\s+)+(?:caps|capitals)\b|\bcapitali[sz]e\s+(?:all|every|each)\s+(?:of\s+)?(?:your\s+|the\s+)?(?:letters?|words?)\b|\b(?:all|every)\s+(?:the\s+)?letters?\b[^.;!?\n]*?\b(?:be|are)\s+capitali[sz]ed\b|\bno\s+lower\s*-?\s*case(?:\s+letters?)?(?:\s+(?:are\s+)?allowed)?|\bnot\s+a\s+single\s+word\b[^.;!?\n]*?\bcontain\s+lower\s*-?\s*case(?:\s+letters)?")
        .expect("static regex")
});

/// A part of the response named as what the case is asked of ("Your title should be in
/// all caps", "Write each heading in lowercase"): not the whole response, so not these
/// predicates; the clause stays unread (the verdict is `unknown`, never a false `unsat`).
static PART_SUBJECT: LazyLock<Regex> = LazyLock::new(|| {
    regex(r"\b(?:titles?|headings?|headers?|headlines?|subject\s+lines?|acronyms?|(?:first|last|final|opening|closing)\s+(?:\w+\s+)?(?:words?|letters?|lines?|sentences?|paragraphs?)|(?:each|every)\s+(?:\w+\s+)?(?:titles?|headings?|lines?|sentences?|bullets?|sections?|items?|paragraphs?|words?))\b")
        .expect("static regex")
});

/// Whether the case phrase at `start` is said of a part of the response: its clause
/// names a part before it.
fn said_of_a_part(text: &Text, start: usize) -> bool {
    let (ss, _) = text.sentence_at(start);
    let clause_start = text.lower[ss.min(start)..start]
        .rfind([',', ';', ':'])
        .map_or(ss.min(start), |i| ss.min(start) + i + 1);
    PART_SUBJECT.is_match(&text.lower[clause_start..start])
}

/// `change_case:english_lowercase` and `change_case:english_capital`. Capitals counted
/// ("at least 3 words in capital letters") are `capital_words`; the longer reading wins
/// where both match.
pub(crate) fn letter_case(text: &Text, sink: &mut Sink) {
    // "Every other letter alternates between lower case and upper case": neither case
    // for the whole response; left unread.
    static MIXED: LazyLock<Regex> = LazyLock::new(|| {
        regex(r"\b(?:alternat|switch|toggl)\w*\b[^.;!?\n]*\b(?:case|capital|upper|lower)|\b(?:case|capitals?|letters?)\b[^.;!?\n]*\b(?:alternat|switch|toggl)\w*|\bmix\w*\s+(?:of\s+)?(?:upper|lower|capital)|\bevery\s+other\s+(?:letter|character|word)\b")
            .expect("static regex")
    });
    let mixed = |start: usize| {
        let (s, e) = text.sentence_at(start);
        MIXED.is_match(&text.lower[s..e.max(s)])
    };
    for m in NO_CAPITALS.find_iter(&text.lower) {
        if said_of_a_part(text, m.start()) || mixed(m.start()) {
            continue;
        }
        sink.ifeval(text, "change_case:english_lowercase", json!({}), m);
    }
    for m in LOWERCASE.find_iter(&text.lower) {
        if said_of_a_part(text, m.start()) || mixed(m.start()) {
            continue;
        }
        sink.ifeval(text, "change_case:english_lowercase", json!({}), m);
    }
    for m in CAPITALS.find_iter(&text.lower) {
        // "words in all capital letters should appear …" counts words.
        let before = text.lower[..m.start()].trim_end();
        let after = text.lower[m.end()..].trim_start();
        if before.ends_with("words")
            || before.ends_with("word")
            || after.starts_with("should appear")
            || after.starts_with("appear")
            || after.starts_with("words")
            || said_of_a_part(text, m.start())
            || mixed(m.start())
        {
            continue;
        }
        sink.ifeval(text, "change_case:english_capital", json!({}), m);
    }
}

#[cfg(test)]
mod tests {
    use super::super::find_all;

    fn ids(text: &str) -> Vec<(&'static str, bool)> {
        find_all(text)
            .found
            .iter()
            .filter_map(|f| {
                let id = f.ifeval_id()?;
                id.starts_with("change_case:english")
                    .then_some((id, f.negated))
            })
            .collect()
    }

    const LOWER: (&str, bool) = ("change_case:english_lowercase", false);
    const CAPS: (&str, bool) = ("change_case:english_capital", false);

    #[test]
    fn reads_lowercase_and_capitals() {
        assert_eq!(ids("Answer in all lowercase letters."), [LOWER]);
        assert_eq!(
            ids("Your entire response should be in English, and in all capital letters."),
            [CAPS]
        );
        assert_eq!(ids("Respond in ALL CAPS"), [CAPS]);
        assert_eq!(
            ids("Please reply in English and capitalize all your words."),
            [CAPS]
        );
        assert_eq!(
            ids("Make sure it is in English and that all of the letters are lowercase."),
            [LOWER]
        );
        assert_eq!(
            ids("Make sure that it's in English and not a single letter in your entire response is capitalized whatsoever."),
            [LOWER]
        );
        assert_eq!(
            ids("Write a critique in all capital letters, no lowercase letters allowed."),
            [CAPS]
        );
    }

    #[test]
    fn the_case_of_a_part_is_not_the_case_of_the_response() {
        assert_eq!(ids("Your title should be in ALL CAPS."), []);
        assert_eq!(ids("Write each heading in lowercase letters."), []);
        assert_eq!(
            ids("Explain it. The first word must be in capital letters."),
            []
        );
        // The response itself, named or not, is still read.
        assert_eq!(
            ids("Write a title, and answer in all capital letters."),
            [CAPS]
        );
        assert_eq!(
            ids("Make sure the resume is in English and all lowercase."),
            [LOWER]
        );
    }

    #[test]
    fn negated_or_counted_capitals_are_not_an_all_capitals_request() {
        assert_eq!(ids("No capital letters are allowed."), [LOWER]);
        assert_eq!(
            ids("Do not write in all capital letters."),
            [("change_case:english_capital", true)]
        );
        assert!(ids("Words in all capital letters should appear at least 3 times.").is_empty());
        assert!(ids("In the template, capitalize a few words to stress main points.").is_empty());
    }
}
