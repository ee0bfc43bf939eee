// SPDX-License-Identifier: GPL-2.0 OR BSD-3-Clause
/*
 * Benchmark run inside the VM (scripts/bench-vm): prints figures, asserts nothing.
 *  - RPC round trip through libmlx5ctl (QUERY_ADAPTER) against the INFO ioctl, the floor with
 *    no firmware involved;
 *  - the full core dump inline (208 bytes an RPC) against one UMEM RPC.
 * usage: bench_rpc [N [rpc]]   N calls per round-trip figure; "rpc": the round trips only, and
 *        a BENCHDATA line in nanoseconds (scripts/bench-vm's breakdown reads it)
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "mlx5ctl.h"

static double now(void)
{
	struct timespec ts;

	clock_gettime(CLOCK_MONOTONIC, &ts);
	return (double)ts.tv_sec + (double)ts.tv_nsec / 1e9;
}

static int die(const char *what)
{
	fprintf(stderr, "bench: %s: %s\n", what, mlx5ctl_strerror());
	return 1;
}

int main(int argc, char **argv)
{
	int n = argc > 1 ? atoi(argv[1]) : 2000;
	int rpc_only = argc > 2 && !strcmp(argv[2], "rpc");
	uint8_t in[MLX5CTL_ST_SZ_BYTES(query_adapter_in)] = { 0 };
	uint8_t out[MLX5CTL_ST_SZ_BYTES(query_adapter_out)];
	struct mlx5ctl_dump_req req = { .size = sizeof(req) };
	struct mlx5ctl_core_dump_info info = { .size = sizeof(info) };
	struct mlx5ctl_membuf a = { 0 }, b = { 0 };
	struct mlx5ctl_dump_stats st_inline = { .size = sizeof(st_inline) };
	struct mlx5ctl_dump_stats st_umem = { .size = sizeof(st_umem) };
	struct mlx5ctl_devinfo di = { .size = sizeof(di) };
	struct mlx5ctl_dev *dev;
	double t0, t_info, t_rpc, t_inline, t_umem;

	if (n <= 0) {
		fprintf(stderr, "usage: bench_rpc [N [rpc]]  (N > 0)\n");
		return 2;
	}
	if (mlx5ctl_open(NULL, &dev))
		return die("open");
	t0 = now();
	for (int i = 0; i < n; i++)
		if (mlx5ctl_info(dev, &di))
			return die("INFO");
	t_info = (now() - t0) / n;

	MLX5CTL_SET(query_adapter_in, in, opcode, MLX5CTL_CMD_OP_QUERY_ADAPTER);
	t0 = now();
	for (int i = 0; i < n; i++)
		if (mlx5ctl_cmd(dev, in, sizeof(in), out, sizeof(out)))
			return die("QUERY_ADAPTER");
	t_rpc = (now() - t0) / n;
	if (rpc_only) {
		printf("BENCHDATA n=%d info_ns=%.0f rpc_ns=%.0f\n", n, t_info * 1e9, t_rpc * 1e9);
		mlx5ctl_close(dev);
		return 0;
	}

	if (mlx5ctl_dump_find(dev, "CORE_DUMP", &req.segment_type))
		return die("dump menu");
	t0 = now();
	if (mlx5ctl_resource_dump(dev, &req, mlx5ctl_membuf_sink, &a, &st_inline))
		return die("inline core dump");
	t_inline = now() - t0;
	req.umem_size = 2u << 20;
	t0 = now();
	if (mlx5ctl_core_dump(dev, &req, mlx5ctl_membuf_sink, &b, &st_umem))
		return die("UMEM core dump (CORE_DUMP register)");
	t_umem = now() - t0;
	if (mlx5ctl_core_dump_verify(b.p, b.len, req.segment_type, &info))
		return die("verify");

	printf("BENCH INFO ioctl:                 %9.1f us per call (%d calls)\n", t_info * 1e6, n);
	printf("BENCH RPC QUERY_ADAPTER:          %9.1f us per call (%d calls), %.1fx INFO\n",
	       t_rpc * 1e6, n, t_rpc / t_info);
	printf("BENCH core dump inline:           %9.3f s, %lu RPCs, %zu bytes\n", t_inline,
	       st_inline.rpcs, a.len);
	printf("BENCH core dump UMEM:             %9.3f s, %lu RPC, %zu bytes%s\n", t_umem,
	       st_umem.rpcs, b.len, st_umem.umem ? "" : " (no UMEM: inline)");
	printf("BENCH UMEM speed-up:              %9.1fx (target: at least 20x); identical bytes: %s\n",
	       t_inline / t_umem, a.len == b.len && !memcmp(a.p, b.p, a.len) ? "yes" : "NO");
	free(a.p);
	free(b.p);
	mlx5ctl_close(dev);
	return 0;
}
