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
#include <zlib.h>

#include "internal.h"

#define RD_BYTES MLX5CTL_ST_SZ_BYTES(resource_dump)

/* zlib's: table-driven without a lazily built table of our own (no first-use race) */
uint32_t mlx5ctl_crc32(uint32_t crc, const void *buf, size_t len)
{
	return (uint32_t)crc32_z(crc, buf, len);
}

/*
 * The MKEY a UMEM dump writes through (and MCDD reads through): the kernel's where the transport
 * makes one (fwctl with the resource ioctls), else a PD and an MKEY of ours over the UMEM (the
 * mlx5ctl driver, whose policy checks CREATE_MKEY); the same path above either way.
 */
int mlx5ctl_target_create(struct mlx5ctl_dev *dev, size_t size, uint32_t flags,
			  struct mlx5ctl_target *t)
{
	uint8_t pin[MLX5CTL_ST_SZ_BYTES(alloc_pd_in)] = { 0 };
	uint8_t pout[MLX5CTL_ST_SZ_BYTES(alloc_pd_out)] = { 0 };
	uint8_t min[MLX5CTL_ST_SZ_BYTES(create_mkey_in)] = { 0 };
	uint8_t mout[MLX5CTL_ST_SZ_BYTES(create_mkey_out)] = { 0 };
	void *mkc = MLX5CTL_ADDR_OF(create_mkey_in, min, memory_key_mkey_entry);
	uint32_t kmkey = 0;
	int err;

	memset(t, 0, sizeof(*t));
	err = mlx5ctl_umem_alloc_flags(dev, size, flags | MLX5CTL_XP_UMEM_MKEY, &t->umem, &kmkey);
	if (err) {
		t->umem_err = err;
		return err;
	}
	if (kmkey) {
		t->mkey = kmkey;
		t->va = 0;	/* the kernel's MKEY maps the UMEM from address 0 */
		t->kernel_mkey = true;
		return 0;
	}
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

void mlx5ctl_target_destroy(struct mlx5ctl_dev *dev, struct mlx5ctl_target *t)
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
	/* the kernel's MKEY goes with the UMEM */
	if (t->umem)
		mlx5ctl_umem_free(dev, t->umem);
	t->umem = NULL;
	t->have_mkey = t->have_pd = t->kernel_mkey = false;
}

/* the caller's stats, as far as it has room; NULL is fine */
static void stats_out(struct mlx5ctl_dump_stats *user, const struct mlx5ctl_dump_stats *st)
{
	struct mlx5ctl_dump_stats s = *st;

	if (user)
		MLX5CTL_COPY_OUT(user, &s);
}

/* counts what reaches the caller's sink */
struct counting_sink {
	mlx5ctl_dump_sink sink;
	void *ctx;
	uint64_t bytes;
};

static int count_sink(void *p, const void *data, size_t len)
{
	struct counting_sink *c = p;

	c->bytes += len;
	return c->sink(c->ctx, data, len);
}

/*
 * The dump, inline or through the UMEM-backed MKEY t (NULL: inline); counts its RPCs into
 * *n. Nothing reaches the sink before the first RPC has answered.
 */
static int resource_dump_run(struct mlx5ctl_dev *dev, const struct mlx5ctl_dump_req *req,
			     const struct mlx5ctl_target *t, mlx5ctl_dump_sink sink, void *ctx,
			     unsigned long *n)
{
	uint8_t reg[RD_BYTES];
	int err;

	memset(reg, 0, sizeof(reg));
	for (;;) {
		uint32_t got;

		MLX5CTL_SET(resource_dump, reg, segment_type, req->segment_type);
		MLX5CTL_SET(resource_dump, reg, index1, req->index1);
		MLX5CTL_SET(resource_dump, reg, index2, req->index2);
		MLX5CTL_SET(resource_dump, reg, num_of_obj1, req->num_of_obj1);
		MLX5CTL_SET(resource_dump, reg, num_of_obj2, req->num_of_obj2);
		if (t) {
			MLX5CTL_SET(resource_dump, reg, inline_dump, 0);
			MLX5CTL_SET(resource_dump, reg, mkey, t->mkey);
			MLX5CTL_SET64(resource_dump, reg, address, t->va);
			MLX5CTL_SET(resource_dump, reg, size, (uint32_t)t->umem->len);
		} else {
			MLX5CTL_SET(resource_dump, reg, inline_dump, 1);
		}
		err = mlx5ctl_access_reg(dev, MLX5CTL_REG_RESOURCE_DUMP, 0, false, reg, reg,
					 sizeof(reg));
		if (err)
			return err;
		++*n;
		got = MLX5CTL_GET(resource_dump, reg, size);
		if (t ? got > t->umem->len : got > MLX5CTL_FLD_SZ_BYTES(resource_dump, inline_data))
			return mlx5ctl_seterr(-EPROTO, "resource dump: the device returned %u bytes "
					      "for a %zu-byte buffer", got,
					      t ? t->umem->len :
					      MLX5CTL_FLD_SZ_BYTES(resource_dump, inline_data));
		if (got && sink(ctx, t ? t->umem->addr :
				MLX5CTL_ADDR_OF(resource_dump, reg, inline_data), got))
			return mlx5ctl_seterr(-ECANCELED, "resource dump: stopped by its consumer");
		if (!MLX5CTL_GET(resource_dump, reg, more_dump))
			return 0;
		if (!got)
			return mlx5ctl_seterr(-EPROTO, "resource dump: no progress");
	}
}

/*
 * A UMEM-backed target of size bytes; *t zeroed and 0 with t->umem NULL when the UMEM cannot
 * be registered because the platform bounces DMA or the kernel carries no user memory (the
 * dump goes inline).
 */
int mlx5ctl_target_or_inline(struct mlx5ctl_dev *dev, size_t size, uint32_t flags,
			     struct mlx5ctl_target *t)
{
	int err = mlx5ctl_target_create(dev, size, flags, t);

	if (err && t->umem_err == -EOPNOTSUPP) {
		memset(t, 0, sizeof(*t));
		t->umem_err = -EOPNOTSUPP;
		return 0;
	}
	if (err)
		mlx5ctl_target_destroy(dev, t);
	return err;
}

int mlx5ctl_resource_dump(struct mlx5ctl_dev *dev, const struct mlx5ctl_dump_req *ureq,
			  mlx5ctl_dump_sink sink, void *ctx, struct mlx5ctl_dump_stats *stats)
{
	struct mlx5ctl_dump_stats st = { .size = sizeof(st) };
	struct counting_sink cs = { .sink = sink, .ctx = ctx };
	struct mlx5ctl_target t = { 0 };
	struct mlx5ctl_dump_req req;
	int err = 0;

	MLX5CTL_COPY_IN(&req, ureq);
	if (req.umem_size)
		err = mlx5ctl_target_or_inline(dev, req.umem_size, 0, &t);
	if (!err)
		err = resource_dump_run(dev, &req, t.umem ? &t : NULL, count_sink, &cs, &st.rpcs);
	st.umem = t.umem != NULL;
	st.umem_err = t.umem_err;
	st.bytes = cs.bytes;
	mlx5ctl_target_destroy(dev, &t);
	stats_out(stats, &st);
	return err;
}

/*
 * The core dump through the CORE_DUMP register (dump-to-memory, CR_DUMP_TO_MEM): the device
 * writes as much of the dump as the UMEM holds in one RPC and hands back more_dump and a
 * cookie to continue from. The register is read, as NVIDIA's mlx5ctl user tools do. Only the
 * PRM's fields are relied on: total_size (the model's own, in the PRM's reserved space; real
 * firmware leaves it 0) is checked when the device gives it.
 */
static int core_dump_register(struct mlx5ctl_dev *dev, const struct mlx5ctl_target *tp,
			      mlx5ctl_dump_sink sink, void *ctx, unsigned long *rpcs)
{
	const struct mlx5ctl_target t = *tp;
	uint8_t reg[MLX5CTL_ST_SZ_BYTES(core_dump_reg)];
	uint64_t cookie = 0, total = 0, done = 0;
	int err = 0;

	while (!err) {
		uint32_t got;

		memset(reg, 0, sizeof(reg));
		MLX5CTL_SET(core_dump_reg, reg, core_dump_type, MLX5CTL_CORE_DUMP_TYPE_CR_DUMP_TO_MEM);
		MLX5CTL_SET(core_dump_reg, reg, mkey, t.mkey);
		MLX5CTL_SET64(core_dump_reg, reg, address, t.va);
		MLX5CTL_SET(core_dump_reg, reg, size, (uint32_t)t.umem->len);
		MLX5CTL_SET64(core_dump_reg, reg, cookie, cookie);
		err = mlx5ctl_access_reg(dev, MLX5CTL_REG_CORE_DUMP, 0, false, reg, reg,
					 sizeof(reg));
		if (err)
			break;
		++*rpcs;
		got = MLX5CTL_GET(core_dump_reg, reg, size);
		if (!done && !total)
			total = MLX5CTL_GET(core_dump_reg, reg, total_size);
		if (got > t.umem->len || (total && done + got > total) ||
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
	if (!err && total && done != total)
		err = mlx5ctl_seterr(-EPROTO, "core dump: %llu of %llu bytes",
				     (unsigned long long)done, (unsigned long long)total);
	return err;
}

int mlx5ctl_core_dump(struct mlx5ctl_dev *dev, const struct mlx5ctl_dump_req *ureq,
		      mlx5ctl_dump_sink sink, void *ctx, struct mlx5ctl_dump_stats *stats)
{
	struct mlx5ctl_dump_stats st = { .size = sizeof(st) };
	struct counting_sink cs = { .sink = sink, .ctx = ctx };
	struct mlx5ctl_target t = { 0 };
	struct mlx5ctl_dump_req req, r = { .size = sizeof(r) };
	int err = 0;

	MLX5CTL_COPY_IN(&req, ureq);
	r.segment_type = req.segment_type;
	if (req.umem_size > 0xfffff000u)
		return mlx5ctl_seterr(-EINVAL, "core dump: a %zu-byte UMEM is more than the "
				      "CORE_DUMP register's size field takes", req.umem_size);
	/* where the platform bounces DMA there are no UMEMs: inline, the same bytes */
	if (req.umem_size)
		err = mlx5ctl_target_or_inline(dev, req.umem_size, 0, &t);
	if (!err && t.umem)
		err = core_dump_register(dev, &t, count_sink, &cs, &st.rpcs);
	else if (!err)
		err = resource_dump_run(dev, &r, NULL, count_sink, &cs, &st.rpcs);
	st.umem = t.umem != NULL;
	st.umem_err = t.umem_err;
	st.bytes = cs.bytes;
	mlx5ctl_target_destroy(dev, &t);
	stats_out(stats, &st);
	return err;
}

int mlx5ctl_dump_next(const uint8_t *stream, size_t len, size_t *off,
		      struct mlx5ctl_dump_seg *useg)
{
	size_t hdr = MLX5CTL_ST_SZ_BYTES(resource_dump_segment_header);
	size_t rhdr = MLX5CTL_ST_SZ_BYTES(resource_dump_resource_segment);
	struct mlx5ctl_dump_seg seg = { .size = sizeof(seg) };
	const uint8_t *p;
	size_t seglen;

	if (*off >= len)
		return 0;
	if (len - *off < hdr)
		return -EAGAIN;
	p = stream + *off;
	seglen = (size_t)MLX5CTL_GET(resource_dump_segment_header, p, length_dw) * 4;
	if (seglen < hdr)
		return -EINVAL;
	if (seglen > len - *off)
		return -EAGAIN;
	seg.type = (uint16_t)MLX5CTL_GET(resource_dump_segment_header, p, segment_type);
	seg.data = p;
	seg.len = seglen;
	if (seg.type < MLX5CTL_RESOURCE_DUMP_SEGMENT_TYPE_NOTICE && seglen >= rhdr) {
		seg.index1 = MLX5CTL_GET(resource_dump_resource_segment, p, index1);
		seg.index2 = MLX5CTL_GET(resource_dump_resource_segment, p, index2);
		seg.payload = p + rhdr;
		seg.payload_len = seglen - rhdr;
	}
	MLX5CTL_COPY_OUT(useg, &seg);
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
	struct mlx5ctl_dump_req req = { .size = sizeof(req),
					.segment_type = MLX5CTL_RESOURCE_DUMP_SEGMENT_TYPE_MENU };
	size_t rec = MLX5CTL_ST_SZ_BYTES(resource_dump_menu_record), off = 0;
	struct mlx5ctl_dump_seg seg = { .size = sizeof(seg) };
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

static int core_dump_check(const uint8_t *stream, size_t len, uint16_t core_type,
			   struct mlx5ctl_core_dump_info *info)
{
	size_t hsz = MLX5CTL_ST_SZ_BYTES(core_dump_header), off = 0;
	struct mlx5ctl_dump_seg seg = { .size = sizeof(seg) };
	bool have_header = false;
	uint32_t next = 1;
	int r;

	while ((r = mlx5ctl_dump_next(stream, len, &off, &seg)) > 0) {
		if (seg.type != core_type || !seg.payload)
			continue;
		if (seg.index1 == 0) {
			if (have_header || seg.payload_len < hsz ||
			    MLX5CTL_GET(core_dump_header, seg.payload, magic) != MLX5CTL_CORE_DUMP_MAGIC)
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

int mlx5ctl_core_dump_verify(const uint8_t *stream, size_t len, uint16_t core_type,
			     struct mlx5ctl_core_dump_info *uinfo)
{
	struct mlx5ctl_core_dump_info info = { .size = sizeof(info) };
	int err = core_dump_check(stream, len, core_type, &info);

	MLX5CTL_COPY_OUT(uinfo, &info);
	return err;
}
