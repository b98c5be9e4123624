//! Which Group A labels `ifeval_fixes` changes on the IFEval data.

use nsvif_check::{compile, ifeval, lookup_ifeval, Document, Options};

fn main() {
    let groups = [
        "keywords:",
        "language:",
        "length_constraints:",
        "change_case:",
    ];
    let (mut n, mut changed) = (0, 0);
    for rec in ifeval_compare::records() {
        let doc = Document::new(rec["output"].as_str().unwrap());
        for c in rec["constraints"].as_array().unwrap() {
            let id = c["id"].as_str().unwrap();
            if !groups.iter().any(|g| id.starts_with(g)) || lookup_ifeval(id).is_none() {
                continue;
            }
            let prompt = rec["instruction"].as_str().unwrap();
            let (name, args) = ifeval::to_check(id, &c["kwargs"], prompt).unwrap();
            let official = compile(name, &args, &Options::default())
                .unwrap()
                .check(&doc);
            let fixed = compile(name, &args, &Options { ifeval_fixes: true })
                .unwrap()
                .check(&doc);
            n += 1;
            if official.value != fixed.value {
                changed += 1;
                println!(
                    "{} {id} {}: official {:?} ({}), fixes {:?} ({})",
                    rec["id"],
                    c["kwargs"],
                    official.value,
                    official.evidence,
                    fixed.value,
                    fixed.evidence
                );
            }
        }
    }
    println!("{changed} of {n} Group A constraints change with ifeval_fixes");
}
