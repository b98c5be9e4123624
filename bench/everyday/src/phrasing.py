"""Ways to say a count, a relation and a number, written for this corpus.

Each relation has many wordings; `count_phrase` picks one, with the number in digits or
in words, so a family of instructions never repeats a single pattern.
"""

NUMBER_WORDS = {
    1: "one", 2: "two", 3: "three", 4: "four", 5: "five", 6: "six", 7: "seven",
    8: "eight", 9: "nine", 10: "ten", 11: "eleven", 12: "twelve", 13: "thirteen",
    14: "fourteen", 15: "fifteen", 16: "sixteen", 17: "seventeen", 18: "eighteen",
    19: "nineteen", 20: "twenty", 25: "twenty-five", 30: "thirty", 35: "thirty-five",
    40: "forty", 45: "forty-five", 50: "fifty", 60: "sixty", 70: "seventy",
    75: "seventy-five", 80: "eighty", 90: "ninety", 100: "one hundred",
}


def number(rng, n: int, words_share: float = 0.35) -> str:
    """`n` in digits, or (when it has a common spelling) sometimes in words."""
    if n in NUMBER_WORDS and rng.random() < words_share:
        return NUMBER_WORDS[n]
    return str(n)


def pair(rng, n: int, m: int, words_share: float = 0.35) -> tuple:
    """Both ends of a range in the same style: "12–20" or "twelve to twenty"."""
    if n in NUMBER_WORDS and m in NUMBER_WORDS and rng.random() < words_share:
        return NUMBER_WORDS[n], NUMBER_WORDS[m]
    return str(n), str(m)


def plural(unit: tuple, n: int) -> str:
    return unit[0] if n == 1 else unit[1]


# Templates per relation; {n} and {m} are numbers, {u} the unit agreeing with the number.
RELATION = {
    "<": ["under {n} {u}", "fewer than {n} {u}", "less than {n} {u}", "below {n} {u}",
          "under {n} {u}", "fewer than {n} {u}"],
    "<=": ["at most {n} {u}", "no more than {n} {u}", "up to {n} {u}", "not more than {n} {u}",
           "a maximum of {n} {u}", "{n} {u} or fewer", "{n} {u} or less", "{n} {u} max",
           "max {n} {u}", "no more than {n} {u}", "at most {n} {u}"],
    "==": ["exactly {n} {u}", "precisely {n} {u}", "{n} {u}, no more and no less",
           "exactly {n} {u}", "{n} {u} exactly", "exactly {n} {u}"],
    ">=": ["at least {n} {u}", "no fewer than {n} {u}", "a minimum of {n} {u}",
           "{n} {u} or more", "not less than {n} {u}", "at least {n} {u}", "{n} or more {u}"],
    ">": ["more than {n} {u}", "over {n} {u}", "more than {n} {u}"],
    "between": ["between {n} and {m} {u}", "{n}–{m} {u}", "{n}-{m} {u}", "from {n} to {m} {u}",
                "anywhere from {n} to {m} {u}", "between {n} and {m} {u}"],
}


def count_phrase(rng, rel: str, n: int, unit: tuple, m: int = 0, digits: bool = False) -> str:
    """A relation, number and unit: "no more than 3 bullet points", "12–20 words"."""
    template = rng.choice(RELATION[rel])
    share = 0.0 if digits else 0.35
    if rel == "between":
        a, b = pair(rng, n, m, share)
        return template.format(n=a, m=b, u=unit[1])
    # "{n} or more {u}" and the like need the plural whatever n is.
    u = unit[1] if "or more {u}" in template else plural(unit, n)
    return template.format(n=number(rng, n, share), u=u)


def cap(text: str) -> str:
    return text[:1].upper() + text[1:]


def uncap(text: str) -> str:
    """Lower-case the first letter unless the first word looks like a name or "I"."""
    first = text.split(" ", 1)[0]
    if first in ("I", "Python") or (len(first) > 1 and first.isupper()):
        return text
    return text[:1].lower() + text[1:]
