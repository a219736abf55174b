// The loader of the libraries opened on first use; see include/CLazyLibrary.h.
#include "CLazyLibrary.h"

#include <dlfcn.h>
#include <stdio.h>
#include <string.h>

/// Opens the library and resolves every function; on failure writes the reason into
/// `library->message` and leaves the function slots NULL.
static void strobe_lazy_open(StrobeLazyLibrary *library) {
  // RTLD_NOW: a function the library lacks is found here, not at a later call.
  // RTLD_LOCAL: its symbols stay out of the global scope, so nothing else binds to them.
  void *handle = dlopen(library->soname, RTLD_NOW | RTLD_LOCAL);
  if (handle == NULL) {
    const char *reason = dlerror();
    snprintf(library->message, sizeof(library->message), "%s",
             reason != NULL ? reason : "the dynamic loader gave no reason");
    return;
  }
  for (size_t i = 0; i < library->count; i++) {
    dlerror();
    void *function = dlsym(handle, library->names[i]);
    if (function == NULL) {
      snprintf(library->message, sizeof(library->message), "%s has no function %s (too old?)",
               library->soname, library->names[i]);
      for (size_t j = 0; j < i; j++) library->functions[j] = NULL;
      // Not closed: a GLib-based library cannot be unloaded safely once opened.
      return;
    }
    library->functions[i] = function;
  }
  library->loaded = 1;
}

void strobe_lazy_library_init(StrobeLazyLibrary *library, const char *soname,
                              const char *package, const char *const *names, void **functions,
                              size_t count) {
  memset(library, 0, sizeof(*library));
  library->soname = soname;
  library->package = package;
  library->names = names;
  library->functions = functions;
  library->count = count;
  pthread_mutex_init(&library->lock, NULL);
}

StrobeLazyStatus strobe_lazy_load(StrobeLazyLibrary *library) {
  pthread_mutex_lock(&library->lock);
  if (!library->attempted) {
    library->attempted = 1;
    strobe_lazy_open(library);
  }
  int loaded = library->loaded;
  pthread_mutex_unlock(&library->lock);
  StrobeLazyStatus status = {library->soname, library->package,
                             loaded ? NULL : library->message};
  return status;
}

void *strobe_lazy_function(StrobeLazyLibrary *library, size_t index) {
  if (strobe_lazy_load(library).error != NULL || index >= library->count) return NULL;
  return library->functions[index];
}
