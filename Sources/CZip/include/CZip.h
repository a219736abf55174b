// CZip: libzip's API for reading dotLottie archives, bound on first use
// (docs/performance.md §Lazy libraries).
//
// libzip is not linked (it pulls in OpenSSL's libcrypto, and only .lottie input needs it):
// the declarations are libzip's own <zip.h>, made hidden so that the stubs in CZip.c, which
// have libzip's names and call the real functions through CLazyLibrary, stay inside the
// image that links them. Callers that can report an error call `strobe_zip_load` first;
// without the library every stub returns its failure value (NULL, -1, or a message saying
// libzip is not loaded).
#ifndef CZIP_H
#define CZIP_H

#define ZIP_EXTERN __attribute__((visibility("hidden")))
#include <zip.h>

#include "CLazyLibrary.h"

#ifdef __cplusplus
extern "C" {
#endif

/// Opens libzip now (once per process) and says whether it and every function CZip.c
/// defines are there.
StrobeLazyStatus strobe_zip_load(void);

#ifdef __cplusplus
}
#endif

#endif
