//! The [`Predicate`] trait, the shape every catalog entry follows, and [`Options`].

use serde::de::DeserializeOwned;
use serde::Serialize;

use crate::document::Document;
use crate::fact::Fact;
use crate::CheckError;
use nsvif_spec::Bound;

/// A compiled catalog predicate: arguments checked once, then run on many outputs.
pub trait Predicate: Send + Sync + std::fmt::Debug {
    /// The fast path: does the output satisfy it? (`false` when undecided.)
    fn holds(&self, doc: &Document) -> bool {
        self.check(doc).value == Some(true)
    }

    /// The detailed path: the value with evidence and location.
    fn check(&self, doc: &Document) -> Fact;

    /// The value [`Predicate::check`] gives, without building its evidence: [`Predicate::holds`],
    /// overridden by the predicates that can leave a fact undecided (`None`).
    fn value(&self, doc: &Document) -> Option<bool> {
        Some(self.holds(doc))
    }

    /// A count bound this predicate states (`words(all) >= 300`), so the solver can see
    /// that two bounds on the same measure contradict each other.
    fn bound(&self) -> Option<Bound> {
        None
    }
}

/// Behaviour switches fixed when a predicate is compiled.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize)]
pub struct Options {
    /// Apply the documented fixes to the official IFEval checker's rules
    /// (docs/COMPATIBILITY.md). Off by default so scores stay comparable.
    pub ifeval_fixes: bool,
    /// Apply the documented fixes to the official IFBench checker's rules
    /// (docs/COMPATIBILITY.md). Off by default so scores stay comparable.
    pub ifbench_fixes: bool,
    /// The release of the official IFBench checker the IFBench predicates reproduce.
    pub ifbench_version: IfbenchVersion,
    /// The time budget of one check (one output against the whole Spec): a constraint
    /// not decided by then is unknown, with the reason. `None` (the default here): no
    /// budget; the CLI, the library's `Verifier` and Python default to a few seconds.
    #[serde(skip)]
    pub check_timeout: Option<std::time::Duration>,
}

/// A release of the official IFBench checker (docs/COMPATIBILITY.md lists what differs,
/// type by type).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum IfbenchVersion {
    /// `if-verifiable` 0.1.2: allenai/IFBench as of October 2025 (commit c94da02, which
    /// wrote the published results) with its guards against crashes on empty pieces.
    /// The default while published scores use it.
    #[default]
    Frozen,
    /// allenai/IFBench at commit db69a6f (August 2026, the `ifbench` 0.2.0 checkers):
    /// NLTK's sentence splitter, case-insensitive position checkers, word-boundary name
    /// and keyword matches, a larger pronoun set, `repeat_span` on character indices,
    /// one-letter words in title case.
    Upstream,
}

impl IfbenchVersion {
    /// Every version, with the names [`std::str::FromStr`] reads.
    pub const ALL: [(IfbenchVersion, &'static str); 2] = [
        (IfbenchVersion::Frozen, "frozen"),
        (IfbenchVersion::Upstream, "upstream"),
    ];

    /// The name of this version (`frozen`, `upstream`).
    pub fn name(self) -> &'static str {
        match self {
            IfbenchVersion::Frozen => "frozen",
            IfbenchVersion::Upstream => "upstream",
        }
    }
}

/// A name no version has.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("unknown IFBench checker version `{}` (frozen or 0.1.2; upstream or latest)", nsvif_spec::quote::short(.0))]
pub struct UnknownIfbenchVersion(pub String);

impl std::str::FromStr for IfbenchVersion {
    type Err = UnknownIfbenchVersion;
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        match s {
            "frozen" | "0.1.2" => Ok(IfbenchVersion::Frozen),
            "upstream" | "latest" => Ok(IfbenchVersion::Upstream),
            other => Err(UnknownIfbenchVersion(other.to_string())),
        }
    }
}

/// One entry of the catalog.
pub struct PredicateInfo {
    /// The name used in Specs (`word_count`).
    pub name: &'static str,
    /// The IFEval instruction id it implements, if any.
    pub ifeval_id: Option<&'static str>,
    /// The IFBench instruction id it implements, if any.
    pub ifbench_id: Option<&'static str>,
    /// The doc comment of the predicate's struct: What it checks / Arguments / How it counts / Example.
    pub doc: &'static str,
    /// Builds the predicate from JSON arguments.
    pub compile: CompileFn,
    /// The JSON Schema of the arguments, generated from the `Args` type that `compile`
    /// deserializes (canonical names only: IFEval's aliases are left out).
    pub args_schema: fn() -> serde_json::Value,
}

/// How a catalog entry builds its predicate from JSON arguments.
pub type CompileFn = fn(&serde_json::Value, &Options) -> Result<Box<dyn Predicate>, CheckError>;

impl PredicateInfo {
    /// The first line of the doc: what it checks, in one sentence.
    pub fn summary(&self) -> &'static str {
        self.doc
            .lines()
            .map(str::trim)
            .find(|l| !l.is_empty() && !l.starts_with('#'))
            .unwrap_or("")
    }
}

impl std::fmt::Debug for PredicateInfo {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("PredicateInfo")
            .field("name", &self.name)
            .finish_non_exhaustive()
    }
}

/// A predicate built from typed arguments. `compile` is generic over this, so each
/// predicate file only declares `Args` and `new`.
pub trait FromArgs: Predicate + Sized + 'static {
    /// The predicate's arguments, deserialized from the Spec's `args`.
    type Args: DeserializeOwned + schemars::JsonSchema;
    /// Builds the predicate; the error says which argument is wrong and why.
    fn new(args: Self::Args, options: &Options) -> Result<Self, String>;
}

/// The JSON Schema of `P`'s arguments, inlined (no `$ref`), without `$schema` or `title`,
/// so it can be embedded in a larger schema.
pub fn args_schema<P: FromArgs>() -> serde_json::Value {
    let generator = schemars::generate::SchemaSettings::draft2020_12()
        .with(|s| s.inline_subschemas = true)
        .into_generator();
    let mut schema = generator.into_root_schema_for::<P::Args>().to_value();
    if let Some(object) = schema.as_object_mut() {
        object.remove("$schema");
        object.remove("title");
        object.remove("description");
    }
    schema
}

/// Deserializes the arguments and builds the predicate, with the predicate's name in errors.
pub fn compile_from<P: FromArgs>(
    name: &'static str,
    args: &serde_json::Value,
    options: &Options,
) -> Result<Box<dyn Predicate>, CheckError> {
    // Read from the borrowed value: cloning it first was a tenth of compiling a record.
    let empty = serde_json::Value::Object(serde_json::Map::new());
    let args = if args.is_null() { &empty } else { args };
    let typed: P::Args =
        serde::Deserialize::deserialize(args).map_err(|e| CheckError::BadArgs {
            predicate: name.to_string(),
            message: e.to_string(),
        })?;
    let p = P::new(typed, options).map_err(|message| CheckError::BadArgs {
        predicate: name.to_string(),
        message,
    })?;
    Ok(Box::new(p))
}

/// Declares a catalog predicate: its doc comment becomes `DOC`, and `INFO` registers it.
/// The doc comment comes first, then exactly one `#[derive(..)]`.
///
/// ```text
/// declare_predicate! {
///     /// Checks that …
///     #[derive(Debug)]
///     pub struct NoCommas { … }
///     name = "no_commas", ifeval = "punctuation:no_comma"
/// }
/// ```
#[macro_export]
macro_rules! declare_predicate {
    (
        $(#[doc = $doc:expr])*
        #[derive($($derive:path),*)]
        $vis:vis struct $name:ident $body:tt
        name = $pname:literal $(, ifeval = $ifeval:literal)? $(, ifbench = $ifbench:literal)?
    ) => {
        $(#[doc = $doc])*
        #[derive($($derive),*)]
        $vis struct $name $body

        impl $name {
            /// The predicate's doc comment, as the catalog shows it.
            pub const DOC: &'static str = concat!($($doc, "\n"),*);
            /// The predicate's catalog entry.
            pub const INFO: $crate::PredicateInfo = $crate::PredicateInfo {
                name: $pname,
                ifeval_id: $crate::declare_predicate!(@opt $($ifeval)?),
                ifbench_id: $crate::declare_predicate!(@opt $($ifbench)?),
                doc: Self::DOC,
                compile: |args, options| $crate::compile_from::<$name>($pname, args, options),
                args_schema: $crate::args_schema::<$name>,
            };
        }
    };
    (@opt $v:literal) => { Some($v) };
    (@opt) => { None };
}

#[cfg(test)]
mod schema_tests {
    /// Every catalog entry's schema is an object schema that accepts its doc's example
    /// arguments by name (the example is what the catalog promises works).
    #[test]
    fn every_argument_schema_is_a_closed_object_with_the_example_keys() {
        for info in crate::catalog() {
            let schema = (info.args_schema)();
            assert_eq!(schema["type"], "object", "{}: {schema}", info.name);
            assert_eq!(schema["additionalProperties"], false, "{}", info.name);
            assert!(
                !schema.to_string().contains("$ref"),
                "{}: {schema}",
                info.name
            );
            let properties = schema["properties"]
                .as_object()
                .cloned()
                .unwrap_or_default();
            for required in schema["required"].as_array().into_iter().flatten() {
                assert!(
                    properties.contains_key(required.as_str().unwrap()),
                    "{}",
                    info.name
                );
            }
        }
        let word_count = crate::catalog().find(|i| i.name == "word_count").unwrap();
        assert_eq!(
            (word_count.args_schema)(),
            serde_json::json!({
                "type": "object",
                "properties": {
                    "relation": {"enum": ["<", "<=", "==", "!=", ">=", ">"]},
                    "value": {"type": "integer", "format": "int64"}
                },
                "required": ["relation", "value"],
                "additionalProperties": false
            })
        );
    }
}
