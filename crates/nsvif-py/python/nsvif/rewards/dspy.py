"""A DSPy reward (``dspy.Refine``, ``dspy.BestOfN``) and metric (``dspy.GEPA``,
``dspy.Evaluate``) whose feedback is nsvif's violation feedback.

What it does: ``DspyReward(...)(args, pred) -> float`` scores a prediction's output field
against the instruction in the program's inputs. It also writes nsvif's feedback (one line
per violated constraint: what was found, where, what was required) into the prediction as
``pred.nsvif_feedback``; ``Refine`` builds its advice for the next attempt from the
program's outputs, so that advice starts from the exact violations rather than from the
bare score. ``DspyReward.metric`` returns ``dspy.Prediction(score=…, feedback=…)``, the
shape GEPA reads feedback from.

Why: DSPy refines with a reward function and a threshold; a verifier that says *which*
constraint failed and *where* makes the retry targeted. nsvif checks in microseconds, so
the only LM calls are DSPy's own.

Example::

    import dspy
    from nsvif.rewards import DspyReward

    write = dspy.Predict("instruction -> response")
    refine = dspy.Refine(write, N=3, reward_fn=DspyReward(), threshold=1.0)
    refine(instruction="Describe Paris in lowercase letters only, without commas.").response
"""

from typing import Any, Optional

from .._nsvif import NsvifError
from ._scoring import Outcome, Rewarder
from .ground_truth import GroundTruthError, constraints_from_ground_truth

FEEDBACK_FIELD = "nsvif_feedback"


class DspyReward(Rewarder):
    """``reward_fn`` for ``dspy.Refine`` / ``dspy.BestOfN``; options as :class:`Rewarder`.

    ``instruction_field``: the program input holding the instruction (default: the only
    input, else ``"instruction"``). ``output_field``: the prediction field checked (default:
    the only output besides ``reasoning``, else ``"response"``). ``ground_truth_field``: an
    input holding IFEval/IFBench constraints, checked as given instead of formulated.
    ``unknown`` must be a number here (Refine compares rewards).
    """

    def __init__(
        self,
        *,
        instruction_field: Optional[str] = None,
        output_field: Optional[str] = None,
        ground_truth_field: Optional[str] = None,
        attach_feedback: bool = True,
        **options: Any,
    ) -> None:
        super().__init__(**options)
        if self.unknown is None or self.on_error is None:
            raise ValueError("dspy compares rewards: `unknown` and `on_error` must be numbers (or on_error=\"raise\")")
        self.instruction_field = instruction_field
        self.output_field = output_field
        self.ground_truth_field = ground_truth_field
        self.attach_feedback = attach_feedback

    def __call__(self, args: Any, pred: Any) -> float:
        score, feedback = self.score_with_feedback(args, pred)
        if self.attach_feedback:
            pred[FEEDBACK_FIELD] = feedback
        return score

    def metric(self, gold: Any, pred: Any, trace: Any = None, pred_name: Any = None, pred_trace: Any = None) -> Any:
        """A DSPy metric (``dspy.GEPA``, ``dspy.Evaluate``): ``Prediction(score, feedback)``.

        The instruction (and ground truth) are read from the example ``gold``'s inputs."""
        import dspy

        score, feedback = self.score_with_feedback(gold, pred)
        return dspy.Prediction(score=score, feedback=feedback or "All constraints hold.")

    def score_with_feedback(self, args: Any, pred: Any) -> "tuple[float, str]":
        """The score and nsvif's feedback ("" when every constraint holds)."""
        entry = {"instruction": self._instruction(args), "output": self._output(pred)}
        try:
            if self.ground_truth_field:
                entry["constraints"] = constraints_from_ground_truth(_get(args, self.ground_truth_field))
            [report] = self.verifier.check_many([entry], threads=self.threads, detail="full")
            if "error" in report:  # check_many's per-item error (issue #18)
                raise NsvifError(report["error"])
        except (NsvifError, GroundTruthError) as e:
            if self.on_error == "raise":
                raise
            return self.on_error, f"nsvif could not check this output: {e}"
        outcome = Outcome(report["verdict"], [c["fact"]["value"] for c in report["constraints"]])
        return self.score_outcome(outcome), report["feedback"]

    def _instruction(self, args: Any) -> str:
        if self.instruction_field:
            return _text(_get(args, self.instruction_field), self.instruction_field)
        inputs = _inputs(args)
        if self.ground_truth_field:
            inputs.pop(self.ground_truth_field, None)
        if len(inputs) == 1:
            [(name, value)] = inputs.items()
            return _text(value, name)
        return _text(_get(inputs, "instruction"), "instruction")

    def _output(self, pred: Any) -> str:
        if self.output_field:
            return _text(_get(pred, self.output_field), self.output_field)
        fields = [k for k in pred.keys() if k not in ("reasoning", FEEDBACK_FIELD)]
        name = fields[0] if len(fields) == 1 else "response"
        return _text(_get(pred, name), name)


def _inputs(args: Any) -> dict:
    """Refine's keyword arguments, or a ``dspy.Example``'s inputs (all its fields when
    ``with_inputs`` was not called)."""
    if hasattr(args, "inputs"):
        try:
            return dict(args.inputs())
        except ValueError:
            return dict(args.toDict())
    return dict(args)


def _get(obj: Any, name: str) -> Any:
    try:
        return obj[name]
    except (KeyError, TypeError):
        raise KeyError(f"no field `{name}`: set instruction_field / output_field of DspyReward") from None


def _text(value: Any, name: str) -> str:
    if not isinstance(value, str):
        raise TypeError(f"field `{name}` must be a str, got {type(value).__name__}")
    return value
