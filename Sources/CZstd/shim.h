#ifndef FLASH_CZSTD_SHIM_H
#define FLASH_CZSTD_SHIM_H
#include <zstd.h>
#endif
