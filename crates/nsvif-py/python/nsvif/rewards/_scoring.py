"""The scoring every reward function shares: one ``check_many`` call per batch, scores from
each item's verdict and constraint values, and errors kept to the items that caused them.

What it does: turns a batch of items (``instruction`` or a conversation's ``messages``,
``output``, optional given ``constraints``) into one score each, ``None`` (dropped), or an error for that item.

Why: trainers score batches of hundreds of completions; one Rust call per batch with the GIL
released is what keeps the reward off the critical path, and one bad item (a constraint id
nsvif does not know yet) must not hide the 1,023 others' scores.

Example::

    >>> from nsvif.rewards import Rewarder
    >>> Rewarder().score([{"instruction": "Do not use any commas.", "output": "a, b"}])
    [0.0]
"""

from dataclasses import dataclass
from typing import Any, Dict, List, Mapping, Optional, Sequence, Union

from .._nsvif import NsvifError, Verifier

#: What a score can be: a number, or ``None`` for a sample the trainer should drop.
Score = Optional[float]
_RAISE = "raise"


@dataclass(frozen=True)
class Outcome:
    """One item's result: the verdict and each constraint's value, or why it has none."""

    verdict: Optional[str]  # "sat" / "unsat" / "unknown"; None when `error` is set
    facts: List[Optional[bool]]
    error: Optional[str] = None
    #: Soft constraints ("preferably …") that do not hold: warnings, not violations.
    warnings: int = 0


@dataclass(frozen=True)
class Invalid:
    """An item that could not even be built (e.g. unreadable ground truth): its error."""

    error: str


class Rewarder:
    """Scores batches of outputs against their instructions or given constraints.

    ``partial_credit``: ``False`` scores 1.0 when the output follows every constraint
    (``sat``) and 0.0 otherwise; ``True`` scores the fraction of constraints that hold (1.0
    when ``sat`` and every soft constraint, a preference such as "preferably under 50
    words", holds too). Soft constraints count only in partial credit.
    ``unknown``: the score of an output nsvif cannot decide (a semantic constraint without
    an LLM judge, a partial-credit fraction with an undecided constraint): 0.0 by default,
    or ``None`` to have the trainer drop the sample.
    ``on_error``: ``"raise"`` (default) raises :class:`nsvif.NsvifError` naming the first
    item nsvif cannot check (an unknown constraint id, bad kwargs); a number or ``None``
    scores such items instead, and :attr:`last_errors` says which and why.
    ``keep_think``: keep ``<think>…</think>`` reasoning traces (by default they are
    removed before checking, as in :func:`nsvif.check`).
    ``ifbench_version``: the IFBench checker release to reproduce, ``"frozen"``
    (if-verifiable 0.1.2, the default) or ``"upstream"`` (allenai/IFBench's current code).
    ``verifier``: a configured :class:`nsvif.Verifier` (e.g. with an LLM judge); by default
    one is made from ``ifeval_fixes``, ``ifbench_version``, ``loose`` and ``keep_think``.
    """

    def __init__(
        self,
        *,
        partial_credit: bool = False,
        unknown: Score = 0.0,
        on_error: Union[str, Score] = _RAISE,
        keep_think: bool = False,
        ifeval_fixes: bool = False,
        ifbench_version: str = "frozen",
        loose: bool = False,
        threads: Optional[int] = None,
        verifier: Optional[Verifier] = None,
    ) -> None:
        if isinstance(on_error, str) and on_error != _RAISE:
            raise ValueError(f'on_error must be "raise", a number or None, got {on_error!r}')
        self.partial_credit = partial_credit
        self.unknown = unknown
        self.on_error = on_error
        self.threads = threads
        self.verifier = verifier or Verifier(
            ifeval_fixes=ifeval_fixes, ifbench_version=ifbench_version, loose=loose, keep_think=keep_think
        )
        #: ``(index, message)`` of the items of the last batch that could not be checked.
        self.last_errors: List[tuple] = []

    def outcomes(self, items: Sequence[Union[Mapping[str, Any], Invalid]]) -> List[Outcome]:
        """Verdict and facts of each item, in order; errors stay with their items."""
        valid = [i for i, entry in enumerate(items) if not isinstance(entry, Invalid)]
        checked = iter(self._check([items[i] for i in valid]))
        return [Outcome(None, [], entry.error) if isinstance(entry, Invalid) else next(checked)
                for entry in items]

    def score(self, items: Sequence[Union[Mapping[str, Any], Invalid]]) -> List[Score]:
        """One score per item, in order (see the class doc for what each is worth)."""
        outcomes = self.outcomes(items)
        self.last_errors = [(i, o.error) for i, o in enumerate(outcomes) if o.error is not None]
        if self.last_errors and self.on_error == _RAISE:
            index, message = self.last_errors[0]
            more = len(self.last_errors) - 1
            raise NsvifError(f"item {index}: {message}" + (f" (and {more} more items)" if more else ""))
        return [self.score_outcome(o) for o in outcomes]

    def score_outcome(self, outcome: Outcome) -> Score:
        """One outcome's score (an error's is ``on_error``: call this after raising)."""
        if outcome.error is not None:
            return self.on_error  # type: ignore[return-value]  # "raise" was handled
        if outcome.verdict == "sat":
            # A preference that does not hold costs its share, in partial credit only.
            if self.partial_credit and outcome.warnings and outcome.facts:
                return (len(outcome.facts) - outcome.warnings) / len(outcome.facts)
            return 1.0
        # A partial-credit fraction is known only when every constraint is: an undecided
        # one could hold or not.
        if outcome.verdict == "unknown" or (self.partial_credit and None in outcome.facts):
            return self.unknown
        if not self.partial_credit or not outcome.facts:
            return 0.0
        return sum(outcome.facts) / len(outcome.facts)

    def _check(self, items: List[Mapping[str, Any]]) -> List[Outcome]:
        if not items:
            return []
        try:
            results = self.verifier.check_many(items, threads=self.threads, detail="facts")
        except NsvifError as e:
            if len(items) == 1:
                return [Outcome(None, [], _without_batch_index(str(e)))]
            # check_many stops at the first item it cannot check. Halve until each such
            # item stands alone: k of them cost O(k log n) more calls, and an item is
            # checked again at most log2(n) times.
            middle = len(items) // 2
            return self._check(items[:middle]) + self._check(items[middle:])
        # check_many with per-item errors (issue #18) gives {"error": …} in a failing item's
        # place instead of raising; the halving above serves a check_many that raises.
        return [Outcome(None, [], r["error"]) if "error" in r
                else Outcome(r["verdict"], r["facts"], warnings=r.get("warnings", 0))
                for r in results]


def _without_batch_index(message: str) -> str:
    # check_many names the failing item by its index in the batch it was given, here 0 of
    # a batch of one; Rewarder.score names it by its index in the caller's batch instead.
    prefix = "item 0: "
    return message[len(prefix):] if message.startswith(prefix) else message


def item(instruction: Union[str, List[Dict[str, str]]], output: str,
         constraints: Optional[List[Dict[str, Any]]] = None) -> Dict[str, Any]:
    """A ``check_many`` item; with ``constraints`` they are checked instead of formulated.
    ``instruction`` is a string, or a conversation's messages (system and user turns
    instruct, assistant turns are context)."""
    if isinstance(instruction, list):
        entry: Dict[str, Any] = {"messages": instruction, "output": output}
    else:
        entry = {"instruction": instruction, "output": output}
    if constraints is not None:
        entry["constraints"] = constraints
    return entry
