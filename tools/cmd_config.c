// SPDX-License-Identifier: GPL-2.0 OR BSD-3-Clause
/*
 * config: non-volatile configuration in the manner of mstconfig, all or nothing. Every
 * assignment is checked against the spec (item, field, value, the item's access) before the
 * first write; each item changes in one write of its next-boot value; when a write fails the
 * items already written get their previous next-boot value back, and the tool says so.
 * --backup writes what differs from the defaults as assignments (of the items the device says
 * are set, MNVGN, where it has the register; else of every item), --restore makes the device's
 * next-boot configuration exactly that again. --reset ITEM... puts the items the parameters
 * name back to their defaults, each in one MNVDI (without parameters: all, MNVIA).
 */
#include <ctype.h>
#include <errno.h>
#include <inttypes.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <time.h>

#include "spec.h"

#define ITEM_MAX 256	/* bytes of an item's data (MNVDA holds 256) */

struct item {
	const struct mlx5ctl_enum_value *v;	/* the nv_param value: its layout and access */
	size_t len;
	bool named;		/* an argument names one of its fields */
	bool change;		/* an assignment (or the restore) is for it */
	uint8_t next[ITEM_MAX];	/* next-boot value as read */
	uint8_t target[ITEM_MAX];
	int nchanges;
	bool written;
	bool rom;		/* an expansion ROM item (nv_rom_param): "not set" reads as zero */
};

struct config {
	const struct mlx5ctl_enum_desc *e;
	struct item items[256];
	unsigned int nitems;
	/* what the arguments name: item index and field path (show filter, assignments) */
	struct param {
		unsigned int item;
		char field[128];
		const char *value;	/* NULL: just show it */
		const char *where;	/* "FILE:LINE" for messages about --restore's lines, or NULL */
	} *params;
	unsigned int nparams;
	char **owned;		/* strings the parameters point into (--restore's lines) */
	unsigned int nowned;
};

/* a copy of s that lives as long as cf, or NULL */
static char *keep(struct config *cf, const char *s)
{
	char **n = realloc(cf->owned, (cf->nowned + 1) * sizeof(*n));
	char *c = strdup(s);

	if (n)
		cf->owned = n;
	if (!n || !c) {
		free(c);
		return NULL;
	}
	cf->owned[cf->nowned++] = c;
	return c;
}

static bool writable(const struct item *it)
{
	return !it->v->access || strcmp(it->v->access, "RO");
}

/* the items of an enum (nv_param, nv_rom_param) into cf->items */
static int add_items(struct config *cf, const char *ename, bool rom)
{
	const struct mlx5ctl_enum_desc *e = mlx5ctl_prm_find_enum(ename);
	const struct mlx5ctl_enum_value *v;

	for (unsigned int i = 0; e && (v = mlx5ctl_prm_enum_value_at(e, i)); i++) {
		struct item *it;

		if (!v->layout || cf->nitems == sizeof(cf->items) / sizeof(cf->items[0]))
			continue;
		it = &cf->items[cf->nitems++];
		it->v = v;
		it->rom = rom;
		it->len = v->layout->size_bits / 8;
		if (it->len > ITEM_MAX)
			return failf("configuration item %s: %zu bytes, more than MNVDA holds",
				     v->name, it->len);
	}
	return 0;
}

static int config_init(struct config *cf)
{
	int ret;

	memset(cf, 0, sizeof(*cf));
	cf->e = mlx5ctl_prm_find_enum("nv_param");
	ret = add_items(cf, "nv_param", false);
	if (ret)
		return ret;
	/* then the expansion ROM's items: what mstconfig shows of them (the adapter has no ROM) */
	return add_items(cf, "nv_rom_param", true);
}

/* "FILE:LINE: " before a message about a --restore line; nothing for an argument */
#define AT(where) (where) ? (where) : "", (where) ? ": " : ""

/*
 * "ITEM.field" (any case), or a field name only one item has: the item and the field's name
 * as the spec spells it. 0, or EXIT_USAGE with the message given.
 */
static int find_param(struct config *cf, const char *name, const char *where, struct param *p)
{
	char adev[64];

	const char *dot = strchr(name, '.');
	int matches = 0;

	memset(p, 0, sizeof(*p));
	/* mstconfig's name for a parameter (SRIOV_EN, NUM_OF_VFS, LINK_TYPE_P1) */
	for (unsigned int i = 0; !dot && mlx5ctl_prm_nv_param_at(i); i++) {
		const struct mlx5ctl_nv_param_desc *np = mlx5ctl_prm_nv_param_at(i);

		if (strcasecmp(np->name, name))
			continue;
		for (unsigned int k = 0; k < cf->nitems; k++)
			if (cf->items[k].v == np->item) {
				p->item = k;
				snprintf(p->field, sizeof(p->field), "%s", np->field->name);
				p->where = where;
				return 0;
			}
	}
	for (unsigned int i = 0; i < cf->nitems; i++) {
		const struct mlx5ctl_enum_value *v = cf->items[i].v;
		const struct mlx5ctl_field_desc *f;
		const char *fname = dot ? dot + 1 : name;

		if (dot && (strlen(v->name) != (size_t)(dot - name) ||
			    strncasecmp(v->name, name, (size_t)(dot - name))))
			continue;
		for (unsigned int k = 0; (f = mlx5ctl_prm_field_at(v->layout, k)); k++)
			if (!strcasecmp(f->name, fname)) {
				p->item = i;
				snprintf(p->field, sizeof(p->field), "%s", f->name);
				matches++;
			}
		if (dot && !matches)
			return usage_error("%s%sitem %s has no field '%s' ('mlx5ctl config --show "
					   "%s')", AT(where), v->name, fname, v->name);
	}
	if (matches > 1)
		return usage_error("%s%s'%s' is a field of more than one item: say ITEM.%s",
				   AT(where), name, name);
	/* never taken for a device; but say so when it names one */
	if (!matches && !where && !mlx5ctl_resolve(name, adev, sizeof(adev)))
		return usage_error("unknown parameter '%s' (a device? name it with -d %s)", name,
				   name);
	if (!matches)
		return usage_error("%s%sunknown parameter '%s' ('mlx5ctl config --list')", AT(where),
				   name);
	p->where = where;
	return 0;
}

/* "ITEM.field=VALUE" or "ITEM.field": checked against the spec, added to cf->params */
static int add_param(struct config *cf, const char *arg, const char *where)
{
	const char *eq = strchr(arg, '=');
	char name[160], scratch[ITEM_MAX] = { 0 }, assign[512], err[256];
	struct param p, *np;
	struct item *it;
	int ret;

	if ((size_t)(eq ? eq - arg : (long)strlen(arg)) >= sizeof(name))
		return usage_error("%s%sparameter name too long", AT(where));
	snprintf(name, sizeof(name), "%.*s", (int)(eq ? eq - arg : (long)strlen(arg)), arg);
	ret = find_param(cf, name, where, &p);
	if (ret)
		return ret;
	it = &cf->items[p.item];
	if (eq) {
		if (!writable(it))
			return usage_error("%s%s%s is read-only (the spec's access is %s): nothing "
					   "written", AT(where), it->v->name, it->v->access);
		snprintf(assign, sizeof(assign), "%s=%s", p.field, eq + 1);
		if (mlx5ctl_prm_assign(it->v->layout, scratch, it->len, assign, err, sizeof(err)))
			return usage_error("%s%s%s.%s: %s", AT(where), it->v->name, p.field, err);
		p.value = eq + 1;
	}
	np = realloc(cf->params, (cf->nparams + 1) * sizeof(*np));
	if (!np)
		return failf("out of memory");
	cf->params = np;
	cf->params[cf->nparams++] = p;
	it->named = true;
	if (eq)
		it->change = true;
	return 0;
}

static int apply_params(struct config *cf)
{
	char assign[512], err[256];

	for (unsigned int i = 0; i < cf->nparams; i++) {
		struct param *p = &cf->params[i];
		struct item *it = &cf->items[p->item];

		if (!p->value)
			continue;
		snprintf(assign, sizeof(assign), "%s=%s", p->field, p->value);
		/* checked already; a failure here is the tool's bug, still nothing written */
		if (mlx5ctl_prm_assign(it->v->layout, it->target, it->len, assign, err,
				       sizeof(err)))
			return usage_error("%s%s%s", AT(p->where), err);
	}
	return 0;
}

/* a parameter's value for people: integers in decimal, the rest as the spec shows them */
static void value_text(const struct mlx5ctl_prm_value *v, char *buf, size_t len)
{
	if (v->type == MLX5CTL_VALUE_UINT)
		snprintf(buf, len, "%" PRIu64, v->u);
	else
		mlx5ctl_prm_value_str(v, buf, len);
}

struct rows_ctx {
	struct config *cf;
	struct item *it;
	struct table *t;
	J *arr;
	const uint8_t *bufs[3];		/* current, next, default */
	const char *names[3];
};

/* one value of a field (its path) in buf, as text and JSON */
struct find_ctx {
	const char *path;
	char text[256];
	J *json;
	bool found;
};

static int find_visit(void *p, const struct mlx5ctl_prm_value *v)
{
	struct find_ctx *c = p;

	if (v->event != MLX5CTL_PRM_FIELD || strcmp(v->path, c->path))
		return 0;
	value_text(v, c->text, sizeof(c->text));
	c->json = j_value(v);
	c->found = true;
	return 1;
}

/* mstconfig's name of an item's field, or NULL */
static const char *param_name(const struct item *it, const char *field)
{
	const struct mlx5ctl_nv_param_desc *np;

	for (unsigned int i = 0; (np = mlx5ctl_prm_nv_param_at(i)); i++)
		if (np->item == it->v && !strcmp(np->field->name, field))
			return np->name;
	return NULL;
}

static bool item_has_params(const struct item *it)
{
	const struct mlx5ctl_nv_param_desc *np;

	for (unsigned int i = 0; (np = mlx5ctl_prm_nv_param_at(i)); i++)
		if (np->item == it->v)
			return true;
	return false;
}

static bool wanted(const struct config *cf, const struct item *it, const char *field)
{
	if (!cf->nparams)	/* everything mstconfig shows */
		return param_name(it, field) != NULL;
	for (unsigned int i = 0; i < cf->nparams; i++)
		if (&cf->items[cf->params[i].item] == it && !strcmp(cf->params[i].field, field))
			return true;
	return false;
}

/* the fields of it wanted, with their current, next-boot and default values */
static void item_rows(struct rows_ctx *rc)
{
	const struct mlx5ctl_field_desc *f;

	for (unsigned int k = 0; (f = mlx5ctl_prm_field_at(rc->it->v->layout, k)); k++) {
		struct find_ctx fc[3];
		char param[256];

		if (!wanted(rc->cf, rc->it, f->name))
			continue;
		for (int m = 0; m < 3; m++) {
			memset(&fc[m], 0, sizeof(fc[m]));
			fc[m].path = f->name;
			mlx5ctl_prm_walk(rc->it->v->layout, rc->bufs[m], rc->it->len, 0, find_visit,
					 &fc[m]);
		}
		if (!fc[0].found)
			continue;	/* a nested layout: not an item's field */
		snprintf(param, sizeof(param), "%s.%s", rc->it->v->name, f->name);
		if (rc->arr) {
			J *o = j_obj();

			j_set(o, "item", j_str(rc->it->v->name));
			j_set(o, "field", j_str(f->name));
			j_set(o, "access", j_str(writable(rc->it) ? "RW" : "RO"));
			for (int m = 0; m < 3; m++)
				j_set(o, rc->names[m], fc[m].json);
			j_push(rc->arr, o);
		} else {
			const char *row[] = { param, fc[0].text, fc[1].text, fc[2].text };

			for (int m = 0; m < 3; m++)
				j_free(fc[m].json);
			table_row(rc->t, row);
		}
	}
}

/* the table (or JSON "parameters") of every wanted field: current, next boot, default */
static int show_params(struct config *cf, struct mlx5ctl_dev *dev, J *doc)
{
	static const char *const head[] = { "PARAMETER", "CURRENT", "NEXT BOOT", "DEFAULT", NULL };
	struct rows_ctx rc = { .cf = cf, .names = { "current", "next", "default" } };
	static const unsigned int modes[3] = { MLX5CTL_NV_ACCESS_MODE_CURRENT,
					       MLX5CTL_NV_ACCESS_MODE_NEXT,
					       MLX5CTL_NV_ACCESS_MODE_DEFAULT };
	struct table t;

	if (doc)
		rc.arr = j_arr();
	else
		table_init(&t, head);
	rc.t = &t;
	for (unsigned int i = 0; i < cf->nitems; i++) {
		struct item *it = &cf->items[i];
		uint8_t bufs[3][ITEM_MAX];

		if (cf->nparams ? !it->named : !item_has_params(it))
			continue;
		for (int m = 0; m < 3; m++)
			if (mlx5ctl_nv_read(dev, it->v->value, modes[m], bufs[m], it->len)) {
				if (it->rom) {	/* never written: mstconfig shows zeros too */
					memset(bufs[m], 0, it->len);
					continue;
				}
				if (doc)
					j_free(rc.arr);
				else
					table_free(&t);
				return fail();
			}
		rc.it = it;
		for (int m = 0; m < 3; m++)
			rc.bufs[m] = bufs[m];
		item_rows(&rc);
	}
	if (doc) {
		j_set(doc, "parameters", rc.arr);
		return 0;
	}
	return table_print(stdout, &t) ? EXIT_FAIL : 0;
}

/*
 * Write every item whose target differs from its next-boot value, in order; when one fails,
 * give the ones written their previous value back. 0 or EXIT_FAIL (messages given).
 */
static int write_items(struct config *cf, struct mlx5ctl_dev *dev)
{
	char err[512];
	bool lost = false;
	int ret = 0;

	for (unsigned int i = 0; i < cf->nitems; i++) {
		struct item *it = &cf->items[i];

		if (!it->nchanges)
			continue;
		if (!mlx5ctl_nv_write(dev, it->v->value, it->target, it->len)) {
			it->written = true;
			continue;
		}
		snprintf(err, sizeof(err), "%s", mlx5ctl_strerror());
		ret = failf("writing %s failed: %s", it->v->name, err);
		break;
	}
	if (!ret)
		return 0;
	/* all or nothing: back to what the device had */
	for (unsigned int i = 0; i < cf->nitems; i++) {
		struct item *it = &cf->items[i];

		if (!it->written)
			continue;
		if (mlx5ctl_nv_write(dev, it->v->value, it->next, it->len)) {
			warnf("restoring %s failed too (%s): its next-boot value is the new one",
			      it->v->name, mlx5ctl_strerror());
			lost = true;
		} else {
			warnf("restored %s to its previous next-boot value", it->v->name);
		}
	}
	if (lost)
		warnf("the next-boot configuration is partly changed: see above");
	else
		warnf("nothing changed: the next-boot configuration is as it was");
	return ret;
}

/* MNVDI: item `type` back to its default at the next boot, no longer set */
static int nv_invalidate(struct mlx5ctl_dev *dev, uint32_t type)
{
	uint8_t reg[MLX5CTL_ST_SZ_BYTES(mnvdi_reg)] = { 0 };

	mlx5ctl_be32_store(MLX5CTL_ADDR_OF(mnvdi_reg, reg, configuration_item_header.type), type);
	return mlx5ctl_access_reg(dev, MLX5CTL_REG_MNVDI, 0, true, reg, reg, sizeof(reg));
}

/*
 * --reset ITEM...: one MNVDI per item named. An item is its own TLV on the device: the ones
 * already invalidated cannot be put back as they were (MNVDA would make them set with their
 * old values, which is the closest): a failure says what was reset.
 */
static int reset_items(struct config *cf, struct mlx5ctl_dev *dev)
{
	for (unsigned int i = 0; i < cf->nitems; i++) {
		struct item *it = &cf->items[i];
		char err[512];

		if (!it->change)
			continue;
		if (!nv_invalidate(dev, it->v->value)) {
			it->written = true;
			continue;
		}
		snprintf(err, sizeof(err), "%s", mlx5ctl_strerror());
		for (unsigned int k = 0; k < i; k++)
			if (cf->items[k].written &&
			    mlx5ctl_nv_write(dev, cf->items[k].v->value, cf->items[k].next,
					     cf->items[k].len))
				warnf("%s: reset, and its previous value could not be written back",
				      cf->items[k].v->name);
			else if (cf->items[k].written)
				warnf("%s: its previous next-boot value written back",
				      cf->items[k].v->name);
		return failf("resetting %s failed: %s", it->v->name, err);
	}
	return 0;
}

/* the next-boot value of every item that changes, the targets, what changes */
static int plan(struct config *cf, struct mlx5ctl_dev *dev, bool from_default, char **text,
		J *arr, int *total)
{
	FILE *f;
	char *all = NULL;
	size_t alen = 0;
	int ret = 0;

	*total = 0;
	f = open_memstream(&all, &alen);
	if (!f)
		return failf("out of memory");
	for (unsigned int i = 0; i < cf->nitems && !ret; i++) {
		struct item *it = &cf->items[i];

		if (!it->change)
			continue;
		if (mlx5ctl_nv_read(dev, it->v->value, MLX5CTL_NV_ACCESS_MODE_NEXT, it->next,
				    it->len) ||
		    (from_default ?
		     mlx5ctl_nv_read(dev, it->v->value, MLX5CTL_NV_ACCESS_MODE_DEFAULT, it->target,
				     it->len) : 0)) {
			ret = fail();
			break;
		}
		if (!from_default)
			memcpy(it->target, it->next, it->len);
	}
	if (!ret)
		ret = apply_params(cf);
	for (unsigned int i = 0; i < cf->nitems && !ret; i++) {
		struct item *it = &cf->items[i];
		char *t = NULL;

		if (!it->change)
			continue;
		it->nchanges = struct_changes(it->v->layout, it->next, it->target, it->len,
					      it->v->name, &t, arr);
		if (it->nchanges < 0) {
			ret = failf("out of memory");
			break;
		}
		*total += it->nchanges;
		fputs(t ? t : "", f);
		free(t);
	}
	fclose(f);
	if (ret)
		free(all);
	else
		*text = all;
	return ret;
}

enum { CFG_RESET = OPT_OWN, CFG_BACKUP, CFG_RESTORE, CFG_LIST, CFG_SHOW };

struct config_opts {
	bool reset, list;
	const char *backup, *restore, *show;
};

static int config_opt(int id, const char *arg, void *p)
{
	struct config_opts *o = p;

	switch (id) {
	case CFG_RESET:
		o->reset = true;
		return 0;
	case CFG_BACKUP:
		o->backup = arg;
		return 0;
	case CFG_RESTORE:
		o->restore = arg;
		return 0;
	case CFG_LIST:
		o->list = true;
		return 0;
	case CFG_SHOW:
		o->show = arg;
		return 0;
	}
	return -1;
}

/* an item as --list and --show describe it */
static J *j_item_desc(const struct item *it)
{
	J *o = j_obj();

	j_set(o, "name", j_str(it->v->name));
	j_set(o, "type", j_u64(it->v->value));
	j_set(o, "access", j_str(writable(it) ? "RW" : "RO"));
	j_set(o, "bytes", j_u64(it->len));
	j_set(o, "layout", j_str(it->v->layout->name));
	j_set(o, "doc", j_str(it->v->doc));
	return o;
}

/* an enum's words as mstconfig writes them: "ETH(1)|IB(2)"; a flag's "False|True" */
static void value_words(const struct mlx5ctl_field_desc *f, char *buf, size_t len)
{
	const struct mlx5ctl_enum_value *ev;
	size_t n = 0;

	buf[0] = '\0';
	if (f->kind == MLX5CTL_KIND_FLAG) {
		snprintf(buf, len, "False|True");
		return;
	}
	if (f->kind != MLX5CTL_KIND_ENUM) {
		snprintf(buf, len, "<%u-bit number>", f->width);
		return;
	}
	for (unsigned int i = 0; (ev = mlx5ctl_prm_enum_value_at(f->enm, i)) && n + 1 < len; i++)
		n += (size_t)snprintf(buf + n, len - n, "%s%s(%u)", i ? "|" : "", ev->name,
				      ev->value);
}

/* every parameter mstconfig names, as its show_confs does: name, values, item, description */
static int list_params(void)
{
	const struct mlx5ctl_nv_param_desc *np;
	char words[1024];

	printf("\nPARAMETERS (mstconfig's names; ITEM.field says the same):\n");
	for (unsigned int i = 0; (np = mlx5ctl_prm_nv_param_at(i)); i++) {
		const char *d = np->field->doc ? np->field->doc : "";

		value_words(np->field, words, sizeof(words));
		printf("\n  %s=<%s>  (%s.%s, %s)\n", np->name, words, np->item->name,
		       np->field->name, np->item->access ? np->item->access : "RW");
		while (*d) {
			size_t l = strcspn(d, "\n");

			printf("        %.*s\n", (int)l, d);
			d += l + (d[l] == '\n');
		}
	}
	return ferror(stdout) ? EXIT_FAIL : 0;
}

/* the parameters as --list --json gives them: name, item, field, access, words, doc */
/* "GLOBAL_PCI_CONF.sriov_en": the name mlx5ctl gives an mstconfig parameter */
static void param_path(const struct mlx5ctl_nv_param_desc *np, char *buf, size_t len)
{
	snprintf(buf, len, "%s.%s", np->item->name, np->field->name);
}

/* mstconfig's names -> ITEM.field, for a script to look one up */
static J *j_param_names(void)
{
	const struct mlx5ctl_nv_param_desc *np;
	J *o = j_obj();

	for (unsigned int i = 0; (np = mlx5ctl_prm_nv_param_at(i)); i++) {
		char path[160];

		param_path(np, path, sizeof(path));
		j_set(o, np->name, j_str(path));
	}
	return o;
}

static J *j_params(void)
{
	const struct mlx5ctl_nv_param_desc *np;
	const struct mlx5ctl_enum_value *ev;
	J *arr = j_arr();

	for (unsigned int i = 0; (np = mlx5ctl_prm_nv_param_at(i)); i++) {
		J *o = j_obj(), *w = NULL;
		char path[160];

		param_path(np, path, sizeof(path));
		j_set(o, "name", j_str(np->name));
		j_set(o, "parameter", j_str(path));
		j_set(o, "item", j_str(np->item->name));
		j_set(o, "field", j_str(np->field->name));
		j_set(o, "access", j_str(np->item->access ? np->item->access : "RW"));
		j_set(o, "kind", j_str(mlx5ctl_prm_kind_name(np->field->kind)));
		j_set(o, "bits", j_u64(np->field->width));
		if (np->field->kind == MLX5CTL_KIND_ENUM) {
			w = j_arr();
			for (unsigned int k = 0; (ev = mlx5ctl_prm_enum_value_at(np->field->enm, k));
			     k++)
				j_push(w, j_enum(ev->name, ev->value));
		}
		if (w)
			j_set(o, "values", w);
		j_set(o, "doc", j_str(np->field->doc ? np->field->doc : ""));
		j_push(arr, o);
	}
	return arr;
}

static int config_list(struct config *cf)
{
	static const char *const head[] = { "ITEM", "TYPE", "ACCESS", "BYTES", "DOC", NULL };
	struct table t;
	J *arr = NULL;

	if (tool.json)
		arr = j_arr();
	else
		table_init(&t, head);
	for (unsigned int i = 0; i < cf->nitems; i++) {
		const struct item *it = &cf->items[i];
		char type[16], bytes[16];

		snprintf(type, sizeof(type), "0x%x", it->v->value);
		snprintf(bytes, sizeof(bytes), "%zu", it->len);
		if (arr) {
			j_push(arr, j_item_desc(it));
		} else {
			const char *row[] = { it->v->name, type, writable(it) ? "RW" : "RO", bytes,
					      it->v->doc };

			table_row(&t, row);
		}
	}
	if (arr) {
		J *doc = j_obj();

		j_set(doc, "items", arr);
		j_set(doc, "parameters", j_params());
		j_set(doc, "mstconfig_names", j_param_names());
		return j_print(stdout, doc) ? EXIT_FAIL : 0;
	}
	if (table_print(stdout, &t))
		return EXIT_FAIL;
	return list_params();
}

static int config_show(struct config *cf, const char *name)
{
	const struct item *it = NULL;
	struct table t;

	for (unsigned int i = 0; i < cf->nitems; i++)
		if (!strcasecmp(cf->items[i].v->name, name))
			it = &cf->items[i];
	if (!it)
		return usage_error("unknown configuration item '%s' ('mlx5ctl config --list')",
				   name);
	if (tool.json)
		return print_show("item", j_item_desc(it), it->v->layout);
	printf("%s (type 0x%x, %s, %zu bytes, layout %s): %s\n\n", it->v->name, it->v->value,
	       writable(it) ? "RW" : "RO", it->len, it->v->layout->name, it->v->doc);
	table_init(&t, describe_head);
	describe_struct(it->v->layout, &t, NULL);
	return table_print(stdout, &t) ? EXIT_FAIL : 0;
}

/* an assignment of field f of item it, as --restore reads it back: "ITEM.field=value" */
static bool backup_line(const struct item *it, const struct mlx5ctl_field_desc *f, char *buf,
			size_t len)
{
	struct mlx5ctl_prm_ref ref = { .f = f, .bit = f->bit };
	const uint8_t *n = it->next, *d = it->target;	/* next, default */
	size_t k;

	switch (f->kind) {
	case MLX5CTL_KIND_UINT:
	case MLX5CTL_KIND_ENUM:
	case MLX5CTL_KIND_FLAG:
		if (mlx5ctl_prm_get(n, &ref) == mlx5ctl_prm_get(d, &ref))
			return false;
		snprintf(buf, len, "%s.%s=%" PRIu64, it->v->name, f->name, mlx5ctl_prm_get(n, &ref));
		return true;
	case MLX5CTL_KIND_BYTES:
		if (!memcmp(n + f->bit / 8, d + f->bit / 8, f->width / 8))
			return false;
		k = (size_t)snprintf(buf, len, "%s.%s=0x", it->v->name, f->name);
		for (uint32_t i = 0; i < f->width / 8 && k + 3 < len; i++)
			k += (size_t)snprintf(buf + k, len - k, "%02x", n[f->bit / 8 + i]);
		return true;
	default:
		return false;	/* items are flat; nothing else to say */
	}
}

/*
 * The items the device says are set (MNVGN, one read each) into it->named: 1, or 0 when the
 * device has no MNVGN (MCAM says), or a failure. Nothing set is an empty list (the register's
 * NO_RES on the first read).
 */
static int nv_set_items(struct config *cf, struct mlx5ctl_dev *dev)
{
	uint8_t mcam[MLX5CTL_ST_SZ_BYTES(mcam_reg)] = { 0 };
	uint8_t reg[MLX5CTL_ST_SZ_BYTES(mnvgn_reg)];
	unsigned int bit = MLX5CTL_REG_MNVGN - 0x9000, n;
	uint32_t ptr = 0;

	if (mlx5ctl_access_reg(dev, MLX5CTL_REG_MCAM, 0, false, mcam, mcam, sizeof(mcam)))
		return fail();
	/* group 0: register 0x9000 + i is bit i from the mask's end */
	if (!mlx5ctl_bits_get(mcam, MLX5CTL_BIT_OFF(mcam_reg, mng_access_reg_cap_mask) + 127 - bit,
			      1))
		return 0;
	for (n = 0; n <= cf->nitems; n++) {
		uint32_t type;

		memset(reg, 0, sizeof(reg));
		MLX5CTL_SET(mnvgn_reg, reg, nv_pointer, ptr);
		if (mlx5ctl_access_reg(dev, MLX5CTL_REG_MNVGN, 0, false, reg, reg, sizeof(reg))) {
			if (!ptr && strstr(mlx5ctl_strerror(), "NO_RES"))
				return 1;	/* nothing set */
			return fail();
		}
		ptr = MLX5CTL_GET(mnvgn_reg, reg, nv_pointer);
		if (!ptr)
			return 1;
		type = mlx5ctl_be32_load(MLX5CTL_ADDR_OF(mnvgn_reg, reg,
							 configuration_item_header.type));
		for (unsigned int i = 0; i < cf->nitems; i++)
			if (cf->items[i].v->value == type)
				cf->items[i].named = true;
	}
	return failf("MNVGN: the device lists more items than it has");
}

static int config_backup(struct config *cf, struct mlx5ctl_dev *dev, const char *path)
{
	struct mlx5ctl_devinfo info = { .size = sizeof(info) };
	char fw[32] = "?", line[1024], when[64];
	struct tfile tf;
	J *doc = NULL, *arr = NULL;
	time_t now = time(NULL);
	int err, lines = 0;

	int listed;

	if (mlx5ctl_info(dev, &info))
		return fail();
	listed = nv_set_items(cf, dev);
	if (listed < 0 || listed > 1)
		return listed;
	mlx5ctl_fw_version(dev, fw, sizeof(fw));
	strftime(when, sizeof(when), "%Y-%m-%d %H:%M:%S UTC", gmtime(&now));
	err = tf_open(&tf, path, 0644);
	if (err)
		return failf("%s: %s", path, strerror(-err));
	if (tool.json) {
		doc = j_obj();
		arr = j_arr();
	}
	fprintf(tf.f, "# mlx5ctl configuration backup: the next-boot values that differ from the "
		"defaults%s\n# device %s, PCI %s, firmware %s, taken %s\n"
		"# restore (exactly this, every other item to its default): "
		"mlx5ctl config --restore FILE\n",
		listed ? " (of the items the device lists as set: MNVGN)" : "", info.adev, info.pci,
		fw, when);
	for (unsigned int i = 0; i < cf->nitems; i++) {
		struct item *it = &cf->items[i];
		const struct mlx5ctl_field_desc *f;

		if (!writable(it) || (listed && !it->named))
			continue;
		if (mlx5ctl_nv_read(dev, it->v->value, MLX5CTL_NV_ACCESS_MODE_NEXT, it->next,
				    it->len) ||
		    mlx5ctl_nv_read(dev, it->v->value, MLX5CTL_NV_ACCESS_MODE_DEFAULT, it->target,
				    it->len)) {
			tf_abort(&tf);
			j_free(doc);
			j_free(arr);
			return fail();
		}
		for (unsigned int k = 0; (f = mlx5ctl_prm_field_at(it->v->layout, k)); k++)
			if (backup_line(it, f, line, sizeof(line))) {
				fprintf(tf.f, "%s\n", line);
				if (arr)
					j_push(arr, j_str(line));
				lines++;
			}
	}
	err = tf_commit(&tf);
	if (err) {
		j_free(doc);
		j_free(arr);
		return failf("%s: %s", path, strerror(-err));
	}
	if (doc) {
		j_set(doc, "device", j_str(info.adev));
		j_set(doc, "file", j_str(path));
		j_set(doc, "assignments", arr);
		return j_print(stdout, doc) ? EXIT_FAIL : 0;
	}
	if (strcmp(path, "-"))
		fprintf(stderr, "%s: %d assignment%s (next-boot values that differ from the "
			"defaults)\n", path, lines, lines == 1 ? "" : "s");
	return 0;
}

/* the file's assignments into cf->params; every writable item changes (to default + these) */
static int read_restore(struct config *cf, const char *path)
{
	FILE *f = strcmp(path, "-") ? fopen(path, "r") : stdin;
	char line[1024], where[600];
	int ret = 0, n = 0;

	if (!f)
		return failf("%s: %s", path, strerror(errno));
	while (!ret && fgets(line, sizeof(line), f)) {
		char *s = line, *e;

		n++;
		if (!strchr(line, '\n') && !feof(f)) {
			snprintf(where, sizeof(where), "%s:%d", path, n);
			ret = usage_error("%s: line too long", where);
			break;
		}
		while (isspace((unsigned char)*s))
			s++;
		e = s + strlen(s);
		while (e > s && isspace((unsigned char)e[-1]))
			*--e = '\0';
		if (!*s || *s == '#')
			continue;
		snprintf(where, sizeof(where), "%s:%d", path, n);
		if (!strchr(s, '=')) {
			ret = usage_error("%s: expected ITEM.field=VALUE, not '%s'", where, s);
		} else {
			char *ks = keep(cf, s), *kw = keep(cf, where);

			ret = ks && kw ? add_param(cf, ks, kw) : failf("out of memory");
		}
	}
	if (f != stdin)
		fclose(f);
	for (unsigned int i = 0; !ret && i < cf->nitems; i++)
		if (writable(&cf->items[i]))
			cf->items[i].change = true;
	return ret;
}

static int cmd_config(const struct subcmd *sc, int argc, char **argv)
{
	struct config_opts o = { 0 };
	struct config *cf = calloc(1, sizeof(*cf));
	struct mlx5ctl_dev *dev = NULL;
	char **args, *changes = NULL, q[4096];
	bool dry_run, sets = false;
	int nargs, ret, total = 0;
	J *doc = NULL, *arr = NULL;

	if (!cf)
		return failf("out of memory");
	ret = opts_parse(sc, argc, argv, config_opt, &o, &args, &nargs, &dry_run);
	if (!ret)
		ret = config_init(cf);
	if (ret)
		goto out;
	if (o.list || o.show) {
		ret = nargs ? usage_error("unexpected argument '%s'", args[0]) :
		      o.list ? config_list(cf) : config_show(cf, o.show);
		goto out;
	}
	if ((o.backup || o.restore) && nargs) {
		ret = usage_error("--backup and --restore take no parameters ('%s')", args[0]);
		goto out;
	}
	for (int i = 0; o.reset && i < nargs; i++)
		if (strchr(args[i], '=')) {
			ret = usage_error("--reset takes parameter names, not assignments ('%s')",
					  args[i]);
			goto out;
		}
	if (!!o.reset + !!o.backup + !!o.restore > 1) {
		ret = usage_error("one of --reset, --backup and --restore at a time");
		goto out;
	}
	/* every parameter and value checked before anything is sent */
	for (int i = 0; i < nargs && !ret; i++)
		ret = add_param(cf, args[i], NULL);
	if (!ret && o.restore)
		ret = read_restore(cf, o.restore);
	if (ret)
		goto out;
	for (unsigned int i = 0; i < cf->nparams; i++)
		sets |= cf->params[i].value != NULL;
	sets |= o.restore != NULL;
	if (dry_run && !sets && !o.reset) {
		ret = usage_error("--dry-run is for changes (ITEM.field=VALUE, --restore, --reset)");
		goto out;
	}
	if (tool_open(&dev)) {
		ret = EXIT_FAIL;
		goto out;
	}
	if (o.backup) {
		ret = config_backup(cf, dev, o.backup);
		goto out;
	}
	if (tool.json)
		doc = j_obj();
	if (doc) {
		struct mlx5ctl_devinfo info = { .size = sizeof(info) };

		j_set(doc, "device", mlx5ctl_info(dev, &info) ? NULL : j_str(info.adev));
	}
	if (o.reset) {
		/* what the reset changes: the items named (every writable one without names) back
		 * to their defaults, whole: MNVDI and MNVIA act on items */
		for (unsigned int i = 0; i < cf->nitems; i++) {
			struct item *it = &cf->items[i];

			if (nargs && it->named && !writable(it)) {
				ret = usage_error("%s is read-only (the spec's access is %s): nothing "
						  "written", it->v->name, it->v->access);
				goto out;
			}
			it->change = writable(it) && (!nargs || it->named);
		}
	}
	if (sets || o.reset) {
		if (doc)
			arr = j_arr();
		ret = plan(cf, dev, o.reset || o.restore, &changes, arr, &total);
		if (ret)
			goto out;
		if (dry_run) {
			if (doc) {
				j_set(doc, "dry_run", j_bool(true));
				j_set(doc, "changes", arr);
				arr = NULL;
				ret = j_print(stdout, doc) ? EXIT_FAIL : 0;
				doc = NULL;
			} else if (total) {
				printf("# would change (next boot), nothing written:\n%s", changes);
			} else {
				printf("# nothing would change\n");
			}
			goto out;
		}
		if (!total && !o.reset) {
			if (!doc)
				warnf("nothing to change: the next-boot values are those already");
		} else {
			snprintf(q, sizeof(q), "%s configuration of %s for the next boot:\n%s",
				 o.reset ? "reset the" : "change the",
				 tool.device ? tool.device : "the device",
				 total ? changes : "  (nothing differs from the defaults)\n");
			if ((ret = tool_confirm(q))) {
				if (ret != EXIT_USAGE)
					ret = failf("not confirmed: nothing written");
				goto out;
			}
			if (o.reset && !nargs)
				ret = mlx5ctl_nv_reset(dev) ? fail() : 0;
			else if (o.reset)
				ret = reset_items(cf, dev);
			else
				ret = write_items(cf, dev);
			if (ret)
				goto out;
		}
		if (doc) {
			j_set(doc, "changes", arr);
			arr = NULL;
			j_set(doc, "written", j_bool(total || o.reset));
		}
	}
	/* the parameters named (all without names): current, next boot, default */
	if (o.restore || (o.reset && !nargs))
		cf->nparams = 0;
	ret = show_params(cf, dev, doc);
	if (!ret && doc) {
		ret = j_print(stdout, doc) ? EXIT_FAIL : 0;
		doc = NULL;
	}
	if (!ret && !tool.json && (total || o.reset))
		printf("new values take effect at the next device reset\n");
out:
	j_free(doc);
	j_free(arr);
	free(changes);
	mlx5ctl_close(dev);
	for (unsigned int i = 0; i < cf->nowned; i++)
		free(cf->owned[i]);
	free(cf->owned);
	free(cf->params);
	free(cf);
	return ret;
}

static const struct tool_opt config_opts[] = {
	{ "reset", 0, CFG_RESET, NULL,
	  "back to the defaults at the next boot: the items the parameters name (MNVDI), or "
	  "every item (MNVIA)" },
	{ "backup", 'b', CFG_BACKUP, "FILE",
	  "write the next-boot values that differ from the defaults, as assignments" },
	{ "restore", 'R', CFG_RESTORE, "FILE",
	  "make the next-boot configuration what FILE says (other items: their defaults)" },
	{ "list", 'l', CFG_LIST, NULL, "the configuration items of the spec" },
	{ "show", 's', CFG_SHOW, "ITEM", "an item's fields: bits, widths, kinds, docs" },
	{ 0 },
};

const struct subcmd sc_config = {
	.name = "config", .fn = cmd_config, .args = "[ITEM.field[=VALUE] ...]", .opts = config_opts,
	.flags = SC_DEVICE | SC_WRITES,
	.help = "non-volatile configuration: show, set, reset, back up, restore",
	.more = "Every assignment is checked against the spec before the first write; a write that\n"
		"fails gives the items already written their previous value back. New values take\n"
		"effect at the next device reset.\n",
};
