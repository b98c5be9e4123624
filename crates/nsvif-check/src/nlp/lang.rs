//! Language detection as the official IFEval checker does it: `langdetect` (a port of
//! Nakatani Shuyo's language-detection with its 55 n-gram profiles), through the
//! `langdetect` crate, which reproduces the Python package's results bit for bit.
//!
//! The Python checker does not seed langdetect, so its random walk differs from run to
//! run; nsvif seeds it with 0 so a check is reproducible. On the IFEval data the seed
//! changes no label (docs/COMPATIBILITY.md, "Language detection").

use std::sync::OnceLock;

use langdetect::{DetectorFactory, Seed};

/// langdetect's 55 profiles as built by `build.rs` (reproducing CPython 3.11), seeded with 0.
fn factory() -> &'static DetectorFactory {
    static FACTORY: OnceLock<DetectorFactory> = OnceLock::new();
    FACTORY.get_or_init(|| {
        let table = include_bytes!(concat!(env!("OUT_DIR"), "/langdetect.bin"));
        let mut f = DetectorFactory::from_bytes(table).expect("build.rs serialised this table");
        f.seed = seed_zero();
        f
    })
}

/// `random.Random(0)`'s state (`getstate()[1]`): the Mersenne Twister after CPython's
/// `init_by_array([0])`. Given as a state rather than `Seed::Int(0)` because langdetect
/// re-seeds for every detection, and copying the state is cheaper than re-running the
/// seeding (3% of a language check).
fn seed_zero() -> Seed {
    const N: usize = 624;
    let mut mt = [0u32; N];
    mt[0] = 19_650_218;
    for i in 1..N {
        mt[i] = 1_812_433_253u32
            .wrapping_mul(mt[i - 1] ^ (mt[i - 1] >> 30))
            .wrapping_add(i as u32);
    }
    // init_by_array with the key [0]: max(N, 1) mixing steps (each adds key[0] + 0 = 0),
    // then N - 1 more.
    let mut i = 1;
    for _ in 0..N {
        mt[i] ^= (mt[i - 1] ^ (mt[i - 1] >> 30)).wrapping_mul(1_664_525);
        i += 1;
        if i >= N {
            mt[0] = mt[N - 1];
            i = 1;
        }
    }
    for _ in 0..N - 1 {
        mt[i] = (mt[i] ^ (mt[i - 1] ^ (mt[i - 1] >> 30)).wrapping_mul(1_566_083_941))
            .wrapping_sub(i as u32);
        i += 1;
        if i >= N {
            mt[0] = mt[N - 1];
            i = 1;
        }
    }
    mt[0] = 0x8000_0000;
    let mut state = mt.to_vec();
    state.push(N as u32); // the position: the next draw regenerates the block
    Seed::from_state(&state).expect("624 words and a position <= 624")
}

/// The ISO 639-1 code langdetect gives `text` (`zh-cn`/`zh-tw` for Chinese), or why it
/// could not decide (no letters in the text).
pub(crate) fn detect(text: &str) -> Result<String, langdetect::Error> {
    detect_whole(decisive_prefix(text, decides))
}

fn detect_whole(text: &str) -> Result<String, langdetect::Error> {
    factory().detect(text)
}

/// How many characters at the end of a cut text's prepared form (URLs and e-mail addresses
/// replaced by a space, then Vietnamese marks composed) may differ from the whole text's.
/// Each step reads the text left to right, decides from a bounded window (a URL is at
/// most 2,084 characters, an address 575, a Vietnamese letter and its mark 2) and never
/// lengthens it, so each adds at most twice its window to the uncertain tail. The
/// collapsing of spaces only shortens the text, so counting collapsed characters against
/// this tail errs on the safe side.
const UNCERTAIN_TAIL: usize = 2 * (2_084 + 575 + 2);

/// Whether langdetect decides on `prefix` as on any text that starts with it: it reads
/// only the first `max_text_length` (10,000) characters of the prepared text, and the
/// prepared prefix is that long and more before its uncertain tail.
fn decides(prefix: &str) -> bool {
    decides_within(prefix, UNCERTAIN_TAIL)
}

fn decides_within(prefix: &str, tail: usize) -> bool {
    let read = usize::try_from(factory().create().map_or(0, |d| d.max_text_length));
    let prepared = langdetect::text::prepare(prefix, i64::MAX).chars().count();
    read.is_ok_and(|read| prepared >= read + tail)
}

/// The shortest of the prefixes of 64 KiB, 256 KiB, … of `text` for which `enough` holds,
/// or the whole text: langdetect then runs on a few KiB of a 50 MB output, not on copies
/// of all of it (issue #18).
fn decisive_prefix(text: &str, enough: impl Fn(&str) -> bool) -> &str {
    let mut cut = 1usize << 16;
    while cut < text.len() {
        let at = (0..=cut)
            .rev()
            .find(|&i| text.is_char_boundary(i))
            .unwrap_or(0);
        let prefix = &text[..at];
        if enough(prefix) {
            return prefix;
        }
        cut = cut.saturating_mul(4);
    }
    text
}

/// Detection with the documented fix (`ifeval_fixes`): langdetect's profiles are mostly
/// lower-case n-grams, so text in capitals is often taken for another language ("GOOD
/// MORNING EVERYONE" is German to it). The lower-cased text is tried first and, when that
/// is not `wanted`, the text as written; the first answer that is `wanted` wins, else the
/// lower-cased text's answer.
///
/// Both run on a decisive prefix of the text (see [`decides`]). A prefix's lower case
/// begins the whole text's when it has no capital sigma, the one letter whose lower case
/// depends on what follows it. When the prefix lowers to itself and the whole text does
/// not, the answer is the same: the text as written then gives the lower-cased answer.
pub(crate) fn detect_case_insensitive(
    text: &str,
    wanted: &str,
) -> Result<String, langdetect::Error> {
    let text = decisive_prefix(text, |p| {
        !p.contains('\u{3a3}') && decides(p) && decides(&p.to_lowercase())
    });
    let lower = text.to_lowercase();
    let first = detect_whole(&lower);
    if lower == text || first.as_deref().is_ok_and(|c| matches(c, wanted)) {
        return first;
    }
    match detect_whole(text) {
        Ok(code) if matches(&code, wanted) || first.is_err() => Ok(code),
        _ => first,
    }
}

/// The language codes langdetect can return (its profiles' names). A constant, so that
/// parsing a language argument does not load the n-gram table.
pub(crate) const SUPPORTED: [&str; 55] = [
    "af", "ar", "bg", "bn", "ca", "cs", "cy", "da", "de", "el", "en", "es", "et", "fa", "fi", "fr",
    "gu", "he", "hi", "hr", "hu", "id", "it", "ja", "kn", "ko", "lt", "lv", "mk", "ml", "mr", "ne",
    "nl", "no", "pa", "pl", "pt", "ro", "ru", "sk", "sl", "so", "sq", "sv", "sw", "ta", "te", "th",
    "tl", "tr", "uk", "ur", "vi", "zh-cn", "zh-tw",
];

/// Names of the languages IFEval asks for (its `LANGUAGE_CODES`), and Chinese.
const NAMES: &[(&str, &str)] = &[
    ("en", "English"),
    ("es", "Spanish"),
    ("pt", "Portuguese"),
    ("ar", "Arabic"),
    ("hi", "Hindi"),
    ("fr", "French"),
    ("ru", "Russian"),
    ("de", "German"),
    ("ja", "Japanese"),
    ("it", "Italian"),
    ("bn", "Bengali"),
    ("uk", "Ukrainian"),
    ("th", "Thai"),
    ("ur", "Urdu"),
    ("ta", "Tamil"),
    ("te", "Telugu"),
    ("bg", "Bulgarian"),
    ("ko", "Korean"),
    ("pl", "Polish"),
    ("he", "Hebrew"),
    ("fa", "Persian"),
    ("vi", "Vietnamese"),
    ("ne", "Nepali"),
    ("sw", "Swahili"),
    ("kn", "Kannada"),
    ("mr", "Marathi"),
    ("gu", "Gujarati"),
    ("pa", "Punjabi"),
    ("ml", "Malayalam"),
    ("fi", "Finnish"),
    ("zh", "Chinese"),
];

/// The English name of a code, where known.
pub(crate) fn name(code: &str) -> Option<&'static str> {
    let code = if code.starts_with("zh") { "zh" } else { code };
    NAMES.iter().find(|(c, _)| *c == code).map(|(_, n)| *n)
}

/// `code (Name)` or just `code`.
pub(crate) fn describe(code: &str) -> String {
    match name(code) {
        Some(n) => format!("{code} ({n})"),
        None => code.to_string(),
    }
}

/// A language argument as a code langdetect can return: an ISO 639-1 code it knows
/// (`fr`), `zh` for Chinese (either script), or an English name from IFEval's list
/// (`French`), case-insensitive.
pub(crate) fn parse(arg: &str) -> Result<String, String> {
    let a = arg.trim().to_lowercase();
    if a == "zh" || SUPPORTED.contains(&a.as_str()) {
        return Ok(a);
    }
    if let Some((code, _)) = NAMES.iter().find(|(_, n)| n.to_lowercase() == a) {
        return Ok(code.to_string());
    }
    Err(format!(
        "unknown language `{arg}`: use an ISO 639-1 code langdetect knows ({}, zh) or an English name such as \"French\"",
        SUPPORTED.join(", ")
    ))
}

/// Does a detected code satisfy a parsed language argument? (`zh` takes both scripts.)
pub(crate) fn matches(detected: &str, wanted: &str) -> bool {
    detected == wanted || (wanted == "zh" && detected.starts_with("zh-"))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn detects_languages_and_reports_failure() {
        assert_eq!(detect("Ceci est une phrase en français.").unwrap(), "fr");
        assert_eq!(
            detect("This is clearly an English sentence.").unwrap(),
            "en"
        );
        assert!(detect("12345 !!!").is_err());
        assert_eq!(factory().langlist(), SUPPORTED);
    }

    #[test]
    fn the_fix_tries_lower_case_then_the_text_as_written() {
        assert_eq!(detect("GOOD MORNING EVERYONE").unwrap(), "de");
        assert_eq!(
            detect_case_insensitive("GOOD MORNING EVERYONE", "en").unwrap(),
            "en"
        );
        // Lower-cased, this list of names reads as Catalan; as written, as English.
        let names = "1. PIXEL PRODIGY\n2. CODE CONSTRUCT\n3. DIGITAL DYNAMICS";
        assert_eq!(detect(&names.to_lowercase()).unwrap(), "ca");
        assert_eq!(detect_case_insensitive(names, "en").unwrap(), "en");
        assert_eq!(
            detect_case_insensitive("C'EST LA VIE, MON AMI", "en").unwrap(),
            detect("c'est la vie, mon ami").unwrap()
        );
    }

    /// A long text of words, URLs and e-mail addresses of every length up to the
    /// patterns' limits, Vietnamese letters with combining marks, runs of spaces, capital
    /// sigmas: whatever the cut falls on.
    fn long_text(seed: u64, len: usize) -> String {
        let mut x = seed | 1;
        let mut next = |n: usize| {
            x ^= x << 13;
            x ^= x >> 7;
            x ^= x << 17;
            (x % n as u64) as usize
        };
        let mut out = String::new();
        while out.len() < len {
            match next(9) {
                0 => {
                    let n = 1 + if next(4) == 0 { next(2_200) } else { next(40) };
                    out.push_str(if next(2) == 0 { "http://" } else { "https://" });
                    out.extend((0..n).map(|i| if i % 7 == 0 { '/' } else { 'a' }));
                }
                1 => {
                    let (a, b) = (
                        1 + next(80),
                        1 + if next(4) == 0 { next(600) } else { next(20) },
                    );
                    out.extend(std::iter::repeat_n('u', a));
                    out.push('@');
                    out.extend(std::iter::repeat_n('d', b));
                }
                2 => out.push_str("Vie\u{302}t nam a\u{301} "),
                3 => out.push_str(&" ".repeat(1 + next(50))),
                4 if seed % 2 == 1 => out.push_str("ΣΟΦΙΑ Σ "),
                _ => out.push_str("la casa es muy bonita y grande "),
            }
        }
        out
    }

    #[test]
    fn a_decisive_prefix_prepares_as_the_whole_text() {
        let read = factory().create().unwrap().max_text_length;
        let (mut decisive, mut cuts) = (0, 0);
        for seed in 0..4 {
            let text = long_text(seed, 60_000);
            let whole = langdetect::text::prepare(&text, read);
            // Every cut `decides` accepts, however close to the limit.
            for cut in (20_000..text.len()).step_by(311) {
                let Some(prefix) = text.get(..cut) else {
                    continue;
                };
                cuts += 1;
                if decides(prefix) {
                    decisive += 1;
                    assert_eq!(
                        langdetect::text::prepare(prefix, read),
                        whole,
                        "seed {seed}, cut {cut}"
                    );
                }
            }
        }
        assert!(
            decisive > cuts / 4 && decisive < cuts,
            "{decisive} of {cuts} cuts decisive"
        );
        // The lower-cased text, as `detect_case_insensitive` reads it, on a long text.
        for seed in [2, 3] {
            let text = long_text(seed, 300_000).to_uppercase();
            let both = |p: &str| !p.contains('\u{3a3}') && decides(p) && decides(&p.to_lowercase());
            let prefix = decisive_prefix(&text, both);
            assert_eq!(
                prefix.len() < text.len(),
                seed == 2,
                "a sigma keeps the whole text"
            );
            assert_eq!(
                langdetect::text::prepare(&prefix.to_lowercase(), read),
                langdetect::text::prepare(&text.to_lowercase(), read),
                "seed {seed}, lower case"
            );
        }
    }

    #[test]
    fn the_uncertain_tail_is_needed_and_enough() {
        let read = factory().create().unwrap().max_text_length;
        let plain = |n: usize| "ab ".repeat(n / 3 + 1)[..n].to_string();
        let specials = [
            format!("https://{} ", "a".repeat(2_076)),
            format!("{}@{} ", "u".repeat(64), "d".repeat(510)),
            "e\u{302} ".to_string(),
        ];
        // Cut just inside each URL, address or letter and its mark, placed so the cut
        // text's prepared form is just long enough for the tail under test.
        for (tail, may_be_wrong) in [(0, true), (UNCERTAIN_TAIL, false)] {
            let (mut accepted, mut wrong) = (0, 0);
            for special in &specials {
                for k in read as usize + tail - 12..read as usize + tail + 2 {
                    let text = format!("{}{special}{}", plain(k), plain(3_000));
                    let whole = langdetect::text::prepare(&text, read);
                    for cut in (k..k + 10).chain(k + special.len() - 10..k + special.len()) {
                        let Some(prefix) = text.get(..cut) else {
                            continue;
                        };
                        if decides_within(prefix, tail) {
                            accepted += 1;
                            wrong += usize::from(langdetect::text::prepare(prefix, read) != whole);
                        }
                    }
                }
            }
            assert!(accepted > 100, "tail {tail}: {accepted} cuts accepted");
            assert_eq!(
                wrong > 0,
                may_be_wrong,
                "tail {tail}: {wrong} of {accepted} wrong"
            );
        }
    }

    #[test]
    fn detection_on_a_prefix_answers_as_on_the_whole_text() {
        for seed in 0..6 {
            let text = long_text(seed, 300_000).to_uppercase();
            assert_eq!(detect(&text), detect_whole(&text));
            let lower = text.to_lowercase();
            let whole = detect_whole(&lower);
            let want = if whole.as_deref().is_ok_and(|c| matches(c, "es")) {
                whole
            } else {
                match detect_whole(&text) {
                    Ok(c) if matches(&c, "es") || whole.is_err() => Ok(c),
                    _ => whole,
                }
            };
            assert_eq!(detect_case_insensitive(&text, "es"), want, "seed {seed}");
        }
    }

    #[test]
    fn seed_zero_is_cpython_random_0() {
        // `random.Random(0).getstate()[1]` on CPython.
        let Seed::State(state) = seed_zero() else {
            panic!("a state seed")
        };
        assert_eq!(state[..3], [2_147_483_648, 766_982_754, 497_961_170]);
        assert_eq!(state[622..], [1_057_334_138, 2_902_720_905, 624]);
    }

    #[test]
    fn the_restored_table_and_state_give_the_same_probabilities() {
        let mut reference = DetectorFactory::new(langdetect::Compat::python(11));
        reference
            .load_builtin(&DetectorFactory::builtin_files())
            .unwrap();
        reference.seed = Seed::Int(0);
        for text in [
            "Ceci est une phrase en français.",
            "GOOD MORNING EVERYONE",
            "Das ist ein kurzer Satz, aber er reicht.",
            "これは日本語の文です。",
        ] {
            let ours = factory().detect_langs(text).unwrap();
            let theirs = reference.detect_langs(text).unwrap();
            assert_eq!(format!("{ours:?}"), format!("{theirs:?}"), "{text}");
        }
    }

    #[test]
    fn parses_codes_and_names() {
        assert_eq!(parse("FR").unwrap(), "fr");
        assert_eq!(parse(" Kannada ").unwrap(), "kn");
        assert_eq!(parse("zh").unwrap(), "zh");
        assert_eq!(parse("zh-tw").unwrap(), "zh-tw");
        assert!(parse("xx").unwrap_err().contains("unknown language `xx`"));
        assert!(matches("zh-cn", "zh") && matches("fr", "fr") && !matches("zh-cn", "zh-tw"));
        assert_eq!(describe("kn"), "kn (Kannada)");
    }
}
