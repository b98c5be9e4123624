#!/usr/bin/env python3
"""Writes a fresh tuning set from the corpus's generated families with another seed.

The families of `build.py` (`src/families.py`, `src/shapes.py`, `src/agents.py`) drawn
again with SEED: instructions already in tune.jsonl or heldout.jsonl are skipped, and only
all-checkable records are written, with split "extra". The held-out split is never read
for anything but that exclusion. Labels come from the same definitions (`label.py`).

Usage: python3 bench/everyday/extra.py SEED OUT.jsonl
"""

import json
import pathlib
import sys

HERE = pathlib.Path(__file__).resolve().parent
sys.path.insert(0, str(HERE / "src"))
sys.path.insert(0, str(HERE))

import build  # noqa: E402


def main(seed: int, out_path: str) -> int:
    existing = set()
    for name in ("tune.jsonl", "heldout.jsonl"):
        with open(HERE / name, encoding="utf-8") as f:
            existing.update(json.loads(line)["instruction"] for line in f)
    made_total = 0
    with open(out_path, "w", encoding="utf-8") as out:
        for made_total, rec in enumerate(build.generated(seed, existing), 1):
            for row in build.rows(f"extra{seed}-{made_total:04d}", rec):
                row["split"] = "extra"
                if row["all_checkable"]:
                    out.write(json.dumps(row, ensure_ascii=False) + "\n")
    print(f"{made_total} instructions")
    return 0


if __name__ == "__main__":
    if len(sys.argv) != 3:
        sys.exit(__doc__)
    sys.exit(main(int(sys.argv[1]), sys.argv[2]))
