/* SPDX-License-Identifier: GPL-2.0 OR BSD-3-Clause */
#ifndef KCOMPAT_UNALIGNED_H
#define KCOMPAT_UNALIGNED_H
#include <linux/types.h>
static inline u32 get_unaligned_be32(const void *p)
{
	const u8 *b = p;

	return (u32)b[0] << 24 | (u32)b[1] << 16 | (u32)b[2] << 8 | b[3];
}

static inline void put_unaligned_be32(u32 v, void *p)
{
	u8 *b = p;

	b[0] = v >> 24;
	b[1] = v >> 16;
	b[2] = v >> 8;
	b[3] = v;
}
#endif
