//! The values a DSL expression evaluates to: numbers, texts, booleans, elements and lists.

use std::ops::Range;
use std::rc::Rc;

use crate::document::Segment;
use crate::{Document, Location};

use super::found::Shown;

/// The kind of a unit of the output.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Kind {
    /// `all`: the whole output.
    Output,
    /// `body`: the output without heading lines.
    Body,
    /// A non-empty line.
    Line,
    /// A paragraph (separated by blank lines).
    Paragraph,
    /// A sentence.
    Sentence,
    /// A word.
    Word,
    /// A markdown section: a heading and what follows it.
    Section,
    /// A markdown heading.
    Heading,
    /// A bullet item.
    Bullet,
    /// A fenced code block.
    CodeBlock,
    /// An emoji (a ZWJ sequence, a flag or an emoji with its modifier is one).
    Emoji,
    /// A markdown table.
    Table,
    /// A row of a table, below its header.
    Row,
    /// A key of a JSON object.
    Key,
    /// A match of `matches(text, regex)`.
    Match,
}

impl Kind {
    /// The unit's name in evidence (`code block`).
    pub fn name(self) -> &'static str {
        match self {
            Kind::Output => "output",
            Kind::Body => "body",
            Kind::Line => "line",
            Kind::Paragraph => "paragraph",
            Kind::Sentence => "sentence",
            Kind::Word => "word",
            Kind::Section => "section",
            Kind::Heading => "heading",
            Kind::Bullet => "bullet",
            Kind::CodeBlock => "code block",
            Kind::Emoji => "emoji",
            Kind::Table => "table",
            Kind::Row => "row",
            Kind::Key => "key",
            Kind::Match => "match",
        }
    }

    /// The plural of [`Kind::name`] (`code blocks`).
    pub fn plural(self) -> &'static str {
        match self {
            Kind::Output => "outputs",
            Kind::Body => "bodies",
            Kind::Line => "lines",
            Kind::Paragraph => "paragraphs",
            Kind::Sentence => "sentences",
            Kind::Word => "words",
            Kind::Section => "sections",
            Kind::Heading => "headings",
            Kind::Bullet => "bullets",
            Kind::CodeBlock => "code blocks",
            Kind::Emoji => "emoji",
            Kind::Table => "tables",
            Kind::Row => "rows",
            Kind::Key => "keys",
            Kind::Match => "matches",
        }
    }

    /// `"1 sentence"`, `"5 sentences"`.
    pub fn count(self, n: usize) -> String {
        if n == 1 {
            format!("1 {}", self.name())
        } else {
            format!("{n} {}", self.plural())
        }
    }
}

/// Where an element's text comes from.
#[derive(Debug, Clone)]
pub(crate) enum Text {
    /// A byte range of the output.
    Span(Segment),
    /// A computed text (a unit of `lower(all)`, a match across a removed heading line).
    Owned(Rc<str>),
    /// `Document::body()`, which is not one range of the output.
    Body,
}

/// A unit of the output: a sentence, a word, a heading, a regex match, ….
#[derive(Debug, Clone)]
pub(crate) struct Element {
    pub kind: Kind,
    /// 1-based position in the list the element was taken from.
    pub index: usize,
    /// Where it is in the output; `None` for units of a computed text (`words(lower(all))`).
    pub span: Option<Segment>,
    pub text: Text,
    /// The heading level of a heading, or of the heading that opens a section.
    pub level: Option<u8>,
}

impl Element {
    /// An element whose text is exactly its span of the output.
    pub(crate) fn at(kind: Kind, index: usize, span: Segment) -> Element {
        Element {
            kind,
            index,
            span: Some(span),
            text: Text::Span(span),
            level: None,
        }
    }

    /// The text of the element; a heading's text is without its `#`s.
    pub(crate) fn text<'a>(&'a self, doc: &'a Document) -> &'a str {
        match &self.text {
            Text::Span(s) => doc.slice(*s),
            Text::Owned(s) => s,
            Text::Body => doc.body(),
        }
    }

    /// "sentence 3".
    pub(crate) fn label(&self) -> String {
        format!("{} {}", self.kind.name(), self.index)
    }

    /// Its place in the output, naming it ("sentence 3"), if it has one.
    pub(crate) fn location(&self, doc: &Document) -> Option<Location> {
        match self.kind {
            Kind::Output | Kind::Body => None,
            _ => self
                .span
                .map(|s| Location::unit(doc, s, self.kind.name(), self.index)),
        }
    }
}

/// A finite list of elements of one kind (the kind is kept for empty lists' messages).
#[derive(Debug, Clone)]
pub(crate) struct List {
    pub kind: Kind,
    items: Items,
}

/// Where a list's elements are.
#[derive(Debug, Clone)]
enum Items {
    /// Elements made for this list (regions, matches, headings, computed texts).
    Built(Rc<Vec<Element>>),
    /// Every unit of the list's kind in the output, made on access from the Document's
    /// cached view: `words(all)` of a 50 MB output copies nothing (issue #18: an element
    /// per word was most of a check's memory).
    Output(usize),
    /// Some units of the output, as ranges of indices into the Document's cached view of
    /// the list's kind, each with the number of elements before it: `sentences(body)`,
    /// every sentence but those on heading lines, is a few ranges, not an element per
    /// sentence.
    OutputRanges(Rc<Vec<(usize, Range<usize>)>>, usize),
}

impl List {
    pub(crate) fn new(kind: Kind, items: Vec<Element>) -> List {
        List {
            kind,
            items: Items::Built(Rc::new(items)),
        }
    }

    /// Every unit of `kind` in `doc`, a view of its cached segments when it has one.
    pub(crate) fn of_output(doc: &Document, kind: Kind) -> List {
        match units_view(doc, kind) {
            Some(view) => List {
                kind,
                items: Items::Output(view.len()),
            },
            None => List::new(kind, super::units::all_units(doc, kind)),
        }
    }

    /// The units of `kind` in `doc` at the given ranges of indices of its cached view
    /// (sorted, disjoint), made on access. `None` when the kind has no cached view.
    pub(crate) fn of_output_ranges(
        doc: &Document,
        kind: Kind,
        ranges: impl IntoIterator<Item = Range<usize>>,
    ) -> Option<List> {
        units_view(doc, kind)?;
        let mut len = 0;
        let ranges: Vec<(usize, Range<usize>)> = ranges
            .into_iter()
            .filter(|r| !r.is_empty())
            .map(|r| {
                let before = len;
                len += r.len();
                (before, r)
            })
            .collect();
        Some(List {
            kind,
            items: Items::OutputRanges(Rc::new(ranges), len),
        })
    }

    pub(crate) fn len(&self) -> usize {
        match &self.items {
            Items::Built(items) => items.len(),
            Items::Output(n) | Items::OutputRanges(_, n) => *n,
        }
    }

    /// The element at 0-based `i`.
    pub(crate) fn get(&self, doc: &Document, i: usize) -> Option<Element> {
        match &self.items {
            Items::Built(items) => items.get(i).cloned(),
            Items::Output(_) => units_view(doc, self.kind)?
                .get(i)
                .map(|s| Element::at(self.kind, i + 1, *s)),
            Items::OutputRanges(ranges, len) => {
                if i >= *len {
                    return None;
                }
                let (before, r) = &ranges[ranges.partition_point(|(b, _)| *b <= i) - 1];
                units_view(doc, self.kind)?
                    .get(r.start + (i - before))
                    .map(|s| Element::at(self.kind, i + 1, *s))
            }
        }
    }

    /// The elements in order.
    pub(crate) fn iter<'a>(&'a self, doc: &'a Document) -> impl Iterator<Item = Element> + 'a {
        (0..self.len()).map_while(move |i| self.get(doc, i))
    }

    /// The output's segments of a list of every unit of the output, if it is one.
    pub(crate) fn output_view<'d>(&self, doc: &'d Document) -> Option<&'d [Segment]> {
        match self.items {
            Items::Output(_) => units_view(doc, self.kind),
            Items::Built(_) | Items::OutputRanges(..) => None,
        }
    }

    /// The elements, made one by one when the list is a view of the output.
    pub(crate) fn to_vec(&self, doc: &Document) -> Vec<Element> {
        match &self.items {
            Items::Built(items) => items.as_ref().clone(),
            Items::Output(_) | Items::OutputRanges(..) => self.iter(doc).collect(),
        }
    }
}

/// The Document's cached segments of a kind whose elements are exactly their segments.
fn units_view<'d>(doc: &'d Document<'_>, kind: Kind) -> Option<&'d [Segment]> {
    match kind {
        Kind::Word => Some(doc.words()),
        Kind::Line => Some(doc.lines()),
        Kind::Paragraph => Some(doc.paragraphs()),
        Kind::Sentence => Some(doc.sentences()),
        Kind::Bullet => Some(doc.bullets()),
        Kind::CodeBlock => Some(doc.code_blocks()),
        Kind::Heading
        | Kind::Section
        | Kind::Output
        | Kind::Body
        | Kind::Match
        | Kind::Emoji
        | Kind::Table
        | Kind::Row
        | Kind::Key => None,
    }
}

#[derive(Debug, Clone)]
pub(crate) enum Value {
    Int(i64),
    Bool(bool),
    Str(Rc<str>),
    Elem(Element),
    List(List),
}

impl Value {
    /// The type as error messages name it: "number", "text", "sentence", "list of words".
    pub(crate) fn type_name(&self) -> String {
        match self {
            Value::Int(_) => "number".into(),
            Value::Bool(_) => "boolean".into(),
            Value::Str(_) => "text".into(),
            Value::Elem(e) => e.kind.name().into(),
            Value::List(l) => format!("list of {}", l.kind.plural()),
        }
    }

    /// A number, or a list counted as its length (`words(s) < 8`).
    pub(crate) fn as_number(&self) -> Option<i64> {
        match self {
            Value::Int(i) => Some(*i),
            Value::List(l) => i64::try_from(l.len()).ok(),
            _ => None,
        }
    }

    /// A text, or an element read as its text.
    pub(crate) fn as_text<'a>(&'a self, doc: &'a Document) -> Option<&'a str> {
        match self {
            Value::Str(s) => Some(s),
            Value::Elem(e) => Some(e.text(doc)),
            _ => None,
        }
    }

    /// The value as evidence shows it: `14`, `"hello"`, `true`.
    pub(crate) fn shown(&self, doc: &Document) -> Shown {
        match self {
            Value::Int(i) => Shown::Int(*i),
            Value::Bool(b) => Shown::Bool(*b),
            Value::Str(s) => Shown::Text(shorten(s)),
            Value::Elem(e) => Shown::Text(shorten(e.text(doc))),
            Value::List(l) => Shown::Int(i64::try_from(l.len()).unwrap_or(i64::MAX)),
        }
    }
}

/// A text as evidence keeps it: its first 60 characters.
fn shorten(s: &str) -> String {
    const MAX: usize = 60;
    if s.chars().count() > MAX {
        s.chars()
            .take(MAX - 1)
            .chain(std::iter::once('…'))
            .collect()
    } else {
        s.to_string()
    }
}

/// A text quoted for a message, shortened to 60 characters.
pub(crate) fn quote(s: &str) -> String {
    Shown::Text(shorten(s)).to_string()
}
