/* SPDX-License-Identifier: GPL-2.0 OR BSD-3-Clause */
/* The kernel's <uapi/fwctl/fwctl.h> is upstream's uAPI header, which lib/uapi/ carries */
#include <fwctl/fwctl.h>
