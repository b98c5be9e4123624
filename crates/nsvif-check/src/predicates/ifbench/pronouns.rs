use crate::nlp::ifbench as t;
use crate::{declare_predicate, Document, Fact, FromArgs, Noun, Options, Predicate, Relation};
use serde::Deserialize;

declare_predicate! {
    /// The response has at least `N` pronouns.
    ///
    /// # What it checks
    /// That at least `N` personal pronouns (I, me, my, …, themselves) occur.
    ///
    /// # Arguments
    /// - `N`: the minimum number of pronouns.
    ///
    /// # How it counts
    /// `/` is read as a space (she/her), then the lowercased text without ASCII punctuation is split on whitespace; each piece that is one of 31 English personal pronouns counts. Upstream: the lowercased text's NLTK `word_tokenize` tokens count when they are one of 63 pronouns (personal, possessive, reflexive, demonstrative, interrogative, relative and indefinite: this, who, whatever, everyone, none, …).
    ///
    /// # Example
    /// `{"predicate": "pronoun_count", "args": {"N": 10}}` (IFBench `count:pronouns`).
    #[derive(Debug)]
    pub struct PronounCount {
        version: crate::IfbenchVersion,
        n: i64,
    }
    name = "pronoun_count", ifbench = "count:pronouns"
}

#[derive(Deserialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct Args {
    #[serde(rename = "N")]
    n: i64,
}

impl FromArgs for PronounCount {
    type Args = Args;
    fn new(a: Args, options: &Options) -> Result<Self, String> {
        Ok(PronounCount {
            version: options.ifbench_version,
            n: super::at_least("N", a.n, 0)?,
        })
    }
}

impl Predicate for PronounCount {
    /// Stops once `n` pronouns are found.
    fn holds(&self, doc: &Document) -> bool {
        if self.version == crate::IfbenchVersion::Upstream {
            return self.check(doc).value == Some(true);
        }
        let Ok(need) = usize::try_from(self.n) else {
            return true;
        };
        let text = t::lower(&doc.text().replace('/', " "));
        need == 0
            || t::words_without_punct(&text)
                .filter(|w| is_pronoun(w))
                .nth(need - 1)
                .is_some()
    }

    fn check(&self, doc: &Document) -> Fact {
        let text = t::lower(&doc.text().replace('/', " "));
        let n = match self.version {
            crate::IfbenchVersion::Frozen => t::words_without_punct(&text)
                .filter(|w| is_pronoun(w))
                .count(),
            crate::IfbenchVersion::Upstream => t::sentence_tokens(&text)
                .into_iter()
                .flat_map(|span| t::tokens_of(&text, span))
                .filter(|w| is_upstream_pronoun(w))
                .count(),
        } as i64;
        Fact::count(n, Relation::Ge, self.n, Noun::new("pronoun", "pronouns"))
    }
}

/// IFBench's 31 pronouns, by person (not NLTK's stopwords, which it overlaps), as a
/// `match`: its arms compile to inline length and byte comparisons, where `contains` on
/// a list called `memcmp` entry by entry.
#[rustfmt::skip]
fn is_pronoun(w: &str) -> bool {
    matches!(
        w,
        "i" | "me" | "my" | "mine" | "myself"
            | "we" | "us" | "our" | "ours" | "ourselves"
            | "you" | "your" | "yours" | "yourself" | "yourselves"
            | "he" | "him" | "his" | "himself"
            | "she" | "her" | "hers" | "herself"
            | "it" | "its" | "itself"
            | "they" | "them" | "their" | "theirs" | "themselves"
    )
}

/// Upstream's 63 pronouns (allenai/IFBench since May 2026).
#[rustfmt::skip]
fn is_upstream_pronoun(w: &str) -> bool {
    is_pronoun(w)
        || matches!(
            w,
            "this" | "that" | "these" | "those"
                | "who" | "whom" | "whose" | "which" | "what"
                | "whoever" | "whomever" | "whatever" | "whichever"
                | "anybody" | "anyone" | "anything" | "everybody" | "everyone" | "everything"
                | "nobody" | "nothing" | "somebody" | "someone" | "something"
                | "each" | "either" | "neither" | "both" | "all" | "some" | "any" | "none"
        )
}

#[cfg(test)]
mod tests {
    #[test]
    fn the_31_pronouns_and_no_other_word() {
        let listed = "i me my mine myself we us our ours ourselves you your yours yourself yourselves he him his himself she her hers herself it its itself they them their theirs themselves";
        assert_eq!(
            listed.split(' ').filter(|w| super::is_pronoun(w)).count(),
            31
        );
        for w in ["", "I", "mine.", "thems", "hi", "ourself", "theirselves"] {
            assert!(!super::is_pronoun(w), "{w}");
        }
    }
}
