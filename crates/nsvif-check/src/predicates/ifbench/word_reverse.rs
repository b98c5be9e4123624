use crate::nlp::ifbench as t;
use crate::{declare_predicate, Document, Fact, Finding, FromArgs, Options, Predicate};

declare_predicate! {
    /// The answer (bald eagle) written with its words in reverse order.
    ///
    /// # What it checks
    /// That, read backwards word by word, the response contains `bald eagle`.
    ///
    /// # Arguments
    /// None.
    ///
    /// # How it counts
    /// Lowercased, stripped, without ASCII punctuation; the words reversed must contain `bald eagle` (the official check that the result is one sentence then always holds).
    ///
    /// # Example
    /// `{"predicate": "word_reversed_answer", "args": {}}` (IFBench `custom:word_reverse`).
    #[derive(Debug)]
    pub struct WordReversedAnswer {
        version: crate::IfbenchVersion,
    }
    name = "word_reversed_answer", ifbench = "custom:word_reverse"
}

impl FromArgs for WordReversedAnswer {
    type Args = super::NoArgs;
    fn new(_: super::NoArgs, options: &Options) -> Result<Self, String> {
        Ok(WordReversedAnswer {
            version: options.ifbench_version,
        })
    }
}

impl Predicate for WordReversedAnswer {
    fn check(&self, doc: &Document) -> Fact {
        let lower = t::lower(doc.text());
        let text = t::remove_punct(crate::nlp::py_strip(&lower));
        let required = "\"bald eagle\" when the words are read backwards";
        // The words read backwards hold "bald eagle" only if one word holds "bald" and
        // another "eagle" (the space is the join's): most texts are ruled out before the
        // words are turned round.
        let has = |w: &[u8]| memchr::memmem::find(text.as_bytes(), w).is_some();
        if !(has(b"bald") && has(b"eagle")) {
            return Fact::property(false, required, Finding::Phrase("no \"eagle bald\""));
        }
        let mut words = t::split(&text);
        words.reverse();
        let reversed = words.join(" ");
        if !reversed.contains("bald eagle") {
            return Fact::property(false, required, Finding::Phrase("no \"eagle bald\""));
        }
        let ok = t::sentences_of(self.version, &reversed).contains(&reversed);
        Fact::property(ok, required, Finding::Phrase("\"eagle bald\" reversed"))
    }
}
