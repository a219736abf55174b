// CWebP: animated WebP through libwebp's WebPAnimEncoder (libwebpmux) and, to check what was
// written, its WebPAnimDecoder (libwebpdemux), bound on first use (docs/performance.md §Lazy
// libraries).
//
// libwebp, libwebpmux and libwebpdemux are not linked: CWebP.c opens libwebpmux.so.3 and
// libwebp.so.7 through CLazyLibrary when the first WebP is written, libwebpdemux.so.2 when the
// first is read. Swift sees only these wrappers (the
// libraries' headers are included by CWebP.c alone).
#ifndef CWEBP_H
#define CWEBP_H

#include <stddef.h>

#include "CLazyLibrary.h"

#ifdef __cplusplus
extern "C" {
#endif

/// An animation being encoded.
typedef struct StrobeWebPAnimation StrobeWebPAnimation;

/// Opens libwebp and libwebpmux now (once per process): the status of the first that fails,
/// else of libwebpmux.
StrobeLazyStatus strobe_webp_load(void);

/// Starts a lossless animation of `width` × `height` pixels played `loops` times (0: forever).
/// NULL on failure, with a message in `error`.
StrobeWebPAnimation *strobe_webp_begin(int width, int height, int loops, const char **error);

/// Adds a frame of straight RGBA pixels (`width × 4` bytes a row) shown from `timestamp`
/// milliseconds. 1 on success; 0 with a message in `error`.
int strobe_webp_frame(StrobeWebPAnimation *animation, const unsigned char *rgba, int timestamp,
                      const char **error);

/// Ends the animation at `end` milliseconds and frees it; on success (1) `*data` holds `*size`
/// bytes to release with `strobe_webp_release`; 0 with a message in `error`.
int strobe_webp_finish(StrobeWebPAnimation *animation, int end, unsigned char **data,
                       size_t *size, const char **error);

/// Frees `animation` without finishing.
void strobe_webp_abort(StrobeWebPAnimation *animation);

/// Releases the bytes of `strobe_webp_finish`.
void strobe_webp_release(unsigned char *data);

/// An animated WebP being decoded (libwebpdemux's WebPAnimDecoder, for `--verify`).
typedef struct StrobeWebPReader StrobeWebPReader;

/// Opens libwebpdemux now (once per process) and says whether it and every function used are
/// there.
StrobeLazyStatus strobe_webp_demux_load(void);

/// Starts decoding the `size` bytes at `data`, which must stay unchanged until
/// `strobe_webp_read_end`. Sets the canvas size, the frame count and the loop count (0:
/// forever). NULL on failure, with a message in `error`.
StrobeWebPReader *strobe_webp_read_begin(const unsigned char *data, size_t size, int *width,
                                         int *height, int *frames, int *loops,
                                         const char **error);

/// Decodes the next frame: `*rgba` points at the composited canvas (straight RGBA,
/// `width × 4` bytes a row), owned by the reader and valid until the next call; `*end` is the
/// frame's end time in milliseconds. 1 for a frame; 0 after the last one (`*error` NULL) or
/// on failure (`*error` set).
int strobe_webp_read_next(StrobeWebPReader *reader, const unsigned char **rgba, int *end,
                          const char **error);

/// Frees `reader`.
void strobe_webp_read_end(StrobeWebPReader *reader);

#ifdef __cplusplus
}
#endif

#endif
