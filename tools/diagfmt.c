// SPDX-License-Identifier: GPL-2.0 OR BSD-3-Clause
/* Diagnostic counters for people and machines; monitor's Prometheus text. */
#include <ctype.h>
#include <errno.h>
#include <inttypes.h>
#include <stdlib.h>
#include <string.h>

#include "diagfmt.h"

int diag_parse_counters(const char *list, uint16_t *ids, unsigned int *nids, char *err,
			size_t errlen)
{
	char *dup = strdup(list), *save = NULL, *tok;
	int ret = 0;

	if (!dup)
		return -1;
	*nids = 0;
	for (tok = strtok_r(dup, ",", &save); tok && !ret; tok = strtok_r(NULL, ",", &save)) {
		int id = mlx5ctl_diag_counter_id(tok);

		if (id < 0) {
			uint64_t v;

			if (!parse_u64(tok, 0xffff, false, &v) || !v) {
				snprintf(err, errlen, "unknown counter '%s'", tok);
				ret = -1;
				break;
			}
			id = (int)v;
		}
		for (unsigned int i = 0; i < *nids; i++)
			if (ids[i] == id) {
				snprintf(err, errlen, "counter '%s' given twice", tok);
				ret = -1;
			}
		if (!ret && *nids == MLX5CTL_DIAG_MAX_COUNTERS) {
			snprintf(err, errlen, "more than %d counters", MLX5CTL_DIAG_MAX_COUNTERS);
			ret = -1;
		}
		if (!ret)
			ids[(*nids)++] = (uint16_t)id;
	}
	if (!ret && !*nids) {
		snprintf(err, errlen, "no counters in '%s'", list);
		ret = -1;
	}
	free(dup);
	return ret;
}

void diag_name(uint16_t id, char *buf, size_t len)
{
	const char *n = mlx5ctl_diag_counter_name(id);

	if (!n)
		snprintf(buf, len, "0x%04x", id);
	else
		lower_name(n, buf, len);
}

const char *diag_doc(uint16_t id)
{
	const struct mlx5ctl_enum_desc *e = mlx5ctl_prm_find_enum("diag_counter");
	const struct mlx5ctl_enum_value *v;

	for (unsigned int i = 0; (v = mlx5ctl_prm_enum_value_at(e, i)); i++)
		if (v->value == id)
			return v->doc;
	return NULL;
}

bool diag_is_gauge(uint16_t id)
{
	const struct mlx5ctl_enum_desc *e = mlx5ctl_prm_find_enum("diag_counter");
	const struct mlx5ctl_enum_value *v;

	for (unsigned int i = 0; (v = mlx5ctl_prm_enum_value_at(e, i)); i++)
		if (v->value == id)
			return v->kind && !strcmp(v->kind, "gauge");
	return false;
}

unsigned int log2_nearest(double x)
{
	unsigned int l = 0;

	while (l < 62 && (double)(1ull << (l + 1)) <= x)
		l++;
	if (x > (double)(1ull << l) * 1.4142135623730951)
		l++;
	return l;
}

void diag_table_free(struct diag_table *t)
{
	free(t->sample_id);
	free(t->time_s);
	free(t->val);
	t->sample_id = NULL;
	t->time_s = NULL;
	t->val = NULL;
}

unsigned int diag_nrows(const struct mlx5ctl_diag_sample *s, size_t n)
{
	unsigned int rows = 0;

	for (size_t i = 0; i < n; i++)
		rows += !i || s[i].sample_id != s[i - 1].sample_id;
	return rows;
}

int diag_table_build(struct diag_table *t, const struct mlx5ctl_diag_sample *s, size_t n,
		     uint32_t freq_khz, unsigned int max_rows)
{
	size_t rows = diag_nrows(s, n);

	if (rows > max_rows)
		rows = max_rows;
	t->nrows = 0;
	t->sample_id = calloc(rows ? rows : 1, sizeof(*t->sample_id));
	t->time_s = calloc(rows ? rows : 1, sizeof(*t->time_s));
	t->val = calloc((rows ? rows : 1) * (t->ncntr ? t->ncntr : 1), sizeof(*t->val));
	if (!t->sample_id || !t->time_s || !t->val) {
		diag_table_free(t);
		return -ENOMEM;
	}
	for (size_t i = 0; i < n; i++) {
		unsigned int r;

		if (!i || s[i].sample_id != s[i - 1].sample_id) {
			if (t->nrows == rows)
				break;
			r = t->nrows++;
			t->sample_id[r] = s[i].sample_id;
			/* 32-bit time stamps: each step is shorter than their wrap */
			t->time_s[r] = r ? t->time_s[r - 1] +
					   (uint32_t)(s[i].time_stamp - s[i - 1].time_stamp) /
					   (freq_khz * 1e3) : 0;
		}
		r = t->nrows - 1;
		for (unsigned int c = 0; c < t->ncntr; c++)
			if (t->id[c] == s[i].counter_id)
				t->val[(size_t)r * t->ncntr + c] = s[i].value;
	}
	return 0;
}

bool diag_rate(const struct diag_table *t, unsigned int r, unsigned int c, double *rate)
{
	double dt;

	if (!r)
		return false;
	dt = t->time_s[r] - t->time_s[r - 1];
	if (dt <= 0)
		return false;
	*rate = ((double)t->val[(size_t)r * t->ncntr + c] -
		 (double)t->val[(size_t)(r - 1) * t->ncntr + c]) / dt;
	return true;
}

void diag_print_table(FILE *f, const struct diag_table *t, bool rate)
{
	char name[64], head[72];
	int w[MLX5CTL_DIAG_MAX_COUNTERS];

	fprintf(f, "%-7s %-12s", "SAMPLE", "TIME_S");
	for (unsigned int c = 0; c < t->ncntr; c++) {
		diag_name(t->id[c], name, sizeof(name));
		snprintf(head, sizeof(head), "%s%s", name,
			 rate && !diag_is_gauge(t->id[c]) ? "/s" : "");
		w[c] = strlen(head) > 14 ? (int)strlen(head) : 14;
		fprintf(f, " %*s", w[c], head);
	}
	fputc('\n', f);
	for (unsigned int r = 0; r < t->nrows; r++) {
		fprintf(f, "%-7u %-12.6f", t->sample_id[r], t->time_s[r]);
		for (unsigned int c = 0; c < t->ncntr; c++) {
			double v;

			if (!rate || diag_is_gauge(t->id[c]))
				fprintf(f, " %*" PRIu64, w[c], t->val[(size_t)r * t->ncntr + c]);
			else if (diag_rate(t, r, c, &v))
				fprintf(f, " %*.1f", w[c], v);
			else
				fprintf(f, " %*s", w[c], "-");
		}
		fputc('\n', f);
	}
}

J *diag_json(const struct diag_table *t, const char *device, bool rate)
{
	J *o = j_obj(), *cs = j_arr(), *ss = j_arr();
	char name[64];

	j_set(o, "device", j_str(device));
	j_set(o, "mode", j_str(t->mode));
	j_set(o, "rpcs", !strcmp(t->mode, "umem") ? j_u64(t->rpcs) : NULL);
	j_set(o, "period_s", j_real(t->period_s));
	for (unsigned int c = 0; c < t->ncntr; c++) {
		J *x = j_obj();

		diag_name(t->id[c], name, sizeof(name));
		j_set(x, "name", j_str(name));
		j_set(x, "id", j_u64(t->id[c]));
		j_set(x, "gauge", j_bool(diag_is_gauge(t->id[c])));
		j_push(cs, x);
	}
	j_set(o, "counters", cs);
	for (unsigned int r = 0; r < t->nrows; r++) {
		J *x = j_obj(), *vals = j_obj(), *rates = rate ? j_obj() : NULL;

		j_set(x, "sample_id", j_u64(t->sample_id[r]));
		j_set(x, "time_s", j_real(t->time_s[r]));
		for (unsigned int c = 0; c < t->ncntr; c++) {
			double v;

			diag_name(t->id[c], name, sizeof(name));
			j_set(vals, name, j_u64(t->val[(size_t)r * t->ncntr + c]));
			if (rates)
				j_set(rates, name, !diag_is_gauge(t->id[c]) && diag_rate(t, r, c, &v) ?
						   j_real(v) : NULL);
		}
		j_set(x, "values", vals);
		if (rates)
			j_set(x, "rates", rates);
		j_push(ss, x);
	}
	j_set(o, "samples", ss);
	return o;
}
