// GIF writing through giflib, bound by CLazyLibrary; see include/CGif.h.
#include "CGif.h"

#include <gif_lib.h>
#include <stdlib.h>
#include <string.h>

enum {
  OPEN,
  SET_VERSION,
  SCREEN_DESC,
  IMAGE_DESC,
  PUT_LINE,
  PUT_EXTENSION,
  EXTENSION_LEADER,
  EXTENSION_BLOCK,
  EXTENSION_TRAILER,
  CLOSE,
  MAKE_MAP,
  FREE_MAP,
  ERROR_STRING,
};

static const char *const names[] = {
    [OPEN] = "EGifOpen",
    [SET_VERSION] = "EGifSetGifVersion",
    [SCREEN_DESC] = "EGifPutScreenDesc",
    [IMAGE_DESC] = "EGifPutImageDesc",
    [PUT_LINE] = "EGifPutLine",
    [PUT_EXTENSION] = "EGifPutExtension",
    [EXTENSION_LEADER] = "EGifPutExtensionLeader",
    [EXTENSION_BLOCK] = "EGifPutExtensionBlock",
    [EXTENSION_TRAILER] = "EGifPutExtensionTrailer",
    [CLOSE] = "EGifCloseFile",
    [MAKE_MAP] = "GifMakeMapObject",
    [FREE_MAP] = "GifFreeMapObject",
    [ERROR_STRING] = "GifErrorString",
};
static void *functions[sizeof(names) / sizeof(names[0])];
static StrobeLazyLibrary libgif = STROBE_LAZY_LIBRARY("libgif.so.7", "libgif7", names, functions);

/// The bytes written so far.
struct StrobeGifWriter {
  GifFileType *file;
  unsigned char *bytes;
  size_t size;
  size_t capacity;
  int failed;
};

StrobeLazyStatus strobe_gif_load(void) { return strobe_lazy_load(&libgif); }

#define FUNCTION(index) strobe_lazy_function(&libgif, index)

static int write_bytes(GifFileType *file, const GifByteType *bytes, int count) {
  StrobeGifWriter *writer = file->UserData;
  if (count <= 0) return count;
  if (writer->size + (size_t)count > writer->capacity) {
    size_t capacity = writer->capacity ? writer->capacity : 65536;
    while (capacity < writer->size + (size_t)count) capacity *= 2;
    unsigned char *grown = realloc(writer->bytes, capacity);
    if (grown == NULL) {
      writer->failed = 1;
      return 0;
    }
    writer->bytes = grown;
    writer->capacity = capacity;
  }
  memcpy(writer->bytes + writer->size, bytes, (size_t)count);
  writer->size += (size_t)count;
  return count;
}

StrobeGifWriter *strobe_gif_begin(int width, int height, int loops, int *error) {
  GifFileType *(*open)(void *, OutputFunc, int *) = FUNCTION(OPEN);
  void (*set_version)(GifFileType *, bool) = FUNCTION(SET_VERSION);
  int (*screen)(GifFileType *, int, int, int, int, const ColorMapObject *) =
      FUNCTION(SCREEN_DESC);
  int (*leader)(GifFileType *, int) = FUNCTION(EXTENSION_LEADER);
  int (*block)(GifFileType *, int, const void *) = FUNCTION(EXTENSION_BLOCK);
  int (*trailer)(GifFileType *) = FUNCTION(EXTENSION_TRAILER);
  *error = E_GIF_ERR_NOT_WRITEABLE;
  if (open == NULL || set_version == NULL || screen == NULL || leader == NULL || block == NULL ||
      trailer == NULL)
    return NULL;
  StrobeGifWriter *writer = calloc(1, sizeof(StrobeGifWriter));
  if (writer == NULL) return NULL;
  writer->file = open(writer, write_bytes, error);
  if (writer->file == NULL) {
    free(writer);
    return NULL;
  }
  set_version(writer->file, true);
  int ok = screen(writer->file, width, height, 8, 0, NULL) == GIF_OK;
  if (ok && loops >= 0) {
    const unsigned char application[11] = "NETSCAPE2.0";
    const unsigned char count[3] = {1, (unsigned char)(loops & 0xFF),
                                    (unsigned char)((loops >> 8) & 0xFF)};
    ok = leader(writer->file, APPLICATION_EXT_FUNC_CODE) == GIF_OK &&
         block(writer->file, 11, application) == GIF_OK &&
         block(writer->file, 3, count) == GIF_OK && trailer(writer->file) == GIF_OK;
  }
  if (!ok || writer->failed) {
    *error = writer->file->Error ? writer->file->Error : E_GIF_ERR_WRITE_FAILED;
    strobe_gif_abort(writer);
    return NULL;
  }
  *error = 0;
  return writer;
}

int strobe_gif_frame(StrobeGifWriter *writer, int left, int top, int width, int height,
                     const unsigned char *palette, int colors, const unsigned char *indices,
                     int delay, int disposal, int transparent) {
  int (*extension)(GifFileType *, int, int, const void *) = FUNCTION(PUT_EXTENSION);
  int (*image)(GifFileType *, int, int, int, int, bool, const ColorMapObject *) =
      FUNCTION(IMAGE_DESC);
  int (*line)(GifFileType *, GifPixelType *, int) = FUNCTION(PUT_LINE);
  ColorMapObject *(*make_map)(int, const GifColorType *) = FUNCTION(MAKE_MAP);
  void (*free_map)(ColorMapObject *) = FUNCTION(FREE_MAP);
  if (extension == NULL || image == NULL || line == NULL || make_map == NULL || free_map == NULL)
    return E_GIF_ERR_NOT_WRITEABLE;
  GifColorType table[256];
  for (int i = 0; i < colors && i < 256; i++) {
    table[i].Red = palette[i * 3];
    table[i].Green = palette[i * 3 + 1];
    table[i].Blue = palette[i * 3 + 2];
  }
  const unsigned char control[4] = {
      (unsigned char)(((disposal & 7) << 2) | (transparent >= 0 ? 1 : 0)),
      (unsigned char)(delay & 0xFF), (unsigned char)((delay >> 8) & 0xFF),
      (unsigned char)(transparent >= 0 ? transparent : 0)};
  if (extension(writer->file, GRAPHICS_EXT_FUNC_CODE, 4, control) != GIF_OK)
    return writer->file->Error;
  ColorMapObject *map = make_map(colors, table);
  if (map == NULL) return E_GIF_ERR_NOT_ENOUGH_MEM;
  int ok = image(writer->file, left, top, width, height, false, map) == GIF_OK;
  free_map(map);
  for (int y = 0; ok && y < height; y++) {
    ok = line(writer->file, (GifPixelType *)(indices + (size_t)y * (size_t)width), width) ==
         GIF_OK;
  }
  if (writer->failed) return E_GIF_ERR_WRITE_FAILED;
  return ok ? 0 : writer->file->Error;
}

int strobe_gif_finish(StrobeGifWriter *writer, unsigned char **data, size_t *size) {
  int (*close_file)(GifFileType *, int *) = FUNCTION(CLOSE);
  if (close_file == NULL) return E_GIF_ERR_NOT_WRITEABLE;
  int error = 0;
  const int closed = close_file(writer->file, &error) == GIF_OK;
  writer->file = NULL;
  if (!closed || writer->failed) {
    free(writer->bytes);
    free(writer);
    return error ? error : E_GIF_ERR_WRITE_FAILED;
  }
  *data = writer->bytes;
  *size = writer->size;
  free(writer);
  return 0;
}

void strobe_gif_abort(StrobeGifWriter *writer) {
  int (*close_file)(GifFileType *, int *) = FUNCTION(CLOSE);
  int error = 0;
  if (writer->file != NULL && close_file != NULL) close_file(writer->file, &error);
  free(writer->bytes);
  free(writer);
}

void strobe_gif_release(unsigned char *data) { free(data); }

const char *strobe_gif_error_string(int error) {
  const char *(*message)(int) = FUNCTION(ERROR_STRING);
  const char *text = message != NULL ? message(error) : NULL;
  return text != NULL ? text : "unknown giflib error";
}
