"""A reward function for TRL's ``GRPOTrainer`` (and ``RLOOTrainer``, same call).

What it does: ``reward(prompts=…, completions=…, **columns) -> list[float | None]``, one
score per completion, from one ``check_many`` call for the whole batch.

Why: TRL calls each reward function with the batch's prompts and completions by name, as
plain strings (standard data sets) or chat-message lists (conversational ones), and every
other data set column as a keyword argument of lists. The instruction is the prompt (or a
column); a conversational prompt (a list of messages) is checked as a conversation: its
system prompt and every user turn instruct, a later turn can change or lift an earlier
requirement, and assistant turns are context; IFEval/IFBench-style rows carry their constraints
(``instruction_id_list`` + ``kwargs`` columns, or a ``ground_truth`` string), which are
checked as given. TRL turns a ``None`` score into NaN and leaves it out of the advantage,
which is what ``unknown=None`` is for.

Example::

    from trl import GRPOConfig, GRPOTrainer
    from nsvif.rewards import TrlReward

    # prompts are the instructions; unknown (e.g. a tone constraint, no judge) drops the sample
    reward = TrlReward(unknown=None)
    # or, on an IFEval-shaped data set (`instruction_id_list`, `kwargs` columns), given
    # constraints with partial credit:
    reward = TrlReward(partial_credit=True)
    trainer = GRPOTrainer(model="Qwen/Qwen2.5-0.5B-Instruct", reward_funcs=reward,
                          args=GRPOConfig(output_dir="out"), train_dataset=dataset)
"""

from typing import Any, Dict, List, Mapping, Optional, Sequence, Union

from ._scoring import Invalid, Rewarder, Score, item
from .ground_truth import GroundTruthError, constraints_from_columns, constraints_from_ground_truth


class TrlReward(Rewarder):
    """``GRPOTrainer(reward_funcs=TrlReward(...))``; options as :class:`Rewarder`, plus:

    ``instruction_column``: the data set column holding the instruction (default: the
    prompt; a conversational prompt is checked as the conversation it is).
    ``ground_truth_column``: a column of RLVR ground truth (see
    :mod:`nsvif.rewards.ground_truth`) whose constraints are checked as given. Without it,
    rows with both ``instruction_id_list`` and ``kwargs`` columns (IFEval's shape) are
    checked against those; other rows are formulated from the instruction.
    ``name``: what TRL logs the reward under (its ``__name__``).
    """

    def __init__(
        self,
        *,
        instruction_column: Optional[str] = None,
        ground_truth_column: Optional[str] = None,
        name: str = "nsvif",
        **options: Any,
    ) -> None:
        super().__init__(**options)
        self.__name__ = name
        self.instruction_column = instruction_column
        self.ground_truth_column = ground_truth_column

    def __call__(self, prompts: Sequence[Any], completions: Sequence[Any], **columns: Any) -> List[Score]:
        instructions = self._column(columns, self.instruction_column, len(completions)) \
            if self.instruction_column else [_instruction(p) for p in prompts]
        outputs = [message_text(c, "assistant") for c in completions]
        constraints = self._constraints(columns, len(completions))
        items: List[Union[Dict[str, Any], Invalid]] = []
        for i, (instruction, output) in enumerate(zip(instructions, outputs)):
            given = constraints[i] if constraints is not None else None
            if given is not None and isinstance(instruction, list):
                # Given constraints are checked against the request they came with.
                instruction = message_text(instruction, "user")
            items.append(given if isinstance(given, Invalid) else item(instruction, output, given))
        return self.score(items)

    def _constraints(self, columns: Mapping[str, Any], n: int) -> Optional[List[Any]]:
        """Each row's given constraints (or why they cannot be read), or None: formulate."""
        if self.ground_truth_column:
            return [_given(constraints_from_ground_truth, gt)
                    for gt in self._column(columns, self.ground_truth_column, n)]
        if "instruction_id_list" in columns and "kwargs" in columns:
            ids = self._column(columns, "instruction_id_list", n)
            kwargs = self._column(columns, "kwargs", n)
            return [_given(constraints_from_columns, i, k) for i, k in zip(ids, kwargs)]
        return None

    @staticmethod
    def _column(columns: Mapping[str, Any], name: str, n: int) -> List[Any]:
        if name not in columns:
            raise KeyError(f"no data set column `{name}` among the reward's keyword arguments "
                           f"({', '.join(sorted(columns)) or 'none'})")
        values = list(columns[name])
        if len(values) != n:
            raise ValueError(f"column `{name}` has {len(values)} values for {n} completions")
        return values


def _given(parse: Any, *args: Any) -> Any:
    try:
        return parse(*args)
    except GroundTruthError as e:
        return Invalid(f"ground truth: {e}")


def _instruction(prompt: Any) -> Union[str, List[Dict[str, str]]]:
    """A prompt as ``check_many`` reads it: a string as is, a conversation as its messages
    with text content (a ground-truth row's constraints go with its last user message)."""
    if isinstance(prompt, str):
        return prompt
    if isinstance(prompt, Mapping):
        prompt = [prompt]
    messages = [{"role": m.get("role"), "content": _content_text(m.get("content"))}
                for m in prompt if isinstance(m, Mapping)]
    if not any(m["role"] in ("system", "developer", "user") for m in messages):
        raise ValueError(f"expected a string or chat messages with a `user` message, got {prompt!r:.200}")
    return messages


def message_text(value: Any, role: str) -> str:
    """A prompt or completion as text: a string as is; a chat-message list's last message of
    ``role`` (its text parts joined when the content is a list of parts)."""
    if isinstance(value, str):
        return value
    if isinstance(value, Mapping):  # one message rather than a list of them
        value = [value]
    for message in reversed(list(value)):
        if isinstance(message, Mapping) and message.get("role") == role:
            return _content_text(message.get("content"))
    raise ValueError(f"expected a string or chat messages with a `{role}` message, got {value!r:.200}")


def _content_text(content: Any) -> str:
    if content is None:
        return ""
    if isinstance(content, str):
        return content
    # Multimodal content: [{"type": "text", "text": ...}, {"type": "image", ...}]
    return "".join(part.get("text", "") for part in content
                   if isinstance(part, Mapping) and part.get("type", "text") == "text")
