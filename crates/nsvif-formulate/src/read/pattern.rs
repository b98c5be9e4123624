//! The rules' compiled patterns: the part of `regex::Regex`'s API the rules use, over
//! `regex_automata`'s meta engine (the engine `regex::Regex` wraps) built without literal
//! prefilters, and a forward lazy DFA without groups for [`Regex::is_match`].
//!
//! Why the two: many patterns are only ever asked whether they match (the clause
//! classifier's, the requirement cues), which needs neither the reverse automaton nor
//! the capture-aware engines the meta regex builds. A pattern is parsed when it is
//! compiled; its automata are built from the parsed pattern on first use, the lazy DFA
//! only if `is_match` comes before any other search (after that, the meta regex answers
//! it too).
//!
//! Why precompiled: the patterns of [`super::rule_patterns`] (every pattern the rules
//! compile) were determinised by `build.rs` into a forward and a reverse dense DFA each
//! ([`super::dense::rule`]), those that stayed under a size limit. A lazy DFA builds each
//! state the first time a search meets it, and a new process meets most of them on its
//! first instructions; a dense DFA has them all. Such a pattern is searched as the meta
//! engine would search it with those DFAs (the forward one for the end, the reverse one
//! for the start; or, for a few, an anchored forward DFA tried at each start); its groups
//! are read by the meta engine anchored on the found span only, which is also how the
//! meta engine reads them, and it is parsed only then. The other patterns (over the
//! limit, or not in the list) keep the lazy path.
//!
//! Why not `regex::Regex`: it always extracts literal prefilters (a Teddy searcher and an
//! Aho-Corasick DFA per pattern), which is a third of compiling the rules' ~130 patterns,
//! and that compilation is paid by every process before its first formulation. The rules
//! search short instructions, and only after a needle of their family occurred (see
//! [`crate::rules`]), so the prefilters do not pay for themselves; nor does the full DFA
//! the meta engine builds up front for the smallest patterns. A prefilter or the choice
//! of engine never changes what matches, only how fast it is found: with the same syntax
//! and meta configuration as `regex::Regex` (Unicode, UTF-8, leftmost-first, UTF-8-aware
//! empty matches, the same size limits), every search here returns what `regex::Regex`
//! returns.

use std::borrow::Cow;
use std::ops::{Index, Range};
use std::sync::OnceLock;

use regex_automata::nfa::thompson::{self, WhichCaptures};
use regex_automata::util::captures::Captures as Slots;
use regex_automata::util::iter::Searcher;
use regex_automata::util::pool::Pool;
use regex_automata::util::syntax;
use regex_automata::{hybrid, meta, Anchored, Input, MatchError, MatchKind};
use regex_syntax::hir::{Hir, HirKind};

use super::ascii_classes::ascii_classes;
use super::dense::Dense;

/// A compiled pattern (see the module documentation).
pub(crate) struct Regex {
    /// The pattern as compiled (with its ASCII classes).
    source: Box<str>,
    /// The parsed pattern, from which [`Regex::meta`] is built: parsed when compiled, or
    /// for a precompiled pattern when its groups are first asked.
    hir: OnceLock<Hir>,
    /// The DFAs `build.rs` built, if the pattern is one of [`super::rule_patterns`] that
    /// determinised under the size limit.
    dense: Option<Dense>,
    /// Whether the pattern matches: the forward lazy DFA, earliest match.
    test: OnceLock<Option<Test>>,
    meta: OnceLock<meta::Regex>,
}

/// The forward lazy DFA of a pattern, without groups, and its caches.
struct Test {
    dfa: hybrid::dfa::DFA,
    caches: Pool<hybrid::dfa::Cache, CacheMaker>,
}

impl std::fmt::Debug for Regex {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Regex")
            .field("source", &self.source)
            .field("precompiled", &self.dense.is_some())
            .finish()
    }
}

/// Why a pattern did not compile: its syntax. (Automata are built on first use; a
/// pattern that parses builds under the size limits, which the tests check for every
/// pattern they search with.)
#[derive(Debug)]
pub(crate) struct PatternError(Box<regex_syntax::Error>);

impl std::fmt::Display for PatternError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "pattern syntax: {}", self.0)
    }
}

impl std::error::Error for PatternError {}

/// `regex::Regex`'s size limit on an automaton.
const NFA_SIZE_LIMIT: usize = 10 * (1 << 20);
/// `regex::Regex`'s lazy DFA cache.
const LAZY_DFA_CACHE: usize = 2 * (1 << 20);

/// Compiles a rule's pattern with ASCII `\b`, `\w`, `\s` and `\d`. The rules read
/// English cue words; ASCII classes keep the automata small and the lazy DFA usable on
/// any text (a Unicode word boundary makes it give up on non-ASCII input), which is most
/// of the formulation time.
pub(crate) fn regex(pattern: &str) -> Result<Regex, PatternError> {
    let pattern = ascii_classes(pattern);
    #[cfg(test)]
    tests::COMPILED.with(|c| c.borrow_mut().insert(pattern.clone()));
    Regex::new(&pattern)
}

fn parse(pattern: &str) -> Result<Hir, PatternError> {
    syntax::parse_with(pattern, &syntax::Config::new().utf8(true))
        .map_err(|e| PatternError(Box::new(e)))
}

impl Regex {
    /// Compiles `pattern` as written, with `regex::Regex`'s defaults and no prefilter.
    /// Precompiled if `build.rs` determinised it (it parsed then).
    pub fn new(pattern: &str) -> Result<Regex, PatternError> {
        match super::dense::rule(pattern) {
            Some(dense) => Ok(Regex {
                source: pattern.into(),
                hir: OnceLock::new(),
                dense: Some(dense),
                test: OnceLock::new(),
                meta: OnceLock::new(),
            }),
            None => Regex::lazy(pattern),
        }
    }

    /// Compiles `pattern` for the lazy path, precompiled or not.
    pub(crate) fn lazy(pattern: &str) -> Result<Regex, PatternError> {
        let hir = OnceLock::new();
        let _ = hir.set(parse(pattern)?);
        Ok(Regex {
            source: pattern.into(),
            hir,
            dense: None,
            test: OnceLock::new(),
            meta: OnceLock::new(),
        })
    }

    /// Whether `build.rs` determinised the pattern.
    #[cfg(test)]
    pub(crate) fn is_precompiled(&self) -> bool {
        self.dense.is_some()
    }

    fn hir(&self) -> &Hir {
        self.hir
            .get_or_init(|| parse(&self.source).expect("a precompiled pattern parses"))
    }

    /// The forward lazy DFA, built on first use from the parsed pattern; `None` if it
    /// cannot be (the meta regex then answers).
    fn test(&self) -> Option<&Test> {
        let test = self.test.get_or_init(|| {
            let nfa = thompson::Compiler::new()
                .configure(
                    thompson::Config::new()
                        .nfa_size_limit(Some(NFA_SIZE_LIMIT))
                        .which_captures(WhichCaptures::None),
                )
                .build_from_hir(self.hir())
                .ok()?;
            let dfa = hybrid::dfa::Builder::new()
                .configure(
                    hybrid::dfa::DFA::config()
                        .match_kind(MatchKind::LeftmostFirst)
                        .cache_capacity(LAZY_DFA_CACHE)
                        // A Unicode word boundary makes the search quit on non-ASCII
                        // text; the meta regex then answers.
                        .unicode_word_boundary(true),
                )
                .build_from_nfa(nfa)
                .ok()?;
            let maker = dfa.clone();
            let caches: CacheMaker = Box::new(move || maker.create_cache());
            Some(Test {
                dfa,
                caches: Pool::new(caches),
            })
        });
        test.as_ref()
    }

    /// The meta regex, built on first use from the parsed pattern.
    fn meta(&self) -> &meta::Regex {
        self.meta.get_or_init(|| {
            // `regex::RegexBuilder`'s defaults and what `regex::Regex::new` sets on top.
            let config = meta::Config::new()
                .nfa_size_limit(Some(NFA_SIZE_LIMIT))
                .hybrid_cache_capacity(LAZY_DFA_CACHE)
                .match_kind(MatchKind::LeftmostFirst)
                .utf8_empty(true)
                .auto_prefilter(false)
                // The full DFA built up front for the smallest patterns: the lazy DFA
                // searches them as fast here, and building both costs a further 6% of
                // compiling.
                .dfa(false)
                // A precompiled pattern asks the meta regex only for its groups, anchored
                // on a span its DFAs found: the one-pass DFA, the backtracker or the
                // PikeVM read them there without a lazy DFA first.
                .hybrid(self.dense.is_none());
            meta::Builder::new()
                .configure(config)
                .build_from_hir(self.hir())
                // The forward automaton of the same pattern, under the same limit, built.
                .expect("a pattern whose forward automaton builds builds as a meta regex")
        })
    }

    pub fn is_match(&self, haystack: &str) -> bool {
        let input = Input::new(haystack).earliest(true);
        if let Some(dense) = &self.dense {
            // Never fails: the DFAs have no quit bytes (ASCII word boundaries).
            if let Ok(found) = dense.is_match(&input) {
                return found;
            }
        }
        // Once the meta regex is built, it answers as fast as the lazy DFA would.
        if self.meta.get().is_none() {
            if let Some(test) = self.test() {
                if let Ok(found) = test.dfa.try_search_fwd(&mut test.caches.get(), &input) {
                    return found.is_some();
                }
            }
        }
        self.meta().search_half(&input).is_some()
    }

    /// The leftmost-first match in `input`: the precompiled DFAs' (forward for the end,
    /// reverse for the start), else the meta regex's.
    fn search(&self, input: &Input<'_>) -> Result<Option<regex_automata::Match>, MatchError> {
        if let Some(dense) = &self.dense {
            // Never fails: the DFAs have no quit bytes (ASCII word boundaries).
            if let Ok(found) = dense.search(input) {
                return Ok(found);
            }
        }
        Ok(self.meta().search(input))
    }

    pub fn find<'h>(&self, haystack: &'h str) -> Option<Match<'h>> {
        self.search(&Input::new(haystack))
            .expect("the meta regex never fails")
            .map(|m| Match::new(haystack, m.start(), m.end()))
    }

    /// Successive matches, as `meta::Regex::find_iter` gives them (the same iterator over
    /// the same searches: an empty match right after a match, or splitting a character,
    /// is skipped).
    pub fn find_iter<'r, 'h>(&'r self, haystack: &'h str) -> impl Iterator<Item = Match<'h>> + 'r
    where
        'h: 'r,
    {
        let mut searcher = Searcher::new(Input::new(haystack));
        std::iter::from_fn(move || {
            searcher
                .advance(|input| self.search(input))
                .map(|m| Match::new(haystack, m.start(), m.end()))
        })
    }

    /// The groups of a precompiled pattern's match `m`, read anchored on its span.
    fn groups<'h>(&self, haystack: &'h str, m: Match<'h>) -> Captures<'h> {
        let meta = self.meta();
        let mut slots = meta.create_captures();
        let input = Input::new(haystack)
            .range(m.range())
            .anchored(Anchored::Yes);
        meta.search_captures(&input, &mut slots);
        debug_assert_eq!(slots.get_match().map(|g| g.range()), Some(m.range()));
        Captures { haystack, slots }
    }

    pub fn captures<'h>(&self, haystack: &'h str) -> Option<Captures<'h>> {
        if self.dense.is_some() {
            return self.find(haystack).map(|m| self.groups(haystack, m));
        }
        let meta = self.meta();
        let mut slots = meta.create_captures();
        meta.search_captures(&Input::new(haystack), &mut slots);
        slots.is_match().then_some(Captures { haystack, slots })
    }

    pub fn captures_iter<'r, 'h>(
        &'r self,
        haystack: &'h str,
    ) -> impl Iterator<Item = Captures<'h>> + 'r
    where
        'h: 'r,
    {
        let found: Box<dyn Iterator<Item = Captures<'h>> + 'r> = if self.dense.is_some() {
            Box::new(
                self.find_iter(haystack)
                    .map(move |m| self.groups(haystack, m)),
            )
        } else {
            Box::new(
                self.meta()
                    .captures_iter(haystack)
                    .map(move |slots| Captures { haystack, slots }),
            )
        };
        found
    }

    /// Every match replaced by `with`, taken literally (no `$group` expansion).
    pub fn replace_all<'h>(&self, haystack: &'h str, with: &str) -> Cow<'h, str> {
        let mut matches = self.find_iter(haystack).peekable();
        if matches.peek().is_none() {
            return Cow::Borrowed(haystack);
        }
        let mut out = String::with_capacity(haystack.len());
        let mut last = 0;
        for m in matches {
            out.push_str(&haystack[last..m.start()]);
            out.push_str(with);
            last = m.end();
        }
        out.push_str(&haystack[last..]);
        Cow::Owned(out)
    }
}

/// The literals every match of `pattern` (compiled as [`regex`] compiles it) contains:
/// those of its top-level sequence, through groups and repetitions of at least one, never
/// an optional or alternative part. Longest first, without repeats; empty if the pattern
/// does not parse.
pub(crate) fn required_literals(pattern: &str) -> Vec<Vec<u8>> {
    fn walk(hir: &Hir, out: &mut Vec<Vec<u8>>) {
        match hir.kind() {
            HirKind::Literal(lit) => out.push(lit.0.to_vec()),
            HirKind::Concat(parts) => parts.iter().for_each(|p| walk(p, out)),
            HirKind::Capture(group) => walk(&group.sub, out),
            HirKind::Repetition(rep) if rep.min >= 1 => walk(&rep.sub, out),
            _ => {}
        }
    }
    let mut out = Vec::new();
    if let Ok(hir) = syntax::parse_with(&ascii_classes(pattern), &syntax::Config::new().utf8(true))
    {
        walk(&hir, &mut out);
    }
    out.sort_by(|a, b| b.len().cmp(&a.len()).then_with(|| a.cmp(b)));
    out.dedup();
    out
}

type CacheMaker = Box<dyn Fn() -> hybrid::dfa::Cache + Send + Sync>;

/// A match: a span of the haystack.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct Match<'h> {
    haystack: &'h str,
    start: usize,
    end: usize,
}

impl<'h> Match<'h> {
    fn new(haystack: &'h str, start: usize, end: usize) -> Match<'h> {
        Match {
            haystack,
            start,
            end,
        }
    }

    pub fn start(&self) -> usize {
        self.start
    }

    pub fn end(&self) -> usize {
        self.end
    }

    pub fn range(&self) -> Range<usize> {
        self.start..self.end
    }

    pub fn as_str(&self) -> &'h str {
        &self.haystack[self.range()]
    }
}

/// The groups of a match.
#[derive(Debug, Clone)]
pub(crate) struct Captures<'h> {
    haystack: &'h str,
    slots: Slots,
}

impl<'h> Captures<'h> {
    /// Group `i` (0: the whole match), if it took part in the match.
    pub fn get(&self, i: usize) -> Option<Match<'h>> {
        self.slots
            .get_group(i)
            .map(|s| Match::new(self.haystack, s.start, s.end))
    }

    /// The group named `name`, if it took part in the match.
    pub fn name(&self, name: &str) -> Option<Match<'h>> {
        self.slots
            .get_group_by_name(name)
            .map(|s| Match::new(self.haystack, s.start, s.end))
    }
}

impl Index<&str> for Captures<'_> {
    type Output = str;

    /// The text of group `name`; panics if it did not take part in the match.
    fn index(&self, name: &str) -> &str {
        self.name(name)
            .map(|m| m.as_str())
            .unwrap_or_else(|| panic!("no group named '{name}' in the match"))
    }
}

impl Index<usize> for Captures<'_> {
    type Output = str;

    /// The text of group `i`; panics if it did not take part in the match.
    fn index(&self, i: usize) -> &str {
        self.get(i)
            .map(|m| m.as_str())
            .unwrap_or_else(|| panic!("no group {i} in the match"))
    }
}

#[cfg(test)]
pub(crate) mod tests {
    use super::*;
    use crate::read::dense::tests::{haystacks, instructions};
    use crate::read::rule_patterns::ALL;
    use std::cell::RefCell;
    use std::collections::BTreeSet;

    thread_local! {
        /// The patterns [`regex`] compiled on this thread (as compiled).
        pub(crate) static COMPILED: RefCell<BTreeSet<String>> = RefCell::default();
    }

    /// Every pattern the rules compile while formulating the repository's instruction sets
    /// is listed in `rule_patterns.rs`, which `build.rs` precompiles. The patterns are
    /// compiled once per process, on the thread that first uses them: run alone
    /// (`cargo test -p nsvif-formulate --release --lib every_rule_pattern_is_listed`),
    /// this thread compiles them all; `NSVIF_WRITE_RULE_PATTERNS=1` then rewrites the file.
    #[test]
    fn every_rule_pattern_is_listed() {
        assert!(
            ALL.windows(2).all(|w| w[0] < w[1]),
            "ALL sorted, no repeats"
        );
        crate::warm_up();
        for t in instructions() {
            for conventions in [crate::Conventions::Plain, crate::Conventions::Ifeval] {
                let _ = crate::formulate_rules_with(&t, conventions);
            }
        }
        let compiled = COMPILED.with(|c| c.borrow().clone());
        if std::env::var_os("NSVIF_WRITE_RULE_PATTERNS").is_some() {
            write_rule_patterns(&compiled);
        }
        let missing: Vec<&String> = compiled
            .iter()
            .filter(|p| ALL.binary_search(&p.as_str()).is_err())
            .collect();
        assert!(
            missing.is_empty(),
            "patterns not in rule_patterns.rs (run this test alone with \
             NSVIF_WRITE_RULE_PATTERNS=1): {missing:#?}"
        );
    }

    fn write_rule_patterns(patterns: &BTreeSet<String>) {
        let mut out = String::from(
            "//! Every pattern the rules compile, as compiled (with the ASCII classes of\n\
             //! [`super::pattern::regex`]), sorted: `build.rs` determinises each into a forward\n\
             //! and a reverse dense DFA ([`super::dense::rule`]).\n\
             //!\n\
             //! Generated by `every_rule_pattern_is_listed` in `read/pattern.rs` (run alone with\n\
             //! `NSVIF_WRITE_RULE_PATTERNS=1`); that test fails when a rule's pattern is missing.\n\
             //! A missing pattern still works, on the lazy path. The file uses nothing from the\n\
             //! crate, so that the build script can include it.\n\n\
             #[rustfmt::skip]\n\
             pub(crate) const ALL: &[&str] = &[\n",
        );
        for p in patterns {
            let mut hashes = String::from("#");
            while p.contains(&format!("\"{hashes}")) {
                hashes.push('#');
            }
            out.push_str(&format!("    r{hashes}\"{p}\"{hashes},\n"));
        }
        out.push_str("];\n");
        let file = concat!(env!("CARGO_MANIFEST_DIR"), "/src/read/rule_patterns.rs");
        std::fs::write(file, out).expect("write rule_patterns.rs");
    }

    /// Every precompiled pattern finds what its lazy path finds, with the same groups, on
    /// every clause and instruction of the repository's instruction sets.
    #[test]
    fn every_precompiled_pattern_searches_as_the_lazy_one() {
        // The rules also search what precedes or follows a word they found: each clause
        // (up to 200 bytes) cut before and after each of its spaces too.
        let mut texts: BTreeSet<String> = BTreeSet::new();
        for h in haystacks() {
            for (i, _) in h.match_indices(' ').filter(|_| h.len() <= 200) {
                texts.insert(h[..=i].to_string());
                texts.insert(h[i..].to_string());
            }
            texts.insert(h);
        }
        texts.extend(instructions());
        let mut precompiled = 0;
        let mut unmatched = Vec::new();
        for source in ALL {
            let dense = Regex::new(source).expect("listed patterns compile");
            if !dense.is_precompiled() {
                continue;
            }
            precompiled += 1;
            let lazy = Regex::lazy(source).expect("listed patterns compile");
            let groups = lazy.meta().captures_len();
            let names: Vec<String> = lazy
                .meta()
                .group_info()
                .all_names()
                .filter_map(|(_, _, n)| n.map(String::from))
                .collect();
            let read = |c: Captures<'_>| {
                let by_index: Vec<_> = (0..groups).map(|i| c.get(i).map(|m| m.range())).collect();
                let by_name: Vec<_> = names.iter().map(|n| c.name(n).map(|m| m.range())).collect();
                (by_index, by_name)
            };
            let mut matched = 0;
            for h in &texts {
                let want = lazy.is_match(h);
                assert_eq!(dense.is_match(h), want, "{source} on {h:?}");
                matched += usize::from(want);
                assert_eq!(
                    dense.find(h).map(|m| m.range()),
                    lazy.find(h).map(|m| m.range()),
                    "{source} on {h:?}"
                );
                let a: Vec<_> = dense.find_iter(h).map(|m| m.range()).collect();
                let b: Vec<_> = lazy.find_iter(h).map(|m| m.range()).collect();
                assert_eq!(a, b, "{source} on {h:?}");
                assert_eq!(
                    dense.captures(h).map(read),
                    lazy.captures(h).map(read),
                    "{source} on {h:?}"
                );
                let a: Vec<_> = dense.captures_iter(h).map(read).collect();
                let b: Vec<_> = lazy.captures_iter(h).map(read).collect();
                assert_eq!(a, b, "{source} on {h:?}");
            }
            if matched == 0 {
                unmatched.push(source);
            }
        }
        assert!(
            precompiled * 10 >= ALL.len() * 9,
            "most rule patterns precompiled: {precompiled} of {}",
            ALL.len()
        );
        // A pattern that matches no haystack (a phrasing none of the sets has, such as
        // "unless") is compared on its misses only; most match some.
        assert!(
            unmatched.len() * 5 <= precompiled,
            "{} of {precompiled} precompiled patterns matched no haystack: {unmatched:#?}",
            unmatched.len()
        );
    }

    /// The same matches, groups and replacements as `regex::Regex`, including empty
    /// matches next to multi-byte characters.
    #[test]
    fn searches_as_regex_does() {
        let patterns = [
            r"\b(?:at\s+least|at\s+most)\s+(?P<n>\d+)\s+(?P<unit>words?)\b",
            r"(?P<a>x)?y*",
            r"[^.;!?\n]*?\bword\b",
            r"",
            r"é|\w+",
        ];
        let haystacks = [
            "Use at least 300 words, at most 20 words. ",
            "xyyé yx é",
            "naïve word; a café word.",
            "",
        ];
        for p in patterns {
            let ours = regex(p).unwrap();
            let theirs = regex::Regex::new(&ascii_classes(p)).unwrap();
            for h in haystacks {
                assert_eq!(ours.is_match(h), theirs.is_match(h), "{p} {h}");
                assert_eq!(
                    ours.find(h).map(|m| m.range()),
                    theirs.find(h).map(|m| m.range())
                );
                let a: Vec<_> = ours.find_iter(h).map(|m| m.range()).collect();
                let b: Vec<_> = theirs.find_iter(h).map(|m| m.range()).collect();
                assert_eq!(a, b, "{p} {h}");
                let a: Vec<Vec<_>> = ours
                    .captures_iter(h)
                    .map(|c| (0..4).map(|i| c.get(i).map(|m| m.range())).collect())
                    .collect();
                let b: Vec<Vec<_>> = theirs
                    .captures_iter(h)
                    .map(|c| (0..4).map(|i| c.get(i).map(|m| m.range())).collect())
                    .collect();
                assert_eq!(a, b, "{p} {h}");
                assert_eq!(ours.replace_all(h, " "), theirs.replace_all(h, " "));
            }
        }
    }

    /// What every match must contain: the top-level sequence's literals, through groups
    /// and repetitions of at least one, never an optional or alternative part.
    #[test]
    fn required_literals_are_those_every_match_contains() {
        let required = |p: &str| -> Vec<String> {
            required_literals(p)
                .into_iter()
                .map(|l| String::from_utf8(l).unwrap())
                .collect()
        };
        assert_eq!(
            required(r"\buse\s+(?P<n>\d+)\s+(?:new\s+)?words\b(x|y)+"),
            ["words", "use"]
        );
        assert_eq!(required(r"(?:ab)+c(de)?"), ["ab", "c"]);
        assert!(required(r"\b(?:least|most)\b").is_empty());
        // The parser factors an alternation's common prefix out: "at" is required.
        assert_eq!(required(r"\b(?:at\s+least|at\s+most)\b"), ["at"]);
        assert!(required(r"(?i)word").is_empty());
        assert!(required(r"(?:ab)*").is_empty());
        assert!(required(r"(unclosed").is_empty());
    }
}
