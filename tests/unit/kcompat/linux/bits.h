/* SPDX-License-Identifier: GPL-2.0 OR BSD-3-Clause */
#ifndef KCOMPAT_BITS_H
#define KCOMPAT_BITS_H
#define GENMASK(h, l) ((~0u >> (31 - (h))) & (~0u << (l)))
#endif
