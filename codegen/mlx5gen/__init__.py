# SPDX-License-Identifier: GPL-2.0 OR BSD-3-Clause
"""mlx5gen: the PRM as data (prm/*.yaml) -> generated C for the kernel, the emulator and user space."""
