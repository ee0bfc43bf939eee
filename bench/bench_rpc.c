// SPDX-License-Identifier: GPL-2.0 OR BSD-3-Clause
/*
 * Benchmark run inside the VM (scripts/bench-vm): prints figures, asserts nothing.
 *  - RPC round trip through libmlx5ctl (QUERY_ADAPTER) against the INFO ioctl, the floor with
 *    no firmware involved;
 *  - the full core dump inline (208 bytes an RPC) against one UMEM RPC.
 * usage: bench_rpc [N [rpc]]   N calls per round-trip figure; "rpc": the round trips only, and
 *        a BENCHDATA line in nanoseconds (scripts/bench-vm's breakdown reads it)
 *        bench_rpc N kref ROUNDS   the driver's share: ROUNDS rounds, each N QUERY_ADAPTER through
 *        mlx5ctl's ioctl, through bench/kref's passthrough ioctl (/dev/mlx5ctl-kref: copy in,
 *        mlx5_cmd_do, copy out), from the kernel (kref's loop), and N INFO ioctls, the four
 *        interleaved; a BENCHROUND line per round in nanoseconds per call
 */
#include <errno.h>
#include <fcntl.h>
#include <glob.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/ioctl.h>
#include <time.h>
#include <unistd.h>

#include <misc/mlx5ctl.h>

#include "mlx5ctl.h"
#include "../bench/kref/mlx5ctl_kref.h"

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

/* N raw ioctls of one request; ns per call, or -1 */
static double raw_loop(int fd, unsigned long req, void *arg, int n)
{
	double t0 = now();

	for (int i = 0; i < n; i++)
		if (ioctl(fd, req, arg)) {
			fprintf(stderr, "bench: ioctl 0x%lx: %s\n", req, strerror(errno));
			return -1;
		}
	return (now() - t0) * 1e9 / n;
}

static int kref_rounds(int n, int rounds)
{
	uint8_t in[MLX5CTL_ST_SZ_BYTES(query_adapter_in)] = { 0 };
	uint8_t out[MLX5CTL_ST_SZ_BYTES(query_adapter_out)];
	struct mlx5ctl_cmdrpc rpc = { .in = (uintptr_t)in, .out = (uintptr_t)out,
				      .inlen = sizeof(in), .outlen = sizeof(out) };
	struct mlx5ctl_info info = { 0 };
	struct mlx5ctl_kref_loop loop = { .n = (uint32_t)n };
	int fd, kfd, ret = 1;
	glob_t g;

	if (glob("/dev/mlx5ctl-*", 0, NULL, &g) || !g.gl_pathc) {
		fprintf(stderr, "bench: no /dev/mlx5ctl-*\n");
		return 1;
	}
	/* the first that is not kref's own node */
	fd = -1;
	for (size_t i = 0; i < g.gl_pathc && fd < 0; i++)
		if (strcmp(g.gl_pathv[i], "/dev/mlx5ctl-kref"))
			fd = open(g.gl_pathv[i], O_RDWR);
	globfree(&g);
	kfd = open("/dev/mlx5ctl-kref", O_RDWR);
	if (fd < 0 || kfd < 0) {
		fprintf(stderr, "bench: open: %s\n", strerror(errno));
		goto out;
	}
	MLX5CTL_SET(query_adapter_in, in, opcode, MLX5CTL_CMD_OP_QUERY_ADAPTER);
	for (int r = 0; r < rounds; r++) {
		double drv, pass, kern, inf;

		drv = raw_loop(fd, MLX5CTL_IOCTL_CMDRPC, &rpc, n);
		pass = raw_loop(kfd, MLX5CTL_IOCTL_CMDRPC, &rpc, n);
		if (ioctl(kfd, MLX5CTL_KREF_LOOP, &loop)) {
			fprintf(stderr, "bench: kref loop: %s\n", strerror(errno));
			goto out;
		}
		kern = (double)loop.ns / n;
		inf = raw_loop(fd, MLX5CTL_IOCTL_INFO, &info, n);
		if (drv < 0 || pass < 0 || inf < 0)
			goto out;
		if (MLX5CTL_GET(mbox_out_hdr, out, status)) {
			fprintf(stderr, "bench: QUERY_ADAPTER status 0x%x\n",
				MLX5CTL_GET(mbox_out_hdr, out, status));
			goto out;
		}
		printf("BENCHROUND n=%d mlx5ctl_ns=%.0f pass_ns=%.0f kernel_ns=%.0f info_ns=%.0f\n",
		       n, drv, pass, kern, inf);
	}
	ret = 0;
out:
	if (fd >= 0)
		close(fd);
	if (kfd >= 0)
		close(kfd);
	return ret;
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

	if (n <= 0 || (argc > 2 && !strcmp(argv[2], "kref") && (argc < 4 || atoi(argv[3]) <= 0))) {
		fprintf(stderr, "usage: bench_rpc [N [rpc]] | bench_rpc N kref ROUNDS  (N, ROUNDS > 0)\n");
		return 2;
	}
	if (argc > 2 && !strcmp(argv[2], "kref"))
		return kref_rounds(n, atoi(argv[3]));
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
