//! Match-only patterns determinised at build time: dense DFAs that `build.rs` builds from
//! [`crate::pipeline::clause_patterns`] and this module loads without copying.
//!
//! Why: the clause classifier asks about twenty-five patterns of every clause. As lazy
//! DFAs ([`super::pattern::Regex`]) each search determinises the states it meets for the
//! first time, and a new process meets nearly all of them on its first instructions; a
//! dense DFA has every state already, so a search is one table lookup a byte. Only
//! `is_match` is offered: these patterns are asked nothing else.
//!
//! The rules' own patterns ([`super::rule_patterns`]) are precompiled the same way, as a
//! forward and a reverse DFA each ([`rule`]; searched by [`super::pattern::Regex`]), those
//! whose DFAs stay under a size limit: bounded repetitions such as `[^,]{1,120}` would
//! determinise into millions of states, and keep their lazy DFAs.
//!
//! The DFAs are compiled from the same parsed patterns the lazy ones would be (the
//! same syntax options and ASCII classes, leftmost-first, no groups); their ASCII word
//! boundaries need no quit bytes, so every search answers. The tests compare every
//! pattern's answers with the lazy one's.

use regex_automata::dfa::{dense, regex, Automaton};
use regex_automata::util::start;
use regex_automata::{Anchored, Input, Match, MatchError};

use super::rule_patterns;

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

/// The forward and reverse DFAs of each pattern of `rule_patterns::ALL`, by index, built
/// by `build.rs`; `None` for a pattern over the size limit.
mod rule_dfas {
    use super::Aligned;
    /// A pattern's forward and reverse DFAs, or its anchored forward DFA alone.
    type Pair = (&'static Aligned<[u8]>, Option<&'static Aligned<[u8]>>);
    include!(concat!(env!("OUT_DIR"), "/rule_dfas.rs"));
}

/// A DFA serialised by `build.rs` for this target, loaded without validating its
/// transitions: validating them costs a pass over every table, which was a quarter of
/// compiling the rules (36 M instructions for the DFAs the two warm-up instructions load).
fn load(serialised: &'static Aligned<[u8]>) -> dense::DFA<&'static [u32]> {
    // SAFETY: the bytes are the serialisation, for this target's endianness, of a DFA
    // that `build.rs` built with the same regex-automata (one version in Cargo.lock for
    // the build script and the crate), aligned for `u32`, and compiled into the binary
    // unchanged; `every_table_is_valid` loads each with the validating `from_bytes`. The
    // header, the alignment and the version are still checked here.
    unsafe { dense::DFA::from_bytes_unchecked(&serialised.bytes) }
        .expect("build.rs serialises each DFA for the target's endianness")
        .0
}

/// The precompiled DFAs of `pattern` (as compiled: with its ASCII classes), if it is one
/// of the rules' patterns and determinised under the size limit.
pub(crate) fn rule(pattern: &str) -> Option<Dense> {
    let i = rule_patterns::ALL.binary_search(&pattern).ok()?;
    Some(match rule_dfas::RULES[i]? {
        (forward, Some(reverse)) => Dense::Regex(Box::new(
            regex::Builder::new().build_from_dfas(load(forward), load(reverse)),
        )),
        (anchored, None) => Dense::sweep(load(anchored)),
    })
}

/// A rule pattern's precompiled DFAs.
pub(crate) enum Dense {
    /// The forward DFA, unanchored, finds where the leftmost-first match ends; the reverse
    /// one, anchored there, where it starts (as the meta regex searches).
    Regex(Box<regex::Regex<dense::DFA<&'static [u32]>>>),
    /// Only the anchored forward DFA (see `build.rs`): a search tries each start in turn,
    /// from the left, and the first that matches is the leftmost-first match (its
    /// highest-priority match from there). `starts` says which bytes can begin a match,
    /// so that most starts are not tried. The pattern cannot match an empty string.
    Sweep {
        dfa: Box<dense::DFA<&'static [u32]>>,
        starts: Box<[bool; 256]>,
    },
}

impl Dense {
    fn sweep(dfa: dense::DFA<&'static [u32]>) -> Dense {
        let mut starts = Box::new([false; 256]);
        // The start states, by what precedes the start: nothing, a line end, a word byte,
        // another byte.
        for behind in [None, Some(b'\n'), Some(b'\r'), Some(b'a'), Some(b' ')] {
            let config = start::Config::new()
                .anchored(Anchored::Yes)
                .look_behind(behind);
            let state = dfa
                .start_state(&config)
                .expect("an anchored DFA has anchored start states");
            for (b, can) in starts.iter_mut().enumerate() {
                *can |= !dfa.is_dead_state(dfa.next_state(state, b as u8));
            }
        }
        Dense::Sweep {
            dfa: Box::new(dfa),
            starts,
        }
    }

    /// Whether the pattern matches in `input` (`earliest` may stop at the first end).
    pub(crate) fn is_match(&self, input: &Input<'_>) -> Result<bool, MatchError> {
        match self {
            Dense::Regex(re) => Ok(re.forward().try_search_fwd(input)?.is_some()),
            Dense::Sweep { .. } => Ok(self.search(input)?.is_some()),
        }
    }

    /// The leftmost-first match in `input`.
    pub(crate) fn search(&self, input: &Input<'_>) -> Result<Option<Match>, MatchError> {
        match self {
            Dense::Regex(re) => re.try_search(input),
            Dense::Sweep { dfa, starts } => {
                let haystack = input.haystack();
                for at in input.start()..input.end() {
                    if !starts[usize::from(haystack[at])] {
                        continue;
                    }
                    let from = input.clone().span(at..input.end()).anchored(Anchored::Yes);
                    if let Some(end) = dfa.try_search_fwd(&from)? {
                        return Ok(Some(Match::new(end.pattern(), at..end.offset())));
                    }
                }
                Ok(None)
            }
        }
    }
}

/// The sizes of the precompiled rule DFAs: how many patterns, and the bytes of their
/// tables (forward, reverse).
#[cfg(test)]
pub(crate) fn rule_table_sizes() -> (usize, usize, usize) {
    rule_dfas::RULES
        .iter()
        .flatten()
        .fold((0, 0, 0), |(n, f, r), (fw, rv)| {
            (
                n + 1,
                f + fw.bytes.len(),
                r + rv.map_or(0, |rv| rv.bytes.len()),
            )
        })
}

/// A pattern that answers only whether it matches.
pub(crate) struct MatchOnly {
    dfa: dense::DFA<&'static [u32]>,
}

impl MatchOnly {
    /// The DFA serialised by `build.rs` for this target.
    pub(crate) fn load(serialised: &'static Aligned<[u8]>) -> MatchOnly {
        MatchOnly {
            dfa: load(serialised),
        }
    }

    pub(crate) fn is_match(&self, haystack: &str) -> bool {
        self.dfa
            .try_search_fwd(&Input::new(haystack).earliest(true))
            .expect("a DFA with ASCII word boundaries never quits")
            .is_some()
    }
}

#[cfg(test)]
pub(crate) mod tests {
    use super::*;
    use crate::pipeline::clause_patterns;
    use crate::read::pattern::regex;

    /// The repository's own instruction sets, as written: the phrasings, the formulation
    /// set, the IFBench templates and the fuzz seeds.
    pub(crate) fn instructions() -> Vec<String> {
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
                        texts.push(t.to_string());
                    }
                }
            }
        }
        for seed in std::fs::read_dir(format!("{root}/fuzz/seeds/formulate")).expect("seeds") {
            let seed = seed.expect("entry").path();
            texts.push(String::from_utf8_lossy(&std::fs::read(seed).expect("seed")).into_owned());
        }
        assert!(texts.len() > 100, "the instruction sets were read");
        texts
    }

    /// Clauses of every shape the classifier sees: the repository's own instruction sets,
    /// lower-cased and cut at sentence and clause marks, and non-ASCII text.
    pub(crate) fn haystacks() -> Vec<String> {
        let texts: Vec<String> = instructions().iter().map(|t| t.to_lowercase()).collect();
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

    /// Every table in the binary is a valid DFA (`load` does not check its transitions).
    #[test]
    fn every_table_is_valid() {
        let rules = rule_dfas::RULES
            .iter()
            .flatten()
            .flat_map(|(f, r)| [Some(f), r.as_ref()])
            .flatten();
        let clauses = dfas::ALL.iter().map(|(_, t)| t);
        for table in rules.chain(clauses) {
            dense::DFA::from_bytes(&table.bytes).expect("a valid DFA");
        }
    }

    /// What the precompiled rule patterns add to the binary, and a bound on it.
    #[test]
    fn rule_tables_stay_small() {
        let (patterns, forward, reverse) = rule_table_sizes();
        println!("{patterns} rule patterns precompiled: forward {forward} B, reverse {reverse} B");
        assert!(forward + reverse < 16 << 20, "{forward} + {reverse} bytes");
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
