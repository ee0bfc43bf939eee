/* SPDX-License-Identifier: GPL-2.0 OR BSD-3-Clause */
/*
 * What identifies a card or its owner in a support bundle - serial numbers, GUIDs, MAC
 * addresses - and their replacement, the same everywhere: every value found gets a placeholder
 * of its own kind and length (MAC n is 02:00:00:00:00:n, GUID n 02:00:00:ff:fe:00:00:n, serial
 * n "SN" and n's digits, padded to the serial's length), put wherever the value appears in any
 * of the ways the tool and the kernel write it: its bytes, hex digits (lower or upper case,
 * bare, colon-separated by bytes or by pairs of bytes, 0x without leading zeros), its decimal
 * number (a MAC or GUID: as a JSON number), the PRM's 32-bit halves of it as numbers
 * (mac_addr_31_0), its text (a serial).
 */
#ifndef MLX5CTL_TOOL_REDACT_H
#define MLX5CTL_TOOL_REDACT_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "mlx5ctl.h"

enum secret_kind { SECRET_MAC, SECRET_GUID, SECRET_SERIAL };

#define SECRET_MAX 32		/* bytes of a value */
#define SECRETS_MAX 256

struct secret {
	enum secret_kind kind;
	uint8_t v[SECRET_MAX], p[SECRET_MAX];	/* the value, its placeholder */
	size_t len;
	unsigned int n;				/* its number among its kind, from 1 */
	char label[24];				/* "mac-1", "guid-2", "serial-1" */
	unsigned long hits;			/* replacements made */
};

struct secrets {
	struct secret s[SECRETS_MAX];
	unsigned int count, per_kind[3];
};

/* a value (bytes, big-endian for numbers); all-zero, all-ones and repeats are ignored */
void secret_add(struct secrets *ss, enum secret_kind kind, const void *v, size_t len);
void secret_add_u64(struct secrets *ss, enum secret_kind kind, uint64_t v, size_t len);
/* "b8:ce:f6:00:00:01" and the like: a MAC (6 bytes) or GUID (8) in text */
void secret_add_text(struct secrets *ss, const char *text);
/* every field of st in buf the spec names a MAC or GUID (format mac; names with mac, guid) */
void secrets_from_struct(struct secrets *ss, const struct mlx5ctl_struct_desc *st,
			 const void *buf, size_t len);
/* the serial number of PCI VPD (the read-only part's SN keyword) */
void secrets_from_vpd(struct secrets *ss, const uint8_t *vpd, size_t len);
/* whether st has a field secrets_from_struct() takes */
bool struct_has_secrets(const struct mlx5ctl_struct_desc *st);

/*
 * Every secret in buf (len bytes, any content) replaced: *out (malloc'd, free it) and *outlen.
 * Bytes and hex digits are replaced by the placeholder's, as long as they are; a decimal
 * number by the placeholder's number (text only: the length may change). The number of
 * replacements, or -ENOMEM.
 */
long redact(struct secrets *ss, const uint8_t *buf, size_t len, uint8_t **out, size_t *outlen);

#endif
