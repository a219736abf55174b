// poppler-glib's functions, called through CLazyLibrary; see include/CPoppler.h.
#include "CPoppler.h"

enum { NEW_FROM_BYTES, GET_N_PAGES, GET_PAGE, GET_SIZE, RENDER };

static const char *const names[] = {
    [NEW_FROM_BYTES] = "poppler_document_new_from_bytes",
    [GET_N_PAGES] = "poppler_document_get_n_pages",
    [GET_PAGE] = "poppler_document_get_page",
    [GET_SIZE] = "poppler_page_get_size",
    [RENDER] = "poppler_page_render",
};
static void *functions[sizeof(names) / sizeof(names[0])];
static StrobeLazyLibrary poppler =
    STROBE_LAZY_LIBRARY("libpoppler-glib.so.8", "libpoppler-glib8", names, functions);

StrobeLazyStatus strobe_poppler_load(void) { return strobe_lazy_load(&poppler); }

PopplerDocument *poppler_document_new_from_bytes(GBytes *bytes, const char *password,
                                                 GError **error) {
  PopplerDocument *(*call)(GBytes *, const char *, GError **) =
      strobe_lazy_function(&poppler, NEW_FROM_BYTES);
  return call != NULL ? call(bytes, password, error) : NULL;
}

int poppler_document_get_n_pages(PopplerDocument *document) {
  int (*call)(PopplerDocument *) = strobe_lazy_function(&poppler, GET_N_PAGES);
  return call != NULL ? call(document) : 0;
}

PopplerPage *poppler_document_get_page(PopplerDocument *document, int index) {
  PopplerPage *(*call)(PopplerDocument *, int) = strobe_lazy_function(&poppler, GET_PAGE);
  return call != NULL ? call(document, index) : NULL;
}

void poppler_page_get_size(PopplerPage *page, double *width, double *height) {
  void (*call)(PopplerPage *, double *, double *) = strobe_lazy_function(&poppler, GET_SIZE);
  if (call != NULL) {
    call(page, width, height);
  } else {
    if (width != NULL) *width = 0;
    if (height != NULL) *height = 0;
  }
}

void poppler_page_render(PopplerPage *page, cairo_t *cairo) {
  void (*call)(PopplerPage *, cairo_t *) = strobe_lazy_function(&poppler, RENDER);
  if (call != NULL) call(page, cairo);
}
