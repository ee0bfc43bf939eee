// SPDX-License-Identifier: GPL-2.0 OR BSD-3-Clause
/*
 * ustar (POSIX.1-1988 as POSIX.1-2001 keeps it): a 512-byte header per member, the data padded
 * to 512 bytes, two zero blocks at the end. Numbers are octal text; the checksum is the sum of
 * the header's bytes with its own field as spaces.
 */
#include <errno.h>
#include <string.h>
#include <unistd.h>
#include <zlib.h>

#include "tar.h"

#define BLOCK 512

static void put(struct tar *t, const void *p, size_t n)
{
	if (t->err || !n)
		return;
	if (t->gz) {
		if (gzwrite(t->gz, p, (unsigned int)n) != (int)n)
			t->err = -EIO;
	} else if (fwrite(p, 1, n, t->f) != n) {
		t->err = errno ? -errno : -EIO;
	}
	t->in += n;
}

int tar_start(struct tar *t, FILE *f, bool gzip)
{
	memset(t, 0, sizeof(*t));
	t->f = f;
	if (!gzip)
		return 0;
	fflush(f);
	/* a stream of our own on the file's descriptor: gzclose() must not close it */
	t->gz = gzdopen(dup(fileno(f)), "wb6");
	return t->gz ? 0 : -ENOMEM;
}

static void octal(char *field, size_t width, uint64_t v)
{
	/* width - 1 digits and a NUL, as GNU tar writes them (the value fits: sizes are
	 * bounded far below 8 GiB, modes and times are small) */
	for (size_t i = width - 1; i-- > 0; v >>= 3)
		field[i] = (char)('0' + (v & 7));
	field[width - 1] = '\0';
}

/* name into the header's prefix and name fields: 0 or -ENAMETOOLONG */
static int split_name(const char *name, char *hdr)
{
	size_t n = strlen(name);

	if (n <= 100) {
		memcpy(hdr, name, n);
		return 0;
	}
	/* the last '/' that leaves at most 100 bytes after it and at most 155 before it */
	for (size_t i = n - 1; i > 0; i--) {
		if (name[i] != '/' || n - i - 1 > 100)
			continue;
		if (i > 155)
			continue;
		memcpy(hdr + 345, name, i);		/* prefix */
		memcpy(hdr, name + i + 1, n - i - 1);	/* name */
		return 0;
	}
	return -ENAMETOOLONG;
}

int tar_add(struct tar *t, const char *name, const void *data, size_t len, unsigned int mode,
	    time_t mtime, bool dir)
{
	static const uint8_t zeros[BLOCK];
	char hdr[BLOCK] = { 0 };
	unsigned int sum = 0;
	char full[300];

	if (dir) {
		snprintf(full, sizeof(full), "%s/", name);
		name = full;
		len = 0;
	}
	if (split_name(name, hdr))
		return t->err ? t->err : -ENAMETOOLONG;
	octal(hdr + 100, 8, mode & 07777);
	octal(hdr + 108, 8, 0);			/* uid */
	octal(hdr + 116, 8, 0);			/* gid */
	octal(hdr + 124, 12, len);
	octal(hdr + 136, 12, mtime < 0 ? 0 : (uint64_t)mtime);
	hdr[156] = dir ? '5' : '0';
	memcpy(hdr + 257, "ustar", 6);		/* magic and its NUL */
	memcpy(hdr + 263, "00", 2);		/* version */
	memcpy(hdr + 265, "root", 4);		/* uname */
	memcpy(hdr + 297, "root", 4);		/* gname */
	memset(hdr + 148, ' ', 8);
	for (size_t i = 0; i < BLOCK; i++)
		sum += (uint8_t)hdr[i];
	snprintf(hdr + 148, 8, "%06o", sum);	/* six digits, a NUL, a space */
	hdr[155] = ' ';
	put(t, hdr, BLOCK);
	put(t, data, len);
	put(t, zeros, (BLOCK - len % BLOCK) % BLOCK);
	return t->err;
}

int tar_finish(struct tar *t)
{
	static const uint8_t zeros[2 * BLOCK];

	put(t, zeros, sizeof(zeros));
	if (t->gz) {
		if (gzclose(t->gz) != Z_OK && !t->err)
			t->err = -EIO;
		t->gz = NULL;
	} else if (fflush(t->f) && !t->err) {
		t->err = errno ? -errno : -EIO;
	}
	return t->err;
}

uint64_t tar_member_size(size_t len)
{
	return BLOCK + (len + BLOCK - 1) / BLOCK * BLOCK;
}
