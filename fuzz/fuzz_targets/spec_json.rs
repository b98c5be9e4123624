//! The Spec loader: any bytes as a Spec JSON file are a Spec or an error, never a panic,
//! and a Spec that loads compiles or fails with an error, then checks an output.
#![no_main]

use libfuzzer_sys::fuzz_target;
use nsvif_check::{CompiledSpec, Document, Options};
use nsvif_spec::Spec;

fuzz_target!(|data: &[u8]| {
    let Ok(json) = std::str::from_utf8(data) else {
        return;
    };
    let Ok(spec) = Spec::from_json(json) else {
        return;
    };
    let _ = spec.formula().to_string();
    if let Ok(compiled) = CompiledSpec::new(spec, &Options::default()) {
        let _ = compiled.check(&Document::new("A short output, with a comma.\n\nP.S. bye"));
    }
});
