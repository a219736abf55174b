// CCrypto: SHA-256 from OpenSSL's libcrypto, bound on first use
// (docs/performance.md §Lazy libraries).
//
// libcrypto is not linked (only `--manifest` and `--skip-unchanged` hash): these functions,
// with Strobe's own names, call libcrypto's EVP digest API through CLazyLibrary. The EVP
// types stay opaque pointers here, so no OpenSSL header is needed to build Strobe. Callers
// ask `strobe_crypto_load` first and report its message; without the library every function
// returns its failure value (NULL or 0).
#ifndef CCRYPTO_H
#define CCRYPTO_H

#include <stddef.h>

#include "CLazyLibrary.h"

#ifdef __cplusplus
extern "C" {
#endif

/// Opens libcrypto now (once per process) and says whether it and every function used are
/// there.
StrobeLazyStatus strobe_crypto_load(void);

/// A new SHA-256 computation (an `EVP_MD_CTX`), or NULL when libcrypto is missing or fails.
void *strobe_sha256_begin(void);

/// Adds `count` bytes at `bytes` to `context`; 1 on success, 0 on failure.
int strobe_sha256_update(void *context, const void *bytes, size_t count);

/// Writes the 32-byte digest of everything added to `digest` and frees `context`; 1 on
/// success, 0 on failure (the context is freed either way).
int strobe_sha256_finish(void *context, unsigned char *digest);

#ifdef __cplusplus
}
#endif

#endif
