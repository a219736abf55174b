// CLazyLibrary: shared libraries opened on their first use instead of linked
// (docs/performance.md §Lazy libraries).
//
// A library linked into `strobe` is loaded and relocated by the dynamic loader at every start,
// whether the command uses it or not. librsvg, poppler and libzip (with what they pull in)
// are used by few commands, so they are not linked: their stub modules (CRsvg, CPoppler,
// CZip) declare the functions Strobe calls under the libraries' own names and define each as
// a call through a pointer that this loader resolves with dlopen and dlsym on first use.
//
// One `StrobeLazyLibrary` describes each library (STROBE_LAZY_LIBRARY, in the stub module's
// C file). The first `strobe_lazy_load` opens it and resolves every function it lists, under
// the library's lock; the outcome, success or the loader's message, is kept for the life of
// the process. A library is never closed. When it cannot be opened, or lacks a function,
// every stub returns its failure value (NULL, 0, -1) and never calls through a null pointer:
// callers ask `strobe_…_load` first and report the message (RenderError and LottieError
// cases naming the file, its Debian package and what needs it).
#ifndef CLAZYLIBRARY_H
#define CLAZYLIBRARY_H

#include <pthread.h>
#include <stddef.h>

#ifdef __cplusplus
extern "C" {
#endif

/// The outcome of loading a library.
typedef struct StrobeLazyStatus {
  /// The file name given to the dynamic loader, for example "librsvg-2.so.2".
  const char *soname;
  /// The Debian package that installs it, for example "librsvg2-2".
  const char *package;
  /// NULL when the library and every listed function were found; otherwise why not (the
  /// dynamic loader's message), valid for the life of the process.
  const char *error;
} StrobeLazyStatus;

/// The capacity of `StrobeLazyLibrary.message`.
#define STROBE_LAZY_MESSAGE_CAPACITY 512

/// A library opened on first use and the functions Strobe calls in it.
///
/// Only the loader's functions read or write the fields after initialisation.
typedef struct StrobeLazyLibrary {
  /// The file name given to dlopen.
  const char *soname;
  /// The Debian package that installs the file.
  const char *package;
  /// The names of the functions to resolve, `count` of them.
  const char *const *names;
  /// `count` slots for the resolved functions, in the order of `names`.
  void **functions;
  /// The number of functions.
  size_t count;
  /// Held while the library is opened.
  pthread_mutex_t lock;
  /// Whether the one attempt to open the library has been made.
  int attempted;
  /// Whether it succeeded.
  int loaded;
  /// The loader's message when it failed.
  char message[STROBE_LAZY_MESSAGE_CAPACITY];
} StrobeLazyLibrary;

/// A `StrobeLazyLibrary` initialiser for `soname` (a string literal), its Debian `package`,
/// and the arrays `names` and `functions`, of the same length.
#define STROBE_LAZY_LIBRARY(soname, package, names, functions)                              \
  {                                                                                        \
    (soname), (package), (names), (functions), sizeof(names) / sizeof((names)[0]),          \
        PTHREAD_MUTEX_INITIALIZER, 0, 0, { 0 }                                             \
  }

/// Initialises `library` at run time, like STROBE_LAZY_LIBRARY does statically (for a library
/// whose name is known only then, as in the loader's tests). The strings and arrays must
/// outlive it.
void strobe_lazy_library_init(StrobeLazyLibrary *library, const char *soname,
                              const char *package, const char *const *names, void **functions,
                              size_t count);

/// Opens `library` and resolves its functions, the first time it is called for `library`;
/// later calls return the first outcome. Thread-safe.
StrobeLazyStatus strobe_lazy_load(StrobeLazyLibrary *library);

/// Function `index` of `library` (loading it first), or NULL when the library did not load.
void *strobe_lazy_function(StrobeLazyLibrary *library, size_t index);

#ifdef __cplusplus
}
#endif

#endif
