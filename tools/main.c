// SPDX-License-Identifier: GPL-2.0 OR BSD-3-Clause
/*
 * mlx5ctl: query and configure ConnectX firmware through /dev/mlx5ctl-*. The front end is
 * cli.c; the subcommands are cmd_*.c.
 */
#include "tool.h"

int main(int argc, char **argv)
{
	return tool_main(argc, argv);
}
