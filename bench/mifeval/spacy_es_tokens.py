#!/usr/bin/env python3
"""Writes spaCy's Spanish tokens of many texts, one JSON line each ({"text", "tokens",
"punct"}), for `SPACY_ES_TOKENS=FILE cargo test -p nsvif-check --lib spacy_es -- --nocapture`,
which compares nsvif's port token for token (docs/COMPATIBILITY.md, "M-IFEval").

usage: spacy_es_tokens.py M_IFEVAL_DATA_DIR > spacy_es_tokens.jsonl   (spaCy 3.7.5)

The texts: M-IFEval's published Spanish prompts and gpt-4o responses, its French
responses, and 1,500 seeded random mixes of what the tokenizer's rules look at
(abbreviations, emoticons, URLs, numbers with units, hyphens, quotes, list markers,
whitespace runs).
"""
import json
import os
import random
import sys

import spacy

data = sys.argv[1]
nlp = spacy.blank("es")
texts = []
for name, key in [("es_input_response_data_gpt-4o-2024-08-06.jsonl", "response"), ("es_input_data.jsonl", "prompt"),
                  ("fr_input_response_data_gpt-4o-2024-08-06.jsonl", "response")]:
    for line in open(os.path.join(data, name), encoding="utf-8"):
        t = json.loads(line)[key]
        if isinstance(t, str):
            texts.append(t)
PIECES = ["Sr.", "Sra.", "Dña.", "EE.UU.", "etc.", "p.ej.", "a.m.", "3.5", "1.000,50", "10%", "$20", "20€", "km",
          "niño-niña", "año/mes", "¿", "?", "¡", "!", "«", "»", "\"", "'", "(", ")", "[", "]", ":)", ":-(", "<3",
          "www.ejemplo.es", "https://x.com/a?b=1", "correo@dominio.es", "...", "…", "—", "-", "*", "**", "#", "1.",
          "2)", "\n", "\n\n", "  ", "\t", "ÑANDÚ", "pingüino", "café", "CAFÉ", "U.S.A.", "S.A.", "Ud.", "vs.", "nº",
          "1º", "2ª", "x²", "😀", "O'Neill", "l'amour", "d'Artagnan", "Hola", "mundo", ".", ",", ";", ":"]
rng = random.Random(3)
for _ in range(1500):
    texts.append("".join(rng.choice(PIECES) + rng.choice(["", " ", " ", "  ", "\n"]) for _ in range(rng.randint(1, 12))))
for t in texts:
    doc = nlp(t)
    print(json.dumps({"text": t, "tokens": [x.text for x in doc], "punct": [x.is_punct for x in doc]},
                     ensure_ascii=False))
