//! The `nsvif` command line: a thin layer over the library.

use std::io::{BufReader, IsTerminal, Write};
use std::path::{Path, PathBuf};
use std::process::ExitCode;

use anyhow::{bail, Context, Result};
use clap::{Args, Parser, Subcommand};
use nsvif::bench::{self, BenchOptions, BenchSummary};
use nsvif::{CheckOptions, Verifier, VerifierOptions};
use nsvif_spec::Spec;

/// Exit code for every error (bad flags, unreadable file, invalid Spec).
const EXIT_ERROR: u8 = 3;

#[derive(Parser)]
#[command(
    name = "nsvif",
    version,
    about = "Does this LLM output follow its instruction? Verdict sat / unsat / unknown, with evidence.",
    long_about = "nsvif turns an instruction into constraints and a formula (formulate), decides every \
constraint on the output (check), and lets Z3 decide the formula (solve).\n\n\
Exit codes: 0 sat, 1 unsat, 2 unknown, 3 error.",
    after_help = "Examples:\n  nsvif check --instruction \"Answer in all lowercase letters and do not use any commas.\" --output \"hello there, friend\"\n  nsvif check --instruction @prompt.txt --output @answer.txt --json\n  nsvif formulate --instruction \"Write at least 500 words. Use fewer than 100 words.\"\n  nsvif bench data.vif.jsonl --given-constraints --json"
)]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

#[derive(Subcommand)]
enum Command {
    /// Check one output against one instruction.
    Check(CheckArgs),
    /// Print the Spec (constraints and formula) of an instruction.
    Formulate(FormulateArgs),
    /// List the predicates that logic constraints use, with their docs.
    Catalog {
        /// Print JSON instead of text.
        #[arg(long)]
        json: bool,
    },
    /// Score VIFBench-style JSONL records (one {instruction, output, label, constraints?} per line).
    Bench(BenchArgs),
}

#[derive(Args)]
struct Modes {
    /// Apply the documented fixes to the official IFEval rules (docs/COMPATIBILITY.md).
    #[arg(long)]
    ifeval_fixes: bool,
    /// IFEval loose mode: also try the output without its first/last line and without `*`.
    #[arg(long)]
    loose: bool,
    /// Check `<think>…</think>` reasoning traces as part of the output (removed by default).
    #[arg(long)]
    keep_think: bool,
}

impl Modes {
    fn options(&self) -> VerifierOptions {
        VerifierOptions {
            check: CheckOptions {
                ifeval_fixes: self.ifeval_fixes,
            },
            strip_think: !self.keep_think,
            loose: self.loose,
        }
    }
}

#[derive(Args)]
struct CheckArgs {
    /// The instruction: text, or @FILE to read it from a file.
    #[arg(long, short = 'i', value_name = "TEXT|@FILE")]
    instruction: Option<String>,
    /// The output to check: text, or @FILE (@- reads standard input).
    #[arg(long, short = 'o', value_name = "TEXT|@FILE")]
    output: String,
    /// A Spec JSON file to check against instead of formulating the instruction.
    #[arg(long, value_name = "FILE")]
    spec: Option<PathBuf>,
    /// Print one JSON object instead of text.
    #[arg(long)]
    json: bool,
    #[command(flatten)]
    modes: Modes,
}

#[derive(Args)]
struct FormulateArgs {
    /// The instruction: text, or @FILE.
    #[arg(long, short = 'i', value_name = "TEXT|@FILE")]
    instruction: String,
    /// Print JSON instead of text.
    #[arg(long)]
    json: bool,
}

#[derive(Args)]
struct BenchArgs {
    /// The JSONL file.
    file: PathBuf,
    /// Build each Spec from the record's `constraints` instead of formulating the instruction.
    #[arg(long)]
    given_constraints: bool,
    /// Print one JSON object instead of a table.
    #[arg(long)]
    json: bool,
    /// Threads (default: all cores).
    #[arg(long, value_name = "N")]
    jobs: Option<usize>,
    /// Write disagreements.jsonl and by_type.md to this directory.
    #[arg(long, value_name = "DIR")]
    report: Option<PathBuf>,
    #[command(flatten)]
    modes: Modes,
}

fn main() -> ExitCode {
    let cli = match Cli::try_parse() {
        Ok(cli) => cli,
        Err(e) => {
            let code = if e.use_stderr() { EXIT_ERROR } else { 0 };
            let _ = e.print();
            return ExitCode::from(code);
        }
    };
    match run(cli) {
        Ok(code) => ExitCode::from(code),
        Err(e) => {
            eprintln!("error: {e:#}");
            ExitCode::from(EXIT_ERROR)
        }
    }
}

fn run(cli: Cli) -> Result<u8> {
    match cli.command {
        Command::Check(args) => check(args),
        Command::Formulate(args) => formulate(args),
        Command::Catalog { json } => catalog(json),
        Command::Bench(args) => run_bench(args),
    }
}

/// TEXT, or the contents of FILE for @FILE (@- for standard input).
fn text_or_file(value: &str, what: &str) -> Result<String> {
    match value.strip_prefix('@') {
        Some("-") => std::io::read_to_string(std::io::stdin())
            .with_context(|| format!("reading the {what} from standard input")),
        Some(path) => std::fs::read_to_string(path)
            .with_context(|| format!("reading the {what} from `{path}`")),
        None => Ok(value.to_string()),
    }
}

fn read_spec(path: &Path) -> Result<Spec> {
    let json = std::fs::read_to_string(path)
        .with_context(|| format!("reading the Spec `{}`", path.display()))?;
    Spec::from_json(&json).with_context(|| format!("invalid Spec `{}`", path.display()))
}

fn check(args: CheckArgs) -> Result<u8> {
    let verifier = Verifier::new(args.modes.options());
    let output = text_or_file(&args.output, "output")?;
    let prepared = match (&args.spec, &args.instruction) {
        (Some(path), _) => verifier.prepare_spec(read_spec(path)?)?,
        (None, Some(instruction)) => {
            verifier.prepare(&text_or_file(instruction, "instruction")?)?
        }
        (None, None) => bail!("give --instruction TEXT|@FILE, or --spec FILE"),
    };
    let report = prepared.check(&output);
    if report.contradiction && !args.json {
        eprintln!(
            "warning: the instruction contradicts itself: {}",
            prepared.consistency().conflicting.join(", ")
        );
    }
    if args.json {
        println!("{}", serde_json::to_string_pretty(&report)?);
    } else {
        print!("{}", report.to_text());
    }
    Ok(report.exit_code() as u8)
}

fn formulate(args: FormulateArgs) -> Result<u8> {
    let instruction = text_or_file(&args.instruction, "instruction")?;
    let prepared = Verifier::default().prepare(&instruction)?;
    let spec = prepared.spec();
    let consistency = prepared.consistency();
    if args.json {
        let value = serde_json::json!({
            "spec": spec,
            "formula": prepared.formula().to_string(),
            "contradiction": !consistency.consistent,
            "conflicting": consistency.conflicting,
        });
        println!("{}", serde_json::to_string_pretty(&value)?);
        return Ok(0);
    }
    // Each constraint with the part of the instruction it was read from.
    for c in &spec.constraints {
        let source = c
            .source
            .map(|s| {
                format!(
                    "[{}..{}] {:?}",
                    s.start,
                    s.end,
                    &instruction[s.start..s.end]
                )
            })
            .unwrap_or_else(|| format!("{:?}", c.text));
        let check = match &c.check {
            nsvif_spec::Check::Predicate { predicate, args } => format!("{predicate} {args}"),
            nsvif_spec::Check::Dsl { dsl } => format!("dsl: {dsl}"),
            nsvif_spec::Check::Judge { judge } => format!("judge: {judge}"),
        };
        println!("{} {source}\n    {check}", c.id);
    }
    for u in &spec.unexplained {
        println!(
            "? unexplained [{}..{}] {:?}",
            u.source.start, u.source.end, u.text
        );
    }
    println!("formula: {}", prepared.formula());
    if !consistency.consistent {
        println!(
            "contradiction: {} cannot all hold",
            consistency.conflicting.join(", ")
        );
    }
    Ok(0)
}

fn catalog(json: bool) -> Result<u8> {
    let entries: Vec<_> = nsvif_check::catalog().collect();
    if json {
        let value: Vec<_> = entries
            .iter()
            .map(|p| serde_json::json!({"name": p.name, "ifeval_id": p.ifeval_id, "summary": p.summary(), "doc": p.doc}))
            .collect();
        println!("{}", serde_json::to_string_pretty(&value)?);
    } else {
        for p in entries {
            println!(
                "{:28} {:48} {}",
                p.name,
                p.ifeval_id.unwrap_or("-"),
                p.summary()
            );
        }
    }
    Ok(0)
}

fn run_bench(args: BenchArgs) -> Result<u8> {
    let file = std::fs::File::open(&args.file)
        .with_context(|| format!("opening `{}`", args.file.display()))?;
    let size = file.metadata().map(|m| m.len()).unwrap_or(0);
    let options = BenchOptions {
        verifier: args.modes.options(),
        given_constraints: args.given_constraints,
    };
    let bar = std::io::stderr().is_terminal().then(|| {
        let bar = indicatif::ProgressBar::new(size);
        bar.set_style(
            indicatif::ProgressStyle::with_template(
                "{bar:40} {bytes}/{total_bytes} {elapsed} eta {eta}",
            )
            .expect("static template"),
        );
        bar
    });
    let progress = |bytes: u64| {
        if let Some(bar) = &bar {
            bar.set_position(bytes);
        }
    };
    let reader = BufReader::new(file);
    let summary = match args.jobs {
        Some(n) => rayon::ThreadPoolBuilder::new()
            .num_threads(n.max(1))
            .build()
            .context("starting the thread pool")?
            .install(|| bench::run(reader, options, &progress)),
        None => bench::run(reader, options, &progress),
    };
    if let Some(bar) = bar {
        bar.finish_and_clear();
    }
    for (line, error) in &summary.malformed {
        eprintln!("line {line}: skipped: {error}");
    }
    if let Some(dir) = &args.report {
        write_report(dir, &summary)?;
    }
    if args.json {
        println!("{}", serde_json::to_string_pretty(&summary)?);
    } else {
        print!("{}", bench_table(&summary));
    }
    Ok(0)
}

fn by_type_markdown(s: &BenchSummary) -> String {
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

fn bench_table(s: &BenchSummary) -> String {
    let mut out = format!(
        "records {}  skipped {}  tp {}  fp {}  tn {}  fn {}  unknown {}\nf1 {:.4}  precision {:.4}  recall {:.4}  pass@1 {:.4}\nconstraints {}/{} agree ({:.4})\n{:.3} s, {:.0} records/s\n\n",
        s.records, s.skipped, s.tp, s.fp, s.tn, s.fn_, s.unknown, s.f1, s.precision, s.recall, s.pass_at_1,
        s.constraints.agree, s.constraints.total, s.constraints.agreement, s.seconds, s.records_per_second
    );
    if !s.by_type.is_empty() {
        out.push_str(&by_type_markdown(s));
        out.push('\n');
    }
    if !s.disagreements.is_empty() {
        out.push_str(&format!("disagreements ({}):\n", s.disagreements.len()));
        for d in s.disagreements.iter().take(50) {
            let id =
                d.id.as_ref()
                    .map(|v| v.to_string())
                    .unwrap_or_else(|| format!("line {}", d.line));
            let flags: Vec<String> = d
                .constraints
                .iter()
                .map(|(t, l, g)| format!("{t} label {l:?} nsvif {g:?}"))
                .collect();
            out.push_str(&format!(
                "  {id}: label {:?}, verdict {}; {}\n",
                d.label,
                d.verdict.as_str(),
                flags.join("; ")
            ));
        }
        if s.disagreements.len() > 50 {
            out.push_str("  … (--report DIR writes them all)\n");
        }
    }
    out
}

fn write_report(dir: &Path, s: &BenchSummary) -> Result<()> {
    std::fs::create_dir_all(dir).with_context(|| format!("creating `{}`", dir.display()))?;
    let mut f = std::fs::File::create(dir.join("disagreements.jsonl"))
        .context("writing disagreements.jsonl")?;
    for d in &s.disagreements {
        writeln!(f, "{}", serde_json::to_string(d)?)?;
    }
    std::fs::write(dir.join("by_type.md"), by_type_markdown(s)).context("writing by_type.md")?;
    Ok(())
}
