#!/usr/bin/env python3
"""Write the records of a corpus file whose constraints are all checkable
(`all_checkable`) to another file, for scoring that subset (`nsvif bench` reads a
regular file):

    python3 bench/everyday/subset.py bench/everyday/tune.jsonl /tmp/tune-checkable.jsonl
    nsvif bench /tmp/tune-checkable.jsonl --json

Python 3 standard library only.
"""

import json
import sys


def main(source: str, target: str) -> None:
    with open(source, encoding="utf-8") as inp, open(target, "w", encoding="utf-8") as out:
        for line in inp:
            if json.loads(line)["all_checkable"]:
                out.write(line)


if __name__ == "__main__":
    if len(sys.argv) != 3:
        sys.exit("usage: subset.py FILE.jsonl OUT.jsonl")
    main(sys.argv[1], sys.argv[2])
