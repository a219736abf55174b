// Animated WebP through WebPAnimEncoder, bound by CLazyLibrary; see include/CWebP.h.
#include "CWebP.h"

#include <stdlib.h>
#include <string.h>
#include <webp/demux.h>
#include <webp/encode.h>
#include <webp/mux.h>

enum { CONFIG_INIT, PICTURE_INIT, PICTURE_IMPORT_RGBA, PICTURE_FREE, FREE };
static const char *const webp_names[] = {
    [CONFIG_INIT] = "WebPConfigInitInternal",
    [PICTURE_INIT] = "WebPPictureInitInternal",
    [PICTURE_IMPORT_RGBA] = "WebPPictureImportRGBA",
    [PICTURE_FREE] = "WebPPictureFree",
    [FREE] = "WebPFree",
};
static void *webp_functions[sizeof(webp_names) / sizeof(webp_names[0])];
static StrobeLazyLibrary libwebp =
    STROBE_LAZY_LIBRARY("libwebp.so.7", "libwebp7", webp_names, webp_functions);

enum { OPTIONS_INIT, ENCODER_NEW, ENCODER_ADD, ENCODER_ASSEMBLE, ENCODER_ERROR, ENCODER_DELETE };
static const char *const mux_names[] = {
    [OPTIONS_INIT] = "WebPAnimEncoderOptionsInitInternal",
    [ENCODER_NEW] = "WebPAnimEncoderNewInternal",
    [ENCODER_ADD] = "WebPAnimEncoderAdd",
    [ENCODER_ASSEMBLE] = "WebPAnimEncoderAssemble",
    [ENCODER_ERROR] = "WebPAnimEncoderGetError",
    [ENCODER_DELETE] = "WebPAnimEncoderDelete",
};
static void *mux_functions[sizeof(mux_names) / sizeof(mux_names[0])];
static StrobeLazyLibrary libwebpmux =
    STROBE_LAZY_LIBRARY("libwebpmux.so.3", "libwebpmux3", mux_names, mux_functions);

struct StrobeWebPAnimation {
  WebPAnimEncoder *encoder;
  WebPConfig config;
  int width;
  int height;
};

static const char not_loaded[] = "libwebp is not loaded";

StrobeLazyStatus strobe_webp_load(void) {
  StrobeLazyStatus mux = strobe_lazy_load(&libwebpmux);
  if (mux.error != NULL) return mux;
  StrobeLazyStatus webp = strobe_lazy_load(&libwebp);
  return webp.error != NULL ? webp : mux;
}

#define WEBP(index) strobe_lazy_function(&libwebp, index)
#define MUX(index) strobe_lazy_function(&libwebpmux, index)

StrobeWebPAnimation *strobe_webp_begin(int width, int height, int loops, const char **error) {
  int (*config_init)(WebPConfig *, WebPPreset, float, int) = WEBP(CONFIG_INIT);
  int (*options_init)(WebPAnimEncoderOptions *, int) = MUX(OPTIONS_INIT);
  WebPAnimEncoder *(*encoder_new)(int, int, const WebPAnimEncoderOptions *, int) =
      MUX(ENCODER_NEW);
  *error = not_loaded;
  if (config_init == NULL || options_init == NULL || encoder_new == NULL) return NULL;
  StrobeWebPAnimation *animation = calloc(1, sizeof(StrobeWebPAnimation));
  if (animation == NULL) {
    *error = "out of memory";
    return NULL;
  }
  WebPAnimEncoderOptions options;
  if (!options_init(&options, WEBP_MUX_ABI_VERSION) ||
      !config_init(&animation->config, WEBP_PRESET_DEFAULT, 75, WEBP_ENCODER_ABI_VERSION)) {
    free(animation);
    *error = "libwebp version mismatch";
    return NULL;
  }
  options.anim_params.loop_count = loops;
  options.allow_mixed = 0;
  options.minimize_size = 0;
  animation->config.lossless = 1;
  animation->config.exact = 1;
  animation->config.thread_level = 0;
  animation->encoder = encoder_new(width, height, &options, WEBP_MUX_ABI_VERSION);
  if (animation->encoder == NULL) {
    free(animation);
    *error = "WebPAnimEncoderNew failed";
    return NULL;
  }
  animation->width = width;
  animation->height = height;
  *error = NULL;
  return animation;
}

int strobe_webp_frame(StrobeWebPAnimation *animation, const unsigned char *rgba, int timestamp,
                      const char **error) {
  int (*picture_init)(WebPPicture *, int) = WEBP(PICTURE_INIT);
  int (*import)(WebPPicture *, const uint8_t *, int) = WEBP(PICTURE_IMPORT_RGBA);
  void (*picture_free)(WebPPicture *) = WEBP(PICTURE_FREE);
  int (*add)(WebPAnimEncoder *, WebPPicture *, int, const WebPConfig *) = MUX(ENCODER_ADD);
  const char *(*get_error)(WebPAnimEncoder *) = MUX(ENCODER_ERROR);
  *error = not_loaded;
  if (picture_init == NULL || import == NULL || picture_free == NULL || add == NULL ||
      get_error == NULL)
    return 0;
  WebPPicture picture;
  if (!picture_init(&picture, WEBP_ENCODER_ABI_VERSION)) {
    *error = "libwebp version mismatch";
    return 0;
  }
  picture.use_argb = 1;
  picture.width = animation->width;
  picture.height = animation->height;
  if (!import(&picture, rgba, animation->width * 4)) {
    picture_free(&picture);
    *error = "out of memory importing a frame";
    return 0;
  }
  const int ok = add(animation->encoder, &picture, timestamp, &animation->config);
  picture_free(&picture);
  *error = ok ? NULL : get_error(animation->encoder);
  return ok;
}

int strobe_webp_finish(StrobeWebPAnimation *animation, int end, unsigned char **data,
                       size_t *size, const char **error) {
  int (*add)(WebPAnimEncoder *, WebPPicture *, int, const WebPConfig *) = MUX(ENCODER_ADD);
  int (*assemble)(WebPAnimEncoder *, WebPData *) = MUX(ENCODER_ASSEMBLE);
  const char *(*get_error)(WebPAnimEncoder *) = MUX(ENCODER_ERROR);
  *error = not_loaded;
  if (add == NULL || assemble == NULL || get_error == NULL) {
    strobe_webp_abort(animation);
    return 0;
  }
  WebPData assembled = {NULL, 0};
  int ok = add(animation->encoder, NULL, end, NULL) && assemble(animation->encoder, &assembled);
  if (!ok) {
    // The message belongs to the encoder: copy what is needed before deleting it.
    static const char failed[] = "WebPAnimEncoderAssemble failed";
    *error = failed;
    strobe_webp_abort(animation);
    return 0;
  }
  *data = (unsigned char *)assembled.bytes;
  *size = assembled.size;
  *error = NULL;
  strobe_webp_abort(animation);
  return 1;
}

void strobe_webp_abort(StrobeWebPAnimation *animation) {
  void (*encoder_delete)(WebPAnimEncoder *) = MUX(ENCODER_DELETE);
  if (animation->encoder != NULL && encoder_delete != NULL) encoder_delete(animation->encoder);
  free(animation);
}

void strobe_webp_release(unsigned char *data) {
  void (*webp_free)(void *) = WEBP(FREE);
  if (webp_free != NULL) webp_free(data);
}

enum { DEC_OPTIONS_INIT, DEC_NEW, DEC_INFO, DEC_HAS_MORE, DEC_NEXT, DEC_DELETE };
static const char *const demux_names[] = {
    [DEC_OPTIONS_INIT] = "WebPAnimDecoderOptionsInitInternal",
    [DEC_NEW] = "WebPAnimDecoderNewInternal",
    [DEC_INFO] = "WebPAnimDecoderGetInfo",
    [DEC_HAS_MORE] = "WebPAnimDecoderHasMoreFrames",
    [DEC_NEXT] = "WebPAnimDecoderGetNext",
    [DEC_DELETE] = "WebPAnimDecoderDelete",
};
static void *demux_functions[sizeof(demux_names) / sizeof(demux_names[0])];
static StrobeLazyLibrary libwebpdemux =
    STROBE_LAZY_LIBRARY("libwebpdemux.so.2", "libwebpdemux2", demux_names, demux_functions);

#define DEMUX(index) strobe_lazy_function(&libwebpdemux, index)

struct StrobeWebPReader {
  WebPAnimDecoder *decoder;
};

StrobeLazyStatus strobe_webp_demux_load(void) { return strobe_lazy_load(&libwebpdemux); }

StrobeWebPReader *strobe_webp_read_begin(const unsigned char *data, size_t size, int *width,
                                         int *height, int *frames, int *loops,
                                         const char **error) {
  int (*options_init)(WebPAnimDecoderOptions *, int) = DEMUX(DEC_OPTIONS_INIT);
  WebPAnimDecoder *(*decoder_new)(const WebPData *, const WebPAnimDecoderOptions *, int) =
      DEMUX(DEC_NEW);
  int (*get_info)(const WebPAnimDecoder *, WebPAnimInfo *) = DEMUX(DEC_INFO);
  *error = "libwebpdemux is not loaded";
  if (options_init == NULL || decoder_new == NULL || get_info == NULL) return NULL;
  WebPAnimDecoderOptions options;
  if (!options_init(&options, WEBP_DEMUX_ABI_VERSION)) {
    *error = "libwebpdemux version mismatch";
    return NULL;
  }
  options.color_mode = MODE_RGBA;
  options.use_threads = 0;
  StrobeWebPReader *reader = calloc(1, sizeof(StrobeWebPReader));
  if (reader == NULL) {
    *error = "out of memory";
    return NULL;
  }
  const WebPData webp = {data, size};
  reader->decoder = decoder_new(&webp, &options, WEBP_DEMUX_ABI_VERSION);
  WebPAnimInfo info;
  if (reader->decoder == NULL || !get_info(reader->decoder, &info)) {
    strobe_webp_read_end(reader);
    *error = "not an animated WebP libwebpdemux can read";
    return NULL;
  }
  *width = (int)info.canvas_width;
  *height = (int)info.canvas_height;
  *frames = (int)info.frame_count;
  *loops = (int)info.loop_count;
  *error = NULL;
  return reader;
}

int strobe_webp_read_next(StrobeWebPReader *reader, const unsigned char **rgba, int *end,
                          const char **error) {
  int (*has_more)(const WebPAnimDecoder *) = DEMUX(DEC_HAS_MORE);
  int (*next)(WebPAnimDecoder *, uint8_t **, int *) = DEMUX(DEC_NEXT);
  *error = "libwebpdemux is not loaded";
  if (has_more == NULL || next == NULL) return 0;
  *error = NULL;
  if (!has_more(reader->decoder)) return 0;
  uint8_t *canvas = NULL;
  if (!next(reader->decoder, &canvas, end)) {
    *error = "a frame cannot be decoded";
    return 0;
  }
  *rgba = canvas;
  return 1;
}

void strobe_webp_read_end(StrobeWebPReader *reader) {
  void (*decoder_delete)(WebPAnimDecoder *) = DEMUX(DEC_DELETE);
  if (reader->decoder != NULL && decoder_delete != NULL) decoder_delete(reader->decoder);
  free(reader);
}
