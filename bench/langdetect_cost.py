#!/usr/bin/env python3
"""Cost of the official checker's language detection: `langdetect.detect` on the IFEval
outputs it is called on (`language:response_language`, and `english_capital` /
`english_lowercase` outputs that pass `isupper()` / `islower()`), repeated REPEAT times.
The Rust side is `cargo run --release -p nsvif-check --example langdetect_cost`.
usage: bench/langdetect_cost.py [REPEAT]   (with the venv of shared/tools/official_ifeval.py)
"""
import json, sys, time
import langdetect

REPEAT = int(sys.argv[1]) if len(sys.argv) > 1 else 20
DATA = "../shared/data/ifeval/ifeval_gpt4.vif.jsonl"

def detected(record):
    out = record["output"]
    for c in record["constraints"]:
        if c["id"].startswith("language:"):
            return True
        if c["id"] == "change_case:english_capital" and out.isupper():
            return True
        if c["id"] == "change_case:english_lowercase" and out.islower():
            return True
    return False

texts = [r["output"] for r in map(json.loads, open(DATA)) if detected(r)]
t = time.perf_counter()
langdetect.detect("hello world")
load = time.perf_counter() - t
t = time.perf_counter()
for _ in range(REPEAT):
    for text in texts:
        langdetect.detect(text)
dt = time.perf_counter() - t
n = REPEAT * len(texts)
print(f"python langdetect: load {load:.3f} s; {n} detections ({len(texts)} texts x {REPEAT}) "
      f"in {dt:.3f} s, {dt / n * 1e6:.0f} us per detection")
