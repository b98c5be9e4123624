"""Families of everyday instructions, written for this corpus. Each family states one
kind of constraint (lengths, per-unit limits, starts and ends, lists, tables, JSON, …)
in many wordings, joins it to a topic's task and sometimes to other constraints, and
builds a satisfying output and, per constraint, an output that breaks that constraint
alone, by the smallest change it can (one word, one line, one character, one comma).

A family returns a `Draft` or None (the material could not reach the chosen numbers;
the caller draws again). The stated labels are what each output was built to do;
label.py measures them independently and fails when they disagree.
"""

from phrasing import cap, count_phrase, number, pair, uncap
from prose import assemble, word_count

WORDS = ("word", "words")
SENTENCES = ("sentence", "sentences")
CHARS = ("character", "characters")
LINES = ("line", "lines")
PARAGRAPHS = ("paragraph", "paragraphs")
EMOJI = ("emoji", "emojis")
HASHTAGS = ("hashtag", "hashtags")

PREFIXES = [
    "", "", "", "", "I'm new to this. ", "My friend asked me about this. ",
    "This is for our team newsletter. ", "You are a helpful assistant. ",
    "I need this for a presentation tomorrow. ", "Quick one: ", "Hey! ",
    "You are an expert who explains things plainly. ", "For my blog: ",
]
THANKS = ["", "", "", "", " Thanks!", " Thank you.", " Thanks in advance.", " Cheers."]
STOPWORDS = set("""the and for with that this your you are from when they them then than
have will what which into about more most just only also can cannot every each after before
there their these those other some such very much many make made keeps keep over under
while where because does done""".split())


class Draft:
    """An instruction being written: its parts, checks and outputs."""

    def __init__(self, family, source="written for nsvif"):
        self.family = family
        self.source = source
        self.task = ""
        self.prefix = ""
        self.clauses = []  # constraint clauses, in the order they are stated
        self.checks = []
        self.tail = ""
        self.outputs = []  # (text, [quotes broken])
        self.front = None  # a clause written before the task ("In three sentences, …")

    def clause(self, text, *checks):
        self.clauses.append(text)
        for c in checks:
            c = dict(c)
            c.setdefault("quote", text)
            self.checks.append(c)
        return text

    def instruction(self, rng):
        if self.front:
            body = self.front + ", " + uncap(self.task)
        else:
            body = self.task
        rest = " ".join(self.clauses)
        text = self.prefix + body + (" " + rest if rest else "") + self.tail
        return text

    def sat(self, text):
        self.outputs.append((text, []))

    def breaks(self, text, *quotes):
        if text is not None:
            self.outputs.append((text, list(quotes)))


def topic_task(rng, topic, statement_only=False):
    tasks = [t for t in topic["tasks"] if not (statement_only and t.endswith("?"))]
    return rng.choice(tasks or topic["tasks"])


def keyword_of(rng, topic):
    """A content word that some sentences hold (not first) and others lack."""
    options = []
    for s in topic["sentences"]:
        for w in s.rstrip(".").split()[1:]:
            if w.isalpha() and w.islower() and len(w) >= 5 and w not in STOPWORDS:
                holders = [x for x in topic["sentences"] if has_word(x, w)]
                if 1 <= len(holders) <= 3 and not any(has_word(q, w) for q in topic["questions"]):
                    options.append(w)
    return rng.choice(options) if options else None


def has_word(text, w):
    import re
    return re.search(r"(?<!\w)" + re.escape(w) + r"(?!\w)", text, re.I) is not None


# --- prose: length in words --------------------------------------------------------

WORD_CLAUSES = {
    "all": ["Keep it {R}.", "Keep your answer {R}.", "Answer in {R}.", "Respond in {R}.",
            "Use {R}.", "Write {R}.", "Your reply should be {R}.", "The response must be {R} long.",
            "Make it {R}.", "{Rc}, please.", "Please keep the response {R}.", "Length: {R}.",
            "I only want {R}.", "Can you do it in {R}?", "Target length: {R}.",
            "Your whole response has to be {R}.", "Write it in {R}.", "Limit: {R}."],
    "<=": ["Don't go over {N} words.", "Do not exceed {N} words.", "{N} words max.",
           "Max {N} words.", "Word limit: {N}.", "Limit your reply to {N} words.",
           "Cap it at {N} words.", "Keep it within {N} words.", "No longer than {N} words, please.",
           "{N}-word limit.", "Stay within a {N}-word budget.", "Keep it to {N} words tops.",
           "Use no more than {N} words in total."],
    "<": ["Stay under {N} words.", "Keep it below {N} words.", "Fewer than {N} words in total.",
          "Keep it shorter than {N} words.", "Less than {N} words, please."],
    ">=": ["Write at least {N} words.", "Make it no shorter than {N} words.",
           "It needs to be {N}+ words.", "Give me a minimum of {N} words.",
           "Don't write fewer than {N} words.", "Minimum length: {N} words."],
    ">": ["Write more than {N} words.", "It should run longer than {N} words.",
          "Go beyond {N} words."],
    "==": ["Use exactly {N} words.", "Your answer must contain exactly {N} words.",
           "Exactly {N} words, please.", "The answer must be {N} words, not one more or less."],
    "between": ["Word count: {N}–{M}.", "Somewhere between {N} and {M} words.",
                "The answer should be {N} to {M} words long."],
}
FRONTS = {"<": "In under {N} words", "<=": "In {N} words or fewer", "==": "In exactly {N} words",
         ">=": "In at least {N} words", "between": "In {N}–{M} words", ">": "In more than {N} words"}


def length_clause(rng, rel, n, m, table, unit):
    if rng.random() < 0.5 and rel in table:
        template = rng.choice(table[rel])
    else:
        template = rng.choice(table["all"])
    r = count_phrase(rng, rel, n, unit, m)
    if template in ("I only want {R}.", "Limit: {R}.") and rel in (">=", ">"):
        template = "Write {R}."  # a minimum is not a limit
    if "{R} long" in template and r.split()[-1] not in unit:
        template = "Keep it {R}."  # "must be 35 words exactly long" is not English
    a, b = pair(rng, n, m, 0.2) if m else (number(rng, n, 0.2), "")
    return template.format(R=r, Rc=cap(r), N=a, M=b)


def totals_for(rng, rel, n, m):
    """(totals a satisfying output may have, totals a subtle violation has)."""
    if rel == "<":
        return range(max(1, n - 8), n), [n, n + 1]
    if rel == "<=":
        return ([n] if rng.random() < 0.4 else range(max(1, n - 8), n + 1)), [n + 1, n + 2]
    if rel == "==":
        return [n], [n + 1, n - 1]
    if rel == ">=":
        return ([n] if rng.random() < 0.4 else range(n, n + 9)), [n - 1]
    if rel == ">":
        return range(n + 1, n + 9), [n]
    return range(n + 1, m), [m + 1, n - 1, m + 2]


def pick_rel(rng, weights):
    rels, ws = zip(*weights.items())
    return rng.choices(rels, ws)[0]


class Extras:
    """Constraints that ride along with a length: each adds a clause and a check and
    knows how to break itself while the builder keeps the other targets."""

    def __init__(self, rng, topic, draft, kinds):
        self.rng, self.topic, self.d = rng, topic, draft
        self.opening, self.closing, self.must, self.avoid = [], [], [], []
        self.transform = None
        self.kinds = []
        for k in kinds:
            if getattr(self, "add_" + k)():
                self.kinds.append(k)

    def add_question(self):
        q = self.rng.choice(self.topic["questions"])
        self.closing = [q]
        self.q_quote = self.d.clause(self.rng.choice([
            "End with a question.", "Finish your answer with a question.",
            "Close with a question for me.", "The last sentence must be a question.",
            "Make sure the final character is a question mark.", "End on a question.",
            "Wrap up by asking me a question.", "Your reply has to end with a question mark.",
            "Finish on a question.", "The final sentence should be a question.",
            "Ask me something at the very end.",
        ]), {"what": "ends_with", "text": "?"})
        return True

    def add_nocomma(self):
        self.c_quote = self.d.clause(self.rng.choice([
            "Do not use any commas.", "No commas.", "Don't use commas anywhere in your reply.",
            "Avoid commas entirely.", "Your answer must not contain a single comma.",
            "Write it without commas.", "Commas are not allowed.", "Skip the commas.",
            "Zero commas, please.", "Make sure there isn't a comma anywhere.",
            "Refrain from using commas.",
        ]), {"what": "contains", "text": ",", "rel": "==", "n": 0})
        return True

    def add_keyword(self):
        w = keyword_of(self.rng, self.topic)
        if not w:
            return False
        must = [s for s in self.topic["sentences"] if has_word(s, w)][:1]
        if hasattr(self, "aw") and any(has_word(s, self.aw) for s in must):
            return False
        self.kw = w
        self.must = must
        self.k_quote = self.d.clause(self.rng.choice([
            'Include the word "{w}".', 'Make sure to use the word "{w}".',
            'Mention "{w}" somewhere.', "Use the keyword {w} at least once.",
            'The word "{w}" must appear in your answer.', "Work the word '{w}' in.",
            'Be sure the answer contains "{w}".', 'Use "{w}" at least once.',
            'I want to see the word "{w}" in it.', 'Somewhere in the reply, say "{w}".',
        ]).format(w=w), {"what": "contains", "text": w, "word": True})
        return True

    def add_avoid(self):
        w = keyword_of(self.rng, self.topic)
        if not w or (hasattr(self, "kw") and w == self.kw):
            return False
        if any(has_word(s, w) for s in self.must):
            return False
        self.aw = w
        self.avoid = [s for s in self.topic["sentences"] if has_word(s, w)]
        self.a_quote = self.d.clause(self.rng.choice([
            'Do not use the word "{w}".', 'Avoid the word "{w}".', "Don't say {w}.",
            'Never use the word "{w}".', 'The word "{w}" is off limits.',
            'Leave out the word "{w}".', "Please don't mention '{w}'.",
            'Under no circumstances write "{w}".', 'Steer clear of the word "{w}".',
            'Don\'t include "{w}" anywhere.', 'Without using the word "{w}", please.',
        ]).format(w=w), {"what": "contains", "text": w, "word": True, "rel": "==", "n": 0})
        return True

    def add_opening(self):
        o = self.rng.choice(["Sure.", "Good question.", "Happy to help.", "Here is my advice.",
                             "Great question.", "Of course."])
        self.opening = [o]
        head = o.rstrip(".")
        self.o_quote = self.d.clause(self.rng.choice([
            'Start your answer with "{o}".', 'Begin with the words "{o}".',
            'Open your reply with "{o}".', 'Kick off with "{o}".',
            'The response should begin with "{o}".', 'Your first words must be "{o}".',
            'Lead with "{o}".', 'First thing in your reply: "{o}".',
        ]).format(o=head), {"what": "starts_with", "text": head})
        return True

    def add_lower(self):
        self.transform = str.lower
        self.l_quote = self.d.clause(self.rng.choice([
            "Write everything in lowercase.", "Use only lowercase letters.",
            "No capital letters at all.", "all lowercase please.", "Don't capitalize anything.",
            "Your entire response should be in lowercase.", "Lowercase only.",
            "Keep every letter lowercase.", "Please avoid uppercase letters entirely.",
        ]), {"what": "case", "value": "lower"})
        return True

    def build(self, target, **changes):
        """The output with `changes` to the extras (e.g. closing=…), at `target`."""
        args = dict(opening=self.opening, closing=self.closing, must=self.must,
                    exclude=lambda s: s in self.avoid, transform=self.transform)
        args.update(changes)
        return assemble(self.rng, self.topic["sentences"], **args, **target)

    def violations(self, sat, target):
        """One output per extra, breaking it alone."""
        out = []
        for k in self.kinds:
            if k == "question":
                out.append((sat[:-1] + ".", self.q_quote))
            elif k == "nocomma":
                pool = [c for c in self.topic["comma"] if not any(has_word(c, w) for w in
                        ([self.aw] if hasattr(self, "aw") else []))]
                if pool:
                    out.append((self.build(target, must=self.must + [self.rng.choice(pool)]),
                                self.c_quote))
            elif k == "keyword":
                out.append((self.build(target, must=[], exclude=lambda s: s in self.avoid or
                                       has_word(s, self.kw)), self.k_quote))
            elif k == "avoid":
                out.append((self.build(target, must=self.must + [self.rng.choice(self.avoid)],
                                       exclude=lambda s: False), self.a_quote))
            elif k == "opening":
                other = "Sure." if self.opening[0] != "Sure." else "Of course."
                out.append((self.build(target, opening=[other]), self.o_quote))
            elif k == "lower":
                out.append((sat[:1].upper() + sat[1:], self.l_quote))
        return [(t, q) for t, q in out if t]


def fam_words(rng, topic):
    d = Draft("words")
    d.task = topic_task(rng, topic)
    rel = pick_rel(rng, {"<": 3, "<=": 3, "==": 1, ">=": 1.5, ">": 1, "between": 1.5})
    n = rng.choice([15, 20, 25, 30, 35, 40, 45, 50, 60]) if rel in "<<=" else rng.choice(
        [15, 20, 25, 30, 35, 40])
    m = n + rng.choice([10, 15, 20]) if rel == "between" else 0
    if rel == "between" and m > 60:
        return None
    kinds = rng.sample(["question", "nocomma", "keyword", "avoid", "opening", "lower"],
                       rng.choice([0, 1, 1, 2]))
    if "lower" in kinds and "opening" in kinds:
        return None
    front = rng.random() < 0.2 and not d.task.endswith("?")
    wq = None
    if front:
        a, b = pair(rng, n, m, 0.3) if rel == "between" else (number(rng, n, 0.3), "")
        d.front = FRONTS[rel].format(N=a, M=b)
        wq = d.front
    else:
        wq = d.clause(length_clause(rng, rel, n, m, WORD_CLAUSES, WORDS))
    check = {"what": "count", "unit": "word", "rel": rel, "n": n, "quote": wq}
    if rel == "between":
        check["m"] = m
    d.checks.insert(0, check)
    ex = Extras(rng, topic, d, kinds)
    ok, bad = totals_for(rng, rel, n, m)
    sat = ex.build({"words": ok})
    if not sat:
        return None
    d.sat(sat)
    for v in bad:
        viol = ex.build({"words": [v]})
        if viol:
            d.breaks(viol, wq)
            break
    else:
        return None
    target = {"words": [word_count(sat)]}
    for text, q in ex.violations(sat, target):
        d.breaks(text, q)
    finish(rng, d)
    return d


def finish(rng, d):
    if not d.front:
        d.prefix = rng.choice(PREFIXES)
    d.tail = rng.choice(THANKS)
    rng.shuffle(d.clauses)
    if len(d.clauses) >= 2 and rng.random() < 0.35:
        join(rng, d)


def join(rng, d):
    """State the first two constraints in one sentence ("Keep it under 40 words and end
    with a question."), as people often do; each check keeps its own part as its quote."""
    a, b = d.clauses[0], d.clauses[1]
    if not (a.endswith(".") and b.endswith(".")) or "\n" in a + b or a.startswith('"'):
        return
    first, second = a[:-1], uncap(b)
    if second == b and not b[:1].isalpha():
        return
    d.clauses[:2] = [first + rng.choice([" and ", ", and ", "; "]) + second]
    renamed = {a: first, b: second}
    for c in d.checks:
        c["quote"] = renamed.get(c["quote"], c["quote"])
    d.outputs = [(text, [renamed.get(q, q) for q in quotes]) for text, quotes in d.outputs]


# --- prose: sentences -------------------------------------------------------------

SENTENCE_CLAUSES = {
    "all": ["Answer in {R}.", "Use {R}.", "Keep it to {R}.", "Write {R}.", "Reply with {R}.",
            "Your answer should be {R} long.", "Respond in {R}.", "Give me {R}.",
            "I need {R}.", "Explain it in {R}.", "Say it in {R}.", "Sentence count: {R}."],
    "==1": ["Answer in one sentence.", "Summarize it in a single sentence.",
            "One sentence only, please.", "Reply with just one sentence.",
            "Keep it to a single sentence.", "Respond in exactly one sentence.",
            "Put it in one sentence.", "Just a one-sentence answer.",
            "Sum it up in one sentence.", "Give it to me in a single sentence."],
    "<=": ["Don't go beyond {N} sentences.", "No more than {N} sentences, please.",
           "Keep it to {N} sentences or fewer.", "Limit yourself to {N} sentences.",
           "{N} sentences max.", "Don't write more than {N} sentences."],
    "<": ["Use fewer than {N} sentences."],
}
SENTENCE_FRONTS = {"==": "In {N} sentences", "<=": "In {N} sentences or fewer",
                  "<": "In fewer than {N} sentences", ">=": "In at least {N} sentences"}


def fam_sentences(rng, topic):
    d = Draft("sentences")
    d.task = topic_task(rng, topic)
    rel = pick_rel(rng, {"==": 4, "<=": 3, "<": 1, ">=": 1.5, "between": 1})
    n = rng.choice([1, 2, 2, 3, 3, 4, 5]) if rel == "==" else rng.choice([2, 3, 4, 5])
    if rel == "<":
        n = rng.choice([3, 4, 5])
    m = n + rng.choice([1, 2]) if rel == "between" else 0
    kinds = rng.sample(["question", "nocomma", "keyword", "avoid", "lower", "opening"],
                       rng.choice([0, 1, 1, 2]))
    if "lower" in kinds and "opening" in kinds:
        return None
    if rel == "==" and n == 1 and rng.random() < 0.7:
        q = d.clause(rng.choice(SENTENCE_CLAUSES["==1"]))
    elif rng.random() < 0.2 and rel in SENTENCE_FRONTS and not d.task.endswith("?"):
        d.front = SENTENCE_FRONTS[rel].format(N=number(rng, n, 0.6))
        q = d.front
    elif rel in SENTENCE_CLAUSES and rng.random() < 0.4:
        q = d.clause(rng.choice(SENTENCE_CLAUSES[rel]).format(N=number(rng, n, 0.5)))
    else:
        r = count_phrase(rng, rel, n, SENTENCES, m)
        template = rng.choice(SENTENCE_CLAUSES["all"])
        if "{R} long" in template and r.split()[-1] not in SENTENCES:
            template = "Keep it to {R}."  # not "2 sentences, no more and no less long"
        q = d.clause(template.format(R=r))
    check = {"what": "count", "unit": "sentence", "rel": rel, "n": n, "quote": q}
    if rel == "between":
        check["m"] = m
    d.checks.insert(0, check)
    words_q = None
    if rng.random() < 0.2:
        wn = rng.choice([25, 30, 40, 50])
        text = rng.choice(["Stay under {n} words too.", "And keep it under {n} words.",
                           "Also, no more than {n} words."]).format(n=wn)
        words_q = d.clause(text, {"what": "count", "unit": "word",
                                  "rel": "<" if "under" in text else "<=", "n": wn})
    ex = Extras(rng, topic, d, kinds)
    ok, bad = totals_for(rng, rel, n, m)
    ok = [x for x in ok if x >= 1]
    bad = [x for x in bad if x >= 1]
    wtarget = None
    if words_q:
        lim = d.checks[-1]["n"] if d.checks[-1]["quote"] == words_q else None
        wc = [c for c in d.checks if c["quote"] == words_q][0]
        wtarget = range(1, wc["n"]) if wc["rel"] == "<" else range(1, wc["n"] + 1)
    sat = ex.build({"sentences": ok, "words": wtarget})
    if not sat:
        return None
    d.sat(sat)
    for v in bad:
        viol = ex.build({"sentences": [v], "words": wtarget})
        if viol:
            d.breaks(viol, q)
            break
    else:
        return None
    if words_q:
        wc = [c for c in d.checks if c["quote"] == words_q][0]
        edge = wc["n"] if wc["rel"] == "<" else wc["n"] + 1
        viol = ex.build({"sentences": [sentence_total(sat)], "words": [edge, edge + 1]})
        d.breaks(viol, words_q)
    target = {"sentences": [sentence_total(sat)], "words": wtarget}
    for text, quote in ex.violations(sat, target):
        d.breaks(text, quote)
    finish(rng, d)
    return d


def sentence_total(text):
    return sum(text.count(p) for p in ".?!") - text.count("...") * 2


# --- characters, hashtags, emoji -------------------------------------------------

EMOJI_BANK = ["☕", "🌧", "🌱", "🐶", "🏃", "💡", "✨", "🎉", "📚", "🔒", "🌙", "💪", "🍚",
              "🌍", "✅", "👍", "🙌", "🔥", "😊", "🚀"]
CHAR_CLAUSES = ["Keep it {R}.", "It has to be {R}.", "{Rc} total.", "The whole reply must be {R}.",
                "Stay {R}, spaces included.", "Make it {R}."]
CHAR_LE = ["Max {N} characters.", "No longer than {N} characters.", "Character limit: {N}.",
           "It has to fit in {N} characters.", "Don't go over {N} characters.",
           "Keep it within {N} characters, spaces included."]


def hashtags_for(topic, k, rng):
    base = "".join(w.title() for w in topic["about"].split() if w not in ("our", "the"))
    pool = [base, "Tips", "DailyHabits", "LifeHacks", "GoodVibes", "HowTo", "Weekend"]
    chosen = [base] + rng.sample(pool[1:], max(0, k - 1))
    return ["#" + t for t in chosen[:k]]


def fam_social(rng, topic):
    d = Draft("social")
    name = topic["about"]
    d.task = rng.choice([
        f"Write a tweet about {name}.", f"Draft a social media post about {name}.",
        f"Write a short post for our company account about {name}.",
        f"Give me a caption about {name} for Instagram.", f"Write a status update about {name}.",
    ])
    use_chars = rng.random() < 0.8
    kinds = []
    n = 0
    if use_chars:
        rel = rng.choice(["<", "<=", "<="])
        n = rng.choice([100, 120, 140, 150, 160, 200, 240, 280])
        if rng.random() < 0.5 and rel == "<=":
            cq = d.clause(rng.choice(CHAR_LE).format(N=n))
        elif rng.random() < 0.25:
            cq = f"(max {n} characters)"
            rel = "<="
            d.task = d.task[:-1] + " " + cq + "."
        else:
            r = count_phrase(rng, rel, n, CHARS, digits=True)
            cq = d.clause(rng.choice(CHAR_CLAUSES).format(R=r, Rc=cap(r)))
        d.checks.append({"what": "count", "unit": "character", "rel": rel, "n": n, "quote": cq})
    tag_rel = tag_n = None
    emo_rel = emo_n = None
    if rng.random() < 0.6:
        tag_rel = rng.choice(["==", "==", ">=", "<=", "between"])
        tag_n = rng.choice([1, 2, 3]) if tag_rel != "between" else 1
        tm = tag_n + 2 if tag_rel == "between" else 0
        r = count_phrase(rng, tag_rel, tag_n, HASHTAGS, tm)
        bare = tag_rel == "==" and rng.random() < 0.5
        if bare:
            r = f"{number(rng, tag_n, 0.7)} {'hashtag' if tag_n == 1 else 'hashtags'}"
        hq = rng.choice(["Include {r}.", "Add {r} at the end.", "Use {r}.", "With {r}.",
                         "Put {r} in it."]).format(r=r)
        d.clause(hq, {"what": "count", "unit": "hashtag", "rel": tag_rel, "n": tag_n,
                      **({"m": tm} if tm else {})})
        # A bare "two hashtags" is broken by one too few; one too many may be read as
        # "at least two".
        kinds.append(("tags", hq, "bare" if bare else tag_rel, tag_n, tm))
    if rng.random() < 0.5 or not kinds and not use_chars:
        emo_rel = rng.choice([">=", "==", "<=", "==0", "between"])
        if emo_rel == "==0":
            eq = d.clause(rng.choice(["No emojis.", "Do not use emojis.", "Don't add any emoji.",
                                      "Avoid emojis completely."]),
                          {"what": "count", "unit": "emoji", "rel": "==", "n": 0})
            kinds.append(("emoji", eq, "==", 0, 0))
        else:
            en = rng.choice([1, 2, 3]) if emo_rel != "between" else 1
            em = en + 2 if emo_rel == "between" else 0
            r = count_phrase(rng, emo_rel, en, EMOJI, em)
            eq = d.clause(rng.choice(["Use {r}.", "Add {r}.", "Include {r}.", "Throw in {r}."])
                          .format(r=r), {"what": "count", "unit": "emoji", "rel": emo_rel,
                                         "n": en, **({"m": em} if em else {})})
            kinds.append(("emoji", eq, emo_rel, en, em))

    def counts(rel, k, m):
        ok = {"==": [k], "bare": [k], ">=": [k, k + 1], "<=": [max(k - 1, 0), k],
              "between": [k + 1]}[rel]
        bad = {"==": [k + 1, k - 1], "bare": [k - 1], ">=": [k - 1], "<=": [k + 1],
               "between": [m + 1, k - 1]}[rel]
        return [x for x in ok if x >= 0], [x for x in bad if x >= 0]

    choice = {}
    for kind, quote, rel, k, m in kinds:
        ok, bad = counts(rel, k, m)
        choice[kind] = (rng.choice(ok), bad[0], quote)

    def suffix(tags, emojis):
        tail = ""
        if emojis:
            tail += " " + "".join(rng.sample(EMOJI_BANK, emojis)) if rng.random() < 0.5 else \
                " " + " ".join(rng.sample(EMOJI_BANK, emojis))
        if tags:
            tail += " " + " ".join(hashtags_for(topic, tags, rng))
        return tail

    def make(tags, emojis, chars):
        return assemble(rng, topic["sentences"], minimum=1, chars=chars,
                        suffix=suffix(tags, emojis), sentences=range(1, 5))

    tags = choice.get("tags", (0,))[0]
    emojis = choice.get("emoji", (0,))[0]
    # Below the limit by more than the emoji count, so UTF-16 counts agree.
    ok_chars = range(max(20, n - 40), n - 8) if use_chars else None
    sat = make(tags, emojis, ok_chars)
    if not sat:
        return None
    d.sat(sat)
    if use_chars:
        edge = n if rel == "<" else n + 1
        viol = make(tags, emojis, range(edge, edge + 3))
        if not viol:
            viol = make(tags, emojis, range(edge, edge + 12))
        if not viol:
            return None
        d.breaks(viol, cq)
    for kind, (good, bad, quote) in choice.items():
        t, e = (bad, emojis) if kind == "tags" else (tags, bad)
        viol = make(t, e, ok_chars)
        if viol:
            d.breaks(viol, quote)
    if len(d.outputs) < 2:
        return None
    finish(rng, d)
    return d


# --- bullets and numbered lists ----------------------------------------------------

BULLET_UNITS = [("bullet point", "bullet points"), ("bullet", "bullets"),
                ("bullet item", "bullet items"), ("point", "points")]
NUMBERED_UNITS = [("numbered item", "numbered items"), ("step", "steps"),
                  ("numbered point", "numbered points"), ("item", "items")]
INTROS = ["Here are some ideas:", "Here you go:", "A few tips:", "Try these:"]


def bullet_text(items, marker, intro=None):
    lines = ([intro] if intro else []) + [marker + it for it in items]
    return "\n".join(lines)


def numbered_text(items, intro=None, numbers=None):
    numbers = numbers or list(range(1, len(items) + 1))
    lines = ([intro] if intro else []) + [f"{k}. {it}" for k, it in zip(numbers, items)]
    return "\n".join(lines)


def fam_bullets(rng, topic, numbered=False):
    d = Draft("numbered" if numbered else "bullets")
    d.task = topic_task(rng, topic)
    from_sentences = rng.random() < 0.6
    pool = [s.rstrip(".") for s in topic["sentences"]] if from_sentences else \
        [cap(i) for i in topic["items"]]
    keep_period = from_sentences and rng.random() < 0.3
    if keep_period:
        pool = [p + "." for p in pool]
    rng.shuffle(pool)
    units = NUMBERED_UNITS if numbered else BULLET_UNITS
    unit = rng.choice(units)
    rel = pick_rel(rng, {"==": 4, "<=": 2, ">=": 1.5, "between": 1, "<": 0.5})
    k = rng.choice([3, 4, 5]) if rel != "<" else rng.choice([4, 5, 6])
    km = k + rng.choice([1, 2]) if rel == "between" else 0
    ok, bad = totals_for(rng, rel, k, km)
    ok = [x for x in ok if 2 <= x <= 7]
    bad = [x for x in bad if 1 <= x <= 8]
    if not ok or not bad:
        return None
    r = count_phrase(rng, rel, k, unit, km)
    cq = d.clause(rng.choice(["Use {r}.", "Give me {r}.", "Answer with {r}.", "List {r}.",
                              "Format it as {r}.", "Reply in {r}.", "Write {r}.",
                              "I'd like {r}.", "Break it into {r}.", "Make it {r}.",
                              "Organize the answer as {r}."]).format(r=r),
                  {"what": "count", "unit": "numbered" if numbered else "bullet", "rel": rel,
                   "n": k, **({"m": km} if km else {})})
    size = rng.choice(list(ok))
    extras = rng.sample(["perword", "period", "nointro", "first", "order", "emoji", "marker",
                         "sequence"], rng.choice([1, 1, 2]))
    if not numbered:
        extras = [e for e in extras if e != "sequence"]
        if "marker" in extras and "nointro" in extras:
            extras.remove("nointro")
    elif "marker" in extras:
        extras.remove("marker")
    if "order" in extras and (from_sentences or "first" in extras):
        extras.remove("order")
    marker = rng.choice(["- ", "* ", "• "])
    scope_unit = "numbered" if numbered else "bullet"
    noun = unit[0]
    chosen = pool[:size]
    intro = rng.choice(INTROS) if rng.random() < 0.4 else None
    if cq.startswith(("Answer with", "Format it as", "Reply in")):
        intro = None  # "reply in bullets" may be read as "only bullets"
    breaks = []  # (quote, function items, intro -> text)

    if "perword" in extras:
        lens = sorted(word_count(p) for p in pool)
        prel = rng.choice(["<", "<=", "<=", "<"])
        if from_sentences:
            limit = rng.choice(lens[size - 1:]) if len(lens) >= size else None
        else:
            limit = rng.choice([3, 4])
        if limit is None:
            return None
        if prel == "<":
            limit += 1
        fits = [p for p in pool if word_count(p) < limit] if prel == "<" else \
            [p for p in pool if word_count(p) <= limit]
        edge = [p for p in pool if word_count(p) == (limit if prel == "<" else limit + 1)]
        if len(fits) < size:
            return None
        chosen = fits[:size]
        wq = d.clause(cap(rng.choice([
            "Each {u} must be {R}.", "Keep every {u} {R}.", "No {u} longer than {N} words.",
            "Every {u} should be {R}.", "{R} per {u}.", "Each {u}: {R}.",
        ]).format(u=noun, R=count_phrase(rng, prel, limit, WORDS), N=number(rng, limit, 0.3))),
            {"what": "count", "unit": "word", "rel": prel, "n": limit,
             "in": {"unit": scope_unit, "which": "each"}})
        if "No " in d.clauses[-1] and "longer than" in d.clauses[-1]:
            d.checks[-1].update(rel="<=", n=limit)
            edge = [p for p in pool if word_count(p) == limit + 1]
        if edge:
            e = edge[0]
            breaks.append((wq, lambda items, e=e: items[:-1] + [e] if e not in items[:-1] else None))
        else:
            extended = chosen[-1].rstrip(".") + " today" + ("." if keep_period else "")
            need = (limit if d.checks[-1]["rel"] == "<" else limit + 1)
            if word_count(extended) == need:
                breaks.append((wq, lambda items, x=extended: items[:-1] + [x]))
    if "period" in extras:
        if keep_period:
            pq = d.clause(rng.choice([
                "End every {u} with a period.", "Each {u} should end with a full stop.",
                "Finish each {u} with a period.",
            ]).format(u=noun), {"what": "ends_with", "text": ".",
                                "in": {"unit": scope_unit, "which": "each"}})
            breaks.append((pq, lambda items: items[:1] + [items[1].rstrip(".")] + items[2:]))
        else:
            pq = d.clause(rng.choice([
                "Don't end the {us} with periods.", "No full stops at the end of the {us}.",
                "None of the {us} should end with a period.",
                "Leave off the trailing period on each {u}.",
            ]).format(u=noun, us=unit[1]), {"what": "ends_with", "text": ".", "negate": True,
                                             "in": {"unit": scope_unit, "which": "each"}})
            breaks.append((pq, lambda items: items[:-1] + [items[-1] + "."]))
    if "nointro" in extras:
        intro = None
        if numbered:
            nq = d.clause(rng.choice(["Only the list, no intro.", "Just the list, nothing else.",
                                      "No introduction or closing lines."]),
                          {"what": "contains", "text": "\n\n", "rel": "==", "n": 0},
                          {"what": "starts_with", "text": "1. "})
        else:
            nq = d.clause(rng.choice(["Only the list, no intro.", "Just the list, nothing else.",
                                      "Every line must be a bullet."]),
                          {"what": "starts_with", "text": marker.strip(),
                           "in": {"unit": "line", "which": "each"}})
        breaks.append((nq, "intro"))
    if "first" in extras:
        w = chosen[0].rstrip(".").split()[-1].lower()
        if not w.isalpha() or len(w) < 4 or w not in chosen[0].rstrip(".").split():
            extras.remove("first")
        else:
            fq = d.clause(rng.choice([
                'The first {u} must mention "{w}".', 'Put "{w}" in the first {u}.',
                'Make sure the first {u} includes the word "{w}".',
            ]).format(u=noun, w=w), {"what": "contains", "text": w, "word": True,
                                      "in": {"unit": scope_unit, "which": "first"}})
            if sum(has_word(c, w) for c in chosen) == 1 and len(chosen) > 1:
                breaks.append((fq, lambda items: items[1:2] + items[:1] + items[2:]))
            else:
                d.clauses.pop()
                d.checks.pop()
                extras.remove("first")
    if "order" in extras:
        chosen = sorted(chosen, key=str.casefold)
        oq = d.clause(rng.choice([
            "Sort them alphabetically.", "Put the {us} in alphabetical order.",
            "Order them A to Z.", "List them in alphabetical order.",
        ]).format(us=unit[1]), {"what": "order", "unit": scope_unit, "by": "alpha"})
        breaks.append((oq, lambda items: items[1:2] + items[:1] + items[2:]))
    if "emoji" in extras:
        ems = rng.sample(EMOJI_BANK, len(chosen) + 1)
        chosen = [c + " " + e for c, e in zip(chosen, ems)]
        eq = d.clause(rng.choice([
            "Each {u} needs an emoji.", "Put an emoji in every {u}.",
            "Every {u} should include at least one emoji.",
        ]).format(u=noun), {"what": "count", "unit": "emoji", "rel": ">=", "n": 1,
                            "in": {"unit": scope_unit, "which": "each"}})
        breaks.append((eq, lambda items: items[:-1] + [items[-1].rsplit(" ", 1)[0]]))
        if "period" in extras or "perword" in extras:
            return None
    if "marker" in extras:
        mk = marker.strip()
        name = {"-": "dashes (-)", "*": "asterisks (*)", "•": "the • symbol"}[mk]
        mq = d.clause(rng.choice(["Use {n} for the bullets.", "Mark each bullet with {n}.",
                                  "Bullets should start with {n}."]).format(n=name),
                      {"what": "starts_with", "text": mk + " ",
                       "in": {"unit": "item", "which": "each"}})
        other = "* " if mk != "*" else "- "
        breaks.append((mq, "marker:" + other))
        d.checks[-1]["in"] = {"unit": "line", "which": "each"}
        intro = None
    if "sequence" in extras:
        sq = d.clause(rng.choice(["Number them 1, 2, 3 and so on.", "Number the items in order.",
                                  "Use a numbered list starting at 1."]),
                      {"what": "numbered_in_sequence"})
        breaks.append((sq, "sequence"))

    def render(items, intro_line=intro, numbers=None, mark=marker):
        if numbered:
            return numbered_text(items, intro_line, numbers)
        return bullet_text(items, mark, intro_line)

    if len(chosen) < 2:
        return None
    d.sat(render(chosen))
    # the count
    spare = [p for p in pool if p not in chosen and p.rstrip(".") not in
             [c.rstrip(".") for c in chosen]]
    b = bad[0]
    if b > len(chosen):
        extra = spare[: b - len(chosen)]
        if "emoji" in extras:
            extra = [x + " " + rng.choice(EMOJI_BANK) for x in extra]
        fits = True
        if "perword" in extras:
            c = d.checks[[x["quote"] for x in d.checks].index(wq)]
            fits = all((word_count(x) < c["n"]) if c["rel"] == "<" else (word_count(x) <= c["n"])
                       for x in extra)
        if "first" in extras:
            fw = d.checks[[x["quote"] for x in d.checks].index(fq)]["text"]
            fits = fits and not any(has_word(x, fw) for x in extra)
        items = chosen + extra
        if "order" in extras:
            items = sorted(items, key=str.casefold)
            if "first" in extras and items[0] != chosen[0]:
                fits = False
        if fits and len(items) == b:
            d.breaks(render(items), cq)
    else:
        d.breaks(render(chosen[:b]), cq)
    for quote, how in breaks:
        if how == "intro":
            d.breaks(render(chosen, intro_line=rng.choice(INTROS)), quote)
        elif how == "sequence":
            nums = list(range(1, len(chosen) + 1))
            nums[-1] += 1
            d.breaks(render(chosen, numbers=nums), quote)
        elif isinstance(how, str) and how.startswith("marker:"):
            d.breaks(render(chosen, mark=how.split(":", 1)[1]), quote)
        else:
            items = how(list(chosen))
            if items:
                d.breaks(render(items), quote)
    if len(d.outputs) < 2:
        return None
    finish(rng, d)
    return d


def fam_numbered(rng, topic):
    return fam_bullets(rng, topic, numbered=True)
