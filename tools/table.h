/* SPDX-License-Identifier: GPL-2.0 OR BSD-3-Clause */
/* Aligned tables for people: a header, rows of cells, columns as wide as their widest cell. */
#ifndef MLX5CTL_TOOL_TABLE_H
#define MLX5CTL_TOOL_TABLE_H

#include <stddef.h>
#include <stdio.h>

struct table {
	unsigned int ncols;
	char **cells;		/* row by row, the header first */
	size_t ncells, cap;
	int err;
};

/* a table with these column names (NULL-terminated) */
void table_init(struct table *t, const char *const *header);
/* one row of ncols cells (NULL or "" shows as "-") */
void table_row(struct table *t, const char *const *cells);
/* print (every column but the last padded) and free; 0, -ENOMEM or -EIO */
int table_print(FILE *f, struct table *t);
void table_free(struct table *t);

#endif
