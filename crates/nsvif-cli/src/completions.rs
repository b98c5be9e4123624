//! `nsvif completions SHELL`: a completion script generated from the flags' definitions,
//! so it never falls behind them.

use anyhow::Result;
use clap::CommandFactory;
use clap_complete::Shell;

use crate::flags::Cli;

pub(crate) fn run(shell: Shell) -> Result<u8> {
    let mut cmd = Cli::command();
    clap_complete::generate(shell, &mut cmd, "nsvif", &mut std::io::stdout());
    Ok(0)
}
