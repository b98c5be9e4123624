//! `nsvif serve` and `nsvif mcp`: the verifier as an HTTP service or as MCP tools over
//! stdio (`nsvif_serve`), with the check modes and the LLM the flags describe.

use std::net::SocketAddr;
use std::time::Duration;

use anyhow::Result;
use clap::Args;
use nsvif::limits;
use nsvif::Verifier;
use nsvif_serve::{Bounds, RequestLimits, Service};

use crate::flags::{LlmArgs, Modes};

/// The environment variable that holds the bearer token (flags show in process lists).
const TOKEN_ENV: &str = "NSVIF_SERVE_TOKEN";

#[derive(Args)]
pub(crate) struct ServeArgs {
    /// Where to listen; port 0 picks a free port (the address is printed on stderr).
    #[arg(long, value_name = "ADDR", default_value = "127.0.0.1:8080")]
    addr: SocketAddr,
    /// Require `Authorization: Bearer TOKEN` on /v1/* and /metrics [env: NSVIF_SERVE_TOKEN].
    #[arg(long, value_name = "TOKEN")]
    token: Option<String>,
    /// The largest request body, in MiB.
    #[arg(long, value_name = "MIB", default_value_t = 8,
          value_parser = clap::value_parser!(u64).range(1..=1024))]
    max_body_mib: u64,
    /// API requests answered at once; past it, 503 with Retry-After.
    #[arg(long, value_name = "N", default_value_t = 64,
          value_parser = clap::value_parser!(u64).range(1..=65536))]
    max_in_flight: u64,
    /// Seconds one API request may take, reading its body included.
    #[arg(long, value_name = "SECS", default_value_t = 30.0)]
    deadline: f64,
    /// The most items in one /v1/check_many request.
    #[arg(long, value_name = "N", default_value_t = 10_000)]
    max_items: usize,
    #[command(flatten)]
    common: ServiceArgs,
}

/// What `serve` and `mcp` share: how outputs are checked and the LLM.
#[derive(Args)]
pub(crate) struct ServiceArgs {
    /// Distinct instructions kept prepared (least recently used dropped first).
    #[arg(long, value_name = "N", default_value_t = 4096)]
    cache_capacity: usize,
    /// The largest instruction accepted, in KiB (outputs are bounded by the body size).
    #[arg(long, value_name = "KIB", default_value_t = limits::DEFAULT_MAX_INSTRUCTION_KIB,
          value_parser = clap::value_parser!(u64).range(1..=1 << 30))]
    max_instruction_kib: u64,
    #[command(flatten)]
    modes: Modes,
    #[command(flatten)]
    llm: LlmArgs,
}

impl ServiceArgs {
    fn service(&self, max_items: usize) -> Result<Service> {
        let builder = Verifier::builder()
            .options(self.modes.options())
            .cache_capacity(self.cache_capacity);
        let (verifier, llm) = match self.llm.setup()? {
            Some(llm) => (builder.llm(llm).build()?, true),
            None => (builder.build()?, false),
        };
        let limits = RequestLimits {
            max_instruction_bytes: usize::try_from(self.max_instruction_kib << 10)
                .unwrap_or(usize::MAX),
            max_items,
        };
        Ok(Service::new(verifier, llm, limits))
    }
}

pub(crate) fn run(args: ServeArgs) -> Result<u8> {
    if !(args.deadline.is_finite() && args.deadline > 0.0 && args.deadline <= 3600.0) {
        anyhow::bail!("--deadline must be more than 0 and at most 3600 seconds");
    }
    let service = args.common.service(args.max_items)?;
    let token = args.token.or_else(|| std::env::var(TOKEN_ENV).ok());
    let deadline = Duration::from_secs_f64(args.deadline);
    let bounds = Bounds::new(
        token.filter(|t| !t.is_empty()),
        usize::try_from(args.max_body_mib << 20).unwrap_or(usize::MAX),
        args.max_in_flight as usize,
        deadline,
    );
    let router = nsvif_serve::router(service, bounds);
    crate::runtime()?.block_on(async {
        let listener = nsvif_serve::bind(args.addr).await?;
        let addr = listener.local_addr()?;
        eprintln!("nsvif serve: listening on http://{addr}");
        let times = nsvif_serve::ConnectionTimes {
            // A request's header is due within its deadline too.
            header_read: deadline,
            // In-flight requests end within their deadline; a second more covers the answer.
            grace: deadline + Duration::from_secs(1),
        };
        nsvif_serve::serve(listener, router, nsvif_serve::shutdown_signal(), times).await;
        eprintln!("nsvif serve: stopped");
        anyhow::Ok(0)
    })
}

#[derive(Args)]
pub(crate) struct McpArgs {
    #[command(flatten)]
    common: ServiceArgs,
}

pub(crate) fn run_mcp(args: McpArgs) -> Result<u8> {
    let service = args.common.service(RequestLimits::default().max_items)?;
    crate::runtime()?.block_on(nsvif_serve::mcp::serve_stdio(service))?;
    Ok(0)
}
