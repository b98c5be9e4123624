//! The time budget of one check (one output against one Spec), kept per thread.
//!
//! Checks stop cooperatively: [`CompiledSpec::check`](crate::CompiledSpec::check) sets the
//! deadline, and the places that can run long (between constraints, the DSL evaluator's
//! steps, the iteration over regex matches) ask [`check`] whether it has passed. Nothing
//! is killed, so no state is left half-updated; a predicate that has started runs to its
//! end or to its next question.

use std::cell::Cell;
use std::time::{Duration, Instant};

use crate::Overrun;

thread_local! {
    static DEADLINE: Cell<Option<(Instant, Duration)>> = const { Cell::new(None) };
}

/// Runs `f` with a deadline `timeout` from now (none when `None`), restoring the one
/// before afterwards (checks can nest: a DSL check inside a batch).
pub(crate) fn within<R>(timeout: Option<Duration>, f: impl FnOnce() -> R) -> R {
    let Some(timeout) = timeout else {
        return f();
    };
    let deadline = Instant::now().checked_add(timeout).map(|at| (at, timeout));
    let before = DEADLINE.with(|d| d.replace(deadline));
    struct Restore(Option<(Instant, Duration)>);
    impl Drop for Restore {
        fn drop(&mut self) {
            DEADLINE.with(|d| d.set(self.0));
        }
    }
    let _restore = Restore(before);
    f()
}

/// `Err` once this thread's deadline has passed.
pub(crate) fn check() -> Result<(), Overrun> {
    match DEADLINE.with(Cell::get) {
        Some((at, timeout)) if Instant::now() >= at => Err(Overrun::Deadline { timeout }),
        _ => Ok(()),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_deadline_holds_only_inside_within() {
        assert!(check().is_ok());
        within(Some(Duration::ZERO), || {
            assert!(matches!(check(), Err(Overrun::Deadline { .. })));
            within(None, || assert!(check().is_err()));
            within(Some(Duration::from_secs(3600)), || assert!(check().is_ok()));
            assert!(check().is_err());
        });
        assert!(check().is_ok());
        within(Some(Duration::MAX), || assert!(check().is_ok()));
    }
}
