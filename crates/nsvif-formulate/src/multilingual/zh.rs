//! Chinese phrasings: counts of characters (字), sentences (句), paragraphs (段), lines
//! and points, forbidden and required words, start and end phrases, formats and the
//! response's language.
//!
//! A count is *[relation] number unit [relation]*: 不少于300字, 300字以内, 至多5句话,
//! 分3段, 字数控制在200到300之间. The relation words and the unit words are fragments
//! (`GE`, `LE`, `LT`, `GT`, `EQ`, `UNIT` …), so each new word reaches every count phrase.
//! Characters are counted without whitespace (`visible_chars`), as 字数 is. A bare
//! length ("一篇300字的作文") is the task's size, not a bound: it is left unread.

use std::sync::LazyLock;

use nsvif_spec::{BinOp, Expr, Function};
use regex::{Captures, Regex};
use serde_json::json;

use super::phrase::{
    bounds, contains_dsl, count_dsl, edge_dsl, frequency_dsl, number, quoted, typed, Compiled,
    Context, Phrase, Read, Rel, Unit,
};
use super::Language;
use crate::rules::Emit;

const FRAGMENTS: &[(&str, &str)] = &[
    ("NUM", r"[0-9０-９]+|[零〇一二两三四五六七八九十百千]+"),
    ("N", r"(?P<n>{NUM})"),
    (
        "GE",
        r"不少于|不低于|不小于|至少|最少|起码|不得少于|不能少于|不要少于|不可少于|不应少于|大于等于|≥",
    ),
    (
        "LE",
        r"不超过|不多于|至多|最多|不得超过|不能超过|不要超过|不可超过|不应超过|不准超过|不要写超过|不能写超过|不得写超过|别写超过|小于等于|≤",
    ),
    ("LT", r"少于|低于|小于|不到|不足"),
    ("GT", r"超过|多于|大于|高于"),
    (
        "EQ",
        r"正好|恰好|刚好|只用|仅用|只写|仅写|只有|仅有|总共|一共|共",
    ),
    ("ABOUT", r"大约|大概|约"),
    ("PRE", r"(?P<pre>{GE}|{LE}|{LT}|{GT}|{EQ}|{ABOUT})"),
    (
        "POST",
        r"(?P<post>或以上|及以上|以上|或更多|或以下|及以下|以下|以内|之内|或更少|左右|上下)",
    ),
    (
        "UNIT",
        r"(?P<unit>个?汉字|个?字符|个?字|句话|个句子|个?句|个?段落|段|行|个?要点|个?列表项|条要点)",
    ),
    (
        "VERB",
        r"(?:写|用|包含|包括|分成|分为|分|有|给出|列出|控制在|限制在|在|为|是)",
    ),
    (
        "NEG",
        r"不要|不能|不得|不可|不许|不准|禁止|请勿|切勿|勿|别|避免|不使用|不用|无需|不",
    ),
    (
        "USE",
        r"(?:使用|用到|用|出现|包含|包括|带有|带|加入|加|写|提到|提及|含有)?(?:任何)?",
    ),
    (
        "Q",
        r"(?:“[^”]+”|「[^」]+」|『[^』]+』|\x22[^\x22]+\x22|‘[^’]+’)",
    ),
    ("QS", r"{Q}(?:\s*(?:、|和|与|及|以及|或|，|,)\s*{Q})*"),
    (
        "WORD",
        r"(?:这个|这些|等)?(?:关键词|关键字|词语|词汇|单词|字眼|词|字)?",
    ),
];

/// The unit a unit word counts.
fn unit_of(word: &str) -> Option<Unit> {
    let w = word.trim_start_matches('个');
    Some(match w.chars().next()? {
        '汉' | '字' => Unit::VisibleChar,
        '句' => Unit::Sentence,
        '段' => Unit::Paragraph,
        '行' => Unit::Line,
        '要' | '列' | '条' => Unit::Bullet,
        _ => return None,
    })
}

/// The relation of the words before and after the number; `None` when neither says one.
fn rel_of(pre: Option<&str>, post: Option<&str>) -> Option<Rel> {
    let group = |w: &str, fragment: &str| {
        FRAGMENTS
            .iter()
            .find(|(n, _)| *n == fragment)
            .is_some_and(|(_, body)| body.split('|').any(|x| x == w))
    };
    let from_pre = pre.and_then(|p| {
        Some(if group(p, "GE") {
            Rel::AtLeast
        } else if group(p, "LE") {
            Rel::AtMost
        } else if group(p, "LT") {
            Rel::Below
        } else if group(p, "GT") {
            Rel::Above
        } else if group(p, "EQ") {
            Rel::Exactly
        } else if group(p, "ABOUT") {
            Rel::Around
        } else {
            return None;
        })
    });
    let from_post = post.map(|p| match p {
        "或以上" | "及以上" | "以上" | "或更多" => Rel::AtLeast,
        "左右" | "上下" => Rel::Around,
        _ => Rel::AtMost,
    });
    match (from_pre, from_post) {
        (Some(a), Some(b)) if a == b => Some(a),
        // "约300字左右"
        (Some(Rel::Around), Some(Rel::Around)) => Some(Rel::Around),
        // "不超过300字以内": the same bound said twice.
        (Some(Rel::AtMost), Some(Rel::AtMost)) => Some(Rel::AtMost),
        (Some(_), Some(_)) => None,
        (a, b) => a.or(b),
    }
}

/// Whether a unit word is one, by what follows it: 字母 (letters), 字体 (a font), 句子 …
fn unit_word_ends(c: &Captures, context: &Context) -> bool {
    let Some(u) = c.name("unit") else { return true };
    let next = context.instruction[u.end()..].chars().next();
    !matches!(
        (u.as_str().chars().last(), next),
        (
            Some('字'),
            Some('母' | '体' | '号' | '幕' | '典' | '根' | '词' | '眼')
        ) | (Some('句'), Some('子' | '号'))
            | (Some('行'), Some('为' | '动' | '业' | '程' | '李' | '政'))
    )
}

/// Whether the words just before a match make it a measure of each part ("每行不超过7个
/// 字", "每段至少3句"): not the whole response's, so not this reading.
fn per_part(c: &Captures, context: &Context) -> bool {
    let start = c.get(0).expect("match").start();
    let before: String = context.instruction[..start]
        .chars()
        .rev()
        .take_while(|ch| !matches!(ch, '，' | ',' | '。' | '；' | ';' | '\n'))
        .collect();
    before.contains('每') || before.contains("各")
}

fn count(c: &Captures, context: &Context) -> Read {
    let Some(unit) = c.name("unit").and_then(|u| unit_of(u.as_str())) else {
        return Read::Refused;
    };
    if per_part(c, context) {
        return Read::Refused;
    }
    if !unit_word_ends(c, context) {
        return Read::Refused;
    }
    let Some(n) = c.name("n").and_then(|n| number(n.as_str())) else {
        return Read::Refused;
    };
    let pre = c.name("pre").map(|m| m.as_str());
    let post = c.name("post").map(|m| m.as_str());
    let verb = c.name("verb").map(|m| m.as_str());
    let rel = match rel_of(pre, post) {
        Some(r) => r,
        // "分3段", "用3句话": a count the response is split into is exact; a bare
        // length of characters is the task's size.
        // "写一段关于秋天的描写" is "write a passage", not one paragraph.
        None if unit == Unit::Paragraph && n == 1 => return Read::Refused,
        None if pre.is_none() && post.is_none() && unit != Unit::VisibleChar && verb.is_some() => {
            Rel::Exactly
        }
        None => return Read::Refused,
    };
    let (min, max) = bounds(rel, n);
    count_dsl(unit, min, max).into()
}

fn range(c: &Captures, _: &Context) -> Read {
    let (Some(a), Some(b)) = (
        c.name("a").and_then(|m| number(m.as_str())),
        c.name("b").and_then(|m| number(m.as_str())),
    ) else {
        return Read::Refused;
    };
    let unit = c
        .name("unit")
        .or(c.name("subj"))
        .and_then(|u| subject_unit(u.as_str()).or_else(|| unit_of(u.as_str())));
    match unit {
        Some(unit) if a < b => count_dsl(unit, Some(a), Some(b)).into(),
        _ => Read::Refused,
    }
}

/// The unit a measure's name counts (字数, 句数, 段落数 …).
fn subject_unit(word: &str) -> Option<Unit> {
    Some(match word {
        "字数" | "总字数" | "篇幅" | "回答长度" | "长度" | "字符数" => {
            Unit::VisibleChar
        }
        "句数" | "句子数" | "句子数量" => Unit::Sentence,
        "段数" | "段落数" | "段落数量" => Unit::Paragraph,
        "行数" => Unit::Line,
        _ => return None,
    })
}

fn subject_count(c: &Captures, _: &Context) -> Read {
    let Some(unit) = c.name("subj").and_then(|s| subject_unit(s.as_str())) else {
        return Read::Refused;
    };
    if let Some(u) = c.name("unit") {
        if unit_of(u.as_str()) != Some(unit) {
            return Read::Refused;
        }
    }
    let Some(n) = c.name("n").and_then(|n| number(n.as_str())) else {
        return Read::Refused;
    };
    let rel = match rel_of(
        c.name("pre").map(|m| m.as_str()),
        c.name("post").map(|m| m.as_str()),
    ) {
        Some(rel) => rel,
        // "段落数为2": the measure named, then 为 or 是 and the number, states it exactly.
        None if c.name("is").is_some() => Rel::Exactly,
        None => return Read::Refused,
    };
    let (min, max) = bounds(rel, n);
    count_dsl(unit, min, max).into()
}

fn all_of(emits: Vec<Option<Emit>>) -> Read {
    let mut exprs = Vec::new();
    for e in emits {
        let Some(Emit::Dsl(d)) = e else {
            return Read::Refused;
        };
        let Ok(x) = nsvif_spec::parse_expr(&d) else {
            return Read::Refused;
        };
        exprs.push(x);
    }
    let Some(first) = exprs.pop() else {
        return Read::Refused;
    };
    let all = exprs.into_iter().rev().fold(first, |acc, x| {
        Expr::Binary(BinOp::And, Box::new(x), Box::new(acc))
    });
    Read::Constraint(Emit::Dsl(all.to_string()))
}

fn forbidden_words(c: &Captures, _: &Context) -> Read {
    all_of(
        quoted(&c["qs"])
            .iter()
            .map(|w| contains_dsl(w, false))
            .collect(),
    )
}

fn required_words(c: &Captures, _: &Context) -> Read {
    all_of(
        quoted(&c["qs"])
            .iter()
            .map(|w| contains_dsl(w, true))
            .collect(),
    )
}

fn word_frequency(c: &Captures, _: &Context) -> Read {
    let words = quoted(&c["q"]);
    let (Some(word), Some(n)) = (words.first(), c.name("n").and_then(|n| number(n.as_str())))
    else {
        return Read::Refused;
    };
    let rel = rel_of(
        c.name("pre").map(|m| m.as_str()),
        c.name("post").map(|m| m.as_str()),
    )
    .unwrap_or(Rel::Exactly);
    let (min, max) = bounds(rel, n);
    frequency_dsl(word, min, max).into()
}

fn starts_with(c: &Captures, _: &Context) -> Read {
    quoted(&c["q"])
        .first()
        .and_then(|q| edge_dsl(Function::StartsWith, q))
        .into()
}

fn ends_with(c: &Captures, _: &Context) -> Read {
    quoted(&c["q"])
        .first()
        .and_then(|q| edge_dsl(Function::EndsWith, q))
        .into()
}

/// A mark the response must not contain, by its name.
fn no_mark(c: &Captures, _: &Context) -> Read {
    let class = match &c["mark"] {
        "逗号" => "[,，]",
        "句号" => "[。]",
        "感叹号" => "[!！]",
        "问号" => "[?？]",
        "顿号" => "[、]",
        "分号" => "[;；]",
        "冒号" => "[:：]",
        "引号" => "[\"“”'‘’「」]",
        "标点符号" | "标点" => r"\p{P}",
        _ => return Read::Refused,
    };
    let matches = Expr::Call(
        Function::Count,
        vec![Expr::Call(
            Function::Matches,
            vec![Expr::Var("all".into()), Expr::Str(class.into())],
        )],
    );
    Read::Constraint(Emit::Dsl(
        Expr::Binary(BinOp::Eq, Box::new(matches), Box::new(Expr::Int(0))).to_string(),
    ))
}

fn json(_: &Captures, _: &Context) -> Read {
    typed("detectable_format:json_format", json!({})).into()
}

fn list(_: &Captures, _: &Context) -> Read {
    count_dsl(Unit::Bullet, Some(1), None).into()
}

fn table(_: &Captures, _: &Context) -> Read {
    let tables = Expr::Call(
        Function::Count,
        vec![Expr::Call(Function::Tables, vec![Expr::Var("all".into())])],
    );
    Read::Constraint(Emit::Dsl(
        Expr::Binary(BinOp::Ge, Box::new(tables), Box::new(Expr::Int(1))).to_string(),
    ))
}

fn response_language(c: &Captures, _: &Context) -> Read {
    let code = match &c["lang"] {
        "中文" | "汉语" | "简体中文" => "zh",
        "英文" | "英语" => "en",
        "日语" | "日文" => "ja",
        "法语" | "法文" => "fr",
        "西班牙语" | "西班牙文" => "es",
        "德语" | "德文" => "de",
        "韩语" | "韩文" => "ko",
        _ => return Read::Refused,
    };
    typed("language:response_language", json!({"language": code})).into()
}

/// The table, in no particular order: overlapping readings are resolved longest first.
static PHRASES: &[Phrase] = &[
    Phrase {
        example: "回答不少于300字",
        pattern: r"{PRE}\s*(?P<verb>{VERB})?\s*{N}\s*{UNIT}{POST}?",
        read: count,
    },
    Phrase {
        example: "300字以内",
        pattern: r"(?P<verb>{VERB})?\s*{N}\s*{UNIT}{POST}",
        read: count,
    },
    Phrase {
        example: "分3段",
        pattern: r"(?P<verb>{VERB})\s*{N}\s*{UNIT}",
        read: count,
    },
    Phrase {
        example: "字数控制在200到300字之间",
        pattern: r"(?P<subj>字数|总字数|篇幅|句数|句子数|段数|段落数|行数)?\s*(?:要|需要|应|应该|必须|须|请)?\s*(?:控制|限制)?\s*(?:在)?\s*(?P<a>{NUM})\s*(?:个?字|个?汉字|句话?|个句子|段|个段落|行)?\s*(?:到|至|-|~|～|—|－)\s*(?P<b>{NUM})\s*(?P<unit>个?字|个?汉字|句话?|个句子|段|个段落|行)?\s*(?:之间)?",
        read: range,
    },
    Phrase {
        example: "字数不少于500",
        pattern: r"(?P<subj>字数|总字数|篇幅|回答长度|长度|字符数|句数|句子数|句子数量|段数|段落数|段落数量|行数)\s*(?:要|需要|应|应该|必须|须|请|要求)?\s*(?:控制|限制|保持)?\s*(?:在|(?P<is>为|是))?\s*{PRE}?\s*{N}\s*(?P<unit>个?字|个?汉字|个?字符|句话?|个句子|段|个段落|行)?{POST}?",
        read: subject_count,
    },
    Phrase {
        example: "要点不少于两个",
        pattern: r"(?P<unit>要点|句子|段落)\s*(?:要|需要|应|必须|须)?\s*{PRE}\s*{N}\s*个(?:{POST})?",
        read: count,
    },
    Phrase {
        example: "不要使用“然而”这个词",
        pattern: r"(?:{NEG})\s*{USE}\s*(?:词语?|单词|字眼|词汇|关键词)?\s*(?P<qs>{QS})\s*{WORD}",
        read: forbidden_words,
    },
    Phrase {
        example: "“然而”这个词不能出现",
        pattern: r"(?P<qs>{QS})\s*{WORD}\s*(?:都)?(?:绝对)?(?:不要|不能|不得|不可|不许|不准|禁止)(?:出现|使用|被使用)",
        read: forbidden_words,
    },
    Phrase {
        example: "必须包含“人工智能”",
        pattern: r"(?:(?:回答|回复|答案|文中|正文|内容)(?:里|中)\s*(?:必须|一定|需要|要|得)(?:有|包含|出现)|(?:必须|务必|一定要|需要|要|请|应|应该)?\s*(?:包含|包括|用到|提到|提及|含有|使用))\s*(?:关键词|关键字|词语|单词|词汇)?\s*(?P<qs>{QS})\s*{WORD}",
        read: required_words,
    },
    Phrase {
        example: "“创新”一词至少出现3次",
        pattern: r"(?P<q>{Q})\s*(?:这个词|一词|这个关键词|这个字)?\s*(?:必须|要|需要|应)?\s*{PRE}?\s*(?:出现|使用|提到)\s*{N}\s*次{POST}?",
        read: word_frequency,
    },
    Phrase {
        example: "“创新”一词出现至少3次",
        pattern: r"(?P<q>{Q})\s*(?:这个词|一词|这个关键词|这个字)?\s*(?:必须|要|需要|应)?\s*(?:出现|使用|提到)\s*{PRE}\s*{N}\s*次{POST}?",
        read: word_frequency,
    },
    Phrase {
        example: "以“亲爱的”开头",
        pattern: r"(?:必须|要|请|需要)?\s*(?:以|用)\s*(?P<q>{Q})\s*(?:作为|做为)?\s*(?:开头|开始|开篇)",
        read: starts_with,
    },
    Phrase {
        example: "以“谢谢”结尾",
        pattern: r"(?:必须|要|请|需要)?\s*(?:以|用)\s*(?P<q>{Q})\s*(?:作为|做为)?\s*(?:结尾|结束|收尾|结束语)",
        read: ends_with,
    },
    Phrase {
        example: "最后一句必须是“再见”",
        pattern: r"(?:结尾|结束语|最后一句话?)\s*(?:必须|要|应该|应|需要)?\s*(?:是|为)\s*(?P<q>{Q})",
        read: ends_with,
    },
    Phrase {
        example: "第一句必须是“你好”",
        pattern: r"(?:开头|开头语|第一句话?)\s*(?:必须|要|应该|应|需要)?\s*(?:是|为)\s*(?P<q>{Q})",
        read: starts_with,
    },
    Phrase {
        example: "不要使用逗号",
        pattern: r"(?:{NEG})\s*{USE}\s*(?P<mark>逗号|句号|感叹号|问号|顿号|分号|冒号|引号|标点符号|标点)",
        read: no_mark,
    },
    Phrase {
        example: "用JSON格式回答",
        pattern: r"(?:(?:请|必须|务必)?\s*(?:用|以|使用|采用|输出为|输出成|按照?)\s*)?(?i:json)\s*(?:格式|形式)?\s*(?:来)?\s*(?:回答|输出|回复|返回|作答|呈现|给出|表示)?",
        read: json,
    },
    Phrase {
        example: "以列表形式回答",
        pattern: r"(?:请|必须)?\s*(?:用|以|采用|使用)\s*(?:项目符号|无序|有序|编号)?列表\s*(?:的)?(?:形式|格式)\s*(?:回答|输出|列出|呈现|给出)?",
        read: list,
    },
    Phrase {
        example: "用表格呈现",
        pattern: r"(?:请|必须)?\s*(?:用|以|采用|使用)\s*(?:一个)?\s*表格\s*(?:的)?(?:形式|格式)?\s*(?:回答|输出|列出|呈现|给出|展示|总结|整理)?",
        read: table,
    },
    Phrase {
        example: "请用英文回答",
        pattern: r"(?:请|必须|务必|只|仅)?\s*(?:用|以|使用)\s*(?P<lang>简体中文|中文|汉语|英文|英语|日语|日文|法语|法文|西班牙语|西班牙文|德语|德文|韩语|韩文)\s*(?:来)?\s*(?:回答|作答|回复|书写|撰写|写作|写|输出)",
        read: response_language,
    },
];

static TABLE: LazyLock<Compiled> = LazyLock::new(|| Compiled::new(PHRASES, FRAGMENTS));

/// What makes a clause a requirement when no phrase read it.
static CUES: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(r"(?i)[0-9０-９]|[二两三四五六七八九十百千]\s*(?:个|条|句|段|字|行|点|项|种|次|部分|方面|步|篇|首|名)|一\s*(?:句|段|行|字|点|条|项)|必须|务必|一定|需要|要求|请勿|不要|不得|不能|不可|不许|不准|别|禁止|避免|只|仅|至少|最多|最少|超过|少于|多于|以内|以上|以下|左右|字|句|段|行|标题|列表|表格|要点|格式|json|markdown|xml|yaml|csv|html|代码|结尾|开头|结束|开始|包含|包括|使用|用|语气|风格|口吻|语言|英文|英语|中文|日语|大写|小写|标点|逗号|句号|引号|括号|感叹号|问号|表情|emoji|加粗|粗体|斜体|编号|序号|分点|分段|简洁|简短|简要|简单|详细|精炼|避开|删除|保留|重复|提及|提到|出现|换行|空行|每|第|格|押韵|对仗|幽默|正式|口语|礼貌|语调|身份|扮演|假装|结构|顺序|排列|形式|要有|含有|带有|写上|加上|末尾|结束语|第一句|最后|[有要用含带写是为加给以]\s{2,}|\s{2,}[这一作结开出]")
        .expect("static regex")
});

/// Words that hold a unit character in another sense (旅行 is a trip, not a line; 名字 a
/// name, 阶段 a stage), blanked before the cues are looked for.
static IDIOMS: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(r"旅行|进行|流行|运行|执行|举行|银行|可行|发行|行为|行业|行动|自行车|步行|出行|飞行|航行|行程|行李|名字|数字|文字|阶段|手段")
        .expect("static regex")
});

static NEGATION: LazyLock<Regex> =
    LazyLock::new(|| Regex::new(r"不|没|别|勿|禁止|避免|无需|无须|免").expect("static regex"));

static CONNECTIVE: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(r"或者|或是|或|还是|要么|如果|假如|若|除非|否则|的话|则").expect("static regex")
});

/// What a clause a phrase read may hold besides the reading.
static FILLER: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(r"请你|请|您的|你的|回答|回复|答案|内容|全文|整篇|文章|必须|务必|需要|一定要|要|应该|应当|应|并且|并|且|而且|同时|另外|此外|然后|最后|的|在|中|里|整个|全部|篇幅|控制|限制|保持|，|。|、|：|；|\s").expect("static regex")
});

pub(super) fn language() -> Language {
    Language {
        table: &TABLE,
        cues: &CUES,
        idioms: Some(&IDIOMS),
        negation: &NEGATION,
        connective: &CONNECTIVE,
        filler: &FILLER,
        words_only_filler: false,
        negation_after: false,
    }
}
