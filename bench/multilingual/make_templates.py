#!/usr/bin/env python3
"""M-IFEval-shaped records whose instructions are M-IFEval's own description templates, in
French, Spanish and Japanese, labelled by M-IFEval's own checkers.

usage: make_templates.py M_IFEVAL_DIR OUT_DIR [PER_TYPE]

M_IFEVAL_DIR is a checkout of lightblue-tech/M-IFEval (commit 0bc3143, Apache-2.0): its
`instructions_registry.py` and `instructions/{fr,es,ja}_instructions.py` give every type's
`build_description` (the description template filled with the kwargs it draws) and
`check_following` (the label); its `data/{lang}_input_response_data_*.jsonl` (the published
responses of 16 models) are the outputs. Run it in the environment of
`bench/mifeval/make_fixture.py` (janome, ja_sentence_segmenter, langdetect seeded with 0,
NLTK Punkt models, spaCy 3.7.5 with `spacy.blank("es")`); `bench/mifeval/reference.py`
installs its offline stand-ins.

For each type of a language, PER_TYPE (default 8) instructions: a task sentence of this
file's own (asking for no length or style, which would be a requirement of its own), then the type's description (the template as `build_description` fills it
with kwargs drawn from a seeded generator), and for every other instruction a second
type's description drawn at random. Candidate outputs are published responses (whole, or
their first paragraph or first 300 characters), some rewritten to follow the drawn kwargs
(keywords inserted, commas removed, a postscript, title or end phrase added, bullets,
sections, wrapped in quotes …); every candidate is labelled by the official
`check_following` of every description in the instruction, and one candidate that follows
all of them (when one does) and one that does not are kept. The rewriting only proposes
outputs; the label is always the official checker's.

Types left out: `es:length_constraints:number_sentences` (its checker needs spaCy's
trained `es_core_news_sm`, which no reachable registry ships) and
`fr:special_character:accents` (its kwargs, the words to accent and their accented forms,
are not in its description: "Réécris ce texte en ajoutant les accents."); the janome
types are kept (janome is on PyPI). `combination:repeat_prompt` always comes last, and
the prompt to repeat is all that comes before it, as in IFEval's data. The split is by a
hash of the id: held-out when the first byte of its SHA-256 is below 77 (about 30 %).
"""
import glob
import hashlib
import json
import os
import random
import re
import sys
import unicodedata

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "mifeval"))
import reference  # noqa: E402,F401  (the checkers' environment, offline)

M_IFEVAL, OUT_DIR = sys.argv[1:3]
PER_TYPE = int(sys.argv[3]) if len(sys.argv) > 3 else 8
sys.path.insert(0, M_IFEVAL)
import instructions_registry as registry  # noqa: E402

LEFT_OUT = {"es:length_constraints:number_sentences", "fr:special_character:accents"}

TASKS = {
    "fr": [
        "Écrivez un texte sur la mer.",
        "Décrivez votre ville préférée.",
        "Expliquez comment préparer un café.",
        "Rédigez une lettre à un ami qui déménage.",
        "Présentez les avantages du vélo en ville.",
        "Racontez une journée à la campagne.",
        "Donnez des conseils pour bien dormir.",
        "Expliquez pourquoi les abeilles sont importantes.",
        "Décrivez un repas de fête.",
        "Écrivez un poème sur l'automne.",
        "Résumez l'histoire du Petit Chaperon rouge.",
        "Proposez des idées pour un week-end à Paris.",
    ],
    "es": [
        "Escribe un texto sobre el mar.",
        "Describe tu ciudad favorita.",
        "Explica cómo se prepara un café.",
        "Escribe una carta a un amigo que se muda.",
        "Presenta las ventajas de la bicicleta en la ciudad.",
        "Cuenta un día en el campo.",
        "Da consejos para dormir bien.",
        "Explica por qué las abejas son importantes.",
        "Describe una comida de fiesta.",
        "Escribe un poema sobre el otoño.",
        "Resume la historia de Caperucita Roja.",
        "Propón ideas para un fin de semana en Madrid.",
    ],
    "ja": [
        "海についての文章を書いてください。",
        "あなたの好きな町を紹介してください。",
        "コーヒーの入れ方を説明してください。",
        "引っ越す友達に手紙を書いてください。",
        "自転車通勤の利点を説明してください。",
        "田舎で過ごす一日について書いてください。",
        "よく眠るためのアドバイスをしてください。",
        "ミツバチが大切な理由を説明してください。",
        "お正月の料理について書いてください。",
        "秋についての詩を書いてください。",
        "桃太郎の話を要約してください。",
        "京都での週末の過ごし方を提案してください。",
    ],
}

ACCENT_WORDS = ["etre", "foret", "hopital", "eleve", "fenetre", "pere", "ecole", "tete"]
OPTIONS = {
    "fr": ["Oui.", "Non.", "Peut-être."],
    "es": ["Sí.", "No.", "Quizás."],
    "ja": ["はい、そうです。", "いいえ、違います。", "どちらとも言えません。"],
}
FILLER = {
    "fr": "Voici une phrase de plus pour la réponse.",
    "es": "Aquí hay una frase más para la respuesta.",
    "ja": "これは応答のための追加の文です。",
}


def split_of(record_id):
    return "heldout" if hashlib.sha256(record_id.encode()).digest()[0] < 77 else "tune"


def explicit_kwargs(lang, iid, rng, task):
    """kwargs for the types whose `build_description` cannot draw its own."""
    if iid.endswith("combination:repeat_prompt"):
        return {"prompt_to_repeat": task}
    if iid.endswith("special_character:accents"):
        return {"word_to_accentuate": rng.choice(ACCENT_WORDS)}
    if lang == "es" and iid.endswith("change_case:capital_word_frequency"):
        return {"capital_frequency": rng.randint(1, 20), "capital_relation": rng.choice(["al menos", "como máximo"])}
    return {}


def describe(lang, iid, rng, task):
    """(description, kwargs, checker) of one instruction, drawn with `rng`."""
    cls = getattr(registry, lang.upper() + "_INSTRUCTION_DICT")[iid]
    inst = cls(f"{lang}:{iid}")
    state = random.getstate()
    random.seed(rng.random())  # the builders draw from `random`
    try:
        kwargs = explicit_kwargs(lang, iid, rng, task)
        desc = inst.build_description(**kwargs)
        args = inst.get_instruction_args() or {}
    finally:
        random.setstate(state)
    args = {k: v for k, v in dict(args).items() if v is not None}
    return desc, args, inst


def follows(inst, text):
    try:
        return bool(text.strip() and inst.check_following(text))
    except Exception:  # noqa: BLE001  (the runner counts a raising checker as not followed)
        return False


def strip_accents(text):
    return "".join(c for c in unicodedata.normalize("NFD", text) if unicodedata.category(c) != "Mn")


def paragraphs(text):
    return [p for p in re.split(r"\n\s*\n", text) if p.strip()]


def rewrite(lang, kwargs, iid, text, task, rng):
    """`text` rewritten towards following one instruction (its kwargs); a proposal only."""
    kind = iid.split(":", 1)[1]
    if "keywords" in kwargs:
        return text + " " + " ".join(kwargs["keywords"]) + ("。" if lang == "ja" else ".")
    if "forbidden_words" in kwargs:
        for w in kwargs["forbidden_words"]:
            text = re.sub(re.escape(w), "", text, flags=re.IGNORECASE)
        return text
    if "keyword" in kwargs:
        n = kwargs["frequency"] + (0 if kwargs.get("relation") in ("moins de", "未満") else 1)
        text = re.sub(re.escape(kwargs["keyword"]), "", text, flags=re.IGNORECASE)
        return text + (" " + kwargs["keyword"]) * max(0, n - 1)
    if "letter" in kwargs:
        return re.sub(re.escape(kwargs["letter"]), "", text, flags=re.IGNORECASE)
    if kind == "length_constraints:number_paragraphs":
        ps = paragraphs(text) or [text]
        n = kwargs["num_paragraphs"]
        ps = (ps * n)[:n]
        sep = "\n\n***\n\n" if lang != "es" else "\n***\n"
        return sep.join(p.strip() for p in ps)
    if kind == "length_constraints:nth_paragraph_first_word":
        ps = paragraphs(text) or [text]
        n = kwargs["num_paragraphs"]
        ps = [p.strip() for p in (ps * n)[:n]]
        i = kwargs["nth_paragraph"] - 1
        if 0 <= i < n:
            ps[i] = kwargs["first_word"] + (" " if lang != "ja" else "") + ps[i]
        return "\n\n".join(ps)
    if "num_placeholders" in kwargs:
        return text + " " + " ".join(f"[x{i}]" for i in range(kwargs["num_placeholders"]))
    if "postscript_marker" in kwargs:
        return text + "\n\n" + kwargs["postscript_marker"] + " " + FILLER[lang]
    if "num_bullets" in kwargs:
        mark = "・" if lang == "ja" else "*"
        return "\n".join(f"{mark} {FILLER[lang]}" for _ in range(kwargs["num_bullets"]))
    if "num_items" in kwargs:
        return "\n".join(f"{i + 1}. {FILLER[lang]}" for i in range(kwargs["num_items"]))
    if kind == "detectable_format:constrained_response":
        return rng.choice(OPTIONS[lang])
    if "num_highlights" in kwargs:
        pair = ("《", "》") if lang == "ja" else ("*", "*")
        return text + "".join(f" {pair[0]}{FILLER[lang]}{pair[1]}" for _ in range(kwargs["num_highlights"]))
    if "num_sections" in kwargs:
        ps = paragraphs(text) or [text]
        n = kwargs["num_sections"]
        sp = kwargs["section_spliter"]
        head = (lambda i: f"第{i}{sp}") if lang == "ja" else (lambda i: f"{sp} {i}")
        return "\n".join(f"{head(i + 1)}\n{p.strip()}" for i, p in enumerate((ps * n)[:n]))
    if kind == "detectable_format:json_format":
        return json.dumps({"texte": text}, ensure_ascii=False)
    if kind == "detectable_format:title":
        pair = {"fr": ("##", "##"), "es": ("<<", ">>"), "ja": ("『", "』")}[lang]
        return f"{pair[0]}{FILLER[lang][:12]}{pair[1]}\n{text}"
    if kind == "combination:two_responses":
        return text + "\n******\n" + FILLER[lang]
    if kind == "combination:repeat_prompt":
        return kwargs["prompt_to_repeat"] + "\n" + text
    if "end_phrase" in kwargs:
        return text.rstrip() + " " + kwargs["end_phrase"]
    if kind.startswith("change_case:") and kind.endswith("capital"):
        return text.upper()
    if kind.endswith("lowercase"):
        return text.lower()
    if "capital_frequency" in kwargs:
        n = kwargs["capital_frequency"] + (0 if kwargs.get("capital_relation") in ("moins de", "como máximo") else 1)
        return text.lower() + " " + " ".join(["OUI"] * max(0, n - 1))
    if kind in ("punctuation:no_comma",):
        return text.replace(",", "").replace("、", "")
    if kind == "punctuation:no_period":
        return text.replace("。", "")
    if kind == "startend:quotation":
        return {"fr": f'"{text}"', "es": f'"{text}"', "ja": f"「{text}」"}[lang]
    if "forbidden_char" in kwargs:
        return text.replace(kwargs["forbidden_char"], "")
    if kind == "special_character:no_accents":
        return strip_accents(text)
    if kind == "detectable_content:no_digits" or kind == "letters:kansuuji":
        return re.sub(r"[0-9０-９]", "", text)
    if kind == "special_character:accents":
        return text + " " + kwargs["word_to_accentuate"]
    if kind == "letters:no_katakana":
        return re.sub(r"[\u30a0-\u30ff]", "", text)
    if kind == "letters:no_hiragana":
        return re.sub(r"[\u3040-\u309f]", "", text)
    if kind == "letters:katakana_only":
        return "コーヒー　ハ　オイシイ"
    if kind == "letters:hiragana_only":
        return "こーひーは　おいしい"
    if kind == "startend:sentence_unified_end":
        return "今日は晴れ" + kwargs["ending"] + "。明日も晴れ" + kwargs["ending"] + "。"
    if "num_words" in kwargs or "num_sentences" in kwargs or "num_letters" in kwargs:
        short = kwargs.get("relation") in ("moins de", "como máximo", "未満")
        return text[:200] if short else (text + "\n\n") * 3
    return text


def candidates(lang, insts, task, pool, rng):
    outs = []
    for _ in range(30):
        base = rng.choice(pool)
        form = rng.random()
        if form < 0.3:
            base = (paragraphs(base) or [base])[0]
        elif form < 0.5:
            base = base[:300]
        outs.append(base)
        text = base
        for iid, kwargs, _ in insts:
            text = rewrite(lang, kwargs, iid, text, task, rng)
        outs.append(text)
        if len(insts) > 1:
            iid, kwargs, _ = rng.choice(insts)
            outs.append(rewrite(lang, kwargs, iid, base, task, rng))
    return outs


def main():
    os.makedirs(OUT_DIR, exist_ok=True)
    for lang in ("fr", "es", "ja"):
        rng = random.Random(f"templates-{lang}")
        pool = []
        for path in sorted(glob.glob(os.path.join(M_IFEVAL, "data", f"{lang}_input_response_data_*.jsonl"))):
            for line in open(path, encoding="utf-8"):
                r = json.loads(line)
                if isinstance(r.get("response"), str) and r["response"].strip():
                    pool.append(r["response"])
        ids = [i for i in getattr(registry, lang.upper() + "_INSTRUCTION_DICT") if f"{lang}:{i}" not in LEFT_OUT]
        out = {"tune": [], "heldout": []}
        for iid in ids:
            for n in range(PER_TYPE):
                task = rng.choice(TASKS[lang])
                chosen = [iid]
                if n % 2 == 1:
                    other = rng.choice([i for i in ids if i.split(":")[0] != iid.split(":")[0]])
                    chosen.append(other)
                chosen.sort(key=lambda c: c == "combination:repeat_prompt")
                insts = []
                instruction = task
                for c in chosen:
                    desc, kwargs, inst = describe(lang, c, rng, instruction)
                    insts.append((c, kwargs, (desc, inst)))
                    instruction += " " + desc
                kept = {}
                for text in candidates(lang, insts, task, pool, rng):
                    verdicts = [follows(inst, text) for _, _, (_, inst) in insts]
                    label = "sat" if all(verdicts) else "unsat"
                    if label not in kept:
                        kept[label] = (text, verdicts)
                    if len(kept) == 2:
                        break
                for label, (text, verdicts) in sorted(kept.items()):
                    rid = f"templates-{lang}-{iid.replace(':', '-')}-{n}"
                    split = split_of(rid)
                    out[split].append({
                        "id": f"{rid}-{label}",
                        "source": "M-IFEval (lightblue-tech/M-IFEval 0bc3143, Apache-2.0) description templates and published responses; make_templates.py",
                        "split": split,
                        "lang": lang,
                        "type": f"{lang}:{iid}",
                        "instruction": instruction,
                        "output": text,
                        "label": label,
                        "violates": [f"{lang}:{c}" for (c, _, _), v in zip(insts, verdicts) if not v],
                        "constraints": [
                            {"id": f"{lang}:{c}", "kwargs": kw, "satisfied": v} for (c, kw, _), v in zip(insts, verdicts)
                        ],
                    })
        for split, records in out.items():
            with open(os.path.join(OUT_DIR, f"templates_{lang}_{split}.jsonl"), "w", encoding="utf-8") as f:
                for r in records:
                    f.write(json.dumps(r, ensure_ascii=False) + "\n")
            sat = sum(r["label"] == "sat" for r in records)
            print(f"{lang} {split}: {len(records)} records ({sat} sat)", file=sys.stderr)


main()
