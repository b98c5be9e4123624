"""nsvif.rewards.DspyReward in real dspy.Refine / dspy.BestOfN / dspy.Evaluate runs, with
dspy's offline DummyLM (scripted answers, no network)."""

import json
import os

import pytest

# CI installs dspy for these tests and sets NSVIF_REQUIRE_INTEGRATIONS: there a missing
# package fails instead of skipping.
if os.environ.get("NSVIF_REQUIRE_INTEGRATIONS"):
    import dspy
else:
    dspy = pytest.importorskip("dspy")
from dspy.clients.base_lm import GLOBAL_HISTORY
from dspy.utils.dummies import DummyLM

import nsvif
from nsvif.rewards import DspyReward

NO_COMMAS = "Describe Paris. Do not use any commas."
FEEDBACK = '"Do not use any commas": found 2 commas (at line 1, col 6); required no commas.'


@pytest.fixture
def lm_answers():
    def configure(answers):
        lm = DummyLM(answers)
        dspy.configure(lm=lm, adapter=dspy.ChatAdapter())
        GLOBAL_HISTORY.clear()
        return lm
    yield configure
    dspy.configure(lm=None)


def test_refine_gets_nsvif_feedback_and_stops_at_the_first_sat(lm_answers):
    lm_answers([
        {"response": "Paris, France, is lovely."},  # attempt 1: two commas
        {"discussion": "The response used commas.", "advice": '{"self": "Write without commas."}'},
        {"response": "Paris is lovely."},  # attempt 2, with Refine's hint
        {"response": "never reached"},
    ])
    reward = DspyReward()
    refine = dspy.Refine(dspy.Predict("instruction -> response"), N=3, reward_fn=reward, threshold=1.0)
    result = refine(instruction=NO_COMMAS)
    assert result.response == "Paris is lovely."
    assert result.nsvif_feedback == ""
    # Refine's advice request (the second LM call) carried nsvif's violation feedback.
    # (Refine calls copies of the LM, which share only the global history.)
    prompts = ["\n".join(m["content"] for m in call["messages"]) for call in GLOBAL_HISTORY]
    assert len(prompts) == 3
    assert f'"nsvif_feedback": {json.dumps(FEEDBACK)}' in prompts[1]  # in the program's outputs
    assert "Write without commas." in prompts[2]  # the hint reached attempt 2


def test_best_of_n_keeps_the_best_scored_attempt(lm_answers):
    lm_answers([{"response": "Paris, France."}, {"response": "Paris in France."}, {"response": "x"}])
    best = dspy.BestOfN(dspy.Predict("instruction -> response"), N=3, reward_fn=DspyReward(), threshold=1.0)
    assert best(instruction=NO_COMMAS).response == "Paris in France."


def test_fields_partial_credit_and_unknown():
    args = {"instruction": "Answer in a formal tone. Do not use any commas.", "context": "x"}
    pred = dspy.Prediction(reasoning="...", answer="Good day to you")
    # Two inputs: the instruction is `instruction`; one output besides reasoning: `answer`.
    assert DspyReward()(args, pred) == 0.0  # the tone is unknown without a judge
    assert "no judge configured" in pred.nsvif_feedback
    assert DspyReward(unknown=0.25)(args, pred) == 0.25
    # Partial credit: the comma breaks one constraint, the tone is undecided, so the
    # fraction (0 or 1/2) is unknown; strict scoring knows it is 0.
    assert DspyReward(partial_credit=True, unknown=0.25)(args, dspy.Prediction(answer="Good, day")) == 0.25
    assert DspyReward(unknown=0.25)(args, dspy.Prediction(answer="Good, day")) == 0.0
    with pytest.raises(ValueError, match="must be numbers"):
        DspyReward(unknown=None)
    with pytest.raises(KeyError, match="no field `response`"):
        DspyReward()({"instruction": NO_COMMAS}, dspy.Prediction(a="x", b="y"))
    assert DspyReward(output_field="b")({"instruction": NO_COMMAS}, dspy.Prediction(a="x", b="y")) == 1.0


def test_given_constraints_and_errors():
    reward = DspyReward(ground_truth_field="ground_truth")
    args = {"prompt": "Say hi.", "ground_truth": '{"instruction_id_list": ["punctuation:no_comma"], "kwargs": [{}]}'}
    assert reward(args, dspy.Prediction(response="hi, you")) == 0.0
    assert reward(args, dspy.Prediction(response="hi you")) == 1.0
    bad = {**args, "ground_truth": '{"instruction_id_list": ["ifbench:not_yet"], "kwargs": [{}]}'}
    with pytest.raises(nsvif.NsvifError, match="unknown IFEval (or IFBench )?instruction id `ifbench:not_yet`"):
        reward(bad, dspy.Prediction(response="hi"))
    lenient = DspyReward(ground_truth_field="ground_truth", on_error=0.0)
    pred = dspy.Prediction(response="hi")
    assert lenient(bad, pred) == 0.0
    assert "could not check" in pred.nsvif_feedback


def test_metric_for_gepa_and_evaluate(lm_answers):
    reward = DspyReward()
    example = dspy.Example(instruction=NO_COMMAS, response="gold").with_inputs("instruction")
    scored = reward.metric(example, dspy.Prediction(response="Paris, France, is lovely."))
    assert (scored.score, scored.feedback) == (0.0, FEEDBACK)
    assert reward.metric(example, dspy.Prediction(response="Paris")).feedback == "All constraints hold."

    lm_answers({NO_COMMAS: {"response": "Paris is lovely."},
                "Write one word. Do not use any commas.": {"response": "Paris, France."}})
    devset = [dspy.Example(instruction=i).with_inputs("instruction")
              for i in (NO_COMMAS, "Write one word. Do not use any commas.")]
    evaluate = dspy.Evaluate(devset=devset, metric=reward.metric, num_threads=1, display_progress=False)
    assert evaluate(dspy.Predict("instruction -> response")).score == 50.0
