//! [`Metrics`]: what the server has answered, in the Prometheus text format (`GET /metrics`).

use std::sync::Mutex;
use std::time::Duration;

use nsvif::{CacheStats, Report, Verdict};
use prometheus::{
    Encoder, HistogramOpts, HistogramVec, IntCounter, IntCounterVec, IntGauge, Opts, Registry,
    TextEncoder,
};

/// Request latency buckets, in seconds: a cached check takes well under a millisecond, a
/// new instruction milliseconds, a check with LLM calls seconds.
const LATENCY_BUCKETS: &[f64] = &[
    0.0002, 0.0005, 0.001, 0.002, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1.0, 2.5, 5.0, 10.0,
    30.0,
];

pub struct Metrics {
    registry: Registry,
    requests: IntCounterVec,
    latency: HistogramVec,
    in_flight: IntGauge,
    verdicts: IntCounterVec,
    llm_calls: IntCounter,
    llm_cached_calls: IntCounter,
    llm_input_tokens: IntCounter,
    llm_output_tokens: IntCounter,
    /// Formulations answered from the LLM's Spec cache (the prepare cache's hits are the
    /// verifier's own count, read at each scrape).
    spec_cache_hits: IntCounter,
    cache_hits: IntCounter,
    formulations: IntCounter,
    /// The verifier's counts as of the last scrape, so its counters only move forward.
    scraped: Mutex<CacheStats>,
}

impl std::fmt::Debug for Metrics {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Metrics").finish_non_exhaustive()
    }
}

impl Default for Metrics {
    fn default() -> Self {
        Metrics::new()
    }
}

impl Metrics {
    pub fn new() -> Metrics {
        let registry = Registry::new();
        let requests = IntCounterVec::new(
            Opts::new("nsvif_http_requests_total", "HTTP requests answered"),
            &["route", "status"],
        )
        .expect("valid metric");
        let latency = HistogramVec::new(
            HistogramOpts::new(
                "nsvif_http_request_duration_seconds",
                "Time from request to response",
            )
            .buckets(LATENCY_BUCKETS.to_vec()),
            &["route"],
        )
        .expect("valid metric");
        let in_flight = IntGauge::new("nsvif_http_in_flight", "API requests being answered")
            .expect("valid metric");
        let verdicts = IntCounterVec::new(
            Opts::new("nsvif_verdicts_total", "Outputs checked, by verdict"),
            &["verdict"],
        )
        .expect("valid metric");
        let counter = |name: &str, help: &str| IntCounter::new(name, help).expect("valid metric");
        let metrics = Metrics {
            llm_calls: counter("nsvif_llm_calls_total", "LLM calls made"),
            llm_cached_calls: counter(
                "nsvif_llm_cached_calls_total",
                "LLM calls answered from the answer cache",
            ),
            llm_input_tokens: counter("nsvif_llm_input_tokens_total", "LLM input tokens"),
            llm_output_tokens: counter("nsvif_llm_output_tokens_total", "LLM output tokens"),
            spec_cache_hits: counter(
                "nsvif_llm_spec_cache_hits_total",
                "LLM formulations answered from the Spec cache",
            ),
            cache_hits: counter(
                "nsvif_cache_hits_total",
                "Instructions answered from the prepare cache",
            ),
            formulations: counter(
                "nsvif_formulations_total",
                "Instructions formulated by the rules (prepare cache misses)",
            ),
            registry,
            requests,
            latency,
            in_flight,
            verdicts,
            scraped: Mutex::new(CacheStats::default()),
        };
        let collectors: Vec<Box<dyn prometheus::core::Collector>> = vec![
            Box::new(metrics.requests.clone()),
            Box::new(metrics.latency.clone()),
            Box::new(metrics.in_flight.clone()),
            Box::new(metrics.verdicts.clone()),
            Box::new(metrics.llm_calls.clone()),
            Box::new(metrics.llm_cached_calls.clone()),
            Box::new(metrics.llm_input_tokens.clone()),
            Box::new(metrics.llm_output_tokens.clone()),
            Box::new(metrics.spec_cache_hits.clone()),
            Box::new(metrics.cache_hits.clone()),
            Box::new(metrics.formulations.clone()),
        ];
        for collector in collectors {
            metrics
                .registry
                .register(collector)
                .expect("metric names are distinct");
        }
        metrics
    }

    /// One HTTP request answered.
    pub(crate) fn request(&self, route: &str, status: &str, took: Duration) {
        self.requests.with_label_values(&[route, status]).inc();
        self.latency
            .with_label_values(&[route])
            .observe(took.as_secs_f64());
    }

    pub(crate) fn in_flight(&self) -> &IntGauge {
        &self.in_flight
    }

    /// One output checked: its verdict and what its LLM calls (formulation included) cost.
    pub(crate) fn checked(&self, report: &Report) {
        let verdict = match report.verdict {
            Verdict::Sat => "sat",
            Verdict::Unsat => "unsat",
            Verdict::Unknown => "unknown",
        };
        self.verdicts.with_label_values(&[verdict]).inc();
        self.spent(&report.cost);
    }

    /// What some LLM calls cost.
    pub(crate) fn spent(&self, cost: &nsvif::Cost) {
        self.llm_calls.inc_by(cost.llm_calls);
        self.llm_cached_calls.inc_by(cost.cached_calls);
        self.llm_input_tokens.inc_by(cost.input_tokens);
        self.llm_output_tokens.inc_by(cost.output_tokens);
    }

    /// A formulation answered from the LLM's Spec cache.
    pub(crate) fn spec_cache_hit(&self) {
        self.spec_cache_hits.inc();
    }

    /// Everything counted, in the Prometheus text format; `stats` are the verifier's
    /// prepare-cache counts now.
    pub fn render(&self, stats: CacheStats) -> String {
        {
            let mut scraped = self.scraped.lock().unwrap_or_else(|p| p.into_inner());
            self.cache_hits
                .inc_by(stats.hits.saturating_sub(scraped.hits));
            self.formulations
                .inc_by(stats.formulations.saturating_sub(scraped.formulations));
            *scraped = stats;
        }
        let mut out = Vec::new();
        // Encoding into a Vec cannot fail, and the names and labels are valid UTF-8.
        let _ = TextEncoder::new().encode(&self.registry.gather(), &mut out);
        String::from_utf8_lossy(&out).into_owned()
    }
}
