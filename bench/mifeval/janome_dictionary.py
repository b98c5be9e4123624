#!/usr/bin/env python3
"""Writes crates/nsvif-ja-morph/data/janome-ipadic.bin.zlib: janome 0.5.1's system
dictionary (mecab-ipadic-2.7.0-20070801 as janome compiled it) in the compact form that
nsvif-ja-morph's `dictionary.rs` reads, zlib-compressed (level 9).

The entries are janome's own, in janome's numbering (its lattice breaks ties between equal
costs on that number), with their connection id (janome's left and right ids are equal
for every entry: checked here), word cost and surface; the part of speech of an entry is
a function of its id (checked here), so it is stored once per id. The connection matrix,
the character categories (char.def) and the unknown-word entries (unk.def) are janome's
`sysdic` tables as they stand. janome is Apache-2.0 (moco_beta); mecab-ipadic's licence
is in crates/nsvif-ja-morph/data/IPADIC-LICENSE.

Layout (little-endian): b"NSVIFJA1", u32 entry count N, u32 id count D; N u16 ids; the N
costs as i16 split into N low bytes then N high bytes; N surfaces, each a u8 byte length
and its UTF-8; the D*D connection costs (row = right id of the left node, column = left
id of the right node) as i16, each row minus the row before it (wrapping), split into
low bytes then high bytes; D parts of speech, each a u8 byte length and its UTF-8; then a
u32 byte length and the character table as UTF-8 text, one tab-separated line each:
`category NAME INVOKE GROUP LENGTH`, `range FROM TO NAME COMPAT,...` (code points, in
janome's order), `unknown NAME LEFT RIGHT COST POS` (in janome's order).

usage: python janome_dictionary.py crates/nsvif-ja-morph/data/janome-ipadic.bin.zlib
(with janome==0.5.1 installed)
"""
import struct
import sys
import zlib

import janome
from janome.sysdic import chardef, connections, entries, unknowns

assert janome.__version__ == "0.5.1", janome.__version__


def short_string(s):
    b = s.encode("utf-8")
    assert len(b) < 256, s
    return bytes([len(b)]) + b


def planes(values):
    return bytes(v & 0xFF for v in values) + bytes((v >> 8) & 0xFF for v in values)


def main(path):
    table = entries()
    n, dim = len(table), len(connections)
    assert sorted(table) == list(range(n))
    pos_by_id = [""] * dim
    for num in range(n):
        surface, left, right, cost, pos = table[num][:5]
        assert left == right and 0 < left < dim and -32768 <= cost < 32768, table[num]
        assert pos_by_id[left] in ("", pos), (left, pos_by_id[left], pos)
        pos_by_id[left] = pos
    out = [b"NSVIFJA1", struct.pack("<II", n, dim)]
    out.append(struct.pack(f"<{n}H", *(table[i][1] for i in range(n))))
    out.append(planes([table[i][3] & 0xFFFF for i in range(n)]))
    out.extend(short_string(table[i][0]) for i in range(n))
    delta = []
    for i, row in enumerate(connections):
        assert len(row) == dim and all(-32768 <= v < 32768 for v in row)
        before = connections[i - 1] if i else [0] * dim
        delta.extend((a - b) & 0xFFFF for a, b in zip(row, before))
    out.append(planes(delta))
    out.extend(short_string(p) for p in pos_by_id)
    categories, ranges = chardef.DATA
    lines = []
    for name, c in categories.items():
        lines.append(f"category\t{name}\t{int(c['INVOKE'])}\t{int(c['GROUP'])}\t{c['LENGTH']}")
    for r in ranges:
        compat = ",".join(r.get("compat_cates", []))
        lines.append(f"range\t{ord(r['from'])}\t{ord(r['to'])}\t{r['cate']}\t{compat}")
    for name, rows in unknowns.DATA.items():
        for left, right, cost, pos in rows:
            lines.append(f"unknown\t{name}\t{left}\t{right}\t{cost}\t{pos}")
    text = ("\n".join(lines) + "\n").encode("utf-8")
    out.append(struct.pack("<I", len(text)) + text)
    with open(path, "wb") as f:
        f.write(zlib.compress(b"".join(out), 9))


if __name__ == "__main__":
    main(sys.argv[1])
