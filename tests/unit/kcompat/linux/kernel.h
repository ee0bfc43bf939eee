/* SPDX-License-Identifier: GPL-2.0 OR BSD-3-Clause */
#ifndef KCOMPAT_KERNEL_H
#define KCOMPAT_KERNEL_H
#include <linux/types.h>
#define ARRAY_SIZE(a) (sizeof(a) / sizeof((a)[0]))
#endif
