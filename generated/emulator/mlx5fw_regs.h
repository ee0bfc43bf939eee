/* SPDX-License-Identifier: GPL-2.0 OR BSD-3-Clause */
/* Do not edit directly, auto-generated from:
 *	prm/cong.yaml
 *	prm/flash.yaml
 *	prm/fwupdate.yaml
 *	prm/link.yaml
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

/*
 * One handler per register (emulator/fw/regs.c; `handler:` names a shared one): a register of
 * the spec without its handler is a link error, not a refusal at run time.
 */
struct mlx5fw_reg_ctx;

int mlx5fw_register_core_dump(struct mlx5fw_reg_ctx *c);
int mlx5fw_register_dtor(struct mlx5fw_reg_ctx *c);
int mlx5fw_register_host_endianness(struct mlx5fw_reg_ctx *c);
int mlx5fw_register_mcam(struct mlx5fw_reg_ctx *c);
int mlx5fw_register_mcc(struct mlx5fw_reg_ctx *c);
int mlx5fw_register_mcda(struct mlx5fw_reg_ctx *c);
int mlx5fw_register_mcdd(struct mlx5fw_reg_ctx *c);
int mlx5fw_register_mcia(struct mlx5fw_reg_ctx *c);
int mlx5fw_register_mcqi(struct mlx5fw_reg_ctx *c);
int mlx5fw_register_mcqs(struct mlx5fw_reg_ctx *c);
int mlx5fw_register_mfba(struct mlx5fw_reg_ctx *c);
int mlx5fw_register_mfbe(struct mlx5fw_reg_ctx *c);
int mlx5fw_register_mfpa(struct mlx5fw_reg_ctx *c);
int mlx5fw_register_mfrl(struct mlx5fw_reg_ctx *c);
int mlx5fw_register_mgir(struct mlx5fw_reg_ctx *c);
int mlx5fw_register_mirc(struct mlx5fw_reg_ctx *c);
int mlx5fw_register_mlcok(struct mlx5fw_reg_ctx *c);
int mlx5fw_register_mnvda(struct mlx5fw_reg_ctx *c);
int mlx5fw_register_mnvdi(struct mlx5fw_reg_ctx *c);
int mlx5fw_register_mnvgc(struct mlx5fw_reg_ctx *c);
int mlx5fw_register_mnvgn(struct mlx5fw_reg_ctx *c);
int mlx5fw_register_mnvia(struct mlx5fw_reg_ctx *c);
int mlx5fw_register_mnvqc(struct mlx5fw_reg_ctx *c);
int mlx5fw_register_mpcir(struct mlx5fw_reg_ctx *c);
int mlx5fw_register_mpcnt(struct mlx5fw_reg_ctx *c);
int mlx5fw_register_mpegc(struct mlx5fw_reg_ctx *c);
int mlx5fw_register_mpein(struct mlx5fw_reg_ctx *c);
int mlx5fw_register_mpir(struct mlx5fw_reg_ctx *c);
int mlx5fw_register_mqis(struct mlx5fw_reg_ctx *c);
int mlx5fw_register_mroq(struct mlx5fw_reg_ctx *c);
int mlx5fw_register_mrsi(struct mlx5fw_reg_ctx *c);
int mlx5fw_register_msgi(struct mlx5fw_reg_ctx *c);
int mlx5fw_register_mtcap(struct mlx5fw_reg_ctx *c);
int mlx5fw_register_mtmp(struct mlx5fw_reg_ctx *c);
int mlx5fw_register_mvts(struct mlx5fw_reg_ctx *c);
int mlx5fw_register_node_desc(struct mlx5fw_reg_ctx *c);
int mlx5fw_register_paos(struct mlx5fw_reg_ctx *c);
int mlx5fw_register_pcam(struct mlx5fw_reg_ctx *c);
int mlx5fw_register_pcap(struct mlx5fw_reg_ctx *c);
int mlx5fw_register_pcnr(struct mlx5fw_reg_ctx *c);
int mlx5fw_register_pddr(struct mlx5fw_reg_ctx *c);
int mlx5fw_register_pmaos(struct mlx5fw_reg_ctx *c);
int mlx5fw_register_pmlp(struct mlx5fw_reg_ctx *c);
int mlx5fw_register_pmpt(struct mlx5fw_reg_ctx *c);
int mlx5fw_register_pmtu(struct mlx5fw_reg_ctx *c);
int mlx5fw_register_ppaos(struct mlx5fw_reg_ctx *c);
int mlx5fw_register_ppcnt(struct mlx5fw_reg_ctx *c);
int mlx5fw_register_pphcr(struct mlx5fw_reg_ctx *c);
int mlx5fw_register_pplm(struct mlx5fw_reg_ctx *c);
int mlx5fw_register_pptt(struct mlx5fw_reg_ctx *c);
int mlx5fw_register_prtl(struct mlx5fw_reg_ctx *c);
int mlx5fw_register_ptys(struct mlx5fw_reg_ctx *c);
int mlx5fw_register_rcr(struct mlx5fw_reg_ctx *c);
int mlx5fw_register_resource_dump(struct mlx5fw_reg_ctx *c);
int mlx5fw_register_slrg(struct mlx5fw_reg_ctx *c);
int mlx5fw_register_sltp(struct mlx5fw_reg_ctx *c);

struct mlx5fw_reg_info {
	const char *name;
	uint16_t id;
	uint16_t size;			/* bytes of the register's layout */
	bool readable, writable;
	enum mlx5fw_reg_scope read_scope, write_scope;
	uint32_t read_uctx_cap, write_uctx_cap;
	int (*handle)(struct mlx5fw_reg_ctx *c);
};

static const struct mlx5fw_reg_info mlx5fw_reg_infos[] __attribute__((unused)) = {
	{ "MLCOK", MLX5CTL_REG_MLCOK, MLX5CTL_ST_SZ_BYTES(mlcok_reg),
	  true, false, MLX5FW_REG_SCOPE_DEBUG_READ, MLX5FW_REG_SCOPE_KERNEL_ONLY,
	  0x0, 0x0, mlx5fw_register_mlcok },
	{ "CORE_DUMP", MLX5CTL_REG_CORE_DUMP, MLX5CTL_ST_SZ_BYTES(core_dump_reg),
	  true, true, MLX5FW_REG_SCOPE_DEBUG_READ, MLX5FW_REG_SCOPE_DEBUG_READ,
	  0x2, 0x2, mlx5fw_register_core_dump },
	{ "PCAP", MLX5CTL_REG_PCAP, MLX5CTL_ST_SZ_BYTES(pcap_reg),
	  true, false, MLX5FW_REG_SCOPE_DEBUG_READ, MLX5FW_REG_SCOPE_KERNEL_ONLY,
	  0x0, 0x0, mlx5fw_register_pcap },
	{ "PMLP", MLX5CTL_REG_PMLP, MLX5CTL_ST_SZ_BYTES(pmlp_reg),
	  true, false, MLX5FW_REG_SCOPE_DEBUG_READ, MLX5FW_REG_SCOPE_KERNEL_ONLY,
	  0x0, 0x0, mlx5fw_register_pmlp },
	{ "PMTU", MLX5CTL_REG_PMTU, MLX5CTL_ST_SZ_BYTES(pmtu_reg),
	  true, false, MLX5FW_REG_SCOPE_DEBUG_READ, MLX5FW_REG_SCOPE_KERNEL_ONLY,
	  0x0, 0x0, mlx5fw_register_pmtu },
	{ "PTYS", MLX5CTL_REG_PTYS, MLX5CTL_ST_SZ_BYTES(ptys_reg),
	  true, false, MLX5FW_REG_SCOPE_DEBUG_READ, MLX5FW_REG_SCOPE_KERNEL_ONLY,
	  0x0, 0x0, mlx5fw_register_ptys },
	{ "PAOS", MLX5CTL_REG_PAOS, MLX5CTL_ST_SZ_BYTES(paos_reg),
	  true, false, MLX5FW_REG_SCOPE_DEBUG_READ, MLX5FW_REG_SCOPE_KERNEL_ONLY,
	  0x0, 0x0, mlx5fw_register_paos },
	{ "PPCNT", MLX5CTL_REG_PPCNT, MLX5CTL_ST_SZ_BYTES(ppcnt_reg),
	  true, true, MLX5FW_REG_SCOPE_DEBUG_READ, MLX5FW_REG_SCOPE_DEBUG_WRITE,
	  0x0, 0x4, mlx5fw_register_ppcnt },
	{ "PMAOS", MLX5CTL_REG_PMAOS, MLX5CTL_ST_SZ_BYTES(pmaos_reg),
	  true, false, MLX5FW_REG_SCOPE_DEBUG_READ, MLX5FW_REG_SCOPE_KERNEL_ONLY,
	  0x0, 0x0, mlx5fw_register_pmaos },
	{ "PRTL", MLX5CTL_REG_PRTL, MLX5CTL_ST_SZ_BYTES(prtl_reg),
	  true, false, MLX5FW_REG_SCOPE_DEBUG_READ, MLX5FW_REG_SCOPE_KERNEL_ONLY,
	  0x0, 0x0, mlx5fw_register_prtl },
	{ "PPLM", MLX5CTL_REG_PPLM, MLX5CTL_ST_SZ_BYTES(pplm_ext),
	  true, true, MLX5FW_REG_SCOPE_DEBUG_READ, MLX5FW_REG_SCOPE_DEBUG_WRITE,
	  0x0, 0x4, mlx5fw_register_pplm },
	{ "SLTP", MLX5CTL_REG_SLTP, MLX5CTL_ST_SZ_BYTES(sltp_ext),
	  true, true, MLX5FW_REG_SCOPE_DEBUG_READ, MLX5FW_REG_SCOPE_DEBUG_WRITE,
	  0x0, 0x4, mlx5fw_register_sltp },
	{ "SLRG", MLX5CTL_REG_SLRG, MLX5CTL_ST_SZ_BYTES(slrg_ext),
	  true, false, MLX5FW_REG_SCOPE_DEBUG_READ, MLX5FW_REG_SCOPE_KERNEL_ONLY,
	  0x0, 0x0, mlx5fw_register_slrg },
	{ "PDDR", MLX5CTL_REG_PDDR, MLX5CTL_ST_SZ_BYTES(pddr_reg),
	  true, false, MLX5FW_REG_SCOPE_DEBUG_READ, MLX5FW_REG_SCOPE_KERNEL_ONLY,
	  0x0, 0x0, mlx5fw_register_pddr },
	{ "PPTT", MLX5CTL_REG_PPTT, MLX5CTL_ST_SZ_BYTES(pptt_reg),
	  true, true, MLX5FW_REG_SCOPE_DEBUG_READ, MLX5FW_REG_SCOPE_DEBUG_WRITE,
	  0x0, 0x4, mlx5fw_register_pptt },
	{ "PPHCR", MLX5CTL_REG_PPHCR, MLX5CTL_ST_SZ_BYTES(pphcr_reg),
	  true, true, MLX5FW_REG_SCOPE_DEBUG_READ, MLX5FW_REG_SCOPE_DEBUG_WRITE,
	  0x0, 0x4, mlx5fw_register_pphcr },
	{ "PPAOS", MLX5CTL_REG_PPAOS, MLX5CTL_ST_SZ_BYTES(ppaos_reg),
	  true, true, MLX5FW_REG_SCOPE_DEBUG_READ, MLX5FW_REG_SCOPE_DEBUG_WRITE,
	  0x0, 0x4, mlx5fw_register_ppaos },
	{ "PCNR", MLX5CTL_REG_PCNR, MLX5CTL_ST_SZ_BYTES(pcnr_reg),
	  true, true, MLX5FW_REG_SCOPE_DEBUG_READ, MLX5FW_REG_SCOPE_CONFIGURATION,
	  0x0, 0x4, mlx5fw_register_pcnr },
	{ "PMPT", MLX5CTL_REG_PMPT, MLX5CTL_ST_SZ_BYTES(pmpt_reg),
	  true, true, MLX5FW_REG_SCOPE_DEBUG_READ, MLX5FW_REG_SCOPE_DEBUG_WRITE,
	  0x0, 0x4, mlx5fw_register_pmpt },
	{ "PCAM", MLX5CTL_REG_PCAM, MLX5CTL_ST_SZ_BYTES(pcam_reg),
	  true, false, MLX5FW_REG_SCOPE_DEBUG_READ, MLX5FW_REG_SCOPE_KERNEL_ONLY,
	  0x0, 0x0, mlx5fw_register_pcam },
	{ "NODE_DESC", MLX5CTL_REG_NODE_DESC, MLX5CTL_ST_SZ_BYTES(node_desc_reg),
	  true, false, MLX5FW_REG_SCOPE_DEBUG_READ, MLX5FW_REG_SCOPE_KERNEL_ONLY,
	  0x0, 0x0, mlx5fw_register_node_desc },
	{ "HOST_ENDIANNESS", MLX5CTL_REG_HOST_ENDIANNESS, MLX5CTL_ST_SZ_BYTES(host_endianness_reg),
	  true, true, MLX5FW_REG_SCOPE_KERNEL_ONLY, MLX5FW_REG_SCOPE_KERNEL_ONLY,
	  0x0, 0x0, mlx5fw_register_host_endianness },
	{ "MTCAP", MLX5CTL_REG_MTCAP, MLX5CTL_ST_SZ_BYTES(mtcap_reg),
	  true, false, MLX5FW_REG_SCOPE_DEBUG_READ, MLX5FW_REG_SCOPE_KERNEL_ONLY,
	  0x0, 0x0, mlx5fw_register_mtcap },
	{ "MTMP", MLX5CTL_REG_MTMP, MLX5CTL_ST_SZ_BYTES(mtmp_reg),
	  true, true, MLX5FW_REG_SCOPE_DEBUG_READ, MLX5FW_REG_SCOPE_DEBUG_WRITE,
	  0x0, 0x4, mlx5fw_register_mtmp },
	{ "MFPA", MLX5CTL_REG_MFPA, MLX5CTL_ST_SZ_BYTES(mfpa_reg),
	  true, false, MLX5FW_REG_SCOPE_DEBUG_READ, MLX5FW_REG_SCOPE_KERNEL_ONLY,
	  0x0, 0x0, mlx5fw_register_mfpa },
	{ "MFBA", MLX5CTL_REG_MFBA, MLX5CTL_ST_SZ_BYTES(mfba_reg),
	  true, true, MLX5FW_REG_SCOPE_DEBUG_READ, MLX5FW_REG_SCOPE_DEBUG_WRITE_FULL,
	  0x0, 0x4, mlx5fw_register_mfba },
	{ "MFBE", MLX5CTL_REG_MFBE, MLX5CTL_ST_SZ_BYTES(mfbe_reg),
	  false, true, MLX5FW_REG_SCOPE_KERNEL_ONLY, MLX5FW_REG_SCOPE_DEBUG_WRITE_FULL,
	  0x0, 0x4, mlx5fw_register_mfbe },
	{ "MCIA", MLX5CTL_REG_MCIA, MLX5CTL_ST_SZ_BYTES(mcia_reg),
	  true, false, MLX5FW_REG_SCOPE_DEBUG_READ, MLX5FW_REG_SCOPE_KERNEL_ONLY,
	  0x0, 0x0, mlx5fw_register_mcia },
	{ "MGIR", MLX5CTL_REG_MGIR, MLX5CTL_ST_SZ_BYTES(mgir_reg),
	  true, false, MLX5FW_REG_SCOPE_DEBUG_READ, MLX5FW_REG_SCOPE_KERNEL_ONLY,
	  0x0, 0x0, mlx5fw_register_mgir },
	{ "MSGI", MLX5CTL_REG_MSGI, MLX5CTL_ST_SZ_BYTES(msgi_reg),
	  true, false, MLX5FW_REG_SCOPE_DEBUG_READ, MLX5FW_REG_SCOPE_KERNEL_ONLY,
	  0x0, 0x0, mlx5fw_register_msgi },
	{ "MNVDA", MLX5CTL_REG_MNVDA, MLX5CTL_ST_SZ_BYTES(mnvda_reg),
	  true, true, MLX5FW_REG_SCOPE_DEBUG_READ, MLX5FW_REG_SCOPE_CONFIGURATION,
	  0x0, 0x4, mlx5fw_register_mnvda },
	{ "MNVDI", MLX5CTL_REG_MNVDI, MLX5CTL_ST_SZ_BYTES(mnvdi_reg),
	  false, true, MLX5FW_REG_SCOPE_KERNEL_ONLY, MLX5FW_REG_SCOPE_CONFIGURATION,
	  0x0, 0x4, mlx5fw_register_mnvdi },
	{ "MFRL", MLX5CTL_REG_MFRL, MLX5CTL_ST_SZ_BYTES(mfrl_reg),
	  true, true, MLX5FW_REG_SCOPE_DEBUG_READ, MLX5FW_REG_SCOPE_CONFIGURATION,
	  0x0, 0x4, mlx5fw_register_mfrl },
	{ "MVTS", MLX5CTL_REG_MVTS, MLX5CTL_ST_SZ_BYTES(mvts_reg),
	  true, false, MLX5FW_REG_SCOPE_DEBUG_READ, MLX5FW_REG_SCOPE_KERNEL_ONLY,
	  0x0, 0x0, mlx5fw_register_mvts },
	{ "MROQ", MLX5CTL_REG_MROQ, MLX5CTL_ST_SZ_BYTES(mroq_reg),
	  true, false, MLX5FW_REG_SCOPE_DEBUG_READ, MLX5FW_REG_SCOPE_KERNEL_ONLY,
	  0x0, 0x0, mlx5fw_register_mroq },
	{ "MNVQC", MLX5CTL_REG_MNVQC, MLX5CTL_ST_SZ_BYTES(mnvqc_reg),
	  true, false, MLX5FW_REG_SCOPE_DEBUG_READ, MLX5FW_REG_SCOPE_KERNEL_ONLY,
	  0x0, 0x0, mlx5fw_register_mnvqc },
	{ "MNVIA", MLX5CTL_REG_MNVIA, MLX5CTL_ST_SZ_BYTES(mnvia_reg),
	  false, true, MLX5FW_REG_SCOPE_KERNEL_ONLY, MLX5FW_REG_SCOPE_CONFIGURATION,
	  0x0, 0x4, mlx5fw_register_mnvia },
	{ "MNVGC", MLX5CTL_REG_MNVGC, MLX5CTL_ST_SZ_BYTES(mnvgc_reg),
	  true, false, MLX5FW_REG_SCOPE_DEBUG_READ, MLX5FW_REG_SCOPE_KERNEL_ONLY,
	  0x0, 0x0, mlx5fw_register_mnvgc },
	{ "MNVGN", MLX5CTL_REG_MNVGN, MLX5CTL_ST_SZ_BYTES(mnvgn_reg),
	  true, false, MLX5FW_REG_SCOPE_DEBUG_READ, MLX5FW_REG_SCOPE_KERNEL_ONLY,
	  0x0, 0x0, mlx5fw_register_mnvgn },
	{ "MPEIN", MLX5CTL_REG_MPEIN, MLX5CTL_ST_SZ_BYTES(mpein_reg),
	  true, false, MLX5FW_REG_SCOPE_DEBUG_READ, MLX5FW_REG_SCOPE_KERNEL_ONLY,
	  0x0, 0x0, mlx5fw_register_mpein },
	{ "MPCNT", MLX5CTL_REG_MPCNT, MLX5CTL_ST_SZ_BYTES(mpcnt_reg),
	  true, false, MLX5FW_REG_SCOPE_DEBUG_READ, MLX5FW_REG_SCOPE_KERNEL_ONLY,
	  0x0, 0x0, mlx5fw_register_mpcnt },
	{ "MPEGC", MLX5CTL_REG_MPEGC, MLX5CTL_ST_SZ_BYTES(mpegc_reg),
	  true, true, MLX5FW_REG_SCOPE_DEBUG_READ, MLX5FW_REG_SCOPE_CONFIGURATION,
	  0x0, 0x4, mlx5fw_register_mpegc },
	{ "MPIR", MLX5CTL_REG_MPIR, MLX5CTL_ST_SZ_BYTES(mpir_reg),
	  true, false, MLX5FW_REG_SCOPE_DEBUG_READ, MLX5FW_REG_SCOPE_KERNEL_ONLY,
	  0x0, 0x0, mlx5fw_register_mpir },
	{ "MPCIR", MLX5CTL_REG_MPCIR, MLX5CTL_ST_SZ_BYTES(mpcir_reg),
	  true, true, MLX5FW_REG_SCOPE_DEBUG_READ, MLX5FW_REG_SCOPE_CONFIGURATION,
	  0x0, 0x4, mlx5fw_register_mpcir },
	{ "MCDD", MLX5CTL_REG_MCDD, MLX5CTL_ST_SZ_BYTES(mcdd_reg),
	  true, true, MLX5FW_REG_SCOPE_DEBUG_READ, MLX5FW_REG_SCOPE_CONFIGURATION,
	  0x0, 0x4, mlx5fw_register_mcdd },
	{ "MCQS", MLX5CTL_REG_MCQS, MLX5CTL_ST_SZ_BYTES(mcqs_reg),
	  true, false, MLX5FW_REG_SCOPE_DEBUG_READ, MLX5FW_REG_SCOPE_KERNEL_ONLY,
	  0x0, 0x0, mlx5fw_register_mcqs },
	{ "MCQI", MLX5CTL_REG_MCQI, MLX5CTL_ST_SZ_BYTES(mcqi_reg),
	  true, false, MLX5FW_REG_SCOPE_DEBUG_READ, MLX5FW_REG_SCOPE_KERNEL_ONLY,
	  0x0, 0x0, mlx5fw_register_mcqi },
	{ "MCC", MLX5CTL_REG_MCC, MLX5CTL_ST_SZ_BYTES(mcc_reg),
	  true, true, MLX5FW_REG_SCOPE_DEBUG_READ, MLX5FW_REG_SCOPE_CONFIGURATION,
	  0x0, 0x4, mlx5fw_register_mcc },
	{ "MCDA", MLX5CTL_REG_MCDA, MLX5CTL_ST_SZ_BYTES(mcda_reg),
	  true, true, MLX5FW_REG_SCOPE_DEBUG_READ, MLX5FW_REG_SCOPE_CONFIGURATION,
	  0x0, 0x4, mlx5fw_register_mcda },
	{ "MQIS", MLX5CTL_REG_MQIS, MLX5CTL_ST_SZ_BYTES(mqis_reg),
	  true, false, MLX5FW_REG_SCOPE_DEBUG_READ, MLX5FW_REG_SCOPE_KERNEL_ONLY,
	  0x0, 0x0, mlx5fw_register_mqis },
	{ "MCAM", MLX5CTL_REG_MCAM, MLX5CTL_ST_SZ_BYTES(mcam_reg),
	  true, false, MLX5FW_REG_SCOPE_DEBUG_READ, MLX5FW_REG_SCOPE_KERNEL_ONLY,
	  0x0, 0x0, mlx5fw_register_mcam },
	{ "MRSI", MLX5CTL_REG_MRSI, MLX5CTL_ST_SZ_BYTES(mrsi_reg),
	  true, false, MLX5FW_REG_SCOPE_DEBUG_READ, MLX5FW_REG_SCOPE_KERNEL_ONLY,
	  0x0, 0x0, mlx5fw_register_mrsi },
	{ "MIRC", MLX5CTL_REG_MIRC, MLX5CTL_ST_SZ_BYTES(mirc_reg),
	  true, true, MLX5FW_REG_SCOPE_DEBUG_READ, MLX5FW_REG_SCOPE_CONFIGURATION,
	  0x0, 0x4, mlx5fw_register_mirc },
	{ "RESOURCE_DUMP", MLX5CTL_REG_RESOURCE_DUMP, MLX5CTL_ST_SZ_BYTES(resource_dump),
	  true, true, MLX5FW_REG_SCOPE_DEBUG_READ, MLX5FW_REG_SCOPE_DEBUG_READ,
	  0x0, 0x0, mlx5fw_register_resource_dump },
	{ "DTOR", MLX5CTL_REG_DTOR, MLX5CTL_ST_SZ_BYTES(dtor_reg),
	  true, false, MLX5FW_REG_SCOPE_DEBUG_READ, MLX5FW_REG_SCOPE_KERNEL_ONLY,
	  0x0, 0x0, mlx5fw_register_dtor },
	{ "RCR", MLX5CTL_REG_RCR, MLX5CTL_ST_SZ_BYTES(rcr_reg),
	  true, true, MLX5FW_REG_SCOPE_DEBUG_READ, MLX5FW_REG_SCOPE_DEBUG_WRITE,
	  0x0, 0x4, mlx5fw_register_rcr },
};

#define MLX5FW_NUM_REGS 56

#endif /* MLX5FW_GEN_REGS_H */
