// SPDX-License-Identifier: GPL-2.0 OR BSD-3-Clause
/*
 * Resource dumps through the RESOURCE_DUMP access register: inline (the register's 208-byte
 * inline_data a call) or scattered by the device into an MKEY over a UMEM, many kilobytes a
 * call. The same stream of segments either way. The core dump also comes through the CORE_DUMP
 * register into an MKEY (dump-to-memory) — again the same bytes.
 */
#include <errno.h>
#include <stdlib.h>
#include <string.h>

#include "mlx5ctl.h"

#define RD_BYTES MLX5CTL_ST_SZ_BYTES(resource_dump)

uint32_t mlx5ctl_crc32(uint32_t crc, const void *buf, size_t len)
{
	static uint32_t table[256];
	const uint8_t *p = buf;

	if (!table[1])
		for (uint32_t i = 0; i < 256; i++) {
			uint32_t c = i;

			for (int k = 0; k < 8; k++)
				c = (c >> 1) ^ (0xedb88320u & (0u - (c & 1)));
			table[i] = c;
		}
	crc = ~crc;
	for (size_t i = 0; i < len; i++)
		crc = table[(crc ^ p[i]) & 0xff] ^ (crc >> 8);
	return ~crc;
}

/* The PD and MKEY a UMEM dump writes through; destroyed again at the end. */
struct dump_target {
	struct mlx5ctl_umem *umem;
	uint32_t pd;
	uint32_t mkey;		/* index << 8 | key */
	bool have_pd, have_mkey;
};

static int target_create(struct mlx5ctl_dev *dev, size_t size, struct dump_target *t)
{
	uint8_t pin[MLX5CTL_ST_SZ_BYTES(alloc_pd_in)] = { 0 };
	uint8_t pout[MLX5CTL_ST_SZ_BYTES(alloc_pd_out)] = { 0 };
	uint8_t min[MLX5CTL_ST_SZ_BYTES(create_mkey_in)] = { 0 };
	uint8_t mout[MLX5CTL_ST_SZ_BYTES(create_mkey_out)] = { 0 };
	void *mkc = MLX5CTL_ADDR_OF(create_mkey_in, min, memory_key_mkey_entry);
	int err;

	err = mlx5ctl_umem_alloc(dev, size, &t->umem);
	if (err)
		return err;
	MLX5CTL_SET(alloc_pd_in, pin, opcode, MLX5CTL_CMD_OP_ALLOC_PD);
	err = mlx5ctl_cmd(dev, pin, sizeof(pin), pout, sizeof(pout));
	if (err)
		return err;
	t->pd = MLX5CTL_GET(alloc_pd_out, pout, pd);
	t->have_pd = true;

	MLX5CTL_SET(create_mkey_in, min, opcode, MLX5CTL_CMD_OP_CREATE_MKEY);
	MLX5CTL_SET(create_mkey_in, min, mkey_umem_valid, 1);
	MLX5CTL_SET(create_mkey_in, min, mkey_umem_id, t->umem->id);
	MLX5CTL_SET64(create_mkey_in, min, mkey_umem_offset, 0);
	MLX5CTL_SET(mkc, mkc, access_mode_1_0, MLX5CTL_MKC_ACCESS_MODE_MTT);
	MLX5CTL_SET(mkc, mkc, lr, 1);
	MLX5CTL_SET(mkc, mkc, lw, 1);
	MLX5CTL_SET(mkc, mkc, pd, t->pd);
	MLX5CTL_SET(mkc, mkc, qpn, 0xffffff);
	MLX5CTL_SET(mkc, mkc, mkey_7_0, 0x5c);
	MLX5CTL_SET64(mkc, mkc, start_addr, 0);
	MLX5CTL_SET64(mkc, mkc, len, t->umem->len);
	MLX5CTL_SET(mkc, mkc, log_page_size, 12);
	err = mlx5ctl_cmd(dev, min, sizeof(min), mout, sizeof(mout));
	if (err)
		return err;
	t->mkey = MLX5CTL_GET(create_mkey_out, mout, mkey_index) << 8 | 0x5c;
	t->have_mkey = true;
	return 0;
}

static void target_destroy(struct mlx5ctl_dev *dev, struct dump_target *t)
{
	if (t->have_mkey) {
		uint8_t in[MLX5CTL_ST_SZ_BYTES(destroy_mkey_in)] = { 0 };
		uint8_t out[MLX5CTL_ST_SZ_BYTES(destroy_mkey_out)] = { 0 };

		MLX5CTL_SET(destroy_mkey_in, in, opcode, MLX5CTL_CMD_OP_DESTROY_MKEY);
		MLX5CTL_SET(destroy_mkey_in, in, mkey_index, t->mkey >> 8);
		mlx5ctl_cmd(dev, in, sizeof(in), out, sizeof(out));
	}
	if (t->have_pd) {
		uint8_t in[MLX5CTL_ST_SZ_BYTES(dealloc_pd_in)] = { 0 };
		uint8_t out[MLX5CTL_ST_SZ_BYTES(dealloc_pd_out)] = { 0 };

		MLX5CTL_SET(dealloc_pd_in, in, opcode, MLX5CTL_CMD_OP_DEALLOC_PD);
		MLX5CTL_SET(dealloc_pd_in, in, pd, t->pd);
		mlx5ctl_cmd(dev, in, sizeof(in), out, sizeof(out));
	}
	if (t->umem)
		mlx5ctl_umem_free(dev, t->umem);
}

int mlx5ctl_resource_dump(struct mlx5ctl_dev *dev, const struct mlx5ctl_dump_req *req,
			  mlx5ctl_dump_sink sink, void *ctx, unsigned long *rpcs)
{
	struct dump_target t = { 0 };
	uint8_t reg[RD_BYTES];
	unsigned long n = 0;
	int err = 0;

	if (req->umem_size) {
		err = target_create(dev, req->umem_size, &t);
		if (err)
			goto out;
	}
	memset(reg, 0, sizeof(reg));
	for (;;) {
		uint32_t got;

		MLX5CTL_SET(resource_dump, reg, segment_type, req->segment_type);
		MLX5CTL_SET(resource_dump, reg, index1, req->index1);
		MLX5CTL_SET(resource_dump, reg, index2, req->index2);
		MLX5CTL_SET(resource_dump, reg, num_of_obj1, req->num_of_obj1);
		MLX5CTL_SET(resource_dump, reg, num_of_obj2, req->num_of_obj2);
		if (req->umem_size) {
			MLX5CTL_SET(resource_dump, reg, inline_dump, 0);
			MLX5CTL_SET(resource_dump, reg, mkey, t.mkey);
			MLX5CTL_SET64(resource_dump, reg, address, 0);
			MLX5CTL_SET(resource_dump, reg, size, (uint32_t)t.umem->len);
		} else {
			MLX5CTL_SET(resource_dump, reg, inline_dump, 1);
		}
		err = mlx5ctl_access_reg(dev, MLX5CTL_REG_RESOURCE_DUMP, 0, false, reg, reg,
					 sizeof(reg));
		if (err)
			goto out;
		n++;
		got = MLX5CTL_GET(resource_dump, reg, size);
		if (req->umem_size ? got > t.umem->len :
		    got > MLX5CTL_FLD_SZ_BYTES(resource_dump, inline_data)) {
			err = mlx5ctl_seterr(-EPROTO, "resource dump: the device returned %u bytes "
					     "for a %zu-byte buffer", got,
					     req->umem_size ? t.umem->len :
					     MLX5CTL_FLD_SZ_BYTES(resource_dump, inline_data));
			goto out;
		}
		if (got && sink(ctx, req->umem_size ? t.umem->addr :
				MLX5CTL_ADDR_OF(resource_dump, reg, inline_data), got)) {
			err = mlx5ctl_seterr(-ECANCELED, "resource dump: stopped by its consumer");
			goto out;
		}
		if (!MLX5CTL_GET(resource_dump, reg, more_dump))
			break;
		if (!got) {
			err = mlx5ctl_seterr(-EPROTO, "resource dump: no progress");
			goto out;
		}
	}
out:
	target_destroy(dev, &t);
	if (rpcs)
		*rpcs = n;
	return err;
}

/*
 * The core dump through the CORE_DUMP register (dump-to-memory): the device writes as much of
 * the dump as the UMEM holds in one RPC and hands back a cookie to continue from.
 */
static int core_dump_register(struct mlx5ctl_dev *dev, size_t umem_size, mlx5ctl_dump_sink sink,
			      void *ctx, unsigned long *rpcs)
{
	struct dump_target t = { 0 };
	uint8_t reg[MLX5CTL_ST_SZ_BYTES(core_dump_reg)];
	uint64_t cookie = 0, total = 0, done = 0;
	int err;

	if (umem_size > 0xfffff000u)
		return mlx5ctl_seterr(-EINVAL, "core dump: a %zu-byte UMEM is more than the "
				      "CORE_DUMP register's size field takes", umem_size);
	err = target_create(dev, umem_size, &t);
	while (!err) {
		uint32_t got;

		memset(reg, 0, sizeof(reg));
		MLX5CTL_SET(core_dump_reg, reg, core_dump_type, MLX5CTL_CORE_DUMP_TYPE_TO_MEMORY);
		MLX5CTL_SET(core_dump_reg, reg, mkey, t.mkey);
		MLX5CTL_SET64(core_dump_reg, reg, address, 0);
		MLX5CTL_SET(core_dump_reg, reg, size, (uint32_t)t.umem->len);
		MLX5CTL_SET64(core_dump_reg, reg, cookie, cookie);
		err = mlx5ctl_access_reg(dev, MLX5CTL_REG_CORE_DUMP, 0, true, reg, reg,
					 sizeof(reg));
		if (err)
			break;
		++*rpcs;
		got = MLX5CTL_GET(core_dump_reg, reg, size);
		if (!total)
			total = MLX5CTL_GET(core_dump_reg, reg, total_size);
		if (got > t.umem->len || done + got > total ||
		    MLX5CTL_GET(core_dump_reg, reg, total_size) != total) {
			err = mlx5ctl_seterr(-EPROTO, "core dump: the device wrote %u bytes "
					     "of %llu into a %zu-byte buffer after %llu", got,
					     (unsigned long long)total, t.umem->len,
					     (unsigned long long)done);
			break;
		}
		if (got && sink(ctx, t.umem->addr, got)) {
			err = mlx5ctl_seterr(-ECANCELED, "core dump: stopped by its consumer");
			break;
		}
		done += got;
		cookie = MLX5CTL_GET64(core_dump_reg, reg, cookie);
		if (!MLX5CTL_GET(core_dump_reg, reg, more_dump))
			break;
		if (!got || !cookie)
			err = mlx5ctl_seterr(-EPROTO, "core dump: no progress");
	}
	if (!err && done != total)
		err = mlx5ctl_seterr(-EPROTO, "core dump: %llu of %llu bytes",
				     (unsigned long long)done, (unsigned long long)total);
	target_destroy(dev, &t);
	return err;
}

int mlx5ctl_core_dump(struct mlx5ctl_dev *dev, const struct mlx5ctl_dump_req *req,
		      mlx5ctl_dump_sink sink, void *ctx, unsigned long *rpcs)
{
	struct mlx5ctl_dump_req r = { .segment_type = req->segment_type };
	unsigned long n = 0;
	int err;

	if (!req->umem_size)
		return mlx5ctl_resource_dump(dev, &r, sink, ctx, rpcs);
	err = core_dump_register(dev, req->umem_size, sink, ctx, &n);
	if (rpcs)
		*rpcs = n;
	return err;
}

int mlx5ctl_dump_next(const uint8_t *stream, size_t len, size_t *off, struct mlx5ctl_dump_seg *seg)
{
	size_t hdr = MLX5CTL_ST_SZ_BYTES(resource_dump_segment_header);
	size_t rhdr = MLX5CTL_ST_SZ_BYTES(resource_dump_resource_segment);
	const uint8_t *p;
	size_t seglen;

	if (*off >= len)
		return 0;
	if (len - *off < hdr)
		return -EINVAL;
	p = stream + *off;
	seglen = (size_t)MLX5CTL_GET(resource_dump_segment_header, p, length_dw) * 4;
	if (seglen < hdr || seglen > len - *off)
		return -EINVAL;
	memset(seg, 0, sizeof(*seg));
	seg->type = (uint16_t)MLX5CTL_GET(resource_dump_segment_header, p, segment_type);
	seg->data = p;
	seg->len = seglen;
	if (seg->type < MLX5CTL_RESOURCE_DUMP_SEGMENT_TYPE_NOTICE && seglen >= rhdr) {
		seg->index1 = MLX5CTL_GET(resource_dump_resource_segment, p, index1);
		seg->index2 = MLX5CTL_GET(resource_dump_resource_segment, p, index2);
		seg->payload = p + rhdr;
		seg->payload_len = seglen - rhdr;
	}
	*off += seglen;
	return 1;
}

int mlx5ctl_membuf_sink(void *ctx, const void *data, size_t len)
{
	struct mlx5ctl_membuf *m = ctx;

	if (m->len + len > m->cap) {
		size_t cap = m->cap ? m->cap * 2 : 4096;
		uint8_t *p;

		while (cap < m->len + len)
			cap *= 2;
		p = realloc(m->p, cap);
		if (!p)
			return -1;
		m->p = p;
		m->cap = cap;
	}
	memcpy(m->p + m->len, data, len);
	m->len += len;
	return 0;
}

int mlx5ctl_dump_find(struct mlx5ctl_dev *dev, const char *name, uint16_t *type)
{
	struct mlx5ctl_dump_req req = { .segment_type = MLX5CTL_RESOURCE_DUMP_SEGMENT_TYPE_MENU };
	size_t rec = MLX5CTL_ST_SZ_BYTES(resource_dump_menu_record), off = 0;
	struct mlx5ctl_dump_seg seg;
	struct mlx5ctl_membuf m = { 0 };
	int err, r;

	err = mlx5ctl_resource_dump(dev, &req, mlx5ctl_membuf_sink, &m, NULL);
	while (!err && (r = mlx5ctl_dump_next(m.p, m.len, &off, &seg)) > 0) {
		size_t nrec, hdr = MLX5CTL_ST_SZ_BYTES(resource_dump_menu_segment);

		if (seg.type != MLX5CTL_RESOURCE_DUMP_SEGMENT_TYPE_MENU || seg.len < hdr)
			continue;
		nrec = MLX5CTL_GET(resource_dump_menu_segment, seg.data, num_of_records);
		for (size_t i = 0; i < nrec && hdr + (i + 1) * rec <= seg.len; i++) {
			const uint8_t *r8 = seg.data + hdr + i * rec;
			const char *sname = MLX5CTL_ADDR_OF(resource_dump_menu_record, r8,
							    segment_name);
			size_t nlen = MLX5CTL_FLD_SZ_BYTES(resource_dump_menu_record, segment_name);

			if (strlen(name) <= nlen && !strncmp(sname, name, nlen) &&
			    (strlen(name) == nlen || !sname[strlen(name)])) {
				*type = (uint16_t)MLX5CTL_GET(resource_dump_menu_record, r8,
							      segment_type);
				free(m.p);
				return 0;
			}
		}
	}
	free(m.p);
	if (err)
		return err;
	return mlx5ctl_seterr(-ENOENT, "the device's dump menu has no segment '%s'", name);
}

int mlx5ctl_core_dump_verify(const uint8_t *stream, size_t len, uint16_t core_type,
			     struct mlx5ctl_core_dump_info *info)
{
	size_t hsz = MLX5CTL_ST_SZ_BYTES(core_dump_header), off = 0;
	struct mlx5ctl_dump_seg seg;
	bool have_header = false;
	uint32_t next = 1;
	int r;

	memset(info, 0, sizeof(*info));
	while ((r = mlx5ctl_dump_next(stream, len, &off, &seg)) > 0) {
		if (seg.type != core_type || !seg.payload)
			continue;
		if (seg.index1 == 0) {
			if (have_header || seg.payload_len < hsz ||
			    MLX5CTL_GET(core_dump_header, seg.payload, magic) != 0x43444d50)
				return mlx5ctl_seterr(-EBADMSG, "core dump: bad or second header");
			have_header = true;
			info->total_size = MLX5CTL_GET(core_dump_header, seg.payload, total_size);
			info->checksum = MLX5CTL_GET(core_dump_header, seg.payload, checksum);
			info->num_segments = (uint16_t)MLX5CTL_GET(core_dump_header, seg.payload,
								   num_segments);
			info->device_id = (uint16_t)MLX5CTL_GET(core_dump_header, seg.payload,
								device_id);
			info->fw_version = MLX5CTL_GET(core_dump_header, seg.payload, fw_version);
			continue;
		}
		if (!have_header || seg.index1 != next)
			return mlx5ctl_seterr(-EBADMSG, "core dump: segment %u out of order",
					      seg.index1);
		next++;
		info->found_segments++;
		info->found_size += (uint32_t)seg.payload_len;
		info->computed = mlx5ctl_crc32(info->computed, seg.payload, seg.payload_len);
	}
	if (r < 0)
		return mlx5ctl_seterr(-EBADMSG, "core dump: malformed segment at byte %zu", off);
	if (!have_header)
		return mlx5ctl_seterr(-EBADMSG, "core dump: no header");
	if (info->found_segments != info->num_segments || info->found_size != info->total_size ||
	    info->computed != info->checksum)
		return mlx5ctl_seterr(-EBADMSG, "core dump: %u of %u segments, %u of %u bytes, "
				      "CRC-32 %08x, header says %08x", info->found_segments,
				      info->num_segments, info->found_size, info->total_size,
				      info->computed, info->checksum);
	return 0;
}
