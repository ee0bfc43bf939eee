// SPDX-License-Identifier: GPL-2.0 OR BSD-3-Clause
/*
 * reg: access registers by name, fields by name. A write reads the register first and changes
 * only the fields named (read-modify-write); --overwrite writes the fields named and zeros.
 * What the spec says a register allows (RO, WO, kernel-only) is checked before anything is
 * sent. --id/--len reach a register the spec does not describe, as hex.
 */
#include <errno.h>
#include <stdlib.h>
#include <string.h>

#include <misc/mlx5ctl.h>

#include "spec.h"

enum { REG_WRITE = OPT_OWN, REG_OVERWRITE, REG_ARGUMENT, REG_ID, REG_LEN, REG_DATA, REG_RAW,
       REG_LIST, REG_SHOW };

struct reg_ctx {
	bool write, overwrite, raw, list;
	const char *show, *data;
	uint64_t argument, id, len;
	bool have_id, have_len;
};

static int reg_opt(int id, const char *arg, void *p)
{
	struct reg_ctx *c = p;

	switch (id) {
	case REG_WRITE:
		c->write = true;
		return 0;
	case REG_OVERWRITE:
		c->write = c->overwrite = true;
		return 0;
	case REG_ARGUMENT:
		return parse_u64(arg, UINT32_MAX, false, &c->argument) ? 0 : -1;
	case REG_ID:
		c->have_id = true;
		return parse_u64(arg, UINT16_MAX, false, &c->id) ? 0 : -1;
	case REG_LEN:
		c->have_len = true;
		return parse_u64(arg, MLX5CTL_MAX_RPC_SIZE, true, &c->len) && c->len ? 0 : -1;
	case REG_DATA:
		c->data = arg;
		return 0;
	case REG_RAW:
		c->raw = true;
		return 0;
	case REG_LIST:
		c->list = true;
		return 0;
	case REG_SHOW:
		c->show = arg;
		return 0;
	}
	return -1;
}

static int unknown_register(const char *name)
{
	const struct mlx5ctl_reg_desc *r;
	char known[1024] = "";
	size_t n = 0;

	for (unsigned int i = 0; (r = mlx5ctl_prm_register_at(i)); i++)
		if (n < sizeof(known))
			n += (size_t)snprintf(known + n, sizeof(known) - n, " %s", r->name);
	return usage_error("unknown register '%s'; known:%s (or --id N --len N)", name, known);
}

static J *j_reg(const struct mlx5ctl_reg_desc *r, uint16_t id)
{
	return j_enum(r ? r->name : NULL, id);
}

/* a register as --list and --show describe it */
static J *j_register_desc(const struct mlx5ctl_reg_desc *r)
{
	J *o = j_obj();

	j_set(o, "name", j_str(r->name));
	j_set(o, "id", j_u64(r->id));
	j_set(o, "access", j_str(r->access));
	j_set(o, "bytes", j_u64(r->layout->size_bits / 8));
	j_set(o, "read_scope", j_str(r->read_scope));
	j_set(o, "write_scope", j_str(r->write_scope));
	j_set(o, "layout", j_str(r->layout->name));
	j_set(o, "doc", j_str(r->doc));
	j_set(o, "at_rest", r->at_rest ? j_str(r->at_rest) : j_null());
	j_set(o, "unreadable", r->unreadable ? j_str(r->unreadable) : j_null());
	return o;
}

static int reg_list(void)
{
	static const char *const head[] = { "REGISTER", "ID", "ACCESS", "BYTES", "READ", "WRITE",
					    "DOC", NULL };
	const struct mlx5ctl_reg_desc *r;
	struct table t;
	J *arr = NULL;

	if (tool.json)
		arr = j_arr();
	else
		table_init(&t, head);
	for (unsigned int i = 0; (r = mlx5ctl_prm_register_at(i)); i++) {
		char id[16], bytes[16];

		snprintf(id, sizeof(id), "0x%04x", r->id);
		snprintf(bytes, sizeof(bytes), "%u", r->layout->size_bits / 8);
		if (arr) {
			j_push(arr, j_register_desc(r));
		} else {
			const char *row[] = { r->name, id, r->access, bytes, r->read_scope,
					      r->write_scope, r->doc };

			table_row(&t, row);
		}
	}
	return print_list("registers", arr, &t);
}

static int reg_show(const char *name)
{
	const struct mlx5ctl_reg_desc *r = mlx5ctl_prm_find_register(name);
	struct table t;

	if (!r)
		return unknown_register(name);
	if (tool.json)
		return print_show("register", j_register_desc(r), r->layout);
	printf("%s (id 0x%04x, %s, %u bytes, layout %s): %s\n"
	       "read: %s, write: %s\n", r->name, r->id, r->access, r->layout->size_bits / 8,
	       r->layout->name, r->doc, r->read_scope, r->write_scope);
	if (r->at_rest)
		printf("a read names, unless told otherwise: %s\n", r->at_rest);
	if (r->unreadable)
		printf("not read on its own: %s\n", r->unreadable);
	putchar('\n');
	table_init(&t, describe_head);
	describe_struct(r->layout, &t, NULL);
	return table_print(stdout, &t) ? EXIT_FAIL : 0;
}

/* everything a reg run needs */
struct reg_run {
	struct reg_ctx *c;
	const struct mlx5ctl_reg_desc *r;	/* NULL: --id of a register the spec lacks */
	uint16_t id;
	size_t len;
	const char *name;			/* "MTMP" or "0x5004" */
	char **assigns;
	int nassigns;
	bool dry_run;
};

static int apply_assigns(const struct reg_run *rr, uint8_t *buf)
{
	char err[256];

	for (int i = 0; i < rr->nassigns; i++)
		if (mlx5ctl_prm_assign(rr->r->layout, buf, rr->len, rr->assigns[i], err, sizeof(err)))
			return usage_error("%s: %s", rr->name, err);
	return 0;
}

/* the value a register rule allows first (its resting value), and whether v is one it allows */
static bool rule_allows(const struct mlx5ctl_reg_rule *k, uint64_t v)
{
	for (unsigned int i = 0; i < k->nvalues; i++)
		if (v == k->values[i])
			return true;
	return false;
}

/* the first clause of a rule's doc, lower case: "clears the group" */
static void rule_what(const struct mlx5ctl_reg_rule *k, char *buf, size_t len)
{
	size_t n = strcspn(k->doc, ".;:(");

	while (n && k->doc[n - 1] == ' ')
		n--;
	if (n >= 2 && k->doc[n - 1] == '-' && k->doc[n - 2] == ' ')
		n -= 2;
	snprintf(buf, len, "%.*s", (int)n, k->doc);
	if (buf[0] >= 'A' && buf[0] <= 'Z')
		buf[0] = (char)(buf[0] - 'A' + 'a');
}

/*
 * A field of the request that acts on this access (the spec's register rules: PPCNT clr in a
 * read, MTMP mtr, ...): refused here, before anything is sent, in one line that names it and
 * says how to do it on purpose. 0, or EXIT_USAGE with the message given.
 */
static int acting_fields(const struct reg_run *rr, const uint8_t *data, bool write)
{
	for (unsigned int i = 0; rr->r && i < rr->r->nrules; i++) {
		const struct mlx5ctl_reg_rule *k = &rr->r->rules[i];
		struct mlx5ctl_prm_ref ref;
		char err[128], what[160];
		uint64_t v;

		/* a write a rule lifts (PPCNT clr) is that write, at its scope: asked for */
		if (k->write != write || (write && k->lifts) ||
		    mlx5ctl_prm_resolve(rr->r->layout, k->field, &ref, err, sizeof(err)))
			continue;
		v = mlx5ctl_prm_get(data, &ref);
		if (rule_allows(k, v))
			continue;
		rule_what(k, what, sizeof(what));
		if (k->lifts)
			return refusef("%s.%s=%llu acts on a read (%s): it is a write (%s); to do it "
				       "on purpose: mlx5ctl reg %s --write %s=%llu", rr->name, k->field,
				       (unsigned long long)v, what, rr->r->write_scope, rr->name,
				       k->field, (unsigned long long)v);
		return refusef("%s.%s=%llu acts on a %s (%s): the spec refuses it to a debug "
			       "%s%s; nothing sent (mlx5ctl reg --show %s says why)", rr->name,
			       k->field, (unsigned long long)v, write ? "write" : "read", what,
			       write ? "write" : "read",
			       !write && strcmp(rr->r->write_scope, "kernel-only") ? "" :
			       ", and no user-space write does it", rr->name);
	}
	return 0;
}

/* the fields that would act on a read back at their resting values (a write's first read) */
static void read_at_rest(const struct reg_run *rr, uint8_t *data)
{
	if (rr->r)
		reg_read_at_rest(rr->r, data);
}

static J *reg_doc(const struct reg_run *rr, struct mlx5ctl_dev *dev)
{
	struct mlx5ctl_devinfo info = { .size = sizeof(info) };
	J *o = j_obj();

	if (dev)
		j_set(o, "device", mlx5ctl_info(dev, &info) ? NULL : j_str(info.adev));
	j_set(o, "register", j_reg(rr->r, rr->id));
	return o;
}

static int reg_read(const struct reg_run *rr, uint8_t *data)
{
	struct mlx5ctl_dev *dev;
	char q[256];
	int ret;
	J *o = NULL;

	/* the fields named go into the request: they say which one (MTMP's sensor_index); a
	 * register whose read must name something (PTYS: the protocol) gets the spec's at_rest
	 * first */
	if (rr->r && reg_index_at_rest(rr->r, data, rr->len, NULL, 0))
		return failf("%s: the spec's at_rest '%s' does not fit its layout", rr->name,
			     rr->r->at_rest);
	if (rr->r && (ret = apply_assigns(rr, data)))
		return ret;
	/* but none that does something (PPCNT clr, MTMP mtr): a read only reads */
	if ((ret = acting_fields(rr, data, false)))
		return ret;
	if (tool_open(&dev))
		return EXIT_FAIL;
	snprintf(q, sizeof(q), "read register %s, which the spec does not describe: %s.", rr->name,
		 scope_words("debug-write-full"));
	if (!rr->r && (ret = tool_confirm(q))) {
		mlx5ctl_close(dev);
		return ret == EXIT_USAGE ? ret : failf("not confirmed: nothing sent");
	}
	ret = mlx5ctl_access_reg(dev, rr->id, (uint32_t)rr->c->argument, false, data, data,
				 rr->len);
	if (!ret && tool.json)
		o = reg_doc(rr, dev);
	mlx5ctl_close(dev);
	if (ret)
		return fail();
	if (show_struct(o, rr->r ? rr->r->layout : NULL, data, rr->len, 0, rr->c->raw || !rr->r)) {
		j_free(o);
		return failf("out of memory");
	}
	return o && j_print(stdout, o) ? EXIT_FAIL : 0;
}

static int reg_write(const struct reg_run *rr, uint8_t *data)
{
	const char *scope = rr->r ? rr->r->write_scope : "debug-write-full";
	bool rmw = rr->r && !rr->c->overwrite;
	struct mlx5ctl_dev *dev = NULL;
	uint8_t *cur = calloc(1, rr->len);
	char *changes = NULL, q[1024];
	int ret = EXIT_FAIL, n = 0;
	J *o = NULL, *arr = NULL;

	if (!cur)
		return failf("out of memory");
	if (rr->r && (ret = apply_assigns(rr, data)))
		goto out;
	if ((ret = acting_fields(rr, data, true)))
		goto out;
	ret = EXIT_FAIL;
	if (rmw || !rr->dry_run) {
		if (tool_open(&dev))
			goto out;
	}
	if (rmw) {
		/*
		 * read it with the fields named (they may say which instance), change those; the
		 * read leaves out the fields that would act on it (MTMP mtr: the write does that)
		 */
		memcpy(cur, data, rr->len);
		read_at_rest(rr, cur);
		if (mlx5ctl_access_reg(dev, rr->id, (uint32_t)rr->c->argument, false, cur, cur,
				       rr->len)) {
			ret = fail();
			goto out;
		}
		memcpy(data, cur, rr->len);
		if ((ret = apply_assigns(rr, data)))
			goto out;
		ret = EXIT_FAIL;
	}
	if (tool.json)
		arr = j_arr();
	if (rr->r) {
		n = struct_changes(rr->r->layout, cur, data, rr->len, NULL, &changes, arr);
		if (n < 0) {
			ret = failf("out of memory");
			goto out;
		}
	}
	if (rmw && !n) {
		if (tool.json) {
			o = reg_doc(rr, dev);
			j_set(o, "mode", j_str("read-modify-write"));
			j_set(o, "changes", arr);
			arr = NULL;
			j_set(o, "written", j_bool(false));
			ret = j_print(stdout, o) ? EXIT_FAIL : 0;
			o = NULL;
		} else {
			warnf("%s already has those values: nothing written", rr->name);
			ret = 0;
		}
		goto out;
	}
	if (rr->dry_run) {
		if (tool.json) {
			o = reg_doc(rr, dev);
			j_set(o, "mode", j_str(rmw ? "read-modify-write" : "overwrite"));
			j_set(o, "dry_run", j_bool(true));
			j_set(o, "changes", arr);
			arr = NULL;
			j_set(o, "request", rr->r ? j_prm(rr->r->layout, data, rr->len, 0) :
						    j_hex(data, rr->len));
			ret = j_print(stdout, o) ? EXIT_FAIL : 0;
			o = NULL;
		} else {
			printf("# %s %s (%s), not sent:\n", rr->name,
			       rmw ? "read-modify-write" : "overwrite", scope);
			if (changes && *changes)
				printf("# changes:\n%s", changes);
			ret = show_struct(NULL, rr->r ? rr->r->layout : NULL, data, rr->len, 0,
					  rr->c->raw || !rr->r) ? EXIT_FAIL : 0;
		}
		goto out;
	}
	snprintf(q, sizeof(q), "write register %s on %s (%s%s), %s:\n%s", rr->name,
		 tool.device ? tool.device : "the device", rmw ? "read-modify-write" : "overwrite",
		 rmw ? "" : ": every field not named becomes 0", scope_words(scope),
		 changes && *changes ? changes : "  (raw data)\n");
	if ((ret = tool_confirm(q))) {
		if (ret != EXIT_USAGE)
			ret = failf("not confirmed: nothing written");
		goto out;
	}
	if (mlx5ctl_access_reg(dev, rr->id, (uint32_t)rr->c->argument, true, data, data,
			       rr->len)) {
		ret = fail();
		goto out;
	}
	if (tool.json) {
		o = reg_doc(rr, dev);
		j_set(o, "mode", j_str(rmw ? "read-modify-write" : "overwrite"));
		j_set(o, "changes", arr);
		arr = NULL;
		j_set(o, "written", j_bool(true));
	}
	/* the reply: what the register says after the write */
	ret = show_struct(o, rr->r ? rr->r->layout : NULL, data, rr->len, 0,
			  rr->c->raw || !rr->r) ? failf("out of memory") : 0;
	if (o)
		ret = j_print(stdout, o) ? EXIT_FAIL : ret;
	o = NULL;
out:
	j_free(o);
	j_free(arr);
	free(changes);
	free(cur);
	mlx5ctl_close(dev);
	return ret;
}

static int cmd_reg(const struct subcmd *sc, int argc, char **argv)
{
	struct reg_ctx c = { 0 };
	struct reg_run rr = { .c = &c };
	char idname[16], **args;
	uint8_t *data;
	int nargs, ret;

	ret = opts_parse(sc, argc, argv, reg_opt, &c, &args, &nargs, &rr.dry_run);
	if (ret)
		return ret;
	if (c.list || c.show) {
		if (nargs)
			return usage_error("unexpected argument '%s'", args[0]);
		return c.list ? reg_list() : reg_show(c.show);
	}
	if (c.have_id) {
		rr.id = (uint16_t)c.id;
		rr.r = mlx5ctl_prm_find_register_id(rr.id);
		rr.assigns = args;
		rr.nassigns = nargs;
	} else {
		if (!nargs)
			return usage_error("which register? (one of the spec's, e.g. MGIR; "
					   "'mlx5ctl reg --list')");
		rr.r = mlx5ctl_prm_find_register(args[0]);
		if (!rr.r)
			return unknown_register(args[0]);
		rr.id = rr.r->id;
		rr.assigns = args + 1;
		rr.nassigns = nargs - 1;
	}
	if (rr.r) {
		rr.name = rr.r->name;
		rr.len = rr.r->layout->size_bits / 8;
		if (c.have_len && c.len != rr.len)
			return usage_error("%s is %zu bytes in the spec; --len is for registers it does "
					   "not describe", rr.name, rr.len);
		if (c.data)
			return usage_error("%s: give its fields as field=value, not --data", rr.name);
	} else {
		snprintf(idname, sizeof(idname), "0x%04x", rr.id);
		rr.name = idname;
		if (!c.have_len || c.len % 4)
			return usage_error("register %s is not in the spec: give its size with --len "
					   "(bytes, a multiple of 4)", rr.name);
		if (rr.nassigns)
			return usage_error("register %s is not in the spec: it has no fields to name; "
					   "write it with --overwrite --data HEX", rr.name);
		if (c.write && (!c.overwrite || !c.data))
			return usage_error("register %s is not in the spec: a write is --overwrite "
					   "--data HEX (nothing to read-modify-write by name)",
					   rr.name);
		rr.len = c.len;
	}
	if (c.data && !c.write)
		return usage_error("--data is what --overwrite writes");
	/* what the spec says the register allows, before anything is sent */
	if (rr.r && c.write && !strcmp(rr.r->access, "RO"))
		return usage_error("%s is read-only (the spec's access is RO): nothing written",
				   rr.name);
	if (rr.r && !c.write && !strcmp(rr.r->access, "WO"))
		return usage_error("%s is write-only (access WO): it cannot be read; write it with "
				   "--write", rr.name);
	if (rr.r && !strcmp(c.write ? rr.r->write_scope : rr.r->read_scope, "kernel-only"))
		return usage_error("%s %s is kernel-only: the driver refuses it; nothing sent",
				   c.write ? "writing" : "reading", rr.name);
	if (rr.r && c.write && !c.overwrite && strcmp(rr.r->access, "WO") && !rr.nassigns)
		return usage_error("%s --write: no field=value to change (--overwrite writes the "
				   "fields named and zeros)", rr.name);
	if (rr.dry_run && !c.write)
		return usage_error("--dry-run is for writes");
	data = calloc(1, rr.len);
	if (!data)
		return failf("out of memory");
	if (c.data) {
		uint8_t *bytes;
		size_t n;

		if (parse_hex(c.data, &bytes, &n) || n > rr.len) {
			free(data);
			return usage_error("--data: up to %zu bytes as hex digits", rr.len);
		}
		memcpy(data, bytes, n);
		free(bytes);
	}
	/* a WO register cannot be read back: its write starts from zeros */
	if (c.write && rr.r && !strcmp(rr.r->access, "WO"))
		c.overwrite = true;
	ret = c.write ? reg_write(&rr, data) : reg_read(&rr, data);
	free(data);
	return ret;
}

static const struct tool_opt reg_opts[] = {
	{ "write", 'w', REG_WRITE, NULL,
	  "write: read the register, change the fields named, write it back" },
	{ "overwrite", 0, REG_OVERWRITE, NULL,
	  "write the fields named and zeros for every other field (no read first)" },
	{ "argument", 'A', REG_ARGUMENT, "N", "ACCESS_REG's argument (register specific)" },
	{ "id", 0, REG_ID, "ID", "a register by id, also one the spec does not describe" },
	{ "len", 0, REG_LEN, "BYTES", "the size of a register the spec does not describe" },
	{ "data", 0, REG_DATA, "HEX", "what --overwrite writes to a register by --id" },
	{ "raw", 'r', REG_RAW, NULL, "the reply as hex, undecoded" },
	{ "list", 'l', REG_LIST, NULL, "the registers of the spec: id, access, size, scopes" },
	{ "show", 's', REG_SHOW, "NAME", "a register's fields: bits, widths, kinds, formats, docs" },
	{ 0 },
};

const struct subcmd sc_reg = {
	.name = "reg", .fn = cmd_reg, .args = "NAME [field=value ...]", .opts = reg_opts,
	.flags = SC_DEVICE | SC_WRITES,
	.help = "read or write an access register of the spec, fields by name",
	.more = "Reading, field=value pairs go into the request (MTMP sensor_index=64). Writing reads\n"
		"the register first and changes only the fields named; registers the spec says are\n"
		"read-only or kernel-only are refused before anything is sent.\n",
};
