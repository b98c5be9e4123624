//! The requests and responses of the API, shared by HTTP and MCP: the request types'
//! JSON Schemas are the OpenAPI document's and the MCP tools' input schemas.

use nsvif::Report;
use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

/// One output to check against the instruction that produced it, or a conversation's
/// reply against its system and user messages.
#[derive(Debug, Clone, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct CheckRequest {
    /// The instruction (prompt) the output answers. Give this or `messages`.
    #[serde(default)]
    pub instruction: Option<String>,
    /// A conversation in OpenAI's chat format instead of an instruction: its system,
    /// developer and user messages instruct the reply, a later turn changing or lifting
    /// an earlier requirement; assistant messages are context.
    #[serde(default)]
    #[schemars(with = "Option<Vec<ChatMessage>>")]
    pub messages: Option<Vec<nsvif::Message>>,
    /// The LLM output to check. With `messages` it may be left out when the last message
    /// is the assistant's: that message is the reply.
    #[serde(default)]
    pub output: Option<String>,
}

/// A message of a conversation (the schema of what `messages` takes).
#[derive(JsonSchema)]
#[allow(dead_code)] // Only its schema is used: messages are read as `nsvif::Message`.
pub struct ChatMessage {
    /// `system`, `developer`, `user`, `assistant` or `tool`.
    role: String,
    /// The text, or content parts of which the text ones are read.
    content: serde_json::Value,
}

/// What a [`CheckRequest`] asks to check: an instruction or a conversation, and the
/// output.
pub enum Checked {
    Instruction {
        instruction: String,
        output: String,
    },
    Conversation {
        messages: Vec<nsvif::Message>,
        output: String,
    },
}

impl CheckRequest {
    /// The instruction or conversation and the output, or why the request names neither
    /// or both, or no output.
    pub fn checked(self) -> Result<Checked, String> {
        match (self.instruction, self.messages) {
            (Some(instruction), None) => {
                let output = self
                    .output
                    .ok_or("`output` is required with `instruction`")?;
                Ok(Checked::Instruction {
                    instruction,
                    output,
                })
            }
            (None, Some(messages)) => {
                let output = match (self.output, nsvif::conversation::reply(&messages)) {
                    (Some(output), _) => output,
                    (None, Some(reply)) => reply.to_string(),
                    (None, None) => {
                        return Err("the last message is not the assistant's: give the reply to check as `output`".into())
                    }
                };
                Ok(Checked::Conversation { messages, output })
            }
            (Some(_), Some(_)) => Err("give `instruction` or `messages`, not both".into()),
            (None, None) => Err("`instruction` or `messages` is required".into()),
        }
    }
}

impl Checked {
    /// The bytes of what instructs: the instruction, or the messages' contents.
    pub fn instruction_len(&self) -> usize {
        match self {
            Checked::Instruction { instruction, .. } => instruction.len(),
            Checked::Conversation { messages, .. } => {
                messages.iter().map(|m| m.content.len()).sum()
            }
        }
    }

    pub fn output(&self) -> &str {
        match self {
            Checked::Instruction { output, .. } | Checked::Conversation { output, .. } => output,
        }
    }
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
