//! The command line's flags (clap definitions), and what they turn into: verifier
//! options, input bounds and the LLM setup. The commands read these; nothing here runs one.

use std::path::PathBuf;

use anyhow::Result;
use clap::{Args, Parser, Subcommand};
use nsvif::limits::{self, Bound};
use nsvif::{CheckOptions, Conventions, Formulator, IfbenchVersion, LlmSetup, VerifierOptions};
use nsvif_llm::LlmSettings;

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
    after_help = "Examples:\n  nsvif check --instruction \"Answer in all lowercase letters and do not use any commas.\" --output \"hello there, friend\"\n  nsvif check --instruction @prompt.txt --output @answer.txt --json\n  nsvif check --messages examples/conversation.json\n  nsvif formulate --instruction \"Write at least 500 words. Use fewer than 100 words.\"\n  nsvif bench data.vif.jsonl --given-constraints --json\n  nsvif bench ifeval_gpt4.vif.jsonl --adjudications bench/adjudications/ifeval.jsonl\n  NSVIF_LLM_BASE_URL=http://127.0.0.1:8000/v1 nsvif check --llm-model qwen2.5-7b-instruct --cache-dir .nsvif-cache -i \"Use a pessimistic tone.\" -o @answer.txt"
)]
pub(crate) struct Cli {
    #[command(subcommand)]
    pub(crate) command: Command,
}

#[derive(Subcommand)]
pub(crate) enum Command {
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
    /// Serve the checks over HTTP: a JSON API (/v1/check, /v1/check_many, /v1/formulate),
    /// /metrics, /openapi.json and a playground page at /.
    Serve(crate::serve::ServeArgs),
    /// Serve the checks as Model Context Protocol tools (check, formulate) over stdio.
    Mcp(crate::serve::McpArgs),
    /// Print a shell completion script (`nsvif completions bash >
    /// ~/.local/share/bash-completion/completions/nsvif`).
    Completions {
        /// The shell to complete in.
        #[arg(value_enum)]
        shell: clap_complete::Shell,
    },
    /// Print the manual page nsvif(1) (`nsvif man > nsvif.1`), or with --dir write one
    /// page per command into DIR (nsvif.1, nsvif-check.1, ...).
    Man {
        /// Write nsvif.1 and a page per command into this directory instead of printing.
        #[arg(long, value_name = "DIR")]
        dir: Option<PathBuf>,
    },
}

#[derive(Args)]
pub(crate) struct Modes {
    /// Apply the documented fixes to the official IFEval rules (docs/COMPATIBILITY.md).
    #[arg(long)]
    pub(crate) ifeval_fixes: bool,
    /// Apply the documented fixes to the official IFBench rules (docs/COMPATIBILITY.md).
    #[arg(long)]
    pub(crate) ifbench_fixes: bool,
    /// The IFBench checker to reproduce: frozen (if-verifiable 0.1.2, the published
    /// results' code) or upstream (allenai/IFBench db69a6f); docs/COMPATIBILITY.md.
    #[arg(long, value_name = "VERSION", default_value = "frozen", value_parser = parse_ifbench_version)]
    pub(crate) ifbench_version: IfbenchVersion,
    /// IFEval loose mode: also try the output without its first/last line and without `*`.
    #[arg(long)]
    pub(crate) loose: bool,
    /// Check `<think>…</think>` reasoning traces as part of the output (removed by default).
    #[arg(long)]
    pub(crate) keep_think: bool,
    /// The time budget of one check, in seconds (0 < SECONDS <= 3600): a constraint not
    /// decided by then is unknown with the reason; the rest of the verdict stands.
    #[arg(long, value_name = "SECONDS", default_value = "5", value_parser = parse_check_timeout)]
    pub(crate) check_timeout: std::time::Duration,
    /// Read the instruction with IFEval's own conventions (its case instructions also
    /// require English; requirements of kinds IFEval never checks are task text), for
    /// scoring IFEval from text. Given IFEval ids always keep IFEval's meaning.
    #[arg(long)]
    pub(crate) ifeval_compat: bool,
    /// Count soft constraints ("preferably under 50 words", "if possible, avoid commas")
    /// as requirements: their violations make the verdict `unsat` instead of warnings.
    #[arg(long)]
    pub(crate) strict_soft: bool,
}

impl Modes {
    pub(crate) fn options(&self) -> VerifierOptions {
        VerifierOptions {
            check: CheckOptions {
                ifeval_fixes: self.ifeval_fixes,
                ifbench_fixes: self.ifbench_fixes,
                ifbench_version: self.ifbench_version,
                check_timeout: Some(self.check_timeout),
            },
            strip_think: !self.keep_think,
            loose: self.loose,
            conventions: if self.ifeval_compat {
                Conventions::Ifeval
            } else {
                Conventions::Plain
            },
            strict_soft: self.strict_soft,
        }
    }
}

/// `--ifbench-version`: frozen (or 0.1.2), upstream (or latest).
fn parse_check_timeout(s: &str) -> Result<std::time::Duration, String> {
    match s.parse::<f64>() {
        Ok(secs) if secs > 0.0 && secs <= 3600.0 => Ok(std::time::Duration::from_secs_f64(secs)),
        _ => Err("--check-timeout must be a number of seconds in (0, 3600]".into()),
    }
}

fn parse_ifbench_version(s: &str) -> Result<IfbenchVersion, String> {
    s.parse()
        .map_err(|e: nsvif::UnknownIfbenchVersion| e.to_string())
}

/// How instructions become Specs.
#[derive(Clone, Copy, clap::ValueEnum)]
pub(crate) enum FormulatorArg {
    /// The rules alone (no LLM).
    Rules,
    /// The rules, then the LLM for what they left unexplained.
    Combined,
    /// The LLM for the whole instruction.
    Llm,
}

#[derive(Args)]
pub(crate) struct LlmArgs {
    /// OpenAI-compatible endpoint, up to `/v1` [env: NSVIF_LLM_BASE_URL] [default: https://api.openai.com/v1].
    #[arg(long, value_name = "URL")]
    pub(crate) llm_base_url: Option<String>,
    /// The model that formulates (and judges, unless --judge-model); naming one turns the LLM on [env: NSVIF_LLM_MODEL].
    #[arg(long, value_name = "MODEL")]
    pub(crate) llm_model: Option<String>,
    /// The model that judges semantic constraints [env: NSVIF_JUDGE_MODEL] [default: --llm-model].
    #[arg(long, value_name = "MODEL")]
    pub(crate) judge_model: Option<String>,
    /// The API key; prefer the environment, flags show in process lists [env: OPENAI_API_KEY].
    #[arg(long, value_name = "KEY")]
    pub(crate) llm_api_key: Option<String>,
    /// A TOML file with any of base_url, model, judge_model, api_key, timeout_secs, max_retries, backoff_ms, concurrency, temperature, cache_dir [env: NSVIF_LLM_CONFIG].
    #[arg(long, value_name = "FILE")]
    pub(crate) llm_config: Option<PathBuf>,
    /// Seconds per LLM call attempt, at most 3600 [default: 60].
    #[arg(long, value_name = "SECS")]
    pub(crate) llm_timeout: Option<f64>,
    /// Seconds per LLM call, retries and their waits included, at most 3600 [default: 120].
    #[arg(long, value_name = "SECS")]
    pub(crate) llm_deadline: Option<f64>,
    /// Keep LLM answers and Specs here, content-addressed: an identical run costs nothing [env: NSVIF_CACHE_DIR].
    #[arg(long, value_name = "DIR")]
    pub(crate) cache_dir: Option<PathBuf>,
    /// Write every LLM exchange of this run to FILE (JSONL), to --replay it offline.
    #[arg(long, value_name = "FILE", conflicts_with = "replay")]
    pub(crate) record: Option<PathBuf>,
    /// Answer LLM calls from a --record file, with no endpoint (give the same models).
    #[arg(long, value_name = "FILE")]
    pub(crate) replay: Option<PathBuf>,
    /// Ask each semantic question K times; a strict majority decides, else unknown.
    #[arg(long, value_name = "K", default_value_t = 1, value_parser = clap::value_parser!(u32).range(1..=15))]
    pub(crate) votes: u32,
    /// How instructions become Specs [default: combined with an LLM, else rules].
    #[arg(long, value_enum)]
    pub(crate) formulator: Option<FormulatorArg>,
}

impl LlmArgs {
    /// The LLM the flags, the environment and the config file describe, if any
    /// (nsvif-llm's one resolver: flags over `NSVIF_LLM_*` over `--llm-config` or
    /// `NSVIF_LLM_CONFIG`).
    pub(crate) fn setup(&self) -> Result<Option<LlmSetup>> {
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
        let asks_llm_formulation = matches!(
            self.formulator,
            Some(FormulatorArg::Combined | FormulatorArg::Llm)
        );
        let Some(config) = LlmSettings::resolve_layered(
            flags,
            self.llm_config.as_deref(),
            |k| std::env::var(k).ok(),
            asks_llm_formulation,
            "use --llm-model MODEL (or NSVIF_LLM_MODEL, or `model` in --llm-config)",
        )?
        else {
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

/// How large an input may be; reading stops there with an error.
#[derive(Args)]
pub(crate) struct InputLimits {
    /// The largest output or Spec read, in MiB.
    #[arg(long, value_name = "MIB", default_value_t = limits::DEFAULT_MAX_INPUT_MIB,
          value_parser = clap::value_parser!(u64).range(1..=1 << 20))]
    pub(crate) max_input_mib: u64,
    /// The largest instruction read, in KiB.
    #[arg(long, value_name = "KIB", default_value_t = limits::DEFAULT_MAX_INSTRUCTION_KIB,
          value_parser = clap::value_parser!(u64).range(1..=1 << 30))]
    pub(crate) max_instruction_kib: u64,
}

impl InputLimits {
    pub(crate) fn input(&self) -> Bound {
        Bound {
            limit: self.max_input_mib << 20,
            raise: "raise the limit with --max-input-mib",
        }
    }

    pub(crate) fn instruction(&self) -> Bound {
        Bound {
            limit: self.max_instruction_kib << 10,
            raise: "raise the limit with --max-instruction-kib",
        }
    }
}

#[derive(Args)]
pub(crate) struct CheckArgs {
    /// The instruction: text, or @FILE to read it from a file.
    #[arg(
        long,
        short = 'i',
        value_name = "TEXT|@FILE",
        allow_hyphen_values = true
    )]
    pub(crate) instruction: Option<String>,
    /// A conversation instead of an instruction: a JSON file (- for standard input) of
    /// OpenAI-style messages, `[{"role": "system", "content": "…"}, …]` or
    /// `{"messages": […]}`. The system and user messages instruct; the last message, when
    /// it is the assistant's, is the output to check.
    #[arg(long, value_name = "FILE|-", conflicts_with_all = ["instruction", "spec"])]
    pub(crate) messages: Option<String>,
    /// The output to check: text, or @FILE (@- reads standard input). Optional with
    /// --messages ending in the assistant's reply.
    #[arg(
        long,
        short = 'o',
        value_name = "TEXT|@FILE",
        allow_hyphen_values = true
    )]
    pub(crate) output: Option<String>,
    /// A Spec JSON file to check against instead of formulating the instruction.
    #[arg(long, value_name = "FILE")]
    pub(crate) spec: Option<PathBuf>,
    /// Print one JSON object instead of text.
    #[arg(long)]
    pub(crate) json: bool,
    /// With an LLM, review the instruction even when the rules' reading already fails the
    /// output, so the report lists every violation (a review only adds constraints: it
    /// cannot change that verdict, so by default it is skipped).
    #[arg(long)]
    pub(crate) all_violations: bool,
    #[command(flatten)]
    pub(crate) modes: Modes,
    #[command(flatten)]
    pub(crate) limits: InputLimits,
    #[command(flatten)]
    pub(crate) llm: LlmArgs,
}

#[derive(Args)]
pub(crate) struct PhrasingsArgs {
    /// Corpus files (JSON Lines; format in bench/phrasings/README.md).
    #[arg(required = true)]
    pub(crate) files: Vec<PathBuf>,
    /// Print one JSON object instead of text.
    #[arg(long)]
    pub(crate) json: bool,
}

#[derive(Args)]
pub(crate) struct FormulateArgs {
    /// The instruction: text, or @FILE.
    #[arg(
        long,
        short = 'i',
        value_name = "TEXT|@FILE",
        allow_hyphen_values = true
    )]
    pub(crate) instruction: String,
    /// Print JSON instead of text.
    #[arg(long)]
    pub(crate) json: bool,
    /// Also list every clause of the instruction with its class (read, task, unread
    /// requirement) and the constraints it became (the JSON always has `clauses`).
    #[arg(long)]
    pub(crate) explain: bool,
    /// Read with IFEval's own conventions (see `check --ifeval-compat`).
    #[arg(long)]
    pub(crate) ifeval_compat: bool,
    #[command(flatten)]
    pub(crate) limits: InputLimits,
    #[command(flatten)]
    pub(crate) llm: LlmArgs,
}

#[derive(Args)]
pub(crate) struct BenchArgs {
    /// The JSONL file.
    pub(crate) file: PathBuf,
    /// Build each Spec from the record's `constraints` instead of formulating the instruction.
    #[arg(long)]
    pub(crate) given_constraints: bool,
    /// Score like the official IFEval/IFBench runners: FILE is their input (`key`, `prompt`,
    /// `instruction_id_list`, `kwargs` per line) and RESPONSES their responses (`prompt`,
    /// `response` per line, or lm-evaluation-harness `samples_*.jsonl`); prints prompt- and
    /// instruction-level accuracy, strict and loose, per type. With --report DIR, also
    /// writes the runners' eval_results_strict.jsonl and eval_results_loose.jsonl.
    #[arg(long, value_name = "RESPONSES", conflicts_with_all = ["given_constraints", "adjudications"])]
    pub(crate) responses: Option<PathBuf>,
    /// Print one JSON object instead of a table.
    #[arg(long)]
    pub(crate) json: bool,
    /// Threads, 1 to 256 (default: all cores).
    #[arg(long, value_name = "N", value_parser = clap::value_parser!(u16).range(1..=limits::MAX_THREADS as i64))]
    pub(crate) jobs: Option<u16>,
    /// Write disagreements.jsonl and by_type.md to this directory (with --responses: scores.json,
    /// scores.md and the official eval_results_strict.jsonl / eval_results_loose.jsonl).
    #[arg(long, value_name = "DIR")]
    pub(crate) report: Option<PathBuf>,
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
    pub(crate) adjudications: Option<PathBuf>,
    /// Score VIFBench records (bench/vifbench/generate.py) by complexity group and
    /// constraint type beside the paper's figures; write report.json, report.md and SVG
    /// charts to DIR and print the Markdown.
    #[arg(long, value_name = "DIR", conflicts_with_all = ["given_constraints", "adjudications", "report"])]
    pub(crate) vifbench_report: Option<PathBuf>,
    #[command(flatten)]
    pub(crate) modes: Modes,
    #[command(flatten)]
    pub(crate) llm: LlmArgs,
}
