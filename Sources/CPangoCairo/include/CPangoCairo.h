// CPangoCairo: the part of Pango's API that Strobe calls, bound on first use
// (docs/performance.md §Lazy libraries).
//
// Pango is not linked (with HarfBuzz, FriBidi, libthai and its font map it was most of what
// a start-up loaded after poppler and librsvg): each function below has Pango's name and
// signature and calls the real one through CLazyLibrary, which opens
// libpangocairo-1.0.so.0 (and with it libpango-1.0.so.0) the first time. Callers that can
// report an error call `strobe_pango_load` first; without the library every stub returns its
// failure value (NULL, 0, -1 or FALSE) and draws nothing.
//
// No Pango header is needed to build: the types are declared here, under Pango's names, with
// Pango 1.50's layout (Pango keeps its ABI stable). The structures Strobe reads fields of are
// complete; the rest are opaque. StubABITests compiles this header after the real one, so a
// prototype that differs from Pango's fails to compile, and compares every structure's size
// and field offsets and every enumerator's value with the real header's.
#ifndef CPANGOCAIRO_H
#define CPANGOCAIRO_H

#include <cairo.h>
#include "CGLib.h"

#include "CLazyLibrary.h"

#ifdef __cplusplus
extern "C" {
#endif

// With STROBE_PANGO_ABI_CHECK (StubABITests only) the real Pango header comes first: its
// types stand and the prototypes below must agree with its own.
#ifdef STROBE_PANGO_ABI_CHECK
#define STROBE_PANGO_STUB
#else
#define STROBE_PANGO_STUB __attribute__((visibility("hidden")))
#endif

#ifndef __PANGO_H__

/// Pango units per device unit.
#define PANGO_SCALE 1024

/// A laid-out block of text (a GObject: release it with g_object_unref).
typedef struct _PangoLayout PangoLayout;
/// A layout's context: font map, font options, base direction.
typedef struct _PangoContext PangoContext;
/// A font (a GObject, owned by the font map).
typedef struct _PangoFont PangoFont;
/// A font request: family, style, size.
typedef struct _PangoFontDescription PangoFontDescription;
/// A font's ascent, descent and other metrics.
typedef struct _PangoFontMetrics PangoFontMetrics;
/// A language tag.
typedef struct _PangoLanguage PangoLanguage;
/// One attribute over a range of text.
typedef struct _PangoAttribute PangoAttribute;
/// A list of attributes.
typedef struct _PangoAttrList PangoAttrList;
/// An iterator over a layout's lines and runs.
typedef struct _PangoLayoutIter PangoLayoutIter;
/// Pango's shaping and language engines (unused, kept for the layout of PangoAnalysis).
typedef struct _PangoEngineShape PangoEngineShape;
typedef struct _PangoEngineLang PangoEngineLang;

/// A glyph index in its font.
typedef guint32 PangoGlyph;
/// A length in Pango units.
typedef gint32 PangoGlyphUnit;

/// A rectangle in Pango units.
typedef struct _PangoRectangle {
  int x;
  int y;
  int width;
  int height;
} PangoRectangle;

/// A glyph's advance and offsets.
typedef struct _PangoGlyphGeometry {
  PangoGlyphUnit width;
  PangoGlyphUnit x_offset;
  PangoGlyphUnit y_offset;
} PangoGlyphGeometry;

/// A glyph's flags.
typedef struct _PangoGlyphVisAttr {
  guint is_cluster_start : 1;
  guint is_color : 1;
} PangoGlyphVisAttr;

/// One shaped glyph.
typedef struct _PangoGlyphInfo {
  PangoGlyph glyph;
  PangoGlyphGeometry geometry;
  PangoGlyphVisAttr attr;
} PangoGlyphInfo;

/// The glyphs of a run, with each glyph's byte offset in the run's text.
typedef struct _PangoGlyphString {
  gint num_glyphs;
  PangoGlyphInfo *glyphs;
  gint *log_clusters;
  /*< private >*/
  gint space;
} PangoGlyphString;

/// How an item was analysed: its font, bidi level, script and language.
typedef struct _PangoAnalysis {
  PangoEngineShape *shape_engine;
  PangoEngineLang *lang_engine;
  PangoFont *font;
  guint8 level;
  guint8 gravity;
  guint8 flags;
  guint8 script;
  PangoLanguage *language;
  GSList *extra_attrs;
} PangoAnalysis;

/// A range of text with one analysis.
typedef struct _PangoItem {
  int offset;
  int length;
  int num_chars;
  PangoAnalysis analysis;
} PangoItem;

/// An item and its glyphs: one run of a line.
typedef struct _PangoGlyphItem {
  PangoItem *item;
  PangoGlyphString *glyphs;
  int y_offset;
  int start_x_offset;
  int end_x_offset;
} PangoGlyphItem;

/// One line of a layout; `runs` holds PangoGlyphItem pointers in visual order.
typedef struct _PangoLayoutLine {
  PangoLayout *layout;
  gint start_index;
  gint length;
  GSList *runs;
  guint is_paragraph_start : 1;
  guint resolved_dir : 3;
} PangoLayoutLine;

/// How lines are aligned in the layout's width.
typedef enum { PANGO_ALIGN_LEFT, PANGO_ALIGN_CENTER, PANGO_ALIGN_RIGHT } PangoAlignment;

/// Where lines may break.
typedef enum { PANGO_WRAP_WORD, PANGO_WRAP_CHAR, PANGO_WRAP_WORD_CHAR } PangoWrapMode;

/// Where text that does not fit is replaced by an ellipsis.
typedef enum {
  PANGO_ELLIPSIZE_NONE,
  PANGO_ELLIPSIZE_START,
  PANGO_ELLIPSIZE_MIDDLE,
  PANGO_ELLIPSIZE_END
} PangoEllipsizeMode;

#endif  // __PANGO_H__

/// Opens Pango now (once per process) and says whether it and every function below are
/// there.
StrobeLazyStatus strobe_pango_load(void);

/// A new layout for drawing on `cr` with the default font map (a GObject: release it with g_object_unref).
STROBE_PANGO_STUB PangoLayout *pango_cairo_create_layout(cairo_t *cr);

/// Sets the Cairo font options (hinting, antialiasing) the context lays out with.
STROBE_PANGO_STUB void pango_cairo_context_set_font_options(PangoContext *context, const cairo_font_options_t *options);

/// Draws the layout's glyphs at the current point.
STROBE_PANGO_STUB void pango_cairo_show_layout(cairo_t *cr, PangoLayout *layout);

/// Adds the outlines of the layout's glyphs to the current path.
STROBE_PANGO_STUB void pango_cairo_layout_path(cairo_t *cr, PangoLayout *layout);

/// Adds the outlines of `glyphs` in `font` to the current path.
STROBE_PANGO_STUB void pango_cairo_glyph_string_path(cairo_t *cr, PangoFont *font, PangoGlyphString *glyphs);

/// Whether glyph positions are rounded to whole device units.
STROBE_PANGO_STUB void pango_context_set_round_glyph_positions(PangoContext *context, gboolean round_positions);

/// The metrics of the font `desc` selects (release with pango_font_metrics_unref).
STROBE_PANGO_STUB PangoFontMetrics *pango_context_get_metrics(PangoContext *context, const PangoFontDescription *desc, PangoLanguage *language);

/// The ascent, in Pango units.
STROBE_PANGO_STUB int pango_font_metrics_get_ascent(PangoFontMetrics *metrics);

/// Releases metrics.
STROBE_PANGO_STUB void pango_font_metrics_unref(PangoFontMetrics *metrics);

/// A font description parsed from `str` ("Bold Italic 12"; release with pango_font_description_free).
STROBE_PANGO_STUB PangoFontDescription *pango_font_description_from_string(const char *str);

/// Sets the family list (comma-separated).
STROBE_PANGO_STUB void pango_font_description_set_family(PangoFontDescription *desc, const char *family);

/// Sets the size in device units times PANGO_SCALE.
STROBE_PANGO_STUB void pango_font_description_set_absolute_size(PangoFontDescription *desc, double size);

/// Releases a font description.
STROBE_PANGO_STUB void pango_font_description_free(PangoFontDescription *desc);

/// A new, empty attribute list (release with pango_attr_list_unref).
STROBE_PANGO_STUB PangoAttrList *pango_attr_list_new(void);

/// Adds `attr` (the list takes it) to `list`.
STROBE_PANGO_STUB void pango_attr_list_insert(PangoAttrList *list, PangoAttribute *attr);

/// Releases an attribute list.
STROBE_PANGO_STUB void pango_attr_list_unref(PangoAttrList *list);

/// An OpenType features attribute ("liga=0").
STROBE_PANGO_STUB PangoAttribute *pango_attr_font_features_new(const char *features);

/// A letter-spacing attribute, in Pango units.
STROBE_PANGO_STUB PangoAttribute *pango_attr_letter_spacing_new(int letter_spacing);

/// An absolute line-height attribute, in Pango units.
STROBE_PANGO_STUB PangoAttribute *pango_attr_line_height_new_absolute(int height);

/// A new, empty glyph string (release with pango_glyph_string_free).
STROBE_PANGO_STUB PangoGlyphString *pango_glyph_string_new(void);

/// Resizes the glyph string to `new_len` glyphs.
STROBE_PANGO_STUB void pango_glyph_string_set_size(PangoGlyphString *string, int new_len);

/// Releases a glyph string.
STROBE_PANGO_STUB void pango_glyph_string_free(PangoGlyphString *string);

/// Tells the layout its context changed (after setting font options).
STROBE_PANGO_STUB void pango_layout_context_changed(PangoLayout *layout);

/// The layout's context (owned by the layout).
STROBE_PANGO_STUB PangoContext *pango_layout_get_context(PangoLayout *layout);

/// Sets the text (`length` bytes, or -1 up to its NUL).
STROBE_PANGO_STUB void pango_layout_set_text(PangoLayout *layout, const char *text, int length);

/// Sets the font (the layout copies `desc`).
STROBE_PANGO_STUB void pango_layout_set_font_description(PangoLayout *layout, const PangoFontDescription *desc);

/// The layout's font, or NULL when it uses the context's.
STROBE_PANGO_STUB const PangoFontDescription *pango_layout_get_font_description(PangoLayout *layout);

/// Sets the attribute list (the layout keeps a reference).
STROBE_PANGO_STUB void pango_layout_set_attributes(PangoLayout *layout, PangoAttrList *attrs);

/// Sets the wrap width in Pango units (-1: no limit).
STROBE_PANGO_STUB void pango_layout_set_width(PangoLayout *layout, int width);

/// The wrap width in Pango units (-1: no limit).
STROBE_PANGO_STUB int pango_layout_get_width(PangoLayout *layout);

/// Sets the height limit for ellipsizing (Pango units; negative: lines).
STROBE_PANGO_STUB void pango_layout_set_height(PangoLayout *layout, int height);

/// Sets how lines wrap.
STROBE_PANGO_STUB void pango_layout_set_wrap(PangoLayout *layout, PangoWrapMode wrap);

/// Sets where text is ellipsized.
STROBE_PANGO_STUB void pango_layout_set_ellipsize(PangoLayout *layout, PangoEllipsizeMode ellipsize);

/// Whether each paragraph's direction follows its text.
STROBE_PANGO_STUB void pango_layout_set_auto_dir(PangoLayout *layout, gboolean auto_dir);

/// Sets the lines' alignment.
STROBE_PANGO_STUB void pango_layout_set_alignment(PangoLayout *layout, PangoAlignment alignment);

/// Whether lines are justified.
STROBE_PANGO_STUB void pango_layout_set_justify(PangoLayout *layout, gboolean justify);

/// The first line's baseline from the layout's top, in Pango units.
STROBE_PANGO_STUB int pango_layout_get_baseline(PangoLayout *layout);

/// The ink and logical extents in Pango units (either pointer may be NULL).
STROBE_PANGO_STUB void pango_layout_get_extents(PangoLayout *layout, PangoRectangle *ink_rect, PangoRectangle *logical_rect);

/// An iterator at the layout's first run (release with pango_layout_iter_free).
STROBE_PANGO_STUB PangoLayoutIter *pango_layout_get_iter(PangoLayout *layout);

/// Releases an iterator.
STROBE_PANGO_STUB void pango_layout_iter_free(PangoLayoutIter *iter);

/// The current line (owned by the layout; read only).
STROBE_PANGO_STUB PangoLayoutLine *pango_layout_iter_get_line_readonly(PangoLayoutIter *iter);

/// The current line's extents in layout coordinates, Pango units.
STROBE_PANGO_STUB void pango_layout_iter_get_line_extents(PangoLayoutIter *iter, PangoRectangle *ink_rect, PangoRectangle *logical_rect);

/// The current line's baseline from the layout's top, in Pango units.
STROBE_PANGO_STUB int pango_layout_iter_get_baseline(PangoLayoutIter *iter);

/// Moves to the next line; FALSE at the last.
STROBE_PANGO_STUB gboolean pango_layout_iter_next_line(PangoLayoutIter *iter);
#ifdef __cplusplus
}
#endif

#endif
