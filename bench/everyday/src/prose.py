"""Builds outputs from a topic's material to a target shape: a number of sentences, of
words or of characters, with a fixed opening and closing, sentences that must or must not
appear, and a case. Counts here are the builder's own (every sentence of the material is
plain, so `str.split` counts its words); label.py measures the result independently.
"""

import itertools


def word_count(text: str) -> int:
    return len([t for t in text.split() if any(c.isalnum() for c in t)])


def assemble(rng, pool, *, opening=(), closing=(), must=(), exclude=lambda s: False,
             sentences=None, words=None, chars=None, suffix="", transform=None,
             minimum=1, limit=None):
    """One output, or None when the material cannot reach the target.

    `pool` is the candidate sentences; the output is `opening`, then `must` and a subset
    of the pool (in pool order), then `closing`, joined by spaces, then `suffix`.
    `sentences`, `words` and `chars` are sets (or ranges) the totals must fall in.
    """
    fixed = list(opening) + list(must) + list(closing)
    candidates = [s for s in pool if s not in fixed and not exclude(s)]
    if limit:
        candidates = candidates[:limit]
    fits = []
    for size in range(0, len(candidates) + 1):
        for subset in itertools.combinations(range(len(candidates)), size):
            body = list(must) + [candidates[i] for i in subset]
            parts = list(opening) + body + list(closing)
            if len(parts) < minimum:
                continue
            if sentences is not None and len(parts) not in sentences:
                continue
            if words is not None and sum(word_count(p) for p in parts) not in words:
                continue
            fits.append(parts)
    rng.shuffle(fits)
    for parts in fits:
        text = " ".join(parts)
        if transform:
            text = transform(text)
        text += suffix
        if chars is None or len(text) in chars:
            return text
    return None
