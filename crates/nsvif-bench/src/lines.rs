//! The lines of a bench file, as [`std::io::BufRead::lines`] gives them but as bytes, with
//! a SIMD search for each line's end: the standard library's byte search was a sixth of
//! reading and parsing the records in profiles. The JSON parser checks UTF-8 anyway, so a
//! line is not checked twice.

use std::io::{BufRead, Error, ErrorKind, Result};

/// Each line without its `\n` (or `\r\n`), as bytes that may not be UTF-8; a read error
/// is an error and the lines after it still come, as with `BufRead::lines`.
pub(crate) fn lines(mut input: impl BufRead) -> impl Iterator<Item = Result<Vec<u8>>> {
    std::iter::from_fn(move || {
        let mut line = Vec::new();
        loop {
            let available = match input.fill_buf() {
                Ok(bytes) => bytes,
                Err(e) if e.kind() == ErrorKind::Interrupted => continue,
                Err(e) => return Some(Err(e)),
            };
            if available.is_empty() {
                break;
            }
            match memchr::memchr(b'\n', available) {
                Some(i) => {
                    line.extend_from_slice(&available[..=i]);
                    input.consume(i + 1);
                    break;
                }
                None => {
                    let n = available.len();
                    line.extend_from_slice(available);
                    input.consume(n);
                }
            }
        }
        if line.is_empty() {
            return None;
        }
        if line.last() == Some(&b'\n') {
            line.pop();
            if line.last() == Some(&b'\r') {
                line.pop();
            }
        }
        Some(Ok(line))
    })
}

/// The line as text, or the error `BufRead::lines` gives for a line that is not UTF-8.
pub(crate) fn utf8(line: &[u8]) -> Result<&str> {
    std::str::from_utf8(line)
        .map_err(|_| Error::new(ErrorKind::InvalidData, "stream did not contain valid UTF-8"))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn same_lines_as_the_standard_library() {
        let inputs: [&[u8]; 6] = [
            b"",
            b"a\nb\r\n\nc",
            b"one\n",
            b"\r\n\r\n",
            b"ok\n\xff\xfe\nafter\n",
            b"tail\r",
        ];
        for input in inputs {
            // A small buffer makes lines span several refills.
            let ours: Vec<_> = lines(std::io::BufReader::with_capacity(2, input))
                .map(|l| {
                    let l = l.map_err(|e| e.to_string())?;
                    utf8(&l).map(str::to_string).map_err(|e| e.to_string())
                })
                .collect();
            let std: Vec<_> = input
                .lines()
                .map(|l| l.map_err(|e| e.to_string()))
                .collect();
            assert_eq!(ours, std, "{input:?}");
        }
    }
}
