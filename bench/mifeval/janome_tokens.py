#!/usr/bin/env python3
"""Records janome 0.5.1's tokens of M-IFEval's Japanese texts for the differential test
crates/nsvif-ja-morph/tests/janome_tokens.rs, which replays them without Python.

The texts: the `response` of every line of M-IFEval's published Japanese response files
(data/ja_input_response_data_*.jsonl, 17 models), the `prompt` of data/ja_input_data.jsonl,
the `response` of every `"lang": "ja"` case of
crates/nsvif-check/tests/data/mifeval_reference.jsonl, and 700 seeded random mixes of what
janome's rules look at (character categories and their compatibility, unknown-word
grouping and lengths, whitespace, split points; a few texts run past the 500- and
1024-character chunk limits; 100 of code points of any plane). Duplicates are recorded once.

The fixture (crates/nsvif-ja-morph/tests/data/janome_tokens.tsv) holds one line a text:
where the text first came from, the FNV-1a 64-bit hash of its UTF-8, the FNV-1a hash of
its tokens (each token's surface, a tab, its `part_of_speech`, a line break), the token
count, and the number of tokens whose part of speech starts with 名詞; a random mix also
has its text (a JSON string). The texts of the M-IFEval checkout are not copied; the Rust
test reads them from MIFEVAL_DATA when set.

usage: janome_tokens.py M_IFEVAL_DATA_DIR > crates/nsvif-ja-morph/tests/data/janome_tokens.tsv
       janome_tokens.py --full M_IFEVAL_DATA_DIR > FILE.jsonl   (texts and tokens, to compare by eye)
(janome==0.5.1; measured on lightblue-tech/M-IFEval at 0bc3143)
"""
import glob
import json
import os
import random
import sys

import janome
from janome.tokenizer import Tokenizer

assert janome.__version__ == "0.5.1", janome.__version__
HERE = os.path.dirname(os.path.abspath(__file__))
REFERENCE = os.path.join(HERE, "..", "..", "crates", "nsvif-check", "tests", "data", "mifeval_reference.jsonl")


def fnv1a(data):
    h = 0xCBF29CE484222325
    for b in data:
        h = ((h ^ b) * 0x100000001B3) & 0xFFFFFFFFFFFFFFFF
    return f"{h:016x}"


def texts(data):
    seen = set()
    sources = [(os.path.basename(p), p, "response") for p in sorted(glob.glob(os.path.join(data, "ja_input_response_data_*.jsonl")))]
    sources.append(("ja_input_data.jsonl", os.path.join(data, "ja_input_data.jsonl"), "prompt"))
    sources.append(("mifeval_reference.jsonl", REFERENCE, "response"))
    for name, path, key in sources:
        with open(path, encoding="utf-8") as f:
            for i, line in enumerate(f):
                row = json.loads(line)
                if name == "mifeval_reference.jsonl" and row.get("lang") != "ja":
                    continue
                text = row.get(key)
                if isinstance(text, str) and text not in seen:
                    seen.add(text)
                    yield f"{name}:{i}", text


PIECES = ["猫", "自転車", "東京", "すもも", "もも", "の", "うち", "です", "。", "、", "！", "？", "!", "?", ".", ",",
          "ハリー・ポッター", "シリーズ", "コンピューター", "ｶﾀｶﾅ", "ﾞ", "ヴ", "ゔ", "ー", "〜", "一二三", "四五六七八九十",
          "百", "千万", "〇", "々", "人々", "数多く", "１２３", "123", "3.14", "abc", "ABC", "Hello", "ÀÉÎ", "ß", "ŁŻ",
          "αβγ", "Ωμέγα", "привет", "ЖЗ", "😀", "👍🏻", "𠀋", "丂", "\u3000", " ", "  ", "\t", "\n", "\n\n", "\r\n",
          "\r\n\r\n", "\x0b", "\x1c", "\xa0", "\xd0", "\u200b", "「", "」", "『", "』", "（", "）", "(", ")", "#",
          "**", "-", "・", "…", "※", "→", "①", "Ⅲ", "㈱", "ｱｲｳ", "ﾊﾟ", "が", "を", "に", "は", "ました", "ません",
          "食べ", "られ", "なかった", "行こ", "う", "とても", "美しい", "景色", "株式会社", "ＮＴＴ", "ｗ", "ＡＢＣ"]


def mixes():
    rng = random.Random(5)
    for _ in range(580):
        yield "".join(rng.choice(PIECES) for _ in range(rng.randint(1, 40)))
    for _ in range(10):
        yield "".join(rng.choice(PIECES) for _ in range(rng.randint(300, 600)))
    for piece in ["ア", "a", "あ", "漢", "1", "😀", " x"]:
        yield piece * 1100
    yield "あ" * 499 + "。" + "ア" * 1200
    yield "漢字" * 300 + "\n\n" + "カナ" * 600
    yield "ア" * 1023 + "イ" * 10
    for _ in range(100):
        # Code points of any plane (surrogates aside): categories char.def does not list.
        points = [rng.choice([rng.randrange(0x110000), rng.randrange(0x10000)]) for _ in range(rng.randint(1, 30))]
        yield "".join(chr(p) for p in points if not 0xD800 <= p < 0xE000)


def main():
    full = sys.argv[1] == "--full"
    data = sys.argv[-1]
    tokenizer = Tokenizer()
    cases = list(texts(data))
    seen = {text for _, text in cases}
    for i, text in enumerate(mixes()):
        if text not in seen:
            seen.add(text)
            cases.append((f"mix:{i}", text))
    for source, text in cases:
        tokens = [(t.surface, t.part_of_speech) for t in tokenizer.tokenize(text)]
        if full:
            print(json.dumps({"source": source, "text": text, "tokens": tokens}, ensure_ascii=False))
            continue
        serial = "".join(f"{s}\t{p}\n" for s, p in tokens).encode("utf-8")
        nouns = sum(p.startswith("名詞") for _, p in tokens)
        line = f"{source}\t{fnv1a(text.encode('utf-8'))}\t{fnv1a(serial)}\t{len(tokens)}\t{nouns}"
        if source.startswith("mix:"):
            line += "\t" + json.dumps(text, ensure_ascii=False)
        print(line)


if __name__ == "__main__":
    main()
