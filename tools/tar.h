/* SPDX-License-Identifier: GPL-2.0 OR BSD-3-Clause */
/*
 * A minimal POSIX ustar writer (what tar(1) and Python's tarfile read), plain or through zlib's
 * gzip stream: regular files and folders, written in order, nothing read back.
 */
#ifndef MLX5CTL_TOOL_TAR_H
#define MLX5CTL_TOOL_TAR_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <time.h>

struct tar {
	FILE *f;		/* where the archive goes (not closed by tar_finish) */
	void *gz;		/* zlib's stream when compressing */
	uint64_t in;		/* archive bytes (before compression) */
	int err;		/* the first error, -errno */
};

/* gzip: compress the archive (a .tar.gz); 0 or -errno */
int tar_start(struct tar *t, FILE *f, bool gzip);
/*
 * A member: name (a path inside the archive, '/'-separated, at most 255 bytes with no part
 * over 100 cut in two at a '/'), mode, mtime; a folder when dir (data ignored). 0 or -errno
 * (-ENAMETOOLONG for a name ustar cannot hold).
 */
int tar_add(struct tar *t, const char *name, const void *data, size_t len, unsigned int mode,
	    time_t mtime, bool dir);
/* the end-of-archive blocks, the gzip trailer; 0 or the first error */
int tar_finish(struct tar *t);
/* the bytes a member of len takes in the archive (header and padding) */
uint64_t tar_member_size(size_t len);

#endif
