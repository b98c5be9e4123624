//! A pattern's `\b`, `\w`, `\s` and `\d` made ASCII, as every rule pattern is compiled
//! (see [`super::pattern::regex`]).
//!
//! In a file of its own because `build.rs` includes it to compile the precompiled
//! patterns the same way ([`super::dense`]); it uses nothing from the crate.

/// `pattern` with `\b`, `\w`, `\s` and `\d` made ASCII (`(?-u:\b)`, or spelled out inside
/// a class).
pub(crate) fn ascii_classes(pattern: &str) -> String {
    let mut out = String::with_capacity(pattern.len() + 64);
    let mut chars = pattern.chars();
    let mut in_class = false;
    while let Some(c) = chars.next() {
        match c {
            '\\' => match chars.next() {
                Some('w') if in_class => out.push_str("0-9A-Za-z_"),
                Some('s') if in_class => out.push_str("\\t\\n\\x0B\\x0C\\r "),
                Some('d') if in_class => out.push_str("0-9"),
                Some(e @ ('b' | 'w' | 's' | 'd')) if !in_class => {
                    out.push_str("(?-u:\\");
                    out.push(e);
                    out.push(')');
                }
                Some(e) => {
                    out.push('\\');
                    out.push(e);
                }
                None => out.push('\\'),
            },
            '[' if !in_class => {
                in_class = true;
                out.push(c);
                // A `]` right after `[` or `[^` is a literal.
                let mut peek = chars.clone();
                match peek.next() {
                    Some('^') => {
                        out.push('^');
                        chars.next();
                        if chars.clone().next() == Some(']') {
                            out.push(']');
                            chars.next();
                        }
                    }
                    Some(']') => {
                        out.push(']');
                        chars.next();
                    }
                    _ => {}
                }
            }
            ']' if in_class => {
                in_class = false;
                out.push(c);
            }
            _ => out.push(c),
        }
    }
    out
}
