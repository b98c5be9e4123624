//! Spanish phrasings: M-IFEval's Spanish instruction templates (`es:` ids, checked as
//! M-IFEval checks them), in the wordings its prompts use.
//!
//! A count is *relation number unit* or *number unit relation* ("un mínimo de 350
//! palabras", "9 veces como máximo"); the relation words are one fragment (`REL`), the
//! units pick the type (palabras, frases, párrafos, secciones, mayúsculas …). M-IFEval's
//! Spanish relations are `al menos` (≥) and `como máximo` (≤): "menos de N" is
//! `como máximo` N-1, "más de N" `al menos` N+1.

use std::sync::LazyLock;

use regex::{Captures, Regex};
use serde_json::{json, Value};

use super::phrase::{
    english_language_code, quoted, slot, typed, Compiled, Context, Phrase, Read, Rel,
};
use super::{latin, Language};

/// Spanish function words, for [`super::detect`].
pub(super) const STOPWORDS: &[&str] = &[
    "el",
    "la",
    "los",
    "las",
    "del",
    "de",
    "un",
    "una",
    "y",
    "es",
    "tu",
    "su",
    "que",
    "en",
    "para",
    "por",
    "con",
    "no",
    "sin",
    "al",
    "lo",
    "se",
    "debe",
    "este",
    "esta",
    "respuesta",
    "usted",
    "cómo",
    "qué",
    "más",
];

const NUMBER_WORDS: &[(&str, i64)] = &[
    ("un", 1),
    ("una", 1),
    ("uno", 1),
    ("dos", 2),
    ("tres", 3),
    ("cuatro", 4),
    ("cinco", 5),
    ("seis", 6),
    ("siete", 7),
    ("ocho", 8),
    ("nueve", 9),
    ("diez", 10),
    ("once", 11),
    ("doce", 12),
    ("quince", 15),
    ("veinte", 20),
    ("treinta", 30),
    ("cuarenta", 40),
    ("cincuenta", 50),
    ("cien", 100),
];

const REL_GROUPS: &[(Rel, &str)] = &[
    (
        Rel::AtLeast,
        "al menos|como mínimo|como minimo|un mínimo de|mínimo|por lo menos|no menos de",
    ),
    (
        Rel::AtMost,
        "como máximo|como maximo|un máximo de|máximo|no más de|no superes|no debe superar|no superar|no debe exceder|no excedas|hasta",
    ),
    (Rel::Below, "menos de"),
    (Rel::Above, "más de"),
    (Rel::Exactly, "exactamente|justo|precisamente|solo|sólo"),
];

const FRAGMENTS: &[(&str, &str)] = &[
    (
        "NUM",
        r"\d+|una?|uno|dos|tres|cuatro|cinco|seis|siete|ocho|nueve|diez|once|doce|quince|veinte",
    ),
    ("N", r"(?P<n>{NUM})"),
    (
        "REL",
        r"(?P<rel>al menos|como m[ií]nimo|un m[ií]nimo de|m[ií]nimo|por lo menos|no menos de|como m[áa]ximo|un m[áa]ximo de|m[áa]ximo|no m[áa]s de|no superes|no debe superar|no superar|no debe exceder|no excedas|hasta|menos de|m[áa]s de|exactamente|precisamente)",
    ),
    ("Q", r#"(?:"[^"]+"|“[^”]+”|«[^»]+»|'[^']+')"#),
    ("QS", r"{Q}(?:\s*(?:,|y|e|o)\s*{Q})*"),
    ("RESP", r"(?:en (?:tu|la|su) respuesta(?: completa)?)"),
];

fn n(c: &Captures) -> Option<i64> {
    c.name("n")
        .and_then(|m| latin::number(m.as_str(), NUMBER_WORDS))
}

/// M-IFEval's Spanish relation and number for a relation word and N; `None` for one it
/// cannot state (exactly N).
fn mifeval_rel(c: &Captures) -> Option<(&'static str, i64)> {
    let n = n(c)?;
    let rel = c.name("rel").map_or(Some(Rel::AtLeast), |r| {
        latin::rel_of(r.as_str(), REL_GROUPS)
    })?;
    Some(match rel {
        Rel::AtLeast => ("al menos", n),
        Rel::Above => ("al menos", n + 1),
        Rel::AtMost => ("como máximo", n),
        Rel::Below => ("como máximo", n - 1),
        _ => return None,
    })
}

/// A counted type with a relation: `key` and `rel_key` name the kwargs.
fn counted(
    id: &'static str,
    key: &'static str,
    rel_key: &'static str,
) -> impl Fn(&Captures) -> Read {
    move |c| match mifeval_rel(c) {
        Some((rel, n)) => {
            let mut kw = serde_json::Map::new();
            kw.insert(key.into(), json!(n));
            kw.insert(rel_key.into(), json!(rel));
            typed(id, Value::Object(kw)).into()
        }
        None => Read::Refused,
    }
}

fn words(c: &Captures, _: &Context) -> Read {
    counted(
        "es:length_constraints:number_words",
        "num_words",
        "relation",
    )(c)
}
fn sentences(c: &Captures, _: &Context) -> Read {
    counted(
        "es:length_constraints:number_sentences",
        "num_sentences",
        "relation",
    )(c)
}
fn capitals(c: &Captures, _: &Context) -> Read {
    counted(
        "es:change_case:capital_word_frequency",
        "capital_frequency",
        "capital_relation",
    )(c)
}
fn tildes(c: &Captures, _: &Context) -> Read {
    counted("es:special_character:tildes", "num_words", "relation")(c)
}

fn exact(id: &'static str, key: &'static str, c: &Captures) -> Read {
    match n(c) {
        Some(n) => typed(id, json!({ key: n })).into(),
        None => Read::Refused,
    }
}

fn letter_frequency(c: &Captures, _: &Context) -> Read {
    let (Some(letter), Some((rel, n))) = (slot(c), mifeval_rel(c)) else {
        return Read::Refused;
    };
    typed(
        "es:keywords:letter_frequency",
        json!({"letter": letter, "let_frequency": n, "let_relation": rel}),
    )
    .into()
}

fn keyword_frequency(c: &Captures, _: &Context) -> Read {
    let (Some(word), Some((rel, n))) = (slot(c), mifeval_rel(c)) else {
        return Read::Refused;
    };
    typed(
        "es:keywords:frequency",
        json!({"keyword": word, "frequency": n, "relation": rel}),
    )
    .into()
}

fn keywords(c: &Captures, _: &Context) -> Read {
    let words = quoted(&c["qs"]);
    if words.is_empty() {
        return Read::Refused;
    }
    let id = if c.name("not").is_some() {
        return typed(
            "es:keywords:forbidden_words",
            json!({ "forbidden_words": words }),
        )
        .into();
    } else {
        "es:keywords:existence"
    };
    typed(id, json!({ "keywords": words })).into()
}

fn end_phrase(c: &Captures, _: &Context) -> Read {
    match slot(c) {
        Some(q) => typed("es:startend:end_checker", json!({ "end_phrase": q })).into(),
        None => Read::Refused,
    }
}

fn postscript(c: &Captures, _: &Context) -> Read {
    match slot(c) {
        Some(m) => typed(
            "es:detectable_content:postscript",
            json!({ "postscript_marker": m }),
        )
        .into(),
        None => Read::Refused,
    }
}

fn sections(c: &Captures, _: &Context) -> Read {
    let Some((rel, n)) = mifeval_rel(c) else {
        return Read::Refused;
    };
    typed(
        "es:detectable_format:multiple_sections",
        json!({"section_spliter": &c["s"], "num_sections": n, "relation": rel}),
    )
    .into()
}

fn nth_paragraph(c: &Captures, context: &Context) -> Read {
    static TOTAL: LazyLock<Regex> = LazyLock::new(|| {
        Regex::new(r"(?i)(\d+|dos|tres|cuatro|cinco|seis|siete|ocho) párrafos")
            .expect("static regex")
    });
    let ordinal = |w: &str| -> Option<i64> {
        Some(match w {
            "primer" | "primero" | "primera" => 1,
            "segundo" | "segunda" => 2,
            "tercer" | "tercero" | "tercera" => 3,
            "cuarto" | "cuarta" => 4,
            "quinto" | "quinta" => 5,
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
        "es:length_constraints:nth_paragraph_first_word",
        json!({"num_paragraphs": total, "nth_paragraph": nth, "first_word": word}),
    )
    .into()
}

fn response_language(c: &Captures, _: &Context) -> Read {
    // The templates name the language in English ("COMPLETAMENTE en Persian").
    if let Some(code) = english_language_code(&c["lang"]) {
        return typed("es:language:response_language", json!({ "language": code })).into();
    }
    let code = match c["lang"].to_lowercase().as_str() {
        "inglés" | "ingles" => "en",
        "francés" | "frances" => "fr",
        "alemán" | "aleman" => "de",
        "italiano" => "it",
        "portugués" | "portugues" => "pt",
        "finlandés" | "finlandes" => "fi",
        "ruso" => "ru",
        "japonés" | "japones" => "ja",
        "chino" => "zh",
        "coreano" => "ko",
        "árabe" | "arabe" => "ar",
        "hindi" => "hi",
        "catalán" | "catalan" => "ca",
        "sueco" => "sv",
        "neerlandés" | "holandés" => "nl",
        "griego" => "el",
        "turco" => "tr",
        "polaco" => "pl",
        _ => return Read::Refused,
    };
    typed("es:language:response_language", json!({ "language": code })).into()
}

fn repeat_prompt(c: &Captures, context: &Context) -> Read {
    let start = c.get(0).expect("match").start();
    let before = context.instruction[..start].trim();
    if before.is_empty() || !before.ends_with(['.', '?', '!']) {
        return Read::Refused;
    }
    typed(
        "es:combination:repeat_prompt",
        json!({ "prompt_to_repeat": before }),
    )
    .into()
}

fn id(id: &'static str) -> Read {
    typed(id, json!({})).into()
}

static PHRASES: &[Phrase] = &[
    // M-IFEval's Spanish description templates (`es_instructions.py`), each read whole:
    // the slots are bare words, Python lists and end phrases holding their own marks.
    Phrase {
        example: "Incluye las palabras clave ['casa', 'libro'] en tu respuesta.",
        pattern: r"Incluye las palabras clave (?P<qs>\[\s*{Q}(?:\s*,\s*{Q})*\s*\]) en tu respuesta\.",
        read: keywords,
    },
    Phrase {
        example: "No incluyas las palabras clave ['ciudad', 'escuela'] en tu respuesta.",
        pattern: r"(?P<not>No incluyas) las palabras clave (?P<qs>\[\s*{Q}(?:\s*,\s*{Q})*\s*\]) en tu respuesta\.",
        read: keywords,
    },
    Phrase {
        example: "En tu respuesta, la palabra escuela debe aparecer como máximo 2 veces.",
        pattern: r"En tu respuesta, la palabra (?P<w>[^\n.]+?) debe aparecer {REL} {N} veces\.",
        read: keyword_frequency,
    },
    Phrase {
        example: "En tu respuesta, la letra f debería aparecer como máximo 1 veces.",
        pattern: r"En tu respuesta, la letra (?:(?P<q>{Q})|(?P<w>\p{L})) debería aparecer {REL} {N} veces\.",
        read: letter_frequency,
    },
    Phrase {
        example: "Tu respuesta debe estar COMPLETAMENTE en Persian, ningún otro idioma está permitido.",
        pattern: r"Tu respuesta debe estar COMPLETAMENTE en (?P<lang>\p{L}+), ningún otro idioma está permitido\.",
        read: response_language,
    },
    Phrase {
        example: "Responde con al menos 87 palabras.",
        pattern: r"Responde con {REL} {N} palabras\.",
        read: words,
    },
    Phrase {
        example: "Debe haber 5 párrafos. Los párrafos están separados por el divisor de markdown: ***",
        pattern: r"Debe haber {N} párrafos\. Los párrafos están separados por el divisor de markdown: \*\*\*",
        read: |c, _| exact("es:length_constraints:number_paragraphs", "num_paragraphs", c),
    },
    Phrase {
        example: "Debe haber 4 párrafos. Párrafos y sólo párrafos estarán separados entre sí por dos saltos de línea. El párrafo 3 debe comenzar con la palabra ciudad.",
        pattern: r"Debe haber (?P<total>\d+) párrafos\. Párrafos y sólo párrafos estarán separados entre sí por dos saltos de línea\. El párrafo (?P<nth>\d+) debe comenzar con la palabra (?P<w>[^.\n]+)\.",
        read: |c, _| latin::nth_paragraph("es:length_constraints:nth_paragraph_first_word", c, NUMBER_WORDS),
    },
    Phrase {
        example: "Al final de la respuesta, por favor añade explícitamente una posdata que empiece por P.D.",
        pattern: r"Al final de la respuesta, por favor añade explícitamente una posdata que empiece por (?P<w>\S+)",
        read: postscript,
    },
    Phrase {
        example: "Tu respuesta tiene que contener exactamente 3 puntos de lista. Usa los puntos de lista de Markdown como:\n* Este es el punto 1. \n* Este es el punto 2",
        pattern: r"Tu respuesta tiene que contener exactamente {N} puntos de lista\. Usa los puntos de lista de Markdown como:\s*\n\* Este es el punto 1\. ?\n\* Este es el punto 2",
        read: |c, _| exact("es:detectable_format:number_bullet_lists", "num_bullets", c),
    },
    Phrase {
        example: "Tu respuesta debe tener al menos 3 secciones. Marca el principio de cada sección con SECCIÓN X, tal como:\nSECCIÓN 1\n[contenido de sección 1]\nSECCIÓN 2\n[contenido de sección 2]",
        pattern: r"Tu respuesta debe tener {REL} {N} secciones\. Marca el principio de cada sección con (?P<s>\p{L}+) X, tal como:\s*\n\p{L}+ 1\n\[contenido de sección 1\]\n\p{L}+ 2\n\[contenido de sección 2\]",
        read: sections,
    },
    Phrase {
        example: "Cuenta un día en el campo. Primero, repite la petición sin cambios, luego da tu respuesta (no digas nada antes de repetir la petición; la petición que necesitas repetir no incluye esta frase).",
        pattern: r"Primero, repite la petición sin cambios, luego da tu respuesta \(no digas nada antes de repetir la petición; la petición que necesitas repetir no incluye esta frase\)\.",
        read: repeat_prompt,
    },
    Phrase {
        example: "Tu respuesta debe incluir una pregunta.",
        pattern: r"Tu respuesta debe incluir una pregunta\.",
        read: |_, _| id("es:punctuation:question_marks"),
    },
    Phrase {
        example: "Tu respuesta debe incluir una exclamación.",
        pattern: r"Tu respuesta debe incluir una exclamación\.",
        read: |_, _| id("es:punctuation:exclamation_marks"),
    },
    Phrase {
        example: "Termina tu respuesta con esta frase exacta ¿Necesitas algo más?. Ninguna otra palabra debe seguir esta frase.",
        pattern: r"Termina tu respuesta con esta frase exacta (?P<w>[^\n]+?)\. Ninguna otra palabra debe seguir esta frase\.",
        read: end_phrase,
    },
    Phrase {
        example: "En tu respuesta, palabras escritas al completo con letras mayúsculas deberían aparecer al menos 5 veces.",
        pattern: r"En tu respuesta, palabras escritas al completo con letras mayúsculas deberían aparecer {REL} {N} veces\.",
        read: capitals,
    },
    Phrase {
        example: "En tu respuesta, palabras con la letra ñ deben aparecer 6 veces.",
        pattern: r"En tu respuesta, palabras con la letra ñ deben aparecer {N} veces\.",
        read: |c, _| exact("es:special_character:enie", "let_frequency", c),
    },
    Phrase {
        example: "En tu respuesta, palabras con la letra ü deben aparecer 9 veces.",
        pattern: r"En tu respuesta, palabras con la letra ü deben aparecer {N} veces\.",
        read: |c, _| exact("es:special_character:dieresis", "let_frequency", c),
    },
    Phrase {
        example: "Responde con al menos 300 palabras con tilde.",
        pattern: r"Responde con {REL} {N} palabras con tilde\.",
        read: tildes,
    },
    Phrase {
        example: "En la totalidad de la respuesta, abstente de usar comas.",
        pattern: r"En la totalidad de la respuesta, abstente de usar comas\.",
        read: |_, _| id("es:punctuation:no_comma"),
    },
    // The wordings of M-IFEval's prompts.
    Phrase {
        example: "No olvides resaltar una sección",
        pattern: r"(?i)no olvides(?: de)?",
        read: |_, _| Read::Explained,
    },
    Phrase {
        example: "Asegúrate de que tu respuesta tenga un mínimo de 350 palabras.",
        pattern: r"(?i){REL} {N} palabras(?: {RESP})?",
        read: words,
    },
    Phrase {
        example: "Tu respuesta debe tener 200 palabras como máximo.",
        pattern: r"(?i){N} palabras {REL}",
        read: words,
    },
    Phrase {
        example: "No superes las 9 frases en tu respuesta.",
        pattern: r"(?i){REL} (?:las )?{N} (?:frases|oraciones)",
        read: sentences,
    },
    Phrase {
        example: "En tu respuesta, usa palabras completamente en mayúsculas al menos 9 veces.",
        pattern: r"(?i)palabras (?:escritas )?(?:completamente |totalmente |al completo )?(?:en|con) (?:letras )?may[úu]sculas(?: deber[íi]an aparecer| deben aparecer| aparezcan)? {REL} {N} (?:veces|ocasiones)",
        read: capitals,
    },
    Phrase {
        example: "Asegúrate de usar al menos 10 palabras con tilde en tu respuesta.",
        pattern: r"(?i){REL} (?:las )?{N} palabras (?:(?:con|que lleven|que tengan) (?:tildes?|acentos?)|acentuadas)",
        read: tildes,
    },
    Phrase {
        example: "Tu respuesta debe incluir 5 palabras que tengan la letra \"ñ\".",
        pattern: r#"(?i){N} palabras (?:que (?:tengan|contengan|contienen|lleven|incluyan)|con) la letra ["“]?ñ["”]?"#,
        read: |c, _| exact("es:special_character:enie", "let_frequency", c),
    },
    Phrase {
        example: "En tu respuesta, no uses palabras enteramente en mayúsculas más de 9 veces.",
        pattern: r"(?i)no (?:uses|utilices|escribas|incluyas) palabras (?:escritas )?(?:enteramente |completamente |totalmente )?en (?:letras )?mayúsculas más de {N} veces",
        read: |c, _| match n(c) {
            Some(n) => typed(
                "es:change_case:capital_word_frequency",
                json!({"capital_frequency": n, "capital_relation": "como máximo"}),
            )
            .into(),
            None => Read::Refused,
        },
    },
    Phrase {
        example: "Asegúrate de no usar más de 5 palabras con tilde en tu respuesta.",
        pattern: r"(?i)no (?:usar|uses|utilices|incluir|incluyas) más de {N} palabras (?:con (?:tildes?|acentos?)|acentuadas)",
        read: |c, _| match n(c) {
            Some(n) => typed(
                "es:special_character:tildes",
                json!({"num_words": n, "relation": "como máximo"}),
            )
            .into(),
            None => Read::Refused,
        },
    },
    Phrase {
        example: "En tu respuesta, las palabras que contienen la letra \"ñ\" deben ser 9 en total.",
        pattern: r#"(?i)palabras (?:que contienen|que contengan|que tengan|que lleven|con|incluyendo) la letra ["“]?ñ["”]? (?:deben (?:ser|aparecer) )?{N}(?: veces| en total)?"#,
        read: |c, _| exact("es:special_character:enie", "let_frequency", c),
    },
    Phrase {
        example: "En tu respuesta, asegúrate de que haya 2 palabras con la letra \"ü\".",
        pattern: r#"(?i)(?:haya )?{N} palabras (?:con|que contengan|que contienen|incluyendo) la letra ["“]?ü["”]?"#,
        read: |c, _| exact("es:special_character:dieresis", "let_frequency", c),
    },
    Phrase {
        example: "Palabras incluyendo la letra \"ü\" deben aparecer 4 veces en tu respuesta.",
        pattern: r#"(?i)palabras (?:con|que contengan|que contienen|incluyendo) la letra ["“]?ü["”]? deben (?:ser|aparecer) {N}(?: veces)?"#,
        read: |c, _| exact("es:special_character:dieresis", "let_frequency", c),
    },
    Phrase {
        example: "Tu respuesta debe contener la letra \"f\" al menos 1 vez.",
        pattern: r"(?i)la letra (?P<q>{Q})(?: aparezca| debe aparecer| debería aparecer| aparece)? {REL} (?:de )?{N} (?:veces|vez)",
        read: letter_frequency,
    },
    Phrase {
        example: "La palabra \"empresa\" debe repetirse al menos 2 veces en tu respuesta.",
        pattern: r"(?i)(?:la )?palabra (?:clave )?(?P<q>{Q})(?: debe| deber[íi]a)?(?: repetirse| aparecer| aparezca| utilizarse| usarse)? {REL} (?:de )?{N} (?:veces|vez)",
        read: keyword_frequency,
    },
    Phrase {
        example: "No olvides incluir las palabras clave \"contaminación\" y \"ecosistema\" en tu respuesta.",
        pattern: r"(?i)(?:no olvides |asegúrate de |recuerda )?(?:incluir|usar|utilizar|mencionar|emplear|incluye|usa|utiliza) (?:las |los )?(?:palabras|términos)(?: clave)? (?P<qs>{QS})",
        read: keywords,
    },
    Phrase {
        example: "Evita usar las palabras clave \"salario\" y \"gastos\" en tu respuesta.",
        pattern: r"(?i)(?P<not>evita (?:usar|utilizar|incluir|mencionar)|no (?:utilices|uses|incluyas|menciones|emplees)|sin (?:usar|utilizar|incluir|mencionar)) (?:las |los )?(?:palabras|términos)(?: clave)? (?P<qs>{QS})",
        read: keywords,
    },
    Phrase {
        example: "Tu respuesta debe contener 3 párrafos. Separa los párrafos usando el divisor de Markdown: ***",
        pattern: r"(?i){N} párrafos(?:,? separados por \*\*\* en markdown)?",
        read: |c, x| {
            if x.instruction.contains("***") {
                exact("es:length_constraints:number_paragraphs", "num_paragraphs", c)
            } else if x.instruction.contains("saltos de línea") {
                Read::Explained
            } else {
                Read::Refused
            }
        },
    },
    Phrase {
        example: "Separa los párrafos usando el divisor de Markdown: ***",
        pattern: r"(?i)(?:separa (?:los|cada) párrafos? (?:usando|con)|separados? por|utilizando|usando) el (?:divisor|separador) (?:de )?markdown:? ?\*\*\*\.?",
        read: |_, _| Read::Explained,
    },
    Phrase {
        example: "Escribe 5 párrafos, y el segundo debe iniciar con \"Para\"",
        pattern: r"(?i)(?:que )?(?:el )?(?:párrafo )?(?P<ord>primer|primero|segundo|tercer|tercero|cuarto|quinto)(?: párrafo)? (?:debe )?(?:iniciar|empezar|comenzar|empiece|comience|inicie|empieza|comienza) (?:con|por) (?:la palabra )?(?P<q>{Q})",
        read: nth_paragraph,
    },
    Phrase {
        example: "con dos saltos de línea entre ellos",
        pattern: r"(?i)(?:cada uno )?(?:separados? por|con) dos saltos de línea(?: entre ellos)?|s[óo]lo (?:los )?párrafos estarán separados por dos saltos de línea",
        read: |_, _| Read::Explained,
    },
    Phrase {
        example: "Asegúrate de que tu respuesta tenga al menos 3 marcadores de posición, representados por corchetes, como [dirección].",
        pattern: r"(?i)(?:{REL} )?{N} marcador(?:es)? de posición(?:,? (?:representados por|dentro de|entre) corchetes)?(?:,? (?:como|por ejemplo,?) \[[^\]]+\])?",
        read: |c, _| exact("es:detectable_content:number_placeholders", "num_placeholders", c),
    },
    Phrase {
        example: "Asegúrate de añadir una posdata al final de tu respuesta, empezando por \"Nota\".",
        pattern: r"(?i)(?:añad[ei]r?|agrega|agregar|incluye|incluir|añade)(?: explícitamente)? una posdata(?: al final de (?:tu|la) respuesta)?,? (?:que )?(?:empezando|empiece|comience|comenzando|iniciando|inicie|que empiece) (?:por|con) (?P<q>{Q})",
        read: postscript,
    },
    Phrase {
        example: "Asegúrate de que tu respuesta tenga exactamente 3 puntos de lista, utilizando Markdown: * Esto es un punto.",
        pattern: r"(?i)(?:exactamente )?{N} (?:puntos de lista|elementos de lista|viñetas|puntos)(?:,? (?:utilizando|usando|con) (?:el formato (?:de )?)?markdown:? \* Esto es un punto\.?)?",
        read: |c, _| exact("es:detectable_format:number_bullet_lists", "num_bullets", c),
    },
    Phrase {
        example: "Usa el formato de Markdown: * Esto es un punto.",
        pattern: r"(?i)(?:usa|utiliza) el formato (?:de )?markdown:? \* Esto es un punto\.?",
        read: |_, _| Read::Explained,
    },
    Phrase {
        example: "Responde con alguna de las siguientes opciones: \"Sí.\",\"No.\", \"Quizás.\".",
        pattern: r#"(?i)(?:responde|contesta|responder|contestar|elige|escoge|selecciona)[^:."]{0,30}?(?:alguna|una) de las siguientes (?:opciones|alternativas)[^:."]{0,25}?:? ?\(?["“']Sí\.["”'],? ?["“']No\.["”'],? ?["“']Quizás\.["”']\)?\.?"#,
        read: |_, _| id("es:detectable_format:constrained_response"),
    },
    Phrase {
        example: "En tu respuesta, resalta al menos 3 secciones usando markdown, tal como *sección resaltada*.",
        pattern: r"(?i)resalta(?:r)? {REL} {N} secci(?:ones|ón)(?: (?:en|de) tu respuesta)?(?:,? (?:usando|utilizando|con) markdown)?(?:,? (?:tal como|como|p\.e\.|por ejemplo) \*[^*]+\*)?",
        read: |c, _| exact("es:detectable_format:number_highlighted_sections", "num_highlights", c),
    },
    Phrase {
        example: "Tu respuesta debe tener al menos 5 secciones. Marca el principio de cada sección con SECCIÓN X.",
        pattern: r"(?i){REL} {N} secci(?:ones|ón)(?:[.,]? ?[^.]{0,40}?)?(?:marca|marcando|señalando|comenzando|empezando|iniciando)[^.]{0,40}?(?:con|por) (?P<s>\S+) [Xx]",
        read: sections,
    },
    Phrase {
        example: "Tu respuesta debe tener al menos 4 secciones resaltadas en markdown, tal como *sección resaltada*.",
        pattern: r"(?i){REL} {N} secci(?:ones|ón) resaltadas?(?: (?:en|con|usando) markdown)?(?:,? (?:tal como|como|p\.e\.|por ejemplo) \*[^*]+\*)?",
        read: |c, _| exact("es:detectable_format:number_highlighted_sections", "num_highlights", c),
    },
    Phrase {
        example: "Asegúrate de que la respuesta completa esté en formato JSON.",
        pattern: r"(?i)(?:envuelt[ao] )?(?:en|con) formato json|formato json",
        read: |_, _| id("es:detectable_format:json_format"),
    },
    Phrase {
        example: "Tu respuesta debe contener un título, envuelto en dobles corchetes angulares, como <<poema de alegría>>.",
        pattern: r"(?i)un título,? (?:envuelto en|entre|rodeado de|encerrado en|dentro de) (?:dobles corchetes angulares|corchetes angulares dobles)(?:,? (?:como|por ejemplo,?) <<[^>]+>>)?",
        read: |_, _| id("es:detectable_format:title"),
    },
    Phrase {
        example: "Proporciona dos respuestas distintas. Separa cada respuesta con 6 asteriscos: ******.",
        pattern: r"(?i)(?:(?:separa|separando) (?:cada respuesta|las respuestas|ambas respuestas)|separadas)(?: con| por| usando)? (?:6|seis) (?:símbolos de )?asteriscos?:? ?\*{6}",
        read: |_, _| id("es:combination:two_responses"),
    },
    Phrase {
        example: "Proporciona dos respuestas distintas.",
        pattern: r"(?i)(?:proporciona|da|dame|escribe|ofrece) dos respuestas (?:distintas|diferentes)|utiliza este separador únicamente con las respuestas|respuestas y s[óo]lo respuestas deben estar",
        read: |_, _| Read::Explained,
    },
    Phrase {
        example: "Resume la historia. Primero, repite la petición sin alteraciones, después responde (no comentes nada antes de repetir la petición; la petición que necesitas repetir no incluye esta frase).",
        pattern: r"(?i)(?:primero|inicialmente|antes de responder|en primer lugar),? repite la petición(?: palabra por palabra| sin (?:alteraciones|modificaciones|cambios))?,?(?: (?:después|luego|y después|y luego),? (?:responde|ofrece tu respuesta|da tu respuesta))?(?: \(no (?:digas|comentes|añadas|escribas) nada antes de repetir la petición; la petición que necesitas repetir no incluye esta frase\))?",
        read: repeat_prompt,
    },
    Phrase {
        example: "Termina tu respuesta con esta frase exacta \"Un saludo\". Ninguna otra palabra debe seguir esta frase.",
        pattern: r"(?i)(?:termina|finaliza|concluye|acaba|concluir|terminar|finalizar)(?: tu respuesta| la respuesta)? con (?:esta|la) frase(?: exacta)?:? (?P<q>{Q})",
        read: end_phrase,
    },
    Phrase {
        example: "Ninguna otra palabra debe seguir esta frase.",
        pattern: r"(?i)ninguna otra palabra debe (?:seguir|ir después de) (?:esta|la) frase|no se permite ninguna otra palabra después|no (?:añadas|agregues|escribas) ninguna (?:otra )?palabra (?:adicional )?después",
        read: |_, _| Read::Explained,
    },
    Phrase {
        example: "Envuelve la totalidad de tu respuesta en comillas dobles.",
        pattern: r"(?i)(?:envuelve|encierra|encerrar|envolver|pon|poner) (?:la totalidad de tu respuesta|toda tu respuesta|tu respuesta completa|tu respuesta entera|toda la respuesta) (?:en|entre) comillas dobles|toda tu respuesta debe estar (?:envuelta|encerrada) (?:en|entre) comillas dobles",
        read: |_, _| id("es:startend:quotation"),
    },
    Phrase {
        example: "En la totalidad de la respuesta, abstente de usar comas.",
        pattern: r"(?i)(?:abstente de (?:usar|utilizar|emplear)|sin (?:usar|utilizar|emplear)|no (?:uses|utilices|incluyas|emplees)|evita (?:usar|utilizar)?)(?: ninguna)? comas?",
        read: |_, _| id("es:punctuation:no_comma"),
    },
    Phrase {
        example: "Asegúrate de que tu respuesta contenga una o más preguntas.",
        pattern: r"(?i)(?:una o más|al menos una|por lo menos una) preguntas?|una pregunta o más",
        read: |_, _| id("es:punctuation:question_marks"),
    },
    Phrase {
        example: "Tu respuesta debe incluir al menos una exclamación.",
        pattern: r"(?i)(?:una o más|al menos una|por lo menos una) (?:exclamación|exclamaciones|oraciones exclamativas)",
        read: |_, _| id("es:punctuation:exclamation_marks"),
    },
    Phrase {
        example: "Asegúrate de que tu respuesta esté enteramente en español, y sólo en letras mayúsculas.",
        pattern: r"(?i)(?:(?:enteramente|completamente|totalmente|al completo|solo|sólo|únicamente) )?en español(?: al completo| completamente)?,?(?: y)? (?:(?:sólo|solo|únicamente|utilizando sólo|utilizando solo|usando sólo|usando solo) )?(?:en )?(?:letras )?mayúsculas",
        read: |_, _| id("es:change_case:spanish_capital"),
    },
    Phrase {
        example: "Tu respuesta debe estar en español al completo, sólo letras minúsculas.",
        pattern: r"(?i)(?:(?:enteramente|completamente|totalmente|al completo|solo|sólo|únicamente) )?en español(?: al completo| completamente)?,?(?: y)? (?:(?:sólo|solo|únicamente|utilizando sólo|utilizando solo|usando sólo|usando solo) )?(?:en )?(?:letras )?minúsculas",
        read: |_, _| id("es:change_case:spanish_lowercase"),
    },
    Phrase {
        example: "Las letras mayúsculas no están permitidas.",
        pattern: r"(?i)las (?:letras )?mayúsculas no están permitidas|no incluyas mayúsculas|no se permiten (?:letras )?mayúsculas",
        read: |_, _| Read::Explained,
    },
    Phrase {
        example: "Tu respuesta debe estar enteramente en alemán; no se permite ningún otro idioma.",
        pattern: r"(?i)(?:(?:enteramente|íntegramente|completamente|totalmente|únicamente|solo|sólo) )?en (?P<lang>inglés|ingles|francés|alemán|italiano|portugués|finlandés|ruso|japonés|chino|coreano|árabe|hindi|catalán|sueco|neerlandés|holandés|griego|turco|polaco)",
        read: response_language,
    },
    Phrase {
        example: "ningún otro idioma está permitido",
        pattern: r"(?i)(?:no se (?:permite|admite) )?ningún otro idioma(?: está permitido| es permitido| se admite| se permite)?",
        read: |_, _| Read::Explained,
    },
];

static TABLE: LazyLock<Compiled> = LazyLock::new(|| Compiled::new(PHRASES, FRAGMENTS));

/// What makes a clause a requirement when no phrase read it: modals, negations, counts,
/// units of text, formats, letters and marks.
static CUES: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(r"(?i)(?:^|\s)\d{1,3}(?:\s|[.,;:]|$)|\bno\s+(?:se|debe|deben|\w+(?:es|as))\b|\b(?:debe|deben|debes|deber[íi]a|necesita|tiene que|tienes que|asegúrate|asegurate|procura|evita|sin|solo|sólo|solamente|únicamente|exactamente|al menos|como máximo|m[áa]ximo|m[íi]nimo|palabras?|frases?|oraciones?|párrafos?|líneas?|secciones?|puntos?|viñetas?|lista|título|formato|json|markdown|mayúsculas?|minúsculas?|letras?|comas?|tildes?|acentos?|comillas|preguntas?|exclamaci[óo]n\w*|posdata|idioma|español|inglés|termina|empieza|comienza|incluye|incluir|usa|utiliza|responde con|tono|estilo|breve|corto|corta|repite|separa|resalta|negrita|cursiva|dos|tres|cuatro|cinco|seis|siete|ocho|nueve|diez)\b")
        .expect("static regex")
});

/// Set phrases holding a cue word in another sense (online, key points, point of view).
static IDIOMS: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(r"(?i)\ben línea\b|\bpuntos? (?:clave|principales|fuertes|débiles|de vista|importantes)\b|\bpunto de vista\b").expect("static regex")
});

static NEGATION: LazyLock<Regex> =
    LazyLock::new(|| Regex::new(r"(?i)\b(?:no|nunca|sin|evita|jamás|ni)\b").expect("static regex"));

static CONNECTIVE: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(r"(?i)\b(?:si|o|u|sino|excepto|salvo|a menos que)\b").expect("static regex")
});

/// What a clause a phrase read may hold besides the reading.
static FILLER: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(r"^(?:asegúrate|asegurate|asegúrese|procura|recuerda|no|olvides|de|que|tu|su|la|el|los|las|lo|respuesta|respuestas|texto|debe|deben|debería|necesita|tiene|tenga|tener|contener|contenga|incluir|incluya|incluye|incluyendo|en|un|una|con|por|favor|completa|completo|toda|todo|totalidad|entera|enteramente|y|a|al|esté|estar|sea|ser|haya|escribe|escriba|redacta|usa|usando|utiliza|utilizando|emplea|plantear|plantea|presentarse|resultado|final|explícitamente|también|además|cada|uno|una|ellos|esta|este|p|e|markdown|formato|debes|ha|utilices|uses|necesitas|haber|hay|responde|contesta|output|íntegramente|completamente|únicamente|sólo|solo|dame|deberá|forma|usar|utilizar|contar|cuente|cuenta)$")
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
