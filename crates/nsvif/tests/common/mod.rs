//! Helpers the library tests share.

pub mod mock_llm;
