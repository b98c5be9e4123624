use std::sync::OnceLock;

use aho_corasick::AhoCorasick;
use serde::Deserialize;

use crate::{declare_predicate, Document, Fact, FromArgs, Noun, Options, Predicate, Relation};

declare_predicate! {
    /// The response mentions at least `N` names from IFBench's list of 50.
    ///
    /// # What it checks
    /// That at least `N` different names of the instruction's list (Emma, Liam, Sophia, …) occur.
    ///
    /// # Arguments
    /// - `N`: the minimum number of different names.
    ///
    /// # How it counts
    /// A name counts when it occurs anywhere, case-sensitively, also inside a longer word ("Leo" in "Leonard", "Ella" in "Stella"), as the frozen official checker does; with `ifbench_fixes` only as a whole word (not between letters, digits or `_`); upstream only between `\b` boundaries (Python's `\w`: letters, numbers, `_`).
    ///
    /// # Example
    /// `{"predicate": "person_name_count", "args": {"N": 3}}` (IFBench `count:person_names`).
    #[derive(Debug)]
    pub struct PersonNameCount {
        n: i64,
        /// `ifbench_fixes`: whole words only.
        fixes: bool,
        version: crate::IfbenchVersion,
    }
    name = "person_name_count", ifbench = "count:person_names"
}

#[derive(Deserialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct Args {
    #[serde(rename = "N")]
    n: i64,
}

impl FromArgs for PersonNameCount {
    type Args = Args;
    fn new(a: Args, options: &Options) -> Result<Self, String> {
        Ok(PersonNameCount {
            n: super::at_least("N", a.n, 0)?,
            fixes: options.ifbench_fixes,
            version: options.ifbench_version,
        })
    }
}

/// The official checker's list.
const NAMES: [&str; 50] = [
    "Emma",
    "Liam",
    "Sophia",
    "Jackson",
    "Olivia",
    "Noah",
    "Ava",
    "Lucas",
    "Isabella",
    "Mason",
    "Mia",
    "Ethan",
    "Charlotte",
    "Alexander",
    "Amelia",
    "Benjamin",
    "Harper",
    "Leo",
    "Zoe",
    "Daniel",
    "Chloe",
    "Samuel",
    "Lily",
    "Matthew",
    "Grace",
    "Owen",
    "Abigail",
    "Gabriel",
    "Ella",
    "Jacob",
    "Scarlett",
    "Nathan",
    "Victoria",
    "Elijah",
    "Layla",
    "Nicholas",
    "Audrey",
    "David",
    "Hannah",
    "Christopher",
    "Penelope",
    "Thomas",
    "Nora",
    "Andrew",
    "Aria",
    "Joseph",
    "Claire",
    "Ryan",
    "Stella",
    "Jonathan",
];

impl Predicate for PersonNameCount {
    fn check(&self, doc: &Document) -> Fact {
        let text = doc.text();
        let whole_words = |is_word: fn(char) -> bool| {
            NAMES
                .iter()
                .filter(|name| is_whole_word_in(name, text, is_word))
                .count()
        };
        let n = match (self.version, self.fixes) {
            // `re.search(r'\b{}\b'.format(re.escape(name)), value)`: a name starts and
            // ends with a word character, so `\b` is a non-word character or the edge.
            (crate::IfbenchVersion::Upstream, _) => whole_words(crate::nlp::py_is_word),
            (crate::IfbenchVersion::Frozen, true) => {
                whole_words(|c| c == '_' || c.is_alphanumeric())
            }
            (crate::IfbenchVersion::Frozen, false) => names_inside(text),
        } as i64;
        let unit = Noun::new("name from the list", "names from the list");
        Fact::count(n, Relation::Ge, self.n, unit)
    }
}

/// How many names of the list occur in `text`, also inside longer words (the official
/// `name in text`): one pass of an automaton over every name, overlapping matches
/// included, instead of fifty searches.
fn names_inside(text: &str) -> usize {
    static NAMES_AUTOMATON: OnceLock<AhoCorasick> = OnceLock::new();
    let automaton = NAMES_AUTOMATON.get_or_init(|| AhoCorasick::new(NAMES).expect("fixed names"));
    let mut found = [false; NAMES.len()];
    for m in automaton.find_overlapping_iter(text) {
        found[m.pattern().as_usize()] = true;
    }
    found.iter().filter(|&&f| f).count()
}

/// Does `name` occur in `text` with no word character (`is_word`) on either side?
fn is_whole_word_in(name: &str, text: &str, is_word: fn(char) -> bool) -> bool {
    let is_word = |c: Option<char>| c.is_some_and(is_word);
    text.match_indices(name).any(|(i, _)| {
        !is_word(text[..i].chars().next_back()) && !is_word(text[i + name.len()..].chars().next())
    })
}

#[cfg(test)]
mod tests {
    use crate::{compile, Document, Options};
    use serde_json::json;

    #[test]
    fn names_inside_words_count_only_without_the_fix() {
        let doc = Document::new("Stella met Leonard in Miami.");
        let args = json!({"N": 3});
        let official = compile("person_name_count", &args, &Options::default()).unwrap();
        // Stella, Ella (in Stella), Leo (in Leonard), Mia (in Miami).
        assert_eq!(official.value(&doc), Some(true));
        let fixes = Options {
            ifbench_fixes: true,
            ..Options::default()
        };
        let fixed = compile("person_name_count", &args, &fixes).unwrap();
        assert_eq!(fixed.value(&doc), Some(false));
        let whole = Document::new("Stella, Leo and Mia's friend (Emma).");
        assert_eq!(fixed.value(&whole), Some(true));
    }

    #[test]
    fn one_pass_finds_the_names_fifty_searches_find() {
        for text in [
            "Stella met Leonard in Miami.",
            "Isabella, Ella and Gabriel; Abigail Ava Avabella EmmaLiamSophia",
            "no names here at all",
            "",
            "DavidDavid Nora\u{e9}Nora Christopher Christophe",
        ] {
            let by_search = super::NAMES.iter().filter(|n| text.contains(*n)).count();
            assert_eq!(super::names_inside(text), by_search, "{text:?}");
        }
    }
}
