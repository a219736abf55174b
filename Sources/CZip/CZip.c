// libzip's functions that ZipReader calls, through CLazyLibrary; see include/CZip.h.
#include "CZip.h"

#include <stddef.h>

enum {
  DISCARD,
  ERROR_FINI,
  ERROR_INIT,
  ERROR_STRERROR,
  FCLOSE,
  FILE_GET_ERROR,
  FOPEN_INDEX,
  FREAD,
  GET_NUM_ENTRIES,
  OPEN_FROM_SOURCE,
  SOURCE_BUFFER_CREATE,
  SOURCE_FREE,
  STAT_INDEX,
  STAT_INIT,
  STRERROR,
};

static const char *const names[] = {
    [DISCARD] = "zip_discard",
    [ERROR_FINI] = "zip_error_fini",
    [ERROR_INIT] = "zip_error_init",
    [ERROR_STRERROR] = "zip_error_strerror",
    [FCLOSE] = "zip_fclose",
    [FILE_GET_ERROR] = "zip_file_get_error",
    [FOPEN_INDEX] = "zip_fopen_index",
    [FREAD] = "zip_fread",
    [GET_NUM_ENTRIES] = "zip_get_num_entries",
    [OPEN_FROM_SOURCE] = "zip_open_from_source",
    [SOURCE_BUFFER_CREATE] = "zip_source_buffer_create",
    [SOURCE_FREE] = "zip_source_free",
    [STAT_INDEX] = "zip_stat_index",
    [STAT_INIT] = "zip_stat_init",
    [STRERROR] = "zip_strerror",
};
static void *functions[sizeof(names) / sizeof(names[0])];
static StrobeLazyLibrary libzip = STROBE_LAZY_LIBRARY("libzip.so.4", "libzip4", names, functions);

/// What the functions that must return a message return without the library.
static const char not_loaded[] = "libzip is not loaded";

StrobeLazyStatus strobe_zip_load(void) { return strobe_lazy_load(&libzip); }

void zip_discard(zip_t *archive) {
  void (*call)(zip_t *) = strobe_lazy_function(&libzip, DISCARD);
  if (call != NULL) call(archive);
}

void zip_error_fini(zip_error_t *error) {
  void (*call)(zip_error_t *) = strobe_lazy_function(&libzip, ERROR_FINI);
  if (call != NULL) call(error);
}

void zip_error_init(zip_error_t *error) {
  void (*call)(zip_error_t *) = strobe_lazy_function(&libzip, ERROR_INIT);
  if (call != NULL) {
    call(error);
  } else {
    error->zip_err = ZIP_ER_OK;
    error->sys_err = 0;
    error->str = NULL;
  }
}

const char *zip_error_strerror(zip_error_t *error) {
  const char *(*call)(zip_error_t *) = strobe_lazy_function(&libzip, ERROR_STRERROR);
  return call != NULL ? call(error) : not_loaded;
}

int zip_fclose(zip_file_t *file) {
  int (*call)(zip_file_t *) = strobe_lazy_function(&libzip, FCLOSE);
  return call != NULL ? call(file) : ZIP_ER_INTERNAL;
}

zip_error_t *zip_file_get_error(zip_file_t *file) {
  zip_error_t *(*call)(zip_file_t *) = strobe_lazy_function(&libzip, FILE_GET_ERROR);
  // A file comes only from zip_fopen_index, so `call` is set whenever `file` is real; the
  // fallback only keeps the result non-null, as libzip declares it. Nothing writes it.
  static zip_error_t unloaded = {ZIP_ER_INTERNAL, 0, NULL};
  return call != NULL ? call(file) : &unloaded;
}

zip_file_t *zip_fopen_index(zip_t *archive, zip_uint64_t index, zip_flags_t flags) {
  zip_file_t *(*call)(zip_t *, zip_uint64_t, zip_flags_t) =
      strobe_lazy_function(&libzip, FOPEN_INDEX);
  return call != NULL ? call(archive, index, flags) : NULL;
}

zip_int64_t zip_fread(zip_file_t *file, void *buffer, zip_uint64_t length) {
  zip_int64_t (*call)(zip_file_t *, void *, zip_uint64_t) = strobe_lazy_function(&libzip, FREAD);
  return call != NULL ? call(file, buffer, length) : -1;
}

zip_int64_t zip_get_num_entries(zip_t *archive, zip_flags_t flags) {
  zip_int64_t (*call)(zip_t *, zip_flags_t) = strobe_lazy_function(&libzip, GET_NUM_ENTRIES);
  return call != NULL ? call(archive, flags) : -1;
}

zip_t *zip_open_from_source(zip_source_t *source, int flags, zip_error_t *error) {
  zip_t *(*call)(zip_source_t *, int, zip_error_t *) =
      strobe_lazy_function(&libzip, OPEN_FROM_SOURCE);
  return call != NULL ? call(source, flags, error) : NULL;
}

zip_source_t *zip_source_buffer_create(const void *data, zip_uint64_t length, int freep,
                                       zip_error_t *error) {
  zip_source_t *(*call)(const void *, zip_uint64_t, int, zip_error_t *) =
      strobe_lazy_function(&libzip, SOURCE_BUFFER_CREATE);
  return call != NULL ? call(data, length, freep, error) : NULL;
}

void zip_source_free(zip_source_t *source) {
  void (*call)(zip_source_t *) = strobe_lazy_function(&libzip, SOURCE_FREE);
  if (call != NULL) call(source);
}

int zip_stat_index(zip_t *archive, zip_uint64_t index, zip_flags_t flags, zip_stat_t *stat) {
  int (*call)(zip_t *, zip_uint64_t, zip_flags_t, zip_stat_t *) =
      strobe_lazy_function(&libzip, STAT_INDEX);
  return call != NULL ? call(archive, index, flags, stat) : -1;
}

void zip_stat_init(zip_stat_t *stat) {
  void (*call)(zip_stat_t *) = strobe_lazy_function(&libzip, STAT_INIT);
  if (call != NULL) call(stat);
}

const char *zip_strerror(zip_t *archive) {
  const char *(*call)(zip_t *) = strobe_lazy_function(&libzip, STRERROR);
  return call != NULL ? call(archive) : not_loaded;
}
