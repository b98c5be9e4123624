//! French phrasings: M-IFEval's French instruction templates (`fr:` ids, checked as
//! M-IFEval checks them), in the wordings its prompts use.
//!
//! A count is *relation number unit* ("un minimum de 456 mots", "moins de 366 mots", "au
//! moins trente-deux fois"); the relation words are one fragment (`REL`), the unit picks
//! the type. M-IFEval's French relations are `au moins` (≥) and `moins de` (<): "au plus
//! N" is `moins de` N+1, "plus de N" `au moins` N+1.

use std::sync::LazyLock;

use regex::{Captures, Regex};
use serde_json::{json, Value};

use super::phrase::{quoted, slot, typed, Compiled, Context, Phrase, Read, Rel};
use super::{latin, Language};

/// French function words, for [`super::detect`].
pub(super) const STOPWORDS: &[&str] = &[
    "le", "la", "les", "des", "du", "de", "un", "une", "et", "est", "votre", "vous", "que", "qui",
    "dans", "pour", "pas", "ne", "sur", "au", "aux", "avec", "ce", "cette", "ces", "sont", "tu",
    "ta", "ton", "tes", "réponse", "êtes", "être",
];

const NUMBER_WORDS: &[(&str, i64)] = &[
    ("un", 1),
    ("une", 1),
    ("deux", 2),
    ("trois", 3),
    ("quatre", 4),
    ("cinq", 5),
    ("six", 6),
    ("sept", 7),
    ("huit", 8),
    ("neuf", 9),
    ("dix", 10),
    ("onze", 11),
    ("douze", 12),
    ("treize", 13),
    ("quatorze", 14),
    ("quinze", 15),
    ("seize", 16),
    ("vingt", 20),
    ("trente", 30),
    ("quarante", 40),
    ("cinquante", 50),
    ("soixante", 60),
    ("cent", 100),
];

const REL_GROUPS: &[(Rel, &str)] = &[
    (
        Rel::AtLeast,
        "au moins|au minimum|un minimum de|minimum|pas moins de|un nombre minimum de",
    ),
    (
        Rel::AtMost,
        "au maximum|un maximum de|maximum|au plus|pas plus de|jusqu'à|ne dépassant pas|ne dépasse pas|ne pas dépasser|ne doit pas dépasser",
    ),
    (Rel::Below, "moins de|à moins de|inférieur à"),
    (Rel::Above, "plus de|supérieur à|dépasser|doit dépasser"),
    (Rel::Exactly, "exactement|précisément|uniquement|seulement"),
];

const FRAGMENTS: &[(&str, &str)] = &[
    (
        "NUMW",
        r"(?:un|une|deux|trois|quatre|cinq|six|sept|huit|neuf|dix|onze|douze|treize|quatorze|quinze|seize|vingt|trente|quarante|cinquante|soixante|cent)",
    ),
    ("NUM", r"\d+|{NUMW}(?:[- ](?:et[- ])?{NUMW})*"),
    ("N", r"(?P<n>{NUM})"),
    (
        "REL",
        r"(?P<rel>au moins|au minimum|un minimum de|minimum|pas moins de|un nombre minimum de|ne dépasse pas|ne pas dépasser|ne doit pas dépasser|au maximum|un maximum de|maximum|au plus|pas plus de|jusqu'à|ne dépassant pas|à moins de|moins de|inférieur à|plus de|supérieur à|doit dépasser|dépasser|exactement|précisément)",
    ),
    ("Q", r#"(?:"[^"]+"|“[^”]+”|«[^»]+»|'[^']+')"#),
    (
        "QS",
        r"(?:\[\s*{Q}(?:\s*,\s*{Q})*\s*\]|{Q}(?:\s*(?:,|et|ou)\s*{Q})*)",
    ),
];

fn n(c: &Captures) -> Option<i64> {
    c.name("n")
        .and_then(|m| latin::number(m.as_str(), NUMBER_WORDS))
}

/// M-IFEval's French relation and number; `None` for one it cannot state.
fn mifeval_rel(c: &Captures) -> Option<(&'static str, i64)> {
    let n = n(c)?;
    let rel = c.name("rel").map_or(Some(Rel::AtLeast), |r| {
        latin::rel_of(r.as_str(), REL_GROUPS)
    })?;
    Some(match rel {
        Rel::AtLeast => ("au moins", n),
        Rel::Above => ("au moins", n + 1),
        Rel::AtMost => ("moins de", n + 1),
        Rel::Below => ("moins de", n),
        _ => return None,
    })
}

fn counted(c: &Captures, id: &'static str, key: &str, rel_key: &str) -> Read {
    match mifeval_rel(c) {
        Some((rel, n)) => {
            let mut kw = serde_json::Map::new();
            kw.insert(key.into(), json!(n));
            kw.insert(rel_key.into(), json!(rel));
            typed(id, Value::Object(kw)).into()
        }
        None => Read::Refused,
    }
}

fn exact(c: &Captures, id: &'static str, key: &str) -> Read {
    match n(c) {
        Some(n) => {
            let mut kw = serde_json::Map::new();
            kw.insert(key.into(), json!(n));
            typed(id, Value::Object(kw)).into()
        }
        None => Read::Refused,
    }
}

fn id(id: &'static str) -> Read {
    typed(id, json!({})).into()
}

fn keywords(c: &Captures, _: &Context) -> Read {
    let words = quoted(&c["qs"]);
    if words.is_empty() {
        return Read::Refused;
    }
    if c.name("not").is_some() {
        typed(
            "fr:keywords:forbidden_words",
            json!({ "forbidden_words": words }),
        )
        .into()
    } else {
        typed("fr:keywords:existence", json!({ "keywords": words })).into()
    }
}

fn keyword_frequency(c: &Captures, _: &Context) -> Read {
    let (Some(word), Some((rel, n))) = (slot(c), mifeval_rel(c)) else {
        return Read::Refused;
    };
    typed(
        "fr:keywords:frequency",
        json!({"keyword": word, "frequency": n, "relation": rel}),
    )
    .into()
}

fn letter_frequency(c: &Captures, _: &Context) -> Read {
    let (Some(letter), Some((rel, n))) = (slot(c), mifeval_rel(c)) else {
        return Read::Refused;
    };
    typed(
        "fr:keywords:letter_frequency",
        json!({"letter": letter, "let_frequency": n, "let_relation": rel}),
    )
    .into()
}

fn end_phrase(c: &Captures, _: &Context) -> Read {
    match slot(c) {
        Some(q) => typed("fr:startend:end_checker", json!({ "end_phrase": q })).into(),
        None => Read::Refused,
    }
}

fn postscript(c: &Captures, _: &Context) -> Read {
    let marker = c
        .name("q")
        .and_then(|q| quoted(q.as_str()).into_iter().next())
        .or_else(|| c.name("m").map(|m| m.as_str().to_string()));
    match marker {
        Some(m) => typed(
            "fr:detectable_content:postscript",
            json!({ "postscript_marker": m.trim_end_matches('.') }),
        )
        .into(),
        None => Read::Refused,
    }
}

/// A postscript marker as the template gives it, its dots included ("P.S.", "P.-S.",
/// "P.P.S"): the official check reads "P.S." and "P.S" differently.
fn postscript_marker(c: &Captures, _: &Context) -> Read {
    match slot(c) {
        Some(m) => typed(
            "fr:detectable_content:postscript",
            json!({ "postscript_marker": m }),
        )
        .into(),
        None => Read::Refused,
    }
}

fn forbidden_char(c: &Captures, _: &Context) -> Read {
    typed(
        "fr:special_character:ethel_or_cedilla",
        json!({ "forbidden_char": &c["ch"] }),
    )
    .into()
}

fn sections(c: &Captures, _: &Context) -> Read {
    match n(c) {
        Some(n) => typed(
            "fr:detectable_format:multiple_sections",
            json!({"section_spliter": &c["s"], "num_sections": n}),
        )
        .into(),
        None => Read::Refused,
    }
}

fn nth_paragraph(c: &Captures, context: &Context) -> Read {
    static TOTAL: LazyLock<Regex> = LazyLock::new(|| {
        Regex::new(r"(?i)(\d+|deux|trois|quatre|cinq|six|sept|huit) (?:paragraphes|sections)")
            .expect("static regex")
    });
    let ordinal = |w: &str| -> Option<i64> {
        Some(match w {
            "premier" => 1,
            "deuxième" | "second" => 2,
            "troisième" => 3,
            "quatrième" => 4,
            "cinquième" => 5,
            _ => return None,
        })
    };
    let total = TOTAL
        .captures(context.instruction)
        .and_then(|t| latin::number(&t[1], NUMBER_WORDS));
    let (Some(total), Some(nth), Some(word)) = (
        total,
        ordinal(&c["ord"].to_lowercase()),
        quoted(&c["q"]).into_iter().next(),
    ) else {
        return Read::Refused;
    };
    typed(
        "fr:length_constraints:nth_paragraph_first_word",
        json!({"num_paragraphs": total, "nth_paragraph": nth, "first_word": word}),
    )
    .into()
}

fn response_language(c: &Captures, _: &Context) -> Read {
    let code = match c["lang"].to_lowercase().as_str() {
        "anglais" => "en",
        "espagnol" => "es",
        "allemand" => "de",
        "italien" => "it",
        "portugais" => "pt",
        "coréen" => "ko",
        "japonais" => "ja",
        "chinois" => "zh",
        "russe" => "ru",
        "arabe" => "ar",
        "télougou" => "te",
        "malayalam" => "ml",
        "hindi" => "hi",
        "néerlandais" => "nl",
        "suédois" => "sv",
        "finnois" => "fi",
        "grec" => "el",
        "turc" => "tr",
        "polonais" => "pl",
        "vietnamien" => "vi",
        "thaï" => "th",
        "swahili" => "sw",
        "bengali" => "bn",
        "français" => "fr",
        "ukrainien" => "uk",
        "ourdou" => "ur",
        "tamoul" => "ta",
        "bulgare" => "bg",
        "hébreu" => "he",
        "persan" => "fa",
        "népalais" => "ne",
        "kannada" => "kn",
        "marathi" => "mr",
        "gujarati" => "gu",
        "punjabi" => "pa",
        "chinois simplifié" => "zh",
        _ => return Read::Refused,
    };
    typed("fr:language:response_language", json!({ "language": code })).into()
}

fn repeat_prompt(c: &Captures, context: &Context) -> Read {
    let start = c.get(0).expect("match").start();
    let before = context.instruction[..start].trim();
    if before.is_empty() || !before.ends_with(['.', '?', '!']) {
        return Read::Refused;
    }
    typed(
        "fr:combination:repeat_prompt",
        json!({ "prompt_to_repeat": before }),
    )
    .into()
}

static PHRASES: &[Phrase] = &[
    // M-IFEval's French description templates (`fr_instructions.py`), each read whole:
    // the slots are bare words, Python lists and end phrases holding their own marks.
    Phrase {
        example: "L'INTEGRALITE de votre réponse doit être en Malayalam, aucune autre langue n'est autorisée.",
        pattern: r"(?i)L['’]INT[ÉE]GRALIT[ÉE] de votre réponse doit être en (?P<lang>\p{L}+(?: simplifié)?), aucune autre langue n['’]est autorisée\.",
        read: response_language,
    },
    Phrase {
        example: "Votre réponse doit contenir moins de 7 phrases.",
        pattern: r"(?i)Votre réponse doit contenir {REL} {N} phrases\.",
        read: |c, _| counted(
            c,
            "fr:length_constraints:number_sentences",
            "num_sentences",
            "relation",
        ),
    },
    Phrase {
        example: "La réponse doit contenir au moins 2 espaces réservés, représentés par des crochets, comme [nom].",
        pattern: r"(?i)La réponse doit contenir au moins {N} espaces réservés, représentés par des crochets, comme \[nom\]\.",
        read: |c, _| exact(c, "fr:detectable_content:number_placeholders", "num_placeholders"),
    },
    Phrase {
        example: "Votre réponse doit contenir exactement 4 puces.Utilisez les puces Markdown telles que :\n* Ceci est le point 1. \n* Ceci est le point 2",
        pattern: r"(?i)Votre réponse doit contenir exactement {N} puces\.\s*Utilisez les puces Markdown telles que\s:\s*\n\* Ceci est le point 1\. ?\n\* Ceci est le point 2",
        read: |c, _| exact(c, "fr:detectable_format:number_bullet_lists", "num_bullets"),
    },
    Phrase {
        example: "Répondez avec une des options suivantes: ('Oui.', 'Non.', 'Peut-être.')",
        pattern: r"Répondez avec une des options suivantes: \('Oui\.', 'Non\.', 'Peut-être\.'\)",
        read: |_, _| id("fr:detectable_format:constrained_response"),
    },
    Phrase {
        example: "Mettez en surbrillance au moins 2 sections de votre réponse avec markdown, c'est-à-dire entre astérisque: *section en surbrillance*.",
        pattern: r"(?i)Mettez en surbrillance au moins {N} sections de votre réponse avec markdown, c['’]est-à-dire entre astérisque: \*section en surbrillance\*\.",
        read: |c, _| exact(c, "fr:detectable_format:number_highlighted_sections", "num_highlights"),
    },
    Phrase {
        example: "Votre réponse doit comporter 5 sections. Marquez le début de chaque section avec SECTION X, par exemple :\nSECTION 1\n[contenu de la section 1]\nSECTION 2\n[contenu de la section 2]",
        pattern: r"Votre réponse doit comporter {N} sections\. Marquez le début de chaque section avec (?P<s>\p{L}+) X, par exemple\s:\s*\n\p{L}+ 1\n\[contenu de la section 1\]\n\p{L}+ 2\n\[contenu de la section 2\]",
        read: sections,
    },
    Phrase {
        example: "Votre réponse doit contenir 4 paragraphes. Les paragraphes doit être separés par le séparateur Markdown : ***",
        pattern: r"(?i)Votre réponse doit contenir {N} paragraphes\. Les paragraphes doit être s[ée]par[ée]s par le séparateur Markdown\s:\s\*\*\*",
        read: |c, _| exact(c, "fr:length_constraints:number_paragraphs", "num_paragraphs"),
    },
    Phrase {
        example: "Votre réponse doit contenir 4 paragraphes. Les paragraphes, et uniquement les paragraphes, doivent être séparés les uns des autres par deux sauts de ligne comme s'il s'agissait de '\n\n' en Python. Le paragraphe 4 doit commencer par le mot administration.",
        pattern: r"(?i)Votre réponse doit contenir (?P<total>\d+) paragraphes\. Les paragraphes, et uniquement les paragraphes, doivent être séparés les uns des autres par deux sauts de ligne comme s['’]il s['’]agissait de '\n\n' en Python\. Le paragraphe (?P<nth>\d+) doit commencer par le mot (?P<w>[^.\n]+)\.",
        read: |c, _| latin::nth_paragraph("fr:length_constraints:nth_paragraph_first_word", c, NUMBER_WORDS),
    },
    Phrase {
        example: "À la fin de votre réponse, veuillez ajouter explicitement un post-scriptum commençant par P.-S.",
        pattern: r"(?i)À la fin de votre réponse, veuillez ajouter explicitement un post-scriptum commençant par (?P<w>\S+)",
        read: postscript_marker,
    },
    Phrase {
        example: "Incluez les mots ['phrase', 'signal'] dans la réponse.",
        pattern: r"Incluez les mots (?P<qs>\[\s*{Q}(?:\s*,\s*{Q})*\s*\]) dans la réponse\.",
        read: keywords,
    },
    Phrase {
        example: "N'incluez pas les mots ['bas', 'étoile'] dans votre réponse.",
        pattern: r"(?P<not>N['’]incluez pas) les mots (?P<qs>\[\s*{Q}(?:\s*,\s*{Q})*\s*\]) dans votre réponse\.",
        read: keywords,
    },
    Phrase {
        example: "Votre réponse doit contenir le mot pomme de terre au moins 2 fois.",
        pattern: r"Votre réponse doit contenir le mot (?P<w>[^\n.]+?) {REL} {N} fois\.",
        read: keyword_frequency,
    },
    Phrase {
        example: "Répond avec moins de 316 mots.",
        pattern: r"Répond avec {REL} {N} mots\.",
        read: |c, _| counted(c, "fr:length_constraints:number_words", "num_words", "relation"),
    },
    Phrase {
        example: "L'intégralité de la réponse doit être sous format JSON. Vous pouvez utiliser des graduations de type «\u{a0}markdown\u{a0}» telles que ```.",
        pattern: r"L['’]intégralité de la réponse doit être sous format JSON\. Vous pouvez utiliser des graduations de type «\s*markdown\s*» telles que ```\.",
        read: |_, _| id("fr:detectable_format:json_format"),
    },
    Phrase {
        example: "Donnez deux réponses différentes. Les réponses et uniquement les réponses doivent être séparées par 6 astérisques : ******",
        pattern: r"Donnez deux réponses différentes\. Les réponses et uniquement les réponses doivent être séparées par 6 astérisques : \*{6}",
        read: |_, _| id("fr:combination:two_responses"),
    },
    Phrase {
        example: "Écrivez un poème. Répétez d'abord la demande mot pour mot sans aucun changement, puis donnez votre réponse (1. n'incluez aucun mot ou caractère avant de répéter la demande; ; 2. la demande que vous devez répéter n'inclut pas cette phrase).",
        pattern: r"Répétez d['’]abord la demande mot pour mot sans aucun changement, puis donnez votre réponse \(1\. n['’]incluez aucun mot ou caractère avant de répéter la demande; ; 2\. la demande que vous devez répéter n['’]inclut pas cette phrase\)\.",
        read: repeat_prompt,
    },
    Phrase {
        example: "Terminez votre réponse avec cette phrase mot pour mot: Que puis-je faire pour toi ?. Aucune autre phrase ne doit suivre celle-ci.",
        pattern: r"Terminez votre réponse avec cette phrase mot pour mot: (?P<w>[^\n]+?)\. Aucune autre phrase ne doit suivre celle-ci\.",
        read: end_phrase,
    },
    Phrase {
        example: "Votre réponse doit contenir un titre, encadré par des doubles dièses, comme ##hymne à la joie##.",
        pattern: r"Votre réponse doit contenir un titre, encadré par des doubles dièses, comme ##hymne à la joie##\.",
        read: |_, _| id("fr:detectable_format:title"),
    },
    Phrase {
        example: "Dans votre réponse, la lettre m doit apparaître au moins 1 fois.",
        pattern: r"Dans votre réponse, la lettre (?:(?P<q>{Q})|(?P<w>\p{L})) doit apparaître {REL} {N} fois\.",
        read: letter_frequency,
    },
    Phrase {
        example: "Votre réponse doit être entièrement en français et en majuscules. Les minuscules ne sont pas autorisées.",
        pattern: r"Votre réponse doit être entièrement en français et en majuscules\. Les minuscules ne sont pas autorisées\.",
        read: |_, _| id("fr:change_case:french_capital"),
    },
    Phrase {
        example: "Votre réponse doit être entièrement rédigée en français et en minuscules. Les majuscules ne sont pas autorisées.",
        pattern: r"Votre réponse doit être entièrement rédigée en français et en minuscules\. Les majuscules ne sont pas autorisées\.",
        read: |_, _| id("fr:change_case:french_lowercase"),
    },
    Phrase {
        example: "N'utilisez aucune virgule dans votre réponse.",
        pattern: r"N['’]utilisez aucune virgule dans votre réponse\.",
        read: |_, _| id("fr:punctuation:no_comma"),
    },
    Phrase {
        example: "Dans votre réponse, des mots entièrement en lettres majuscules doivent apparaître au moins 10 fois.",
        pattern: r"Dans votre réponse, des mots entièrement en lettres majuscules doivent apparaître {REL} {N} fois\.",
        read: |c, _| counted(
            c,
            "fr:change_case:capital_word_frequency",
            "capital_frequency",
            "capital_relation",
        ),
    },
    Phrase {
        example: "Mettez l’ensemble de votre réponse entre guillemets.",
        pattern: r"Mettez l['’]ensemble de votre réponse entre guillemets\.",
        read: |_, _| id("fr:startend:quotation"),
    },
    Phrase {
        example: "N'incluez pas le caractère œ dans votre réponse.",
        pattern: r"N['’]incluez pas le caractère (?P<ch>ç|œ) dans votre réponse\.",
        read: forbidden_char,
    },
    Phrase {
        example: "Parlez directement à votre interlocuteur dans votre réponse et utilisez le tutoiement.",
        pattern: r"Parlez directement à votre interlocuteur dans votre réponse et utilisez le tutoiement\.",
        read: |_, _| id("fr:detectable_content:informal_address"),
    },
    Phrase {
        example: "Ne faites pas usage d'accents dans votre réponse.",
        pattern: r"Ne faites pas usage d['’]accents dans votre réponse\.",
        read: |_, _| id("fr:special_character:no_accents"),
    },
    Phrase {
        example: "N'utilisez pas de chiffres arabes dans votre réponse.",
        pattern: r"N['’]utilisez pas de chiffres arabes dans votre réponse\.",
        read: |_, _| id("fr:detectable_content:no_digits"),
    },
    // The wordings of M-IFEval's prompts.
    Phrase {
        example: "SECTION 1",
        pattern: r"(?m)^\s*(?:\*\s*)?\p{L}+ \d+\s*\.?\s*$",
        read: |_, _| Read::Explained,
    },
    Phrase {
        example: "Fournissez deux réponses distinctes",
        pattern: r"(?i)(?:fournissez|donnez|proposez|rédigez) deux \w+ (?:distinct|différent)e?s",
        read: |_, _| Read::Explained,
    },
    Phrase {
        example: "N'oubliez pas de mettre en évidence une partie",
        pattern: r"(?i)n['’]oubliez pas(?: de| d['’])?",
        read: |_, _| Read::Explained,
    },
    Phrase {
        example: "Votre réponse doit contenir un minimum de 456 mots.",
        pattern: r"(?i){REL} {N} mots(?: au total)?",
        read: |c, _| counted(c, "fr:length_constraints:number_words", "num_words", "relation"),
    },
    Phrase {
        example: "Assurez-vous que votre récit compte un minimum de 14 phrases.",
        pattern: r"(?i){REL} {N} phrases?",
        read: |c, _| counted(
            c,
            "fr:length_constraints:number_sentences",
            "num_sentences",
            "relation",
        ),
    },
    Phrase {
        example: "Assurez-vous que votre récit inclut au moins 11 mots écrits en majuscules.",
        pattern: r"(?i){REL} {N} mots (?:écrits |entièrement |rédigés )*(?:en|tout en) (?:lettres )?majuscules",
        read: |c, _| counted(
            c,
            "fr:change_case:capital_word_frequency",
            "capital_frequency",
            "capital_relation",
        ),
    },
    Phrase {
        example: "veillez à ce que le nombre de mots en lettres MAJUSCULES soit inférieur à 14.",
        pattern: r"(?i)le nombre de mots (?:écrits )?(?:entièrement )?en (?:lettres )?majuscules (?:soit|doit être|est|ne dépasse pas|reste) {REL} {N}",
        read: |c, _| counted(
            c,
            "fr:change_case:capital_word_frequency",
            "capital_frequency",
            "capital_relation",
        ),
    },
    Phrase {
        example: "assurez-vous d'intégrer des mots en majuscules au moins 7 fois",
        pattern: r"(?i)(?:des )?mots (?:écrits )?(?:entièrement )?en (?:lettres )?majuscules(?: soient présents| apparaissent| figurent)? {REL} {N} fois",
        read: |c, _| counted(
            c,
            "fr:change_case:capital_word_frequency",
            "capital_frequency",
            "capital_relation",
        ),
    },
    Phrase {
        example: "limitez l'utilisation de mots en MAJUSCULES à moins de 3 occurrences",
        pattern: r"(?i)mots (?:écrits )?en majuscules à {REL} {N}\.? (?:occurrences|fois)",
        read: |c, _| counted(
            c,
            "fr:change_case:capital_word_frequency",
            "capital_frequency",
            "capital_relation",
        ),
    },
    Phrase {
        example: "Assurez-vous que le mot \"peigne\" apparaisse au moins trente-deux fois dans votre histoire.",
        pattern: r"(?i)(?:le )?(?:mot|terme) (?P<q>{Q})(?: apparaisse| apparaît| doit apparaître| figure)? {REL} {N} fois",
        read: keyword_frequency,
    },
    Phrase {
        example: "Assurez-vous d'utiliser le mot \"étoile\" un minimum de 3 fois dans votre description.",
        pattern: r"(?i)(?:utiliser|inclure|employer|mentionner) (?:le )?(?:mot|terme) (?P<q>{Q}) {REL} {N} fois",
        read: keyword_frequency,
    },
    Phrase {
        example: "Votre texte doit contenir la lettre 'y' au minimum 8 fois.",
        pattern: r"(?i)la lettre (?P<q>{Q})(?: soit (?:utilisée|présente|contenue|employée|incluse)| figure| apparaisse| apparaît)? {REL} {N} fois",
        read: letter_frequency,
    },
    Phrase {
        example: "Assurez-vous d'inclure les termes ['gouvernance', 'palais'] dans votre lettre.",
        pattern: r"(?i)(?:inclure|intégrer|incorporer|utiliser|employer|mentionner|introduire|inclut|contienne|incluez|intégrez|incorporez|utilisez|employez|mentionnez|introduisez)(?: également)? (?:les |des )?(?:termes|mots|mots-clés|mots clés)(?: suivants)?:? (?P<qs>{QS})",
        read: keywords,
    },
    Phrase {
        example: "Veuillez éviter d'utiliser les termes ['paix', 'intérieure'] dans votre réponse.",
        pattern: r"(?i)(?P<not>évite[rz]?|ne contient pas|ne pas (?:insérer|inclure|utiliser|employer|mentionner)|éviter? d'(?:utiliser|employer|inclure|insérer)|évitez d'(?:utiliser|employer|inclure|insérer)|sans (?:utiliser|employer|inclure|mentionner)) (?:les |des )?(?:termes|mots)(?: suivants)?:? (?P<qs>{QS})",
        read: keywords,
    },
    Phrase {
        example: "Votre réponse doit être structurée en 5 paragraphes, avec les paragraphes séparés par le séparateur Markdown : ***",
        pattern: r"(?i)(?:en |de |comprendre |comporter )?{N} (?:paragraphes|sections)(?: distincts| distinctes)?",
        read: |c, x| {
            if x.instruction.contains("***") {
                exact(c, "fr:length_constraints:number_paragraphs", "num_paragraphs")
            } else if x.instruction.contains("sauts de ligne") {
                Read::Explained
            } else {
                Read::Refused
            }
        },
    },
    Phrase {
        example: "avec les paragraphes séparés par le séparateur Markdown : ***",
        pattern: r"(?i)(?:avec )?(?:(?:que )?(?:les |chaque |ces )?paragraphes? )?(?:lesquels |qui )?(?:seront |soient |sont |doivent être )?(?:séparés|séparé) par le (?:séparateur|symbole|diviseur) markdown(?: suivant)? ?: ?\*\*\*|(?:veuillez )?séparer chaque paragraphe par le (?:séparateur|symbole) markdown(?: suivant)? ?: ?\*\*\*",
        read: |_, _| Read::Explained,
    },
    Phrase {
        example: "Écrivez 4 paragraphes. Le premier paragraphe doit débuter par le terme 'château'.",
        pattern: r"(?i)le (?P<ord>premier|deuxième|second|troisième|quatrième|cinquième) paragraphe doit (?:débuter|commencer) (?:par|avec) (?:le (?:terme|mot) )?(?P<q>{Q})",
        read: nth_paragraph,
    },
    Phrase {
        example: "séparés par deux sauts de ligne, comme on le ferait avec '\\n\\n' en Python",
        pattern: r"(?i)(?:ceux-ci étant |les paragraphes soient |seuls les paragraphes doivent être |qui seront |qui sont )?séparés par deux sauts de ligne(?:,? comme [^.]*?(?:python|lignes vides))?",
        read: |_, _| Read::Explained,
    },
    Phrase {
        example: "Assurez-vous d'inclure au moins deux espaces réservés, indiqués par des crochets, tels que [prénom].",
        pattern: r"(?i)(?:au moins|au minimum|minimum|un minimum de) {N} (?:espaces réservés|éléments manquants|emplacements(?: réservés)?)(?:,? (?:indiqués|symbolisés|représentés|marqués|notés) par des crochets)?(?:,? (?:tels? que|comme|par exemple) \[[^\]]+\])?",
        read: |c, _| exact(c, "fr:detectable_content:number_placeholders", "num_placeholders"),
    },
    Phrase {
        example: "Terminez votre réponse par un post-scriptum qui commence par P.P.S.",
        pattern: r"(?i)(?:un |d'un )?post-scriptum (?:qui )?(?:doit )?(?:commen[cç]ant|commence|débute|débutant|commencer|débuter) par (?:(?P<q>{Q})|(?P<m>P\.P\.S\.?|P\.-S\.?|P-S\.?|P\.S\.?|PS))",
        read: |c, x| postscript(c, x),
    },
    Phrase {
        example: "Assurez-vous d'inclure exactement 5 points, en utilisant le format Markdown avec des puces, comme suit :\n* Point 1\n* Point 2.",
        pattern: r"(?i)(?:exactement |précisément )?{N} (?:points|puces)(?: sous forme de puces| énumérés| organisés sous forme de puces| en format markdown)?(?:,? (?:en )?(?:utilisant|présentés en utilisant|respectant) le format markdown(?: avec des puces)?(?: comme suit)? ?:?)?",
        read: |c, _| exact(c, "fr:detectable_format:number_bullet_lists", "num_bullets"),
    },
    Phrase {
        example: "Répondez en choisissant l'une des options suivantes : ('Oui.', 'Non.', 'Peut-être.').",
        pattern: r#"(?i)(?:(?:l'une des|l'un des|parmi ces|parmi les) options suivantes|parmi ces options) ?: ?\(?['"“]Oui\.['"”], ?['"“]Non\.['"”], ?['"“]Peut-être\.['"”]\)?\.?"#,
        read: |_, _| id("fr:detectable_format:constrained_response"),
    },
    Phrase {
        example: "Veillez à mettre en avant au moins 2 parties de votre texte en utilisant le format Markdown, en les entourant d'astérisques : *section mise en avant*.",
        pattern: r"(?i)mettre en (?:évidence|avant|surbrillance) (?:au moins|au minimum) {N} (?:parties?|sections?)(?: de votre (?:réponse|texte))?[^.]{0,80}?\*[^*]+\*",
        read: |c, _| exact(c, "fr:detectable_format:number_highlighted_sections", "num_highlights"),
    },
    Phrase {
        example: "Votre texte doit être divisé en 3 parties distinctes, chacune commençant par SECTION X",
        pattern: r"(?i){N} parties(?: distinctes)?(?:[.,]\s*)?[^.]{0,60}?(?:par|avec) (?:la mention )?(?P<s>SECTION|Section|PARTIE|Partie|Paragraphe|Chapitre) X(?:,? avec X représentant le numéro de la section)?",
        read: sections,
    },
    Phrase {
        example: "Votre réponse doit être entièrement au format JSON.",
        pattern: r"(?i)(?:au|en) format json|format json",
        read: |_, _| id("fr:detectable_format:json_format"),
    },
    Phrase {
        example: "Votre réponse doit inclure un titre, encadré par des doubles dièses, tel que ##mon événement parfait##.",
        pattern: r"(?i)(?:un |le )titre(?: de votre \w+)?,? (?:qui (?:sera|devra être) |doit être )?(?:encadré|entouré|placé|présenté) (?:par|de|entre) (?:des )?doubles dièses(?:,? (?:tel que|comme|par exemple) ##[^#]+##)?",
        read: |_, _| id("fr:detectable_format:title"),
    },
    Phrase {
        example: "Séparez ces réponses par 6 astérisques : ******.",
        pattern: r"(?i)(?:séparées?|séparer|séparant|séparez)(?:-les)?[^.*]{0,30}?(?:par|avec) (?:six|6) (?:astérisques|étoiles) ?: ?\*{6}",
        read: |_, _| id("fr:combination:two_responses"),
    },
    Phrase {
        example: "Terminez votre récit par la phrase suivante, mot pour mot : \"Ils vivent heureux.\"",
        pattern: r"(?i)(?:terminez|concluez|conclure|finissez|achevez|clôturez|clôturer)(?: votre (?:réponse|récit|analyse|texte|exposé))? (?:par|avec) (?:la|cette) phrase(?: exacte)?(?: suivante)?(?:,? (?:mot pour mot|exactement comme indiquée))? ?:? (?P<q>{Q})",
        read: end_phrase,
    },
    Phrase {
        example: "Aucune autre déclaration ne doit être ajoutée après celle-ci.",
        pattern: r"(?i)(?:(?:qu')?aucune? (?:autre (?:déclaration|phrase|sentence|mot)|ajout) ne (?:doit|soit|doivent)[^.]*|il ne doit pas y avoir d'autres? phrases?[^.]*|ne rajoutez aucune autre phrase après celle-ci|il ne doit pas y avoir de phrases? supplémentaires? après celle-ci)",
        read: |_, _| Read::Explained,
    },
    Phrase {
        example: "Encadrez l'intégralité de votre réponse avec des guillemets.",
        pattern: r"(?i)(?:encadrez|encadrer|enveloppez|envelopper|entourez|entourer|mettez|mettre) (?:l'intégralité|l'ensemble) de votre (?:réponse|récit|texte) (?:avec des|entre des|entre|de) guillemets",
        read: |_, _| id("fr:startend:quotation"),
    },
    Phrase {
        example: "Veuillez formuler votre réponse sans employer de virgules.",
        pattern: r"(?i)(?:aucune virgule ne doit (?:être présente|figurer|apparaître)(?: dans votre (?:réponse|texte))?|sans (?:employer|utiliser|inclure|mettre|recourir à) (?:de |d'|des |aucune )?|ne pas (?:inclure|utiliser|employer) de |évitez? d'(?:inclure|employer|utiliser) des |évitez les )virgules?",
        read: |_, _| id("fr:punctuation:no_comma"),
    },
    Phrase {
        example: "Veuillez respecter la consigne de ne pas utiliser de chiffres arabes.",
        pattern: r"(?i)(?:ne pas (?:utiliser|recourir à|employer|intégrer) de(?:s)?|vous abstenir d'utiliser des|évitez (?:à tout prix )?d'utiliser des|sans (?:utiliser|recourir à) de(?:s)?) chiffres(?: arabes)?",
        read: |_, _| id("fr:detectable_content:no_digits"),
    },
    Phrase {
        example: "Veuillez formuler votre réponse sans utiliser d'accents.",
        pattern: r"(?i)(?:sans (?:utiliser|recourir aux|mettre) d?'?(?:aucun )?accents|ne pas (?:inclure|employer|utiliser) d'accents|sans recourir aux accents|sans accents|les accents ne doivent pas être utilisés|évitez (?:également )?d'utiliser des accents)",
        read: |_, _| id("fr:special_character:no_accents"),
    },
    Phrase {
        example: "Assurez-vous de ne pas utiliser le caractère 'ç' dans votre réponse.",
        pattern: r"(?i)(?:ne pas utiliser|évitez? d'(?:utiliser|employer)|n'utilisez pas)(?: une seule fois)? (?:le caractère|la lettre) ['\x22«]?\s*(?P<ch>ç|œ)\s*['\x22»]?",
        read: forbidden_char,
    },
    Phrase {
        example: "Utilise le tutoiement dans l'ensemble de ta lettre.",
        pattern: r"(?i)(?:(?:adresse-toi|parle) directement (?:à ton interlocuteur|au lecteur|à ton lecteur) et )?(?:utilise|adopte|emploie) le tutoiement(?: (?:dans|tout au long de|en t'adressant)[^.,;\d]*)?",
        read: |_, _| id("fr:detectable_content:informal_address"),
    },
    Phrase {
        example: "Votre réponse doit être rédigée intégralement en MAJUSCULES, sans aucune minuscule.",
        pattern: r"(?i)(?:(?:entièrement|intégralement|exclusivement|uniquement|complètement|totalement) )?(?:formulée |rédigée |écrite )?(?:(?:exclusivement |uniquement |entièrement )?en français et )?(?:(?:exclusivement|uniquement|intégralement|entièrement|complètement|totalement) )?en (?:lettres )?majuscules",
        read: |c, x| {
            // "le nombre de mots en lettres MAJUSCULES": words in capitals are counted,
            // not the response's case.
            let before = x.instruction[..c.get(0).expect("match").start()].trim_end();
            if before.to_lowercase().ends_with("mots") {
                Read::Refused
            } else {
                id("fr:change_case:french_capital")
            }
        },
    },
    Phrase {
        example: "Aucune lettre minuscule ne doit y figurer.",
        pattern: r"(?i)aucune lettre minuscule ne doit y figurer|ne pas contenir de majuscules|sans (?:aucune |utiliser de |utiliser des )?(?:lettres )?minuscules?|les caractères minuscules doivent être évités",
        read: |_, _| Read::Explained,
    },
    Phrase {
        example: "Veuillez rédiger votre réponse en utilisant uniquement des lettres minuscules.",
        pattern: r"(?i)(?:(?:uniquement|exclusivement|seulement|entièrement) )?(?:(?:exclusivement |uniquement |entièrement )?en français et )?(?:(?:uniquement|exclusivement|seulement|entièrement) )?(?:des |en )(?:lettres )?minuscules|sans (?:aucune?|utiliser de|utiliser des) (?:lettres? |mot en )?majuscules?|ne doit comporter que des (?:lettres )?minuscules|l'utilisation de majuscules est (?:strictement )?(?:interdite|proscrite)",
        read: |_, _| id("fr:change_case:french_lowercase"),
    },
    Phrase {
        example: "L'ensemble de votre réponse doit être rédigé en Malayalam, sans inclure d'autres langues.",
        pattern: r"(?i)en (?P<lang>anglais|espagnol|allemand|italien|portugais|coréen|japonais|chinois(?: simplifié)?|russe|arabe|télougou|malayalam|hindi|néerlandais|suédois|finnois|grec|turc|polonais|vietnamien|thaï|swahili|bengali)",
        read: response_language,
    },
    Phrase {
        example: "sans utiliser d'autres langues",
        pattern: r"(?i)aucune autre langue ne (?:doit|doivent|devra) être utilisée|sans (?:utiliser|inclure|employer) d'autres langues|n'utilisez aucune autre langue|sans emprunt à d'autres langues",
        read: |_, _| Read::Explained,
    },
    Phrase {
        example: "Écrivez un poème. Répétez la demande verbatim sans modifier le texte, puis fournissez votre réponse",
        pattern: r"(?i)(?:répétez|reprenez|recopiez) (?:d'abord |d’abord )?(?:la demande|le texte de la demande)[^(.]*(?:\([^)]*\))?\.?",
        read: repeat_prompt,
    },
];

static TABLE: LazyLock<Compiled> = LazyLock::new(|| Compiled::new(PHRASES, FRAGMENTS));

/// What makes a clause a requirement when no phrase read it.
static CUES: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(r"(?i)(?:^|\s)\d{1,3}(?:\s|[.,;:]|$)|\blettres? (?:[\x27\x22«]|majuscules?|minuscules?)|\b(?:doit|doivent|devez|devra|devrait|faut|assurez|veillez|veuillez|évitez|ne|pas|sans|uniquement|seulement|exclusivement|exactement|au moins|maximum|minimum|mots?|phrases?|paragraphes?|lignes?|sections?|parties|points|puces|liste|titre|format|json|markdown|majuscules?|minuscules?|virgules?|accents?|guillemets|questions?|post-scriptum|langue|français|anglais|terminez|commencez|incluez|inclure|utilisez|utiliser|ton|style|répétez|séparez|tutoiement|vouvoiement|chiffres|caractères?|deux|trois|quatre|cinq|six|sept|huit|neuf|dix)\b")
        .expect("static regex")
});

/// Set phrases holding a cue word in another sense (online, key points, point of view).
static IDIOMS: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(r"(?i)\ben ligne\b|\bpoints? (?:clés?|forts?|faibles|principaux|importants|de vue)\b|\bpoint de vue\b").expect("static regex")
});

static NEGATION: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(r"(?i)\b(?:ne|n|pas|jamais|sans|évitez|aucun|aucune)\b").expect("static regex")
});

static CONNECTIVE: LazyLock<Regex> =
    LazyLock::new(|| Regex::new(r"(?i)\b(?:si|ou|sauf|sinon|à moins)\b").expect("static regex"));

/// What a clause a phrase read may hold besides the reading.
static FILLER: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(r"^(?:assurez|vous|veillez|veuillez|à|a|ce|que|qu|votre|vos|ta|ton|tes|la|le|les|l|réponse|texte|récit|histoire|lettre|description|réflexion|analyse|narration|œuvre|dialogue|discours|doit|devra|devrait|être|soit|contenir|contienne|comprendre|comporter|compte|inclure|inclut|intégrer|incorporer|de|d|des|du|en|un|une|dans|avec|et|y|ensemble|intégralité|entièrement|intégralement|totalité|rédigée|rédigé|formulée|formulé|écrite|écrit|structurée|structuré|divisée|divisé|articuler|s|respecter|consigne|utilisation|limitez|limiter|n|oubliez|pas|mettre|sur|par|formuler|rédiger|écrivez|rédigez|fournissez|puis|tout|au|long|toute|chaque|celle|ci|suivant|suivante|comme|suit|exemple|tel|telle|tels|également|aussi|plus|utilisant|devra|devez|doivent|comporte|comporter|atteindre|organisés|organisez|elle|il|avoir|impérativement|ainsi|respectant|assure|toi|ton|te|t|inclue|emploie|utilise|intègre|intégrez|répondez|faites|sera|qui|cette|cet|ces|longueur|rédaction|réponses|critique|lettre|poème|échange|dialogue|version|versions|quiz|article|assurez|veiller|introduire|décrire|décrivez|concept|répondre|sous|forme|votre|vos|fois|tout|prix|là|terminez|termine|terminer|se|limiter|limite|choisissant|structurer|composer|comprenant|une|français|assure|utilisée|soit|présents|mot|pour|formulez|structurez|structure|écris|rédige|uniquement|exclusivement|entièrement|complètement|devront|devrait|incluant|présenté|présentée|formatée|structurée|toute|toutes)$")
        .expect("static regex")
});

pub(super) fn language() -> Language {
    Language {
        table: &TABLE,
        cues: &CUES,
        idioms: Some(&IDIOMS),
        negation: &NEGATION,
        connective: &CONNECTIVE,
        filler: &FILLER,
        words_only_filler: true,
        negation_after: false,
    }
}
