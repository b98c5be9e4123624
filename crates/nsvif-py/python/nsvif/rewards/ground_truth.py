"""IFEval/IFBench-style RLVR ground truth as the constraints ``check_many`` checks.

What it does: reads the constraint lists RLVR data sets carry next to each prompt and gives
``[{"id": …, "kwargs": {…}}, …]``, checked as given (no formulation).

Why: instruction-following RLVR data (IFEval's ``instruction_id_list`` + ``kwargs``
columns, IFBench's and open-instruct's ``ground_truth`` strings) already says which
constraints hold for the prompt; checking exactly those is faster and reproduces the
official scorer, where formulating the prompt again could only add disagreement.

Accepted shapes, as objects or as their JSON text (a Python-literal string, as some data
sets store ``str(list)``, is read too):

- ``{"instruction_id_list": [...], "kwargs": [...]}`` (IFEval's ``input_data.jsonl``);
- ``{"instruction_id": [...], "kwargs": [...]}``, or a list holding one such dict
  (IFBench / open-instruct RLVR ``ground_truth``);
- ``[{"id": ..., "kwargs": {...}}, ...]`` (nsvif's own, as in VIFBench records).

Whether nsvif knows an id is for the checker to say, per item: an id it does not know yet
is an error of that item (see :class:`nsvif.rewards.Rewarder`'s ``on_error``), not of the
batch.

Example::

    >>> from nsvif.rewards.ground_truth import constraints_from_ground_truth
    >>> constraints_from_ground_truth('{"instruction_id": ["punctuation:no_comma"], "kwargs": [null]}')
    [{'id': 'punctuation:no_comma', 'kwargs': {}}]
"""

import ast
import json
from typing import Any, Dict, List, Mapping, Optional, Sequence, Union


class GroundTruthError(ValueError):
    """Ground truth that is not a constraint list in any accepted shape; the message says why."""


def constraints_from_ground_truth(ground_truth: Any) -> List[Dict[str, Any]]:
    """The given constraints of one sample, as ``check_many`` items carry them."""
    value = _decoded(ground_truth) if isinstance(ground_truth, (str, bytes)) else ground_truth
    if isinstance(value, Mapping):
        return _from_id_lists(value)
    if isinstance(value, Sequence) and not isinstance(value, (str, bytes)):
        if len(value) == 1 and isinstance(value[0], Mapping) and "id" not in value[0]:
            return _from_id_lists(value[0])  # open-instruct's one-element list
        return [_from_pair(i, c) for i, c in enumerate(value)]
    raise GroundTruthError(f"expected constraints (a dict, a list or their JSON), got {type(value).__name__}")


def constraints_from_columns(instruction_id_list: Any, kwargs: Any) -> List[Dict[str, Any]]:
    """The given constraints of one row of an IFEval-shaped data set (two columns)."""
    return _from_id_lists({"instruction_id_list": instruction_id_list, "kwargs": kwargs})


def _decoded(text: Any) -> Any:
    if isinstance(text, bytes):
        text = text.decode("utf-8")
    try:
        return json.loads(text)
    except json.JSONDecodeError as json_error:
        try:
            # Literals only: no name or call is evaluated.
            return ast.literal_eval(text)
        except (ValueError, SyntaxError):
            raise GroundTruthError(f"neither JSON nor a Python literal: {json_error}") from None


def _from_id_lists(value: Mapping[str, Any]) -> List[Dict[str, Any]]:
    ids = value.get("instruction_id_list", value.get("instruction_id"))
    if ids is None:
        raise GroundTruthError(
            f"no `instruction_id_list` or `instruction_id` (keys: {sorted(value)})")
    if isinstance(ids, str):
        ids = [ids]
    ids = list(ids)
    kwargs = value.get("kwargs")
    kwargs = [None] * len(ids) if kwargs is None else list(_as_list(kwargs))
    if len(kwargs) != len(ids):
        raise GroundTruthError(f"{len(ids)} instruction ids but {len(kwargs)} kwargs")
    return [_constraint(i, id_, kw) for i, (id_, kw) in enumerate(zip(ids, kwargs))]


def _as_list(kwargs: Any) -> Sequence[Any]:
    # A data set row read through pandas/Arrow may hold a dict where a one-element list was.
    return [kwargs] if isinstance(kwargs, Mapping) else kwargs


def _from_pair(index: int, c: Any) -> Dict[str, Any]:
    if not isinstance(c, Mapping) or "id" not in c:
        raise GroundTruthError(f"constraint {index}: expected a dict with `id` and `kwargs`, got {c!r}")
    return _constraint(index, c["id"], c.get("kwargs"))


def _constraint(index: int, id_: Any, kwargs: Optional[Union[Mapping[str, Any], str]]) -> Dict[str, Any]:
    if not isinstance(id_, str):
        raise GroundTruthError(f"constraint {index}: the id must be a string, got {id_!r}")
    if isinstance(kwargs, str):
        # Kwargs stored as a JSON string: nsvif reads them (nulls dropped there too).
        return {"id": id_, "kwargs": kwargs}
    if kwargs is not None and not isinstance(kwargs, Mapping):
        raise GroundTruthError(f"constraint {index} ({id_}): kwargs must be a dict or a JSON string, got {kwargs!r}")
    # IFEval's data sets fill every kwarg any id takes, with null for the ones this id does
    # not (as the official runners do, only the given ones are passed on).
    return {"id": id_, "kwargs": {k: v for k, v in (kwargs or {}).items() if v is not None}}
