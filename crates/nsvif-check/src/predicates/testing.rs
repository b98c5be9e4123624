//! Helpers the predicates' tests share.

use crate::{compile, Options, Predicate};

/// The predicate `name` compiled from `args`, with IFEval's fixes on or off.
pub(crate) fn compiled(name: &str, args: &serde_json::Value, fixes: bool) -> Box<dyn Predicate> {
    let options = Options {
        ifeval_fixes: fixes,
        ..Options::default()
    };
    compile(name, args, &options).unwrap()
}
