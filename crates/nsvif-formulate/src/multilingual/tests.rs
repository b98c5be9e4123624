//! The multilingual formulator: what it reads, what it leaves unread, and that every
//! table's example reads.

use nsvif_spec::Check;

use super::*;

fn checks(instruction: &str) -> (Vec<String>, usize) {
    let lang = detect(instruction).expect("a language read here");
    let spec = formulate(instruction, lang);
    spec.validate().expect("valid spec");
    let checks = spec
        .constraints
        .iter()
        .map(|c| match &c.check {
            Check::Dsl { dsl } => dsl.clone(),
            Check::Predicate { predicate, args } => format!("{predicate} {args}"),
            Check::Judge { judge } => judge.clone(),
        })
        .collect();
    (checks, spec.unexplained.len())
}

#[test]
fn english_is_never_read_here() {
    assert_eq!(detect("Write at least 300 words about cats."), None);
    assert_eq!(
        detect("Write about the café culture of Paris, naïve or not."),
        None
    );
    assert_eq!(
        detect("Translate 猫 into English, in under 20 words."),
        None
    );
}

#[test]
fn languages_are_told_apart() {
    assert_eq!(detect("请写一篇关于猫的短文。"), Some(Lang::Zh));
    assert_eq!(
        detect("猫についての短い文章を書いてください。"),
        Some(Lang::Ja)
    );
    assert_eq!(
        detect("Rédigez une lettre à votre voisin. Votre réponse doit contenir au moins 300 mots."),
        Some(Lang::Fr)
    );
    assert_eq!(
        detect("Escribe una carta a tu vecino sobre el año nuevo. Tu respuesta debe tener al menos 300 palabras."),
        Some(Lang::Es)
    );
}

#[test]
fn chinese_counts_of_characters_sentences_and_paragraphs() {
    let (c, unread) = checks("请写一篇关于春天的短文，不少于300字，分3段。");
    assert_eq!(
        c,
        ["visible_chars(all) >= 300", "count(paragraphs(all)) == 3"]
    );
    assert_eq!(unread, 0);
    let (c, unread) = checks("介绍一下长城，不超过5句话。");
    assert_eq!(c, ["count(sentences(all)) <= 5"]);
    assert_eq!(unread, 0);
    let (c, _) = checks("用200到300字介绍熊猫。");
    assert_eq!(
        c,
        ["visible_chars(all) >= 200 && visible_chars(all) <= 300"]
    );
}

#[test]
fn a_bare_length_is_the_tasks_size_and_stays_unread() {
    let (c, unread) = checks("写一篇300字的作文。");
    assert!(c.is_empty());
    assert_eq!(unread, 1);
}

#[test]
fn chinese_words_marks_edges_and_formats() {
    let (c, unread) = checks("请介绍咖啡的历史。不要使用逗号，以“谢谢”结尾，必须包含“阿拉比卡”。");
    assert_eq!(
        c,
        [
            "count(matches(all, \"[,，]\")) == 0",
            "ends_with(all, \"谢谢\")",
            "contains(all, \"阿拉比卡\")"
        ]
    );
    assert_eq!(unread, 0);
    let (c, unread) = checks("用JSON格式回答：北京有哪些景点？");
    assert_eq!(c, ["json_format {}"]);
    assert_eq!(unread, 0);
}

#[test]
fn an_unread_requirement_stays_unread() {
    // A tone is no phrase of the table: the clause is unread, so the verdict is not `sat`.
    let (c, unread) = checks("介绍一下长城，语气要幽默。");
    assert!(c.is_empty());
    assert_eq!(unread, 1);
}

#[test]
fn an_instruction_inside_quotation_marks_is_still_read() {
    // Its inner quote is content; "每句七个字" is no phrase of the table: unread.
    let (c, unread) = checks("“请写一首关于秋天的诗，每句七个字，不要用“落叶”这个词。”");
    assert_eq!(c, ["!contains(all, \"落叶\")"]);
    assert_eq!(unread, 1);
}

#[test]
fn an_alternative_withdraws_its_readings() {
    let (c, unread) = checks("用JSON格式或者表格回答。");
    assert!(c.is_empty(), "{c:?}");
    assert_eq!(unread, 1);
}

#[test]
fn japanese_mifeval_templates() {
    let (c, unread) =
        checks("ウィンブルドンテニス大会の歴史について、500文字未満で答えてください。");
    assert_eq!(
        c,
        ["character_count {\"relation\":\"<\",\"num_letters\":500}"]
    );
    assert_eq!(unread, 0);
    let (c, unread) =
        checks("ネクタイの結び方を説明してください。応答全体を鉤括弧「」で囲んでください。");
    assert_eq!(c.len(), 1, "{c:?}");
    assert_eq!(unread, 0);
    let (c, unread) = checks("「ありがとう」で終わる短い手紙を3つの段落に分けて書いてください。");
    assert_eq!(
        c,
        [
            "ends_with(all, \"ありがとう\")",
            "count(paragraphs(all)) == 3"
        ]
    );
    assert_eq!(unread, 0);
}

#[test]
fn japanese_negation_after_a_reading_withdraws_it() {
    // "JSON形式" read, then "を使わないで" negates it: not asserted.
    let (c, unread) = checks("JSON形式を使わないで答えてください。");
    assert!(c.is_empty(), "{c:?}");
    assert!(unread >= 1);
}

/// Every phrase of every table reads its own example into something.
#[test]
fn every_example_reads() {
    for lang in [Lang::Zh, Lang::Ja, Lang::Fr, Lang::Es] {
        let l = language(lang);
        for (re, phrase) in &l.table.phrases {
            let caps = re
                .captures(phrase.example)
                .unwrap_or_else(|| panic!("{lang:?}: {:?} does not match", phrase.example));
            let context = Context {
                instruction: phrase.example,
            };
            assert_ne!(
                (phrase.read)(&caps, &context),
                Read::Refused,
                "{lang:?}: {:?}",
                phrase.example
            );
        }
    }
}

#[test]
fn idioms_holding_a_cue_word_are_task_text() {
    // "en línea" is online and "puntos clave" key points: no line or bullet is asked for.
    let (found, unread) = checks(
        "Resume los puntos clave de un artículo sobre la educación en línea. Responde con al menos 50 palabras.",
    );
    assert_eq!(found.len(), 1);
    assert_eq!(unread, 0);
    // A line count stays a requirement no phrase reads.
    let (_, unread) = checks(
        "Resume un artículo sobre la educación. Usa tres líneas. Responde con al menos 50 palabras.",
    );
    assert_eq!(unread, 1);
    let (_, unread) = checks(
        "Présentez les points forts du travail en ligne. Votre réponse doit contenir au moins 50 mots.",
    );
    assert_eq!(unread, 0);
}

#[test]
fn a_clause_of_filler_words_leads_into_the_next() {
    let (found, unread) = checks(
        "Décrivez votre ville. Dans votre réponse, la lettre m doit apparaître au moins 3 fois.",
    );
    assert_eq!(found.len(), 1);
    assert_eq!(unread, 0);
}

#[test]
fn mifeval_french_and_spanish_templates_are_read_whole() {
    for (instruction, kwargs) in [
        (
            "Écrivez un texte sur la mer. Votre réponse doit contenir le mot pomme de terre au moins 2 fois.",
            r#""keyword":"pomme de terre""#,
        ),
        (
            "Écrivez un texte. Terminez votre réponse avec cette phrase mot pour mot: Que puis-je faire pour toi ?. Aucune autre phrase ne doit suivre celle-ci.",
            r#""end_phrase":"Que puis-je faire pour toi ?""#,
        ),
        (
            "Describe tu ciudad. Tu respuesta debe estar COMPLETAMENTE en Persian, ningún otro idioma está permitido.",
            r#""language":"fa""#,
        ),
        (
            "Describe tu ciudad. Al final de la respuesta, por favor añade explícitamente una posdata que empiece por P.D.",
            r#""postscript_marker":"P.D.""#,
        ),
    ] {
        let (found, unread) = checks(instruction);
        assert_eq!(unread, 0, "{instruction}");
        assert!(
            found.iter().any(|f| f.contains(kwargs)),
            "{instruction}: {found:?}"
        );
    }
}

#[test]
fn chinese_counts_named_first_headings_and_per_part_measures() {
    for (instruction, dsl) in [
        ("写一首诗。段落数为2。", "count(paragraphs(all)) == 2"),
        ("写一首诗。要点不少于两个。", "count(bullets(all)) >= 2"),
        ("写一首诗。不要写超过100个字。", "visible_chars(all) <= 100"),
        ("写一首诗。要求：不超过100字。", "visible_chars(all) <= 100"),
    ] {
        let (found, unread) = checks(instruction);
        assert_eq!(unread, 0, "{instruction}");
        assert_eq!(found, [dsl], "{instruction}");
    }
    // A heading does not make what follows it the task.
    assert_eq!(checks("写一首诗。要求：不是奶酪。").1, 1);
    // "一次" and "旅行" are no counts or lines.
    assert_eq!(checks("描述一次难忘的旅行。不超过100字。").1, 0);
    // A measure of each line is not the whole response's: unread, not misread.
    let (found, unread) = checks("写一首诗，每行不超过7个字。");
    assert!(found.is_empty());
    assert_eq!(unread, 1);
}

#[test]
fn japanese_bounds_said_in_words() {
    for (instruction, check) in [
        (
            "猫について書いてください。少なくとも120文字で書いてください。",
            r#"character_count {"relation":">=","num_letters":120}"#,
        ),
        (
            "猫について書いてください。長さは50文字までにしてください。",
            r#"character_count {"relation":"<","num_letters":51}"#,
        ),
        (
            "猫について書いてください。文は二つまでにしてください。",
            r#"ja_sentence_count {"relation":"<","num_sentences":3}"#,
        ),
        (
            "猫について書いてください。段落を4つにしてください。",
            "count(paragraphs(all)) == 4",
        ),
        (
            "猫について書いてください。「要するに」は禁止です。",
            "!contains(all, \"要するに\")",
        ),
    ] {
        let (found, unread) = checks(instruction);
        assert_eq!(unread, 0, "{instruction}");
        assert_eq!(found, [check], "{instruction}");
    }
}
