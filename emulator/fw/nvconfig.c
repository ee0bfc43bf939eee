// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * Non-volatile configuration: MNVDA (0x9024, read/write an item), MNVQC (0x9030, is an item
 * supported / writable), MNVIA (0x9033, invalidate all: back to factory defaults), MNVDI
 * (0x9025, invalidate one item) and MNVGN (0x9035, the set items one by one) over a
 * store of every item of the spec's enum nv_param (generated/emulator/mlx5fw_nv.h: all the
 * adapter's TLVs of mstconfig's database that fit MNVDA, prm/nvitems.yaml).
 *
 * Each item has a next-boot value (what MNVDA reads and writes by default), a current value
 * (latched from next-boot at every device reset) and a default. The header's access_mode picks
 * which one a read returns (0 next, 1 current, 2 default); writes go to next-boot only. The
 * default is zero but for prm/nvconfig.yaml's nv_defaults; capability items are read-only.
 * Items unknown to the model, wrong lengths and read-only items are refused with BAD_PARAM; a
 * read of
 * an expansion ROM item (enum nv_rom_param) answers NO_RES ("not set", what firmware says of a
 * ROM item never written).
 *
 * With a backing file (mlx5fw_config.nvconfig_path) the next-boot values that differ from the
 * defaults persist, one text line per item: "<type_class> <parameter_index> <hex data>" (hex,
 * exactly the item's length of data; blank lines allowed; the index is the type dword's low 24
 * bits, so a port item reads "1 1xxxx"). mlx5fw_nv_check() vets a file before
 * use (QEMU: at realize); a malformed line found at load is reported (host_error) and keeps
 * its item's default. A save that fails (the file is written on every change, as a whole:
 * <path>.tmp renamed over it) is reported the same way, leaves the value as it was and answers
 * INT_ERR.
 */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "mlx5fw_int.h"
#include "mlx5fw_nv.h"

enum { NV_NEXT = 0, NV_CURRENT = 1, NV_DEFAULT = 2 };

#define NITEMS MLX5FW_NV_NITEMS
_Static_assert(NITEMS <= MLX5FW_NV_ITEMS, "MLX5FW_NV_ITEMS");
_Static_assert(MLX5CTL_FLD_SZ_BYTES(mnvda_reg, configuration_item_data) == MLX5FW_NV_DATA,
	       "MLX5FW_NV_DATA");

/* the item (index into mlx5fw_nv_items) of a type dword, or -1 */
static int find(uint32_t type)
{
	size_t i;

	for (i = 0; i < NITEMS; i++)
		if (mlx5fw_nv_items[i].type == type)
			return (int)i;
	return -1;
}

/*
 * The item a configuration item type names, or -1. `t` points at the type union
 * (config_item_type_auto). The adapter has one host, one PF and one port: an item's type
 * dword names host 0, PF 0, PCI bus 0 and port 1 (prm/nvitems.yaml's classes), so the whole
 * dword matches an item or nothing.
 */
static int lookup_type(const void *t)
{
	return find(mlx5ctl_be32_load(t));
}

static int lookup(const void *hdr)
{
	return lookup_type(MLX5CTL_ADDR_OF(config_item, hdr, type));
}

/* an expansion ROM item (nv_rom_param): known, never stored (the adapter has no ROM) */
static bool exp_rom_item(const void *hdr)
{
	uint32_t type = mlx5ctl_be32_load(MLX5CTL_ADDR_OF(config_item, hdr, type));
	size_t i;

	for (i = 0; i < MLX5FW_NV_NROM; i++)
		if (mlx5fw_nv_rom_items[i] == type)
			return true;
	return false;
}

/*
 * The factory value of item i: zero but for prm/nvconfig.yaml's nv_defaults, and the adapter's
 * own base MAC and GUID (BASE_MAC_GUID: the manufacturing ones, as MGIR and the flash's
 * MFG_INFO say; the GUID is the MAC's EUI-64)
 */
static void defaults(const struct mlx5fw *fw, size_t i, uint8_t *d)
{
	uint64_t mac = mlx5fw_devinfo(fw)->base_mac;
	uint64_t guid = (mac >> 24) << 40 | 0xfffeull << 24 | (mac & 0xffffff);
	size_t k;

	memset(d, 0, MLX5FW_NV_DATA);
	for (k = 0; k < MLX5FW_NV_NDEFAULTS; k++)
		if (mlx5fw_nv_defaults[k].item == i)
			mlx5ctl_bits_set(d, mlx5fw_nv_defaults[k].bit, mlx5fw_nv_defaults[k].width,
					 mlx5fw_nv_defaults[k].value);
	if (mlx5fw_nv_items[i].type == MLX5CTL_NV_PARAM_BASE_MAC_GUID) {
		mlx5ctl_be64_store(MLX5CTL_ADDR_OF(nv_base_mac_guid, d, base_mac), mac);
		mlx5ctl_be64_store(MLX5CTL_ADDR_OF(nv_base_mac_guid, d, base_guid), guid);
	}
}

/* writes the file next to the target, then renames it over: 0, or -1 with errno set */
static int save(struct mlx5fw *fw)
{
	size_t n = strlen(fw->nv_path) + 5, i, k;
	char *tmp = malloc(n);
	int err = 0;
	FILE *f;

	if (!tmp)
		return -1;
	snprintf(tmp, n, "%s.tmp", fw->nv_path);
	f = fopen(tmp, "w");
	if (!f) {
		err = errno;
		free(tmp);
		errno = err;
		return -1;
	}
	for (i = 0; i < NITEMS; i++) {
		if (!fw->nv[i].set)
			continue;
		fprintf(f, "%x %x ", mlx5fw_nv_items[i].type >> 24,
			mlx5fw_nv_items[i].type & 0xffffff);
		for (k = 0; k < mlx5fw_nv_items[i].len; k++)
			fprintf(f, "%02x", fw->nv[i].next[k]);
		fputc('\n', f);
	}
	if (ferror(f))
		err = errno ? errno : EIO;
	if (fclose(f) && !err)
		err = errno;
	if (!err && rename(tmp, fw->nv_path))
		err = errno;
	if (err)
		remove(tmp);
	free(tmp);
	errno = err;
	return err ? -1 : 0;
}

/* a failed save: the host hears why (QEMU: error_report), the guest gets INT_ERR */
static int save_failed(struct mlx5fw *fw, struct mlx5fw_cmd *cmd)
{
	char msg[512];

	snprintf(msg, sizeof(msg), "mlx5fw: cannot write the NV configuration to %s: %s",
		 fw->nv_path, strerror(errno));
	mlx5fw_host_error(fw, msg);
	return mlx5fw_fail(cmd, MLX5CTL_CMD_STAT_INT_ERR, SYND_NV_IO);
}

#define LINE_MAX_LEN	(2 * MLX5FW_NV_DATA + 64)

static int nv_err(char *err, size_t errlen, unsigned int line, const char *what)
{
	if (err && errlen)
		snprintf(err, errlen, "line %u: %s", line, what);
	return -1;
}

static bool is_hex(int c)
{
	return (c >= '0' && c <= '9') || (c >= 'a' && c <= 'f') || (c >= 'A' && c <= 'F');
}

static int hex_val(int c)
{
	return c <= '9' ? c - '0' : (c | 0x20) - 'a' + 10;
}

/* a hexadecimal number of 1..8 digits at *p, then at least one blank */
static bool hex_word(const char **p, uint32_t *v)
{
	const char *s = *p;
	int n = 0;

	*v = 0;
	while (is_hex(*s) && n < 9) {
		*v = *v << 4 | (uint32_t)hex_val(*s++);
		n++;
	}
	if (!n || n > 8 || (*s != ' ' && *s != '\t'))
		return false;
	while (*s == ' ' || *s == '\t')
		s++;
	*p = s;
	return true;
}

/* one line (NUL-terminated, no newline) into vals; -1 with a message when malformed */
static int parse_line(const char *s, uint8_t (*vals)[MLX5FW_NV_DATA], bool *seen,
		      unsigned int line, char *err, size_t errlen)
{
	uint32_t cls, idx;
	size_t k;
	int it;

	while (*s == ' ' || *s == '\t')
		s++;
	if (!*s || *s == '\r')
		return 0;			/* blank */
	if (!hex_word(&s, &cls) || !hex_word(&s, &idx) || cls > 0xff || idx > 0xffffff)
		return nv_err(err, errlen, line, "expected '<type class> <index> <hex data>'");
	it = find(cls << 24 | idx);
	if (it < 0)
		return nv_err(err, errlen, line, "not an NV item this device has");
	if (seen[it])
		return nv_err(err, errlen, line, "the item appears twice");
	for (k = 0; k < mlx5fw_nv_items[it].len; k++, s += 2) {
		if (!is_hex(s[0]) || !is_hex(s[1]))
			return nv_err(err, errlen, line, "the data is not the item's length in hex");
		vals[it][k] = (uint8_t)(hex_val(s[0]) << 4 | hex_val(s[1]));
	}
	while (*s == ' ' || *s == '\t' || *s == '\r')
		s++;
	if (*s)
		return nv_err(err, errlen, line, "the data is not the item's length in hex");
	seen[it] = true;
	return 0;
}

/*
 * Reads a backing file: the items it sets into vals / seen (both NITEMS long). Every
 * well-formed line is taken; the first malformed one is described in err and makes the
 * result -1 (the others are still read).
 */
static int parse_file(FILE *f, uint8_t (*vals)[MLX5FW_NV_DATA], bool *seen, char *err,
		      size_t errlen)
{
	char buf[LINE_MAX_LEN + 1];
	unsigned int line = 0;
	size_t n = 0;
	bool too_long = false, nul = false;
	int c, ret = 0;

	for (;;) {
		c = getc(f);
		if (c != EOF && c != '\n') {
			if (n < LINE_MAX_LEN)
				buf[n++] = (char)c;
			else
				too_long = true;
			if (!c)
				nul = true;
			continue;
		}
		if (c == EOF && !n && !too_long)
			break;
		buf[n] = '\0';
		line++;
		if (too_long || nul) {
			if (!ret)
				ret = nv_err(err, errlen, line, too_long ? "line too long" :
					     "a NUL byte");
		} else if (parse_line(buf, vals, seen, line, ret ? NULL : err, errlen)) {
			ret = -1;
		}
		n = 0;
		too_long = nul = false;
		if (c == EOF)
			break;
	}
	if (ferror(f))
		return nv_err(err, errlen, line, "read error");
	return ret;
}

int mlx5fw_nv_parse(FILE *f, char *err, size_t errlen)
{
	uint8_t vals[NITEMS][MLX5FW_NV_DATA];
	bool seen[NITEMS] = { false };

	return parse_file(f, vals, seen, err, errlen);
}

int mlx5fw_nv_check(const char *path, char *err, size_t errlen)
{
	char msg[256], *dir, *slash;
	FILE *f;
	int ret;

	if (!path || !*path) {
		snprintf(err, errlen, "no NV configuration file named");
		return -1;
	}
	f = fopen(path, "r");
	if (f) {
		ret = mlx5fw_nv_parse(f, msg, sizeof(msg));
		fclose(f);
		if (ret) {
			snprintf(err, errlen, "%s: %s", path, msg);
			return -1;
		}
		if (access(path, W_OK)) {
			snprintf(err, errlen, "%s: %s", path, strerror(errno));
			return -1;
		}
	} else if (errno != ENOENT) {
		snprintf(err, errlen, "%s: %s", path, strerror(errno));
		return -1;
	}
	/* saving writes <path>.tmp and renames it over <path>: the folder must take that */
	dir = strdup(path);
	if (!dir) {
		snprintf(err, errlen, "%s: out of memory", path);
		return -1;
	}
	slash = strrchr(dir, '/');
	if (!slash)
		strcpy(dir, ".");
	else if (slash == dir)
		dir[1] = '\0';
	else
		*slash = '\0';
	ret = access(dir, W_OK | X_OK);
	if (ret)
		snprintf(err, errlen, "%s: folder %s: %s", path, dir, strerror(errno));
	free(dir);
	return ret ? -1 : 0;
}

void mlx5fw_nv_load(struct mlx5fw *fw)
{
	uint8_t vals[NITEMS][MLX5FW_NV_DATA];
	bool seen[NITEMS] = { false };
	char err[256], msg[512];
	size_t i;
	FILE *f;

	for (i = 0; i < NITEMS; i++) {
		defaults(fw, i, fw->nv[i].next);
		fw->nv[i].set = false;
	}
	if (!fw->nv_path)
		return;
	f = fopen(fw->nv_path, "r");
	if (!f) {
		if (errno != ENOENT) {		/* no file yet: factory defaults */
			snprintf(msg, sizeof(msg), "mlx5fw: %s: %s (factory defaults used)",
				 fw->nv_path, strerror(errno));
			mlx5fw_host_error(fw, msg);
		}
		return;
	}
	memset(vals, 0, sizeof(vals));
	if (parse_file(f, vals, seen, err, sizeof(err))) {
		/* the lines that are well-formed still count; the others keep their default */
		snprintf(msg, sizeof(msg), "mlx5fw: %s: %s (ignored)", fw->nv_path, err);
		mlx5fw_host_error(fw, msg);
	}
	fclose(f);
	for (i = 0; i < NITEMS; i++)
		if (seen[i]) {
			memcpy(fw->nv[i].next, vals[i], MLX5FW_NV_DATA);
			fw->nv[i].set = true;
		}
}

void mlx5fw_nv_reset(struct mlx5fw *fw)
{
	size_t i;

	for (i = 0; i < NITEMS; i++)
		memcpy(fw->nv[i].cur, fw->nv[i].next, MLX5FW_NV_DATA);
}

int mlx5fw_reg_mnvda(struct mlx5fw *fw, struct mlx5fw_cmd *cmd, bool write, uint8_t *d)
{
	void *hdr = MLX5CTL_ADDR_OF(mnvda_reg, d, configuration_item_header);
	uint8_t *data = MLX5CTL_ADDR_OF(mnvda_reg, d, configuration_item_data);
	uint32_t mode = MLX5CTL_GET(config_item, hdr, access_mode);
	int it = lookup(hdr);
	uint8_t old[MLX5FW_NV_DATA];
	bool old_set;

	if (it < 0 && !write && exp_rom_item(hdr))
		return mlx5fw_fail(cmd, MLX5CTL_CMD_STAT_NO_RES_ERR, SYND_NO_RESOURCE);
	if (it < 0)
		return mlx5fw_fail(cmd, MLX5CTL_CMD_STAT_BAD_PARAM_ERR, SYND_BAD_PARAM);
	if (!write) {
		const uint8_t *src = fw->nv[it].next;
		uint8_t def[MLX5FW_NV_DATA];

		if (mode == NV_CURRENT) {
			src = fw->nv[it].cur;
		} else if (mode == NV_DEFAULT) {
			defaults(fw, (size_t)it, def);
			src = def;
		} else if (mode != NV_NEXT) {
			return mlx5fw_fail(cmd, MLX5CTL_CMD_STAT_BAD_PARAM_ERR, SYND_BAD_PARAM);
		}
		memset(data, 0, MLX5FW_NV_DATA);
		memcpy(data, src, mlx5fw_nv_items[it].len);
		MLX5CTL_SET(config_item, hdr, length, mlx5fw_nv_items[it].len);
		MLX5CTL_SET(config_item, hdr, valid, 1);
		MLX5CTL_SET(config_item, hdr, rd_en, 1);
		return 0;
	}
	if (!mlx5fw_nv_items[it].writable || mode != NV_NEXT ||
	    MLX5CTL_GET(config_item, hdr, length) != mlx5fw_nv_items[it].len)
		return mlx5fw_fail(cmd, MLX5CTL_CMD_STAT_BAD_PARAM_ERR, SYND_BAD_PARAM);
	memcpy(old, fw->nv[it].next, sizeof(old));
	old_set = fw->nv[it].set;
	memset(fw->nv[it].next, 0, MLX5FW_NV_DATA);
	memcpy(fw->nv[it].next, data, mlx5fw_nv_items[it].len);
	fw->nv[it].set = true;
	if (fw->nv_path && save(fw)) {
		memcpy(fw->nv[it].next, old, sizeof(old));
		fw->nv[it].set = old_set;
		return save_failed(fw, cmd);
	}
	return 0;
}

int mlx5fw_reg_mnvqc(struct mlx5fw *fw, struct mlx5fw_cmd *cmd, bool write, uint8_t *d)
{
	int it = lookup_type(MLX5CTL_ADDR_OF(mnvqc_reg, d, type));

	(void)fw;
	if (write)
		return mlx5fw_fail(cmd, MLX5CTL_CMD_STAT_BAD_OP_ERR, SYND_BAD_REG);
	/* an unknown item is not an error here: it is reported as unsupported */
	MLX5CTL_SET(mnvqc_reg, d, support_rd, it >= 0);
	MLX5CTL_SET(mnvqc_reg, d, support_wr, it >= 0 && mlx5fw_nv_items[it].writable);
	MLX5CTL_SET(mnvqc_reg, d, version, 0);
	return 0;
}

int mlx5fw_reg_mnvia(struct mlx5fw *fw, struct mlx5fw_cmd *cmd, bool write, uint8_t *d)
{
	bool was_set[MLX5FW_NV_ITEMS];
	size_t i;

	(void)d;
	if (!write)
		return mlx5fw_fail(cmd, MLX5CTL_CMD_STAT_BAD_OP_ERR, SYND_BAD_REG);
	for (i = 0; i < NITEMS; i++) {
		was_set[i] = fw->nv[i].set;
		fw->nv[i].set = false;
	}
	if (fw->nv_path && save(fw)) {
		for (i = 0; i < NITEMS; i++)
			fw->nv[i].set = was_set[i];
		return save_failed(fw, cmd);
	}
	for (i = 0; i < NITEMS; i++)
		defaults(fw, i, fw->nv[i].next);
	return 0;
}

/*
 * MNVDI: one item back to its default at the next boot, no longer set. An item never set and
 * an expansion ROM item (never stored) change nothing; a capability item is refused as an
 * MNVDA write of it is.
 */
int mlx5fw_reg_mnvdi(struct mlx5fw *fw, struct mlx5fw_cmd *cmd, bool write, uint8_t *d)
{
	void *hdr = MLX5CTL_ADDR_OF(mnvdi_reg, d, configuration_item_header);
	int it = lookup(hdr);

	if (!write)
		return mlx5fw_fail(cmd, MLX5CTL_CMD_STAT_BAD_OP_ERR, SYND_BAD_REG);
	if (it < 0 && exp_rom_item(hdr))
		return 0;
	if (it < 0 || !mlx5fw_nv_items[it].writable)
		return mlx5fw_fail(cmd, MLX5CTL_CMD_STAT_BAD_PARAM_ERR, SYND_BAD_PARAM);
	if (!fw->nv[it].set)
		return 0;
	fw->nv[it].set = false;
	if (fw->nv_path && save(fw)) {
		fw->nv[it].set = true;
		return save_failed(fw, cmd);
	}
	defaults(fw, (size_t)it, fw->nv[it].next);
	return 0;
}

/*
 * MNVGN: the first set item at or after the pointer (0: from the start; n: item n - 1 was the
 * last answer), with n + 1 to go on from; pointer 0 once none is left. Nothing set at all:
 * the first read is NO_RES.
 */
int mlx5fw_reg_mnvgn(struct mlx5fw *fw, struct mlx5fw_cmd *cmd, bool write, uint8_t *d)
{
	uint32_t ptr = MLX5CTL_GET(mnvgn_reg, d, nv_pointer);
	void *hdr = MLX5CTL_ADDR_OF(mnvgn_reg, d, configuration_item_header);
	bool any = false;
	size_t i;

	if (write)
		return mlx5fw_fail(cmd, MLX5CTL_CMD_STAT_BAD_OP_ERR, SYND_BAD_REG);
	for (i = 0; i < NITEMS; i++)
		any |= fw->nv[i].set;
	if (!any && !ptr)
		return mlx5fw_fail(cmd, MLX5CTL_CMD_STAT_NO_RES_ERR, SYND_NO_RESOURCE);
	memset(d, 0, MLX5CTL_ST_SZ_BYTES(mnvgn_reg));
	for (i = ptr; i < NITEMS; i++) {
		if (!fw->nv[i].set)
			continue;
		MLX5CTL_SET(mnvgn_reg, d, nv_pointer, (uint32_t)i + 1);
		mlx5ctl_be32_store(MLX5CTL_ADDR_OF(config_item, hdr, type), mlx5fw_nv_items[i].type);
		MLX5CTL_SET(config_item, hdr, length, mlx5fw_nv_items[i].len);
		MLX5CTL_SET(config_item, hdr, valid, 1);
		MLX5CTL_SET(config_item, hdr, rd_en, 1);
		MLX5CTL_SET(config_item, hdr, access_mode, NV_NEXT);
		memcpy(MLX5CTL_ADDR_OF(mnvgn_reg, d, configuration_item_data), fw->nv[i].next,
		       mlx5fw_nv_items[i].len);
		break;
	}
	return 0;
}
