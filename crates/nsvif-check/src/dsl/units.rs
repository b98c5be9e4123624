//! The units of a text (`words(s)`, `sentences(body)`, …) as elements located in the output.
//!
//! - `all`: the Document's cached views, as they are.
//! - a sub-element with a span (`words(s)` for a sentence `s`): the Document's units that
//!   lie within the span, found by binary search in the cached view. When a unit straddles
//!   the span's edge (`words(m)` for a regex match cutting a word, `paragraphs(s)` for a
//!   sentence), containment cannot answer, so the element's text is split on its own and
//!   the spans are shifted back into output coordinates.
//! - `body`: the Document's units minus the heading lines (see [`body_units`]), so spans
//!   stay in output coordinates.
//! - a computed text (`lower(all)`): split on its own; its units have no output span.

use std::ops::Range;
use std::rc::Rc;

use crate::document::{trim, Segment};
use crate::Document;

use super::value::{Element, Kind, List, Text};

/// What a unit function splits.
#[derive(Debug, Clone)]
pub(crate) enum Scope {
    All,
    Body,
    /// A byte range of the output (a sentence, a section, a heading's text).
    Region(Segment),
    /// A computed text, not part of the output.
    Detached(Rc<str>),
}

/// Every unit of this kind in the document, from its cached views.
pub(crate) fn all_units(doc: &Document, kind: Kind) -> Vec<Element> {
    let segs = |segs: &[Segment]| -> Vec<Element> {
        segs.iter()
            .enumerate()
            .map(|(i, s)| Element::at(kind, i + 1, *s))
            .collect()
    };
    match kind {
        Kind::Word => segs(doc.words()),
        Kind::Line => segs(doc.lines()),
        Kind::Paragraph => segs(doc.paragraphs()),
        Kind::Sentence => segs(doc.sentences()),
        Kind::Bullet => segs(doc.bullets()),
        Kind::CodeBlock => segs(doc.code_blocks()),
        Kind::Heading => doc
            .headings()
            .iter()
            .enumerate()
            .map(|(i, h)| Element {
                kind,
                index: i + 1,
                span: Some(h.line),
                text: Text::Span(h.text),
                level: Some(h.level),
            })
            .collect(),
        // Document::sections() has one section per heading, in order.
        Kind::Section => doc
            .sections()
            .iter()
            .zip(doc.headings())
            .enumerate()
            .map(|(i, (s, h))| Element {
                level: Some(h.level),
                ..Element::at(kind, i + 1, *s)
            })
            .collect(),
        Kind::Output
        | Kind::Body
        | Kind::Match
        | Kind::Emoji
        | Kind::Table
        | Kind::Row
        | Kind::Key => Vec::new(),
    }
}

/// The units of `body`, the output without its heading lines, in output coordinates:
/// the output's units that do not touch a heading line. Paragraphs are cut at heading
/// lines (removing a heading line leaves a blank line, as `Document::body()` does), so
/// "Intro\n# Title\nText" has two body paragraphs. `body` has no headings and hence no
/// sections. Code blocks are kept whole, even if a `#` line inside one was read as a
/// heading.
pub(crate) fn body_units(doc: &Document, kind: Kind, all: &List) -> List {
    let heads: Vec<Segment> = doc.omitted_lines().to_vec();
    if heads.is_empty() {
        return all.clone();
    }
    let out: Vec<Element> = match kind {
        Kind::Heading
        | Kind::Section
        | Kind::Output
        | Kind::Body
        | Kind::Match
        | Kind::Emoji
        | Kind::Table
        | Kind::Row
        | Kind::Key => Vec::new(),
        Kind::CodeBlock => all.to_vec(doc),
        Kind::Paragraph => all
            .iter(doc)
            .filter_map(|p| p.span)
            .flat_map(|p| cut(doc, p, &heads))
            .map(|s| Element::at(kind, 0, s))
            .collect(),
        _ => {
            // A view of the output's units: the ranges between those on heading lines.
            let ranges = all.output_view(doc).map(|view| outside(view, &heads));
            if let Some(list) = ranges.and_then(|r| List::of_output_ranges(doc, kind, r)) {
                return list;
            }
            all.iter(doc)
                .filter(|u| u.span.is_some_and(|s| overlapping(&heads, s).is_empty()))
                .collect()
        }
    };
    List::new(kind, reindex(out))
}

/// The ranges of indices of `sorted` (sorted, non-overlapping segments) whose segments
/// overlap none of the `holes` (sorted too).
fn outside(sorted: &[Segment], holes: &[Segment]) -> Vec<Range<usize>> {
    let mut kept = Vec::new();
    let mut at = 0;
    for &h in holes {
        let lo = sorted.partition_point(|s| s.end <= h.start);
        let hi = lo + sorted[lo..].partition_point(|s| s.start < h.end);
        if lo > at {
            kept.push(at..lo);
        }
        at = at.max(hi);
    }
    if at < sorted.len() {
        kept.push(at..sorted.len());
    }
    kept
}

/// The non-blank pieces of `seg` outside the `holes`, trimmed.
fn cut(doc: &Document, seg: Segment, holes: &[Segment]) -> Vec<Segment> {
    let mut pieces = Vec::new();
    let mut at = seg.start;
    for h in overlapping(holes, seg) {
        pieces.push(Segment {
            start: at,
            end: h.start.max(at),
        });
        at = at.max(h.end);
    }
    pieces.push(Segment {
        start: at.min(seg.end),
        end: seg.end,
    });
    pieces
        .into_iter()
        .map(|p| trim(doc.text(), p))
        .filter(|p| p.start < p.end)
        .collect()
}

/// The segments of a sorted, non-overlapping list that overlap `r`.
fn overlapping(sorted: &[Segment], r: Segment) -> &[Segment] {
    let lo = sorted.partition_point(|s| s.end <= r.start);
    let hi = lo + sorted[lo..].partition_point(|s| s.start < r.end);
    &sorted[lo..hi]
}

/// The units of the output's byte range `r`, given every unit of that kind.
pub(crate) fn region_units(doc: &Document, kind: Kind, all: &List, r: Segment) -> Vec<Element> {
    let near: Vec<Element> = match all.output_view(doc) {
        // A view of the output's units: only the ones near `r` become elements.
        Some(segs) => overlapping(segs, r)
            .iter()
            .map(|s| Element::at(kind, 0, *s))
            .collect(),
        None => {
            let all = all.to_vec(doc);
            let extent = |e: &Element| e.span.unwrap_or(Segment { start: 0, end: 0 });
            let lo = all.partition_point(|e| extent(e).end <= r.start);
            let hi = lo + all[lo..].partition_point(|e| extent(e).start < r.end);
            all[lo..hi].to_vec()
        }
    };
    let contained = near.iter().all(|e| {
        let s = e.span.unwrap_or(Segment { start: 0, end: 0 });
        s.start >= r.start && s.end <= r.end
    });
    if contained {
        return reindex(near);
    }
    // A unit crosses the edge of `r`: split r's text on its own, then shift back.
    let sub = Document::new(doc.slice(r));
    let shift = |s: Segment| Segment {
        start: s.start + r.start,
        end: s.end + r.start,
    };
    all_units(&sub, kind)
        .into_iter()
        .map(|e| Element {
            span: e.span.map(shift),
            text: match e.text {
                Text::Span(s) => Text::Span(shift(s)),
                other => other,
            },
            ..e
        })
        .collect()
}

/// The units of a computed text: split on their own, with no place in the output.
pub(crate) fn detached_units(text: &str, kind: Kind) -> Vec<Element> {
    let sub = Document::new(text);
    all_units(&sub, kind)
        .into_iter()
        .map(|e| Element {
            text: Text::Owned(e.text(&sub).into()),
            span: None,
            ..e
        })
        .collect()
}

/// Numbers elements 1, 2, 3, … in their new list.
fn reindex(mut items: Vec<Element>) -> Vec<Element> {
    for (i, e) in items.iter_mut().enumerate() {
        e.index = i + 1;
    }
    items
}

/// Maps byte offsets of `Document::body()` back to the output.
#[derive(Debug)]
pub(crate) struct BodyMap {
    /// `(offset in body, offset in output)` of each kept piece, in order.
    pieces: Vec<(usize, usize)>,
}

impl BodyMap {
    pub(crate) fn new(doc: &Document) -> BodyMap {
        let mut pieces = Vec::new();
        let (mut body_at, mut out_at) = (0, 0);
        for line in doc.omitted_lines() {
            pieces.push((body_at, out_at));
            body_at += line.start - out_at;
            out_at = line.end;
        }
        pieces.push((body_at, out_at));
        BodyMap { pieces }
    }

    /// The output offset of a body offset where something starts.
    fn start(&self, b: usize) -> usize {
        let i = self.pieces.partition_point(|p| p.0 <= b).max(1) - 1;
        let (body, out) = self.pieces[i];
        out + (b - body)
    }

    /// The output offset of a body offset where something ends.
    fn end(&self, b: usize) -> usize {
        let i = self.pieces.partition_point(|p| p.0 < b).max(1) - 1;
        let (body, out) = self.pieces[i];
        out + b.saturating_sub(body)
    }

    /// The output range of a body range.
    pub(crate) fn segment(&self, start: usize, end: usize) -> Segment {
        let start = self.start(start);
        Segment {
            start,
            end: self.end(end).max(start),
        }
    }
}
