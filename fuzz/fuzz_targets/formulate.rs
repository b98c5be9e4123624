//! Formulation: any instruction yields a Spec that validates and compiles (what cannot be
//! stated validly is unexplained), the same Spec every time.
#![no_main]

use libfuzzer_sys::fuzz_target;
use nsvif_check::{CompiledSpec, Options};

fuzz_target!(|data: &[u8]| {
    let Ok(instruction) = std::str::from_utf8(data) else {
        return;
    };
    let spec = nsvif_formulate::formulate_rules(instruction);
    if let Err(e) = CompiledSpec::new(spec.clone(), &Options::default()) {
        panic!("the formulator emitted an invalid Spec: {e}\n{spec:?}");
    }
    assert_eq!(
        nsvif_formulate::formulate_rules(instruction),
        spec,
        "deterministic"
    );
});
