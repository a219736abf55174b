// The main heap in huge pages; see include/CStrobeHeap.h.
#include "CStrobeHeap.h"

#include <malloc.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <unistd.h>

// glibc's largest mmap threshold on 64-bit systems (HEAP_MAX_SIZE / 2): requests below it
// come from the main heap.
static const int mmap_threshold = 32 << 20;
// Freed memory is kept up to this much at the top of the heap instead of being returned.
static const int trim_threshold = 1 << 30;
// Address space added to the heap at once, and glibc's default padding restored after.
static const int reservation = 64 << 20;
static const int default_top_pad = 128 << 10;
static const uintptr_t huge_page = 2u << 20;
static const size_t probe_size = 1 << 20;

strobe_heap_outcome strobe_heap_prepare(void) {
  const char *tunables = getenv("GLIBC_TUNABLES");
  if (tunables != NULL && strstr(tunables, "glibc.malloc.") != NULL) return STROBE_HEAP_USER_TUNED;
  if (mallopt(M_MMAP_THRESHOLD, mmap_threshold) == 0) return STROBE_HEAP_UNAVAILABLE;
  if (mallopt(M_TRIM_THRESHOLD, trim_threshold) == 0) return STROBE_HEAP_UNAVAILABLE;
  const uintptr_t before = (uintptr_t)sbrk(0);
  if (mallopt(M_TOP_PAD, reservation) == 0) return STROBE_HEAP_UNAVAILABLE;
  // The first allocation the heap cannot hold extends it by the request plus the padding.
  void *probe = malloc(probe_size);
  mallopt(M_TOP_PAD, default_top_pad);
  const uintptr_t after = (uintptr_t)sbrk(0);
  const uintptr_t address = (uintptr_t)probe;
  free(probe);
  if (probe == NULL || before == (uintptr_t)-1 || after == (uintptr_t)-1) {
    return STROBE_HEAP_UNAVAILABLE;
  }
  // glibc falls back to mmap when the heap cannot grow; then there is nothing to advise. (The
  // probe starts in the old top of the heap, below `before`, and runs into the new part.)
  if (address >= after || after - before < (uintptr_t)reservation) {
    return STROBE_HEAP_UNAVAILABLE;
  }
  const uintptr_t start = (before + huge_page - 1) & ~(huge_page - 1);
  const uintptr_t end = after & ~(huge_page - 1);
  if (madvise((void *)start, end - start, MADV_HUGEPAGE) != 0) return STROBE_HEAP_NO_HUGE_PAGES;
  return STROBE_HEAP_PREPARED;
}
