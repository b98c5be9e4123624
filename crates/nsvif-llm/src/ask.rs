//! Asking a model for a structured answer, as formulation and the semantic judges both do:
//! send the request, read the answer, and send an unusable one back with what was wrong
//! with it, a bounded number of times, counting what every call cost. Also the two ways
//! they read a model's text: the JSON object in it, and where a quote of it stands.

use std::sync::Arc;

use crate::{ChatRequest, LlmClient, LlmError, Message, Spend};

/// A client and the model and temperature to ask it with.
#[derive(Clone)]
pub struct ModelClient {
    pub client: Arc<dyn LlmClient>,
    pub model: String,
    pub temperature: Option<f32>,
}

impl std::fmt::Debug for ModelClient {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("ModelClient")
            .field("model", &self.model)
            .field("temperature", &self.temperature)
            .finish_non_exhaustive()
    }
}

/// Why asking gave no usable answer.
#[derive(Debug, Clone, PartialEq)]
pub enum AskError<E> {
    /// A call failed.
    Call(LlmError),
    /// The last answer was still unusable when the repairs ran out.
    Unusable(E),
}

/// The parsed answer or why there is none, what asking cost, and how many unusable
/// answers were sent back.
#[derive(Debug, Clone)]
pub struct Asked<T, E> {
    pub result: Result<T, AskError<E>>,
    pub spend: Spend,
    pub repairs: u32,
}

impl ModelClient {
    /// Sends `request` and reads the answer with `parse`; an answer it rejects goes back
    /// to the model, followed by `repair(error)` as the next user message, at most
    /// `max_repairs` times.
    pub async fn ask_repairing<T, E>(
        &self,
        mut request: ChatRequest,
        max_repairs: u32,
        parse: impl Fn(&str) -> Result<T, E>,
        repair: impl Fn(&E) -> String,
    ) -> Asked<T, E> {
        let mut spend = Spend::default();
        let mut repairs = 0;
        loop {
            let started = std::time::Instant::now();
            let answered = self.client.chat(&request).await;
            spend.add_time(started.elapsed());
            let answer = match answered {
                Ok(answer) => answer,
                Err(e) => {
                    spend.add_failed(&e);
                    let result = Err(AskError::Call(e));
                    return Asked {
                        result,
                        spend,
                        repairs,
                    };
                }
            };
            spend.add(&answer);
            let result = match parse(&answer.content) {
                Ok(parsed) => Ok(parsed),
                Err(e) if repairs < max_repairs => {
                    repairs += 1;
                    request.messages.push(Message::assistant(answer.content));
                    request.messages.push(Message::user(repair(&e)));
                    continue;
                }
                Err(e) => Err(AskError::Unusable(e)),
            };
            return Asked {
                result,
                spend,
                repairs,
            };
        }
    }
}

/// The outermost `{…}` of a model's answer: models wrap JSON in code fences or add a
/// sentence despite being asked not to.
pub fn json_object(answer: &str) -> Option<&str> {
    let start = answer.find('{')?;
    let end = answer.rfind('}')?;
    (start < end).then(|| &answer[start..=end])
}

/// Where `quote` (something a model says a text says) starts in `text`: exactly, else
/// ignoring ASCII case (which keeps byte offsets).
pub fn find_quote(text: &str, quote: &str) -> Option<usize> {
    text.find(quote)
        .or_else(|| text.to_ascii_lowercase().find(&quote.to_ascii_lowercase()))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_json_object_is_the_outermost_braces() {
        assert_eq!(
            json_object("```json\n{\"a\": {}}\n```"),
            Some("{\"a\": {}}")
        );
        assert_eq!(json_object("no object"), None);
        assert_eq!(json_object("} then {"), None);
    }

    #[test]
    fn a_quote_is_found_exactly_else_ignoring_ascii_case() {
        assert_eq!(find_quote("The sky is GREY.", "sky"), Some(4));
        assert_eq!(find_quote("The sky is GREY.", "the Sky is grey"), Some(0));
        assert_eq!(find_quote("The sky", "sunny"), None);
    }
}
