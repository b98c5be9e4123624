//! Keyword lists after a colon: "Include these keywords, check for string inclusion
//! regardless of capitalization: ocean,tide" and "Exclude these keywords, …: storm,wind"
//! (VIFBench, NSVIF paper Table 5).
//!
//! **What it does.** Reads the comma-separated list that ends the line after `"include / exclude
//! these (key)words, <how to check>:"` into one DSL check of case-insensitive substring
//! inclusion (every keyword occurs) or exclusion (none occurs).
//!
//! **Why.** The list comes after a colon and a description of the check, which the
//! general keyword rules read as the keyword itself ("check"). Without the description
//! ("Include the following keywords: a, b") the keyword rules read the list themselves. "String inclusion
//! regardless of capitalization" is a substring test on the lower-cased output, not a
//! whole-word match, so the check is `contains(lower(all), …)`.
//!
//! **Example.** "Exclude these keywords, check for string exclusion regardless of
//! capitalization: storm,wind" → `!contains(lower(all), "storm") && !contains(lower(all), "wind")`.

use std::sync::LazyLock;

use super::{Emit, Sink, Text};
use crate::read::dsl::{all_of, dsl_string};
use crate::read::keyword_list::comma_items;
use crate::read::pattern::regex;
use crate::read::pattern::Regex;

static RE: LazyLock<Regex> = LazyLock::new(|| {
    regex(r"\b(?P<neg>(?:do\s+not|don'?t|never|must\s+not|should\s+not)\s+)?(?P<verb>include|use|mention|exclude|avoid)\s+(?:these|the\s+following)\s+(?:key\s*)?(?:words|phrases|terms)\s*,[^:\n]*:[ \t]*(?P<list>[^\n]+)")
        .expect("static regex")
});

pub(crate) fn keyword_lists(text: &Text, sink: &mut Sink) {
    for caps in RE.captures_iter(&text.lower) {
        let m = caps.get(0).expect("match");
        let list = caps.name("list").expect("list");
        let items = comma_items(&text.raw[list.start()..list.end()]);
        if items.is_empty() {
            continue;
        }
        // "Do not include these keywords, …": the negation is read here, as exclusion of
        // each keyword (negating the conjunction would allow all but one).
        let exclude = matches!(&caps["verb"], "exclude" | "avoid") != caps.name("neg").is_some();
        let dsl = all_of(items.iter().map(|k| {
            let test = format!("contains(lower(all), {})", dsl_string(&k.to_lowercase()));
            if exclude {
                format!("!{test}")
            } else {
                test
            }
        }));
        sink.push(text, Emit::Dsl(dsl), m.start(), m.end());
    }
}

#[cfg(test)]
mod tests {
    use super::super::find_all;
    use super::super::testing::dsl;

    #[test]
    fn reads_the_list_after_the_colon() {
        let i = "Include these keywords, check for string inclusion regardless of capitalization: ocean,Tide, sea wall";
        assert_eq!(
            dsl(i),
            [
                r#"contains(lower(all), "ocean") && contains(lower(all), "tide") && contains(lower(all), "sea wall")"#
            ]
        );
        let f = find_all(i);
        assert_eq!(f.found.len(), 1, "{:?}", f.found);
        let e = "Exclude these keywords, check for string exclusion regardless of capitalization: storm,wind";
        assert_eq!(
            dsl(e),
            [r#"!contains(lower(all), "storm") && !contains(lower(all), "wind")"#]
        );
        assert_eq!(find_all(e).found.len(), 1);
    }

    #[test]
    fn each_line_is_its_own_list() {
        let i = "Please write a piece of text considering all these constraints:\nExclude these keywords, check for string exclusion regardless of capitalization: pert,cmmi\nInclude these keywords, check for string inclusion regardless of capitalization: scrum";
        assert_eq!(
            dsl(i),
            [
                r#"!contains(lower(all), "pert") && !contains(lower(all), "cmmi")"#,
                r#"contains(lower(all), "scrum")"#
            ]
        );
    }

    #[test]
    fn a_negated_inclusion_excludes_each_keyword() {
        let i = "Do not include these keywords, check for string inclusion regardless of capitalization: storm,wind";
        let f = find_all(i);
        assert_eq!(f.found.len(), 1);
        assert!(!f.found[0].negated);
        assert_eq!(
            dsl(i),
            [r#"!contains(lower(all), "storm") && !contains(lower(all), "wind")"#]
        );
    }

    #[test]
    fn a_plain_list_is_left_to_the_keyword_rules() {
        assert!(dsl("Do not include the following keywords: field, thanks").is_empty());
    }

    #[test]
    fn quotes_in_a_keyword_are_escaped() {
        assert_eq!(
            dsl(r#"Include these keywords, as written: say "hi""#),
            [r#"contains(lower(all), "say \"hi\"")"#]
        );
    }
}
