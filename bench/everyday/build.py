#!/usr/bin/env python3
"""Writes the everyday-phrasing corpus: tune.jsonl, heldout.jsonl and table27.jsonl.

Records come from two places: `src/written.py` (instructions written or adapted by hand,
each with its source) and the families in `src/` (generated from a fixed seed, so the
output is the same on every run). Ids are assigned in writing order, then each record's
split follows the fixed rule of label.py. Then label.py checks every record.

Python 3 standard library only.
Usage: python3 bench/everyday/build.py
"""

import json
import pathlib
import random
import subprocess
import sys

HERE = pathlib.Path(__file__).resolve().parent
sys.path.insert(0, str(HERE / "src"))
sys.path.insert(0, str(HERE))

import agents  # noqa: E402
import families  # noqa: E402
import shapes  # noqa: E402
from label import split_of  # noqa: E402
from topics import TOPICS  # noqa: E402
from written import TABLE27, WRITTEN  # noqa: E402

SEED = 27
# How many instructions each family contributes.
PLAN = [
    (families.fam_words, 60), (families.fam_sentences, 40), (families.fam_social, 40),
    (families.fam_bullets, 45), (families.fam_numbered, 25), (shapes.fam_lines, 40),
    (shapes.fam_paragraphs, 30), (shapes.fam_table, 20), (shapes.fam_json, 25),
    (shapes.fam_code, 10), (shapes.fam_letter, 25), (shapes.fam_punct, 30),
    (agents.fam_agent, 35), (agents.fam_semantic, 25),
]


def rows(instruction_id, rec):
    """One line per output, in the form `nsvif bench` reads."""
    checks = rec["checks"]
    semantic = any(c["what"] in ("semantic", "approximate") for c in checks)
    out = []
    for k, (text, violates) in enumerate(rec["outputs"]):
        tag = "s" if not violates else f"v{k}"
        out.append({
            "id": f"{instruction_id}-{tag}", "instruction_id": instruction_id,
            "source": rec["source"], "split": split_of(instruction_id), "lang": "en",
            "instruction": rec["instruction"], "checks": checks,
            "all_checkable": not semantic, "output": text,
            "label": "unsat" if violates else "sat", "violates": violates,
        })
    return out


def generated(seed=SEED, seen=None):
    """The families' instructions drawn with `seed`, none of those in `seen` (which
    grows with each one drawn)."""
    rng = random.Random(seed)
    seen = set() if seen is None else seen
    for family, count in PLAN:
        made, tries = 0, 0
        while made < count and tries < count * 40:
            tries += 1
            topic = TOPICS[rng.randrange(len(TOPICS))]
            draft = family(rng, topic)
            if draft is None:
                continue
            instruction = draft.instruction(rng)
            if instruction in seen:
                continue
            seen.add(instruction)
            made += 1
            yield {"instruction": instruction, "checks": draft.checks,
                   "outputs": draft.outputs, "source": draft.source}
        if made < count:
            print(f"{family.__name__}: {made} of {count}", file=sys.stderr)


def main():
    records = list(WRITTEN) + list(generated())
    split = {"tune": [], "heldout": []}
    for number, rec in enumerate(records, 1):
        for row in rows(f"everyday-{number:04d}", rec):
            split[row["split"]].append(row)
    for name, lines in split.items():
        write(HERE / f"{name}.jsonl", lines)
    table = []
    for number, rec in enumerate(TABLE27, 1):
        table.extend(rows(f"table27-{number:02d}", rec))
    write(HERE / "table27.jsonl", table)
    return subprocess.call([sys.executable, str(HERE / "label.py")])


def write(path, lines):
    with open(path, "w", encoding="utf-8") as f:
        for line in lines:
            f.write(json.dumps(line, ensure_ascii=False) + "\n")


if __name__ == "__main__":
    sys.exit(main())
