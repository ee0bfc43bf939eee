// SPDX-License-Identifier: GPL-2.0-or-later
/* MFA2 packages for the tests: see mfa2.h */
#include <lzma.h>
#include <stdlib.h>
#include <string.h>

#include "mfa2.h"
#include "mlx5ctl_ifc.h"

#define ALIGN4(x)	(((x) + 3) & ~(size_t)3)

struct buf {
	uint8_t *p;
	size_t len, cap;
	int err;
};

static void put(struct buf *b, const void *data, size_t len)
{
	if (b->err)
		return;
	if (b->len + len > b->cap) {
		size_t cap = (b->len + len) * 2;
		uint8_t *p = realloc(b->p, cap);

		if (!p) {
			b->err = -1;
			return;
		}
		memset(p + b->cap, 0, cap - b->cap);
		b->p = p;
		b->cap = cap;
	}
	if (data)
		memcpy(b->p + b->len, data, len);
	b->len += len;
}

/* one TLV, padded to 4 bytes: the offset its payload starts at */
static size_t tlv(struct buf *b, uint32_t type, const void *payload, size_t len)
{
	uint8_t h[MLX5CTL_ST_SZ_BYTES(mfa2_tlv)] = { 0 };
	size_t at;

	MLX5CTL_SET(mfa2_tlv, h, type, type);
	MLX5CTL_SET(mfa2_tlv, h, len, (uint32_t)len);
	put(b, h, sizeof(h));
	at = b->len;
	put(b, payload, len);
	put(b, NULL, ALIGN4(sizeof(h) + len) - sizeof(h) - len);
	return at;
}

/* a multi-part TLV; its children follow, then multi_end() fills in their count and size */
static size_t multi_begin(struct buf *b)
{
	uint8_t m[MLX5CTL_ST_SZ_BYTES(mfa2_multi)] = { 0 };

	return tlv(b, MLX5CTL_MFA2_TLV_MULTI_PART, m, sizeof(m));
}

static void multi_end(struct buf *b, size_t at, unsigned int children)
{
	if (b->err)
		return;
	MLX5CTL_SET(mfa2_multi, b->p + at, num_extensions, children - 1);
	MLX5CTL_SET(mfa2_multi, b->p + at, total_len,
		    (uint32_t)(b->len - at - MLX5CTL_ST_SZ_BYTES(mfa2_multi)));
}

int mfa2_build(const struct mfa2_dev *devs, unsigned int ndevs, const struct mfa2_comp *comps,
	       unsigned int ncomps, uint8_t **out, size_t *len)
{
	static const char fingerprint[] = "MLNX.MFA2.XZ.00!", magic[] = "#BIN.COMPONENT!#";
	struct buf cb = { 0 }, f = { 0 };
	uint8_t pd[MLX5CTL_ST_SZ_BYTES(mfa2_package_descriptor)] = { 0 };
	size_t xz_cap, xz_len = 0, at, pd_at, off[16];
	uint8_t *xz = NULL;
	unsigned int i, k;

	if (ncomps > 16)
		return -1;
	/* the component block */
	for (i = 0; i < ncomps; i++) {
		off[i] = cb.len;
		put(&cb, magic, 16);
		put(&cb, comps[i].data, comps[i].len);
	}
	xz_cap = lzma_stream_buffer_bound(cb.len);
	xz = malloc(xz_cap);
	if (cb.err || !xz || lzma_easy_buffer_encode(1, LZMA_CHECK_CRC32, NULL, cb.p, cb.len, xz,
						     &xz_len, xz_cap) != LZMA_OK)
		goto fail;
	put(&f, fingerprint, 16);
	/* the package: its descriptor (cb_offset filled in below) */
	at = multi_begin(&f);
	MLX5CTL_SET(mfa2_package_descriptor, pd, num_components, ncomps);
	MLX5CTL_SET(mfa2_package_descriptor, pd, num_devices, ndevs);
	MLX5CTL_SET(mfa2_package_descriptor, pd, cb_archive_size, (uint32_t)xz_len);
	MLX5CTL_SET(mfa2_package_descriptor, pd, cb_size_l, (uint32_t)cb.len);
	MLX5CTL_SET(mfa2_package_descriptor, pd, cv_compression, MLX5CTL_MFA2_COMPRESSION_XZ);
	pd_at = tlv(&f, MLX5CTL_MFA2_TLV_PACKAGE_DESCRIPTOR, pd, sizeof(pd));
	multi_end(&f, at, 1);
	/* the devices: each its PSID and pointers to its components */
	for (i = 0; i < ndevs; i++) {
		at = multi_begin(&f);
		tlv(&f, MLX5CTL_MFA2_TLV_PSID, devs[i].psid, strlen(devs[i].psid));
		for (k = 0; k < devs[i].ncomps; k++) {
			uint8_t p[MLX5CTL_ST_SZ_BYTES(mfa2_component_ptr)] = { 0 };

			MLX5CTL_SET(mfa2_component_ptr, p, component_index, devs[i].comp[k]);
			tlv(&f, MLX5CTL_MFA2_TLV_COMPONENT_PTR, p, sizeof(p));
		}
		multi_end(&f, at, 1 + devs[i].ncomps);
	}
	/* the components: where each is in the block, how large */
	for (i = 0; i < ncomps; i++) {
		uint8_t d[MLX5CTL_ST_SZ_BYTES(mfa2_component_descriptor)] = { 0 };

		at = multi_begin(&f);
		MLX5CTL_SET(mfa2_component_descriptor, d, identifier, comps[i].identifier);
		MLX5CTL_SET(mfa2_component_descriptor, d, cb_offset_l, (uint32_t)off[i]);
		MLX5CTL_SET(mfa2_component_descriptor, d, size, (uint32_t)comps[i].len);
		tlv(&f, MLX5CTL_MFA2_TLV_COMPONENT_DESCRIPTOR, d, sizeof(d));
		multi_end(&f, at, 1);
	}
	if (f.err)
		goto fail;
	MLX5CTL_SET(mfa2_package_descriptor, f.p + pd_at, cb_offset, (uint32_t)f.len);
	put(&f, xz, xz_len);
	if (f.err)
		goto fail;
	free(cb.p);
	free(xz);
	*out = f.p;
	*len = f.len;
	return 0;
fail:
	free(cb.p);
	free(xz);
	free(f.p);
	return -1;
}
