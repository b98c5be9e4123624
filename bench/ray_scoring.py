#!/usr/bin/env python3
"""Throughput of scoring a Ray Dataset with `nsvif.rewards.ray.NsvifBatchScorer` on a
local Ray with 1 and 2 workers (actors, one CPU and one checking thread each).

The data set: the 540 IFEval GPT-4 records with their given constraints, repeated REPEAT
times, materialized in Ray's object store before timing. Timed: `map_batches(...)
.materialize()` (batches of 1,024 in pyarrow format): each run starts its own actors
(Ray's actor start-up is in the figure, as a job sees it); one warm-up run first.

usage: bench/ray_scoring.py [REPEAT] [RUNS]
needs: the nsvif wheel (a release build) and ray[data] in the running Python.
"""
import json
import os
import pathlib
import platform
import statistics
import sys
import time

import ray

import nsvif
from nsvif.rewards.ray import NsvifBatchScorer

ROOT = pathlib.Path(__file__).resolve().parents[1]
DATA = ROOT.parent / "shared" / "data" / "ifeval" / "ifeval_gpt4.vif.jsonl"


def main():
    repeat = int(sys.argv[1]) if len(sys.argv) > 1 else 200
    runs = int(sys.argv[2]) if len(sys.argv) > 2 else 3
    records = [json.loads(line) for line in DATA.read_text().splitlines() if line.strip()]
    rows = [{"instruction": r["instruction"], "output": r["output"], "constraints": json.dumps(r["constraints"])}
            for r in records] * repeat
    ray.init(num_cpus=2, include_dashboard=False, log_to_driver=False)
    ray.data.DataContext.get_current().enable_progress_bars = False
    ds = ray.data.from_items(rows).repartition(16).materialize()
    print(f"rows: {len(rows)} ({len(records)} x {repeat})  machine: {os.cpu_count()} cores, {platform.machine()}  "
          f"python {platform.python_version()}  ray {ray.__version__}  nsvif {nsvif.__version__}  "
          f"date: {time.strftime('%Y-%m-%d', time.gmtime())}  median of {runs} runs")
    for workers in (1, 2):
        def score():
            return ds.map_batches(NsvifBatchScorer, batch_format="pyarrow", batch_size=1024,
                                  concurrency=workers, num_cpus=1,
                                  fn_constructor_kwargs={"threads": 1}).materialize()
        score()  # warm-up
        times = []
        for _ in range(runs):
            started = time.perf_counter()
            scored = score()
            times.append(time.perf_counter() - started)
        assert scored.count() == len(rows)
        seconds = statistics.median(times)
        print(f"{workers} worker(s): {seconds:.2f} s, {len(rows) / seconds:,.0f} rows/s "
              f"(min {min(times):.2f} s, max {max(times):.2f} s)")
    ray.shutdown()


if __name__ == "__main__":
    main()
