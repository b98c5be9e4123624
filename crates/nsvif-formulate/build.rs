//! Determinises the clause classifier's match-only patterns (`src/pipeline/clause_patterns.rs`)
//! into dense DFAs, serialised for the target into `OUT_DIR`, and writes
//! `clause_dfas.rs`, which `src/read/dense.rs` includes: one aligned `static` per
//! pattern and `ALL` by name. See `src/read/dense.rs` for why.

use std::fmt::Write as _;
use std::path::Path;

use regex_automata::dfa::{dense, StartKind};
use regex_automata::nfa::thompson::{self, WhichCaptures};
use regex_automata::util::syntax;
use regex_automata::MatchKind;

#[path = "src/read/ascii_classes.rs"]
#[allow(dead_code)]
mod ascii_classes;
#[path = "src/pipeline/clause_patterns.rs"]
#[allow(dead_code)]
mod clause_patterns;

fn main() {
    println!("cargo::rerun-if-changed=src/pipeline/clause_patterns.rs");
    println!("cargo::rerun-if-changed=src/read/ascii_classes.rs");
    let out = std::env::var("OUT_DIR").expect("cargo sets OUT_DIR");
    let big_endian = std::env::var("CARGO_CFG_TARGET_ENDIAN").as_deref() == Ok("big");
    let mut code = String::new();
    let mut all = String::from("pub(crate) static ALL: &[(&str, &Aligned<[u8]>)] = &[\n");
    for (name, source) in clause_patterns::all() {
        let dfa = build(&ascii_classes::ascii_classes(&source))
            .unwrap_or_else(|e| panic!("clause pattern {name}: {e}"));
        let (bytes, pad) = if big_endian {
            dfa.to_bytes_big_endian()
        } else {
            dfa.to_bytes_little_endian()
        };
        let file = Path::new(&out).join(format!("{name}.dfa"));
        std::fs::write(&file, &bytes[pad..]).expect("write the DFA into OUT_DIR");
        writeln!(
            code,
            "pub(crate) static {name}: &Aligned<[u8]> = &Aligned {{ _align: [], bytes: *include_bytes!({file:?}) }};"
        )
        .unwrap();
        writeln!(all, "    ({name:?}, {name}),").unwrap();
    }
    all.push_str("];\n");
    std::fs::write(Path::new(&out).join("clause_dfas.rs"), code + &all)
        .expect("write clause_dfas.rs into OUT_DIR");
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
