// CGif: GIF writing through giflib, bound on first use (docs/performance.md §Lazy libraries).
//
// giflib is not linked: CGif.c opens libgif.so.7 through CLazyLibrary when the first GIF is
// written and calls its functions through pointers. Swift sees only these wrappers (giflib's
// own header is included by CGif.c alone), which write the whole file into memory.
#ifndef CGIF_H
#define CGIF_H

#include <stddef.h>

#include "CLazyLibrary.h"

#ifdef __cplusplus
extern "C" {
#endif

/// A GIF being written into memory.
typedef struct StrobeGifWriter StrobeGifWriter;

/// Opens giflib now (once per process) and says whether it and every function used are there.
StrobeLazyStatus strobe_gif_load(void);

/// Starts a GIF89a of `width` × `height` pixels with no global colour table; `loops` ≥ 0
/// writes the NETSCAPE2.0 loop count (0: forever), -1 writes none (play once). NULL on
/// failure, with giflib's error code in `error`.
StrobeGifWriter *strobe_gif_begin(int width, int height, int loops, int *error);

/// Writes one frame: a graphic control extension (`disposal` 0–3, `delay` in centiseconds,
/// `transparent` index or -1) and an image of `width` × `height` at (`left`, `top`) with a
/// local colour table of `colors` (2, 4, … 256) RGB triples, `indices` row by row. 0 on
/// success, else giflib's error code.
int strobe_gif_frame(StrobeGifWriter *writer, int left, int top, int width, int height,
                     const unsigned char *palette, int colors, const unsigned char *indices,
                     int delay, int disposal, int transparent);

/// Ends the file and frees `writer`; on success (0) `*data` holds `*size` bytes to release with
/// `strobe_gif_release`; else giflib's error code.
int strobe_gif_finish(StrobeGifWriter *writer, unsigned char **data, size_t *size);

/// Frees `writer` without finishing (after an error).
void strobe_gif_abort(StrobeGifWriter *writer);

/// Releases the bytes of `strobe_gif_finish`.
void strobe_gif_release(unsigned char *data);

/// giflib's message for `error`.
const char *strobe_gif_error_string(int error);

#ifdef __cplusplus
}
#endif

#endif
