//! Character categories (IPADIC's char.def as janome holds it) and the categories of one
//! character, with janome's order and compatibility rules.

use crate::dictionary::UnknownEntry;

/// One category of char.def: whether unknown words are tried even where the dictionary
/// matched (`invoke`), whether a run of the category makes one word (`group`), and the
/// length of a word that is not grouped.
#[derive(Debug, Clone)]
pub(crate) struct Category {
    pub(crate) invoke: bool,
    pub(crate) group: bool,
    pub(crate) length: usize,
}

/// A code-point range of one category, with the categories it is also compatible with.
#[derive(Debug, Clone)]
struct CharRange {
    from: u32,
    to: u32,
    category: usize,
    compatible: Vec<usize>,
}

/// The categories of one character, as janome's `get_char_categories` returns them:
/// in the order their ranges first list them, and the set a following character of a
/// grouped word must meet (the categories and everything they are compatible with).
#[derive(Debug, Clone, Default)]
pub(crate) struct CharCategories {
    pub(crate) ordered: Vec<usize>,
    /// Bit `c` set when category `c` is one of the character's or compatible with one.
    pub(crate) joins: u32,
}

/// The character categories and their ranges, in janome's order.
#[derive(Debug, Clone)]
pub(crate) struct CharTable {
    pub(crate) categories: Vec<Category>,
    ranges: Vec<CharRange>,
    default: usize,
}

impl CharTable {
    /// Reads the `category`, `range` and `unknown` lines of the packed dictionary.
    pub(crate) fn parse(text: &str) -> (CharTable, Vec<Vec<UnknownEntry>>) {
        let mut names: Vec<&str> = Vec::new();
        let mut categories = Vec::new();
        let mut ranges = Vec::new();
        let mut unknowns: Vec<Vec<UnknownEntry>> = Vec::new();
        let index = |names: &[&str], name: &str| -> usize {
            names
                .iter()
                .position(|n| *n == name)
                .unwrap_or_else(|| panic!("unknown character category {name}"))
        };
        for line in text.lines() {
            let fields: Vec<&str> = line.split('\t').collect();
            match fields[0] {
                "category" => {
                    names.push(fields[1]);
                    categories.push(Category {
                        invoke: fields[2] == "1",
                        group: fields[3] == "1",
                        length: fields[4].parse().expect("category length"),
                    });
                    unknowns.push(Vec::new());
                }
                "range" => ranges.push(CharRange {
                    from: fields[1].parse().expect("range start"),
                    to: fields[2].parse().expect("range end"),
                    category: index(&names, fields[3]),
                    compatible: fields[4]
                        .split(',')
                        .filter(|s| !s.is_empty())
                        .map(|s| index(&names, s))
                        .collect(),
                }),
                "unknown" => unknowns[index(&names, fields[1])].push(UnknownEntry {
                    left_id: fields[2].parse().expect("unknown left id"),
                    right_id: fields[3].parse().expect("unknown right id"),
                    cost: fields[4].parse().expect("unknown cost"),
                    part_of_speech: fields[5].to_owned(),
                }),
                other => panic!("unexpected janome dictionary line kind {other}"),
            }
        }
        assert!(names.len() <= 32, "at most 32 character categories");
        let default = index(&names, "DEFAULT");
        (
            CharTable {
                categories,
                ranges,
                default,
            },
            unknowns,
        )
    }

    /// The categories of `c`: every range holding it, in order (a category met again keeps
    /// its first place and takes the later range's compatible categories); `DEFAULT` when
    /// none does.
    pub(crate) fn categories_of(&self, c: char) -> CharCategories {
        let code = c as u32;
        let mut found: Vec<(usize, &[usize])> = Vec::new();
        for range in &self.ranges {
            if range.from <= code && code <= range.to {
                match found.iter_mut().find(|(cat, _)| *cat == range.category) {
                    Some(slot) => slot.1 = &range.compatible,
                    None => found.push((range.category, &range.compatible)),
                }
            }
        }
        if found.is_empty() {
            found.push((self.default, &[]));
        }
        let mut joins = 0u32;
        for (cat, compatible) in &found {
            joins |= 1 << cat;
            for c in compatible.iter() {
                joins |= 1 << c;
            }
        }
        CharCategories {
            ordered: found.into_iter().map(|(cat, _)| cat).collect(),
            joins,
        }
    }
}
