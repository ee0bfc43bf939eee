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

#include <pthread.h>

#include <misc/mlx5ctl.h>

struct mlx5ctl_backend;
struct mlx5ctl_dev;

/*
 * How requests reach a device: a property of the device, chosen when it is opened
 * (transport_mlx5ctl.c, transport_fwctl.c, the test backend in mlx5ctl.c). Requests and
 * replies are the mlx5ctl uAPI's structures whatever the kernel interface. Each returns 0 or
 * a negative errno; rpc sets *explained when it has set the message itself (mlx5ctl_seterr),
 * otherwise the caller words it.
 */
struct mlx5ctl_transport {
	const char *name;	/* "mlx5ctl", "fwctl", "backend": what list and info show */
	/* 0, or an errno with the message set */
	int (*info)(struct mlx5ctl_dev *dev, struct mlx5ctl_info *ki);
	/* 0, or an errno; *explained when the message already names the command */
	int (*rpc)(struct mlx5ctl_dev *dev, struct mlx5ctl_cmdrpc *rpc, bool *explained);
	/* -EOPNOTSUPP where the interface carries no user memory (the dumps go inline) */
	int (*umem_reg)(struct mlx5ctl_dev *dev, struct mlx5ctl_umem_reg *r);
	int (*umem_unreg)(struct mlx5ctl_dev *dev, struct mlx5ctl_umem_unreg *r);
};

extern const struct mlx5ctl_transport mlx5ctl_transport_mlx5ctl;
extern const struct mlx5ctl_transport mlx5ctl_transport_fwctl;

struct umem_node;

struct mlx5ctl_dev {
	int fd;
	const struct mlx5ctl_transport *xp;
	const struct mlx5ctl_backend *be;	/* the backend transport's (tests) */
	void *be_ctx;
	unsigned int flags;			/* MLX5CTL_OPEN_* */
	pthread_mutex_t lock;			/* info and umems */
	struct mlx5ctl_devinfo info;
	struct umem_node *umems;
};

/* the running kernel's release ("7.3.4+deb13-amd64"), "" if uname fails */
const char *mlx5ctl_kernel_release(void);

/* what sysfs and /dev say of one auxiliary device (its transport and node) */
int mlx5ctl_sysdev_of(const char *adev, struct mlx5ctl_sysdev *out);

/*
 * generated from prm/ (`fwctl:`): mlx5ctl_fwctl_min_scope(), the lowest scope upstream's
 * fwctl/mlx5 grants a command (-1: none), and mlx5ctl_fwctl_scope_name()
 */
#include "mlx5ctl_fwctl.h"
/*
 * The scope an RPC goes with over fwctl, from the lowest one fwctl/mlx5 grants the command
 * (-1: none): that one, the lowest for a command refused everywhere, and -EPERM for
 * DEBUG_WRITE_FULL unless the opener allowed it (MLX5CTL_OPEN_DEBUG_WRITE_FULL).
 */
int mlx5ctl_fwctl_pick_scope(int min, unsigned int flags);
/*
 * The fwctl scope a register read is lifted to: when its payload sets a field of the spec's
 * lifting rules (or ends before one), the register's write scope; -1 when nothing lifts it
 * (a write, another command, a register without such rules, a kernel-only write).
 */
int mlx5ctl_fwctl_lift_scope(const void *in, size_t inlen);

/* a command's name from its inbox ("ACCESS_REG", or "opcode 0x..." when the spec lacks it) */
const char *mlx5ctl_opname(const void *in, size_t inlen, char *buf, size_t len);


/*
 * ACCESS_REG with inlen bytes of register data in and outlen out (an MCDA write answers with
 * its header only: the outbox need not carry the data back)
 */
int mlx5ctl_access_reg_io(struct mlx5ctl_dev *dev, uint16_t reg_id, uint32_t argument, bool write,
			  const void *data_in, size_t inlen, void *data_out, size_t outlen);

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
