"""Type stubs of the native module behind ``import nsvif``."""

from typing import Any, Dict, Iterable, List, Literal, Mapping, Optional, Sequence, Tuple, TypedDict, Union

__version__: str

Verdict = Literal["sat", "unsat", "unknown"]
Detail = Literal["full", "facts", "verdict"]

class _FactsBase(TypedDict):
    verdict: Verdict
    facts: List[Optional[bool]]

class Facts(_FactsBase, total=False):
    """``detail="facts"``: the verdict and each constraint's value, in Spec order."""

    warnings: int  # soft constraints that do not hold; present when some do not

class Message(TypedDict):
    """One message of a conversation (OpenAI-style)."""

    role: Literal["system", "developer", "user", "assistant", "tool"]
    content: str

class Location(TypedDict, total=False):
    start: int  # byte offsets in the output
    end: int
    line: int  # 1-based
    column: int  # 1-based
    unit: str  # e.g. "sentence 3"

class Evidence(TypedDict, total=False):
    measured: str
    required: str
    location: Location
    reason: str  # why the value is unknown, when it is

class Fact(TypedDict):
    value: Optional[bool]
    evidence: Evidence

class _ViolationBase(TypedDict):
    id: str
    text: str
    evidence: Evidence

class Violation(_ViolationBase, total=False):
    forbidden: bool  # the constraint holds and the instruction forbids it
    soft: bool  # a preference ("preferably …"): a warning unless strict_soft

class Span(TypedDict):
    start: int  # byte offsets in the instruction or the message
    end: int

class _ConstraintReportBase(TypedDict):
    id: str
    text: str
    kind: Literal["logic", "semantic"]
    fact: Fact

class ConstraintReport(_ConstraintReportBase, total=False):
    source: Span  # where it was read
    message: int  # the conversation message it was read from
    soft: bool  # a preference

class Cost(TypedDict):
    llm_calls: int
    cached_calls: int
    input_tokens: int
    output_tokens: int
    millis: int

class _ReportBase(TypedDict):
    verdict: Verdict
    violated: List[Violation]
    undecided: List[str]
    constraints: List[ConstraintReport]
    formula: str
    contradiction: bool
    reasoning_trace_removed: bool
    cost: Cost
    feedback: str  # one line per violated constraint; "" when sat

class Reading(TypedDict, total=False):
    part: str  # the instruction's words it reads
    reading: str  # the check in nsvif's own words
    outcome: Literal["counted", "unplaced", "repeated", "ungrounded", "partial", "unconfirmed", "failed"]
    error: str  # why it does not count, when it says

class Review(TypedDict, total=False):
    status: Literal["skipped", "failed", "asked"]
    reason: Literal["already_unsat", "nothing_unread"]  # when skipped
    error: str  # when failed
    readings: List[Reading]  # when asked

class Report(_ReportBase, total=False):
    warnings: List[Violation]  # soft constraints that do not hold; never decide the verdict
    conflicting: List[str]  # present when the instruction contradicts itself
    review: Review  # present with an LLM: what it did with the instruction

class GivenConstraint(TypedDict, total=False):
    id: str  # an IFEval instruction id, e.g. "punctuation:no_comma"
    kwargs: Dict[str, Any]
    satisfied: bool  # a label; ignored by the check

class Item(TypedDict, total=False):
    instruction: str
    messages: List[Message]  # a conversation instead of an instruction
    output: str  # optional with messages ending in the assistant's reply
    constraints: List[GivenConstraint]  # check these instead of formulating

BatchItem = Union[Tuple[str, str], Sequence[str], Item, Mapping[str, Any]]
SpecArg = Union[str, Mapping[str, Any]]

class NsvifError(ValueError):
    """An instruction, Spec or constraint nsvif cannot check; the message says why."""

class Prepared:
    """An instruction formulated and compiled: check as many outputs as you like."""

    def check(self, output: str) -> Report: ...
    def check_many(
        self, outputs: Sequence[str], *, threads: Optional[int] = None, detail: Detail = "full"
    ) -> List[Any]:
        """Many outputs of this instruction, on all cores (or ``threads``), GIL released."""
    @property
    def spec(self) -> Dict[str, Any]: ...
    @property
    def formula(self) -> str: ...
    @property
    def contradiction(self) -> bool: ...
    @property
    def conflicting(self) -> List[str]: ...

class Verifier:
    """Checks outputs against instructions, keeping up to ``cache_size`` prepared.

    With an LLM (``llm_model`` here, ``NSVIF_LLM_MODEL`` in the environment, or a
    ``llm_config`` TOML file; an OpenAI-compatible endpoint at ``llm_base_url``), the LLM
    formulates what the rules leave unexplained (``formulator="combined"``, or ``"llm"``
    for everything, ``"rules"`` for nothing) and judges semantic constraints where they
    can still change the verdict, with ``votes`` judges each. Without one, semantic
    constraints are ``unknown``. The settings resolve as the CLI's flags do: keyword
    arguments over ``NSVIF_LLM_*`` over ``llm_config`` (else ``NSVIF_LLM_CONFIG``).
    ``record`` writes every LLM exchange to a JSONL file that ``replay`` answers from
    later with no endpoint (both need the model named).
    """

    def __init__(
        self,
        *,
        ifeval_fixes: bool = False,
        ifbench_fixes: bool = False,
        loose: bool = False,
        keep_think: bool = False,
        cache_size: int = 256,
        ifbench_version: Literal["frozen", "upstream"] = "frozen",
        strict_soft: bool = False,
        llm_base_url: Optional[str] = None,
        llm_model: Optional[str] = None,
        judge_model: Optional[str] = None,
        llm_api_key: Optional[str] = None,
        llm_config: Optional[str] = None,
        cache_dir: Optional[str] = None,
        llm_timeout: Optional[float] = None,
        formulator: Literal["rules", "combined", "llm"] = "combined",
        votes: int = 1,
        llm_deadline: Optional[float] = None,
        record: Optional[str] = None,
        replay: Optional[str] = None,
        check_timeout: Optional[float] = None,
    ) -> None:
        """``check_timeout``: the time budget of one check in seconds (default 5); a
        constraint not decided by then is unknown with the reason."""
    @property
    def has_llm(self) -> bool:
        """Whether an LLM is configured."""
    def prepare(self, instruction: str) -> Prepared: ...
    def prepare_spec(self, spec: SpecArg) -> Prepared: ...
    def prepare_conversation(self, messages: Sequence[Message]) -> Prepared:
        """The system and user messages formulated (each once) and merged."""
    def check(
        self,
        instruction: Optional[str] = None,
        output: Optional[str] = None,
        *,
        messages: Optional[Sequence[Message]] = None,
        spec: Optional[SpecArg] = None,
    ) -> Report: ...
    def check_many(
        self, items: Iterable[BatchItem], *, threads: Optional[int] = None, detail: Detail = "full"
    ) -> List[Any]:
        """Reports (``"full"``), :class:`Facts` (``"facts"``) or verdicts (``"verdict"``)."""
    @property
    def formulations(self) -> int:
        """Instructions formulated so far (cache misses)."""
    @property
    def cache_hits(self) -> int: ...

def check(
    instruction: Optional[str] = None,
    output: Optional[str] = None,
    *,
    messages: Optional[Sequence[Message]] = None,
    spec: Optional[SpecArg] = None,
    ifeval_fixes: bool = False,
    ifbench_fixes: bool = False,
    loose: bool = False,
    keep_think: bool = False,
    ifbench_version: Literal["frozen", "upstream"] = "frozen",
    strict_soft: bool = False,
) -> Report:
    """Checks one output; the same JSON as ``nsvif check --json`` plus ``feedback``.

    ``messages`` checks a conversation's reply instead: the system and user messages
    instruct, the last message (the assistant's) is the output unless ``output`` is given.
    ``strict_soft`` counts soft constraints ("preferably …") as requirements.
    """

def check_many(
    items: Iterable[BatchItem],
    *,
    ifeval_fixes: bool = False,
    ifbench_fixes: bool = False,
    loose: bool = False,
    keep_think: bool = False,
    threads: Optional[int] = None,
    detail: Detail = "full",
    ifbench_version: Literal["frozen", "upstream"] = "frozen",
    strict_soft: bool = False,
) -> List[Any]:
    """Checks a batch on all cores (or ``threads``) with the GIL released, in order.

    ``detail`` picks what each item gives: the report dict (``"full"``), the verdict and
    each constraint's value (``"facts"``, a :class:`Facts`: what an IFEval score or a
    reward needs, at a fraction of the cost) or the verdict string (``"verdict"``). An item
    that cannot be checked (e.g. an invalid ``constraints`` list) gives ``{"error": "…"}``
    in its place; the others are unaffected. ``threads`` is within 1..=256.
    """
