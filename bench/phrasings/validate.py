#!/usr/bin/env python3
"""Validate the phrasing corpus (bench/phrasings/*.jsonl) and print its counts.

Checks, for every record: the agreed fields and their types; ids unique across files;
the split equals the fixed rule (sha256 of the id, first byte mod 3 == 0 -> heldout);
every clause is an exact substring of the instruction, clauses are in order and do not
overlap; the text between clauses is only whitespace, punctuation or a connective (so
every meaningful word of the instruction is annotated); every record has a requirement
clause and an unsat output; every `violates` entry is the exact text of one of the
record's requirement clauses; sat outputs violate nothing.

Python 3 standard library only. Exit code 0 when valid, 1 otherwise.
Usage: python3 bench/phrasings/validate.py [DIR]
"""

import collections
import hashlib
import json
import pathlib
import re
import sys
import unicodedata

FIELDS = {"id", "source", "split", "lang", "instruction", "clauses", "outputs"}
CLASSES = {"requirement", "task"}
LABELS = {"sat", "unsat"}
# Words that may sit between clauses without being annotated: they join clauses and
# carry no meaning of their own for the response.
CONNECTIVES = {
    "and", "but", "also", "then", "so", "or", "while", "additionally", "furthermore",
    "moreover", "finally", "plus", "please", "y", "et", "e", "pero", "mais", "ainsi",
    "que", "and,", "并且", "并", "且", "同时", "而且", "另外", "此外", "然后", "请", "和",
    "与", "以及", "また", "そして", "なお", "さらに",
}


def split_of(record_id: str) -> str:
    """The fixed split rule: nobody chooses which records are held out."""
    return "heldout" if hashlib.sha256(record_id.encode("utf-8")).digest()[0] % 3 == 0 else "tune"


def gap_is_filler(gap: str) -> bool:
    """True when the text between two clauses holds no annotatable meaning."""
    words = []
    for token in re.split(r"\s+", gap):
        stripped = "".join(
            ch for ch in token if not unicodedata.category(ch).startswith(("P", "S"))
        )
        if stripped:
            words.append(stripped.lower())
    return all(word in CONNECTIVES for word in words)


def check_record(record: dict, where: str, errors: list) -> None:
    missing = FIELDS - record.keys()
    extra = record.keys() - FIELDS
    if missing or extra:
        errors.append(f"{where}: fields missing {sorted(missing)} extra {sorted(extra)}")
        return
    for key in ("id", "source", "split", "lang", "instruction"):
        if not isinstance(record[key], str) or not record[key]:
            errors.append(f"{where}: {key} must be a non-empty string")
            return
    if record["split"] != split_of(record["id"]):
        errors.append(f"{where}: split {record['split']} but the rule gives {split_of(record['id'])}")
    instruction = record["instruction"]
    requirement_texts = set()
    position = 0
    clauses = record["clauses"]
    if not isinstance(clauses, list) or not clauses:
        errors.append(f"{where}: clauses must be a non-empty list")
        return
    for index, clause in enumerate(clauses):
        if not isinstance(clause, dict) or set(clause) != {"text", "class"}:
            errors.append(f"{where}: clause {index} must have exactly text and class")
            return
        text, klass = clause["text"], clause["class"]
        if klass not in CLASSES:
            errors.append(f"{where}: clause {index} class {klass!r}")
        if not text or text != text.strip():
            errors.append(f"{where}: clause {index} is empty or has outer whitespace: {text!r}")
        found = instruction.find(text, position)
        if found < 0:
            errors.append(f"{where}: clause {index} is not a substring after the previous clause: {text!r}")
            return
        gap = instruction[position:found]
        if not gap_is_filler(gap):
            errors.append(f"{where}: unannotated text before clause {index}: {gap!r}")
        position = found + len(text)
        if klass == "requirement":
            requirement_texts.add(text)
    if not gap_is_filler(instruction[position:]):
        errors.append(f"{where}: unannotated text after the last clause: {instruction[position:]!r}")
    if not requirement_texts:
        errors.append(f"{where}: no requirement clause")
    outputs = record["outputs"]
    if not isinstance(outputs, list) or not outputs:
        errors.append(f"{where}: outputs must be a non-empty list")
        return
    labels = collections.Counter()
    for index, output in enumerate(outputs):
        if not isinstance(output, dict) or set(output) != {"output", "label", "violates"}:
            errors.append(f"{where}: output {index} must have exactly output, label, violates")
            continue
        if not isinstance(output["output"], str) or not output["output"].strip():
            errors.append(f"{where}: output {index} text is empty")
        label = output["label"]
        labels[label] += 1
        if label not in LABELS:
            errors.append(f"{where}: output {index} label {label!r}")
        violates = output["violates"]
        if not isinstance(violates, list):
            errors.append(f"{where}: output {index} violates must be a list")
            continue
        if label == "sat" and violates:
            errors.append(f"{where}: sat output {index} names violations")
        if label == "unsat" and not violates:
            errors.append(f"{where}: unsat output {index} names no violated clause")
        for text in violates:
            if text not in requirement_texts:
                errors.append(f"{where}: output {index} violates {text!r}, not a requirement clause")
    if not labels["unsat"]:
        errors.append(f"{where}: no unsat output")


def main() -> int:
    directory = pathlib.Path(sys.argv[1]) if len(sys.argv) > 1 else pathlib.Path(__file__).parent
    errors: list = []
    seen: dict = {}
    counts = collections.Counter()
    clause_counts = collections.Counter()
    output_counts = collections.Counter()
    files = sorted(directory.glob("*.jsonl"))
    if not files:
        print(f"no .jsonl files in {directory}", file=sys.stderr)
        return 1
    for path in files:
        for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
            where = f"{path.name}:{number}"
            if not line.strip():
                errors.append(f"{where}: empty line")
                continue
            try:
                record = json.loads(line)
            except json.JSONDecodeError as error:
                errors.append(f"{where}: not JSON: {error}")
                continue
            if not isinstance(record, dict):
                errors.append(f"{where}: not an object")
                continue
            record_id = record.get("id")
            if record_id in seen:
                errors.append(f"{where}: id {record_id!r} already used at {seen[record_id]}")
            seen[record_id] = where
            check_record(record, where, errors)
            if isinstance(record.get("clauses"), list) and isinstance(record.get("outputs"), list):
                key = (path.stem, str(record.get("split")), str(record.get("lang")))
                counts[key] += 1
                for clause in record["clauses"]:
                    if isinstance(clause, dict):
                        clause_counts[f"{record.get('split')}/{clause.get('class')}"] += 1
                for output in record["outputs"]:
                    if isinstance(output, dict):
                        output_counts[f"{record.get('split')}/{output.get('label')}"] += 1
    print(f"{'file':<16} {'split':<8} {'lang':<5} records")
    for (stem, split, lang), count in sorted(counts.items()):
        print(f"{stem:<16} {split:<8} {lang:<5} {count}")
    by_split = collections.Counter()
    by_lang = collections.Counter()
    for (stem, split, lang), count in counts.items():
        by_split[split] += count
        by_lang[lang] += count
    print(f"total {sum(counts.values())} records; by split {dict(sorted(by_split.items()))}; by lang {dict(sorted(by_lang.items()))}")
    print(f"clauses {dict(sorted(clause_counts.items()))}")
    print(f"outputs {dict(sorted(output_counts.items()))}")
    for error in errors:
        print(f"error: {error}", file=sys.stderr)
    print(f"{len(errors)} errors", file=sys.stderr if errors else sys.stdout)
    return 1 if errors else 0


if __name__ == "__main__":
    sys.exit(main())
