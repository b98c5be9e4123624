use crate::nlp::ifbench as t;
use crate::{declare_predicate, Document, Fact, FromArgs, Options, Predicate};
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
    /// Tokens by NLTK's `word_tokenize`, so a final `.` is the last token; case-sensitive.
    ///
    /// # Example
    /// `{"predicate": "second_word_keyword", "args": {"keyword": "river"}}` (IFBench `words:words_position`).
    #[derive(Debug)]
    pub struct SecondWordKeyword {
        keyword: String,
    }
    name = "second_word_keyword", ifbench = "words:words_position"
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Args {
    keyword: Option<String>,
}

impl FromArgs for SecondWordKeyword {
    type Args = Args;
    fn new(a: Args, _: &Options) -> Result<Self, String> {
        Ok(SecondWordKeyword {
            keyword: crate::nlp::py_strip(&super::required_text("keyword", a.keyword)?).to_string(),
        })
    }
}

impl Predicate for SecondWordKeyword {
    fn check(&self, doc: &Document) -> Fact {
        let words = t::word_tokenize(doc.text());
        let required = format!(
            "{:?} as the second and the second-to-last word",
            self.keyword
        );
        if words.len() < 2 {
            return Fact::new(false, format!("{} words", words.len()), required);
        }
        let (second, penultimate) = (&words[1], &words[words.len() - 2]);
        Fact::new(
            *second == self.keyword && *penultimate == self.keyword,
            format!("second {second:?}, second-to-last {penultimate:?}"),
            required,
        )
    }
}
