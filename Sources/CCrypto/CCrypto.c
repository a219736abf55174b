// SHA-256 through libcrypto's EVP digest API, bound by CLazyLibrary; see include/CCrypto.h.
#include "CCrypto.h"

enum { MD_CTX_NEW, MD_CTX_FREE, SHA256, DIGEST_INIT_EX, DIGEST_UPDATE, DIGEST_FINAL_EX };

static const char *const names[] = {
    [MD_CTX_NEW] = "EVP_MD_CTX_new",         [MD_CTX_FREE] = "EVP_MD_CTX_free",
    [SHA256] = "EVP_sha256",                 [DIGEST_INIT_EX] = "EVP_DigestInit_ex",
    [DIGEST_UPDATE] = "EVP_DigestUpdate",    [DIGEST_FINAL_EX] = "EVP_DigestFinal_ex",
};
static void *functions[sizeof(names) / sizeof(names[0])];
static StrobeLazyLibrary libcrypto =
    STROBE_LAZY_LIBRARY("libcrypto.so.3", "libssl3", names, functions);

StrobeLazyStatus strobe_crypto_load(void) { return strobe_lazy_load(&libcrypto); }

void *strobe_sha256_begin(void) {
  void *(*new_context)(void) = strobe_lazy_function(&libcrypto, MD_CTX_NEW);
  void (*free_context)(void *) = strobe_lazy_function(&libcrypto, MD_CTX_FREE);
  const void *(*sha256)(void) = strobe_lazy_function(&libcrypto, SHA256);
  int (*init)(void *, const void *, void *) = strobe_lazy_function(&libcrypto, DIGEST_INIT_EX);
  if (new_context == NULL || free_context == NULL || sha256 == NULL || init == NULL) return NULL;
  void *context = new_context();
  if (context == NULL) return NULL;
  if (init(context, sha256(), NULL) != 1) {
    free_context(context);
    return NULL;
  }
  return context;
}

int strobe_sha256_update(void *context, const void *bytes, size_t count) {
  int (*update)(void *, const void *, size_t) = strobe_lazy_function(&libcrypto, DIGEST_UPDATE);
  if (update == NULL || context == NULL) return 0;
  return update(context, bytes, count) == 1;
}

int strobe_sha256_finish(void *context, unsigned char *digest) {
  int (*final)(void *, unsigned char *, unsigned int *) =
      strobe_lazy_function(&libcrypto, DIGEST_FINAL_EX);
  void (*free_context)(void *) = strobe_lazy_function(&libcrypto, MD_CTX_FREE);
  if (context == NULL) return 0;
  unsigned int length = 0;
  const int ok = final != NULL && final(context, digest, &length) == 1 && length == 32;
  if (free_context != NULL) free_context(context);
  return ok;
}
