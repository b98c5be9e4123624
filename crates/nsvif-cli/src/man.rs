//! `nsvif man [--dir DIR]`: manual pages generated from the flags' definitions (roff).

use std::io::Write;
use std::path::Path;

use anyhow::{Context, Result};
use clap::CommandFactory;

use crate::flags::Cli;

pub(crate) fn run(dir: Option<&Path>) -> Result<u8> {
    let cmd = Cli::command();
    match dir {
        Some(dir) => {
            std::fs::create_dir_all(dir).with_context(|| format!("creating {}", dir.display()))?;
            clap_mangen::generate_to(cmd, dir)
                .with_context(|| format!("writing the manual pages into {}", dir.display()))?;
        }
        None => {
            let mut page = Vec::new();
            clap_mangen::Man::new(cmd).render(&mut page)?;
            std::io::stdout().write_all(&page)?;
        }
    }
    Ok(0)
}
