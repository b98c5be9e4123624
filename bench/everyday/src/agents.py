"""System-prompt style instructions (a persona, standing rules, then the user's
message) and instructions that mix checkable constraints with a semantic one (tone,
audience), written for this corpus. The rule wordings are modelled on the public system
prompts README.md lists; none is copied.
"""

from families import EMOJI_BANK, SENTENCES, WORDS, Draft, fam_bullets, fam_sentences, \
    fam_words, has_word, keyword_of
from phrasing import count_phrase
from prose import assemble, word_count

COMPANIES = ["Acme Internet", "BrightBank", "GreenLeaf Garden Centre", "CityBikes", "Nimbus Cloud",
             "Pasta Palace", "Skyline Travel", "PetPal"]
USERS = ["Priya", "Tom", "Maria", "Kenji", "Amara", "Luis"]
SEMANTIC_RULES = ["Be warm and friendly.", "Use simple language a beginner understands.",
                  "Sound confident but never pushy.", "Stay positive.",
                  "Keep a professional tone.", "Be encouraging."]
SOURCES = [
    "phrasing modelled on shubh24raut/llm-ai-chatbot-assistant app/lib/prompts.js "
    "(commit e204ff9f3e718c46842ab07db7d0d660ed4c3173); written for nsvif",
    "phrasing modelled on JLDynamics/AI_sidebar sidebarai_prompts/prompt_instruction.md "
    "(commit 4c9e7dcba5cacef5eff40bb8630b2c58e863b5c1); written for nsvif",
    "phrasing modelled on jncraton/skills AGENTS.md "
    "(commit bff145adaba045fc8414051d18ab9e44e54a80f2); written for nsvif",
]


def fam_agent(rng, topic):
    d = Draft("agent", rng.choice(SOURCES))
    company = rng.choice(COMPANIES)
    user = rng.choice(USERS)
    question = rng.choice([t for t in topic["tasks"]])
    persona = rng.choice([
        f"You are the virtual assistant of {company}.",
        f"You are a chat assistant inside the {company} app.",
        f"You are {company}'s support bot.",
        f"Role: helpful assistant for {company} customers.",
    ])
    kinds = rng.sample(["words", "sentences", "noemoji", "noexcl", "question", "greet",
                        "nobullets", "nobold", "avoid"], rng.choice([2, 3, 3, 4]))
    if "words" in kinds and "sentences" in kinds:
        kinds.remove("sentences")
    rules, checks_by = [], {}
    target = {}
    opening, closing, avoid = [], [], []
    if "words" in kinds:
        n = rng.choice([30, 40, 50, 60])
        rel = rng.choice(["<", "<="])
        text = rng.choice(["Keep every reply {r}.", "Answers must be {r}.",
                           "Never write more than {n} words.", "Responses: {r}."]).format(
            r=count_phrase(rng, rel, n, WORDS), n=n)
        if text.startswith("Never write more"):
            rel = "<="
        rules.append(text)
        checks_by["words"] = (text, {"what": "count", "unit": "word", "rel": rel, "n": n})
        target["words"] = range(max(8, n - 15), n if rel == "<" else n + 1)
        wedge = n if rel == "<" else n + 1
    if "sentences" in kinds:
        n = rng.choice([2, 3, 4])
        text = rng.choice(["Keep answers under {m} short sentences.", "Use at most {n} sentences.",
                           "Reply in {n} sentences or fewer.", "No more than {n} sentences per reply."]
                          ).format(n=n, m=n + 1)
        if "under" in text:
            rules.append(text)
            checks_by["sentences"] = (text, {"what": "count", "unit": "sentence", "rel": "<",
                                             "n": n + 1})
        else:
            rules.append(text)
            checks_by["sentences"] = (text, {"what": "count", "unit": "sentence", "rel": "<=",
                                             "n": n})
        target["sentences"] = range(2, n + 1)
        sedge = n + 1
    if "noemoji" in kinds:
        text = rng.choice(["Never use emojis.", "No emojis.", "Do not use emoji in replies."])
        rules.append(text)
        checks_by["noemoji"] = (text, {"what": "count", "unit": "emoji", "rel": "==", "n": 0})
    if "noexcl" in kinds:
        text = rng.choice(["Do not use exclamation marks.", "No exclamation points, ever."])
        rules.append(text)
        checks_by["noexcl"] = (text, {"what": "contains", "text": "!", "rel": "==", "n": 0})
    if "question" in kinds:
        text = rng.choice(["Always end with a follow-up question.",
                           "Finish every reply with a question to keep the conversation going.",
                           "End each answer by asking the user a question."])
        rules.append(text)
        checks_by["question"] = (text, {"what": "ends_with", "text": "?"})
        closing = [rng.choice(topic["questions"])]
    if "greet" in kinds:
        text = rng.choice(["Always greet the customer with 'Hi' and their first name.",
                           "Start every reply with \"Hi\" followed by the user's name.",
                           "Open each answer with Hi and the customer's first name."])
        rules.append(text)
        checks_by["greet"] = (text, {"what": "starts_with", "text": f"Hi {user}"})
        opening = [f"Hi {user}."]
    if "nobullets" in kinds:
        text = rng.choice(["Do not use bullet points.", "Never answer with lists.",
                           "No bullet lists; write in sentences."])
        rules.append(text)
        checks_by["nobullets"] = (text, {"what": "count", "unit": "item", "rel": "==", "n": 0})
    if "nobold" in kinds:
        text = rng.choice(["Never use bold or italics.", "Plain text only: no bold.",
                           "Do not use Markdown bold (**)."])
        rules.append(text)
        checks_by["nobold"] = (text, {"what": "contains", "text": "**", "rel": "==", "n": 0})
    if "avoid" in kinds:
        w = keyword_of(rng, topic)
        if not w:
            return None
        text = rng.choice(['Never use the word "{w}".', "Do not say '{w}'.",
                           'Avoid the word "{w}" in every reply.']).format(w=w)
        rules.append(text)
        checks_by["avoid"] = (text, {"what": "contains", "text": w, "word": True, "rel": "==",
                                     "n": 0})
        avoid = [s for s in topic["sentences"] if has_word(s, w)]
        aw = w
    semantic = None
    if rng.random() < 0.3:
        semantic = rng.choice(SEMANTIC_RULES)
        rules.insert(rng.randrange(len(rules) + 1), semantic)
    rng.shuffle(rules)
    layout = rng.random()
    if layout < 0.4:
        system = persona + "\nRules:\n" + "\n".join("- " + r for r in rules)
    elif layout < 0.7:
        system = persona + " " + " ".join(rules)
    else:
        system = persona + "\n\n" + "\n".join(f"{i}. {r}" for i, r in enumerate(rules, 1))
    speaker = rng.choice(["User", "Customer", user])
    if "greet" in kinds:
        speaker = user  # the greeting needs the name
    d.task = system + "\n\n" + speaker + ": " + question
    for k, (text, check) in checks_by.items():
        d.checks.append(dict(check, quote=text))
    if semantic:
        d.checks.append({"what": "semantic", "quote": semantic})

    def build(**kw):
        args = dict(opening=opening, closing=closing, exclude=lambda s: s in avoid)
        args.update(kw)
        t = dict(target)
        for key in ("words", "sentences"):
            if key in kw:
                t[key] = kw.pop(key)
                args.pop(key, None)
        if "sentences" not in t:
            t["sentences"] = range(2, 5)
        return assemble(rng, topic["sentences"], **args, **t)

    sat = build()
    if not sat:
        return None
    d.sat(sat)
    for k, (text, check) in checks_by.items():
        viol = None
        if k == "words":
            viol = build(words=[wedge, wedge + 1], sentences=range(2, 10))
        elif k == "sentences":
            viol = build(sentences=[sedge])
        elif k == "noemoji":
            viol = sat.replace(". ", ". " + rng.choice(EMOJI_BANK) + " ", 1)
        elif k == "noexcl":
            viol = sat[:-1] + "!" if sat.endswith(".") else sat.replace(". ", "! ", 1)
        elif k == "question":
            viol = sat[:-1] + "."
        elif k == "greet":
            viol = "Hello " + sat[3:]
        elif k == "nobullets":
            parts = sat.split(". ")
            if len(parts) >= 2:
                viol = parts[0] + ".\n- " + "\n- ".join(p for p in ". ".join(parts[1:]).split(". "))
                viol = viol if viol.count("\n- ") >= 1 else None
        elif k == "nobold":
            ws = sat.split(" ")
            i = min(3, len(ws) - 2)
            ws[i] = "**" + ws[i] + "**"
            viol = " ".join(ws)
        elif k == "avoid":
            viol = build(exclude=lambda s: False, must=[avoid[0]])
            if viol and not has_word(viol, aw):
                viol = None
        if viol and viol != sat:
            d.breaks(viol, text)
    if len(d.outputs) < 2:
        return None
    return d


def fam_semantic(rng, topic):
    base = rng.choice([fam_words, fam_sentences, fam_bullets])(rng, topic)
    if base is None:
        return None
    text = rng.choice(["Keep the tone friendly.", "Make it sound encouraging.",
                       "Write for a complete beginner.", "Keep it practical.", "Be polite.",
                       "Sound confident but not pushy.", "Stay on topic.",
                       "Make it easy to understand."])
    base.clauses.insert(rng.randrange(len(base.clauses) + 1), text)
    base.checks.append({"what": "semantic", "quote": text})
    base.family = "semantic+" + base.family
    return base
