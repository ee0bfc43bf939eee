/* SPDX-License-Identifier: GPL-2.0 OR BSD-3-Clause */
/* Do not edit directly, auto-generated from:
 *	prm/flash.yaml
 *	prm/fwupdate.yaml
 *	prm/mgmt.yaml
 *	prm/nvconfig.yaml
 *	prm/nvtools.yaml
 *	prm/port.yaml
 *	prm/registers.yaml
 * MLX5GEN emulator/mlx5fw_regs.h
 * To regenerate run: codegen/mlx5gen.py
 */

#ifndef MLX5FW_GEN_REGS_H
#define MLX5FW_GEN_REGS_H

#include <stdbool.h>
#include <stdint.h>

#include "mlx5ctl_ifc.h"

/*
 * The access registers of the spec, for the firmware model's ACCESS_REG (emulator/fw/regs.c):
 * id, size of the layout, the directions the register has (access RO / RW / WO) and who may use
 * each direction (read_scope / write_scope, the driver's policy levels), and the UCTX capabilities
 * a user UID needs for each (read_uctx_cap / write_uctx_cap). A kernel-only direction refuses
 * user UIDs.
 */
enum mlx5fw_reg_scope {
	MLX5FW_REG_SCOPE_KERNEL_ONLY,
	MLX5FW_REG_SCOPE_CONFIGURATION,
	MLX5FW_REG_SCOPE_DEBUG_READ,
	MLX5FW_REG_SCOPE_DEBUG_WRITE,
	MLX5FW_REG_SCOPE_DEBUG_WRITE_FULL,
};

struct mlx5fw_reg_info {
	const char *name;
	uint16_t id;
	uint16_t size;			/* bytes of the register's layout */
	bool readable, writable;
	enum mlx5fw_reg_scope read_scope, write_scope;
	uint32_t read_uctx_cap, write_uctx_cap;
};

static const struct mlx5fw_reg_info mlx5fw_reg_infos[] __attribute__((unused)) = {
	{ "CORE_DUMP", MLX5CTL_REG_CORE_DUMP, MLX5CTL_ST_SZ_BYTES(core_dump_reg),
	  true, true, MLX5FW_REG_SCOPE_DEBUG_READ, MLX5FW_REG_SCOPE_DEBUG_READ,
	  0x2, 0x2 },
	{ "PCAP", MLX5CTL_REG_PCAP, MLX5CTL_ST_SZ_BYTES(pcap_reg),
	  true, false, MLX5FW_REG_SCOPE_DEBUG_READ, MLX5FW_REG_SCOPE_KERNEL_ONLY,
	  0x0, 0x0 },
	{ "PMLP", MLX5CTL_REG_PMLP, MLX5CTL_ST_SZ_BYTES(pmlp_reg),
	  true, false, MLX5FW_REG_SCOPE_DEBUG_READ, MLX5FW_REG_SCOPE_KERNEL_ONLY,
	  0x0, 0x0 },
	{ "PMTU", MLX5CTL_REG_PMTU, MLX5CTL_ST_SZ_BYTES(pmtu_reg),
	  true, false, MLX5FW_REG_SCOPE_DEBUG_READ, MLX5FW_REG_SCOPE_KERNEL_ONLY,
	  0x0, 0x0 },
	{ "PTYS", MLX5CTL_REG_PTYS, MLX5CTL_ST_SZ_BYTES(ptys_reg),
	  true, false, MLX5FW_REG_SCOPE_DEBUG_READ, MLX5FW_REG_SCOPE_KERNEL_ONLY,
	  0x0, 0x0 },
	{ "PAOS", MLX5CTL_REG_PAOS, MLX5CTL_ST_SZ_BYTES(paos_reg),
	  true, false, MLX5FW_REG_SCOPE_DEBUG_READ, MLX5FW_REG_SCOPE_KERNEL_ONLY,
	  0x0, 0x0 },
	{ "PPCNT", MLX5CTL_REG_PPCNT, MLX5CTL_ST_SZ_BYTES(ppcnt_reg),
	  true, false, MLX5FW_REG_SCOPE_DEBUG_READ, MLX5FW_REG_SCOPE_KERNEL_ONLY,
	  0x0, 0x0 },
	{ "PMAOS", MLX5CTL_REG_PMAOS, MLX5CTL_ST_SZ_BYTES(pmaos_reg),
	  true, false, MLX5FW_REG_SCOPE_DEBUG_READ, MLX5FW_REG_SCOPE_KERNEL_ONLY,
	  0x0, 0x0 },
	{ "PDDR", MLX5CTL_REG_PDDR, MLX5CTL_ST_SZ_BYTES(pddr_reg),
	  true, false, MLX5FW_REG_SCOPE_DEBUG_READ, MLX5FW_REG_SCOPE_KERNEL_ONLY,
	  0x0, 0x0 },
	{ "PCAM", MLX5CTL_REG_PCAM, MLX5CTL_ST_SZ_BYTES(pcam_reg),
	  true, false, MLX5FW_REG_SCOPE_DEBUG_READ, MLX5FW_REG_SCOPE_KERNEL_ONLY,
	  0x0, 0x0 },
	{ "NODE_DESC", MLX5CTL_REG_NODE_DESC, MLX5CTL_ST_SZ_BYTES(node_desc_reg),
	  true, false, MLX5FW_REG_SCOPE_DEBUG_READ, MLX5FW_REG_SCOPE_KERNEL_ONLY,
	  0x0, 0x0 },
	{ "HOST_ENDIANNESS", MLX5CTL_REG_HOST_ENDIANNESS, MLX5CTL_ST_SZ_BYTES(host_endianness_reg),
	  true, true, MLX5FW_REG_SCOPE_KERNEL_ONLY, MLX5FW_REG_SCOPE_KERNEL_ONLY,
	  0x0, 0x0 },
	{ "MTCAP", MLX5CTL_REG_MTCAP, MLX5CTL_ST_SZ_BYTES(mtcap_reg),
	  true, false, MLX5FW_REG_SCOPE_DEBUG_READ, MLX5FW_REG_SCOPE_KERNEL_ONLY,
	  0x0, 0x0 },
	{ "MTMP", MLX5CTL_REG_MTMP, MLX5CTL_ST_SZ_BYTES(mtmp_reg),
	  true, true, MLX5FW_REG_SCOPE_DEBUG_READ, MLX5FW_REG_SCOPE_DEBUG_WRITE,
	  0x0, 0x4 },
	{ "MFPA", MLX5CTL_REG_MFPA, MLX5CTL_ST_SZ_BYTES(mfpa_reg),
	  true, false, MLX5FW_REG_SCOPE_DEBUG_READ, MLX5FW_REG_SCOPE_KERNEL_ONLY,
	  0x0, 0x0 },
	{ "MFBA", MLX5CTL_REG_MFBA, MLX5CTL_ST_SZ_BYTES(mfba_reg),
	  true, true, MLX5FW_REG_SCOPE_DEBUG_READ, MLX5FW_REG_SCOPE_DEBUG_WRITE_FULL,
	  0x0, 0x4 },
	{ "MFBE", MLX5CTL_REG_MFBE, MLX5CTL_ST_SZ_BYTES(mfbe_reg),
	  false, true, MLX5FW_REG_SCOPE_KERNEL_ONLY, MLX5FW_REG_SCOPE_DEBUG_WRITE_FULL,
	  0x0, 0x4 },
	{ "MCIA", MLX5CTL_REG_MCIA, MLX5CTL_ST_SZ_BYTES(mcia_reg),
	  true, false, MLX5FW_REG_SCOPE_DEBUG_READ, MLX5FW_REG_SCOPE_KERNEL_ONLY,
	  0x0, 0x0 },
	{ "MGIR", MLX5CTL_REG_MGIR, MLX5CTL_ST_SZ_BYTES(mgir_reg),
	  true, false, MLX5FW_REG_SCOPE_DEBUG_READ, MLX5FW_REG_SCOPE_KERNEL_ONLY,
	  0x0, 0x0 },
	{ "MNVDA", MLX5CTL_REG_MNVDA, MLX5CTL_ST_SZ_BYTES(mnvda_reg),
	  true, true, MLX5FW_REG_SCOPE_DEBUG_READ, MLX5FW_REG_SCOPE_CONFIGURATION,
	  0x0, 0x4 },
	{ "MFRL", MLX5CTL_REG_MFRL, MLX5CTL_ST_SZ_BYTES(mfrl_reg),
	  true, true, MLX5FW_REG_SCOPE_DEBUG_READ, MLX5FW_REG_SCOPE_CONFIGURATION,
	  0x0, 0x4 },
	{ "MNVQC", MLX5CTL_REG_MNVQC, MLX5CTL_ST_SZ_BYTES(mnvqc_reg),
	  true, false, MLX5FW_REG_SCOPE_DEBUG_READ, MLX5FW_REG_SCOPE_KERNEL_ONLY,
	  0x0, 0x0 },
	{ "MNVIA", MLX5CTL_REG_MNVIA, MLX5CTL_ST_SZ_BYTES(mnvia_reg),
	  false, true, MLX5FW_REG_SCOPE_KERNEL_ONLY, MLX5FW_REG_SCOPE_CONFIGURATION,
	  0x0, 0x4 },
	{ "MNVGC", MLX5CTL_REG_MNVGC, MLX5CTL_ST_SZ_BYTES(mnvgc_reg),
	  true, false, MLX5FW_REG_SCOPE_DEBUG_READ, MLX5FW_REG_SCOPE_KERNEL_ONLY,
	  0x0, 0x0 },
	{ "MCQS", MLX5CTL_REG_MCQS, MLX5CTL_ST_SZ_BYTES(mcqs_reg),
	  true, false, MLX5FW_REG_SCOPE_DEBUG_READ, MLX5FW_REG_SCOPE_KERNEL_ONLY,
	  0x0, 0x0 },
	{ "MCQI", MLX5CTL_REG_MCQI, MLX5CTL_ST_SZ_BYTES(mcqi_reg),
	  true, false, MLX5FW_REG_SCOPE_DEBUG_READ, MLX5FW_REG_SCOPE_KERNEL_ONLY,
	  0x0, 0x0 },
	{ "MCC", MLX5CTL_REG_MCC, MLX5CTL_ST_SZ_BYTES(mcc_reg),
	  true, true, MLX5FW_REG_SCOPE_DEBUG_READ, MLX5FW_REG_SCOPE_CONFIGURATION,
	  0x0, 0x4 },
	{ "MCDA", MLX5CTL_REG_MCDA, MLX5CTL_ST_SZ_BYTES(mcda_reg),
	  true, true, MLX5FW_REG_SCOPE_DEBUG_READ, MLX5FW_REG_SCOPE_CONFIGURATION,
	  0x0, 0x4 },
	{ "MQIS", MLX5CTL_REG_MQIS, MLX5CTL_ST_SZ_BYTES(mqis_reg),
	  true, false, MLX5FW_REG_SCOPE_DEBUG_READ, MLX5FW_REG_SCOPE_KERNEL_ONLY,
	  0x0, 0x0 },
	{ "MCAM", MLX5CTL_REG_MCAM, MLX5CTL_ST_SZ_BYTES(mcam_reg),
	  true, false, MLX5FW_REG_SCOPE_DEBUG_READ, MLX5FW_REG_SCOPE_KERNEL_ONLY,
	  0x0, 0x0 },
	{ "MIRC", MLX5CTL_REG_MIRC, MLX5CTL_ST_SZ_BYTES(mirc_reg),
	  true, true, MLX5FW_REG_SCOPE_DEBUG_READ, MLX5FW_REG_SCOPE_CONFIGURATION,
	  0x0, 0x4 },
	{ "RESOURCE_DUMP", MLX5CTL_REG_RESOURCE_DUMP, MLX5CTL_ST_SZ_BYTES(resource_dump),
	  true, true, MLX5FW_REG_SCOPE_DEBUG_READ, MLX5FW_REG_SCOPE_DEBUG_READ,
	  0x0, 0x0 },
	{ "DTOR", MLX5CTL_REG_DTOR, MLX5CTL_ST_SZ_BYTES(dtor_reg),
	  true, false, MLX5FW_REG_SCOPE_DEBUG_READ, MLX5FW_REG_SCOPE_KERNEL_ONLY,
	  0x0, 0x0 },
	{ "RCR", MLX5CTL_REG_RCR, MLX5CTL_ST_SZ_BYTES(rcr_reg),
	  true, true, MLX5FW_REG_SCOPE_DEBUG_READ, MLX5FW_REG_SCOPE_DEBUG_WRITE,
	  0x0, 0x4 },
};

#define MLX5FW_NUM_REGS 34

#endif /* MLX5FW_GEN_REGS_H */
