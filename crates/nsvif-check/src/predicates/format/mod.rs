//! Format predicates: bullets, highlights, sections, JSON, titles, fixed answers.

mod bullet_count;
mod constrained_response;
mod highlight_count;
mod json_format;
mod section_count;
mod title;

pub use bullet_count::BulletCount;
pub use constrained_response::ConstrainedResponse;
pub use highlight_count::HighlightCount;
pub use json_format::JsonFormat;
pub use section_count::SectionCount;
pub use title::Title;

use crate::PredicateInfo;

pub(crate) const PREDICATES: &[PredicateInfo] = &[
    BulletCount::INFO,
    ConstrainedResponse::INFO,
    HighlightCount::INFO,
    SectionCount::INFO,
    JsonFormat::INFO,
    Title::INFO,
];
