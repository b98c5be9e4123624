//! Prints what the rules read in one instruction: `cargo run -p nsvif-formulate --example explain -- "TEXT"`.

fn main() {
    let instruction = std::env::args().nth(1).expect("usage: explain TEXT");
    let f = nsvif_formulate::rules::find_all(&instruction);
    for found in &f.found {
        println!(
            "[{}..{}] {:?} {}{:?}",
            found.span.start,
            found.span.end,
            found.text,
            if found.negated { "NOT " } else { "" },
            found.emit
        );
    }
    for c in &f.covered {
        println!(
            "covered [{}..{}] {:?}",
            c.start,
            c.end,
            &instruction[c.start..c.end]
        );
    }
    let spec = nsvif_formulate::formulate_rules(&instruction);
    println!("formula: {:?}", spec.formula.map(|f| f.to_string()));
    for u in &spec.unexplained {
        println!("unexplained: {:?}", u.text);
    }
}
