// SPDX-License-Identifier: GPL-2.0 OR BSD-3-Clause
/* Aligned tables for people. */
#include <errno.h>
#include <stdlib.h>
#include <string.h>

#include "table.h"

/* columns on a terminal: UTF-8 continuation bytes take none ("°C") */
static size_t cols(const char *s)
{
	size_t n = 0;

	for (; *s; s++)
		n += ((unsigned char)*s & 0xc0) != 0x80;
	return n;
}

void table_init(struct table *t, const char *const *header)
{
	memset(t, 0, sizeof(*t));
	while (header[t->ncols])
		t->ncols++;
	table_row(t, header);
}

void table_row(struct table *t, const char *const *cells)
{
	if (t->err)
		return;
	if (t->ncells + t->ncols > t->cap) {
		size_t cap = t->cap ? t->cap * 2 : 16 * (size_t)t->ncols;
		char **n = realloc(t->cells, cap * sizeof(*n));

		if (!n) {
			t->err = -ENOMEM;
			return;
		}
		t->cells = n;
		t->cap = cap;
	}
	for (unsigned int i = 0; i < t->ncols; i++) {
		char *c = strdup(cells[i] && *cells[i] ? cells[i] : "-");

		if (!c) {
			t->err = -ENOMEM;
			return;
		}
		t->cells[t->ncells++] = c;
	}
}

int table_print(FILE *f, struct table *t)
{
	size_t *w = calloc(t->ncols ? t->ncols : 1, sizeof(*w));
	int err = t->err;

	if (!err && !w)
		err = -ENOMEM;
	for (size_t i = 0; !err && i < t->ncells; i++) {
		size_t l = cols(t->cells[i]);

		if (l > w[i % t->ncols])
			w[i % t->ncols] = l;
	}
	for (size_t i = 0; !err && i < t->ncells; i++) {
		unsigned int c = (unsigned int)(i % t->ncols);

		if (c + 1 < t->ncols)
			fprintf(f, "%s%*s  ", t->cells[i], (int)(w[c] - cols(t->cells[i])), "");
		else
			fprintf(f, "%s\n", t->cells[i]);
	}
	if (!err && ferror(f))
		err = -EIO;
	free(w);
	table_free(t);
	return err;
}

void table_free(struct table *t)
{
	for (size_t i = 0; i < t->ncells; i++)
		free(t->cells[i]);
	free(t->cells);
	t->cells = NULL;
	t->ncells = 0;
}
