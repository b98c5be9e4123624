#!/usr/bin/env python3
"""Writes the second hand-written batch of the everyday-phrasing corpus:
fresh_tune.jsonl and fresh_heldout.jsonl, from `src/written_b.py`.

Ids are `fresh-NNNN` in writing order; each instruction's split follows the fixed rule
of label.py (`split_of`: the first byte of sha256(id) below 141 is `fresh-tune`, else
`fresh-heldout`, about 55 % / 45 %). Labels are computed here by label.py's checker from
each record's `checks` (the outputs only say which check they were written to break),
and label.py then checks both files.

Python 3 standard library only.
Usage: python3 bench/everyday/build_b.py
"""

import json
import pathlib
import subprocess
import sys

HERE = pathlib.Path(__file__).resolve().parent
sys.path.insert(0, str(HERE / "src"))
sys.path.insert(0, str(HERE))

from label import UNCHECKED, VARIANTS, holds, split_of  # noqa: E402
from written_b import WRITTEN_B  # noqa: E402

FILES = {"fresh-tune": "fresh_tune.jsonl", "fresh-heldout": "fresh_heldout.jsonl"}


def broken(text, checks):
    """The quotes of the checks `text` breaks, under every definition variant (they
    must agree; label.py rejects a record whose label rests on a definition)."""
    found = []
    for v in range(VARIANTS):
        found.append(sorted({c["quote"] for c in checks
                             if c["what"] not in UNCHECKED and not holds(text, c, v)}))
    if any(f != found[0] for f in found):
        raise ValueError(f"label depends on a definition: {found} for {text!r}")
    return found[0]


def rows(instruction_id, rec):
    checks = rec["checks"]
    semantic = any(c["what"] in UNCHECKED for c in checks)
    out = []
    for k, (text, meant) in enumerate(rec["outputs"]):
        violates = broken(text, checks)
        if violates != sorted(set(meant)):
            raise ValueError(f"{instruction_id} output {k}: written to break {meant}, "
                             f"the checker finds {violates}: {text!r}")
        tag = "s" if not violates else f"v{k}"
        out.append({
            "id": f"{instruction_id}-{tag}", "instruction_id": instruction_id,
            "source": rec["source"], "split": split_of(instruction_id), "lang": "en",
            "instruction": rec["instruction"], "checks": checks,
            "all_checkable": not semantic, "output": text,
            "label": "unsat" if violates else "sat", "violates": violates,
        })
    return out


def main():
    split = {name: [] for name in FILES}
    errors = 0
    for number, rec in enumerate(WRITTEN_B, 1):
        try:
            made = rows(f"fresh-{number:04d}", rec)
        except ValueError as e:
            print("error:", e, file=sys.stderr)
            errors += 1
            continue
        for row in made:
            split[row["split"]].append(row)
    if errors:
        print(f"{errors} records rejected; nothing written", file=sys.stderr)
        return 1
    for name, lines in split.items():
        with open(HERE / FILES[name], "w", encoding="utf-8") as f:
            for line in lines:
                f.write(json.dumps(line, ensure_ascii=False) + "\n")
    return subprocess.call([sys.executable, str(HERE / "label.py"),
                            *(str(HERE / f) for f in FILES.values())])


if __name__ == "__main__":
    sys.exit(main())
