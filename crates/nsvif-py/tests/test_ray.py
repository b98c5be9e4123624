"""nsvif.rewards.ray.NsvifBatchScorer on a local Ray (2 CPUs, no dashboard): a Ray Dataset
of the IFEval records scored by map_batches equals check_many's results."""

import json
import os
import pathlib
import re

import pytest

# CI installs ray for this test and sets NSVIF_REQUIRE_INTEGRATIONS: there a missing
# package fails instead of skipping.
if os.environ.get("NSVIF_REQUIRE_INTEGRATIONS"):
    import ray
else:
    ray = pytest.importorskip("ray")

import nsvif
from nsvif.rewards.ray import NsvifBatchScorer

REPO = pathlib.Path(__file__).resolve().parents[3]
# The wording gains "or IFBench" when IFBench ids are known.
UNKNOWN_ID = r"unknown IFEval (or IFBench )?instruction id `ifbench:not_yet_known`"
IFEVAL = REPO.parent / "shared" / "data" / "ifeval" / "ifeval_gpt4.vif.jsonl"


@pytest.fixture(scope="module")
def local_ray():
    ray.init(num_cpus=2, include_dashboard=False, log_to_driver=False,
             configure_logging=False, ignore_reinit_error=True)
    ray.data.DataContext.get_current().enable_progress_bars = False
    yield ray
    ray.shutdown()


def records():
    return [json.loads(line) for line in IFEVAL.read_text().splitlines() if line.strip()]


@pytest.mark.skipif(not IFEVAL.exists(), reason=f"{IFEVAL} not present")
def test_ifeval_records_on_two_ray_workers_equal_check_many(local_ray):
    rows = records()
    expected = nsvif.check_many(rows, detail="facts")
    ds = ray.data.from_items([{"key": i, "instruction": r["instruction"], "output": r["output"],
                               "constraints": json.dumps(r["constraints"])} for i, r in enumerate(rows)])
    scored = ds.map_batches(NsvifBatchScorer, batch_format="pyarrow", batch_size=64, concurrency=2,
                            fn_constructor_kwargs={"partial_credit": True, "threads": 1}, num_cpus=1)
    got = sorted(scored.take_all(), key=lambda row: row["key"])
    assert len(got) == len(rows)
    assert [g["verdict"] for g in got] == [e["verdict"] for e in expected]
    assert [g["score"] for g in got] == pytest.approx([sum(e["facts"]) / len(e["facts"]) for e in expected])
    assert [g["verdict"] for g in got] == [r["label"] for r in rows]
    assert all(g["error"] is None for g in got)


def test_batch_formats_and_per_row_errors(local_ray):
    rows = [
        {"instruction": "Do not use any commas.", "output": "a, b"},
        {"instruction": "x", "output": "a b",
         "instruction_id_list": ["punctuation:no_comma"], "kwargs": [{"num_words": None}]},
        {"instruction": "x", "output": "a b", "instruction_id_list": ["ifbench:not_yet_known"], "kwargs": [{}]},
    ]
    scorer = NsvifBatchScorer()
    ds = ray.data.from_items(rows)
    # The batches exactly as Ray hands them to map_batches in each format (made here in
    # the driver: an actor pool per format would only add start-up time).
    for batch_format in ("pyarrow", "pandas", "numpy"):
        [batch] = ds.iter_batches(batch_format=batch_format, batch_size=len(rows))
        out = scorer(batch)
        got = out.to_pylist() if batch_format == "pyarrow" else \
            _without_nan(out.to_dict("records")) if batch_format == "pandas" else \
            [dict(zip(out, values)) for values in zip(*out.values())]
        assert [g["verdict"] for g in got] == ["unsat", "sat", None], batch_format
        assert [g["score"] for g in got][:2] == [0.0, 1.0], batch_format
        assert re.fullmatch(UNKNOWN_ID, got[2]["error"]), batch_format
        assert [g["instruction"] for g in got] == [r["instruction"] for r in rows], batch_format


def _without_nan(rows):
    """pandas stores a missing verdict or error as NaN."""
    return [{k: None if isinstance(v, float) and v != v else v for k, v in row.items()} for row in rows]


def test_the_scorer_is_a_plain_callable_without_ray():
    scorer = NsvifBatchScorer(instruction_column="prompt", output_column="response", unknown=None)
    batch = {"prompt": ["Answer in a formal tone.", "Do not use any commas."], "response": ["hi", "a b"]}
    out = scorer(batch)
    assert out["verdict"] == ["unknown", "sat"] and out["score"] == [None, 1.0]
    with pytest.raises(ValueError, match="row 0 of the batch: ground truth"):
        NsvifBatchScorer(ground_truth_column="gt", on_error="raise")(
            {"instruction": ["x"], "output": ["y"], "gt": ["{"]})
