//! `nsvif mcp`: the checks as Model Context Protocol tools over stdio (the official Rust
//! SDK, `rmcp`). Tools `check` and `formulate` take the HTTP API's requests; a result
//! carries the verdict, the violations and feedback a model can act on, as text, and the
//! whole report as structured content.

use rmcp::handler::server::router::tool::ToolRouter;
use rmcp::handler::server::wrapper::Parameters;
use rmcp::model::{CallToolResult, ContentBlock, Implementation, ServerCapabilities, ServerConfig};
use rmcp::{tool, tool_handler, tool_router, ServerHandler, ServiceExt};
use serde_json::Value;

use crate::error::ApiError;
use crate::request::{CheckRequest, FormulateRequest};
use crate::service::Service;

/// The MCP server: the tools over a [`Service`].
#[derive(Clone)]
pub struct McpServer {
    service: Service,
    tool_router: ToolRouter<McpServer>,
}

#[tool_router]
impl McpServer {
    pub fn new(service: Service) -> McpServer {
        McpServer {
            service,
            tool_router: Self::tool_router(),
        }
    }

    #[tool(
        description = "Check whether an LLM output follows the instruction that produced it. \
Returns the verdict (sat, unsat or unknown), each violated constraint with what was measured \
and required, and feedback telling the model what to fix."
    )]
    async fn check(&self, Parameters(request): Parameters<CheckRequest>) -> CallToolResult {
        match self.service.check(request).await {
            Ok(report) => {
                let feedback = report.feedback();
                let mut text = report.to_text();
                if !feedback.is_empty() {
                    text.push_str("\nfeedback:\n");
                    text.push_str(&feedback);
                }
                let mut structured = serde_json::to_value(&report).unwrap_or(Value::Null);
                if let Some(object) = structured.as_object_mut() {
                    object.insert("feedback".to_string(), Value::String(feedback));
                }
                let mut result = CallToolResult::success(vec![ContentBlock::text(text)]);
                result.structured_content = Some(structured);
                result
            }
            Err(error) => failed(error),
        }
    }

    #[tool(
        description = "Read an instruction into checkable constraints and a formula: each \
constraint with the part of the instruction it was read from, each clause with its class \
(read, task, unread requirement), and whether the instruction contradicts itself."
    )]
    async fn formulate(&self, Parameters(request): Parameters<FormulateRequest>) -> CallToolResult {
        match self.service.formulate(request).await {
            Ok(formulation) => {
                let structured = serde_json::to_value(&formulation).unwrap_or(Value::Null);
                let text = serde_json::to_string_pretty(&structured).unwrap_or_default();
                let mut result = CallToolResult::success(vec![ContentBlock::text(text)]);
                result.structured_content = Some(structured);
                result
            }
            Err(error) => failed(error),
        }
    }
}

/// A tool-level error: the caller sees the code and the message.
fn failed(error: ApiError) -> CallToolResult {
    CallToolResult::error(vec![ContentBlock::text(format!(
        "{}: {error}",
        error.code()
    ))])
}

#[tool_handler(router = self.tool_router)]
impl ServerHandler for McpServer {
    fn get_info(&self) -> ServerConfig {
        ServerConfig::new(ServerCapabilities::builder().enable_tools().build())
            .with_server_info(Implementation::new("nsvif", env!("CARGO_PKG_VERSION")))
            .with_instructions(
                "Verify LLM outputs against their instructions: call `check` with the \
instruction and the output; on `unsat`, revise the output with the feedback and check again.",
            )
    }
}

/// Why the MCP server stopped.
#[derive(Debug, thiserror::Error)]
pub enum McpError {
    #[error("starting the MCP session: {0}")]
    Start(String),
    #[error("the MCP session ended with an error: {0}")]
    Session(String),
}

/// Serves the tools on standard input and output until the client closes them.
pub async fn serve_stdio(service: Service) -> Result<(), McpError> {
    let running = McpServer::new(service)
        .serve(rmcp::transport::stdio())
        .await
        .map_err(|e| McpError::Start(e.to_string()))?;
    running
        .waiting()
        .await
        .map_err(|e| McpError::Session(e.to_string()))?;
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::openapi::request_schema;
    use crate::service::RequestLimits;

    /// The schema without what only labels it: the fields, their types and the required.
    fn shape(schema: &Value) -> (Value, Value) {
        (schema["properties"].clone(), schema["required"].clone())
    }

    #[test]
    fn the_tools_take_the_api_requests() {
        let service = Service::new(nsvif::Verifier::default(), false, RequestLimits::default());
        let server = McpServer::new(service);
        let tools = server.tool_router.list_all();
        let mut names: Vec<&str> = tools.iter().map(|t| t.name.as_ref()).collect();
        names.sort_unstable();
        assert_eq!(names, ["check", "formulate"]);
        let input = |name: &str| {
            let tool = server.tool_router.get(name).expect("listed");
            Value::Object((*tool.input_schema).clone())
        };
        assert_eq!(
            shape(&input("check")),
            shape(&request_schema::<CheckRequest>())
        );
        assert_eq!(
            shape(&input("formulate")),
            shape(&request_schema::<FormulateRequest>())
        );
        assert!(!shape(&input("check")).0.is_null());
    }
}
