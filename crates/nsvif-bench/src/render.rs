//! The text forms of a bench run: the table `nsvif bench` prints and the files
//! `--report DIR` writes.

use std::io::Write;
use std::path::Path;

use crate::runner::{BenchSummary, Label};

impl BenchSummary {
    /// The agreement per constraint type as a Markdown table (`by_type.md`).
    pub fn by_type_markdown(&self) -> String {
        let s = self;
        let mut out = String::from(
            "| constraint type | total | agree | agreement |\n| --- | ---: | ---: | ---: |\n",
        );
        for (ty, a) in &s.by_type {
            out.push_str(&format!(
                "| {ty} | {} | {} | {:.4} |\n",
                a.total, a.agree, a.agreement
            ));
        }
        out
    }

    /// The table `nsvif bench` prints: confusion matrix, scores, formulation, cost, by type and
    /// the first disagreements.
    pub fn to_text(&self) -> String {
        let s = self;
        let mut out = format!(
        "records {}  skipped {}  tp {}  fp {}  tn {}  fn {}  unknown {}\nf1 {:.4}  precision {:.4}  recall {:.4}  pass@1 {:.4}\n",
        s.records, s.skipped, s.tp, s.fp, s.tn, s.fn_, s.unknown, s.f1, s.precision, s.recall, s.pass_at_1,
    );
        // Per-constraint flags are compared only with --given-constraints.
        if s.constraints.total > 0 {
            out.push_str(&format!(
                "constraints {}/{} agree ({:.4})\n",
                s.constraints.agree, s.constraints.total, s.constraints.agreement
            ));
        }
        if let Some(f) = &s.formulation {
            out.push_str(&format!(
            "formulation: {} of {} records with unexplained parts; {} constraints expected, {} found, {} matched: precision {:.4}, recall {:.4}; {:.1} ms (+{:.1} ms compiling the rules)\n",
            f.records_with_unexplained, f.records, f.constraints_expected, f.constraints_found,
            f.constraints_matched, f.precision, f.recall, f.millis, f.compile_millis
        ));
            if let Some(a) = &f.adjudicated {
                out.push_str(&format!(
                "formulation, adjudicated ({} records corrected: {} constraints added, {} removed): {} constraints expected, {} found, {} matched: precision {:.4}, recall {:.4}\n",
                a.corrections, a.constraints_added, a.constraints_removed, a.constraints_expected,
                a.constraints_found, a.constraints_matched, a.precision, a.recall
            ));
            }
        }
        out.push_str(&format!(
            "{:.3} s, {:.0} records/s\n\n",
            s.seconds, s.records_per_second
        ));
        let l = &s.llm;
        if l.calls + l.cached_calls > 0 {
            let per = |n: u64| n as f64 / s.records.max(1) as f64;
            out.push_str(&format!(
            "llm: {} calls ({} formulation, {} judge, {} cached), {} input + {} output tokens; per record {:.2} calls, {:.0} input + {:.0} output tokens\n",
            l.calls, l.formulation_calls, l.judge_calls, l.cached_calls, l.input_tokens, l.output_tokens,
            per(l.calls), per(l.input_tokens), per(l.output_tokens)
        ));
            // LLM time is summed over calls; concurrent calls overlap in the wall time.
            out.push_str(&format!(
                "llm time: {:.1} s summed over calls ({:.1} s formulation), wall {:.1} s\n",
                l.millis as f64 / 1000.0,
                l.formulation_millis as f64 / 1000.0,
                s.seconds
            ));
            if l.schema_refused > 0 {
                out.push_str(&format!(
                    "the endpoint refused the JSON Schema: {} answers asked as plain json_object\n",
                    l.schema_refused
                ));
            }
            out.push('\n');
        }
        if !s.by_type.is_empty() {
            out.push_str(&s.by_type_markdown());
            out.push('\n');
        }
        if !s.disagreements.is_empty() {
            out.push_str(&format!("disagreements ({}):\n", s.disagreements.len()));
            for d in s.disagreements.iter().take(50) {
                let id =
                    d.id.as_ref()
                        .map(|v| v.to_string())
                        .unwrap_or_else(|| format!("line {}", d.line));
                let value = |v: &Option<bool>| match v {
                    Some(true) => "true",
                    Some(false) => "false",
                    None => "unknown",
                };
                let label = match d.label {
                    Label::Sat => "sat",
                    Label::Unsat => "unsat",
                };
                let mut line = format!("  {id}: label {label}, verdict {}", d.verdict.as_str());
                for f in &d.constraints {
                    let (label, nsvif) = (value(&f.label), value(&f.nsvif));
                    line.push_str(&format!(
                        "; {} label {label} nsvif {nsvif}",
                        f.constraint_type
                    ));
                }
                out.push_str(&line);
                out.push('\n');
            }
            if s.disagreements.len() > 50 {
                out.push_str("  … (--report DIR writes them all)\n");
            }
        }
        out
    }

    /// Writes `disagreements.jsonl` (every one) and `by_type.md` to `dir`.
    pub fn write_report(&self, dir: &Path) -> Result<(), WriteError> {
        let error = |what: &'static str, path: &Path| {
            let path = path.to_path_buf();
            move |source| WriteError { what, path, source }
        };
        std::fs::create_dir_all(dir).map_err(error("creating", dir))?;
        let path = dir.join("disagreements.jsonl");
        let mut f =
            std::io::BufWriter::new(std::fs::File::create(&path).map_err(error("writing", &path))?);
        for d in &self.disagreements {
            serde_json::to_writer(&mut f, d)
                .map_err(std::io::Error::from)
                .and_then(|()| writeln!(f))
                .map_err(error("writing", &path))?;
        }
        f.flush().map_err(error("writing", &path))?;
        let path = dir.join("by_type.md");
        std::fs::write(&path, self.by_type_markdown()).map_err(error("writing", &path))
    }
}

/// A report file or directory that could not be written.
#[derive(Debug, thiserror::Error)]
#[error("{what} `{}`", path.display())]
pub struct WriteError {
    pub what: &'static str,
    pub path: std::path::PathBuf,
    #[source]
    pub source: std::io::Error,
}
