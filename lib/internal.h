/* SPDX-License-Identifier: GPL-2.0 OR BSD-3-Clause */
/* libmlx5ctl's own helpers: not exported (libmlx5ctl.map), not installed. */
#ifndef MLX5CTL_INTERNAL_H
#define MLX5CTL_INTERNAL_H

#include <string.h>

/* the generated tables and codecs: the library's own */
#ifndef MLX5CTL_INTERNAL
#define MLX5CTL_INTERNAL
#endif
#include "mlx5ctl.h"

/* set the thread's error message; returns ret */
int mlx5ctl_seterr(int ret, const char *fmt, ...) __attribute__((format(printf, 2, 3)));

/* snprintf that says whether it all fit (paths: a cut one is no path) */
bool mlx5ctl_fmt(char *buf, size_t len, const char *fmt, ...) __attribute__((format(printf, 3, 4)));

/* "/sys" and "/dev", or what MLX5CTL_SYSFS_DIR / MLX5CTL_DEV_DIR say (tests) */
const char *mlx5ctl_sysfs_dir(void);
const char *mlx5ctl_dev_dir(void);

/*
 * Caller-allocated structures that start with `uint32_t size` (0: the first version's size):
 * how many bytes of ours the caller's copy has room for.
 */
static inline size_t mlx5ctl_user_size(uint32_t size, size_t ours)
{
	return !size || size > ours ? ours : size;
}

/* copy a filled structure out to the caller's, as much as it has room for; sets its size */
#define MLX5CTL_COPY_OUT(user, ours) do {						\
		size_t n_ = mlx5ctl_user_size((user)->size, sizeof(*(ours)));		\
		(ours)->size = (uint32_t)n_;						\
		memcpy((user), (ours), n_);						\
	} while (0)

/* copy the caller's input structure into a zeroed one of ours */
#define MLX5CTL_COPY_IN(ours, user) do {						\
		memset((ours), 0, sizeof(*(ours)));					\
		memcpy((ours), (user), mlx5ctl_user_size((user)->size, sizeof(*(ours))));	\
	} while (0)

#endif /* MLX5CTL_INTERNAL_H */
