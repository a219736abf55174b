// CStrobeHeap: the main heap of the `strobe` executable, in huge pages where Linux offers them.
//
// A `strobe` process is short and allocates its few megabytes of scene, layers and output
// once. On Linux each 4 KiB page it touches for the first time is a page fault, and measured
// on the 1,000-blob benchmark scene those faults (about 2,500 of them, 2–3 µs each with the
// kernel's memory accounting) were a fifth of an SVG render's wall-clock time
// (docs/performance.md §The strobe process's heap). This target reserves the main heap at
// start-up and asks the kernel for transparent huge pages in it, as glibc's own
// `glibc.malloc.hugetlb=1` tunable does for programs started with it. Only the `strobe`
// executable links this target; the Strobe library leaves its host's allocator alone.
#ifndef CSTROBEHEAP_H
#define CSTROBEHEAP_H

#ifdef __cplusplus
extern "C" {
#endif

/// What ``strobe_heap_prepare`` did.
typedef enum {
  /// The heap was reserved and advised to use huge pages.
  STROBE_HEAP_PREPARED = 0,
  /// `GLIBC_TUNABLES` sets a `glibc.malloc.` tunable: the user's settings stand, untouched.
  STROBE_HEAP_USER_TUNED = 1,
  /// glibc refused a setting, or the reservation did not come from the main heap.
  STROBE_HEAP_UNAVAILABLE = 2,
  /// The kernel refused the advice (no transparent huge pages); the reservation stays, as
  /// ordinary pages.
  STROBE_HEAP_NO_HUGE_PAGES = 3,
} strobe_heap_outcome;

/// Prepares the main heap; call once, first thing in `main`, before any thread starts.
///
/// Allocations below 32 MiB come from the main heap (`M_MMAP_THRESHOLD`), freed memory stays
/// with the process (`M_TRIM_THRESHOLD`), and the heap is extended by 64 MiB of address space
/// at once, whose whole 2 MiB ranges are given `madvise(MADV_HUGEPAGE)`. Nothing is touched:
/// the kernel backs a range with memory only when the program first writes to it. Setting
/// any `glibc.malloc.` tunable in `GLIBC_TUNABLES` turns this off.
strobe_heap_outcome strobe_heap_prepare(void);

#ifdef __cplusplus
}
#endif

#endif
