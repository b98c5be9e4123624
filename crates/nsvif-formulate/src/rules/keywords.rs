//! Keywords to include: "include the keywords X, Y and Z", "include keywords 'X' and
//! 'Y'", "has the word \"land\" and \"river\"", "mention \"Argentinian\"", "include these
//! items: Zelda, Hyrule, Link".

use std::sync::LazyLock;

use crate::read::pattern::Regex;

use crate::read::pattern::regex;
use serde_json::json;

use super::{Sink, Text};
use crate::read::keyword_list::keyword_list;

static RE: LazyLock<Regex> = LazyLock::new(|| {
    regex(r"\b(?:(?:include|includes|including|use|uses|using|mention|mentions|contain|contains|containing)\s+(?:all\s+)?(?:of\s+)?(?:the\s+|these\s+)?(?:following\s+)?(?P<noun>key\s*-?\s*words?|words?|terms?|phrases?|lines?|items?)?|(?:has|have|add)\s+(?:the\s+|these\s+)?(?P<word>key\s*-?\s*words?|words?)|with\s+(?:the\s+|these\s+)?(?:following\s+)?(?P<key>key\s*-?\s*words?))\s*(?::|-)?\s*")
        .expect("static regex")
});

/// A count of times right after a keyword: the keyword's frequency, not its existence.
static TIMES_AFTER: LazyLock<Regex> =
    LazyLock::new(|| regex(r"^[^.;!?\n]*?\b(?:once|twice|thrice|times?)\b").expect("static regex"));

/// `keywords:existence`.
pub(crate) fn include_keywords(text: &Text, sink: &mut Sink) {
    for caps in RE.captures_iter(&text.lower) {
        let whole = caps.get(0).expect("match");
        let noun = caps
            .name("noun")
            .or(caps.name("word"))
            .or(caps.name("key"))
            .map(|m| m.as_str());
        // "Do not include …" is `forbidden`.
        if text.negation_before(whole.start()).is_some() {
            continue;
        }
        let quoted = matches!(
            text.raw[whole.end()..].chars().next(),
            Some('"' | '“' | '\'' | '‘' | '[')
        );
        // Without a noun ("keywords", "the word"), only a quoted list after "include",
        // "mention" or "use" names keywords: "include a title" does not.
        let verb = whole.as_str().split_whitespace().next().unwrap_or("");
        if noun.is_none()
            && !(quoted
                && matches!(
                    verb,
                    "include" | "includes" | "mention" | "use" | "contain" | "contains"
                ))
        {
            continue;
        }
        if matches!(noun, Some("line" | "lines" | "phrase" | "phrases")) && !quoted {
            continue;
        }
        // "containing word and definition" (JSON keys): a bare "word" names a keyword
        // only with its article or a quote ("containing the word 'x'").
        if matches!(noun, Some("word")) && !quoted && !whole.as_str().contains("the ") {
            continue;
        }
        // "with the phrase …", "has the word …" need a keyword noun or "the word(s)".
        if matches!(verb, "has" | "have" | "add")
            && !matches!(noun, Some(n) if n.starts_with("key") || n.starts_with("word"))
        {
            continue;
        }
        // "rhyme with the word moon": only "with these keywords" names keywords.
        if verb == "with" && !matches!(noun, Some(n) if n.starts_with("key")) {
            continue;
        }
        let Some((keywords, end)) = keyword_list(text, whole.end()) else {
            continue;
        };
        let clause_end = crate::read::count::clause_end(text, end).max(end);
        if TIMES_AFTER.is_match(&text.lower[end..clause_end]) {
            continue;
        }
        sink.push(
            text,
            super::Emit::Ifeval {
                id: "keywords:existence",
                kwargs: json!({ "keywords": keywords }),
            },
            whole.start(),
            end,
        );
    }
}

#[cfg(test)]
mod tests {
    use serde_json::{json, Value};

    fn keywords(text: &str) -> Vec<Value> {
        super::super::testing::found(text, "keywords:existence")
            .iter()
            .map(|f| f.kwargs().unwrap()["keywords"].clone())
            .collect()
    }

    #[test]
    fn reads_plain_and_quoted_lists() {
        assert_eq!(
            keywords("Include keywords kaleidoscope, lighthouse in the response."),
            [json!(["kaleidoscope", "lighthouse"])]
        );
        assert_eq!(
            keywords("Include the keywords 'gravity' and 'orbit' in your answer"),
            [json!(["gravity", "orbit"])]
        );
        assert_eq!(
            keywords("Make sure to include the keywords: pie, crust and oven."),
            [json!(["pie", "crust", "oven"])]
        );
        assert_eq!(
            keywords("Include the keywords ['dog', 'day'] in the response."),
            [json!(["dog", "day"])]
        );
        assert_eq!(
            keywords("I want the letter to include the words trust, brand, customer, law, policy, and unusable."),
            [json!(["trust", "brand", "customer", "law", "policy", "unusable"])]
        );
        assert_eq!(
            keywords("Write a post. Mention \"Argentinian\" in the post."),
            [json!(["Argentinian"])]
        );
        assert_eq!(
            keywords("Compose a poem that has the word \"land\" and \"river\"."),
            [json!(["land", "river"])]
        );
        assert_eq!(
            keywords("Please also include the keywords \"ink\" and \"memoirs\" in the sentence: \"The main points are these.\""),
            [json!(["ink", "memoirs"])]
        );
    }

    #[test]
    fn not_keywords() {
        assert!(keywords("Explain what a keyword is.").is_empty());
        assert!(keywords("Include a title in your answer.").is_empty());
        assert!(keywords("Don't include the keywords 'a' and 'b'.").is_empty());
        assert!(keywords("Include the word story at least twice.").is_empty());
        assert_eq!(
            keywords("Don't forget to include the keywords waste, material and meal."),
            [json!(["waste", "material", "meal"])]
        );
    }
}
