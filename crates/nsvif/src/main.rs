//! The `nsvif` command line: a thin layer over the library.

use nsvif_formulate::Conventions;
use std::io::{BufReader, IsTerminal, Write};
use std::path::{Path, PathBuf};
use std::process::ExitCode;

use anyhow::{bail, Context, Result};
use clap::{Args, Parser, Subcommand};
use nsvif::adjudication::Adjudications;
use nsvif::bench::{self, BenchOptions, BenchSummary};
use nsvif::limits::{self, Bound};
use nsvif::vifbench;
use nsvif::{CheckOptions, Formulator, LlmSetup, Verifier, VerifierOptions};
use nsvif_llm::LlmSettings;
use nsvif_spec::Spec;

/// mimalloc: the system allocator was an eighth of the instructions of a bench run
/// (many small vectors and strings per record).
#[global_allocator]
static ALLOCATOR: mimalloc::MiMalloc = mimalloc::MiMalloc;

/// Exit code for every error (bad flags, unreadable file, invalid Spec).
const EXIT_ERROR: u8 = 3;

#[derive(Parser)]
#[command(
    name = "nsvif",
    version,
    about = "Does this LLM output follow its instruction? Verdict sat / unsat / unknown, with evidence.",
    long_about = "nsvif turns an instruction into constraints and a formula (formulate), decides every \
constraint on the output (check), and lets Z3 decide the formula (solve).\n\n\
With an LLM (--llm-model or NSVIF_LLM_MODEL, any OpenAI-compatible endpoint), instructions \
are formulated by the rules and the LLM for what they leave unexplained, and semantic \
constraints (tone, topic, style) are judged by the LLM, only when they can still change \
the verdict. Without one, what needs an LLM is reported unknown.\n\n\
Exit codes: 0 sat, 1 unsat, 2 unknown, 3 error.",
    after_help = "Examples:\n  nsvif check --instruction \"Answer in all lowercase letters and do not use any commas.\" --output \"hello there, friend\"\n  nsvif check --instruction @prompt.txt --output @answer.txt --json\n  nsvif formulate --instruction \"Write at least 500 words. Use fewer than 100 words.\"\n  nsvif bench data.vif.jsonl --given-constraints --json\n  nsvif bench ifeval_gpt4.vif.jsonl --adjudications bench/adjudications/ifeval.jsonl\n  NSVIF_LLM_BASE_URL=http://127.0.0.1:8000/v1 nsvif check --llm-model qwen2.5-7b-instruct --cache-dir .nsvif-cache -i \"Use a pessimistic tone.\" -o @answer.txt"
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
    /// Score the rules' clause accounting on a phrasing corpus (bench/phrasings/*.jsonl):
    /// requirement-clause recall, task clauses called requirements and violating outputs
    /// called `sat`, per split.
    Phrasings(PhrasingsArgs),
}

#[derive(Args)]
struct Modes {
    /// Apply the documented fixes to the official IFEval rules (docs/COMPATIBILITY.md).
    #[arg(long)]
    ifeval_fixes: bool,
    /// Apply the documented fixes to the official IFBench rules (docs/COMPATIBILITY.md).
    #[arg(long)]
    ifbench_fixes: bool,
    /// IFEval loose mode: also try the output without its first/last line and without `*`.
    #[arg(long)]
    loose: bool,
    /// Check `<think>…</think>` reasoning traces as part of the output (removed by default).
    #[arg(long)]
    keep_think: bool,
    /// Read the instruction with IFEval's own conventions (its case instructions also
    /// require English; requirements of kinds IFEval never checks are task text), for
    /// scoring IFEval from text. Given IFEval ids always keep IFEval's meaning.
    #[arg(long)]
    ifeval_compat: bool,
}

impl Modes {
    fn options(&self) -> VerifierOptions {
        VerifierOptions {
            check: CheckOptions {
                ifeval_fixes: self.ifeval_fixes,
                ifbench_fixes: self.ifbench_fixes,
            },
            strip_think: !self.keep_think,
            loose: self.loose,
            conventions: if self.ifeval_compat {
                Conventions::Ifeval
            } else {
                Conventions::Plain
            },
        }
    }
}

/// How instructions become Specs.
#[derive(Clone, Copy, clap::ValueEnum)]
enum FormulatorArg {
    /// The rules alone (no LLM).
    Rules,
    /// The rules, then the LLM for what they left unexplained.
    Combined,
    /// The LLM for the whole instruction.
    Llm,
}

#[derive(Args)]
struct LlmArgs {
    /// OpenAI-compatible endpoint, up to `/v1` [env: NSVIF_LLM_BASE_URL] [default: https://api.openai.com/v1].
    #[arg(long, value_name = "URL")]
    llm_base_url: Option<String>,
    /// The model that formulates (and judges, unless --judge-model); naming one turns the LLM on [env: NSVIF_LLM_MODEL].
    #[arg(long, value_name = "MODEL")]
    llm_model: Option<String>,
    /// The model that judges semantic constraints [env: NSVIF_JUDGE_MODEL] [default: --llm-model].
    #[arg(long, value_name = "MODEL")]
    judge_model: Option<String>,
    /// The API key; prefer the environment, flags show in process lists [env: OPENAI_API_KEY].
    #[arg(long, value_name = "KEY")]
    llm_api_key: Option<String>,
    /// A TOML file with any of base_url, model, judge_model, api_key, timeout_secs, max_retries, backoff_ms, concurrency, temperature, cache_dir [env: NSVIF_LLM_CONFIG].
    #[arg(long, value_name = "FILE")]
    llm_config: Option<PathBuf>,
    /// Seconds per LLM call attempt, at most 3600 [default: 60].
    #[arg(long, value_name = "SECS")]
    llm_timeout: Option<f64>,
    /// Seconds per LLM call, retries and their waits included, at most 3600 [default: 120].
    #[arg(long, value_name = "SECS")]
    llm_deadline: Option<f64>,
    /// Keep LLM answers and Specs here, content-addressed: an identical run costs nothing [env: NSVIF_CACHE_DIR].
    #[arg(long, value_name = "DIR")]
    cache_dir: Option<PathBuf>,
    /// Write every LLM exchange of this run to FILE (JSONL), to --replay it offline.
    #[arg(long, value_name = "FILE", conflicts_with = "replay")]
    record: Option<PathBuf>,
    /// Answer LLM calls from a --record file, with no endpoint (give the same models).
    #[arg(long, value_name = "FILE")]
    replay: Option<PathBuf>,
    /// Ask each semantic question K times; a strict majority decides, else unknown.
    #[arg(long, value_name = "K", default_value_t = 1, value_parser = clap::value_parser!(u32).range(1..=15))]
    votes: u32,
    /// How instructions become Specs [default: combined with an LLM, else rules].
    #[arg(long, value_enum)]
    formulator: Option<FormulatorArg>,
}

impl LlmArgs {
    /// The LLM the flags, the environment and the config file describe, if any.
    fn setup(&self) -> Result<Option<LlmSetup>> {
        let file = match self
            .llm_config
            .clone()
            .or_else(|| std::env::var_os("NSVIF_LLM_CONFIG").map(PathBuf::from))
        {
            Some(path) => LlmSettings::from_file(&path)?,
            None => LlmSettings::default(),
        };
        let env = LlmSettings::from_env(|k| std::env::var(k).ok());
        let flags = LlmSettings {
            base_url: self.llm_base_url.clone(),
            model: self.llm_model.clone(),
            judge_model: self.judge_model.clone(),
            api_key: self.llm_api_key.clone(),
            timeout_secs: self.llm_timeout,
            deadline_secs: self.llm_deadline,
            cache_dir: self.cache_dir.clone(),
            record: self.record.clone(),
            replay: self.replay.clone(),
            ..LlmSettings::default()
        };
        let settings = flags.over(env.over(file));
        let wants_llm = settings.record.is_some()
            || settings.replay.is_some()
            || matches!(
                self.formulator,
                Some(FormulatorArg::Combined | FormulatorArg::Llm)
            );
        let Some(config) = settings.resolve()? else {
            if wants_llm {
                bail!("no LLM model given: use --llm-model MODEL (or NSVIF_LLM_MODEL, or `model` in --llm-config)");
            }
            return Ok(None);
        };
        let mode = match self.formulator {
            Some(FormulatorArg::Rules) => Formulator::Rules,
            Some(FormulatorArg::Llm) => Formulator::Llm,
            Some(FormulatorArg::Combined) | None => Formulator::Combined,
        };
        Ok(Some(LlmSetup::from_config(&config, mode, self.votes)?))
    }
}

/// A runtime for the LLM calls; only built when an LLM is configured.
fn runtime() -> Result<tokio::runtime::Runtime> {
    tokio::runtime::Builder::new_multi_thread()
        .enable_all()
        .build()
        .context("starting the async runtime for LLM calls")
}

/// How large an input may be; reading stops there with an error.
#[derive(Args)]
struct InputLimits {
    /// The largest output or Spec read, in MiB.
    #[arg(long, value_name = "MIB", default_value_t = limits::DEFAULT_MAX_INPUT_MIB,
          value_parser = clap::value_parser!(u64).range(1..=1 << 20))]
    max_input_mib: u64,
    /// The largest instruction read, in KiB.
    #[arg(long, value_name = "KIB", default_value_t = limits::DEFAULT_MAX_INSTRUCTION_KIB,
          value_parser = clap::value_parser!(u64).range(1..=1 << 30))]
    max_instruction_kib: u64,
}

impl InputLimits {
    fn input(&self) -> Bound {
        Bound {
            limit: self.max_input_mib << 20,
            raise: "raise the limit with --max-input-mib",
        }
    }

    fn instruction(&self) -> Bound {
        Bound {
            limit: self.max_instruction_kib << 10,
            raise: "raise the limit with --max-instruction-kib",
        }
    }
}

#[derive(Args)]
struct CheckArgs {
    /// The instruction: text, or @FILE to read it from a file.
    #[arg(
        long,
        short = 'i',
        value_name = "TEXT|@FILE",
        allow_hyphen_values = true
    )]
    instruction: Option<String>,
    /// The output to check: text, or @FILE (@- reads standard input).
    #[arg(
        long,
        short = 'o',
        value_name = "TEXT|@FILE",
        allow_hyphen_values = true
    )]
    output: String,
    /// A Spec JSON file to check against instead of formulating the instruction.
    #[arg(long, value_name = "FILE")]
    spec: Option<PathBuf>,
    /// Print one JSON object instead of text.
    #[arg(long)]
    json: bool,
    #[command(flatten)]
    modes: Modes,
    #[command(flatten)]
    limits: InputLimits,
    #[command(flatten)]
    llm: LlmArgs,
}

#[derive(Args)]
struct PhrasingsArgs {
    /// Corpus files (JSON Lines; format in bench/phrasings/README.md).
    #[arg(required = true)]
    files: Vec<PathBuf>,
    /// Print one JSON object instead of text.
    #[arg(long)]
    json: bool,
}

#[derive(Args)]
struct FormulateArgs {
    /// The instruction: text, or @FILE.
    #[arg(
        long,
        short = 'i',
        value_name = "TEXT|@FILE",
        allow_hyphen_values = true
    )]
    instruction: String,
    /// Print JSON instead of text.
    #[arg(long)]
    json: bool,
    /// Also list every clause of the instruction with its class (read, task, unread
    /// requirement) and the constraints it became (the JSON always has `clauses`).
    #[arg(long)]
    explain: bool,
    /// Read with IFEval's own conventions (see `check --ifeval-compat`).
    #[arg(long)]
    ifeval_compat: bool,
    #[command(flatten)]
    limits: InputLimits,
    #[command(flatten)]
    llm: LlmArgs,
}

#[derive(Args)]
struct BenchArgs {
    /// The JSONL file.
    file: PathBuf,
    /// Build each Spec from the record's `constraints` instead of formulating the instruction.
    #[arg(long)]
    given_constraints: bool,
    /// Score like the official IFEval/IFBench runners: FILE is their input (`key`, `prompt`,
    /// `instruction_id_list`, `kwargs` per line) and RESPONSES their responses (`prompt`,
    /// `response`); prints prompt- and instruction-level accuracy, strict and loose, per type.
    #[arg(long, value_name = "RESPONSES", conflicts_with_all = ["given_constraints", "adjudications"])]
    responses: Option<PathBuf>,
    /// Print one JSON object instead of a table.
    #[arg(long)]
    json: bool,
    /// Threads, 1 to 256 (default: all cores).
    #[arg(long, value_name = "N", value_parser = clap::value_parser!(u16).range(1..=limits::MAX_THREADS as i64))]
    jobs: Option<u16>,
    /// Write disagreements.jsonl and by_type.md to this directory.
    #[arg(long, value_name = "DIR")]
    report: Option<PathBuf>,
    /// Also score the formulation against adjudicated lists: each record's `constraints` with
    /// the correction FILE gives for it (`formulation.adjudicated` beside the raw figures).
    ///
    /// FILE is JSON Lines, one correction per corrected record:
    ///   {"id": "ifeval-2602", "quote": "Use less than 100 words",
    ///    "add": [{"id": "length_constraints:number_words", "kwargs": {"relation": "less than", "num_words": 100}}],
    ///    "remove": [], "why": "a stated word limit the list leaves out"}
    /// `quote` must be a passage of the record's instruction; `add` holds requirements the
    /// instruction states and the list leaves out, `remove` list entries (id and kwargs as
    /// listed) the instruction contradicts. Verdicts are still scored against the records'
    /// labels. Any line that is malformed, does not apply to its record or names no record
    /// of the bench file is an error. IFEval's: bench/adjudications/ifeval.jsonl
    /// (docs/FORMULATION.md explains each).
    #[arg(
        long,
        value_name = "FILE",
        conflicts_with = "given_constraints",
        verbatim_doc_comment
    )]
    adjudications: Option<PathBuf>,
    /// Score VIFBench records (bench/vifbench/generate.py) by complexity group and
    /// constraint type beside the paper's figures; write report.json, report.md and SVG
    /// charts to DIR and print the Markdown.
    #[arg(long, value_name = "DIR", conflicts_with_all = ["given_constraints", "adjudications", "report"])]
    vifbench_report: Option<PathBuf>,
    #[command(flatten)]
    modes: Modes,
    #[command(flatten)]
    llm: LlmArgs,
}

/// A closed pipe (`nsvif formulate … | head`) ends the process quietly, as it does any
/// Unix filter, instead of making `println!` panic. Rust ignores SIGPIPE by default.
fn restore_sigpipe() {
    #[cfg(unix)]
    // SAFETY: called first thing in `main`, before any other thread exists; SIG_DFL is a
    // valid disposition for SIGPIPE.
    unsafe {
        libc::signal(libc::SIGPIPE, libc::SIG_DFL);
    }
}

fn main() -> ExitCode {
    restore_sigpipe();
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
        Command::Phrasings(args) => run_phrasings(args),
    }
}

/// TEXT, or the contents of FILE for @FILE (@- for standard input), at most `bound`.
fn text_or_file(value: &str, what: &str, bound: Bound) -> Result<String> {
    let text = match value.strip_prefix('@') {
        Some("-") => limits::read_bounded(std::io::stdin().lock(), what, bound)?,
        Some(path) => limits::read_file_bounded(Path::new(path), what, bound)?,
        None if value.len() as u64 > bound.limit => {
            return Err(limits::InputError::TooLarge {
                what: what.to_string(),
                limit: bound.limit,
                raise: bound.raise,
            }
            .into())
        }
        None => value.to_string(),
    };
    Ok(text)
}

fn read_spec(path: &Path, bound: Bound) -> Result<Spec> {
    let json = limits::read_file_bounded(path, "Spec", bound)?;
    Spec::from_json(&json).with_context(|| format!("invalid Spec `{}`", path.display()))
}

fn check(args: CheckArgs) -> Result<u8> {
    let verifier = Verifier::new(args.modes.options());
    let output = text_or_file(&args.output, "output", args.limits.input())?;
    let llm = args.llm.setup()?;
    let instruction = match (&args.spec, &args.instruction) {
        (Some(_), _) => None,
        (None, Some(instruction)) => Some(text_or_file(
            instruction,
            "instruction",
            args.limits.instruction(),
        )?),
        (None, None) => bail!("give --instruction TEXT|@FILE, or --spec FILE"),
    };
    // The cost line counts formulation too: its time as well as its calls.
    let started = std::time::Instant::now();
    let (prepared, mut report) = match llm {
        None => {
            let prepared = match (&args.spec, &instruction) {
                (Some(path), _) => verifier.prepare_spec(read_spec(path, args.limits.input())?)?,
                (None, Some(instruction)) => verifier.prepare(instruction)?,
                (None, None) => unreachable!("checked above"),
            };
            let report = prepared.check(&output);
            (prepared, report)
        }
        Some(llm) => {
            let verifier = verifier.with_llm(llm);
            runtime()?.block_on(async {
                let prepared = match (&args.spec, &instruction) {
                    (Some(path), _) => {
                        verifier.prepare_spec(read_spec(path, args.limits.input())?)?
                    }
                    (None, Some(instruction)) => verifier.prepare_async(instruction).await?,
                    (None, None) => unreachable!("checked above"),
                };
                let mut report = prepared.check_async(&output).await;
                if let Some(note) = prepared.formulation() {
                    report.cost.add_spend(note.spend);
                }
                anyhow::Ok((prepared, report))
            })?
        }
    };
    report.cost.millis = started.elapsed().as_millis() as u64;
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

fn run_phrasings(args: PhrasingsArgs) -> Result<u8> {
    let records = nsvif::phrasings::read(&args.files)?;
    let score = nsvif::phrasings::score(&Verifier::default(), &records)?;
    if args.json {
        println!("{}", serde_json::to_string_pretty(&score)?);
    } else {
        print!("{}", score.to_text());
    }
    Ok(0)
}

fn formulate(args: FormulateArgs) -> Result<u8> {
    let instruction = text_or_file(&args.instruction, "instruction", args.limits.instruction())?;
    let options = VerifierOptions {
        conventions: if args.ifeval_compat {
            Conventions::Ifeval
        } else {
            Conventions::Plain
        },
        ..VerifierOptions::default()
    };
    let started = std::time::Instant::now();
    let prepared = match args.llm.setup()? {
        None => Verifier::new(options).prepare(&instruction)?,
        Some(llm) => {
            let verifier = Verifier::new(options).with_llm(llm);
            runtime()?.block_on(verifier.prepare_async(&instruction))?
        }
    };
    let mut cost = nsvif::Cost::default();
    if let Some(note) = prepared.formulation() {
        cost.add_spend(note.spend);
    }
    cost.millis = started.elapsed().as_millis() as u64;
    let formulation_error = prepared.formulation().and_then(|n| n.error.clone());
    let spec = prepared.spec();
    let consistency = prepared.consistency();
    let clauses = nsvif_formulate::pipeline::clauses::account(&instruction, spec);
    if args.json {
        let value = serde_json::json!({
            "spec": spec,
            "clauses": clauses,
            "formula": prepared.formula().to_string(),
            "contradiction": !consistency.consistent,
            "conflicting": consistency.conflicting,
            "formulation_error": formulation_error,
            "cost": cost,
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
    if let Some(error) = &formulation_error {
        println!("! {error}");
    }
    if args.explain {
        for c in &clauses {
            let became = if c.constraints.is_empty() {
                String::new()
            } else {
                format!(" -> {}", c.constraints.join(", "))
            };
            println!(
                "= {} [{}..{}] {:?}{became}",
                c.class.as_str(),
                c.source.start,
                c.source.end,
                c.text
            );
        }
    }
    println!("formula: {}", prepared.formula());
    if cost.llm_calls + cost.cached_calls > 0 {
        println!("cost: {}", cost.to_text());
    }
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
            .map(|p| serde_json::json!({"name": p.name, "ifeval_id": p.ifeval_id, "ifbench_id": p.ifbench_id, "summary": p.summary(), "doc": p.doc}))
            .collect();
        println!("{}", serde_json::to_string_pretty(&value)?);
    } else {
        for p in entries {
            println!(
                "{:28} {:48} {}",
                p.name,
                p.ifeval_id.or(p.ifbench_id).unwrap_or("-"),
                p.summary()
            );
        }
    }
    Ok(0)
}

/// `nsvif bench INPUT --responses RESPONSES`: the official runners' scores.
fn run_official_score(args: &BenchArgs, responses: &Path) -> Result<u8> {
    let open = |path: &Path| {
        std::fs::File::open(path)
            .map(BufReader::new)
            .with_context(|| format!("opening `{}`", path.display()))
    };
    let scores = nsvif::official_score::score(open(&args.file)?, open(responses)?)
        .with_context(|| format!("scoring `{}`", responses.display()))?;
    for key in &scores.missing_responses {
        eprintln!("prompt {key}: no response, skipped");
    }
    if let Some(dir) = &args.report {
        std::fs::create_dir_all(dir).with_context(|| format!("creating `{}`", dir.display()))?;
        std::fs::write(
            dir.join("scores.json"),
            serde_json::to_string_pretty(&scores)?,
        )?;
        std::fs::write(dir.join("scores.md"), scores.to_markdown())?;
    }
    if args.json {
        println!("{}", serde_json::to_string_pretty(&scores)?);
    } else {
        print!("{}", scores.to_markdown());
    }
    Ok(0)
}

fn read_adjudications(path: &Path) -> Result<Adjudications> {
    let file = std::fs::File::open(path)
        .with_context(|| format!("opening the corrections `{}`", path.display()))?;
    Adjudications::read(BufReader::new(file))
        .with_context(|| format!("reading the corrections `{}`", path.display()))
}

fn run_bench(args: BenchArgs) -> Result<u8> {
    if let Some(responses) = &args.responses {
        return run_official_score(&args, responses);
    }
    // The corrections first: a mistake in them should not wait for the whole run.
    let adjudications = args
        .adjudications
        .as_deref()
        .map(read_adjudications)
        .transpose()?;
    let file = limits::open_regular(&args.file)?;
    let size = file.metadata().map(|m| m.len()).unwrap_or(0);
    let options = BenchOptions {
        verifier: args.modes.options(),
        given_constraints: args.given_constraints,
    };
    let llm = args.llm.setup()?;
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
    let (verifier, rt) = match llm {
        Some(llm) => (
            Verifier::new(options.verifier).with_llm(llm),
            Some(runtime()?),
        ),
        None => (Verifier::new(options.verifier), None),
    };
    if let Some(dir) = &args.vifbench_report {
        return run_vifbench(&args, &verifier, rt.as_ref(), reader, dir);
    }
    let bench_run = || match &adjudications {
        Some(adjudications) => {
            bench::run_adjudicated(&verifier, rt.as_ref(), reader, adjudications, &progress)
                .with_context(|| {
                    format!(
                        "applying the corrections `{}` to `{}`",
                        args.adjudications
                            .as_deref()
                            .unwrap_or(Path::new(""))
                            .display(),
                        args.file.display()
                    )
                })
        }
        None => Ok(bench::run_with(
            &verifier,
            rt.as_ref(),
            reader,
            options.given_constraints,
            &progress,
        )),
    };
    // --jobs sizes the pool that checks records; LLM runs go through the async runtime.
    let summary = match (args.jobs, &rt) {
        (Some(n), None) => rayon::ThreadPoolBuilder::new()
            .num_threads(usize::from(n))
            .build()
            .context("starting the thread pool")?
            .install(bench_run),
        _ => bench_run(),
    };
    if let Some(bar) = bar {
        bar.finish_and_clear();
    }
    let summary = summary?;
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

/// `nsvif bench FILE --vifbench-report DIR`.
fn run_vifbench(
    args: &BenchArgs,
    verifier: &Verifier,
    rt: Option<&tokio::runtime::Runtime>,
    reader: impl std::io::BufRead,
    dir: &Path,
) -> Result<u8> {
    let records =
        vifbench::read(reader).with_context(|| format!("reading `{}`", args.file.display()))?;
    let outcomes = match (args.jobs, rt) {
        (Some(n), None) => rayon::ThreadPoolBuilder::new()
            .num_threads(usize::from(n))
            .build()
            .context("starting the thread pool")?
            .install(|| vifbench::run(verifier, rt, &records)),
        _ => vifbench::run(verifier, rt, &records),
    };
    let setup = match rt {
        Some(_) => {
            "formulated by the rules, then the configured LLM; semantic constraints judged by it"
                .to_string()
        }
        None => {
            "formulated by the rules alone, no LLM (semantic constraints stay unknown)".to_string()
        }
    };
    let report = vifbench::VifbenchReport::new(&records, &outcomes, setup);
    vifbench::write(dir, &report)?;
    if args.json {
        println!("{}", serde_json::to_string_pretty(&report)?);
    } else {
        print!("{}", report.to_markdown());
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
            let value = |v: &Option<bool>| match v {
                Some(true) => "true",
                Some(false) => "false",
                None => "unknown",
            };
            let label = match d.label {
                bench::Label::Sat => "sat",
                bench::Label::Unsat => "unsat",
            };
            let mut line = format!("  {id}: label {label}, verdict {}", d.verdict.as_str());
            for (t, l, g) in &d.constraints {
                line.push_str(&format!("; {t} label {} nsvif {}", value(l), value(g)));
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
