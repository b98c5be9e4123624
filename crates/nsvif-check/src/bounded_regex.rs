//! [`BoundedRegex`]: a regular expression from a Spec, a model or a user, matched in
//! bounded time whatever the pattern and the output.
//!
//! A pattern is parsed first (regex-syntax) and refused when it has more than
//! [`MAX_CAPTURE_GROUPS`] groups or nests deeper than [`MAX_NESTING`]; it is compiled
//! within [`REGEX_SIZE_LIMIT`], without capture slots (no check reads a group's
//! position, only how many groups there are and where each match lies).
//!
//! The worst case of the regex crate's engines is the NFA simulation, (NFA states ×
//! bytes) work. So each search picks its engine by that product on the haystack at
//! hand: within [`MAX_NFA_WORK`], the regex crate's meta engine (literal prefilters,
//! lazy DFA, simulation as needed); past it, the lazy DFA alone, which is linear but
//! gives up when its cache thrashes (`(a)` × 5,000 over 200 KB of `a`) or a Unicode word
//! boundary meets non-ASCII text. Then the search is [`Overrun::RegexTooCostly`], an
//! undecided fact, instead of minutes of simulation. Iterating over matches asks the
//! check's deadline between matches.

use std::fmt;
use std::ops::Range;
use std::sync::Arc;

use regex_automata::nfa::thompson::{self, WhichCaptures};
use regex_automata::util::iter::Searcher;
use regex_automata::util::syntax;
use regex_automata::{hybrid, meta, Input};

use crate::{deadline, Overrun};

/// The compiled size limit (NFA) and lazy DFA cache size of a pattern: a pattern that
/// would compile larger, such as `(a)` repeated 15,000 times, is refused.
pub const REGEX_SIZE_LIMIT: usize = 1 << 20;
/// The most capture groups a pattern may have. Python's `re` had the same limit until
/// 3.5; the IFEval patterns have at most one.
pub const MAX_CAPTURE_GROUPS: usize = 100;
/// The deepest nesting of groups, repetitions and alternations a pattern may have.
pub const MAX_NESTING: u32 = 64;
/// The most (NFA states × haystack bytes) one search may cost by simulation: ~35 ns
/// each on a 2-core x86_64 machine (`(?:a{1000})+b` over 64,000 bytes of `a`, 64 M, took
/// 2.3 s), so at most ~0.35 s a search.
pub const MAX_NFA_WORK: u64 = 10_000_000;

/// Why a pattern is refused.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum RegexError {
    /// Not a regular expression: the parser's reason and the byte offset it points at.
    Syntax {
        /// The parser's message.
        why: String,
        /// The byte offset in the pattern it points at.
        offset: usize,
    },
    /// More than [`MAX_CAPTURE_GROUPS`] capture groups.
    TooManyGroups {
        /// How many the pattern has.
        groups: usize,
        /// How many are allowed.
        limit: usize,
    },
    /// Nested deeper than [`MAX_NESTING`].
    NestedTooDeep {
        /// The deepest nesting allowed.
        limit: u32,
    },
    /// It would compile larger than [`REGEX_SIZE_LIMIT`].
    TooBig {
        /// The largest compiled size allowed, in bytes.
        limit: usize,
    },
}

impl fmt::Display for RegexError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            RegexError::Syntax { why, offset } => write!(f, "{why} (at byte {offset})"),
            RegexError::TooManyGroups { groups, limit } => {
                write!(
                    f,
                    "it has {groups} capture groups, more than the limit of {limit}"
                )
            }
            RegexError::NestedTooDeep { limit } => {
                write!(f, "it is nested more than {limit} levels deep")
            }
            RegexError::TooBig { limit } => write!(
                f,
                "it would compile larger than the size limit of {limit} bytes"
            ),
        }
    }
}

impl std::error::Error for RegexError {}

/// A compiled pattern; cloning it is a reference count.
#[derive(Debug, Clone)]
pub struct BoundedRegex(Arc<Compiled>);

#[derive(Debug)]
struct Compiled {
    pattern: String,
    /// The regex crate's engine, used where its worst case is affordable.
    meta: meta::Regex,
    /// Forward and reverse lazy DFAs, used alone on long haystacks.
    lazy: hybrid::regex::Regex,
    nfa_states: usize,
    /// Capture groups, the implicit whole-match group included.
    captures_len: usize,
}

fn syntax_config() -> syntax::Config {
    syntax::Config::new().nest_limit(MAX_NESTING)
}

impl BoundedRegex {
    /// Parses and compiles `pattern`; one over the group, nesting or size limit is refused,
    /// saying which.
    pub fn new(pattern: &str) -> Result<BoundedRegex, RegexError> {
        let hir = regex_syntax::ParserBuilder::new()
            .nest_limit(MAX_NESTING)
            .build()
            .parse(pattern)
            .map_err(syntax_error)?;
        let groups = hir.properties().explicit_captures_len();
        if groups > MAX_CAPTURE_GROUPS {
            return Err(RegexError::TooManyGroups {
                groups,
                limit: MAX_CAPTURE_GROUPS,
            });
        }
        let too_big = RegexError::TooBig {
            limit: REGEX_SIZE_LIMIT,
        };
        let meta = meta::Builder::new()
            .configure(
                meta::Config::new()
                    .which_captures(WhichCaptures::Implicit)
                    .nfa_size_limit(Some(REGEX_SIZE_LIMIT))
                    .hybrid_cache_capacity(REGEX_SIZE_LIMIT),
            )
            .build_from_hir(&hir)
            .map_err(|_| too_big.clone())?;
        let lazy = hybrid::regex::Builder::new()
            .syntax(syntax_config())
            .thompson(
                thompson::Config::new()
                    .which_captures(WhichCaptures::None)
                    .nfa_size_limit(Some(REGEX_SIZE_LIMIT)),
            )
            .dfa(
                hybrid::dfa::Config::new()
                    .cache_capacity(REGEX_SIZE_LIMIT)
                    .skip_cache_capacity_check(true)
                    .unicode_word_boundary(true)
                    .minimum_cache_clear_count(Some(3))
                    .minimum_bytes_per_state(Some(10)),
            )
            .build(pattern)
            .map_err(|_| too_big)?;
        let nfa_states = lazy.forward().get_nfa().states().len();
        Ok(BoundedRegex(Arc::new(Compiled {
            pattern: pattern.to_string(),
            meta,
            lazy,
            nfa_states,
            captures_len: groups + 1,
        })))
    }

    /// The pattern as given.
    pub fn as_str(&self) -> &str {
        &self.0.pattern
    }

    /// The number of groups, the whole match included (as `regex::Regex::captures_len`).
    pub fn captures_len(&self) -> usize {
        self.0.captures_len
    }

    /// The states of its (forward) NFA: the simulation's cost per byte.
    pub fn nfa_states(&self) -> usize {
        self.0.nfa_states
    }

    /// Whether the meta engine's worst case on `bytes` bytes is affordable.
    fn affordable(&self, bytes: usize) -> bool {
        (self.0.nfa_states as u64).saturating_mul(bytes as u64) <= MAX_NFA_WORK
    }

    fn too_costly(&self, bytes: usize) -> Overrun {
        Overrun::RegexTooCostly {
            nfa_states: self.0.nfa_states,
            bytes,
            limit: MAX_NFA_WORK,
        }
    }

    /// Whether the pattern matches anywhere in `haystack`.
    pub fn is_match(&self, haystack: &str) -> Result<bool, Overrun> {
        if self.affordable(haystack.len()) {
            return Ok(self.0.meta.is_match(haystack));
        }
        let mut cache = self.0.lazy.create_cache();
        let input = Input::new(haystack).earliest(true);
        self.0
            .lazy
            .forward()
            .try_search_fwd(cache.forward_mut(), &input)
            .map(|m| m.is_some())
            .map_err(|_| self.too_costly(haystack.len()))
    }

    /// The first (leftmost) match in `haystack`.
    pub fn find(&self, haystack: &str) -> Result<Option<Range<usize>>, Overrun> {
        Ok(self.find_iter(haystack, 1)?.into_iter().next())
    }

    /// The spans of the first `limit` successive non-overlapping matches, as
    /// `regex::Regex::find_iter` gives them.
    pub fn find_iter(&self, haystack: &str, limit: usize) -> Result<Vec<Range<usize>>, Overrun> {
        let mut out = Vec::new();
        // The deadline is asked every so many matches: a clock read costs ~20 ns.
        const ASK_EVERY: usize = 64;
        if self.affordable(haystack.len()) {
            for m in self.0.meta.find_iter(haystack) {
                if out.len() >= limit {
                    break;
                }
                if out.len() % ASK_EVERY == ASK_EVERY - 1 {
                    deadline::check()?;
                }
                out.push(m.range());
            }
            return Ok(out);
        }
        let mut cache = self.0.lazy.create_cache();
        let mut searcher = Searcher::new(Input::new(haystack));
        while out.len() < limit {
            let next = searcher
                .try_advance(|input| self.0.lazy.try_search(&mut cache, input))
                .map_err(|_| self.too_costly(haystack.len()))?;
            match next {
                Some(m) => out.push(m.range()),
                None => break,
            }
            if out.len().is_multiple_of(ASK_EVERY) {
                deadline::check()?;
            }
        }
        Ok(out)
    }

    /// The number of successive non-overlapping matches.
    pub fn count(&self, haystack: &str) -> Result<usize, Overrun> {
        self.find_iter(haystack, usize::MAX).map(|v| v.len())
    }
}

fn syntax_error(e: regex_syntax::Error) -> RegexError {
    let (why, offset) = match &e {
        regex_syntax::Error::Parse(e) => (e.kind().to_string(), e.span().start.offset),
        regex_syntax::Error::Translate(e) => (e.kind().to_string(), e.span().start.offset),
        _ => (e.to_string(), 0),
    };
    if let regex_syntax::Error::Parse(e) = &e {
        if let regex_syntax::ast::ErrorKind::NestLimitExceeded(_) = e.kind() {
            return RegexError::NestedTooDeep { limit: MAX_NESTING };
        }
    }
    RegexError::Syntax { why, offset }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn matches_as_the_regex_crate_does() {
        for (pattern, hay) in [
            (r"\d+", "a 12 b 345 c"),
            (r"(?m)^\w+$", "one\ntwo three\nfour"),
            (r"a*", "baaab"),
            (r"\bcat\b", "cat catalog café cat"),
            (r"\bcat\b", "cat catalog cafe cat"),
            (r"(?-u:\b)caf", "cat catalog café cat"),
            (r"", "héllo"),
        ] {
            let re = BoundedRegex::new(pattern).unwrap();
            let theirs = regex::Regex::new(pattern).unwrap();
            let want: Vec<_> = theirs.find_iter(hay).map(|m| m.range()).collect();
            assert_eq!(re.find_iter(hay, usize::MAX).unwrap(), want, "{pattern}");
            assert_eq!(re.is_match(hay).unwrap(), theirs.is_match(hay));
            // The lazy-DFA path gives the same spans, or gives up: on a Unicode word
            // boundary next to non-ASCII text.
            let long = hay.repeat(MAX_NFA_WORK as usize / re.0.nfa_states / hay.len() + 1);
            let want: Vec<_> = theirs.find_iter(&long).map(|m| m.range()).collect();
            match re.find_iter(&long, usize::MAX) {
                Ok(got) => assert_eq!(got, want, "{pattern}"),
                Err(e) => assert!(
                    pattern.contains(r"\b") && !long.is_ascii(),
                    "{pattern}: {e}"
                ),
            }
            assert_eq!(re.captures_len(), theirs.captures_len());
        }
    }

    #[test]
    fn many_groups_deep_nesting_and_huge_patterns_are_refused_with_short_errors() {
        let e = BoundedRegex::new(&"(a)".repeat(5000)).unwrap_err();
        assert_eq!(
            e,
            RegexError::TooManyGroups {
                groups: 5000,
                limit: MAX_CAPTURE_GROUPS
            }
        );
        let e = BoundedRegex::new(&format!("{}a{}", "(?:".repeat(100), ")".repeat(100)));
        assert_eq!(
            e.unwrap_err(),
            RegexError::NestedTooDeep { limit: MAX_NESTING }
        );
        let e = BoundedRegex::new(&"a{1000}".repeat(200)).unwrap_err();
        assert!(matches!(e, RegexError::TooBig { .. }), "{e}");
        let e = BoundedRegex::new(&format!("{}(", "x".repeat(100_000))).unwrap_err();
        assert!(e.to_string().len() < 100, "{e}");
        assert_eq!(e.to_string(), "unclosed group (at byte 100000)");
    }

    #[test]
    fn a_search_too_costly_for_the_output_is_an_overrun() {
        let re = BoundedRegex::new(&"(?:a)".repeat(5000)).unwrap();
        let hay = "a".repeat(200_000);
        let e = re.find_iter(&hay, usize::MAX).unwrap_err();
        assert!(matches!(e, Overrun::RegexTooCostly { .. }), "{e}");
        assert!(re.is_match(&"b".repeat(200_000)).is_ok());
        // Found by the `regex` fuzz target: a simulation of 1,000 states over 64 KB took
        // seconds when the limit allowed it (64 M).
        let re = BoundedRegex::new("(?:a{1000})+b").unwrap();
        let e = re.find_iter(&"a".repeat(64_000), usize::MAX).unwrap_err();
        assert!(matches!(e, Overrun::RegexTooCostly { .. }), "{e}");
    }
}
