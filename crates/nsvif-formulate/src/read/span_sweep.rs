//! Which of a set of spans (found constraints, explained spans) overlap each clause, for
//! clauses visited in order: one sweep over the spans sorted by start, instead of a scan
//! of every span for every clause (quadratic on a long instruction, where both number in
//! the thousands).

/// Spans, and the ones that may still overlap the next query.
pub(crate) struct SpanSweep {
    spans: Vec<(usize, usize)>,
    /// Indices into `spans`, by start.
    by_start: Vec<usize>,
    /// How many of `by_start` have been taken into `active`.
    next: usize,
    /// Indices of the spans taken that end after the last query's start.
    active: Vec<usize>,
    last_start: usize,
}

impl SpanSweep {
    pub(crate) fn new(spans: Vec<(usize, usize)>) -> SpanSweep {
        let mut by_start: Vec<usize> = (0..spans.len()).collect();
        by_start.sort_by_key(|&i| spans[i].0);
        SpanSweep {
            spans,
            by_start,
            next: 0,
            active: Vec::new(),
            last_start: 0,
        }
    }

    /// The indices, in the order the spans were given, of the spans overlapping
    /// `[start, end)` (`s < end && start < e`). Fast when queries come in order of
    /// `start`; a query that goes back starts the sweep over.
    pub(crate) fn overlapping(&mut self, start: usize, end: usize) -> Vec<usize> {
        if start < self.last_start {
            self.next = 0;
            self.active.clear();
        }
        self.last_start = start;
        while let Some(&i) = self.by_start.get(self.next) {
            if self.spans[i].0 >= end {
                break;
            }
            self.active.push(i);
            self.next += 1;
        }
        let spans = &self.spans;
        // A span ending at or before `start` overlaps no later query either.
        self.active.retain(|&i| spans[i].1 > start);
        let mut out: Vec<usize> = (self.active.iter().copied())
            .filter(|&i| spans[i].0 < end)
            .collect();
        out.sort_unstable();
        out
    }

    /// The span at index `i`.
    pub(crate) fn span(&self, i: usize) -> (usize, usize) {
        self.spans[i]
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The sweep answers what a scan of every span answers, in order or not.
    #[test]
    fn the_sweep_finds_what_a_scan_finds() {
        let spans = vec![
            (5, 9),
            (0, 30),
            (2, 3),
            (10, 10),
            (12, 20),
            (3, 4),
            (25, 40),
        ];
        let scan = |s: usize, e: usize| -> Vec<usize> {
            (0..spans.len())
                .filter(|&i| spans[i].0 < e && s < spans[i].1)
                .collect()
        };
        let mut sweep = SpanSweep::new(spans.clone());
        for (s, e) in [
            (0, 2),
            (2, 5),
            (5, 10),
            (10, 11),
            (11, 11),
            (11, 26),
            (30, 50),
            (3, 13),
            (40, 41),
        ] {
            assert_eq!(sweep.overlapping(s, e), scan(s, e), "[{s}, {e})");
        }
    }
}
