use serde::Deserialize;

use crate::pycompat::py_strip;
use crate::{declare_predicate, Document, Fact, Finding, FromArgs, Options, Predicate};

declare_predicate! {
    /// The response ends with a phrase, as M-IFEval's Spanish or Japanese checker reads it.
    ///
    /// # What it checks
    /// That the output ends with `phrase`.
    ///
    /// # Arguments
    /// - `phrase` (M-IFEval: `end_phrase`): the phrase.
    /// - `variant`: `es` or `ja`, whose checker to follow.
    ///
    /// # How it counts
    /// `es`: the output without surrounding whitespace and `"`, lowercased, and without
    /// one final `.`, must end with the lowercased phrase. `ja`: the output and the phrase
    /// without surrounding whitespace and then without surrounding `」`/`』`, compared as
    /// written (case-sensitive).
    ///
    /// # Example
    /// `{"predicate": "end_phrase_localized", "args": {"phrase": "Un saludo", "variant": "es"}}`
    /// holds for "…\nUn saludo." (M-IFEval `es:startend:end_checker`).
    #[derive(Debug)]
    pub struct EndPhraseLocalized {
        phrase: String,
        ja: bool,
    }
    name = "end_phrase_localized"
}

#[derive(Deserialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct Args {
    #[serde(alias = "end_phrase")]
    phrase: String,
    variant: Variant,
}

#[derive(Deserialize, schemars::JsonSchema)]
#[serde(rename_all = "lowercase")]
enum Variant {
    Es,
    Ja,
}

fn ja_trim(s: &str) -> &str {
    py_strip(s).trim_matches(['」', '』'])
}

impl FromArgs for EndPhraseLocalized {
    type Args = Args;
    fn new(a: Args, _: &Options) -> Result<Self, String> {
        let ja = matches!(a.variant, Variant::Ja);
        let phrase = if ja {
            ja_trim(&a.phrase).to_string()
        } else {
            py_strip(&a.phrase).to_lowercase()
        };
        Ok(EndPhraseLocalized { phrase, ja })
    }
}

impl EndPhraseLocalized {
    fn ending(&self, text: &str) -> (bool, String) {
        if self.ja {
            let v = ja_trim(text);
            return (v.ends_with(&self.phrase), tail(v));
        }
        let v = py_strip(text).trim_matches('"').to_lowercase();
        let v = v.strip_suffix('.').unwrap_or(&v);
        (v.ends_with(&self.phrase), tail(v))
    }
}

/// The last 40 characters, for the evidence.
fn tail(s: &str) -> String {
    let n = s.chars().count();
    s.chars().skip(n.saturating_sub(40)).collect()
}

impl Predicate for EndPhraseLocalized {
    fn check(&self, doc: &Document) -> Fact {
        let (ok, ending) = self.ending(doc.text());
        Fact::property(
            ok,
            crate::Requirement::Around {
                before: "the output ending with",
                value: crate::Detail::Plain(self.phrase.clone()),
                after: "",
            },
            Finding::Excerpt {
                label: "ending",
                text: ending,
            },
        )
    }
}

#[cfg(test)]
mod tests {
    use crate::predicates::testing::compiled;
    use crate::Document;
    use serde_json::json;

    #[test]
    fn each_variant_trims_its_own_way() {
        let es = compiled(
            "end_phrase_localized",
            &json!({"end_phrase": "Un saludo", "variant": "es"}),
            false,
        );
        assert!(es.holds(&Document::new("Hola.\n\"UN SALUDO.\"")));
        assert!(!es.holds(&Document::new("Hola. Un saludo..")));
        let ja = compiled(
            "end_phrase_localized",
            &json!({"end_phrase": "他に何かございますか？」", "variant": "ja"}),
            false,
        );
        assert!(ja.holds(&Document::new("「はい。他に何かございますか？」 ")));
    }
}
