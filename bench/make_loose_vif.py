#!/usr/bin/env python3
"""Relabel the IFEval VIF file with the official *loose* results.
usage: bench/make_loose_vif.py > ifeval_gpt4_loose.vif.jsonl"""
import json, os
D = os.path.join(os.path.dirname(__file__), "../../shared/data/ifeval")
loose = {}
for line in open(os.path.join(D, "eval_results_loose.jsonl")):
    r = json.loads(line)
    loose[r["prompt"]] = r
for line in open(os.path.join(D, "ifeval_gpt4.vif.jsonl")):
    r = json.loads(line)
    L = loose[r["instruction"]]
    for c, f in zip(r["constraints"], L["follow_instruction_list"]):
        c["satisfied"] = f
    r["label"] = "sat" if L["follow_all_instructions"] else "unsat"
    print(json.dumps(r))
