"""nsvif.rewards called as TRL, verl and RLVR pipelines call reward functions."""

import json
import pathlib
import re

import pytest

import nsvif
from nsvif.rewards import Rewarder, TrlReward, constraints_from_ground_truth
from nsvif.rewards import verl

REPO = pathlib.Path(__file__).resolve().parents[3]
IFEVAL = REPO.parent / "shared" / "data" / "ifeval" / "ifeval_gpt4.vif.jsonl"
NO_COMMAS = "Do not use any commas."
# The wording gains "or IFBench" when IFBench ids are known.
UNKNOWN_ID = r"unknown IFEval (or IFBench )?instruction id `ifbench:not_yet_known`"
TONE = "Answer in a formal tone and do not use any commas."  # the tone is unknown without a judge


def trl_call(reward, rows, completions, **trainer_columns):
    """What GRPOTrainer._calculate_rewards does: every data set column but the prompt as a
    keyword list, the prompts and completions by name, plus the trainer's own arguments."""
    keys = [k for k in rows[0] if k not in ("prompt", "completion", "completion_ids")]
    columns = {k: [row[k] for row in rows] for k in keys}
    return reward(
        prompts=[row["prompt"] for row in rows],
        completions=completions,
        completion_ids=[[1, 2, 3]] * len(completions),
        trainer_state=object(),
        **columns,
        **trainer_columns,
    )


def chat(role, text):
    return [{"role": role, "content": text}]


def test_trl_conversational_batch_groups_of_generations():
    # GRPO: each prompt repeated num_generations times, completions as chat messages.
    prompts = [[{"role": "system", "content": "You are a helpful assistant."}, *chat("user", NO_COMMAS)],
               chat("user", "Answer in all lowercase letters.")]
    outputs = [["a, b", "a b"], ["hello there my good friend", "Hello there my good friend"]]
    rows = [{"prompt": p} for p in prompts for _ in range(2)]
    completions = [chat("assistant", o) for group in outputs for o in group]
    reward = TrlReward()
    assert trl_call(reward, rows, completions) == [0.0, 1.0, 1.0, 0.0]
    assert reward.__name__ == "nsvif"
    assert TrlReward(name="if").__name__ == "if"


def test_trl_standard_strings_and_reasoning_traces():
    rows = [{"prompt": NO_COMMAS}] * 3
    completions = ["a b", "<think>a, b, c</think>a b", "<think>fine</think>a, b"]
    assert trl_call(TrlReward(), rows, completions) == [1.0, 1.0, 0.0]
    assert trl_call(TrlReward(keep_think=True), rows, completions) == [1.0, 0.0, 0.0]


def test_trl_unknown_scores_zero_or_drops_the_sample():
    rows = [{"prompt": TONE}] * 2
    completions = [chat("assistant", "Good day"), chat("assistant", "Good day, sir")]
    # The tone cannot be judged without an LLM: unknown, while the comma makes it unsat.
    assert trl_call(TrlReward(), rows, completions) == [0.0, 0.0]
    assert trl_call(TrlReward(unknown=None), rows, completions) == [None, 0.0]
    assert trl_call(TrlReward(unknown=0.5), rows, completions) == [0.5, 0.0]
    # Partial credit: an undecided constraint leaves the fraction unknown; a decided one counts.
    assert trl_call(TrlReward(partial_credit=True, unknown=None), rows, completions) == [None, None]


def test_trl_instruction_from_a_data_set_column():
    rows = [{"prompt": chat("user", "Tell me about cats."), "instruction": NO_COMMAS}] * 2
    completions = [chat("assistant", "cats, dogs"), chat("assistant", "cats")]
    assert trl_call(TrlReward(instruction_column="instruction"), rows, completions) == [0.0, 1.0]
    with pytest.raises(KeyError, match="no data set column `missing`"):
        trl_call(TrlReward(instruction_column="missing"), rows, completions)


def ifeval_rows():
    """The IFEval GPT-4 records as a google/IFEval-shaped data set: `prompt`,
    `instruction_id_list`, and `kwargs` with every key any id takes (null where unused)."""
    records = [json.loads(line) for line in IFEVAL.read_text().splitlines() if line.strip()]
    keys = sorted({k for r in records for c in r["constraints"] for k in c["kwargs"]})
    rows = [{
        "key": i,
        "prompt": chat("user", r["instruction"]),
        "instruction_id_list": [c["id"] for c in r["constraints"]],
        "kwargs": [{k: c["kwargs"].get(k) for k in keys} for c in r["constraints"]],
    } for i, r in enumerate(records)]
    return records, rows


@pytest.mark.skipif(not IFEVAL.exists(), reason=f"{IFEVAL} not present")
def test_trl_ifeval_columns_reproduce_the_official_labels():
    records, rows = ifeval_rows()
    completions = [chat("assistant", r["output"]) for r in records]
    strict = trl_call(TrlReward(), rows, completions)
    assert strict == [1.0 if r["label"] == "sat" else 0.0 for r in records]
    partial = trl_call(TrlReward(partial_credit=True), rows, completions)
    expected = [sum(c["satisfied"] for c in r["constraints"]) / len(r["constraints"]) for r in records]
    assert partial == pytest.approx(expected)
    assert any(0 < p < 1 for p in partial)


@pytest.mark.skipif(not IFEVAL.exists(), reason=f"{IFEVAL} not present")
def test_rlvr_ground_truth_strings_give_the_same_scores():
    records, rows = ifeval_rows()
    # open-instruct / IFBench RLVR: a `ground_truth` string per row.
    ground_truth = [json.dumps([{"instruction_id": row["instruction_id_list"], "kwargs": row["kwargs"]}])
                    for row in rows]
    rlvr_rows = [{"prompt": r["instruction"], "ground_truth": gt} for r, gt in zip(records, ground_truth)]
    outputs = [r["output"] for r in records]
    scores = trl_call(TrlReward(ground_truth_column="ground_truth"), rlvr_rows, outputs)
    assert scores == [1.0 if r["label"] == "sat" else 0.0 for r in records]
    assert verl.compute_score_batch(
        data_sources=["ifeval"] * len(records), solution_strs=outputs,
        ground_truths=ground_truth, extra_infos=[{"index": i} for i in range(len(records))],
    ) == scores


def test_verl_compute_score_by_name_with_reward_kwargs():
    gt = json.dumps({"instruction_id_list": ["punctuation:no_comma", "change_case:english_lowercase"],
                     "kwargs": [{}, None]})
    assert verl.compute_score(data_source="ifeval", solution_str="hello world", ground_truth=gt,
                              extra_info={"split": "train"}) == 1.0
    assert verl.compute_score(data_source="ifeval", solution_str="Hello world", ground_truth=gt,
                              extra_info=None) == 0.0
    # custom_reward_function.reward_kwargs arrive as keyword arguments.
    assert verl.compute_score(data_source="ifeval", solution_str="Hello world", ground_truth=gt,
                              extra_info=None, partial_credit=True) == 0.5
    # No ground truth: the instruction in extra_info is formulated.
    assert verl.compute_score("x", "a, b", "", {"instruction": NO_COMMAS}) == 0.0
    assert verl.compute_score("x", "a b", None, {"instruction": NO_COMMAS}) == 1.0
    # unknown: the tone cannot be judged without an LLM.
    assert verl.compute_score("x", "Good day", None, {"instruction": TONE}) == 0.0
    assert verl.compute_score("x", "Good day", None, {"instruction": TONE}, unknown=None) is None
    assert verl.compute_score_batch(["x"] * 2, ["Good day", "Good, day"], [None] * 2,
                                    [{"instruction": TONE}] * 2, unknown=0.5) == [0.5, 0.0]
    with pytest.raises(nsvif.NsvifError, match='item 0: no ground truth and no extra_info\\["instruction"\\]'):
        verl.compute_score("x", "a b", None, None)


def test_an_id_nsvif_does_not_know_is_an_error_of_its_item_only():
    unknown_id = {"instruction_id": ["ifbench:not_yet_known"], "kwargs": [{}]}
    known = {"instruction_id": ["punctuation:no_comma"], "kwargs": [{}]}
    gts = [json.dumps(known), json.dumps(unknown_id), json.dumps(known), "not json {", json.dumps(known)]
    outputs = ["a b", "a b", "a, b", "a b", "a b"]
    with pytest.raises(nsvif.NsvifError) as raised:
        verl.compute_score_batch(["d"] * 5, outputs, gts, None)
    assert re.match("item 1: " + UNKNOWN_ID, str(raised.value))
    assert "(and 1 more items)" in str(raised.value)
    assert verl.compute_score_batch(["d"] * 5, outputs, gts, None, on_error=None) == [1.0, None, 0.0, None, 1.0]
    rewarder = verl._rewarder({"on_error": -1.0})
    assert verl.compute_score_batch(["d"] * 5, outputs, gts, None, on_error=-1.0) == [1.0, -1.0, 0.0, -1.0, 1.0]
    [(i1, e1), (i3, e3)] = rewarder.last_errors
    assert (i1, i3) == (1, 3)
    assert re.fullmatch(UNKNOWN_ID, e1)
    assert e3.startswith("ground truth: neither JSON nor a Python literal")


def test_ground_truth_shapes():
    expected = [{"id": "punctuation:no_comma", "kwargs": {}},
                {"id": "length_constraints:number_words", "kwargs": {"relation": "at least", "num_words": 5}}]
    ids = ["punctuation:no_comma", "length_constraints:number_words"]
    kwargs = [None, {"relation": "at least", "num_words": 5, "keywords": None}]
    shapes = [
        {"instruction_id_list": ids, "kwargs": kwargs},
        json.dumps({"instruction_id_list": ids, "kwargs": kwargs}),
        [{"instruction_id": ids, "kwargs": kwargs}],
        str([{"instruction_id": ids, "kwargs": kwargs}]),  # a Python literal, as str(list) stores it
        [{"id": i, "kwargs": k} for i, k in zip(ids, kwargs)],
    ]
    for shape in shapes:
        assert constraints_from_ground_truth(shape) == expected, shape
    for bad, message in [
        ({"instruction_id_list": ids, "kwargs": [None]}, "2 instruction ids but 1 kwargs"),
        ({"ids": ids}, "no `instruction_id_list` or `instruction_id`"),
        ("__import__('os')", "neither JSON nor a Python literal"),
        ([{"id": 3}], "the id must be a string"),
        (42, "expected constraints"),
    ]:
        with pytest.raises(nsvif.rewards.GroundTruthError, match=message):
            constraints_from_ground_truth(bad)


def test_rewarder_options_are_checked():
    with pytest.raises(ValueError, match="on_error"):
        Rewarder(on_error="ignore")
    assert Rewarder().score([]) == []


def test_a_batch_is_one_check_many_call():
    calls = []
    rewarder = Rewarder()
    real = rewarder.verifier

    class Counting:
        def check_many(self, items, **kw):
            calls.append(len(items))
            return real.check_many(items, **kw)

    rewarder.verifier = Counting()
    rewarder.score([{"instruction": NO_COMMAS, "output": "a b"}] * 1024)
    assert calls == [1024]


def test_the_documented_examples_run():
    import doctest

    from nsvif.rewards import _scoring, ground_truth

    for module in (nsvif.rewards, _scoring, ground_truth):
        failed, attempted = doctest.testmod(module)
        assert attempted > 0 and failed == 0, module.__name__


def test_per_item_error_entries_of_check_many_are_item_errors():
    """check_many that answers {"error": …} in a failing item's place (rather than raising
    for the batch) gives the same per-item errors."""
    rewarder = Rewarder(on_error=None)

    class PerItemErrors:
        def check_many(self, items, **kw):
            return [{"error": "unknown IFEval instruction id `x`"} if "constraints" in i
                    else {"verdict": "sat", "facts": [True]} for i in items]

    rewarder.verifier = PerItemErrors()
    items = [{"instruction": "a", "output": "b"}, {"instruction": "a", "output": "b", "constraints": []}]
    assert rewarder.score(items) == [1.0, None]
    assert rewarder.last_errors == [(1, "unknown IFEval instruction id `x`")]


def test_published_kwargs_as_the_files_write_them():
    # IFBench's test file writes counts as floats (a data-frame export) and every unused
    # key as null; reward pipelines store kwargs as JSON strings.
    ids = ["count:conjunctions", "count:numbers"]
    for kwargs in ([{"small_n": 3.0, "N": None}, {"N": 2.0, "small_n": None}],
                   [json.dumps({"small_n": 3.0}), '{"N": 2}']):
        ground_truth = json.dumps([{"instruction_id": ids, "kwargs": kwargs}])
        scores = verl.compute_score_batch(
            data_sources=["ifbench"] * 2,
            solution_strs=["I came and saw but left, or not: 2 cats and 3 dogs.", "and 1"],
            ground_truths=[ground_truth] * 2, extra_infos=[{}, {}],
        )
        assert scores == [1.0, 0.0], kwargs
    # A fraction where Python would not count: an error naming the instruction and argument.
    fraction = json.dumps([{"instruction_id": ["count:numbers"], "kwargs": [{"N": 2.5}]}])
    with pytest.raises(nsvif.NsvifError) as e:
        verl.compute_score_batch(data_sources=["ifbench"], solution_strs=["x"], ground_truths=[fraction])
    assert str(e.value) == ("item 0: constraint `count:numbers`: predicate `number_count`: "
                            "bad arguments: `N` must be a whole number, got 2.5")
