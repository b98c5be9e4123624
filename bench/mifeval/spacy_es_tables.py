#!/usr/bin/env python3
"""Writes crates/nsvif-check/src/nlp/data/spacy_es.json: spaCy's Spanish tokenizer rules
as spaCy 3.7.5 compiles them (`spacy.blank("es").tokenizer`): the prefix, suffix and
infix patterns, the URL pattern, and the special cases (each key with the ORTH of its
tokens). M-IFEval's Spanish checkers tokenise with `es_core_news_sm`, whose tokenizer is
these language defaults; nsvif's `nlp/spacy_es.rs` runs spaCy's tokenizer algorithm on
them. spaCy is MIT-licensed (Explosion AI).

usage: python spacy_es_tables.py > crates/nsvif-check/src/nlp/data/spacy_es.json
"""
import json

import spacy

tok = spacy.blank("es").tokenizer
ORTH = 65  # spacy.attrs.ORTH
print(json.dumps({
    "spacy": spacy.__version__,
    "prefix": tok.prefix_search.__self__.pattern,
    "suffix": tok.suffix_search.__self__.pattern,
    "infix": tok.infix_finditer.__self__.pattern,
    "url": tok.url_match.__self__.pattern,
    "faster_heuristics": tok.faster_heuristics,
    "rules": {k: [t[ORTH] for t in v] for k, v in sorted(tok.rules.items())},
}, ensure_ascii=False, indent=0))
