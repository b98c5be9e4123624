#!/usr/bin/env python3
"""Builds the Chinese and Japanese phrasing corpus: zh_{tune,heldout}.jsonl and
ja_{tune,heldout}.jsonl beside this file (fixed seed: the same files on every run).

Each instruction is a task sentence (a topic, sometimes a persona or background) and one
to three constraints, each stated in one of several wordings written for this corpus
(`WORDINGS`: counts of characters, sentences, paragraphs and list items with every
relation, forbidden and required words, word frequencies, start and end phrases,
punctuation, JSON, quotation brackets, scripts), numbers in digits or in numerals; some
also state a semantic constraint (tone, audience), marked `all_checkable: false`.
Every instruction gets one output that keeps all its constraints and, per constraint,
one output changed to break it. Labels come from `label.py` (the corpus's own checker),
never from nsvif. The split is by a hash of the instruction id: held-out when the first
byte of its SHA-256 is below 77 (about 30 %).

usage: build.py    (writes the files, then runs label.py on them)
"""
import hashlib
import json
import os
import random
import subprocess
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import label  # noqa: E402

HERE = os.path.dirname(os.path.abspath(__file__))

ZH_NUMERALS = {1: "一", 2: "两", 3: "三", 4: "四", 5: "五", 6: "六", 7: "七", 8: "八", 9: "九", 10: "十"}
JA_NUMERALS = {1: "一", 2: "二", 3: "三", 4: "四", 5: "五", 6: "六", 7: "七", 8: "八", 9: "九", 10: "十"}

# ---------------------------------------------------------------- Chinese material

ZH_TASKS = [
    "请写一篇关于春天的短文。", "介绍一下长城的历史。", "请解释什么是光合作用。", "给我讲讲熊猫的生活习性。",
    "写一封感谢老师的信。", "请描述你理想中的周末。", "谈谈你对远程办公的看法。", "请介绍北京的三个著名景点。",
    "为一家咖啡店写一段宣传文案。", "解释一下为什么天空是蓝色的。", "请总结一下锻炼身体的好处。", "写一个关于小猫的童话故事。",
    "你是一名导游。请向游客介绍西湖。", "我下周要去上海出差。请给我一些建议。", "请分析一下电动汽车的优缺点。",
    "介绍一下中国的茶文化。", "写一篇关于环境保护的倡议书。", "请说明如何养成早起的习惯。", "描述一次难忘的旅行。",
    "请回答：为什么要多喝水？", "写一段关于秋天的描写。", "请介绍人工智能在医疗中的应用。", "给刚入学的大学生写几条建议。",
    "请讲一讲月饼的由来。", "介绍一种你喜欢的运动。", "请评价一下网上购物。", "写一首关于大海的小诗。",
    "解释一下什么是区块链。", "请介绍一下你的家乡。", "谈谈阅读的意义。",
]

ZH_POOL = [
    "春天来了，万物复苏。", "这是一个值得讨论的话题。", "我们可以从几个方面来看。", "首先要了解它的背景。",
    "很多人都对此很感兴趣。", "它的历史非常悠久。", "这件事对生活有很大影响。", "我们应该认真对待。",
    "每个人的看法都不一样。", "实践证明这种方法有效。", "在日常生活中也能看到它。", "专家们也提出了很多建议。",
    "这需要时间和耐心。", "结果往往令人惊喜。", "大家都可以试一试。", "这样做可以节省时间。",
    "它带来了新的机会。", "我们也要注意其中的问题。", "好的习惯会让人受益一生。", "这个过程其实并不复杂。",
    "阳光照在湖面上闪闪发光。", "孩子们在公园里快乐地玩耍。", "城市的发展越来越快。", "学习新东西总是让人开心。",
]
ZH_POOL_NO_COMMA = [s for s in ZH_POOL if "，" not in s]

ZH_WORDS_ABSENT = ["然而", "非常重要", "总而言之", "显而易见", "毫无疑问", "众所周知"]
ZH_WORDS_PRESENT = ["可持续", "创新", "健康", "未来", "传统", "合作"]
ZH_STARTS = ["你好。", "亲爱的朋友们。", "大家好。", "首先说明一点。"]
ZH_ENDS = ["谢谢阅读。", "祝你生活愉快。", "以上就是我的回答。", "欢迎继续提问。"]

ZH_WORDINGS = {
    "chars_min": ["不少于{n}字", "字数不少于{n}", "至少{n}个字", "字数要在{n}字以上", "篇幅不低于{n}个字", "写{n}字以上",
                  "最少写{n}字", "字数不得少于{n}字"],
    "chars_max": ["不超过{n}字", "{n}字以内", "字数控制在{n}字以内", "最多{n}个字", "字数不要超过{n}", "篇幅限制在{n}字之内",
                  "不要写超过{n}个字", "{n}个字以下"],
    "chars_range": ["{a}到{b}字", "字数在{a}至{b}字之间", "{a}-{b}字", "长度控制在{a}到{b}个字"],
    "sent_max": ["不超过{n}句话", "最多{n}句话", "句子数不超过{n}", "控制在{n}句以内", "不要超过{n}个句子", "至多{n}句"],
    "sent_exact": ["用{n}句话回答", "只用{n}句话", "正好{n}句话", "恰好写{n}个句子"],
    "sent_min": ["至少{n}句话", "不少于{n}句", "至少写{n}个句子"],
    "para_exact": ["分{n}段", "分成{n}段", "分为{n}个段落", "写{n}段", "共{n}段", "段落数为{n}"],
    "bullets_min": ["至少包含{n}个要点", "列出至少{n}个要点", "要点不少于{n}个"],
    "bullets_exact": ["用{n}个要点回答", "正好列出{n}个要点", "给出{n}条要点"],
    "no_comma": ["不要使用逗号", "不能用逗号", "禁止使用逗号", "避免使用逗号", "全文不要出现逗号", "请勿使用任何逗号"],
    "absent": ["不要使用“{w}”这个词", "不要出现“{w}”", "“{w}”这个词不能出现", "禁止提到“{w}”", "回答中不得包含“{w}”",
               "避免使用“{w}”"],
    "present": ["必须包含“{w}”", "请提到“{w}”", "一定要用到“{w}”这个词", "包含关键词“{w}”", "回答里要有“{w}”"],
    "freq_min": ["“{w}”一词至少出现{n}次", "“{w}”要出现至少{n}次", "“{w}”这个词至少使用{n}次"],
    "starts": ["以“{p}”开头", "开头必须是“{p}”", "用“{p}”作为开头", "第一句话必须是“{p}”"],
    "ends": ["以“{p}”结尾", "最后一句必须是“{p}”", "用“{p}”作为结尾", "结尾要是“{p}”", "回答的最后一句话是“{p}”"],
    "json": ["用JSON格式回答", "请以JSON格式输出", "输出必须是合法的JSON", "回答采用JSON格式"],
    "semantic": ["语气要幽默", "请用正式的口吻", "要让小学生也能看懂", "风格要活泼"],
}

# --------------------------------------------------------------- Japanese material

JA_TASKS = [
    "春についての短い文章を書いてください。", "富士山の歴史を紹介してください。", "光合作用とは何か説明してください。",
    "パンダの生活について教えてください。", "先生に感謝の手紙を書いてください。", "理想の週末について書いてください。",
    "在宅勤務についてあなたの考えを述べてください。", "京都の有名な観光地を紹介してください。", "空が青い理由を説明してください。",
    "運動の効果についてまとめてください。", "猫が主人公の短い物語を書いてください。", "あなたはガイドです。観光客に奈良を案内してください。",
    "来週大阪に出張します。アドバイスをください。", "電気自動車の長所と短所を分析してください。", "日本の茶道について紹介してください。",
    "環境保護についての呼びかけ文を書いてください。", "早起きの習慣を身につける方法を説明してください。", "忘れられない旅行について書いてください。",
    "水をたくさん飲むべき理由を教えてください。", "秋の風景を描写してください。", "医療における人工知能の活用を紹介してください。",
    "新入生へのアドバイスを書いてください。", "お正月の由来について話してください。", "好きなスポーツを紹介してください。",
    "ネットショッピングを評価してください。", "海についての短い詩を書いてください。", "ブロックチェーンとは何か説明してください。",
    "あなたのふるさとを紹介してください。", "読書の意義について述べてください。", "朝ごはんの大切さを説明してください。",
]

JA_POOL = [
    "春になると花が咲きます。", "これは大切な話題です。", "いくつかの点から考えられます。", "まず歴史を知ることが大切です。",
    "多くの人が関心を持っています。", "その歴史はとても長いです。", "生活に大きな影響があります。", "真剣に考えるべきです。",
    "人によって考え方は違います。", "この方法は効果があります。", "日常生活でも見られます。", "専門家も多くの提案をしています。",
    "時間と根気が必要です。", "結果はいつも驚きに満ちています。", "誰でも試すことができます。", "時間の節約になります。",
    "新しい機会が生まれました。", "問題にも注意しなければなりません。", "良い習慣は一生の宝です。", "手順は意外に簡単です。",
]
JA_POOL_COMMA = ["そして、結果はとても良かったです。", "しかし、問題もあります。"]
JA_POOL_HIRA = [
    "はるになるとはながさきます。", "これはたいせつなおはなしです。", "みんながきょうみをもっています。", "まいにちすこしずつやりましょう。",
    "とてもたのしいじかんでした。", "あさはやくおきるとげんきになります。", "みずをたくさんのみましょう。", "ともだちといっしょにあそびます。",
]
JA_POOL_KATA = ["ハルニナルトハナガサキマス。", "コレハタイセツナハナシデス。", "ミンナガキョウミヲモッテイマス。", "マイニチスコシズツヤリマショウ。",
                "トテモタノシイジカンデシタ。", "アサハヤクオキルトゲンキニナリマス。"]

JA_WORDS_ABSENT = ["しかし", "とても重要", "要するに", "明らかに", "もちろん", "結論として"]
JA_WORDS_PRESENT = ["持続可能", "革新", "健康", "未来", "伝統", "協力"]
JA_STARTS = ["こんにちは。", "皆さん、こんにちは。", "はじめに一言。", "お疲れさまです。"]
JA_ENDS = ["ありがとうございました。", "以上です。", "よろしくお願いします。", "お読みいただきありがとうございます。"]

JA_WORDINGS = {
    "chars_min": ["{n}文字以上で書いてください", "{n}字以上で答えてください", "文字数は{n}文字以上にしてください", "少なくとも{n}文字で書いてください",
                  "{n}文字を下回らないようにしてください"],
    "chars_max": ["{n}文字以内で答えてください", "{n}文字未満で書いてください", "{n}字以下にまとめてください", "長さは{n}文字までにしてください",
                  "全部で{n}文字以内にしてください"],
    "sent_max": ["{n}行未満の文章で書いてください", "文は{n}つまでにしてください", "{n}文以内で答えてください"],
    "sent_min": ["{n}行以上の文章で書いてください", "少なくとも{n}文で書いてください"],
    "para_exact": ["{n}つの段落に分けて書いてください", "{n}段落で書いてください", "段落を{n}つにしてください", "全部で{n}個の段落で構成してください"],
    "bullets_exact": ["{n}個の箇条書きで答えてください", "箇条書きで{n}つ挙げてください", "{n}つの箇条書きでまとめてください",
                      "「・」で始まる箇条書きを{n}項目書いてください"],
    "no_comma": ["読点を使わないでください", "読点「、」を使用しないでください", "読点を一切用いずに書いてください", "句読点の「、」は使わずに書いてください"],
    "no_period": ["句点を使わないでください", "「。」を一切使わないでください", "句点を用いずに書いてください"],
    "absent": ["「{w}」という言葉を使わないでください", "「{w}」を含めないでください", "「{w}」という単語は使用しないでください",
               "「{w}」は禁止です"],
    "present": ["「{w}」というキーワードを入れてください", "必ず「{w}」を含めてください", "「{w}」という単語を含めてください",
                "「{w}」をキーワードにしてください"],
    "freq_min": ["「{w}」という単語を{n}回以上入れてください", "「{w}」を{n}回以上使ってください"],
    "starts": ["「{p}」で始めてください", "冒頭は「{p}」にしてください", "「{p}」という言葉で書き始めてください"],
    "ends": ["「{p}」で終わるようにしてください", "最後は「{p}」で締めくくってください", "応答の最後に「{p}」と出力してください",
             "最後の文は「{p}」にしてください"],
    "quote": ["応答全体を鉤括弧で囲んでください", "回答全体を「」で囲んでください", "応答全体を鉤括弧「」で囲んで答えてください"],
    "json": ["JSON形式で答えてください", "出力はJSONにしてください", "回答はJSON形式で出力してください"],
    "hira_only": ["ひらがなだけで書いてください", "ひらがなのみを使って答えてください", "漢字やカタカナを使わずにひらがなで書いてください"],
    "kata_only": ["カタカナだけで書いてください", "カタカナのみで答えてください"],
    "no_kata": ["カタカナを使わないでください", "カタカナを一文字も使わずに答えてください"],
    "semantic": ["丁寧な口調で書いてください", "ユーモアを交えてください", "小学生にもわかるように書いてください"],
}

# --------------------------------------------------------------------- generation


def numeral(n, lang, rng):
    table = ZH_NUMERALS if lang == "zh" else JA_NUMERALS
    if n in table and rng.random() < 0.35:
        return table[n]
    return str(n)


class Lang:
    def __init__(self, code):
        self.code = code
        zh = code == "zh"
        self.tasks = ZH_TASKS if zh else JA_TASKS
        self.pool = ZH_POOL_NO_COMMA if zh else JA_POOL
        self.absent = ZH_WORDS_ABSENT if zh else JA_WORDS_ABSENT
        self.present = ZH_WORDS_PRESENT if zh else JA_WORDS_PRESENT
        self.starts = ZH_STARTS if zh else JA_STARTS
        self.ends = ZH_ENDS if zh else JA_ENDS
        self.wordings = ZH_WORDINGS if zh else JA_WORDINGS
        self.comma = "，" if zh else "、"
        self.sep = "，" if zh else "。"

    def about(self, w):
        return f"{w}是这个话题的重要部分。" if self.code == "zh" else f"{w}はこの話題の大切な部分です。"


def make_constraint(kind, lang, rng):
    """A constraint: (kind, wording text, check dict)."""
    n_chars = rng.choice([50, 80, 100, 120, 150, 200])
    w = lang.wordings
    def pick(key, **kw):
        return rng.choice(w[key]).format(**kw)
    if kind == "chars_min":
        return pick(kind, n=n_chars), {"what": "chars", "min": n_chars}
    if kind == "chars_max":
        if "未満" in (t := pick(kind, n=n_chars)):
            return t, {"what": "chars", "max": n_chars - 1}
        return t, {"what": "chars", "max": n_chars}
    if kind == "chars_range":
        a = rng.choice([50, 80, 100])
        b = a + rng.choice([30, 50, 100])
        return pick(kind, a=a, b=b), {"what": "chars", "min": a, "max": b}
    if kind in ("sent_max", "sent_exact", "sent_min"):
        n = rng.choice([2, 3, 4, 5, 6])
        t = pick(kind, n=numeral(n, lang.code, rng))
        if kind == "sent_max":
            mx = n - 1 if "未満" in t else n
            return t, {"what": "sentences", "max": mx}
        if kind == "sent_min":
            return t, {"what": "sentences", "min": n}
        return t, {"what": "sentences", "min": n, "max": n}
    if kind == "para_exact":
        n = rng.choice([2, 3, 4])
        return pick(kind, n=numeral(n, lang.code, rng)), {"what": "paragraphs", "min": n, "max": n}
    if kind in ("bullets_min", "bullets_exact"):
        n = rng.choice([2, 3, 4, 5])
        t = pick(kind, n=numeral(n, lang.code, rng))
        return t, {"what": "bullets", "min": n, **({} if kind == "bullets_min" else {"max": n})}
    if kind == "no_comma":
        return pick(kind), {"what": "no_char", "chars": "，," if lang.code == "zh" else "、"}
    if kind == "no_period":
        return pick(kind), {"what": "no_char", "chars": "。"}
    if kind == "absent":
        word = rng.choice(lang.absent)
        return pick(kind, w=word), {"what": "absent", "text": word}
    if kind == "present":
        word = rng.choice(lang.present)
        return pick(kind, w=word), {"what": "present", "text": word}
    if kind == "freq_min":
        word = rng.choice(lang.present)
        n = rng.choice([2, 3])
        return pick(kind, w=word, n=numeral(n, lang.code, rng)), {"what": "frequency", "text": word, "min": n}
    if kind == "starts":
        p = rng.choice(lang.starts)
        return pick(kind, p=p), {"what": "starts_with", "text": p}
    if kind == "ends":
        p = rng.choice(lang.ends)
        return pick(kind, p=p), {"what": "ends_with", "text": p}
    if kind == "json":
        return pick(kind), {"what": "json"}
    if kind == "quote":
        return pick(kind), {"what": "wrapped", "open": "「", "close": "」"}
    if kind == "hira_only":
        return pick(kind), {"what": "only_script", "script": "hiragana"}
    if kind == "kata_only":
        return pick(kind), {"what": "only_script", "script": "katakana"}
    if kind == "no_kata":
        return pick(kind), {"what": "no_script", "script": "katakana"}
    raise ValueError(kind)


FAMILY = {
    "chars_min": "chars", "chars_max": "chars", "chars_range": "chars",
    "sent_max": "sent", "sent_exact": "sent", "sent_min": "sent",
    "para_exact": "layout", "bullets_min": "layout", "bullets_exact": "layout", "json": "layout",
}
SCRIPT_KINDS = {"hira_only", "kata_only"}


def compatible(kinds):
    fams = [FAMILY.get(k, k) for k in kinds]
    if len(set(fams)) < len(fams):
        return False
    if "json" in kinds and any(k in kinds for k in ("sent_max", "sent_exact", "sent_min", "starts", "ends", "quote", "no_comma", "no_period")):
        return False
    if SCRIPT_KINDS & set(kinds) and any(k in kinds for k in ("absent", "present", "freq_min", "starts", "ends", "json", "bullets_exact", "quote", "no_kata")):
        return False
    if "quote" in kinds and any(k in kinds for k in ("starts", "ends", "json")):
        return False
    if "no_period" in kinds and any(k in kinds for k in ("sent_max", "sent_exact", "sent_min", "ends", "starts")):
        return False
    return True


def candidate(lang, checks, rng):
    """An output built to keep `checks` (verified by the labeller afterwards)."""
    whats = {c["what"]: c for c in checks}
    if any(c["what"] == "only_script" for c in checks):
        script = next(c for c in checks if c["what"] == "only_script")["script"]
        pool = JA_POOL_HIRA if script == "hiragana" else JA_POOL_KATA
    else:
        pool = lang.pool
    extra = []
    for c in checks:
        if c["what"] == "present":
            extra.append(lang.about(c["text"]))
        if c["what"] == "frequency":
            extra += [lang.about(c["text"])] * c["min"]
    sent = whats.get("sentences")
    chars = whats.get("chars")
    if sent:
        lo = sent.get("min", 1)
        hi = sent.get("max", lo + 3)
        total = rng.randint(max(lo, len(extra)), max(hi, len(extra)))
    else:
        total = len(extra) + rng.randint(2, 6)
    if chars and "min" in chars and not sent:
        total = max(total, chars["min"] // 8 + 2)
    if chars and "max" in chars and not sent:
        total = min(total, max(len(extra) + 1, chars["max"] // 14))
    body = extra + [rng.choice(pool) for _ in range(max(0, total - len(extra)))]
    rng.shuffle(body)
    if "starts_with" in whats:
        body = [whats["starts_with"]["text"]] + body[1:] if len(body) > 1 else [whats["starts_with"]["text"]] + body
    if "ends_with" in whats:
        body = body[:-1] + [whats["ends_with"]["text"]] if len(body) > 1 else body + [whats["ends_with"]["text"]]
    if "no_char" in whats and "。" in whats["no_char"]["chars"]:
        body = [s.replace("。", "！") for s in body]
    if "bullets" in whats:
        b = whats["bullets"]
        n = b.get("max", b["min"] + rng.randint(0, 2))
        items = (body * 3)[:n]
        mark = "・" if lang.code == "ja" else rng.choice(["- ", "* ", "1. "])
        lines = []
        for i, s in enumerate(items):
            m = f"{i + 1}. " if mark == "1. " else mark
            lines.append(m + s)
        intro = "" if rng.random() < 0.5 else (("以下是要点。" if lang.code == "zh" else "以下の点です。") + "\n")
        text = intro + "\n".join(lines)
    elif "paragraphs" in whats:
        n = whats["paragraphs"]["min"]
        while len(body) < n:
            body.append(rng.choice(pool))
        cuts = sorted(rng.sample(range(1, len(body)), n - 1)) if n > 1 else []
        paras, prev = [], 0
        for c in cuts + [len(body)]:
            paras.append("".join(body[prev:c]))
            prev = c
        text = "\n\n".join(paras)
    else:
        text = "".join(body)
    if "json" in whats:
        key = "回答" if lang.code == "zh" else "回答"
        text = json.dumps({"主题" if lang.code == "zh" else "テーマ": "概要", key: text}, ensure_ascii=False, indent=2)
        if rng.random() < 0.3:
            text = "```json\n" + text + "\n```"
    if "wrapped" in whats:
        text = "「" + text + "」"
    return text


def break_one(lang, check, output, rng):
    """The output changed so that `check` fails."""
    what = check["what"]
    pool = lang.pool
    if what == "chars":
        if "min" in check:
            return output[: max(1, check["min"] // 2)]
        return output + "".join(rng.choice(pool) for _ in range(check["max"] // 8 + 2))
    if what == "sentences":
        if "max" in check:
            return output + "".join(rng.choice(pool) for _ in range(check["max"] - 0))
        return output.split("。")[0] + "。"
    if what == "paragraphs":
        return output.replace("\n\n", "", 1) if "\n\n" in output else output + "\n\n" + rng.choice(pool)
    if what == "bullets":
        lines = output.split("\n")
        idx = [i for i, l in enumerate(lines) if l.lstrip().startswith(("・", "- ", "* ")) or l[:2].rstrip(".").isdigit()]
        if "max" in check and rng.random() < 0.5:
            mark = "・" if lang.code == "ja" else "- "
            return output + "\n" + mark + rng.choice(pool)
        if idx:
            del lines[idx[-1]]
        return "\n".join(lines)
    if what == "absent":
        return output + (f"{check['text']}这一点也要记住。" if lang.code == "zh" else f"{check['text']}、この点も大切です。")
    if what in ("present", "frequency"):
        return output.replace(check["text"], "它" if lang.code == "zh" else "それ")
    if what == "starts_with":
        return output.replace(check["text"], "", 1)
    if what == "ends_with":
        return output.strip() + rng.choice(pool)
    if what == "no_char":
        c = check["chars"][0]
        i = output.find("。", 1)
        if c == "。":
            return output + "以上。"
        return output[:i] + c + output[i:] if i > 0 else output + c
    if what == "json":
        return output + ("\n希望对你有帮助。" if lang.code == "zh" else "\nお役に立てば幸いです。")
    if what == "wrapped":
        return output.rstrip("」")
    if what == "only_script":
        return output + ("学校。" if check["script"] == "hiragana" else "がっこう。")
    if what == "no_script":
        return output + "コーヒー。"
    raise ValueError(what)


def kinds_for(lang):
    base = ["chars_min", "chars_max", "sent_max", "sent_min", "para_exact", "no_comma", "absent", "present", "freq_min", "starts", "ends", "json"]
    if lang.code == "zh":
        return base + ["chars_range", "sent_exact", "bullets_min", "bullets_exact"]
    return base + ["bullets_exact", "no_period", "quote", "hira_only", "kata_only", "no_kata"]


def join(lang, task, wordings, rng):
    if lang.code == "zh":
        style = rng.random()
        if style < 0.4:
            return task + "要求：" + "，".join(wordings) + "。"
        if style < 0.7:
            return task.rstrip("。？") + ("。" if task.endswith("。") else "？") + "".join(w + "。" for w in wordings)
        return task.rstrip("。") + "，" + "，".join(wordings) + "。"
    style = rng.random()
    ws = [w if w.endswith(("ください", "です")) else w + "ください" for w in wordings]
    if style < 0.5:
        return task + "ただし、" + "。また、".join(ws) + "。"
    return task + "".join(w + "。" for w in ws)


def split_of(iid):
    return "heldout" if hashlib.sha256(iid.encode()).digest()[0] < 77 else "tune"


def build(code, count, rng):
    lang = Lang(code)
    records = []
    made = 0
    attempts = 0
    while made < count and attempts < count * 50:
        attempts += 1
        k = rng.choice([1, 1, 2, 2, 2, 3])
        kinds = rng.sample(kinds_for(lang), k)
        if not compatible(kinds):
            continue
        task = rng.choice(lang.tasks)
        made_constraints = [make_constraint(kd, lang, rng) for kd in kinds]
        semantic = rng.random() < 0.12
        wordings = [t for t, _ in made_constraints]
        if semantic:
            wordings.insert(rng.randrange(len(wordings) + 1), rng.choice(lang.wordings["semantic"]))
        instruction = join(lang, task, wordings, rng)
        checks = [dict(c, quote=t) for t, c in made_constraints]
        output = None
        for _ in range(60):
            cand = candidate(lang, checks, rng)
            if label.label({"checks": checks, "output": cand, "lang": code})[0] == "sat":
                output = cand
                break
        if output is None:
            continue
        made += 1
        iid = f"{code}-{made:04d}"
        split = split_of(iid)
        base = {"instruction_id": iid, "source": "written for this corpus", "split": split, "lang": code,
                "instruction": instruction, "checks": checks, "all_checkable": not semantic}
        outs = [("s", output)]
        for i, c in enumerate(checks):
            broken = break_one(lang, c, output, rng)
            if broken != output:
                outs.append((f"v{i + 1}", broken))
        for suffix, out in outs:
            r = dict(base, id=f"{iid}-{suffix}", output=out)
            lab, failed = label.label(r)
            r["label"], r["violates"] = lab, failed
            records.append(r)
    return records


def main():
    rng = random.Random(32)
    for code in ("zh", "ja"):
        records = build(code, 170, rng)
        for split in ("tune", "heldout"):
            path = os.path.join(HERE, f"{code}_{split}.jsonl")
            with open(path, "w", encoding="utf-8") as f:
                for r in records:
                    if r["split"] == split:
                        f.write(json.dumps(r, ensure_ascii=False) + "\n")
    paths = [os.path.join(HERE, f"{c}_{s}.jsonl") for c in ("zh", "ja") for s in ("tune", "heldout")]
    sys.exit(subprocess.call([sys.executable, os.path.join(HERE, "label.py"), *paths]))


if __name__ == "__main__":
    main()
