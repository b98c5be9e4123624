//! The `nsvif` command line: parses the flags (`flags`) and dispatches to one module per
//! command; the work is the library's (`nsvif`) and the benchmarks' (`nsvif_bench`).

use std::process::ExitCode;

use anyhow::{Context, Result};
use clap::Parser;

mod allocator;
mod bench;
mod catalog;
mod check;
mod completions;
mod flags;
mod formulate;
mod input;
mod man;
mod phrasings;
mod serve;

use flags::{Cli, Command};

/// mimalloc: the system allocator was an eighth of the instructions of a bench run
/// (many small vectors and strings per record).
#[global_allocator]
static ALLOCATOR: allocator::Allocator = allocator::Allocator;

/// Exit code for every error (bad flags, unreadable file, invalid Spec).
const EXIT_ERROR: u8 = 3;

/// A runtime for the LLM calls; only built when an LLM is configured.
fn runtime() -> Result<tokio::runtime::Runtime> {
    tokio::runtime::Builder::new_multi_thread()
        .enable_all()
        .build()
        .context("starting the async runtime for LLM calls")
}

/// A closed pipe (`nsvif formulate … | head`) ends the process quietly, as it does any
/// Unix filter, instead of making `println!` panic. Rust ignores SIGPIPE by default.
fn restore_sigpipe() {
    #[cfg(unix)]
    // SAFETY: called first thing in `main`, before any other thread exists; SIG_DFL is a
    // valid disposition for SIGPIPE.
    unsafe {
        libc::signal(libc::SIGPIPE, libc::SIG_DFL);
    }
}

fn main() -> ExitCode {
    restore_sigpipe();
    let cli = match Cli::try_parse() {
        Ok(cli) => cli,
        Err(e) => {
            let code = if e.use_stderr() { EXIT_ERROR } else { 0 };
            let _ = e.print();
            return ExitCode::from(code);
        }
    };
    match run(cli) {
        Ok(code) => ExitCode::from(code),
        Err(e) => {
            // The message may quote an input (a pattern, a field, a path): clipped.
            let message = format!("{e:#}");
            eprintln!("error: {}", nsvif_spec::quote::clip_message(&message));
            ExitCode::from(EXIT_ERROR)
        }
    }
}

/// The command's exit code: 0 sat (or done), 1 unsat, 2 unknown.
fn run(cli: Cli) -> Result<u8> {
    match cli.command {
        Command::Check(args) => check::run(args),
        Command::Formulate(args) => formulate::run(args),
        Command::Catalog { json } => catalog::run(json),
        Command::Bench(args) => bench::run(args),
        Command::Phrasings(args) => phrasings::run(args),
        Command::Serve(args) => serve::run(args),
        Command::Mcp(args) => serve::run_mcp(args),
        Command::Completions { shell } => completions::run(shell),
        Command::Man { dir } => man::run(dir.as_deref()),
    }
}
