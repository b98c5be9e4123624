//! Helpers this crate's tests share.

pub mod splitmix;
