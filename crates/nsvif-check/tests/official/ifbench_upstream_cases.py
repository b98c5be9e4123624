#!/usr/bin/env python3
"""Turn upstream's own unit tests (`ifbench_upstream/instructions_test.py`, allenai/IFBench
at db69a6f) into records: every `check_following` call the tests make on an IFBench checker,
with the checker's registry id, the kwargs its `build_description` got, the text and the
answer (the tests pass, so the answer is the one they assert). IFEval's classic checkers
and `words:start_verb` (NLTK's POS tagger is not available offline) are left out.

usage: ifbench_upstream_cases.py > ../data/ifbench_upstream_cases.jsonl
(run with the .venv of scripts/setup.sh; it reuses ifbench_upstream_official.py's set-up)
"""
import importlib.util
import json
import os
import sys
import types
import unittest

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import ifbench_upstream_official  # noqa: E402,F401  (the vendored package, NLTK offline)
from ifbench import instructions, instructions_registry  # noqa: E402

# absl's test classes are unittest's.
absl = types.ModuleType("absl")
testing = types.ModuleType("absl.testing")
absltest = types.ModuleType("absl.testing.absltest")
absltest.main = unittest.main
absltest.TestCase = unittest.TestCase
parameterized = types.ModuleType("absl.testing.parameterized")
parameterized.TestCase = unittest.TestCase
absl.testing, testing.absltest, testing.parameterized = testing, absltest, parameterized
sys.modules.update({"absl": absl, "absl.testing": testing, "absl.testing.absltest": absltest,
                    "absl.testing.parameterized": parameterized})

ID_OF = {cls: iid for iid, cls in instructions_registry.INSTRUCTION_DICT.items()
         if cls is not None and cls.__module__ == instructions.__name__}
CASES = []


def recording(cls):
    build, check = cls.build_description, cls.check_following

    def build_description(self, *args, **kwargs):
        self._nsvif_kwargs = kwargs
        return build(self, *args, **kwargs)

    def check_following(self, value):
        result = check(self, value)
        CASES.append({"id": ID_OF[cls], "kwargs": getattr(self, "_nsvif_kwargs", {}),
                      "output": value, "satisfied": bool(result)})
        return result

    cls.build_description, cls.check_following = build_description, check_following


for cls in ID_OF:
    if ID_OF[cls] != "words:start_verb":
        recording(cls)

spec = importlib.util.spec_from_file_location(
    "instructions_test", os.path.join(HERE, "ifbench_upstream", "instructions_test.py"))
tests = importlib.util.module_from_spec(spec)
spec.loader.exec_module(tests)
suite = unittest.defaultTestLoader.loadTestsFromTestCase(tests.InstructionsTest)
result = unittest.TextTestRunner(stream=sys.stderr, verbosity=0).run(suite)
# The start_verb test needs the tagger; the classic IFEval tests, absl's logging.
failed = [t.id() for t, _ in result.failures + result.errors]
print(f"{suite.countTestCases()} tests, not run through: {failed}", file=sys.stderr)
for case in CASES:
    print(json.dumps(case, ensure_ascii=False))
