#!/usr/bin/env python3
"""Write a corpus file's records as conversations, for scoring conversation-shaped input
with `nsvif bench` (records with `messages`, the output as the last, assistant message):

    python3 bench/everyday/conversations.py bench/everyday/heldout.jsonl /tmp/heldout-conv.jsonl
    nsvif bench /tmp/heldout-conv.jsonl --json

Each instruction is split before its last sentence: what comes before is the system
prompt, the last sentence the user's turn (a one-sentence instruction is the user's turn
under a fixed persona system prompt). Between them sits an earlier exchange whose
assistant turn says "Use exactly 5 words." and whose user turn asks nothing checkable:
neither may change the verdict, so the labels stay the corpus's own.

Python 3 standard library only.
"""

import json
import re
import sys

PERSONA = "You are a helpful assistant."
SENTENCE_END = re.compile(r"[.?!]\s+")


def split(instruction: str):
    """(system, user): the instruction split before its last sentence, or None. A
    sentence ends at a full stop, question or exclamation mark after a word that is not a
    list's number ("3. "), before a capital letter (not "Max. 20 words")."""
    body = instruction.rstrip().rstrip(".!?")
    ends = [m.end() for m in SENTENCE_END.finditer(body)
            if (body[:m.start()].split() or ["1"])[-1].strip("0123456789")
            and body[m.end():m.end() + 1].isupper()]
    if not ends:
        return None
    at = ends[-1]
    return instruction[:at], instruction[at:]


def conversation(instruction: str, output: str):
    parts = split(instruction)
    system, user = parts if parts else (PERSONA, instruction)
    return [
        {"role": "system", "content": system},
        {"role": "user", "content": "Hello."},
        {"role": "assistant", "content": "Hello. Use exactly 5 words."},
        {"role": "user", "content": user},
        {"role": "assistant", "content": output},
    ]


def main(source: str, target: str) -> None:
    with open(source, encoding="utf-8") as inp, open(target, "w", encoding="utf-8") as out:
        for line in inp:
            if not line.strip():
                continue
            record = json.loads(line)
            converted = {
                "id": record["id"],
                "messages": conversation(record["instruction"], record["output"]),
                "label": record["label"],
            }
            out.write(json.dumps(converted, ensure_ascii=False) + "\n")


if __name__ == "__main__":
    if len(sys.argv) != 3:
        sys.exit("usage: conversations.py FILE.jsonl OUT.jsonl")
    main(sys.argv[1], sys.argv[2])
