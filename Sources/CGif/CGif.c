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
  DOPEN,
  DSLURP,
  DCLOSE,
  SAVED_GCB,
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
    [DOPEN] = "DGifOpen",
    [DSLURP] = "DGifSlurp",
    [DCLOSE] = "DGifCloseFile",
    [SAVED_GCB] = "DGifSavedExtensionToGCB",
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

/// The bytes being read and the canvas the frames are composited on.
struct StrobeGifReader {
  GifFileType *file;
  const unsigned char *bytes;
  size_t size;
  size_t offset;
  int next;
  unsigned char *canvas;
  unsigned char *saved;
  /// The disposal of the frame shown last and its rectangle (clipped to the canvas).
  int disposal;
  int left, top, right, bottom;
};

static int read_bytes(GifFileType *file, GifByteType *bytes, int count) {
  StrobeGifReader *reader = file->UserData;
  size_t left = reader->size - reader->offset;
  size_t n = count < 0 ? 0 : (size_t)count;
  if (n > left) n = left;
  memcpy(bytes, reader->bytes + reader->offset, n);
  reader->offset += n;
  return (int)n;
}

StrobeGifReader *strobe_gif_read_begin(const unsigned char *data, size_t size, int *width,
                                       int *height, int *frames, int *loops, int *error) {
  GifFileType *(*open)(void *, InputFunc, int *) = FUNCTION(DOPEN);
  int (*slurp)(GifFileType *) = FUNCTION(DSLURP);
  *error = D_GIF_ERR_NOT_READABLE;
  if (open == NULL || slurp == NULL) return NULL;
  StrobeGifReader *reader = calloc(1, sizeof(StrobeGifReader));
  if (reader == NULL) {
    *error = D_GIF_ERR_NOT_ENOUGH_MEM;
    return NULL;
  }
  reader->bytes = data;
  reader->size = size;
  reader->file = open(reader, read_bytes, error);
  if (reader->file == NULL) {
    free(reader);
    return NULL;
  }
  if (slurp(reader->file) != GIF_OK || reader->file->SWidth <= 0 || reader->file->SHeight <= 0) {
    *error = reader->file->Error ? reader->file->Error : D_GIF_ERR_DATA_TOO_BIG;
    strobe_gif_read_end(reader);
    return NULL;
  }
  const size_t bytes = (size_t)reader->file->SWidth * (size_t)reader->file->SHeight * 4;
  reader->canvas = calloc(bytes, 1);
  reader->saved = calloc(bytes, 1);
  if (reader->canvas == NULL || reader->saved == NULL) {
    *error = D_GIF_ERR_NOT_ENOUGH_MEM;
    strobe_gif_read_end(reader);
    return NULL;
  }
  *width = reader->file->SWidth;
  *height = reader->file->SHeight;
  *frames = reader->file->ImageCount;
  *loops = -1;
  // The NETSCAPE2.0 block: an application extension, then a sub-block {1, count lo, hi}.
  for (int i = 0; i < reader->file->ImageCount && *loops < 0; i++) {
    const SavedImage *image = &reader->file->SavedImages[i];
    for (int e = 0; e + 1 < image->ExtensionBlockCount; e++) {
      const ExtensionBlock *block = &image->ExtensionBlocks[e];
      const ExtensionBlock *data_block = &image->ExtensionBlocks[e + 1];
      if (block->Function == APPLICATION_EXT_FUNC_CODE && block->ByteCount == 11 &&
          memcmp(block->Bytes, "NETSCAPE2.0", 11) == 0 && data_block->ByteCount >= 3 &&
          data_block->Bytes[0] == 1) {
        *loops = data_block->Bytes[1] | (data_block->Bytes[2] << 8);
        break;
      }
    }
  }
  *error = 0;
  return reader;
}

int strobe_gif_read_next(StrobeGifReader *reader, const unsigned char **rgba, int *delay) {
  int (*gcb_of)(GifFileType *, int, GraphicsControlBlock *) = FUNCTION(SAVED_GCB);
  GifFileType *file = reader->file;
  if (gcb_of == NULL || reader->next >= file->ImageCount) return 0;
  const int width = file->SWidth;
  const int height = file->SHeight;
  const size_t bytes = (size_t)width * (size_t)height * 4;
  // What the frame shown last asked to leave behind.
  if (reader->disposal == DISPOSE_BACKGROUND) {
    for (int y = reader->top; y < reader->bottom; y++)
      memset(reader->canvas + ((size_t)y * width + reader->left) * 4, 0,
             (size_t)(reader->right - reader->left) * 4);
  } else if (reader->disposal == DISPOSE_PREVIOUS) {
    memcpy(reader->canvas, reader->saved, bytes);
  }
  const SavedImage *image = &file->SavedImages[reader->next];
  GraphicsControlBlock gcb = {DISPOSAL_UNSPECIFIED, false, 0, NO_TRANSPARENT_COLOR};
  gcb_of(file, reader->next, &gcb);
  reader->next += 1;
  if (gcb.DisposalMode == DISPOSE_PREVIOUS) memcpy(reader->saved, reader->canvas, bytes);
  const ColorMapObject *map =
      image->ImageDesc.ColorMap != NULL ? image->ImageDesc.ColorMap : file->SColorMap;
  const int left = image->ImageDesc.Left, top = image->ImageDesc.Top;
  const int w = image->ImageDesc.Width, h = image->ImageDesc.Height;
  reader->disposal = gcb.DisposalMode;
  reader->left = left < 0 ? 0 : (left > width ? width : left);
  reader->top = top < 0 ? 0 : (top > height ? height : top);
  reader->right = left + w > width ? width : (left + w < reader->left ? reader->left : left + w);
  reader->bottom =
      top + h > height ? height : (top + h < reader->top ? reader->top : top + h);
  for (int y = reader->top; map != NULL && image->RasterBits != NULL && y < reader->bottom; y++) {
    for (int x = reader->left; x < reader->right; x++) {
      const int index = image->RasterBits[(size_t)(y - top) * w + (x - left)];
      if (index == gcb.TransparentColor || index >= map->ColorCount) continue;
      unsigned char *pixel = reader->canvas + ((size_t)y * width + x) * 4;
      pixel[0] = map->Colors[index].Red;
      pixel[1] = map->Colors[index].Green;
      pixel[2] = map->Colors[index].Blue;
      pixel[3] = 255;
    }
  }
  *rgba = reader->canvas;
  *delay = gcb.DelayTime;
  return 1;
}

void strobe_gif_read_end(StrobeGifReader *reader) {
  int (*close_file)(GifFileType *, int *) = FUNCTION(DCLOSE);
  int error = 0;
  if (reader->file != NULL && close_file != NULL) close_file(reader->file, &error);
  free(reader->canvas);
  free(reader->saved);
  free(reader);
}

const char *strobe_gif_error_string(int error) {
  const char *(*message)(int) = FUNCTION(ERROR_STRING);
  const char *text = message != NULL ? message(error) : NULL;
  return text != NULL ? text : "unknown giflib error";
}
