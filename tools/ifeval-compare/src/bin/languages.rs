//! Language detectors against the official labels of `language:response_language`,
//! `change_case:english_capital` and `change_case:english_lowercase` (the last two: the
//! Python case test and "en"). A failed detection counts as followed, as in IFEval.

use std::collections::BTreeMap;

use lingua::LanguageDetectorBuilder;

/// ISO 639-3 codes (whatlang) to the 639-1 codes IFEval uses.
fn iso1(code: &str) -> &str {
    match code {
        "eng" => "en",
        "spa" => "es",
        "por" => "pt",
        "ara" => "ar",
        "hin" => "hi",
        "fra" => "fr",
        "rus" => "ru",
        "deu" => "de",
        "jpn" => "ja",
        "ita" => "it",
        "ben" => "bn",
        "ukr" => "uk",
        "tha" => "th",
        "urd" => "ur",
        "tam" => "ta",
        "tel" => "te",
        "bul" => "bg",
        "kor" => "ko",
        "pol" => "pl",
        "heb" => "he",
        "pes" => "fa",
        "vie" => "vi",
        "nep" => "ne",
        "swa" => "sw",
        "kan" => "kn",
        "mar" => "mr",
        "guj" => "gu",
        "pan" => "pa",
        "mal" => "ml",
        "fin" => "fi",
        other => other,
    }
}

fn main() {
    let lingua = LanguageDetectorBuilder::from_all_languages().build();
    let mut seeded = langdetect::DetectorFactory::builtin().clone();
    seeded.seed = langdetect::Seed::Int(0);
    let methods = [
        "whatlang 0.18",
        "lingua 1.8 (27 languages)",
        "langdetect 0.1 (unseeded)",
        "langdetect 0.1 (seed 0)",
    ];
    let mut agree: BTreeMap<(String, &str), (usize, usize)> = BTreeMap::new();
    for rec in ifeval_compare::records() {
        let out = rec["output"].as_str().unwrap();
        for c in rec["constraints"].as_array().unwrap() {
            let id = c["id"].as_str().unwrap();
            let (want_lang, case) = match id {
                "language:response_language" => (c["kwargs"]["language"].as_str().unwrap(), None),
                "change_case:english_capital" => ("en", Some(true)),
                "change_case:english_lowercase" => ("en", Some(false)),
                _ => continue,
            };
            let want = c["satisfied"].as_bool().unwrap();
            let case_ok = case.is_none_or(|upper| ifeval_compare::py_case(out, upper));
            for m in methods {
                let detected: Option<String> = match m {
                    "whatlang 0.18" => {
                        whatlang::detect(out).map(|i| iso1(i.lang().code()).to_string())
                    }
                    "lingua 1.8 (27 languages)" => lingua
                        .detect_language_of(out)
                        .map(|l| l.iso_code_639_1().to_string()),
                    "langdetect 0.1 (unseeded)" => langdetect::detect(out).ok(),
                    _ => seeded.detect(out).ok(),
                };
                let got = case_ok && detected.as_deref().is_none_or(|d| d == want_lang);
                let e = agree.entry((id.to_string(), m)).or_default();
                e.0 += 1;
                if got == want {
                    e.1 += 1;
                } else {
                    eprintln!(
                        "{m}: {} {id} label {want}, detected {detected:?}",
                        rec["id"]
                    );
                }
            }
        }
    }
    for ((id, m), (n, a)) in agree {
        println!("{id:32} {m:28} {a}/{n}");
    }
}
