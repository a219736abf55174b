// CRsvg: the part of librsvg's API that Strobe calls, bound on first use
// (docs/performance.md §Lazy libraries).
//
// librsvg is not linked: each function below has librsvg's name and signature and calls the
// real one through CLazyLibrary, which opens librsvg-2.so.2 the first time. Callers that can
// report an error call `strobe_rsvg_load` first; without the library every stub returns its
// failure value (NULL or FALSE) and sets no GError. GLib's types, GObject's reference
// counting and g_error_free come from CGLib, GLib's own stub module.
#ifndef CRSVG_H
#define CRSVG_H

#include <cairo.h>
#include "CGLib.h"

#include "CLazyLibrary.h"

#ifdef __cplusplus
extern "C" {
#endif

/// A loaded SVG document (a GObject: release it with g_object_unref).
typedef struct _RsvgHandle RsvgHandle;

/// A rectangle in user units: librsvg's viewport.
typedef struct RsvgRectangle {
  double x;
  double y;
  double width;
  double height;
} RsvgRectangle;

/// Opens librsvg now (once per process) and says whether it and every function below are
/// there.
StrobeLazyStatus strobe_rsvg_load(void);

/// Parses `data_len` bytes of SVG; NULL (and `*error` set by librsvg) when they are not
/// a document.
__attribute__((visibility("hidden"))) RsvgHandle *rsvg_handle_new_from_data(
    const guint8 *data, gsize data_len, GError **error);

/// Draws the document into `viewport` on `cr`; FALSE on failure.
__attribute__((visibility("hidden"))) gboolean rsvg_handle_render_document(
    RsvgHandle *handle, cairo_t *cr, const RsvgRectangle *viewport, GError **error);

/// The document's width and height in pixels when its root element gives absolute ones;
/// FALSE otherwise.
__attribute__((visibility("hidden"))) gboolean rsvg_handle_get_intrinsic_size_in_pixels(
    RsvgHandle *handle, gdouble *out_width, gdouble *out_height);

#ifdef __cplusplus
}
#endif

#endif
