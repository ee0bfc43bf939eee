// SPDX-License-Identifier: GPL-2.0 OR BSD-3-Clause
/*
 * Decode the general capability page N times, either with the generated decoder
 * ("generated") or field by field with kernel-style MLX5_GET ("get"), or not at all
 * ("none", the baseline). Run under callgrind by scripts/bench-decode.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "mlx5ctl_prm.h"

void get_all(struct mlx5ctl_prm_cmd_hca_cap *s, const void *buf);

int main(int argc, char **argv)
{
	static uint32_t page[MLX5CTL_PRM_CMD_HCA_CAP_BYTES / 4];
	struct mlx5ctl_prm_cmd_hca_cap cap;
	const char *mode = argc > 1 ? argv[1] : "none";
	long n = argc > 2 ? atol(argv[2]) : 1000;
	unsigned long sum = 0;

	for (size_t i = 0; i < sizeof(page) / sizeof(page[0]); i++)
		page[i] = (uint32_t)(i * 2654435761u);
	for (long i = 0; i < n; i++) {
		page[0] ^= (uint32_t)i;		/* keep the loop from being hoisted */
		if (!strcmp(mode, "generated"))
			mlx5ctl_prm_cmd_hca_cap_decode(&cap, page);
		else if (!strcmp(mode, "get"))
			get_all(&cap, page);
		else
			memset(&cap, (int)i, sizeof(cap));
		sum += cap.log_max_uctx + cap.max_num_eqs + cap.uctx_cap;
	}
	printf("%s %ld %lu\n", mode, n, sum);
	return 0;
}
