//! `nsvif catalog`: the predicates logic constraints use, with their docs.

use anyhow::Result;

pub(crate) fn run(json: bool) -> Result<u8> {
    let entries: Vec<_> = nsvif_check::catalog().collect();
    if json {
        let value: Vec<_> = entries
            .iter()
            .map(|p| {
                let mifeval: Vec<&str> = nsvif_check::mifeval::ids_of(p.name).collect();
                serde_json::json!({"name": p.name, "ifeval_id": p.ifeval_id, "ifbench_id": p.ifbench_id, "mifeval_ids": mifeval, "summary": p.summary(), "doc": p.doc})
            })
            .collect();
        println!("{}", serde_json::to_string_pretty(&value)?);
    } else {
        for p in entries {
            // A predicate only M-IFEval's types use shows the first of their ids.
            let id = p
                .ifeval_id
                .or(p.ifbench_id)
                .or_else(|| nsvif_check::mifeval::ids_of(p.name).next())
                .unwrap_or("-");
            println!("{:28} {:48} {}", p.name, id, p.summary());
        }
    }
    Ok(0)
}
