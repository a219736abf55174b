// CGif: GIF writing and reading back through giflib, bound on first use
// (docs/performance.md §Lazy libraries).
//
// giflib is not linked: CGif.c opens libgif.so.7 through CLazyLibrary when the first GIF is
// written or read and calls its functions through pointers. Swift sees only these wrappers (giflib's
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

/// A GIF being read back (for `--verify`): every frame decoded by giflib's DGifSlurp, then
/// composited one after another.
typedef struct StrobeGifReader StrobeGifReader;

/// Reads all of the `size` bytes at `data` (not used after this call). Sets the canvas size, the frame count
/// and the NETSCAPE2.0 loop count (-1 when the file has none). NULL on failure, with
/// giflib's error code in `error`.
StrobeGifReader *strobe_gif_read_begin(const unsigned char *data, size_t size, int *width,
                                       int *height, int *frames, int *loops, int *error);

/// Composites the next frame over what the previous frames left (their disposal applied:
/// 2 clears the frame's rectangle to transparent, 3 restores what was under it, others
/// keep it): `*rgba` points at the canvas (straight RGBA, `width × 4` bytes a row; pixels
/// under a transparent index keep what was there), owned by the reader and valid until the
/// next call; `*delay` is the frame's delay in centiseconds. 1 for a frame; 0 after the last.
int strobe_gif_read_next(StrobeGifReader *reader, const unsigned char **rgba, int *delay);

/// Frees `reader`.
void strobe_gif_read_end(StrobeGifReader *reader);

/// giflib's message for `error`.
const char *strobe_gif_error_string(int error);

#ifdef __cplusplus
}
#endif

#endif
