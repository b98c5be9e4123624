//! nsvif's Punkt spans and capital-word counts against NLTK's on the texts written by
//! `punkt_random.py`.

use nsvif_check::{compile, Document, Options};
use serde_json::json;

fn main() {
    let path = std::env::args()
        .nth(1)
        .expect("usage: punkt_random FILE.jsonl");
    let capitals = compile(
        "capital_word_count",
        &json!({"relation": ">=", "value": 0}),
        &Options::default(),
    )
    .unwrap();
    let (mut n, mut differ) = (0, 0);
    for line in std::fs::read_to_string(path).unwrap().lines() {
        let r: serde_json::Value = serde_json::from_str(line).unwrap();
        let text = r["text"].as_str().unwrap();
        let doc = Document::new(text);
        let got: Vec<(usize, usize)> = doc
            .punkt_sentences()
            .iter()
            .map(|s| (s.start, s.end))
            .collect();
        let want: Vec<(usize, usize)> = serde_json::from_value(r["sentences"].clone()).unwrap();
        let caps = capitals.check(&doc).evidence.measured;
        let want_caps = r["capital_words"].as_array().unwrap().len();
        n += 1;
        if got != want || !caps.starts_with(&format!("{want_caps} word")) {
            differ += 1;
            println!(
                "{text:?}\n  spans {got:?} / NLTK {want:?}\n  {caps} / NLTK {}",
                r["capital_words"]
            );
        }
    }
    println!("{n} texts, {differ} differ from NLTK");
}
