#!/usr/bin/env python3
"""Build bench/phrasings/<name>.jsonl from the annotation sources src/<name>.txt.

The sources are the hand annotation in a compact form (one block a record, blocks
separated by blank lines); this script only expands them into the agreed JSONL records
and computes the split by the fixed rule, so what was annotated is readable and
reviewable as text. Lines of a block:

    @ <id>                      starts a record
    from: <where it came from>  -> "source"
    lang: <code>                (default en)
    I: <instruction>            the verbatim instruction; when absent, the clauses joined by one space
    T: <clause>                 a task clause (exact substring, in order)
    R: <clause>                 a requirement clause
    + <output>                  a sat output
    - <k>[,<k>...] | <output>   an unsat output violating requirement clause(s) k (1-based over all clauses)

In I:, T:, R: and outputs, the two characters backslash-n stand for a newline.
Lines starting with # are comments. Python 3 standard library only.
Usage: python3 bench/phrasings/build.py   (then run validate.py)
"""

import json
import pathlib
import sys

sys.path.insert(0, str(pathlib.Path(__file__).parent))
from validate import split_of  # noqa: E402  the one place the split rule lives


def unescape(text: str) -> str:
    return text.replace("\\n", "\n")


def parse(path: pathlib.Path) -> list:
    records, current = [], None
    for number, raw in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
        line = raw.rstrip()
        if not line or line.startswith("#"):
            continue
        where = f"{path.name}:{number}"
        if line.startswith("@ "):
            current = {"id": line[2:].strip(), "source": None, "lang": "en", "instruction": None,
                       "clauses": [], "outputs": [], "where": where}
            records.append(current)
            continue
        if current is None:
            raise SystemExit(f"{where}: line outside a record")
        if line.startswith("from: "):
            current["source"] = line[6:].strip()
        elif line.startswith("lang: "):
            current["lang"] = line[6:].strip()
        elif line.startswith("I: "):
            current["instruction"] = unescape(line[3:].strip())
        elif line.startswith(("T: ", "R: ")):
            klass = "task" if line[0] == "T" else "requirement"
            current["clauses"].append({"text": unescape(line[3:].strip()), "class": klass})
        elif line.startswith("+ "):
            current["outputs"].append({"output": unescape(line[2:].strip()), "label": "sat", "violates": []})
        elif line.startswith("- "):
            indices, sep, text = line[2:].partition(" | ")
            if not sep:
                raise SystemExit(f"{where}: unsat output needs '<k> | <text>'")
            violates = []
            for index in indices.split(","):
                position = int(index) - 1
                if not 0 <= position < len(current["clauses"]):
                    raise SystemExit(f"{where}: no clause {index}")
                clause = current["clauses"][position]
                if clause["class"] != "requirement":
                    raise SystemExit(f"{where}: clause {index} is not a requirement")
                violates.append(clause["text"])
            current["outputs"].append({"output": unescape(text.strip()), "label": "unsat", "violates": violates})
        else:
            raise SystemExit(f"{where}: cannot read {line[:40]!r}")
    out = []
    for record in records:
        if not record["source"]:
            raise SystemExit(f"{record['where']}: no from: line")
        instruction = record["instruction"] or " ".join(c["text"] for c in record["clauses"])
        out.append({
            "id": record["id"], "source": record["source"], "split": split_of(record["id"]),
            "lang": record["lang"], "instruction": instruction, "clauses": record["clauses"],
            "outputs": record["outputs"],
        })
    return out


def main() -> int:
    here = pathlib.Path(__file__).parent
    for path in sorted((here / "src").glob("*.txt")):
        records = parse(path)
        target = here / f"{path.stem}.jsonl"
        with target.open("w", encoding="utf-8") as handle:
            for record in records:
                handle.write(json.dumps(record, ensure_ascii=False) + "\n")
        print(f"{target.name}: {len(records)} records")
    return 0


if __name__ == "__main__":
    sys.exit(main())
