#!/usr/bin/env python3
"""The label checker of the everyday-phrasing corpus (bench/everyday/*.jsonl).

Every record carries its instruction's constraints as `checks`, a small structured form
(README.md documents it). This script measures each output against them, with its own
definitions of a word, a sentence, a line, a bullet, an emoji, … (written without
reference to nsvif), and fails loudly when a record's stated `label` or `violates`
disagrees with what it computes.

Each definition that people could reasonably draw differently (a word with an
apostrophe, a sentence ending at a line break, a table row that is the header, …) has
alternatives. A label is accepted only when every alternative gives the same answer, so
no label in the corpus rests on a choice of definition.

It also checks the fields, the id scheme, the split rule and that every quote is a
passage of its instruction, and prints the counts.

Python 3 standard library only. Exit code 0 when every record agrees, 1 otherwise.
Usage: python3 bench/everyday/label.py [FILE.jsonl ...]   (default: every file here)
"""

import collections
import hashlib
import json
import pathlib
import re
import sys

HERE = pathlib.Path(__file__).resolve().parent
FIELDS = {
    "id", "instruction_id", "source", "split", "lang", "instruction", "checks",
    "all_checkable", "output", "label", "violates",
}
# Checks the labels do not compute: tone or content, and sizes stated as "about",
# "roughly", "around" with no tolerance (issue 27: not exact counts).
UNCHECKED = {"semantic", "approximate"}
# How many definitions each measure has at most; variant 0 is the documented one.
VARIANTS = 3


def split_of(instruction_id: str) -> str:
    """The fixed split rule of bench/phrasings: nobody chooses what is held out. The
    rows of issue 27's table (table27.jsonl) are a set of their own; the second
    hand-written batch (ids `fresh-…`) has its own tune and held-out halves."""
    if instruction_id.startswith("table27-"):
        return "table27"
    digest = hashlib.sha256(instruction_id.encode("utf-8")).digest()
    if instruction_id.startswith("fresh-"):
        # The second hand-written batch (build_b.py): about 55 % tune, 45 % held out.
        return "fresh-tune" if digest[0] < 141 else "fresh-heldout"
    return "heldout" if digest[0] % 3 == 0 else "tune"


# --- units -------------------------------------------------------------------------

WORD = [
    # 0: letters or digits, joined by an inner apostrophe or hyphen ("don't", "well-known").
    re.compile(r"[^\W_]+(?:['’\-][^\W_]+)*"),
    # 1: runs of letters or digits ("don't" is two words).
    re.compile(r"[^\W_]+"),
]
BULLET = re.compile(r"^\s*[-*•+]\s+(.*)$")
HEADING = re.compile(r"^\s{0,3}#{1,6}\s+(.*)$")
NUMBERED = re.compile(r"^\s*(\d+)[.)]\s+(.*)$")
SENTENCE_END = re.compile(r"[.!?]+[\"'”’)\]]*(?=\s|$)")
HASHTAG = [re.compile(r"(?<![\w#&])#[^\W\d_][\w]*"), re.compile(r"(?<![\w#&])#\w+")]
MENTION = [re.compile(r"(?<![\w@])@\w+"), re.compile(r"(?<![\w@.])@[A-Za-z0-9_]+")]
TABLE_LINE = re.compile(r"^\s*\|.*\|\s*$")
TABLE_RULE = re.compile(r"^\s*\|?(\s*:?-{3,}:?\s*\|)+\s*(:?-{3,}:?\s*)?\|?\s*$")
FENCE = re.compile(r"^\s*```")


def words(text: str, v: int) -> list:
    """Variant 2: whitespace-separated tokens that hold a letter or digit, list markers
    ("-", "1.") excepted."""
    if v == 2:
        body = "\n".join(item_text(line) for line in text.split("\n"))
        return [t for t in body.split() if re.search(r"[^\W_]", t)]
    return WORD[v].findall(text)


def item_text(line: str) -> str:
    """A line without its bullet or number marker."""
    m = BULLET.match(line)
    if m:
        return m.group(1)
    m = NUMBERED.match(line)
    return m.group(2) if m else line


def lines(text: str, v: int) -> list:
    """Variant 0: non-blank lines. Variant 1: every line between the first and last
    non-blank one, blank ones included."""
    if v == 1:
        return text.strip("\n").split("\n") if text.strip() else []
    return [line for line in text.split("\n") if line.strip()]


def paragraphs(text: str, v: int) -> list:
    """Blocks separated by one or more blank lines (one definition)."""
    return [p for p in re.split(r"\n[ \t]*\n", text.strip()) if p.strip()]


def sentences(text: str, v: int) -> list:
    """Variant 0: a sentence ends at `.`, `!` or `?` (runs of them, then closing quotes
    or brackets) before whitespace or the end, and at a line break; a trailing part
    holding a word is a sentence too. Variant 1: line breaks do not end sentences.
    List markers are not part of sentences."""
    blocks = text.split("\n") if v == 0 else [" ".join(text.split("\n"))]
    found = []
    for block in blocks:
        block = item_text(block) if v == 0 else block
        start = 0
        for m in SENTENCE_END.finditer(block):
            piece = block[start:m.end()].strip()
            if WORD[0].search(piece):
                found.append(piece)
            start = m.end()
        rest = block[start:].strip()
        if WORD[0].search(rest):
            found.append(rest)
    return found


def bullets(text: str, v: int) -> list:
    return [m.group(1) for m in map(BULLET.match, text.split("\n")) if m]


def numbered(text: str, v: int) -> list:
    return [m.group(2) for m in map(NUMBERED.match, text.split("\n")) if m]


def headings(text: str, v: int) -> list:
    """Markdown ATX headings: a line starting with one to six `#` and a space."""
    return [m.group(1) for m in map(HEADING.match, text.split("\n")) if m]


def items(text: str, v: int) -> list:
    """Bullets and numbered items, in order."""
    return [item_text(line) for line in text.split("\n")
            if BULLET.match(line) or NUMBERED.match(line)]


def is_emoji(ch: str) -> bool:
    cp = ord(ch)
    return (0x1F000 <= cp <= 0x1FAFF or 0x2600 <= cp <= 0x27BF or 0x2B00 <= cp <= 0x2BFF
            or 0x2300 <= cp <= 0x23FF) and not 0x1F3FB <= cp <= 0x1F3FF


def emoji(text: str, v: int) -> list:
    """Variant 0: an emoji is a pictograph with what joins or modifies it (ZWJ
    sequences, skin tones, variation selectors) counted once. Variant 1: every
    pictographic code point."""
    if v == 1:
        return [ch for ch in text if is_emoji(ch)]
    found, joined = [], False
    for ch in text:
        if ch == "\u200d":
            joined = True
        elif is_emoji(ch):
            if not joined:
                found.append(ch)
            joined = False
        elif ch != "\ufe0f":
            joined = False
    return found


def table(text: str) -> list:
    """The first Markdown pipe table: its lines, or [] when there is none. A table is
    consecutive lines that start and end with `|`, whose second line is a rule
    (`|---|---|`)."""
    block = []
    for line in text.split("\n"):
        if TABLE_LINE.match(line):
            block.append(line)
        elif block:
            break
    if len(block) < 2 or not TABLE_RULE.match(block[1]):
        return []
    return block


def cells(line: str) -> list:
    return [c.strip() for c in line.strip().strip("|").split("|")]


def table_rows(text: str, v: int, header: str = "") -> list:
    """Rows below the header rule (variant 0), or with the header (variant 1); a check
    can fix which with `"header": "excluded" | "included"`."""
    block = table(text)
    if not block:
        return []
    with_header = header == "included" or (not header and v == 1)
    return ([block[0]] if with_header else []) + block[2:]


def table_columns(text: str, v: int) -> list:
    block = table(text)
    return cells(block[0]) if block else []


def code_blocks(text: str, v: int) -> list:
    """Variant 0: fenced blocks (a line starting with ``` opens, the next one closes).
    Variant 1: pairs of ``` anywhere."""
    if v == 1:
        return ["```"] * (text.count("```") // 2)
    found, inside = [], False
    for line in text.split("\n"):
        if FENCE.match(line):
            if inside:
                found.append("block")
            inside = not inside
    return found


def json_object(text: str, fence: str):
    """The response as a JSON object (None when it is not one). With `fence` "allowed",
    one ```json fence around it is removed first."""
    body = text.strip()
    if fence == "allowed":
        m = re.fullmatch(r"```[a-zA-Z]*\n(.*)\n```", body, re.S)
        if m:
            body = m.group(1).strip()
    try:
        value = json.loads(body)
    except ValueError:
        return None
    return value if isinstance(value, dict) else None


def json_keys(text: str, v: int) -> list:
    value = json_object(text, "allowed")
    return list(value) if value is not None else []


def characters(text: str, v: int) -> list:
    """Variant 0: every code point, spaces and line breaks included. Variant 1: the
    same after trimming surrounding whitespace. Variant 2: UTF-16 code units, as
    JavaScript and some platforms count (an emoji outside the BMP is two)."""
    if v == 2:
        return [0] * (len(text.encode("utf-16-le")) // 2)
    return list(text.strip() if v == 1 else text)


def letters(text: str, v: int) -> list:
    return [c for c in text if c.isalpha()]


UNITS = {
    "word": words, "sentence": sentences, "line": lines, "paragraph": paragraphs,
    "bullet": bullets, "numbered": numbered, "item": items, "emoji": emoji,
    "heading": headings,
    "hashtag": lambda t, v: HASHTAG[min(v, 1)].findall(t),
    "mention": lambda t, v: MENTION[min(v, 1)].findall(t),
    "table_column": table_columns, "code_block": code_blocks,
    "json_key": json_keys, "character": characters, "letter": letters,
}
# Units a check can be scoped to ("each bullet", "the second paragraph").
SCOPES = {"sentence", "line", "paragraph", "bullet", "numbered", "item", "heading"}


def units(text: str, unit: str, v: int, check: dict) -> list:
    if unit == "table_row":
        return table_rows(text, v, check.get("header", ""))
    return UNITS[unit](text, v)


# --- relations and checks ----------------------------------------------------------

def related(value: int, check: dict, v: int) -> bool:
    rel, n = check["rel"], check["n"]
    if rel == "between":
        # Inclusive. "between A and B" (a range wider than one) may also be read
        # exclusively: variant 1. "A–B" and "from A to B" are inclusive only.
        lo, hi = n, check["m"]
        exclusive = v == 1 and hi - lo >= 2 and "between" in check.get("quote", "").lower()
        return lo < value < hi if exclusive else lo <= value <= hi
    return {"<": value < n, "<=": value <= n, "==": value == n,
            ">=": value >= n, ">": value > n}[rel]


def occurrences(text: str, check: dict, v: int) -> int:
    """How often `text` occurs: as a whole word or phrase (`"word": true`, letters
    case-insensitive; variant 1 case-sensitive) or as a plain substring."""
    needle = check["text"]
    if check.get("word"):
        flags = 0 if v == 1 else re.I
        return len(re.findall(r"(?<![\w])" + re.escape(needle) + r"(?![\w])", text, flags))
    return text.count(needle)


def starts(text: str, check: dict, v: int) -> bool:
    body = text.strip()
    needle = check["text"]
    if v == 1:
        body, needle = body.lower(), needle.lower()
    return body.startswith(needle)


def ends(text: str, check: dict, v: int) -> bool:
    body = text.strip()
    needle = check["text"]
    if v == 1:
        body, needle = body.lower(), needle.lower()
    return body.endswith(needle)


def sign_off(text: str, check: dict, v: int) -> bool:
    """The sign-off phrase begins the last non-blank line, or the one before it when
    the last holds a name of at most four words and no sentence end."""
    tail = lines(text, 0)[-2:]
    needle = check["text"].lower() if v == 1 else check["text"]
    cased = [line.strip().lower() if v == 1 else line.strip() for line in tail]
    if cased and cased[-1].startswith(needle):
        return True
    return (len(cased) == 2 and cased[0].startswith(needle)
            and len(words(tail[1], 0)) <= 4 and not re.search(r"[.!?]$", tail[1].strip()))


def case(text: str, check: dict, v: int) -> bool:
    value = check["value"]
    if value == "lower":
        return not any(c.isupper() for c in text) if v == 0 else text == text.lower()
    if value == "upper":
        return not any(c.islower() for c in text) if v == 0 else text == text.upper()
    if value == "initial_upper":  # the first letter is a capital
        first = next((ch for ch in text if ch.isalpha()), "")
        return first.isupper()
    if value == "capitalized":  # every word starts with a capital letter or a digit
        return all(w[0].isupper() or w[0].isdigit() for w in words(text, min(v, 1)))
    raise ValueError(f"unknown case {value!r}")


def ordered(text: str, check: dict, v: int) -> bool:
    found = [item_text(x).strip() for x in units(text, check["unit"], v, check)]
    keys = [x if v == 1 else x.casefold() for x in found]
    if check["by"] == "alpha":
        return keys == sorted(keys)
    if check["by"] == "alpha_desc":
        return keys == sorted(keys, reverse=True)
    if check["by"] == "length":
        return [len(x) for x in found] == sorted(len(x) for x in found)
    raise ValueError(f"unknown order {check['by']!r}")


def numbered_in_sequence(text: str, check: dict, v: int) -> bool:
    nums = [int(m.group(1)) for m in map(NUMBERED.match, text.split("\n")) if m]
    return bool(nums) and nums == list(range(1, len(nums) + 1))


def one_per_line(text: str, check: dict, v: int) -> bool:
    """Each non-blank line holds one item: no comma or semicolon joins two."""
    return all("," not in line and ";" not in line for line in lines(text, v))


def json_check(text: str, check: dict, v: int) -> bool:
    """The whole response is one JSON object; `fence` "forbidden" also rules out a
    Markdown code fence around it; `keys` must all be present; `exact` allows no
    other keys."""
    value = json_object(text, check.get("fence", "allowed"))
    if value is None:
        return False
    keys = check.get("keys", [])
    if any(k not in value for k in keys):
        return False
    return not (check.get("exact") and set(value) != set(keys))


def count(text: str, check: dict, v: int) -> bool:
    return related(len(units(text, check["unit"], v, check)), check, v)


def contains(text: str, check: dict, v: int) -> bool:
    if "rel" not in check:
        return occurrences(text, check, v) >= 1
    return related(occurrences(text, check, v), check, v)


PREDICATES = {
    "count": count, "contains": contains, "starts_with": starts, "ends_with": ends,
    "sign_off": sign_off, "case": case, "order": ordered,
    "numbered_in_sequence": numbered_in_sequence, "one_per_line": one_per_line,
    "json": json_check,
}


def holds(text: str, check: dict, v: int) -> bool:
    """Whether the output keeps the check, under definition variant `v`. A scope
    (`"in": {"unit": "bullet", "which": "each"}`) applies the check to each unit
    (`each`: all of them, vacuously true when there are none; `any`: at least one), or
    to one unit (`first`, `last`, or a 1-based position; false when it is missing).
    `negate` negates the check per unit (so `each` + `negate` is "none")."""
    predicate = PREDICATES[check["what"]]

    def one(t: str) -> bool:
        return predicate(t, check, v) != bool(check.get("negate"))

    scope = check.get("in")
    if not scope:
        return one(text)
    parts = units(text, scope["unit"], v, {})
    which = scope["which"]
    if which == "each":
        return all(one(p) for p in parts)
    if which == "any":
        return any(one(p) for p in parts)
    index = {"first": 0, "last": -1}.get(which, which - 1 if isinstance(which, int) else None)
    if index is None or not parts or index >= len(parts):
        return False
    return one(parts[index])


# --- records -----------------------------------------------------------------------

def check_record(rec: dict, where: str, errors: list) -> None:
    missing, extra = FIELDS - rec.keys(), rec.keys() - FIELDS
    if missing or extra:
        errors.append(f"{where}: fields missing {sorted(missing)} extra {sorted(extra)}")
        return
    if rec["split"] != split_of(rec["instruction_id"]):
        errors.append(f"{where}: split {rec['split']} but the rule gives "
                      f"{split_of(rec['instruction_id'])}")
    if not rec["id"].startswith(rec["instruction_id"] + "-"):
        errors.append(f"{where}: id does not extend instruction_id")
    if rec["label"] not in ("sat", "unsat"):
        errors.append(f"{where}: label {rec['label']!r}")
    semantic = {c["quote"] for c in rec["checks"] if c["what"] in UNCHECKED}
    if rec["all_checkable"] != (not semantic):
        errors.append(f"{where}: all_checkable is {rec['all_checkable']} "
                      f"with {len(semantic)} semantic checks")
    quotes = {c["quote"] for c in rec["checks"]}
    for c in rec["checks"]:
        if c["quote"] not in rec["instruction"]:
            errors.append(f"{where}: quote {c['quote']!r} is not in the instruction")
        if c["what"] not in PREDICATES and c["what"] not in UNCHECKED:
            errors.append(f"{where}: unknown check {c['what']!r}")
        if c["what"] in ("count", "order") and c["unit"] not in UNITS and c["unit"] != "table_row":
            errors.append(f"{where}: unknown unit {c['unit']!r}")
        if "in" in c and c["in"]["unit"] not in SCOPES:
            errors.append(f"{where}: {c['in']['unit']!r} cannot scope a check")
    for q in rec["violates"]:
        if q not in quotes:
            errors.append(f"{where}: violates {q!r}, which is no check's quote")
    if (rec["label"] == "sat") != (not rec["violates"]):
        errors.append(f"{where}: label {rec['label']} with violates {rec['violates']}")
    computed = []
    for v in range(VARIANTS):
        broken = set()
        for c in rec["checks"]:
            if c["what"] not in UNCHECKED and not holds(rec["output"], c, v):
                broken.add(c["quote"])
        computed.append(broken)
    stated = set(rec["violates"]) - semantic
    if computed[0] != stated:
        errors.append(f"{where}: stated violates {sorted(stated)} but the checker finds "
                      f"{sorted(computed[0])}")
    elif any(c != computed[0] for c in computed[1:]):
        errors.append(f"{where}: the label depends on a unit's definition "
                      f"(variants find {[sorted(c) for c in computed]})")
    elif not computed[0] and semantic & set(rec["violates"]) and rec["label"] != "unsat":
        errors.append(f"{where}: breaks a semantic check but is not unsat")


def main(argv: list) -> int:
    files = [pathlib.Path(a) for a in argv[1:]] or sorted(HERE.glob("*.jsonl"))
    errors, seen = [], set()
    counts = collections.Counter()
    per_instruction = collections.defaultdict(set)
    for path in files:
        for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
            where = f"{path.name}:{number}"
            try:
                rec = json.loads(line)
            except ValueError as e:
                errors.append(f"{where}: not JSON ({e})")
                continue
            if rec.get("id") in seen:
                errors.append(f"{where}: duplicate id {rec.get('id')}")
            seen.add(rec.get("id"))
            check_record(rec, where, errors)
            if "label" in rec and "instruction_id" in rec:
                key = (path.name, rec["instruction_id"])
                per_instruction[key].add(rec["label"])
                counts[(path.name, rec.get("split"), rec["label"])] += 1
                counts[(path.name, "checkable" if rec.get("all_checkable") else "semantic",
                        rec["label"])] += 1
    for (name, iid), labels in sorted(per_instruction.items()):
        if labels != {"sat", "unsat"}:
            errors.append(f"{name}: {iid} lacks a {'sat' if 'sat' not in labels else 'unsat'}"
                          " output")
    for e in errors:
        print("error:", e, file=sys.stderr)
    by_file = collections.defaultdict(collections.Counter)
    for (name, iid) in per_instruction:
        by_file[name]["instructions"] += 1
    for name in sorted(by_file):
        parts = [f"{by_file[name]['instructions']} instructions"]
        for group in ("tune", "heldout", "fresh-tune", "fresh-heldout", "checkable",
                      "semantic"):
            s, u = counts[(name, group, "sat")], counts[(name, group, "unsat")]
            if s or u:
                parts.append(f"{group}: {s} sat + {u} unsat")
        print(f"{name}: " + "; ".join(parts))
    print(f"{len(errors)} errors" if errors else "all labels agree")
    return 1 if errors else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
