// CGLib: the part of GLib and GObject that Strobe calls, bound on first use
// (docs/performance.md §Lazy libraries).
//
// GLib is not linked: only the librsvg, Pango and poppler stubs hand objects, byte buffers
// and errors back to it, and those libraries load GLib themselves. The four functions
// below have GLib's names and signatures and call the real ones through CLazyLibrary, which
// opens libgobject-2.0.so.0 (and with it libglib-2.0.so.0) the first time; a stub called
// before any of those libraries loaded opens it then. Without GLib every stub does nothing
// or returns NULL.
//
// No GLib header is needed to build: the types are declared here under GLib's names with
// its layout (GLib 2.x keeps its ABI stable). StubABITests compiles this header after
// <glib-object.h> (a differing prototype fails to compile) and compares the structures'
// sizes and field offsets.
#ifndef CGLIB_H
#define CGLIB_H

#include <stddef.h>
#include "CLazyLibrary.h"

#ifdef __cplusplus
extern "C" {
#endif

// With STROBE_GLIB_ABI_CHECK (StubABITests only) the real GLib header comes first: its types
// stand and the prototypes below must agree with its own.
#ifdef STROBE_GLIB_ABI_CHECK
#define STROBE_GLIB_STUB
#else
#define STROBE_GLIB_STUB __attribute__((visibility("hidden")))
#endif

#ifndef __G_LIB_H__
typedef char gchar;
typedef int gint;
typedef unsigned int guint;
typedef gint gboolean;
typedef unsigned char guint8;
typedef signed int gint32;
typedef unsigned int guint32;
typedef double gdouble;
typedef unsigned long gsize;
typedef void *gpointer;
typedef const void *gconstpointer;
/// An interned string naming an error domain.
typedef guint32 GQuark;

#define FALSE (0)
#define TRUE (!FALSE)

/// An error reported by a GLib-based library (release it with g_error_free).
typedef struct _GError {
  GQuark domain;
  gint code;
  gchar *message;
} GError;

/// A singly linked list node.
typedef struct _GSList GSList;
struct _GSList {
  gpointer data;
  GSList *next;
};

/// An immutable, reference-counted byte buffer (release it with g_bytes_unref).
typedef struct _GBytes GBytes;
#endif  // __G_LIB_H__

/// Opens GLib now (once per process) and says whether it and every function below are there.
StrobeLazyStatus strobe_glib_load(void);

/// Releases one reference to a GObject.
STROBE_GLIB_STUB void g_object_unref(gpointer object);
/// A new byte buffer holding a copy of `size` bytes at `data`.
STROBE_GLIB_STUB GBytes *g_bytes_new(gconstpointer data, gsize size);
/// Releases one reference to a byte buffer.
STROBE_GLIB_STUB void g_bytes_unref(GBytes *bytes);
/// Frees an error.
STROBE_GLIB_STUB void g_error_free(GError *error);

#ifdef __cplusplus
}
#endif

#endif  // CGLIB_H
