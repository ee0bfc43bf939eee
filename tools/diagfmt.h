/* SPDX-License-Identifier: GPL-2.0 OR BSD-3-Clause */
/*
 * Diagnostic counters for people and machines: names, samples as a table of rows (one a
 * sample time), rates between them, JSON; and monitor's collection as Prometheus text.
 */
#ifndef MLX5CTL_TOOL_DIAGFMT_H
#define MLX5CTL_TOOL_DIAGFMT_H

#include "json.h"
#include "tool.h"

/* "cmds", "CMD_ERRORS", "dma-read-bytes" (the spec's names) or numbers, comma-separated */
int diag_parse_counters(const char *list, uint16_t *ids, unsigned int *nids, char *err,
			size_t errlen);
/* the spec's name in lower case ("dma_read_bytes"), or the id in hex */
void diag_name(uint16_t id, char *buf, size_t len);
const char *diag_doc(uint16_t id);
/* a gauge (its value is a level, not a count): the counter's kind in the spec */
bool diag_is_gauge(uint16_t id);
/* 2^n closest to x (in ratio) */
unsigned int log2_nearest(double x);

/* samples as rows: one per sample time, one column per counter */
struct diag_table {
	unsigned int ncntr;
	uint16_t id[MLX5CTL_DIAG_MAX_COUNTERS];
	unsigned int nrows;
	uint16_t *sample_id;
	double *time_s;			/* since the first row */
	uint64_t *val;			/* nrows x ncntr */
	double period_s;
	const char *mode;		/* "umem" or "inline" */
	unsigned long rpcs;		/* umem: RPCs the read took */
};
void diag_table_free(struct diag_table *t);
/* distinct sample ids in samples sorted by time */
unsigned int diag_nrows(const struct mlx5ctl_diag_sample *s, size_t n);
/* from samples in time order (mlx5ctl_diag_sort), at most max_rows rows */
int diag_table_build(struct diag_table *t, const struct mlx5ctl_diag_sample *s, size_t n,
		     uint32_t freq_khz, unsigned int max_rows);
/* the rate of column c between row r - 1 and r; false for the first row */
bool diag_rate(const struct diag_table *t, unsigned int r, unsigned int c, double *rate);
void diag_print_table(FILE *f, const struct diag_table *t, bool rate);
J *diag_json(const struct diag_table *t, const char *device, bool rate);

/* ---- monitor ---- */
#define MON_MAX_SENSORS 64

struct mon_temp {
	unsigned int index;
	char name[64];
	double celsius, max_celsius;
};

struct mon_dev {
	char device[64], pci[64];
	bool have_fw;
	char fw[32], psid[64];
	unsigned int ntemps;
	struct mon_temp temps[MON_MAX_SENSORS];
	bool have_diag;
	const char *diag_source;	/* "sampler" (someone's, running) or "on-demand" */
	unsigned int nctr;
	uint16_t id[MLX5CTL_DIAG_MAX_COUNTERS];
	uint64_t val[MLX5CTL_DIAG_MAX_COUNTERS];
};

/* the Prometheus text exposition of ndev devices: every family once, labelled by PCI address */
void prom_print(FILE *f, const struct mon_dev *m, unsigned int ndev);
J *monitor_json(const struct mon_dev *m, unsigned int ndev);

/* ---- the commands (cmd_diag.c), for the tests too ---- */
struct diag_opts {
	uint16_t ids[MLX5CTL_DIAG_MAX_COUNTERS];
	unsigned int nids;		/* 0: every counter the device has */
	double interval_ms;
	unsigned int count;
	bool inline_, rate;
};
/*
 * Sample o->count times every o->interval_ms (rounded to a power of two of device clocks) into
 * the device's buffer, read it (through a UMEM in one RPC, or --inline with
 * QUERY_DIAGNOSTIC_COUNTERS), print it to out. Returns the exit status.
 */
int diag_run(struct mlx5ctl_dev *dev, const char *device, const struct diag_opts *o, FILE *out);
/*
 * What one device has to say; parts that fail are left out (warned about). Reads only, but
 * for an on-demand sample when sample is set and no sampler is running. 0 if anything.
 */
int monitor_collect(struct mlx5ctl_dev *dev, struct mon_dev *m, bool sample);
/* path, or stdout (NULL): a temporary file renamed over it (node_exporter never reads half) */
int monitor_write(const char *path, const struct mon_dev *m, unsigned int ndev);

#endif
