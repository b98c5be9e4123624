//! The scores of a VIFBench run, as data ([`VifbenchReport`], its JSON form) and as
//! Markdown ([`VifbenchReport::to_markdown`]), with the NSVIF paper's figures beside.

use std::collections::BTreeMap;

use nsvif_solve::Verdict;
use serde::Serialize;

use super::{VifOutcome, VifRecord};
use crate::runner::Label;

/// Labels against verdicts. Positive class `sat`.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize)]
pub struct Confusion {
    /// Labelled `sat`, verdict `sat`.
    pub tp: u64,
    /// Labelled `unsat`, verdict `sat`: a false `sat`.
    pub fp: u64,
    /// Labelled `unsat`, verdict `unsat`.
    pub tn: u64,
    /// Labelled `sat`, verdict `unsat`.
    pub fn_: u64,
    /// Labelled `sat`, verdict `unknown` (a missed positive).
    pub unknown_sat: u64,
    /// Labelled `unsat`, verdict `unknown` (wrong, but not a false `sat`).
    pub unknown_unsat: u64,
}

impl Confusion {
    fn add(&mut self, label: Label, verdict: Verdict) {
        let slot = match (label, verdict) {
            (Label::Sat, Verdict::Sat) => &mut self.tp,
            (Label::Unsat, Verdict::Sat) => &mut self.fp,
            (Label::Unsat, Verdict::Unsat) => &mut self.tn,
            (Label::Sat, Verdict::Unsat) => &mut self.fn_,
            (Label::Sat, Verdict::Unknown) => &mut self.unknown_sat,
            (Label::Unsat, Verdict::Unknown) => &mut self.unknown_unsat,
        };
        *slot += 1;
    }

    fn items(&self) -> u64 {
        self.tp + self.fp + self.tn + self.fn_ + self.unknown_sat + self.unknown_unsat
    }
}

/// The paper's metrics of one set of records (Tables 2 and 4).
#[derive(Debug, Clone, Copy, Default, PartialEq, Serialize)]
pub struct Scores {
    pub records: u64,
    pub confusion: Confusion,
    pub f1: f64,
    pub precision: f64,
    pub recall: f64,
    pub pass_at_1: f64,
    /// False `sat` over the `unsat`-labelled records.
    pub false_positive_rate: f64,
    /// Missed `sat` (verdict `unsat` or `unknown`) over the `sat`-labelled records.
    pub false_negative_rate: f64,
    /// False `sat` over all records: the paper's Table 4 "FP %".
    pub false_positive_share: f64,
    /// Missed `sat` over all records: the paper's Table 4 "FN %".
    pub false_negative_share: f64,
}

fn ratio(a: u64, b: u64) -> f64 {
    if b == 0 {
        0.0
    } else {
        a as f64 / b as f64
    }
}

impl From<Confusion> for Scores {
    fn from(c: Confusion) -> Scores {
        let missed = c.fn_ + c.unknown_sat;
        let precision = ratio(c.tp, c.tp + c.fp);
        let recall = ratio(c.tp, c.tp + missed);
        let f1 = if precision + recall == 0.0 {
            0.0
        } else {
            2.0 * precision * recall / (precision + recall)
        };
        let items = c.items();
        Scores {
            records: items,
            confusion: c,
            f1,
            precision,
            recall,
            pass_at_1: ratio(c.tp + c.tn, items),
            false_positive_rate: ratio(c.fp, c.fp + c.tn + c.unknown_unsat),
            false_negative_rate: ratio(missed, c.tp + missed),
            false_positive_share: ratio(c.fp, items),
            false_negative_share: ratio(missed, items),
        }
    }
}

/// The scores of the records that state one constraint type, and how its violations
/// were caught.
#[derive(Debug, Clone, Copy, Default, PartialEq, Serialize)]
pub struct TypeScores {
    #[serde(flatten)]
    pub scores: Scores,
    /// Records whose output violates this type (by the generator's reference check).
    pub violated: u64,
    /// Of those, verdict `unsat`.
    pub caught: u64,
    /// Of those, verdict `sat`: the violation went unseen.
    pub missed: u64,
}

/// LLM tokens of the run (formulation and judges).
#[derive(Debug, Clone, Copy, Default, PartialEq, Serialize)]
pub struct Tokens {
    pub llm_calls: u64,
    pub input: u64,
    pub output: u64,
    pub input_per_item: f64,
    pub output_per_item: f64,
}

/// The NSVIF paper's published figures for NSVIF with GPT-4.1 on its 820 items.
#[derive(Debug, Clone, Copy, PartialEq, Serialize)]
pub struct PaperFigures {
    pub model: &'static str,
    pub records: u64,
    pub sat_share: f64,
    pub f1: f64,
    pub precision: f64,
    pub recall: f64,
    pub pass_at_1: f64,
    pub false_positive_share: f64,
    pub false_negative_share: f64,
    pub input_tokens: u64,
    pub output_tokens: u64,
}

/// Table 2 (NSVIF, GPT-4.1), Table 4 (NSVIF Full), Table 7 (GPT-4.1, NSVIF), § 4.2.
pub const PAPER: PaperFigures = PaperFigures {
    model: "GPT-4.1",
    records: 820,
    sat_share: 0.4768,
    f1: 0.948,
    precision: 0.942,
    recall: 0.954,
    pass_at_1: 0.950,
    false_positive_share: 0.0280,
    false_negative_share: 0.0220,
    input_tokens: 130_209_094,
    output_tokens: 6_665_927,
};

/// The whole report; its JSON form is `report.json`.
#[derive(Debug, Clone, Serialize)]
pub struct VifbenchReport {
    pub overall: Scores,
    /// Share of the records labelled `sat`.
    pub sat_share: f64,
    pub by_group: BTreeMap<u32, Scores>,
    pub by_type: BTreeMap<String, TypeScores>,
    pub tokens: Tokens,
    pub paper: PaperFigures,
    /// What was run (the verifier's mode), for the reader.
    pub setup: String,
    /// Records whose instruction could not be prepared (verdict `unknown`): (id, why).
    pub errors: Vec<(String, String)>,
}

impl VifbenchReport {
    /// Scores `outcomes` (in the order of `records`).
    pub fn new(records: &[VifRecord], outcomes: &[VifOutcome], setup: String) -> VifbenchReport {
        let mut overall = Confusion::default();
        let mut groups: BTreeMap<u32, Confusion> = BTreeMap::new();
        let mut types: BTreeMap<String, (Confusion, u64, u64, u64)> = BTreeMap::new();
        let mut tokens = Tokens::default();
        let mut sat = 0;
        let mut errors = Vec::new();
        for (rec, out) in records.iter().zip(outcomes) {
            overall.add(rec.label, out.verdict);
            groups
                .entry(rec.group)
                .or_default()
                .add(rec.label, out.verdict);
            sat += u64::from(rec.label == Label::Sat);
            for c in &rec.vifbench_constraints {
                let t = types.entry(c.kind.clone()).or_default();
                t.0.add(rec.label, out.verdict);
                if c.satisfied == Some(false) {
                    t.1 += 1;
                    t.2 += u64::from(out.verdict == Verdict::Unsat);
                    t.3 += u64::from(out.verdict == Verdict::Sat);
                }
            }
            tokens.llm_calls += out.llm_calls;
            tokens.input += out.input_tokens;
            tokens.output += out.output_tokens;
            if let Some(e) = &out.error {
                let id = rec.id.as_ref().map(|v| v.to_string()).unwrap_or_default();
                errors.push((id, e.clone()));
            }
        }
        let n = records.len().max(1) as f64;
        tokens.input_per_item = tokens.input as f64 / n;
        tokens.output_per_item = tokens.output as f64 / n;
        VifbenchReport {
            overall: overall.into(),
            sat_share: sat as f64 / n,
            by_group: groups.into_iter().map(|(g, c)| (g, c.into())).collect(),
            by_type: types
                .into_iter()
                .map(|(t, (c, violated, caught, missed))| {
                    (
                        t,
                        TypeScores {
                            scores: c.into(),
                            violated,
                            caught,
                            missed,
                        },
                    )
                })
                .collect(),
            tokens,
            paper: PAPER,
            setup,
            errors,
        }
    }

    /// The report as Markdown: overall beside the paper, then by group and by type.
    pub fn to_markdown(&self) -> String {
        let o = &self.overall;
        let p = &self.paper;
        let pct = |x: f64| format!("{:.1} %", 100.0 * x);
        let mut out = format!(
            "# VIFBench report\n\n{} records ({} sat); {}.\n\n",
            o.records,
            pct(self.sat_share),
            self.setup
        );
        out.push_str(&format!(
            "| metric | this run | paper (NSVIF, {}) |\n| --- | ---: | ---: |\n",
            p.model
        ));
        let rows = [
            ("records", o.records.to_string(), p.records.to_string()),
            ("sat share", pct(self.sat_share), pct(p.sat_share)),
            ("F1", pct(o.f1), pct(p.f1)),
            ("precision", pct(o.precision), pct(p.precision)),
            ("recall", pct(o.recall), pct(p.recall)),
            ("pass@1", pct(o.pass_at_1), pct(p.pass_at_1)),
            (
                "false sat (FP) % of items",
                format!("{} ({})", pct(o.false_positive_share), o.confusion.fp),
                pct(p.false_positive_share),
            ),
            (
                "missed sat (FN) % of items",
                format!(
                    "{} ({})",
                    pct(o.false_negative_share),
                    o.confusion.fn_ + o.confusion.unknown_sat
                ),
                pct(p.false_negative_share),
            ),
            (
                "false positive rate",
                pct(o.false_positive_rate),
                String::from("–"),
            ),
            (
                "false negative rate",
                pct(o.false_negative_rate),
                String::from("–"),
            ),
            (
                "LLM input tokens per item",
                format!("{:.0}", self.tokens.input_per_item),
                format!("{:.0}", p.input_tokens as f64 / p.records as f64),
            ),
            (
                "LLM output tokens per item",
                format!("{:.0}", self.tokens.output_per_item),
                format!("{:.0}", p.output_tokens as f64 / p.records as f64),
            ),
        ];
        for (name, ours, theirs) in rows {
            out.push_str(&format!("| {name} | {ours} | {theirs} |\n"));
        }
        out.push_str(&format!(
            "\nLLM: {} calls, {} input + {} output tokens in all.\n\n",
            self.tokens.llm_calls, self.tokens.input, self.tokens.output
        ));
        if !self.errors.is_empty() {
            out.push_str(&format!(
                "{} records could not be prepared (verdict unknown); first: {} {}\n\n",
                self.errors.len(),
                self.errors[0].0,
                self.errors[0].1
            ));
        }
        out.push_str("## By complexity group (C constraints)\n\n");
        out.push_str(&scores_header("C"));
        for (g, s) in &self.by_group {
            out.push_str(&scores_row(&g.to_string(), s));
        }
        out.push_str("\n## By constraint type (records stating it)\n\n");
        out.push_str(
            "| type | records | F1 | precision | recall | pass@1 | FPR | FNR | unknown | violated | caught | missed (false sat) |\n| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |\n",
        );
        for (t, ts) in &self.by_type {
            let s = &ts.scores;
            out.push_str(&format!(
                "| {t} | {} | {:.3} | {:.3} | {:.3} | {:.3} | {:.3} | {:.3} | {} | {} | {} | {} |\n",
                s.records,
                s.f1,
                s.precision,
                s.recall,
                s.pass_at_1,
                s.false_positive_rate,
                s.false_negative_rate,
                s.confusion.unknown_sat + s.confusion.unknown_unsat,
                ts.violated,
                ts.caught,
                ts.missed
            ));
        }
        out.push_str(
            "\nThe paper gives F1 by group only as a chart (its Figure 4: no clear trend from 2 to 10 constraints).\n",
        );
        out
    }
}

fn scores_header(first: &str) -> String {
    format!(
        "| {first} | records | tp | fp | tn | fn | unknown | F1 | precision | recall | pass@1 | FPR | FNR |\n| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |\n"
    )
}

fn scores_row(name: &str, s: &Scores) -> String {
    let c = &s.confusion;
    format!(
        "| {name} | {} | {} | {} | {} | {} | {} | {:.3} | {:.3} | {:.3} | {:.3} | {:.3} | {:.3} |\n",
        s.records,
        c.tp,
        c.fp,
        c.tn,
        c.fn_,
        c.unknown_sat + c.unknown_unsat,
        s.f1,
        s.precision,
        s.recall,
        s.pass_at_1,
        s.false_positive_rate,
        s.false_negative_rate
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn scores_count_unknown_as_wrong_but_not_as_false_sat() {
        let mut c = Confusion::default();
        for (label, verdict) in [
            (Label::Sat, Verdict::Sat),
            (Label::Sat, Verdict::Sat),
            (Label::Sat, Verdict::Unknown),
            (Label::Unsat, Verdict::Sat),
            (Label::Unsat, Verdict::Unsat),
            (Label::Unsat, Verdict::Unknown),
        ] {
            c.add(label, verdict);
        }
        let s = Scores::from(c);
        assert_eq!(s.records, 6);
        assert!((s.precision - 2.0 / 3.0).abs() < 1e-9);
        assert!((s.recall - 2.0 / 3.0).abs() < 1e-9);
        assert!((s.pass_at_1 - 3.0 / 6.0).abs() < 1e-9);
        assert!((s.false_positive_rate - 1.0 / 3.0).abs() < 1e-9);
        assert!((s.false_positive_share - 1.0 / 6.0).abs() < 1e-9);
        assert!((s.false_negative_share - 1.0 / 6.0).abs() < 1e-9);
    }

    #[test]
    fn empty_scores_are_zero_not_nan() {
        let s = Scores::from(Confusion::default());
        assert_eq!(s.f1, 0.0);
        assert_eq!(s.pass_at_1, 0.0);
    }
}
