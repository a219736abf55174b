// CStrobePrintf: exact fixed-point formatting of doubles for the `strobe` executable.
//
// Cairo's SVG and PDF writers print every coordinate through glibc's `__snprintf_chk`
// with the formats "%f", "%.18f" and "%.*f" (cairo-output-stream.c, `_cairo_dtostr`).
// glibc formats each number with multi-precision arithmetic (about 2,400 instructions a
// number; 35 % of a Lottie SVG export). This target defines `__snprintf_chk` in the
// executable that links it: the dynamic linker then binds Cairo's calls to it. The
// definition formats exactly those conversions itself, with the same bytes as glibc
// (exact binary-to-decimal conversion in 128-bit integers, ties to even, as glibc does in
// the default rounding mode), and forwards every other format, locale or rounding mode to
// glibc's `__vsnprintf_chk` unchanged. Only the `strobe` executable links this target;
// the Strobe library leaves the process's libc alone.
#ifndef CSTROBEPRINTF_H
#define CSTROBEPRINTF_H

#include <stdarg.h>
#include <stddef.h>

#ifdef __cplusplus
extern "C" {
#endif

/// Formats `value` as printf's "%.*f" with `precision` digits after the point (0…18)
/// into `buffer` (at least 64 bytes), NUL-terminated.
///
/// Returns the length written, or -1 when the value is not handled (NaN, infinity,
/// magnitude ≥ 2^64, precision outside 0…18); the buffer is then untouched. The decimal
/// point is always '.', whatever the locale: callers check the locale themselves.
int strobe_format_fixed(char *buffer, double value, int precision);

/// What this target's `__snprintf_chk` does, with the arguments as a `va_list`.
///
/// Formats "%f", "%.<n>f" and "%.*f" (precision 0…18) itself when the locale's decimal
/// point is '.' and the rounding mode is to nearest; everything else (and `maxlen` >
/// `slen`, which glibc reports as a buffer overflow) goes to glibc's `__vsnprintf_chk`.
/// Same return value and bytes as glibc, including truncation to `maxlen` − 1 bytes.
int strobe_vsnprintf_chk(
    char *s, size_t maxlen, int flag, size_t slen, const char *format, va_list ap);

/// The address this target gives `__snprintf_chk`, to compare with what the dynamic
/// linker resolves (`dlsym(RTLD_DEFAULT, "__snprintf_chk")`) in tests.
const void *strobe_snprintf_chk_address(void);

#ifdef __cplusplus
}
#endif

#endif
