//! Builds langdetect's n-gram table at compile time.
//!
//! Loading the 55 built-in profiles (decoding them and filling the n-gram index) takes
//! ~32 ms per process; restoring the same table from its serialised form takes ~12 ms.
//! `nlp::lang` restores it from `$OUT_DIR/langdetect.bin`.

use langdetect::{Compat, DetectorFactory};

fn main() {
    // CPython 3.11, the Python of the reference harness: the version only moves the last bits
    // of a probability (the sum's rounding and which characters are upper-case).
    let mut factory = DetectorFactory::new(Compat::python(11));
    factory
        .load_builtin(&DetectorFactory::builtin_files())
        .expect("langdetect's built-in profiles load");
    let out = std::path::PathBuf::from(std::env::var("OUT_DIR").expect("cargo sets OUT_DIR"));
    std::fs::write(out.join("langdetect.bin"), factory.to_bytes())
        .expect("write langdetect.bin to OUT_DIR");
    println!("cargo:rerun-if-changed=build.rs");
}
