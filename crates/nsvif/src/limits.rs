//! How much the command line and the Python binding accept, and readers that stop there.
//!
//! An instruction, an output or a Spec comes from a file, a pipe or standard input; one
//! of them can be `/dev/zero` or a FIFO a writer never closes. Every such read goes
//! through [`read_bounded`], which reads at most a limit and then fails with the limit in
//! its message, so no input can hold nsvif forever or take all memory.

use std::io::Read;
use std::path::Path;

/// The default largest output or Spec read, in MiB (`--max-input-mib` raises it).
pub const DEFAULT_MAX_INPUT_MIB: u64 = 64;

/// The default largest instruction read, in KiB (`--max-instruction-kib` raises it):
/// instructions are prompts, far smaller than outputs.
pub const DEFAULT_MAX_INSTRUCTION_KIB: u64 = 256;

/// The most threads a batch may ask for (`--jobs`, Python's `threads`): more than a
/// machine's cores only costs memory.
pub const MAX_THREADS: usize = 256;

use nsvif_spec::quote::short;

/// Why an input was not read.
#[derive(Debug, thiserror::Error)]
pub enum InputError {
    /// The input is longer than the limit.
    #[error("the {} is larger than {limit} bytes; {raise}", short(.what))]
    TooLarge {
        /// What was read (`output`, `instruction`, a path).
        what: String,
        /// The limit, in bytes.
        limit: u64,
        /// How to raise the limit (a flag or an argument).
        raise: &'static str,
    },
    /// The input is not UTF-8 text.
    #[error("the {} is not UTF-8 text: its first invalid byte is at offset {valid_up_to}", short(.what))]
    NotUtf8 {
        /// What was read.
        what: String,
        /// The byte offset of the first invalid byte.
        valid_up_to: usize,
    },
    /// The input could not be read.
    #[error("reading the {}: {source}", short(.what))]
    Io {
        /// What was read.
        what: String,
        /// The read's error.
        #[source]
        source: std::io::Error,
    },
    /// The path names a directory (or, where records are read, anything but a regular file).
    #[error("`{}` is not a regular file", short(.path))]
    NotAFile {
        /// The path given.
        path: String,
    },
}

/// What an input may be: at most `limit` bytes, and how to say so.
#[derive(Debug, Clone, Copy)]
pub struct Bound {
    /// The largest input accepted, in bytes.
    pub limit: u64,
    /// The flag (or argument) that raises the limit, for the error message.
    pub raise: &'static str,
}

/// Reads `reader` as UTF-8 text of at most `bound.limit` bytes.
pub fn read_bounded(reader: impl Read, what: &str, bound: Bound) -> Result<String, InputError> {
    let mut bytes = Vec::new();
    reader
        .take(bound.limit.saturating_add(1))
        .read_to_end(&mut bytes)
        .map_err(|source| InputError::Io {
            what: what.to_string(),
            source,
        })?;
    if bytes.len() as u64 > bound.limit {
        return Err(InputError::TooLarge {
            what: what.to_string(),
            limit: bound.limit,
            raise: bound.raise,
        });
    }
    String::from_utf8(bytes).map_err(|e| InputError::NotUtf8 {
        what: what.to_string(),
        valid_up_to: e.utf8_error().valid_up_to(),
    })
}

/// Reads the file at `path` as in [`read_bounded`]. Character devices and FIFOs are
/// allowed (`/dev/stdin`, a pipe), and end at the limit; a directory is an error.
pub fn read_file_bounded(path: &Path, what: &str, bound: Bound) -> Result<String, InputError> {
    let io = |source| InputError::Io {
        what: format!("{what} from `{}`", path.display()),
        source,
    };
    let file = std::fs::File::open(path).map_err(io)?;
    if file.metadata().map_err(io)?.is_dir() {
        return Err(InputError::NotAFile {
            path: path.display().to_string(),
        });
    }
    read_bounded(file, &format!("{what} `{}`", path.display()), bound)
}

/// Opens a file that is read record by record (`bench`): it must be a regular file, so
/// that a directory or a device is an error rather than an endless read.
pub fn open_regular(path: &Path) -> Result<std::fs::File, InputError> {
    let io = |source| InputError::Io {
        what: format!("`{}`", path.display()),
        source,
    };
    let file = std::fs::File::open(path).map_err(io)?;
    if !file.metadata().map_err(io)?.is_file() {
        return Err(InputError::NotAFile {
            path: path.display().to_string(),
        });
    }
    Ok(file)
}

/// A thread count within 1..=[`MAX_THREADS`], or the error that says the range.
pub fn thread_count(n: usize) -> Result<usize, String> {
    if (1..=MAX_THREADS).contains(&n) {
        Ok(n)
    } else {
        Err(format!("threads must be in 1..={MAX_THREADS}, got {n}"))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const SMALL: Bound = Bound {
        limit: 8,
        raise: "raise it with --max",
    };

    #[test]
    fn an_endless_reader_ends_at_the_limit() {
        let e = read_bounded(std::io::repeat(b'a'), "output", SMALL).unwrap_err();
        assert_eq!(
            e.to_string(),
            "the output is larger than 8 bytes; raise it with --max"
        );
        assert_eq!(
            read_bounded(&b"12345678"[..], "output", SMALL).unwrap(),
            "12345678"
        );
    }

    #[test]
    fn invalid_utf8_says_where() {
        let e = read_bounded(&b"ab\xffc"[..], "output", SMALL).unwrap_err();
        assert_eq!(
            e.to_string(),
            "the output is not UTF-8 text: its first invalid byte is at offset 2"
        );
    }

    #[test]
    fn directories_are_not_inputs() {
        let dir = std::env::temp_dir();
        assert!(matches!(
            open_regular(&dir),
            Err(InputError::NotAFile { .. })
        ));
        assert!(matches!(
            read_file_bounded(&dir, "output", SMALL),
            Err(InputError::NotAFile { .. })
        ));
        assert!(open_regular(Path::new("/dev/zero")).is_err());
    }

    #[test]
    fn thread_counts_have_a_range() {
        assert!(thread_count(0).is_err());
        assert!(thread_count(100_000).is_err());
        assert_eq!(thread_count(4), Ok(4));
    }
}
