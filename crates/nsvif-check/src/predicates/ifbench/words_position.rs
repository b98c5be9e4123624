use crate::nlp::ifbench as t;
use crate::{
    declare_predicate, Detail, Document, Fact, Finding, FromArgs, Noun, Options, Predicate,
    Requirement,
};
use serde::Deserialize;

declare_predicate! {
    /// The second and the second-to-last words are `keyword`.
    ///
    /// # What it checks
    /// That the second token and the second-to-last token are both exactly `keyword`.
    ///
    /// # Arguments
    /// - `keyword`: the word.
    ///
    /// # How it counts
    /// Tokens by NLTK's `word_tokenize`, so a final `.` is the last token; case-sensitive. Upstream: when the last token is a piece of `string.punctuation` (`.`, `?`, but also `()`), the third-to-last token stands for the second-to-last, and cases are ignored.
    ///
    /// # Example
    /// `{"predicate": "second_word_keyword", "args": {"keyword": "river"}}` (IFBench `words:words_position`).
    #[derive(Debug)]
    pub struct SecondWordKeyword {
        version: crate::IfbenchVersion,
        keyword: String,
    }
    name = "second_word_keyword", ifbench = "words:words_position"
}

#[derive(Deserialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct Args {
    keyword: Option<String>,
}

impl FromArgs for SecondWordKeyword {
    type Args = Args;
    fn new(a: Args, options: &Options) -> Result<Self, String> {
        Ok(SecondWordKeyword {
            version: options.ifbench_version,
            keyword: crate::nlp::py_strip(&super::required_text("keyword", a.keyword)?).to_string(),
        })
    }
}

/// The first two tokens of the text (fewer when it has fewer), from the first sentences.
fn front(text: &str, spans: &[(usize, usize)]) -> Vec<String> {
    let mut front: Vec<String> = Vec::new();
    for &span in spans {
        front.extend(t::tokens_of(text, span));
        if front.len() >= 2 {
            break;
        }
    }
    front
}

/// The last two tokens of the text (fewer when it has fewer), from the last sentences.
fn back(text: &str, spans: &[(usize, usize)]) -> Vec<String> {
    let mut back: Vec<String> = Vec::new();
    for &span in spans.iter().rev() {
        let mut tokens = t::tokens_of(text, span);
        tokens.append(&mut back);
        back = tokens;
        if back.len() >= 2 {
            break;
        }
    }
    back
}

/// `string.punctuation`: upstream asks whether the last token is a piece of it.
const PUNCTUATION: &str = "!\"#$%&'()*+,-./:;<=>?@[\\]^_`{|}~";

impl SecondWordKeyword {
    /// Upstream's check: the second token and the second-to-last (the third-to-last when
    /// the last is punctuation) equal the keyword, cases ignored.
    fn upstream(&self, doc: &Document) -> Fact {
        let text = doc.text();
        let spans = t::sentence_tokens(text);
        let required = Requirement::Around {
            before: "",
            value: Detail::Quoted(self.keyword.clone()),
            after: "as the second and the second-to-last word",
        };
        let front = front(text, &spans);
        // Three tokens from the end cover both cases.
        let mut back: Vec<String> = Vec::new();
        for &span in spans.iter().rev() {
            let mut tokens = t::tokens_of(text, span);
            tokens.append(&mut back);
            back = tokens;
            if back.len() >= 3 {
                break;
            }
        }
        let last_is_punct = back
            .last()
            .is_some_and(|w| PUNCTUATION.contains(w.as_str()));
        let need = if last_is_punct { 3 } else { 2 };
        if front.len() < 2 || back.len() < need {
            let finding = Finding::Count {
                unit: Noun::new("word", "words"),
                got: back.len() as i64,
            };
            return Fact::property(false, required, finding);
        }
        let (second, penultimate) = (&front[1], &back[back.len() - need]);
        let keyword = t::lower(&self.keyword);
        let ok = t::lower(second) == keyword && t::lower(penultimate) == keyword;
        let finding = Finding::Several(vec![
            Finding::Excerpt {
                label: "second",
                text: second.clone(),
            },
            Finding::Excerpt {
                label: "second-to-last",
                text: penultimate.clone(),
            },
        ]);
        Fact::property(ok, required, finding)
    }
}

impl Predicate for SecondWordKeyword {
    /// The second-to-last token is tokenized only when the second one is the keyword.
    fn holds(&self, doc: &Document) -> bool {
        if self.version == crate::IfbenchVersion::Upstream {
            return self.upstream(doc).value == Some(true);
        }
        let text = doc.text();

        let spans = t::sentence_tokens(text);
        let front = front(text, &spans);
        if front.len() < 2 || front[1] != self.keyword {
            return false;
        }
        // Two tokens in front: the text has two at its end too.
        let back = back(text, &spans);
        back[back.len() - 2] == self.keyword
    }

    fn check(&self, doc: &Document) -> Fact {
        if self.version == crate::IfbenchVersion::Upstream {
            return self.upstream(doc);
        }
        // Only the second and the second-to-last tokens matter: tokenize sentences from
        // each end until two tokens are there (the same tokens as the whole text's).
        let text = doc.text();
        let spans = t::sentence_tokens(text);
        let required = Requirement::Around {
            before: "",
            value: Detail::Quoted(self.keyword.clone()),
            after: "as the second and the second-to-last word",
        };
        let front = front(text, &spans);
        if front.len() < 2 {
            let finding = Finding::Count {
                unit: Noun::new("word", "words"),
                got: front.len() as i64,
            };
            return Fact::property(false, required, finding);
        }
        let back = back(text, &spans);
        let (second, penultimate) = (&front[1], &back[back.len() - 2]);
        let finding = Finding::Several(vec![
            Finding::Excerpt {
                label: "second",
                text: second.clone(),
            },
            Finding::Excerpt {
                label: "second-to-last",
                text: penultimate.clone(),
            },
        ]);
        Fact::property(
            *second == self.keyword && *penultimate == self.keyword,
            required,
            finding,
        )
    }
}
