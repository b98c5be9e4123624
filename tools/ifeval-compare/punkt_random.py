"""Random punctuation-heavy texts with NLTK's Punkt spans and capital words, for the
`punkt_random` comparison (docs/COMPATIBILITY.md, "Sentence splitting").

usage: V/bin/python punkt_random.py > /tmp/punkt_random.jsonl
       cargo run --release --manifest-path tools/ifeval-compare/Cargo.toml --bin punkt_random -- /tmp/punkt_random.jsonl
"""
import json
import random

import nltk.tokenize
import punkt

nltk.tokenize.sent_tokenize = lambda text, language="english": punkt.sent_tokenize(text)
tok = punkt.tokenizer_for("english")
pool = list("aAbB zZ.,;:!?\"'()[]{}<>-—–*#…«»“”‘’\n\n\t\réÉß1234567890_$%&@") + [
    " . . ", "...", "--", "Mr.", "U.S.", " I ", "CAN'T", "e.g.", "NASA", "don't", "'s",
    "\n\n", "Dr. ", "No. ", "J. ", "etc. ", "The ", "He ", "cannot",
]
random.seed(7)
for _ in range(5000):
    t = "".join(random.choice(pool) for _ in range(random.randint(0, 60)))
    b = lambda i: len(t[:i].encode())
    print(json.dumps({
        "text": t,
        "sentences": [[b(s), b(e)] for s, e in tok.span_tokenize(t)],
        "capital_words": [w for w in nltk.tokenize.word_tokenize(t) if w.isupper()],
    }, ensure_ascii=False))
