//! The DSL's functions (`nsvif_spec::FUNCTIONS`): unit functions, text functions,
//! `matches`, `nth`, `level`, `text`.

use std::rc::Rc;

use crate::document::Segment;
use crate::BoundedRegex;
use nsvif_spec::{Expr, Function};

use super::eval::{EvalError, EvalErrorKind, Evaluator, Result};
use super::shapes;
use super::units::{body_units, detached_units, region_units, BodyMap, Scope};
use super::value::{Element, Kind, List, Text, Value};

/// The unit a unit function returns.
fn unit_kind(f: Function) -> Option<Kind> {
    Some(match f {
        Function::Lines => Kind::Line,
        Function::Paragraphs => Kind::Paragraph,
        Function::Sentences => Kind::Sentence,
        Function::Words => Kind::Word,
        Function::Sections => Kind::Section,
        Function::Headings => Kind::Heading,
        Function::Bullets => Kind::Bullet,
        Function::CodeBlocks => Kind::CodeBlock,
        _ => return None,
    })
}

fn needs(f: Function, what: &'static str, got: &Value, e: &Expr) -> EvalError {
    EvalError::of(EvalErrorKind::WrongArgument {
        function: f.name(),
        wanted: what,
        got: got.type_name(),
        expr: e.clone(),
    })
}

/// Where the text of a value lies, for splitting it into units or matching in it.
#[derive(Debug, Clone)]
enum Place {
    /// At this byte offset of the output.
    Output(usize),
    /// `Document::body()`.
    Body,
    /// Nowhere in the output.
    Detached,
}

impl<'d, 'e> Evaluator<'d, 'e> {
    pub(super) fn call(&mut self, e: &'e Expr, f: Function, args: &'e [Expr]) -> Result<Value> {
        let (min, max) = f.arity();
        if args.len() < min || args.len() > max {
            return Err(EvalError::of(EvalErrorKind::WrongArity {
                function: f.name(),
                min,
                max,
                got: args.len(),
                expr: e.clone(),
            }));
        }
        let vals = args
            .iter()
            .map(|a| self.value(a))
            .collect::<Result<Vec<Value>>>()?;
        let doc = self.doc;
        let text = |i: usize| -> Result<&str> {
            vals[i]
                .as_text(doc)
                .ok_or_else(|| needs(f, "a text", &vals[i], e))
        };
        if let Some(kind) = unit_kind(f) {
            let scope = match vals.first() {
                None => Scope::All,
                Some(v) => self.scope(v).ok_or_else(|| needs(f, "a text", v, e))?,
            };
            return Ok(Value::List(self.units(kind, scope)?));
        }
        Ok(match f {
            Function::Count | Function::Len => match &vals[0] {
                Value::List(l) => Value::Int(count(l.len())),
                other => match other.as_text(doc) {
                    Some(t) => Value::Int(self.chars(t)?),
                    None => return Err(needs(f, "a list or a text", other, e)),
                },
            },
            Function::Chars => Value::Int(self.chars(text(0)?)?),
            Function::VisibleChars => {
                let t = text(0)?;
                self.tick_text(t.len())?;
                Value::Int(count(t.chars().filter(|c| !c.is_whitespace()).count()))
            }
            Function::Lower | Function::Upper => {
                let t = text(0)?;
                self.tick_text(t.len())?;
                Value::Str(if f == Function::Lower {
                    t.to_lowercase().into()
                } else {
                    t.to_uppercase().into()
                })
            }
            Function::Contains | Function::StartsWith | Function::EndsWith => {
                let (t, p) = (text(0)?, text(1)?);
                self.tick_text(t.len())?;
                Value::Bool(match f {
                    Function::Contains => t.contains(p),
                    Function::StartsWith => t.trim().starts_with(p.trim()),
                    _ => t.trim().ends_with(p.trim()),
                })
            }
            Function::Matches => {
                let pattern = text(1)?.to_string();
                let re = self.regex(&pattern)?;
                Value::List(self.located(&vals[0], Kind::Match, e, |t, limit| {
                    re.find_iter(t, limit)
                        .map_err(|overrun| EvalError::of(EvalErrorKind::Overrun(overrun)))
                })?)
            }
            Function::Emojis => {
                let subject = vals.first().cloned().unwrap_or_else(|| self.all());
                Value::List(self.located(&subject, Kind::Emoji, e, |t, _| Ok(shapes::emojis(t)))?)
            }
            Function::Tables => {
                let subject = vals.first().cloned().unwrap_or_else(|| self.all());
                Value::List(self.located(&subject, Kind::Table, e, |t, _| Ok(shapes::tables(t)))?)
            }
            Function::Rows => {
                Value::List(self.located(&vals[0], Kind::Row, e, |t, _| Ok(shapes::rows(t)))?)
            }
            Function::Columns => {
                let t = text(0)?;
                self.tick_text(t.len())?;
                Value::Int(count(shapes::columns(t)))
            }
            Function::JsonKeys => {
                let t = text(0)?;
                self.tick_text(t.len())?;
                let keys = shapes::json_keys(t).unwrap_or_default();
                Value::List(List::new(
                    Kind::Key,
                    keys.into_iter()
                        .enumerate()
                        .map(|(i, k)| Element {
                            kind: Kind::Key,
                            index: i + 1,
                            span: None,
                            text: Text::Owned(k.into()),
                            level: None,
                        })
                        .collect(),
                ))
            }
            Function::Item => {
                let t = text(0)?;
                let item = shapes::without_marker(t);
                // `item` is a slice of `t`: an element of the output keeps its place.
                let from = item.as_ptr() as usize - t.as_ptr() as usize;
                match &vals[0] {
                    Value::Elem(el) => match &el.text {
                        Text::Span(s) => {
                            let span = Segment {
                                start: s.start + from,
                                end: s.start + from + item.len(),
                            };
                            Value::Elem(Element {
                                span: Some(span),
                                text: Text::Span(span),
                                ..el.clone()
                            })
                        }
                        _ => Value::Str(item.into()),
                    },
                    _ => Value::Str(item.into()),
                }
            }
            Function::Sorted => {
                let Value::List(list) = &vals[0] else {
                    return Err(needs(f, "a list", &vals[0], e));
                };
                self.tick(list.len())?;
                let items: Vec<Element> = list.to_vec(doc);
                Value::Bool(shapes::sorted(items.iter().map(|el| el.text(doc))))
            }
            Function::FirstWord | Function::LastWord => {
                let scope = self
                    .scope(&vals[0])
                    .ok_or_else(|| needs(f, "a text", &vals[0], e))?;
                let words = self.units(Kind::Word, scope)?;
                let word = if f == Function::FirstWord {
                    words.get(doc, 0)
                } else {
                    words.len().checked_sub(1).and_then(|i| words.get(doc, i))
                };
                Value::Str(
                    word.map_or_else(String::new, |w| w.text(doc).to_lowercase())
                        .into(),
                )
            }
            Function::Nth => {
                let Value::List(list) = &vals[0] else {
                    return Err(needs(f, "a list", &vals[0], e));
                };
                let i = match &vals[1] {
                    Value::Int(i) => *i,
                    other => return Err(needs(f, "a number as its second argument", other, e)),
                };
                match usize::try_from(i).ok().and_then(|i| i.checked_sub(1)) {
                    Some(at) if at < list.len() => {
                        Value::Elem(list.get(doc, at).expect("an index below the length"))
                    }
                    _ => {
                        return Err(EvalError::of(EvalErrorKind::IndexOutOfRange {
                            index: i,
                            of: list.kind.count(list.len()),
                            expr: e.clone(),
                        }))
                    }
                }
            }
            Function::Level => match &vals[0] {
                Value::Elem(Element {
                    level: Some(level), ..
                }) => Value::Int(i64::from(*level)),
                other => return Err(needs(f, "a heading or a section", other, e)),
            },
            Function::Text => Value::Str(text(0)?.into()),
            Function::Lines
            | Function::Paragraphs
            | Function::Sentences
            | Function::Words
            | Function::Sections
            | Function::Headings
            | Function::Bullets
            | Function::CodeBlocks => {
                return Err(EvalError::of(EvalErrorKind::UnitFunction {
                    function: f.name(),
                }))
            }
        })
    }

    fn chars(&mut self, t: &str) -> Result<i64> {
        self.tick_text(t.len())?;
        Ok(count(t.chars().count()))
    }

    /// What a unit function splits when given this value.
    fn scope(&self, v: &Value) -> Option<Scope> {
        match v {
            Value::Str(s) => Some(Scope::Detached(s.clone())),
            Value::Elem(el) => Some(match &el.text {
                Text::Body => Scope::Body,
                Text::Owned(s) => Scope::Detached(s.clone()),
                Text::Span(s) if s.start == 0 && s.end == self.doc.text().len() => Scope::All,
                Text::Span(s) => Scope::Region(*s),
            }),
            Value::Int(_) | Value::Bool(_) | Value::List(_) => None,
        }
    }

    /// The units of one kind in a scope (see `units.rs` for how each scope is split).
    pub(super) fn units(&mut self, kind: Kind, scope: Scope) -> Result<List> {
        match scope {
            Scope::All => self.all_list(kind),
            Scope::Body => {
                if let Some(l) = self.lists.get(&(kind, true)) {
                    return Ok(l.clone());
                }
                let all = self.all_list(kind)?;
                let list = body_units(self.doc, kind, &all);
                self.tick(list.len())?;
                self.lists.insert((kind, true), list.clone());
                Ok(list)
            }
            Scope::Region(r) => {
                let all = self.all_list(kind)?;
                self.tick_text(r.end - r.start)?;
                let list = List::new(kind, region_units(self.doc, kind, &all, r));
                self.tick(list.len())?;
                Ok(list)
            }
            Scope::Detached(t) => {
                self.tick_text(t.len())?;
                let list = List::new(kind, detached_units(&t, kind));
                self.tick(list.len())?;
                Ok(list)
            }
        }
    }

    /// The units of `all`, from the Document's cached views, built once per evaluation.
    fn all_list(&mut self, kind: Kind) -> Result<List> {
        if let Some(l) = self.lists.get(&(kind, false)) {
            return Ok(l.clone());
        }
        self.tick_text(self.doc.text().len())?;
        let list = List::of_output(self.doc, kind);
        self.tick(list.len())?;
        self.lists.insert((kind, false), list.clone());
        Ok(list)
    }

    /// The element `all`, for unit functions called with no argument.
    fn all(&self) -> Value {
        Value::Elem(Element::at(
            Kind::Output,
            1,
            Segment {
                start: 0,
                end: self.doc.text().len(),
            },
        ))
    }

    /// The pieces `find` returns of a subject's text, as elements of `kind` located in
    /// the output when the text is part of it (for `body`, offsets are mapped back past
    /// the removed headings): regex matches, emoji, tables, rows.
    fn located(
        &mut self,
        subject: &Value,
        kind: Kind,
        e: &Expr,
        find: impl FnOnce(&str, usize) -> Result<Vec<std::ops::Range<usize>>>,
    ) -> Result<List> {
        let doc = self.doc;
        let (text, place): (&str, Place) = match subject {
            Value::Str(s) => (s, Place::Detached),
            Value::Elem(el) => match &el.text {
                Text::Span(s) => (doc.slice(*s), Place::Output(s.start)),
                Text::Body => (doc.body(), Place::Body),
                Text::Owned(s) => (s, Place::Detached),
            },
            other => return Err(needs(Function::Matches, "a text", other, e)),
        };
        self.tick_text(text.len())?;
        let map = match place {
            Place::Body => Some(
                self.body_map
                    .get_or_insert_with(|| Rc::new(BodyMap::new(doc)))
                    .clone(),
            ),
            _ => None,
        };
        let budget = self.remaining();
        let limit = usize::try_from(budget)
            .unwrap_or(usize::MAX)
            .saturating_add(1);
        let mut out = Vec::new();
        for (i, r) in find(text, limit)?.into_iter().enumerate() {
            if out.len() as u64 >= budget {
                return Err(Self::out_of_budget());
            }
            let piece = &text[r.clone()];
            let (span, text) = match (&place, &map) {
                (Place::Output(offset), _) => {
                    let s = Segment {
                        start: offset + r.start,
                        end: offset + r.end,
                    };
                    (Some(s), Text::Span(s))
                }
                (Place::Body, Some(map)) => {
                    let s = map.segment(r.start, r.end);
                    if doc.text().get(s.start..s.end) == Some(piece) {
                        (Some(s), Text::Span(s))
                    } else {
                        // The piece runs across a removed heading line.
                        (Some(s), Text::Owned(piece.into()))
                    }
                }
                _ => (None, Text::Owned(piece.into())),
            };
            out.push(Element {
                kind,
                index: i + 1,
                span,
                text,
                level: None,
            });
        }
        self.tick(out.len())?;
        Ok(List::new(kind, out))
    }

    /// The regex for a pattern, compiled once per thread, within the limits of
    /// [`BoundedRegex`].
    fn regex(&mut self, pattern: &str) -> Result<BoundedRegex> {
        if let Some(re) = self.regexes.get(pattern) {
            return Ok(re.clone());
        }
        self.tick_text(pattern.len())?;
        // The thread's cache: the same pattern recurs across the outputs of a batch.
        let re = crate::regex_cache::compile(pattern).map_err(|why| {
            EvalError::of(EvalErrorKind::BadRegex {
                pattern: pattern.to_string(),
                why,
            })
        })?;
        self.regexes.insert(pattern.to_string(), re.clone());
        Ok(re)
    }
}

fn count(n: usize) -> i64 {
    i64::try_from(n).unwrap_or(i64::MAX)
}
