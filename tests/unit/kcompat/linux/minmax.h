/* SPDX-License-Identifier: GPL-2.0 OR BSD-3-Clause */
#ifndef KCOMPAT_MINMAX_H
#define KCOMPAT_MINMAX_H
#define min_t(type, a, b) ((type)(a) < (type)(b) ? (type)(a) : (type)(b))
#endif
