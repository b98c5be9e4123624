//! nsvif as a service: `nsvif serve` (an HTTP JSON API, Prometheus metrics, an OpenAPI
//! document and a playground page) and `nsvif mcp` (Model Context Protocol tools over
//! stdio), both over one [`Service`]: a shared [`nsvif::Verifier`] whose prepare cache
//! every request uses.
//!
//! ```text
//! HTTP ─▶ bounds (token, body size, in-flight cap, deadline) ─▶ Service ─▶ Verifier
//! MCP (stdio) ──────────────────────────────────────────────────▶ Service
//! ```

mod bounds;
mod error;
mod formulation;
mod http;
pub mod mcp;
mod metrics;
pub mod openapi;
mod request;
mod server;
mod service;

pub use bounds::Bounds;
pub use error::ApiError;
pub use formulation::Formulation;
pub use http::router;
pub use metrics::Metrics;
pub use request::{CheckManyRequest, CheckManyResponse, CheckRequest, FormulateRequest};
pub use server::{bind, serve, shutdown_signal, ConnectionTimes, ServeError};
pub use service::{RequestLimits, Service};
