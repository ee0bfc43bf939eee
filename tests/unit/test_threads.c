// SPDX-License-Identifier: GPL-2.0 OR BSD-3-Clause
/*
 * libmlx5ctl from several threads at once, on one shared device handle: RPCs, UMEMs allocated
 * and freed, INFO, CRC-32 (its table was built lazily on first use: a race), the per-thread
 * error message. ctest runs it as it is (sanitizers) and, built without them, under
 * valgrind's helgrind, which reports any data race (test_threads_helgrind).
 *
 * The device is a backend of this file that answers like a firmware would, under its own
 * lock (the driver serialises what it must; the library must not need more).
 */
#include <check.h>
#include <errno.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <zlib.h>

#include "mlx5ctl_backend.h"

#include "check_run.h"

#define THREADS 4
#define ROUNDS 50

static pthread_mutex_t be_lock = PTHREAD_MUTEX_INITIALIZER;
static uint32_t next_umem = 1;

static int be_info(void *ctx, struct mlx5ctl_info *info)
{
	(void)ctx;
	memset(info, 0, sizeof(*info));
	info->size = sizeof(*info);
	strcpy((char *)info->devname, "0000:01:00.0");
	info->uctx_uid = 7;
	return 0;
}

/* every command succeeds; an ACCESS_REG read of MGIR says firmware 22.41.1010 */
static int be_rpc(void *ctx, struct mlx5ctl_cmdrpc *rpc)
{
	const uint8_t *in = (const void *)(uintptr_t)rpc->in;
	uint8_t *out = (void *)(uintptr_t)rpc->out;
	size_t hin = MLX5CTL_ST_SZ_BYTES(access_register_in);
	size_t hout = MLX5CTL_ST_SZ_BYTES(access_register_out);

	(void)ctx;
	pthread_mutex_lock(&be_lock);
	memset(out, 0, rpc->outlen);
	if (MLX5CTL_GET(mbox_in_hdr, in, opcode) == MLX5CTL_CMD_OP_ACCESS_REG &&
	    rpc->outlen >= hout + MLX5CTL_ST_SZ_BYTES(mgir_reg) && rpc->inlen >= hin &&
	    MLX5CTL_GET(access_register_in, in, register_id) == MLX5CTL_REG_MGIR) {
		uint8_t *reg = out + hout;

		MLX5CTL_SET(mgir_reg, reg, fw_info.extended_major, 22);
		MLX5CTL_SET(mgir_reg, reg, fw_info.extended_minor, 41);
		MLX5CTL_SET(mgir_reg, reg, fw_info.extended_sub_minor, 1010);
	}
	pthread_mutex_unlock(&be_lock);
	return 0;
}

static int be_umem_reg(void *ctx, struct mlx5ctl_umem_reg *r)
{
	(void)ctx;
	pthread_mutex_lock(&be_lock);
	r->umem_id = next_umem++;
	pthread_mutex_unlock(&be_lock);
	return 0;
}

static int be_umem_unreg(void *ctx, struct mlx5ctl_umem_unreg *r)
{
	(void)ctx;
	(void)r;
	return 0;
}

static const struct mlx5ctl_backend backend = {
	.info = be_info, .rpc = be_rpc, .umem_reg = be_umem_reg, .umem_unreg = be_umem_unreg,
};

static struct mlx5ctl_dev *dev;
static uint8_t data[4096];
static uint32_t data_crc;

static void *worker(void *arg)
{
	long id = (long)arg, bad = 0;
	char want[64], fw[32];

	for (int i = 0; i < ROUNDS; i++) {
		struct mlx5ctl_devinfo info = { .size = sizeof(info) };
		struct mlx5ctl_umem *u[3];

		/* the same CRC-32 in every thread, from the first call on */
		bad += mlx5ctl_crc32(0, data, sizeof(data)) != data_crc;
		for (int k = 0; k < 3; k++)
			bad += mlx5ctl_umem_alloc(dev, 4096 * (size_t)(k + 1), &u[k]) != 0;
		bad += mlx5ctl_info(dev, &info) || info.uid != 7;
		bad += mlx5ctl_fw_version(dev, fw, sizeof(fw)) || strcmp(fw, "22.41.1010");
		for (int k = 2; k >= 0; k--)
			mlx5ctl_umem_free(dev, u[k]);
		/* each thread's error is its own, whatever the others do meanwhile */
		snprintf(want, sizeof(want), "/x/thread-%ld", id);
		bad += mlx5ctl_resolve(want, fw, sizeof(fw)) != -ENODEV;
		bad += strncmp(mlx5ctl_strerror(), want, strlen(want)) != 0;
	}
	return (void *)bad;
}

START_TEST(test_shared_handle)
{
	pthread_t t[THREADS];
	long bad = 0;

	for (size_t i = 0; i < sizeof(data); i++)
		data[i] = (uint8_t)(i * 7 + 3);
	/* the library's first CRC-32 is in the threads, at once (a lazily built table raced) */
	data_crc = (uint32_t)crc32(0, data, sizeof(data));
	ck_assert_int_eq(mlx5ctl_open_backend(&backend, NULL, "threads", &dev), 0);
	for (long i = 0; i < THREADS; i++)
		ck_assert_int_eq(pthread_create(&t[i], NULL, worker, (void *)i), 0);
	for (int i = 0; i < THREADS; i++) {
		void *r;

		ck_assert_int_eq(pthread_join(t[i], &r), 0);
		bad += (long)r;
	}
	mlx5ctl_close(dev);
	ck_assert_int_eq(bad, 0);
	/* the IEEE CRC-32, as zlib computes it, continued across calls */
	ck_assert_uint_eq(mlx5ctl_crc32(0, "123456789", 9), 0xcbf43926);
	ck_assert_uint_eq(mlx5ctl_crc32(mlx5ctl_crc32(0, data, 100), data + 100, sizeof(data) - 100),
			  data_crc);
}
END_TEST

int main(void)
{
	return check_run("threads", 300, test_shared_handle, NULL);
}
