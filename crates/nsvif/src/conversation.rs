//! Conversations as input: OpenAI-style [`Message`]s. The system (and developer) prompt and
//! every user turn instruct the last assistant message; assistant turns are context, never
//! instructions. Each message is formulated once and cached by its text, so a fixed system
//! prompt over many conversations is formulated once; the Specs are merged by
//! [`nsvif_formulate::conversation::merge`].

use std::num::NonZeroUsize;
use std::sync::{Arc, Mutex};

use lru::LruCache;
use nsvif_formulate::conversation::{merge, Turn};
use nsvif_spec::Spec;
use serde::{Deserialize, Serialize};

use crate::{Error, Prepared, Report, Verifier};

/// Who said a message.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Role {
    /// The system prompt: instructs every reply.
    System,
    /// OpenAI's newer name for the system prompt: instructs as the system prompt does.
    Developer,
    /// A user turn: instructs the replies after it, and may change or lift earlier requirements.
    User,
    /// A reply of the model: context, never an instruction.
    Assistant,
    /// A tool's result: context, like an assistant turn.
    Tool,
}

impl Role {
    /// System, developer and user messages instruct the reply.
    pub fn instructs(self) -> bool {
        matches!(self, Role::System | Role::Developer | Role::User)
    }
}

/// One message of a conversation: `{"role": "user", "content": "…"}`. Other fields
/// (`name`, `tool_calls` …) are allowed and ignored. A content given as parts
/// (`[{"type": "text", "text": "…"}, {"type": "image_url", …}]`) is its text parts joined;
/// a missing or null content is empty.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Message {
    /// Who said it.
    pub role: Role,
    /// The message's text (text parts joined; empty when absent).
    #[serde(default, deserialize_with = "content_text")]
    pub content: String,
}

/// A content as a string, or as parts of which the text ones are joined.
fn content_text<'de, D: serde::Deserializer<'de>>(d: D) -> Result<String, D::Error> {
    #[derive(Deserialize)]
    #[serde(untagged)]
    enum Content {
        Text(String),
        Parts(Vec<Part>),
        None(()),
    }
    #[derive(Deserialize)]
    struct Part {
        #[serde(rename = "type", default)]
        kind: Option<String>,
        #[serde(default)]
        text: Option<String>,
    }
    Ok(match Content::deserialize(d)? {
        Content::Text(text) => text,
        Content::Parts(parts) => parts
            .into_iter()
            .filter(|p| p.kind.as_deref().is_none_or(|k| k == "text"))
            .filter_map(|p| p.text)
            .collect(),
        Content::None(()) => String::new(),
    })
}

impl Message {
    /// A message of `role` saying `content`.
    pub fn new(role: Role, content: impl Into<String>) -> Message {
        Message {
            role,
            content: content.into(),
        }
    }

    /// A system prompt.
    pub fn system(content: impl Into<String>) -> Message {
        Message::new(Role::System, content)
    }

    /// A user turn.
    pub fn user(content: impl Into<String>) -> Message {
        Message::new(Role::User, content)
    }

    /// An assistant reply.
    pub fn assistant(content: impl Into<String>) -> Message {
        Message::new(Role::Assistant, content)
    }
}

/// The reply a conversation ends with: its last message, when it is the assistant's.
pub fn reply(messages: &[Message]) -> Option<&str> {
    match messages.last() {
        Some(m) if m.role == Role::Assistant => Some(&m.content),
        _ => None,
    }
}

/// Each instruction message's Spec by its text, and each conversation's check by its
/// instruction messages; bounded like the verifier's own cache.
pub(crate) struct MessageSpecs {
    entries: Option<Mutex<LruCache<String, Arc<Spec>>>>,
    conversations: Option<Mutex<LruCache<InstructionMessages, Arc<Prepared>>>>,
}

/// What a conversation's check depends on: each instruction message's index and text.
type InstructionMessages = Vec<(usize, String)>;

/// The lock of a cache; a panic while holding it left a consistent cache: read on.
fn lock<T>(m: &Mutex<T>) -> std::sync::MutexGuard<'_, T> {
    m.lock().unwrap_or_else(|p| p.into_inner())
}

impl MessageSpecs {
    pub(crate) fn new(capacity: usize) -> MessageSpecs {
        MessageSpecs {
            entries: NonZeroUsize::new(capacity).map(|n| Mutex::new(LruCache::new(n))),
            conversations: NonZeroUsize::new(capacity).map(|n| Mutex::new(LruCache::new(n))),
        }
    }

    /// The cached Spec of `text`, or `formulate(text)`, cached; the second value says
    /// whether it was formulated now.
    fn get_or_formulate(&self, text: &str, formulate: impl FnOnce() -> Spec) -> (Arc<Spec>, bool) {
        if let Some(hit) = self
            .entries
            .as_ref()
            .and_then(|e| lock(e).get(text).cloned())
        {
            return (hit, false);
        }
        let spec = Arc::new(formulate());
        if let Some(entries) = &self.entries {
            lock(entries).put(text.to_string(), Arc::clone(&spec));
        }
        (spec, true)
    }
}

impl std::fmt::Debug for MessageSpecs {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("MessageSpecs").finish_non_exhaustive()
    }
}

impl Verifier {
    /// Prepares the check of a conversation's reply: the requirements of its system,
    /// developer and user messages, merged in order (a later turn changes or lifts an
    /// earlier requirement), each constraint with the message it came from. Assistant
    /// and tool messages are context; a last assistant message is the reply. Each
    /// message is formulated once and cached by its text. Fails when no message
    /// instructs.
    pub fn prepare_conversation(&self, messages: &[Message]) -> Result<Arc<Prepared>, Error> {
        let instructing: Vec<(usize, &Message)> = messages
            .iter()
            .enumerate()
            .filter(|(_, m)| m.role.instructs())
            .collect();
        if instructing.is_empty() {
            return Err(Error::Conversation(
                "no system, developer or user message: nothing instructs the reply".into(),
            ));
        }
        // The same instruction messages at the same places give the same check (GRPO
        // scores many replies to one conversation): compiled once.
        let key: InstructionMessages = instructing
            .iter()
            .map(|(i, m)| (*i, m.content.clone()))
            .collect();
        let cached = self.messages.conversations.as_ref();
        if let Some(hit) = cached.and_then(|c| lock(c).get(&key).cloned()) {
            self.cache.count_hit();
            return Ok(hit);
        }
        let prepared = Arc::new(self.compile_conversation(&instructing)?);
        if let Some(c) = cached {
            lock(c).put(key, Arc::clone(&prepared));
        }
        Ok(prepared)
    }

    /// The merged Spec of the instruction messages, compiled; each message's Spec from
    /// the cache or formulated now.
    fn compile_conversation(&self, instructing: &[(usize, &Message)]) -> Result<Prepared, Error> {
        let conventions = self.options().conventions;
        let specs: Vec<Arc<Spec>> = instructing
            .iter()
            .map(|(_, m)| {
                let (spec, formulated) = self.messages.get_or_formulate(&m.content, || {
                    nsvif_formulate::formulate_rules_with(&m.content, conventions)
                });
                if formulated {
                    self.cache.count_formulation();
                }
                spec
            })
            .collect();
        let turns: Vec<Turn<'_>> = instructing
            .iter()
            .zip(&specs)
            .map(|((i, m), spec)| Turn {
                message: *i,
                text: &m.content,
                spec,
            })
            .collect();
        self.compile(merge(&turns, conventions))
    }

    /// Checks a conversation's last message, the assistant's reply, against the system,
    /// developer and user messages before it ([`Verifier::prepare_conversation`]).
    pub fn check_conversation(&self, messages: &[Message]) -> Result<Report, Error> {
        let output = reply(messages).ok_or_else(|| {
            Error::Conversation(
                "the last message is not the assistant's: give the reply to check".into(),
            )
        })?;
        Ok(self.prepare_conversation(messages)?.check(output))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn messages_read_openai_json_and_ignore_other_fields() {
        let m: Vec<Message> = serde_json::from_str(
            r#"[{"role": "developer", "content": "Be brief."},
                {"role": "user", "content": "Hi", "name": "ann"},
                {"role": "assistant", "content": "Hello"}]"#,
        )
        .unwrap();
        assert_eq!(m[0].role, Role::Developer);
        assert!(m[0].role.instructs() && !m[2].role.instructs());
        assert_eq!(reply(&m), Some("Hello"));
        assert_eq!(reply(&m[..2]), None);
        assert!(
            serde_json::from_str::<Vec<Message>>(r#"[{"role": "narrator", "content": ""}]"#)
                .is_err()
        );
        let parts: Message = serde_json::from_str(
            r#"{"role": "user", "content": [{"type": "text", "text": "Use no "},
                {"type": "image_url", "image_url": {"url": "x"}}, {"type": "text", "text": "commas."}]}"#,
        )
        .unwrap();
        assert_eq!(parts.content, "Use no commas.");
        let none: Message =
            serde_json::from_str(r#"{"role": "assistant", "content": null}"#).unwrap();
        assert_eq!(none.content, "");
        assert!(serde_json::from_str::<Message>(r#"{"role": "user", "content": 5}"#).is_err());
    }

    #[test]
    fn a_conversation_without_instructions_is_refused() {
        let v = Verifier::default();
        let err = v
            .prepare_conversation(&[Message::assistant("use exactly 5 words")])
            .unwrap_err();
        assert!(err.to_string().contains("nothing instructs"), "{err}");
        let err = v
            .check_conversation(&[Message::user("Use no commas.")])
            .unwrap_err();
        assert!(err.to_string().contains("not the assistant's"), "{err}");
    }
}
