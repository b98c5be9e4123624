//! Japanese phrasings: M-IFEval's Japanese instruction templates (`ja:` ids, checked as
//! M-IFEval checks them) and the common ways of stating counts, lengths in 文字,
//! paragraphs, lists, forbidden and required words, start and end phrases and formats.
//!
//! A count is *number unit relation*: 300文字以内, 5行未満の文章, 3つの段落. A length in
//! 文字 is M-IFEval's `number_letters` (every character of the output, as its checker
//! counts); 以内 and 以下 bound it inclusively (`未満` N+1). Bullet points are lines
//! starting with `・`, as M-IFEval's Japanese checker counts them. Keywords are
//! matched as substrings of the output (M-IFEval's own keyword types compare janome's
//! tokens instead: `ja_include_words` and its kin, which are not offered here).

use std::sync::LazyLock;

use nsvif_spec::Function;
use regex::{Captures, Regex};
use serde_json::json;

use super::phrase::{
    bounds, contains_dsl, count_dsl, edge_dsl, english_language_code, frequency_dsl, number,
    quoted, typed, Compiled, Context, Phrase, Read, Rel, Unit,
};
use super::Language;
use crate::rules::Emit;

const FRAGMENTS: &[(&str, &str)] = &[
    ("NUM", r"[0-9０-９]+|[〇一二三四五六七八九十百千]+"),
    ("N", r"(?P<n>{NUM})"),
    (
        "REL",
        r"(?P<rel>以上|以内|以下|未満|ちょうど|程度|前後|ぴったり)",
    ),
    ("Q", r"(?:「[^」]+」|『[^』]+』|“[^”]+”|\x22[^\x22]+\x22)"),
    ("QS", r"{Q}(?:\s*(?:、|と|や|,|，)?\s*{Q})*"),
    (
        "NOT_USE",
        r"(?:使用し|使わ|用い|入れ|含め|使)(?:ないで|ない|ずに|ず|てはいけません|ないこと|ません)|(?:使用|使う|用いる)(?:事|こと)なく|(?:使用|使う)(?:は)?禁止|禁止",
    ),
    ("ONCE", r"(?:一切|一回も|一文字も|一度も|全く|絶対に)?"),
    // The word a section heading ends with (第1章: 章), as M-IFEval's template names it.
    ("SPLITTER", r"[^\s、。「」\[\]]{1,4}?"),
    (
        "LANG",
        r"(?P<lang>英語|フランス語|スペイン語|ドイツ語|イタリア語|ポルトガル語|ロシア語|中国語|韓国語|タイ語|フィンランド語|アラビア語|ヒンディー語|ベトナム語|オランダ語|スウェーデン語|日本語)",
    ),
];

/// M-IFEval's Japanese relation for a relation word: 以上 (`>=`) and 未満 (`<`); an
/// inclusive upper bound is 未満 N+1.
fn mifeval_rel(word: Option<&str>, n: i64) -> Option<(&'static str, i64)> {
    Some(match word? {
        "以上" => ("以上", n),
        "未満" => ("未満", n),
        "以内" | "以下" => ("未満", n + 1),
        _ => return None,
    })
}

fn rel_of(word: Option<&str>) -> Option<Rel> {
    Some(match word? {
        "以上" => Rel::AtLeast,
        "以内" | "以下" => Rel::AtMost,
        "未満" => Rel::Below,
        "ちょうど" | "ぴったり" => Rel::Exactly,
        "程度" | "前後" => Rel::Around,
        _ => return None,
    })
}

/// The relation a match states: its `rel` word (以上, 以内 …), or a bound said before the
/// number (`ge`: 少なくとも, 最低) or after it in words (`le`: まで, を超えない; `ge`:
/// を下回らない); two that disagree state none.
fn rel_word<'c>(c: &'c Captures) -> Option<&'c str> {
    let said = if c.name("ge").is_some() {
        Some("以上")
    } else if c.name("le").is_some() {
        Some("以内")
    } else {
        None
    };
    match (said, c.name("rel").map(|m| m.as_str())) {
        (Some(a), Some(b)) if a != b => Some("矛盾"),
        (Some(a), _) => Some(a),
        (None, b) => b,
    }
}

fn n(c: &Captures) -> Option<i64> {
    c.name("n").and_then(|m| number(m.as_str()))
}

fn letters(c: &Captures, _: &Context) -> Read {
    let Some(n) = n(c) else {
        return Read::Refused;
    };
    match rel_word(c) {
        Some(w @ ("程度" | "前後" | "ちょうど" | "ぴったり")) => {
            let (min, max) = bounds(rel_of(Some(w)).expect("a relation"), n);
            count_dsl(Unit::VisibleChar, min, max).into()
        }
        w => match mifeval_rel(w, n) {
            Some((relation, n)) => typed(
                "ja:length_constraints:number_letters",
                json!({"relation": relation, "num_letters": n}),
            )
            .into(),
            None => Read::Refused,
        },
    }
}

fn kanji(c: &Captures, _: &Context) -> Read {
    let Some(n) = n(c) else {
        return Read::Refused;
    };
    // "30文字以上は漢字を用いずに": fewer than 30.
    let word = if c.name("not").is_some() {
        match c.name("rel").map(|m| m.as_str()) {
            Some("以上") => Some("未満"),
            _ => return Read::Refused,
        }
    } else {
        c.name("rel").map(|m| m.as_str())
    };
    match mifeval_rel(word, n) {
        Some((relation, n)) => typed(
            "ja:letters:kanji",
            json!({"relation": relation, "kanji_limit": n}),
        )
        .into(),
        None => Read::Refused,
    }
}

fn sentences(c: &Captures, _: &Context) -> Read {
    let Some(n) = n(c) else {
        return Read::Refused;
    };
    match mifeval_rel(rel_word(c), n) {
        Some((relation, n)) => typed(
            "ja:length_constraints:number_sentences",
            json!({"relation": relation, "num_sentences": n}),
        )
        .into(),
        None => Read::Refused,
    }
}

/// The `***` divider named anywhere in the instruction.
fn divider_named(instruction: &str) -> bool {
    instruction.contains("***") || instruction.contains("アスタリスク3つ")
}

/// The paragraph count stated in the instruction ("4段落", "5個の段落").
fn paragraph_count(instruction: &str) -> Option<i64> {
    static RE: LazyLock<Regex> = LazyLock::new(|| {
        Regex::new(r"(?:全部で)?([0-9０-９]+|[一二三四五六七八九十]+)(?:個の|つの)?段落(?:[^目]|$)")
            .expect("static regex")
    });
    number(&RE.captures(instruction)?[1])
}

fn paragraphs(c: &Captures, context: &Context) -> Read {
    let Some(n) = n(c) else {
        return Read::Refused;
    };
    if divider_named(context.instruction) {
        return typed(
            "ja:length_constraints:number_paragraphs",
            json!({"num_paragraphs": n}),
        )
        .into();
    }
    if NTH_PARAGRAPH.is_match(context.instruction) {
        // The count is part of the first-word constraint, which checks it.
        return Read::Explained;
    }
    let (min, max) = bounds(
        rel_of(c.name("rel").map(|m| m.as_str())).unwrap_or(Rel::Exactly),
        n,
    );
    count_dsl(Unit::Paragraph, min, max).into()
}

static NTH_PARAGRAPH: LazyLock<Regex> =
    LazyLock::new(|| Regex::new(r"[0-9０-９一二三四五六七八九十]+段落目").expect("static regex"));

fn nth_paragraph(c: &Captures, context: &Context) -> Read {
    let (Some(nth), Some(word)) = (
        c.name("nth").and_then(|m| number(m.as_str())),
        // M-IFEval's template quotes the word with a space after it: 「雨 」.
        quoted(&c["q"])
            .into_iter()
            .map(|w| w.trim().to_string())
            .find(|w| !w.is_empty()),
    ) else {
        return Read::Refused;
    };
    let Some(total) = paragraph_count(context.instruction) else {
        return Read::Refused;
    };
    if divider_named(context.instruction) {
        return Read::Refused;
    }
    if nth > total {
        return super::phrase::paragraph_past_count(total, nth);
    }
    typed(
        "ja:length_constraints:nth_paragraph_first_word",
        json!({"first_word": word, "num_paragraphs": total, "nth_paragraph": nth}),
    )
    .into()
}

fn bullets(c: &Captures, _: &Context) -> Read {
    match n(c) {
        Some(n) => typed(
            "ja:detectable_format:number_bullet_lists",
            json!({"num_bullets": n}),
        )
        .into(),
        None => Read::Refused,
    }
}

fn numbered(c: &Captures, _: &Context) -> Read {
    match n(c) {
        Some(n) => typed(
            "ja:detectable_format:number_numbered_lists",
            json!({"num_items": n}),
        )
        .into(),
        None => Read::Refused,
    }
}

fn highlights(c: &Captures, _: &Context) -> Read {
    match n(c) {
        Some(n) => typed(
            "ja:detectable_format:number_highlighted_sections",
            json!({"num_highlights": n}),
        )
        .into(),
        None => Read::Refused,
    }
}

fn sections(c: &Captures, _: &Context) -> Read {
    match n(c) {
        Some(n) => typed(
            "ja:detectable_format:multiple_sections",
            json!({"section_spliter": &c["s"], "num_sections": n}),
        )
        .into(),
        None => Read::Refused,
    }
}

fn placeholders(c: &Captures, _: &Context) -> Read {
    match n(c) {
        Some(n) => typed(
            "ja:detectable_content:number_placeholders",
            json!({"num_placeholders": n}),
        )
        .into(),
        None => Read::Refused,
    }
}

fn postscript(c: &Captures, _: &Context) -> Read {
    let marker: String = c["m"].chars().filter(|c| !c.is_whitespace()).collect();
    typed(
        "ja:detectable_content:postscript",
        json!({"postscript_marker": marker}),
    )
    .into()
}

fn end_phrase(c: &Captures, _: &Context) -> Read {
    match quoted(&c["q"]).into_iter().next() {
        Some(q) => typed("ja:startend:end_checker", json!({"end_phrase": q})).into(),
        None => Read::Refused,
    }
}

fn ends_with(c: &Captures, _: &Context) -> Read {
    quoted(&c["q"])
        .first()
        .and_then(|q| edge_dsl(Function::EndsWith, q))
        .into()
}

fn starts_with(c: &Captures, _: &Context) -> Read {
    quoted(&c["q"])
        .first()
        .and_then(|q| edge_dsl(Function::StartsWith, q))
        .into()
}

fn unified_end(c: &Captures, _: &Context) -> Read {
    match quoted(&c["q"]).into_iter().next() {
        Some(e) => typed("ja:startend:sentence_unified_end", json!({"ending": e})).into(),
        None => Read::Refused,
    }
}

fn forbidden(c: &Captures, _: &Context) -> Read {
    all_of(
        quoted(&c["qs"])
            .iter()
            .map(|w| contains_dsl(w, false))
            .collect(),
    )
}

fn required(c: &Captures, _: &Context) -> Read {
    all_of(
        quoted(&c["qs"])
            .iter()
            .map(|w| contains_dsl(w, true))
            .collect(),
    )
}

fn frequency(c: &Captures, _: &Context) -> Read {
    let (Some(word), Some(n)) = (quoted(&c["q"]).into_iter().next(), n(c)) else {
        return Read::Refused;
    };
    let rel = if c.name("not").is_some() {
        // "4回以上は使わないで": fewer than 4.
        match c.name("rel").map(|m| m.as_str()) {
            Some("以上") => Rel::Below,
            _ => return Read::Refused,
        }
    } else {
        rel_of(c.name("rel").map(|m| m.as_str())).unwrap_or(Rel::Exactly)
    };
    let (min, max) = bounds(rel, n);
    frequency_dsl(&word, min, max).into()
}

fn all_of(emits: Vec<Option<Emit>>) -> Read {
    use nsvif_spec::{BinOp, Expr};
    let mut exprs = Vec::new();
    for e in emits {
        let Some(Emit::Dsl(d)) = e else {
            return Read::Refused;
        };
        match nsvif_spec::parse_expr(&d) {
            Ok(x) => exprs.push(x),
            Err(_) => return Read::Refused,
        }
    }
    let mut it = exprs.into_iter();
    let Some(first) = it.next() else {
        return Read::Refused;
    };
    let all = it.fold(first, |acc, x| {
        Expr::Binary(BinOp::And, Box::new(acc), Box::new(x))
    });
    Read::Constraint(Emit::Dsl(all.to_string()))
}

fn id(id: &'static str) -> Read {
    typed(id, json!({})).into()
}

/// The code of a language named in Japanese or, as M-IFEval's template names it
/// (`言語「German」`), in English.
fn language_code(name: &str) -> Option<&'static str> {
    const NAMES: &[(&str, &str)] = &[
        ("英語", "en"),
        ("フランス語", "fr"),
        ("スペイン語", "es"),
        ("ドイツ語", "de"),
        ("イタリア語", "it"),
        ("ポルトガル語", "pt"),
        ("ロシア語", "ru"),
        ("中国語", "zh"),
        ("韓国語", "ko"),
        ("タイ語", "th"),
        ("フィンランド語", "fi"),
        ("アラビア語", "ar"),
        ("ヒンディー語", "hi"),
        ("ベトナム語", "vi"),
        ("オランダ語", "nl"),
        ("スウェーデン語", "sv"),
        ("日本語", "ja"),
    ];
    let name = name.trim();
    NAMES
        .iter()
        .find(|(ja, _)| *ja == name)
        .map(|&(_, code)| code)
        .or_else(|| english_language_code(name))
}

fn response_language(c: &Captures, _: &Context) -> Read {
    match language_code(&c["lang"]) {
        Some(code) => typed("ja:language:response_language", json!({"language": code})).into(),
        None => Read::Refused,
    }
}

/// The items of a Python list or tuple as M-IFEval's templates print them
/// (`['桜', '自転車']`); none when the brackets hold anything else.
fn python_list(s: &str) -> Option<Vec<String>> {
    static ITEM: LazyLock<Regex> = LazyLock::new(|| {
        Regex::new(r#"^\s*(?:'([^']*)'|"([^"]*)")\s*(?:,|$)"#).expect("static regex")
    });
    let s = s.trim();
    let inner = s
        .strip_prefix('[')
        .and_then(|r| r.strip_suffix(']'))
        .or_else(|| s.strip_prefix('(').and_then(|r| r.strip_suffix(')')))?;
    let (mut rest, mut items) = (inner, Vec::new());
    while !rest.trim().is_empty() {
        let c = ITEM.captures(rest)?;
        items.push(c.get(1).or(c.get(2))?.as_str().to_string());
        rest = &rest[c.get(0)?.end()..];
    }
    (!items.is_empty() && items.iter().all(|w| !w.trim().is_empty())).then_some(items)
}

/// M-IFEval's keyword types, which its checker decides with janome's analyser.
fn keyword_list(id: &'static str, key: &str, c: &Captures) -> Read {
    match python_list(&c["list"]) {
        Some(words) => typed(id, json!({ key: words })).into(),
        None => Read::Refused,
    }
}

fn keyword_frequency(c: &Captures, _: &Context) -> Read {
    let Some(n) = n(c) else {
        return Read::Refused;
    };
    match mifeval_rel(c.name("rel").map(|m| m.as_str()), n) {
        Some((relation, n)) => typed(
            "ja:keywords:frequency",
            json!({"keyword": &c["w"], "frequency": n, "relation": relation}),
        )
        .into(),
        None => Read::Refused,
    }
}

fn letter_frequency(c: &Captures, _: &Context) -> Read {
    let Some(n) = n(c) else {
        return Read::Refused;
    };
    match mifeval_rel(c.name("rel").map(|m| m.as_str()), n) {
        Some((relation, n)) => typed(
            "ja:keywords:letter_frequency",
            json!({"letter": &c["l"], "let_frequency": n, "let_relation": relation}),
        )
        .into(),
        None => Read::Refused,
    }
}

fn nominal_ending(c: &Captures, _: &Context) -> Read {
    match n(c) {
        Some(n) => typed("ja:detectable_format:nominal_ending", json!({"count": n})).into(),
        None => Read::Refused,
    }
}

/// M-IFEval's three answers, listed as its template prints them; its checker knows no
/// other options.
fn constrained_options(c: &Captures, _: &Context) -> Read {
    match python_list(&c["list"]) {
        Some(options)
            if options
                == [
                    "はい、そうです。",
                    "いいえ、違います。",
                    "どちらとも言えません。",
                ] =>
        {
            id("ja:detectable_format:constrained_response")
        }
        _ => Read::Refused,
    }
}

/// A count of sections whose heading word another sentence names ("数字と節から書き始め").
fn sections_named(c: &Captures, context: &Context) -> Read {
    static NAMED: LazyLock<Regex> = LazyLock::new(|| {
        Regex::new(r"数字と\s*([^\s、。「」\[\]]{1,4}?)\s*から書き始め|「第1(章|節|項)」のように")
            .expect("static regex")
    });
    let mut named = NAMED
        .captures_iter(context.instruction)
        .filter_map(|m| m.get(1).or(m.get(2)).map(|s| s.as_str()));
    let (Some(splitter), None, Some(n)) = (named.next(), named.next(), n(c)) else {
        return Read::Refused;
    };
    typed(
        "ja:detectable_format:multiple_sections",
        json!({"section_spliter": splitter, "num_sections": n}),
    )
    .into()
}

fn end_unquoted(c: &Captures, _: &Context) -> Read {
    match c["e"].trim() {
        "" => Read::Refused,
        e => typed("ja:startend:end_checker", json!({"end_phrase": e})).into(),
    }
}

fn repeat_prompt(c: &Captures, context: &Context) -> Read {
    // What is repeated is all the request before this sentence, as M-IFEval's kwargs have
    // it; it ends a sentence, or a space parts it from this one (a list's example line,
    // "('はい、そうです。', …)" end no sentence), but a label ("ルール1:") is this one's.
    let start = c.get(0).expect("match").start();
    let raw = &context.instruction[..start];
    let before = raw.trim_end();
    let before = before
        .strip_suffix("ただし、")
        .or_else(|| before.strip_suffix("ただし"))
        .unwrap_or(before)
        .trim_end();
    let parted = before.len() < raw.len() && raw[before.len()..].starts_with(char::is_whitespace);
    let labelled = before.ends_with([':', '：']);
    if before.is_empty() || labelled || !(before.ends_with(['。', '？', '！']) || parted) {
        return Read::Refused;
    }
    typed(
        "ja:combination:repeat_prompt",
        json!({"prompt_to_repeat": before.trim()}),
    )
    .into()
}

static PHRASES: &[Phrase] = &[
    Phrase {
        example: "600文字以上で答えてください。",
        pattern: r"(?:文字は)?(?:全部で)?{N}\s*(?:文字|字)\s*{REL}",
        read: letters,
    },
    Phrase {
        example: "少なくとも120文字で書いてください。",
        pattern: r"(?P<ge>少なくとも|最低でも|最低)\s*{N}\s*(?:文字|字){REL}?",
        read: letters,
    },
    Phrase {
        example: "ただし、長さは50文字までにしてください。",
        pattern: r"(?:長さは|文字数は)?{N}\s*(?:文字|字)(?:(?P<le>まで|を超えない|を超えず)|を(?P<ge>下回らない|下回らず))",
        read: letters,
    },
    Phrase {
        example: "少なくとも六文で書いてください。",
        pattern: r"(?P<ge>少なくとも|最低でも|最低)\s*{N}\s*文(?:{REL})?(?:で|の文章)",
        read: sentences,
    },
    Phrase {
        example: "6文以内で答えてください。",
        pattern: r"{N}\s*文\s*(?P<rel>以上|以内|以下|未満)",
        read: sentences,
    },
    Phrase {
        example: "文は二つまでにしてください。",
        pattern: r"文(?:の数)?は\s*{N}\s*(?:つ|個)?(?P<le>まで)",
        read: sentences,
    },
    Phrase {
        example: "段落を4つにしてください。",
        pattern: r"段落(?:の数)?(?:を|は)\s*{N}\s*(?:つ|個)(?:に)?",
        read: paragraphs,
    },
    Phrase {
        example: "出力はJSONにしてください。",
        pattern: r"(?:出力|回答|応答)は(?i:json)(?:形式)?に",
        read: |_, _| typed("ja:detectable_format:json_format", json!({})).into(),
    },
    Phrase {
        example: "漢字を50文字以上用いて答えてください。",
        pattern: r"漢字(?:を|は)?\s*{N}\s*(?:文字|字)\s*{REL}(?:に押さえて|に抑えて)?(?:用いて|使って|使用して)?",
        read: kanji,
    },
    Phrase {
        example: "40字未満に漢字の使用回数を抑えて",
        pattern: r"{N}\s*(?:文字|字)\s*{REL}に漢字の使用回数を(?:抑え|押さえ)て",
        read: kanji,
    },
    Phrase {
        example: "30文字以上は漢字を用いずに",
        pattern: r"{N}\s*(?:文字|字)\s*{REL}は漢字を(?P<not>用いず|使わず|使用せず)(?:に)?",
        read: kanji,
    },
    Phrase {
        example: "5行以上の文章で",
        pattern: r"{N}\s*行\s*(?P<rel>以上|未満)(?:の文章)?",
        read: sentences,
    },
    Phrase {
        example: "3つの段落に分けて",
        pattern: r"(?:全部で)?{N}\s*(?:個の|つの)?段落(?:の文章)?(?:に分け|に分かれ|で構成)?",
        read: paragraphs,
    },
    Phrase {
        example: "全部で3段落で書いてください。2段落目は「分子」という単語で書き始めてください",
        pattern: r"(?P<nth>[0-9０-９一二三四五六七八九十]+)段落目(?:は|を)\s*(?P<q>{Q})\s*(?:という単語)?で(?:書き)?始め",
        read: nth_paragraph,
    },
    Phrase {
        example: "段落はそれぞれ2つの改行で区切ってください",
        pattern: r"(?:Pythonだと\s*'\\n\\n'\s*で表されるように[、,]?\s*)?(?:それぞれの|各)?段落(?:は|を)?(?:それぞれ)?\s*(?:2つ|二つ)の改行で区切(?:って|り|られた)?",
        read: |_, _| Read::Explained,
    },
    Phrase {
        example: "それぞれの段落をマークダウンの区切り記号: *** で区切ってください",
        pattern: r"(?:それぞれの|各)?段落(?:は|を)?(?:それぞれ)?\s*(?:マークダウンの)?(?:区切り記号)?[:：]?\s*(?:\*\*\*|アスタリスク3つ\s*(?:\*\*\*)?)\s*で\s*区切(?:って|り|られた)?",
        read: |_, _| Read::Explained,
    },
    Phrase {
        example: "アスタリスク3つでそれぞれの段落を区切り",
        pattern: r"(?:アスタリスク3つ|\*\*\*)\s*でそれぞれの段落を区切(?:って|り)?",
        read: |_, _| Read::Explained,
    },
    Phrase {
        example: "5個の箇条書きで",
        pattern: r"{N}\s*(?:個|つ)の箇条書き",
        read: bullets,
    },
    Phrase {
        example: "箇条書きで3つ挙げてください",
        pattern: r"箇条書きで{N}\s*(?:個|つ|点)",
        read: bullets,
    },
    Phrase {
        example: "以下のような箇条書きの形を参考にしてください:\n・一つめの内容",
        // An example line ends at a space: the next requirement may follow on its line.
        pattern: r"以下のような(?:箇条書き|番号付きリスト)の形を参考にしてください[:：]?(?:\n[ \t]*(?:・|[0-9]+\.)[ \t]*\S*)*",
        read: |_, _| Read::Explained,
    },
    Phrase {
        example: "5個の番号付きリストで",
        pattern: r"{N}\s*(?:個|つ)?の番号付きリスト",
        read: numbered,
    },
    Phrase {
        example: "「はい、そうです。」「いいえ、違います。」「どちらとも言えません。」のいずれかで答えてください",
        pattern: r"「はい、そうです。」\s*(?:か|、)?\s*「いいえ、違います。」\s*(?:か|、)?\s*「どちらとも言えません。」\s*(?:か)?\s*のいずれかで(?:答え|回答)",
        read: |_, _| id("ja:detectable_format:constrained_response"),
    },
    Phrase {
        example: "少なくとも5つのセクションを《》の記号を用いて強調してください",
        pattern: r"(?:少なくとも)?{N}\s*(?:つ|個)のセクションを《》の記号を用いて強調",
        read: highlights,
    },
    Phrase {
        example: "4つの章に分けてまとめてください",
        pattern: r"{N}\s*(?:つ|個)?の(?P<s>章|節|項)(?:に分け|で)?",
        read: sections,
    },
    Phrase {
        example: "各章は「第1章」のように書き始めてください",
        // The example's lines are "第1節" and "[セクション1の内容]"; the last ends at its
        // bracket, as the next requirement may follow on its line.
        pattern: r"(?:各|それぞれの)(?:セクション|章|節|項)(?:の始まり)?は(?:「第1(?:章|節|項)」のように|次のように(?:数字と\s*{SPLITTER}\s*から)?)書き始めてください[。]?\s*(?:例[:：](?:\n[ \t]*(?:第[0-9０-９]+\S*|\[[^\]\n]*\]|[^\[\]\s]*\]))*)?",
        read: |_, _| Read::Explained,
    },
    Phrase {
        example: "応答には少なくとも3個のプレースホルダーを含めてください",
        pattern: r"(?:少なくとも)?{N}\s*個(?:は)?の?プレースホルダー(?:を)?(?:含め|入れ)?",
        read: placeholders,
    },
    Phrase {
        example: "プレースホルダーを5個は入れてください",
        pattern: r"プレースホルダーを(?:少なくとも)?{N}\s*個(?:は)?(?:含め|入れ)",
        read: placeholders,
    },
    Phrase {
        example: "プレースホルダーは角括弧で囲まれて表されます",
        pattern: r"プレースホルダーは[^。]*角括弧で(?:囲まれて)?表されます",
        read: |_, _| Read::Explained,
    },
    Phrase {
        example: "P.S.で始まる追伸を追加してください",
        pattern: r"(?P<m>P\.\s?P\.\s?S\.?|P\.\s?S\.?|追伸)\s*で始まる(?:追伸|「追伸」)を(?:追加|つけ|付け)",
        read: postscript,
    },
    Phrase {
        example: "応答に二重鉤括弧で囲まれたタイトルをつけてください",
        pattern: r"二重鉤括弧(?:『』)?で囲まれたタイトル",
        read: |_, _| id("ja:detectable_format:title"),
    },
    Phrase {
        example: "応答の最後に次のフレーズをそのまま出力してください:「他に質問はありますか。」",
        pattern: r"(?:応答の)?最後に(?:次の(?:フレーズ|文章)を)?(?:そのまま)?(?:出力|書)[^「」。]{0,12}?[:：]?\s*(?P<q>「[^」]+」)|(?:応答の)?最後に\s*(?P<q2>「[^」]+」)\s*(?:を|と)出力し",
        read: |c, x| {
            let q = c.name("q").or(c.name("q2")).map(|m| m.as_str()).unwrap_or("");
            match quoted(q).into_iter().next() {
                Some(q) => typed("ja:startend:end_checker", json!({"end_phrase": q})).into(),
                None => {
                    let _ = x;
                    Read::Refused
                }
            }
        },
    },
    Phrase {
        example: "次の文章で終わるようにしてください:「物語は終わった。」",
        pattern: r"次の文章で終わるように[^「」。]{0,20}?[:：]\s*(?P<q>「[^」]+」)",
        read: end_phrase,
    },
    Phrase {
        example: "このフレーズの後に他の言葉を続けてはいけません",
        pattern: r"(?:この(?:フレーズ|文章)の後に|その後に)他の言葉を続け(?:てはいけません|ないでください|ないで|ない)",
        read: |_, _| Read::Explained,
    },
    Phrase {
        example: "「ありがとう」で終わる",
        pattern: r"(?P<q>{Q})\s*(?:という(?:言葉|文|フレーズ))?で(?:終わ|終え|締めくく|締め)",
        read: ends_with,
    },
    Phrase {
        example: "冒頭は「こんにちは。」にしてください",
        pattern: r"(?:冒頭|書き出し|最初の文)は\s*(?P<q>{Q})\s*に(?:して|する)",
        read: starts_with,
    },
    Phrase {
        example: "最後の文は「以上です。」にしてください",
        pattern: r"(?:最後の文|結び|末尾)は\s*(?P<q>{Q})\s*に(?:して|する)",
        read: ends_with,
    },
    Phrase {
        example: "「こんにちは」で始めてください",
        pattern: r"(?:応答|回答|文章)?(?:を|は)?(?P<q>{Q})\s*(?:という(?:言葉|文|フレーズ))?で始め",
        read: starts_with,
    },
    Phrase {
        example: "応答全体を鉤括弧「」で囲んでください",
        pattern: r"(?:応答|回答|返答)(?:全体)?を(?:鉤括弧)?(?:「」)?で囲",
        read: |_, _| id("ja:startend:quotation"),
    },
    Phrase {
        example: "読点を使用しないでください",
        pattern: r"読点(?:「、」)?(?:を|は)?{ONCE}(?:{NOT_USE})",
        read: |_, _| id("ja:punctuation:no_comma"),
    },
    Phrase {
        example: "句点を一切用いる事なく",
        pattern: r"(?:句点(?:「。」)?|「。」)(?:を|は)?{ONCE}(?:{NOT_USE})",
        read: |_, _| id("ja:punctuation:no_period"),
    },
    Phrase {
        example: "ひらがなを一文字も使わないで",
        pattern: r"ひらがな(?:を|は)?{ONCE}(?:{NOT_USE})",
        read: |_, _| id("ja:letters:no_hiragana"),
    },
    Phrase {
        example: "カタカナを使わずに",
        pattern: r"カタカナ(?:を|は)?{ONCE}(?:{NOT_USE})",
        read: |_, _| id("ja:letters:no_katakana"),
    },
    Phrase {
        example: "ひらがなだけを用いて答えてください",
        pattern: r"ひらがな(?:だけ|のみ)(?:を|で)?(?:用いて|使って|使用して)?",
        read: |_, _| id("ja:letters:hiragana_only"),
    },
    Phrase {
        example: "カタカナだけを用いて答えてください",
        pattern: r"カタカナ(?:だけ|のみ)(?:を|で)?(?:用いて|使って|使用して)?",
        read: |_, _| id("ja:letters:katakana_only"),
    },
    Phrase {
        example: "数字は全て漢数字で表記してください",
        pattern: r"(?:現れる)?数字(?:は|を)(?:必ず)?(?:一文字も使わないで)?\s*(?:全て|すべて)漢数字で(?:表記|書)|漢数字以外の数字は(?:{NOT_USE})",
        read: |_, _| id("ja:letters:kansuuji"),
    },
    Phrase {
        example: "全ての漢字にふりがなをつけてください",
        pattern: r"(?:全て|すべて)の漢字(?:の後)?に[^。]{0,20}?ふりがなを(?:つけ|付け)|漢字を(?:用いた|書いた)場合[^。]{0,30}?(?:ふりがな|読み方)を[^。]{0,20}?(?:つけ|書い)|(?:全て|すべて)の漢字の後に全角括弧[^。]{0,10}?をつけ[^。]{0,10}?ふりがなを書",
        read: |_, _| id("ja:letters:furigana"),
    },
    Phrase {
        example: "ふりがなは全角の括弧（）の中に書いてください",
        pattern: r"[（(]?ふりがなは[^。]*?括弧[^。]*?(?:書いて|書く)(?:ください|こと)?[）)]?|送り仮名がある場合は[^。]*(?:ふりがな)[^。]*(?:書いて)(?:ください)?",
        read: |_, _| Read::Explained,
    },
    Phrase {
        example: "全ての文末が「です」で統一された自然な文章にしてください",
        pattern: r"(?:全ての|すべての)(?:文末|語尾)(?:が|を)\s*(?P<q>「[^」]+」)\s*(?:で|に)統一",
        read: unified_end,
    },
    Phrase {
        example: "応答に「バランス」という単語を含めないでください",
        pattern: r"(?P<qs>{QS})\s*(?:という(?:単語|言葉|キーワード))?(?:を|は)?{ONCE}(?:{NOT_USE})",
        read: forbidden,
    },
    Phrase {
        example: "「創造性」をキーワードにして",
        pattern: r"(?P<qs>{QS})\s*(?:という(?:単語|言葉|キーワード))?(?:を|は)?(?:キーワード(?:に|と)して|キーワードに用いて|キーワードとして入れ|必ず含め|含め|入れ)(?:て|る)?",
        read: required,
    },
    Phrase {
        example: "『アプリ』という単語を3回以上入れてください",
        pattern: r"(?P<q>{Q})\s*(?:という(?:単語|言葉|キーワード))?(?:を)?(?:キーワードにして)?\s*{N}\s*回\s*(?P<rel>以上|以下|未満|以内)?(?:は)?(?:入れ|使|用い|含め|出現させ)?(?P<not>わないで|ないで|ずに)?",
        read: frequency,
    },
    Phrase {
        example: "JSON形式で答えてください",
        pattern: r"(?:マークダウンのバッククォート[（(]```(?:JSON)?[）)]などを使用して[、]?\s*(?:[^。]{0,30}?)?)?(?:出力全体を|回答は|回答を)?(?i:json)\s*形式(?:で囲んで|で答え|で回答|で)?",
        read: |_, _| typed("ja:detectable_format:json_format", json!({})).into(),
    },
    Phrase {
        example: "それぞれの回答はアスタリスク6個（******）で区切ってください",
        pattern: r"(?:それぞれの回答は)?アスタリスク6個[（(]\*{6}[）)]で区切(?:って|られた)",
        read: |_, _| id("ja:combination:two_responses"),
    },
    Phrase {
        example: "2種類の異なる答え方をしてください",
        pattern: r"(?:2|二)種類の(?:異なる)?答え方(?:をして|で)|回答のみを出力(?:し|してください)",
        read: |_, _| Read::Explained,
    },
    Phrase {
        example: "猫について説明してください。最初にリクエストを一言一句変えずに繰り返し、その後に答えを述べてください",
        pattern: r"(?:まず)?(?:最初に|はじめに)(?:リクエスト|プロンプト|指示文)を(?:一言一句変えずに|そのまま)(?:繰り返し|出力し)",
        read: repeat_prompt,
    },
    Phrase {
        example: "（1. 繰り返す前に言葉や文字を追加しないこと; 2. 繰り返すべきリクエストにはこの文を含めないこと）",
        pattern: r"[（(]?\s*1\.\s*繰り返す前に言葉や文字を追加しないこと\s*;\s*2\.\s*繰り返すべきリクエストにはこの文を含めないこと\s*[）)]?|(?:、)?その後に(?:答え|回答)を(?:述べ|主力し|出力し)て(?:ください)?",
        read: |_, _| Read::Explained,
    },
    Phrase {
        example: "フランス語で説明してください",
        pattern: r"{LANG}\s*で(?:答え|書い|説明|回答|返答|述べ)",
        read: response_language,
    },
    Phrase {
        example: "あなたは言語「German」を用いて応答してください。他の言語は許可されません。",
        pattern: r"(?:あなたは)?言語\s*「\s*(?P<lang>[^」]{1,20}?)\s*」\s*(?:を用いて|で)(?:応答|回答|返答|答え)",
        read: response_language,
    },
    Phrase {
        example: "他の言語は許可されません。",
        pattern: r"他の言語は(?:許可されません|使えません|使わないでください)",
        read: |_, _| Read::Explained,
    },
    Phrase {
        example: "応答は10文未満の文章で構成させてください。",
        pattern: r"{N}\s*文\s*(?P<rel>以上|未満|以内|以下)の文章で構成",
        read: sentences,
    },
    // The count is of kanji: this reading holds the `{N}文字未満` one, and the longer wins.
    Phrase {
        example: "25文字未満漢字を用いて、答えてください。",
        pattern: r"{N}\s*(?:文字|字)\s*(?P<rel>以上|未満|以内|以下)\s*漢字を(?:用いて|使って|使用して)",
        read: kanji,
    },
    Phrase {
        example: "応答に次のキーワード ['友達', '雨'] を含めてください。",
        pattern: r"次のキーワード\s*(?P<list>\[[^\]\n]*\])\s*を(?:必ず)?(?:含め|入れ)",
        read: |c, _| keyword_list("ja:keywords:existence", "keywords", c),
    },
    Phrase {
        example: "応答に ['時計', '雨'] という単語を含めないでください。",
        pattern: r"(?P<list>\[[^\]\n]*\])\s*という(?:単語|言葉)を{ONCE}(?:{NOT_USE})",
        read: |c, _| keyword_list("ja:keywords:forbidden_words", "forbidden_words", c),
    },
    // The keyword stands unquoted between "、" or a space and " という単語".
    Phrase {
        example: "応答の中で、桜 という単語を1回未満出現させてください。",
        pattern: r"(?:応答の中で[、,]?|\s)\s*(?P<w>[^\s、。「」『』\[\]]{1,20})\s+という単語を\s*{N}\s*回\s*(?P<rel>以上|未満|以内|以下)\s*出現させ",
        read: keyword_frequency,
    },
    // M-IFEval's letter is a hiragana (its checker also counts its katakana).
    Phrase {
        example: "応答には、文字「ん」を3回未満出現させてください。",
        pattern: r"文字\s*「(?P<l>[ぁ-ん])」\s*を\s*{N}\s*回\s*(?P<rel>以上|未満|以内|以下)\s*出現させ",
        read: letter_frequency,
    },
    Phrase {
        example: "応答の中で体言止めを2回は使用してください。",
        // "N回は" is at least N, as M-IFEval's checker counts; a bare "N回" may be exactly.
        pattern: r"体言止めを\s*{N}\s*回(?:は|以上)\s*(?:使用し|使っ|用い)",
        read: nominal_ending,
    },
    Phrase {
        example: "次の選択肢のいずれかで回答してください: ('はい、そうです。', 'いいえ、違います。', 'どちらとも言えません。')",
        pattern: r"次の選択肢のいずれかで(?:回答|答え)(?:して)?ください\s*[:：]?\s*(?P<list>\([^)\n]*\)|\[[^\]\n]*\])",
        read: constrained_options,
    },
    Phrase {
        example: "あなたは2つのセクションで文章を構成させて応答してください。各セクションの始まりは次のように数字と節から書き始めてください。",
        pattern: r"{N}\s*(?:つ|個)のセクションで(?:文章を)?構成",
        read: sections_named,
    },
    // The phrase is unquoted and may hold "？", or end in "。": it ends where the
    // template's next sentence begins (a "。" inside it would be another sentence's).
    Phrase {
        example: "応答の最後に次のフレーズをそのまま出力してください: 他にご質問はありますか？。このフレーズの後に他の言葉を続けてはいけません。",
        pattern: r"(?:応答の)?最後に次のフレーズをそのまま出力してください\s*[:：]\s*(?P<e>[^\n「」。]{1,80}?。?)。\s*このフレーズの後に他の言葉を続けてはいけません",
        read: end_unquoted,
    },
    Phrase {
        example: "ただし、次のルールを守ってください。",
        pattern: r"(?:ただし、)?(?:次|以下)のルールを守ってください[。:：]?|ルール\d+[:：]",
        read: |_, _| Read::Explained,
    },
    Phrase {
        example: "他の言語を用いてはいけません",
        pattern: r"他の言語を(?:用い|使用し|使)(?:てはいけません|ないでください)",
        read: |_, _| Read::Explained,
    },
];

static TABLE: LazyLock<Compiled> = LazyLock::new(|| Compiled::new(PHRASES, FRAGMENTS));

static CUES: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(r"(?i)[0-9０-９]|[一二三四五六七八九十百千]\s*(?:つ|個|文字|字|文|行|段落|回|点|章|節|項)|文字|字|段落|文章で|行|箇条書き|番号|リスト|形式|タイトル|見出し|表|使わ|使用|用い|用いて|含め|入れ(?:[^方]|$)|始め|始ま|終わ|終え|最後|最初|以上|以内|以下|未満|程度|前後|ひらがな|カタカナ|漢字|漢数字|ふりがな|句点|読点|括弧|敬語|口調|丁寧|です|ます|json|markdown|マークダウン|太字|記号|区切|改行|語で|必ず|だけ|のみ|しないで|ないで|ずに|禁止|避け|簡潔|短く|繰り返|追伸|P\.\s?S|体言止め|語尾|文末|キーワード|単語|言葉|フレーズ|強調|セクション|プレースホルダー|アスタリスク|出力|冒頭|文頭|書き出|末尾|結びの|締めくく|囲|全体|\s+(?:を|に|で|と|が|は)")
        .expect("static regex")
});

static NEGATION: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(r"ないで|ないこと|ないよう|ません|[^必]ずに|禁止|避け|控え").expect("static regex")
});

static CONNECTIVE: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(r"または|もしくは|あるいは|場合|もし|なら|たら|か、|いずれか").expect("static regex")
});

/// What a clause a phrase read may hold besides the reading.
static FILLER: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(r"ただし|また|さらに|次に|最後に|まず|応答|回答|返答|文章|全体|には|には|では|に|で|を|は|が|の|と|て|して|した|上で|ください|下さい|ようにして|ように|必ず|、|。|：|:|\s").expect("static regex")
});

pub(super) fn language() -> Language {
    Language {
        table: &TABLE,
        cues: &CUES,
        idioms: None,
        negation: &NEGATION,
        connective: &CONNECTIVE,
        filler: &FILLER,
        words_only_filler: false,
        negation_after: true,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use nsvif_spec::Check;
    use serde_json::Value;

    /// The checks of an instruction's constraints and how many clauses stay unread.
    fn checks(instruction: &str) -> (Vec<String>, usize) {
        let spec = super::super::formulate(instruction, super::super::Lang::Ja);
        let checks = spec
            .constraints
            .iter()
            .map(|c| match &c.check {
                Check::Predicate { predicate, args } => format!("{predicate} {args}"),
                Check::Dsl { dsl } => dsl.clone(),
                Check::Judge { judge } => judge.clone(),
            })
            .collect();
        (checks, spec.unexplained.len())
    }

    /// The M-IFEval readings of the table's phrases in `instruction` (janome's types
    /// keep their kwargs here; their check is not yet decided).
    fn typed_readings(instruction: &str) -> Vec<(&'static str, Value)> {
        let context = Context { instruction };
        let mut out = Vec::new();
        for (re, phrase) in &TABLE.phrases {
            for caps in re.captures_iter(instruction) {
                if let Read::Constraint(Emit::Ifeval { id, kwargs }) =
                    (phrase.read)(&caps, &context)
                {
                    out.push((id, kwargs));
                }
            }
        }
        out
    }

    #[test]
    fn keyword_templates_keep_their_kwargs() {
        for (instruction, id, kwargs) in [
            (
                "応答に次のキーワード ['友達', '雨'] を含めてください。",
                "ja:keywords:existence",
                json!({"keywords": ["友達", "雨"]}),
            ),
            (
                "応答に ['時計', '自転車'] という単語を含めないでください。",
                "ja:keywords:forbidden_words",
                json!({"forbidden_words": ["時計", "自転車"]}),
            ),
            (
                "応答の中で、自転車 という単語を3回以上出現させてください。",
                "ja:keywords:frequency",
                json!({"keyword": "自転車", "frequency": 3, "relation": "以上"}),
            ),
            (
                "応答の中で体言止めを2回は使用してください。",
                "ja:detectable_format:nominal_ending",
                json!({"count": 2}),
            ),
            (
                "応答には、文字「ゑ」を3回未満出現させてください。",
                "ja:keywords:letter_frequency",
                json!({"letter": "ゑ", "let_frequency": 3, "let_relation": "未満"}),
            ),
        ] {
            let readings = typed_readings(instruction);
            assert!(
                readings.contains(&(id, kwargs.clone())),
                "{instruction}: {readings:?}"
            );
            let (_, unread) = checks(&format!("桃太郎の話を要約してください。 {instruction}"));
            assert_eq!(unread, 0, "{instruction}");
        }
    }

    #[test]
    fn description_templates_are_read_whole() {
        // An unquoted end phrase holding "？".
        let (c, unread) = checks("海についての短い文章を書いてください。 応答の最後に次のフレーズをそのまま出力してください: 他に何かご不明な点はありますか？。このフレーズの後に他の言葉を続けてはいけません。");
        assert_eq!(c.len(), 1, "{c:?}");
        assert!(c[0].contains("他に何かご不明な点はありますか？\""), "{c:?}");
        assert_eq!(unread, 0);
        let (c, _) = checks("応答の最後に次のフレーズをそのまま出力してください: ありがとう。。このフレーズの後に他の言葉を続けてはいけません。");
        assert!(c[0].contains("\"ありがとう。\""), "{c:?}");
        // A sentence between is no part of the phrase.
        let (c, unread) = checks("応答の最後に次のフレーズをそのまま出力してください: ありがとう。箇条書きで3つ挙げてください。このフレーズの後に他の言葉を続けてはいけません。");
        assert!(c.iter().all(|c| !c.contains("end_phrase")), "{c:?}");
        assert!(unread > 0);
        // The count is of kanji, not of characters.
        let (c, unread) =
            checks("秋についての短い詩を書いてください。 25文字未満漢字を用いて、答えてください。");
        assert_eq!(c.len(), 1, "{c:?}");
        assert!(c[0].starts_with("kanji_count"), "{c:?}");
        assert_eq!(unread, 0);
        // A list's example does not swallow the requirement on its last line.
        let (c, unread) = checks("桃太郎の話を要約してください。 応答はちょうど 4 個の箇条書きで構成してください。 以下のような箇条書きの形を参考にしてください:\n・一つめの内容\n・二つめの内容 応答の最後に、P.P.Sで始まる追伸を追加してください。");
        assert_eq!(c.len(), 2, "{c:?}");
        assert_eq!(unread, 0);
        let (c, unread) = checks("田舎で過ごす一日について書いてください。 あなたは2つのセクションで文章を構成させて応答してください。各セクションの始まりは次のように数字と節から書き始めてください。例:\n第1節\n[セクション1の内容]\n第2節\n[セクション2の内容] ひらがなを一文字も使わないで答えてください。");
        assert_eq!(c.len(), 2, "{c:?}");
        assert!(c[0].contains("\"節\""), "{c:?}");
        assert_eq!(unread, 0);
        let (c, unread) = checks("京都での週末の過ごし方を提案してください。 次の選択肢のいずれかで回答してください: ('はい、そうです。', 'いいえ、違います。', 'どちらとも言えません。') あなたは言語「German」を用いて応答してください。他の言語は許可されません。");
        assert_eq!(c.len(), 2, "{c:?}");
        assert!(c[1].contains("\"de\""), "{c:?}");
        assert_eq!(unread, 0);
        // Other options than M-IFEval's are not its type.
        let (c, _) = checks("次の選択肢のいずれかで回答してください: ('はい。', 'いいえ。')");
        assert!(c.is_empty(), "{c:?}");
    }
}
