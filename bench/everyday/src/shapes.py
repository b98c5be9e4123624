"""Families for the shape of a response, written for this corpus: lines (one item per
line, short poems), paragraphs, tables, JSON, code blocks, letters with a greeting and a
sign-off, case and punctuation. Same contract as families.py.
"""

import json

from families import (CHARS, EMOJI_BANK, LINES, PARAGRAPHS, SENTENCES, WORDS, Draft,
                      finish, has_word, pick_rel, topic_task, totals_for)
from phrasing import cap, count_phrase, number
from prose import assemble, word_count

LETTER_LINES = {
    "S": ["Soft rain taps the glass", "Streets shine in the evening", "Silver clouds drift by",
          "Sparrows hide in the hedge", "Slowly the city sleeps", "Somewhere a dog barks",
          "Steam rises from my cup"],
    "R": ["Rain runs down the roof", "Rivers swell and roar", "Red leaves float away",
          "Roads gleam under lamps", "Rest comes with the night", "Roses bow their heads",
          "Roofs drip in the dark"],
    "M": ["Morning mist on the hill", "Moss grows on the wall", "Moonlight on the water",
          "My coat is soaked through", "Mud on every boot", "Music from an open door",
          "Maples drop their seeds"],
}


# --- lines ---------------------------------------------------------------------------

def fam_lines(rng, topic):
    d = Draft("lines")
    mode = rng.choice(["list", "list", "poem", "poem", "letter"])
    if mode == "list":
        pool = [cap(i) for i in topic["items"]]
        k = rng.choice([3, 4, 5, 6])
        noun = rng.choice(["things", "ideas", "examples", "items"])
        d.task = rng.choice([
            "List {k} {n} related to {t}", "Name {k} {n} for {t}", "Give me {k} {n} about {t}",
            "Write down {k} {n} connected with {t}",
        ]).format(k=number(rng, k, 0.6), n=noun, t=topic["about"])
        kq = d.task
        d.checks.append({"what": "count", "unit": "line", "rel": "==", "n": k, "quote": kq})
        opl = rng.choice([", one per line.", ", each on its own line.", ", one on each line.",
                          ". Put each one on a separate line."])
        d.task += opl
        oq = opl.lstrip(",. ").rstrip(".")
        oq = d.task[d.task.index(oq):]
        d.checks.append({"what": "one_per_line", "quote": oq})
        lines = rng.sample(pool, k)
        breaks = []
        if rng.random() < 0.5:
            lines.sort(key=str.casefold)
            aq = d.clause(rng.choice(["Sort them alphabetically.", "Keep them in alphabetical order.",
                                      "Alphabetical order, please.", "Order them from A to Z."]),
                          {"what": "order", "unit": "line", "by": "alpha"})
            breaks.append((aq, lambda ls: [ls[1], ls[0]] + ls[2:]))
        if rng.random() < 0.3:
            nq = d.clause(rng.choice(["No bullets or numbers.", "Don't number them.",
                                      "Plain lines, no bullet points."]),
                          {"what": "count", "unit": "item", "rel": "==", "n": 0})
            breaks.append((nq, lambda ls: ["- " + x for x in ls]))
        d.sat("\n".join(lines))
        spare = [p for p in pool if p not in lines]
        longer = lines + spare[:1]
        if breaks and breaks[0][0].startswith(("Sort", "Keep them", "Alphabetical", "Order")):
            longer = sorted(longer, key=str.casefold)
        d.breaks("\n".join(longer if rng.random() < 0.5 else lines[:-1]), kq)
        for q, f in breaks:
            d.breaks("\n".join(f(list(lines))), q)
        finish(rng, d)
        return d
    if mode == "letter":
        letter = rng.choice(sorted(LETTER_LINES))
        k = rng.choice([3, 4, 5])
        d.task = rng.choice(["Write a short poem about the evening.", "Write a little rain poem.",
                             "Write a few lines about a quiet night."])
        lq = d.clause(rng.choice([
            "Each line must start with the letter {L}.", "Every line should begin with {L}.",
            "Start each line with the letter {L}.", "All lines begin with the letter {L}.",
        ]).format(L=letter), {"what": "starts_with", "text": letter,
                              "in": {"unit": "line", "which": "each"}})
        r = count_phrase(rng, "==", k, LINES)
        cq = d.clause(rng.choice(["Write {r}.", "Use {r}.", "It should have {r}."]).format(r=r),
                      {"what": "count", "unit": "line", "rel": "==", "n": k})
        lines = rng.sample(LETTER_LINES[letter], k + 1)
        d.sat("\n".join(lines[:k]))
        d.breaks("\n".join(lines[:k + 1]), cq)
        other = rng.choice([x for y, xs in LETTER_LINES.items() if y != letter for x in xs])
        d.breaks("\n".join(lines[:k - 1] + [other]), lq)
        finish(rng, d)
        return d
    # poem from the topic's sentences, one per line
    pool = [s.rstrip(".") for s in topic["sentences"]]
    rng.shuffle(pool)
    k = rng.choice([3, 4, 4, 5, 6])
    d.task = rng.choice(["Write a short poem about {t}.", "Write a few lines of verse about {t}.",
                         "Compose a tiny poem on {t}.", "Give me a little poem about {t}."]
                        ).format(t=topic["about"])
    rel = rng.choice(["==", "==", "<=", ">="])
    r = count_phrase(rng, rel, k, LINES)
    template = rng.choice(["It should have {r}.", "Use {r}.", "Keep it to {r}.", "Write {r}.",
                           "The poem must be {r} long."])
    if "{r} long" in template and r.split()[-1] not in LINES:
        template = "Keep it to {r}."
    cq = d.clause(template.format(r=r),
                  {"what": "count", "unit": "line", "rel": rel, "n": k})
    ending = rng.choice(["", "!", "."])
    kinds = rng.sample(["lower", "ending", "perline", "upper"], rng.choice([1, 1, 2]))
    if "lower" in kinds and "upper" in kinds:
        return None
    breaks = []
    lines = pool[:k]
    casefn = str.lower if "lower" in kinds else str.upper if "upper" in kinds else str
    if "ending" in kinds:
        ending = rng.choice(["!", "."])
        word = {"!": "an exclamation mark", ".": "a period"}[ending]
        eq = d.clause(rng.choice([
            "Make every line end with {w}.", "Each line has to end with {w}.",
            "End all lines with {w}.", "Every single line should finish with {w}.",
        ]).format(w=word), {"what": "ends_with", "text": ending,
                            "in": {"unit": "line", "which": "each"}})
        breaks.append((eq, lambda ls: ls[:-1] + [ls[-1][:-1] + ("." if ending == "!" else "!")]))
    else:
        ending = ""
    if "perline" in kinds:
        measure = rng.choice(["words", "characters"])
        if measure == "words":
            lens = sorted(word_count(x) for x in pool)
            limit = lens[min(k, len(lens) - 1)]
            fits = [x for x in pool if word_count(x) <= limit]
            edge = [x for x in pool if word_count(x) == limit + 1]
            unit = WORDS
        else:
            lens = sorted(len(x + ending) for x in pool)
            limit = lens[min(k, len(lens) - 1)]
            fits = [x for x in pool if len(x + ending) <= limit]
            edge = [x for x in pool if limit < len(x + ending) <= limit + 4]
            unit = CHARS
        if len(fits) < k + 1 or not edge:
            return None
        lines = fits[:k]
        pq = d.clause(rng.choice([
            "No line longer than {N} {u}.", "Each line must be {R}.", "Keep every line {R}.",
            "Lines can be {R} each.",
        ]).format(N=limit, u=unit[1], R=count_phrase(rng, "<=", limit, unit)),
            {"what": "count", "unit": "word" if measure == "words" else "character",
             "rel": "<=", "n": limit, "in": {"unit": "line", "which": "each"}})
        e = edge[0]
        breaks.append((pq, lambda ls, e=e: ls[:-1] + [casefn(e + ending)]))
        spare = fits[k]
    else:
        spare = pool[k]
    lines = [x + ending for x in lines]
    spare = spare + ending
    if "lower" in kinds:
        lines = [x.lower() for x in lines]
        spare = spare.lower()
        lq = d.clause(rng.choice(["Write it in all lowercase letters.", "Use lowercase only.",
                                  "No capital letters anywhere.", "keep it all lowercase."]),
                      {"what": "case", "value": "lower"})
        breaks.append((lq, lambda ls: [cap(ls[0])] + ls[1:]))
    if "upper" in kinds:
        lines = [x.upper() for x in lines]
        spare = spare.upper()
        uq = d.clause(rng.choice(["Write it all in capital letters.", "ALL CAPS, please.",
                                  "Use uppercase for everything."]),
                      {"what": "case", "value": "upper"})
        breaks.append((uq, lambda ls: ls[:-1] + [ls[-1][:1] + ls[-1][1:].lower()]))
    d.sat("\n".join(lines))
    if rel in ("==", "<="):
        d.breaks("\n".join(lines + [spare]), cq)
    else:
        d.breaks("\n".join(lines[:-1]), cq)
    for q, f in breaks:
        d.breaks("\n".join(f(list(lines))), q)
    finish(rng, d)
    return d


# --- paragraphs ------------------------------------------------------------------------

STARTERS = ["However", "First", "Finally", "Meanwhile", "Overall", "Also", "Then", "Sadly"]


def fam_paragraphs(rng, topic):
    d = Draft("paragraphs")
    d.task = topic_task(rng, topic)
    k = rng.choice([2, 3, 3, 4])
    rel = rng.choice(["==", "==", "==", "<=", ">="])
    r = count_phrase(rng, rel, k, PARAGRAPHS)
    sep = rng.random() < 0.5
    pq = d.clause(rng.choice([
        "Write {r}.", "Use {r}.", "Structure it as {r}.", "Answer in {r}.", "Split it into {r}.",
    ]).format(r=r)[:-1] + (rng.choice([" separated by blank lines.",
                                        ", with a blank line between them.",
                                        " separated by an empty line."]) if sep else "."),
        {"what": "count", "unit": "paragraph", "rel": rel, "n": k})
    per = rng.choice([1, 2, 2, 3])
    kinds = rng.sample(["nth", "persent", "lastq", "firstone"], rng.choice([0, 1, 1, 2]))
    breaks = []
    sentences = list(topic["sentences"])
    rng.shuffle(sentences)
    total = k * per
    if total + per > len(sentences):
        return None
    groups = [sentences[i * per:(i + 1) * per] for i in range(k + 1)]
    if "firstone" in kinds and per > 1:
        groups[0] = groups[0][:1]
        fq = d.clause(rng.choice(["The first paragraph should be a single sentence.",
                                  "Make the opening paragraph just one sentence."]),
                      {"what": "count", "unit": "sentence", "rel": "==", "n": 1,
                       "in": {"unit": "paragraph", "which": "first"}})
        # A sentence from the spare group joins the first paragraph; the others stay.
        breaks.append((fq, lambda gs: [gs[0] + gs[k][:1]] + gs[1:]))
    if "nth" in kinds:
        which = rng.choice([2, k]) if k > 2 else 2
        word = rng.choice(STARTERS)
        ordinal = {1: "first", 2: "second", 3: "third", 4: "fourth"}[which]
        if which == k and rng.random() < 0.5:
            ordinal = "last"
        template = rng.choice([
            "The {o} paragraph must start with '{w}'.", 'Begin the {o} paragraph with "{w}".',
            "Start paragraph {n} with the word {w}.", 'The {o} one should open with "{w}".',
        ])
        if "{n}" in template:
            ordinal = "numbered"  # "paragraph 2" counts from the start, like "second"
        nq = d.clause(template.format(o=ordinal, w=word, n=which),
                      {"what": "starts_with", "text": word,
                       "in": {"unit": "paragraph", "which": "last" if ordinal == "last" else which}})
        g = groups[which - 1]
        g[0] = word + ", " + g[0][:1].lower() + g[0][1:]
        other = rng.choice([s for s in STARTERS if s != word])
        breaks.append((nq, lambda gs, i=which - 1, o=other, w=word:
                       gs[:i] + [[o + gs[i][0][len(w):]] + gs[i][1:]] + gs[i + 1:]))
    if "persent" in kinds and rel == "==":
        lim = per
        sq = d.clause(rng.choice([
            "Each paragraph can have at most {R}.", "Keep every paragraph to {R}.",
            "No paragraph longer than {N} sentences.", "Paragraphs: {R} each.",
        ]).format(R=count_phrase(rng, "<=", lim, SENTENCES), N=number(rng, lim, 0.5)),
            {"what": "count", "unit": "sentence", "rel": "<=", "n": lim,
             "in": {"unit": "paragraph", "which": "each"}})
        breaks.append((sq, lambda gs: gs[:k - 1] + [gs[k - 1] + gs[k][:1]] + gs[k:]))
    if "lastq" in kinds:
        q = rng.choice(topic["questions"])
        groups[k - 1] = groups[k - 1] + [q]
        lq = d.clause(rng.choice(["End the last paragraph with a question.",
                                  "Finish with a question.", "Close by asking me something."]),
                      {"what": "ends_with", "text": "?"})
        breaks.append((lq, lambda gs: gs[:k - 1] + [gs[k - 1][:-1] + [gs[k - 1][-1][:-1] + "."]]
                       + gs[k:]))

    def render(gs, n=k, joiner="\n\n"):
        return joiner.join(" ".join(g) for g in gs[:n])

    nth_last = [c["in"]["which"] for c in d.checks if c["what"] == "starts_with"]
    nth_last = nth_last[0] if nth_last else None

    sat = render(groups)
    d.sat(sat)
    if rel in ("==", "<="):
        if "lastq" in kinds:
            return None
        more = [list(g) for g in groups]
        if nth_last == "last":  # the extra paragraph goes before the last one
            more = more[:k - 1] + [more[k]] + [more[k - 1]]
        d.breaks(render(more, k + 1), pq)
    else:
        if "nth" in kinds:
            return None
        if sep and k >= 2:
            d.breaks("\n\n".join(" ".join(g) for g in groups[:k - 2]) +
                     ("\n\n" if k > 2 else "") + " ".join(groups[k - 2]) + "\n" +
                     " ".join(groups[k - 1]), pq)
        else:
            d.breaks(render(groups, k - 1) if "lastq" not in kinds else None, pq)
    for q, f in breaks:
        gs = f([list(g) for g in groups])
        if gs:
            d.breaks(render(gs), q)
    finish(rng, d)
    return d


# --- tables -----------------------------------------------------------------------------

def fam_table(rng, topic):
    d = Draft("table")
    d.task = rng.choice(["Make a table of tips about {t}.", "Put some {t} tips in a table.",
                         "Summarize advice on {t} as a table.",
                         "Create a Markdown table about {t}."]).format(t=topic["about"])
    cols = rng.choice([2, 2, 3])
    names = rng.choice([["Tip", "Why"], ["Step", "Advice"], ["Item", "Note"]])
    if cols == 3:
        names = names + ["Effort"]
    rows = rng.choice([3, 4, 5])
    rel_r = rng.choice(["==", "==", "<=", ">="])
    # "at most" needs no stated header: the satisfying table stays below the limit
    # either way; elsewhere the instruction says whether the header is counted.
    header = "" if rel_r == "<=" else "excluded"
    r_phrase = count_phrase(rng, rel_r, rows, ("row", "rows"))
    if header:
        suffixes = [" (not counting the header)", ", plus a header row"]
        if r_phrase.endswith(("row", "rows")):
            suffixes += [" below the header", " of data"]
        r_phrase += rng.choice(suffixes)
    named = rng.random() < 0.5
    col_phrase = (rng.choice(["columns {a} and {b}", "two columns: {a} and {b}",
                              "the columns {a} and {b}"]).format(a=names[0], b=names[1])
                  if cols == 2 and named else count_phrase(rng, "==", cols, ("column", "columns")))
    if cols == 3 and named:
        col_phrase = "three columns: " + ", ".join(names[:2]) + " and " + names[2]
    style = rng.random()
    if style < 0.5:
        q1 = d.clause(rng.choice(["Use a table with {c}.", "The table needs {c}.",
                                  "Give it {c}."]).format(c=col_phrase),
                      {"what": "count", "unit": "table_column", "rel": "==", "n": cols})
        q2 = d.clause(rng.choice(["Include {r}.", "It should have {r}.", "Fill in {r}."])
                      .format(r=r_phrase), {"what": "count", "unit": "table_row", "rel": rel_r,
                                            "n": rows, **({"header": header} if header else {})})
    else:
        q = d.clause(rng.choice(["Your response must contain a table with {c} and {r}.",
                                 "Format it as a table with {c} and {r}."]).format(
            c=col_phrase, r=r_phrase),
            {"what": "count", "unit": "table_column", "rel": "==", "n": cols},
            {"what": "count", "unit": "table_row", "rel": rel_r, "n": rows,
             **({"header": header} if header else {})})
        q1 = q2 = q
    efforts = ["Low", "Medium", "High"]
    pool = [s.rstrip(".") for s in topic["sentences"]]
    rng.shuffle(pool)

    def render(nrows, ncols, extra_col=False):
        heads = names[:ncols] + (["Cost"] if extra_col else [])
        lines = ["| " + " | ".join(heads) + " |", "|" + "---|" * len(heads)]
        for i in range(nrows):
            cells = [str(i + 1) if names[0] == "Step" else topic["items"][i].capitalize(), pool[i]]
            if ncols == 3:
                cells.append(rng.choice(efforts))
            if extra_col:
                cells.append(rng.choice(efforts))
            lines.append("| " + " | ".join(cells[:len(heads)]) + " |")
        return "\n".join(lines)

    intro = rng.choice(["", "Here is the table:\n\n"])
    n_ok = rows if rel_r != "<=" else rows - 1
    n_bad = rows + 1 if rel_r in ("==", "<=") else rows - 1
    d.sat(intro + render(n_ok, cols))
    d.breaks(intro + render(n_bad, cols), q2)
    if q1 != q2:
        d.breaks(intro + render(n_ok, cols, extra_col=True), q1)
    elif cols == 2:
        pass
    finish(rng, d)
    return d


# --- JSON -----------------------------------------------------------------------------

JSON_SHAPES = [
    {"name": "Ana", "age": 34, "city": "Lisbon"},
    {"title": "The Hobbit", "author": "J. R. R. Tolkien", "year": 1937},
    {"product": "water bottle", "price": 24.5, "in_stock": True},
    {"city": "Oslo", "country": "Norway", "population": 709000},
    {"word": "serendipity", "definition": "a happy accident", "part_of_speech": "noun"},
    {"sentiment": "negative", "category": "billing", "priority": "high"},
    {"question": "What is the capital of Peru?", "answer": "Lima", "difficulty": "easy"},
    {"task": "buy milk", "done": False, "due": "Friday"},
]
JSON_TASKS = {
    "name": "Extract the person's details from this text: Ana is 34 and lives in Lisbon.",
    "title": "Give me the details of a classic fantasy novel.",
    "product": "Describe our water bottle listing as data.",
    "city": "Give me basic facts about Oslo.",
    "word": "Define the word serendipity.",
    "sentiment": "Classify this support email: 'I was charged twice this month and nobody replies.'",
    "question": "Write one quiz question about South American capitals.",
    "task": "Turn this note into a to-do entry: buy milk by Friday.",
}


def fam_json(rng, topic):
    d = Draft("json")
    shape = dict(rng.choice(JSON_SHAPES))
    first = next(iter(shape))
    d.task = JSON_TASKS[first]
    nkeys = rng.choice([2, 3])
    keys = list(shape)[:nkeys]
    obj = {k: shape[k] for k in keys}
    kinds = []
    style = rng.choice(["keys", "keys", "count", "both"])
    kl = " and ".join(keys) if nkeys == 2 else ", ".join(keys[:2]) + " and " + keys[2]
    if rng.random() < 0.4:
        kl = kl.replace(keys[0], f'"{keys[0]}"').replace(keys[-1], f'"{keys[-1]}"')
    if style in ("keys", "both"):
        q = d.clause(rng.choice([
            "Respond in JSON with keys {k}.", "Return a JSON object with the keys {k}.",
            "Answer as JSON containing {k}.", "Output JSON with exactly these keys: {k}.",
            "Give me a JSON object that has {k} as keys.",
        ]).format(k=kl), {"what": "json", "keys": keys, "exact": True})
        kinds.append(("keys", q))
    if style in ("count", "both"):
        cq = d.clause(rng.choice([
            "Answer with a JSON object with exactly {n} keys.", "The JSON must have {n} keys, no more.",
            "Use exactly {n} fields.", "Return JSON with {n} keys only.",
        ]).format(n=number(rng, nkeys, 0.6)),
            {"what": "count", "unit": "json_key", "rel": "==", "n": nkeys},
            {"what": "json"})
        kinds.append(("count", cq))
    fence = rng.random() < 0.6
    if fence:
        fq = d.clause(rng.choice([
            "No markdown code fences.", "Do not wrap it in ``` fences.", "Don't use a code block.",
            "Output raw JSON only, without code fences.", "No backticks.",
            "Plain JSON, not inside a Markdown code block.",
        ]), {"what": "contains", "text": "```", "rel": "==", "n": 0})
        kinds.append(("fence", fq))
    text = json.dumps(obj, ensure_ascii=False, indent=rng.choice([None, 2]))
    only = rng.random() < 0.3  # "only the JSON": a fence around it would be arguable
    fenced_ok = not fence and not only and rng.random() < 0.3
    wrap = (lambda t: "```json\n" + t + "\n```") if fenced_ok else (lambda t: t)
    d.sat(wrap(text))
    for kind, q in kinds:
        if kind == "keys":
            less = dict(obj)
            less.pop(keys[-1])
            bad = json.dumps(less, ensure_ascii=False, indent=2 if "\n" in text else None)
            if style == "both":
                d.breaks(wrap(bad), q, [x for k, x in kinds if k == "count"][0])
            else:
                d.breaks(wrap(bad), q)
        elif kind == "count" and style == "count":
            more = dict(obj)
            extra = [k for k in shape if k not in obj]
            more[extra[0] if extra else "note"] = shape.get(extra[0], "none") if extra else "none"
            d.breaks(wrap(json.dumps(more, ensure_ascii=False,
                                     indent=2 if "\n" in text else None)), q)
        elif kind == "fence":
            d.breaks("```json\n" + text + "\n```", q)
    if only:
        tq = d.clause(rng.choice(["Nothing outside the JSON.", "No explanation, only the JSON.",
                                  "Return only the JSON object and nothing else."]),
                      {"what": "json"})
        broken = [c["quote"] for c in d.checks if c["what"] == "json" or
                  c.get("unit") == "json_key"]
        d.breaks(wrap(text) + "\n\nLet me know if you need more fields.",
                 *dict.fromkeys(broken))
    finish(rng, d)
    d.prefix = rng.choice(["", "", "You are a data extraction service. ", "I'm building an app. "])
    return d


# --- code blocks ----------------------------------------------------------------------

SNIPPETS = [
    ("Write a Python function that reverses a string.", "python",
     "def reverse(text):\n    return text[::-1]"),
    ("Show me a shell command that counts the lines in notes.txt.", "bash", "wc -l notes.txt"),
    ("Write a SQL query that lists customers from Spain.", "sql",
     "SELECT name FROM customers WHERE country = 'Spain';"),
    ("Write a JavaScript function that adds two numbers.", "javascript",
     "function add(a, b) {\n  return a + b;\n}"),
    ("Give me a Python one-liner that sums a list called nums.", "python", "total = sum(nums)"),
    ("Write a CSS rule that makes all links red.", "css", "a {\n  color: red;\n}"),
]


def fam_code(rng, topic):
    d = Draft("code")
    task, lang, code = rng.choice(SNIPPETS)
    d.task = task
    block = f"```{lang}\n{code}\n```"
    style = rng.choice(["one", "only", "both"])
    if style in ("one", "both"):
        q = d.clause(rng.choice([
            "Put the code in a single code block.", "Use exactly one code block.",
            "Reply with one fenced code block.", "Keep all the code in one code block.",
            "Use no more than one code block.",
        ]), {"what": "count", "unit": "code_block",
             "rel": "<=" if "no more" in "" else "==", "n": 1})
        if d.clauses[-1] == "Use no more than one code block.":
            d.checks[-1]["rel"] = "<="
    if style in ("only", "both"):
        oq = d.clause(rng.choice([
            "Only reply with the code, inside one code block, and nothing else.",
            "Do not write explanations; only the code block.",
            "Return the code block alone, with no text before or after it.",
        ]), {"what": "starts_with", "text": "```"}, {"what": "ends_with", "text": "```"})
    note = rng.choice(["This works for any input.", "Run it from the project folder.",
                       "Hope this helps."])
    if style == "only":
        d.sat(block)
        d.breaks(block + "\n\n" + note, oq)
    elif style == "one":
        d.sat(rng.choice(["", "Here it is:\n\n"]) + block)
        parts = code.split("\n")
        if len(parts) > 1:
            d.breaks(f"```{lang}\n{parts[0]}\n```\n\n```{lang}\n" + "\n".join(parts[1:]) + "\n```",
                     q)
        else:
            d.breaks(block + "\n\nOr, to be explicit:\n\n" + block, q)
    else:
        d.sat(block)
        d.breaks(block + "\n" + note, oq)
        d.breaks(block + "\n" + block, q)
    finish(rng, d)
    d.prefix = rng.choice(["", "", "You are a coding assistant. "])
    return d


# --- greetings and sign-offs ------------------------------------------------------------

GREETINGS = ["Dear customer", "Hi Sam", "Hello team", "Dear Ms Patel", "Hi there", "Good morning"]
SIGNOFFS = ["Best regards", "Kind regards", "Cheers", "Warm wishes", "Thanks again", "Sincerely"]
NAMES = ["Ana", "The Support Team", "Leo", "Priya"]


def fam_letter(rng, topic):
    d = Draft("letter")
    email = topic["name"] in ("email", "meeting") or rng.random() < 0.3
    if not email:
        topic_sents = topic["sentences"]
        d.task = rng.choice(["Write a short message to a friend with advice on {t}.",
                             "Email my colleague some advice about {t}.",
                             "Write a note to my neighbour about {t}."]).format(t=topic["about"])
    else:
        topic_sents = topic["sentences"]
        d.task = topic_task(rng, topic)
    greet = rng.choice(GREETINGS)
    sign = rng.choice(SIGNOFFS)
    name = rng.choice(NAMES)
    kinds = rng.sample(["start", "sign", "ps", "words"], rng.choice([1, 2, 2, 3]))
    quotes = {}
    if "start" in kinds:
        quotes["start"] = d.clause(rng.choice([
            "Start your reply with '{g}'.", 'Begin with "{g}".', 'Open with "{g}".',
            'The first words must be "{g}".', "Start with the greeting '{g}'.",
        ]).format(g=greet), {"what": "starts_with", "text": greet})
    if "sign" in kinds:
        quotes["sign"] = d.clause(rng.choice([
            "Sign off with '{s}'.", 'End with "{s}" and your name.', 'Close with "{s}".',
            "Use '{s}' as the sign-off.", 'Finish the message with "{s}".',
        ]).format(s=sign), {"what": "sign_off", "text": sign})
    if "ps" in kinds:
        quotes["ps"] = d.clause(rng.choice([
            "Add a P.S. at the end.", "Include a postscript starting with P.S.",
            "Finish with a P.S. line.",
        ]), {"what": "starts_with", "text": "P.S.", "in": {"unit": "line", "which": "last"}})
        if "sign" in kinds or "words" in kinds:
            return None
    body_words = None
    if "words" in kinds:
        n = rng.choice([40, 50, 60, 70, 80])
        rel = rng.choice(["<", "<="])
        quotes["words"] = d.clause(rng.choice(["Keep it {r}.", "The whole email must be {r}.",
                                               "{R}, please."]).format(
            r=count_phrase(rng, rel, n, WORDS), R=cap(count_phrase(rng, rel, n, WORDS))),
            {"what": "count", "unit": "word", "rel": rel, "n": n})
        body_words = (rel, n)
    ps_line = "P.S. " + rng.choice(topic_sents)
    loose_sign = rng.choice(SIGNOFFS) if rng.random() < 0.5 and "ps" not in kinds else None

    def render(g=greet, s=sign, body=None, ps=True):
        parts = [g + ",", body]
        if "sign" in kinds:
            parts.append(s + ",\n" + name)
        elif loose_sign:
            parts.append(loose_sign + ",\n" + name)
        if "ps" in kinds and ps:
            parts.append(ps_line)
        return "\n\n".join(parts)

    fixed = word_count(render(body=""))
    if body_words:
        rel, n = body_words
        ok = range(n - 10 - fixed, (n if rel == "<" else n + 1) - fixed)
    else:
        ok = range(15, 45)
    body = assemble(rng, topic_sents, words=ok, sentences=range(2, 6))
    if not body:
        return None
    sat = render(body=body)
    d.sat(sat)
    if "start" in kinds:
        other = rng.choice([g for g in GREETINGS if g.split()[0] != greet.split()[0]])
        d.breaks(render(g=other, body=body), quotes["start"])
    if "sign" in kinds:
        other = rng.choice([s for s in SIGNOFFS if s.split()[0] != sign.split()[0]])
        d.breaks(render(s=other, body=body), quotes["sign"])
    if "ps" in kinds:
        d.breaks(render(body=body, ps=False), quotes["ps"])
    if body_words:
        rel, n = body_words
        edge = (n if rel == "<" else n + 1) - fixed
        long_body = assemble(rng, topic_sents, words=[edge, edge + 1], sentences=range(2, 9))
        if long_body:
            d.breaks(render(body=long_body), quotes["words"])
    if len(d.outputs) < 2:
        return None
    finish(rng, d)
    return d


# --- case and punctuation ----------------------------------------------------------------

def fam_punct(rng, topic):
    d = Draft("punct")
    d.task = topic_task(rng, topic)
    kind = rng.choice(["upper", "noexcl", "quotes", "endphrase", "count_word", "nocolon",
                       "title", "exclaim_limit", "question_only", "nodash"])
    sents = list(topic["sentences"])
    rng.shuffle(sents)
    base = " ".join(sents[:rng.choice([2, 3])])
    if kind == "upper":
        q = d.clause(rng.choice(["Write your entire answer in capital letters.",
                                 "Respond in ALL CAPS.", "Use uppercase letters only.",
                                 "Everything must be in caps."]), {"what": "case", "value": "upper"})
        sat = base.upper()
        d.sat(sat)
        i = sat.index(" ") + 1
        d.breaks(sat[:i] + sat[i].lower() + sat[i + 1:], q)
    elif kind == "noexcl":
        q = d.clause(rng.choice(["Don't use exclamation marks.", "No exclamation points.",
                                 "Avoid exclamation marks entirely.", "Never use '!'."]),
                     {"what": "contains", "text": "!", "rel": "==", "n": 0})
        d.sat(base)
        d.breaks(base[:-1] + "!", q)
    elif kind == "quotes":
        q = d.clause(rng.choice(["Wrap your entire response in double quotation marks.",
                                 'Put the whole answer inside double quotes (").',
                                 "Enclose everything you write in double quotes."]),
                     {"what": "starts_with", "text": '"'}, {"what": "ends_with", "text": '"'})
        d.sat('"' + base + '"')
        d.breaks('"' + base, q)
    elif kind == "endphrase":
        phrase = rng.choice(["Is there anything else I can help with?", "Hope this helps!",
                             "Let me know if you have questions.", "Good luck!"])
        q = d.clause(rng.choice(['End your response with "{p}"', "Finish with the exact phrase '{p}'",
                                 'Your last sentence must be "{p}"', 'Close with: "{p}"'])
                     .format(p=phrase) + rng.choice([".", ""]),
                     {"what": "ends_with", "text": phrase})
        if q.endswith('?"') or q.endswith('!"'):
            pass
        d.sat(base + " " + phrase)
        d.breaks(base + " " + phrase[:-1] + ("." if phrase[-1] != "." else "!"), q)
    elif kind == "count_word":
        w = None
        for s in sents:
            for t in s.rstrip(".").split()[1:]:
                if t.isalpha() and t.islower() and len(t) >= 5 and not has_word(base, t):
                    w = t
                    break
            if w:
                break
        holders = [s for s in sents if has_word(s, w)] if w else []
        if not w or len(holders) < 1:
            return None
        times = rng.choice([2, 2, 3])
        rel = rng.choice([">=", "==", ">="])
        q = d.clause(rng.choice(['Use the word "{w}" {r}.', "Mention {w} {r}.",
                                 'The word "{w}" should appear {r}.'])
                     .format(w=w, r=count_phrase(rng, rel, times, ("time", "times"))),
                     {"what": "contains", "text": w, "word": True, "rel": rel, "n": times})
        filler = [f"That is why {w} matters.", f"Think about {w} every day.",
                  f"Remember the {w} part."]
        have = sum(has_word(s, w) for s in sents[:3] + holders[:1])
        body = sents[:2] + holders[:1]
        extra = filler[: max(0, times - 1)]
        sat = " ".join(body + extra)
        if sum(1 for _ in __import__("re").finditer(r"(?<!\w)" + w + r"(?!\w)", sat, 2)) != times:
            return None
        d.sat(sat)
        d.breaks(" ".join(body + extra[:-1]), q)
        del have
    elif kind == "nocolon":
        q = d.clause(rng.choice(["Do not use semicolons or colons.", "No colons or semicolons."]),
                     {"what": "contains", "text": ":", "rel": "==", "n": 0},
                     {"what": "contains", "text": ";", "rel": "==", "n": 0})
        d.sat(base)
        d.breaks("My advice: " + base[:1].lower() + base[1:], q)
    elif kind == "title":
        q = d.clause(rng.choice(["Capitalize Every Word.", "Capitalize the first letter of every word.",
                                 "Start every word with a capital letter."]),
                     {"what": "case", "value": "capitalized"})
        sat = " ".join(w[:1].upper() + w[1:] for w in base.split(" "))
        d.sat(sat)
        ws = sat.split(" ")
        ws[2] = ws[2].lower()
        d.breaks(" ".join(ws), q)
    elif kind == "exclaim_limit":
        n = rng.choice([1, 2])
        q = d.clause(rng.choice(["Use {r}.", "Include {r}."]).format(
            r=count_phrase(rng, "<=", n, ("exclamation mark", "exclamation marks"))),
            {"what": "contains", "text": "!", "rel": "<=", "n": n})
        parts = [s[:-1] + "!" if i < n else s for i, s in enumerate(sents[:n + 1])]
        d.sat(" ".join(parts))
        d.breaks(" ".join(s[:-1] + "!" for s in sents[:n + 1]), q)
    elif kind == "question_only":
        q = d.clause(rng.choice(["Reply only with a question.", "Answer with a single question.",
                                 "Respond with one question and nothing else."]),
                     {"what": "count", "unit": "sentence", "rel": "==", "n": 1},
                     {"what": "ends_with", "text": "?"})
        qq = rng.choice(topic["questions"])
        d.sat(qq)
        d.breaks(sents[0] + " " + qq, q)
        d.task = rng.choice(["I want to talk about {t}. Ask me something to get started.",
                             "Start a conversation with me about {t}."]).format(t=topic["about"])
    elif kind == "nodash":
        q = d.clause(rng.choice(["Never use em dashes.", "No em dashes (—).",
                                 "Avoid the em dash."]),
                     {"what": "contains", "text": "—", "rel": "==", "n": 0})
        d.sat(base)
        a, b = sents[0].rstrip("."), sents[1]
        d.breaks(a + " — " + b[:1].lower() + b[1:] + " " + " ".join(sents[2:3]), q)
    finish(rng, d)
    return d
