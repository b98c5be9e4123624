//! The requests and responses of the API, shared by HTTP and MCP: the request types'
//! JSON Schemas are the OpenAPI document's and the MCP tools' input schemas.

use nsvif::Report;
use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

/// One output to check against the instruction that produced it.
#[derive(Debug, Clone, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct CheckRequest {
    /// The instruction (prompt) the output answers.
    pub instruction: String,
    /// The LLM output to check.
    pub output: String,
}

/// Many outputs, each with its instruction; answered in order.
#[derive(Debug, Clone, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct CheckManyRequest {
    pub items: Vec<CheckRequest>,
}

/// The reports of a `check_many` request, in the items' order.
#[derive(Debug, Clone, Serialize)]
pub struct CheckManyResponse {
    pub reports: Vec<Report>,
}

/// An instruction to read into constraints and a formula.
#[derive(Debug, Clone, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct FormulateRequest {
    /// The instruction (prompt) to formulate.
    pub instruction: String,
}
