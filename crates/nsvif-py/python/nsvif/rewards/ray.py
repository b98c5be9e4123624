"""Scoring a Ray Dataset: a callable class for ``Dataset.map_batches``.

What it does: ``NsvifBatchScorer`` adds ``verdict``, ``score`` and ``error`` columns to
each batch of a Ray Dataset, checking the batch with one ``check_many`` call. Ray makes one
instance per worker (actor), so the Verifier and its cache of prepared instructions are set
up once per worker, not once per batch.

Why: scoring millions of outputs outgrows one machine; Ray spreads the batches over a
cluster's workers, and each worker checks on all its cores with the GIL released.

Example (a local Ray, or ``ray.init(address="ray://head:10001")`` for a cluster; every
node needs the nsvif wheel installed)::

    import ray
    from nsvif.rewards.ray import NsvifBatchScorer

    ds = ray.data.read_json("outputs.jsonl")          # instruction, output[, constraints]
    scored = ds.map_batches(NsvifBatchScorer, batch_format="pyarrow", batch_size=1024,
                            concurrency=8,            # workers; each one checks on all its cores
                            fn_constructor_kwargs={"partial_credit": True})
    scored.write_json("scored/")

Columns read: ``instruction`` and ``output`` (names set by ``instruction_column`` and
``output_column``); given constraints from ``constraints`` (nsvif's
``[{"id", "kwargs"}]``), ``instruction_id_list`` + ``kwargs`` (IFEval's), or a
``ground_truth_column`` (IFBench/open-instruct RLVR), when present. Batches may be pyarrow
Tables, pandas DataFrames or dicts of columns (numpy or lists).
"""

from typing import Any, Dict, List, Optional

from .._nsvif import NsvifError
from ._scoring import Invalid, Rewarder, item
from .ground_truth import GroundTruthError, constraints_from_columns, constraints_from_ground_truth


class NsvifBatchScorer:
    """``map_batches(NsvifBatchScorer, fn_constructor_kwargs={...})``; options as
    :class:`nsvif.rewards.Rewarder` (``on_error`` defaults to ``None`` here: an item nsvif
    cannot check gets ``score`` None and its ``error``, the job goes on)."""

    def __init__(
        self,
        *,
        instruction_column: str = "instruction",
        output_column: str = "output",
        ground_truth_column: Optional[str] = None,
        **options: Any,
    ) -> None:
        options.setdefault("on_error", None)
        self.rewarder = Rewarder(**options)
        self.instruction_column = instruction_column
        self.output_column = output_column
        self.ground_truth_column = ground_truth_column

    def __call__(self, batch: Any) -> Any:
        rows = _rows(batch)
        items = [self._item(row) for row in rows]
        outcomes = self.rewarder.outcomes(items)
        if self.rewarder.on_error == "raise":
            failed = next(((i, o.error) for i, o in enumerate(outcomes) if o.error), None)
            if failed:
                raise NsvifError(f"row {failed[0]} of the batch: {failed[1]}")
        added = {
            "verdict": [o.verdict for o in outcomes],
            "score": [self.rewarder.score_outcome(o) for o in outcomes],
            "error": [o.error for o in outcomes],
        }
        return _with_columns(batch, added)

    def _item(self, row: Dict[str, Any]) -> Any:
        try:
            given = self._constraints(row)
        except GroundTruthError as e:
            return Invalid(f"ground truth: {e}")
        return item(row[self.instruction_column] or "", row[self.output_column] or "", given)

    def _constraints(self, row: Dict[str, Any]) -> Optional[List[Dict[str, Any]]]:
        if self.ground_truth_column:
            return constraints_from_ground_truth(row[self.ground_truth_column])
        if row.get("constraints") is not None:
            return constraints_from_ground_truth(row["constraints"])
        if row.get("instruction_id_list") is not None:
            return constraints_from_columns(row["instruction_id_list"], row.get("kwargs"))
        return None


def _rows(batch: Any) -> List[Dict[str, Any]]:
    """The batch as plain Python rows (nested numpy arrays become lists)."""
    if hasattr(batch, "to_pylist"):  # pyarrow.Table
        return batch.to_pylist()
    if hasattr(batch, "to_dict") and hasattr(batch, "columns"):  # pandas.DataFrame
        return [{k: _plain(v) for k, v in row.items()} for row in batch.to_dict("records")]
    columns = {k: _plain(v) for k, v in batch.items()}
    n = len(next(iter(columns.values()), []))
    return [{k: v[i] for k, v in columns.items()} for i in range(n)]


def _plain(value: Any) -> Any:
    if hasattr(value, "tolist"):  # numpy arrays and scalars, all the way down
        value = value.tolist()
    if isinstance(value, dict):
        return {k: _plain(v) for k, v in value.items()}
    if isinstance(value, list):
        return [_plain(v) for v in value]
    return value


def _with_columns(batch: Any, added: Dict[str, List[Any]]) -> Any:
    if hasattr(batch, "append_column"):  # pyarrow.Table
        import pyarrow as pa

        types = {"verdict": pa.string(), "score": pa.float64(), "error": pa.string()}
        for name, values in added.items():
            if name in batch.column_names:
                batch = batch.drop_columns([name])
            batch = batch.append_column(name, pa.array(values, type=types[name]))
        return batch
    if hasattr(batch, "assign"):  # pandas.DataFrame
        return batch.assign(**added)
    return {**batch, **added}
