//! The content address of a request: SHA-256 over its canonical JSON.

use sha2::{Digest, Sha256};

use crate::ChatRequest;

/// Bumped when the meaning of a request's JSON changes, so old cache entries and
/// recordings stop matching instead of answering a different question.
const KEY_VERSION: &str = "nsvif-chat-v1";

/// The hex SHA-256 of the request: model, messages and sampling parameters. Two requests
/// have the same key exactly when they would ask the endpoint the same thing.
pub fn request_key(request: &ChatRequest) -> String {
    // Struct fields serialize in declaration order, so this JSON is canonical.
    let json = serde_json::to_string(request).expect("a ChatRequest always serializes");
    let mut hasher = Sha256::new();
    hasher.update(KEY_VERSION.as_bytes());
    hasher.update([0]);
    hasher.update(json.as_bytes());
    hex(&hasher.finalize()[..])
}

pub(crate) fn hex(bytes: &[u8]) -> String {
    use std::fmt::Write;
    bytes.iter().fold(String::with_capacity(64), |mut s, b| {
        let _ = write!(s, "{b:02x}");
        s
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_key_changes_with_anything_that_changes_the_answer() {
        let base = ChatRequest::new("m", "sys", "user");
        let key = request_key(&base);
        assert_eq!(key.len(), 64);
        assert_eq!(key, request_key(&base.clone()));
        let mut other_model = base.clone();
        other_model.model = "m2".into();
        let mut other_seed = base.clone();
        other_seed.seed = Some(1);
        let mut other_text = base.clone();
        other_text.messages[1].content.push('!');
        for other in [other_model, other_seed, other_text] {
            assert_ne!(request_key(&other), key);
        }
    }
}
