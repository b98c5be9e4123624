//! Every regex search ends in bounded time whatever the pattern and the output (issue
//! #34): random patterns from a grammar (groups, repetition, alternation, classes) over
//! random outputs up to 256 KB, each through `BoundedRegex` and a DSL check. A pattern is
//! compiled or refused with a short error; a search gives its matches or says it is too
//! costly. The time bound below is a liveness bound, not a speed target: what keeps the
//! work bounded is `MAX_NFA_WORK` and the lazy DFA's give-up, not the clock.

use std::time::{Duration, Instant};

use nsvif_check::{BoundedRegex, CompiledSpec, Document, Options, Overrun, UndecidedReason};
use nsvif_spec::Spec;
use serde_json::json;

/// Far above what any search takes; only a hang (minutes, as before the bounds) fails it.
const LIVENESS: Duration = Duration::from_secs(10);

struct Rng(u64);

impl Rng {
    fn below(&mut self, n: usize) -> usize {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        (self.0 % n as u64) as usize
    }

    fn pick<'a>(&mut self, items: &[&'a str]) -> &'a str {
        items[self.below(items.len())]
    }
}

/// A random pattern: alternations of sequences of atoms, atoms being literals, classes,
/// groups (capturing or not) and repetitions, some with large counts.
fn pattern(rng: &mut Rng, depth: usize) -> String {
    let alternatives = 1 + rng.below(3);
    (0..alternatives)
        .map(|_| {
            (0..1 + rng.below(4))
                .map(|_| atom(rng, depth))
                .collect::<String>()
        })
        .collect::<Vec<_>>()
        .join("|")
}

fn atom(rng: &mut Rng, depth: usize) -> String {
    let base = match rng.below(if depth == 0 { 3 } else { 5 }) {
        0 => rng
            .pick(&[
                "a", "b", "é", ".", r"\d", r"\w", r"\s", r"\b", "^", "$", "(?m)$",
            ])
            .to_string(),
        1 => rng
            .pick(&["[ab]", "[^a]", "[a-z]", r"\p{L}", "[é1 ]", r"(?i)A"])
            .to_string(),
        2 => "a".repeat(1 + rng.below(3)),
        3 => format!("({})", pattern(rng, depth - 1)),
        _ => format!("(?:{})", pattern(rng, depth - 1)),
    };
    let count = [1, 2, 5, 20, 300][rng.below(5)];
    let repetition = match rng.below(12) {
        0 => "*".to_string(),
        1 => "+".to_string(),
        2 => "?".to_string(),
        3 => format!("{{{count}}}"),
        4 => format!("{{1,{count}}}"),
        5 => format!("{{{count},}}"),
        _ => String::new(),
    };
    format!("{base}{repetition}")
}

/// A random output of up to 256 KB: runs of one character, random text over the
/// patterns' alphabet, or a short piece repeated.
fn output(rng: &mut Rng) -> String {
    let len = [0, 10, 1000, 50_000, 200_000, 256_000][rng.below(6)];
    let alphabet = ['a', 'b', 'é', ' ', '\n', '1', 'A'];
    let mut out = String::with_capacity(len + 4);
    match rng.below(3) {
        0 => {
            let c = alphabet[rng.below(alphabet.len())];
            while out.len() < len {
                out.push(c);
            }
        }
        1 => {
            while out.len() < len {
                out.push(alphabet[rng.below(alphabet.len())]);
            }
        }
        _ => {
            let piece: String = (0..1 + rng.below(8))
                .map(|_| alphabet[rng.below(alphabet.len())])
                .collect();
            while out.len() < len {
                out.push_str(&piece);
            }
        }
    }
    out
}

fn dsl_spec(pattern: &str) -> Option<CompiledSpec> {
    let dsl = format!("count(matches(all, {})) >= 1", json!(pattern));
    let spec =
        json!({"constraints": [{"id": "c1", "text": "t", "kind": "logic", "check": {"dsl": dsl}}]});
    let spec = Spec::from_json(&spec.to_string()).ok()?;
    CompiledSpec::new(spec, &Options::default()).ok()
}

#[test]
fn random_patterns_over_random_outputs_end_in_bounded_time() {
    let mut rng = Rng(0x2545_F491_4F6C_DD1D);
    let (mut compiled, mut refused, mut too_costly) = (0, 0, 0);
    for case in 0..160 {
        let pattern = pattern(&mut rng, 3);
        let output = output(&mut rng);
        let started = Instant::now();
        match BoundedRegex::new(&pattern) {
            Err(e) => {
                refused += 1;
                assert!(e.to_string().len() < 300, "{e}");
            }
            Ok(re) => {
                compiled += 1;
                let searched = [
                    re.is_match(&output).map(|_| ()),
                    re.find_iter(&output, 100_000).map(|_| ()),
                ];
                for result in searched {
                    match result {
                        Ok(()) => {}
                        Err(Overrun::RegexTooCostly { .. }) => too_costly += 1,
                        Err(e) => panic!("case {case}: {e}"),
                    }
                }
            }
        }
        if let Some(spec) = dsl_spec(&pattern) {
            let fact = spec.check(&Document::new(&output)).remove(0);
            if fact.value.is_none() {
                assert!(
                    matches!(fact.evidence.reason, Some(UndecidedReason::Dsl(_))),
                    "case {case}: {:?}",
                    fact.evidence.reason
                );
            }
        }
        let took = started.elapsed();
        assert!(
            took < LIVENESS,
            "case {case}: {pattern:.200} over {} bytes took {took:?}",
            output.len()
        );
    }
    // The grammar reaches all three outcomes.
    assert!(
        compiled > 50 && refused > 0,
        "{compiled} compiled, {refused} refused"
    );
    eprintln!("{compiled} compiled, {refused} refused, {too_costly} searches too costly");
}

/// The issue's cases: 5,000 groups in a section splitter and in a DSL pattern, over a
/// 200 KB output, and the same without groups (compiled, then too costly to search).
#[test]
fn five_thousand_groups_answer_at_once() {
    let output = "a".repeat(200_000);
    let groups = "(a)".repeat(5000);
    let started = Instant::now();
    let spec = json!({"constraints": [{"id": "c1", "text": "t", "kind": "logic",
        "check": {"predicate": "section_count", "args": {"splitter": groups, "value": 1}}}]});
    let e = CompiledSpec::new(
        Spec::from_json(&spec.to_string()).unwrap(),
        &Options::default(),
    )
    .unwrap_err()
    .to_string();
    assert!(
        e.contains("5000 capture groups, more than the limit of 100"),
        "{e:.300}"
    );
    assert!(e.len() < 600, "{e}");
    for pattern in [groups, "(?:a)".repeat(5000)] {
        let fact = dsl_spec(&pattern)
            .unwrap()
            .check(&Document::new(&output))
            .remove(0);
        assert_eq!(fact.value, None);
        let reason = fact.evidence.reason.unwrap().to_string();
        assert!(
            reason.contains("more than the limit of 100") || reason.contains("too costly"),
            "{reason}"
        );
        assert!(reason.len() < 400, "{reason}");
    }
    assert!(started.elapsed() < LIVENESS);
}
