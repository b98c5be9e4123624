#!/usr/bin/env python3
"""The label checker of the Chinese and Japanese phrasing corpus, written from the
corpus's own definitions, independently of nsvif.

Each record's `checks` lists its constraints in a structured form; a record is `sat`
iff every check holds on its `output`. Definitions:

- `chars`: characters of the output; Chinese (`lang` zh) counts every character that is
  not whitespace (字数), Japanese counts every character of the output as given
  (M-IFEval's `number_letters`, Python's `len`).
- `sentences`: maximal runs ending in 。！？!? (closing quotes and brackets after the mark
  belong to it), plus a last run without one, within each line; runs holding no letter
  or digit do not count.
- `paragraphs`: blocks of text separated by one or more blank lines.
- `bullets`: lines starting with `- `, `* `, `• ` or `1. `-style numbers (Chinese); lines
  starting with `・` (Japanese, as M-IFEval counts them).
- `absent` / `present` / `frequency`: the phrase as a substring (case-sensitive).
- `starts_with` / `ends_with`: the output without surrounding whitespace starts / ends
  with the phrase.
- `no_char`: none of the characters listed occurs.
- `json`: the output, without a surrounding ``` fence (```json too), parses as JSON.
- `wrapped`: the output without surrounding whitespace starts with `open` and ends with
  `close`.
- `only_script`: every letter is hiragana (or katakana; the prolonged sound mark ー
  counts as both); `no_script`: no letter of that script occurs.

Relations: `min` and `max` are inclusive bounds, either may be missing.

usage: label.py FILE...   (checks the stored labels; exit 1 on any disagreement)
"""
import json
import re
import sys

SENTENCE = re.compile(r"[^。！？!?\n]+(?:[。！？!?]+[」』”’）)]*|$)", re.M)


def count_sentences(text):
    n = 0
    for m in SENTENCE.finditer(text):
        if any(c.isalnum() for c in m.group(0)):
            n += 1
    return n


def count_paragraphs(text):
    blocks = re.split(r"\n\s*\n", text.strip())
    return sum(1 for b in blocks if b.strip())


def count_bullets(text, lang):
    if lang == "ja":
        return len(re.findall(r"^\s*・", text, re.M))
    return len(re.findall(r"^\s*(?:[-*•]\s|\d+\.\s)", text, re.M))


def is_hiragana(c):
    return "\u3041" <= c <= "\u309f" or c == "ー"


def is_katakana(c):
    return "\u30a0" <= c <= "\u30ff" or c == "ー"


def within(n, check):
    lo, hi = check.get("min"), check.get("max")
    return (lo is None or n >= lo) and (hi is None or n <= hi)


def holds(check, text, lang):
    what = check["what"]
    if what == "chars":
        n = len(text) if lang == "ja" else sum(1 for c in text if not c.isspace())
        return within(n, check)
    if what == "sentences":
        return within(count_sentences(text), check)
    if what == "paragraphs":
        return within(count_paragraphs(text), check)
    if what == "bullets":
        return within(count_bullets(text, lang), check)
    if what == "absent":
        return check["text"] not in text
    if what == "present":
        return check["text"] in text
    if what == "frequency":
        return within(text.count(check["text"]), check)
    if what == "starts_with":
        return text.strip().startswith(check["text"])
    if what == "ends_with":
        return text.strip().endswith(check["text"])
    if what == "no_char":
        return not any(c in text for c in check["chars"])
    if what == "json":
        t = text.strip()
        t = re.sub(r"^```(?:json|JSON|Json)?\s*", "", t)
        t = re.sub(r"\s*```$", "", t)
        try:
            json.loads(t)
            return True
        except ValueError:
            return False
    if what == "wrapped":
        t = text.strip()
        return t.startswith(check["open"]) and t.endswith(check["close"]) and len(t) >= 2
    if what == "only_script":
        test = is_hiragana if check["script"] == "hiragana" else is_katakana
        return all(test(c) for c in text if c.isalpha())
    if what == "no_script":
        test = is_hiragana if check["script"] == "hiragana" else is_katakana
        return not any(test(c) and c != "ー" for c in text)
    raise ValueError(f"unknown check {what}")


def label(record):
    failed = [c["quote"] for c in record["checks"] if not holds(c, record["output"], record["lang"])]
    return ("sat" if not failed else "unsat"), failed


def main(paths):
    bad = 0
    total = 0
    for p in paths:
        for line in open(p, encoding="utf-8"):
            r = json.loads(line)
            total += 1
            lab, failed = label(r)
            if lab != r["label"] or sorted(failed) != sorted(r["violates"]):
                bad += 1
                print(f"{r['id']}: stored {r['label']} {r['violates']}, computed {lab} {failed}")
    print(f"{total} records, {bad} disagree", file=sys.stderr)
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
