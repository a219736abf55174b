// Pango's functions, called through CLazyLibrary; see include/CPangoCairo.h.
#include "CPangoCairo.h"

enum {
  CAIRO_CREATE_LAYOUT,
  CAIRO_CONTEXT_SET_FONT_OPTIONS,
  CAIRO_SHOW_LAYOUT,
  CAIRO_LAYOUT_PATH,
  CAIRO_GLYPH_STRING_PATH,
  CONTEXT_SET_ROUND_GLYPH_POSITIONS,
  CONTEXT_GET_METRICS,
  FONT_METRICS_GET_ASCENT,
  FONT_METRICS_UNREF,
  FONT_DESCRIPTION_FROM_STRING,
  FONT_DESCRIPTION_SET_FAMILY,
  FONT_DESCRIPTION_SET_ABSOLUTE_SIZE,
  FONT_DESCRIPTION_FREE,
  ATTR_LIST_NEW,
  ATTR_LIST_INSERT,
  ATTR_LIST_UNREF,
  ATTR_FONT_FEATURES_NEW,
  ATTR_LETTER_SPACING_NEW,
  ATTR_LINE_HEIGHT_NEW_ABSOLUTE,
  GLYPH_STRING_NEW,
  GLYPH_STRING_SET_SIZE,
  GLYPH_STRING_FREE,
  LAYOUT_CONTEXT_CHANGED,
  LAYOUT_GET_CONTEXT,
  LAYOUT_SET_TEXT,
  LAYOUT_SET_FONT_DESCRIPTION,
  LAYOUT_GET_FONT_DESCRIPTION,
  LAYOUT_SET_ATTRIBUTES,
  LAYOUT_SET_WIDTH,
  LAYOUT_GET_WIDTH,
  LAYOUT_SET_HEIGHT,
  LAYOUT_SET_WRAP,
  LAYOUT_SET_ELLIPSIZE,
  LAYOUT_SET_AUTO_DIR,
  LAYOUT_SET_ALIGNMENT,
  LAYOUT_SET_JUSTIFY,
  LAYOUT_GET_BASELINE,
  LAYOUT_GET_EXTENTS,
  LAYOUT_GET_ITER,
  LAYOUT_ITER_FREE,
  LAYOUT_ITER_GET_LINE_READONLY,
  LAYOUT_ITER_GET_LINE_EXTENTS,
  LAYOUT_ITER_GET_BASELINE,
  LAYOUT_ITER_NEXT_LINE,
};

static const char *const names[] = {
    [CAIRO_CREATE_LAYOUT] = "pango_cairo_create_layout",
    [CAIRO_CONTEXT_SET_FONT_OPTIONS] = "pango_cairo_context_set_font_options",
    [CAIRO_SHOW_LAYOUT] = "pango_cairo_show_layout",
    [CAIRO_LAYOUT_PATH] = "pango_cairo_layout_path",
    [CAIRO_GLYPH_STRING_PATH] = "pango_cairo_glyph_string_path",
    [CONTEXT_SET_ROUND_GLYPH_POSITIONS] = "pango_context_set_round_glyph_positions",
    [CONTEXT_GET_METRICS] = "pango_context_get_metrics",
    [FONT_METRICS_GET_ASCENT] = "pango_font_metrics_get_ascent",
    [FONT_METRICS_UNREF] = "pango_font_metrics_unref",
    [FONT_DESCRIPTION_FROM_STRING] = "pango_font_description_from_string",
    [FONT_DESCRIPTION_SET_FAMILY] = "pango_font_description_set_family",
    [FONT_DESCRIPTION_SET_ABSOLUTE_SIZE] = "pango_font_description_set_absolute_size",
    [FONT_DESCRIPTION_FREE] = "pango_font_description_free",
    [ATTR_LIST_NEW] = "pango_attr_list_new",
    [ATTR_LIST_INSERT] = "pango_attr_list_insert",
    [ATTR_LIST_UNREF] = "pango_attr_list_unref",
    [ATTR_FONT_FEATURES_NEW] = "pango_attr_font_features_new",
    [ATTR_LETTER_SPACING_NEW] = "pango_attr_letter_spacing_new",
    [ATTR_LINE_HEIGHT_NEW_ABSOLUTE] = "pango_attr_line_height_new_absolute",
    [GLYPH_STRING_NEW] = "pango_glyph_string_new",
    [GLYPH_STRING_SET_SIZE] = "pango_glyph_string_set_size",
    [GLYPH_STRING_FREE] = "pango_glyph_string_free",
    [LAYOUT_CONTEXT_CHANGED] = "pango_layout_context_changed",
    [LAYOUT_GET_CONTEXT] = "pango_layout_get_context",
    [LAYOUT_SET_TEXT] = "pango_layout_set_text",
    [LAYOUT_SET_FONT_DESCRIPTION] = "pango_layout_set_font_description",
    [LAYOUT_GET_FONT_DESCRIPTION] = "pango_layout_get_font_description",
    [LAYOUT_SET_ATTRIBUTES] = "pango_layout_set_attributes",
    [LAYOUT_SET_WIDTH] = "pango_layout_set_width",
    [LAYOUT_GET_WIDTH] = "pango_layout_get_width",
    [LAYOUT_SET_HEIGHT] = "pango_layout_set_height",
    [LAYOUT_SET_WRAP] = "pango_layout_set_wrap",
    [LAYOUT_SET_ELLIPSIZE] = "pango_layout_set_ellipsize",
    [LAYOUT_SET_AUTO_DIR] = "pango_layout_set_auto_dir",
    [LAYOUT_SET_ALIGNMENT] = "pango_layout_set_alignment",
    [LAYOUT_SET_JUSTIFY] = "pango_layout_set_justify",
    [LAYOUT_GET_BASELINE] = "pango_layout_get_baseline",
    [LAYOUT_GET_EXTENTS] = "pango_layout_get_extents",
    [LAYOUT_GET_ITER] = "pango_layout_get_iter",
    [LAYOUT_ITER_FREE] = "pango_layout_iter_free",
    [LAYOUT_ITER_GET_LINE_READONLY] = "pango_layout_iter_get_line_readonly",
    [LAYOUT_ITER_GET_LINE_EXTENTS] = "pango_layout_iter_get_line_extents",
    [LAYOUT_ITER_GET_BASELINE] = "pango_layout_iter_get_baseline",
    [LAYOUT_ITER_NEXT_LINE] = "pango_layout_iter_next_line",
};

static void *functions[sizeof(names) / sizeof(names[0])];
// dlsym on the pangocairo handle also finds the functions of libpango-1.0, its dependency.
static StrobeLazyLibrary pango =
    STROBE_LAZY_LIBRARY("libpangocairo-1.0.so.0", "libpangocairo-1.0-0", names, functions);

StrobeLazyStatus strobe_pango_load(void) { return strobe_lazy_load(&pango); }

PangoLayout *pango_cairo_create_layout(cairo_t *cr) {
  PangoLayout *(*call)(cairo_t *) = strobe_lazy_function(&pango, CAIRO_CREATE_LAYOUT);
  return call != NULL ? call(cr) : NULL;
}

void pango_cairo_context_set_font_options(PangoContext *context, const cairo_font_options_t *options) {
  void (*call)(PangoContext *, const cairo_font_options_t *) = strobe_lazy_function(&pango, CAIRO_CONTEXT_SET_FONT_OPTIONS);
  if (call != NULL) call(context, options);
}

void pango_cairo_show_layout(cairo_t *cr, PangoLayout *layout) {
  void (*call)(cairo_t *, PangoLayout *) = strobe_lazy_function(&pango, CAIRO_SHOW_LAYOUT);
  if (call != NULL) call(cr, layout);
}

void pango_cairo_layout_path(cairo_t *cr, PangoLayout *layout) {
  void (*call)(cairo_t *, PangoLayout *) = strobe_lazy_function(&pango, CAIRO_LAYOUT_PATH);
  if (call != NULL) call(cr, layout);
}

void pango_cairo_glyph_string_path(cairo_t *cr, PangoFont *font, PangoGlyphString *glyphs) {
  void (*call)(cairo_t *, PangoFont *, PangoGlyphString *) = strobe_lazy_function(&pango, CAIRO_GLYPH_STRING_PATH);
  if (call != NULL) call(cr, font, glyphs);
}

void pango_context_set_round_glyph_positions(PangoContext *context, gboolean round_positions) {
  void (*call)(PangoContext *, gboolean) = strobe_lazy_function(&pango, CONTEXT_SET_ROUND_GLYPH_POSITIONS);
  if (call != NULL) call(context, round_positions);
}

PangoFontMetrics *pango_context_get_metrics(PangoContext *context, const PangoFontDescription *desc, PangoLanguage *language) {
  PangoFontMetrics *(*call)(PangoContext *, const PangoFontDescription *, PangoLanguage *) = strobe_lazy_function(&pango, CONTEXT_GET_METRICS);
  return call != NULL ? call(context, desc, language) : NULL;
}

int pango_font_metrics_get_ascent(PangoFontMetrics *metrics) {
  int (*call)(PangoFontMetrics *) = strobe_lazy_function(&pango, FONT_METRICS_GET_ASCENT);
  return call != NULL ? call(metrics) : 0;
}

void pango_font_metrics_unref(PangoFontMetrics *metrics) {
  void (*call)(PangoFontMetrics *) = strobe_lazy_function(&pango, FONT_METRICS_UNREF);
  if (call != NULL) call(metrics);
}

PangoFontDescription *pango_font_description_from_string(const char *str) {
  PangoFontDescription *(*call)(const char *) = strobe_lazy_function(&pango, FONT_DESCRIPTION_FROM_STRING);
  return call != NULL ? call(str) : NULL;
}

void pango_font_description_set_family(PangoFontDescription *desc, const char *family) {
  void (*call)(PangoFontDescription *, const char *) = strobe_lazy_function(&pango, FONT_DESCRIPTION_SET_FAMILY);
  if (call != NULL) call(desc, family);
}

void pango_font_description_set_absolute_size(PangoFontDescription *desc, double size) {
  void (*call)(PangoFontDescription *, double) = strobe_lazy_function(&pango, FONT_DESCRIPTION_SET_ABSOLUTE_SIZE);
  if (call != NULL) call(desc, size);
}

void pango_font_description_free(PangoFontDescription *desc) {
  void (*call)(PangoFontDescription *) = strobe_lazy_function(&pango, FONT_DESCRIPTION_FREE);
  if (call != NULL) call(desc);
}

PangoAttrList *pango_attr_list_new(void) {
  PangoAttrList *(*call)(void) = strobe_lazy_function(&pango, ATTR_LIST_NEW);
  return call != NULL ? call() : NULL;
}

void pango_attr_list_insert(PangoAttrList *list, PangoAttribute *attr) {
  void (*call)(PangoAttrList *, PangoAttribute *) = strobe_lazy_function(&pango, ATTR_LIST_INSERT);
  if (call != NULL) call(list, attr);
}

void pango_attr_list_unref(PangoAttrList *list) {
  void (*call)(PangoAttrList *) = strobe_lazy_function(&pango, ATTR_LIST_UNREF);
  if (call != NULL) call(list);
}

PangoAttribute *pango_attr_font_features_new(const char *features) {
  PangoAttribute *(*call)(const char *) = strobe_lazy_function(&pango, ATTR_FONT_FEATURES_NEW);
  return call != NULL ? call(features) : NULL;
}

PangoAttribute *pango_attr_letter_spacing_new(int letter_spacing) {
  PangoAttribute *(*call)(int) = strobe_lazy_function(&pango, ATTR_LETTER_SPACING_NEW);
  return call != NULL ? call(letter_spacing) : NULL;
}

PangoAttribute *pango_attr_line_height_new_absolute(int height) {
  PangoAttribute *(*call)(int) = strobe_lazy_function(&pango, ATTR_LINE_HEIGHT_NEW_ABSOLUTE);
  return call != NULL ? call(height) : NULL;
}

PangoGlyphString *pango_glyph_string_new(void) {
  PangoGlyphString *(*call)(void) = strobe_lazy_function(&pango, GLYPH_STRING_NEW);
  return call != NULL ? call() : NULL;
}

void pango_glyph_string_set_size(PangoGlyphString *string, int new_len) {
  void (*call)(PangoGlyphString *, int) = strobe_lazy_function(&pango, GLYPH_STRING_SET_SIZE);
  if (call != NULL) call(string, new_len);
}

void pango_glyph_string_free(PangoGlyphString *string) {
  void (*call)(PangoGlyphString *) = strobe_lazy_function(&pango, GLYPH_STRING_FREE);
  if (call != NULL) call(string);
}

void pango_layout_context_changed(PangoLayout *layout) {
  void (*call)(PangoLayout *) = strobe_lazy_function(&pango, LAYOUT_CONTEXT_CHANGED);
  if (call != NULL) call(layout);
}

PangoContext *pango_layout_get_context(PangoLayout *layout) {
  PangoContext *(*call)(PangoLayout *) = strobe_lazy_function(&pango, LAYOUT_GET_CONTEXT);
  return call != NULL ? call(layout) : NULL;
}

void pango_layout_set_text(PangoLayout *layout, const char *text, int length) {
  void (*call)(PangoLayout *, const char *, int) = strobe_lazy_function(&pango, LAYOUT_SET_TEXT);
  if (call != NULL) call(layout, text, length);
}

void pango_layout_set_font_description(PangoLayout *layout, const PangoFontDescription *desc) {
  void (*call)(PangoLayout *, const PangoFontDescription *) = strobe_lazy_function(&pango, LAYOUT_SET_FONT_DESCRIPTION);
  if (call != NULL) call(layout, desc);
}

const PangoFontDescription *pango_layout_get_font_description(PangoLayout *layout) {
  const PangoFontDescription *(*call)(PangoLayout *) = strobe_lazy_function(&pango, LAYOUT_GET_FONT_DESCRIPTION);
  return call != NULL ? call(layout) : NULL;
}

void pango_layout_set_attributes(PangoLayout *layout, PangoAttrList *attrs) {
  void (*call)(PangoLayout *, PangoAttrList *) = strobe_lazy_function(&pango, LAYOUT_SET_ATTRIBUTES);
  if (call != NULL) call(layout, attrs);
}

void pango_layout_set_width(PangoLayout *layout, int width) {
  void (*call)(PangoLayout *, int) = strobe_lazy_function(&pango, LAYOUT_SET_WIDTH);
  if (call != NULL) call(layout, width);
}

int pango_layout_get_width(PangoLayout *layout) {
  int (*call)(PangoLayout *) = strobe_lazy_function(&pango, LAYOUT_GET_WIDTH);
  return call != NULL ? call(layout) : -1;
}

void pango_layout_set_height(PangoLayout *layout, int height) {
  void (*call)(PangoLayout *, int) = strobe_lazy_function(&pango, LAYOUT_SET_HEIGHT);
  if (call != NULL) call(layout, height);
}

void pango_layout_set_wrap(PangoLayout *layout, PangoWrapMode wrap) {
  void (*call)(PangoLayout *, PangoWrapMode) = strobe_lazy_function(&pango, LAYOUT_SET_WRAP);
  if (call != NULL) call(layout, wrap);
}

void pango_layout_set_ellipsize(PangoLayout *layout, PangoEllipsizeMode ellipsize) {
  void (*call)(PangoLayout *, PangoEllipsizeMode) = strobe_lazy_function(&pango, LAYOUT_SET_ELLIPSIZE);
  if (call != NULL) call(layout, ellipsize);
}

void pango_layout_set_auto_dir(PangoLayout *layout, gboolean auto_dir) {
  void (*call)(PangoLayout *, gboolean) = strobe_lazy_function(&pango, LAYOUT_SET_AUTO_DIR);
  if (call != NULL) call(layout, auto_dir);
}

void pango_layout_set_alignment(PangoLayout *layout, PangoAlignment alignment) {
  void (*call)(PangoLayout *, PangoAlignment) = strobe_lazy_function(&pango, LAYOUT_SET_ALIGNMENT);
  if (call != NULL) call(layout, alignment);
}

void pango_layout_set_justify(PangoLayout *layout, gboolean justify) {
  void (*call)(PangoLayout *, gboolean) = strobe_lazy_function(&pango, LAYOUT_SET_JUSTIFY);
  if (call != NULL) call(layout, justify);
}

int pango_layout_get_baseline(PangoLayout *layout) {
  int (*call)(PangoLayout *) = strobe_lazy_function(&pango, LAYOUT_GET_BASELINE);
  return call != NULL ? call(layout) : 0;
}

void pango_layout_get_extents(PangoLayout *layout, PangoRectangle *ink_rect, PangoRectangle *logical_rect) {
  void (*call)(PangoLayout *, PangoRectangle *, PangoRectangle *) = strobe_lazy_function(&pango, LAYOUT_GET_EXTENTS);
  if (call != NULL) call(layout, ink_rect, logical_rect);
}

PangoLayoutIter *pango_layout_get_iter(PangoLayout *layout) {
  PangoLayoutIter *(*call)(PangoLayout *) = strobe_lazy_function(&pango, LAYOUT_GET_ITER);
  return call != NULL ? call(layout) : NULL;
}

void pango_layout_iter_free(PangoLayoutIter *iter) {
  void (*call)(PangoLayoutIter *) = strobe_lazy_function(&pango, LAYOUT_ITER_FREE);
  if (call != NULL) call(iter);
}

PangoLayoutLine *pango_layout_iter_get_line_readonly(PangoLayoutIter *iter) {
  PangoLayoutLine *(*call)(PangoLayoutIter *) = strobe_lazy_function(&pango, LAYOUT_ITER_GET_LINE_READONLY);
  return call != NULL ? call(iter) : NULL;
}

void pango_layout_iter_get_line_extents(PangoLayoutIter *iter, PangoRectangle *ink_rect, PangoRectangle *logical_rect) {
  void (*call)(PangoLayoutIter *, PangoRectangle *, PangoRectangle *) = strobe_lazy_function(&pango, LAYOUT_ITER_GET_LINE_EXTENTS);
  if (call != NULL) call(iter, ink_rect, logical_rect);
}

int pango_layout_iter_get_baseline(PangoLayoutIter *iter) {
  int (*call)(PangoLayoutIter *) = strobe_lazy_function(&pango, LAYOUT_ITER_GET_BASELINE);
  return call != NULL ? call(iter) : 0;
}

gboolean pango_layout_iter_next_line(PangoLayoutIter *iter) {
  gboolean (*call)(PangoLayoutIter *) = strobe_lazy_function(&pango, LAYOUT_ITER_NEXT_LINE);
  return call != NULL ? call(iter) : FALSE;
}
