#!/usr/bin/env python3
"""The multilingual figures: runs `nsvif bench FILE --json` on every file of this
directory (the CJK phrasing corpus also on its all-checkable subset) and prints one
Markdown table: records, tp, fp (a wrong `sat`), tn, fn, unknown, pass@1 and the share
of records decided (not `unknown`).

usage: figures.py [NSVIF] [--split tune|heldout|all]
"""
import glob
import json
import os
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
args = [a for a in sys.argv[1:] if not a.startswith("--")]
NSVIF = args[0] if args else "nsvif"
split = "all"
if "--split" in sys.argv:
    split = sys.argv[sys.argv.index("--split") + 1]


def bench(path):
    out = subprocess.run([NSVIF, "bench", path, "--json"], capture_output=True, text=True, check=True).stdout
    return json.loads(out)


def row(name, d):
    n = d["records"]
    decided = (d["tp"] + d["fp"] + d["tn"] + d["fn"]) / n if n else 0
    return f"| {name} | {n} | {d['tp']} | {d['fp']} | {d['tn']} | {d['fn']} | {d['unknown']} | {d['pass_at_1']:.3f} | {decided:.3f} |"


print("| file | records | tp | fp | tn | fn | unknown | pass@1 | decided |")
print("| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |")
files = (
    sorted(glob.glob(os.path.join(HERE, "templates_*.jsonl")))
    + sorted(glob.glob(os.path.join(HERE, "mifeval_*.jsonl")))
    + sorted(glob.glob(os.path.join(HERE, "cjk", "*.jsonl")))
)
for path in files:
    if split != "all" and not path.endswith(f"_{split}.jsonl"):
        continue
    name = os.path.relpath(path, HERE)
    print(row(name, bench(path)))
    if "/cjk/" in path:
        records = [json.loads(l) for l in open(path, encoding="utf-8")]
        checkable = [r for r in records if r["all_checkable"]]
        with tempfile.NamedTemporaryFile("w", suffix=".jsonl", delete=False, encoding="utf-8") as f:
            for r in checkable:
                f.write(json.dumps(r, ensure_ascii=False) + "\n")
        print(row(name + " (all checkable)", bench(f.name)))
        os.unlink(f.name)
