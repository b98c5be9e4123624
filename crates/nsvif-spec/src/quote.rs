//! [`clip`]: the one way an error or evidence text quotes its input.
//!
//! A message that echoes what it was given (a pattern, an argument, an id, a model's
//! answer) would grow with it: a 100 KB regex came back whole in its error. Every quoting
//! site goes through [`clip`], so no message quotes more than [`QUOTE_MAX`] characters of
//! any one input, and says how much it left out.

use std::borrow::Cow;

/// The most characters of one input a message quotes.
pub const QUOTE_MAX: usize = 200;

/// `text` itself when it has at most `max` characters; otherwise its first `max`
/// characters, `…`, and how many bytes were cut: `aaaa… (99,800 more bytes)`.
pub fn clip(text: &str, max: usize) -> Cow<'_, str> {
    match text.char_indices().nth(max) {
        None => Cow::Borrowed(text),
        Some((end, _)) => {
            Cow::Owned(format!("{}… ({} more bytes)", &text[..end], thousands(text.len() - end)))
        }
    }
}

/// [`clip`] at [`QUOTE_MAX`].
pub fn short(text: &str) -> Cow<'_, str> {
    clip(text, QUOTE_MAX)
}

/// `1234567` as `1,234,567`.
fn thousands(n: usize) -> String {
    let digits = n.to_string();
    let mut out = String::with_capacity(digits.len() + digits.len() / 3);
    for (i, c) in digits.chars().enumerate() {
        if i > 0 && (digits.len() - i) % 3 == 0 {
            out.push(',');
        }
        out.push(c);
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn short_texts_are_borrowed_and_long_ones_say_what_was_cut() {
        assert!(matches!(clip("abc", 3), Cow::Borrowed("abc")));
        assert_eq!(clip("abcdef", 3), "abc… (3 more bytes)");
        assert_eq!(clip(&"é".repeat(5), 2), "éé… (6 more bytes)");
        assert_eq!(short(&"x".repeat(1_000_200)), format!("{}… (1,000,000 more bytes)", "x".repeat(200)));
        assert_eq!(clip("", 0), "");
    }
}
