// SPDX-License-Identifier: GPL-2.0 OR BSD-3-Clause
/*
 * link: one port's physical link on one screen, the views of NVIDIA's mstlink the mlx5ctl way:
 * the operational state (and why it is down), speed, width, FEC, the cable or module, the
 * physical-layer counters with the effective and raw BER, the eye (SerDes) per lane, and the
 * PCIe link of the function. -c, -m, --fec, -e and --pcie pick views; none: all of them.
 *
 * Read-only by construction: every register goes through link_read(), which sends ACCESS_REG
 * reads only and refuses, before anything is sent, a request that carries a field the spec's
 * register rules say acts on a read (PPCNT clr, MCIA l, PMAOS rst, PDDR pages it does not
 * describe, ...). Fields are set and read by name through the spec's descriptors (generated/
 * lib): no layout here. A register the spec of this build lacks, that the device does not
 * announce (PCAM for 0x5000-0x507f, MCAM for 0x9000-0x91ff) or that the device refuses is
 * reported as unavailable, with why, and the rest goes on.
 *
 * --clear-counters is the one write: PPCNT with clr set for every group (grp 63), as mstlink's
 * --pc sends it, confirmed like every write of the tool, and refused before anything is sent
 * where the spec says PPCNT cannot be written.
 */
#include <errno.h>
#include <inttypes.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>

#include "spec.h"

#define PCAM_FIRST	0x5000u		/* PCAM: port registers 0x5000 + i, bit i from the LSB */
#define MCAM_FIRST	0x9000u		/* MCAM: group g has 0x9000 + 0x80 g + i, bit i */
#define CAM_REGS	0x80u
#define MCAM_GROUPS	4
#define PPCNT_ALL_GROUPS 63		/* PPCNT grp: every group (a Set() with clr only) */
#define MTMP_MODULE_SENSOR 64		/* MTMP sensor_index of module n: 64 + n */
#define PDDR_TEMP_UNITS 256		/* PDDR module info temperature: 1/256 C (the spec) */
#define PDDR_VOLT_UNITS 10000		/* PDDR module info voltage: 100 uV units (the spec) */
#define MAX_LANES	8
#define MAX_LANES_PCIE	32	/* a PCIe link: x32 at most */

enum {
	V_OPER = 1 << 0, V_MODULE = 1 << 1, V_COUNTERS = 1 << 2, V_FEC = 1 << 3, V_EYE = 1 << 4,
	V_PCIE = 1 << 5,
	V_ALL = V_OPER | V_MODULE | V_COUNTERS | V_FEC | V_EYE | V_PCIE,
};

/* one register access of the view: the request set by name, the reply read by name */
struct lreg {
	const struct mlx5ctl_reg_desc *r;	/* NULL: not in this build's spec */
	const char *name;
	const char *index;			/* the page or group read, or NULL */
	uint8_t *buf;
	size_t len;
	bool ok;				/* read, and the reply is in buf */
	char why[256];				/* why not */
};

struct link {
	struct mlx5ctl_dev *dev;
	unsigned int port;			/* local port */
	unsigned int views;
	/* what the device announces: PCAM (port registers), MCAM groups 0-3 */
	struct lreg pcam, mcam[MCAM_GROUPS];
	bool mcam_tried[MCAM_GROUPS];
	J *doc;					/* --json: the document; else text goes out */
	J *unavail;				/* [{register, view, reason}] */
	unsigned int nunavail;
	/* what later views reuse */
	unsigned int module, lanes;
	bool up;
};

/* ---- registers by name ---- */
static void lr_init(struct lreg *x, const char *name)
{
	memset(x, 0, sizeof(*x));
	x->name = name;
	x->r = mlx5ctl_prm_find_register(name);
	if (!x->r) {
		snprintf(x->why, sizeof(x->why), "not in this mlx5ctl's spec");
		return;
	}
	x->len = x->r->layout->size_bits / 8;
	x->buf = calloc(1, x->len);
	if (!x->buf) {
		x->r = NULL;
		snprintf(x->why, sizeof(x->why), "out of memory");
	}
}

static void lr_free(struct lreg *x)
{
	free(x->buf);
	x->buf = NULL;
	x->ok = false;
}

static bool lr_ref(const struct lreg *x, const char *path, struct mlx5ctl_prm_ref *ref)
{
	char err[160];

	return x->r && !mlx5ctl_prm_resolve(x->r->layout, path, ref, err, sizeof(err));
}

static bool lr_has(const struct lreg *x, const char *path)
{
	struct mlx5ctl_prm_ref ref;

	return lr_ref(x, path, &ref);
}

/* a request field; a field the spec lacks is the tool's own bug, said when the read is refused */
static void lr_set(struct lreg *x, const char *path, uint64_t v)
{
	struct mlx5ctl_prm_ref ref;

	if (!x->r)
		return;
	if (!lr_ref(x, path, &ref) || mlx5ctl_prm_set(x->buf, &ref, v)) {
		snprintf(x->why, sizeof(x->why), "the spec's %s has no field %s=%" PRIu64
			 " (mlx5ctl's own bug)", x->r->layout->name, path, v);
		x->r = NULL;
	}
}

static uint64_t lr_get(const struct lreg *x, const char *path)
{
	struct mlx5ctl_prm_ref ref;

	return x->ok && lr_ref(x, path, &ref) ? mlx5ctl_prm_get(x->buf, &ref) : 0;
}

/* a counter the spec splits into name_high and name_low (or one 64-bit field) */
static uint64_t lr_get64(const struct lreg *x, const char *path)
{
	char hi[160], lo[160];

	if (lr_has(x, path))
		return lr_get(x, path);
	snprintf(hi, sizeof(hi), "%s_high", path);
	snprintf(lo, sizeof(lo), "%s_low", path);
	return lr_get(x, hi) << 32 | (lr_get(x, lo) & 0xffffffffu);
}

static bool lr_has64(const struct lreg *x, const char *path)
{
	char lo[160];

	snprintf(lo, sizeof(lo), "%s_low", path);
	return lr_has(x, path) || lr_has(x, lo);
}

/* a two's complement field as a signed number */
static int64_t lr_signed(const struct lreg *x, const char *path)
{
	struct mlx5ctl_prm_ref ref;
	uint64_t v;

	if (!x->ok || !lr_ref(x, path, &ref))
		return 0;
	v = mlx5ctl_prm_get(x->buf, &ref);
	if (ref.f->width < 64 && v >> (ref.f->width - 1) & 1)
		return (int64_t)v - (int64_t)(1ull << ref.f->width);
	return (int64_t)v;
}

/* a number as the spec's format shows it (MTMP: 0.125 °C, signed) */
static double lr_number(const struct lreg *x, const char *path)
{
	struct mlx5ctl_prm_ref ref;
	double v;

	if (!lr_ref(x, path, &ref))
		return 0;
	v = ref.f->format == MLX5CTL_FORMAT_NUMBER && ref.f->is_signed ?
	    (double)lr_signed(x, path) : (double)lr_get(x, path);
	return ref.f->format == MLX5CTL_FORMAT_NUMBER && ref.f->scale ? v * ref.f->scale : v;
}

/* a byte field as text: printable ASCII, trailing spaces and NULs dropped */
static const char *lr_text(const struct lreg *x, const char *path, char *out, size_t len)
{
	struct mlx5ctl_prm_ref ref;
	size_t n = 0;

	out[0] = '\0';
	if (!x->ok || !lr_ref(x, path, &ref) || ref.f->kind != MLX5CTL_KIND_BYTES || !len)
		return out;
	for (uint32_t i = 0; i < ref.f->width / 8 && n + 1 < len; i++) {
		uint8_t c = x->buf[ref.bit / 8 + i];

		out[n++] = c >= 0x20 && c < 0x7f ? (char)c : c ? '?' : ' ';
	}
	while (n && out[n - 1] == ' ')
		n--;
	out[n] = '\0';
	return out;
}

static const struct mlx5ctl_enum_value *enum_value(const struct mlx5ctl_enum_desc *e, uint64_t v)
{
	const struct mlx5ctl_enum_value *ev;

	for (unsigned int i = 0; e && (ev = mlx5ctl_prm_enum_value_at(e, i)); i++)
		if (ev->value == v)
			return ev;
	return NULL;
}

/* an enum field: its value's name (NULL: one the spec does not name) and its doc */
static const struct mlx5ctl_enum_value *lr_enum(const struct lreg *x, const char *path)
{
	struct mlx5ctl_prm_ref ref;

	if (!x->ok || !lr_ref(x, path, &ref))
		return NULL;
	return enum_value(ref.f->enm, mlx5ctl_prm_get(x->buf, &ref));
}

static J *lr_jenum(const struct lreg *x, const char *path)
{
	const struct mlx5ctl_enum_value *ev = lr_enum(x, path);

	return j_enum(ev ? ev->name : NULL, lr_get(x, path));
}

static J *lr_jbits(const struct lreg *x, const char *path)
{
	struct mlx5ctl_prm_ref ref;

	return j_bits(lr_ref(x, path, &ref) ? ref.f->enm : NULL, lr_get(x, path));
}

/* coef * 10^-magnitude (a BER as the PRM gives it) */
static double coef_mag(uint64_t coef, uint64_t mag)
{
	double v = (double)coef;

	while (mag-- && v != 0)
		v /= 10;
	return v;
}

/* "Doc (NAME)" or "0x.." for people */
static const char *lr_enum_text(const struct lreg *x, const char *path, char *out, size_t len)
{
	const struct mlx5ctl_enum_value *ev = lr_enum(x, path);

	if (ev)
		snprintf(out, len, "%s", ev->doc && *ev->doc ? ev->doc : ev->name);
	else
		snprintf(out, len, "0x%" PRIx64, lr_get(x, path));
	return out;
}

/* a bit mask field as the names of its bits ("A, B") or hex */
static const char *lr_bits_text(const struct lreg *x, const char *path, char *out, size_t len,
				bool docs)
{
	struct mlx5ctl_prm_ref ref;
	uint64_t v = lr_get(x, path), rest = v;
	size_t n = 0;

	out[0] = '\0';
	if (lr_ref(x, path, &ref) && ref.f->enm) {
		const struct mlx5ctl_enum_value *ev;

		for (unsigned int i = 0; (ev = mlx5ctl_prm_enum_value_at(ref.f->enm, i)); i++)
			if (ev->value && (v & ev->value) == ev->value && n < len) {
				n += (size_t)snprintf(out + n, len - n, "%s%s", n ? ", " : "",
						      docs && ev->doc ? ev->doc : ev->name);
				rest &= ~(uint64_t)ev->value;
			}
	}
	if (rest && n < len)
		snprintf(out + n, len - n, "%s0x%" PRIx64, n ? ", " : "", rest);
	else if (!v)
		snprintf(out, len, "none");
	return out;
}

/* ---- what the device announces ---- */
static bool cam_bit(const struct lreg *cam, const char *mask, unsigned int i)
{
	struct mlx5ctl_prm_ref ref;

	if (!lr_ref(cam, mask, &ref) || ref.f->width != CAM_REGS)
		return true;	/* no mask to ask: try the register */
	/* bit i from the mask's least significant end (the spec's docs) */
	return mlx5ctl_bits_get(cam->buf, ref.bit + CAM_REGS - 1 - i, 1);
}

static bool cam_read(struct link *l, struct lreg *cam, const char *name, unsigned int group)
{
	lr_init(cam, name);
	lr_set(cam, "access_reg_group", group);
	if (!cam->r)
		return false;
	cam->ok = !mlx5ctl_access_reg(l->dev, cam->r->id, 0, false, cam->buf, cam->buf,
				      cam->len);
	return cam->ok;
}

/* true: announced, or nothing to ask (no PCAM or MCAM answer: the register is tried) */
static bool announced(struct link *l, uint16_t id, char *why, size_t len)
{
	if (id >= PCAM_FIRST && id < PCAM_FIRST + CAM_REGS) {
		if (!l->pcam.name)
			cam_read(l, &l->pcam, "PCAM", 0);
		if (l->pcam.ok && !cam_bit(&l->pcam, "port_access_reg_cap_mask", id - PCAM_FIRST)) {
			snprintf(why, len, "the device does not announce it (PCAM)");
			return false;
		}
	} else if (id >= MCAM_FIRST && id < MCAM_FIRST + MCAM_GROUPS * CAM_REGS) {
		unsigned int g = (id - MCAM_FIRST) / CAM_REGS;

		if (!l->mcam_tried[g]) {
			l->mcam_tried[g] = true;
			cam_read(l, &l->mcam[g], "MCAM", g);
		}
		if (l->mcam[g].ok &&
		    !cam_bit(&l->mcam[g], "mng_access_reg_cap_mask", (id - MCAM_FIRST) % CAM_REGS)) {
			snprintf(why, len, "the device does not announce it (MCAM)");
			return false;
		}
	}
	return true;
}

/* a read rule of the register (the spec's constraints) the request breaks, or NULL */
static const struct mlx5ctl_reg_rule *acting_field(const struct lreg *x)
{
	for (unsigned int i = 0; i < x->r->nrules; i++) {
		const struct mlx5ctl_reg_rule *k = &x->r->rules[i];
		struct mlx5ctl_prm_ref ref;
		bool allowed = false;
		uint64_t v;

		if (k->write)
			continue;
		if (!lr_ref(x, k->field, &ref))
			return k;
		v = mlx5ctl_prm_get(x->buf, &ref);
		for (unsigned int n = 0; n < k->nvalues; n++)
			allowed |= v == k->values[n];
		if (!allowed)
			return k;
	}
	return NULL;
}

static void unavailable(struct link *l, const struct lreg *x, const char *view)
{
	J *o;

	l->nunavail++;
	if (!l->doc) {
		char what[64];

		snprintf(what, sizeof(what), "%s%s%s%s", x->name, x->index ? " (" : "",
			 x->index ? x->index : "", x->index ? ")" : "");
		printf("  %-30s: unavailable: %s\n", what, x->why);
		return;
	}
	o = j_obj();
	j_set(o, "register", j_str(x->name));
	j_set(o, "index", j_str_or_null(x->index));
	j_set(o, "view", j_str(view));
	j_set(o, "reason", j_str(x->why));
	j_push(l->unavail, o);
}

/*
 * Read x (its request set): a read only, and only one the spec's read rules allow. false, with
 * x->why, when it was not read; the view then says so (unavailable()).
 */
static bool link_read(struct link *l, struct lreg *x, const char *view)
{
	const struct mlx5ctl_reg_rule *k;

	if (x->r && !strcmp(x->r->access, "WO"))
		snprintf(x->why, sizeof(x->why), "write-only in the spec");
	else if (x->r && !strcmp(x->r->read_scope, "kernel-only"))
		snprintf(x->why, sizeof(x->why), "kernel-only in the spec");
	else if (x->r && (k = acting_field(x)))
		snprintf(x->why, sizeof(x->why), "the request's %s would act on the read: not sent "
			 "(mlx5ctl's own bug)", k->field);
	else if (x->r && announced(l, x->r->id, x->why, sizeof(x->why)))
		x->ok = !mlx5ctl_access_reg(l->dev, x->r->id, 0, false, x->buf, x->buf, x->len);
	if (x->r && !x->ok && !*x->why)
		snprintf(x->why, sizeof(x->why), "%s", mlx5ctl_strerror());
	if (!x->ok)
		unavailable(l, x, view);
	return x->ok;
}

/* ---- output: a section per view, "label: value" lines or a JSON object ---- */
static J *section(struct link *l, const char *key, const char *title)
{
	J *o;

	if (!l->doc) {
		printf("\n%s\n", title);
		for (size_t i = strlen(title); i; i--)
			putchar('-');
		putchar('\n');
		return NULL;
	}
	o = j_obj();
	j_set(l->doc, key, o);
	return o;
}

/* one value: o[key] = v for JSON, "  label: text" for people */
static void kv(struct link *l, J *o, const char *key, const char *label, J *v, const char *fmt,
	       ...) __attribute__((format(printf, 6, 7)));
static void kv(struct link *l, J *o, const char *key, const char *label, J *v, const char *fmt,
	       ...)
{
	va_list ap;

	if (l->doc) {
		j_set(o, key, v);
		return;
	}
	j_free(v);
	printf("  %-30s: ", label);
	va_start(ap, fmt);
	vprintf(fmt, ap);
	va_end(ap);
	putchar('\n');
}

/* a BER as mstlink prints it, COEFE-MAG, and its value */
static J *ber_json(double ber, bool known)
{
	return known ? j_real(ber) : j_null();
}

static const char *ber_text(double ber, bool known, char *out, size_t len)
{
	if (!known)
		snprintf(out, len, "n/a (no bits received)");
	else if (ber == 0)
		snprintf(out, len, "0");
	else
		snprintf(out, len, "%.1e", ber);
	return out;
}

/* ---- the views ---- */
/* every non-zero field of a structure in buf as "label: value" lines / o[key] (a walker) */
struct walk_ctx {
	struct link *l;
	J *o;
	const char *skip;	/* a path prefix left out (the request's index fields) */
};

static int walk_kv(void *p, const struct mlx5ctl_prm_value *v)
{
	struct walk_ctx *w = p;
	char text[256], label[96];

	if (v->event != MLX5CTL_PRM_FIELD || v->depth > 1)
		return 0;
	mlx5ctl_prm_value_str(v, text, sizeof(text));
	snprintf(label, sizeof(label), "  %s", v->key ? v->key : v->path);
	kv(w->l, w->o, v->key ? v->key : v->path, label, j_value(v), "%s", text);
	return 0;
}


/*
 * A PDDR page the spec describes by its number (pages a newer spec adds: 6, link down info; 9,
 * module latched flags), its non-zero fields under key / a sub-heading. Nothing when the spec
 * has no such page (nothing to read), unavailable when the device does not answer.
 */
static void pddr_page(struct link *l, J *o, unsigned int page, const char *key, const char *title,
		      const char *view)
{
	const struct mlx5ctl_enum_desc *e = mlx5ctl_prm_find_enum("pddr_page_select");
	const struct mlx5ctl_enum_value *ev = enum_value(e, page);
	struct mlx5ctl_prm_ref ref;
	struct lreg x;

	if (!ev || !ev->layout)
		return;
	lr_init(&x, "PDDR");
	x.index = ev->name;
	lr_set(&x, "local_port", l->port);
	lr_set(&x, "page_select", page);
	if (link_read(l, &x, view) && lr_ref(&x, "page_data", &ref)) {
		struct walk_ctx w = { .l = l, .o = j_obj() };

		if (!l->doc)
			printf("  %s:\n", title);
		mlx5ctl_prm_walk(ev->layout, x.buf + ref.bit / 8, x.len - ref.bit / 8,
				 MLX5CTL_PRINT_NONZERO, walk_kv, &w);
		if (l->doc)
			j_set(o, key, w.o);
		else
			j_free(w.o);
	}
	lr_free(&x);
}
static const char *speed_text(uint64_t rate_100mbps, char *out, size_t len)
{
	if (!rate_100mbps)
		snprintf(out, len, "n/a");
	else if (rate_100mbps % 10)
		snprintf(out, len, "%" PRIu64 ".%" PRIu64 "G", rate_100mbps / 10, rate_100mbps % 10);
	else
		snprintf(out, len, "%" PRIu64 "G", rate_100mbps / 10);
	return out;
}

/* PTYS's protocol bit name as IEEE writes it: ETH_100GBASE_CR4 -> 100GBASE-CR4 */
static const char *proto_text(const struct mlx5ctl_enum_value *ev, char *out, size_t len)
{
	const char *s = ev ? ev->name : NULL;
	size_t n = 0;

	if (!s) {
		snprintf(out, len, "n/a");
		return out;
	}
	if (!strncmp(s, "ETH_", 4))
		s += 4;
	for (; *s && n + 1 < len; s++)
		out[n++] = *s == '_' ? '-' : *s;
	out[n] = '\0';
	return out;
}

/* PTYS protocol bits as IEEE names: "100GBASE-CR4, 25GBASE-CR" */
static const char *protos_text(const struct lreg *x, const char *path, char *out, size_t len)
{
	struct mlx5ctl_prm_ref ref;
	const struct mlx5ctl_enum_value *ev;
	uint64_t v = lr_get(x, path);
	size_t n = 0;
	char one[64];

	if (!lr_ref(x, path, &ref) || !ref.f->enm)
		return lr_bits_text(x, path, out, len, false);
	out[0] = '\0';
	for (unsigned int i = 0; (ev = mlx5ctl_prm_enum_value_at(ref.f->enm, i)) && n < len; i++)
		if (ev->value && (v & ev->value) == ev->value) {
			n += (size_t)snprintf(out + n, len - n, "%s%s", n ? ", " : "",
					      proto_text(ev, one, sizeof(one)));
			v &= ~(uint64_t)ev->value;
		}
	if (v && n < len)
		snprintf(out + n, len - n, "%s0x%" PRIx64, n ? ", " : "", v);
	else if (!n)
		snprintf(out, len, "none");
	return out;
}

static const struct mlx5ctl_enum_value *one_bit(const struct lreg *x, const char *path)
{
	struct mlx5ctl_prm_ref ref;
	uint64_t v = lr_get(x, path);

	if (!v || v & (v - 1) || !lr_ref(x, path, &ref))
		return NULL;
	return enum_value(ref.f->enm, v);
}

static void pddr_request(struct link *l, struct lreg *x, const char *page)
{
	const struct mlx5ctl_enum_value *ev;

	lr_init(x, "PDDR");
	x->index = page;
	lr_set(x, "local_port", l->port);
	if (!x->r)
		return;
	/* the page by the spec's name (its page_select enum) */
	ev = mlx5ctl_prm_enum_lookup(mlx5ctl_prm_find_enum("pddr_page_select"), page);
	if (!ev) {
		snprintf(x->why, sizeof(x->why), "the spec has no PDDR page %s", page);
		x->r = NULL;
		return;
	}
	lr_set(x, "page_select", ev->value);
}

/* false: nothing of the port could be read (no such port) */
static bool view_oper(struct link *l)
{
	struct lreg paos, ptys, pmlp, op, ts, pmaos;
	char a[256], b[256], c[64];
	const char *pg = "page_data.pddr_operation_info_page.";
	char path[160];
	bool ret;
	J *o = section(l, "operational", "Operational Info");

	lr_init(&paos, "PAOS");
	lr_set(&paos, "local_port", l->port);
	lr_init(&ptys, "PTYS");
	lr_set(&ptys, "local_port", l->port);
	lr_set(&ptys, "proto_mask",
	       mlx5ctl_prm_enum_lookup(mlx5ctl_prm_find_enum("ptys_proto"), "ETHERNET")->value);
	lr_init(&pmlp, "PMLP");
	lr_set(&pmlp, "local_port", l->port);
	pddr_request(l, &op, "OPERATIONAL_INFO");
	pddr_request(l, &ts, "TROUBLESHOOTING_INFO");

	link_read(l, &paos, "operational");
	link_read(l, &ptys, "operational");
	if (link_read(l, &pmlp, "operational")) {
		l->lanes = (unsigned int)lr_get(&pmlp, "width");
		l->module = (unsigned int)lr_get(&pmlp, "lane0_module_mapping.module");
	}
	link_read(l, &op, "operational");
	link_read(l, &ts, "operational");
	lr_init(&pmaos, "PMAOS");
	lr_set(&pmaos, "module", l->module);
	link_read(l, &pmaos, "operational");

	l->up = paos.ok && lr_enum(&paos, "oper_status") &&
		!strcmp(lr_enum(&paos, "oper_status")->name, "UP");
	if (paos.ok) {
		kv(l, o, "state", "State", j_str(l->up ? "up" : "down"), "%s",
		   l->up ? "Active (up)" : "Down");
		kv(l, o, "oper_status", "Operational status", lr_jenum(&paos, "oper_status"), "%s",
		   lr_enum_text(&paos, "oper_status", a, sizeof(a)));
		kv(l, o, "admin_status", "Administrative status", lr_jenum(&paos, "admin_status"),
		   "%s", lr_enum_text(&paos, "admin_status", a, sizeof(a)));
	}
	if (op.ok) {
		snprintf(path, sizeof(path), "%sphy_mngr_fsm_state", pg);
		kv(l, o, "physical_state", "Physical state", lr_jenum(&op, path), "%s",
		   lr_enum_text(&op, path, a, sizeof(a)));
	}
	/* why it is down: the troubleshooting page's monitor opcode and message; without it, the
	 * module's state (PMAOS) */
	if (paos.ok && !l->up && (ts.ok || pmaos.ok)) {
		const char *op_path = "page_data.pddr_troubleshooting_page.status_opcode."
				      "pddr_monitor_opcode.monitor_opcode";
		J *r = j_obj();

		if (ts.ok) {
			lr_text(&ts, "page_data.pddr_troubleshooting_page.status_message", a,
				sizeof(a));
			lr_enum_text(&ts, op_path, b, sizeof(b));
			j_set(r, "opcode", lr_jenum(&ts, op_path));
		} else {
			lr_enum_text(&pmaos, "oper_status", b, sizeof(b));
			snprintf(a, sizeof(a), "module: %.200s", b);
			snprintf(b, sizeof(b), "n/a: PDDR unavailable");
			j_set(r, "opcode", j_null());
		}
		j_set(r, "message", j_str(a));
		kv(l, o, "reason", "Reason", r, "%s (monitor opcode %s)", a, b);
	} else if (paos.ok) {
		kv(l, o, "reason", "Reason", j_null(), "%s", l->up ? "-" : "unknown");
	}
	if (pmaos.ok)
		kv(l, o, "module_status", "Module", lr_jenum(&pmaos, "oper_status"), "%s",
		   lr_enum_text(&pmaos, "oper_status", a, sizeof(a)));
	if (ptys.ok) {
		uint64_t rate = l->up ? lr_get(&ptys, "data_rate_oper") : 0;
		const struct mlx5ctl_enum_value *ev = l->up ? one_bit(&ptys, "eth_proto_oper") : NULL;

		kv(l, o, "speed_gbps", "Speed", rate ? j_real((double)rate / 10) : j_null(), "%s",
		   speed_text(rate, a, sizeof(a)));
		kv(l, o, "protocol", "Protocol", ev ? j_str(proto_text(ev, b, sizeof(b))) : j_null(),
		   "%s", proto_text(ev, b, sizeof(b)));
		kv(l, o, "auto_negotiation", "Auto negotiation", lr_jenum(&ptys, "an_status"), "%s",
		   lr_enum_text(&ptys, "an_status", a, sizeof(a)));
		kv(l, o, "enabled", "Enabled link speeds", lr_jbits(&ptys, "eth_proto_admin"),
		   "%s", protos_text(&ptys, "eth_proto_admin", a, sizeof(a)));
	}
	if (pmlp.ok) {
		snprintf(c, sizeof(c), "%ux", l->lanes);
		kv(l, o, "width", "Width", l->lanes && l->up ? j_u64(l->lanes) : j_null(), "%s",
		   l->lanes && l->up ? c : "n/a");
		kv(l, o, "lanes", "Lanes (module lanes)", j_u64(l->lanes), "%u (module %u)", l->lanes,
		   l->module);
	}
	if (op.ok) {
		snprintf(path, sizeof(path), "%sfec_mode_active", pg);
		kv(l, o, "fec", "FEC", l->up ? lr_jenum(&op, path) : j_null(), "%s",
		   l->up ? lr_enum_text(&op, path, a, sizeof(a)) : "n/a");
		snprintf(path, sizeof(path), "%sneg_mode_active", pg);
		kv(l, o, "negotiation", "Negotiation", lr_jenum(&op, path), "%s",
		   lr_enum_text(&op, path, a, sizeof(a)));
		snprintf(path, sizeof(path), "%scable_proto_cap", pg);
		kv(l, o, "cable_speeds", "Supported cable speeds", lr_jbits(&op, path),
		   "%s", protos_text(&op, path, a, sizeof(a)));
	}
	if (ts.ok) {
		const char *op_path = "page_data.pddr_troubleshooting_page.status_opcode."
				      "pddr_monitor_opcode.monitor_opcode";

		lr_text(&ts, "page_data.pddr_troubleshooting_page.status_message", a, sizeof(a));
		kv(l, o, "status_opcode", "Status opcode", lr_jenum(&ts, op_path), "%" PRIu64 " (%s)",
		   lr_get(&ts, op_path), lr_enum_text(&ts, op_path, b, sizeof(b)));
		kv(l, o, "status_message", "Recommendation", j_str(a), "%s", a);
	}
	/* why it went down last (PDDR page 6, where the spec has it) */
	pddr_page(l, o, 6, "link_down", "Link down info (PDDR page 6)", "operational");
	ret = paos.ok || ptys.ok || pmlp.ok;
	lr_free(&paos);
	lr_free(&ptys);
	lr_free(&pmlp);
	lr_free(&op);
	lr_free(&ts);
	lr_free(&pmaos);
	return ret;
}

/* PDDR power classes (the spec's field doc, SFF/QSFP): maximum watts */
static double power_class_watts(uint64_t cls)
{
	static const double w[] = { 1.0, 1.5, 2.0, 2.5, 3.5, 4.0, 4.5, 5.0 };

	return cls < sizeof(w) / sizeof(w[0]) ? w[cls] : 0;
}

static void lanes_text(const int64_t *v, unsigned int n, char *out, size_t len)
{
	size_t k = 0;

	out[0] = '\0';
	for (unsigned int i = 0; i < n && k < len; i++)
		k += (size_t)snprintf(out + k, len - k, "%s%" PRId64, i ? "," : "", v[i]);
}

static void view_module(struct link *l)
{
	const char *pg = "page_data.pddr_module_info.";
	struct lreg mi, mtmp, mcia;
	char a[256], b[256], path[160];
	bool passive;
	J *o = section(l, "module", "Module Info");

	pddr_request(l, &mi, "MODULE_INFO");
	if (!link_read(l, &mi, "module"))
		goto mtmp;
#define P(f) (snprintf(path, sizeof(path), "%s%s", pg, f), path)
	passive = lr_enum(&mi, P("cable_type")) &&
		  !strcmp(lr_enum(&mi, P("cable_type"))->name, "PASSIVE_COPPER");
	kv(l, o, "identifier", "Identifier", lr_jenum(&mi, P("cable_identifier")), "%s",
	   lr_enum_text(&mi, P("cable_identifier"), a, sizeof(a)));
	kv(l, o, "cable_type", "Cable type", lr_jenum(&mi, P("cable_type")), "%s",
	   lr_enum_text(&mi, P("cable_type"), a, sizeof(a)));
	kv(l, o, "vendor", "Vendor name", j_str(lr_text(&mi, P("vendor_name"), a, sizeof(a))), "%s",
	   a);
	kv(l, o, "part_number", "Vendor part number",
	   j_str(lr_text(&mi, P("vendor_pn"), a, sizeof(a))), "%s", a);
	kv(l, o, "serial_number", "Vendor serial number",
	   j_str(lr_text(&mi, P("vendor_sn"), a, sizeof(a))), "%s", a);
	/* the revision: two ASCII characters in the low bytes of a word */
	{
		uint64_t rev = lr_get(&mi, P("vendor_rev"));

		snprintf(a, sizeof(a), "%c%c", (char)(rev >> 8 & 0x7f ? rev >> 8 & 0x7f : ' '),
			 (char)(rev & 0x7f ? rev & 0x7f : ' '));
		kv(l, o, "revision", "Vendor revision", j_str(a), "%s", a);
	}
	kv(l, o, "vendor_class", "Vendor", lr_jenum(&mi, P("cable_vendor")), "%s",
	   lr_enum_text(&mi, P("cable_vendor"), a, sizeof(a)));
	kv(l, o, "oui", "Vendor OUI", j_u64(lr_get(&mi, P("vendor_oui"))), "%02" PRIx64 ":%02"
	   PRIx64 ":%02" PRIx64, lr_get(&mi, P("vendor_oui")) >> 16,
	   lr_get(&mi, P("vendor_oui")) >> 8 & 0xff, lr_get(&mi, P("vendor_oui")) & 0xff);
	kv(l, o, "length_m", "Length [m]", j_u64(lr_get(&mi, P("cable_length"))), "%" PRIu64,
	   lr_get(&mi, P("cable_length")));
	kv(l, o, "date_code", "Date code", j_str(lr_text(&mi, P("date_code"), a, sizeof(a))), "%s",
	   a);
	{
		uint64_t cls = lr_get(&mi, P("cable_power_class"));
		double w = power_class_watts(cls);
		J *p = j_obj();

		j_set(p, "class", j_u64(cls));
		j_set(p, "max_watts", w ? j_real(w) : j_null());
		if (w)
			snprintf(a, sizeof(a), "class %" PRIu64 " (%.1f W max)", cls, w);
		else
			snprintf(a, sizeof(a), "class %" PRIu64, cls);
		kv(l, o, "power", "Power", p, "%s", a);
	}
	/* the monitors: a passive cable has none (everything reads 0) */
	{
		int64_t t = lr_signed(&mi, P("temperature"));
		uint64_t mv = lr_get(&mi, P("voltage"));
		int64_t rx[MAX_LANES] = { 0 }, tx[MAX_LANES] = { 0 };
		unsigned int n = l->lanes > 4 ? 4 : l->lanes;
		J *jrx = j_arr(), *jtx = j_arr();

		kv(l, o, "temperature_c", "Temperature [C]",
		   passive ? j_null() : j_real((double)t / PDDR_TEMP_UNITS), "%s",
		   passive ? "n/a (passive copper: no monitor)" :
		   (snprintf(a, sizeof(a), "%.1f", (double)t / PDDR_TEMP_UNITS), a));
		kv(l, o, "voltage_v", "Voltage [V]",
		   passive ? j_null() : j_real((double)mv / PDDR_VOLT_UNITS), "%s",
		   passive ? "n/a" : (snprintf(a, sizeof(a), "%.3f", (double)mv / PDDR_VOLT_UNITS), a));
		for (unsigned int i = 0; i < n; i++) {
			char f[64];

			snprintf(f, sizeof(f), "rx_power_lane%u", i);
			rx[i] = lr_signed(&mi, P(f));
			snprintf(f, sizeof(f), "tx_power_lane%u", i);
			tx[i] = lr_signed(&mi, P(f));
			j_push(jrx, j_i64(rx[i]));
			j_push(jtx, j_i64(tx[i]));
		}
		lanes_text(rx, n, a, sizeof(a));
		lanes_text(tx, n, b, sizeof(b));
		kv(l, o, "rx_power_dbm", "Rx power [dBm]", passive ? (j_free(jrx), j_null()) : jrx,
		   "%s", passive ? "n/a" : a);
		kv(l, o, "tx_power_dbm", "Tx power [dBm]", passive ? (j_free(jtx), j_null()) : jtx,
		   "%s", passive ? "n/a" : b);
	}
	kv(l, o, "compliance", "Ethernet compliance code",
	   j_u64(lr_get(&mi, P("ethernet_compliance_code"))), "0x%02" PRIx64 " (extended 0x%02"
	   PRIx64 ")", lr_get(&mi, P("ethernet_compliance_code")),
	   lr_get(&mi, P("ext_ethernet_compliance_code")));
	kv(l, o, "attenuation_db", "Attenuation 5/7/12/25G [dB]", j_u64(lr_get(&mi,
	   P("cable_attenuation_25g"))), "%" PRIu64 ",%" PRIu64 ",%" PRIu64 ",%" PRIu64,
	   lr_get(&mi, P("cable_attenuation_5g")), lr_get(&mi, P("cable_attenuation_7g")),
	   lr_get(&mi, P("cable_attenuation_12g")), lr_get(&mi, P("cable_attenuation_25g")));
#undef P
	pddr_page(l, o, 9, "latched_flags", "Latched flags (PDDR page 9)", "module");
mtmp:
	/* the module's temperature sensor (MTMP 64 + module): what mlx5_core's hwmon shows */
	lr_init(&mtmp, "MTMP");
	lr_set(&mtmp, "sensor_index", MTMP_MODULE_SENSOR + l->module);
	if (link_read(l, &mtmp, "module")) {
		double t = lr_number(&mtmp, "temperature");

		snprintf(a, sizeof(a), "%.3f (MTMP sensor %u)%s", t, MTMP_MODULE_SENSOR + l->module,
			 t == 0 ? ": 0, no monitor" : "");
		kv(l, o, "sensor_temperature_c", "Sensor temperature [C]", j_real(t), "%s", a);
	}
	/* the EEPROM's first byte: the SFF-8024 identifier (every SFF and CMIS memory map) */
	lr_init(&mcia, "MCIA");
	lr_set(&mcia, "module", l->module);
	lr_set(&mcia, "i2c_device_address", 0x50);
	lr_set(&mcia, "page_number", 0);
	lr_set(&mcia, "device_address", 0);
	lr_set(&mcia, "size", 1);
	if (link_read(l, &mcia, "module")) {
		struct mlx5ctl_prm_ref ref;
		uint8_t id = lr_ref(&mcia, "dwords", &ref) ? mcia.buf[ref.bit / 8] : 0;
		uint64_t st = lr_get(&mcia, "status");

		/* the access's own status: 0 good, else nothing read (3: no module) */
		if (st)
			kv(l, o, "sff8024_identifier", "EEPROM identifier (SFF-8024)", j_null(),
			   "n/a (MCIA status %" PRIu64 "%s)", st, st == 3 ? ": no module" : "");
		else
			kv(l, o, "sff8024_identifier", "EEPROM identifier (SFF-8024)", j_u64(id),
			   "0x%02x", id);
	}
	lr_free(&mi);
	lr_free(&mtmp);
	lr_free(&mcia);
}

static void ppcnt_request(struct link *l, struct lreg *x, const char *grp)
{
	const struct mlx5ctl_enum_value *ev;

	lr_init(x, "PPCNT");
	x->index = grp;
	lr_set(x, "local_port", l->port);
	if (!x->r)
		return;
	ev = mlx5ctl_prm_enum_lookup(mlx5ctl_prm_find_enum("ppcnt_grp"), grp);
	if (!ev) {
		snprintf(x->why, sizeof(x->why), "the spec has no PPCNT group %s", grp);
		x->r = NULL;
		return;
	}
	lr_set(x, "grp", ev->value);
}

static void view_counters(struct link *l)
{
	const char *pl = "counter_set.phys_layer_cntrs.";
	const char *st = "counter_set.phys_layer_statistical_cntrs.";
	struct lreg phy, stat, rtl;
	char a[256], b[64], path[160];
	J *o = section(l, "counters", "Physical Counters and BER Info");

	ppcnt_request(l, &phy, "PHYSICAL_LAYER");
	ppcnt_request(l, &stat, "PHYSICAL_LAYER_STATISTICAL");
#define P(pre, f) (snprintf(path, sizeof(path), "%s%s", pre, f), path)
	if (link_read(l, &stat, "counters")) {
		uint64_t ms = lr_get64(&stat, P(st, "time_since_last_clear"));
		uint64_t bits = lr_get64(&stat, P(st, "phy_received_bits"));
		/* errors FEC left: the PRM's phy_effective_errors, else the symbol errors */
		const char *eff_name = lr_has64(&stat, P(st, "phy_effective_errors")) ?
				       "phy_effective_errors" : "phy_symbol_errors";
		uint64_t eff = lr_get64(&stat, P(st, eff_name));
		uint64_t corrected = lr_get64(&stat, P(st, "phy_corrected_bits"));
		uint64_t raw_total = 0;
		int64_t lane[MAX_LANES] = { 0 };
		unsigned int n = l->lanes > MAX_LANES ? MAX_LANES : l->lanes;
		J *jl = j_arr();
		bool dev_ber = lr_has(&stat, P(st, "raw_ber_magnitude"));
		double raw_ber, eff_ber;

		kv(l, o, "time_since_clear_ms", "Time since last clear [min]", j_u64(ms), "%.1f",
		   (double)ms / 60000.0);
		kv(l, o, "received_bits", "Received bits", j_u64(bits), "%" PRIu64, bits);
		kv(l, o, "effective_errors", "Effective physical errors", j_u64(eff), "%" PRIu64, eff);
		/* raw errors per lane: the PRM's phy_raw_errors_laneN (mlx5_ifc.h's corrected bits) */
		for (unsigned int i = 0; i < n; i++) {
			char f[64];

			snprintf(f, sizeof(f), "phy_raw_errors_lane%u", i);
			if (!lr_has64(&stat, P(st, f)))
				snprintf(f, sizeof(f), "phy_corrected_bits_lane%u", i);
			lane[i] = (int64_t)lr_get64(&stat, P(st, f));
			raw_total += (uint64_t)lane[i];
			j_push(jl, j_u64((uint64_t)lane[i]));
		}
		lanes_text(lane, n, a, sizeof(a));
		kv(l, o, "raw_errors_per_lane", "Raw physical errors per lane", jl, "%s", a);
		if (!corrected)
			corrected = raw_total;
		/* the BERs: the device's (coefficient and magnitude) where the spec has them, else
		 * the counters' */
		if (dev_ber) {
			uint64_t coef = lr_get(&stat, P(st, "raw_ber_coef"));

			raw_ber = coef_mag(coef, lr_get(&stat, P(st, "raw_ber_magnitude")));
			coef = lr_get(&stat, P(st, "effective_ber_coef"));
			eff_ber = coef_mag(coef, lr_get(&stat, P(st, "effective_ber_magnitude")));
		} else {
			raw_ber = bits ? (double)corrected / (double)bits : 0;
			eff_ber = bits ? (double)eff / (double)bits : 0;
		}
		kv(l, o, "effective_ber", "Effective physical BER",
		   ber_json(eff_ber, dev_ber || bits), "%s",
		   dev_ber ? (snprintf(a, sizeof(a), "%" PRIu64 "E-%" PRIu64,
				       lr_get(&stat, P(st, "effective_ber_coef")),
				       lr_get(&stat, P(st, "effective_ber_magnitude"))), a) :
		   ber_text(eff_ber, bits, a, sizeof(a)));
		kv(l, o, "raw_ber", "Raw physical BER", ber_json(raw_ber, dev_ber || bits), "%s",
		   dev_ber ? (snprintf(a, sizeof(a), "%" PRIu64 "E-%" PRIu64,
				       lr_get(&stat, P(st, "raw_ber_coef")),
				       lr_get(&stat, P(st, "raw_ber_magnitude"))), a) :
		   ber_text(raw_ber, bits, a, sizeof(a)));
		kv(l, o, "ber_source", "BER from", j_str(dev_ber ? "device" : "counters"), "%s",
		   dev_ber ? "the device (PPCNT coefficient and magnitude)" :
		   "the counters (errors / received bits)");
	}
	if (link_read(l, &phy, "counters")) {
		kv(l, o, "symbol_errors", "Symbol errors", j_u64(lr_get64(&phy, P(pl, "symbol_errors"))),
		   "%" PRIu64, lr_get64(&phy, P(pl, "symbol_errors")));
		kv(l, o, "sync_header_errors", "Sync header errors",
		   j_u64(lr_get64(&phy, P(pl, "sync_headers_errors"))), "%" PRIu64,
		   lr_get64(&phy, P(pl, "sync_headers_errors")));
		kv(l, o, "fec_corrected_blocks", "RS-FEC corrected blocks",
		   j_u64(lr_get64(&phy, P(pl, "rs_fec_corrected_blocks"))), "%" PRIu64,
		   lr_get64(&phy, P(pl, "rs_fec_corrected_blocks")));
		kv(l, o, "fec_uncorrectable_blocks", "RS-FEC uncorrectable blocks",
		   j_u64(lr_get64(&phy, P(pl, "rs_fec_uncorrectable_blocks"))), "%" PRIu64,
		   lr_get64(&phy, P(pl, "rs_fec_uncorrectable_blocks")));
		kv(l, o, "link_down_events", "Link down counter",
		   j_u64(lr_get(&phy, P(pl, "link_down_events"))), "%" PRIu64,
		   lr_get(&phy, P(pl, "link_down_events")));
		snprintf(b, sizeof(b), "%" PRIu64, lr_get(&phy, P(pl, "successful_recovery_events")));
		kv(l, o, "recovery_events", "Link error recovery counter",
		   j_u64(lr_get(&phy, P(pl, "successful_recovery_events"))), "%s", b);
	}
#undef P
	lr_free(&phy);
	lr_free(&stat);
	/* the round trip of the link (PRTL, where the device measures it): null while down */
	lr_init(&rtl, "PRTL");
	lr_set(&rtl, "local_port", l->port);
	if (link_read(l, &rtl, "counters") && lr_get(&rtl, "rtt_support")) {
		uint64_t rtt = lr_get(&rtl, "round_trip_latency");
		uint64_t ns = rtt * (lr_get(&rtl, "latency_res") ? lr_get(&rtl, "latency_res") : 1);

		if (rtt == 0xffffff)
			kv(l, o, "round_trip_ns", "Round trip latency [ns]", j_null(), "n/a (down)");
		else
			kv(l, o, "round_trip_ns", "Round trip latency [ns]", j_u64(ns),
			   "%" PRIu64 " (accuracy %" PRIu64 ")", ns,
			   lr_get(&rtl, "latency_accuracy"));
	}
	lr_free(&rtl);
}

static void view_fec(struct link *l)
{
	const char *pg = "page_data.pddr_operation_info_page.";
	struct lreg op, pplm;
	char a[256], path[160];
	J *o = section(l, "fec", "FEC Info");

	pddr_request(l, &op, "OPERATIONAL_INFO");
#define P(f) (snprintf(path, sizeof(path), "%s%s", pg, f), path)
	if (link_read(l, &op, "fec")) {
		kv(l, o, "active", "FEC active", lr_jenum(&op, P("fec_mode_active")), "%s",
		   lr_enum_text(&op, P("fec_mode_active"), a, sizeof(a)));
		kv(l, o, "requested", "FEC requested", j_u64(lr_get(&op, P("fec_mode_request"))),
		   "0x%" PRIx64, lr_get(&op, P("fec_mode_request")));
		kv(l, o, "support_100g", "FEC capability 100GbE",
		   lr_jbits(&op, P("eth_100g_fec_support")), "%s",
		   lr_bits_text(&op, P("eth_100g_fec_support"), a, sizeof(a), true));
		kv(l, o, "support_25g_50g", "FEC capability 25/50GbE",
		   lr_jbits(&op, P("eth_25g_50g_fec_support")), "%s",
		   lr_bits_text(&op, P("eth_25g_50g_fec_support"), a, sizeof(a), true));
	}
#undef P
	/* PPLM: the FEC the port may run per speed (capability) and is set to (admin) */
	lr_init(&pplm, "PPLM");
	lr_set(&pplm, "local_port", l->port);
	if (link_read(l, &pplm, "fec")) {
		struct walk_ctx w = { .l = l, .o = j_obj() };

		if (!l->doc)
			printf("  PPLM:\n");
		mlx5ctl_prm_walk(pplm.r->layout, pplm.buf, pplm.len, MLX5CTL_PRINT_NONZERO, walk_kv,
				 &w);
		if (l->doc)
			j_set(o, "pplm", w.o);
		else
			j_free(w.o);
	}
	lr_free(&op);
	lr_free(&pplm);
}

/* a field of SLRG's 16nm page */
static uint64_t slrg_16nm(const struct lreg *x, const char *field)
{
	char path[96];

	snprintf(path, sizeof(path), "page_data.slrg_16nm.%s", field);
	return lr_get(x, path);
}

/*
 * The eye of n SerDes lanes (SLRG, lane by lane): the network port's, or with pcie the
 * function's PCIe link's (pnat 3, PCIe index 0). The 16nm page gives a grade and the middle
 * eye's height (mV) and phase (ps) as positive and negative halves, as mstlink adds them; a lane
 * whose measurement is not valid (the link down) is "n/a". JSON: per lane those three and
 * the register's fields.
 */
static void eye_lanes(struct link *l, J *o, unsigned int n, bool pcie)
{
	int64_t grade[MAX_LANES_PCIE], height[MAX_LANES_PCIE], phase[MAX_LANES_PCIE];
	char text[3][MAX_LANES_PCIE * 8];
	J *arr = l->doc ? j_arr() : NULL;
	unsigned int got = 0;

	for (unsigned int i = 0; i < n && i < MAX_LANES_PCIE; i++) {
		struct lreg slrg;
		bool valid;

		lr_init(&slrg, "SLRG");
		lr_set(&slrg, "local_port", pcie ? 0 : l->port);
		if (pcie)
			lr_set(&slrg, "pnat", 3);
		lr_set(&slrg, "lane", i);
		if (!link_read(l, &slrg, pcie ? "pcie" : "eye")) {
			lr_free(&slrg);
			break;	/* said once */
		}
		valid = lr_get(&slrg, "status") == 1;
		grade[i] = valid ? (int64_t)slrg_16nm(&slrg, "grade") : -1;
		height[i] = valid ? (int64_t)(slrg_16nm(&slrg, "height_eo_pos_mid") +
					      slrg_16nm(&slrg, "height_eo_neg_mid")) : -1;
		phase[i] = valid ? (int64_t)(slrg_16nm(&slrg, "phase_eo_pos_mid") +
					     slrg_16nm(&slrg, "phase_eo_neg_mid")) : -1;
		if (arr) {
			J *e = j_obj();

			j_set(e, "lane", j_u64(i));
			j_set(e, "valid", j_bool(valid));
			if (valid) {
				j_set(e, "grade", j_u64((uint64_t)grade[i]));
				j_set(e, "height_mv", j_u64((uint64_t)height[i]));
				j_set(e, "phase_ps", j_u64((uint64_t)phase[i]));
			}
			j_set(e, "fields", j_prm(slrg.r->layout, slrg.buf, slrg.len, 0));
			j_push(arr, e);
		}
		got++;
		lr_free(&slrg);
	}
	if (o) {
		j_set(o, pcie ? "eye" : "lanes", arr);
		return;
	}
	if (!got)
		return;
	for (unsigned int k = 0; k < 3; k++) {
		const int64_t *v = k == 0 ? grade : k == 1 ? height : phase;
		size_t m = 0;

		text[k][0] = '\0';
		for (unsigned int i = 0; i < got && m < sizeof(text[k]); i++)
			m += (size_t)(v[i] < 0 ? snprintf(text[k] + m, sizeof(text[k]) - m, "%sn/a",
							  i ? "," : "") :
				      snprintf(text[k] + m, sizeof(text[k]) - m, "%s%" PRId64,
					       i ? "," : "", v[i]));
	}
	printf("  %-30s: %s\n", pcie ? "PCIe physical grade" : "Physical grade", text[0]);
	printf("  %-30s: %s\n", pcie ? "PCIe eye height [mV]" : "Eye height [mV]", text[1]);
	printf("  %-30s: %s\n", pcie ? "PCIe eye phase [ps]" : "Eye phase [ps]", text[2]);
}

static void view_eye(struct link *l)
{
	J *o = section(l, "eye", "EYE Opening Info (SerDes)");

	eye_lanes(l, o, l->lanes ? l->lanes : 1, false);
}

/*
 * PCIe link speeds (MPEIN link_speed_*) when the spec names none: the PRM's bits, 0 2.5G
 * (Gen1), 1 5G, 2 8G, 4 16G (Gen4), 5 32G (Gen5); bit 3 is unused
 */
static const char *pcie_speed(const struct lreg *x, const char *path, char *out, size_t len)
{
	static const struct {
		const char *speed;
		int gen;
	} bit[] = { { "2.5GT/s", 1 }, { "5GT/s", 2 }, { "8GT/s", 3 }, { NULL, 0 },
		    { "16GT/s", 4 }, { "32GT/s", 5 } };
	struct mlx5ctl_prm_ref ref;
	uint64_t v = lr_get(x, path);

	if (lr_ref(x, path, &ref) && ref.f->enm)
		return lr_bits_text(x, path, out, len, true);
	out[0] = '\0';
	for (int i = 5; i >= 0; i--)
		if (v >> i & 1 && bit[i].speed) {
			snprintf(out, len, "%s (Gen%d)", bit[i].speed, bit[i].gen);
			return out;
		}
	snprintf(out, len, v ? "0x%" PRIx64 : "n/a", v);
	return out;
}

static void view_pcie(struct link *l)
{
	struct lreg mpein, mpcnt;
	const char *pf = "counter_set.pcie_perf_cntrs_grp_data_layout.";
	char a[128], b[128], path[160];
	J *o = section(l, "pcie", "PCIe Info");

	lr_init(&mpein, "MPEIN");	/* depth, pcie_index, node 0: this function's link */
	if (link_read(l, &mpein, "pcie")) {
		kv(l, o, "speed", "Link speed active (enabled)",
		   j_u64(lr_get(&mpein, "link_speed_active")), "%s (%s)",
		   pcie_speed(&mpein, "link_speed_active", a, sizeof(a)),
		   pcie_speed(&mpein, "link_speed_enabled", b, sizeof(b)));
		kv(l, o, "width", "Link width active (enabled)",
		   j_u64(lr_get(&mpein, "link_width_active")), "x%" PRIu64 " (x%" PRIu64 ")",
		   lr_get(&mpein, "link_width_active"), lr_get(&mpein, "link_width_enabled"));
		kv(l, o, "speed_enabled", "Link speed enabled",
		   j_u64(lr_get(&mpein, "link_speed_enabled")), "0x%" PRIx64,
		   lr_get(&mpein, "link_speed_enabled"));
		kv(l, o, "width_enabled", "Link width enabled",
		   j_u64(lr_get(&mpein, "link_width_enabled")), "%" PRIu64,
		   lr_get(&mpein, "link_width_enabled"));
		kv(l, o, "device_status", "Device status", j_u64(lr_get(&mpein, "device_status")),
		   "0x%" PRIx64, lr_get(&mpein, "device_status"));
		/* the link's lanes, their eye (SLRG of the PCIe port) */
		eye_lanes(l, o, (unsigned int)lr_get(&mpein, "link_width_active"), true);
	}
	lr_init(&mpcnt, "MPCNT");
	lr_set(&mpcnt, "grp", mlx5ctl_prm_enum_lookup(mlx5ctl_prm_find_enum("mpcnt_grp"),
						      "PCIE_PERFORMANCE")->value);
#define P(f) (snprintf(path, sizeof(path), "%s%s", pf, f), path)
	if (link_read(l, &mpcnt, "pcie")) {
		static const struct { const char *f, *label; } c[] = {
			{ "rx_errors", "RX errors" }, { "tx_errors", "TX errors" },
			{ "crc_error_dllp", "CRC error dllp" }, { "crc_error_tlp", "CRC error tlp" },
			{ "l0_to_recovery_eieos", "L0 to recovery (EIEOS)" },
			{ "l0_to_recovery_ts", "L0 to recovery (TS)" },
			{ "l0_to_recovery_framing", "L0 to recovery (framing)" },
			{ "l0_to_recovery_retrain", "L0 to recovery (retrain)" },
		};
		uint64_t ms = lr_get64(&mpcnt, P("life_time_counter"));

		kv(l, o, "counters_time_ms", "Counters time [min]", j_u64(ms), "%.1f",
		   (double)ms / 60000.0);
		for (size_t i = 0; i < sizeof(c) / sizeof(c[0]); i++)
			kv(l, o, c[i].f, c[i].label, j_u64(lr_get(&mpcnt, P(c[i].f))), "%" PRIu64,
			   lr_get(&mpcnt, P(c[i].f)));
	}
#undef P
	lr_free(&mpein);
	lr_free(&mpcnt);
}

/* ---- the counter clear: the one write ---- */
static int link_clear(struct link *l, const char *adev, bool dry_run)
{
	struct lreg x;
	char q[512];
	int ret;

	lr_init(&x, "PPCNT");
	if (!x.r)
		return refusef("PPCNT is not in this mlx5ctl's spec: nothing sent");
	if (!strcmp(x.r->access, "RO") || !strcmp(x.r->write_scope, "kernel-only")) {
		lr_free(&x);
		return refusef("PPCNT is %s in the spec: no user-space write clears the counters; "
			       "nothing sent", strcmp(x.r->access, "RO") ? "kernel-only to write" :
			       "read-only");
	}
	lr_set(&x, "local_port", l->port);
	lr_set(&x, "grp", PPCNT_ALL_GROUPS);
	lr_set(&x, "clr", 1);
	if (!x.r) {
		ret = failf("%s", x.why);
		free(x.buf);
		return ret;
	}
	if (dry_run) {
		J *o = l->doc;

		if (!o)
			printf("# PPCNT write (%s), not sent:\n", x.r->write_scope);
		else
			j_set(o, "dry_run", j_bool(true));
		ret = show_struct(o, x.r->layout, x.buf, x.len, MLX5CTL_PRINT_NONZERO, false) ?
		      EXIT_FAIL : 0;
		lr_free(&x);
		return ret;
	}
	snprintf(q, sizeof(q), "clear every counter group of port %u on %s (PPCNT write, clr, "
		 "grp %u), %s: the port counters ethtool -S and every other reader show go back "
		 "to 0.", l->port, adev, PPCNT_ALL_GROUPS, scope_words(x.r->write_scope));
	if ((ret = tool_confirm(q))) {
		lr_free(&x);
		return ret == EXIT_USAGE ? ret : failf("not confirmed: nothing written");
	}
	ret = mlx5ctl_access_reg(l->dev, x.r->id, 0, true, x.buf, x.buf, x.len) ? fail() : 0;
	if (!ret && l->doc)
		j_set(l->doc, "cleared", j_bool(true));
	else if (!ret)
		printf("port %u: every counter group cleared (PPCNT)\n", l->port);
	lr_free(&x);
	return ret;
}

/* ---- the command ---- */
enum { LK_COUNTERS = OPT_OWN, LK_FEC, LK_MODULE, LK_EYE, LK_PCIE, LK_PORT, LK_CLEAR };

struct link_opts {
	unsigned int views;
	uint64_t port;
	bool clear;
};

static int link_opt(int id, const char *arg, void *p)
{
	struct link_opts *o = p;

	switch (id) {
	case LK_COUNTERS:
		o->views |= V_COUNTERS;
		return 0;
	case LK_FEC:
		o->views |= V_FEC;
		return 0;
	case LK_MODULE:
		o->views |= V_MODULE;
		return 0;
	case LK_EYE:
		o->views |= V_EYE;
		return 0;
	case LK_PCIE:
		o->views |= V_PCIE;
		return 0;
	case LK_PORT:
		return parse_u64(arg, 255, false, &o->port) && o->port ? 0 : -1;
	case LK_CLEAR:
		o->clear = true;
		return 0;
	}
	return -1;
}

int link_run(struct mlx5ctl_dev *dev, unsigned int port, unsigned int views)
{
	struct mlx5ctl_devinfo info = { .size = sizeof(info) };
	struct link l = { .dev = dev, .port = port, .views = views };
	int ret = 0;

	if (mlx5ctl_info(dev, &info))
		return fail();
	if (tool.json) {
		l.doc = j_obj();
		l.unavail = j_arr();
		j_set(l.doc, "device", j_str(info.adev));
		j_set(l.doc, "pci", j_str(info.pci));
		j_set(l.doc, "port", j_u64(port));
	} else {
		printf("Port %u of %s (%s)\n", port, info.adev, info.pci);
	}
	if (!view_oper(&l)) {
		j_free(l.doc);
		j_free(l.unavail);
		l.doc = NULL;
		ret = failf("port %u: the device answers none of PAOS, PTYS, PMLP for it", port);
		goto out;
	}
	if (views & V_MODULE)
		view_module(&l);
	if (views & V_COUNTERS)
		view_counters(&l);
	if (views & V_FEC)
		view_fec(&l);
	if (views & V_EYE)
		view_eye(&l);
	if (views & V_PCIE)
		view_pcie(&l);
	if (l.doc) {
		j_set(l.doc, "unavailable", l.unavail);
		ret = j_print(stdout, l.doc) ? EXIT_FAIL : 0;
	}
out:
	lr_free(&l.pcam);
	for (int g = 0; g < MCAM_GROUPS; g++)
		lr_free(&l.mcam[g]);
	return ret;
}

static int cmd_link(const struct subcmd *sc, int argc, char **argv)
{
	struct link_opts o = { .port = 1 };
	struct mlx5ctl_devinfo info = { .size = sizeof(info) };
	struct mlx5ctl_dev *dev;
	bool dry_run;
	char **args;
	int nargs, ret;

	ret = opts_parse(sc, argc, argv, link_opt, &o, &args, &nargs, &dry_run);
	if (ret)
		return ret;
	if (nargs)
		return usage_error("unexpected argument '%s'", args[0]);
	if (dry_run && !o.clear)
		return usage_error("--dry-run is for --clear-counters");
	if (o.clear && o.views)
		return usage_error("--clear-counters is a command of its own: no view with it");
	if (o.clear) {
		const struct mlx5ctl_reg_desc *r = mlx5ctl_prm_find_register("PPCNT");

		/* what the spec refuses is refused before the device is opened */
		if (!r || !strcmp(r->access, "RO") || !strcmp(r->write_scope, "kernel-only")) {
			struct link l = { 0 };

			return link_clear(&l, "", false);
		}
	}
	if (tool_open(&dev))
		return EXIT_FAIL;
	if (o.clear) {
		struct link l = { .dev = dev, .port = (unsigned int)o.port };

		if (mlx5ctl_info(dev, &info)) {
			mlx5ctl_close(dev);
			return fail();
		}
		if (tool.json) {
			l.doc = j_obj();
			j_set(l.doc, "device", j_str(info.adev));
			j_set(l.doc, "port", j_u64(o.port));
			j_set(l.doc, "register", j_str("PPCNT"));
		}
		ret = link_clear(&l, info.adev, dry_run);
		if (l.doc && !ret)
			ret = j_print(stdout, l.doc) ? EXIT_FAIL : 0;
		else
			j_free(l.doc);
		mlx5ctl_close(dev);
		return ret;
	}
	ret = link_run(dev, (unsigned int)o.port, o.views ? o.views : V_ALL);
	mlx5ctl_close(dev);
	return ret;
}

static const struct tool_opt link_opts_tab[] = {
	{ "counters", 'c', LK_COUNTERS, NULL,
	  "physical-layer counters, effective and raw BER (PPCNT)" },
	{ "fec", 0, LK_FEC, NULL, "FEC: active, requested, what each speed supports (PDDR, PPLM)" },
	{ "module", 'm', LK_MODULE, NULL,
	  "the cable or module: type, vendor, part, length, temperature, power (PDDR, MTMP, MCIA)" },
	{ "eye", 'e', LK_EYE, NULL, "the eye opening per lane (SLRG)" },
	{ "pcie", 0, LK_PCIE, NULL, "the function's PCIe link: speed, width, errors (MPEIN, MPCNT)" },
	{ "port", 'p', LK_PORT, "N", "the local port (default 1)" },
	{ "clear-counters", 0, LK_CLEAR, NULL,
	  "clear every counter group of the port (a PPCNT write, confirmed; --dry-run shows it)" },
	{ 0 },
};

const struct subcmd sc_link = {
	.name = "link", .fn = cmd_link, .args = "", .opts = link_opts_tab,
	.flags = SC_DEVICE | SC_WRITES,
	.help = "a port's link: state and why down, speed, FEC, module, counters and BER, eye, PCIe",
	.more = "Reads only: the operational view always, with -c, -m, --fec, -e or --pcie those\n"
		"views, without any every view. A register the device does not announce or answer\n"
		"is reported unavailable, with why. --clear-counters is a write (confirmed).\n",
};
