//! Combination predicates: two responses, repeating the request.

mod repeat_prompt;
mod two_responses;

pub use repeat_prompt::RepeatPrompt;
pub use two_responses::TwoResponses;

use crate::PredicateInfo;

pub(crate) const PREDICATES: &[PredicateInfo] = &[TwoResponses::INFO, RepeatPrompt::INFO];
