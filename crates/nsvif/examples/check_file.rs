//! One check of an output file against an instruction file, with the system allocator:
//! the `nsvif` binary uses mimalloc, which heaptrack cannot see into, so memory profiles
//! of a check (issue #18) are taken with this example.
//!
//! ```sh
//! cargo build --release -p nsvif --example check_file
//! heaptrack target/release/examples/check_file INSTRUCTION_FILE OUTPUT_FILE
//! ```

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let [instruction, output] = args.as_slice() else {
        eprintln!("usage: check_file INSTRUCTION_FILE OUTPUT_FILE");
        std::process::exit(3);
    };
    let read = |path: &str| {
        std::fs::read_to_string(path).unwrap_or_else(|e| {
            eprintln!("{path}: {e}");
            std::process::exit(3)
        })
    };
    let (instruction, output) = (read(instruction), read(output));
    match nsvif::Verifier::new(nsvif::VerifierOptions::default()).check(&instruction, &output) {
        Ok(report) => println!("{:?}", report.verdict),
        Err(e) => {
            eprintln!("{e}");
            std::process::exit(3)
        }
    }
}
