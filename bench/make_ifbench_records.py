#!/usr/bin/env python3
"""Build IFBench-type bench records from real model outputs, labelled by the official
IFBench checker: each of the 540 GPT-4 IFEval outputs (shared/data/ifeval) gets 1 to 3
IFBench constraints (deterministic choice from the kwargs below, every type but
`words:start_verb`, whose POS tagger is not available offline), each marked `satisfied`
as `if_verifiable.ifbench` decides it, and the record `sat` when all are.

usage: make_ifbench_records.py IN.vif.jsonl OUT.vif.jsonl [--upstream]
(run with the .venv of scripts/setup.sh; it imports tests/official/ifbench_official.py;
`--upstream` labels with upstream's checker, tests/official/ifbench_upstream_official.py)
"""
import json
import os
import random
import sys

sys.path.insert(0, os.path.join(os.path.dirname(__file__), "../crates/nsvif-check/tests/official"))
import ifbench_official  # noqa: E402  (sets up NLTK's data offline)

REQUEST = "Write a short poem about the quiet river at night"
KWARGS = [
    ("count:word_count_range", {"min_words": 100, "max_words": 400}),
    ("count:unique_word_count", {"N": 120}),
    ("ratio:stop_words", {"percentage": 45}),
    ("ratio:sentence_type", {}),
    ("ratio:sentence_balance", {}),
    ("count:conjunctions", {"small_n": 4}),
    ("count:person_names", {"N": 1}),
    ("ratio:overlap", {"reference_text": "The history of the city and its people", "percentage": 30}),
    ("count:numbers", {"N": 3}),
    ("words:alphabet", {}),
    ("words:vowel", {}),
    ("words:consonants", {}),
    ("sentence:alliteration_increment", {}),
    ("words:palindrome", {}),
    ("count:punctuation", {}),
    ("format:parentheses", {}),
    ("format:quotes", {}),
    ("words:prime_lengths", {}),
    ("format:options", {"options": "yes/no/maybe"}),
    ("format:newline", {}),
    ("format:emoji", {}),
    ("ratio:sentence_words", {}),
    ("count:words_japanese", {"N": 5}),
    ("words:repeats", {"small_n": 5}),
    ("sentence:keyword", {"word": "the", "N": 2}),
    ("count:pronouns", {"N": 10}),
    ("words:odd_even_syllables", {}),
    ("words:last_first", {}),
    ("words:paragraph_last_first", {}),
    ("sentence:increment", {"small_n": 2}),
    ("words:no_consecutive", {}),
    ("format:line_indent", {}),
    ("format:quote_unquote", {}),
    ("format:list", {"sep": "-"}),
    ("format:thesis", {}),
    ("format:sub-bullets", {}),
    ("format:no_bullets_bullets", {}),
    ("custom:multiples", {}),
    ("custom:mcq_count_length", {}),
    ("custom:reverse_newline", {}),
    ("custom:word_reverse", {}),
    ("custom:character_reverse", {}),
    ("custom:sentence_alphabet", {}),
    ("custom:european_capitals_sort", {}),
    ("custom:csv_city", {}),
    ("custom:csv_special_character", {}),
    ("custom:csv_quotes", {}),
    ("custom:date_format_list", {}),
    ("count:keywords_multiple", {"keyword1": "war", "keyword2": "king", "keyword3": "city",
                                 "keyword4": "and", "keyword5": "the"}),
    ("words:keywords_specific_position", {"keyword": "the", "n": 2, "m": 3}),
    ("words:words_position", {"keyword": "the"}),
    ("repeat:repeat_change", {"prompt_to_repeat": REQUEST}),
    ("repeat:repeat_simple", {}),
    ("repeat:repeat_span", {"prompt_to_repeat": REQUEST, "n_start": 2, "n_end": 5}),
    ("format:title_case", {}),
    ("format:output_template", {}),
    ("format:no_whitespace", {}),
]


def main():
    src, dst = sys.argv[1:3]
    registry = ifbench_official.instructions_registry
    if sys.argv[3:] == ["--upstream"]:
        import ifbench_upstream_official  # noqa: F401  (the vendored upstream package)
        from ifbench import instructions_registry as registry
    rng = random.Random(14)
    with open(src, encoding="utf-8") as f, open(dst, "w", encoding="utf-8") as out:
        for line in f:
            r = json.loads(line)
            chosen = rng.sample(KWARGS, rng.randint(1, 3))
            constraints = []
            for iid, kw in chosen:
                try:
                    ok = ifbench_official.check(iid, kw, r["output"], registry)
                except Exception:  # the official checker raised: not a record to score
                    ok = None
                constraints.append({"id": iid, "kwargs": kw, "satisfied": ok})
            if any(c["satisfied"] is None for c in constraints):
                continue
            label = "sat" if all(c["satisfied"] for c in constraints) else "unsat"
            out.write(json.dumps({"id": r["id"], "instruction": r["instruction"], "output": r["output"],
                                  "label": label, "constraints": constraints}) + "\n")


if __name__ == "__main__":
    main()
