// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * Firmware update (prm/fwupdate.yaml): the component update registers and the store behind them.
 *
 *   MCQS  the components: index 0 an empty slot (NOT_PRESENT), index 1 the boot image (IN_USE),
 *         its update state (IN_PROGRESS while downloading or verifying, APPLIED when verified,
 *         ACTIVE_PENDING_RESET while an activated image waits, else the last outcome: IDLE,
 *         FAILED, CANCELED)
 *   MCQI  CAPABILITIES (sizes, MCDA limits, what VERIFY checks), VERSION of the running image
 *         or, with read_pending_component, of the pending one, ACTIVATION_METHOD (a device
 *         reset); read in pieces (offset, data_size), data past the register's layout
 *   MCC   the state machine with its one update handle; a read is the state (and the handle
 *         a LOCK must name when idle), a write an instruction
 *   MCDA  the component's bytes: written in DOWNLOAD, read in UPLOAD(_PENDING)
 *   MCDD  the same by DMA: from host memory an MKEY of the caller names (a user context) or at
 *         bus addresses (the kernel), with a descriptor to a mailbox page
 *   MIRC  re-activation: a write drops a pending image (the running one boots next)
 *
 * The handle (prm/fwupdate.yaml says what is modelled where the real firmware is not public):
 * owned by the UID that locked it (0: the kernel); only its owner's instructions and MCDA
 * accesses are taken (others: BAD_PARAM). It is released by RELEASE, by FORCE_HANDLE_RELEASE
 * (anyone allowed to write MCC), after timeout_ms without an access of its owner, when the
 * owning user context is destroyed (DESTROY_UCTX, TEARDOWN_HCA), and by a device reset. A LOCK
 * while it is held answers RES_BUSY. Whatever was downloaded and not activated is dropped with
 * it; a pending image is not. The handle an idle query offers stays the same across a
 * RELEASE (mstflint asks for it once and locks with it again and again); a handle taken away
 * (timeout, FORCE_HANDLE_RELEASE, its user context gone, a reset) is never offered again.
 *
 * Instructions that take time go through a transitional state (INITIALIZE, VERIFY, ACTIVATE)
 * that settles after fwu.polls MCC queries (0 by default: at once); meanwhile only CANCEL,
 * RELEASE and FORCE_HANDLE_RELEASE are taken (others RES_BUSY). An instruction refused on
 * arrival (VERIFY of an image the checks reject, UPDATE_COMPONENT while an image is pending or
 * larger than a component) fails the write with BAD_PARAM and answers the register with the
 * reason in error_code (mstflint's flow reads it there); a failure found while working (an
 * injected one, the store that cannot be written) leaves the write successful and the reason
 * for the next query (mlxfw's flow). Either way the FSM is back in LOCKED with the download
 * dropped, and error_code stays readable until the next instruction.
 *
 * The store: the running image (none: the factory image, an FS4 image built from the adapter's
 * identity) and the pending one, persisted in fw_path (fwstate_hdr, the running image, the
 * pending one) at every activation, re-activation and reset that changes them. Images are FS4
 * (fs4.c, NVIDIA's layout) or of the model's raw format (fwimage.c). At reset (and power-on) a
 * pending image becomes the running one; the running version is what MGIR, the init segment's
 * fw_rev, the flash's image (the running FS4 image itself) and MCQI report.
 */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "fwupdate.h"
#include "mlx5fw_debug.h"

#define ST_HDR		MLX5CTL_FWSTATE_HEADER_SIZE
#define HANDLE_MASK	0xffffffu
#define STALLED		UINT32_MAX

_Static_assert(MLX5CTL_ST_SZ_BYTES(fwstate_hdr) >= ST_HDR, "fwstate_hdr");

static void fwu_error(struct mlx5fw *fw, const char *what, const char *path, int err)
{
	char msg[600];

	snprintf(msg, sizeof(msg), "firmware store %s: %s: %s", path, what, strerror(err));
	mlx5fw_host_error(fw, msg);
}

/* ---- the running and the pending image ---------------------------------------------------- */

/* the factory image: an FS4 image of the adapter's identity, deterministic */
static void factory_spec(const struct mlx5fw *fw, struct mlx5fw_fs4_spec *s)
{
	const struct mlx5fw_devinfo *di = mlx5fw_devinfo(fw);
	const struct mlx5fw_board *b = mlx5fw_board(fw);

	memset(s, 0, sizeof(*s));
	s->device_id = di->device_id;
	s->hw_dev_id = di->hw_dev_id;
	s->psid = di->psid;
	s->version = mlx5ctl_fw_version_pack(di->fw_major, di->fw_minor, di->fw_sub);
	s->pn = b->pn;
	s->description = b->product;
	s->payload_size = FWU_FACTORY_PAYLOAD;
	s->key_id = MLX5CTL_FWIMAGE_KEY_DEV;
	s->seed = 0x5eed0000u | di->device_id;
}

static void factory_info(const struct mlx5fw *fw, struct mlx5fw_fwimg_info *info)
{
	const struct mlx5fw_devinfo *di = mlx5fw_devinfo(fw);
	size_t len = mlx5fw_fs4_image_len(FWU_FACTORY_PAYLOAD);

	memset(info, 0, sizeof(*info));
	info->device_id = di->device_id;
	snprintf(info->psid, sizeof(info->psid), "%s", di->psid);
	info->version = mlx5ctl_fw_version_pack(di->fw_major, di->fw_minor, di->fw_sub);
	snprintf(info->vstr, sizeof(info->vstr), "%u.%u.%04u", di->fw_major, di->fw_minor,
		 di->fw_sub);
	info->payload = (uint32_t)len;
	info->len = (uint32_t)len;
	info->key_id = MLX5CTL_FWIMAGE_KEY_DEV;
	info->format = MLX5FW_FWIMG_FS4;
}

/* the factory image's bytes, for READ_COMPONENT and the flash */
static int factory_build(struct mlx5fw *fw)
{
	struct mlx5fw_fs4_spec s;
	size_t len;

	if (fw->fwu.running.data)
		return 0;
	factory_spec(fw, &s);
	fw->fwu.running.data = mlx5fw_fs4_build(&s, &len);
	if (!fw->fwu.running.data)
		return -1;
	fw->fwu.running.len = (uint32_t)len;
	fw->fwu.running.factory = true;
	factory_info(fw, &fw->fwu.running.info);
	return 0;
}

uint32_t mlx5fw_fw_version(const struct mlx5fw *fw)
{
	struct mlx5fw_fwimg_info f;

	if (fw->fwu.running.data)
		return fw->fwu.running.info.version;
	factory_info(fw, &f);
	return f.version;
}

static uint32_t running_len(const struct mlx5fw *fw)
{
	return fw->fwu.running.data ? fw->fwu.running.len :
	       (uint32_t)mlx5fw_fs4_image_len(FWU_FACTORY_PAYLOAD);
}

/* what VERIFY_COMPONENT checks, for this device: an FS4 image, or one of the raw format */
static uint8_t component_verify(const struct mlx5fw *fw, const uint8_t *img, size_t len,
				struct mlx5fw_fwimg_info *info)
{
	const struct mlx5fw_devinfo *di = mlx5fw_devinfo(fw);

	if (mlx5fw_fs4_is(img, len))
		return mlx5fw_fs4_verify(img, len, di->device_id, di->hw_dev_id, di->psid, info);
	return mlx5fw_image_verify(img, len, di->device_id, di->psid, info);
}

const uint8_t *mlx5fw_fwu_flash_image(struct mlx5fw *fw, size_t *len, bool *owned)
{
	const struct mlx5fw_fwimg *r = &fw->fwu.running;
	const struct mlx5fw_board *b = mlx5fw_board(fw);
	struct mlx5fw_fs4_spec s;

	*owned = false;
	if (!r->data && factory_build(fw))
		return NULL;
	if (r->info.format == MLX5FW_FWIMG_FS4) {
		*len = r->info.len;
		return r->data;
	}
	/* a raw image runs: the flash holds an FS4 image with its version and strings */
	factory_spec(fw, &s);
	s.version = r->info.version;
	s.version_string = r->info.vstr[0] ? r->info.vstr : NULL;
	s.pn = b->pn;
	*owned = true;
	return mlx5fw_fs4_build(&s, len);
}

static void img_free(struct mlx5fw_fwimg *img)
{
	free(img->data);
	memset(img, 0, sizeof(*img));
}

/* ---- the store file ------------------------------------------------------------------------- */

/* writes <path>.tmp and renames it over the store: 0, or -1 with errno set */
static int store_save(struct mlx5fw *fw)
{
	uint8_t hdr[ST_HDR] = { 0 };
	char *tmp;
	FILE *f;
	int err = 0, e = 0;
	size_t n;

	if (!fw->fw_path)
		return 0;
	n = strlen(fw->fw_path) + 5;
	tmp = malloc(n);
	if (!tmp)
		return -1;
	snprintf(tmp, n, "%s.tmp", fw->fw_path);
	MLX5CTL_SET(fwstate_hdr, hdr, magic, MLX5CTL_FWSTATE_MAGIC);
	MLX5CTL_SET(fwstate_hdr, hdr, format_version, MLX5CTL_FWSTATE_FORMAT);
	MLX5CTL_SET(fwstate_hdr, hdr, running_size,
		    fw->fwu.running.data && !fw->fwu.running.factory ? fw->fwu.running.len : 0);
	MLX5CTL_SET(fwstate_hdr, hdr, pending_size, fw->fwu.pending.data ? fw->fwu.pending.len : 0);
	f = fopen(tmp, "wb");
	if (!f) {
		e = errno;
		free(tmp);
		errno = e;
		return -1;
	}
	if (fwrite(hdr, sizeof(hdr), 1, f) != 1 ||
	    (fw->fwu.running.data && !fw->fwu.running.factory &&
	     fwrite(fw->fwu.running.data, fw->fwu.running.len, 1, f) != 1) ||
	    (fw->fwu.pending.data &&
	     fwrite(fw->fwu.pending.data, fw->fwu.pending.len, 1, f) != 1)) {
		e = errno ? errno : EIO;
		err = -1;
	}
	if (fclose(f) && !err) {
		e = errno;
		err = -1;
	}
	if (!err && rename(tmp, fw->fw_path)) {
		e = errno;
		err = -1;
	}
	if (err)
		remove(tmp);
	free(tmp);
	errno = e;
	return err;
}

/* an image of the store, checked as VERIFY would: 0, or -1 (reported) */
static int store_image(struct mlx5fw *fw, FILE *f, uint32_t len, struct mlx5fw_fwimg *img,
		       const char *which)
{
	char msg[700];
	uint8_t e;

	if (!len)
		return 0;
	if (len > FWU_MAX_COMPONENT)
		goto bad;
	img->data = malloc(len);
	if (!img->data)
		return -1;
	if (fread(img->data, len, 1, f) != 1)
		goto bad;
	img->len = len;
	e = component_verify(fw, img->data, len, &img->info);
	if (e == MLX5CTL_FSM_ERR_OK && img->info.len == len)
		return 0;
bad:
	snprintf(msg, sizeof(msg), "firmware store %s: the %s image is damaged: ignored",
		 fw->fw_path, which);
	mlx5fw_host_error(fw, msg);
	img_free(img);
	return -1;
}

void mlx5fw_fwu_load(struct mlx5fw *fw)
{
	uint8_t hdr[ST_HDR];
	char msg[600];
	FILE *f;

	fw->fwu.next_handle = 0x2a5;
	fw->fwu.timeout_ms = FWU_DEFAULT_TIMEOUT_MS;
	if (!fw->fw_path)
		return;
	f = fopen(fw->fw_path, "rb");
	if (!f) {
		if (errno != ENOENT)
			fwu_error(fw, "cannot read it", fw->fw_path, errno);
		return;
	}
	if (fread(hdr, sizeof(hdr), 1, f) != 1 ||
	    MLX5CTL_GET(fwstate_hdr, hdr, magic) != MLX5CTL_FWSTATE_MAGIC ||
	    MLX5CTL_GET(fwstate_hdr, hdr, format_version) != MLX5CTL_FWSTATE_FORMAT) {
		snprintf(msg, sizeof(msg), "firmware store %s: not a store of this model: "
			 "the factory image runs", fw->fw_path);
		mlx5fw_host_error(fw, msg);
	} else if (!store_image(fw, f, MLX5CTL_GET(fwstate_hdr, hdr, running_size),
				&fw->fwu.running, "running")) {
		store_image(fw, f, MLX5CTL_GET(fwstate_hdr, hdr, pending_size),
			    &fw->fwu.pending, "pending");
	}
	fclose(f);
}

/* ---- the state machine ---------------------------------------------------------------------- */

static void drop_download(struct mlx5fw *fw)
{
	free(fw->fwu.buf);
	fw->fwu.buf = NULL;
	fw->fwu.cap = fw->fwu.written = fw->fwu.comp_size = 0;
	fw->fwu.verified = false;
	fw->fwu.polls = 0;
}

/* the next handle an idle query offers: a lost one is never offered again */
static void next_handle(struct mlx5fw *fw)
{
	fw->fwu.next_handle = (fw->fwu.next_handle + 0x101) & HANDLE_MASK;
	if (!fw->fwu.next_handle)
		fw->fwu.next_handle = 1;
}

/*
 * The handle goes, and with it what was downloaded and not activated. lost: taken from its
 * owner (a timeout, FORCE_HANDLE_RELEASE, its user context gone, a reset) rather than given
 * back. The component's update state is the outcome under the handle: without it, nothing is
 * in progress (IDLE; a pending image shows as ACTIVE_PENDING_RESET whatever this says).
 */
static void release(struct mlx5fw *fw, bool lost)
{
	if (fw->fwu.held && lost)
		next_handle(fw);
	drop_download(fw);
	fw->fwu.held = false;
	fw->fwu.owner = 0;
	fw->fwu.state = MLX5CTL_FSM_STATE_IDLE;
	fw->fwu.error = MLX5CTL_FSM_ERR_OK;
	fw->fwu.update_state = MLX5CTL_MCQS_UPDATE_IDLE;
}

bool mlx5fw_fwu_reset(struct mlx5fw *fw)
{
	bool promoted = false;

	release(fw, true);
	fw->fwu.mirc = MLX5CTL_MIRC_STATUS_OK;
	fw->fwu.fail_instr = fw->fwu.fail_code = 0;
	fw->fwu.stall = false;
	fw->fwu.drop_after = 0;
	if (fw->fwu.pending.data) {
		img_free(&fw->fwu.running);
		fw->fwu.running = fw->fwu.pending;
		memset(&fw->fwu.pending, 0, sizeof(fw->fwu.pending));
		promoted = true;
		if (store_save(fw))
			fwu_error(fw, "cannot write it", fw->fw_path, errno);
	}
	return promoted;
}

void mlx5fw_fwu_free(struct mlx5fw *fw)
{
	drop_download(fw);
	img_free(&fw->fwu.running);
	img_free(&fw->fwu.pending);
	free(fw->fw_path);
	fw->fw_path = NULL;
}

void mlx5fw_fwu_uid_gone(struct mlx5fw *fw, uint16_t uid)
{
	if (fw->fwu.held && fw->fwu.owner && (uid == fw->fwu.owner || uid >= MLX5FW_MAX_UIDS))
		release(fw, true);
}

/* the owner has been silent for longer than the timeout: the handle goes */
static void expire(struct mlx5fw *fw)
{
	if (fw->fwu.held &&
	    mlx5fw_now(fw) - fw->fwu.last_ns > (uint64_t)fw->fwu.timeout_ms * 1000000ull) {
		fw->fwu.stats_timeouts++;
		release(fw, true);
	}
}

/* enter a transitional state that settles in `target` after the configured polls */
static void begin(struct mlx5fw *fw, uint8_t trans, uint8_t target)
{
	fw->fwu.error = MLX5CTL_FSM_ERR_OK;
	fw->fwu.target = target;
	fw->fwu.polls = fw->fwu.stall ? STALLED : fw->fwu.busy_polls;
	fw->fwu.stall = false;
	fw->fwu.state = fw->fwu.polls ? trans : target;
}

/* an instruction ended in error while at work: back to LOCKED, the download dropped */
static void fail(struct mlx5fw *fw, uint8_t code)
{
	drop_download(fw);
	fw->fwu.state = MLX5CTL_FSM_STATE_LOCKED;
	fw->fwu.error = code;
	fw->fwu.update_state = MLX5CTL_MCQS_UPDATE_FAILED;
}

/* an instruction refused on arrival: as fail(), and the write fails with the register answered */
static int reject(struct mlx5fw *fw, struct mlx5fw_cmd *cmd, uint8_t code)
{
	fail(fw, code);
	fw->fwu.rejected = true;
	return mlx5fw_fail(cmd, MLX5CTL_CMD_STAT_BAD_PARAM_ERR, SYND_FWU_REJECTED);
}

static int bad(struct mlx5fw_cmd *cmd, uint32_t synd)
{
	return mlx5fw_fail(cmd, MLX5CTL_CMD_STAT_BAD_PARAM_ERR, synd);
}

/* the caller holds the handle and names it; counts toward an armed drop fault */
static int owner_access(struct mlx5fw *fw, struct mlx5fw_cmd *cmd, uint32_t handle)
{
	if (!fw->fwu.held || handle != fw->fwu.handle || cmd->uid != fw->fwu.owner)
		return bad(cmd, SYND_FWU_HANDLE);
	if (fw->fwu.drop_after && !--fw->fwu.drop_after) {
		fw->fwu.stats_drops++;
		release(fw, true);
		return bad(cmd, SYND_FWU_HANDLE);
	}
	fw->fwu.last_ns = mlx5fw_now(fw);
	return 0;
}

static int mcc_instruction(struct mlx5fw *fw, struct mlx5fw_cmd *cmd, const uint8_t *d)
{
	uint8_t instr = (uint8_t)MLX5CTL_GET(mcc_reg, d, instruction);
	uint32_t handle = MLX5CTL_GET(mcc_reg, d, update_handle);
	uint32_t index = MLX5CTL_GET(mcc_reg, d, component_index);
	uint32_t size = MLX5CTL_GET(mcc_reg, d, component_size);
	struct mlx5fw_fwimg_info info;
	uint8_t e;
	int err;

	if (instr == MLX5CTL_MCC_INSTR_LOCK_UPDATE_HANDLE) {
		if (fw->fwu.held)
			return mlx5fw_fail(cmd, MLX5CTL_CMD_STAT_RES_BUSY, SYND_BUSY);
		if (handle != fw->fwu.next_handle)
			return bad(cmd, SYND_FWU_HANDLE);
		fw->fwu.held = true;
		fw->fwu.owner = cmd->uid;
		fw->fwu.handle = handle;
		fw->fwu.last_ns = mlx5fw_now(fw);
		fw->fwu.state = MLX5CTL_FSM_STATE_LOCKED;
		fw->fwu.error = MLX5CTL_FSM_ERR_OK;
		return 0;
	}
	if (instr == MLX5CTL_MCC_INSTR_FORCE_HANDLE_RELEASE) {
		if (fw->fwu.held)
			fw->fwu.stats_drops++;
		release(fw, true);
		return 0;
	}
	if (instr < MLX5CTL_MCC_INSTR_RELEASE_UPDATE_HANDLE ||
	    instr > MLX5CTL_MCC_INSTR_READ_PENDING_COMPONENT)
		return bad(cmd, SYND_BAD_PARAM);
	err = owner_access(fw, cmd, handle);
	if (err)
		return err;
	switch (instr) {
	case MLX5CTL_MCC_INSTR_RELEASE_UPDATE_HANDLE:
		release(fw, false);
		return 0;
	case MLX5CTL_MCC_INSTR_CANCEL:
		if (fw->fwu.buf || fw->fwu.verified)
			fw->fwu.update_state = MLX5CTL_MCQS_UPDATE_CANCELED;
		drop_download(fw);
		fw->fwu.state = MLX5CTL_FSM_STATE_LOCKED;
		fw->fwu.error = MLX5CTL_FSM_ERR_OK;
		return 0;
	case MLX5CTL_MCC_INSTR_CHECK_UPDATE_HANDLE:
		return 0;	/* owner_access() checked it */
	}
	if (fw->fwu.polls)
		return mlx5fw_fail(cmd, MLX5CTL_CMD_STAT_RES_BUSY, SYND_FWU_STATE);
	/* an injected failure of this step: found while at work */
	if (fw->fwu.fail_instr == instr) {
		fw->fwu.fail_instr = 0;
		fail(fw, fw->fwu.fail_code);
		return 0;
	}
	switch (instr) {
	case MLX5CTL_MCC_INSTR_UPDATE_COMPONENT:
		if (fw->fwu.state != MLX5CTL_FSM_STATE_LOCKED || fw->fwu.verified)
			return bad(cmd, SYND_FWU_STATE);
		if (index != FWU_BOOT_INDEX)
			return bad(cmd, SYND_FWU_COMPONENT);
		if (fw->fwu.pending.data)
			return reject(fw, cmd, MLX5CTL_FSM_ERR_BLOCKED_PENDING_RESET);
		if (size > FWU_MAX_COMPONENT)
			return reject(fw, cmd, MLX5CTL_FSM_ERR_REJECTED_BAD_FORMAT);
		drop_download(fw);
		fw->fwu.cap = size ? size : FWU_MAX_COMPONENT;
		fw->fwu.buf = calloc(1, fw->fwu.cap);
		if (!fw->fwu.buf)
			return reject(fw, cmd, MLX5CTL_FSM_ERR_ERROR);
		fw->fwu.comp_size = size;
		fw->fwu.update_state = MLX5CTL_MCQS_UPDATE_IN_PROGRESS;
		begin(fw, MLX5CTL_FSM_STATE_INITIALIZE, MLX5CTL_FSM_STATE_DOWNLOAD);
		return 0;
	case MLX5CTL_MCC_INSTR_VERIFY_COMPONENT:
		if (fw->fwu.state != MLX5CTL_FSM_STATE_DOWNLOAD)
			return bad(cmd, SYND_FWU_STATE);
		if (index != FWU_BOOT_INDEX)
			return bad(cmd, SYND_FWU_COMPONENT);
		e = component_verify(fw, fw->fwu.buf, fw->fwu.written, &info);
		if (e != MLX5CTL_FSM_ERR_OK)
			return reject(fw, cmd, e);
		fw->fwu.verified = true;
		fw->fwu.update_state = MLX5CTL_MCQS_UPDATE_APPLIED;
		begin(fw, MLX5CTL_FSM_STATE_VERIFY, MLX5CTL_FSM_STATE_LOCKED);
		return 0;
	case MLX5CTL_MCC_INSTR_ACTIVATE_COMPONENT:
		if (index != FWU_BOOT_INDEX)
			return bad(cmd, SYND_FWU_COMPONENT);
		/* fall through */
	case MLX5CTL_MCC_INSTR_ACTIVATE:
		if (fw->fwu.state != MLX5CTL_FSM_STATE_LOCKED || !fw->fwu.verified)
			return bad(cmd, SYND_FWU_STATE);
		img_free(&fw->fwu.pending);
		component_verify(fw, fw->fwu.buf, fw->fwu.written, &fw->fwu.pending.info);
		/* a flasher sends an FS4 image with its magic pattern masked: the device writes
		 * it last, once the rest is in place (a fail-safe burn) */
		mlx5fw_fs4_unmask(fw->fwu.buf, fw->fwu.written);
		/* the image is what the device keeps: an image file's trailer is not */
		fw->fwu.pending.data = fw->fwu.buf;
		fw->fwu.pending.len = fw->fwu.pending.info.len;
		fw->fwu.buf = NULL;
		drop_download(fw);
		if (store_save(fw)) {
			fwu_error(fw, "cannot write it", fw->fw_path, errno);
			img_free(&fw->fwu.pending);
			fail(fw, MLX5CTL_FSM_ERR_ERROR);
			return 0;
		}
		fw->fwu.update_state = MLX5CTL_MCQS_UPDATE_ACTIVE_PENDING_RESET;
		fw->fwu.mirc = MLX5CTL_MIRC_STATUS_OK;
		begin(fw, MLX5CTL_FSM_STATE_ACTIVATE, MLX5CTL_FSM_STATE_LOCKED);
		return 0;
	case MLX5CTL_MCC_INSTR_READ_COMPONENT:
	case MLX5CTL_MCC_INSTR_READ_PENDING_COMPONENT:
		if (fw->fwu.state != MLX5CTL_FSM_STATE_LOCKED || fw->fwu.verified)
			return bad(cmd, SYND_FWU_STATE);
		if (index != FWU_BOOT_INDEX ||
		    (instr == MLX5CTL_MCC_INSTR_READ_PENDING_COMPONENT && !fw->fwu.pending.data))
			return bad(cmd, SYND_FWU_COMPONENT);
		if (instr == MLX5CTL_MCC_INSTR_READ_COMPONENT && factory_build(fw))
			return mlx5fw_fail(cmd, MLX5CTL_CMD_STAT_NO_RES_ERR, SYND_NO_RESOURCE);
		fw->fwu.state = instr == MLX5CTL_MCC_INSTR_READ_COMPONENT ?
				MLX5CTL_FSM_STATE_UPLOAD : MLX5CTL_FSM_STATE_UPLOAD_PENDING;
		fw->fwu.error = MLX5CTL_FSM_ERR_OK;
		return 0;
	}
	return bad(cmd, SYND_BAD_PARAM);
}

int mlx5fw_reg_mcc(struct mlx5fw *fw, struct mlx5fw_cmd *cmd, bool write, uint8_t *d,
		   bool *answer)
{
	uint64_t idle;
	uint32_t pct = 0;
	int err = 0;

	expire(fw);
	fw->fwu.rejected = false;
	if (write) {
		err = mcc_instruction(fw, cmd, d);
		/* refused on arrival: the register, with the reason, goes back all the same */
		if (err && !fw->fwu.rejected)
			return err;
		*answer = fw->fwu.rejected;
	} else if (fw->fwu.polls && fw->fwu.polls != STALLED && !--fw->fwu.polls) {
		fw->fwu.state = fw->fwu.target;
	}
	memset(d, 0, MLX5CTL_ST_SZ_BYTES(mcc_reg));
	if (fw->fwu.held) {
		idle = (mlx5fw_now(fw) - fw->fwu.last_ns) / 1000000000ull;
		MLX5CTL_SET(mcc_reg, d, time_elapsed_since_last_cmd, idle > 0xfff ? 0xfff : idle);
		MLX5CTL_SET(mcc_reg, d, update_handle, fw->fwu.handle);
		MLX5CTL_SET(mcc_reg, d, handle_owner_type, MLX5CTL_FWU_ENTITY_COMMAND_INTERFACE);
		MLX5CTL_SET(mcc_reg, d, component_index, FWU_BOOT_INDEX);
		MLX5CTL_SET(mcc_reg, d, component_size, fw->fwu.comp_size);
		if (fw->fwu.comp_size)
			pct = (uint32_t)((uint64_t)fw->fwu.written * 100 / fw->fwu.comp_size);
		MLX5CTL_SET(mcc_reg, d, control_progress, pct > 100 ? 100 : pct);
	} else {
		MLX5CTL_SET(mcc_reg, d, update_handle, fw->fwu.next_handle);
	}
	MLX5CTL_SET(mcc_reg, d, error_code, fw->fwu.error);
	MLX5CTL_SET(mcc_reg, d, control_state, fw->fwu.state);
	return err;
}

/*
 * What MCDA and MCDD check alike before moving data: the caller owns the update handle, the
 * state allows the direction (a write while downloading, a read while uploading), and the
 * range is whole dwords, 1..MAX bytes, within the component (the size UPDATE_COMPONENT gave,
 * else the largest one) or the image read back (*img). A bad range fails with SYND.
 */
static int transfer_check(struct mlx5fw *fw, struct mlx5fw_cmd *cmd, uint32_t handle, bool write,
			  uint32_t off, uint32_t size, uint32_t max, uint32_t synd,
			  const struct mlx5fw_fwimg **img)
{
	uint32_t limit;
	int err;

	*img = NULL;
	expire(fw);
	err = owner_access(fw, cmd, handle);
	if (err)
		return err;
	if (write && fw->fwu.state != MLX5CTL_FSM_STATE_DOWNLOAD)
		return bad(cmd, SYND_FWU_STATE);
	if (!write) {
		if (fw->fwu.state == MLX5CTL_FSM_STATE_UPLOAD)
			*img = &fw->fwu.running;
		else if (fw->fwu.state == MLX5CTL_FSM_STATE_UPLOAD_PENDING)
			*img = &fw->fwu.pending;
		else
			return bad(cmd, SYND_FWU_STATE);
	}
	limit = write ? fw->fwu.cap : (*img)->len;
	if (!size || size > max || off % (1u << FWU_LOG_WORD) || size % (1u << FWU_LOG_WORD) ||
	    off > limit || size > limit - off)
		return bad(cmd, synd);
	return 0;
}

/*
 * MCDA: offset and size in whole dwords (log_mcda_word_size 2), 1..MCDA_MAX bytes, within the
 * component (the size UPDATE_COMPONENT gave, else the largest one) or the image read back;
 * the request must carry the size bytes it announces. Each register dword, read as a
 * big-endian number, holds 4 component bytes in little-endian order.
 */
int mlx5fw_reg_mcda(struct mlx5fw *fw, struct mlx5fw_cmd *cmd, bool write, uint8_t *d,
		    size_t inlen, size_t *outlen)
{
	size_t hdr = MLX5CTL_BYTE_OFF(mcda_reg, data);
	uint32_t off = MLX5CTL_GET(mcda_reg, d, offset);
	uint32_t size = MLX5CTL_GET(mcda_reg, d, size);
	uint8_t *p = d + hdr;
	const struct mlx5fw_fwimg *img = NULL;
	uint32_t i, v;
	int err;

	err = transfer_check(fw, cmd, MLX5CTL_GET(mcda_reg, d, update_handle), write, off, size,
			     FWU_MCDA_MAX, SYND_FWU_MCDA, &img);
	if (err)
		return err;
	if (write) {
		if (inlen < hdr + size)
			return mlx5fw_fail(cmd, MLX5CTL_CMD_STAT_BAD_INP_LEN_ERR, SYND_BAD_LEN);
		for (i = 0; i < size; i += 4) {
			v = mlx5ctl_be32_load(p + i);
			fw->fwu.buf[off + i] = (uint8_t)v;
			fw->fwu.buf[off + i + 1] = (uint8_t)(v >> 8);
			fw->fwu.buf[off + i + 2] = (uint8_t)(v >> 16);
			fw->fwu.buf[off + i + 3] = (uint8_t)(v >> 24);
		}
		if (off + size > fw->fwu.written)
			fw->fwu.written = off + size;
		*outlen = hdr;
		return 0;
	}
	for (i = 0; i < size; i += 4) {
		const uint8_t *s = img->data + off + i;

		v = s[0] | (uint32_t)s[1] << 8 | (uint32_t)s[2] << 16 | (uint32_t)s[3] << 24;
		mlx5ctl_be32_store(p + i, v);
	}
	*outlen = hdr + size;
	return 0;
}

/* ---- MCDD: MCDA's data by DMA ------------------------------------------------------------ */

/* where MCDD's data page and mailbox are: an MKEY of the caller, or bus addresses (uid 0) */
struct mcdd_mem {
	bool pa;
	uint32_t mkey;
	uint64_t data, mailbox;		/* bus addresses, or virtual addresses in the MKEY */
};

static int mcdd_io(struct mlx5fw *fw, uint16_t uid, const struct mcdd_mem *m, uint64_t a,
		   void *buf, size_t len, bool to_host)
{
	if (m->pa)
		return to_host ? mlx5fw_dma_write(fw, a, buf, len) : mlx5fw_dma_read(fw, a, buf, len);
	return to_host ? mlx5fw_mkey_write(fw, uid, m->mkey, a, buf, len) :
			 mlx5fw_mkey_read(fw, uid, m->mkey, a, buf, len);
}

/* the mailbox: the register as it came, and the outcome */
static void mcdd_mailbox(struct mlx5fw *fw, uint16_t uid, const struct mcdd_mem *m,
			 const uint8_t *reg, uint8_t status, uint8_t error)
{
	uint8_t desc[MLX5CTL_ST_SZ_BYTES(mcdd_descriptor)] = { 0 };

	memcpy(desc, reg, MLX5CTL_ST_SZ_BYTES(mcdd_reg));
	MLX5CTL_SET(mcdd_descriptor, desc, status, status);
	MLX5CTL_SET(mcdd_descriptor, desc, error, error);
	mcdd_io(fw, uid, m, m->mailbox, desc, sizeof(desc), true);
}

/*
 * MCDD (prm/fwupdate.yaml): MCDA's checks (handle, state, dword units, component bounds) with
 * up to MCDD_MAX bytes, and the data moved by DMA: a write takes it from host memory (DOWNLOAD),
 * a read puts the running or pending image there (UPLOAD). From a user context the memory is
 * an MKEY of that context (mailbox_page_phys_addr_lsb) at 4 KiB page data_page_phys_addr_lsb,
 * the mailbox its page MLX5FW_MCDD_MAILBOX_PAGE; from the kernel (uid 0, a tunnelled command
 * too: it runs with the rights of the function it names) both are bus addresses, reached
 * wherever they point: what the DMA-isolation oracle counts when a user is behind it. Memory
 * the MKEY does not let the device read or write fails the access (BAD_PARAM, FWU_MCDD) before
 * anything is taken; the memory stays in the page-by-page MKEY check even for a part done.
 */
int mlx5fw_reg_mcdd(struct mlx5fw *fw, struct mlx5fw_cmd *cmd, bool write, uint8_t *d)
{
	uint32_t off = MLX5CTL_GET(mcdd_reg, d, offset);
	uint32_t size = MLX5CTL_GET(mcdd_reg, d, size);
	const struct mlx5fw_fwimg *img = NULL;
	uint8_t reg[MLX5CTL_ST_SZ_BYTES(mcdd_reg)];
	struct mcdd_mem m = { .pa = !cmd->uid };
	uint32_t i, v;
	uint8_t *buf;
	int err;

	memcpy(reg, d, sizeof(reg));
	err = transfer_check(fw, cmd, MLX5CTL_GET(mcdd_reg, d, update_handle), write, off, size,
			     MLX5FW_FWU_MCDD_MAX, SYND_FWU_MCDD, &img);
	if (err)
		return err;
	if (m.pa) {
		m.data = (uint64_t)MLX5CTL_GET(mcdd_reg, d, data_page_phys_addr_msb) << 32 |
			 MLX5CTL_GET(mcdd_reg, d, data_page_phys_addr_lsb);
		m.mailbox = (uint64_t)MLX5CTL_GET(mcdd_reg, d, mailbox_page_phys_addr_msb) << 32 |
			    MLX5CTL_GET(mcdd_reg, d, mailbox_page_phys_addr_lsb);
	} else {
		uint64_t start;

		m.mkey = MLX5CTL_GET(mcdd_reg, d, mailbox_page_phys_addr_lsb);
		/* pages counted from the MKEY's first address: the one a zero-length check finds */
		if (!mlx5fw_mkey_start(fw, cmd->uid, m.mkey, &start))
			return bad(cmd, SYND_FWU_MCDD);
		m.data = start + (uint64_t)MLX5CTL_GET(mcdd_reg, d, data_page_phys_addr_lsb) *
				 MLX5FW_PAGE_SIZE;
		m.mailbox = start + (uint64_t)MLX5FW_MCDD_MAILBOX_PAGE * MLX5FW_PAGE_SIZE;
		/* refused before anything moves: memory the MKEY does not give */
		if (!mlx5fw_mkey_writable(fw, cmd->uid, m.mkey, m.mailbox,
					  MLX5CTL_ST_SZ_BYTES(mcdd_descriptor)) ||
		    !(write ? mlx5fw_mkey_readable(fw, cmd->uid, m.mkey, m.data, size) :
			      mlx5fw_mkey_writable(fw, cmd->uid, m.mkey, m.data, size)))
			return bad(cmd, SYND_FWU_MCDD);
	}
	buf = malloc(size);
	if (!buf)
		return mlx5fw_fail(cmd, MLX5CTL_CMD_STAT_NO_RES_ERR, SYND_NO_RESOURCE);
	mcdd_mailbox(fw, cmd->uid, &m, reg, MLX5CTL_MCDD_STATUS_BUSY, 0);
	if (write) {
		/* the page holds what MCDA's data dwords would: big-endian dwords of LE bytes */
		err = mcdd_io(fw, cmd->uid, &m, m.data, buf, size, false);
		for (i = 0; !err && i < size; i += 4) {
			v = mlx5ctl_be32_load(buf + i);
			fw->fwu.buf[off + i] = (uint8_t)v;
			fw->fwu.buf[off + i + 1] = (uint8_t)(v >> 8);
			fw->fwu.buf[off + i + 2] = (uint8_t)(v >> 16);
			fw->fwu.buf[off + i + 3] = (uint8_t)(v >> 24);
		}
		if (!err && off + size > fw->fwu.written)
			fw->fwu.written = off + size;
	} else {
		for (i = 0; i < size; i += 4) {
			const uint8_t *p = img->data + off + i;

			v = p[0] | (uint32_t)p[1] << 8 | (uint32_t)p[2] << 16 | (uint32_t)p[3] << 24;
			mlx5ctl_be32_store(buf + i, v);
		}
		err = mcdd_io(fw, cmd->uid, &m, m.data, buf, size, true);
	}
	free(buf);
	mcdd_mailbox(fw, cmd->uid, &m, reg, err ? MLX5CTL_MCDD_STATUS_ERROR : MLX5CTL_MCDD_STATUS_OK,
		     err ? MLX5CTL_FSM_ERR_ERROR : MLX5CTL_FSM_ERR_OK);
	return err ? bad(cmd, SYND_FWU_MCDD) : 0;
}

int mlx5fw_reg_mcqs(struct mlx5fw *fw, struct mlx5fw_cmd *cmd, bool write, uint8_t *d)
{
	uint32_t index = MLX5CTL_GET(mcqs_reg, d, component_index);
	uint8_t st;

	if (write)
		return mlx5fw_fail(cmd, MLX5CTL_CMD_STAT_BAD_OP_ERR, SYND_BAD_REG);
	expire(fw);
	if (index >= FWU_NUM_COMPONENTS || MLX5CTL_GET(mcqs_reg, d, fw_device))
		return bad(cmd, SYND_FWU_COMPONENT);
	memset(d, 0, MLX5CTL_ST_SZ_BYTES(mcqs_reg));
	MLX5CTL_SET(mcqs_reg, d, component_index, index);
	if (index != FWU_BOOT_INDEX) {
		MLX5CTL_SET(mcqs_reg, d, identifier, MLX5CTL_MCQS_ID_NONE);
		MLX5CTL_SET(mcqs_reg, d, component_status, MLX5CTL_MCQS_STATUS_NOT_PRESENT);
		return 0;
	}
	st = fw->fwu.held ? fw->fwu.update_state : MLX5CTL_MCQS_UPDATE_IDLE;
	if (fw->fwu.pending.data)
		st = MLX5CTL_MCQS_UPDATE_ACTIVE_PENDING_RESET;
	MLX5CTL_SET(mcqs_reg, d, last_index_flag, 1);
	MLX5CTL_SET(mcqs_reg, d, identifier, MLX5CTL_MCQS_ID_BOOT_IMG);
	MLX5CTL_SET(mcqs_reg, d, component_status, MLX5CTL_MCQS_STATUS_IN_USE);
	MLX5CTL_SET(mcqs_reg, d, component_update_state, st);
	MLX5CTL_SET(mcqs_reg, d, last_update_state_changer_type,
		    MLX5CTL_FWU_ENTITY_COMMAND_INTERFACE);
	return 0;
}

/* the info of one type into info (zeroed, FWU_VERSION_INFO bytes): its size, or 0 if none */
static size_t mcqi_info(struct mlx5fw *fw, uint32_t type, bool pending, uint8_t *info)
{
	struct mlx5fw_fwimg_info f;
	size_t n;

	switch (type) {
	case MLX5CTL_MCQI_INFO_CAPABILITIES:
		MLX5CTL_SET(mcqi_cap, info, supported_info_bitmask,
			    1u << MLX5CTL_MCQI_INFO_CAPABILITIES | 1u << MLX5CTL_MCQI_INFO_VERSION |
			    1u << MLX5CTL_MCQI_INFO_ACTIVATION_METHOD);
		MLX5CTL_SET(mcqi_cap, info, component_size,
			    pending ? fw->fwu.pending.len : running_len(fw));
		MLX5CTL_SET(mcqi_cap, info, max_component_size, FWU_MAX_COMPONENT);
		MLX5CTL_SET(mcqi_cap, info, log_mcda_word_size, FWU_LOG_WORD);
		MLX5CTL_SET(mcqi_cap, info, mcda_max_write_size, FWU_MCDA_MAX);
		MLX5CTL_SET(mcqi_cap, info, rd_en, 1);
		MLX5CTL_SET(mcqi_cap, info, signed_updates_only, 1);
		MLX5CTL_SET(mcqi_cap, info, match_chip_id, 1);
		MLX5CTL_SET(mcqi_cap, info, match_psid, 1);
		return MLX5CTL_ST_SZ_BYTES(mcqi_cap);
	case MLX5CTL_MCQI_INFO_VERSION:
		if (pending)
			f = fw->fwu.pending.info;
		else if (fw->fwu.running.data)
			f = fw->fwu.running.info;
		else
			factory_info(fw, &f);
		n = strlen(f.vstr);
		MLX5CTL_SET(mcqi_version, info, build_time_valid, 1);
		MLX5CTL_SET(mcqi_version, info, version_string_length, n);
		MLX5CTL_SET(mcqi_version, info, version, f.version);
		memcpy(MLX5CTL_ADDR_OF(mcqi_version, info, version_string), f.vstr, n);
		return MLX5CTL_ST_SZ_BYTES(mcqi_version);
	case MLX5CTL_MCQI_INFO_ACTIVATION_METHOD:
		MLX5CTL_SET(mcqi_activation_method, info, pending_fw_reset, 1);
		return MLX5CTL_ST_SZ_BYTES(mcqi_activation_method);
	}
	return 0;
}

int mlx5fw_reg_mcqi(struct mlx5fw *fw, struct mlx5fw_cmd *cmd, bool write, uint8_t *d,
		    size_t inlen, size_t *outlen)
{
	size_t hdr = MLX5CTL_BYTE_OFF(mcqi_reg, data);
	uint8_t info[MLX5CTL_ST_SZ_BYTES(mcqi_version)] = { 0 };
	bool pending = MLX5CTL_GET(mcqi_reg, d, read_pending_component);
	uint32_t index = MLX5CTL_GET(mcqi_reg, d, component_index);
	uint32_t type = MLX5CTL_GET(mcqi_reg, d, info_type);
	uint32_t off = MLX5CTL_GET(mcqi_reg, d, offset);
	uint32_t want = MLX5CTL_GET(mcqi_reg, d, data_size);
	size_t size;

	(void)inlen;
	if (write)
		return mlx5fw_fail(cmd, MLX5CTL_CMD_STAT_BAD_OP_ERR, SYND_BAD_REG);
	if (index >= FWU_NUM_COMPONENTS || (pending && !fw->fwu.pending.data))
		return bad(cmd, SYND_FWU_COMPONENT);
	/* the empty slot: capabilities only, nothing present, nothing to update (mstflint asks
	 * for the capabilities of every component MCQS lists) */
	if (index != FWU_BOOT_INDEX && type != MLX5CTL_MCQI_INFO_CAPABILITIES)
		return bad(cmd, SYND_FWU_COMPONENT);
	size = mcqi_info(fw, type, pending, info);
	if (index != FWU_BOOT_INDEX)
		memset(info, 0, sizeof(info));	/* no info but the capability page itself */
	if (!size || off % 4 || off > size)
		return bad(cmd, SYND_BAD_PARAM);
	if (want > size - off)
		want = (uint32_t)(size - off);
	memset(d, 0, hdr);
	MLX5CTL_SET(mcqi_reg, d, read_pending_component, pending);
	MLX5CTL_SET(mcqi_reg, d, component_index, index);
	MLX5CTL_SET(mcqi_reg, d, info_type, type);
	MLX5CTL_SET(mcqi_reg, d, info_size, size);
	MLX5CTL_SET(mcqi_reg, d, offset, off);
	MLX5CTL_SET(mcqi_reg, d, data_size, want);
	memcpy(d + hdr, info + off, want);
	*outlen = hdr + want;
	return 0;
}

int mlx5fw_reg_mirc(struct mlx5fw *fw, struct mlx5fw_cmd *cmd, bool write, uint8_t *d)
{
	(void)cmd;
	if (write) {
		if (!fw->fwu.pending.data) {
			fw->fwu.mirc = MLX5CTL_MIRC_STATUS_FW_ALREADY_ACTIVATED;
		} else {
			struct mlx5fw_fwimg keep = fw->fwu.pending;

			memset(&fw->fwu.pending, 0, sizeof(fw->fwu.pending));
			if (store_save(fw)) {
				fwu_error(fw, "cannot write it", fw->fw_path, errno);
				fw->fwu.pending = keep;
				fw->fwu.mirc = MLX5CTL_MIRC_STATUS_CANDIDATE_FW_DEACTIVATION_FAILED;
			} else {
				img_free(&keep);
				fw->fwu.mirc = MLX5CTL_MIRC_STATUS_OK;
			}
		}
	}
	memset(d, 0, MLX5CTL_ST_SZ_BYTES(mirc_reg));
	MLX5CTL_SET(mirc_reg, d, status_code, fw->fwu.mirc);
	return 0;
}

/* MVTS: no stamp, next or running (the model does not stamp images: the register is RO) */
int mlx5fw_reg_mvts(struct mlx5fw *fw, struct mlx5fw_cmd *cmd, bool write, uint8_t *d)
{
	bool running = MLX5CTL_GET(mvts_reg, d, running_flag);

	(void)fw;
	if (write)
		return mlx5fw_fail(cmd, MLX5CTL_CMD_STAT_BAD_OP_ERR, SYND_BAD_REG);
	memset(d, 0, MLX5CTL_ST_SZ_BYTES(mvts_reg));
	MLX5CTL_SET(mvts_reg, d, running_flag, running);
	return 0;
}

/* ---- faults on demand ------------------------------------------------------------------- */

int mlx5fw_fwu_fault(struct mlx5fw *fw, const char *spec, char *err, size_t errlen)
{
	char buf[128], *tok, *save = NULL, *end;
	unsigned long a, b;

	if (strlen(spec) >= sizeof(buf)) {
		snprintf(err, errlen, "fault specification too long");
		return -1;
	}
	snprintf(buf, sizeof(buf), "%s", spec);
	/* check everything first: a rejected specification changes nothing */
	for (int apply = 0; apply < 2; apply++) {
		snprintf(buf, sizeof(buf), "%s", spec);
		for (tok = strtok_r(buf, ",", &save); tok; tok = strtok_r(NULL, ",", &save)) {
			if (!strcmp(tok, "none")) {
				if (apply) {
					fw->fwu.fail_instr = fw->fwu.fail_code = 0;
					fw->fwu.busy_polls = fw->fwu.drop_after = 0;
					fw->fwu.stall = false;
				}
			} else if (!strcmp(tok, "stall")) {
				if (apply)
					fw->fwu.stall = true;
			} else if (sscanf(tok, "fail:%lu:%lu", &a, &b) == 2) {
				if (a < MLX5CTL_MCC_INSTR_UPDATE_COMPONENT ||
				    a > MLX5CTL_MCC_INSTR_ACTIVATE || a == 7 || !b || b > 0xff)
					goto bad;
				if (apply) {
					fw->fwu.fail_instr = (uint8_t)a;
					fw->fwu.fail_code = (uint8_t)b;
				}
			} else if (!strncmp(tok, "busy:", 5)) {
				a = strtoul(tok + 5, &end, 0);
				if (*end || end == tok + 5 || a >= STALLED)
					goto bad;
				if (apply)
					fw->fwu.busy_polls = (uint32_t)a;
			} else if (!strncmp(tok, "drop:", 5)) {
				a = strtoul(tok + 5, &end, 0);
				if (*end || end == tok + 5 || !a || a > UINT32_MAX)
					goto bad;
				if (apply)
					fw->fwu.drop_after = (uint32_t)a;
			} else if (!strncmp(tok, "timeout:", 8)) {
				a = strtoul(tok + 8, &end, 0);
				if (*end || end == tok + 8 || !a || a > 3600000)
					goto bad;
				if (apply)
					fw->fwu.timeout_ms = (uint32_t)a;
			} else {
				goto bad;
			}
		}
	}
	return 0;
bad:
	snprintf(err, errlen, "bad fault '%s': none, stall, fail:<instruction 3-6>:<error "
		 "1-255>, busy:<polls>, drop:<accesses>, timeout:<ms>", tok);
	return -1;
}

void mlx5fw_fwu_fault_describe(const struct mlx5fw *fw, char *buf, size_t len)
{
	snprintf(buf, len, "fail:%u:%u,busy:%u,drop:%u,timeout:%u%s", fw->fwu.fail_instr,
		 fw->fwu.fail_code, fw->fwu.busy_polls, fw->fwu.drop_after, fw->fwu.timeout_ms,
		 fw->fwu.stall ? ",stall" : "");
}
