//! `nsvif phrasings`: the rules' clause accounting scored on phrasing corpora.

use anyhow::Result;
use nsvif::Verifier;

use crate::flags::PhrasingsArgs;

pub(crate) fn run(args: PhrasingsArgs) -> Result<u8> {
    let records = nsvif_bench::phrasings::read(&args.files)?;
    let score = nsvif_bench::phrasings::score(&Verifier::default(), &records)?;
    if args.json {
        println!("{}", serde_json::to_string_pretty(&score)?);
    } else {
        print!("{}", score.to_text());
    }
    Ok(0)
}
