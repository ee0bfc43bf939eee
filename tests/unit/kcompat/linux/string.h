/* SPDX-License-Identifier: GPL-2.0 OR BSD-3-Clause */
#ifndef KCOMPAT_LINUX_STRING_H
#define KCOMPAT_LINUX_STRING_H
#include <string.h>
#endif
