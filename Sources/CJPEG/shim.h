// CJPEG: JPEG decoding through libjpeg-turbo (Debian libjpeg62-turbo-dev, pkg-config libjpeg).
//
// libjpeg reports a fatal error by calling `error_exit`, whose default prints and calls
// exit(); the usual replacement longjmps back to the caller. A longjmp must never cross
// Swift frames, so the whole decode — setjmp, libjpeg's calls and the error handlers —
// happens in `strobe_jpeg_decode` below, which always returns normally with a status and
// libjpeg's message (docs/scene-format.md, "Contents").
//
// What it refuses, besides libjpeg's fatal errors (a file that is not a JPEG, an unsupported
// precision or process, bad tables):
// - libjpeg's corrupt-data warnings (a truncated file — "Premature end of JPEG file" —, a bad
//   Huffman or arithmetic code, a data segment that ends early), which libjpeg would turn
//   into grey or repeated rows; only the harmless ones pass: extraneous bytes before a
//   marker, an unknown JFIF revision, an unknown Adobe transform code, a bad ICC marker
//   (colour profiles are not used);
// - more than `max_pixels` pixels, from the frame header, before any scan is decoded;
// - more than `max_scans` scans (a progressive file can repeat scans without end, each
//   costing a pass over the image), checked while the scans are read.
//
// SwiftPM does not track this header in incremental builds: after editing it, touch
// Sources/StrobeScene/JPEGStructure.swift and Sources/StrobeRender/JPEGCodec.swift (the
// Swift files that call it), or the old code stays compiled in.
#ifndef STROBE_CJPEG_SHIM_H
#define STROBE_CJPEG_SHIM_H

#include <setjmp.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include <jpeglib.h>
#include <jerror.h>

/// The most scans a progressive JPEG may have: each scan is a pass over the image, and
/// encoders write about 10 (libjpeg's progression) to a few dozen (mozjpeg's).
#define STROBE_JPEG_MAXIMUM_SCANS 256

/// The outcome of `strobe_jpeg_decode`.
enum {
  STROBE_JPEG_OK = 0,
  /// libjpeg refused the data (fatal error or corrupt-data warning): see `message`.
  STROBE_JPEG_CORRUPT = 1,
  /// width × height is over `max_pixels`.
  STROBE_JPEG_TOO_MANY_PIXELS = 2,
  /// More than `max_scans` scans.
  STROBE_JPEG_TOO_MANY_SCANS = 3,
  /// The frame's size is not the size of the output buffer the caller gave.
  STROBE_JPEG_SIZE_MISMATCH = 4,
};

/// What `strobe_jpeg_decode` found.
typedef struct StrobeJPEGResult {
  /// One of the STROBE_JPEG_ values.
  int status;
  /// The frame header's size (0 when the header could not be read).
  int width;
  int height;
  /// Components in the file: 1 grey, 3 YCbCr or RGB, 4 CMYK or YCCK.
  int components;
  /// libjpeg's J_COLOR_SPACE of the file (1 grey, 2 RGB, 3 YCbCr, 4 CMYK, 5 YCCK).
  int color_space;
  /// Whether the file has an Adobe APP14 marker (CMYK values are then stored inverted).
  int adobe;
  /// Scans read so far.
  int scans;
  /// libjpeg's message for STROBE_JPEG_CORRUPT (NUL-terminated).
  char message[JMSG_LENGTH_MAX];
} StrobeJPEGResult;

/// The error manager: libjpeg's, a jump target, and where the message goes.
struct strobe_jpeg_error_mgr {
  struct jpeg_error_mgr pub;
  jmp_buf jump;
  StrobeJPEGResult *result;
};

/// The progress monitor: libjpeg's, and the scan limit.
struct strobe_jpeg_progress_mgr {
  struct jpeg_progress_mgr pub;
  int max_scans;
};

static void strobe_jpeg_fail(j_common_ptr cinfo, int status) {
  struct strobe_jpeg_error_mgr *err = (struct strobe_jpeg_error_mgr *)cinfo->err;
  err->result->status = status;
  if (status == STROBE_JPEG_CORRUPT) { (*cinfo->err->format_message)(cinfo, err->result->message); }
  longjmp(err->jump, 1);
}

static void strobe_jpeg_error_exit(j_common_ptr cinfo) {
  strobe_jpeg_fail(cinfo, STROBE_JPEG_CORRUPT);
}

static void strobe_jpeg_emit_message(j_common_ptr cinfo, int level) {
  if (level >= 0) return;  // trace messages
  switch (cinfo->err->msg_code) {
  case JWRN_EXTRANEOUS_DATA:
  case JWRN_JFIF_MAJOR:
  case JWRN_ADOBE_XFORM:
  case JWRN_BOGUS_ICC:
    return;  // harmless: the image decodes as it was written
  default:
    strobe_jpeg_fail(cinfo, STROBE_JPEG_CORRUPT);
  }
}

static void strobe_jpeg_progress(j_common_ptr cinfo) {
  if (!cinfo->is_decompressor) return;
  j_decompress_ptr d = (j_decompress_ptr)cinfo;
  struct strobe_jpeg_progress_mgr *progress = (struct strobe_jpeg_progress_mgr *)cinfo->progress;
  struct strobe_jpeg_error_mgr *err = (struct strobe_jpeg_error_mgr *)cinfo->err;
  err->result->scans = d->input_scan_number;
  if (d->input_scan_number > progress->max_scans) strobe_jpeg_fail(cinfo, STROBE_JPEG_TOO_MANY_SCANS);
}

/// `a · b / 255`, rounded.
static inline unsigned strobe_jpeg_mul255(unsigned a, unsigned b) {
  unsigned t = a * b + 128;
  return (t + (t >> 8)) >> 8;
}

/// Decodes the JPEG in `data[0..<size]`.
///
/// With `pixels` NULL the image is decoded and thrown away (a check that it decodes);
/// otherwise its rows go to `pixels`, `stride` bytes apart, as native-endian 32-bit
/// 0xFFRRGGBB values (Cairo's RGB24 and ARGB32 layout), and the frame must be exactly
/// `width` × `height` pixels (else STROBE_JPEG_SIZE_MISMATCH and nothing is written).
/// Grey and YCbCr images are converted to RGB by libjpeg; CMYK and YCCK ones are read as
/// CMYK and converted here without a colour profile: R = 255 · (1 − C) · (1 − K) and so
/// on, with Adobe's inverted storage when the Adobe marker is present (what browsers and
/// Pillow do without a profile). EXIF orientation is not applied.
///
/// Returns `result->status`; never longjmps out, never exits.
static inline int strobe_jpeg_decode(
    const unsigned char *data, size_t size, long long max_pixels, int max_scans,
    unsigned char *pixels, size_t stride, int width, int height, StrobeJPEGResult *result) {
  memset(result, 0, sizeof(*result));
  struct jpeg_decompress_struct cinfo;
  struct strobe_jpeg_error_mgr err;
  struct strobe_jpeg_progress_mgr progress;
  memset(&cinfo, 0, sizeof(cinfo));
  cinfo.err = jpeg_std_error(&err.pub);
  err.pub.error_exit = strobe_jpeg_error_exit;
  err.pub.emit_message = strobe_jpeg_emit_message;
  err.result = result;
  if (setjmp(err.jump)) {
    jpeg_destroy_decompress(&cinfo);
    return result->status;
  }
  jpeg_create_decompress(&cinfo);
  memset(&progress, 0, sizeof(progress));
  progress.pub.progress_monitor = strobe_jpeg_progress;
  progress.max_scans = max_scans;
  cinfo.progress = &progress.pub;
  jpeg_mem_src(&cinfo, data, (unsigned long)size);
  jpeg_read_header(&cinfo, TRUE);
  result->width = (int)cinfo.image_width;
  result->height = (int)cinfo.image_height;
  result->components = cinfo.num_components;
  result->color_space = (int)cinfo.jpeg_color_space;
  result->adobe = cinfo.saw_Adobe_marker ? 1 : 0;
  if ((long long)cinfo.image_width * (long long)cinfo.image_height > max_pixels) {
    result->status = STROBE_JPEG_TOO_MANY_PIXELS;
    jpeg_destroy_decompress(&cinfo);
    return result->status;
  }
  if (pixels != NULL && ((int)cinfo.image_width != width || (int)cinfo.image_height != height)) {
    result->status = STROBE_JPEG_SIZE_MISMATCH;
    jpeg_destroy_decompress(&cinfo);
    return result->status;
  }
  int cmyk = cinfo.jpeg_color_space == JCS_CMYK || cinfo.jpeg_color_space == JCS_YCCK;
  cinfo.out_color_space = cmyk ? JCS_CMYK : JCS_RGB;
  jpeg_start_decompress(&cinfo);
  int channels = cinfo.output_components;
  JSAMPARRAY row = (*cinfo.mem->alloc_sarray)(
      (j_common_ptr)&cinfo, JPOOL_IMAGE, cinfo.output_width * (JDIMENSION)channels, 1);
  int inverted = cinfo.saw_Adobe_marker;
  while (cinfo.output_scanline < cinfo.output_height) {
    JDIMENSION y = cinfo.output_scanline;
    jpeg_read_scanlines(&cinfo, row, 1);
    if (pixels == NULL) continue;
    uint32_t *out = (uint32_t *)(pixels + (size_t)y * stride);
    const JSAMPLE *in = row[0];
    for (JDIMENSION x = 0; x < cinfo.output_width; x++, in += channels) {
      unsigned r, g, b;
      if (cmyk) {
        unsigned c = in[0], m = in[1], ye = in[2], k = in[3];
        if (!inverted) { c = 255 - c; m = 255 - m; ye = 255 - ye; k = 255 - k; }
        r = strobe_jpeg_mul255(c, k);
        g = strobe_jpeg_mul255(m, k);
        b = strobe_jpeg_mul255(ye, k);
      } else {
        r = in[0];
        g = in[1];
        b = in[2];
      }
      out[x] = 0xFF000000u | (r << 16) | (g << 8) | b;
    }
  }
  jpeg_finish_decompress(&cinfo);
  result->scans = cinfo.input_scan_number;
  jpeg_destroy_decompress(&cinfo);
  result->status = STROBE_JPEG_OK;
  return STROBE_JPEG_OK;
}

#endif
