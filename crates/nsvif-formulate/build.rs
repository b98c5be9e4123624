//! Determinises, at build time, the clause classifier's match-only patterns
//! (`src/pipeline/clause_patterns.rs`) into dense DFAs, and the rules' patterns
//! (`src/read/rule_patterns.rs`) into a forward and a reverse dense DFA each (or an
//! anchored forward one, see `build_rule`), serialised for the target into `OUT_DIR`;
//! writes `clause_dfas.rs` and `rule_dfas.rs`, which `src/read/dense.rs` includes: one
//! aligned `static` per DFA. See `src/read/dense.rs` for why. And writes the everyday
//! grammar's phrase forms with their openings (`build/forms.rs`).

use std::fmt::Write as _;
use std::path::Path;

use regex_automata::dfa::{dense, Automaton, StartKind};
use regex_automata::nfa::thompson::{self, WhichCaptures};
use regex_automata::util::syntax;
use regex_automata::MatchKind;

#[path = "src/read/ascii_classes.rs"]
#[allow(dead_code)]
mod ascii_classes;
#[path = "src/pipeline/clause_patterns.rs"]
#[allow(dead_code)]
mod clause_patterns;
#[path = "build/forms.rs"]
mod forms;
#[path = "src/read/rule_patterns.rs"]
#[allow(dead_code)]
mod rule_patterns;

/// The largest a rule pattern's DFA may grow, each direction, while it is determinised
/// and after: a pattern over it keeps its lazy DFA (bounded repetitions such as
/// `[^,]{1,120}` determinise into millions of states).
const RULE_DFA_LIMIT: usize = 1 << 20;

fn main() {
    println!("cargo::rerun-if-changed=src/pipeline/clause_patterns.rs");
    println!("cargo::rerun-if-changed=src/read/ascii_classes.rs");
    println!("cargo::rerun-if-changed=src/read/rule_patterns.rs");
    println!("cargo::rerun-if-changed=grammars/everyday.pest");
    println!("cargo::rerun-if-changed=build/forms.rs");
    let out = std::env::var("OUT_DIR").expect("cargo sets OUT_DIR");
    forms::write("grammars/everyday.pest", &out);
    let big_endian = std::env::var("CARGO_CFG_TARGET_ENDIAN").as_deref() == Ok("big");
    let serialise = |dfa: &dense::DFA<Vec<u32>>, name: &str| -> String {
        let (bytes, pad) = if big_endian {
            dfa.to_bytes_big_endian()
        } else {
            dfa.to_bytes_little_endian()
        };
        let file = Path::new(&out).join(format!("{name}.dfa"));
        std::fs::write(&file, &bytes[pad..]).expect("write the DFA into OUT_DIR");
        format!("&Aligned {{ _align: [], bytes: *include_bytes!({file:?}) }}")
    };

    let mut code = String::new();
    let mut all = String::from("pub(crate) static ALL: &[(&str, &Aligned<[u8]>)] = &[\n");
    for (name, source) in clause_patterns::all() {
        let dfa = build(&ascii_classes::ascii_classes(&source))
            .unwrap_or_else(|e| panic!("clause pattern {name}: {e}"));
        let aligned = serialise(&dfa, name);
        writeln!(
            code,
            "pub(crate) static {name}: &Aligned<[u8]> = {aligned};"
        )
        .unwrap();
        writeln!(all, "    ({name:?}, {name}),").unwrap();
    }
    all.push_str("];\n");
    std::fs::write(Path::new(&out).join("clause_dfas.rs"), code + &all)
        .expect("write clause_dfas.rs into OUT_DIR");

    // The rules' patterns, on as many threads as there are cores.
    let patterns = rule_patterns::ALL;
    let threads = std::thread::available_parallelism().map_or(1, |n| n.get());
    let built: Vec<Option<Pair>> = std::thread::scope(|s| {
        let workers: Vec<_> = (0..threads)
            .map(|t| {
                s.spawn(move || {
                    (t..patterns.len())
                        .step_by(threads)
                        .map(|i| (i, build_rule(patterns[i]).ok()))
                        .collect::<Vec<_>>()
                })
            })
            .collect();
        let mut built: Vec<Option<Pair>> = (0..patterns.len()).map(|_| None).collect();
        for w in workers {
            for (i, re) in w.join().expect("a determinising thread") {
                built[i] = re;
            }
        }
        built
    });
    let mut rules = format!(
        "pub(crate) static RULES: [Option<Pair>; {}] = [\n",
        patterns.len()
    );
    for (i, re) in built.iter().enumerate() {
        match re {
            Some((forward, Some(reverse))) => {
                let fwd = serialise(forward, &format!("rule_{i}_fwd"));
                let rev = serialise(reverse, &format!("rule_{i}_rev"));
                writeln!(rules, "    Some(({fwd}, Some({rev}))),").unwrap();
            }
            Some((forward, None)) => {
                let fwd = serialise(forward, &format!("rule_{i}_anchored"));
                writeln!(rules, "    Some(({fwd}, None)),").unwrap();
            }
            None => rules.push_str("    None,\n"),
        }
    }
    rules.push_str("];\n");
    std::fs::write(Path::new(&out).join("rule_dfas.rs"), rules)
        .expect("write rule_dfas.rs into OUT_DIR");
}

/// The forward DFA the lazy one of `read::pattern::Regex::is_match` would become with
/// every state visited: the same syntax (Unicode, UTF-8), no groups, leftmost-first,
/// unanchored, minimised.
fn build(pattern: &str) -> Result<dense::DFA<Vec<u32>>, Box<dyn std::error::Error>> {
    Ok(dense::Builder::new()
        .syntax(syntax::Config::new().utf8(true))
        .thompson(thompson::Config::new().which_captures(WhichCaptures::None))
        .configure(
            dense::DFA::config()
                .match_kind(MatchKind::LeftmostFirst)
                .start_kind(StartKind::Unanchored)
                .minimize(true),
        )
        .build(pattern)?)
}

/// A rule pattern's forward and reverse DFAs, or its anchored forward DFA alone.
type Pair = (dense::DFA<Vec<u32>>, Option<dense::DFA<Vec<u32>>>);

/// A rule pattern (already with its ASCII classes) as the forward and reverse DFAs the
/// meta regex of `read::pattern::Regex` would use lazily, configured as
/// `dfa::regex::Builder` configures them: the same syntax, no groups, the forward DFA
/// leftmost-first and unanchored, the reverse one anchored and reporting every match,
/// both minimised; an error if either grows past [`RULE_DFA_LIMIT`]. A pattern that can
/// only match at the start of the haystack (`^…`) never searches backwards for its start:
/// its reverse DFA is one that never matches.
///
/// A pattern whose unanchored forward or whose reverse DFA is over the limit, but whose
/// anchored forward DFA is not (the unanchored one follows every start at once, and
/// alternatives such as `"[^"\n]+"|'[^'\n]+'` multiply), gets that one alone if it
/// cannot match an empty string: a search then tries each start in turn.
fn build_rule(pattern: &str) -> Result<Pair, Box<dyn std::error::Error>> {
    build_unanchored(pattern).or_else(|e| {
        let anchored = dense::Builder::new()
            .syntax(syntax::Config::new().utf8(true))
            .thompson(thompson::Config::new().which_captures(WhichCaptures::None))
            .configure(
                // Room to determinise before minimising; the result is held to the limit.
                dense::DFA::config()
                    .minimize(true)
                    .dfa_size_limit(Some(4 * RULE_DFA_LIMIT))
                    .determinize_size_limit(Some(16 * RULE_DFA_LIMIT))
                    .match_kind(MatchKind::LeftmostFirst)
                    .start_kind(StartKind::Anchored),
            )
            .build(pattern)?;
        if anchored.has_empty() || anchored.memory_usage() > RULE_DFA_LIMIT {
            return Err(e);
        }
        Ok((anchored, None))
    })
}

fn build_unanchored(pattern: &str) -> Result<Pair, Box<dyn std::error::Error>> {
    let limits = dense::DFA::config()
        .minimize(true)
        .dfa_size_limit(Some(RULE_DFA_LIMIT))
        .determinize_size_limit(Some(4 * RULE_DFA_LIMIT));
    let builder = || {
        let mut builder = dense::Builder::new();
        builder.syntax(syntax::Config::new().utf8(true));
        builder
    };
    let forward = builder()
        .thompson(thompson::Config::new().which_captures(WhichCaptures::None))
        .configure(
            limits
                .clone()
                .match_kind(MatchKind::LeftmostFirst)
                .start_kind(StartKind::Unanchored),
        )
        .build(pattern)?;
    if forward.is_always_start_anchored() {
        return Ok((forward, Some(dense::DFA::never_match()?)));
    }
    let reverse = builder()
        .thompson(
            thompson::Config::new()
                .which_captures(WhichCaptures::None)
                .reverse(true),
        )
        .configure(
            limits
                .prefilter(None)
                .specialize_start_states(false)
                .start_kind(StartKind::Anchored)
                .match_kind(MatchKind::All),
        )
        .build(pattern)?;
    Ok((forward, Some(reverse)))
}
