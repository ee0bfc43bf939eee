// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * Firmware update (emulator/fw/fwupdate.c, fwimage.c, fs4.c, sha256.c): SHA-256 and HMAC
 * against the published vectors, the component update state machine through every state,
 * VERIFY's error code for each defect of an image of either format (raw, FS4), refusals on
 * arrival answered with the reason, the update handle's ownership (busy second flasher, other
 * callers refused, released by its owner, by the timeout, with its user context; offered again
 * after a release), MCDA's chunk limits, the faults on demand, an FS4 image sent as mstflint
 * sends it (magic masked) running from the flash after the reset, MVTS, and the store: pending
 * until a reset, persisted in its file.
 */
#include <unistd.h>

#include "fwtest.h"
#include "fwupdate.h"
#include "mlx5fw_debug.h"

#define CX6DX		0x101d
#define CX6DX_PSID	"MT_0000000359"
#define FACTORY		(22u << 24 | 41u << 16 | 1010u)
#define NEWVER		(22u << 24 | 42u << 16 | 1000u)
#define BUF		(MLX5CTL_ST_SZ_BYTES(access_register_in) + 0x10 + 8192)
#define TOOLS		MLX5CTL_UCTX_CAP_TOOLS_RESOURCES
#define SYND_BUSY_	0x10000009u	/* the model's SYND_BUSY (mlx5fw_int.h) */
#define SYND_REJECTED_	0x1000001fu	/* the model's SYND_FWU_REJECTED */
#define BAD_PARAM_	MLX5CTL_CMD_STAT_BAD_PARAM_ERR
#define SYND_MCDD_	MLX5CTL_SYND_FWU_MCDD

static uint8_t rin[BUF], rout[BUF];

static void fixture(void)
{
	fw_setup();
	init_hca();
}

/* ACCESS_REG of register id with len bytes of data each way; the status */
static int reg(uint16_t id, bool write, uint16_t uid, const void *data, size_t len,
	       size_t outlen)
{
	memset(rin, 0, sizeof(rin));
	MLX5CTL_SET(access_register_in, rin, opcode, MLX5CTL_CMD_OP_ACCESS_REG);
	MLX5CTL_SET(access_register_in, rin, op_mod, write ? 0 : 1);
	MLX5CTL_SET(access_register_in, rin, register_id, id);
	MLX5CTL_SET(mbox_in_hdr, rin, uid, uid);
	memcpy(MLX5CTL_ADDR_OF(access_register_in, rin, register_data), data, len);
	return run(rin, MLX5CTL_ST_SZ_BYTES(access_register_in) + len, rout,
		   MLX5CTL_ST_SZ_BYTES(access_register_out) + outlen);
}

static void put_be32(uint8_t *p, uint32_t v)
{
	p[0] = (uint8_t)(v >> 24);
	p[1] = (uint8_t)(v >> 16);
	p[2] = (uint8_t)(v >> 8);
	p[3] = (uint8_t)v;
}

static uint32_t be32(const uint8_t *p)
{
	return (uint32_t)p[0] << 24 | (uint32_t)p[1] << 16 | (uint32_t)p[2] << 8 | p[3];
}

static uint8_t *odata(void)
{
	return MLX5CTL_ADDR_OF(access_register_out, rout, register_data);
}

static int mcc(uint16_t uid, uint32_t instr, uint32_t handle, uint32_t index, uint32_t size)
{
	uint8_t d[MLX5CTL_ST_SZ_BYTES(mcc_reg)] = { 0 };

	MLX5CTL_SET(mcc_reg, d, instruction, instr);
	MLX5CTL_SET(mcc_reg, d, update_handle, handle);
	MLX5CTL_SET(mcc_reg, d, component_index, index);
	MLX5CTL_SET(mcc_reg, d, component_size, size);
	return reg(MLX5CTL_REG_MCC, true, uid, d, sizeof(d), sizeof(d));
}

/* MCC query: the state; *handle and *err filled */
static uint32_t query(uint16_t uid, uint32_t *handle, uint32_t *err)
{
	uint8_t d[MLX5CTL_ST_SZ_BYTES(mcc_reg)] = { 0 };

	ck_assert_int_eq(reg(MLX5CTL_REG_MCC, false, uid, d, sizeof(d), sizeof(d)), 0);
	if (handle)
		*handle = MLX5CTL_GET(mcc_reg, odata(), update_handle);
	if (err)
		*err = MLX5CTL_GET(mcc_reg, odata(), error_code);
	return MLX5CTL_GET(mcc_reg, odata(), control_state);
}

static uint32_t lock(uint16_t uid)
{
	uint32_t h;

	ck_assert_uint_eq(query(uid, &h, NULL), MLX5CTL_FSM_STATE_IDLE);
	ck_assert_int_eq(mcc(uid, MLX5CTL_MCC_INSTR_LOCK_UPDATE_HANDLE, h, 0, 0), 0);
	return h;
}

/* MCDA write of n component bytes at off: each register dword holds 4 bytes little-endian */
static int mcda(uint16_t uid, uint32_t handle, uint32_t off, const uint8_t *p, uint32_t n,
		size_t carried)
{
	static uint8_t d[0x10 + 8192];
	uint32_t i;

	memset(d, 0, sizeof(d));
	MLX5CTL_SET(mcda_reg, d, update_handle, handle);
	MLX5CTL_SET(mcda_reg, d, offset, off);
	MLX5CTL_SET(mcda_reg, d, size, n);
	for (i = 0; i + 4 <= n && p; i += 4) {
		uint32_t v = p[i] | (uint32_t)p[i + 1] << 8 | (uint32_t)p[i + 2] << 16 |
			     (uint32_t)p[i + 3] << 24;

		put_be32(d + 0x10 + i, v);
	}
	return reg(MLX5CTL_REG_MCDA, true, uid, d, 0x10 + carried, 0x10);
}

static uint8_t *image(const char *psid, uint16_t dev, uint32_t ver, uint32_t key, size_t *len)
{
	struct mlx5fw_image_spec s = {
		.device_id = dev, .psid = psid, .version = ver, .payload_size = 20000,
		.key_id = key, .seed = 7,
	};
	uint8_t *img = mlx5fw_image_build(&s, len);

	ck_assert_ptr_nonnull(img);
	return img;
}

/* MCDA writes of img from byte `from` to len, in 4 KiB chunks */
static void send_chunks(uint16_t uid, uint32_t h, const uint8_t *img, size_t from, size_t len)
{
	for (size_t off = from; off < len; off += 4096) {
		uint32_t n = len - off < 4096 ? (uint32_t)(len - off) : 4096;

		ck_assert_int_eq(mcda(uid, h, (uint32_t)off, img + off, n, n), 0);
	}
}

/*
 * An instruction written: 0 when taken; else it must have been refused on arrival (BAD_PARAM,
 * SYND_FWU_REJECTED, the register answered with the reason and the FSM back in LOCKED, the
 * reason in the next query too): the reason
 */
static uint32_t instr(uint16_t uid, uint32_t instr, uint32_t h, uint32_t index, uint32_t size)
{
	uint32_t err, qerr;
	int st = mcc(uid, instr, h, index, size);

	if (!st)
		return 0;
	ck_assert_int_eq(st, MLX5CTL_CMD_STAT_BAD_PARAM_ERR);
	ck_assert_uint_eq(MLX5CTL_GET(mbox_out_hdr, rout, syndrome), SYND_REJECTED_);
	ck_assert_uint_eq(MLX5CTL_GET(mcc_reg, odata(), control_state), MLX5CTL_FSM_STATE_LOCKED);
	ck_assert_uint_eq(MLX5CTL_GET(mcc_reg, odata(), update_handle), h);
	err = MLX5CTL_GET(mcc_reg, odata(), error_code);
	ck_assert_uint_ne(err, 0);
	ck_assert_uint_eq(query(uid, NULL, &qerr), MLX5CTL_FSM_STATE_LOCKED);
	ck_assert_uint_eq(qerr, err);
	return err;
}

/* UPDATE_COMPONENT, the whole image in chunks, VERIFY: the error code VERIFY ends with */
static uint32_t download(uint16_t uid, uint32_t h, const uint8_t *img, size_t len)
{
	uint32_t err;

	ck_assert_int_eq(mcc(uid, MLX5CTL_MCC_INSTR_UPDATE_COMPONENT, h, 1, (uint32_t)len), 0);
	ck_assert_uint_eq(query(uid, NULL, &err), MLX5CTL_FSM_STATE_DOWNLOAD);
	ck_assert_uint_eq(err, 0);
	send_chunks(uid, h, img, 0, len);
	err = instr(uid, MLX5CTL_MCC_INSTR_VERIFY_COMPONENT, h, 1, 0);
	if (!err)
		query(uid, NULL, &err);	/* a failure found at work shows here */
	return err;
}

static uint32_t mgir_version(void)
{
	uint8_t d[MLX5CTL_ST_SZ_BYTES(mgir_reg)] = { 0 };

	ck_assert_int_eq(reg(MLX5CTL_REG_MGIR, false, 0, d, sizeof(d), sizeof(d)), 0);
	return MLX5CTL_GET(mgir_reg, odata(), fw_info.extended_major) << 24 |
	       MLX5CTL_GET(mgir_reg, odata(), fw_info.extended_minor) << 16 |
	       MLX5CTL_GET(mgir_reg, odata(), fw_info.extended_sub_minor);
}

/* MCQI VERSION of the running (or pending) image: its version, or ~0 if the read fails */
static uint32_t mcqi_version(bool pending, char *vstr)
{
	uint8_t d[MLX5CTL_ST_SZ_BYTES(mcqi_reg)] = { 0 };
	size_t n = MLX5CTL_ST_SZ_BYTES(mcqi_version);
	uint8_t *info;

	MLX5CTL_SET(mcqi_reg, d, component_index, 1);
	MLX5CTL_SET(mcqi_reg, d, read_pending_component, pending);
	MLX5CTL_SET(mcqi_reg, d, info_type, MLX5CTL_MCQI_INFO_VERSION);
	MLX5CTL_SET(mcqi_reg, d, data_size, n);
	if (reg(MLX5CTL_REG_MCQI, false, 0, d, sizeof(d), sizeof(d) + n))
		return ~0u;
	ck_assert_uint_eq(MLX5CTL_GET(mcqi_reg, odata(), data_size), n);
	info = MLX5CTL_ADDR_OF(mcqi_reg, odata(), data);
	if (vstr)
		snprintf(vstr, 64, "%.63s", (char *)MLX5CTL_ADDR_OF(mcqi_version, info, version_string));
	return MLX5CTL_GET(mcqi_version, info, version);
}

static uint32_t mcqs_state(void)
{
	uint8_t d[MLX5CTL_ST_SZ_BYTES(mcqs_reg)] = { 0 };

	MLX5CTL_SET(mcqs_reg, d, component_index, 1);
	ck_assert_int_eq(reg(MLX5CTL_REG_MCQS, false, 0, d, sizeof(d), sizeof(d)), 0);
	ck_assert_uint_eq(MLX5CTL_GET(mcqs_reg, odata(), identifier), MLX5CTL_MCQS_ID_BOOT_IMG);
	return MLX5CTL_GET(mcqs_reg, odata(), component_update_state);
}

#define CX6DX_HW	0x212
#define SIG_LEN		MLX5CTL_ST_SZ_BYTES(fs4_image_signature)

/* an FS4 image (an image file with image_file) of this card, signed with key */
static uint8_t *fs4(const char *psid, uint32_t hw, uint32_t key, bool file, size_t *len)
{
	struct mlx5fw_fs4_spec s = {
		.device_id = CX6DX, .hw_dev_id = hw, .psid = psid, .version = NEWVER,
		.pn = "MCX623105AN-CDAT", .description = "a test image", .payload_size = 20000,
		.key_id = key, .seed = 11, .image_file = file,
	};
	uint8_t *img = mlx5fw_fs4_build(&s, len);

	ck_assert_ptr_nonnull(img);
	return img;
}

/* the ITOC entry of section type in an FS4 image */
static uint8_t *fs4_entry(uint8_t *img, uint32_t type)
{
	uint8_t *e = img + 0x5000 + MLX5CTL_ST_SZ_BYTES(fs4_toc_header);

	for (; e[0] != 0xff; e += MLX5CTL_ST_SZ_BYTES(fs4_toc_entry))
		if (MLX5CTL_GET(fs4_toc_entry, e, type) == type)
			return e;
	ck_abort_msg("no section 0x%x", type);
	return NULL;
}

static uint8_t *fs4_section(uint8_t *img, uint32_t type, uint32_t *size)
{
	uint8_t *e = fs4_entry(img, type);

	if (size)
		*size = MLX5CTL_GET(fs4_toc_entry, e, size) * 4;
	return img + MLX5CTL_GET(fs4_toc_entry, e, flash_addr) * 4;
}

/* the section's CRC and its entry's made right again after a change */
static void fs4_fix_crc(uint8_t *img, uint32_t type)
{
	uint8_t *e = fs4_entry(img, type);
	uint32_t n;
	uint8_t *p = fs4_section(img, type, &n);

	MLX5CTL_SET(fs4_toc_entry, e, section_crc, mlx5fw_fs4_crc16(p, n / 4));
	MLX5CTL_SET(fs4_toc_entry, e, itoc_entry_crc, mlx5fw_fs4_crc16(e, 7));
}

/* the signature made again with the model's key 1 over the image as it is now */
static void fs4_resign(uint8_t *img, bool hmac_too)
{
	uint8_t *sig = fs4_section(img, MLX5CTL_FS4_SECTION_IMAGE_SIGNATURE_256, NULL), key[32];
	uint8_t *digest = MLX5CTL_ADDR_OF(fs4_image_signature, sig, digest);

	mlx5fw_sha256(img, (size_t)(sig - img), digest);
	if (!hmac_too)
		return;
	mlx5fw_sha256("mlx5ctl-fwimage-key-1", 21, key);
	mlx5fw_hmac_sha256(key, sizeof(key), digest, 32,
			   MLX5CTL_ADDR_OF(fs4_image_signature, sig, hmac));
}

static void hex(const uint8_t *p, size_t n, char *out)
{
	for (size_t i = 0; i < n; i++)
		sprintf(out + 2 * i, "%02x", p[i]);
}

START_TEST(sha256_vectors)
{
	uint8_t md[32];
	char s[65];
	static uint8_t mil[1000000];

	mlx5fw_sha256("abc", 3, md);
	hex(md, 32, s);
	ck_assert_str_eq(s, "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad");
	mlx5fw_sha256("", 0, md);
	hex(md, 32, s);
	ck_assert_str_eq(s, "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855");
	memset(mil, 'a', sizeof(mil));
	mlx5fw_sha256(mil, sizeof(mil), md);
	hex(md, 32, s);
	ck_assert_str_eq(s, "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0");
	/* RFC 4231 test case 2 */
	mlx5fw_hmac_sha256((const uint8_t *)"Jefe", 4, "what do ya want for nothing?", 28, md);
	hex(md, 32, s);
	ck_assert_str_eq(s, "5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843");
}
END_TEST

/* every state of a successful update, pending until the reset */
START_TEST(update_states)
{
	size_t len;
	uint8_t *img = image(CX6DX_PSID, CX6DX, NEWVER, MLX5CTL_FWIMAGE_KEY_DEV, &len);
	uint16_t uid = create_uctx(TOOLS);
	uint32_t h, h2, err;
	char vs[64];

	ck_assert_uint_eq(mgir_version(), FACTORY);
	ck_assert_uint_eq(mcqi_version(false, vs), FACTORY);
	ck_assert_str_eq(vs, "22.41.1010");
	ck_assert_uint_eq(mcqi_version(true, NULL), ~0u);	/* nothing pending */
	ck_assert_uint_eq(mcqs_state(), MLX5CTL_MCQS_UPDATE_IDLE);
	h = lock(uid);
	ck_assert_uint_eq(query(uid, NULL, NULL), MLX5CTL_FSM_STATE_LOCKED);
	ck_assert_uint_eq(download(uid, h, img, len), MLX5CTL_FSM_ERR_OK);
	ck_assert_uint_eq(query(uid, NULL, NULL), MLX5CTL_FSM_STATE_LOCKED);
	ck_assert_uint_eq(mcqs_state(), MLX5CTL_MCQS_UPDATE_APPLIED);
	ck_assert_int_eq(mcc(uid, MLX5CTL_MCC_INSTR_ACTIVATE, h, 0, 0), 0);
	ck_assert_uint_eq(query(uid, NULL, &err), MLX5CTL_FSM_STATE_LOCKED);
	ck_assert_uint_eq(err, 0);
	ck_assert_int_eq(mcc(uid, MLX5CTL_MCC_INSTR_RELEASE_UPDATE_HANDLE, h, 0, 0), 0);
	ck_assert_uint_eq(query(uid, &h2, NULL), MLX5CTL_FSM_STATE_IDLE);
	/* given back, the handle is offered again: mstflint asks once and locks with it again */
	ck_assert_uint_eq(h2, h);
	/* pending: MCQI shows it, MGIR and the running version do not change */
	ck_assert_uint_eq(mcqs_state(), MLX5CTL_MCQS_UPDATE_ACTIVE_PENDING_RESET);
	ck_assert_uint_eq(mcqi_version(true, vs), NEWVER);
	ck_assert_str_eq(vs, "22.42.1000");
	ck_assert_uint_eq(mcqi_version(false, NULL), FACTORY);
	ck_assert_uint_eq(mgir_version(), FACTORY);
	ck_assert_uint_eq(stats().fw_pending_version, NEWVER);
	/* another update is refused until a reset (or MIRC), at once: the write fails and
	 * answers the reason (what mstflint reads) */
	h = lock(uid);
	ck_assert_uint_eq(instr(uid, MLX5CTL_MCC_INSTR_UPDATE_COMPONENT, h, 1, (uint32_t)len),
			  MLX5CTL_FSM_ERR_BLOCKED_PENDING_RESET);
	/* the reset: the new image runs, the handle is gone */
	mlx5fw_reset(fw);
	init_hca();
	ck_assert_uint_eq(query(0, NULL, NULL), MLX5CTL_FSM_STATE_IDLE);
	ck_assert_uint_eq(mgir_version(), NEWVER);
	ck_assert_uint_eq(mcqi_version(false, NULL), NEWVER);
	ck_assert_uint_eq(mcqi_version(true, NULL), ~0u);
	ck_assert_uint_eq(stats().fw_version, NEWVER);
	ck_assert_uint_eq(stats().fw_pending_version, 0);
	free(img);
}
END_TEST

/* VERIFY's PRM error for each defect; nothing runs or pends after any of them */
START_TEST(verify_errors)
{
	struct {
		const char *what;
		const char *psid;
		uint16_t dev;
		uint32_t key;
		int flip;		/* byte to change, -1 none */
		int cut;		/* bytes removed (negative: added) */
		uint32_t code;
	} t[] = {
		{ "good", CX6DX_PSID, CX6DX, 1, -1, 0, MLX5CTL_FSM_ERR_OK },
		{ "payload changed", CX6DX_PSID, CX6DX, 1, 0x100 + 77, 0, MLX5CTL_FSM_ERR_REJECTED_DIGEST_ERR },
		{ "digest changed", CX6DX_PSID, CX6DX, 1, 0x70, 0, MLX5CTL_FSM_ERR_REJECTED_AUTH_FAILED },
		{ "version changed", CX6DX_PSID, CX6DX, 1, 0x21, 0, MLX5CTL_FSM_ERR_REJECTED_AUTH_FAILED },
		{ "other PSID", "MT_0000000222", CX6DX, 1, -1, 0, MLX5CTL_FSM_ERR_REJECTED_NOT_APPLICABLE },
		{ "other chip", CX6DX_PSID, 0x1021, 1, -1, 0, MLX5CTL_FSM_ERR_REJECTED_NOT_APPLICABLE },
		{ "unsigned", CX6DX_PSID, CX6DX, 0, -1, 0, MLX5CTL_FSM_ERR_REJECTED_UNSIGNED },
		{ "unknown key", CX6DX_PSID, CX6DX, 9, -1, 0, MLX5CTL_FSM_ERR_REJECTED_UNKNOWN_KEY },
		{ "CX-7 key", CX6DX_PSID, CX6DX, 2, -1, 0, MLX5CTL_FSM_ERR_REJECTED_KEY_NOT_APPLICABLE },
		{ "truncated", CX6DX_PSID, CX6DX, 1, -1, 4096, MLX5CTL_FSM_ERR_REJECTED_BAD_FORMAT },
		{ "data past the end", CX6DX_PSID, CX6DX, 1, -1, -8, MLX5CTL_FSM_ERR_REJECTED_BAD_FORMAT },
		{ "bad magic", CX6DX_PSID, CX6DX, 1, 0x0, 0, MLX5CTL_FSM_ERR_REJECTED_BAD_FORMAT },
		{ "flags set", CX6DX_PSID, CX6DX, 1, 0xb, 0, MLX5CTL_FSM_ERR_REJECTED_BAD_FORMAT },
	};
	uint16_t uid = create_uctx(TOOLS);
	uint32_t h = lock(uid), err;

	for (size_t i = 0; i < sizeof(t) / sizeof(t[0]); i++) {
		size_t len;
		uint8_t *img = image(t[i].psid, t[i].dev, NEWVER, t[i].key, &len), *big;

		big = calloc(1, len + 8);
		memcpy(big, img, len);
		if (t[i].flip >= 0)
			big[t[i].flip] ^= 0x01;
		err = download(uid, h, big, len - t[i].cut);
		ck_assert_msg(err == t[i].code, "%s: error %u", t[i].what, err);
		if (t[i].code) {
			ck_assert_uint_eq(query(uid, NULL, NULL), MLX5CTL_FSM_STATE_LOCKED);
			ck_assert_uint_eq(mcqs_state(), MLX5CTL_MCQS_UPDATE_FAILED);
			/* the download was dropped: nothing to activate */
			ck_assert_int_eq(mcc(uid, MLX5CTL_MCC_INSTR_ACTIVATE, h, 0, 0),
					 MLX5CTL_CMD_STAT_BAD_PARAM_ERR);
		}
		ck_assert_int_eq(mcc(uid, MLX5CTL_MCC_INSTR_CANCEL, h, 0, 0), 0);
		ck_assert_uint_eq(query(uid, NULL, &err), MLX5CTL_FSM_STATE_LOCKED);
		ck_assert_uint_eq(err, 0);
		free(big);
		free(img);
	}
	ck_assert_uint_eq(mcqs_state(), MLX5CTL_MCQS_UPDATE_FAILED);
	ck_assert_int_eq(mcc(uid, MLX5CTL_MCC_INSTR_RELEASE_UPDATE_HANDLE, h, 0, 0), 0);
	mlx5fw_reset(fw);
	init_hca();
	ck_assert_uint_eq(mgir_version(), FACTORY);
}
END_TEST

/* the same for FS4 images: NVIDIA's layout with the model's signature (fs4.c) */
START_TEST(fs4_verify_errors)
{
	enum { GOOD, MASKED, FILE_, PAYLOAD, TAMPER, FORGED, RESIGNED, PSID, HW, UNSIGNED, KEY9,
	       CX7KEY, TRUNCATED, ENTRY_CRC, NO_SIG_LAST, HWPTR, N };
	static const char *const what[N] = {
		"good", "magic masked", "image file", "payload changed", "tampered (CRCs right)",
		"forged digest", "signed damaged section", "other PSID", "other hardware",
		"unsigned", "unknown key", "CX-7 key", "truncated", "ITOC entry CRC",
		"signature not last", "hardware pointer CRC",
	};
	static const uint32_t code[N] = {
		[GOOD] = MLX5CTL_FSM_ERR_OK, [MASKED] = MLX5CTL_FSM_ERR_OK,
		[FILE_] = MLX5CTL_FSM_ERR_OK,
		[PAYLOAD] = MLX5CTL_FSM_ERR_REJECTED_DIGEST_ERR,
		[TAMPER] = MLX5CTL_FSM_ERR_REJECTED_DIGEST_ERR,
		[FORGED] = MLX5CTL_FSM_ERR_REJECTED_AUTH_FAILED,
		[RESIGNED] = MLX5CTL_FSM_ERR_REJECTED_BAD_FORMAT,
		[PSID] = MLX5CTL_FSM_ERR_REJECTED_NOT_APPLICABLE,
		[HW] = MLX5CTL_FSM_ERR_REJECTED_NOT_APPLICABLE,
		[UNSIGNED] = MLX5CTL_FSM_ERR_REJECTED_UNSIGNED,
		[KEY9] = MLX5CTL_FSM_ERR_REJECTED_UNKNOWN_KEY,
		[CX7KEY] = MLX5CTL_FSM_ERR_REJECTED_KEY_NOT_APPLICABLE,
		[TRUNCATED] = MLX5CTL_FSM_ERR_REJECTED_BAD_FORMAT,
		[ENTRY_CRC] = MLX5CTL_FSM_ERR_REJECTED_BAD_FORMAT,
		[NO_SIG_LAST] = MLX5CTL_FSM_ERR_REJECTED_BAD_FORMAT,
		[HWPTR] = MLX5CTL_FSM_ERR_REJECTED_BAD_FORMAT,
	};
	uint16_t uid = create_uctx(TOOLS);
	uint32_t h = lock(uid), err, n;

	for (int i = 0; i < N; i++) {
		size_t len;
		uint8_t *img = fs4(i == PSID ? "MT_0000000222" : CX6DX_PSID,
				   i == HW ? 0x218 : CX6DX_HW,
				   i == UNSIGNED ? 0 : i == KEY9 ? 9 : i == CX7KEY ? 2 : 1,
				   i == FILE_ || i == NO_SIG_LAST, &len), *p;

		switch (i) {
		case MASKED:
			memset(img, 0xff, 16);
			break;
		case PAYLOAD:
		case TAMPER:
		case FORGED:
		case RESIGNED:
			p = fs4_section(img, MLX5CTL_FS4_SECTION_MAIN_CODE, &n);
			p[n / 2] ^= 0x10;
			if (i != PAYLOAD && i != RESIGNED)
				fs4_fix_crc(img, MLX5CTL_FS4_SECTION_MAIN_CODE);
			if (i == FORGED || i == RESIGNED)
				fs4_resign(img, i == RESIGNED);
			break;
		case TRUNCATED:
			len -= SIG_LEN / 2;
			break;
		case ENTRY_CRC:
			fs4_entry(img, MLX5CTL_FS4_SECTION_MAIN_CODE)[3] ^= 0x04;
			break;
		case NO_SIG_LAST:
			/* an image file: the keys' entry moved past the signature, into the
			 * sector after it (the signature no longer covers the image) */
			p = fs4_entry(img, MLX5CTL_FS4_SECTION_PUBLIC_KEYS_2048);
			MLX5CTL_SET(fs4_toc_entry, p, flash_addr, (uint32_t)(len - 0x2000) / 4);
			MLX5CTL_SET(fs4_toc_entry, p, size, 1);
			MLX5CTL_SET(fs4_toc_entry, p, itoc_entry_crc, mlx5fw_fs4_crc16(p, 7));
			break;
		case HWPTR:
			img[0x18 + 2 * 8 + 3] ^= 0x20;	/* the ITOC pointer */
			break;
		}
		err = download(uid, h, img, len);
		ck_assert_msg(err == code[i], "%s: error %u", what[i], err);
		if (err)
			ck_assert_uint_eq(mcqs_state(), MLX5CTL_MCQS_UPDATE_FAILED);
		ck_assert_int_eq(mcc(uid, MLX5CTL_MCC_INSTR_CANCEL, h, 0, 0), 0);
		free(img);
	}
	ck_assert_int_eq(mcc(uid, MLX5CTL_MCC_INSTR_RELEASE_UPDATE_HANDLE, h, 0, 0), 0);
	ck_assert_uint_eq(stats().fw_pending_version, 0);
}
END_TEST

/*
 * An FS4 image as mstflint sends it (the magic pattern masked, no DTOC): verified, pending,
 * kept with its magic; after the reset it runs, the flash holds it, MCQI has its strings
 */
START_TEST(fs4_update_runs)
{
	size_t len, ilen;
	uint8_t *img = fs4(CX6DX_PSID, CX6DX_HW, 1, false, &len), *sent, f[64], d[0x10] = { 0 };
	uint16_t uid = create_uctx(TOOLS);
	uint32_t h = lock(uid), off;
	char vs[64];

	sent = malloc(len);
	ck_assert_ptr_nonnull(sent);
	memcpy(sent, img, len);
	memset(sent, 0xff, 16);
	ck_assert_uint_eq(download(uid, h, sent, len), 0);
	ck_assert_int_eq(mcc(uid, MLX5CTL_MCC_INSTR_ACTIVATE, h, 0, 0), 0);
	ck_assert_uint_eq(mcqi_version(true, vs), NEWVER);
	ck_assert_str_eq(vs, "22.42.1000");
	/* the pending image reads back as it will run: with its magic */
	ck_assert_int_eq(mcc(uid, MLX5CTL_MCC_INSTR_READ_PENDING_COMPONENT, h, 1, 0), 0);
	for (off = 0; off < len; off += 4096) {
		uint32_t n = len - off < 4096 ? (uint32_t)(len - off) : 4096, i;

		MLX5CTL_SET(mcda_reg, d, update_handle, h);
		MLX5CTL_SET(mcda_reg, d, offset, off);
		MLX5CTL_SET(mcda_reg, d, size, n);
		ck_assert_int_eq(reg(MLX5CTL_REG_MCDA, false, uid, d, sizeof(d), 0x10 + n), 0);
		for (i = 0; i < n; i += 4)
			ck_assert_uint_eq(be32(odata() + 0x10 + i),
					  img[off + i] | (uint32_t)img[off + i + 1] << 8 |
					  (uint32_t)img[off + i + 2] << 16 |
					  (uint32_t)img[off + i + 3] << 24);
	}
	ck_assert_int_eq(mcc(uid, MLX5CTL_MCC_INSTR_RELEASE_UPDATE_HANDLE, h, 0, 0), 0);
	/* the flash still holds the running image until the reset */
	ck_assert_int_eq(mlx5fw_flash_read(fw, 0x6000 + 4, f, 8), 0);
	ck_assert_uint_eq(be32(f + 4) & 0xffff, 1010);
	mlx5fw_reset(fw);
	init_hca();
	ck_assert_uint_eq(mgir_version(), NEWVER);
	ck_assert_uint_eq(mcqi_version(false, vs), NEWVER);
	ck_assert_str_eq(vs, "22.42.1000");
	/* the image itself is on the flash now */
	ilen = mlx5fw_fs4_image_len(20000);
	ck_assert_uint_eq(ilen, len);
	for (off = 0; off < len; off += sizeof(f)) {
		size_t n = len - off < sizeof(f) ? len - off : sizeof(f);

		ck_assert_int_eq(mlx5fw_flash_read(fw, off, f, n), 0);
		ck_assert_mem_eq(f, img + off, n);
	}
	free(sent);
	free(img);
}
END_TEST

/* MVTS: no stamp, running or next; the model takes none */
START_TEST(mvts)
{
	uint8_t d[MLX5CTL_ST_SZ_BYTES(mvts_reg)];

	memset(d, 0, sizeof(d));
	MLX5CTL_SET(mvts_reg, d, running_flag, 1);
	ck_assert_int_eq(reg(MLX5CTL_REG_MVTS, false, 0, d, sizeof(d), sizeof(d)), 0);
	ck_assert(MLX5CTL_GET(mvts_reg, odata(), running_flag));
	memset(d, 0, sizeof(d));
	ck_assert_mem_eq(MLX5CTL_ADDR_OF(mvts_reg, odata(), timestamp), d,
			 MLX5CTL_FLD_SZ_BYTES(mvts_reg, timestamp));
	ck_assert_int_eq(reg(MLX5CTL_REG_MVTS, false, create_uctx(0), d, sizeof(d), sizeof(d)), 0);
	ck_assert(!MLX5CTL_GET(mvts_reg, odata(), running_flag));
	memset(MLX5CTL_ADDR_OF(mvts_reg, d, timestamp), 0x22, 8);
	ck_assert_int_eq(reg(MLX5CTL_REG_MVTS, true, 0, d, sizeof(d), sizeof(d)),
			 MLX5CTL_CMD_STAT_BAD_OP_ERR);
}
END_TEST

/* one handle: a second flasher is busy, only the owner may use it, its UID takes it along */
START_TEST(ownership)
{
	uint16_t a = create_uctx(TOOLS), b = create_uctx(TOOLS), weak = create_uctx(0);
	uint8_t chunk[64] = { 0 };
	uint32_t h, h2;

	/* a context without TOOLS_RESOURCES may read the state but not lock */
	ck_assert_uint_eq(query(weak, &h, NULL), MLX5CTL_FSM_STATE_IDLE);
	ck_assert_int_ne(mcc(weak, MLX5CTL_MCC_INSTR_LOCK_UPDATE_HANDLE, h, 0, 0), 0);
	/* LOCK must name the offered handle */
	ck_assert_int_eq(mcc(a, MLX5CTL_MCC_INSTR_LOCK_UPDATE_HANDLE, h + 1, 0, 0),
			 MLX5CTL_CMD_STAT_BAD_PARAM_ERR);
	h = lock(a);
	ck_assert_uint_eq(stats().fwu_held, 1);
	ck_assert_uint_eq(stats().fwu_owner, a);
	/* the second flasher: the state is not idle, and LOCK is busy */
	ck_assert_uint_eq(query(b, &h2, NULL), MLX5CTL_FSM_STATE_LOCKED);
	ck_assert_uint_eq(h2, h);
	ck_assert_int_eq(mcc(b, MLX5CTL_MCC_INSTR_LOCK_UPDATE_HANDLE, h, 0, 0),
			 MLX5CTL_CMD_STAT_RES_BUSY);
	ck_assert_uint_eq(MLX5CTL_GET(mbox_out_hdr, rout, syndrome), SYND_BUSY_);
	ck_assert_int_eq(mcc(0, MLX5CTL_MCC_INSTR_LOCK_UPDATE_HANDLE, h, 0, 0),
			 MLX5CTL_CMD_STAT_RES_BUSY);
	/* others' instructions and data with the right handle: refused, the owner's go on */
	ck_assert_int_eq(mcc(b, MLX5CTL_MCC_INSTR_UPDATE_COMPONENT, h, 1, 4096),
			 MLX5CTL_CMD_STAT_BAD_PARAM_ERR);
	ck_assert_int_eq(mcc(0, MLX5CTL_MCC_INSTR_RELEASE_UPDATE_HANDLE, h, 0, 0),
			 MLX5CTL_CMD_STAT_BAD_PARAM_ERR);
	ck_assert_int_eq(mcc(a, MLX5CTL_MCC_INSTR_UPDATE_COMPONENT, h, 1, 4096), 0);
	ck_assert_int_eq(mcda(b, h, 0, chunk, 64, 64), MLX5CTL_CMD_STAT_BAD_PARAM_ERR);
	ck_assert_int_eq(mcda(a, h + 1, 0, chunk, 64, 64), MLX5CTL_CMD_STAT_BAD_PARAM_ERR);
	ck_assert_int_eq(mcda(a, h, 0, chunk, 64, 64), 0);
	ck_assert_int_eq(mcc(a, MLX5CTL_MCC_INSTR_CHECK_UPDATE_HANDLE, h, 0, 0), 0);
	ck_assert_int_eq(mcc(b, MLX5CTL_MCC_INSTR_CHECK_UPDATE_HANDLE, h, 0, 0),
			 MLX5CTL_CMD_STAT_BAD_PARAM_ERR);
	/* the owner's context is destroyed (a killed flasher): the handle is free */
	ck_assert_int_eq(destroy_uctx(a), 0);
	ck_assert_uint_eq(query(b, &h2, NULL), MLX5CTL_FSM_STATE_IDLE);
	ck_assert_uint_eq(stats().fwu_held, 0);
	/* the update's outcome went with the handle; a handle taken away is not offered again */
	ck_assert_uint_eq(mcqs_state(), MLX5CTL_MCQS_UPDATE_IDLE);
	h2 = lock(b);
	ck_assert_uint_ne(h2, h);
	/* FORCE_HANDLE_RELEASE: anyone allowed to write MCC breaks it */
	ck_assert_int_eq(mcc(0, MLX5CTL_MCC_INSTR_FORCE_HANDLE_RELEASE, 0, 0, 0), 0);
	ck_assert_uint_eq(query(b, NULL, NULL), MLX5CTL_FSM_STATE_IDLE);
	ck_assert_int_eq(mcc(b, MLX5CTL_MCC_INSTR_RELEASE_UPDATE_HANDLE, h2, 0, 0),
			 MLX5CTL_CMD_STAT_BAD_PARAM_ERR);
	/* the kernel's handle survives user contexts going away (TEARDOWN drops them all) */
	h = lock(0);
	ck_assert_int_eq(destroy_uctx(b), 0);
	ck_assert_uint_eq(query(0, NULL, NULL), MLX5CTL_FSM_STATE_LOCKED);
	ck_assert_int_eq(mcc(0, MLX5CTL_MCC_INSTR_RELEASE_UPDATE_HANDLE, h, 0, 0), 0);
	/* and every handle goes with a device reset */
	h = lock(create_uctx(TOOLS));
	mlx5fw_reset(fw);
	init_hca();
	ck_assert_uint_eq(query(0, NULL, NULL), MLX5CTL_FSM_STATE_IDLE);
}
END_TEST

/* the owner's silence releases the handle; each access of the owner restarts the clock */
START_TEST(handle_timeout)
{
	uint16_t uid = create_uctx(TOOLS);
	uint32_t h = lock(uid);
	uint8_t d[MLX5CTL_ST_SZ_BYTES(mcc_reg)] = { 0 };

	host.now += 50ull * 1000000000ull;
	ck_assert_int_eq(mcc(uid, MLX5CTL_MCC_INSTR_UPDATE_COMPONENT, h, 1, 4096), 0);
	host.now += 50ull * 1000000000ull;
	ck_assert_uint_eq(query(uid, NULL, NULL), MLX5CTL_FSM_STATE_DOWNLOAD);
	ck_assert_uint_eq(MLX5CTL_GET(mcc_reg, odata(), time_elapsed_since_last_cmd), 50);
	host.now += 11ull * 1000000000ull;
	ck_assert_uint_eq(query(uid, NULL, NULL), MLX5CTL_FSM_STATE_IDLE);
	ck_assert_uint_eq(stats().fwu_timeouts, 1);
	ck_assert_int_eq(mcda(uid, h, 0, d, 16, 16), MLX5CTL_CMD_STAT_BAD_PARAM_ERR);
	/* a shorter timeout, set like a fault */
	ck_assert_int_eq(mlx5fw_fwu_fault(fw, "timeout:1000", (char *)d, sizeof(d)), 0);
	h = lock(uid);
	host.now += 1001ull * 1000000ull;
	ck_assert_uint_eq(query(uid, NULL, NULL), MLX5CTL_FSM_STATE_IDLE);
	ck_assert_uint_eq(stats().fwu_timeouts, 2);
}
END_TEST

/* MCDA: the advertised chunk size and alignment, the component's bounds, the data carried */
START_TEST(mcda_limits)
{
	uint8_t d[MLX5CTL_ST_SZ_BYTES(mcqi_reg)] = { 0 }, chunk[8192];
	uint16_t uid = create_uctx(TOOLS);
	uint32_t h = lock(uid), err;
	uint8_t *cap;

	/* what MCQI CAPABILITIES advertises */
	MLX5CTL_SET(mcqi_reg, d, component_index, 1);
	MLX5CTL_SET(mcqi_reg, d, info_type, MLX5CTL_MCQI_INFO_CAPABILITIES);
	MLX5CTL_SET(mcqi_reg, d, data_size, MLX5CTL_ST_SZ_BYTES(mcqi_cap));
	ck_assert_int_eq(reg(MLX5CTL_REG_MCQI, false, uid, d, sizeof(d),
			     sizeof(d) + MLX5CTL_ST_SZ_BYTES(mcqi_cap)), 0);
	cap = MLX5CTL_ADDR_OF(mcqi_reg, odata(), data);
	ck_assert_uint_eq(MLX5CTL_GET(mcqi_cap, cap, log_mcda_word_size), 2);
	ck_assert_uint_eq(MLX5CTL_GET(mcqi_cap, cap, mcda_max_write_size), 4096);
	ck_assert_uint_eq(MLX5CTL_GET(mcqi_cap, cap, max_component_size), 8u << 20);
	/* the running (factory) image: an FS4 image with 256 KiB of code */
	ck_assert_uint_eq(MLX5CTL_GET(mcqi_cap, cap, component_size),
			  mlx5fw_fs4_image_len(256u << 10));
	memset(chunk, 0xa5, sizeof(chunk));
	/* before UPDATE_COMPONENT: no download */
	ck_assert_int_eq(mcda(uid, h, 0, chunk, 64, 64), MLX5CTL_CMD_STAT_BAD_PARAM_ERR);
	ck_assert_int_eq(mcc(uid, MLX5CTL_MCC_INSTR_UPDATE_COMPONENT, h, 1, 8192), 0);
	ck_assert_int_eq(mcda(uid, h, 0, chunk, 0, 0), MLX5CTL_CMD_STAT_BAD_PARAM_ERR);
	ck_assert_int_eq(mcda(uid, h, 0, chunk, 4100, 4100), MLX5CTL_CMD_STAT_BAD_PARAM_ERR);
	ck_assert_int_eq(mcda(uid, h, 2, chunk, 64, 64), MLX5CTL_CMD_STAT_BAD_PARAM_ERR);
	ck_assert_int_eq(mcda(uid, h, 0, chunk, 6, 6), MLX5CTL_CMD_STAT_BAD_PARAM_ERR);
	ck_assert_int_eq(mcda(uid, h, 8192 - 60, chunk, 64, 64), MLX5CTL_CMD_STAT_BAD_PARAM_ERR);
	/* announcing more data than the request carries */
	ck_assert_int_eq(mcda(uid, h, 0, chunk, 64, 32), MLX5CTL_CMD_STAT_BAD_INP_LEN_ERR);
	/* the largest and the last chunk */
	ck_assert_int_eq(mcda(uid, h, 0, chunk, 4096, 4096), 0);
	ck_assert_int_eq(mcda(uid, h, 8192 - 64, chunk, 64, 64), 0);
	/* a component larger than the device takes */
	ck_assert_int_eq(mcc(uid, MLX5CTL_MCC_INSTR_CANCEL, h, 0, 0), 0);
	err = instr(uid, MLX5CTL_MCC_INSTR_UPDATE_COMPONENT, h, 1, (8u << 20) + 4);
	ck_assert_uint_eq(err, MLX5CTL_FSM_ERR_REJECTED_BAD_FORMAT);
	/* only component 1 is updatable */
	ck_assert_int_eq(mcc(uid, MLX5CTL_MCC_INSTR_UPDATE_COMPONENT, h, 0, 4096),
			 MLX5CTL_CMD_STAT_BAD_PARAM_ERR);
}
END_TEST

/* MCDA keeps exactly what was written: read back through READ_PENDING_COMPONENT */
START_TEST(upload_and_mirc)
{
	size_t len;
	uint8_t *img = image(CX6DX_PSID, CX6DX, NEWVER, 1, &len), d[0x10] = { 0 };
	uint16_t uid = create_uctx(TOOLS);
	uint32_t h = lock(uid), off;

	ck_assert_uint_eq(download(uid, h, img, len), 0);
	ck_assert_int_eq(mcc(uid, MLX5CTL_MCC_INSTR_ACTIVATE_COMPONENT, h, 1, 0), 0);
	ck_assert_int_eq(mcc(uid, MLX5CTL_MCC_INSTR_READ_PENDING_COMPONENT, h, 1, 0), 0);
	ck_assert_uint_eq(query(uid, NULL, NULL), MLX5CTL_FSM_STATE_UPLOAD_PENDING);
	for (off = 0; off < len; off += 4096) {
		uint32_t n = len - off < 4096 ? (uint32_t)(len - off) : 4096, i;

		MLX5CTL_SET(mcda_reg, d, update_handle, h);
		MLX5CTL_SET(mcda_reg, d, offset, off);
		MLX5CTL_SET(mcda_reg, d, size, n);
		ck_assert_int_eq(reg(MLX5CTL_REG_MCDA, false, uid, d, sizeof(d), 0x10 + n), 0);
		for (i = 0; i < n; i += 4) {
			uint32_t v = be32(odata() + 0x10 + i);

			ck_assert_uint_eq(v, img[off + i] | (uint32_t)img[off + i + 1] << 8 |
					     (uint32_t)img[off + i + 2] << 16 |
					     (uint32_t)img[off + i + 3] << 24);
		}
	}
	/* the running (factory) image reads back too: an FS4 image of this card */
	ck_assert_int_eq(mcc(uid, MLX5CTL_MCC_INSTR_CANCEL, h, 0, 0), 0);
	ck_assert_int_eq(mcc(uid, MLX5CTL_MCC_INSTR_READ_COMPONENT, h, 1, 0), 0);
	MLX5CTL_SET(mcda_reg, d, offset, 0);
	MLX5CTL_SET(mcda_reg, d, size, 4);
	ck_assert_int_eq(reg(MLX5CTL_REG_MCDA, false, uid, d, sizeof(d), 0x14), 0);
	ck_assert_uint_eq(be32(odata() + 0x10), 0x5746544du); /* "MTFW" LE */
	ck_assert_int_eq(mcc(uid, MLX5CTL_MCC_INSTR_RELEASE_UPDATE_HANDLE, h, 0, 0), 0);
	/* MIRC: the running image boots next again, the pending one is dropped */
	memset(d, 0, sizeof(d));
	ck_assert_int_eq(reg(MLX5CTL_REG_MIRC, true, uid, d, 8, 8), 0);
	ck_assert_uint_eq(MLX5CTL_GET(mirc_reg, odata(), status_code), MLX5CTL_MIRC_STATUS_OK);
	ck_assert_uint_eq(mcqi_version(true, NULL), ~0u);
	ck_assert_int_eq(reg(MLX5CTL_REG_MIRC, true, uid, d, 8, 8), 0);
	ck_assert_uint_eq(MLX5CTL_GET(mirc_reg, odata(), status_code),
			  MLX5CTL_MIRC_STATUS_FW_ALREADY_ACTIVATED);
	mlx5fw_reset(fw);
	init_hca();
	ck_assert_uint_eq(mgir_version(), FACTORY);
	free(img);
}
END_TEST

/* with busy polls every transitional state shows: INITIALIZE, VERIFY, ACTIVATE */
START_TEST(transitional_states)
{
	size_t len;
	uint8_t *img = image(CX6DX_PSID, CX6DX, NEWVER, 1, &len);
	uint16_t uid = create_uctx(TOOLS);
	uint32_t h = lock(uid), err;
	char why[128];

	ck_assert_int_eq(mlx5fw_fwu_fault(fw, "busy:2", why, sizeof(why)), 0);
	ck_assert_int_eq(mcc(uid, MLX5CTL_MCC_INSTR_UPDATE_COMPONENT, h, 1, (uint32_t)len), 0);
	ck_assert_uint_eq(query(uid, NULL, NULL), MLX5CTL_FSM_STATE_INITIALIZE);
	ck_assert_uint_eq(query(uid, NULL, NULL), MLX5CTL_FSM_STATE_DOWNLOAD);
	send_chunks(uid, h, img, 0, len);
	ck_assert_int_eq(mcc(uid, MLX5CTL_MCC_INSTR_VERIFY_COMPONENT, h, 1, 0), 0);
	ck_assert_uint_eq(query(uid, NULL, NULL), MLX5CTL_FSM_STATE_VERIFY);
	/* the download cannot be touched meanwhile; the state settles in LOCKED (as mlxfw waits) */
	ck_assert_int_eq(mcc(uid, MLX5CTL_MCC_INSTR_ACTIVATE, h, 0, 0), MLX5CTL_CMD_STAT_RES_BUSY);
	ck_assert_uint_eq(query(uid, NULL, &err), MLX5CTL_FSM_STATE_LOCKED);
	ck_assert_uint_eq(err, 0);
	ck_assert_int_eq(mcc(uid, MLX5CTL_MCC_INSTR_ACTIVATE, h, 0, 0), 0);
	ck_assert_uint_eq(query(uid, NULL, NULL), MLX5CTL_FSM_STATE_ACTIVATE);
	ck_assert_uint_eq(query(uid, NULL, NULL), MLX5CTL_FSM_STATE_LOCKED);
	ck_assert_uint_eq(stats().fw_pending_version, NEWVER);
	/* RELEASE is taken in a transitional state too */
	ck_assert_int_eq(mcc(uid, MLX5CTL_MCC_INSTR_RELEASE_UPDATE_HANDLE, h, 0, 0), 0);
	ck_assert_uint_eq(query(uid, NULL, NULL), MLX5CTL_FSM_STATE_IDLE);
	free(img);
}
END_TEST

/* faults on demand: a failed step, busy polls, a stall, a dropped handle; bad specs */
START_TEST(faults)
{
	size_t len;
	uint8_t *img = image(CX6DX_PSID, CX6DX, NEWVER, 1, &len);
	uint16_t uid = create_uctx(TOOLS);
	uint32_t h = lock(uid), err, i;
	char why[256], desc[128];

	ck_assert_int_eq(mlx5fw_fwu_fault(fw, "fail:4:2", why, sizeof(why)), 0);
	ck_assert_uint_eq(download(uid, h, img, len), MLX5CTL_FSM_ERR_REJECTED_DIGEST_ERR);
	ck_assert_int_eq(mcc(uid, MLX5CTL_MCC_INSTR_CANCEL, h, 0, 0), 0);
	ck_assert_uint_eq(download(uid, h, img, len), 0);	/* one-shot */
	ck_assert_int_eq(mcc(uid, MLX5CTL_MCC_INSTR_CANCEL, h, 0, 0), 0);
	/* busy: INITIALIZE for 3 queries, nothing but CANCEL meanwhile */
	ck_assert_int_eq(mlx5fw_fwu_fault(fw, "busy:3", why, sizeof(why)), 0);
	ck_assert_int_eq(mcc(uid, MLX5CTL_MCC_INSTR_UPDATE_COMPONENT, h, 1, (uint32_t)len), 0);
	ck_assert_uint_eq(query(uid, NULL, NULL), MLX5CTL_FSM_STATE_INITIALIZE);
	ck_assert_int_eq(mcc(uid, MLX5CTL_MCC_INSTR_VERIFY_COMPONENT, h, 1, 0),
			 MLX5CTL_CMD_STAT_RES_BUSY);
	ck_assert_uint_eq(query(uid, NULL, NULL), MLX5CTL_FSM_STATE_INITIALIZE);
	ck_assert_uint_eq(query(uid, NULL, NULL), MLX5CTL_FSM_STATE_DOWNLOAD);
	ck_assert_int_eq(mcc(uid, MLX5CTL_MCC_INSTR_CANCEL, h, 0, 0), 0);
	/* stall: the next transitional state never settles; CANCEL gets out */
	ck_assert_int_eq(mlx5fw_fwu_fault(fw, "none,stall", why, sizeof(why)), 0);
	ck_assert_int_eq(mcc(uid, MLX5CTL_MCC_INSTR_UPDATE_COMPONENT, h, 1, (uint32_t)len), 0);
	for (i = 0; i < 200; i++)
		ck_assert_uint_eq(query(uid, NULL, &err), MLX5CTL_FSM_STATE_INITIALIZE);
	ck_assert_int_eq(mcc(uid, MLX5CTL_MCC_INSTR_CANCEL, h, 0, 0), 0);
	ck_assert_uint_eq(query(uid, NULL, NULL), MLX5CTL_FSM_STATE_LOCKED);
	/* drop: the owner's third access from now finds the handle gone */
	ck_assert_int_eq(mlx5fw_fwu_fault(fw, "drop:3", why, sizeof(why)), 0);
	ck_assert_int_eq(mcc(uid, MLX5CTL_MCC_INSTR_UPDATE_COMPONENT, h, 1, (uint32_t)len), 0);
	ck_assert_int_eq(mcda(uid, h, 0, img, 4096, 4096), 0);
	ck_assert_int_eq(mcda(uid, h, 4096, img + 4096, 4096, 4096),
			 MLX5CTL_CMD_STAT_BAD_PARAM_ERR);
	ck_assert_uint_eq(query(uid, NULL, NULL), MLX5CTL_FSM_STATE_IDLE);
	ck_assert_uint_eq(stats().fwu_drops, 1);
	/* a bad specification changes nothing */
	ck_assert_int_eq(mlx5fw_fwu_fault(fw, "busy:2", why, sizeof(why)), 0);
	ck_assert_int_eq(mlx5fw_fwu_fault(fw, "none,fail:9:2", why, sizeof(why)), -1);
	ck_assert_ptr_nonnull(strstr(why, "fail:9:2"));
	ck_assert_int_eq(mlx5fw_fwu_fault(fw, "busy:x", why, sizeof(why)), -1);
	ck_assert_int_eq(mlx5fw_fwu_fault(fw, "fail:4:0", why, sizeof(why)), -1);
	ck_assert_int_eq(mlx5fw_fwu_fault(fw, "drop:0", why, sizeof(why)), -1);
	mlx5fw_fwu_fault_describe(fw, desc, sizeof(desc));
	ck_assert_str_eq(desc, "fail:0:0,busy:2,drop:0,timeout:60000");
	free(img);
}
END_TEST

/* the store: a pending image and then the running one persist in the file, across devices */
START_TEST(persistence)
{
	char dir[] = "/tmp/mlx5fw-fwXXXXXX", path[64], tmp[80];
	struct mlx5fw_config cfg = {
		.pci_device_id = CX6DX, .num_uars = 8, .msix_vectors = 4, .fw_store_path = path,
	};
	size_t len;
	uint8_t *img = image(CX6DX_PSID, CX6DX, NEWVER, 1, &len);
	uint16_t uid;
	uint32_t h;
	FILE *f;

	ck_assert_ptr_nonnull(mkdtemp(dir));
	snprintf(path, sizeof(path), "%s/fw", dir);
	mlx5fw_free(fw);
	fw = mlx5fw_new(&cfg, &fake_ops, NULL);
	ck_assert_ptr_nonnull(fw);
	init_hca();
	ck_assert_uint_eq(mgir_version(), FACTORY);	/* no file yet: the factory image */
	uid = create_uctx(TOOLS);
	h = lock(uid);
	ck_assert_uint_eq(download(uid, h, img, len), 0);
	ck_assert_int_eq(mcc(uid, MLX5CTL_MCC_INSTR_ACTIVATE, h, 0, 0), 0);
	/* power off with the image pending: the next power-on runs it */
	mlx5fw_free(fw);
	fw = mlx5fw_new(&cfg, &fake_ops, NULL);
	ck_assert_ptr_nonnull(fw);
	init_hca();
	ck_assert_uint_eq(mgir_version(), NEWVER);
	ck_assert_uint_eq(mcqi_version(true, NULL), ~0u);
	ck_assert_uint_eq(host.host_errors, 0);
	/* and it stays the running one */
	mlx5fw_free(fw);
	fw = mlx5fw_new(&cfg, &fake_ops, NULL);
	init_hca();
	ck_assert_uint_eq(mgir_version(), NEWVER);
	/* a damaged store: reported, the factory image runs */
	f = fopen(path, "r+b");
	ck_assert_ptr_nonnull(f);
	fseek(f, 0x20 + 0x100 + 100, SEEK_SET);
	fputc(0x5a, f);
	fclose(f);
	mlx5fw_free(fw);
	fw = mlx5fw_new(&cfg, &fake_ops, NULL);
	init_hca();
	ck_assert_uint_eq(mgir_version(), FACTORY);
	ck_assert_uint_eq(host.host_errors, 1);
	ck_assert_ptr_nonnull(strstr(host.last_host_error, "damaged"));
	remove(path);
	snprintf(tmp, sizeof(tmp), "%s.tmp", path);
	remove(tmp);
	rmdir(dir);
	free(img);
}
END_TEST

/* a clone (the fuzzers' snapshot) has its own copy of a download in progress */
START_TEST(clone_mid_update)
{
	size_t len;
	uint8_t *img = image(CX6DX_PSID, CX6DX, NEWVER, 1, &len);
	uint16_t uid = create_uctx(TOOLS);
	uint32_t h = lock(uid), err;
	struct mlx5fw *c, *orig;
	char why[128];

	ck_assert_int_eq(mcc(uid, MLX5CTL_MCC_INSTR_UPDATE_COMPONENT, h, 1, (uint32_t)len), 0);
	ck_assert_int_eq(mcda(uid, h, 0, img, 4096, 4096), 0);
	ck_assert_int_eq(mlx5fw_check(fw, why, sizeof(why)), 0);
	c = mlx5fw_clone(fw);
	ck_assert_ptr_nonnull(c);
	ck_assert_int_eq(mlx5fw_check(c, why, sizeof(why)), 0);
	orig = fw;
	fw = c;
	send_chunks(uid, h, img, 4096, len);
	ck_assert_int_eq(mcc(uid, MLX5CTL_MCC_INSTR_VERIFY_COMPONENT, h, 1, 0), 0);
	ck_assert_uint_eq(query(uid, NULL, &err), MLX5CTL_FSM_STATE_LOCKED);
	ck_assert_uint_eq(err, 0);
	mlx5fw_free(c);
	fw = orig;
	ck_assert_uint_eq(query(uid, NULL, NULL), MLX5CTL_FSM_STATE_DOWNLOAD);
	free(img);
}
END_TEST

/* ---- MCDD: the component by DMA ---- */

#define MCDD_VA		0x7f5500000000ull	/* where the MKEY maps the UMEM */
#define MCDD_PAGES	11u			/* mstflint's three pages, then 32 KiB of data */
#define MCDD_DATA	3u
#define MCDD_MAILBOX	2u

static uint32_t mcdd_synd;	/* the last MCDD's syndrome */

/* MCDD of size bytes at off as uid (through tunnel when non-zero); the addresses as given */
static int mcdd(uint16_t uid, uint16_t tunnel, bool write, uint32_t h, uint32_t off,
		uint32_t size, uint64_t data, uint64_t mailbox)
{
	uint8_t in[MLX5CTL_ST_SZ_BYTES(access_register_in) + MLX5CTL_ST_SZ_BYTES(mcdd_reg)] = { 0 };
	uint8_t out[MLX5CTL_ST_SZ_BYTES(access_register_out) + MLX5CTL_ST_SZ_BYTES(mcdd_reg)];
	void *d = MLX5CTL_ADDR_OF(access_register_in, in, register_data);
	int st;

	MLX5CTL_SET(access_register_in, in, opcode, MLX5CTL_CMD_OP_ACCESS_REG);
	MLX5CTL_SET(access_register_in, in, op_mod, write ? 0 : 1);
	MLX5CTL_SET(access_register_in, in, register_id, MLX5CTL_REG_MCDD);
	MLX5CTL_SET(mbox_in_hdr, in, uid, uid);
	MLX5CTL_SET(mbox_in_hdr, in, vhca_tunnel_id, tunnel);
	MLX5CTL_SET(mcdd_reg, d, update_handle, h);
	MLX5CTL_SET(mcdd_reg, d, offset, off);
	MLX5CTL_SET(mcdd_reg, d, size, size);
	MLX5CTL_SET(mcdd_reg, d, data_page_phys_addr_msb, (uint32_t)(data >> 32));
	MLX5CTL_SET(mcdd_reg, d, data_page_phys_addr_lsb, (uint32_t)data);
	MLX5CTL_SET(mcdd_reg, d, mailbox_page_phys_addr_msb, (uint32_t)(mailbox >> 32));
	MLX5CTL_SET(mcdd_reg, d, mailbox_page_phys_addr_lsb, (uint32_t)mailbox);
	st = run(in, sizeof(in), out, sizeof(out));
	mcdd_synd = MLX5CTL_GET(mbox_out_hdr, out, syndrome);
	return st;
}

/* n image bytes into host memory at p as MCDA's data dwords carry them */
static void mcdd_fill(uint8_t *p, const uint8_t *img, uint32_t n)
{
	for (uint32_t i = 0; i < n; i += 4)
		put_be32(p + i, img[i] | (uint32_t)img[i + 1] << 8 | (uint32_t)img[i + 2] << 16 |
			 (uint32_t)img[i + 3] << 24);
}

/*
 * A user context downloads through an MKEY of its own (what the kernel makes for fwctl's
 * FWCTL_UMEM_FLAG_MCDD): page 3 on holds the data, page 2 gets the mailbox; VERIFY's digest
 * says the device has the image's bytes; no DMA left the UMEM. And the image reads back the
 * same way (UPLOAD), into the data pages.
 */
START_TEST(mcdd_download_and_upload)
{
	size_t len;
	uint8_t *img = image(CX6DX_PSID, CX6DX, NEWVER, MLX5CTL_FWIMAGE_KEY_DEV, &len);
	uint16_t uid = create_uctx(TOOLS);
	uint64_t buf;
	uint32_t key = make_mkey(uid, MCDD_PAGES, 1, MCDD_VA, &buf), h, err;
	uint8_t *data = gptr(buf + MCDD_DATA * 4096), *mb = gptr(buf + MCDD_MAILBOX * 4096);
	uint32_t padded = (uint32_t)(len + 3) & ~3u;
	uint8_t *copy = calloc(1, padded + 4);

	memcpy(copy, img, len);
	h = lock(uid);
	ck_assert_int_eq(mcc(uid, MLX5CTL_MCC_INSTR_UPDATE_COMPONENT, h, 1, (uint32_t)len), 0);
	for (uint32_t off = 0; off < padded; off += 32768) {
		uint32_t n = padded - off < 32768 ? padded - off : 32768;

		mcdd_fill(data, copy + off, n);
		memset(mb, 0xee, 64);
		ck_assert_int_eq(mcdd(uid, 0, true, h, off, n, MCDD_DATA, key), 0);
		ck_assert_uint_eq(MLX5CTL_GET(mcdd_descriptor, mb, status), MLX5CTL_MCDD_STATUS_OK);
		ck_assert_uint_eq(MLX5CTL_GET(mcdd_descriptor, mb, error), 0);
		ck_assert_uint_eq(MLX5CTL_GET(mcdd_descriptor, mb, reg.offset), off);
		ck_assert_uint_eq(MLX5CTL_GET(mcdd_descriptor, mb, reg.size), n);
	}
	err = instr(uid, MLX5CTL_MCC_INSTR_VERIFY_COMPONENT, h, 1, 0);
	if (!err)
		query(uid, NULL, &err);
	ck_assert_uint_eq(err, MLX5CTL_FSM_ERR_OK);
	ck_assert_int_eq(mcc(uid, MLX5CTL_MCC_INSTR_CANCEL, h, 0, 0), 0);
	/* UPLOAD: the running image into the data pages, as MCDA would answer it */
	ck_assert_int_eq(mcc(uid, MLX5CTL_MCC_INSTR_READ_COMPONENT, h, 1, 0), 0);
	memset(data, 0, 4096);
	ck_assert_int_eq(mcdd(uid, 0, false, h, 4096, 4096, MCDD_DATA, key), 0);
	ck_assert_uint_eq(MLX5CTL_GET(mcdd_descriptor, mb, status), MLX5CTL_MCDD_STATUS_OK);
	{
		uint8_t q[0x10] = { 0 };

		MLX5CTL_SET(mcda_reg, q, update_handle, h);
		MLX5CTL_SET(mcda_reg, q, offset, 4096);
		MLX5CTL_SET(mcda_reg, q, size, 4096);
		ck_assert_int_eq(reg(MLX5CTL_REG_MCDA, false, uid, q, sizeof(q), 0x10 + 4096), 0);
		ck_assert_mem_eq(odata() + 0x10, data, 4096);
	}
	ck_assert_uint_eq(stats().dma_violations, 0);
	ck_assert_uint_eq(host.dma_violations, 0);
	free(copy);
	free(img);
}
END_TEST

/*
 * What a user context cannot do with MCDD: name another context's MKEY, an MKEY without room
 * for the data, or one the device may not write the mailbox through: refused (BAD_PARAM,
 * FWU_MCDD) before any DMA, nothing taken; the size, alignment and page checks as MCDA's.
 */
START_TEST(mcdd_refusals)
{
	uint16_t uid = create_uctx(TOOLS), other = create_uctx(TOOLS);
	uint64_t buf, obuf, sbuf;
	uint32_t key = make_mkey(uid, MCDD_PAGES, 1, MCDD_VA, &buf);
	uint32_t okey = make_mkey(other, MCDD_PAGES, 1, MCDD_VA, &obuf);
	uint32_t small = make_mkey(uid, 3, 1, MCDD_VA, &sbuf);	/* no page 3 */
	uint32_t ro = make_mkey(uid, MCDD_PAGES, 0, MCDD_VA, &sbuf);	/* no local write */
	uint32_t h = lock(uid);
	uint64_t dma = stats().dma_violations;

	ck_assert_int_eq(mcc(uid, MLX5CTL_MCC_INSTR_UPDATE_COMPONENT, h, 1, 65536), 0);
	ck_assert_int_eq(mcdd(uid, 0, true, h, 0, 4096, MCDD_DATA, okey), BAD_PARAM_);
	ck_assert_uint_eq(mcdd_synd, SYND_MCDD_);
	ck_assert_int_eq(mcdd(uid, 0, true, h, 0, 4096, MCDD_DATA, small), BAD_PARAM_);
	ck_assert_uint_eq(mcdd_synd, SYND_MCDD_);
	ck_assert_int_eq(mcdd(uid, 0, true, h, 0, 4096, MCDD_DATA, ro), BAD_PARAM_);
	ck_assert_uint_eq(mcdd_synd, SYND_MCDD_);
	ck_assert_int_eq(mcdd(uid, 0, true, h, 0, 32768 + 4, MCDD_DATA, key), BAD_PARAM_);
	ck_assert_int_eq(mcdd(uid, 0, true, h, 2, 4096, MCDD_DATA, key), BAD_PARAM_);
	ck_assert_int_eq(mcdd(uid, 0, true, h, 0, 4096, MCDD_DATA + 8, key), BAD_PARAM_);
	ck_assert_uint_eq(mcdd_synd, SYND_MCDD_);
	/* the other context's handle is not its to use, with its own MKEY either */
	ck_assert_int_eq(mcdd(other, 0, true, h, 0, 4096, MCDD_DATA, okey), BAD_PARAM_);
	ck_assert_uint_eq(mcdd_synd, MLX5CTL_SYND_FWU_HANDLE);
	/* the right one is taken */
	ck_assert_int_eq(mcdd(uid, 0, true, h, 0, 4096, MCDD_DATA, key), 0);
	ck_assert_uint_eq(stats().dma_violations, dma);
	ck_assert_uint_eq(MLX5CTL_GET(mcdd_descriptor, gptr(obuf + MCDD_MAILBOX * 4096), status),
			  MLX5CTL_MCDD_STATUS_UNKNOWN);
}
END_TEST

/*
 * What the firmware lets a caller do that the kernel must prevent: bus addresses are taken
 * from the kernel (uid 0) - and so from a user's command tunnelled to the function
 * (vhca_tunnel_id makes it run with the function's rights) - and the device reads and writes
 * wherever they point; an MKEY of the user's in PA mode does the same. The DMA-isolation
 * oracle counts each: the kernel must refuse tunnelled commands and PA MKEYs (our fwctl series
 * and the spec's CREATE_MKEY rules do).
 */
START_TEST(mcdd_dma_anywhere)
{
	uint16_t uid = create_uctx(TOOLS);
	uint64_t secret = galloc(4096, 4096), mbox = galloc(4096, 4096);
	uint32_t h, pdn, key;
	uint8_t *s = gptr(secret);

	memset(s, 0x5a, 4096);
	/* the kernel's own: no user behind it, nothing counted */
	h = lock(0);
	ck_assert_int_eq(mcc(0, MLX5CTL_MCC_INSTR_UPDATE_COMPONENT, h, 1, 65536), 0);
	ck_assert_int_eq(mcdd(0, 0, true, h, 0, 4096, secret, mbox), 0);
	ck_assert_uint_eq(MLX5CTL_GET(mcdd_descriptor, gptr(mbox), status), MLX5CTL_MCDD_STATUS_OK);
	ck_assert_uint_eq(stats().dma_violations, 0);
	ck_assert_int_eq(mcc(0, MLX5CTL_MCC_INSTR_RELEASE_UPDATE_HANDLE, h, 0, 0), 0);
	/* a user's tunnelled MCDD runs as the function: the "kernel memory" is read */
	h = lock(0);
	ck_assert_int_eq(mcc(0, MLX5CTL_MCC_INSTR_UPDATE_COMPONENT, h, 1, 65536), 0);
	ck_assert_int_eq(mcdd(uid, 1, true, h, 0, 4096, secret, mbox), 0);
	ck_assert_uint_ge(stats().dma_violations, 1);
	ck_assert_uint_eq(host.last_dma_violation.uid, uid);
	ck_assert_int_eq(mcc(0, MLX5CTL_MCC_INSTR_RELEASE_UPDATE_HANDLE, h, 0, 0), 0);
	/* a PA MKEY of the user's own: the same, through the key */
	{
		uint8_t in[MLX5CTL_ST_SZ_BYTES(create_mkey_in)] = { 0 };
		uint8_t out[MLX5CTL_ST_SZ_BYTES(create_mkey_out)];
		void *mkc = MLX5CTL_ADDR_OF(create_mkey_in, in, memory_key_mkey_entry);
		uint64_t before = stats().dma_violations;

		pdn = alloc_pd(uid, 0);
		MLX5CTL_SET(create_mkey_in, in, opcode, MLX5CTL_CMD_OP_CREATE_MKEY);
		MLX5CTL_SET(create_mkey_in, in, uid, uid);
		MLX5CTL_SET(mkc, mkc, access_mode_1_0, MLX5CTL_MKC_ACCESS_MODE_PA);
		MLX5CTL_SET(mkc, mkc, lr, 1);
		MLX5CTL_SET(mkc, mkc, lw, 1);
		MLX5CTL_SET(mkc, mkc, pd, pdn);
		MLX5CTL_SET(mkc, mkc, mkey_7_0, 0x44);
		/* its pages 0.. from the secret's page minus 3: data page 3 is the secret */
		MLX5CTL_SET64(mkc, mkc, start_addr, secret - MCDD_DATA * 4096);
		MLX5CTL_SET64(mkc, mkc, len, (MCDD_DATA + 1) * 4096);
		ck_assert_int_eq(run(in, sizeof(in), out, sizeof(out)), 0);
		key = MLX5CTL_GET(create_mkey_out, out, mkey_index) << 8 | 0x44;
		h = lock(uid);
		ck_assert_int_eq(mcc(uid, MLX5CTL_MCC_INSTR_UPDATE_COMPONENT, h, 1, 65536), 0);
		ck_assert_int_eq(mcdd(uid, 0, true, h, 0, 4096, MCDD_DATA, key), 0);
		ck_assert_uint_gt(stats().dma_violations, before);
		ck_assert_uint_eq(host.last_dma_violation.uid, uid);
	}
}
END_TEST


static Suite *fwupdate_suite(void)
{
	Suite *s = suite_create("fwupdate");
	TCase *tc = tcase_create("core");

	tcase_add_checked_fixture(tc, fixture, fw_teardown);
	tcase_set_timeout(tc, 30);
	tcase_add_test(tc, sha256_vectors);
	tcase_add_test(tc, update_states);
	tcase_add_test(tc, verify_errors);
	tcase_add_test(tc, fs4_verify_errors);
	tcase_add_test(tc, fs4_update_runs);
	tcase_add_test(tc, mvts);
	tcase_add_test(tc, ownership);
	tcase_add_test(tc, handle_timeout);
	tcase_add_test(tc, mcda_limits);
	tcase_add_test(tc, mcdd_download_and_upload);
	tcase_add_test(tc, mcdd_refusals);
	tcase_add_test(tc, mcdd_dma_anywhere);
	tcase_add_test(tc, upload_and_mirc);
	tcase_add_test(tc, transitional_states);
	tcase_add_test(tc, faults);
	tcase_add_test(tc, persistence);
	tcase_add_test(tc, clone_mid_update);
	suite_add_tcase(s, tc);
	return s;
}

FWTEST_MAIN(fwupdate_suite)
