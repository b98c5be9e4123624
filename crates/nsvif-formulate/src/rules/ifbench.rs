//! IFBench's instructions, as its own description templates phrase them
//! (`_description_pattern` in `if_verifiable.ifbench.instructions`) and close variants:
//! "The response must contain between 100 and 110 words.", "Include exactly 3 numbers in
//! the response.", "Write each word on a new line.", … Each emits the IFBench id with the
//! official kwargs, read from the text.
//!
//! Two templates do not carry what their check needs: `ratio:overlap` (the reference text
//! is elsewhere in the prompt) and `repeat:repeat_span` (so is the request to copy from).
//! Rather than guess that text, they become judge questions: undecided without an LLM,
//! never silently dropped.

use std::sync::{LazyLock, OnceLock};

use serde_json::{Map, Value};

use aho_corasick::AhoCorasick;

use crate::read::pattern::{regex, required_literals, Regex};

use super::{Emit, Sink, Text};

/// How a capture group becomes a kwarg.
#[derive(Clone, Copy)]
enum Arg {
    /// An integer kwarg.
    Int(&'static str),
    /// A text kwarg, as written (case kept).
    Text(&'static str),
}

/// One template: its IFBench id, its pattern over the lower-cased instruction, and what
/// its capture groups (in order) are.
struct Template {
    id: &'static str,
    pattern: &'static str,
    args: &'static [Arg],
}

use Arg::{Int, Text as Str};

const MUST: &str = r"(?:must|should|needs?\s+to|has\s+to|have\s+to)";

#[rustfmt::skip]
const TEMPLATES: &[Template] = &[
    Template { id: "count:word_count_range", pattern: r"\b(?:the\s+response|your\s+(?:response|answer))\s+MUST\s+(?:contain|have|be)\s+between\s+(\d+)\s+and\s+(\d+)\s+words\b", args: &[Int("min_words"), Int("max_words")] },
    Template { id: "count:unique_word_count", pattern: r"\buse\s+at\s+least\s+(\d+)\s+(?:unique|distinct|different)\s+words\b", args: &[Int("N")] },
    Template { id: "ratio:stop_words", pattern: r"\bstop\s*words\s+(?:constitute|make\s+up|are)\s+no\s+more\s+than\s+(\d+)\s*%(?:\s+of\s+the\s+(?:total\s+)?words(?:\s+in\s+your\s+response)?)?", args: &[Int("percentage")] },
    Template { id: "ratio:sentence_type", pattern: r"\b2:1\s+ratio\s+of\s+declarative\s+to\s+interrogative\s+sentences\b", args: &[] },
    Template { id: "ratio:sentence_balance", pattern: r"\bratio\s+of\s+sentence\s+types\s*(?:\(declarative,\s+interrogative,\s+(?:and\s+)?exclamatory\)\s*)?is\s+balanced\b", args: &[] },
    Template { id: "count:conjunctions", pattern: r"\buse\s+at\s+least\s+(\d+)\s+different\s+coordinating\s+conjunctions\b", args: &[Int("small_n")] },
    Template { id: "count:person_names", pattern: r"\bmention\s+at\s+least\s+(\d+)\s+different\s+(?:person\s+)?names\b[^.]*?(?:from\s+this\s+list\s+of\s+person\s+names:[^.]*\.)?", args: &[Int("N")] },
    Template { id: "count:numbers", pattern: r"\binclude\s+exactly\s+(\d+)\s+numbers\b", args: &[Int("N")] },
    Template { id: "words:alphabet", pattern: r"\beach\s+word\s+MUST\s+start\s+with\s+the\s+next\s+letter\s+of\s+the\s+alphabet(?:,\s+looping\s+back\s+to\s+'a'\s+after\s+'z')?", args: &[] },
    Template { id: "words:vowel", pattern: r"\bwrite\s+a\s+paragraph\s+using\s+words\s+that\s+contain\s+only\s+three\s+types?\s+of\s+vowels\b", args: &[] },
    Template { id: "words:consonants", pattern: r"\beach\s+word\s+in\s+your\s+response\s+(?:has|contains)\s+at\s+least\s+one\s+consonant\s+cluster\b(?:\s*\(two\s+or\s+more\s+consonants\s+together\))?", args: &[] },
    Template { id: "sentence:alliteration_increment", pattern: r"\beach\s+sentence\s+MUST\s+have\s+a\s+longer\s+sequence\s+of\s+consecutive\s+alliterative\s+words\s+than\s+the\s+previous\s+one\b", args: &[] },
    Template { id: "words:palindrome", pattern: r"\binclude\s+at\s+least\s+10\s+single-word\s+palindromes,\s+each\s+at\s+least\s+5\s+characters\s+long\b", args: &[] },
    Template { id: "count:punctuation", pattern: r"\buse\s+every\s+standard\s+punctuation\s+mark\s+at\s+least\s+once\b(?:,\s+including\s+semicolons,\s+colons,\s+and\s+the\s+interrobang\s*\(\?!\))?", args: &[] },
    Template { id: "format:parentheses", pattern: r"\bnest\s+parentheses\s*(?:\(and\s+\[brackets\s+\{and\s+braces\}\]\)\s*)?at\s+least\s+5\s+levels\s+deep\b", args: &[] },
    Template { id: "format:quotes", pattern: r"\binclude\s+quotes\s+within\s+quotes\s+within\s+quotes,\s+at\s+least\s+3\s+levels\s+deep\b(?:,\s+alternating\s+between\s+double\s+quotes\s+and\s+single\s+quotes)?", args: &[] },
    Template { id: "words:prime_lengths", pattern: r"\buse\s+only\s+words\s+with\s+lengths\s+that\s+are\s+prime\s+numbers\b", args: &[] },
    Template { id: "format:options", pattern: r"\banswer\s+with\s+one\s+of\s+the\s+following\s+options:\s+(.+?)\.\s+do\s+not\s+give\s+any\s+explanation\b\.?", args: &[Str("options")] },
    Template { id: "format:newline", pattern: r"\bwrite\s+each\s+word\s+on\s+a\s+(?:new|separate)\s+line\b", args: &[] },
    Template { id: "format:emoji", pattern: r"\buse\s+an\s+emoji\s+at\s+the\s+end\s+of\s+every\s+sentence\b", args: &[] },
    Template { id: "ratio:sentence_words", pattern: r"\brespond\s+with\s+three\s+sentences,\s+all\s+containing\s+the\s+same\s+number\s+of\s+characters\s+but\s+using\s+all\s+different\s+words\b", args: &[] },
    Template { id: "count:words_japanese", pattern: r"\bevery\s+(\d+)(?:st|nd|rd|th)\s+(?:word\s+)?of\s+your\s+response\s+MUST\s+be\s+in\s+japanese\b", args: &[Int("N")] },
    Template { id: "words:start_verb", pattern: r"\b(?:the\s+response|your\s+(?:response|answer))\s+MUST\s+(?:start|begin)\s+with\s+a\s+verb\b", args: &[] },
    Template { id: "words:repeats", pattern: r"\b(?:the\s+response|your\s+(?:response|answer))\s+(?:should|must)\s+not\s+repeat\s+any\s+word\s+more\s+than\s+(\d+)\s+times?\b", args: &[Int("small_n")] },
    Template { id: "sentence:keyword", pattern: r#"\b(?:the\s+response|your\s+(?:response|answer))\s+MUST\s+include\s+(?:the\s+)?keyword\s+"([^"]+)"\s+in\s+the\s+(\d+)(?:-th|th|st|nd|rd)\s+sentence\b"#, args: &[Str("word"), Int("N")] },
    Template { id: "count:pronouns", pattern: r"\b(?:the\s+response|your\s+(?:response|answer))\s+(?:should|must)\s+include\s+at\s+least\s+(\d+)\s+pronouns\b", args: &[Int("N")] },
    Template { id: "words:odd_even_syllables", pattern: r"\balternate\s+between\s+words\s+with\s+odd\s+and\s+even\s+numbers\s+of\s+syllables\b", args: &[] },
    Template { id: "words:last_first", pattern: r"\bthe\s+last\s+word\s+of\s+each\s+sentence\s+MUST\s+(?:become|be)\s+the\s+first\s+word\s+of\s+the\s+next\s+sentence\b", args: &[] },
    Template { id: "words:paragraph_last_first", pattern: r"\beach\s+paragraph\s+MUST\s+end\s+with\s+the\s+same\s+word\s+it\s+start(?:ed|s)\s+with\b(?:,\s+separate\s+paragraphs\s+with\s+a\s+newline)?", args: &[] },
    Template { id: "sentence:increment", pattern: r"\beach\s+sentence\s+MUST\s+contain\s+exactly\s+(\d+)\s+more\s+words?\s+than\s+the\s+previous\s+one\b", args: &[Int("small_n")] },
    Template { id: "words:no_consecutive", pattern: r"\bno\s+two\s+consecutive\s+words\s+(?:can|may|should)\s+share\s+the\s+same\s+first\s+letter\b", args: &[] },
    Template { id: "format:line_indent", pattern: r"\bcreate\s+stairs\s+by\s+incrementally\s+indenting\s+each\s+new\s+line\b", args: &[] },
    Template { id: "format:quote_unquote", pattern: r"\bevery\s+quoted\s+phrase\s+MUST\s+be\s+followed\s+by\s+an\s+unquoted\s+explanation\b", args: &[] },
    Template { id: "format:list", pattern: r"\banswer\s+with\s+a\s+list\s+of\s+items,\s+instead\s+of\s+bullet\s+points\s+use\s+(.+?)\.(?:\s|$)", args: &[Str("sep")] },
    Template { id: "format:thesis", pattern: r"\beach\s+section\s+MUST\s+begin\s+with\s+a\s+thesis\s+statement\s+in\s+italics\b(?:,\s+use\s+html\s+to\s+indicate\s+the\s+italics)?", args: &[] },
    Template { id: "format:sub-bullets", pattern: r"\b(?:your\s+response\s+MUST\s+include\s+)?bullet\s+points\s+denoted\s+by\s+\*\s+and\s+at\s+least\s+one\s+sub-bullet\s+point\s+denoted\s+by\s+-\s+for\s+each\s+bullet\s+point\b", args: &[] },
    Template { id: "format:no_bullets_bullets", pattern: r"\b(?:your\s+answer\s+MUST\s+contain\s+)?at\s+least\s+two\s+sentences\s+ending\s+in\s+a\s+period\s+followed\s+by\s+at\s+least\s+two\s+bullet\s+points\s+denoted\s+by\s+\*", args: &[] },
    Template { id: "custom:multiples", pattern: r"\bcount\s+from\s+10\s+to\s+50\s+but\s+only\s+print\s+multiples\s+of\s+7\b", args: &[] },
    Template { id: "custom:mcq_count_length", pattern: r#"\bgenerate\s+4\s+multiple\s+choice\s+questions\s+with\s+5\s+options\s+each\b[^.]*\.\s*each\s+question\s+should\s+start\s+with\s+the\s+label\s+"question"\.\s*the\s+questions\s+should\s+get\s+progressively\s+longer\.\s*do\s+not\s+provide\s+an\s+explanation\b\.?"#, args: &[] },
    Template { id: "custom:reverse_newline", pattern: r"\blist\s+the\s+countries\s+of\s+africa\s+in\s+reverse\s+alphabetical\s+order,\s+each\s+on\s+a\s+new\s+line\b", args: &[] },
    Template { id: "custom:word_reverse", pattern: r"\bwhat\s+animal\s+is\s+the\s+national\s+symbol\s+of\s+the\s+us\?\s+respond\s+to\s+this\s+query,\s+but\s+make\s+your\s+sentence\s+in\s+reverse\s+order\s+of\s+what\s+it\s+should\s+be,\s+per\s+word\b", args: &[] },
    Template { id: "custom:character_reverse", pattern: r"\bwhat\s+animal\s+is\s+the\s+national\s+symbol\s+of\s+the\s+us\?\s+respond\s+to\s+this\s+query,\s+but\s+make\s+your\s+sentence\s+in\s+reverse\s+order\s+of\s+what\s+it\s+should\s+be,\s+per\s+letter\b", args: &[] },
    Template { id: "custom:sentence_alphabet", pattern: r"\btell\s+me\s+a\s+26-sentence\s+story\s+where\s+each\s+sentence's\s+first\s+word\s+starts\s+with\s+the\s+letters\s+of\s+the\s+alphabet\s+in\s+order\b", args: &[] },
    Template { id: "custom:european_capitals_sort", pattern: r"\bgive\s+me\s+the\s+names\s+of\s+all\s+capital\s+cities\s+of\s+european\s+countries\s+whose\s+latitude\s+is\s+higher\s+than\s+(?:than\s+)?45\s+degrees\?\s+list\s+the\s+capital\s+cities\s+without\s+country\s+names,\s+separated\s+by\s+commas,\s+sorted\s+by\s+latitude,\s+from\s+highest\s+to\s+lowest\b", args: &[] },
    Template { id: "custom:csv_city", pattern: r#"\bgenerate\s+csv\s+data:\s+the\s+column\s+names\s+are\s+\["id",\s+"country",\s+"city",\s+"year",\s+"count"\],\s+the\s+data\s+should\s+be\s+comma\s+delimited\.\s+please\s+generate\s+7\s+rows\b\.?"#, args: &[] },
    Template { id: "custom:csv_special_character", pattern: r#"\bgenerate\s+csv\s+data:\s+the\s+column\s+names\s+are\s+\["productid",\s+"category",\s+"brand",\s+"price",\s+"stock"\],\s+the\s+data\s+should\s+be\s+comma\s+delimited\.\s+please\s+generate\s+14\s+rows\.\s+add\s+one\s+field\s+which\s+contains\s+a\s+special\s+character\s+and\s+enclose\s+it\s+in\s+double\s+quotes\b\.?"#, args: &[] },
    Template { id: "custom:csv_quotes", pattern: r#"\bgenerate\s+csv\s+data:\s+the\s+column\s+names\s+are\s+\["studentid",\s+"subject",\s+"grade",\s+"semester",\s+"score"\],\s+the\s+data\s+should\s+be\s+tab\s+delimited\.\s+please\s+generate\s+3\s+rows\s+and\s+enclose\s+each\s+single\s+field\s+in\s+double\s+quotes\b\.?"#, args: &[] },
    Template { id: "custom:date_format_list", pattern: r"\blist\s+the\s+start\s+dates\s+of\s+all\s+the\s+battles\s+napoleon\s+fought\s+separated\s+by\s+commas,\s+use\s+the\s+following\s+date\s+format:\s+yyyy-mm-dd\.\s+do\s+not\s+provide\s+an\s+explanation\b\.?", args: &[] },
    Template { id: "count:keywords_multiple", pattern: r"\binclude\s+keyword\s+(\S+)\s+once\s+in\s+your\s+response,\s+keyword\s+(\S+)\s+twice\s+in\s+your\s+response,\s+keyword\s+(\S+)\s+three\s+times\s+in\s+your\s+response,\s+keyword\s+(\S+)\s+five\s+times\s+in\s+your\s+response,\s+and\s+keyword\s+(\S+)\s+seven\s+times\s+in\s+your\s+response\b", args: &[Str("keyword1"), Str("keyword2"), Str("keyword3"), Str("keyword4"), Str("keyword5")] },
    Template { id: "words:keywords_specific_position", pattern: r"\binclude\s+(?:the\s+)?keyword\s+(\S+)\s+in\s+the\s+(\d+)(?:-th|th|st|nd|rd)\s+sentence,\s+as\s+the\s+(\d+)(?:-th|th|st|nd|rd)\s+word\s+of\s+that\s+sentence\b", args: &[Str("keyword"), Int("n"), Int("m")] },
    Template { id: "words:words_position", pattern: r"\bthe\s+second\s+word\s+in\s+your\s+response\s+and\s+the\s+second\s+to\s+last\s+word\s+in\s+your\s+response\s+should\s+be\s+the\s+word\s+(\S+?)\.?(?:\s|$)", args: &[Str("keyword")] },
    Template { id: "repeat:repeat_change", pattern: r"(?s)\brepeat\s+the\s+request,\s+but\s+change\s+the\s+first\s+word\s+of\s+the\s+repeated\s+request,\s+\(do\s+not\s+say\s+anything\s+before\s+repeating\s+the\s+request;\s+the\s+request\s+you\s+need\s+to\s+repeat\s+does\s+not\s+include\s+this\s+sentence\)\s+and\s+do\s+not\s+answer\s+the\s+actual\s+request!\s+request:\s+(.+)$", args: &[Str("prompt_to_repeat")] },
    Template { id: "repeat:repeat_simple", pattern: r"\bonly\s+output\s+this\s+sentence\s+here,\s+ignore\s+all\s+other\s+requests\b\.?", args: &[] },
    Template { id: "format:title_case", pattern: r"\bwrite\s+the\s+entire\s+response\s+in\s+title\s+case\b(?:\s*\(capitalize\s+the\s+first\s+letter\s+of\s+every\s+major\s+word\))?", args: &[] },
    Template { id: "format:output_template", pattern: r"\buse\s+this\s+exact\s+template\s+for\s+your\s+response:\s+my\s+answer:\s+\[answer\]\s+my\s+conclusion:\s+\[conclusion\]\s+future\s+outlook:\s+\[outlook\]", args: &[] },
    Template { id: "format:no_whitespace", pattern: r"\b(?:the\s+output|the\s+response|your\s+(?:response|answer|output))\s+(?:should|must)\s+not\s+contain\s+any\s+whitespace\b", args: &[] },
];

/// The templates read into judge questions (see the module documentation).
static JUDGED: LazyLock<Regex> = LazyLock::new(|| {
    regex(r"\bmaintain\s+a\s+trigram\s+overlap\s+of\s+\d+%\s*\(\S{1,2}\s*2%\)\s+with\s+the\s+provided\s+reference\s+text\b\.?|\bcopy\s+the\s+span\s+of\s+words\s+that\s+lies\s+between\s+\(and\s+including\)\s+index\s+\d+\s+and\s+\d+,\s+the\s+indices\s+are\s+character\s+indices!?")
        .expect("static regex")
});

/// The templates' patterns, with [`MUST`] spelled out.
fn pattern(t: &Template) -> String {
    t.pattern.replace("MUST", MUST)
}

/// The words each template cannot match without ("between" and "words" for the word
/// range), found for all templates in one pass: a template whose words are not all in the
/// instruction is not searched for. Most instructions miss a word of every template, and
/// then no template is searched. (All the templates were once searched at once, as a set,
/// behind a gate for all of them: the set's lazy DFA's cold states were a tenth of
/// formulating, and compiling it a fifth of compiling the rules; each template that
/// passes its own gate is now searched by its precompiled DFAs.)
struct Gate {
    words: AhoCorasick,
    /// Per template, the indices in `words` of the words it needs.
    needs: Vec<Vec<usize>>,
}

static GATE: LazyLock<Gate> = LazyLock::new(|| {
    let mut words: Vec<Vec<u8>> = Vec::new();
    let needs = TEMPLATES
        .iter()
        .map(|t| {
            // Words of three letters or more: "a" or "of" would let every text through.
            let needed = required_literals(&pattern(t)).into_iter();
            needed
                .filter(|w| w.len() >= 3)
                .map(|w| match words.iter().position(|x| *x == w) {
                    Some(i) => i,
                    None => {
                        words.push(w);
                        words.len() - 1
                    }
                })
                .collect()
        })
        .collect();
    Gate {
        words: AhoCorasick::new(&words).expect("static words"),
        needs,
    }
});

impl Gate {
    /// Per template, whether all the words it needs are in `lower`.
    fn passing(&self, lower: &str) -> Vec<bool> {
        let mut present = vec![false; self.words.patterns_len()];
        for m in self.words.find_overlapping_iter(lower) {
            present[m.pattern().as_usize()] = true;
        }
        self.needs
            .iter()
            .map(|n| n.iter().all(|&w| present[w]))
            .collect()
    }

    /// Whether some template has all its words in `lower`.
    #[cfg(test)]
    fn passes(&self, lower: &str) -> bool {
        self.passing(lower).contains(&true)
    }
}

/// Each template's own pattern, compiled the first time it occurs: its groups give the
/// kwargs.
static COMPILED: LazyLock<Vec<OnceLock<Regex>>> =
    LazyLock::new(|| TEMPLATES.iter().map(|_| OnceLock::new()).collect());

fn compiled(i: usize) -> &'static Regex {
    COMPILED[i].get_or_init(|| regex(&pattern(&TEMPLATES[i])).expect("static regex"))
}

/// Every IFBench template found in the instruction, with its kwargs.
pub(crate) fn ifbench_templates(text: &Text, sink: &mut Sink) {
    for m in JUDGED.find_iter(&text.lower) {
        let phrase = text.raw[m.range()].trim();
        let question = format!("Does the response follow this requirement: {phrase}");
        sink.push(text, Emit::Judge(question), m.start(), m.end());
    }
    let passing = GATE.passing(&text.lower);
    for (i, t) in TEMPLATES.iter().enumerate() {
        if !passing[i] {
            continue;
        }
        for c in compiled(i).captures_iter(&text.lower) {
            let Some(whole) = c.get(0) else { continue };
            let mut kwargs = Map::new();
            let mut complete = true;
            for (i, arg) in t.args.iter().enumerate() {
                let Some(m) = c.get(i + 1) else {
                    complete = false;
                    continue;
                };
                match *arg {
                    Int(name) => match m.as_str().parse::<i64>() {
                        Ok(n) => {
                            kwargs.insert(name.into(), n.into());
                        }
                        Err(_) => complete = false,
                    },
                    Str(name) => {
                        let raw = text.raw[m.range()].trim();
                        kwargs.insert(name.into(), Value::String(raw.to_string()));
                    }
                }
            }
            // A number too large to read leaves the phrase unread (reported), not guessed.
            if complete {
                let emit = Emit::Ifeval {
                    id: t.id,
                    kwargs: Value::Object(kwargs),
                };
                sink.push(text, emit, whole.start(), whole.end());
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every template's pattern compiles, and none matches an empty instruction.
    #[test]
    fn every_template_compiles() {
        assert!((0..TEMPLATES.len()).all(|i| !compiled(i).is_match("")));
    }

    /// Every template needs a word of its own to pass the gate (none would let every
    /// instruction through), and a text holding a template's phrase passes.
    #[test]
    fn the_gate_lets_each_template_through() {
        assert!(GATE.needs.iter().all(|n| !n.is_empty()));
        assert!(GATE.passes("the response must contain between 100 and 110 words."));
        assert!(!GATE.passes("write a poem about cats in 100 words."));
    }
}
