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
        Some((end, _)) => Cow::Owned(format!(
            "{}… ({} more bytes)",
            &text[..end],
            thousands(text.len() - end)
        )),
    }
}

/// [`clip`] at [`QUOTE_MAX`].
pub fn short(text: &str) -> Cow<'_, str> {
    clip(text, QUOTE_MAX)
}

/// The longest message [`clip_message`] leaves whole.
pub const MESSAGE_MAX: usize = 1000;

/// A message made elsewhere (serde's, a parser's) that may quote an input anywhere in
/// it: each run of non-space characters longer than [`QUOTE_MAX`] is clipped, then the
/// whole to [`MESSAGE_MAX`] characters.
pub fn clip_message(message: &str) -> Cow<'_, str> {
    // A little over QUOTE_MAX, so a word clipped before (`…` and its quotes) is not
    // clipped again.
    let too_long = |w: &str| w.char_indices().nth(QUOTE_MAX + 8).is_some();
    let long_word = message.split_whitespace().any(too_long);
    if !long_word {
        return clip(message, MESSAGE_MAX);
    }
    let mut out = String::new();
    let mut rest = message;
    while let Some(start) = rest.find(|c: char| !c.is_whitespace()) {
        out.push_str(&rest[..start]);
        rest = &rest[start..];
        let end = rest.find(char::is_whitespace).unwrap_or(rest.len());
        let word = &rest[..end];
        if too_long(word) {
            out.push_str(&short(word));
        } else {
            out.push_str(word);
        }
        rest = &rest[end..];
    }
    out.push_str(rest);
    Cow::Owned(clip(&out, MESSAGE_MAX).into_owned())
}

/// `1234567` as `1,234,567`.
fn thousands(n: usize) -> String {
    let digits = n.to_string();
    let mut out = String::with_capacity(digits.len() + digits.len() / 3);
    for (i, c) in digits.chars().enumerate() {
        if i > 0 && (digits.len() - i).is_multiple_of(3) {
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
        assert_eq!(
            short(&"x".repeat(1_000_200)),
            format!("{}… (1,000,000 more bytes)", "x".repeat(200))
        );
        assert_eq!(clip("", 0), "");
    }

    #[test]
    fn a_message_keeps_its_words_and_clips_the_quoted_input() {
        assert_eq!(
            clip_message("unknown field `x`, expected one"),
            "unknown field `x`, expected one"
        );
        let long = format!("unknown field `{}`, expected `value`", "y".repeat(5000));
        let clipped = clip_message(&long);
        assert!(
            clipped.ends_with("more bytes) expected `value`"),
            "{clipped}"
        );
        assert!(clipped.len() < 300);
        let many = "word ".repeat(10_000);
        assert!(clip_message(&many).len() < MESSAGE_MAX + 40);
    }
}
