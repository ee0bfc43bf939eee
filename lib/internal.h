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
struct mlx5ctl_xp_umem;

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
	/*
	 * User memory: -EOPNOTSUPP where the platform bounces DMA, -ENOTTY where the kernel's
	 * interface carries none (upstream's fwctl); the dumps then go inline. NULL: never any.
	 */
	int (*umem_reg)(struct mlx5ctl_dev *dev, struct mlx5ctl_xp_umem *u);
	int (*umem_unreg)(struct mlx5ctl_dev *dev, const struct mlx5ctl_xp_umem *u);
};

/*
 * A registration as the transports make it. The mlx5ctl driver registers the UMEM only (the
 * library then makes a PD and an MKEY over it with CREATE_MKEY, which its policy checks);
 * fwctl with the resource ioctls (NVIDIA's, lib/uapi/fwctl-nvidia/) makes the MKEY in the
 * kernel, under the file's UID, when asked: user space never sends CREATE_MKEY there.
 */
#define MLX5CTL_XP_UMEM_MKEY	(1u << 0)	/* an MKEY over it, if the kernel makes them */
#define MLX5CTL_XP_UMEM_MCDD	(1u << 1)	/* ... one firmware download (MCDD) may read */
struct mlx5ctl_xp_umem {
	uint64_t addr, len;
	uint32_t flags;		/* in: MLX5CTL_XP_UMEM_* */
	uint32_t umem_id;	/* out: the device's UMEM id */
	uint32_t mkey;		/* out: the kernel's MKEY over all of it (index << 8 | key), 0: none;
				 * its address 0 is the buffer's first byte */
	uint32_t handle;	/* out: what umem_unreg takes (mlx5ctl: the UMEM id; fwctl: rsc_id) */
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
	/* fwctl: whether the kernel registers user memory (0 not known yet, 1 yes, -1 ENOTTY) */
	int fwctl_rsc;
};

/*
 * Page-aligned user memory of len bytes registered with flags (MLX5CTL_XP_UMEM_*), on the
 * handle's list (freed by mlx5ctl_umem_free() or at close); *mkey the kernel's MKEY over it, 0
 * when the transport makes none (the caller makes its own). The errors of mlx5ctl_umem_alloc().
 */
int mlx5ctl_umem_alloc_flags(struct mlx5ctl_dev *dev, size_t len, uint32_t flags,
			     struct mlx5ctl_umem **umem, uint32_t *mkey);

/*
 * The PD and MKEY a dump (or MCDD) goes through, over a UMEM of size bytes: the kernel's MKEY
 * where the transport makes one, else a PD and an MKEY of the library's (local read and write),
 * destroyed again by mlx5ctl_target_destroy(). umem_err: the UMEM could not be registered
 * (-EOPNOTSUPP: none on this platform or kernel), nothing else was made.
 */
struct mlx5ctl_target {
	struct mlx5ctl_umem *umem;
	uint32_t pd;
	uint32_t mkey;		/* index << 8 | key */
	uint64_t va;		/* the UMEM's first byte in the MKEY's addresses */
	bool have_pd, have_mkey;	/* made by the library: destroyed by it */
	bool kernel_mkey;	/* the kernel's: goes with the UMEM */
	int umem_err;
};
int mlx5ctl_target_create(struct mlx5ctl_dev *dev, size_t size, uint32_t flags,
			  struct mlx5ctl_target *t);
/* the same, but 0 with t->umem NULL (and t->umem_err -EOPNOTSUPP) where there is no UMEM */
int mlx5ctl_target_or_inline(struct mlx5ctl_dev *dev, size_t size, uint32_t flags,
			     struct mlx5ctl_target *t);
void mlx5ctl_target_destroy(struct mlx5ctl_dev *dev, struct mlx5ctl_target *t);

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
 * The fwctl scope a register access is lifted to: when its payload sets a field of the spec's
 * lifting rules of its direction (or ends before one), the register's write scope; -1 when
 * nothing lifts it (another command, a register without such rules, a kernel-only write).
 */
int mlx5ctl_fwctl_lift_scope(const void *in, size_t inlen);

/*
 * Whether an inbox is a read as the spec says (MLX5CTL_OPEN_READ_ONLY): a command of the
 * debug-read scope; ACCESS_REG a read of a register whose read scope that is, with the fields
 * of the register's read rules (lifting or refused) at a value the rule allows. false with
 * the reason in why.
 */
bool mlx5ctl_rpc_reads(const void *in, size_t inlen, char *why, size_t len);

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
