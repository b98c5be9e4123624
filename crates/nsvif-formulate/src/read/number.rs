//! Numbers as users write them: digits or English words ("three", "twenty five").

const UNITS: &[&str] = &[
    "zero",
    "one",
    "two",
    "three",
    "four",
    "five",
    "six",
    "seven",
    "eight",
    "nine",
    "ten",
    "eleven",
    "twelve",
    "thirteen",
    "fourteen",
    "fifteen",
    "sixteen",
    "seventeen",
    "eighteen",
    "nineteen",
];
const TENS: &[&str] = &[
    "", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety",
];

/// The regex alternative matching a number: digits (with thousands commas) or number words.
pub(crate) const NUMBER: &str = r"(?:half\s+a\s+dozen|a\s+half[\s-]dozen|a\s+dozen|one\s+dozen|\d{1,3}(?:,\d{3})+|\d+|(?:twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety)(?:[- ](?:one|two|three|four|five|six|seven|eight|nine))?|zero|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen|a hundred|one hundred|hundred)";

/// The largest count read: past it, `n + 1` and the like could overflow, and no output
/// has that many of anything. A larger number is not read (its requirement stays
/// unexplained).
const MAX_NUMBER: i64 = 1_000_000_000;

/// Parses what [`NUMBER`] matched.
pub(crate) fn parse(s: &str) -> Option<i64> {
    let s = s.trim().to_ascii_lowercase();
    if s.bytes().next().is_some_and(|b| b.is_ascii_digit()) {
        return s
            .replace(',', "")
            .parse()
            .ok()
            .filter(|n| (0..=MAX_NUMBER).contains(n));
    }
    if s.ends_with("hundred") {
        return Some(100);
    }
    if s.ends_with("dozen") {
        return Some(if s.contains("half") { 6 } else { 12 });
    }
    let mut parts = s.split(['-', ' ']);
    let first = parts.next()?;
    if let Some(u) = UNITS.iter().position(|w| *w == first) {
        return Some(u as i64);
    }
    let tens = TENS.iter().position(|w| *w == first)? as i64 * 10;
    let unit = parts
        .next()
        .and_then(|u| UNITS.iter().position(|w| *w == u))
        .unwrap_or(0) as i64;
    Some(tens + unit)
}

#[cfg(test)]
mod tests {
    #[test]
    fn parses_digits_and_words() {
        assert_eq!(super::parse("300"), Some(300));
        assert_eq!(super::parse("1,200"), Some(1200));
        assert_eq!(super::parse("three"), Some(3));
        assert_eq!(super::parse("Twenty-five"), Some(25));
        assert_eq!(super::parse("a hundred"), Some(100));
    }
}
