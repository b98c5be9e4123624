"""verl reward functions: ``compute_score`` (one sample) and ``compute_score_batch``.

What it does: verl's custom reward function signatures. ``ground_truth`` (the data set's
``reward_model.ground_truth``) is IFEval/IFBench-style constraints, checked as given; when
it is empty, ``extra_info["instruction"]`` is formulated instead.

Why: verl loads a reward function by file path and name and calls it with the sample by
name; ``custom_reward_function.reward_kwargs`` reach it as keyword arguments, which is how
the options (``partial_credit``, ``unknown``, ``on_error``, ``keep_think``…) are set. The
batch reward manager calls the batch form once per batch: one ``check_many`` call.

Example (verl's config; the path is this file in the installed package)::

    custom_reward_function.path=$(python -c "import nsvif.rewards.verl as m; print(m.__file__)")
    custom_reward_function.name=compute_score_batch   # with reward_model.reward_manager=batch
    +custom_reward_function.reward_kwargs.partial_credit=true

verl loads this file as a module of its own, outside the package: imports here are
absolute.
"""

from typing import Any, Dict, List, Optional, Sequence, Tuple

from nsvif.rewards._scoring import Invalid, Rewarder, Score, item
from nsvif.rewards.ground_truth import GroundTruthError, constraints_from_ground_truth

_REWARDERS: Dict[Tuple[Tuple[str, Any], ...], Rewarder] = {}


def compute_score(
    data_source: Any,
    solution_str: str,
    ground_truth: Any,
    extra_info: Optional[Dict[str, Any]] = None,
    **options: Any,
) -> Score:
    """One sample's score (``reward_model.reward_manager=naive``)."""
    return compute_score_batch([data_source], [solution_str], [ground_truth], [extra_info], **options)[0]


def compute_score_batch(
    data_sources: Sequence[Any],
    solution_strs: Sequence[str],
    ground_truths: Sequence[Any],
    extra_infos: Optional[Sequence[Optional[Dict[str, Any]]]] = None,
    **options: Any,
) -> List[Score]:
    """A batch's scores (``reward_model.reward_manager=batch``), one check_many call."""
    infos = list(extra_infos) if extra_infos is not None else [None] * len(solution_strs)
    items = [_item(s, gt, info) for s, gt, info in zip(solution_strs, ground_truths, infos)]
    return _rewarder(options).score(items)


def _item(solution: str, ground_truth: Any, extra_info: Optional[Dict[str, Any]]) -> Any:
    instruction = (extra_info or {}).get("instruction") or ""
    if ground_truth is None or (isinstance(ground_truth, str) and not ground_truth.strip()):
        if not instruction:
            return Invalid("no ground truth and no extra_info[\"instruction\"] to formulate")
        return item(instruction, solution)
    try:
        return item(instruction, solution, constraints_from_ground_truth(ground_truth))
    except GroundTruthError as e:
        return Invalid(f"ground truth: {e}")


def _rewarder(options: Dict[str, Any]) -> Rewarder:
    """One Rewarder (and its Verifier's cache) per set of options, for the process."""
    key = tuple(sorted(options.items()))
    if key not in _REWARDERS:
        _REWARDERS[key] = Rewarder(**options)
    return _REWARDERS[key]
