//! Words read for a topic: "do not mention money" is read as the forbidden word `money`,
//! which the response breaks by using it, but keeps only by not bringing money up in any
//! words ("a $50 gift"), which no word list decides. Read plainly, the rest of such a
//! requirement is what the rule left: an unexplained part beside the constraint, so the
//! verdict is `unsat` when the word is used and `unknown`, never `sat`, when it is not.
//! A list of words ("do not mention the words …", a quoted "photography") is the words
//! only, and IFEval's conventions read every such list as its words.

use nsvif_spec::Unexplained;

use crate::rules::Found;

/// Verbs that name a topic rather than words.
const TOPIC_VERBS: &[&str] = &[
    "mention",
    "talk about",
    "talking about",
    "discuss",
    "refer to",
    "referring to",
    "bring up",
    "bringing up",
];

/// Words that make the list one of words, not topics ("keyword" contains "word").
const WORD_NOUNS: &[&str] = &["word", "term", "phrase"];

/// Whether the phrase quotes its words: a double quote, a bracket or a backtick, or a
/// single quote that opens a word; the apostrophe of "don't" quotes nothing.
fn quotes_its_words(phrase: &str) -> bool {
    phrase.contains(['"', '“', '”', '[', '`'])
        || phrase.char_indices().any(|(i, c)| {
            matches!(c, '\'' | '‘')
                && phrase[..i]
                    .chars()
                    .next_back()
                    .is_none_or(|p| !p.is_alphanumeric())
        })
}

/// The unexplained topic half of each forbidden-word constraint read from a verb of
/// topic ("do not mention money").
pub(crate) fn topic_halves(found: &[Found]) -> Vec<Unexplained> {
    found
        .iter()
        .filter(|f| f.ifeval_id() == Some("keywords:forbidden_words"))
        .filter(|f| {
            let lower = f.text.to_lowercase();
            TOPIC_VERBS.iter().any(|v| lower.contains(v))
                && !WORD_NOUNS.iter().any(|n| lower.contains(n))
                && !quotes_its_words(&f.text)
        })
        .map(|f| Unexplained {
            text: f.text.clone(),
            source: f.span,
            message: None,
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use crate::Conventions;

    fn unexplained(instruction: &str, conventions: Conventions) -> Vec<String> {
        crate::pipeline::formulate_rules_with(instruction, conventions)
            .unexplained
            .into_iter()
            .map(|u| u.text)
            .collect()
    }

    #[test]
    fn a_topic_not_to_mention_is_more_than_its_word() {
        let plain = |i| unexplained(i, Conventions::Plain);
        assert_eq!(
            plain("Write a thank-you note. Do not mention money."),
            ["Do not mention money"]
        );
        // The apostrophe of a contraction quotes nothing.
        assert_eq!(
            plain("Write a thank-you note. Don't mention money."),
            ["Don't mention money"]
        );
        assert!(plain("Write a note. Don't mention 'photography'.").is_empty());
        assert!(plain("Write a note. Do not mention the words money and cash.").is_empty());
        assert!(plain("Write a note. Avoid mentioning \"photography\".").is_empty());
        assert!(plain("Write a note. Do not use the word money.").is_empty());
        // IFEval reads the words only.
        assert!(unexplained(
            "Write a note. But do not mention nursery and storytelling in your entire response.",
            Conventions::Ifeval
        )
        .is_empty());
    }
}
