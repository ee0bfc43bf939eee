// SPDX-License-Identifier: GPL-2.0 OR BSD-3-Clause
/* caps, rpc and obj: commands of the spec, their inboxes encoded by field name, replies decoded. */
#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "spec.h"

/* the auxiliary name of an open device, for the JSON documents */
static J *j_devname(struct mlx5ctl_dev *dev)
{
	struct mlx5ctl_devinfo info = { .size = sizeof(info) };

	return mlx5ctl_info(dev, &info) ? NULL : j_str(info.adev);
}

/* ---- caps ---- */
enum { CAPS_TYPE = OPT_OWN, CAPS_MAX, CAPS_ALL, CAPS_RAW };

struct caps_ctx {
	const char *type;
	bool max, all, raw;
};

static int caps_opt(int id, const char *arg, void *p)
{
	struct caps_ctx *c = p;

	switch (id) {
	case CAPS_TYPE:
		c->type = arg;
		return 0;
	case CAPS_MAX:
		c->max = true;
		return 0;
	case CAPS_ALL:
		c->all = true;
		return 0;
	case CAPS_RAW:
		c->raw = true;
		return 0;
	}
	return -1;
}

static int cmd_caps(const struct subcmd *sc, int argc, char **argv)
{
	const struct mlx5ctl_enum_desc *ct = mlx5ctl_prm_find_enum("cap_type");
	const struct mlx5ctl_enum_value *v;
	struct caps_ctx c = { .type = "GENERAL" };
	struct mlx5ctl_dev *dev;
	uint8_t page[4096];
	char **args;
	int nargs, ret;
	J *o = NULL;

	ret = opts_parse(sc, argc, argv, caps_opt, &c, &args, &nargs, NULL);
	if (ret)
		return ret;
	if (nargs)
		return usage_error("unexpected argument '%s' (the type goes with --type)", args[0]);
	v = mlx5ctl_prm_enum_lookup(ct, c.type);
	if (!v || !v->layout) {
		char known[512] = "";
		size_t n = 0;

		for (unsigned int i = 0; (v = mlx5ctl_prm_enum_value_at(ct, i)); i++)
			if (v->layout && n < sizeof(known))
				n += (size_t)snprintf(known + n, sizeof(known) - n, " %s", v->name);
		return usage_error("unknown capability type '%s'; known:%s", c.type, known);
	}
	if (tool_open(&dev))
		return EXIT_FAIL;
	memset(page, 0, sizeof(page));
	ret = mlx5ctl_query_caps(dev, (uint16_t)v->value, c.max, page, sizeof(page));
	if (!ret && tool.json) {
		o = j_obj();
		j_set(o, "device", j_devname(dev));
		j_set(o, "type", j_enum(v->name, v->value));
		j_set(o, "max", j_bool(c.max));
	}
	mlx5ctl_close(dev);
	if (ret)
		return fail();
	ret = show_struct(o, v->layout, page, v->layout->size_bits / 8,
			  c.all ? 0 : MLX5CTL_PRINT_NONZERO, c.raw);
	if (o)
		ret = j_print(stdout, o);
	return ret ? failf("out of memory") : 0;
}

static const struct tool_opt caps_opts[] = {
	{ "type", 't', CAPS_TYPE, "NAME", "capability type (default GENERAL; 'mlx5ctl names caps')" },
	{ "max", 'm', CAPS_MAX, NULL, "the maximum the device supports, not the current value" },
	{ "all", 'a', CAPS_ALL, NULL, "every field, zero ones too" },
	{ "raw", 'r', CAPS_RAW, NULL, "the page as hex, undecoded" },
	{ 0 },
};

const struct subcmd sc_caps = {
	.name = "caps", .fn = cmd_caps, .args = "", .opts = caps_opts, .flags = SC_DEVICE,
	.help = "capabilities of one type, every field named (non-zero ones unless --all)",
};

/* ---- rpc and obj ---- */
struct run {
	const struct mlx5ctl_cmd_desc *c;
	char **assigns;
	int nassigns;
	const char *what;	/* for messages: "rpc QUERY_EQ" */
	bool raw, dry_run;
	J *extra;		/* more keys for the JSON document (obj: object, id), or NULL */
};

/*
 * Encode c's inbox from "field=value" assignments, judge it as the driver will, run it, print
 * the decoded outbox. 2 for a bad assignment or a request the driver refuses, 1 when the
 * device or firmware fails (the outbox is still printed when the firmware answered).
 */
static int run_command(struct run *r)
{
	const struct mlx5ctl_cmd_desc *c = r->c;
	size_t inlen = c->in->size_bits / 8, outlen = c->out->size_bits / 8;
	uint8_t *in = calloc(1, inlen), *out = calloc(1, outlen);
	const struct mlx5ctl_reg_desc *reg;
	struct mlx5ctl_dev *dev = NULL;
	char err[256], st[128], q[512];
	const char *scope;
	int ret = EXIT_FAIL;
	J *o = NULL;

	if (!in || !out) {
		ret = failf("out of memory");
		goto done;
	}
	MLX5CTL_SET(mbox_in_hdr, in, opcode, c->opcode);
	for (int i = 0; i < r->nassigns; i++)
		if (mlx5ctl_prm_assign(c->in, in, inlen, r->assigns[i], err, sizeof(err))) {
			ret = usage_error("%s: %s", r->what, err);
			goto done;
		}
	scope = rpc_scope(c, in, inlen, &reg);
	if (!strcmp(scope, "kernel-only")) {
		if (reg)
			ret = usage_error("%s: register %s is %s (access %s): the driver refuses to "
					  "%s it; nothing sent", r->what, reg->name,
					  !strcmp(reg->access, "RO") ? "read-only" :
					  !strcmp(reg->access, "WO") ? "write-only" : "kernel-only",
					  reg->access, MLX5CTL_GET(access_register_in, in, op_mod) ==
					  MLX5CTL_ACCESS_REG_OP_MOD_WRITE ? "write" : "read");
		else
			ret = usage_error("%s: kernel-only: the driver never runs it for user space; "
					  "nothing sent", r->what);
		goto done;
	}
	if (r->dry_run) {
		if (tool.json) {
			o = j_obj();
			j_set(o, "command", j_enum(c->name, c->opcode));
			j_set(o, "scope", j_str(scope));
			j_set(o, "dry_run", j_bool(true));
			j_set(o, "request", j_prm(c->in, in, inlen, MLX5CTL_PRINT_NONZERO));
			ret = j_print(stdout, o) ? EXIT_FAIL : 0;
		} else {
			printf("# %s request (%s), not sent:\n", c->name, scope);
			ret = show_struct(NULL, c->in, in, inlen, 0, r->raw) ? EXIT_FAIL : 0;
		}
		goto done;
	}
	if (tool_open(&dev))
		goto done;
	snprintf(q, sizeof(q), "%s %s on %s: %s.", r->what,
		 reg ? reg->name : "", tool.device ? tool.device : "the device", scope_words(scope));
	if (scope_writes(scope) && (ret = tool_confirm(q))) {
		if (ret != EXIT_USAGE)
			ret = failf("not confirmed: nothing sent");
		goto done;
	}
	if (mlx5ctl_rpc(dev, in, inlen, out, outlen)) {
		fail();
		goto done;
	}
	if (tool.json) {
		o = r->extra ? r->extra : j_obj();
		r->extra = NULL;
		j_set(o, "device", j_devname(dev));
		j_set(o, "command", j_enum(c->name, c->opcode));
		j_set(o, "scope", j_str(scope));
		j_set(o, "status", j_enum(mlx5ctl_prm_enum_name(mlx5ctl_prm_find_enum("cmd_status"),
								 MLX5CTL_GET(mbox_out_hdr, out, status)),
					  MLX5CTL_GET(mbox_out_hdr, out, status)));
		j_set(o, "syndrome", j_u64(MLX5CTL_GET(mbox_out_hdr, out, syndrome)));
		show_struct(o, c->out, out, outlen, 0, r->raw);
		if (j_print(stdout, o))
			goto done;
	} else {
		show_struct(NULL, c->out, out, outlen, 0, r->raw);
	}
	if (MLX5CTL_GET(mbox_out_hdr, out, status)) {
		mlx5ctl_status_str(out, st, sizeof(st));
		failf("%s failed: %s", c->name, st);
		goto done;
	}
	ret = 0;
done:
	j_free(r->extra);
	mlx5ctl_close(dev);
	free(in);
	free(out);
	return ret;
}

enum { RPC_LIST = OPT_OWN, RPC_SHOW, RPC_RAW };

struct rpc_ctx {
	bool list, raw;
	const char *show;
};

static int rpc_opt(int id, const char *arg, void *p)
{
	struct rpc_ctx *c = p;

	if (id == RPC_LIST)
		c->list = true;
	else if (id == RPC_SHOW)
		c->show = arg;
	else if (id == RPC_RAW)
		c->raw = true;
	else
		return -1;
	return 0;
}

/* a command as --list and --show describe it */
static J *j_command_desc(const struct mlx5ctl_cmd_desc *c)
{
	J *o = j_obj();

	j_set(o, "name", j_str(c->name));
	j_set(o, "opcode", j_u64(c->opcode));
	j_set(o, "scope", j_str(c->scope));
	j_set(o, "doc", j_str(c->doc));
	return o;
}

static int rpc_list(void)
{
	static const char *const head[] = { "COMMAND", "OPCODE", "SCOPE", "DOC", NULL };
	const struct mlx5ctl_cmd_desc *c;
	struct table t;
	J *arr = NULL;

	if (tool.json)
		arr = j_arr();
	else
		table_init(&t, head);
	for (unsigned int i = 0; (c = mlx5ctl_prm_command_at(i)); i++) {
		char op[16];

		snprintf(op, sizeof(op), "0x%x", c->opcode);
		if (arr) {
			j_push(arr, j_command_desc(c));
		} else {
			const char *row[] = { c->name, op, c->scope, c->doc };

			table_row(&t, row);
		}
	}
	return print_list("commands", arr, &t);
}

static int rpc_show(const char *name)
{
	const struct mlx5ctl_cmd_desc *c = mlx5ctl_prm_find_command(name);
	const struct mlx5ctl_struct_desc *sts[2];

	if (!c)
		return usage_error("unknown command '%s' ('mlx5ctl rpc --list')", name);
	sts[0] = c->in;
	sts[1] = c->out;
	if (tool.json) {
		J *o = j_command_desc(c);

		for (int k = 0; k < 2; k++) {
			J *arr = j_arr();

			describe_struct(sts[k], NULL, arr);
			j_set(o, k ? "out" : "in", arr);
		}
		return print_show("command", o, NULL);
	}
	printf("%s (opcode 0x%x, scope %s): %s\n", c->name, c->opcode, c->scope, c->doc);
	for (int k = 0; k < 2; k++) {
		struct table t;

		printf("\n%s (%s, %u bytes):\n", k ? "outbox" : "inbox", sts[k]->name,
		       sts[k]->size_bits / 8);
		table_init(&t, describe_head);
		describe_struct(sts[k], &t, NULL);
		if (table_print(stdout, &t))
			return EXIT_FAIL;
	}
	return 0;
}

static int cmd_rpc(const struct subcmd *sc, int argc, char **argv)
{
	struct rpc_ctx ctx = { 0 };
	struct run r = { 0 };
	char what[96], **args;
	int nargs, ret;

	ret = opts_parse(sc, argc, argv, rpc_opt, &ctx, &args, &nargs, &r.dry_run);
	if (ret)
		return ret;
	if (ctx.list || ctx.show) {
		if (nargs)
			return usage_error("unexpected argument '%s'", args[0]);
		return ctx.list ? rpc_list() : rpc_show(ctx.show);
	}
	if (!nargs)
		return usage_error("which command? (any of the spec's, e.g. QUERY_ADAPTER; "
				   "'mlx5ctl rpc --list')");
	r.c = mlx5ctl_prm_find_command(args[0]);
	if (!r.c)
		return usage_error("unknown command '%s' ('mlx5ctl rpc --list')", args[0]);
	snprintf(what, sizeof(what), "%s", r.c->name);
	r.what = what;
	r.assigns = args + 1;
	r.nassigns = nargs - 1;
	r.raw = ctx.raw;
	return run_command(&r);
}

static const struct tool_opt rpc_opts[] = {
	{ "list", 'l', RPC_LIST, NULL, "the commands of the spec: opcode, scope, what they do" },
	{ "show", 's', RPC_SHOW, "COMMAND", "a command's inbox and outbox, field by field" },
	{ "raw", 'r', RPC_RAW, NULL, "the outbox as hex, undecoded" },
	{ 0 },
};

const struct subcmd sc_rpc = {
	.name = "rpc", .fn = cmd_rpc, .args = "COMMAND [field=value ...]", .opts = rpc_opts,
	.flags = SC_DEVICE | SC_WRITES,
	.help = "run any command of the spec: inbox by field name, outbox decoded",
	.more = "Nested fields are a.b, entries a[2].b. Commands beyond debug-read scope ask "
		"first (on a\nterminal); kernel-only ones are refused before anything is sent.\n",
};

enum { OBJ_ID = OPT_OWN, OBJ_RAW };

struct obj_ctx {
	const char *id;
	bool raw;
};

static int obj_opt(int id, const char *arg, void *p)
{
	struct obj_ctx *c = p;

	if (id == OBJ_ID)
		c->id = arg;
	else if (id == OBJ_RAW)
		c->raw = true;
	else
		return -1;
	return 0;
}

static const struct mlx5ctl_cmd_desc *find_query(const char *type)
{
	const struct mlx5ctl_cmd_desc *c;

	for (unsigned int i = 0; (c = mlx5ctl_prm_command_at(i)); i++)
		if (c->queries && !strcasecmp(c->queries, type))
			return c;
	return NULL;
}

static int cmd_obj(const struct subcmd *sc, int argc, char **argv)
{
	struct obj_ctx ctx = { 0 };
	struct run r = { 0 };
	char assign[128], what[160], *assigns[1] = { assign };
	const struct mlx5ctl_cmd_desc *c;
	char **args;
	int nargs, ret;

	ret = opts_parse(sc, argc, argv, obj_opt, &ctx, &args, &nargs, NULL);
	if (ret)
		return ret;
	if (nargs != 1 || !ctx.id) {
		char types[1024] = "";
		size_t n = 0;

		for (unsigned int i = 0; (c = mlx5ctl_prm_command_at(i)); i++)
			if (c->queries && n < sizeof(types))
				n += (size_t)snprintf(types + n, sizeof(types) - n, " %s", c->queries);
		if (nargs > 1)
			return usage_error("unexpected argument '%s'", args[1]);
		return usage_error("give an object type and --id; types:%s", types);
	}
	c = find_query(args[0]);
	if (!c)
		return usage_error("no query command for object type '%s' ('mlx5ctl names "
				   "objects')", args[0]);
	snprintf(assign, sizeof(assign), "%s=%s", c->query_id, ctx.id);
	snprintf(what, sizeof(what), "%s --id %s", c->queries, ctx.id);
	r.c = c;
	r.assigns = assigns;
	r.nassigns = 1;
	r.what = what;
	r.raw = ctx.raw;
	if (tool.json) {
		uint64_t id = 0;

		r.extra = j_obj();
		j_set(r.extra, "object", j_str(c->queries));
		j_set(r.extra, "id", parse_u64(ctx.id, UINT64_MAX, false, &id) ? j_u64(id) : NULL);
	}
	return run_command(&r);
}

static const struct tool_opt obj_opts[] = {
	{ "id", 'i', OBJ_ID, "N", "the object's id (EQN, MKEY index, vport number, ...)" },
	{ "raw", 'r', OBJ_RAW, NULL, "the reply as hex, undecoded" },
	{ 0 },
};

const struct subcmd sc_obj = {
	.name = "obj", .fn = cmd_obj, .args = "TYPE --id N", .opts = obj_opts, .flags = SC_DEVICE,
	.help = "query an object the device holds (EQ, MKEY, VPORT, ...), decoded",
};
