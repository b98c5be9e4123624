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

use regex_automata::nfa::thompson::{self, pikevm::PikeVM, WhichCaptures};
use regex_automata::util::captures::Captures as Slots;
use regex_automata::util::pool::Pool;
use regex_automata::util::syntax;
use regex_automata::{hybrid, meta, Input, MatchKind, PatternSet};
use regex_syntax::hir::{Hir, HirKind};

use super::ascii_classes::ascii_classes;

/// A compiled pattern (see the module documentation).
pub(crate) struct Regex {
    /// The parsed pattern, from which [`Regex::meta`] is built.
    hir: regex_syntax::hir::Hir,
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
        f.debug_struct("Regex").field("hir", &self.hir).finish()
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
    Regex::new(&ascii_classes(pattern))
}

impl Regex {
    /// Compiles `pattern` as written, with `regex::Regex`'s defaults and no prefilter.
    pub fn new(pattern: &str) -> Result<Regex, PatternError> {
        let hir = syntax::parse_with(pattern, &syntax::Config::new().utf8(true))
            .map_err(|e| PatternError(Box::new(e)))?;
        Ok(Regex {
            hir,
            test: OnceLock::new(),
            meta: OnceLock::new(),
        })
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
                .build_from_hir(&self.hir)
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
                .dfa(false);
            meta::Builder::new()
                .configure(config)
                .build_from_hir(&self.hir)
                // The forward automaton of the same pattern, under the same limit, built.
                .expect("a pattern whose forward automaton builds builds as a meta regex")
        })
    }

    pub fn is_match(&self, haystack: &str) -> bool {
        let input = Input::new(haystack).earliest(true);
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

    pub fn find<'h>(&self, haystack: &'h str) -> Option<Match<'h>> {
        self.meta()
            .search(&Input::new(haystack))
            .map(|m| Match::new(haystack, m.start(), m.end()))
    }

    pub fn find_iter<'r, 'h>(&'r self, haystack: &'h str) -> impl Iterator<Item = Match<'h>> + 'r
    where
        'h: 'r,
    {
        self.meta()
            .find_iter(haystack)
            .map(move |m| Match::new(haystack, m.start(), m.end()))
    }

    pub fn captures<'h>(&self, haystack: &'h str) -> Option<Captures<'h>> {
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
        self.meta()
            .captures_iter(haystack)
            .map(move |slots| Captures { haystack, slots })
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

/// Patterns searched together: one pass of one lazy DFA over a haystack says which of them
/// match somewhere in it, what [`Regex::is_match`] of each would say.
///
/// Why: the clause classifier and the IFBench templates ask a dozen or fifty patterns of
/// the same text; a search each scans the text (and determinises states) once per
/// pattern, the set once for all. Only the forward automaton is built, without capture
/// groups, so compiling the set costs less than compiling its patterns one by one.
pub(crate) struct RegexSet {
    dfa: hybrid::dfa::DFA,
    caches: Pool<hybrid::dfa::Cache, CacheMaker>,
}

type CacheMaker = Box<dyn Fn() -> hybrid::dfa::Cache + Send + Sync>;

/// Which patterns of a [`RegexSet`] matched.
#[derive(Debug, Clone)]
pub(crate) struct SetMatches(PatternSet);

impl SetMatches {
    /// Whether pattern `i` (its index in the slice the set was built from) matched.
    pub fn matched(&self, i: usize) -> bool {
        self.0.contains(regex_automata::PatternID::new_unchecked(i))
    }
}

impl std::fmt::Debug for RegexSet {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("RegexSet")
            .field("patterns", &self.dfa.pattern_len())
            .finish()
    }
}

impl RegexSet {
    /// Compiles `patterns` with the ASCII classes of [`regex`].
    pub fn new(patterns: &[&str]) -> Result<RegexSet, Box<hybrid::BuildError>> {
        let patterns: Vec<String> = patterns.iter().map(|p| ascii_classes(p)).collect();
        let dfa = hybrid::dfa::DFA::builder()
            .configure(
                hybrid::dfa::DFA::config()
                    // Every pattern that matches, not the leftmost-first one.
                    .match_kind(MatchKind::All)
                    .cache_capacity(2 * (1 << 20)),
            )
            .syntax(syntax::Config::new().utf8(true))
            .thompson(
                thompson::Config::new()
                    .nfa_size_limit(Some(10 * (1 << 20)))
                    .which_captures(WhichCaptures::None),
            )
            .build_many(&patterns)
            .map_err(Box::new)?;
        let maker = dfa.clone();
        let caches: CacheMaker = Box::new(move || maker.create_cache());
        Ok(RegexSet {
            dfa,
            caches: Pool::new(caches),
        })
    }

    /// Which patterns match somewhere in `haystack`.
    pub fn matches(&self, haystack: &str) -> SetMatches {
        let input = Input::new(haystack);
        let mut set = PatternSet::new(self.dfa.pattern_len());
        let mut cache = self.caches.get();
        if self
            .dfa
            .try_which_overlapping_matches(&mut cache, &input, &mut set)
            .is_err()
        {
            // The lazy DFA as configured never quits or gives up; were it to, the PikeVM
            // over the same automaton answers, slower but always.
            set.clear();
            let vm = PikeVM::new_from_nfa(self.dfa.get_nfa().clone())
                .expect("a PikeVM builds from any NFA");
            vm.which_overlapping_matches(&mut vm.create_cache(), &input, &mut set);
        }
        SetMatches(set)
    }
}

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
mod tests {
    use super::*;

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

    /// A set says of each pattern what its own search says.
    #[test]
    fn a_set_matches_as_its_patterns_do() {
        let patterns = [
            r"\b(?:at\s+least|at\s+most)\s+(?P<n>\d+)\s+(?P<unit>words?)\b",
            r"^(?:write|explain)\b",
            r"[^.;!?\n]*?\bword\b",
            r"\bcaf\w*",
            r"é|\w+",
            r"(?:not|never)",
            r"\beach\s*[,.;]",
            r"\.$",
        ];
        let set = RegexSet::new(&patterns).unwrap();
        let haystacks = [
            "Use at least 300 words, at most 20 words. ",
            "write a poem, each; not one.",
            "explain: naïve word; a café word.",
            "  write x",
            "é",
            "",
        ];
        for h in haystacks {
            let found = set.matches(h);
            for (i, p) in patterns.iter().enumerate() {
                assert_eq!(found.matched(i), regex(p).unwrap().is_match(h), "{p} {h:?}");
            }
        }
    }
}
