//! The global allocator: mimalloc, asked for plain blocks whenever their natural alignment
//! suffices. `mimalloc::MiMalloc` routes every allocation through `mi_malloc_aligned`,
//! whose path for blocks over 1 KB (each record's output, the tokenizers' copies) is a
//! generic one: a fifth of the allocator's instructions in a bench run went there.

use std::alloc::{GlobalAlloc, Layout};
use std::ffi::c_void;

use libmimalloc_sys as mi;

/// What `mi_malloc` guarantees: every block is aligned to the largest power of two that
/// divides its size, up to 16 bytes; a Rust layout's size is a multiple of its alignment.
const PLAIN_ALIGN: usize = 16;

pub(crate) struct Allocator;

fn plain(layout: &Layout) -> bool {
    layout.align() <= PLAIN_ALIGN && layout.align() <= layout.size()
}

// SAFETY: each method forwards to the mimalloc function for the same request; blocks from
// either path are freed and reallocated by mimalloc, which knows their size.
unsafe impl GlobalAlloc for Allocator {
    #[inline]
    unsafe fn alloc(&self, layout: Layout) -> *mut u8 {
        if plain(&layout) {
            mi::mi_malloc(layout.size()).cast()
        } else {
            mi::mi_malloc_aligned(layout.size(), layout.align()).cast()
        }
    }

    #[inline]
    unsafe fn alloc_zeroed(&self, layout: Layout) -> *mut u8 {
        if plain(&layout) {
            mi::mi_zalloc(layout.size()).cast()
        } else {
            mi::mi_zalloc_aligned(layout.size(), layout.align()).cast()
        }
    }

    #[inline]
    unsafe fn dealloc(&self, ptr: *mut u8, _layout: Layout) {
        mi::mi_free(ptr.cast::<c_void>());
    }

    #[inline]
    unsafe fn realloc(&self, ptr: *mut u8, layout: Layout, new_size: usize) -> *mut u8 {
        // The new block must keep the alignment: plain when the new size alone gives it.
        if layout.align() <= PLAIN_ALIGN && layout.align() <= new_size {
            mi::mi_realloc(ptr.cast::<c_void>(), new_size).cast()
        } else {
            mi::mi_realloc_aligned(ptr.cast::<c_void>(), new_size, layout.align()).cast()
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every block is aligned as its layout asks, through `alloc`, `alloc_zeroed` and
    /// `realloc` (growing and shrinking across the plain and the aligned paths), and
    /// `realloc` keeps the contents.
    #[test]
    fn blocks_have_their_layouts_alignment() {
        let a = Allocator;
        for align in [1, 2, 4, 8, 16, 32, 64, 4096] {
            for size in [
                1, 7, 8, 16, 24, 48, 80, 112, 144, 1000, 1024, 1500, 5000, 70_000,
            ] {
                let size = size.max(align) / align * align;
                let layout = Layout::from_size_align(size, align).unwrap();
                unsafe {
                    let mut p = a.alloc(layout);
                    assert!(
                        !p.is_null() && (p as usize).is_multiple_of(align),
                        "{layout:?}"
                    );
                    p.write_bytes(0xAB, size);
                    let z = a.alloc_zeroed(layout);
                    assert!(
                        !z.is_null() && (z as usize).is_multiple_of(align),
                        "{layout:?} zeroed"
                    );
                    assert!(std::slice::from_raw_parts(z, size).iter().all(|&b| b == 0));
                    a.dealloc(z, layout);
                    for new_size in [align, size * 3, align.max(size / 2)] {
                        let grown = a.realloc(p, layout, new_size);
                        assert!(
                            (grown as usize).is_multiple_of(align),
                            "{layout:?} -> {new_size}"
                        );
                        let kept = std::slice::from_raw_parts(grown, size.min(new_size));
                        assert!(kept.iter().all(|&b| b == 0xAB), "{layout:?} -> {new_size}");
                        let layout_now = Layout::from_size_align(new_size, align).unwrap();
                        p = a.realloc(grown, layout_now, size);
                        assert!(
                            (p as usize).is_multiple_of(align),
                            "{layout:?} back from {new_size}"
                        );
                        p.write_bytes(0xAB, size);
                    }
                    a.dealloc(p, layout);
                }
            }
        }
    }
}
