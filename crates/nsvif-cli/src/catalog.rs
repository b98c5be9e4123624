//! `nsvif catalog`: the predicates logic constraints use, with their docs.

use anyhow::Result;

pub(crate) fn run(json: bool) -> Result<u8> {
    let entries: Vec<_> = nsvif_check::catalog().collect();
    if json {
        let value: Vec<_> = entries
            .iter()
            .map(|p| serde_json::json!({"name": p.name, "ifeval_id": p.ifeval_id, "ifbench_id": p.ifbench_id, "summary": p.summary(), "doc": p.doc}))
            .collect();
        println!("{}", serde_json::to_string_pretty(&value)?);
    } else {
        for p in entries {
            println!(
                "{:28} {:48} {}",
                p.name,
                p.ifeval_id.or(p.ifbench_id).unwrap_or("-"),
                p.summary()
            );
        }
    }
    Ok(0)
}
