//! JSON written byte for byte as Python's `json.dumps` writes it with its defaults, so
//! files the official runners write (`eval_results_strict.jsonl`) can be reproduced
//! exactly: `", "` and `": "` between items, and every character outside printable
//! ASCII escaped as `\uXXXX` (UTF-16 units, lowercase hex; `ensure_ascii=True`).

use std::io::{self, Write};

use serde::Serialize;
use serde_json::ser::{CharEscape, Formatter, Serializer};

/// `value` as `json.dumps(value)` writes it (keys in the order `value` serializes them).
pub fn to_string<T: Serialize + ?Sized>(value: &T) -> serde_json::Result<String> {
    let mut out = Vec::new();
    value.serialize(&mut Serializer::with_formatter(&mut out, PythonFormatter))?;
    // Only ASCII is written.
    Ok(String::from_utf8(out).unwrap_or_default())
}

struct PythonFormatter;

impl Formatter for PythonFormatter {
    fn begin_array_value<W: ?Sized + Write>(&mut self, w: &mut W, first: bool) -> io::Result<()> {
        if first {
            Ok(())
        } else {
            w.write_all(b", ")
        }
    }

    fn begin_object_key<W: ?Sized + Write>(&mut self, w: &mut W, first: bool) -> io::Result<()> {
        if first {
            Ok(())
        } else {
            w.write_all(b", ")
        }
    }

    fn begin_object_value<W: ?Sized + Write>(&mut self, w: &mut W) -> io::Result<()> {
        w.write_all(b": ")
    }

    /// serde_json escapes quotes, backslashes and controls below U+0020 as Python does;
    /// the rest of a string comes here, where DEL and non-ASCII are escaped too.
    fn write_string_fragment<W: ?Sized + Write>(
        &mut self,
        w: &mut W,
        fragment: &str,
    ) -> io::Result<()> {
        let mut start = 0;
        for (i, c) in fragment.char_indices() {
            if (' '..='~').contains(&c) {
                continue;
            }
            w.write_all(&fragment.as_bytes()[start..i])?;
            let mut units = [0u16; 2];
            for unit in c.encode_utf16(&mut units) {
                write!(w, "\\u{unit:04x}")?;
            }
            start = i + c.len_utf8();
        }
        w.write_all(&fragment.as_bytes()[start..])
    }

    fn write_char_escape<W: ?Sized + Write>(
        &mut self,
        w: &mut W,
        escape: CharEscape,
    ) -> io::Result<()> {
        let s: &[u8] = match escape {
            CharEscape::Quote => b"\\\"",
            CharEscape::ReverseSolidus => b"\\\\",
            CharEscape::Solidus => b"/",
            CharEscape::Backspace => b"\\b",
            CharEscape::FormFeed => b"\\f",
            CharEscape::LineFeed => b"\\n",
            CharEscape::CarriageReturn => b"\\r",
            CharEscape::Tab => b"\\t",
            CharEscape::AsciiControl(byte) => return write!(w, "\\u{byte:04x}"),
        };
        w.write_all(s)
    }
}

#[cfg(test)]
mod tests {
    use serde_json::json;

    #[test]
    fn writes_as_json_dumps_does() {
        // Python: json.dumps({"a": [True, False], "s": "é😀\x7f\x01\n\"\\/"})
        let value = json!({"a": [true, false], "s": "é😀\u{7f}\u{1}\n\"\\/"});
        assert_eq!(
            super::to_string(&value).unwrap(),
            r#"{"a": [true, false], "s": "\u00e9\ud83d\ude00\u007f\u0001\n\"\\/"}"#
        );
    }
}
