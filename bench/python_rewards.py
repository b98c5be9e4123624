#!/usr/bin/env python3
"""Rewards per second of `nsvif.rewards.TrlReward` on a GRPO-shaped batch of 1,024
completions, called as TRL's GRPOTrainer calls a reward function (prompts, completions
and every data set column by name; chat-message prompts and completions).

The batch: 128 IFEval prompts x 8 generations (the GPT-4 responses of the IFEval records,
the 8 generations of a prompt cycling through other records' responses, so they differ).
Two ways of knowing the constraints:
- given: google/IFEval-shaped `instruction_id_list` + `kwargs` columns (RLVR ground truth);
- formulated: from the prompt's text (nsvif's rules; each instruction formulated once,
  then answered from the Verifier's cache, as over a training run).
Each figure is the median of REPEAT calls of the whole reward function (Python
conversion of the batch included), after one warm-up call.

usage: bench/python_rewards.py [REPEAT]
needs: the nsvif wheel (a release build) in the running Python.
"""
import json
import os
import pathlib
import platform
import statistics
import sys
import time

import nsvif
from nsvif.rewards import TrlReward

ROOT = pathlib.Path(__file__).resolve().parents[1]
DATA = ROOT.parent / "shared" / "data" / "ifeval" / "ifeval_gpt4.vif.jsonl"
PROMPTS, GENERATIONS = 128, 8


def batch():
    records = [json.loads(line) for line in DATA.read_text().splitlines() if line.strip()]
    keys = sorted({k for r in records for c in r["constraints"] for k in c["kwargs"]})
    rows, completions = [], []
    for p in range(PROMPTS):
        r = records[p]
        for g in range(GENERATIONS):
            rows.append({
                "prompt": [{"role": "user", "content": r["instruction"]}],
                "instruction_id_list": [c["id"] for c in r["constraints"]],
                "kwargs": [{k: c["kwargs"].get(k) for k in keys} for c in r["constraints"]],
            })
            output = records[(p + g * PROMPTS) % len(records)]["output"]
            completions.append([{"role": "assistant", "content": output}])
    return rows, completions


def call(reward, rows, completions, with_columns):
    columns = {k: [row[k] for row in rows] for k in ("instruction_id_list", "kwargs")} if with_columns else {}
    return reward(prompts=[row["prompt"] for row in rows], completions=completions,
                  completion_ids=None, trainer_state=None, **columns)


def median_seconds(f, repeat):
    f()  # warm-up: the formulated variant fills the Verifier's cache here
    times = []
    for _ in range(repeat):
        started = time.perf_counter()
        f()
        times.append(time.perf_counter() - started)
    return statistics.median(times)


def main():
    repeat = int(sys.argv[1]) if len(sys.argv) > 1 else 20
    rows, completions = batch()
    n = len(completions)
    print(f"batch: {n} completions ({PROMPTS} prompts x {GENERATIONS})  machine: {os.cpu_count()} cores, "
          f"{platform.machine()}  python {platform.python_version()}  nsvif {nsvif.__version__}  "
          f"date: {time.strftime('%Y-%m-%d', time.gmtime())}  median of {repeat} calls")
    for label, with_columns in (("given constraints (IFEval columns)", True), ("formulated from the prompt", False)):
        for threads in (1, None):
            reward = TrlReward(threads=threads)
            scores = call(reward, rows, completions, with_columns)
            seconds = median_seconds(lambda: call(reward, rows, completions, with_columns), repeat)
            print(f"{label}, {threads or os.cpu_count()} thread(s): {seconds * 1000:.1f} ms per batch, "
                  f"{n / seconds:,.0f} rewards/s  (mean reward {sum(scores) / n:.3f})")


if __name__ == "__main__":
    main()
