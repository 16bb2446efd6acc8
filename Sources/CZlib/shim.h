#ifndef FLASH_CZLIB_SHIM_H
#define FLASH_CZLIB_SHIM_H
#include <zlib.h>

// inflateInit2 and deflateInit2 are macros passing ZLIB_VERSION and the stream's size; Swift
// cannot import them. See https://zlib.net/manual.html#Advanced
static inline int flash_inflateInit2(z_streamp stream, int windowBits) {
    return inflateInit2(stream, windowBits);
}

static inline int flash_deflateInit2(z_streamp stream, int level, int windowBits) {
    return deflateInit2(stream, level, Z_DEFLATED, windowBits, 8, Z_DEFAULT_STRATEGY);
}
#endif
