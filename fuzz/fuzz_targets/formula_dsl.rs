//! The formula and DSL parsers: any text parses or is an error; what parses prints back
//! to the same tree, and a DSL check evaluates on an output without panicking.
#![no_main]

use libfuzzer_sys::fuzz_target;
use nsvif_check::{dsl, Document};
use nsvif_spec::{parse_expr, parse_formula};

fuzz_target!(|data: &[u8]| {
    let Ok(src) = std::str::from_utf8(data) else {
        return;
    };
    if let Ok(f) = parse_formula(src) {
        let printed = f.to_string();
        assert_eq!(parse_formula(&printed).as_ref(), Ok(&f), "{printed}");
        let _ = f.eval(&|a: &str| (a.len() % 3 != 0).then_some(a.len() % 2 == 0));
    }
    if let Ok(e) = parse_expr(src) {
        let printed = e.to_string();
        assert_eq!(parse_expr(&printed).as_ref(), Ok(&e), "{printed}");
        let doc = Document::new("# Title\n\nOne sentence here. Another one!\n\n* a bullet\n* two");
        let _ = dsl::evaluate(&e, &doc);
    }
});
