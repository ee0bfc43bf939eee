// SPDX-License-Identifier: GPL-2.0 OR BSD-3-Clause
/* Dump streams for people and machines: core dump progress, segments decoded. */
#include <errno.h>
#include <stdlib.h>
#include <string.h>

#include "dumpfmt.h"

void progress_init(struct dump_progress *p, uint16_t core_type, FILE *tty)
{
	memset(p, 0, sizeof(*p));
	p->core_type = core_type;
	p->shown = -1;
	p->tty = tty;
}

void progress_update(struct dump_progress *p, const uint8_t *stream, size_t len)
{
	size_t rhdr = MLX5CTL_ST_SZ_BYTES(resource_dump_resource_segment);
	struct mlx5ctl_dump_seg seg = { .size = sizeof(seg) };
	uint64_t partial, now;
	int pct;

	/* whole segments only: the rest comes with the next piece */
	while (mlx5ctl_dump_next(stream, len, &p->parsed, &seg) > 0) {
		if (seg.type != p->core_type || !seg.payload)
			continue;
		if (seg.index1 == 0 && seg.payload_len >= MLX5CTL_ST_SZ_BYTES(core_dump_header))
			p->total = MLX5CTL_GET(core_dump_header, seg.payload, total_size);
		else if (seg.index1)
			p->done += seg.payload_len;
	}
	if (!p->total)
		return;
	/* and the part of the segment still arriving (a 64 KiB segment takes 300 inline RPCs) */
	partial = 0;
	if (len - p->parsed >= rhdr) {
		const uint8_t *h = stream + p->parsed;
		size_t seglen = (size_t)MLX5CTL_GET(resource_dump_segment_header, h, length_dw) * 4;

		if (MLX5CTL_GET(resource_dump_segment_header, h, segment_type) == p->core_type &&
		    MLX5CTL_GET(resource_dump_resource_segment, h, index1) && seglen > rhdr)
			partial = len - p->parsed - rhdr < seglen - rhdr ? len - p->parsed - rhdr :
									   seglen - rhdr;
	}
	now = p->done + partial;
	pct = now >= p->total ? 100 : (int)(now * 100 / p->total);
	if (pct == p->shown)
		return;
	p->shown = pct;
	p->draws++;
	if (p->tty) {
		fprintf(p->tty, "\rcore dump: %llu of %llu KiB (%d%%)",
			(unsigned long long)(now >> 10), (unsigned long long)(p->total >> 10), pct);
		fflush(p->tty);
	}
}

void progress_done(struct dump_progress *p)
{
	if (p->tty && p->draws)
		fputc('\n', p->tty);
}

static const struct mlx5ctl_enum_value *segment_type(uint16_t type)
{
	const struct mlx5ctl_enum_desc *e = mlx5ctl_prm_find_enum("resource_dump_segment_type");
	const struct mlx5ctl_enum_value *v;

	for (unsigned int i = 0; (v = mlx5ctl_prm_enum_value_at(e, i)); i++)
		if (v->value == type)
			return v;
	return NULL;
}

const struct mlx5ctl_struct_desc *segment_payload_layout(uint16_t type)
{
	const struct mlx5ctl_enum_value *v = segment_type(type);

	return type < MLX5CTL_RESOURCE_DUMP_SEGMENT_TYPE_NOTICE && v ? v->layout : NULL;
}

const struct mlx5ctl_struct_desc *segment_layout(uint16_t type)
{
	const struct mlx5ctl_enum_value *v = segment_type(type);
	char name[96], lower[64];

	if (!v || type < MLX5CTL_RESOURCE_DUMP_SEGMENT_TYPE_NOTICE)
		return NULL;
	lower_name(v->name, lower, sizeof(lower));
	snprintf(name, sizeof(name), "resource_dump_%s_segment", lower);
	return mlx5ctl_prm_find_struct(name);
}

const char *const segment_head = "SEGMENT    TYPE     INDEX1     INDEX2     BYTES";

/* st in buf, its lines indented */
static void print_indented(FILE *f, const struct mlx5ctl_struct_desc *st, const uint8_t *buf,
			   size_t len, const char *indent)
{
	char *text = NULL, *line, *save = NULL;
	size_t n = 0;
	FILE *m = open_memstream(&text, &n);

	if (!m)
		return;
	mlx5ctl_prm_print(m, st, buf, len, MLX5CTL_PRINT_NONZERO);
	fclose(m);
	for (line = strtok_r(text, "\n", &save); line; line = strtok_r(NULL, "\n", &save))
		fprintf(f, "%s%s\n", indent, line);
	free(text);
}

static void menu_print(FILE *f, const struct mlx5ctl_dump_seg *seg)
{
	size_t hdr = MLX5CTL_ST_SZ_BYTES(resource_dump_menu_segment);
	size_t rec = MLX5CTL_ST_SZ_BYTES(resource_dump_menu_record);
	uint32_t n;

	if (seg->len < hdr)
		return;
	n = MLX5CTL_GET(resource_dump_menu_segment, seg->data, num_of_records);
	for (uint32_t k = 0; k < n && hdr + (k + 1) * (size_t)rec <= seg->len; k++) {
		const uint8_t *m = seg->data + hdr + k * rec;

		fprintf(f, "  0x%04x  menu: %-16.16s index1: %-16.16s index2: %.16s\n",
			MLX5CTL_GET(resource_dump_menu_record, m, segment_type),
			(const char *)MLX5CTL_ADDR_OF(resource_dump_menu_record, m, segment_name),
			(const char *)MLX5CTL_ADDR_OF(resource_dump_menu_record, m, index1_name),
			(const char *)MLX5CTL_ADDR_OF(resource_dump_menu_record, m, index2_name));
	}
}

void segment_print(FILE *f, const struct mlx5ctl_dump_seg *seg)
{
	const struct mlx5ctl_enum_value *v = segment_type(seg->type);
	const struct mlx5ctl_struct_desc *st;

	fprintf(f, "%-10s 0x%04x   %-10u %-10u %zu\n", v ? v->name : "?", seg->type, seg->index1,
		seg->index2, seg->len);
	if (seg->type == MLX5CTL_RESOURCE_DUMP_SEGMENT_TYPE_MENU) {
		menu_print(f, seg);
		return;
	}
	st = segment_payload_layout(seg->type);
	if (st && seg->payload) {
		size_t esz = st->size_bits / 8;

		/* one layout a payload, or an array of them (a diagnostic sample per counter) */
		for (size_t off = 0; esz && off + esz <= seg->payload_len; off += esz) {
			if (seg->payload_len > esz)
				fprintf(f, "  [%zu]\n", off / esz);
			print_indented(f, st, seg->payload + off, esz,
				       seg->payload_len > esz ? "    " : "  ");
		}
		return;
	}
	st = segment_layout(seg->type);
	if (st)
		print_indented(f, st, seg->data, seg->len, "  ");
	else if (seg->payload && seg->payload_len)
		hexdump(f, seg->payload, seg->payload_len, "  ");
}

static J *menu_json(const struct mlx5ctl_dump_seg *seg)
{
	size_t hdr = MLX5CTL_ST_SZ_BYTES(resource_dump_menu_segment);
	size_t rec = MLX5CTL_ST_SZ_BYTES(resource_dump_menu_record);
	J *arr = j_arr();
	uint32_t n = seg->len < hdr ? 0 :
		     MLX5CTL_GET(resource_dump_menu_segment, seg->data, num_of_records);

	for (uint32_t k = 0; k < n && hdr + (k + 1) * (size_t)rec <= seg->len; k++)
		j_push(arr, j_prm(mlx5ctl_prm_find_struct("resource_dump_menu_record"),
				  seg->data + hdr + k * rec, rec, 0));
	return arr;
}

J *segment_json(const struct mlx5ctl_dump_seg *seg)
{
	const struct mlx5ctl_enum_value *v = segment_type(seg->type);
	const struct mlx5ctl_struct_desc *st = segment_payload_layout(seg->type);
	J *o = j_obj();

	j_set(o, "type", j_enum(v ? v->name : NULL, seg->type));
	j_set(o, "index1", j_u64(seg->index1));
	j_set(o, "index2", j_u64(seg->index2));
	j_set(o, "bytes", j_u64(seg->len));
	if (seg->type == MLX5CTL_RESOURCE_DUMP_SEGMENT_TYPE_MENU) {
		j_set(o, "menu", menu_json(seg));
	} else if (st && seg->payload) {
		size_t esz = st->size_bits / 8;
		J *arr = j_arr();

		for (size_t off = 0; esz && off + esz <= seg->payload_len; off += esz)
			j_push(arr, j_prm(st, seg->payload + off, esz, 0));
		j_set(o, "entries", arr);
	} else if ((st = segment_layout(seg->type))) {
		j_set(o, "fields", j_prm(st, seg->data, seg->len, 0));
	} else if (seg->payload) {
		j_set(o, "payload", j_hex(seg->payload, seg->payload_len));
	}
	return o;
}
