/* SPDX-License-Identifier: GPL-2.0 OR BSD-3-Clause */
#ifndef MLX5CTL_TOOL_SHA256_H
#define MLX5CTL_TOOL_SHA256_H

#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

struct sha256 {
	uint32_t h[8];
	uint64_t len;
	uint8_t buf[64];
	size_t n;
};

void sha256_init(struct sha256 *s);
void sha256_update(struct sha256 *s, const void *data, size_t len);
void sha256_final(struct sha256 *s, uint8_t out[32]);
/* the digest of data as 64 lower-case hex digits (sha256sum's) */
void sha256_hex(const void *data, size_t len, char out[65]);

#endif
