//! The values a DSL expression evaluates to: numbers, texts, booleans, elements and lists.

use std::rc::Rc;

use crate::document::Segment;
use crate::{Document, Location};

/// The kind of a unit of the output.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub(crate) enum Kind {
    /// `all`: the whole output.
    Output,
    /// `body`: the output without heading lines.
    Body,
    Line,
    Paragraph,
    Sentence,
    Word,
    Section,
    Heading,
    Bullet,
    CodeBlock,
    /// A match of `matches(text, regex)`.
    Match,
}

impl Kind {
    pub(crate) fn name(self) -> &'static str {
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
            Kind::Match => "match",
        }
    }

    pub(crate) fn plural(self) -> &'static str {
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
            Kind::Match => "matches",
        }
    }

    /// `"1 sentence"`, `"5 sentences"`.
    pub(crate) fn count(self, n: usize) -> String {
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
    pub items: Rc<[Element]>,
}

impl List {
    pub(crate) fn new(kind: Kind, items: Vec<Element>) -> List {
        List {
            kind,
            items: items.into(),
        }
    }

    pub(crate) fn len(&self) -> usize {
        self.items.len()
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
    pub(crate) fn describe(&self, doc: &Document) -> String {
        match self {
            Value::Int(i) => i.to_string(),
            Value::Bool(b) => b.to_string(),
            Value::Str(s) => quote(s),
            Value::Elem(e) => quote(e.text(doc)),
            Value::List(l) => l.len().to_string(),
        }
    }
}

/// A text quoted for evidence, shortened to 60 characters.
pub(crate) fn quote(s: &str) -> String {
    const MAX: usize = 60;
    let short: String = if s.chars().count() > MAX {
        s.chars()
            .take(MAX - 1)
            .chain(std::iter::once('…'))
            .collect()
    } else {
        s.to_string()
    };
    serde_json::to_string(&short).unwrap_or(short)
}
