/* SPDX-License-Identifier: GPL-2.0 OR BSD-3-Clause */
/* Do not edit directly, auto-generated from:
 *	prm/accel.yaml
 *	prm/cong.yaml
 *	prm/diag.yaml
 *	prm/eq.yaml
 *	prm/flow.yaml
 *	prm/functions.yaml
 *	prm/hca.yaml
 *	prm/objects.yaml
 *	prm/queues.yaml
 *	prm/registers.yaml
 *	prm/uctx.yaml
 *	prm/vport.yaml
 * MLX5GEN emulator/mlx5fw_dispatch.h
 * To regenerate run: codegen/mlx5gen.py
 */

#ifndef MLX5FW_GEN_DISPATCH_H
#define MLX5FW_GEN_DISPATCH_H

#include <stddef.h>
#include <stdint.h>

struct mlx5fw;

/* One command as the dispatcher hands it to its handler. */
struct mlx5fw_cmd {
	const uint8_t *in;	/* whole inbox, header included */
	size_t inlen;
	uint8_t *out;		/* whole outbox, zeroed by the dispatcher */
	size_t outlen;
	uint16_t opcode;
	uint16_t op_mod;
	uint16_t uid;		/* the UID whose rights the command runs with */
	uint16_t initiator;	/* the inbox header's UID: whom the device works for */
	uint32_t syndrome;	/* a failing handler may set it */
};

/* Syndromes the dispatcher itself reports */
enum {
	MLX5FW_SYND_BAD_OPCODE = 0x00b0c0de,
	MLX5FW_SYND_SHORT_INBOX = 0x001e0001,
	MLX5FW_SYND_SHORT_OUTBOX = 0x001e0002,
	MLX5FW_SYND_UID_NOT_ALLOWED = 0x00d10001,
};

/* Handlers the firmware model implements; each returns a PRM status (0 = OK). */
int mlx5fw_cmd_query_hca_cap(struct mlx5fw *fw, struct mlx5fw_cmd *cmd);
int mlx5fw_cmd_query_adapter(struct mlx5fw *fw, struct mlx5fw_cmd *cmd);
int mlx5fw_cmd_init_hca(struct mlx5fw *fw, struct mlx5fw_cmd *cmd);
int mlx5fw_cmd_teardown_hca(struct mlx5fw *fw, struct mlx5fw_cmd *cmd);
int mlx5fw_cmd_enable_hca(struct mlx5fw *fw, struct mlx5fw_cmd *cmd);
int mlx5fw_cmd_disable_hca(struct mlx5fw *fw, struct mlx5fw_cmd *cmd);
int mlx5fw_cmd_query_pages(struct mlx5fw *fw, struct mlx5fw_cmd *cmd);
int mlx5fw_cmd_manage_pages(struct mlx5fw *fw, struct mlx5fw_cmd *cmd);
int mlx5fw_cmd_set_hca_cap(struct mlx5fw *fw, struct mlx5fw_cmd *cmd);
int mlx5fw_cmd_query_issi(struct mlx5fw *fw, struct mlx5fw_cmd *cmd);
int mlx5fw_cmd_set_issi(struct mlx5fw *fw, struct mlx5fw_cmd *cmd);
int mlx5fw_cmd_query_zero(struct mlx5fw *fw, struct mlx5fw_cmd *cmd);
int mlx5fw_cmd_query_other_hca_cap(struct mlx5fw *fw, struct mlx5fw_cmd *cmd);
int mlx5fw_cmd_query_sf_partition(struct mlx5fw *fw, struct mlx5fw_cmd *cmd);
int mlx5fw_cmd_unsupported(struct mlx5fw *fw, struct mlx5fw_cmd *cmd);
int mlx5fw_cmd_create_mkey(struct mlx5fw *fw, struct mlx5fw_cmd *cmd);
int mlx5fw_cmd_query_mkey(struct mlx5fw *fw, struct mlx5fw_cmd *cmd);
int mlx5fw_cmd_destroy_mkey(struct mlx5fw *fw, struct mlx5fw_cmd *cmd);
int mlx5fw_cmd_query_special_contexts(struct mlx5fw *fw, struct mlx5fw_cmd *cmd);
int mlx5fw_cmd_create_eq(struct mlx5fw *fw, struct mlx5fw_cmd *cmd);
int mlx5fw_cmd_destroy_eq(struct mlx5fw *fw, struct mlx5fw_cmd *cmd);
int mlx5fw_cmd_query_eq(struct mlx5fw *fw, struct mlx5fw_cmd *cmd);
int mlx5fw_cmd_query_absent(struct mlx5fw *fw, struct mlx5fw_cmd *cmd);
int mlx5fw_cmd_not_modelled(struct mlx5fw *fw, struct mlx5fw_cmd *cmd);
int mlx5fw_cmd_query_vport_state(struct mlx5fw *fw, struct mlx5fw_cmd *cmd);
int mlx5fw_cmd_query_nic_vport_context(struct mlx5fw *fw, struct mlx5fw_cmd *cmd);
int mlx5fw_cmd_query_roce_address(struct mlx5fw *fw, struct mlx5fw_cmd *cmd);
int mlx5fw_cmd_query_hca_vport_context(struct mlx5fw *fw, struct mlx5fw_cmd *cmd);
int mlx5fw_cmd_query_vnic_env(struct mlx5fw *fw, struct mlx5fw_cmd *cmd);
int mlx5fw_cmd_query_vport_counter(struct mlx5fw *fw, struct mlx5fw_cmd *cmd);
int mlx5fw_cmd_alloc_q_counter(struct mlx5fw *fw, struct mlx5fw_cmd *cmd);
int mlx5fw_cmd_dealloc_q_counter(struct mlx5fw *fw, struct mlx5fw_cmd *cmd);
int mlx5fw_cmd_query_q_counter(struct mlx5fw *fw, struct mlx5fw_cmd *cmd);
int mlx5fw_cmd_query_rate_limit(struct mlx5fw *fw, struct mlx5fw_cmd *cmd);
int mlx5fw_cmd_alloc_pd(struct mlx5fw *fw, struct mlx5fw_cmd *cmd);
int mlx5fw_cmd_dealloc_pd(struct mlx5fw *fw, struct mlx5fw_cmd *cmd);
int mlx5fw_cmd_alloc_uar(struct mlx5fw *fw, struct mlx5fw_cmd *cmd);
int mlx5fw_cmd_dealloc_uar(struct mlx5fw *fw, struct mlx5fw_cmd *cmd);
int mlx5fw_cmd_access_reg(struct mlx5fw *fw, struct mlx5fw_cmd *cmd);
int mlx5fw_cmd_nop(struct mlx5fw *fw, struct mlx5fw_cmd *cmd);
int mlx5fw_cmd_query_diagnostic_params(struct mlx5fw *fw, struct mlx5fw_cmd *cmd);
int mlx5fw_cmd_set_diagnostic_params(struct mlx5fw *fw, struct mlx5fw_cmd *cmd);
int mlx5fw_cmd_query_diagnostic_counters(struct mlx5fw *fw, struct mlx5fw_cmd *cmd);
int mlx5fw_cmd_query_cong_status(struct mlx5fw *fw, struct mlx5fw_cmd *cmd);
int mlx5fw_cmd_modify_cong_status(struct mlx5fw *fw, struct mlx5fw_cmd *cmd);
int mlx5fw_cmd_query_cong_params(struct mlx5fw *fw, struct mlx5fw_cmd *cmd);
int mlx5fw_cmd_create_uctx(struct mlx5fw *fw, struct mlx5fw_cmd *cmd);
int mlx5fw_cmd_query_uctx(struct mlx5fw *fw, struct mlx5fw_cmd *cmd);
int mlx5fw_cmd_destroy_uctx(struct mlx5fw *fw, struct mlx5fw_cmd *cmd);
int mlx5fw_cmd_create_umem(struct mlx5fw *fw, struct mlx5fw_cmd *cmd);
int mlx5fw_cmd_query_umem(struct mlx5fw *fw, struct mlx5fw_cmd *cmd);
int mlx5fw_cmd_destroy_umem(struct mlx5fw *fw, struct mlx5fw_cmd *cmd);
int mlx5fw_cmd_query_vhca_state(struct mlx5fw *fw, struct mlx5fw_cmd *cmd);

/*
 * The model's side of every command, around the checks and the handler:
 * mlx5fw_cmd_begin() sees the inbox header (cmd->uid is its UID; `violation`
 * names the first constraint of the spec on what user space may send that a
 * command of a non-zero UID breaks, or is NULL) and may change the UID the
 * command runs with; mlx5fw_cmd_end() follows the handler (or the refusal).
 */
void mlx5fw_cmd_begin(struct mlx5fw *fw, struct mlx5fw_cmd *cmd, const char *violation);
void mlx5fw_cmd_end(struct mlx5fw *fw, struct mlx5fw_cmd *cmd);

/*
 * The UID has the UCTX capabilities `need` (the spec's uctx_cap of the
 * command): 0, or a PRM status with cmd->syndrome set.
 */
int mlx5fw_check_uctx_cap(struct mlx5fw *fw, struct mlx5fw_cmd *cmd, uint32_t need);

/* NULL, or the first constraint of the spec on user inboxes this one breaks */
const char *mlx5fw_policy_violation(const void *in, size_t inlen);

/*
 * The outbox fields of this opcode the spec says user space never sees (scrub),
 * that hold something (non-zero) in this outbox: how many; up to *nvals of the
 * non-zero 64-bit pieces of their values go to vals, *nvals becomes how many
 * (the oracle of answers the kernel must scrub).
 */
unsigned int mlx5fw_outbox_secrets(uint16_t opcode, const void *out, size_t outlen,
				   uint64_t *vals, unsigned int *nvals);

/* A command's preconditions (the spec's `requires`), checked in this order */
enum {
	MLX5FW_REQ_ENABLED = 1 << 0,
	MLX5FW_REQ_HCA_INIT = 1 << 1,
	MLX5FW_REQ_UID = 1 << 2,
};

/*
 * The preconditions `requires` hold (MLX5FW_REQ_* bits, checked in their
 * order, after the UCTX capabilities): 0, or a PRM status with cmd->syndrome
 * set.
 */
int mlx5fw_check_requires(struct mlx5fw *fw, struct mlx5fw_cmd *cmd, unsigned int requires);

/* What the spec says of a command, for tests that walk the dispatcher's table */
struct mlx5fw_cmd_spec {
	const char *name;
	uint16_t opcode;
	uint8_t uid_allowed;	/* the firmware takes a non-zero UID (fw_uid) */
	uint8_t requires;	/* MLX5FW_REQ_* */
	uint32_t uctx_cap;
	uint32_t inlen, outlen;	/* bytes of the inbox and outbox structures */
	uint8_t handled;	/* the model answers it (a handler or a spec reply) */
};

/* the i-th command of the table (sorted by opcode) into *spec: 0, or -1 past the last */
int mlx5fw_cmd_spec_at(size_t i, struct mlx5fw_cmd_spec *spec);

/*
 * Runs one command: checks the opcode, the inbox and outbox lengths against
 * the spec's structures, whether a non-zero UID may issue it and has the UCTX
 * capabilities it needs, the command's preconditions, then calls the handler. Writes status and syndrome into the outbox header and returns
 * the PRM status, or -1 when the outbox cannot hold status and syndrome (8 bytes).
 */
int mlx5fw_dispatch(struct mlx5fw *fw, const void *in, size_t inlen, void *out, size_t outlen);

/* "QUERY_HCA_CAP" for 0x100, NULL for an opcode the spec does not know */
const char *mlx5fw_cmd_name(uint16_t opcode);

#endif /* MLX5FW_GEN_DISPATCH_H */
