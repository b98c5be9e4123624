#!/usr/bin/env python3
"""M-IFEval's official runner (`evaluation_main.py`: strict and loose), with
lm-evaluation-harness's `m_ifeval` checkers in the offline environment of reference.py.

usage: official_results.py M_IFEVAL_DIR INPUT.jsonl RESPONSES.jsonl OUT_DIR

Writes OUT_DIR/eval_results_strict.jsonl and eval_results_loose.jsonl as the official
runner does, to compare with `nsvif bench INPUT.jsonl --responses RESPONSES.jsonl --report
DIR` (docs/COMPATIBILITY.md, "M-IFEval"). The Spanish sentence count needs spaCy's trained
parser, which cannot be installed offline: it raises here and is written as not followed.
"""
import json
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from reference import load, official  # noqa: E402


def variants(response):
    """The loose variants of `evaluation_main.test_instruction_following_loose`."""
    r = response.split("\n")
    first, last, both = "\n".join(r[1:]).strip(), "\n".join(r[:-1]).strip(), "\n".join(r[1:-1]).strip()
    return [response, response.replace("*", ""), first, last, both,
            first.replace("*", ""), last.replace("*", ""), both.replace("*", "")]


def main():
    m_ifeval, inputs, responses, out = sys.argv[1:5]
    load(m_ifeval)
    by_prompt = {}
    for l in open(responses, encoding="utf-8"):
        r = json.loads(l)
        by_prompt[r["prompt"]] = r["response"]
    os.makedirs(out, exist_ok=True)
    strict_f = open(os.path.join(out, "eval_results_strict.jsonl"), "w")
    loose_f = open(os.path.join(out, "eval_results_loose.jsonl"), "w")
    for l in open(inputs, encoding="utf-8"):
        rec = json.loads(l)
        response = by_prompt[rec["prompt"]]
        strict, loose = [], []
        for iid, kwargs in zip(rec["instruction_id_list"], rec["kwargs"]):
            strict.append(bool(official(iid, kwargs, rec["prompt"], response)[0]))
            loose.append(isinstance(response, str)
                         and any(official(iid, kwargs, rec["prompt"], v)[0] for v in variants(response)))
        for f, follow in ((strict_f, strict), (loose_f, loose)):
            o = {"follow_all_instructions": all(follow), "follow_instruction_list": follow,
                 "instruction_id_list": rec["instruction_id_list"], "prompt": rec["prompt"],
                 "response": response}
            f.write(json.dumps(o) + "\n")


if __name__ == "__main__":
    main()
