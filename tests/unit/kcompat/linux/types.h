/* SPDX-License-Identifier: GPL-2.0 OR BSD-3-Clause */
/* Just enough of the kernel's headers to compile generated/kernel/ on the host (test_policy). */
#ifndef KCOMPAT_TYPES_H
#define KCOMPAT_TYPES_H
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
typedef uint8_t u8;
typedef uint16_t u16;
typedef uint32_t u32;
typedef uint64_t u64;
typedef uint16_t __be16;
typedef uint32_t __be32;
typedef uint64_t __be64;
#endif
