// Exact "%f" formatting for Cairo's number printing; see include/CStrobePrintf.h.
#include "CStrobePrintf.h"

#include <fenv.h>
#include <langinfo.h>
#include <stdarg.h>
#include <stdint.h>
#include <string.h>

// glibc's checking variants (declared here: <stdio.h> declares them only under fortify).
extern int __vsnprintf_chk(
    char *s, size_t maxlen, int flag, size_t slen, const char *format, va_list ap);
int __snprintf_chk(char *s, size_t maxlen, int flag, size_t slen, const char *format, ...);

typedef unsigned __int128 u128;

static const uint64_t powers_of_ten[19] = {
    1ULL,
    10ULL,
    100ULL,
    1000ULL,
    10000ULL,
    100000ULL,
    1000000ULL,
    10000000ULL,
    100000000ULL,
    1000000000ULL,
    10000000000ULL,
    100000000000ULL,
    1000000000000ULL,
    10000000000000ULL,
    100000000000000ULL,
    1000000000000000ULL,
    10000000000000000ULL,
    100000000000000000ULL,
    1000000000000000000ULL,
};

int strobe_format_fixed(char *buffer, double value, int precision) {
  if (precision < 0 || precision > 18) return -1;
  uint64_t bits;
  memcpy(&bits, &value, sizeof bits);
  const int negative = (int)(bits >> 63);
  const int biased = (int)((bits >> 52) & 0x7FF);
  const uint64_t fraction = bits & ((1ULL << 52) - 1);
  if (biased == 0x7FF) return -1;  // NaN and infinities: glibc's spelling
  // value = m · 2^e exactly.
  uint64_t m;
  int e;
  if (biased == 0) {
    m = fraction;
    e = -1074;
  } else {
    m = fraction | (1ULL << 52);
    e = biased - 1075;
  }
  const uint64_t scale = powers_of_ten[precision];
  // n = value · 10^precision rounded to an integer, ties to even (exact: m < 2^53 and
  // 10^18 < 2^60, so m · 10^precision < 2^113 fits in 128 bits).
  u128 n;
  if (m == 0) {
    n = 0;
  } else if (e >= 0) {
    if (e > 11) return -1;  // ≥ 2^64: left to glibc
    n = ((u128)(m << e)) * scale;
  } else {
    const u128 x = (u128)m * scale;
    const int shift = -e;
    if (shift >= 114) {
      n = 0;  // x < 2^113 ≤ half of 2^shift: rounds to zero
    } else {
      const u128 half = (u128)1 << (shift - 1);
      const u128 remainder = x & (((u128)1 << shift) - 1);
      n = x >> shift;
      if (remainder > half || (remainder == half && (n & 1))) n += 1;
    }
  }
  char *p = buffer;
  if (negative) *p++ = '-';  // glibc keeps the sign of −0 and of negatives rounding to 0
  // Integer part (< 2^64: the value is) and fraction (< 10^precision), in 64-bit
  // arithmetic once n is split (128-bit division only when n needs it).
  uint64_t integer;
  uint64_t rest;
  if ((uint64_t)(n >> 64) == 0) {
    integer = (uint64_t)n / scale;
    rest = (uint64_t)n % scale;
  } else {
    integer = (uint64_t)(n / scale);
    rest = (uint64_t)(n % scale);
  }
  char digits[24];
  int count = 0;
  do {
    digits[count++] = (char)('0' + (int)(integer % 10));
    integer /= 10;
  } while (integer != 0);
  while (count > 0) *p++ = digits[--count];
  if (precision > 0) {
    *p++ = '.';
    for (int i = precision - 1; i >= 0; i--) {
      p[i] = (char)('0' + (int)(rest % 10));
      rest /= 10;
    }
    p += precision;
  }
  *p = '\0';
  return (int)(p - buffer);
}

// The precision of a format this file handles: "%f" (6), "%.<digits>f", "%.*f" (-2:
// read from the arguments); -1 for anything else.
static int handled_precision(const char *format) {
  if (format[0] != '%') return -1;
  if (format[1] == 'f' && format[2] == '\0') return 6;
  if (format[1] != '.') return -1;
  if (format[2] == '*' && format[3] == 'f' && format[4] == '\0') return -2;
  int precision = 0;
  const char *p = format + 2;
  if (*p < '0' || *p > '9') return -1;
  while (*p >= '0' && *p <= '9') {
    precision = precision * 10 + (*p - '0');
    if (precision > 18) return -1;
    p++;
  }
  return (p[0] == 'f' && p[1] == '\0') ? precision : -1;
}

// Formats into `s` as snprintf would, when the format, locale and rounding mode are ones
// this file reproduces exactly; returns -1 otherwise (nothing consumed from `ap`).
static int try_format(char *s, size_t maxlen, const char *format, va_list ap) {
  int precision = handled_precision(format);
  if (precision == -1) return -1;
  const char *radix = nl_langinfo(RADIXCHAR);
  if (radix[0] != '.' || radix[1] != '\0') return -1;
  if (fegetround() != FE_TONEAREST) return -1;
  va_list args;
  va_copy(args, ap);
  if (precision == -2) precision = va_arg(args, int);
  const double value = va_arg(args, double);
  va_end(args);
  char text[64];
  const int length = strobe_format_fixed(text, value, precision);
  if (length < 0) return -1;
  if (maxlen > 0) {
    const size_t copied = (size_t)length < maxlen ? (size_t)length : maxlen - 1;
    memcpy(s, text, copied);
    s[copied] = '\0';
  }
  return length;
}

int strobe_vsnprintf_chk(
    char *s, size_t maxlen, int flag, size_t slen, const char *format, va_list ap) {
  int result = -1;
  if (maxlen <= slen) result = try_format(s, maxlen, format, ap);
  if (result < 0) result = __vsnprintf_chk(s, maxlen, flag, slen, format, ap);
  return result;
}

int __snprintf_chk(char *s, size_t maxlen, int flag, size_t slen, const char *format, ...) {
  va_list ap;
  va_start(ap, format);
  const int result = strobe_vsnprintf_chk(s, maxlen, flag, slen, format, ap);
  va_end(ap);
  return result;
}

const void *strobe_snprintf_chk_address(void) { return (const void *)&__snprintf_chk; }
