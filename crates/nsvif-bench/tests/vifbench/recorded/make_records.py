#!/usr/bin/env python3
"""Writes records.jsonl and answers.json of the recorded ten-type VIFBench set.

The outputs are hand-written prose on the paper's topic "ocean conservation" (Figure 6's
grouping: keywords, title, subsection titles from bench/vifbench/values.json). Logic
labels come from bench/vifbench/generate.py's reference checks; the semantic ones (topic,
tone) are the authored judge answers below, which the mock model in
`tests/vifbench_recorded.rs` serves. The instruction's word count is the output's body
word count rounded to ten, so the text meets it by construction.

    python3 crates/nsvif-bench/tests/vifbench/recorded/make_records.py
"""

import json
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parents[4]
sys.path.insert(0, str(ROOT / "bench" / "vifbench"))
import generate as g  # noqa: E402

values = g.load_values(ROOT / "bench" / "vifbench" / "values.json")
ocean = next(t for t in values["topics"] if t["topic"] == "ocean conservation")

TOPIC_Q = "Is the response about ocean conservation?"


def tone_q(tone):
    return f"Is the response written in a {tone} tone?"


RECORDS = [
    {
        "id": "ocean-C2-sat",
        "kinds": "AB",
        "output": "Ocean conservation protects the waters that feed billions of people and steady our climate. Protecting reefs, mangroves and seagrass meadows keeps fish nurseries alive and shields coasts from storms. Limiting pollution, creating protected areas and fishing within sustainable limits let marine ecosystems recover. When communities, scientists and governments work together, the ocean can stay healthy for generations to come.\n",
        "semantic": {TOPIC_Q: (True, "Ocean conservation protects the waters that feed billions of people")},
    },
    {
        "id": "ocean-C2-off-topic",
        "kinds": "AB",
        "output": "A good night of sleep restores the body and sharpens the mind. Adults need seven to nine hours, yet many people fall short because of late screens and irregular schedules. Keeping a steady bedtime, dimming the lights in the evening and avoiding caffeine after noon all help. Rested people think more clearly and handle stress far better.\n",
        "semantic": {TOPIC_Q: (False, "A good night of sleep restores the body and sharpens the mind.")},
    },
    {
        "id": "ocean-C3-sat",
        "kinds": "ABC",
        "tone": "optimistic",
        "output": "The future of our oceans looks brighter every year. Around the world, coral reefs are being replanted, marine reserves are growing, and fish are returning to waters that were empty a decade ago. Young volunteers clean beaches, fishers adopt smarter quotas, and new science helps us protect whole ecosystems. With this momentum, healthy seas are well within our reach.\n",
        "semantic": {
            TOPIC_Q: (True, "coral reefs are being replanted, marine reserves are growing"),
            tone_q("optimistic"): (True, "The future of our oceans looks brighter every year."),
        },
    },
    {
        "id": "ocean-C3-wrong-tone",
        "kinds": "ABC",
        "tone": "optimistic",
        "output": "Our oceans are in deep trouble, and the outlook keeps getting worse. Coral reefs are bleaching, fish stocks are collapsing, and plastic piles up faster than anyone can remove it. Most protected areas exist only on paper, and promises made at summits are quietly forgotten. Unless something changes soon, many marine ecosystems will be lost for good.\n",
        "semantic": {
            TOPIC_Q: (True, "Coral reefs are bleaching, fish stocks are collapsing"),
            tone_q("optimistic"): (False, "Our oceans are in deep trouble, and the outlook keeps getting worse."),
        },
    },
    {
        "id": "ocean-C4-missing-keyword",
        "kinds": "ABCD",
        "tone": "optimistic",
        "output": "Ocean conservation is full of good news. Coral reefs recover when pressure eases, marine reserves bring fish back, and a single plastic cleanup can transform a beach. Sustainable fishing gives coastal towns a stable future. Step by step, people are proving that the sea can heal.\n",
        "semantic": {
            TOPIC_Q: (True, "Ocean conservation is full of good news."),
            tone_q("optimistic"): (True, "people are proving that the sea can heal"),
        },
    },
    {
        "id": "ocean-C6-pessimistic-sat",
        "kinds": "ACDEFG",
        "tone": "pessimistic",
        "output": "# Guardians of the Deep: Ocean Conservation\n\n## Life Beneath the Waves\n\nCoral reefs are bleaching faster than scientists can count, and biodiversity is slipping away with them.\n\n## Protecting Marine Habitats\n\nMarine reserves exist mostly on paper, and sustainable fishing remains a slogan more than a practice.\n\n## How Everyone Can Help\n\nA plastic cleanup on one beach is a drop against a tide that keeps rising. Most efforts will come too late.\n",
        "semantic": {
            TOPIC_Q: (True, "Marine reserves exist mostly on paper"),
            tone_q("pessimistic"): (True, "Most efforts will come too late."),
        },
    },
    {
        "id": "ocean-C10-sat",
        "kinds": "ACDEFGHIJK",
        "tone": "optimistic",
        "limit": 20,
        "output": "# Guardians of the Deep: Ocean Conservation\n\n## Life Beneath the Waves\n\nOceans hold a dazzling variety of life, and their biodiversity gives us real reasons for hope. Healthy coral reefs shelter thousands of species and recover quickly when we give them room. Every dive reveals more life in the oceans.\n\n## Protecting Marine Habitats\n\nProtection works, and the results are encouraging. Well managed marine reserves let fish populations rebound within a few seasons. Sustainable fishing keeps coastal communities thriving while the sea heals. Smart rules bring lasting protection.\n\n## How Everyone Can Help\n\nOceans need all of us, and the good news is that small actions add up. Join a plastic cleanup on your local beach this weekend. Choose seafood wisely and celebrate every success for our oceans.\n",
        "semantic": {
            TOPIC_Q: (True, "Healthy coral reefs shelter thousands of species"),
            tone_q("optimistic"): (True, "the good news is that small actions add up"),
        },
    },
]


def value(kind, rec, text):
    if kind == "A":
        return ocean["topic"]
    if kind == "B":
        return round(len(g.body_words(text)), -1)
    if kind == "C":
        return rec["tone"]
    if kind in "DEFG":
        return ocean[{"D": "include", "E": "exclude", "F": "title", "G": "subsections"}[kind]]
    if kind == "H":
        return rec["limit"]
    if kind == "I":
        return "even" if len(g.body_words(text)) % 2 == 0 else "odd"
    if kind == "J":
        return values["word_repetition"][0]
    if kind == "K":
        return values["subsection_word_repetition"][0]
    raise ValueError(kind)


def main():
    records, judgements = [], []
    for rec in RECORDS:
        text = rec["output"]
        kinds = [k for k in g.ORDER if k in rec["kinds"]]
        constraints = []
        for k in kinds:
            v = value(k, rec, text)
            if k in g.SEMANTIC:
                q = TOPIC_Q if k == "A" else tone_q(v)
                satisfied = rec["semantic"][q][0]
            else:
                satisfied = g.check(k, v, text)
            constraints.append({"type": g.TYPE_NAMES[k], "text": g.constraint_text(k, v), "value": v, "satisfied": satisfied})
        for q, (ok, evidence) in rec["semantic"].items():
            assert evidence in text, (rec["id"], evidence)
            judgements.append({
                "statement": q,
                "output_contains": evidence,
                "answer": json.dumps({"satisfied": ok, "reason": "authored", "evidence": evidence}),
            })
        records.append({
            "id": rec["id"],
            "group": len(kinds),
            "instruction": "\n".join([g.HEADER] + [c["text"] for c in constraints]),
            "output": text,
            "label": "sat" if all(c["satisfied"] for c in constraints) else "unsat",
            "types": [c["type"] for c in constraints],
            "vifbench_constraints": constraints,
        })
    with open(HERE / "records.jsonl", "w") as f:
        for r in records:
            f.write(json.dumps(r) + "\n")
    note = "Authored judge answers for tests/vifbench/recorded/records.jsonl (make_records.py writes both)."
    (HERE / "answers.json").write_text(json.dumps({"note": note, "judgements": judgements}, indent=1) + "\n")
    for r in records:
        print(r["id"], r["label"], [c["type"] for c in r["vifbench_constraints"] if c["satisfied"] is False])


if __name__ == "__main__":
    main()
