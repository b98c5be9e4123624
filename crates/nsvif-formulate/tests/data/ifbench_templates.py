#!/usr/bin/env python3
"""Writes ifbench_templates.jsonl: every IFBench instruction's description, as the official
checker (`if_verifiable.ifbench`) builds it, filled with varied arguments (several seeds:
its own random choices), with the arguments it was built from.

usage: .venv/bin/python ifbench_templates.py > ifbench_templates.jsonl
"""
import json
import os
import random
import sys

sys.path.insert(0, os.path.join(os.path.dirname(__file__), "../../../nsvif-check/tests/official"))
import ifbench_official  # noqa: E402,F401  (NLTK data offline)
from if_verifiable.ifbench import instructions_registry  # noqa: E402

PROMPT = "Write a short poem about the quiet river at night"
for iid, cls in instructions_registry.INSTRUCTION_DICT.items():
    seen = set()
    for seed in range(12):
        random.seed(seed)
        inst = cls(iid)
        kwargs = {}
        if iid in ("repeat:repeat_change", "repeat:repeat_span"):
            kwargs["prompt_to_repeat"] = PROMPT
        if iid == "ratio:overlap":
            kwargs["reference_text"] = "The quick brown fox jumps over the lazy dog."
        description = inst.build_description(**kwargs)
        if description in seen:
            continue
        seen.add(description)
        print(json.dumps({"id": iid, "description": description, "kwargs": inst.get_instruction_args() or {}}))
