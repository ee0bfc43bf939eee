// SPDX-License-Identifier: GPL-2.0 OR BSD-3-Clause
/* names: what the spec (and sysfs) knows, one name a line: for people and for completion. */
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "spec.h"

/* collects names: printed one a line, or as a JSON array */
struct names {
	J *arr;
};

static void name(struct names *n, const char *s)
{
	if (n->arr)
		j_push(n->arr, j_str(s));
	else
		printf("%s\n", s);
}

static void field_names(struct names *n, const struct mlx5ctl_struct_desc *st)
{
	char *text = NULL, *line, *save = NULL;
	size_t len = 0;
	FILE *f = open_memstream(&text, &len);

	if (!f)
		return;
	list_assignable(f, st);
	fclose(f);
	for (line = strtok_r(text, "\n", &save); line; line = strtok_r(NULL, "\n", &save))
		name(n, line);
	free(text);
}

/* every way each device can be named: no privileges needed */
static int device_names(struct names *n)
{
	struct mlx5ctl_sysdev **devs;
	int count = mlx5ctl_list_sysdevs(&devs);
	char buf[300];

	if (count < 0)
		return fail();
	for (int i = 0; i < count; i++) {
		const char *lists[2] = { devs[i]->netdevs, devs[i]->rdma };

		name(n, devs[i]->adev);
		if (*devs[i]->pci) {
			name(n, devs[i]->pci);
			snprintf(buf, sizeof(buf), "pci/%s", devs[i]->pci);
			name(n, buf);
		}
		for (int k = 0; k < 2; k++) {
			const char *s = lists[k];

			while (*s) {
				size_t l = strcspn(s, " ");

				snprintf(buf, sizeof(buf), "%.*s", (int)l, s);
				if (*buf)
					name(n, buf);
				s += l;
				s += strspn(s, " ");
			}
		}
	}
	mlx5ctl_free_sysdevs(devs);
	return 0;
}

static const char *const kinds =
	"commands, registers, structs, caps, objects, counters, items, devices, fields NAME";

static int cmd_names(const struct subcmd *sc, int argc, char **argv)
{
	struct names n = { 0 };
	const char *what;
	char **args, lower[64];
	int nargs, ret = 0;
	unsigned int i;

	ret = opts_parse(sc, argc, argv, NULL, NULL, &args, &nargs, NULL);
	if (ret)
		return ret;
	if (!nargs)
		return usage_error("which names? one of %s", kinds);
	what = args[0];
	if (nargs > (strcmp(what, "fields") ? 1 : 2))
		return usage_error("unexpected argument '%s'", args[nargs - 1]);
	if (tool.json)
		n.arr = j_arr();
	if (!strcmp(what, "commands")) {
		const struct mlx5ctl_cmd_desc *c;

		for (i = 0; (c = mlx5ctl_prm_command_at(i)); i++)
			name(&n, c->name);
	} else if (!strcmp(what, "registers")) {
		const struct mlx5ctl_reg_desc *r;

		for (i = 0; (r = mlx5ctl_prm_register_at(i)); i++)
			name(&n, r->name);
	} else if (!strcmp(what, "structs")) {
		const struct mlx5ctl_struct_desc *st;

		for (i = 0; (st = mlx5ctl_prm_struct_at(i)); i++)
			name(&n, st->name);
	} else if (!strcmp(what, "caps")) {
		const struct mlx5ctl_enum_desc *ct = mlx5ctl_prm_find_enum("cap_type");
		const struct mlx5ctl_enum_value *v;

		for (i = 0; (v = mlx5ctl_prm_enum_value_at(ct, i)); i++)
			if (v->layout)
				name(&n, v->name);
	} else if (!strcmp(what, "objects")) {
		const struct mlx5ctl_cmd_desc *c;

		for (i = 0; (c = mlx5ctl_prm_command_at(i)); i++)
			if (c->queries)
				name(&n, c->queries);
	} else if (!strcmp(what, "counters")) {
		const struct mlx5ctl_enum_desc *dc = mlx5ctl_prm_find_enum("diag_counter");
		const struct mlx5ctl_enum_value *v;

		/* as 'diag --counters' takes them */
		for (i = 0; (v = mlx5ctl_prm_enum_value_at(dc, i)); i++) {
			lower_name(v->name, lower, sizeof(lower));
			name(&n, lower);
		}
	} else if (!strcmp(what, "items")) {
		const struct mlx5ctl_enum_desc *e = mlx5ctl_prm_find_enum("nv_param");
		const struct mlx5ctl_enum_value *v;
		const struct mlx5ctl_field_desc *f;
		char buf[256];

		for (i = 0; (v = mlx5ctl_prm_enum_value_at(e, i)); i++)
			for (unsigned int k = 0; v->layout && (f = mlx5ctl_prm_field_at(v->layout, k));
			     k++) {
				snprintf(buf, sizeof(buf), "%s.%s", v->name, f->name);
				name(&n, buf);
			}
		/* and mstconfig's names for them (SRIOV_EN), which config takes too */
		for (i = 0; mlx5ctl_prm_nv_param_at(i); i++)
			name(&n, mlx5ctl_prm_nv_param_at(i)->name);
	} else if (!strcmp(what, "devices")) {
		ret = device_names(&n);
	} else if (!strcmp(what, "fields")) {
		const struct mlx5ctl_reg_desc *r = nargs > 1 ? mlx5ctl_prm_find_register(args[1]) : NULL;
		const struct mlx5ctl_cmd_desc *c = nargs > 1 ? mlx5ctl_prm_find_command(args[1]) : NULL;
		const struct mlx5ctl_struct_desc *st = nargs > 1 ? mlx5ctl_prm_find_struct(args[1]) :
								   NULL;

		if (r)
			field_names(&n, r->layout);
		else if (c)
			field_names(&n, c->in);
		else if (st)
			field_names(&n, st);
		else {
			j_free(n.arr);
			return usage_error("fields of what? a register, a command or a structure of "
					   "the spec");
		}
	} else {
		j_free(n.arr);
		return usage_error("unknown kind of names '%s': one of %s", what, kinds);
	}
	if (n.arr) {
		J *doc = j_obj();

		j_set(doc, "what", j_str(what));
		j_set(doc, "names", n.arr);
		if (ret) {
			j_free(doc);
			return ret;
		}
		return j_print(stdout, doc) ? EXIT_FAIL : 0;
	}
	return ret;
}

const struct subcmd sc_names = {
	.name = "names", .fn = cmd_names, .args = "KIND [NAME]",
	.help = "what the spec knows, or how devices can be named (no device needed)",
	.more = "KIND: commands, registers, structs, caps, objects, counters, items (configuration\n"
		"parameters: ITEM.field and mstconfig's names), devices (every name -d takes),\n"
		"fields NAME (of a register, a command's inbox or a structure, as field=value\n"
		"takes them).\n",
};
