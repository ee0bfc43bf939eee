/* SPDX-License-Identifier: GPL-2.0 OR BSD-3-Clause */
/* The kernel's MLX5_SET/MLX5_GET family, the same arithmetic as include/linux/mlx5/device.h. */
#ifndef KCOMPAT_MLX5_DEVICE_H
#define KCOMPAT_MLX5_DEVICE_H
#include <linux/types.h>
#include <linux/unaligned.h>
#define __mlx5_nullp(typ) ((struct mlx5_ifc_##typ##_bits *)0)
#define __mlx5_bit_sz(typ, fld) sizeof(__mlx5_nullp(typ)->fld)
#define __mlx5_bit_off(typ, fld) (offsetof(struct mlx5_ifc_##typ##_bits, fld))
#define __mlx5_dw_off(typ, fld) (__mlx5_bit_off(typ, fld) / 32)
#define __mlx5_dw_bit_off(typ, fld) (32 - __mlx5_bit_sz(typ, fld) - (__mlx5_bit_off(typ, fld) & 0x1f))
#define __mlx5_mask(typ, fld) ((u32)((1ull << __mlx5_bit_sz(typ, fld)) - 1))
#define __mlx5_dw_mask(typ, fld) (__mlx5_mask(typ, fld) << __mlx5_dw_bit_off(typ, fld))
#define MLX5_ST_SZ_BYTES(typ) (sizeof(struct mlx5_ifc_##typ##_bits) / 8)
#define MLX5_ST_SZ_DW(typ) (sizeof(struct mlx5_ifc_##typ##_bits) / 32)
#define MLX5_FLD_SZ_BYTES(typ, fld) (__mlx5_bit_sz(typ, fld) / 8)
#define MLX5_BYTE_OFF(typ, fld) (__mlx5_bit_off(typ, fld) / 8)
#define MLX5_ADDR_OF(typ, p, fld) ((void *)((u8 *)(p) + MLX5_BYTE_OFF(typ, fld)))
#define MLX5_GET(typ, p, fld) \
	((get_unaligned_be32((u8 *)(p) + __mlx5_dw_off(typ, fld) * 4) >> \
	  __mlx5_dw_bit_off(typ, fld)) & __mlx5_mask(typ, fld))
#define MLX5_SET(typ, p, fld, v) \
	put_unaligned_be32((get_unaligned_be32((u8 *)(p) + __mlx5_dw_off(typ, fld) * 4) & \
			    ~__mlx5_dw_mask(typ, fld)) | \
			   (((u32)(v) & __mlx5_mask(typ, fld)) << __mlx5_dw_bit_off(typ, fld)), \
			   (u8 *)(p) + __mlx5_dw_off(typ, fld) * 4)
#endif
