//! Match-only patterns determinised at build time: dense DFAs that `build.rs` builds from
//! [`crate::pipeline::clause_patterns`] and this module loads without copying.
//!
//! Why: the clause classifier asks about twenty-five patterns of every clause. As lazy
//! DFAs ([`super::pattern::Regex`]) each search determinises the states it meets for the
//! first time, and a new process meets nearly all of them on its first instructions; a
//! dense DFA has every state already, so a search is one table lookup a byte. Only
//! `is_match` is offered: these patterns are asked nothing else.
//!
//! The DFAs are compiled from the same parsed patterns the lazy ones would be (the
//! same syntax options and ASCII classes, leftmost-first, no groups); their ASCII word
//! boundaries need no quit bytes, so every search answers. The tests compare every
//! pattern's answers with the lazy one's.

use regex_automata::dfa::{dense, Automaton};
use regex_automata::Input;

/// Bytes aligned for a DFA's `u32` transition table.
#[repr(C)]
pub(crate) struct Aligned<B: ?Sized> {
    pub(crate) _align: [u32; 0],
    pub(crate) bytes: B,
}

/// The DFAs built by `build.rs`, one `static` per pattern of `clause_patterns::all`, and
/// `ALL` listing them by name.
pub(crate) mod dfas {
    #![allow(dead_code)] // `ALL` is for the tests.
    use super::Aligned;
    include!(concat!(env!("OUT_DIR"), "/clause_dfas.rs"));
}

/// A pattern that answers only whether it matches.
pub(crate) struct MatchOnly {
    dfa: dense::DFA<&'static [u32]>,
}

impl MatchOnly {
    /// The DFA serialised by `build.rs` for this target.
    pub(crate) fn load(serialised: &'static Aligned<[u8]>) -> MatchOnly {
        let (dfa, _) = dense::DFA::from_bytes(&serialised.bytes)
            .expect("build.rs serialises each DFA for the target's endianness");
        MatchOnly { dfa }
    }

    pub(crate) fn is_match(&self, haystack: &str) -> bool {
        self.dfa
            .try_search_fwd(&Input::new(haystack).earliest(true))
            .expect("a DFA with ASCII word boundaries never quits")
            .is_some()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::pipeline::clause_patterns;
    use crate::read::pattern::regex;

    /// Clauses of every shape the classifier sees: the repository's own instruction sets,
    /// lower-cased and cut at sentence and clause marks, and non-ASCII text.
    fn haystacks() -> Vec<String> {
        let root = concat!(env!("CARGO_MANIFEST_DIR"), "/../..");
        let mut texts = Vec::new();
        let phrasings = std::fs::read_dir(format!("{root}/bench/phrasings"))
            .expect("bench/phrasings")
            .map(|e| e.expect("entry").path())
            .filter(|p| p.extension().is_some_and(|e| e == "jsonl"))
            .map(|p| p.to_string_lossy().into_owned());
        let sets = [
            "bench/formulation/instructions.jsonl",
            "crates/nsvif-formulate/tests/data/ifbench_templates.jsonl",
        ];
        for file in sets
            .map(|f| format!("{root}/{f}"))
            .into_iter()
            .chain(phrasings)
        {
            let data = std::fs::read_to_string(&file).expect("instruction set");
            for line in data.lines() {
                let v: serde_json::Value = serde_json::from_str(line).expect("JSON line");
                for key in ["instruction", "prompt", "description"] {
                    if let Some(t) = v.get(key).and_then(|t| t.as_str()) {
                        texts.push(t.to_lowercase());
                    }
                }
            }
        }
        assert!(texts.len() > 100, "the instruction sets were read");
        let mut out = Vec::new();
        for t in &texts {
            out.push(t.clone());
            for piece in t.split(['.', ';', ',', '\n', '?', '!']) {
                out.push(piece.trim().to_string());
                out.push(piece.to_string());
            }
        }
        out.extend(
            [
                "",
                " ",
                "naïve café: use exactly 3 bullets",
                "不要使用表格",
                "tables\u{0085}",
                "é-list",
                "tone: friendly",
                "audience:children",
                "a)",
                "-",
                "people who are trying to avoid the letter t",
            ]
            .map(String::from),
        );
        out
    }

    #[test]
    fn every_precompiled_pattern_answers_as_the_lazy_one() {
        let haystacks = haystacks();
        for (name, source) in clause_patterns::all() {
            let (_, serialised) = dfas::ALL
                .iter()
                .find(|(n, _)| *n == name)
                .expect("build.rs built every pattern of clause_patterns::all");
            let dense = MatchOnly::load(serialised);
            let lazy = regex(&source).expect("pattern compiles");
            let mut matched = 0;
            for h in &haystacks {
                let want = lazy.is_match(h);
                assert_eq!(dense.is_match(h), want, "{name} on {h:?}");
                matched += usize::from(want);
            }
            assert!(
                matched > 0,
                "{name} matched none of the haystacks: the test tests nothing"
            );
        }
        assert_eq!(dfas::ALL.len(), clause_patterns::all().len());
    }
}
