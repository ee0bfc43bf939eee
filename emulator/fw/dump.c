// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * RESOURCE_DUMP (register 0xc000): the menu, a 1.5 MiB deterministic core dump, and live
 * object contexts, served inline (208 bytes a call) or scattered into an MKEY over a UMEM.
 *
 * A dump is a stream of segments: INFO, COMMAND (echo of the request), the resource segments,
 * TERMINATE. The stream is built when a dump starts (device_opaque 0) and read out from the
 * offset carried in device_opaque; seq_num advances by one per call, more_dump says whether
 * anything is left. The caller repeats the request with the returned seq_num/device_opaque.
 *
 * The core dump's first resource segment is a core_dump_header (magic, version, segment count,
 * total payload size, CRC-32 of all payloads, device id, firmware version, segment size);
 * data segments follow with index1 = 1..n and seekable pseudo-random payloads.
 */
#include <stdlib.h>
#include <string.h>
#include <zlib.h>

#include "mlx5fw_int.h"

#define CORE_SEG_PAYLOAD	(64 * 1024)
#define CORE_SEGS		24		/* 1.5 MiB of payload */
/* the stream (payload, segment headers, a few small segments) fits debug_cap's size */
_Static_assert(CORE_SEGS * (CORE_SEG_PAYLOAD + 4096) <= (4096u << MLX5FW_LOG_CR_DUMP_PAGES),
	       "log_cr_dump_to_mem_size");
#define DUMP_MAX		(4u << 20)	/* bound on any stream */

struct stream {
	uint8_t *p;
	size_t len, cap;
	bool failed;
};

/* reserve n zeroed bytes (n rounded up to dwords), return their offset or SIZE_MAX */
static size_t put(struct stream *s, size_t n)
{
	size_t off = s->len;

	n = (n + 3) & ~(size_t)3;
	if (s->failed || n > DUMP_MAX - s->len) {
		s->failed = true;
		return SIZE_MAX;
	}
	if (s->len + n > s->cap) {
		size_t cap = s->cap ? s->cap : 4096;
		uint8_t *p;

		while (cap < s->len + n)
			cap *= 2;
		p = realloc(s->p, cap);
		if (!p) {
			s->failed = true;
			return SIZE_MAX;
		}
		s->p = p;
		s->cap = cap;
	}
	memset(s->p + off, 0, n);
	s->len += n;
	return off;
}

static void seg_header(struct stream *s, size_t off, uint32_t type)
{
	void *h;

	if (off == SIZE_MAX || s->failed)
		return;
	h = s->p + off;
	MLX5CTL_SET(resource_dump_segment_header, h, segment_type, type);
	MLX5CTL_SET(resource_dump_segment_header, h, length_dw, (uint32_t)((s->len - off) / 4));
}

/* a resource segment with room for `payload` bytes; returns the payload pointer or NULL */
static uint8_t *resource_seg(struct stream *s, uint32_t type, uint32_t index1, uint32_t index2,
			     size_t payload)
{
	size_t hdr = MLX5CTL_ST_SZ_BYTES(resource_dump_resource_segment);
	size_t off = put(s, hdr + payload);
	void *seg;

	if (off == SIZE_MAX || (s->len - off) / 4 > 0xffff) {
		s->failed = true;
		return NULL;
	}
	seg = s->p + off;
	MLX5CTL_SET(resource_dump_resource_segment, seg, index1, index1);
	MLX5CTL_SET(resource_dump_resource_segment, seg, index2, index2);
	seg_header(s, off, type);
	return s->p + off + hdr;
}

static uint32_t fw_version(const struct mlx5fw_devinfo *di)
{
	return mlx5ctl_fw_version_pack(di->fw_major, di->fw_minor, di->fw_sub);
}

static void info_seg(struct mlx5fw *fw, struct stream *s)
{
	const struct mlx5fw_devinfo *di = mlx5fw_devinfo(fw);
	size_t off = put(s, MLX5CTL_ST_SZ_BYTES(resource_dump_info_segment));
	void *p;

	if (off == SIZE_MAX)
		return;
	p = s->p + off;
	MLX5CTL_SET(resource_dump_info_segment, p, dump_version, 1);
	MLX5CTL_SET(resource_dump_info_segment, p, hw_version, di->hw_rev);
	MLX5CTL_SET(resource_dump_info_segment, p, fw_version, fw_version(di));
	seg_header(s, off, MLX5CTL_RESOURCE_DUMP_SEGMENT_TYPE_INFO);
}

/* the echo of the request: type, index1, index2, num1, num2 */
static void command_seg(struct stream *s, const uint32_t req[5])
{
	size_t off = put(s, MLX5CTL_ST_SZ_BYTES(resource_dump_command_segment));
	void *p;

	if (off == SIZE_MAX)
		return;
	p = s->p + off;
	MLX5CTL_SET(resource_dump_command_segment, p, segment_called, req[0]);
	MLX5CTL_SET(resource_dump_command_segment, p, index1, req[1]);
	MLX5CTL_SET(resource_dump_command_segment, p, index2, req[2]);
	MLX5CTL_SET(resource_dump_command_segment, p, num_of_obj1, req[3]);
	MLX5CTL_SET(resource_dump_command_segment, p, num_of_obj2, req[4]);
	seg_header(s, off, MLX5CTL_RESOURCE_DUMP_SEGMENT_TYPE_COMMAND);
}

static void terminate_seg(struct stream *s)
{
	size_t off = put(s, MLX5CTL_ST_SZ_BYTES(resource_dump_terminate_segment));

	seg_header(s, off, MLX5CTL_RESOURCE_DUMP_SEGMENT_TYPE_TERMINATE);
}

static const struct {
	uint16_t type;
	const char *name;
	const char *index1_name;
} menu[] = {
	{ MLX5CTL_RESOURCE_DUMP_SEGMENT_TYPE_CORE_DUMP, "CORE_DUMP", "" },
	{ MLX5CTL_RESOURCE_DUMP_SEGMENT_TYPE_FULL_EQC, "FULL_EQC", "EQN" },
	{ MLX5CTL_RESOURCE_DUMP_SEGMENT_TYPE_UCTX, "UCTX", "UID" },
	{ MLX5CTL_RESOURCE_DUMP_SEGMENT_TYPE_UMEM, "UMEM", "UMEM_ID" },
	{ MLX5CTL_RESOURCE_DUMP_SEGMENT_TYPE_PD, "PD", "PDN" },
	{ MLX5CTL_RESOURCE_DUMP_SEGMENT_TYPE_MKEY, "MKEY", "MKEY_INDEX" },
	{ MLX5CTL_RESOURCE_DUMP_SEGMENT_TYPE_DIAG_COUNTERS, "DIAG_COUNTERS", "SAMPLE_INDEX" },
};

#define NMENU (sizeof(menu) / sizeof(menu[0]))

static void menu_seg(struct stream *s)
{
	size_t rec = MLX5CTL_ST_SZ_BYTES(resource_dump_menu_record);
	size_t off = put(s, MLX5CTL_ST_SZ_BYTES(resource_dump_menu_segment) + NMENU * rec);
	uint8_t *p;
	size_t i;

	if (off == SIZE_MAX)
		return;
	p = s->p + off;
	MLX5CTL_SET(resource_dump_menu_segment, p, num_of_records, NMENU);
	for (i = 0; i < NMENU; i++) {
		uint8_t *r = (uint8_t *)MLX5CTL_ADDR_OF(resource_dump_menu_segment, p, record) +
			     i * rec;
		size_t nsz = MLX5CTL_FLD_SZ_BYTES(resource_dump_menu_record, segment_name);

		MLX5CTL_SET(resource_dump_menu_record, r, segment_type, menu[i].type);
		memcpy(MLX5CTL_ADDR_OF(resource_dump_menu_record, r, segment_name), menu[i].name,
		       strlen(menu[i].name) < nsz ? strlen(menu[i].name) : nsz);
		if (menu[i].index1_name[0]) {
			MLX5CTL_SET(resource_dump_menu_record, r, support_index1, 1);
			MLX5CTL_SET(resource_dump_menu_record, r, support_num_of_obj1, 1);
			MLX5CTL_SET(resource_dump_menu_record, r, num_of_obj1_supports_all, 1);
			memcpy(MLX5CTL_ADDR_OF(resource_dump_menu_record, r, index1_name),
			       menu[i].index1_name, strlen(menu[i].index1_name));
		}
	}
	seg_header(s, off, MLX5CTL_RESOURCE_DUMP_SEGMENT_TYPE_MENU);
}

/* seekable pseudo-random words: splitmix64 of (seed, word index) */
static uint32_t core_word(uint64_t seed, uint64_t idx)
{
	uint64_t z = seed + (idx + 1) * 0x9e3779b97f4a7c15ull;

	z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ull;
	z = (z ^ (z >> 27)) * 0x94d049bb133111ebull;
	return (uint32_t)(z ^ (z >> 31));
}

/* the core dump's resource segments: the header, then CORE_SEGS data segments */
static void core_segments(struct mlx5fw *fw, struct stream *s)
{
	const struct mlx5fw_devinfo *di = mlx5fw_devinfo(fw);
	size_t hdr_sz = MLX5CTL_ST_SZ_BYTES(core_dump_header), hoff;
	uint64_t seed = ((uint64_t)di->device_id << 32) | fw_version(di);
	uint32_t crc = 0, i, j;
	uint8_t *h;

	/* header first; filled in once the payloads (and their CRC) exist */
	if (!resource_seg(s, MLX5CTL_RESOURCE_DUMP_SEGMENT_TYPE_CORE_DUMP, 0, 0, hdr_sz))
		return;
	hoff = s->len - hdr_sz;
	for (i = 1; i <= CORE_SEGS; i++) {
		uint8_t *p = resource_seg(s, MLX5CTL_RESOURCE_DUMP_SEGMENT_TYPE_CORE_DUMP, i, 0,
					  CORE_SEG_PAYLOAD);

		if (!p)
			return;
		for (j = 0; j < CORE_SEG_PAYLOAD / 4; j++) {
			uint32_t w = core_word(seed, (uint64_t)i * CORE_SEG_PAYLOAD / 4 + j);

			mlx5ctl_be32_store(p + 4 * j, w);
		}
		/* CRC-32 (IEEE 802.3), zlib's, as libmlx5ctl checks it (mlx5ctl_crc32) */
		crc = (uint32_t)crc32_z(crc, p, CORE_SEG_PAYLOAD);
	}
	h = s->p + hoff;
	MLX5CTL_SET(core_dump_header, h, magic, MLX5CTL_CORE_DUMP_MAGIC);
	MLX5CTL_SET(core_dump_header, h, version, MLX5CTL_CORE_DUMP_VERSION);
	MLX5CTL_SET(core_dump_header, h, num_segments, CORE_SEGS);
	MLX5CTL_SET(core_dump_header, h, total_size, CORE_SEGS * CORE_SEG_PAYLOAD);
	MLX5CTL_SET(core_dump_header, h, checksum, crc);
	MLX5CTL_SET(core_dump_header, h, device_id, di->device_id);
	MLX5CTL_SET(core_dump_header, h, fw_version, fw_version(di));
	MLX5CTL_SET(core_dump_header, h, segment_size, CORE_SEG_PAYLOAD);
}

/* selected by index1 / num_of_obj1: num 0 = just index1, 0xffff = all from index1 on */
static bool selected(struct mlx5fw *fw, uint32_t idx)
{
	uint32_t first = fw->dump.index1, num = fw->dump.num1;

	if (num == 0xffff)
		return idx >= first;
	if (num == 0)
		num = 1;
	return idx >= first && idx - first < num;
}

static void eq_contexts(struct mlx5fw *fw, struct stream *s)
{
	unsigned int i;

	for (i = 0; i < MLX5FW_MAX_EQS; i++) {
		const struct mlx5fw_eq *eq = &fw->eqs[i];
		uint8_t *c;

		if (!eq->obj.valid || !selected(fw, i))
			continue;
		c = resource_seg(s, MLX5CTL_RESOURCE_DUMP_SEGMENT_TYPE_FULL_EQC, i, 0, MLX5CTL_ST_SZ_BYTES(eqc));
		if (!c)
			return;
		MLX5CTL_SET(eqc, c, st, eq->armed ? MLX5CTL_EQC_ST_ARMED : MLX5CTL_EQC_ST_FIRED);
		MLX5CTL_SET(eqc, c, log_eq_size, eq->log_size);
		MLX5CTL_SET(eqc, c, uar_page, eq->uar);
		MLX5CTL_SET(eqc, c, intr, eq->vector);
		MLX5CTL_SET(eqc, c, log_page_size, eq->log_page_size);
		MLX5CTL_SET(eqc, c, page_offset, eq->page_offset);
		MLX5CTL_SET(eqc, c, consumer_counter, eq->ci);
		MLX5CTL_SET(eqc, c, producer_counter, eq->pi);
	}
}

static void uctx_contexts(struct mlx5fw *fw, struct stream *s)
{
	unsigned int uid;

	for (uid = 1; uid < MLX5FW_MAX_UIDS; uid++) {
		uint8_t *c;

		if (!fw->uctx[uid].obj.valid || !selected(fw, uid))
			continue;
		c = resource_seg(s, MLX5CTL_RESOURCE_DUMP_SEGMENT_TYPE_UCTX, uid, fw->uctx[uid].obj.refs,
				 MLX5CTL_ST_SZ_BYTES(uctx));
		if (!c)
			return;
		MLX5CTL_SET(uctx, c, cap, fw->uctx[uid].cap);
	}
}

/* index2 of every object segment is the owning UID */
static void umem_segs(struct mlx5fw *fw, struct stream *s)
{
	for (unsigned int i = 0; i < MLX5FW_MAX_UMEMS; i++) {
		const struct mlx5fw_umem *um = &fw->umems[i];
		uint8_t *c;

		if (!um->obj.valid || !selected(fw, um->obj.id))
			continue;
		c = resource_seg(s, MLX5CTL_RESOURCE_DUMP_SEGMENT_TYPE_UMEM, um->obj.id, um->obj.uid,
				 MLX5CTL_ST_SZ_BYTES(umem));
		if (!c)
			return;
		MLX5CTL_SET(umem, c, log_page_size, um->log_page_size);
		MLX5CTL_SET(umem, c, page_offset, um->page_offset);
		MLX5CTL_SET64(umem, c, num_of_mtt, um->nmtt);
	}
}

static void pd_segs(struct mlx5fw *fw, struct stream *s)
{
	for (unsigned int i = 0; i < MLX5FW_MAX_PDS; i++) {
		const struct mlx5fw_pd *pd = &fw->pds[i];

		/* no payload: the resource segment header says all (PDN, owner) */
		if (pd->obj.valid && selected(fw, pd->obj.id) &&
		    !resource_seg(s, MLX5CTL_RESOURCE_DUMP_SEGMENT_TYPE_PD, pd->obj.id, pd->obj.uid, 0))
			return;
	}
}

static void mkey_segs(struct mlx5fw *fw, struct stream *s)
{
	for (unsigned int i = 0; i < MLX5FW_MAX_MKEYS; i++) {
		const struct mlx5fw_mkey *mk = &fw->mkeys[i];
		uint8_t *c;

		if (!mk->obj.valid || !selected(fw, mk->obj.id))
			continue;
		c = resource_seg(s, MLX5CTL_RESOURCE_DUMP_SEGMENT_TYPE_MKEY, mk->obj.id, mk->obj.uid,
				 MLX5CTL_ST_SZ_BYTES(mkc));
		if (!c)
			return;
		MLX5CTL_SET(mkc, c, access_mode_1_0, MLX5CTL_MKC_ACCESS_MODE_MTT);
		MLX5CTL_SET(mkc, c, lr, !!(mk->access & 1));
		MLX5CTL_SET(mkc, c, lw, !!(mk->access & 2));
		MLX5CTL_SET(mkc, c, rr, !!(mk->access & 4));
		MLX5CTL_SET(mkc, c, rw, !!(mk->access & 8));
		MLX5CTL_SET(mkc, c, pd, mk->pd);
		MLX5CTL_SET(mkc, c, mkey_7_0, mk->key);
		MLX5CTL_SET64(mkc, c, start_addr, mk->start);
		MLX5CTL_SET64(mkc, c, len, mk->len);
		MLX5CTL_SET(mkc, c, length64, mk->len64);
	}
}

/* diagnostic counter samples (diag.c): index1 = buffer index, index2 = sample number */
static void diag_segs(struct mlx5fw *fw, struct stream *s)
{
	uint32_t n = mlx5fw_diag_dump_begin(fw), number;
	size_t bytes = mlx5fw_diag_sample_bytes(fw);

	for (uint32_t i = 0; i < n; i++) {
		uint8_t *c;

		if (!selected(fw, i) || !mlx5fw_diag_slot(fw, i, &number))
			continue;
		c = resource_seg(s, MLX5CTL_RESOURCE_DUMP_SEGMENT_TYPE_DIAG_COUNTERS, i, number, bytes);
		if (!c)
			return;
		mlx5fw_diag_fill(fw, i, c);
	}
}

/*
 * The core dump stream of a request with indices 0, built once (about 1.5 MiB, a few ms) and
 * kept until the device is freed: it depends on the adapter's identity only, so a reset does
 * not change it, and nothing that is being read out of it can be freed under a dump.
 */
static int core_cache(struct mlx5fw *fw)
{
	const uint32_t req[5] = { MLX5CTL_RESOURCE_DUMP_SEGMENT_TYPE_CORE_DUMP, 0, 0, 0, 0 };
	struct stream s = { 0 };
	size_t seg_off;

	if (fw->core.data)
		return 0;
	info_seg(fw, &s);
	command_seg(&s, req);
	seg_off = s.len;
	core_segments(fw, &s);
	fw->core.seg_len = s.len - seg_off;
	terminate_seg(&s);
	if (s.failed) {
		free(s.p);
		return -1;
	}
	fw->core.data = s.p;
	fw->core.len = s.len;
	fw->core.seg_off = seg_off;
	return 0;
}

/* the core dump's segments for a request with other indices: copied from the cache */
static void core_dump(struct mlx5fw *fw, struct stream *s)
{
	size_t off;

	if (core_cache(fw)) {
		s->failed = true;
		return;
	}
	off = put(s, fw->core.seg_len);
	if (off != SIZE_MAX)
		memcpy(s->p + off, fw->core.data + fw->core.seg_off, fw->core.seg_len);
}

void mlx5fw_dump_reset(struct mlx5fw *fw)
{
	if (!fw->dump.shared)
		free(fw->dump.data);
	memset(&fw->dump, 0, sizeof(fw->dump));
}

void mlx5fw_dump_free(struct mlx5fw *fw)
{
	mlx5fw_dump_reset(fw);
	free(fw->core.data);
	memset(&fw->core, 0, sizeof(fw->core));
}

static int build(struct mlx5fw *fw)
{
	const uint32_t req[5] = { fw->dump.type, fw->dump.index1, fw->dump.index2, fw->dump.num1,
				  fw->dump.num2 };
	struct stream s = { 0 };

	if (fw->dump.type == MLX5CTL_RESOURCE_DUMP_SEGMENT_TYPE_CORE_DUMP && !fw->dump.index1 &&
	    !fw->dump.index2 && !fw->dump.num1 && !fw->dump.num2) {
		if (core_cache(fw))
			return -1;
		if (!fw->dump.shared)
			free(fw->dump.data);
		fw->dump.data = fw->core.data;
		fw->dump.len = fw->core.len;
		fw->dump.shared = true;
		fw->dump.valid = true;
		return 0;
	}
	info_seg(fw, &s);
	command_seg(&s, req);
	switch (fw->dump.type) {
	case MLX5CTL_RESOURCE_DUMP_SEGMENT_TYPE_MENU:
		menu_seg(&s);
		break;
	case MLX5CTL_RESOURCE_DUMP_SEGMENT_TYPE_CORE_DUMP:
		core_dump(fw, &s);
		break;
	case MLX5CTL_RESOURCE_DUMP_SEGMENT_TYPE_FULL_EQC:
		eq_contexts(fw, &s);
		break;
	case MLX5CTL_RESOURCE_DUMP_SEGMENT_TYPE_UCTX:
		uctx_contexts(fw, &s);
		break;
	case MLX5CTL_RESOURCE_DUMP_SEGMENT_TYPE_UMEM:
		umem_segs(fw, &s);
		break;
	case MLX5CTL_RESOURCE_DUMP_SEGMENT_TYPE_PD:
		pd_segs(fw, &s);
		break;
	case MLX5CTL_RESOURCE_DUMP_SEGMENT_TYPE_MKEY:
		mkey_segs(fw, &s);
		break;
	case MLX5CTL_RESOURCE_DUMP_SEGMENT_TYPE_DIAG_COUNTERS:
		diag_segs(fw, &s);
		break;
	}
	terminate_seg(&s);
	if (s.failed) {
		free(s.p);
		return -1;
	}
	if (!fw->dump.shared)
		free(fw->dump.data);
	fw->dump.data = s.p;
	fw->dump.len = s.len;
	fw->dump.shared = false;
	fw->dump.valid = true;
	return 0;
}

static bool known_type(uint32_t type)
{
	size_t i;

	if (type == MLX5CTL_RESOURCE_DUMP_SEGMENT_TYPE_MENU)
		return true;
	for (i = 0; i < NMENU; i++)
		if (menu[i].type == type)
			return true;
	return false;
}

/*
 * The stream a RESOURCE_DUMP of the CORE_DUMP segment type (indices 0) yields, for the
 * CORE_DUMP register (coredump.c), so that both give the same bytes: the cached core stream,
 * which leaves a RESOURCE_DUMP in progress alone.
 */
int mlx5fw_core_dump_stream(struct mlx5fw *fw, const uint8_t **data, size_t *len)
{
	if (core_cache(fw))
		return -1;
	*data = fw->core.data;
	*len = fw->core.len;
	return 0;
}

int mlx5fw_reg_resource_dump(struct mlx5fw *fw, struct mlx5fw_cmd *cmd, uint8_t *d)
{
	uint32_t type = MLX5CTL_GET(resource_dump, d, segment_type);
	uint32_t i1 = MLX5CTL_GET(resource_dump, d, index1);
	uint32_t i2 = MLX5CTL_GET(resource_dump, d, index2);
	uint32_t n1 = MLX5CTL_GET(resource_dump, d, num_of_obj1);
	uint32_t n2 = MLX5CTL_GET(resource_dump, d, num_of_obj2);
	uint64_t opaque = MLX5CTL_GET64(resource_dump, d, device_opaque);
	size_t inline_max = MLX5CTL_FLD_SZ_BYTES(resource_dump, inline_data);
	size_t left, n;

	if (!known_type(type))
		return mlx5fw_fail(cmd, MLX5CTL_CMD_STAT_BAD_PARAM_ERR, SYND_BAD_PARAM);
	if (type == MLX5CTL_RESOURCE_DUMP_SEGMENT_TYPE_CORE_DUMP && cmd->uid &&
	    !(fw->uctx[cmd->uid].cap & MLX5CTL_UCTX_CAP_INTERNAL_DEVICE_RESOURCES))
		return mlx5fw_fail(cmd, MLX5CTL_CMD_STAT_BAD_PARAM_ERR, SYND_UID_CAP);

	/* a new dump, or a continuation of another one than we hold: (re)build */
	if (!opaque || !fw->dump.valid || fw->dump.type != type || fw->dump.index1 != i1 ||
	    fw->dump.index2 != i2 || fw->dump.num1 != n1 || fw->dump.num2 != n2) {
		fw->dump.type = type;
		fw->dump.index1 = i1;
		fw->dump.index2 = i2;
		fw->dump.num1 = n1;
		fw->dump.num2 = n2;
		if (build(fw)) {
			mlx5fw_dump_reset(fw);
			return mlx5fw_fail(cmd, MLX5CTL_CMD_STAT_NO_RES_ERR, SYND_NO_RESOURCE);
		}
	}
	if (opaque > fw->dump.len)
		return mlx5fw_fail(cmd, MLX5CTL_CMD_STAT_BAD_PARAM_ERR, SYND_BAD_PARAM);
	left = fw->dump.len - (size_t)opaque;

	if (MLX5CTL_GET(resource_dump, d, inline_dump)) {
		n = left < inline_max ? left : inline_max;
		memset(MLX5CTL_ADDR_OF(resource_dump, d, inline_data), 0, inline_max);
		memcpy(MLX5CTL_ADDR_OF(resource_dump, d, inline_data), fw->dump.data + opaque, n);
	} else {
		uint32_t size = MLX5CTL_GET(resource_dump, d, size);

		if (!size)
			return mlx5fw_fail(cmd, MLX5CTL_CMD_STAT_BAD_PARAM_ERR, SYND_BAD_LEN);
		n = left < size ? left : size;
		if (mlx5fw_mkey_write(fw, cmd->uid, MLX5CTL_GET(resource_dump, d, mkey),
				      MLX5CTL_GET64(resource_dump, d, address),
				      fw->dump.data + opaque, n))
			return mlx5fw_fail(cmd, MLX5CTL_CMD_STAT_BAD_PARAM_ERR, SYND_BAD_ACCESS);
	}
	MLX5CTL_SET(resource_dump, d, seq_num, (MLX5CTL_GET(resource_dump, d, seq_num) + 1) & 0xf);
	MLX5CTL_SET(resource_dump, d, size, (uint32_t)n);
	MLX5CTL_SET(resource_dump, d, more_dump, n < left);
	MLX5CTL_SET64(resource_dump, d, device_opaque, n < left ? opaque + n : 0);
	return 0;
}
