#!/usr/bin/env python3
"""VIFBench generator: instructions from the paper's templates, outputs, and their labels.

Follows the NSVIF paper's Appendix A.2 (Table 5 templates, Table 6 complexity groups,
Figure 7/9 wording): for each complexity group C = 2..10 it takes the Cartesian product
of the values of the group's constraint types (the topic chooses the keyword, title and
subsection values together), keeps the first 100, writes each instruction with the
templates and makes one output for it: `sat` (written to every constraint) or `unsat`
(written to the instruction with one logic constraint omitted, then pushed to violate it,
the paper's mutation). About 52.3 % of the outputs are `unsat`, as in the paper.

Outputs come from a deterministic text source (`--source text`, offline, seeded): it
writes filler prose shaped by the logic constraints. It cannot write on a topic or in a
tone, so it needs `--logic-only` (topic and tone are not stated; the topic still picks
the grouped values). Or from an LLM (`--source llm`, any OpenAI-compatible endpoint), as
the paper did: a `sat` round asks for the instruction and sends the failed checks back
until the output passes (5 tries), an `unsat` round asks for the instruction with one
logic constraint left out until the output breaks a check (5 tries); `--record FILE`
keeps every exchange and `--replay FILE` answers from them with no server. Labels come
from this file's reference checks (`check` below), a second implementation written from
the templates, independent of nsvif's checkers. Semantic constraints (topic, tone) are
not checked here (`satisfied: null`): the paper had authors review a sample; the label
is the logic constraints' verdict.

Why a Python tool and not `nsvif synth`: the paper's reference checkers are Python
programs; a second implementation in another language cannot share code with the
checkers it tests; and it needs nothing but the standard library.

Usage:
    python3 bench/vifbench/generate.py --logic-only --source text --seed 1 > vifbench.jsonl
    python3 bench/vifbench/generate.py --source llm --llm-base-url http://127.0.0.1:8000/v1 \
        --llm-model qwen2.5-7b-instruct --record exchanges.jsonl --limit 20 > vifbench.jsonl

Each line: {"id", "group", "instruction", "output", "label", "constraints": [...]}
where each constraint is {"type", "text", "value", "satisfied"} and `types` lists the
stated constraint types. `label` is "sat" iff every stated constraint is satisfied.
"""

from __future__ import annotations

import argparse
import itertools
import json
import os
import urllib.error
import urllib.request
import random
import re
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent

# Table 6: the constraint types of each complexity group, in the paper's letters.
# A topic, B total word count, C tone, D keyword inclusion, E keyword exclusion,
# F title, G subsection titles, H words per sentence, I even/odd word count,
# J response starts and ends with the same word, K each subsection does.
GROUPS = {
    2: "AB",
    3: "ABC",
    4: "ABCD",
    5: "ACDEF",
    6: "ACDEFG",
    7: "ACDEFGH",
    8: "ACDEFGHI",
    9: "ACDEFGHIJ",
    10: "ACDEFGHIJK",
}
TYPE_NAMES = {
    "A": "topic",
    "B": "word_count",
    "C": "tone",
    "D": "include_keywords",
    "E": "exclude_keywords",
    "F": "title",
    "G": "subsection_titles",
    "H": "words_per_sentence",
    "I": "word_parity",
    "J": "same_start_end_word",
    "K": "subsection_same_start_end_word",
}
SEMANTIC = {"A", "C"}
# Types whose value the topic decides (Appendix A.1).
TOPIC_GROUPED = {"A", "D", "E", "F", "G"}
# The order constraints are stated in (Figures 9 and 10), unless shuffled.
ORDER = "ACDEFGBHIJK"
PER_GROUP = 100
UNSAT_SHARE = 0.523
HEADER = "Please write a piece of text considering all these constraints:"
EXEMPT = (
    "this does not apply to title and subsection title lines. "
    "Title and subsection title lines start with at least one #."
)

FILLER = """
people often notice that small steps shape larger outcomes over time and many groups
learn from shared stories about careful planning steady effort and honest review every
season brings new questions about goals methods results and the value of patient work
teams share ideas listen closely and adjust their plans when fresh evidence arrives
simple habits help everyone stay focused while clear notes keep progress visible and
useful for later choices good leaders ask thoughtful questions and invite quiet voices
into the room so that better options appear sooner than expected results matter but
the path toward them matters as well because trust grows slowly through reliable
actions and open conversations about what worked and what did not work last time
""".split()


def load_values(path: Path) -> dict:
    values = json.loads(path.read_text())
    for t in values["topics"]:
        allowed = " ".join(t["include"] + [t["title"]] + t["subsections"]).lower()
        for bad in t["exclude"]:
            if bad.lower() in allowed:
                raise SystemExit(f"values: excluded {bad!r} occurs in the allowed values of {t['topic']!r}")
    return values


# ---------------------------------------------------------------- reference checks
# Words are maximal runs of ASCII letters, digits and underscores. Title and subsection
# title lines are the lines that start with '#' (after leading spaces); counts that the
# templates exempt skip them. Sentences end at '.', '!' or '?' followed by a space or the
# end of the line; a line ends a sentence too.

WORD = re.compile(r"[A-Za-z0-9_]+")
SENTENCE_END = re.compile(r"(?<=[.!?])\s+")
HEADING = re.compile(r"^\s*(#+)\s*(.*?)\s*$")


def is_heading(line: str) -> bool:
    return line.lstrip().startswith("#")


def body_lines(text: str) -> list[str]:
    return [ln for ln in text.split("\n") if not is_heading(ln)]


def body_words(text: str) -> list[str]:
    return WORD.findall("\n".join(body_lines(text)))


def headings(text: str) -> list[tuple[int, str]]:
    out = []
    for ln in text.split("\n"):
        m = HEADING.match(ln)
        if m:
            out.append((len(m.group(1)), m.group(2)))
    return out


def subsection_bodies(text: str) -> list[list[str]]:
    """The words of each subsection: the lines after a '##…' heading up to the next heading."""
    bodies: list[list[str]] = []
    current: list[str] | None = None
    for ln in text.split("\n"):
        m = HEADING.match(ln)
        if m:
            if current is not None:
                bodies.append(WORD.findall("\n".join(current)))
            current = [] if len(m.group(1)) >= 2 else None
        elif current is not None:
            current.append(ln)
    if current is not None:
        bodies.append(WORD.findall("\n".join(current)))
    return bodies


def check(kind: str, value, text: str) -> bool:
    lower = text.lower()
    if kind == "B":
        return abs(len(body_words(text)) - value) <= 10
    if kind == "D":
        return all(k.lower() in lower for k in value)
    if kind == "E":
        return not any(k.lower() in lower for k in value)
    if kind == "F":
        return any(level == 1 and t == value.strip() for level, t in headings(text))
    if kind == "G":
        subs = [t for level, t in headings(text) if level >= 2]
        return all(s.strip() in subs for s in value)
    if kind == "H":
        for ln in body_lines(text):
            for sentence in SENTENCE_END.split(ln.strip()):
                if len(WORD.findall(sentence)) >= value:
                    return False
        return True
    if kind == "I":
        return len(body_words(text)) % 2 == (0 if value == "even" else 1)
    if kind == "J":
        words = [w.lower() for w in body_words(text)]
        return bool(words) and words[0] == words[-1]
    if kind == "K":
        return all(b and b[0].lower() == b[-1].lower() for b in subsection_bodies(text))
    raise ValueError(f"no reference check for the semantic type {kind}")


# ---------------------------------------------------------------- instructions


def constraint_text(kind: str, value) -> str:
    if kind == "A":
        return f"Please write in this topic: {value}"
    if kind == "C":
        return f"Please write in this tone: {value}"
    if kind == "D":
        return "Include these keywords, check for string inclusion regardless of capitalization: " + ",".join(value)
    if kind == "E":
        return "Exclude these keywords, check for string exclusion regardless of capitalization: " + ",".join(value)
    if kind == "F":
        return f"Include this as the title of the text, titles are lines that start with only one #: {value}"
    if kind == "G":
        return (
            "Include these subsection titles in the text, subsection titles are lines start with more than one #: "
            + ",".join(value)
        )
    if kind == "B":
        return (
            f"Please consider this word count constraint: around {value} words (within 10 words difference is ok), "
            "this does not apply to title and subsection title lines, which are defined as: "
            "lines that start with at least one #."
        )
    if kind == "H":
        return (
            "Please consider this number of words per sentence constraint: "
            f"each sentence should have less than {value} words., {EXEMPT}"
        )
    if kind == "I":
        return (
            "Please consider this even/odd word count constraint: "
            f"the total word count should be an {value} number. {EXEMPT}"
        )
    if kind == "J":
        return f"Please consider this word repetition constraint on the entire response: {value}, {EXEMPT}"
    if kind == "K":
        return f"Please consider this word repetition constraint on subsections of the response: {value}, {EXEMPT}"
    raise ValueError(kind)


def value_lists(kinds: str, values: dict) -> list[tuple[str, list]]:
    """The product's dimensions: the topic (for every topic-grouped type) and the others."""
    dims: list[tuple[str, list]] = []
    if any(k in TOPIC_GROUPED for k in kinds):
        dims.append(("topic", values["topics"]))
    source = {
        "B": values["word_counts"],
        "C": values["tones"],
        "H": values["sentence_limits"],
        "I": values["parities"],
        "J": values["word_repetition"],
        "K": values["subsection_word_repetition"],
    }
    for k in kinds:
        if k not in TOPIC_GROUPED:
            dims.append((k, source[k]))
    return dims


def constraint_value(kind: str, combo: dict):
    topic = combo.get("topic")
    return {
        "A": lambda: topic["topic"],
        "D": lambda: topic["include"],
        "E": lambda: topic["exclude"],
        "F": lambda: topic["title"],
        "G": lambda: topic["subsections"],
    }.get(kind, lambda: combo[kind])()


# ---------------------------------------------------------------- the text source


def split_lengths(total: int, smax: int, rng: random.Random) -> list[int]:
    """Sentence lengths in 4..smax summing to `total` (>= 4)."""
    out = []
    remaining = total
    while remaining > 0:
        if remaining <= smax:
            out.append(remaining)
            break
        n = rng.randint(4, smax)
        if remaining - n < 4:
            n = remaining - 4
        out.append(n)
        remaining -= n
    return out


def write_text(cs: dict, omit: str | None, rng: random.Random) -> str:
    """Prose that satisfies the logic constraints `cs` ({kind: value}); when `omit` names
    one of them, the text is written without it and then made to violate it."""
    active = {k: v for k, v in cs.items() if k not in SEMANTIC and k != omit}
    forbidden = [k.lower() for k in cs.get("E", [])]
    pool = [w for w in FILLER if not any(f in w for f in forbidden) and len(w) > 1]
    smax = active["H"] - 1 if "H" in active else 16
    subs = list(cs["G"]) if "G" in cs else []
    dropped_sub = None
    if omit == "G":
        dropped_sub = rng.randrange(len(subs))

    # The number of body words.
    if "B" in cs:
        target = cs["B"]
        if omit == "B":
            # Just outside the tolerance, or well outside.
            miss = 11 if rng.random() < 0.3 else rng.randint(25, 60)
            total = target + rng.choice([-1, 1]) * miss
        else:
            # On the tolerance's edge, or inside it.
            total = target + (rng.choice([-10, 10]) if rng.random() < 0.25 else rng.randint(-9, 9))
    else:
        total = rng.randint(60, 160)
    parity = cs.get("I")
    if parity is not None:
        want = 0 if parity == "even" else 1
        if omit == "I":
            want = 1 - want
        if total % 2 != want:
            # Toward the target, so a sat count stays within its tolerance.
            total += 1 if ("B" not in cs or total < cs["B"]) else -1

    # Keywords to place: the included ones (one left out when D is omitted) and, when E
    # is omitted, one excluded keyword.
    keywords = list(cs.get("D", []))
    if omit == "D":
        keywords.pop(rng.randrange(len(keywords)))
    keywords = [k.split() for k in keywords]
    # Inclusion ignores capitalization: some keywords are written capitalized.
    keywords = [[w.capitalize() for w in k] if rng.random() < 0.3 else k for k in keywords]
    if omit == "E":
        bad = rng.choice(cs["E"]).split()
        # "String exclusion": the keyword inside a longer word breaks it too.
        if rng.random() < 0.3:
            bad[-1] += "s"
        keywords.append(bad)

    n_sections = max(1, len(subs))
    per = [total // n_sections] * n_sections
    for i in range(total % n_sections):
        per[i] += 1
    sections = []
    for size in per:
        lengths = split_lengths(size, smax, rng)
        sections.append([[None] * n for n in lengths])
    if omit == "H":
        # One sentence at or over the limit: a sentence of the first section grows and
        # the last sentence of the last section shrinks to keep the word count.
        limit = cs["H"]
        first = sections[0]
        # Exactly at the limit ("less than N" fails at N), or over it.
        grow = limit + (0 if rng.random() < 0.5 else rng.randint(1, 4)) - len(first[0])
        first[0].extend([None] * grow)
        last = sections[-1]
        while grow > 0 and last:
            take = min(grow, len(last[-1]) - 1)
            if take <= 0:
                break
            del last[-1][len(last[-1]) - take:]
            grow -= take

    # Middle slots (neither the first nor the last word of a section) take the keywords.
    for kw in keywords:
        places = [
            (si, ti)
            for si, sec in enumerate(sections)
            for ti, sent in enumerate(sec)
            if len(sent) >= len(kw) + 2
            and sum(w is None for w in sent[1:-1]) == len(sent) - 2
        ]
        if not places:
            places = [
                (si, ti) for si, sec in enumerate(sections) for ti, sent in enumerate(sec) if len(sent) >= len(kw) + 2
            ]
        si, ti = rng.choice(places)
        sent = sections[si][ti]
        free = [i for i in range(1, len(sent) - len(kw)) if all(w is None for w in sent[i:i + len(kw)])]
        if not free:
            raise RuntimeError("no room for a keyword; the values are too long for the word count")
        at = rng.choice(free)
        sent[at:at + len(kw)] = kw
    for sec in sections:
        for sent in sec:
            for i, w in enumerate(sent):
                if w is None:
                    sent[i] = rng.choice(pool)

    def edge(sec_list, same: bool):
        first = sec_list[0][0]
        if same:
            sec_list[-1][-1] = first
        elif sec_list[-1][-1] == first:
            sec_list[-1][-1] = next(w for w in pool if w != first)

    first = sections[0][0][0]
    if "K" in cs:
        if "J" in cs:
            # The last subsection starts with the response's first word, so that it ends
            # with it too (J); with J omitted, with another word.
            if omit == "J":
                if sections[-1][0][0] == first:
                    sections[-1][0][0] = next(w for w in pool if w != first)
            else:
                sections[-1][0][0] = first
        odd_one = rng.randrange(len(sections)) if omit == "K" else None
        for i, sec in enumerate(sections):
            edge(sec, i != odd_one)
    elif "J" in cs:
        edge([sections[0][0], sections[-1][-1]], omit != "J")

    def prose(sec) -> str:
        sentences = [" ".join([s[0].capitalize()] + s[1:]) + "." for s in sec]
        # Paragraphs of up to four sentences.
        paras = [" ".join(sentences[i:i + 4]) for i in range(0, len(sentences), 4)]
        return "\n\n".join(paras)

    parts = []
    if "F" in cs:
        if omit == "F":
            if rng.random() < 0.5:
                parts.append(f"## {cs['F']}")
        else:
            parts.append(f"# {cs['F']}")
    if subs:
        for i, (sub, sec) in enumerate(zip(subs, sections)):
            if i != dropped_sub:
                parts.append(f"## {sub}")
            parts.append(prose(sec))
    else:
        parts.append(prose(sections[0]))
    return "\n\n".join(parts) + "\n"


# ---------------------------------------------------------------- the LLM source

TRIES = 5


class LlmError(Exception):
    """The endpoint failed, or a replayed run asked something the recording lacks."""


class Llm:
    """An OpenAI-compatible chat endpoint, with exchanges recorded to or replayed from
    a JSONL file ({"request": …, "response": …} per line)."""

    def __init__(self, base_url, model, api_key=None, record=None, replay=None, timeout=120):
        self.base_url = (base_url or "").rstrip("/")
        self.model = model
        self.api_key = api_key
        self.timeout = timeout
        self.record = open(record, "a") if record else None
        self.replayed = {}
        if replay:
            for line in open(replay):
                if line.strip():
                    ex = json.loads(line)
                    self.replayed[json.dumps(ex["request"], sort_keys=True)] = ex["response"]
        self.replay = replay is not None
        self.input_tokens = self.output_tokens = 0

    def chat(self, messages) -> str:
        request = {"model": self.model, "messages": messages, "temperature": 0.2}
        key = json.dumps(request, sort_keys=True)
        if self.replay:
            if key not in self.replayed:
                raise LlmError("the recording has no answer for this request")
            response = self.replayed[key]
        else:
            req = urllib.request.Request(
                self.base_url + "/chat/completions",
                data=json.dumps(request).encode(),
                headers={"Content-Type": "application/json"}
                | ({"Authorization": f"Bearer {self.api_key}"} if self.api_key else {}),
            )
            try:
                with urllib.request.urlopen(req, timeout=self.timeout) as r:
                    response = json.loads(r.read())
            except (urllib.error.URLError, TimeoutError, json.JSONDecodeError) as e:
                raise LlmError(f"{self.base_url}: {e}") from e
            if self.record:
                self.record.write(json.dumps({"request": request, "response": response}) + "\n")
                self.record.flush()
        usage = response.get("usage") or {}
        self.input_tokens += usage.get("prompt_tokens", 0)
        self.output_tokens += usage.get("completion_tokens", 0)
        try:
            return response["choices"][0]["message"]["content"]
        except (KeyError, IndexError, TypeError) as e:
            raise LlmError(f"no message in the answer: {response!r:.200}") from e


def failed_checks(cs: dict, text: str) -> list[str]:
    """The stated logic constraints `text` breaks, as their instruction lines."""
    return [constraint_text(k, v) for k, v in cs.items() if k not in SEMANTIC and not check(k, v, text)]


def llm_text(llm: Llm, cs: dict, order: list, omit, rng: random.Random) -> str:
    """An output from the LLM: to every constraint (omit None), or to the instruction
    without `omit` until it breaks a logic check."""
    asked = [k for k in order if k != omit]
    prompt = "\n".join([HEADER] + [constraint_text(k, cs[k]) for k in asked])
    messages = [{"role": "user", "content": prompt}]
    text = ""
    for _ in range(TRIES):
        text = llm.chat(messages)
        failed = failed_checks(cs, text)
        if omit is None and not failed:
            break
        if omit is not None and failed:
            break
        if omit is None:
            messages += [
                {"role": "assistant", "content": text},
                {"role": "user", "content": "Your response fails these constraints; revise it so that it meets all of them:\n" + "\n".join(failed)},
            ]
        else:
            # Ask again, afresh: the paper regenerates until the output breaks a check.
            messages = [{"role": "user", "content": prompt}]
    return text


# ---------------------------------------------------------------- records


def generate(values: dict, logic_only: bool, shuffle: bool, seed: int, llm: "Llm | None" = None, limit=None):
    rng = random.Random(seed)
    made = 0
    for group, kinds in GROUPS.items():
        stated = [k for k in ORDER if k in kinds and not (logic_only and k in SEMANTIC)]
        dims = value_lists(kinds, values)
        combos = itertools.islice(itertools.product(*(vals for _, vals in dims)), PER_GROUP)
        for n, combo in enumerate(combos):
            combo = dict(zip((name for name, _ in dims), combo))
            cs = {k: constraint_value(k, combo) for k in kinds}
            order = list(stated)
            if shuffle:
                rng.shuffle(order)
            logic = [k for k in order if k not in SEMANTIC]
            omit = rng.choice(logic) if logic and rng.random() < UNSAT_SHARE else None
            if limit is not None and made >= limit:
                return
            made += 1
            if llm is None:
                text = write_text({k: cs[k] for k in stated}, omit, rng)
            else:
                text = llm_text(llm, {k: cs[k] for k in stated}, order, omit, rng)
            constraints = []
            for k in order:
                satisfied = None if k in SEMANTIC else check(k, cs[k], text)
                constraints.append(
                    {"type": TYPE_NAMES[k], "text": constraint_text(k, cs[k]), "value": cs[k], "satisfied": satisfied}
                )
            logic_ok = all(c["satisfied"] for c in constraints if c["satisfied"] is not None)
            if llm is None and omit is None and not logic_ok:
                bad = [c["type"] for c in constraints if c["satisfied"] is False]
                raise RuntimeError(f"group {group} #{n}: the sat text fails its own checks {bad}")
            yield {
                "id": f"vifbench-C{group}-{n:03d}",
                "group": group,
                "instruction": "\n".join([HEADER] + [c["text"] for c in constraints]),
                "output": text,
                "label": "sat" if logic_ok else "unsat",
                "types": [c["type"] for c in constraints],
                "mutation": TYPE_NAMES[omit] if omit else None,
                "vifbench_constraints": constraints,
            }


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--values", type=Path, default=HERE / "values.json")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--logic-only", action="store_true", help="state no topic or tone (needed by --source text)")
    ap.add_argument("--shuffle-order", action="store_true", help="state the constraints in a random order")
    ap.add_argument("--source", choices=["text", "llm"], default="text", help="where outputs come from")
    ap.add_argument("--limit", type=int, help="stop after this many records")
    ap.add_argument("--llm-base-url", default=os.environ.get("NSVIF_LLM_BASE_URL"))
    ap.add_argument("--llm-model", default=os.environ.get("NSVIF_LLM_MODEL"))
    ap.add_argument("--llm-api-key", default=os.environ.get("OPENAI_API_KEY"))
    ap.add_argument("--record", help="append every LLM exchange to this JSONL file")
    ap.add_argument("--replay", help="answer every LLM request from this recording, with no server")
    args = ap.parse_args(argv)
    if args.source == "text" and not args.logic_only:
        ap.error("--source text writes no topic or tone: add --logic-only")
    llm = None
    if args.source == "llm":
        if not args.llm_model or not (args.llm_base_url or args.replay):
            ap.error("--source llm needs --llm-model and --llm-base-url (or --replay)")
        llm = Llm(args.llm_base_url, args.llm_model, args.llm_api_key, args.record, args.replay)
    values = load_values(args.values)
    try:
        for rec in generate(values, args.logic_only, args.shuffle_order, args.seed, llm, args.limit):
            sys.stdout.write(json.dumps(rec) + "\n")
    except LlmError as e:
        print(f"error: {e}", file=sys.stderr)
        return 3
    if llm is not None:
        print(f"LLM: {llm.input_tokens} input + {llm.output_tokens} output tokens", file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main())
