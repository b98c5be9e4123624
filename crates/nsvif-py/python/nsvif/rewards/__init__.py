"""Reward functions over nsvif's verdicts, with the signatures trainers call.

- :class:`TrlReward`: TRL ``GRPOTrainer(reward_funcs=…)``,
  ``f(prompts=…, completions=…, **columns) -> list[float | None]``.
- :mod:`nsvif.rewards.verl`: verl's ``compute_score`` and ``compute_score_batch``.
- :mod:`nsvif.rewards.ground_truth`: IFEval/IFBench-style RLVR ground truth
  (``instruction_id_list`` + ``kwargs``), checked as given, with no formulation.
- :class:`DspyReward` (:mod:`nsvif.rewards.dspy`): ``dspy.Refine`` / ``dspy.BestOfN``.
- :class:`nsvif.rewards.ray.NsvifBatchScorer`: ``ray.data.Dataset.map_batches``.

All of them score through :class:`Rewarder`: one ``check_many`` call per batch (GIL
released), strict (1.0 only when every constraint holds) or partial credit (the fraction
that holds), ``unknown`` worth 0.0 or ``None`` (drop the sample), reasoning traces removed.

    >>> from nsvif.rewards import TrlReward
    >>> reward = TrlReward()
    >>> reward(prompts=["Do not use any commas."] * 2,
    ...        completions=[[{"role": "assistant", "content": "a, b"}],
    ...                     [{"role": "assistant", "content": "a b"}]])
    [0.0, 1.0]
"""

from ._scoring import Invalid, Outcome, Rewarder, Score
from .dspy import DspyReward
from .ground_truth import GroundTruthError, constraints_from_columns, constraints_from_ground_truth
from .trl import TrlReward, message_text

__all__ = [
    "DspyReward",
    "GroundTruthError",
    "Invalid",
    "Outcome",
    "Rewarder",
    "Score",
    "TrlReward",
    "constraints_from_columns",
    "constraints_from_ground_truth",
    "message_text",
]
