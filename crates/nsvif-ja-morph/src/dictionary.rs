//! janome 0.5.1's system dictionary (mecab-ipadic-2.7.0-20070801 as janome compiled it),
//! read from the embedded `data/janome-ipadic.bin.zlib` once, at first use.
//!
//! `bench/mifeval/janome_dictionary.py` writes that file from janome's `sysdic` and
//! documents its layout. Entries keep janome's numbers (its lattice breaks ties on them);
//! an index sorted by surface answers the common-prefix lookups janome's FST answers.

use std::collections::HashMap;
use std::sync::OnceLock;

use crate::chars::CharTable;

const PACKED: &[u8] = include_bytes!("../data/janome-ipadic.bin.zlib");
const MAGIC: &[u8] = b"NSVIFJA1";

/// An unknown-word entry of one character category (unk.def): the node janome adds for a
/// run of characters that the dictionary does not cover.
#[derive(Debug, Clone)]
pub(crate) struct UnknownEntry {
    pub(crate) left_id: u16,
    pub(crate) right_id: u16,
    pub(crate) cost: i16,
    pub(crate) part_of_speech: String,
}

/// The system dictionary: entries, connection costs, parts of speech, character
/// categories and unknown-word entries.
pub(crate) struct Dictionary {
    /// Connection id of each entry (its left and right id, equal in janome's IPADIC).
    ids: Vec<u16>,
    costs: Vec<i16>,
    /// Byte range of each entry's surface in `surfaces`.
    surface_starts: Vec<u32>,
    surfaces: Vec<u8>,
    /// Entry numbers sorted by surface bytes, then number.
    by_surface: Vec<u32>,
    /// The range of `by_surface` whose surfaces start with each first character: the
    /// search for a position starts there instead of in the whole index.
    by_first_char: HashMap<char, (u32, u32)>,
    id_count: usize,
    connections: Vec<i16>,
    /// Part of speech (`名詞,一般,*,*`) of each connection id.
    parts_of_speech: Vec<String>,
    pub(crate) chars: CharTable,
    /// Unknown-word entries of each category, indexed as `chars` numbers categories.
    pub(crate) unknowns: Vec<Vec<UnknownEntry>>,
}

/// A dictionary entry that matched: its number, length in characters, ids and cost.
#[derive(Debug, Clone, Copy)]
pub(crate) struct Match {
    pub(crate) num: u32,
    pub(crate) chars: usize,
    pub(crate) id: u16,
    pub(crate) cost: i16,
}

/// The dictionary, inflated and indexed on first call.
pub(crate) fn dictionary() -> &'static Dictionary {
    static DICTIONARY: OnceLock<Dictionary> = OnceLock::new();
    DICTIONARY.get_or_init(|| {
        let raw = miniz_oxide::inflate::decompress_to_vec_zlib(PACKED)
            .expect("the embedded janome dictionary inflates");
        Dictionary::parse(&raw)
    })
}

/// Reads the fields of the packed layout in order.
struct Reader<'a> {
    bytes: &'a [u8],
    at: usize,
}

impl<'a> Reader<'a> {
    fn take(&mut self, len: usize) -> &'a [u8] {
        let out = &self.bytes[self.at..self.at + len];
        self.at += len;
        out
    }

    fn u32(&mut self) -> u32 {
        u32::from_le_bytes(self.take(4).try_into().expect("four bytes"))
    }

    fn short_bytes(&mut self) -> &'a [u8] {
        let len = self.take(1)[0] as usize;
        self.take(len)
    }

    /// `count` 16-bit values stored as their low bytes, then their high bytes.
    fn planes(&mut self, count: usize) -> Vec<u16> {
        let low = self.take(count);
        let high = self.take(count);
        low.iter()
            .zip(high)
            .map(|(&l, &h)| u16::from_le_bytes([l, h]))
            .collect()
    }
}

impl Dictionary {
    fn parse(raw: &[u8]) -> Dictionary {
        let mut r = Reader { bytes: raw, at: 0 };
        assert_eq!(r.take(MAGIC.len()), MAGIC, "janome dictionary magic");
        let n = r.u32() as usize;
        let id_count = r.u32() as usize;
        let ids: Vec<u16> = r
            .take(2 * n)
            .chunks_exact(2)
            .map(|b| u16::from_le_bytes([b[0], b[1]]))
            .collect();
        let costs: Vec<i16> = r.planes(n).into_iter().map(|v| v as i16).collect();
        let mut surface_starts = Vec::with_capacity(n + 1);
        let mut surfaces = Vec::with_capacity(Self::surface_bytes(&raw[r.at..], n));
        for _ in 0..n {
            surface_starts.push(surfaces.len() as u32);
            surfaces.extend_from_slice(r.short_bytes());
        }
        surface_starts.push(surfaces.len() as u32);
        // Each row is stored as its difference from the row above.
        let cells = id_count * id_count;
        let (low, high) = (r.take(cells), r.take(cells));
        let mut connections: Vec<i16> = Vec::with_capacity(cells);
        for i in 0..cells {
            let above = if i >= id_count {
                connections[i - id_count]
            } else {
                0
            };
            connections.push(above.wrapping_add(i16::from_le_bytes([low[i], high[i]])));
        }
        let parts_of_speech = (0..id_count)
            .map(|_| utf8(r.short_bytes()).to_owned())
            .collect();
        let text_len = r.u32() as usize;
        let text = utf8(r.take(text_len));
        assert_eq!(r.at, raw.len(), "janome dictionary has trailing bytes");
        let (chars, unknowns) = CharTable::parse(text);
        let mut dictionary = Dictionary {
            ids,
            costs,
            surface_starts,
            surfaces,
            by_surface: (0..n as u32).collect(),
            by_first_char: HashMap::new(),
            id_count,
            connections,
            parts_of_speech,
            chars,
            unknowns,
        };
        let mut by_surface = std::mem::take(&mut dictionary.by_surface);
        by_surface.sort_unstable_by(|&a, &b| {
            dictionary
                .surface(a)
                .cmp(dictionary.surface(b))
                .then(a.cmp(&b))
        });
        let mut by_first_char: HashMap<char, (u32, u32)> = HashMap::new();
        for (i, &num) in by_surface.iter().enumerate() {
            let first = utf8(dictionary.surface(num))
                .chars()
                .next()
                .expect("no empty surface");
            let range = by_first_char.entry(first).or_insert((i as u32, i as u32));
            range.1 = i as u32 + 1;
        }
        dictionary.by_surface = by_surface;
        dictionary.by_first_char = by_first_char;
        dictionary
    }

    /// The bytes of the `n` length-prefixed surfaces at the start of `packed`, prefixes
    /// left out.
    fn surface_bytes(packed: &[u8], n: usize) -> usize {
        let (mut at, mut total) = (0, 0);
        for _ in 0..n {
            let len = packed[at] as usize;
            total += len;
            at += 1 + len;
        }
        total
    }

    fn surface(&self, num: u32) -> &[u8] {
        let num = num as usize;
        &self.surfaces[self.surface_starts[num] as usize..self.surface_starts[num + 1] as usize]
    }

    /// Connection cost from a node whose right id is `right` to one whose left id is `left`.
    pub(crate) fn connection(&self, right: u16, left: u16) -> i64 {
        i64::from(self.connections[right as usize * self.id_count + left as usize])
    }

    /// Part of speech of connection id `id`.
    pub(crate) fn part_of_speech(&self, id: u16) -> &str {
        &self.parts_of_speech[id as usize]
    }

    /// Every entry whose surface is a prefix of `text` made of whole characters (janome's
    /// common-prefix match), by increasing length, then entry number. `char_ends` are the
    /// byte offsets in `text` where its characters end.
    pub(crate) fn common_prefixes(&self, text: &str, char_ends: &[usize], out: &mut Vec<Match>) {
        let bytes = text.as_bytes();
        let Some(first) = text.chars().next() else {
            return;
        };
        let Some(&(lo, hi)) = self.by_first_char.get(&first) else {
            return;
        };
        let (mut lo, mut hi) = (lo as usize, hi as usize);
        for (k, &end) in char_ends.iter().enumerate() {
            let prefix = &bytes[..end];
            let range = &self.by_surface[lo..hi];
            let start = lo + range.partition_point(|&e| self.surface(e) < prefix);
            let range = &self.by_surface[start..hi];
            hi = start + range.partition_point(|&e| self.surface(e).starts_with(prefix));
            lo = start;
            if lo == hi {
                return;
            }
            for &num in &self.by_surface[lo..hi] {
                if self.surface(num) != prefix {
                    break;
                }
                out.push(Match {
                    num,
                    chars: k + 1,
                    id: self.ids[num as usize],
                    cost: self.costs[num as usize],
                });
            }
        }
    }
}

fn utf8(bytes: &[u8]) -> &str {
    std::str::from_utf8(bytes).expect("janome dictionary text is UTF-8")
}
