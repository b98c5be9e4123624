"""nsvif: does this LLM output follow the instruction that produced it?

    >>> import nsvif
    >>> r = nsvif.check("Do not use any commas.", "Hello, world")
    >>> r["verdict"], r["violated"][0]["evidence"]["measured"]
    ('unsat', '1 comma')

Reports are dicts: the JSON of ``nsvif check --json`` plus ``feedback``, a short message
an LLM can act on. ``Verifier`` keeps prepared instructions in a cache; ``check_many``
checks a batch on all cores with the GIL released. ``nsvif.rewards`` has reward functions
for TRL, verl, DSPy and Ray over it.
"""

from ._nsvif import NsvifError, Prepared, Verifier, __version__, check, check_many

__all__ = ["NsvifError", "Prepared", "Verifier", "__version__", "check", "check_many"]
