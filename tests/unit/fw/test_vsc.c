// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * The PCI vendor-specific capability: the exact sequences of Linux 6.12's mlx5_core
 * (lib/pci_vsc.c, diag/crdump.c, health.c lock_sem_sw_reset), replayed on the model, then a
 * hostile guest. The offsets and bits below are the kernel's (pci_vsc.c's enum), used as an
 * independent oracle for emulator/fw/vsc.c.
 */
#include <errno.h>

#include "fwtest.h"

/* --- a port of lib/pci_vsc.c onto the model (sleeps dropped, nothing else changed) ------- */

#define MLX5_ONES32(size)		((size) ? (0xffffffffu >> (32 - (size))) : 0)
#define MLX5_MASK32(offset, size)	(MLX5_ONES32(size) << (offset))
#define MLX5_EXTRACT_C(source, offset, size) \
	((((uint32_t)(source)) >> (offset)) & MLX5_ONES32(size))
#define MLX5_EXTRACT(src, start, len) \
	(((len) == 32) ? (src) : MLX5_EXTRACT_C(src, start, len))
#define MLX5_MERGE_C(rsrc1, rsrc2, start, len) \
	((((rsrc2) << (start)) & (MLX5_MASK32((start), (len)))) | \
	 ((rsrc1) & (~MLX5_MASK32((start), (len)))))
#define MLX5_MERGE(rsrc1, rsrc2, start, len) \
	(((len) == 32) ? (rsrc2) : MLX5_MERGE_C(rsrc1, rsrc2, start, len))
#define VSC_MAX_RETRIES 2048

enum {
	VSC_CTRL_OFFSET = 0x4,
	VSC_COUNTER_OFFSET = 0x8,
	VSC_SEMAPHORE_OFFSET = 0xc,
	VSC_ADDR_OFFSET = 0x10,
	VSC_DATA_OFFSET = 0x14,

	VSC_FLAG_BIT_OFFS = 31,
	VSC_FLAG_BIT_LEN = 1,
	VSC_SYND_BIT_OFFS = 30,
	VSC_SYND_BIT_LEN = 1,
	VSC_ADDR_BIT_OFFS = 0,
	VSC_ADDR_BIT_LEN = 30,
	VSC_SPACE_BIT_OFFS = 0,
	VSC_SPACE_BIT_LEN = 16,
	VSC_SIZE_VLD_BIT_OFFS = 28,
	VSC_SIZE_VLD_BIT_LEN = 1,
	VSC_STATUS_BIT_OFFS = 29,
	VSC_STATUS_BIT_LEN = 3,
};

enum { MLX5_VSC_UNLOCK, MLX5_VSC_LOCK };
enum { MLX5_VSC_SPACE_SCAN_CRSPACE = 0x7 };
enum { MLX5_SEMAPHORE_SPACE_DOMAIN = 0xA, MLX5_SEMAPHORE_SW_RESET = 0x20 };

#define BAD_ACCESS	0xBADACCE5u
#define CR_SIZE		0x600000u		/* the model's CR space (6 MiB, as mstregdump's map) */

/* the counts the kernel never sees: how many config accesses a sequence took */
static unsigned int cfg_reads, cfg_writes;

static int vsc_read(struct mlx5fw *f, unsigned int off, uint32_t *val)
{
	cfg_reads++;
	*val = mlx5fw_vsc_read(f, off, 4);
	return 0;
}

static int vsc_write(struct mlx5fw *f, unsigned int off, uint32_t val)
{
	cfg_writes++;
	mlx5fw_vsc_write(f, off, val, 4);
	return 0;
}

static int mlx5_vsc_gw_lock(struct mlx5fw *f)
{
	uint32_t counter = 0, lock_val;
	int retries = 0;

	do {
		if (retries > VSC_MAX_RETRIES)
			return -EBUSY;
		vsc_read(f, VSC_SEMAPHORE_OFFSET, &lock_val);
		if (lock_val) {
			retries++;
			continue;
		}
		vsc_read(f, VSC_COUNTER_OFFSET, &counter);
		vsc_write(f, VSC_SEMAPHORE_OFFSET, counter);
		vsc_read(f, VSC_SEMAPHORE_OFFSET, &lock_val);
		retries++;
	} while (counter != lock_val);
	return 0;
}

static int mlx5_vsc_gw_unlock(struct mlx5fw *f)
{
	return vsc_write(f, VSC_SEMAPHORE_OFFSET, MLX5_VSC_UNLOCK);
}

static int mlx5_vsc_gw_set_space(struct mlx5fw *f, uint16_t space, uint32_t *ret_space_size)
{
	uint32_t val = 0;

	if (ret_space_size)
		*ret_space_size = 0;
	vsc_read(f, VSC_CTRL_OFFSET, &val);
	val = MLX5_MERGE(val, (uint32_t)space, VSC_SPACE_BIT_OFFS, VSC_SPACE_BIT_LEN);
	vsc_write(f, VSC_CTRL_OFFSET, val);
	vsc_read(f, VSC_CTRL_OFFSET, &val);
	if (MLX5_EXTRACT(val, VSC_STATUS_BIT_OFFS, VSC_STATUS_BIT_LEN) == 0)
		return -EINVAL;
	if (ret_space_size && MLX5_EXTRACT(val, VSC_SIZE_VLD_BIT_OFFS, VSC_SIZE_VLD_BIT_LEN)) {
		vsc_read(f, VSC_ADDR_OFFSET, &val);
		*ret_space_size = MLX5_EXTRACT(val, VSC_ADDR_BIT_OFFS, VSC_ADDR_BIT_LEN);
	}
	return 0;
}

static int mlx5_vsc_wait_on_flag(struct mlx5fw *f, uint8_t expected_val)
{
	int retries = 0;
	uint32_t flag;

	do {
		if (retries > VSC_MAX_RETRIES)
			return -EBUSY;
		vsc_read(f, VSC_ADDR_OFFSET, &flag);
		flag = MLX5_EXTRACT(flag, VSC_FLAG_BIT_OFFS, VSC_FLAG_BIT_LEN);
		retries++;
	} while (flag != expected_val);
	return 0;
}

static int mlx5_vsc_gw_write(struct mlx5fw *f, unsigned int address, uint32_t data)
{
	if (MLX5_EXTRACT(address, VSC_SYND_BIT_OFFS, VSC_FLAG_BIT_LEN + VSC_SYND_BIT_LEN))
		return -EINVAL;
	address = MLX5_MERGE(address, 1u, VSC_FLAG_BIT_OFFS, 1);	/* 1u: no int shift UB */
	vsc_write(f, VSC_DATA_OFFSET, data);
	vsc_write(f, VSC_ADDR_OFFSET, address);
	return mlx5_vsc_wait_on_flag(f, 0);
}

static int mlx5_vsc_gw_read(struct mlx5fw *f, unsigned int address, uint32_t *data)
{
	int ret;

	if (MLX5_EXTRACT(address, VSC_SYND_BIT_OFFS, VSC_FLAG_BIT_LEN + VSC_SYND_BIT_LEN))
		return -EINVAL;
	vsc_write(f, VSC_ADDR_OFFSET, address);
	ret = mlx5_vsc_wait_on_flag(f, 1);
	if (ret)
		return ret;
	return vsc_read(f, VSC_DATA_OFFSET, data);
}

static int mlx5_vsc_gw_read_fast(struct mlx5fw *f, unsigned int read_addr,
				 unsigned int *next_read_addr, uint32_t *data)
{
	uint32_t v;
	int ret;

	ret = mlx5_vsc_gw_read(f, read_addr, data);
	if (ret)
		return ret;
	vsc_read(f, VSC_ADDR_OFFSET, &v);
	*next_read_addr = MLX5_EXTRACT(v, VSC_ADDR_BIT_OFFS, VSC_ADDR_BIT_LEN);
	if (*next_read_addr <= read_addr)
		return -EINVAL;
	return 0;
}

static int mlx5_vsc_gw_read_block_fast(struct mlx5fw *f, uint32_t *data, int length)
{
	unsigned int next_read_addr = 0, read_addr = 0;

	while (read_addr < (unsigned int)length) {
		if (mlx5_vsc_gw_read_fast(f, read_addr, &next_read_addr, &data[read_addr >> 2]))
			return (int)read_addr;
		read_addr = next_read_addr;
	}
	return length;
}

static int mlx5_vsc_sem_set_space(struct mlx5fw *f, uint16_t space, int state)
{
	uint32_t data, id = 0;
	int ret;

	ret = mlx5_vsc_gw_set_space(f, MLX5_SEMAPHORE_SPACE_DOMAIN, NULL);
	if (ret)
		return ret;
	if (state == MLX5_VSC_LOCK)
		vsc_read(f, VSC_COUNTER_OFFSET, &id);
	ret = mlx5_vsc_gw_write(f, space, id);
	if (ret)
		return ret;
	ret = mlx5_vsc_gw_read(f, space, &data);
	if (ret)
		return -EINVAL;
	if (data != id)
		return -EBUSY;
	return 0;
}

/* diag/crdump.c: mlx5_crdump_enable() */
static int crdump_enable(struct mlx5fw *f, uint32_t *crdump_size)
{
	uint32_t space_size;
	int ret;

	*crdump_size = 0;
	ret = mlx5_vsc_gw_lock(f);
	if (ret)
		return ret;
	ret = mlx5_vsc_gw_set_space(f, MLX5_VSC_SPACE_SCAN_CRSPACE, &space_size);
	if (ret) {
		mlx5_vsc_gw_unlock(f);
		return 0;
	}
	if (!space_size) {
		mlx5_vsc_gw_unlock(f);
		return -EINVAL;
	}
	ret = mlx5_vsc_gw_unlock(f);
	if (ret)
		return ret;
	*crdump_size = space_size;
	return 0;
}

/* diag/crdump.c: mlx5_crdump_fill() + mlx5_crdump_collect() */
static int crdump_collect(struct mlx5fw *f, uint32_t crdump_size, uint32_t *cr_data)
{
	uint32_t i;
	int ret;

	if (!crdump_size)
		return -ENODEV;
	ret = mlx5_vsc_gw_lock(f);
	if (ret)
		return ret;
	ret = mlx5_vsc_sem_set_space(f, MLX5_SEMAPHORE_SW_RESET, MLX5_VSC_LOCK);
	if (ret)
		goto unlock_gw;
	ret = mlx5_vsc_gw_set_space(f, MLX5_VSC_SPACE_SCAN_CRSPACE, NULL);
	if (ret)
		goto unlock_sem;
	for (i = 0; i < crdump_size / 4; i++)
		cr_data[i] = BAD_ACCESS;
	ret = mlx5_vsc_gw_read_block_fast(f, cr_data, (int)crdump_size);
	if (ret <= 0)
		ret = ret ? ret : -EIO;
	else
		ret = (uint32_t)ret == crdump_size ? 0 : -EINVAL;
unlock_sem:
	mlx5_vsc_sem_set_space(f, MLX5_SEMAPHORE_SW_RESET, MLX5_VSC_UNLOCK);
unlock_gw:
	mlx5_vsc_gw_unlock(f);
	return ret;
}

/* health.c: lock_sem_sw_reset() */
static int lock_sem_sw_reset(struct mlx5fw *f, bool lock)
{
	int ret = mlx5_vsc_gw_lock(f);

	if (ret == -EBUSY)
		return -EINVAL;
	if (ret)
		return ret;
	ret = mlx5_vsc_sem_set_space(f, MLX5_SEMAPHORE_SW_RESET,
				     lock ? MLX5_VSC_LOCK : MLX5_VSC_UNLOCK);
	mlx5_vsc_gw_unlock(f);
	return ret;
}

/* --- raw helpers for the hostile part ------------------------------------------------ */

static uint32_t rd(unsigned int off)
{
	return mlx5fw_vsc_read(fw, off, 4);
}

static void wr(unsigned int off, uint32_t v)
{
	mlx5fw_vsc_write(fw, off, v, 4);
}

static uint32_t synd_code(void)
{
	return (rd(VSC_CTRL_OFFSET) >> 24) & 0xf;
}

static bool synd(void)
{
	return (rd(VSC_ADDR_OFFSET) >> VSC_SYND_BIT_OFFS) & 1;
}

static void take_gw(void)
{
	ck_assert_int_eq(mlx5_vsc_gw_lock(fw), 0);
}

/* --- the kernel's sequences ---------------------------------------------------------- */

START_TEST(header)
{
	uint32_t h = rd(0);

	ck_assert_uint_eq(h & 0xff, 0x09);		/* PCI_CAP_ID_VNDR */
	ck_assert_uint_eq((h >> 16) & 0xff, 0x18);	/* length */
	ck_assert_uint_eq(h >> 24, 0);			/* functional VSC (mstflint) */
	ck_assert_uint_eq(MLX5FW_VSC_SIZE, 0x18);
	ck_assert_uint_eq(mlx5fw_vsc_read(fw, 2, 2), 0x0018);
	ck_assert_uint_eq(mlx5fw_vsc_read(fw, 2, 1), 0x18);
	/* out of reset: free, nothing selected */
	ck_assert_uint_eq(rd(VSC_SEMAPHORE_OFFSET), 0);
	ck_assert_uint_eq(rd(VSC_CTRL_OFFSET), 0);
}
END_TEST

START_TEST(gw_lock_protocol)
{
	uint32_t t1, t2;

	/* mlx5_vsc_gw_lock: one round — read sem, read counter, write, read back */
	cfg_reads = cfg_writes = 0;
	take_gw();
	ck_assert_uint_eq(cfg_reads, 3);
	ck_assert_uint_eq(cfg_writes, 1);
	t1 = rd(VSC_SEMAPHORE_OFFSET);
	ck_assert_uint_ne(t1, 0);
	/* held: a second locker sees it taken and gives up after VSC_MAX_RETRIES */
	ck_assert_int_eq(mlx5_vsc_gw_lock(fw), -EBUSY);
	ck_assert_uint_eq(rd(VSC_SEMAPHORE_OFFSET), t1);
	/* a ticket written over a held semaphore does not take it */
	wr(VSC_SEMAPHORE_OFFSET, t1 + 1);
	ck_assert_uint_eq(rd(VSC_SEMAPHORE_OFFSET), t1);
	ck_assert_int_eq(mlx5_vsc_gw_unlock(fw), 0);
	ck_assert_uint_eq(rd(VSC_SEMAPHORE_OFFSET), 0);
	take_gw();
	t2 = rd(VSC_SEMAPHORE_OFFSET);
	ck_assert_uint_ne(t2, t1);			/* every ticket is new */
	mlx5_vsc_gw_unlock(fw);
}
END_TEST

START_TEST(counter_tickets)
{
	uint32_t prev = rd(VSC_COUNTER_OFFSET), v;
	int i;

	ck_assert_uint_ne(prev, 0);
	for (i = 0; i < 1000; i++) {
		v = rd(VSC_COUNTER_OFFSET);
		ck_assert_uint_ne(v, 0);
		ck_assert_uint_ne(v, prev);
		prev = v;
	}
	wr(VSC_COUNTER_OFFSET, 0);			/* read-only */
	ck_assert_uint_ne(rd(VSC_COUNTER_OFFSET), 0);
}
END_TEST

START_TEST(crdump_enable_size)
{
	uint32_t size;

	ck_assert_int_eq(crdump_enable(fw, &size), 0);
	ck_assert_uint_eq(size, CR_SIZE);
	ck_assert_uint_eq(rd(VSC_SEMAPHORE_OFFSET), 0);	/* unlocked again */
	ck_assert_uint_eq(host.guest_errors, 0);
}
END_TEST

START_TEST(crdump_collect_replay)
{
	uint32_t size, *a, *b, i, holes = 0;

	ck_assert_int_eq(crdump_enable(fw, &size), 0);
	a = calloc(1, size);
	b = calloc(1, size);
	ck_assert_ptr_nonnull(a);
	ck_assert_ptr_nonnull(b);
	cfg_reads = cfg_writes = 0;
	ck_assert_int_eq(crdump_collect(fw, size, a), 0);
	ck_assert_uint_eq(host.guest_errors, 0);
	/* the scan skipped the hole: fewer reads than dwords */
	ck_assert_uint_lt(cfg_writes, size / 4);
	for (i = 0; i < size / 4; i++)
		holes += a[i] == BAD_ACCESS;
	ck_assert_uint_eq(holes, (0xa0000 - 0x80000) / 4);
	ck_assert_uint_eq(a[0x80000 / 4], BAD_ACCESS);
	ck_assert_uint_ne(a[0x7fffc / 4], BAD_ACCESS);
	ck_assert_uint_ne(a[0xa0000 / 4], BAD_ACCESS);
	/* hardware id and revision where mstflint reads them (ConnectX-6 Dx: 0x212) */
	ck_assert_uint_eq(a[0xf0014 / 4] & 0xffff, 0x212);
	/* content varies with the address */
	ck_assert_uint_ne(a[0], a[1]);
	/* everything released: gateway and SW-reset semaphore */
	ck_assert_uint_eq(rd(VSC_SEMAPHORE_OFFSET), 0);
	take_gw();
	ck_assert_int_eq(mlx5_vsc_gw_set_space(fw, MLX5_SEMAPHORE_SPACE_DOMAIN, NULL), 0);
	ck_assert_int_eq(mlx5_vsc_gw_read(fw, MLX5_SEMAPHORE_SW_RESET, &i), 0);
	ck_assert_uint_eq(i, 0);
	mlx5_vsc_gw_unlock(fw);
	/* deterministic: a second dump, and one after a reset, are the same */
	ck_assert_int_eq(crdump_collect(fw, size, b), 0);
	ck_assert_mem_eq(a, b, size);
	mlx5fw_reset(fw);
	memset(b, 0, size);
	ck_assert_int_eq(crdump_collect(fw, size, b), 0);
	ck_assert_mem_eq(a, b, size);
	free(a);
	free(b);
}
END_TEST

START_TEST(crdump_identity)
{
	struct mlx5fw_config cfg = { .pci_device_id = 0x1021, .num_uars = 8, .msix_vectors = 4 };
	struct mlx5fw *cx7 = mlx5fw_new(&cfg, &fake_ops, NULL);
	uint32_t size, *a = calloc(1, CR_SIZE), *b = calloc(1, CR_SIZE);

	ck_assert_ptr_nonnull(cx7);
	ck_assert_int_eq(crdump_enable(fw, &size), 0);
	ck_assert_int_eq(crdump_collect(fw, size, a), 0);
	ck_assert_int_eq(crdump_enable(cx7, &size), 0);
	ck_assert_uint_eq(size, CR_SIZE);
	ck_assert_int_eq(crdump_collect(cx7, size, b), 0);
	ck_assert_uint_eq(b[0xf0014 / 4] & 0xffff, 0x218);	/* ConnectX-7 */
	ck_assert_uint_ne(a[0], b[0]);
	ck_assert_uint_ne(a[0x1234], b[0x1234]);
	mlx5fw_free(cx7);
	free(a);
	free(b);
}
END_TEST

START_TEST(sw_reset_semaphore)
{
	uint32_t size, *a = calloc(1, CR_SIZE);

	/* health.c: lock the SW-reset semaphore (one PF starts a reset) */
	ck_assert_int_eq(lock_sem_sw_reset(fw, true), 0);
	ck_assert_uint_eq(rd(VSC_SEMAPHORE_OFFSET), 0);	/* the gateway is free again */
	/* another function (a new ticket) cannot take it, nor dump meanwhile */
	ck_assert_int_eq(lock_sem_sw_reset(fw, true), -EBUSY);
	ck_assert_int_eq(crdump_enable(fw, &size), 0);
	ck_assert_int_eq(crdump_collect(fw, size, a), -EBUSY);
	ck_assert_int_eq(lock_sem_sw_reset(fw, true), -EBUSY);	/* still held */
	/* the owner releases it after the reset; then a dump goes through */
	ck_assert_int_eq(lock_sem_sw_reset(fw, false), 0);
	ck_assert_int_eq(crdump_collect(fw, size, a), 0);
	ck_assert_uint_eq(host.guest_errors, 0);
	free(a);
}
END_TEST

START_TEST(semaphore_space)
{
	uint32_t v;

	take_gw();
	ck_assert_int_eq(mlx5_vsc_gw_set_space(fw, MLX5_SEMAPHORE_SPACE_DOMAIN, &v), 0);
	ck_assert_uint_eq(v, 64 * 4);
	/* every semaphore is independent */
	ck_assert_int_eq(mlx5_vsc_gw_write(fw, 0x0, 0x11), 0);
	ck_assert_int_eq(mlx5_vsc_gw_write(fw, 0x4, 0x22), 0);
	ck_assert_int_eq(mlx5_vsc_gw_write(fw, 0x0, 0x33), 0);	/* held: ignored */
	ck_assert_int_eq(mlx5_vsc_gw_read(fw, 0x0, &v), 0);
	ck_assert_uint_eq(v, 0x11);
	ck_assert_int_eq(mlx5_vsc_gw_read(fw, 0x4, &v), 0);
	ck_assert_uint_eq(v, 0x22);
	ck_assert_int_eq(mlx5_vsc_gw_write(fw, 0x0, 0), 0);	/* freed */
	ck_assert_int_eq(mlx5_vsc_gw_read(fw, 0x0, &v), 0);
	ck_assert_uint_eq(v, 0);
	ck_assert(!synd());
	/* the last semaphore, and one past it */
	ck_assert_int_eq(mlx5_vsc_gw_write(fw, 0xfc, 0x44), 0);
	ck_assert(!synd());
	ck_assert_int_eq(mlx5_vsc_gw_write(fw, 0x100, 0x44), 0);
	ck_assert(synd());
	ck_assert_uint_eq(synd_code(), MLX5FW_VSC_SYND_ADDR_RANGE);
	mlx5_vsc_gw_unlock(fw);
	mlx5fw_reset(fw);					/* a reset frees them all */
	take_gw();
	ck_assert_int_eq(mlx5_vsc_gw_set_space(fw, MLX5_SEMAPHORE_SPACE_DOMAIN, NULL), 0);
	ck_assert_int_eq(mlx5_vsc_gw_read(fw, 0x4, &v), 0);
	ck_assert_uint_eq(v, 0);
	mlx5_vsc_gw_unlock(fw);
}
END_TEST

START_TEST(cr_space_direct)
{
	uint32_t size, scan0, v;

	take_gw();
	ck_assert_int_eq(mlx5_vsc_gw_set_space(fw, MLX5_VSC_SPACE_SCAN_CRSPACE, NULL), 0);
	ck_assert_int_eq(mlx5_vsc_gw_read(fw, 0x100, &scan0), 0);
	/* space 2 (mstflint's CR space): same content, the address register keeps the address */
	ck_assert_int_eq(mlx5_vsc_gw_set_space(fw, 0x2, &size), 0);
	ck_assert_uint_eq(size, CR_SIZE);
	ck_assert_int_eq(mlx5_vsc_gw_read(fw, 0x100, &v), 0);
	ck_assert_uint_eq(v, scan0);
	ck_assert_uint_eq(rd(VSC_ADDR_OFFSET), 0x80000100u);
	ck_assert_int_eq(mlx5_vsc_gw_read(fw, 0x80000, &v), 0);	/* the hole */
	ck_assert_uint_eq(v, BAD_ACCESS);
	ck_assert(!synd());
	ck_assert_int_eq(mlx5_vsc_gw_read(fw, 0xf0014, &v), 0);
	ck_assert_uint_eq(v & 0xffff, 0x212);
	/* read-only: a write completes (flag 0) with a syndrome and changes nothing */
	ck_assert_int_eq(mlx5_vsc_gw_write(fw, 0x100, 0xdeadbeef), 0);
	ck_assert(synd());
	ck_assert_uint_eq(synd_code(), MLX5FW_VSC_SYND_READ_ONLY);
	ck_assert_int_eq(mlx5_vsc_gw_read(fw, 0x100, &v), 0);
	ck_assert_uint_eq(v, scan0);
	ck_assert(!synd());
	ck_assert_uint_eq(synd_code(), 0);
	mlx5_vsc_gw_unlock(fw);
}
END_TEST

START_TEST(scan_next_address)
{
	uint32_t v;
	unsigned int next;

	take_gw();
	ck_assert_int_eq(mlx5_vsc_gw_set_space(fw, MLX5_VSC_SPACE_SCAN_CRSPACE, NULL), 0);
	ck_assert_int_eq(mlx5_vsc_gw_read_fast(fw, 0, &next, &v), 0);
	ck_assert_uint_eq(next, 4);
	ck_assert_int_eq(mlx5_vsc_gw_read_fast(fw, 0x7fffc, &next, &v), 0);
	ck_assert_uint_eq(next, 0xa0000);			/* over the hole */
	ck_assert_uint_ne(v, BAD_ACCESS);
	ck_assert_int_eq(mlx5_vsc_gw_read_fast(fw, 0x90000, &next, &v), 0);
	ck_assert_uint_eq(next, 0xa0000);			/* from inside it, too */
	ck_assert_uint_eq(v, BAD_ACCESS);
	ck_assert_int_eq(mlx5_vsc_gw_read_fast(fw, CR_SIZE - 4, &next, &v), 0);
	ck_assert_uint_eq(next, CR_SIZE);			/* the end */
	mlx5_vsc_gw_unlock(fw);
}
END_TEST

/* --- hostile guests ------------------------------------------------------------------ */

START_TEST(unlocked_access)
{
	uint32_t v;
	unsigned int e = host.guest_errors;

	/* select a space without the semaphore: refused */
	ck_assert_int_eq(mlx5_vsc_gw_set_space(fw, MLX5_VSC_SPACE_SCAN_CRSPACE, NULL), -EINVAL);
	ck_assert_uint_eq(rd(VSC_CTRL_OFFSET) & 0xffff, 0);
	ck_assert_uint_eq(synd_code(), MLX5FW_VSC_SYND_NOT_LOCKED);
	/* a space selected under the lock, then used after unlocking: refused, but the read
	 * still completes (flag 1, syndrome) so nobody spins */
	take_gw();
	ck_assert_int_eq(mlx5_vsc_gw_set_space(fw, MLX5_VSC_SPACE_SCAN_CRSPACE, NULL), 0);
	mlx5_vsc_gw_unlock(fw);
	ck_assert_int_eq(mlx5_vsc_gw_read(fw, 0x100, &v), 0);
	ck_assert_uint_eq(v, BAD_ACCESS);
	ck_assert(synd());
	ck_assert_uint_eq(synd_code(), MLX5FW_VSC_SYND_NOT_LOCKED);
	/* taking a semaphore without the gateway: the space change is refused (space 7 stays
	 * selected, so its status still reads supported), the write and the read back too */
	ck_assert_int_eq(mlx5_vsc_sem_set_space(fw, MLX5_SEMAPHORE_SW_RESET, MLX5_VSC_LOCK),
			 -EBUSY);
	ck_assert_uint_eq(rd(VSC_CTRL_OFFSET) & 0xffff, MLX5_VSC_SPACE_SCAN_CRSPACE);
	take_gw();
	ck_assert_int_eq(mlx5_vsc_gw_set_space(fw, MLX5_SEMAPHORE_SPACE_DOMAIN, NULL), 0);
	ck_assert_int_eq(mlx5_vsc_gw_read(fw, MLX5_SEMAPHORE_SW_RESET, &v), 0);
	ck_assert_uint_eq(v, 0);
	mlx5_vsc_gw_unlock(fw);
	ck_assert_uint_gt(host.guest_errors, e);
}
END_TEST

START_TEST(bad_space)
{
	/* mstflint probes 0x3-0x7, 0xf, 0x1, 0xa, 0x2: 0x1 and 0x3 (ICMD) are supported now */
	static const uint16_t spaces[] = { 0, 4, 5, 6, 8, 0xb, 0xf, 0x107, 0xffff };
	uint32_t v, size;
	size_t i;

	take_gw();
	for (i = 0; i < sizeof(spaces) / sizeof(spaces[0]); i++) {
		ck_assert_int_eq(mlx5_vsc_gw_set_space(fw, spaces[i], &size), -EINVAL);
		ck_assert_uint_eq(rd(VSC_CTRL_OFFSET) >> 28, 0);	/* no status, no size */
		ck_assert_int_eq(mlx5_vsc_gw_read(fw, 0, &v), 0);
		ck_assert_uint_eq(v, BAD_ACCESS);
		ck_assert(synd());
		ck_assert_uint_eq(synd_code(), MLX5FW_VSC_SYND_BAD_SPACE);
		ck_assert_int_eq(mlx5_vsc_gw_write(fw, 0x20, 1), 0);
		ck_assert_uint_eq(synd_code(), MLX5FW_VSC_SYND_BAD_SPACE);
	}
	/* the bits around the space field are read-only */
	wr(VSC_CTRL_OFFSET, 0xffff0007);
	ck_assert_uint_eq(rd(VSC_CTRL_OFFSET), 0x30000007u);	/* status 1, size valid */
	mlx5_vsc_gw_unlock(fw);
}
END_TEST

START_TEST(address_out_of_range)
{
	static const uint32_t addrs[] = { CR_SIZE, CR_SIZE + 4, 0x3ffffffc, 0x2, 0x101 };
	uint32_t v;
	size_t i;

	take_gw();
	ck_assert_int_eq(mlx5_vsc_gw_set_space(fw, MLX5_VSC_SPACE_SCAN_CRSPACE, NULL), 0);
	for (i = 0; i < sizeof(addrs) / sizeof(addrs[0]); i++) {
		ck_assert_int_eq(mlx5_vsc_gw_read(fw, addrs[i], &v), 0);
		ck_assert_uint_eq(v, BAD_ACCESS);
		ck_assert(synd());
		ck_assert_uint_eq(synd_code(), MLX5FW_VSC_SYND_ADDR_RANGE);
	}
	/* the kernel refuses addresses with bits 31:30 itself */
	ck_assert_int_eq(mlx5_vsc_gw_read(fw, 0x40000000, &v), -EINVAL);
	/* written raw, bit 30 is read-only: the address is 0, a good one */
	wr(VSC_ADDR_OFFSET, 0x40000000);
	ck_assert_uint_eq(rd(VSC_ADDR_OFFSET), 0x80000004u);	/* flag, next = 4, no synd */
	ck_assert_uint_eq(synd_code(), 0);
	mlx5_vsc_gw_unlock(fw);
}
END_TEST

START_TEST(flag_games)
{
	uint32_t v, first;

	take_gw();
	ck_assert_int_eq(mlx5_vsc_gw_set_space(fw, MLX5_VSC_SPACE_SCAN_CRSPACE, NULL), 0);
	ck_assert_int_eq(mlx5_vsc_gw_read(fw, 0, &first), 0);
	/* flag 1 on the read-only scan space: a write, refused, completes with flag 0 */
	wr(VSC_DATA_OFFSET, 0x12345678);
	wr(VSC_ADDR_OFFSET, 0x80000000);
	v = rd(VSC_ADDR_OFFSET);
	ck_assert_uint_eq(v >> 31, 0);
	ck_assert_uint_eq((v >> 30) & 1, 1);
	ck_assert_uint_eq(synd_code(), MLX5FW_VSC_SYND_READ_ONLY);
	ck_assert_int_eq(mlx5_vsc_gw_read(fw, 0, &v), 0);
	ck_assert_uint_eq(v, first);
	/* the same address twice, data read twice without a new request: stable */
	ck_assert_uint_eq(rd(VSC_DATA_OFFSET), first);
	ck_assert_uint_eq(rd(VSC_DATA_OFFSET), first);
	/* the flag is the device's: reading it does not change it */
	ck_assert_uint_eq(rd(VSC_ADDR_OFFSET) >> 31, 1);
	ck_assert_uint_eq(rd(VSC_ADDR_OFFSET) >> 31, 1);
	/* every flag/address combination at the edges, both spaces */
	for (v = 0; v < 64; v++) {
		uint32_t a = (v & 1 ? 0x80000000u : 0) | (v & 2 ? 0x40000000u : 0) |
			     (v & 4 ? CR_SIZE - 4 : 0) | (v & 8 ? 0x3fffff00u : 0) | (v & 16 ? 3 : 0);

		wr(VSC_CTRL_OFFSET, v & 32 ? MLX5_SEMAPHORE_SPACE_DOMAIN : 7);
		wr(VSC_DATA_OFFSET, v);
		wr(VSC_ADDR_OFFSET, a);
		ck_assert_uint_eq(rd(VSC_ADDR_OFFSET) >> 31, a >> 31 ? 0 : 1);
	}
	mlx5_vsc_gw_unlock(fw);
}
END_TEST

START_TEST(odd_accesses)
{
	unsigned int e = host.guest_errors, off, size;
	uint32_t dw;

	take_gw();
	ck_assert_int_eq(mlx5_vsc_gw_set_space(fw, MLX5_VSC_SPACE_SCAN_CRSPACE, NULL), 0);
	/* sub-dword and straddling reads are carved out of the little-endian registers */
	dw = rd(VSC_ADDR_OFFSET);
	ck_assert_uint_eq(mlx5fw_vsc_read(fw, VSC_ADDR_OFFSET + 3, 1), dw >> 24);
	ck_assert_uint_eq(mlx5fw_vsc_read(fw, VSC_ADDR_OFFSET + 2, 2), dw >> 16);
	ck_assert_uint_eq(mlx5fw_vsc_read(fw, VSC_ADDR_OFFSET + 1, 2), (dw >> 8) & 0xffff);
	ck_assert_uint_eq(mlx5fw_vsc_read(fw, VSC_ADDR_OFFSET + 3, 2) & 0xff, dw >> 24);
	/* sub-dword, unaligned and out-of-capability writes: ignored */
	mlx5fw_vsc_write(fw, VSC_SEMAPHORE_OFFSET, 0, 2);
	mlx5fw_vsc_write(fw, VSC_SEMAPHORE_OFFSET, 0, 1);
	mlx5fw_vsc_write(fw, VSC_SEMAPHORE_OFFSET + 1, 0, 4);
	ck_assert_uint_ne(rd(VSC_SEMAPHORE_OFFSET), 0);	/* still held */
	mlx5fw_vsc_write(fw, VSC_ADDR_OFFSET, 0x100, 2);
	ck_assert_uint_eq(rd(VSC_ADDR_OFFSET), dw);
	mlx5fw_vsc_write(fw, 0x18, 0, 4);
	mlx5fw_vsc_write(fw, ~0u - 3, 0, 4);
	mlx5fw_vsc_write(fw, 0, 0, 4);				/* header: read-only */
	ck_assert_uint_eq(rd(0) & 0xff, 0x09);
	ck_assert_uint_gt(host.guest_errors, e);
	/* reads beyond the capability or of odd sizes: 0 */
	ck_assert_uint_eq(mlx5fw_vsc_read(fw, 0x18, 4), 0);
	ck_assert_uint_eq(mlx5fw_vsc_read(fw, 0x16, 4), 0);
	ck_assert_uint_eq(mlx5fw_vsc_read(fw, ~0u, 4), 0);
	ck_assert_uint_eq(mlx5fw_vsc_read(fw, 0, 0), 0);
	ck_assert_uint_eq(mlx5fw_vsc_read(fw, 0, 5), 0);
	/* every offset and size the host could pass */
	for (off = 0; off < 0x20; off++)
		for (size = 0; size <= 8; size++) {
			mlx5fw_vsc_read(fw, off, size);
			mlx5fw_vsc_write(fw, off, 0xffffffff, size);
		}
	mlx5_vsc_gw_unlock(fw);
}
END_TEST

START_TEST(gone)
{
	uint32_t sem;

	take_gw();
	sem = rd(VSC_SEMAPHORE_OFFSET);
	mlx5fw_set_gone(fw, true);
	ck_assert_uint_eq(rd(0), 0xffffffff);
	ck_assert_uint_eq(rd(VSC_SEMAPHORE_OFFSET), 0xffffffff);
	ck_assert_uint_eq(mlx5fw_vsc_read(fw, VSC_CTRL_OFFSET, 2), 0xffff);
	ck_assert_uint_eq(mlx5fw_vsc_read(fw, VSC_CTRL_OFFSET, 1), 0xff);
	/* what the kernel then does: lock spins on all-ones and gives up */
	ck_assert_int_eq(mlx5_vsc_gw_lock(fw), -EBUSY);
	wr(VSC_SEMAPHORE_OFFSET, 0);				/* lost */
	mlx5fw_set_gone(fw, false);
	ck_assert_uint_eq(rd(VSC_SEMAPHORE_OFFSET), sem);
	mlx5_vsc_gw_unlock(fw);
}
END_TEST

START_TEST(reset_frees)
{
	take_gw();
	ck_assert_int_eq(mlx5_vsc_gw_set_space(fw, MLX5_VSC_SPACE_SCAN_CRSPACE, NULL), 0);
	mlx5fw_reset(fw);
	ck_assert_uint_eq(rd(VSC_SEMAPHORE_OFFSET), 0);
	ck_assert_uint_eq(rd(VSC_CTRL_OFFSET), 0);
	ck_assert_uint_eq(rd(VSC_ADDR_OFFSET), 0);
	ck_assert_uint_eq(rd(VSC_DATA_OFFSET), 0);
}
END_TEST

START_TEST(random_junk)
{
	uint32_t x = 0x12345678, i;

	for (i = 0; i < 200000; i++) {
		unsigned int off, size;

		x ^= x << 13;
		x ^= x >> 17;
		x ^= x << 5;
		off = x % 0x1c;
		size = (x >> 8) % 5;
		if (x & 0x80000000u)
			mlx5fw_vsc_write(fw, off & ~3u, x * 2654435761u, 4);
		else if (x & 0x40000000u)
			mlx5fw_vsc_write(fw, off, x, size);
		else
			mlx5fw_vsc_read(fw, off, size);
	}
	/* and the kernel can still use it afterwards */
	mlx5_vsc_gw_unlock(fw);
	{
		uint32_t size;

		ck_assert_int_eq(crdump_enable(fw, &size), 0);
		ck_assert_uint_eq(size, CR_SIZE);
	}
}
END_TEST

static Suite *vsc_suite(void)
{
	Suite *s = suite_create("vsc");
	TCase *tc = tcase_create("kernel");
	TCase *th = tcase_create("hostile");

	tcase_add_checked_fixture(tc, fw_setup, fw_teardown);
	tcase_set_timeout(tc, 60);
	tcase_add_test(tc, header);
	tcase_add_test(tc, gw_lock_protocol);
	tcase_add_test(tc, counter_tickets);
	tcase_add_test(tc, crdump_enable_size);
	tcase_add_test(tc, crdump_collect_replay);
	tcase_add_test(tc, crdump_identity);
	tcase_add_test(tc, sw_reset_semaphore);
	tcase_add_test(tc, semaphore_space);
	tcase_add_test(tc, cr_space_direct);
	tcase_add_test(tc, scan_next_address);
	suite_add_tcase(s, tc);

	tcase_add_checked_fixture(th, fw_setup, fw_teardown);
	tcase_set_timeout(th, 60);
	tcase_add_test(th, unlocked_access);
	tcase_add_test(th, bad_space);
	tcase_add_test(th, address_out_of_range);
	tcase_add_test(th, flag_games);
	tcase_add_test(th, odd_accesses);
	tcase_add_test(th, gone);
	tcase_add_test(th, reset_frees);
	tcase_add_test(th, random_junk);
	suite_add_tcase(s, th);
	return s;
}

FWTEST_MAIN(vsc_suite)
