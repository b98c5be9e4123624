//! A bounded load generator for `nsvif serve`, and the library baseline it is compared
//! with. Only 127.0.0.1 is a target: the address must be a loopback one.
//!
//! ```text
//! load library N
//!     N checks of one instruction through the library (prepared once, then cached)
//! load http ADDR N CLIENTS [NEW_PER_MILLE] [MAX_SECS]
//!     N POST /v1/check from CLIENTS keep-alive connections, a share of NEW_PER_MILLE
//!     (default 0) with an instruction never seen before, the rest from eight cached
//!     ones; stops after MAX_SECS (default 120). Prints throughput and p50/p99 latency.
//! load ping ADDR N
//!     N GET /healthz from one keep-alive connection: the HTTP round trip alone.
//! ```

use std::net::SocketAddr;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::Arc;
use std::time::{Duration, Instant};

use http_body_util::{BodyExt, Full};
use hyper::body::Bytes;
use hyper::Request;
use hyper_util::rt::TokioIo;

/// IFEval-like instructions; the cached share of the load cycles through them.
const INSTRUCTIONS: [&str; 8] = [
    "Answer in all lowercase letters and do not use any commas.",
    "Write a short poem about the sea. Use fewer than 60 words.",
    "Explain photosynthesis in exactly 3 bullet points. Do not use the word 'green'.",
    "Write a product description. Wrap your entire response in double quotation marks.",
    "Describe your ideal weekend. End your response with 'Is there anything else I can help with?'",
    "Write a haiku. Your answer must contain a title, wrapped in double angular brackets, such as <<poem of joy>>.",
    "List three fruits in JSON format. Do not include any text outside the JSON.",
    "Write a letter to a friend in at least 5 sentences. Highlight at least 2 sections with markdown, i.e. *highlighted section*.",
];

const OUTPUT: &str = "hello there, friend. the sea is calm today and the sun is warm on the sand. \
we walked along the shore and talked about nothing much at all.";

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let result = match args.first().map(String::as_str) {
        Some("library") => library(&args[1..]),
        Some("http") => http(&args[1..]),
        Some("ping") => ping(&args[1..]),
        _ => Err(
            "usage: load library N | load http ADDR N CLIENTS [NEW_PER_MILLE] [MAX_SECS] | load ping ADDR N".into(),
        ),
    };
    if let Err(e) = result {
        eprintln!("load: {e}");
        std::process::exit(2);
    }
}

type Error = Box<dyn std::error::Error + Send + Sync>;

fn number<T: std::str::FromStr>(args: &[String], i: usize, default: Option<T>) -> Result<T, Error> {
    match (args.get(i), default) {
        (Some(s), _) => s
            .parse()
            .map_err(|_| format!("`{s}` is not a number").into()),
        (None, Some(d)) => Ok(d),
        (None, None) => Err("missing argument".into()),
    }
}

fn library(args: &[String]) -> Result<(), Error> {
    let n: u64 = number(args, 0, None)?;
    let verifier = nsvif::Verifier::default();
    let started = Instant::now();
    let mut unsat = 0;
    for _ in 0..n {
        let report = verifier.check(INSTRUCTIONS[0], OUTPUT)?;
        unsat += u64::from(report.verdict == nsvif::Verdict::Unsat);
    }
    let took = started.elapsed();
    println!(
        "library: {n} checks in {:.3} s, {:.1} µs per check ({unsat} unsat)",
        took.as_secs_f64(),
        took.as_secs_f64() * 1e6 / n as f64
    );
    Ok(())
}

/// The address in `args[0]`, which must be a loopback one.
fn loopback(args: &[String]) -> Result<SocketAddr, Error> {
    let addr: SocketAddr = args.first().ok_or("missing ADDR")?.parse()?;
    if !addr.ip().is_loopback() {
        return Err(format!("{addr} is not a loopback address").into());
    }
    Ok(addr)
}

fn ping(args: &[String]) -> Result<(), Error> {
    let addr = loopback(args)?;
    let n: u64 = number(args, 1, None)?;
    let runtime = tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()?;
    runtime.block_on(async {
        let mut sender = connect(addr).await?;
        let started = Instant::now();
        for _ in 0..n {
            let request = Request::get("/healthz")
                .header("host", "127.0.0.1")
                .body(Full::new(Bytes::new()))?;
            sender.ready().await?;
            sender
                .send_request(request)
                .await?
                .into_body()
                .collect()
                .await?;
        }
        let took = started.elapsed().as_secs_f64();
        println!(
            "ping: {n} round trips, {:.1} µs each",
            took * 1e6 / n as f64
        );
        Ok(())
    })
}

fn http(args: &[String]) -> Result<(), Error> {
    let addr = loopback(args)?;
    let n: u64 = number(args, 1, None)?;
    let clients: u64 = number(args, 2, None)?;
    let new_per_mille: u64 = number(args, 3, Some(0))?;
    let max_secs: u64 = number(args, 4, Some(120))?;
    let runtime = tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()?;
    runtime.block_on(drive(addr, n, clients.max(1), new_per_mille, max_secs))
}

async fn drive(
    addr: SocketAddr,
    n: u64,
    clients: u64,
    new_per_mille: u64,
    max_secs: u64,
) -> Result<(), Error> {
    let next = Arc::new(AtomicU64::new(0));
    let stop_at = Instant::now() + Duration::from_secs(max_secs);
    // Each run's new instructions differ from every earlier run's.
    let run = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map(|d| d.as_nanos())
        .unwrap_or(0);
    let started = Instant::now();
    let tasks: Vec<_> = (0..clients)
        .map(|_| {
            let next = Arc::clone(&next);
            tokio::spawn(client(addr, next, n, new_per_mille, run, stop_at))
        })
        .collect();
    let mut latencies = Vec::new();
    let mut failures = 0u64;
    for task in tasks {
        let (mut l, f) = task.await??;
        latencies.append(&mut l);
        failures += f;
    }
    let took = started.elapsed().as_secs_f64();
    latencies.sort_unstable();
    let quantile = |q: f64| {
        latencies
            .get(((latencies.len() as f64 * q) as usize).min(latencies.len().saturating_sub(1)))
            .map_or(0.0, |d| d.as_secs_f64() * 1e3)
    };
    println!(
        "http: {} checks ({} failed) from {clients} clients, {new_per_mille}‰ new, in {took:.2} s: \
{:.0} checks/s, p50 {:.3} ms, p99 {:.3} ms, max {:.3} ms",
        latencies.len(),
        failures,
        latencies.len() as f64 / took,
        quantile(0.50),
        quantile(0.99),
        quantile(1.0),
    );
    Ok(())
}

/// One keep-alive connection sending checks until `n` are taken or time is up: each
/// answer's latency, and how many were not 200.
async fn client(
    addr: SocketAddr,
    next: Arc<AtomicU64>,
    n: u64,
    new_per_mille: u64,
    run: u128,
    stop_at: Instant,
) -> Result<(Vec<Duration>, u64), Error> {
    let stream = tokio::net::TcpStream::connect(addr).await?;
    stream.set_nodelay(true)?;
    let (mut sender, connection) =
        hyper::client::conn::http1::handshake(TokioIo::new(stream)).await?;
    tokio::spawn(connection);
    let mut latencies = Vec::new();
    let mut failures = 0;
    loop {
        let i = next.fetch_add(1, Ordering::Relaxed);
        if i >= n || Instant::now() >= stop_at {
            break;
        }
        // Spread the new instructions evenly: request i is new when i·‰ crosses a step.
        let new = (i + 1) * new_per_mille / 1000 > i * new_per_mille / 1000;
        let instruction = if new {
            format!(
                "{} Use at most {} words. Run {run}.",
                INSTRUCTIONS[(i % 8) as usize],
                50 + i
            )
        } else {
            INSTRUCTIONS[(i % 8) as usize].to_string()
        };
        let body = serde_json::json!({ "instruction": instruction, "output": OUTPUT }).to_string();
        let request = Request::post("/v1/check")
            .header("host", "127.0.0.1")
            .header("content-type", "application/json")
            .body(Full::new(Bytes::from(body)))?;
        let sent = Instant::now();
        sender.ready().await?;
        let response = sender.send_request(request).await?;
        let ok = response.status() == 200;
        response.into_body().collect().await?;
        latencies.push(sent.elapsed());
        failures += u64::from(!ok);
    }
    Ok((latencies, failures))
}

/// A keep-alive HTTP/1.1 connection to `addr`.
async fn connect(
    addr: SocketAddr,
) -> Result<hyper::client::conn::http1::SendRequest<Full<Bytes>>, Error> {
    let stream = tokio::net::TcpStream::connect(addr).await?;
    stream.set_nodelay(true)?;
    let (sender, connection) = hyper::client::conn::http1::handshake(TokioIo::new(stream)).await?;
    tokio::spawn(connection);
    Ok(sender)
}
