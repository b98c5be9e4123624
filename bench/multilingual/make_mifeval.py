#!/usr/bin/env python3
"""M-IFEval-shaped records in French, Spanish and Japanese for `nsvif bench`, from
M-IFEval's real prompts and the published gpt-4o responses.

usage: make_mifeval.py DATA_DIR REPORT_ROOT OUT_DIR

DATA_DIR holds lightblue-tech/M-IFEval's `data/{es,fr,ja}_input_data.jsonl` and
`data/{es,fr,ja}_input_response_data_gpt-4o-2024-08-06.jsonl` (Apache-2.0, commit
0bc3143). REPORT_ROOT/{lang}/eval_results_strict.jsonl is what

    nsvif bench DATA_DIR/{lang}_input_data.jsonl \
        --responses DATA_DIR/{lang}_input_response_data_gpt-4o-2024-08-06.jsonl \
        --report REPORT_ROOT/{lang}

writes: the official verdict of every instruction of every prompt, computed by nsvif's
M-IFEval checkers from the published kwargs (they agree with M-IFEval's code on every
type they decide; docs/COMPATIBILITY.md). `make_mifeval.sh` runs both steps.

One record per prompt: the prompt, its gpt-4o response, label `sat` iff every instruction
of the prompt is followed, `violates` the ids not followed, and `constraints` (id, kwargs,
satisfied) for `--given-constraints`. Prompts with the Spanish sentence count (spaCy's
parser: no official verdict here) are left out, and so are prompts without a published
response. The split is by a hash of the id: held-out when the first byte of its SHA-256
is below 77 (about 30 %).
"""
import hashlib
import json
import os
import sys

DATA_DIR, REPORT_ROOT, OUT_DIR = sys.argv[1:4]

UNDECIDED = {"es:length_constraints:number_sentences"}


def split_of(record_id):
    return "heldout" if hashlib.sha256(record_id.encode()).digest()[0] < 77 else "tune"


def main():
    os.makedirs(OUT_DIR, exist_ok=True)
    for lang in ("es", "fr", "ja"):
        inputs = [json.loads(l) for l in open(os.path.join(DATA_DIR, f"{lang}_input_data.jsonl"), encoding="utf-8") if l.strip()]
        verdicts = {}
        for l in open(os.path.join(REPORT_ROOT, lang, "eval_results_strict.jsonl"), encoding="utf-8"):
            r = json.loads(l)
            verdicts[r["prompt"]] = r
        out = {"tune": [], "heldout": []}
        left_out = {"undecided": 0, "no_response": 0}
        for rec in inputs:
            ids = rec["instruction_id_list"]
            if any(i in UNDECIDED for i in ids):
                left_out["undecided"] += 1
                continue
            v = verdicts.get(rec["prompt"])
            if v is None or not isinstance(v.get("response"), str) or not v["response"].strip():
                left_out["no_response"] += 1
                continue
            follows = v["follow_instruction_list"]
            kwargs = [{k: x for k, x in kw.items() if x is not None} for kw in rec["kwargs"]]
            rid = f"mifeval-{lang}-{rec['key']:04d}"
            split = split_of(rid)
            out[split].append({
                "id": rid,
                "source": f"lightblue-tech/M-IFEval data/{lang}_input_data.jsonl key {rec['key']}, gpt-4o-2024-08-06 response (Apache-2.0)",
                "split": split,
                "lang": lang,
                "instruction": rec["prompt"],
                "output": v["response"],
                "label": "sat" if all(follows) else "unsat",
                "violates": [i for i, f in zip(ids, follows) if not f],
                "constraints": [
                    {"id": i, "kwargs": kw, "satisfied": bool(f)} for i, kw, f in zip(ids, kwargs, follows)
                ],
            })
        for split, records in out.items():
            path = os.path.join(OUT_DIR, f"mifeval_{lang}_{split}.jsonl")
            with open(path, "w", encoding="utf-8") as f:
                for r in records:
                    f.write(json.dumps(r, ensure_ascii=False) + "\n")
            sat = sum(r["label"] == "sat" for r in records)
            print(f"{path}: {len(records)} records ({sat} sat)", file=sys.stderr)
        print(f"{lang}: left out {left_out}", file=sys.stderr)


main()
