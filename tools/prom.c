// SPDX-License-Identifier: GPL-2.0 OR BSD-3-Clause
/* monitor's output: the Prometheus text exposition, and the same for machines as JSON. */
#include <inttypes.h>
#include <string.h>

#include "diagfmt.h"

/* ---- Prometheus ---- */
/* the text format escapes: label values \ " and newline; HELP \ and newline */
static void prom_escape(FILE *f, const char *s, bool label)
{
	for (; *s; s++) {
		if (*s == '\\')
			fputs("\\\\", f);
		else if (*s == '\n')
			fputs("\\n", f);
		else if (label && *s == '"')
			fputs("\\\"", f);
		else
			fputc(*s, f);
	}
}

static void prom_family(FILE *f, const char *name, const char *type, const char *help)
{
	fprintf(f, "# HELP %s ", name);
	prom_escape(f, help, false);
	fprintf(f, "\n# TYPE %s %s\n", name, type);
}

static void prom_label(FILE *f, const char *key, const char *val, bool first)
{
	fprintf(f, "%s%s=\"", first ? "{" : ",", key);
	prom_escape(f, val, true);
	fputc('"', f);
}

/* every sample is labelled by the device's PCI address first (stable across reboots) */
static void prom_device(FILE *f, const char *name, const struct mon_dev *m)
{
	fputs(name, f);
	prom_label(f, "pci", m->pci, true);
	prom_label(f, "device", m->device, false);
}

/* the Prometheus metric name of a counter: mlx5ctl_diag_<name>[_total] */
static void prom_diag_name(uint16_t id, char *buf, size_t len)
{
	char name[64];

	diag_name(id, name, sizeof(name));
	snprintf(buf, len, "mlx5ctl_diag_%s%s", name, diag_is_gauge(id) ? "" : "_total");
}

void prom_print(FILE *f, const struct mon_dev *m, unsigned int ndev)
{
	uint16_t ids[MLX5CTL_DIAG_MAX_COUNTERS];
	unsigned int nids = 0;
	bool any = false, unknown = false;
	char sensor[16], name[96], help[256];

	for (unsigned int d = 0; d < ndev; d++)
		any |= m[d].have_fw;
	if (any) {
		prom_family(f, "mlx5ctl_firmware_info", "gauge",
			    "Firmware version and PSID (MGIR); the value is always 1");
		for (unsigned int d = 0; d < ndev; d++) {
			if (!m[d].have_fw)
				continue;
			prom_device(f, "mlx5ctl_firmware_info", &m[d]);
			prom_label(f, "version", m[d].fw, false);
			prom_label(f, "psid", m[d].psid, false);
			fputs("} 1\n", f);
		}
	}
	for (int max = 0; max < 2; max++) {
		const char *fam = max ? "mlx5ctl_temperature_max_celsius" :
					"mlx5ctl_temperature_celsius";

		any = false;
		for (unsigned int d = 0; d < ndev; d++)
			any |= m[d].ntemps > 0;
		if (!any)
			break;
		prom_family(f, fam, "gauge", max ? "Highest temperature the sensor recorded (MTMP)" :
						   "Temperature of the sensor (MTMP)");
		for (unsigned int d = 0; d < ndev; d++)
			for (unsigned int i = 0; i < m[d].ntemps; i++) {
				const struct mon_temp *t = &m[d].temps[i];

				snprintf(sensor, sizeof(sensor), "%u", t->index);
				prom_device(f, fam, &m[d]);
				prom_label(f, "sensor", sensor, false);
				prom_label(f, "name", t->name, false);
				fprintf(f, "} %.3f\n", max ? t->max_celsius : t->celsius);
			}
	}
	/* the counters any device has, in the order first seen */
	for (unsigned int d = 0; d < ndev; d++)
		for (unsigned int i = 0; i < m[d].nctr; i++) {
			bool seen = false;

			for (unsigned int k = 0; k < nids; k++)
				seen |= ids[k] == m[d].id[i];
			if (!mlx5ctl_diag_counter_name(m[d].id[i]))
				unknown = true;
			else if (!seen && nids < MLX5CTL_DIAG_MAX_COUNTERS)
				ids[nids++] = m[d].id[i];
		}
	for (unsigned int k = 0; k < nids; k++) {
		prom_diag_name(ids[k], name, sizeof(name));
		snprintf(help, sizeof(help), "%s (diagnostic counter 0x%04x)", diag_doc(ids[k]),
			 ids[k]);
		prom_family(f, name, diag_is_gauge(ids[k]) ? "gauge" : "counter", help);
		for (unsigned int d = 0; d < ndev; d++)
			for (unsigned int i = 0; i < m[d].nctr; i++)
				if (m[d].id[i] == ids[k]) {
					prom_device(f, name, &m[d]);
					fprintf(f, "} %" PRIu64 "\n", m[d].val[i]);
				}
	}
	/* ids the spec does not name (a real device's): one untyped family, labelled by id */
	if (unknown) {
		prom_family(f, "mlx5ctl_diag_counter", "untyped",
			    "Diagnostic counter the specification does not name, by id");
		for (unsigned int d = 0; d < ndev; d++)
			for (unsigned int i = 0; i < m[d].nctr; i++) {
				if (mlx5ctl_diag_counter_name(m[d].id[i]))
					continue;
				snprintf(sensor, sizeof(sensor), "0x%04x", m[d].id[i]);
				prom_device(f, "mlx5ctl_diag_counter", &m[d]);
				prom_label(f, "id", sensor, false);
				fprintf(f, "} %" PRIu64 "\n", m[d].val[i]);
			}
	}
}

J *monitor_json(const struct mon_dev *m, unsigned int ndev)
{
	J *doc = j_obj(), *devs = j_arr();
	char name[64];

	for (unsigned int d = 0; d < ndev; d++) {
		J *o = j_obj(), *temps = j_arr(), *ctrs = j_obj();

		j_set(o, "device", j_str(m[d].device));
		j_set(o, "pci", j_str(m[d].pci));
		j_set(o, "firmware", m[d].have_fw ? j_str(m[d].fw) : NULL);
		j_set(o, "psid", m[d].have_fw ? j_str(m[d].psid) : NULL);
		for (unsigned int i = 0; i < m[d].ntemps; i++) {
			J *t = j_obj();

			j_set(t, "sensor", j_u64(m[d].temps[i].index));
			j_set(t, "name", j_str(m[d].temps[i].name));
			j_set(t, "celsius", j_real(m[d].temps[i].celsius));
			j_set(t, "max_celsius", j_real(m[d].temps[i].max_celsius));
			j_push(temps, t);
		}
		j_set(o, "temperatures", temps);
		for (unsigned int i = 0; i < m[d].nctr; i++) {
			diag_name(m[d].id[i], name, sizeof(name));
			j_set(ctrs, name, j_u64(m[d].val[i]));
		}
		j_set(o, "counters", ctrs);
		j_set(o, "counters_source", m[d].have_diag ? j_str(m[d].diag_source) : NULL);
		j_push(devs, o);
	}
	j_set(doc, "devices", devs);
	return doc;
}
