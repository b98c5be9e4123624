#!/usr/bin/env python3
"""Turn an official IFEval/IFBench run into VIFBench-style records for
`nsvif bench --given-constraints`: one record per prompt of INPUT (the runner's
`--input_data`) with its response from RESPONSES (`prompt`, `response` per line) and the
labels of the runner's EVAL_RESULTS (`eval_results_strict.jsonl` or `_loose`). The kwargs
are kept exactly as INPUT writes them (IFBench's: floats such as `4.0`, every unused key
`null`), so the records test reading them as published.

usage: bench/official_to_vif.py INPUT RESPONSES EVAL_RESULTS > records.vif.jsonl
"""
import json
import sys


def main():
    inp, responses, results = sys.argv[1:4]
    by_prompt = {}
    for line in open(responses, encoding="utf-8"):
        r = json.loads(line)
        by_prompt[r["prompt"]] = r["response"]
        by_prompt.setdefault(r["prompt"].strip(), r["response"])
    labels = {}
    for line in open(results, encoding="utf-8"):
        r = json.loads(line)
        labels[r["prompt"]] = r["follow_instruction_list"]
    for line in open(inp, encoding="utf-8"):
        p = json.loads(line)
        response = by_prompt.get(p["prompt"], by_prompt.get(p["prompt"].strip()))
        follows = labels.get(p["prompt"])
        if response is None or follows is None:
            continue
        constraints = [
            {"id": i, "kwargs": k, "satisfied": f}
            for i, k, f in zip(p["instruction_id_list"], p["kwargs"], follows)
        ]
        print(json.dumps({
            "id": f"ifbench-{p['key']}",
            "instruction": p["prompt"],
            "output": response,
            "label": "sat" if all(follows) else "unsat",
            "constraints": constraints,
        }))


if __name__ == "__main__":
    main()
