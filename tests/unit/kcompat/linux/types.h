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
/* the uAPI's, for upstream's include/uapi/fwctl/fwctl.h (lib/uapi/) */
typedef uint8_t __u8;
typedef uint16_t __u16;
typedef uint32_t __u32;
typedef uint64_t __u64;
typedef int32_t __s32;
#define __aligned_u64 __u64 __attribute__((aligned(8)))
#endif
