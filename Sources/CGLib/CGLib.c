// GLib's functions, called through CLazyLibrary; see include/CGLib.h.
#include "CGLib.h"

enum { OBJECT_UNREF, BYTES_NEW, BYTES_UNREF, ERROR_FREE };

static const char *const names[] = {
    [OBJECT_UNREF] = "g_object_unref",
    [BYTES_NEW] = "g_bytes_new",
    [BYTES_UNREF] = "g_bytes_unref",
    [ERROR_FREE] = "g_error_free",
};

static void *functions[sizeof(names) / sizeof(names[0])];
// dlsym on the gobject handle also finds the functions of libglib-2.0, its dependency.
static StrobeLazyLibrary glib =
    STROBE_LAZY_LIBRARY("libgobject-2.0.so.0", "libglib2.0-0", names, functions);

StrobeLazyStatus strobe_glib_load(void) { return strobe_lazy_load(&glib); }

void g_object_unref(gpointer object) {
  void (*call)(gpointer) = strobe_lazy_function(&glib, OBJECT_UNREF);
  if (call != NULL) call(object);
}

GBytes *g_bytes_new(gconstpointer data, gsize size) {
  GBytes *(*call)(gconstpointer, gsize) = strobe_lazy_function(&glib, BYTES_NEW);
  return call != NULL ? call(data, size) : NULL;
}

void g_bytes_unref(GBytes *bytes) {
  void (*call)(GBytes *) = strobe_lazy_function(&glib, BYTES_UNREF);
  if (call != NULL) call(bytes);
}

void g_error_free(GError *error) {
  void (*call)(GError *) = strobe_lazy_function(&glib, ERROR_FREE);
  if (call != NULL) call(error);
}
