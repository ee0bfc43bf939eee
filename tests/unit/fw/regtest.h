/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * ACCESS_REG on the model for the register tests (after fwtest.h): one request and one reply
 * buffer with room for a register of up to 512 bytes.
 */
#ifndef REGTEST_H
#define REGTEST_H

#include "fwtest.h"

#define REG_BUF	(MLX5CTL_ST_SZ_BYTES(access_register_in) + 512)
#define SYND_BAD_REG	0x1000000bu	/* the model's "no such register" (mlx5fw_int.h) */

static uint8_t reg_in[REG_BUF], reg_out[REG_BUF];

static inline void *in_data(void)
{
	return MLX5CTL_ADDR_OF(access_register_in, reg_in, register_data);
}

static inline void *out_data(void)
{
	return MLX5CTL_ADDR_OF(access_register_out, reg_out, register_data);
}

/* a fresh request: register id, read or write, the caller's uid */
static inline void prep(uint16_t id, bool write, uint16_t uid)
{
	memset(reg_in, 0, sizeof(reg_in));
	MLX5CTL_SET(access_register_in, reg_in, opcode, MLX5CTL_CMD_OP_ACCESS_REG);
	MLX5CTL_SET(access_register_in, reg_in, op_mod, write ? 0 : 1);
	MLX5CTL_SET(access_register_in, reg_in, register_id, id);
	MLX5CTL_SET(mbox_in_hdr, reg_in, uid, uid);
}

/* run it with len bytes of register each way; the command's status */
static inline int go(size_t len)
{
	return run(reg_in, MLX5CTL_ST_SZ_BYTES(access_register_in) + len, reg_out,
		   MLX5CTL_ST_SZ_BYTES(access_register_out) + len);
}

static inline uint32_t syndrome(void)
{
	return MLX5CTL_GET(mbox_out_hdr, reg_out, syndrome);
}

#endif /* REGTEST_H */
