/* SPDX-License-Identifier: GPL-2.0 OR BSD-3-Clause */
/*
 * libmlx5ctl: talk to ConnectX firmware through the mlx5ctl driver
 * (/dev/mlx5ctl-<auxiliary device>).
 *
 * Every function returns 0 or a negative errno; mlx5ctl_strerror() then says
 * what went wrong in words, naming the PRM status and syndrome when the
 * firmware refused a command ("BAD_PARAM_ERR (0x3), syndrome 0x1234abcd").
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

struct mlx5ctl_dev;

/* What INFO reports, plus where the device lives. */
struct mlx5ctl_devinfo {
	char adev[64];		/* auxiliary device: mlx5_core.ctl.0 */
	char path[128];		/* /dev/mlx5ctl-mlx5_core.ctl.0 */
	char pci[64];		/* underlying PCI device: 0000:01:00.0 */
	uint16_t uid;		/* this file's firmware user context */
	uint32_t uctx_cap;	/* its capabilities */
	uint32_t dev_uctx_cap;	/* what the device supports */
	uint32_t ucap;		/* opener's capabilities, (1 << CAP_xxx) */
};

/*
 * Device names, sorted, of every /dev/mlx5ctl-* (root may be overridden by
 * the MLX5CTL_DEV_DIR environment variable, for tests). *names is a NULL
 * terminated array to free with mlx5ctl_free_names(). Returns the count.
 */
int mlx5ctl_list_names(char ***names);
void mlx5ctl_free_names(char **names);

/*
 * Open a device by auxiliary name ("mlx5_core.ctl.0"), device path, PCI
 * address ("0000:01:00.0" or "01:00.0") or index ("0"); NULL or "" opens the
 * only device and fails with -ENODEV / -EEXIST when there is none / several.
 */
int mlx5ctl_open(const char *which, struct mlx5ctl_dev **dev);
/* Unregisters what the handle registered, closes the file, frees the handle. */
void mlx5ctl_close(struct mlx5ctl_dev *dev);
int mlx5ctl_fd(const struct mlx5ctl_dev *dev);
int mlx5ctl_info(struct mlx5ctl_dev *dev, struct mlx5ctl_devinfo *info);

/* Raw RPC: 0 when the driver delivered it, whatever the firmware status. */
int mlx5ctl_rpc(struct mlx5ctl_dev *dev, const void *in, size_t inlen, void *out, size_t outlen);
/* RPC that also checks the PRM status: -EREMOTEIO with the status named when it is not OK. */
int mlx5ctl_cmd(struct mlx5ctl_dev *dev, const void *in, size_t inlen, void *out, size_t outlen);

/* User memory the device may write into. */
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

struct mlx5ctl_dump_req {
	uint16_t segment_type;		/* a menu entry's type (see mlx5ctl_dump_find) */
	uint32_t index1, index2;
	uint16_t num_of_obj1, num_of_obj2;	/* 0xffff: all from index on */
	size_t umem_size;		/* 0: inline, 208 bytes an RPC; else the device writes up to
					 * umem_size bytes an RPC into a UMEM-backed MKEY */
};

/* A growing buffer and the sink that fills it: collect a dump in memory (free p when done). */
struct mlx5ctl_membuf {
	uint8_t *p;
	size_t len, cap;
};
int mlx5ctl_membuf_sink(void *ctx, const void *data, size_t len);

/* Stream a dump into sink; *rpcs (may be NULL) counts the ACCESS_REG RPCs it took. */
int mlx5ctl_resource_dump(struct mlx5ctl_dev *dev, const struct mlx5ctl_dump_req *req,
			  mlx5ctl_dump_sink sink, void *ctx, unsigned long *rpcs);
/* The segment type the firmware's dump menu calls name (e.g. "CORE_DUMP"): 0 or -ENOENT. */
int mlx5ctl_dump_find(struct mlx5ctl_dev *dev, const char *name, uint16_t *type);
/*
 * The firmware core dump into sink, req->segment_type being the menu's CORE_DUMP type (the
 * indices are not used). req->umem_size 0: inline through RESOURCE_DUMP, 208 bytes an RPC; else
 * through the CORE_DUMP register (dump-to-memory) into a UMEM-backed MKEY of umem_size bytes:
 * one RPC when the dump fits, continued with the device's cookie otherwise. The same bytes
 * either way; *rpcs (may be NULL) counts the ACCESS_REG RPCs.
 */
int mlx5ctl_core_dump(struct mlx5ctl_dev *dev, const struct mlx5ctl_dump_req *req,
		      mlx5ctl_dump_sink sink, void *ctx, unsigned long *rpcs);

/* One segment of a dump stream */
struct mlx5ctl_dump_seg {
	uint16_t type;
	uint32_t index1, index2;	/* resource segments */
	const uint8_t *data;		/* whole segment, header included */
	size_t len;
	const uint8_t *payload;		/* resource segments: their data */
	size_t payload_len;
};
/* Next segment at *off: 1 and *off advanced, 0 at the end, -EINVAL if malformed. */
int mlx5ctl_dump_next(const uint8_t *stream, size_t len, size_t *off, struct mlx5ctl_dump_seg *seg);

struct mlx5ctl_core_dump_info {
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
uint32_t mlx5ctl_crc32(uint32_t crc, const void *buf, size_t len);

/* ---- diagnostic counters (SET/QUERY_DIAGNOSTIC_PARAMS, QUERY_DIAGNOSTIC_COUNTERS) ---- */
#define MLX5CTL_DIAG_MAX_COUNTERS 256	/* counters these helpers handle at once */

/* What the device offers: cmd_hca_cap.debug / num_of_diagnostic_counters and debug_cap. */
struct mlx5ctl_diag_caps {
	uint16_t num_counters;
	uint16_t counter_id[MLX5CTL_DIAG_MAX_COUNTERS];
	uint8_t log_max_samples;	/* buffer of up to 2^log_max_samples samples */
	uint8_t log_min_sample_period;	/* device clocks */
	bool single, repetitive;
	uint32_t device_frequency_khz;	/* device clocks per millisecond */
};
/* -EOPNOTSUPP when the device has no diagnostic counters */
int mlx5ctl_diag_caps(struct mlx5ctl_dev *dev, struct mlx5ctl_diag_caps *caps);

/* diagnostic_params_context, natively */
struct mlx5ctl_diag_params {
	bool enable, single, repetitive, on_demand, clear, sync;
	uint8_t log_num_of_samples;	/* 2^n samples, each one value per counter */
	uint8_t log_sample_period;	/* every 2^n device clocks */
	uint16_t num_counters;
	uint16_t counter_id[MLX5CTL_DIAG_MAX_COUNTERS];
};
int mlx5ctl_diag_set(struct mlx5ctl_dev *dev, const struct mlx5ctl_diag_params *params);
int mlx5ctl_diag_query_params(struct mlx5ctl_dev *dev, struct mlx5ctl_diag_params *params);

/* One counter's value in one sample (diagnostic_cntr_struct, natively). */
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
 * into a UMEM of umem_size bytes an RPC (one RPC when the buffer fits). Same result as
 * mlx5ctl_diag_query() of the whole buffer. *rpcs (may be NULL) counts the dump's RPCs.
 */
int mlx5ctl_diag_read(struct mlx5ctl_dev *dev, size_t umem_size,
		      struct mlx5ctl_diag_sample **samples, size_t *n, unsigned long *rpcs);
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

/* The last error of this thread, in words. */
const char *mlx5ctl_strerror(void);
/* "BAD_PARAM_ERR (0x3), syndrome 0x..." for an outbox */
void mlx5ctl_status_str(const void *out, char *buf, size_t len);
/* set the thread's error message; returns ret (for the library's own modules) */
int mlx5ctl_seterr(int ret, const char *fmt, ...) __attribute__((format(printf, 2, 3)));

#ifdef __cplusplus
}
#endif

#endif /* MLX5CTL_H */
