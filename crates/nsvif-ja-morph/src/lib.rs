//! Japanese morphological analysis as janome 0.5.1 does it (`janome.tokenizer.Tokenizer`
//! with its system dictionary, mecab-ipadic-2.7.0-20070801), ported to Rust.
//!
//! The port follows janome's source: the text is stripped of Python whitespace and cut
//! into chunks (at most 1024 characters; from 500 on, after `、。,.？?！!` or a blank
//! line); in each chunk every position reached gets the dictionary entries that start
//! there (janome's 50-character window) and, where no entry matched or the category is
//! invoked always, one unknown word for each of its character categories (grouped up to
//! 1024 characters, or up to the category's length plus one, within the chunk); nodes are
//! linked to their cheapest predecessor as they are added, with janome's tie rule. The
//! dictionary is janome's own, entry numbers included (`dictionary.rs`).
//!
//! ```
//! let tokens = nsvif_ja_morph::tokenize("すもももももももものうち");
//! let surfaces: Vec<&str> = tokens.iter().map(|t| t.surface).collect();
//! assert_eq!(surfaces, ["すもも", "も", "もも", "も", "もも", "の", "うち"]);
//! assert!(tokens[0].part_of_speech.starts_with("名詞"));
//! ```

mod chars;
mod dictionary;
mod lattice;
mod tokenizer;

/// One token of janome's analysis.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Token<'a> {
    /// The token's text, a slice of the analysed text.
    pub surface: &'a str,
    /// Byte offset of `surface` in the analysed text.
    pub start: usize,
    /// janome's `part_of_speech`: four comma-separated fields (`名詞,一般,*,*`).
    pub part_of_speech: &'static str,
}

/// janome's tokens of `text` (`Tokenizer().tokenize(text)`), in order.
pub fn tokenize(text: &str) -> Vec<Token<'_>> {
    tokenizer::tokenize(text)
}

/// Inflates and indexes the embedded dictionary now rather than at the first `tokenize`.
pub fn preload() {
    dictionary::dictionary();
}
