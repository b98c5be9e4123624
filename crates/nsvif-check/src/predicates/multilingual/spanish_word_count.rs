use std::sync::OnceLock;

use regex::Regex;
use serde::Deserialize;

use crate::nlp::py_isupper;
use crate::nlp::spacy_es::words;
use crate::predicates::args;
use crate::pycompat::PY_SPACE;
use crate::{declare_predicate, Document, Fact, FromArgs, Noun, Options, Predicate, Relation};

declare_predicate! {
    /// The response has a number of Spanish words, or of words in capitals, with ñ, ü or an accent.
    ///
    /// The words are spaCy's Spanish tokens that are not punctuation.
    ///
    /// # What it checks
    /// That the number of words of the kind `count` compares with `value` as `relation` says.
    ///
    /// # Arguments
    /// - `count`: `words` (all), `capitals` (`str.isupper()`), `enie` (with `ñ`/`Ñ`),
    ///   `dieresis` (with `ü`/`Ü`) or `tildes` (with one of `áéíóúÁÉÍÓÚ`).
    /// - `relation` (M-IFEval: `al menos` is `>=`, `como máximo` is `<=`).
    /// - `value` (M-IFEval: `num_words`, `capital_frequency` or `let_frequency`).
    ///
    /// # How it counts
    /// As M-IFEval: the words are the tokens of spaCy's Spanish tokenizer that are not
    /// punctuation (every character of general category P), so whitespace runs other than
    /// one space are words, `niño-niña` is one word and `EE.UU.` one. For `words` the
    /// list markers at line starts (`1.`, `-`, `*`) are removed first and line breaks
    /// become spaces (so a blank line is a word, a run of two spaces).
    ///
    /// # Example
    /// `{"predicate": "spanish_word_count", "args": {"count": "words", "relation": ">=", "value": 100}}`
    /// (M-IFEval `es:length_constraints:number_words`).
    #[derive(Debug)]
    pub struct SpanishWordCount {
        count: Count,
        relation: Relation,
        value: i64,
    }
    name = "spanish_word_count"
}

#[derive(Deserialize, schemars::JsonSchema, Debug, Clone, Copy, PartialEq, Eq)]
#[serde(rename_all = "lowercase")]
enum Count {
    Words,
    Capitals,
    Enie,
    Dieresis,
    Tildes,
}

#[derive(Deserialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct Args {
    count: Count,
    #[serde(alias = "capital_relation")]
    relation: Relation,
    #[serde(
        alias = "num_words",
        alias = "capital_frequency",
        alias = "let_frequency"
    )]
    value: i64,
}

impl FromArgs for SpanishWordCount {
    type Args = Args;
    fn new(a: Args, _: &Options) -> Result<Self, String> {
        Ok(SpanishWordCount {
            count: a.count,
            relation: a.relation,
            value: args::at_least("value", a.value, 0)?,
        })
    }
}

/// `re.sub(r'(^\s*[\d]+\.\s*)|(^\s*[-*]\s*)', '', text, flags=re.MULTILINE)`, then
/// line breaks as spaces.
fn without_list_markers(text: &str) -> String {
    static RE: OnceLock<Regex> = OnceLock::new();
    let s = PY_SPACE;
    let re = RE.get_or_init(|| {
        Regex::new(&format!(r"(?m)(^{s}*\d+\.{s}*)|(^{s}*[-*]{s}*)")).expect("static regex")
    });
    re.replace_all(text, "").replace('\n', " ")
}

impl Predicate for SpanishWordCount {
    fn check(&self, doc: &Document) -> Fact {
        let text = doc.text();
        let n = match self.count {
            Count::Words => words(&without_list_markers(text)).len(),
            other => words(text)
                .iter()
                .filter(|w| match other {
                    Count::Capitals => py_isupper(w),
                    Count::Enie => w.to_lowercase().contains('ñ'),
                    Count::Dieresis => w.to_lowercase().contains('ü'),
                    _ => w.chars().any(|c| "áéíóúÁÉÍÓÚ".contains(c)),
                })
                .count(),
        } as i64;
        let unit = match self.count {
            Count::Words => Noun::new("word", "words"),
            Count::Capitals => Noun::new("word in capitals", "words in capitals"),
            Count::Enie => Noun::new("word with ñ", "words with ñ"),
            Count::Dieresis => Noun::new("word with ü", "words with ü"),
            Count::Tildes => Noun::new("word with an accent", "words with an accent"),
        };
        Fact::count(n, self.relation, self.value, unit)
    }
}

#[cfg(test)]
mod tests {
    use crate::predicates::testing::compiled;
    use crate::Document;
    use serde_json::json;

    #[test]
    fn counts_spacy_tokens_that_are_not_punctuation() {
        let words = compiled(
            "spanish_word_count",
            &json!({"count": "words", "relation": "==", "num_words": 4}),
            false,
        );
        assert!(words.holds(&Document::new("1. El niño-niña, ¡sí!\n- EE.UU.")));
        let enie = compiled(
            "spanish_word_count",
            &json!({"count": "enie", "relation": "==", "let_frequency": 2}),
            false,
        );
        assert!(enie.holds(&Document::new("El NIÑO y la niña-niño.")));
    }
}
