// SPDX-License-Identifier: GPL-2.0 OR BSD-3-Clause
/*
 * Firmware update through the PRM's component update registers (prm/fwupdate.yaml), the way
 * the kernel's mlxfw drives them for `devlink dev flash`: MCQS and MCQI to find the component
 * and its limits, MCC's state machine with one update handle, the image in MCDA chunks, MIRC to
 * drop a pending image first. Every failure cancels and releases the handle.
 *
 * Where the device announces MCDD (MCAM) and the transport registers user memory with an MKEY
 * (the mlx5ctl driver: the library makes the MKEY; fwctl with the resource ioctls: the kernel,
 * FWCTL_UMEM_FLAG_MCDD), the image goes by DMA instead (prm/fwupdate.yaml, MCDD): 32 KiB an
 * RPC from a UMEM laid out as mstflint's fwctl path lays its pages out, the mailbox in page 2
 * and the data after it. The same bytes reach the device either way.
 */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "internal.h"

#define DEFAULT_TIMEOUT_MS	30000u	/* mlxfw's MLXFW_FSM_STATE_WAIT_TIMEOUT_MS */
#define MAX_COMPONENTS		64

/* what the update is doing, for the messages */
struct upd {
	struct mlx5ctl_dev *dev;
	uint32_t handle;
	uint16_t index;
	unsigned int timeout_ms;
	unsigned long rpcs;
	bool locked;
	const struct mlx5ctl_target *dma;	/* MCDD's memory, NULL: MCDA */
};

const char *mlx5ctl_fw_stage_name(enum mlx5ctl_fw_stage stage)
{
	static const char *const names[] = {
		[MLX5CTL_FW_STAGE_LOCK] = "lock",
		[MLX5CTL_FW_STAGE_REACTIVATE] = "reactivate",
		[MLX5CTL_FW_STAGE_INITIALIZE] = "initialize",
		[MLX5CTL_FW_STAGE_DOWNLOAD] = "download",
		[MLX5CTL_FW_STAGE_VERIFY] = "verify",
		[MLX5CTL_FW_STAGE_ACTIVATE] = "activate",
		[MLX5CTL_FW_STAGE_DONE] = "done",
	};

	if ((unsigned int)stage >= sizeof(names) / sizeof(names[0]))
		return "unknown";
	return names[stage];
}

static const char *enum_name(const char *e, uint32_t v)
{
	const char *n = mlx5ctl_prm_enum_name(mlx5ctl_prm_find_enum(e), v);

	return n ? n : "unknown";
}

/* ---- queries ---------------------------------------------------------------------------- */

static int mcqs(struct mlx5ctl_dev *dev, uint16_t index, uint8_t *reg)
{
	memset(reg, 0, MLX5CTL_ST_SZ_BYTES(mcqs_reg));
	MLX5CTL_SET(mcqs_reg, reg, component_index, index);
	return mlx5ctl_access_reg(dev, MLX5CTL_REG_MCQS, 0, false, reg, reg,
				  MLX5CTL_ST_SZ_BYTES(mcqs_reg));
}

/* MCQI info of one type, len bytes at most, into info */
static int mcqi(struct mlx5ctl_dev *dev, uint16_t index, bool pending, uint32_t type, void *info,
		size_t len)
{
	size_t hdr = MLX5CTL_BYTE_OFF(mcqi_reg, data);
	uint8_t reg[MLX5CTL_BYTE_OFF(mcqi_reg, data) + MLX5CTL_ST_SZ_BYTES(mcqi_version)] = { 0 };
	int err;

	if (len > sizeof(reg) - hdr)
		len = sizeof(reg) - hdr;
	MLX5CTL_SET(mcqi_reg, reg, component_index, index);
	MLX5CTL_SET(mcqi_reg, reg, read_pending_component, pending);
	MLX5CTL_SET(mcqi_reg, reg, info_type, type);
	MLX5CTL_SET(mcqi_reg, reg, data_size, (uint32_t)len);
	err = mlx5ctl_access_reg(dev, MLX5CTL_REG_MCQI, 0, false, reg, reg, hdr + len);
	if (!err)
		memcpy(info, reg + hdr, len);
	return err;
}

static void version_of(const uint8_t *info, uint32_t *version, char *str, size_t len)
{
	size_t n = MLX5CTL_GET(mcqi_version, info, version_string_length);
	size_t max = MLX5CTL_FLD_SZ_BYTES(mcqi_version, version_string);

	*version = MLX5CTL_GET(mcqi_version, info, version);
	if (n > max)
		n = max;
	if (n >= len)
		n = len - 1;
	memcpy(str, MLX5CTL_ADDR_OF(mcqi_version, info, version_string), n);
	str[n] = '\0';
}

static int query_one(struct mlx5ctl_dev *dev, uint16_t index, const uint8_t *qs,
		     struct mlx5ctl_fw_component *c)
{
	uint8_t info[MLX5CTL_ST_SZ_BYTES(mcqi_version)];
	int err;

	memset(c, 0, sizeof(*c));
	c->index = index;
	c->identifier = (uint16_t)MLX5CTL_GET(mcqs_reg, qs, identifier);
	c->status = (uint8_t)MLX5CTL_GET(mcqs_reg, qs, component_status);
	c->update_state = (uint8_t)MLX5CTL_GET(mcqs_reg, qs, component_update_state);
	memset(info, 0, sizeof(info));
	err = mcqi(dev, index, false, MLX5CTL_MCQI_INFO_CAPABILITIES, info,
		   MLX5CTL_ST_SZ_BYTES(mcqi_cap));
	if (err)
		return err;
	c->component_size = MLX5CTL_GET(mcqi_cap, info, component_size);
	c->max_component_size = MLX5CTL_GET(mcqi_cap, info, max_component_size);
	c->mcda_max_write_size = (uint16_t)MLX5CTL_GET(mcqi_cap, info, mcda_max_write_size);
	c->log_mcda_word_size = (uint8_t)MLX5CTL_GET(mcqi_cap, info, log_mcda_word_size);
	memset(info, 0, sizeof(info));
	err = mcqi(dev, index, false, MLX5CTL_MCQI_INFO_VERSION, info, sizeof(info));
	if (err)
		return err;
	version_of(info, &c->running_version, c->running, sizeof(c->running));
	memset(info, 0, sizeof(info));
	if (!mcqi(dev, index, false, MLX5CTL_MCQI_INFO_ACTIVATION_METHOD, info,
		  MLX5CTL_ST_SZ_BYTES(mcqi_activation_method))) {
		c->activation = mlx5ctl_be32_load(info);
		c->fw_reset_activates = MLX5CTL_GET(mcqi_activation_method, info,
						    pending_fw_reset);
	}
	if (c->update_state == MLX5CTL_MCQS_UPDATE_ACTIVE_PENDING_RESET) {
		memset(info, 0, sizeof(info));
		err = mcqi(dev, index, true, MLX5CTL_MCQI_INFO_VERSION, info, sizeof(info));
		if (!err) {
			c->pending = true;
			version_of(info, &c->pending_version, c->pending_str,
				   sizeof(c->pending_str));
		}
	}
	return 0;
}

int mlx5ctl_fw_query(struct mlx5ctl_dev *dev, struct mlx5ctl_fw_component *comps, size_t max)
{
	uint8_t qs[MLX5CTL_ST_SZ_BYTES(mcqs_reg)];
	struct mlx5ctl_fw_component c;
	uint16_t i;
	int err, n = 0;

	for (i = 0; i < MAX_COMPONENTS; i++) {
		err = mcqs(dev, i, qs);
		if (err)
			return err;
		if (MLX5CTL_GET(mcqs_reg, qs, identifier) &&
		    MLX5CTL_GET(mcqs_reg, qs, component_status) != MLX5CTL_MCQS_STATUS_NOT_PRESENT) {
			err = query_one(dev, i, qs, &c);
			if (err)
				return err;
			if ((size_t)n < max)
				MLX5CTL_COPY_OUT(&comps[n], &c);
			n++;
		}
		if (MLX5CTL_GET(mcqs_reg, qs, last_index_flag))
			return n;
	}
	return n;
}

/* ---- the state machine ------------------------------------------------------------------ */

static int mcc_query(struct upd *u, uint32_t *handle, uint8_t *state, uint8_t *error)
{
	uint8_t reg[MLX5CTL_ST_SZ_BYTES(mcc_reg)] = { 0 };
	int err;

	MLX5CTL_SET(mcc_reg, reg, update_handle, u->handle);
	u->rpcs++;
	err = mlx5ctl_access_reg(u->dev, MLX5CTL_REG_MCC, 0, false, reg, reg, sizeof(reg));
	if (err)
		return err;
	if (handle)
		*handle = MLX5CTL_GET(mcc_reg, reg, update_handle);
	*state = (uint8_t)MLX5CTL_GET(mcc_reg, reg, control_state);
	*error = (uint8_t)MLX5CTL_GET(mcc_reg, reg, error_code);
	return 0;
}

static int mcc(struct upd *u, uint32_t instr, uint16_t index, uint32_t size)
{
	uint8_t reg[MLX5CTL_ST_SZ_BYTES(mcc_reg)] = { 0 };

	MLX5CTL_SET(mcc_reg, reg, instruction, instr);
	MLX5CTL_SET(mcc_reg, reg, component_index, index);
	MLX5CTL_SET(mcc_reg, reg, update_handle, u->handle);
	MLX5CTL_SET(mcc_reg, reg, component_size, size);
	u->rpcs++;
	return mlx5ctl_access_reg(u->dev, MLX5CTL_REG_MCC, 0, true, reg, reg, sizeof(reg));
}

/* the errno and words for an MCC error_code (mlxfw's table) */
static int fsm_error(uint8_t code, const char *step)
{
	static const struct {
		int err;
		const char *what;
	} t[] = {
		[MLX5CTL_FSM_ERR_ERROR] = { -EIO, "general error" },
		[MLX5CTL_FSM_ERR_REJECTED_DIGEST_ERR] = { -EBADMSG, "component hash mismatch" },
		[MLX5CTL_FSM_ERR_REJECTED_NOT_APPLICABLE] = { -ENOENT, "component not applicable" },
		[MLX5CTL_FSM_ERR_REJECTED_UNKNOWN_KEY] = { -ENOKEY, "unknown key" },
		[MLX5CTL_FSM_ERR_REJECTED_AUTH_FAILED] = { -EACCES, "authentication failed" },
		[MLX5CTL_FSM_ERR_REJECTED_UNSIGNED] = { -EKEYREVOKED, "component was not signed" },
		[MLX5CTL_FSM_ERR_REJECTED_KEY_NOT_APPLICABLE] = { -EKEYREJECTED,
								  "key not applicable" },
		[MLX5CTL_FSM_ERR_REJECTED_BAD_FORMAT] = { -ENOEXEC, "bad format" },
		[MLX5CTL_FSM_ERR_BLOCKED_PENDING_RESET] = { -EBUSY, "pending reset" },
	};
	int err = -EIO;
	const char *what = "unknown error";

	if (code < sizeof(t) / sizeof(t[0]) && t[code].what) {
		err = t[code].err;
		what = t[code].what;
	}
	return mlx5ctl_seterr(err, "firmware update failed at %s: %s (%s, 0x%x)", step, what,
			      enum_name("fsm_error", code), code);
}

static void pause_ms(unsigned int ms)
{
	struct timespec ts = { 0, (long)ms * 1000000L };

	nanosleep(&ts, NULL);
}

static uint64_t now_ms(void)
{
	struct timespec ts;

	clock_gettime(CLOCK_MONOTONIC, &ts);
	return (uint64_t)ts.tv_sec * 1000 + (uint64_t)ts.tv_nsec / 1000000;
}

/*
 * An instruction the device refused on arrival: the write failed, and the state machine's
 * error_code (which a card also answers with the write itself, where mstflint reads it) says
 * why; the command's failure if it says nothing.
 */
static int refused(struct upd *u, int err, const char *step)
{
	uint8_t state, error;
	char msg[512];

	snprintf(msg, sizeof(msg), "%s", mlx5ctl_strerror());
	if (err != -EREMOTEIO || mcc_query(u, NULL, &state, &error) || !error)
		return mlx5ctl_seterr(err, "%s", msg);
	return fsm_error(error, step);
}

/* an instruction: taken, or refused with the device's reason */
static int instruct(struct upd *u, uint32_t instr, uint16_t index, uint32_t size,
		    const char *step)
{
	int err = mcc(u, instr, index, size);

	return err ? refused(u, err, step) : 0;
}

/* poll MCC until the state is `want` (an error code ends it); cancel is polled too */
static int wait_state(struct upd *u, uint8_t want, const char *step,
		      struct mlx5ctl_fw_update_opts *o, enum mlx5ctl_fw_stage stage)
{
	uint64_t end = now_ms() + u->timeout_ms;
	uint8_t state, error;
	unsigned int delay = 1;
	int err;

	for (;;) {
		err = mcc_query(u, NULL, &state, &error);
		if (err)
			return err;
		if (error)
			return fsm_error(error, step);
		if (state == want)
			return 0;
		if (now_ms() >= end)
			return mlx5ctl_seterr(-ETIMEDOUT, "firmware update: %s: the device stayed in "
					      "state %s for %u ms (waiting for %s)", step,
					      enum_name("fsm_state", state), u->timeout_ms,
					      enum_name("fsm_state", want));
		if (o->progress && o->progress(o->ctx, stage, 0, 0))
			return mlx5ctl_seterr(-ECANCELED, "firmware update cancelled");
		pause_ms(delay);
		if (delay < 50)
			delay *= 2;
	}
}

/* give the handle back, after cancelling what is in progress: best effort */
static void give_back(struct upd *u)
{
	uint8_t state, error;

	if (!u->locked)
		return;
	if (!mcc_query(u, NULL, &state, &error) && state != MLX5CTL_FSM_STATE_IDLE &&
	    state != MLX5CTL_FSM_STATE_LOCKED)
		mcc(u, MLX5CTL_MCC_INSTR_CANCEL, u->index, 0);
	mcc(u, MLX5CTL_MCC_INSTR_RELEASE_UPDATE_HANDLE, 0, 0);
	u->locked = false;
}

static int lock(struct upd *u)
{
	uint8_t state, error;
	int err;

	u->handle = 0;
	err = mcc_query(u, &u->handle, &state, &error);
	if (err)
		return err;
	if (state != MLX5CTL_FSM_STATE_IDLE)
		return mlx5ctl_seterr(-EBUSY, "firmware update: the update handle is held by "
				      "another flasher (state %s)", enum_name("fsm_state", state));
	err = mcc(u, MLX5CTL_MCC_INSTR_LOCK_UPDATE_HANDLE, 0, 0);
	if (err) {
		/* taken between the query and the lock */
		if (!mcc_query(u, NULL, &state, &error) && state != MLX5CTL_FSM_STATE_IDLE)
			return mlx5ctl_seterr(-EBUSY, "firmware update: the update handle is "
					      "held by another flasher");
		return err;
	}
	u->locked = true;
	return 0;
}

/* MIRC: the running image boots next again, a pending one is dropped */
static int reactivate(struct upd *u)
{
	uint8_t reg[MLX5CTL_ST_SZ_BYTES(mirc_reg)] = { 0 };
	uint64_t end = now_ms() + u->timeout_ms;
	uint32_t st;
	int err;

	u->rpcs++;
	err = mlx5ctl_access_reg(u->dev, MLX5CTL_REG_MIRC, 0, true, reg, reg, sizeof(reg));
	for (;;) {
		if (err)
			return err;
		st = MLX5CTL_GET(mirc_reg, reg, status_code);
		if (st == MLX5CTL_MIRC_STATUS_OK || st == MLX5CTL_MIRC_STATUS_FW_ALREADY_ACTIVATED)
			return 0;
		if (st != MLX5CTL_MIRC_STATUS_BUSY || now_ms() >= end)
			return mlx5ctl_seterr(-EREMOTEIO, "firmware update: re-activation of the "
					      "running image failed: %s (0x%x)",
					      enum_name("mirc_status", st), st);
		pause_ms(20);
		memset(reg, 0, sizeof(reg));
		u->rpcs++;
		err = mlx5ctl_access_reg(u->dev, MLX5CTL_REG_MIRC, 0, false, reg, reg,
					 sizeof(reg));
	}
}

static int download(struct upd *u, const uint8_t *img, size_t len, uint32_t chunk,
		    struct mlx5ctl_fw_update_opts *o)
{
	size_t hdr = MLX5CTL_BYTE_OFF(mcda_reg, data), off, n, i;
	uint8_t *reg = malloc(hdr + chunk);
	int err = 0;

	if (!reg)
		return mlx5ctl_seterr(-ENOMEM, "out of memory");
	for (off = 0; off < len && !err; off += n) {
		n = len - off < chunk ? len - off : chunk;
		memset(reg, 0, hdr + chunk);
		MLX5CTL_SET(mcda_reg, reg, update_handle, u->handle);
		MLX5CTL_SET(mcda_reg, reg, offset, (uint32_t)off);
		MLX5CTL_SET(mcda_reg, reg, size, (uint32_t)((n + 3) & ~(size_t)3));
		/* each register dword is 4 image bytes read as a little-endian number */
		for (i = 0; i < n; i += 4) {
			uint8_t b[4] = { 0 };

			memcpy(b, img + off + i, n - i < 4 ? n - i : 4);
			mlx5ctl_be32_store(reg + hdr + i, b[0] | (uint32_t)b[1] << 8 |
					   (uint32_t)b[2] << 16 | (uint32_t)b[3] << 24);
		}
		u->rpcs++;
		err = mlx5ctl_access_reg_io(u->dev, MLX5CTL_REG_MCDA, 0, true, reg,
					    hdr + ((n + 3) & ~(size_t)3), NULL, hdr);
		if (!err && o->progress && o->progress(o->ctx, MLX5CTL_FW_STAGE_DOWNLOAD, off + n, len))
			err = mlx5ctl_seterr(-ECANCELED, "firmware update cancelled");
	}
	free(reg);
	return err;
}

/* MCAM: whether the device announces access register id (groups of 0x80 from 0x9000) */
static bool mcam_has(struct mlx5ctl_dev *dev, uint16_t id)
{
	uint8_t reg[MLX5CTL_ST_SZ_BYTES(mcam_reg)] = { 0 };
	unsigned int i = (id - 0x9000u) % 0x80u;

	MLX5CTL_SET(mcam_reg, reg, access_reg_group, (id - 0x9000u) / 0x80u);
	if (mlx5ctl_access_reg(dev, MLX5CTL_REG_MCAM, 0, false, reg, reg, sizeof(reg)))
		return false;
	return mlx5ctl_bits_get(reg, MLX5CTL_BIT_OFF(mcam_reg, mng_access_reg_cap_mask) +
				0x7fu - i, 1);
}

/* MCDD's UMEM: pages 0 and 1 unused, the mailbox page 2 (where the device writes it for a
 * user), the data from page 3 on, MCDD_CHUNK bytes */
#define MCDD_PAGE		4096u
#define MCDD_MAILBOX_PAGE	2u
#define MCDD_DATA_PAGE		3u
#define MCDD_CHUNK		32768u
#define MCDD_UMEM		(MCDD_DATA_PAGE * MCDD_PAGE + MCDD_CHUNK)

static int download_mcdd(struct upd *u, const struct mlx5ctl_target *t, const uint8_t *img,
			 size_t len, struct mlx5ctl_fw_update_opts *o)
{
	uint8_t *mb = (uint8_t *)t->umem->addr + MCDD_MAILBOX_PAGE * MCDD_PAGE;
	uint8_t *data = (uint8_t *)t->umem->addr + MCDD_DATA_PAGE * MCDD_PAGE;
	uint8_t reg[MLX5CTL_ST_SZ_BYTES(mcdd_reg)];
	size_t off, n, i, dlen;
	int err = 0;

	for (off = 0; off < len && !err; off += n) {
		uint64_t end = now_ms() + u->timeout_ms;
		uint32_t st;

		n = len - off < MCDD_CHUNK ? len - off : MCDD_CHUNK;
		dlen = (n + 3) & ~(size_t)3;
		/* each dword is 4 image bytes read as a little-endian number, as MCDA's */
		for (i = 0; i < n; i += 4) {
			uint8_t b[4] = { 0 };

			memcpy(b, img + off + i, n - i < 4 ? n - i : 4);
			mlx5ctl_be32_store(data + i, b[0] | (uint32_t)b[1] << 8 |
					   (uint32_t)b[2] << 16 | (uint32_t)b[3] << 24);
		}
		memset(mb, 0, MLX5CTL_ST_SZ_BYTES(mcdd_descriptor));
		memset(reg, 0, sizeof(reg));
		MLX5CTL_SET(mcdd_reg, reg, update_handle, u->handle);
		MLX5CTL_SET(mcdd_reg, reg, offset, (uint32_t)off);
		MLX5CTL_SET(mcdd_reg, reg, size, (uint32_t)dlen);
		MLX5CTL_SET(mcdd_reg, reg, data_page_phys_addr_lsb, MCDD_DATA_PAGE);
		MLX5CTL_SET(mcdd_reg, reg, mailbox_page_phys_addr_lsb, t->mkey);
		u->rpcs++;
		err = mlx5ctl_access_reg(u->dev, MLX5CTL_REG_MCDD, 0, true, reg, reg, sizeof(reg));
		/* the device says in the mailbox when it has the data */
		while (!err) {
			st = MLX5CTL_GET(mcdd_descriptor, mb, status);
			if (st == MLX5CTL_MCDD_STATUS_OK)
				break;
			if (st == MLX5CTL_MCDD_STATUS_ERROR)
				err = mlx5ctl_seterr(-EIO, "firmware update: MCDD of %zu bytes at %zu "
						     "failed: %s", dlen, off,
						     enum_name("fsm_error", MLX5CTL_GET(mcdd_descriptor,
										  mb, error)));
			else if (now_ms() >= end)
				err = mlx5ctl_seterr(-ETIMEDOUT, "firmware update: MCDD of %zu "
						     "bytes at %zu: no answer in the mailbox in "
						     "%u ms", dlen, off, u->timeout_ms);
			else
				pause_ms(1);
		}
		if (!err && o->progress && o->progress(o->ctx, MLX5CTL_FW_STAGE_DOWNLOAD, off + n, len))
			err = mlx5ctl_seterr(-ECANCELED, "firmware update cancelled");
	}
	return err;
}

static int stage(struct mlx5ctl_fw_update_opts *o, enum mlx5ctl_fw_stage s, uint64_t total)
{
	if (o->progress && o->progress(o->ctx, s, 0, total))
		return mlx5ctl_seterr(-ECANCELED, "firmware update cancelled");
	return 0;
}

static int update(struct upd *u, const uint8_t *img, size_t len,
		  struct mlx5ctl_fw_update_opts *o)
{
	struct mlx5ctl_fw_component c;
	uint8_t qs[MLX5CTL_ST_SZ_BYTES(mcqs_reg)];
	uint32_t chunk, align;
	int err;

	err = mcqs(u->dev, u->index, qs);
	if (!err)
		err = query_one(u->dev, u->index, qs, &c);
	if (err)
		return err;
	align = 1u << c.log_mcda_word_size;
	chunk = c.mcda_max_write_size & ~(align - 1);
	if (!chunk || align > 4096)
		return mlx5ctl_seterr(-EPROTO, "firmware update: the device advertises MCDA "
				      "writes of %u bytes in units of %u", c.mcda_max_write_size,
				      align);
	if (c.max_component_size && len > c.max_component_size)
		return mlx5ctl_seterr(-EFBIG, "firmware update: an image of %zu bytes, the "
				      "component takes %u at most", len, c.max_component_size);
	err = stage(o, MLX5CTL_FW_STAGE_LOCK, len);
	if (!err)
		err = lock(u);
	if (!err && c.update_state == MLX5CTL_MCQS_UPDATE_ACTIVE_PENDING_RESET) {
		err = stage(o, MLX5CTL_FW_STAGE_REACTIVATE, len);
		if (!err)
			err = reactivate(u);
	}
	if (!err)
		err = stage(o, MLX5CTL_FW_STAGE_INITIALIZE, len);
	if (!err)
		err = instruct(u, MLX5CTL_MCC_INSTR_UPDATE_COMPONENT, u->index, (uint32_t)len,
			       "UPDATE_COMPONENT");
	if (!err)
		err = wait_state(u, MLX5CTL_FSM_STATE_DOWNLOAD, "UPDATE_COMPONENT", o,
				 MLX5CTL_FW_STAGE_INITIALIZE);
	if (!err && u->dma)
		err = download_mcdd(u, u->dma, img, len, o);
	else if (!err)
		err = download(u, img, len, chunk, o);
	if (!err)
		err = stage(o, MLX5CTL_FW_STAGE_VERIFY, len);
	if (!err)
		err = instruct(u, MLX5CTL_MCC_INSTR_VERIFY_COMPONENT, u->index, 0,
			       "VERIFY_COMPONENT");
	if (!err)
		err = wait_state(u, MLX5CTL_FSM_STATE_LOCKED, "VERIFY_COMPONENT", o,
				 MLX5CTL_FW_STAGE_VERIFY);
	if (!err)
		err = stage(o, MLX5CTL_FW_STAGE_ACTIVATE, len);
	if (!err)
		err = instruct(u, MLX5CTL_MCC_INSTR_ACTIVATE, 0, 0, "ACTIVATE");
	if (!err)
		err = wait_state(u, MLX5CTL_FSM_STATE_LOCKED, "ACTIVATE", o,
				 MLX5CTL_FW_STAGE_ACTIVATE);
	return err;
}

int mlx5ctl_fw_psid(struct mlx5ctl_dev *dev, char *buf, size_t len)
{
	uint8_t mgir[MLX5CTL_ST_SZ_BYTES(mgir_reg)] = { 0 };
	const char *p = (const char *)MLX5CTL_ADDR_OF(mgir_reg, mgir, fw_info.psid);
	size_t n;
	int err;

	if (!buf || !len)
		return mlx5ctl_seterr(-EINVAL, "PSID: no buffer");
	err = mlx5ctl_access_reg(dev, MLX5CTL_REG_MGIR, 0, false, NULL, mgir, sizeof(mgir));
	if (err)
		return err;
	n = strnlen(p, MLX5CTL_FLD_SZ_BYTES(mgir_reg, fw_info.psid));
	if (n >= len)
		n = len - 1;
	memcpy(buf, p, n);
	buf[n] = '\0';
	return 0;
}

static int update_image(struct mlx5ctl_dev *dev, const void *image, size_t len,
			struct mlx5ctl_fw_update_opts *opts);

int mlx5ctl_fw_update(struct mlx5ctl_dev *dev, const void *image, size_t len,
		      struct mlx5ctl_fw_update_opts *opts)
{
	struct mlx5ctl_fw_image_info info = { .size = sizeof(info) };
	char psid[20];
	size_t ilen;
	void *img;
	int err;

	if (!image || !len || len > UINT32_MAX)
		return mlx5ctl_seterr(-EINVAL, "firmware update: an image of %zu bytes", len);
	if (mlx5ctl_fw_image_info(image, len, &info) || info.format != MLX5CTL_FW_FORMAT_MFA2)
		return update_image(dev, image, len, opts);
	/* a package: its image for this card's board, chosen before anything is written */
	err = mlx5ctl_fw_psid(dev, psid, sizeof(psid));
	if (!err)
		err = mlx5ctl_fw_image_select(image, len, psid, &img, &ilen, NULL);
	if (err)
		return err;
	err = update_image(dev, img, ilen, opts);
	free(img);
	return err;
}

static int update_image(struct mlx5ctl_dev *dev, const void *image, size_t len,
			struct mlx5ctl_fw_update_opts *opts)
{
	struct mlx5ctl_fw_update_opts o = { 0 };
	struct mlx5ctl_fw_component comps[4];
	struct upd u = { .dev = dev };
	struct mlx5ctl_target dma = { 0 };
	char msg[512];
	int err, n;

	if (opts)
		MLX5CTL_COPY_IN(&o, opts);
	if (!image || !len || len > UINT32_MAX)
		return mlx5ctl_seterr(-EINVAL, "firmware update: an image of %zu bytes", len);
	u.timeout_ms = o.timeout_ms ? o.timeout_ms : DEFAULT_TIMEOUT_MS;
	u.index = o.component;
	if (!u.index) {
		for (int i = 0; i < 4; i++)
			comps[i].size = sizeof(comps[i]);
		n = mlx5ctl_fw_query(dev, comps, 4);
		if (n < 0)
			return n;
		for (int i = 0; i < n && i < 4 && !u.index; i++)
			if (comps[i].identifier == MLX5CTL_MCQS_ID_BOOT_IMG)
				u.index = comps[i].index;
		if (!u.index)
			return mlx5ctl_seterr(-ENODEV, "firmware update: the device lists no "
					      "updatable boot image");
	}
	/*
	 * MCDD where the device has it and the transport gives memory with an MKEY; anything
	 * short of that (no MCDD, no user memory on this platform or kernel) is MCDA, silently
	 */
	if (mcam_has(dev, MLX5CTL_REG_MCDD) &&
	    !mlx5ctl_target_create(dev, MCDD_UMEM, MLX5CTL_XP_UMEM_MCDD, &dma))
		u.dma = &dma;
	else
		mlx5ctl_target_destroy(dev, &dma);
	err = update(&u, image, len, &o);
	if (u.dma)
		mlx5ctl_target_destroy(dev, &dma);
	if (err) {
		/* keep the reason: giving the handle back may set another */
		snprintf(msg, sizeof(msg), "%s", mlx5ctl_strerror());
		give_back(&u);
		mlx5ctl_seterr(err, "%s", msg);
	} else {
		mcc(&u, MLX5CTL_MCC_INSTR_RELEASE_UPDATE_HANDLE, 0, 0);
		u.locked = false;
		if (o.progress)
			o.progress(o.ctx, MLX5CTL_FW_STAGE_DONE, len, len);
	}
	if (opts && mlx5ctl_user_size(opts->size, sizeof(o)) >=
		    offsetof(struct mlx5ctl_fw_update_opts, rpcs) + sizeof(opts->rpcs))
		opts->rpcs = u.rpcs;
	return err;
}

/* ---- activation: MFRL's reset synchronised with the drivers (prm/mgmt.yaml) ---- */
static int mfrl_read(struct mlx5ctl_dev *dev, uint8_t *d)
{
	memset(d, 0, MLX5CTL_ST_SZ_BYTES(mfrl_reg));
	return mlx5ctl_access_reg(dev, MLX5CTL_REG_MFRL, 0, false, NULL, d,
				  MLX5CTL_ST_SZ_BYTES(mfrl_reg));
}

/* the device went away under the handle: what the transports say once the driver unbound */
static bool device_gone(int err)
{
	return err == -ENODEV || err == -ENXIO || err == -EIO || err == -ESHUTDOWN;
}

int mlx5ctl_fw_reset(struct mlx5ctl_dev *dev, unsigned int timeout_ms)
{
	uint8_t d[MLX5CTL_ST_SZ_BYTES(mfrl_reg)];
	uint32_t st;
	uint64_t end;
	int err;

	err = mfrl_read(dev, d);
	if (err)
		return err;
	if (!(MLX5CTL_GET(mfrl_reg, d, reset_level) & MLX5CTL_MFRL_RESET_LEVEL_LEVEL3))
		return mlx5ctl_seterr(-EOPNOTSUPP, "firmware activation: the device offers no "
				      "reset of level 3 (MFRL): reboot to run the pending image");
	st = MLX5CTL_GET(mfrl_reg, d, reset_state);
	if (st == MLX5CTL_MFRL_RESET_STATE_IN_NEGOTIATION ||
	    st == MLX5CTL_MFRL_RESET_STATE_RESET_IN_PROGRESS)
		return mlx5ctl_seterr(-EBUSY, "firmware activation: a reset is already under way "
				      "(MFRL %s)", enum_name("mfrl_reset_state", st));
	memset(d, 0, sizeof(d));
	MLX5CTL_SET(mfrl_reg, d, reset_level, MLX5CTL_MFRL_RESET_LEVEL_LEVEL3);
	MLX5CTL_SET(mfrl_reg, d, pci_sync_for_fw_update_start, 1);
	err = mlx5ctl_access_reg(dev, MLX5CTL_REG_MFRL, 0, true, d, NULL, sizeof(d));
	if (err == -EREMOTEIO && !mfrl_read(dev, d) &&
	    MLX5CTL_GET(mfrl_reg, d, reset_state) == MLX5CTL_MFRL_RESET_STATE_NACK)
		return mlx5ctl_seterr(-EPERM, "firmware activation: the device refused the reset "
				      "(MFRL NACK: no driver takes part in a synchronised reset): "
				      "reboot to run the pending image");
	if (err)
		return err;
	/* the drivers answer, tear down and reset: the handle dies with the function's driver */
	end = now_ms() + (timeout_ms ? timeout_ms : DEFAULT_TIMEOUT_MS);
	for (;;) {
		err = mfrl_read(dev, d);
		if (device_gone(err))
			return 0;
		if (err)
			return err;
		st = MLX5CTL_GET(mfrl_reg, d, reset_state);
		if (st == MLX5CTL_MFRL_RESET_STATE_IDLE)
			return 0;	/* reset and back (a handle that survives it) */
		if (st == MLX5CTL_MFRL_RESET_STATE_NACK)
			return mlx5ctl_seterr(-EPERM, "firmware activation: a driver refused the "
					      "reset (MFRL NACK; the kernel log says why): reboot "
					      "to run the pending image");
		if (st == MLX5CTL_MFRL_RESET_STATE_NEG_TIMEOUT)
			return mlx5ctl_seterr(-ETIMEDOUT, "firmware activation: no driver answered "
					      "the reset request (MFRL NEG_TIMEOUT): reboot to run "
					      "the pending image");
		if (now_ms() >= end)
			return mlx5ctl_seterr(-ETIMEDOUT, "firmware activation: no reset within "
					      "%u ms (MFRL %s)", timeout_ms ? timeout_ms :
					      DEFAULT_TIMEOUT_MS, enum_name("mfrl_reset_state", st));
		pause_ms(50);
	}
}
