//! The OpenAPI 3.1 document of the API (`GET /openapi.json`). The request schemas are
//! generated from the request types (the same ones the MCP tools take); the response
//! schemas are kept here, by hand, beside the routes, and tested against real responses.

use schemars::{schema_for, JsonSchema};
use serde_json::{json, Value};

use crate::request::{CheckManyRequest, CheckRequest, FormulateRequest};

/// The JSON Schema of a request type, as the OpenAPI document and the MCP tools give it.
pub fn request_schema<T: JsonSchema>() -> Value {
    let mut schema = serde_json::to_value(schema_for!(T)).unwrap_or(Value::Null);
    if let Some(object) = schema.as_object_mut() {
        object.remove("$schema");
    }
    schema
}

/// A request type's schema as an OpenAPI component: the types it refers to (`$defs`)
/// become components of their own, referred to where components are (a `#/$defs/…`
/// reference inside the document would point at its root).
fn component_schema<T: JsonSchema>(components: &mut serde_json::Map<String, Value>) -> Value {
    let mut schema = request_schema::<T>();
    if let Some(defs) = schema.as_object_mut().and_then(|o| o.remove("$defs")) {
        for (name, mut def) in defs.as_object().cloned().unwrap_or_default() {
            point_refs_at_components(&mut def);
            components.insert(name, def);
        }
    }
    point_refs_at_components(&mut schema);
    schema
}

fn point_refs_at_components(value: &mut Value) {
    match value {
        Value::Object(map) => {
            for (key, v) in map.iter_mut() {
                match v {
                    Value::String(r) if key == "$ref" => {
                        if let Some(name) = r.strip_prefix("#/$defs/") {
                            *r = format!("#/components/schemas/{name}");
                        }
                    }
                    other => point_refs_at_components(other),
                }
            }
        }
        Value::Array(items) => items.iter_mut().for_each(point_refs_at_components),
        _ => {}
    }
}

/// An API route: a POST with a JSON request and a JSON response.
fn post(summary: &str, request: &str, response: &str) -> Value {
    json!({
        "post": {
            "summary": summary,
            "security": [{}, {"bearer": []}],
            "requestBody": {
                "required": true,
                "content": {"application/json": {"schema": {"$ref": format!("#/components/schemas/{request}")}}}
            },
            "responses": {
                "200": {
                    "description": "The answer",
                    "content": {"application/json": {"schema": {"$ref": format!("#/components/schemas/{response}")}}}
                },
                "400": {"$ref": "#/components/responses/Error"},
                "401": {"$ref": "#/components/responses/Error"},
                "413": {"$ref": "#/components/responses/Error"},
                "415": {"$ref": "#/components/responses/Error"},
                "422": {"$ref": "#/components/responses/Error"},
                "503": {"$ref": "#/components/responses/Overloaded"},
                "504": {"$ref": "#/components/responses/Error"}
            }
        }
    })
}

/// The whole document.
pub fn document() -> Value {
    let mut referred = serde_json::Map::new();
    let check = component_schema::<CheckRequest>(&mut referred);
    let check_many = component_schema::<CheckManyRequest>(&mut referred);
    let formulate = component_schema::<FormulateRequest>(&mut referred);
    let mut document = json!({
        "openapi": "3.1.0",
        "info": {
            "title": "nsvif",
            "version": env!("CARGO_PKG_VERSION"),
            "description": "Does this LLM output follow the instruction that produced it? Verdict sat / unsat / unknown, with evidence. The JSON of a report is `nsvif check --json`'s."
        },
        "paths": {
            "/v1/check": post("Check one output against its instruction", "CheckRequest", "Report"),
            "/v1/check_many": post("Check many outputs, each against its instruction, in order", "CheckManyRequest", "CheckManyResponse"),
            "/v1/formulate": post("The constraints and formula an instruction is read into", "FormulateRequest", "Formulation"),
            "/healthz": {"get": {"summary": "Liveness", "responses": {"200": {"description": "Serving", "content": {"application/json": {"schema": {"type": "object", "properties": {"status": {"const": "ok"}}}}}}}}},
            "/metrics": {"get": {"summary": "Prometheus metrics: requests, verdicts, latency, cache hits, LLM calls and tokens", "security": [{}, {"bearer": []}], "responses": {"200": {"description": "Prometheus text format", "content": {"text/plain": {"schema": {"type": "string"}}}}}}},
            "/openapi.json": {"get": {"summary": "This document", "responses": {"200": {"description": "OpenAPI 3.1", "content": {"application/json": {"schema": {"type": "object"}}}}}}},
            "/": {"get": {"summary": "The playground page", "responses": {"200": {"description": "HTML", "content": {"text/html": {"schema": {"type": "string"}}}}}}}
        },
        "components": {
            "securitySchemes": {"bearer": {"type": "http", "scheme": "bearer", "description": "Required when the server was started with a token"}},
            "responses": {
                "Error": {"description": "Refused or failed", "content": {"application/json": {"schema": {"$ref": "#/components/schemas/Error"}}}},
                "Overloaded": {
                    "description": "Too many requests in flight; retry after the `Retry-After` seconds",
                    "headers": {"Retry-After": {"schema": {"type": "integer"}}},
                    "content": {"application/json": {"schema": {"$ref": "#/components/schemas/Error"}}}
                }
            },
            "schemas": {
                "CheckRequest": check,
                "CheckManyRequest": check_many,
                "FormulateRequest": formulate,
                "CheckManyResponse": {
                    "type": "object",
                    "required": ["reports"],
                    "properties": {"reports": {"type": "array", "items": {"$ref": "#/components/schemas/Report"}}}
                },
                "Report": report_schema(),
                "Evidence": evidence_schema(),
                "Formulation": formulation_schema(),
                "Error": {
                    "type": "object",
                    "required": ["error"],
                    "properties": {"error": {
                        "type": "object",
                        "required": ["code", "message"],
                        "properties": {
                            "code": {"enum": ERROR_CODES},
                            "message": {"type": "string"}
                        }
                    }}
                }
            }
        }
    });
    if let Some(schemas) = document["components"]["schemas"].as_object_mut() {
        for (name, schema) in referred {
            schemas.entry(name).or_insert(schema);
        }
    }
    document
}

/// Every `code` an error can have ([`crate::ApiError::code`]).
pub const ERROR_CODES: &[&str] = &[
    "unauthorized",
    "malformed_json",
    "invalid_request",
    "unsupported_media_type",
    "body_too_large",
    "unreadable_body",
    "input_too_large",
    "too_many_items",
    "overloaded",
    "deadline_exceeded",
    "not_found",
    "method_not_allowed",
    "prepare_failed",
    "internal",
];

fn evidence_schema() -> Value {
    json!({
        "type": "object",
        "description": "What was measured, what was required, and where in the output (byte offsets)",
        "required": ["kind", "measured", "required"],
        "properties": {
            "kind": {"type": "string"},
            "measured": {"type": "string"},
            "required": {"type": "string"},
            "location": {
                "type": "object",
                "required": ["start", "end", "line", "column"],
                "properties": {
                    "start": {"type": "integer", "description": "UTF-8 byte offset in the output"},
                    "end": {"type": "integer"},
                    "line": {"type": "integer"},
                    "column": {"type": "integer"},
                    "unit": {"type": "string"}
                }
            },
            "reason": {"description": "Why the value is unknown, when it is"}
        }
    })
}

fn report_schema() -> Value {
    let evidence = json!({"$ref": "#/components/schemas/Evidence"});
    json!({
        "type": "object",
        "required": ["verdict", "violated", "undecided", "constraints", "formula", "contradiction", "reasoning_trace_removed", "cost"],
        "properties": {
            "verdict": {"enum": ["sat", "unsat", "unknown"]},
            "violated": {"type": "array", "items": {
                "type": "object",
                "required": ["id", "text", "evidence"],
                "properties": {
                    "id": {"type": "string"},
                    "text": {"type": "string"},
                    "evidence": evidence,
                    "forbidden": {"type": "boolean", "description": "The constraint holds and the instruction forbids it"}
                }
            }},
            "undecided": {"type": "array", "description": "Constraint ids, and unexplained parts of the instruction, that leave the verdict open"},
            "constraints": {"type": "array", "items": {
                "type": "object",
                "required": ["id", "text", "kind", "fact"],
                "properties": {
                    "id": {"type": "string"},
                    "text": {"type": "string"},
                    "kind": {"enum": ["logic", "semantic"]},
                    "fact": {
                        "type": "object",
                        "required": ["value", "evidence"],
                        "properties": {"value": {"type": ["boolean", "null"]}, "evidence": evidence}
                    }
                }
            }},
            "formula": {"type": "string"},
            "contradiction": {"type": "boolean"},
            "conflicting": {"type": "array", "items": {"type": "string"}},
            "reasoning_trace_removed": {"type": "boolean"},
            "cost": cost_schema()
        }
    })
}

fn cost_schema() -> Value {
    json!({
        "type": "object",
        "required": ["llm_calls", "cached_calls", "input_tokens", "output_tokens", "millis", "llm_millis"],
        "properties": {
            "llm_calls": {"type": "integer"},
            "cached_calls": {"type": "integer"},
            "input_tokens": {"type": "integer"},
            "output_tokens": {"type": "integer"},
            "millis": {"type": "integer"},
            "llm_millis": {"type": "integer"},
            "schema_refused": {"type": "integer"}
        }
    })
}

fn formulation_schema() -> Value {
    let span = json!({"type": "object", "required": ["start", "end"], "properties": {"start": {"type": "integer"}, "end": {"type": "integer"}}, "description": "UTF-8 byte offsets in the instruction"});
    json!({
        "type": "object",
        "required": ["spec", "clauses", "formula", "contradiction", "conflicting", "formulation_error", "cost"],
        "properties": {
            "spec": {"type": "object", "description": "The Spec: constraints, each with its `source` span in the instruction, the formula, and the unexplained parts"},
            "clauses": {"type": "array", "items": {
                "type": "object",
                "required": ["text", "source", "class", "constraints"],
                "properties": {
                    "text": {"type": "string"},
                    "source": span,
                    "class": {"type": "string"},
                    "constraints": {"type": "array", "items": {"type": "string"}}
                }
            }},
            "formula": {"type": "string"},
            "contradiction": {"type": "boolean"},
            "conflicting": {"type": "array", "items": {"type": "string"}},
            "formulation_error": {"type": ["string", "null"]},
            "cost": cost_schema()
        }
    })
}
