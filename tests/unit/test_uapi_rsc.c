// SPDX-License-Identifier: GPL-2.0 OR BSD-3-Clause
/*
 * The fwctl resource ioctls (lib/uapi/fwctl-nvidia/fwctl_rsc.h) are NVIDIA's, byte for byte: the
 * values below are written out from NVIDIA's user side, Mellanox/mstflint's
 * include/mtcr_ul/fwctrl_ioctl.h (read 2026-12-07 at commits 46a257dbdd79 and 21800c18bb05,
 * identical in what is pinned here), where:
 *
 *	#define FWCTL_TYPE 0x9A
 *	enum { FWCTL_CMD_BASE = 0, FWCTL_CMD_INFO = 0, FWCTL_CMD_RPC = 1,
 *	       FWCTL_CMD_RSC_DESTROY = 2, FWCTL_CMD_RSC_UMEM_REG = 3, };
 *	enum fwctl_umem_flags { FWCTL_UMEM_FLAG_MKEY = 1 << 0, FWCTL_UMEM_FLAG_MCDD = 1 << 1, };
 *	struct fwctl_rsc_umem_reg { __u32 size; __aligned_u64 flags; __aligned_u64 addr;
 *		__aligned_u64 len; __u32 umem_id; __u32 mkey_id; __u32 rsc_id; };
 *	struct fwctl_rsc_destroy { __u32 size; __aligned_u64 flags; __u32 type; __u32 rsc_id; };
 *	#define FWCTL_RSC_UMEM_REG _IO(FWCTL_TYPE, FWCTL_CMD_RSC_UMEM_REG)
 *	#define FWCTL_RSC_DESTROY _IO(FWCTL_TYPE, FWCTL_CMD_RSC_DESTROY)
 *
 * and mstflint's mtcr_ul/fwctrl.c fills them (mlx5u_fwctl_umem_reg: .size = sizeof, flags
 * MKEY | MCDD; mlx5u_fwctl_rsc_destroy: .size = sizeof, .rsc_id, type left 0).
 * The numbers are what those declarations give on every Linux ABI (__aligned_u64 is 8-aligned
 * everywhere, i386 included): _IO(0x9A, n) is 0x9A00 | n; the structures' offsets follow.
 */
#include <check.h>
#include <stddef.h>
#include <stdint.h>
#include <string.h>

#include <fwctl-nvidia/fwctl_rsc.h>

#include "check_run.h"

START_TEST(test_ioctl_numbers)
{
	ck_assert_uint_eq(FWCTL_TYPE, 0x9a);
	ck_assert_uint_eq(FWCTL_CMD_RSC_DESTROY, 2);
	ck_assert_uint_eq(FWCTL_CMD_RSC_UMEM_REG, 3);
	ck_assert_uint_eq(FWCTL_RSC_DESTROY, 0x9a02);
	ck_assert_uint_eq(FWCTL_RSC_UMEM_REG, 0x9a03);
	/* and upstream's two, which they follow */
	ck_assert_uint_eq(FWCTL_INFO, 0x9a00);
	ck_assert_uint_eq(FWCTL_RPC, 0x9a01);
	/* _IO: no direction and no size in the number */
	ck_assert_uint_eq(_IOC_DIR(FWCTL_RSC_UMEM_REG), _IOC_NONE);
	ck_assert_uint_eq(_IOC_SIZE(FWCTL_RSC_UMEM_REG), 0);
	ck_assert_uint_eq(_IOC_DIR(FWCTL_RSC_DESTROY), _IOC_NONE);
	ck_assert_uint_eq(_IOC_SIZE(FWCTL_RSC_DESTROY), 0);
}
END_TEST

START_TEST(test_flags_and_types)
{
	ck_assert_uint_eq(FWCTL_UMEM_FLAG_MKEY, 0x1);
	ck_assert_uint_eq(FWCTL_UMEM_FLAG_MCDD, 0x2);
	/* the type mstflint sends to destroy a UMEM: 0 (fwctrl.c leaves it zero) */
	ck_assert_uint_eq(FWCTL_RSC_TYPE_UMEM, 0);
}
END_TEST

START_TEST(test_umem_reg_layout)
{
	ck_assert_uint_eq(sizeof(struct fwctl_rsc_umem_reg), 48);
	ck_assert_uint_eq(_Alignof(struct fwctl_rsc_umem_reg), 8);
	ck_assert_uint_eq(offsetof(struct fwctl_rsc_umem_reg, size), 0);
	ck_assert_uint_eq(offsetof(struct fwctl_rsc_umem_reg, flags), 8);
	ck_assert_uint_eq(offsetof(struct fwctl_rsc_umem_reg, addr), 16);
	ck_assert_uint_eq(offsetof(struct fwctl_rsc_umem_reg, len), 24);
	ck_assert_uint_eq(offsetof(struct fwctl_rsc_umem_reg, umem_id), 32);
	ck_assert_uint_eq(offsetof(struct fwctl_rsc_umem_reg, mkey_id), 36);
	ck_assert_uint_eq(offsetof(struct fwctl_rsc_umem_reg, rsc_id), 40);
	ck_assert_uint_eq(sizeof(((struct fwctl_rsc_umem_reg *)0)->size), 4);
	ck_assert_uint_eq(sizeof(((struct fwctl_rsc_umem_reg *)0)->flags), 8);
	ck_assert_uint_eq(sizeof(((struct fwctl_rsc_umem_reg *)0)->addr), 8);
	ck_assert_uint_eq(sizeof(((struct fwctl_rsc_umem_reg *)0)->len), 8);
	ck_assert_uint_eq(sizeof(((struct fwctl_rsc_umem_reg *)0)->umem_id), 4);
	ck_assert_uint_eq(sizeof(((struct fwctl_rsc_umem_reg *)0)->mkey_id), 4);
	ck_assert_uint_eq(sizeof(((struct fwctl_rsc_umem_reg *)0)->rsc_id), 4);
}
END_TEST

START_TEST(test_destroy_layout)
{
	ck_assert_uint_eq(sizeof(struct fwctl_rsc_destroy), 24);
	ck_assert_uint_eq(_Alignof(struct fwctl_rsc_destroy), 8);
	ck_assert_uint_eq(offsetof(struct fwctl_rsc_destroy, size), 0);
	ck_assert_uint_eq(offsetof(struct fwctl_rsc_destroy, flags), 8);
	ck_assert_uint_eq(offsetof(struct fwctl_rsc_destroy, type), 16);
	ck_assert_uint_eq(offsetof(struct fwctl_rsc_destroy, rsc_id), 20);
	ck_assert_uint_eq(sizeof(((struct fwctl_rsc_destroy *)0)->size), 4);
	ck_assert_uint_eq(sizeof(((struct fwctl_rsc_destroy *)0)->flags), 8);
	ck_assert_uint_eq(sizeof(((struct fwctl_rsc_destroy *)0)->type), 4);
	ck_assert_uint_eq(sizeof(((struct fwctl_rsc_destroy *)0)->rsc_id), 4);
}
END_TEST

/*
 * What mstflint puts in: its initializers, applied to our structures, give the bytes its
 * kernel reads (the ioctl is _IO, so only the size field says how much there is).
 */
START_TEST(test_mstflint_requests)
{
	struct fwctl_rsc_umem_reg r = { .size = sizeof(r) };
	struct fwctl_rsc_destroy d = { .size = sizeof(d), .rsc_id = 7 };
	uint8_t b[48];

	r.addr = 0x7f0000001000ull;
	r.len = 0x3000;
	r.flags = FWCTL_UMEM_FLAG_MKEY | FWCTL_UMEM_FLAG_MCDD;
	ck_assert_uint_eq(d.type, FWCTL_RSC_TYPE_UMEM);
#if __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
	memcpy(b, &r, sizeof(b));
	ck_assert_uint_eq(b[0], 48);
	ck_assert_uint_eq(b[8], 0x3);
	ck_assert_uint_eq(b[25], 0x30);
	memcpy(b, &d, sizeof(d));
	ck_assert_uint_eq(b[0], 24);
	ck_assert_uint_eq(b[20], 7);
#endif
}
END_TEST

int main(void)
{
	return check_run("uapi_rsc", 30, test_ioctl_numbers, test_flags_and_types,
			 test_umem_reg_layout, test_destroy_layout, test_mstflint_requests, NULL);
}
