/* SPDX-License-Identifier: GPL-2.0 OR BSD-3-Clause */
/* Dump streams for people and machines: core dump progress, resource dump segments decoded. */
#ifndef MLX5CTL_TOOL_DUMPFMT_H
#define MLX5CTL_TOOL_DUMPFMT_H

#include "json.h"
#include "tool.h"

/* A core dump's progress, read from the stream as it arrives: payload bytes of the total its
 * header announces. */
struct dump_progress {
	uint16_t core_type;	/* the menu's CORE_DUMP segment type */
	size_t parsed;		/* bytes of the stream looked at */
	uint64_t total;		/* payload bytes the header announces (0 until it came) */
	uint64_t done;		/* payload bytes so far */
	int shown;		/* percentage last drawn, -1: none yet */
	unsigned int draws;	/* lines drawn */
	FILE *tty;		/* where to draw; NULL: nowhere */
};
void progress_init(struct dump_progress *p, uint16_t core_type, FILE *tty);
/* stream: everything so far (it only grows); draws "\r... KiB of ... KiB (n%)" when the
 * percentage changes, not on every RPC */
void progress_update(struct dump_progress *p, const uint8_t *stream, size_t len);
/* ends the line drawn, if any */
void progress_done(struct dump_progress *p);

/* the layout of a resource segment type's payload (the spec's segment type enum says), the
 * layout of a whole other segment (resource_dump_<name>_segment), or NULL */
const struct mlx5ctl_struct_desc *segment_payload_layout(uint16_t type);
const struct mlx5ctl_struct_desc *segment_layout(uint16_t type);

/* one segment: a line "NAME TYPE INDEX1 INDEX2 BYTES", then what it holds, decoded, indented */
void segment_print(FILE *f, const struct mlx5ctl_dump_seg *seg);
extern const char *const segment_head;
/* {"type", "index1", "index2", "bytes", "entries" | "fields" | "payload"} */
J *segment_json(const struct mlx5ctl_dump_seg *seg);

#endif
