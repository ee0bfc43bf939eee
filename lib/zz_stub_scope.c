/* TEMPORARY stub until h-spec lands: not to commit */
#include "internal.h"
int mlx5ctl_fwctl_min_scope(uint16_t opcode, uint16_t op_mod)
{
	if (opcode == 0x805) return op_mod ? 1 : 0;
	if (opcode == 0x801) return -1;
	if (opcode == 0x820) return 2;
	return 1;
}
const char *mlx5ctl_fwctl_scope_name(int s)
{
	static const char *const n[] = { "configuration", "debug-read", "debug-write", "debug-write-full" };
	return s >= 0 && s < 4 ? n[s] : "?";
}
