// CPoppler: the part of poppler-glib's API that Strobe calls, bound on first use
// (docs/performance.md §Lazy libraries).
//
// poppler is not linked (with NSS and its other dependencies it was the dearest library at
// start-up): each function below has poppler-glib's name and signature and calls the real
// one through CLazyLibrary, which opens libpoppler-glib.so.8 the first time. Callers that
// can report an error call `strobe_poppler_load` first; without the library every stub
// returns its failure value (NULL or 0) and sets no GError. GLib's types, GObject's
// reference counting and byte buffers come from CGLib, GLib's own stub module.
#ifndef CPOPPLER_H
#define CPOPPLER_H

#include <cairo.h>
#include "CGLib.h"

#include "CLazyLibrary.h"

#ifdef __cplusplus
extern "C" {
#endif

/// An open PDF document (a GObject: release it with g_object_unref).
typedef struct _PopplerDocument PopplerDocument;
/// One page of a document (a GObject: release it with g_object_unref).
typedef struct _PopplerPage PopplerPage;

/// Opens poppler now (once per process) and says whether it and every function below are
/// there.
StrobeLazyStatus strobe_poppler_load(void);

/// Opens the PDF in `bytes` (poppler keeps a reference); NULL and `*error` set when it
/// cannot.
__attribute__((visibility("hidden"))) PopplerDocument *poppler_document_new_from_bytes(
    GBytes *bytes, const char *password, GError **error);

/// The number of pages.
__attribute__((visibility("hidden"))) int poppler_document_get_n_pages(
    PopplerDocument *document);

/// Page `index` (0-based, a new reference), or NULL.
__attribute__((visibility("hidden"))) PopplerPage *poppler_document_get_page(
    PopplerDocument *document, int index);

/// The page's size in points (0 × 0 without the library).
__attribute__((visibility("hidden"))) void poppler_page_get_size(
    PopplerPage *page, double *width, double *height);

/// Draws the page on `cairo` (nothing without the library).
__attribute__((visibility("hidden"))) void poppler_page_render(PopplerPage *page, cairo_t *cairo);

#ifdef __cplusplus
}
#endif

#endif
