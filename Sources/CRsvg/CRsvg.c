// librsvg's functions, called through CLazyLibrary; see include/CRsvg.h.
#include "CRsvg.h"

enum { NEW_FROM_DATA, RENDER_DOCUMENT, INTRINSIC_SIZE_IN_PIXELS };

static const char *const names[] = {
    [NEW_FROM_DATA] = "rsvg_handle_new_from_data",
    [RENDER_DOCUMENT] = "rsvg_handle_render_document",
    [INTRINSIC_SIZE_IN_PIXELS] = "rsvg_handle_get_intrinsic_size_in_pixels",
};
static void *functions[sizeof(names) / sizeof(names[0])];
static StrobeLazyLibrary librsvg =
    STROBE_LAZY_LIBRARY("librsvg-2.so.2", "librsvg2-2", names, functions);

StrobeLazyStatus strobe_rsvg_load(void) { return strobe_lazy_load(&librsvg); }

RsvgHandle *rsvg_handle_new_from_data(const guint8 *data, gsize data_len, GError **error) {
  RsvgHandle *(*call)(const guint8 *, gsize, GError **) =
      strobe_lazy_function(&librsvg, NEW_FROM_DATA);
  return call != NULL ? call(data, data_len, error) : NULL;
}

gboolean rsvg_handle_render_document(
    RsvgHandle *handle, cairo_t *cr, const RsvgRectangle *viewport, GError **error) {
  gboolean (*call)(RsvgHandle *, cairo_t *, const RsvgRectangle *, GError **) =
      strobe_lazy_function(&librsvg, RENDER_DOCUMENT);
  return call != NULL ? call(handle, cr, viewport, error) : FALSE;
}

gboolean rsvg_handle_get_intrinsic_size_in_pixels(
    RsvgHandle *handle, gdouble *out_width, gdouble *out_height) {
  gboolean (*call)(RsvgHandle *, gdouble *, gdouble *) =
      strobe_lazy_function(&librsvg, INTRINSIC_SIZE_IN_PIXELS);
  return call != NULL ? call(handle, out_width, out_height) : FALSE;
}
