//! The regex surface: any pattern (the first line) over any output (the rest) compiles
//! or is refused with a short error, and a search gives the regex crate's matches or
//! says it is too costly; the same pattern in a DSL check gives a fact, never a panic or
//! a hang.
#![no_main]

use libfuzzer_sys::fuzz_target;
use nsvif_check::{BoundedRegex, CompiledSpec, Document, Options, Overrun};

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    let (pattern, output) = text.split_once('\n').unwrap_or((text, ""));
    match BoundedRegex::new(pattern) {
        Err(e) => assert!(e.to_string().len() < 4096, "a long error: {e}"),
        Ok(re) => {
            let found = re.find_iter(output, 10_000);
            let matched = re.is_match(output);
            match (&found, &matched) {
                (Ok(spans), Ok(m)) => assert_eq!(!spans.is_empty(), *m, "find and is_match"),
                (Err(Overrun::RegexTooCostly { .. }), _)
                | (_, Err(Overrun::RegexTooCostly { .. })) => {}
                (Err(e), _) | (_, Err(e)) => panic!("no deadline was set: {e}"),
            }
            // The regex crate is the oracle where its own worst case stays small.
            let small = (re.nfa_states() as u64).saturating_mul(output.len() as u64)
                <= nsvif_check::MAX_NFA_WORK
                && re.captures_len() <= 8;
            if let (Ok(spans), true) = (&found, small) {
                if let Ok(theirs) = regex::Regex::new(pattern) {
                    let want: Vec<_> = theirs
                        .find_iter(output)
                        .take(10_000)
                        .map(|m| m.range())
                        .collect();
                    assert_eq!(spans, &want, "matches differ from the regex crate's");
                }
            }
        }
    }
    let check = serde_json::json!({"dsl": format!("count(matches(all, {})) >= 1", serde_json::json!(pattern))});
    let spec = serde_json::json!({"constraints": [{"id": "c1", "text": "t", "kind": "logic", "check": check}]});
    if let Ok(spec) = nsvif_spec::Spec::from_json(&spec.to_string()) {
        if let Ok(spec) = CompiledSpec::new(spec, &Options::default()) {
            let fact = spec.check(&Document::new(output)).remove(0);
            if let Some(reason) = fact.evidence.reason {
                assert!(reason.to_string().len() < 4096, "a long reason: {reason}");
            }
        }
    }
});
