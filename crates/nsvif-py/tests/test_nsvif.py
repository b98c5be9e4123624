"""The Python package as agent builders and scoring pipelines use it."""

import json
import os
import pathlib
import subprocess
import threading
import time

import pytest

import nsvif

INSTRUCTION = "Answer in all lowercase letters and do not use any commas."
REPO = pathlib.Path(__file__).resolve().parents[3]
IFEVAL = REPO.parent / "shared" / "data" / "ifeval" / "ifeval_gpt4.vif.jsonl"


def test_check_returns_the_report_as_a_dict():
    r = nsvif.check(INSTRUCTION, "hello there, friend")
    assert r["verdict"] == "unsat"
    assert [v["id"] for v in r["violated"]] == ["c2"]
    evidence = r["violated"][0]["evidence"]
    assert evidence["measured"] == "1 comma"
    assert (evidence["location"]["line"], evidence["location"]["column"]) == (1, 12)
    assert [c["id"] for c in r["constraints"]] == ["c1", "c2"]
    assert r["constraints"][0]["fact"]["value"] is True
    assert r["formula"] == "c1 && c2"
    assert r["contradiction"] is False
    assert set(r["cost"]) == {"llm_calls", "cached_calls", "input_tokens", "output_tokens", "millis", "llm_millis"}
    assert r["feedback"] == (
        '"do not use any commas": found 1 comma (at line 1, col 12); required no commas.'
    )
    assert nsvif.check(INSTRUCTION, "hello there")["verdict"] == "sat"
    assert nsvif.check(INSTRUCTION, "hello there")["feedback"] == ""


def _cli():
    for profile in ("debug", "release"):
        path = REPO / "target" / profile / "nsvif"
        if path.exists():
            return path
    return None


@pytest.mark.skipif(_cli() is None, reason="the nsvif binary is not built")
def test_the_dict_is_the_json_of_check_json():
    output = "Hello There, friend"
    cli = subprocess.run(
        [str(_cli()), "check", "-i", INSTRUCTION, "-o", output, "--json"],
        capture_output=True,
        text=True,
    )
    assert cli.returncode == 1, cli.stderr
    expected = json.loads(cli.stdout)
    got = nsvif.check(INSTRUCTION, output)
    assert got.pop("feedback").count("\n") == 1  # two violations, one line each
    for report in (expected, got):
        report["cost"].pop("millis")
    assert got == expected


def test_a_verifier_formulates_each_instruction_once():
    verifier = nsvif.Verifier()
    prepared = verifier.prepare(INSTRUCTION)
    assert prepared.check("hello, there")["verdict"] == "unsat"
    assert verifier.check(INSTRUCTION, "hello there")["verdict"] == "sat"
    verifier.prepare(INSTRUCTION)
    assert (verifier.formulations, verifier.cache_hits) == (1, 2)
    assert prepared.formula == "c1 && c2"
    assert [c["id"] for c in prepared.spec["constraints"]] == ["c1", "c2"]
    assert prepared.contradiction is False

    uncached = nsvif.Verifier(cache_size=0)
    uncached.check(INSTRUCTION, "a")
    uncached.check(INSTRUCTION, "b")
    assert uncached.formulations == 2


def test_a_self_contradicting_instruction():
    instruction = "Write at least 500 words. Use fewer than 100 words."
    prepared = nsvif.Verifier().prepare(instruction)
    assert prepared.contradiction is True
    assert prepared.conflicting == ["c1", "c2"]
    r = prepared.check("Short.")
    assert (r["verdict"], r["contradiction"], r["conflicting"]) == ("unsat", True, ["c1", "c2"])
    assert r["feedback"].startswith("The instruction contradicts itself:")


def test_options_reach_the_checker():
    output = "<think>Hmm, commas.</think>hello there"
    assert nsvif.check(INSTRUCTION, output)["verdict"] == "sat"
    kept = nsvif.check(INSTRUCTION, output, keep_think=True)
    assert (kept["verdict"], kept["reasoning_trace_removed"]) == ("unsat", False)
    output = "Sure, here it is:\nhello there"
    assert nsvif.check(INSTRUCTION, output)["verdict"] == "unsat"
    assert nsvif.check(INSTRUCTION, output, loose=True)["verdict"] == "sat"
    assert nsvif.Verifier(loose=True).check(INSTRUCTION, output)["verdict"] == "sat"


SPEC = {
    "constraints": [
        {"id": "c1", "text": "at most 5 words", "kind": "logic",
         "check": {"predicate": "word_count", "args": {"relation": "<=", "value": 5}}},
        {"id": "c2", "text": "short sentences", "kind": "logic",
         "check": {"dsl": "forall s in sentences(body): words(s) < 4"}},
    ],
    "formula": "c1 || c2",
}


def test_a_given_spec_as_dict_or_json():
    long_sentences = "This sentence is long. This one is also long."
    r = nsvif.check("(ignored)", long_sentences, spec=SPEC)
    assert r["verdict"] == "unsat"
    assert r["formula"] == "c1 || c2"
    assert "sentence 1 has 4 words" in r["feedback"]
    prepared = nsvif.Verifier().prepare_spec(json.dumps(SPEC))
    assert prepared.check("Short. Fine.")["verdict"] == "sat"


def _one_check_spec(check):
    return {"constraints": [
        {"id": "c1", "text": "no commas", "kind": "logic", "check": {"predicate": "no_commas"}},
        {"id": "c2", "text": "t", "kind": "logic", "check": check}]}


def test_errors_quote_only_an_excerpt_of_a_huge_input():
    big = "x" * 100_000
    for check in [
        {"predicate": big},
        {"predicate": "section_count", "args": {"splitter": "(" + big, "value": 1}},
        {"predicate": "word_count", "args": {big: 1}},
    ]:
        with pytest.raises(nsvif.NsvifError) as raised:
            nsvif.check("x", "y", spec=_one_check_spec(check))
        assert len(str(raised.value)) < 4096
    with pytest.raises(ValueError) as raised:
        nsvif.check("x", "y", ifbench_version=big)
    assert len(str(raised.value)) < 4096
    # A 5,000-group pattern in a DSL check: unknown with a short reason.
    r = nsvif.check("x", "a" * 200_000, spec=_one_check_spec(
        {"dsl": 'count(matches(all, "' + "(a)" * 5000 + '")) >= 1'}))
    assert r["verdict"] == "unknown"
    assert len(json.dumps(r)) < 20_000


def test_a_check_past_its_time_budget_is_unknown_and_the_rest_stands():
    spec = _one_check_spec({"dsl": "forall w in words(): forall v in words(): chars(w) + chars(v) >= 0"})
    r = nsvif.Verifier(check_timeout=0.05).check("x", "word, " * 3000, spec=spec)
    assert r["verdict"] == "unsat"
    assert "time budget of 0.05 s" in json.dumps(r)
    for bad in [0, -1, float("nan"), 1e300]:
        with pytest.raises(ValueError, match="check_timeout"):
            nsvif.Verifier(check_timeout=bad)


def test_errors_raise_nsvif_error_with_the_rust_message():
    bad = {"constraints": [{"id": "c1", "text": "x", "kind": "logic",
                            "check": {"predicate": "no_such_predicate", "args": {}}}]}
    with pytest.raises(nsvif.NsvifError, match="unknown predicate `no_such_predicate`"):
        nsvif.check("x", "y", spec=bad)
    with pytest.raises(ValueError, match="invalid Spec"):
        nsvif.Verifier().prepare_spec("{not json")
    with pytest.raises(TypeError):
        nsvif.check("x", "y", spec=42)
    items = [
        ("Do not use any commas.", "fine"),
        {"instruction": "x", "output": "y", "constraints": [{"id": "no:such_id", "kwargs": {}}]},
    ]
    # The bad item's error stays in its place; the batch still has its other reports.
    for detail in ("full", "facts", "verdict"):
        first, second = nsvif.check_many(items, detail=detail)
        assert second == {"error": "unknown IFEval or IFBench instruction id `no:such_id`"}
        assert first != second and "error" not in (first if isinstance(first, dict) else {})
    with pytest.raises(TypeError, match="item 0"):
        nsvif.check_many([42])
    with pytest.raises(ValueError, match="item 0: no `output`"):
        nsvif.check_many([{"instruction": "x"}])


def _without_time(reports):
    return [{**r, "cost": {**r["cost"], "millis": 0}} for r in reports]


def test_check_many_keeps_order_and_matches_single_checks():
    items = [
        (INSTRUCTION, "hello, there"),
        {"instruction": INSTRUCTION, "output": "hello there"},
        ("Do not use any commas.", "Fine, thanks"),
        ["Write at least 3 words.", "one two three"],
    ]
    reports = nsvif.check_many(items)
    assert [r["verdict"] for r in reports] == ["unsat", "sat", "unsat", "sat"]
    for item, r in zip(items, reports):
        instruction, output = (item["instruction"], item["output"]) if isinstance(item, dict) else item
        single = nsvif.check(instruction, output)
        assert (r["verdict"], r["violated"], r["feedback"]) == (
            single["verdict"], single["violated"], single["feedback"])
    assert _without_time(nsvif.check_many(items, threads=1)) == _without_time(reports)
    assert nsvif.check_many([]) == []
    assert nsvif.check_many(iter(items[:1]))[0]["verdict"] == "unsat"


def test_check_many_with_given_ifeval_constraints():
    items = [
        {"instruction": "whatever", "output": "hello, world",
         "constraints": [{"id": "punctuation:no_comma", "kwargs": {}},
                         {"id": "change_case:english_lowercase", "kwargs": None}]},
        {"instruction": "whatever",
         "output": "THE QUICK BROWN FOX JUMPS OVER THE LAZY DOG AND RUNS INTO THE FOREST",
         "constraints": [{"id": "change_case:english_capital", "kwargs": {}},
                         {"id": "length_constraints:number_words",
                          "kwargs": {"relation": "at least", "num_words": 5, "keywords": None}}]},
    ]
    first, second = nsvif.check_many(items)
    assert first["verdict"] == "unsat"
    assert [c["fact"]["value"] for c in first["constraints"]] == [False, True]
    assert [c["text"] for c in first["constraints"]] == [
        "punctuation:no_comma", "change_case:english_lowercase"]
    assert second["verdict"] == "sat"


def test_prepared_check_many_scores_samples_of_one_prompt():
    prepared = nsvif.Verifier().prepare(INSTRUCTION)
    samples = ["hello there", "Hello there", "hello, there"] * 50
    verdicts = [r["verdict"] for r in prepared.check_many(samples)]
    assert verdicts == ["sat", "unsat", "unsat"] * 50


def test_check_many_releases_the_gil():
    """Another Python thread keeps running while a large batch is checked."""
    items = [(INSTRUCTION + f" Write at least {n} words.", "hello there " * 200)
             for n in range(3000)]
    ticks = 0
    done = threading.Event()

    def tick():
        nonlocal ticks
        while not done.is_set():
            ticks += 1
            time.sleep(0.0005)

    ticker = threading.Thread(target=tick)
    # Convert the batch up front, so the time under test is the checking itself.
    verifier = nsvif.Verifier(cache_size=0)
    ticker.start()
    try:
        before = ticks
        started = time.perf_counter()
        reports = verifier.check_many(items)
        elapsed = time.perf_counter() - started
        during = ticks - before
    finally:
        done.set()
        ticker.join()
    assert len(reports) == 3000
    if elapsed < 0.05:
        pytest.skip(f"the batch took only {elapsed:.3f} s, too short to observe")
    # With the GIL held for the whole call the ticker could not run at all.
    assert during >= 5, (during, elapsed)


@pytest.mark.skipif(not IFEVAL.exists(), reason=f"{IFEVAL} not present")
def test_ifeval_records_with_given_constraints_agree_with_the_official_labels():
    records = [json.loads(line) for line in IFEVAL.read_text().splitlines() if line.strip()]
    reports = nsvif.check_many(records)
    agree = total = 0
    for rec, r in zip(records, reports):
        for c, got in zip(rec["constraints"], r["constraints"]):
            total += 1
            agree += c["satisfied"] == got["fact"]["value"]
    assert total == 832
    assert agree == total
    assert sum(r["verdict"] == rec["label"] for rec, r in zip(records, reports)) == len(records)


def test_check_many_detail_gives_facts_or_verdicts_matching_the_full_reports():
    items = [
        (INSTRUCTION, "hello there, friend"),
        (INSTRUCTION, "hello there friend"),
        ("Use at least 3 words.", "one two"),
    ]
    full = nsvif.check_many(items)
    facts = nsvif.check_many(items, detail="facts")
    verdicts = nsvif.check_many(items, detail="verdict")
    assert verdicts == [r["verdict"] for r in full] == ["unsat", "sat", "unsat"]
    assert facts == [
        {"verdict": r["verdict"], "facts": [c["fact"]["value"] for c in r["constraints"]]}
        for r in full
    ]
    assert facts[0]["facts"] == [True, False]
    prepared = nsvif.Verifier().prepare(INSTRUCTION)
    outputs = ["hello there, friend", "hello there friend"]
    assert prepared.check_many(outputs, detail="verdict") == ["unsat", "sat"]
    with pytest.raises(nsvif.NsvifError, match="detail"):
        nsvif.check_many(items, detail="everything")


def test_check_many_scores_ifbench_records_as_rewards():
    items = [
        {"instruction": "Write 2 to 4 words, each on its own line.", "output": "quiet\nriver\nflows",
         "constraints": [{"id": "count:word_count_range", "kwargs": {"min_words": 2, "max_words": 4}},
                         {"id": "format:newline", "kwargs": {}}]},
        {"instruction": "Write 2 to 4 words, each on its own line.", "output": "quiet river flows",
         "constraints": [{"id": "count:word_count_range", "kwargs": {"min_words": 2, "max_words": 4}},
                         {"id": "format:newline", "kwargs": {}}]},
        {"instruction": "Start with a verb.", "output": "Run.",
         "constraints": [{"id": "words:start_verb", "kwargs": {}}]},
    ]
    rewards = [v == "sat" for v in nsvif.check_many(items, detail="verdict")]
    assert rewards == [True, False, False]
    facts = nsvif.check_many(items[1:2], detail="facts")[0]
    assert facts["verdict"] == "unsat"
    # The POS-tagger type cannot be decided offline: unknown, never a guessed sat.
    assert nsvif.check_many(items[2:], detail="verdict")[0] == "unknown"

def test_ifbench_fixes_is_a_keyword_of_every_entry_point():
    # The official checker counts "Ella" in "Stella", "Leo" in "Leonard" and "Mia" in
    # "Miami" (docs/COMPATIBILITY.md); with the fix only whole words count: one name.
    item = {"instruction": "Mention at least 3 different person names.",
            "output": "Stella met Leonard in Miami.",
            "constraints": [{"id": "count:person_names", "kwargs": {"N": 3}}]}
    assert nsvif.check_many([item], detail="verdict") == ["sat"]
    assert nsvif.check_many([item], ifbench_fixes=True, detail="verdict") == ["unsat"]
    assert nsvif.Verifier(ifbench_fixes=True).check_many([item], detail="verdict") == ["unsat"]
    spec = {"constraints": [{"id": "c1", "text": "3 names", "kind": "logic",
                             "check": {"predicate": "person_name_count", "args": {"N": 3}}}]}
    assert nsvif.check("x", item["output"], spec=spec)["verdict"] == "sat"
    assert nsvif.check("x", item["output"], spec=spec, ifbench_fixes=True)["verdict"] == "unsat"


def test_ifbench_version_is_a_keyword_of_every_entry_point():
    # Upstream's title case requires a one-letter word in capitals; the frozen version
    # (if-verifiable 0.1.2, the default) lets "a" pass.
    item = {"instruction": "x", "output": "The River Is a Friend",
            "constraints": [{"id": "format:title_case", "kwargs": {}}]}
    assert nsvif.check_many([item], detail="verdict") == ["sat"]
    assert nsvif.check_many([item], ifbench_version="upstream", detail="verdict") == ["unsat"]
    assert nsvif.Verifier(ifbench_version="upstream").check_many([item], detail="verdict") == ["unsat"]
    spec = {"constraints": [{"id": "c1", "text": "title case", "kind": "logic",
                             "check": {"predicate": "title_case", "args": {}}}]}
    assert nsvif.check("x", item["output"], spec=spec, ifbench_version="frozen")["verdict"] == "sat"
    assert nsvif.check("x", item["output"], spec=spec, ifbench_version="upstream")["verdict"] == "unsat"
    from nsvif.rewards import Rewarder
    assert Rewarder(ifbench_version="upstream").score(
        [{"instruction": "x", "output": item["output"], "constraints": item["constraints"]}]) == [0.0]
    with pytest.raises(ValueError, match="unknown IFBench checker version `0.3`"):
        nsvif.check_many([item], ifbench_version="0.3")


def test_thread_counts_outside_their_range_are_errors():
    for threads in (0, 100_000):
        with pytest.raises(ValueError, match="threads must be in 1..=256"):
            nsvif.check_many([("Do not use any commas.", "fine")], threads=threads)
        with pytest.raises(ValueError, match="threads must be in 1..=256"):
            nsvif.Verifier().prepare("Do not use any commas.").check_many(["a"], threads=threads)


def test_a_deeply_nested_formula_is_an_error_not_a_crash():
    spec = {"constraints": [{"id": "c1", "text": "t", "kind": "logic",
                             "check": {"predicate": "no_commas"}}],
            "formula": "(" * 2500 + "c1" + ")" * 2500}
    with pytest.raises(ValueError, match="nested deeper than 128 levels"):
        nsvif.Verifier().prepare_spec(spec)
    spec["formula"] = "!" * 40000 + "c1"
    with pytest.raises(ValueError, match="nested deeper than 128 levels"):
        nsvif.check("x", "y", spec=spec)


def test_check_many_reads_kwargs_as_the_published_files_write_them():
    # IFBench's test file: integral floats and every unused key null; kwargs as a JSON string.
    items = [
        {"instruction": "x", "output": "and but or", "constraints": [
            {"id": "count:conjunctions", "kwargs": {"small_n": 3.0, "N": None}}]},
        {"instruction": "x", "output": "2 cats", "constraints": [
            {"id": "count:numbers", "kwargs": '{"N": 1.0, "small_n": null}'}]},
        {"instruction": "x", "output": "2 cats", "constraints": [
            {"id": "count:numbers", "kwargs": {"N": 1.5}}]},
    ]
    first, second, third = nsvif.check_many(items, detail="verdict")
    assert (first, second) == ("sat", "sat")
    assert third == {"error": "constraint `count:numbers`: predicate `number_count`: bad arguments: "
                              "`N` must be a whole number, got 1.5"}
