/* SPDX-License-Identifier: GPL-2.0 OR BSD-3-Clause */
/*
 * libmlx5ctl: talk to ConnectX firmware through the kernel: the mlx5ctl driver
 * (/dev/mlx5ctl-<auxiliary device>, Linux 6.12 with the series) or upstream's fwctl/mlx5
 * (/dev/fwctl/fwctlN, Linux 6.15 on). The transport is a property of the device, found when
 * it is opened: the same calls work over both (what fwctl cannot carry, user memory, makes the
 * dumps go inline by themselves; devinfo.transport says which it is).
 *
 * Every function returns 0 (or a count) or a negative errno; mlx5ctl_strerror() then says
 * what went wrong in words, naming the PRM status and syndrome when the firmware refused a
 * command ("BAD_PARAM_ERR (0x3), syndrome 0x1234abcd").
 *
 * Threads: every function may be called from any thread. A device handle may be shared by
 * threads: RPCs on it run concurrently (the driver serialises what it must), its UMEM list
 * and cached information are locked. mlx5ctl_close() must not race with other calls on the
 * same handle. The error message is per thread. The tables generated from the spec are
 * read-only.
 *
 * ABI: only the functions declared in mlx5ctl.h and mlx5ctl_lib_prm.h are exported
 * (libmlx5ctl.map; tests/abi holds the baseline the tests compare against). Structures the
 * caller allocates and the library fills or reads start with `size`: set it to sizeof(the
 * structure) (0 means the first version's size), so that they can grow. Structures the
 * library allocates are read through pointers and may grow at the end. Fixed forever:
 * struct mlx5ctl_membuf, struct mlx5ctl_diag_sample (arrays of it), struct mlx5ctl_prm_ref.
 */
#ifndef MLX5CTL_H
#define MLX5CTL_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "mlx5ctl_lib_prm.h"

#ifdef __cplusplus
extern "C" {
#endif

#define MLX5CTL_DEV_DIR "/dev"
#define MLX5CTL_DEV_PREFIX "mlx5ctl-"
#define MLX5CTL_SYSFS_DIR "/sys"

struct mlx5ctl_dev;

/* ---- devices ---- */

/*
 * What sysfs says about one mlx5ctl device (the mlx5_core.ctl.N auxiliary device and its PCI
 * function), read without opening anything: no privileges needed. Library-allocated.
 */
struct mlx5ctl_sysdev {
	char adev[64];		/* auxiliary device: mlx5_core.ctl.0 */
	char pci[32];		/* its PCI function: 0000:01:00.0 ("" if sysfs does not say) */
	char driver[32];	/* driver bound to the auxiliary device: "mlx5ctl", "" if none */
	char devnode[160];	/* /dev/mlx5ctl-mlx5_core.ctl.0, "" if there is none */
	char netdevs[256];	/* network interfaces of the PCI function, space-separated */
	char rdma[128];		/* its RDMA devices, space-separated */
	uint16_t vendor_id, device_id;			/* PCI ids, 0 if unknown */
	uint16_t subsystem_vendor_id, subsystem_device_id;
	int numa_node;		/* -1 if unknown */
	char transport[16];	/* "mlx5ctl" (the series' driver) or "fwctl" (upstream's) */
	char kernel[65];	/* the running kernel's release */
};

/*
 * Every mlx5ctl device: the auxiliary devices sysfs lists and the device nodes in /dev, in
 * index order (natural sort of the auxiliary names). *devs is a NULL-terminated array to free
 * with mlx5ctl_free_sysdevs(). Returns the count. The environment variables MLX5CTL_SYSFS_DIR
 * and MLX5CTL_DEV_DIR replace /sys and /dev (tests).
 */
int mlx5ctl_list_sysdevs(struct mlx5ctl_sysdev ***devs);
void mlx5ctl_free_sysdevs(struct mlx5ctl_sysdev **devs);
/* Just the auxiliary device names, in the same order; free with mlx5ctl_free_names(). */
int mlx5ctl_list_names(char ***names);
void mlx5ctl_free_names(char **names);

/*
 * The auxiliary device name of a device however it is named: the auxiliary name
 * ("mlx5_core.ctl.0"), an index from the list ("0"), a device path ("/dev/mlx5ctl-..."), a
 * PCI address ("0000:01:00.0" or "01:00.0"), devlink's handle ("pci/0000:01:00.0"), or a
 * network interface or RDMA device of the PCI function ("eth0", "mlx5_0"). NULL or "" names
 * the only device. Nothing is opened: -ENODEV when there is no such device (or none at all),
 * -EEXIST when NULL is given and there are several.
 */
int mlx5ctl_resolve(const char *which, char *adev, size_t len);

/*
 * Open a device named as mlx5ctl_resolve() takes it. A device node the caller may not open
 * fails with -EACCES / -EPERM and a message saying "permission denied".
 */
int mlx5ctl_open(const char *which, struct mlx5ctl_dev **dev);
/*
 * The same with flags. MLX5CTL_OPEN_DEBUG_WRITE_FULL: over fwctl, a command upstream grants
 * only at its DEBUG_WRITE_FULL scope may be sent (it taints the kernel and needs
 * CAP_SYS_RAWIO); without it such a command fails with -EPERM and nothing is sent.
 * MLX5CTL_OPEN_READ_ONLY: the handle sends only what the spec calls a read: a command of the
 * debug-read scope, a register read of a register readable at it with every field that acts
 * on a read (the spec's rules) at a value that does not, and over fwctl nothing above
 * FWCTL_RPC_DEBUG_READ; anything else fails with -EPERM and nothing is sent (the dumps' own
 * PD and MKEY, debug-read objects of the file's UID, are reads in this sense). It cannot be
 * combined with MLX5CTL_OPEN_DEBUG_WRITE_FULL. Unknown flags: -EINVAL.
 */
#define MLX5CTL_OPEN_DEBUG_WRITE_FULL	(1u << 0)
#define MLX5CTL_OPEN_READ_ONLY		(1u << 1)
int mlx5ctl_open_flags(const char *which, unsigned int flags, struct mlx5ctl_dev **dev);
/* Unregisters what the handle registered, closes the file, frees the handle. */
void mlx5ctl_close(struct mlx5ctl_dev *dev);
int mlx5ctl_fd(const struct mlx5ctl_dev *dev);

/* What INFO reports, plus where the device lives. Caller-allocated: set size. */
struct mlx5ctl_devinfo {
	uint32_t size;		/* sizeof(struct mlx5ctl_devinfo) */
	char adev[64];		/* auxiliary device: mlx5_core.ctl.0 */
	char path[160];		/* /dev/mlx5ctl-mlx5_core.ctl.0 */
	char pci[64];		/* underlying PCI device: 0000:01:00.0 */
	uint16_t uid;		/* this file's firmware user context */
	uint32_t uctx_cap;	/* its capabilities (uctx_cap bits) */
	uint32_t dev_uctx_cap;	/* what the device supports */
	uint32_t ucap;		/* opener's capabilities, (1 << CAP_xxx) */
	char transport[16];	/* "mlx5ctl", "fwctl" (dev_uctx_cap then 0: not reported) */
	char kernel[65];	/* the running kernel's release */
};
int mlx5ctl_info(struct mlx5ctl_dev *dev, struct mlx5ctl_devinfo *info);

/*
 * The board name from the PCI function's VPD (its identifier string, e.g. "ConnectX-6 Dx EN
 * adapter card, 100GbE ..."): 0, -ENOENT when the function has no VPD or no name in it,
 * -EACCES when sysfs does not let the caller read it (root only).
 */
int mlx5ctl_board_name(const char *pci, char *buf, size_t len);

/* ---- RPCs ---- */
/* Raw RPC: 0 when the driver delivered it, whatever the firmware status. */
int mlx5ctl_rpc(struct mlx5ctl_dev *dev, const void *in, size_t inlen, void *out, size_t outlen);
/* RPC that also checks the PRM status: -EREMOTEIO with the status named when it is not OK. */
int mlx5ctl_cmd(struct mlx5ctl_dev *dev, const void *in, size_t inlen, void *out, size_t outlen);
/* "BAD_PARAM_ERR (0x3), syndrome 0x..." for an outbox */
void mlx5ctl_status_str(const void *out, char *buf, size_t len);

/*
 * User memory the device may write into. -EOPNOTSUPP when the platform bounces DMA
 * (swiotlb=force, confidential guests): the dumps below then fall back to inline transfers.
 * Unregistering needs the same privilege as registering (-EPERM); a UMEM an MKEY still uses
 * cannot be unregistered (-EBUSY).
 */
struct mlx5ctl_umem {
	void *addr;		/* page aligned */
	size_t len;
	uint32_t id;		/* device UMEM id */
};
int mlx5ctl_umem_reg(struct mlx5ctl_dev *dev, void *addr, size_t len, uint32_t *id);
int mlx5ctl_umem_unreg(struct mlx5ctl_dev *dev, uint32_t id);
/* page-aligned buffer of len bytes, registered; freed by mlx5ctl_umem_free() or at close */
int mlx5ctl_umem_alloc(struct mlx5ctl_dev *dev, size_t len, struct mlx5ctl_umem **umem);
void mlx5ctl_umem_free(struct mlx5ctl_dev *dev, struct mlx5ctl_umem *umem);

/* ---- typed helpers on the generated layouts ---- */
/* One capability page (cap_type enum value), max or current, into page (>= 4096 bytes). */
int mlx5ctl_query_caps(struct mlx5ctl_dev *dev, uint16_t cap_type, bool max, void *page,
		       size_t len);
/* Read (write = false) or write an access register; data is the register's layout. */
int mlx5ctl_access_reg(struct mlx5ctl_dev *dev, uint16_t reg_id, uint32_t argument, bool write,
		       const void *data_in, void *data_out, size_t len);
/* Firmware version from MGIR: "major.minor.sub_minor" */
int mlx5ctl_fw_version(struct mlx5ctl_dev *dev, char *buf, size_t len);

/* ---- resource dumps and the core dump (RESOURCE_DUMP and CORE_DUMP registers) ---- */
/* Receives the dump stream (segments back to back) piece by piece; non-zero stops the dump. */
typedef int (*mlx5ctl_dump_sink)(void *ctx, const void *data, size_t len);

/* Caller-allocated: set size. */
struct mlx5ctl_dump_req {
	uint32_t size;			/* sizeof(struct mlx5ctl_dump_req) */
	uint16_t segment_type;		/* a menu entry's type (see mlx5ctl_dump_find) */
	uint32_t index1, index2;
	uint16_t num_of_obj1, num_of_obj2;	/* 0xffff: all from index on */
	size_t umem_size;		/* 0: inline, 208 bytes an RPC; else the device writes up to
					 * umem_size bytes an RPC into a UMEM-backed MKEY */
};

/* How a dump went. Caller-allocated: set size. */
struct mlx5ctl_dump_stats {
	uint32_t size;			/* sizeof(struct mlx5ctl_dump_stats) */
	unsigned long rpcs;		/* ACCESS_REG RPCs it took */
	uint64_t bytes;			/* bytes given to the sink */
	bool umem;			/* it went through a UMEM */
	int umem_err;			/* a UMEM was asked for but could not be registered
					 * (-EOPNOTSUPP: the platform bounces DMA): the dump went
					 * inline instead, with the same bytes; else 0 */
};

/* A growing buffer and the sink that fills it: collect a dump in memory (free p when done). */
struct mlx5ctl_membuf {
	uint8_t *p;
	size_t len, cap;
};
int mlx5ctl_membuf_sink(void *ctx, const void *data, size_t len);

/* Stream a dump into sink; stats (may be NULL) says how it went. */
int mlx5ctl_resource_dump(struct mlx5ctl_dev *dev, const struct mlx5ctl_dump_req *req,
			  mlx5ctl_dump_sink sink, void *ctx, struct mlx5ctl_dump_stats *stats);
/* The segment type the firmware's dump menu calls name (e.g. "CORE_DUMP"): 0 or -ENOENT. */
int mlx5ctl_dump_find(struct mlx5ctl_dev *dev, const char *name, uint16_t *type);
/*
 * The firmware core dump into sink, req->segment_type being the menu's CORE_DUMP type (the
 * indices are not used). req->umem_size 0: inline through RESOURCE_DUMP, 208 bytes an RPC; else
 * through the CORE_DUMP register (dump-to-memory) into a UMEM-backed MKEY of umem_size bytes:
 * one RPC when the dump fits, continued with the device's cookie otherwise; inline when the
 * UMEM cannot be registered (stats->umem_err). The same bytes either way.
 */
int mlx5ctl_core_dump(struct mlx5ctl_dev *dev, const struct mlx5ctl_dump_req *req,
		      mlx5ctl_dump_sink sink, void *ctx, struct mlx5ctl_dump_stats *stats);

/* One segment of a dump stream. Caller-allocated: set size. */
struct mlx5ctl_dump_seg {
	uint32_t size;			/* sizeof(struct mlx5ctl_dump_seg) */
	uint16_t type;
	uint32_t index1, index2;	/* resource segments */
	const uint8_t *data;		/* whole segment, header included */
	size_t len;
	const uint8_t *payload;		/* resource segments: their data */
	size_t payload_len;
};
/*
 * Next segment at *off: 1 and *off advanced, 0 at the end, -EINVAL if malformed, -EAGAIN if
 * the stream ends inside the segment (more of it may still come).
 */
int mlx5ctl_dump_next(const uint8_t *stream, size_t len, size_t *off, struct mlx5ctl_dump_seg *seg);

/* Caller-allocated: set size. */
struct mlx5ctl_core_dump_info {
	uint32_t size;			/* sizeof(struct mlx5ctl_core_dump_info) */
	uint32_t total_size;		/* payload bytes, as the header says */
	uint32_t checksum;		/* CRC-32 the header claims */
	uint32_t computed;		/* CRC-32 of the payloads found */
	uint32_t found_size;		/* payload bytes found */
	uint16_t num_segments, found_segments;
	uint16_t device_id;
	uint32_t fw_version;
};
/* Check a core dump stream: 0 when header, segments, size and checksum agree, else -EBADMSG. */
int mlx5ctl_core_dump_verify(const uint8_t *stream, size_t len, uint16_t core_type,
			     struct mlx5ctl_core_dump_info *info);
/* CRC-32 (IEEE 802.3, zlib's): crc 0 to start, the previous result to continue. */
uint32_t mlx5ctl_crc32(uint32_t crc, const void *buf, size_t len);

/* ---- diagnostic counters (SET/QUERY_DIAGNOSTIC_PARAMS, QUERY_DIAGNOSTIC_COUNTERS) ---- */
#define MLX5CTL_DIAG_MAX_COUNTERS 256	/* counters these helpers handle at once */

/* What the device offers: cmd_hca_cap.debug / num_of_diagnostic_counters and debug_cap.
 * Caller-allocated: set size. */
struct mlx5ctl_diag_caps {
	uint32_t size;			/* sizeof(struct mlx5ctl_diag_caps) */
	uint16_t num_counters;
	uint16_t counter_id[MLX5CTL_DIAG_MAX_COUNTERS];
	uint8_t log_max_samples;	/* buffer of up to 2^log_max_samples samples */
	uint8_t log_min_sample_period;	/* device clocks */
	bool single, repetitive;
	uint32_t device_frequency_khz;	/* device clocks per millisecond */
};
/* -EOPNOTSUPP when the device has no diagnostic counters */
int mlx5ctl_diag_caps(struct mlx5ctl_dev *dev, struct mlx5ctl_diag_caps *caps);

/* diagnostic_params_context, natively. Caller-allocated: set size. */
struct mlx5ctl_diag_params {
	uint32_t size;			/* sizeof(struct mlx5ctl_diag_params) */
	bool enable, single, repetitive, on_demand, clear, sync;
	uint8_t log_num_of_samples;	/* 2^n samples, each one value per counter */
	uint8_t log_sample_period;	/* every 2^n device clocks */
	uint16_t num_counters;
	uint16_t counter_id[MLX5CTL_DIAG_MAX_COUNTERS];
};
int mlx5ctl_diag_set(struct mlx5ctl_dev *dev, const struct mlx5ctl_diag_params *params);
int mlx5ctl_diag_query_params(struct mlx5ctl_dev *dev, struct mlx5ctl_diag_params *params);

/* One counter's value in one sample (diagnostic_cntr_struct, natively). Fixed layout. */
struct mlx5ctl_diag_sample {
	uint16_t counter_id;
	uint16_t sample_id;		/* sample number, low 16 bits */
	uint32_t time_stamp;		/* device clock when taken, low 32 bits */
	uint64_t value;
};
/*
 * QUERY_DIAGNOSTIC_COUNTERS: num_samples samples from buffer index sample_index, of
 * num_counters counters each (as set). *samples (free() it) gets the entries of the samples
 * taken, in buffer order, *n their number; empty buffer entries are left out.
 */
int mlx5ctl_diag_query(struct mlx5ctl_dev *dev, uint16_t sample_index, uint16_t num_samples,
		       uint16_t num_counters, struct mlx5ctl_diag_sample **samples, size_t *n);
/*
 * The whole sample buffer through the DIAG_COUNTERS resource dump: inline (umem_size 0) or
 * into a UMEM of umem_size bytes an RPC (one RPC when the buffer fits; inline when the UMEM
 * cannot be registered). Same result as mlx5ctl_diag_query() of the whole buffer. stats (may
 * be NULL) says how it went.
 */
int mlx5ctl_diag_read(struct mlx5ctl_dev *dev, size_t umem_size,
		      struct mlx5ctl_diag_sample **samples, size_t *n,
		      struct mlx5ctl_dump_stats *stats);
/* Bytes of the DIAG_COUNTERS dump of a buffer set with p: a UMEM this big takes one RPC
 * (SIZE_MAX for an absurd log_num_of_samples). */
size_t mlx5ctl_diag_dump_bytes(const struct mlx5ctl_diag_params *p);
/* The entries of a dump stream's segments of type seg_type (DIAG_COUNTERS), in order. */
int mlx5ctl_diag_decode_dump(const uint8_t *stream, size_t len, uint16_t seg_type,
			     struct mlx5ctl_diag_sample **samples, size_t *n);
/* Sort into time order (by sample_id, modulo 2^16, then counter); stable. */
void mlx5ctl_diag_sort(struct mlx5ctl_diag_sample *samples, size_t n);
/* A counter's name from the spec ("CMDS") or NULL; the id of a name (any case) or -ENOENT. */
const char *mlx5ctl_diag_counter_name(uint16_t id);
int mlx5ctl_diag_counter_id(const char *name);

/* ---- non-volatile configuration (MNVDA / MNVIA) ---- */
/* Read item `type` (an nv_param value) as next-boot, current or default (nv_access_mode). */
int mlx5ctl_nv_read(struct mlx5ctl_dev *dev, uint32_t type, unsigned int access_mode, void *data,
		    size_t len);
/* Write item `type`'s next-boot value. */
int mlx5ctl_nv_write(struct mlx5ctl_dev *dev, uint32_t type, const void *data, size_t len);
/* Every item back to its default at the next boot. */
int mlx5ctl_nv_reset(struct mlx5ctl_dev *dev);

/* ---- firmware update (MCQS, MCQI, MCC, MCDA, MIRC: the PRM's component update) ---- */
/* One updatable component of the device. Caller-allocated: set size. */
struct mlx5ctl_fw_component {
	uint32_t size;			/* sizeof(struct mlx5ctl_fw_component) */
	uint16_t index;			/* MCQS component_index */
	uint16_t identifier;		/* mcqs_identifier (1: the boot image) */
	uint8_t status;			/* mcqs_component_status */
	uint8_t update_state;		/* mcqs_update_state */
	uint32_t running_version;	/* major << 24 | minor << 16 | subminor */
	char running[64];		/* the running version string */
	bool pending;			/* an activated image waits for a reset */
	uint32_t pending_version;
	char pending_str[64];
	uint32_t component_size, max_component_size;
	uint16_t mcda_max_write_size;	/* bytes an MCDA write carries at most */
	uint8_t log_mcda_word_size;	/* offsets and sizes in multiples of 2^n bytes */
	uint32_t activation;		/* mcqi_activation_method's bits (dword 0) */
	bool fw_reset_activates;	/* a firmware (device) reset runs the pending image */
};
/*
 * The components MCQS lists that have a version (the update target; an empty slot is skipped),
 * at most max into comps (each with size set): the number found, or a negative errno.
 */
int mlx5ctl_fw_query(struct mlx5ctl_dev *dev, struct mlx5ctl_fw_component *comps, size_t max);

/* The firmware files the library knows. */
enum mlx5ctl_fw_format {
	MLX5CTL_FW_FORMAT_RAW,		/* the emulated card's own image ("M5FW"), for tests */
	MLX5CTL_FW_FORMAT_FS4,		/* NVIDIA's image of ConnectX-5 and later (mstflint's) */
	MLX5CTL_FW_FORMAT_MFA2,		/* NVIDIA's package: images for several boards (devlink's) */
};
/* What an image says of itself. */
struct mlx5ctl_fw_image_info {
	uint32_t size;			/* sizeof(struct mlx5ctl_fw_image_info) */
	uint16_t device_id;		/* the PCI device id it is for */
	char psid[17];			/* the board it is for */
	uint32_t version;
	char version_str[65];
	uint32_t payload_size;		/* raw: bytes after the header; FS4: the file's */
	uint32_t key_id;		/* the key it is signed with; 0: unsigned */
	uint32_t format;		/* enum mlx5ctl_fw_format */
};
/*
 * What a firmware file says: 0 and info filled (an MFA2 package: only format, its images are
 * mlx5ctl_fw_image_select()'s), or -ENOEXEC (not a format the library knows), -EBADMSG (a
 * damaged image: truncated, a bad CRC in its table of contents), with the reason in words.
 */
int mlx5ctl_fw_image_info(const void *image, size_t len, struct mlx5ctl_fw_image_info *info);
/*
 * The image to flash into a card of board psid (MGIR's PSID, "MT_0000000359"): an MFA2
 * package's component for that PSID (its device descriptor's boot image, decompressed: what
 * the kernel's mlxfw flashes), or a raw or FS4 image itself (the card checks its PSID). *image
 * (free() it), *image_len and info (may be NULL) the image's. Nothing is sent to any device.
 * Errors, the reason in words: -ENOENT a package without a component for psid (the PSIDs it
 * holds are named), -ENOEXEC not a format the library knows, -EBADMSG a damaged file
 * (truncated, a TLV or section past the end, a bad xz stream, a component without its magic),
 * -EFBIG a component larger than 64 MiB, -ENOMEM.
 */
int mlx5ctl_fw_image_select(const void *file, size_t len, const char *psid, void **image,
			    size_t *image_len, struct mlx5ctl_fw_image_info *info);

/* Where an update stands, for the progress callback. */
enum mlx5ctl_fw_stage {
	MLX5CTL_FW_STAGE_LOCK,		/* taking the update handle */
	MLX5CTL_FW_STAGE_REACTIVATE,	/* dropping a pending image (MIRC) */
	MLX5CTL_FW_STAGE_INITIALIZE,	/* UPDATE_COMPONENT */
	MLX5CTL_FW_STAGE_DOWNLOAD,	/* MCDA writes: done/total bytes */
	MLX5CTL_FW_STAGE_VERIFY,
	MLX5CTL_FW_STAGE_ACTIVATE,
	MLX5CTL_FW_STAGE_DONE,		/* activated: pending until the next reset */
};
const char *mlx5ctl_fw_stage_name(enum mlx5ctl_fw_stage stage);
/* Called at each stage and after each MCDA write; a non-zero return cancels the update. */
typedef int (*mlx5ctl_fw_progress)(void *ctx, enum mlx5ctl_fw_stage stage, uint64_t done,
				   uint64_t total);
/* Caller-allocated: set size. */
struct mlx5ctl_fw_update_opts {
	uint32_t size;			/* sizeof(struct mlx5ctl_fw_update_opts) */
	uint16_t component;		/* MCQS index; 0: the boot image's */
	unsigned int timeout_ms;	/* for each state change; 0: 30 s (as mlxfw) */
	mlx5ctl_fw_progress progress;	/* may be NULL */
	void *ctx;
	unsigned long rpcs;		/* out: RPCs from the lock to the release */
};
/*
 * Flash image into the device and activate it (it runs from the next device reset): an MFA2
 * package's component for the device's PSID (mlx5ctl_fw_image_select()), or a raw or FS4 image
 * as it is; lock the update handle, re-activate the running image if another one is pending,
 * UPDATE_COMPONENT, the image in MCDA chunks of the advertised size, VERIFY, ACTIVATE,
 * release. Returns 0, or a negative errno with the reason: -EBUSY the handle is held by another
 * flasher (or an image waits for a reset), -EBADMSG digest, -ENOENT not for this device (or a
 * package without its PSID: nothing was sent), -ENOKEY / -EACCES / -EKEYREVOKED /
 * -EKEYREJECTED signing, -ENOEXEC bad format, -EIO general error, -ETIMEDOUT the device did not
 * change state in time, -ECANCELED the callback cancelled. On every failure the update is
 * cancelled and the handle released; the running firmware is unchanged. The device's refusal
 * reaches the library either way a card gives it: the instruction's write fails and the state
 * says why, or the write is taken and a later query says why.
 */
int mlx5ctl_fw_update(struct mlx5ctl_dev *dev, const void *image, size_t len,
		      struct mlx5ctl_fw_update_opts *opts);
/* The device's board (MGIR's PSID) into buf, NUL-terminated: 0 or a negative errno. */
int mlx5ctl_fw_psid(struct mlx5ctl_dev *dev, char *buf, size_t len);
/*
 * Activate a pending image without a reboot: the firmware reset synchronised with the driver of
 * every PF (MFRL level 3 with pci_sync_for_fw_update_start: what devlink's fw_activate and
 * mstfwreset's sync 1 start). The drivers agree, tear down and reset the function; the device
 * then runs the pending image and the drivers reload. Waits on dev up to timeout_ms (0: 30 s)
 * until the device goes away for the reset: 0, dev is then dead (close it; the device comes
 * back under the same PCI address). Or a negative errno with the reason: -EOPNOTSUPP the device
 * has no such reset (a reboot is needed), -EPERM a driver refused or none takes part (a reboot
 * is needed), -EBUSY a reset is already under way, -ETIMEDOUT nobody answered, or the reset did
 * not come in time. Nothing is reset then.
 */
int mlx5ctl_fw_reset(struct mlx5ctl_dev *dev, unsigned int timeout_ms);

/* The last error of this thread, in words. */
const char *mlx5ctl_strerror(void);

#ifdef __cplusplus
}
#endif

#endif /* MLX5CTL_H */
