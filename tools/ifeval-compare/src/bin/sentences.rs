//! Sentence counts of several splitters against NLTK Punkt's own counts on the 540 IFEval
//! outputs (`crates/nsvif-check/tests/data/nltk_reference.jsonl`) and against the official
//! labels of the `length_constraints:number_sentences` constraints. The SRX rules are
//! LanguageTool's `segment.srx` as shipped in the `srx` crate's source: pass its path.

use std::collections::BTreeMap;
use std::str::FromStr;
use std::time::{Duration, Instant};

use unicode_segmentation::UnicodeSegmentation;

fn non_blank<'a>(it: impl Iterator<Item = &'a str>) -> usize {
    it.filter(|s| !s.trim().is_empty()).count()
}

fn main() {
    let srx_path = std::env::args()
        .nth(1)
        .expect("usage: sentences PATH/TO/srx-0.1.x/data/segment.srx");
    let srx = srx::SRX::from_str(&std::fs::read_to_string(srx_path).unwrap()).unwrap();
    let en = srx.language_rules("en");
    let reference = std::fs::read_to_string(
        ifeval_compare::repo().join("crates/nsvif-check/tests/data/nltk_reference.jsonl"),
    )
    .unwrap();
    let methods = [
        "nsvif Punkt port",
        "sentencex 0.1 (en)",
        "srx 0.1 + LanguageTool segment.srx (en)",
        "unicode-segmentation (UAX #29, whole text)",
        "unicode-segmentation per line (Document::sentences)",
    ];
    let (mut n, mut labelled) = (0, 0);
    let mut same: BTreeMap<&str, usize> = BTreeMap::new();
    let mut agree: BTreeMap<&str, usize> = BTreeMap::new();
    let mut time: BTreeMap<&str, Duration> = BTreeMap::new();
    for (rec, want) in ifeval_compare::records().iter().zip(reference.lines()) {
        let want: serde_json::Value = serde_json::from_str(want).unwrap();
        assert_eq!(rec["id"], want["id"]);
        let text = rec["output"].as_str().unwrap();
        let want = want["sentences"].as_array().unwrap().len();
        n += 1;
        let mut counts = BTreeMap::new();
        for m in methods {
            let t = Instant::now();
            let c = match m {
                "nsvif Punkt port" => nsvif_check::Document::new(text).punkt_sentences().len(),
                "sentencex 0.1 (en)" => non_blank(sentencex::segment("en", text).into_iter()),
                "srx 0.1 + LanguageTool segment.srx (en)" => non_blank(en.split(text)),
                "unicode-segmentation (UAX #29, whole text)" => non_blank(text.unicode_sentences()),
                _ => nsvif_check::Document::new(text).sentences().len(),
            };
            *time.entry(m).or_default() += t.elapsed();
            *same.entry(m).or_default() += usize::from(c == want);
            counts.insert(m, c);
        }
        for c in rec["constraints"].as_array().unwrap() {
            if c["id"] != "length_constraints:number_sentences" {
                continue;
            }
            labelled += 1;
            let v = c["kwargs"]["num_sentences"].as_u64().unwrap() as usize;
            let less = c["kwargs"]["relation"] == "less than";
            let sat = c["satisfied"].as_bool().unwrap();
            for m in methods {
                let got = if less { counts[m] < v } else { counts[m] >= v };
                *agree.entry(m).or_default() += usize::from(got == sat);
            }
        }
    }
    println!("| splitter | same count as NLTK Punkt ({n} outputs) | official labels ({labelled}) | time |");
    println!("| --- | --- | --- | --- |");
    for m in methods {
        println!(
            "| {m} | {}/{n} | {}/{labelled} | {:.1} ms |",
            same[m],
            agree[m],
            time[m].as_secs_f64() * 1000.0
        );
    }
}
