#!/bin/sh
# Guest test (Linux 7.3, upstream fwctl/mlx5): the hostile caller (fwctl_test attacks). Every
# inbox that takes the file's UID beyond itself or changes what others see - tunnelled commands
# (mlx5_core's physical-address key reached through one), ACCESS_REG op_mods other than write
# and read, counter clears in read-only queries, SET_HCA_CAP of the caller's own function,
# inboxes cut short before a constrained field - must be refused with EBADMSG. The emulated
# device runs with strict-dma and strict-policy (tests/vm/run.py): one that reached it would
# stop QEMU; its counters must still read as before here. The files' UIDs go back on close; the
# attacks put no mlx5 line into the kernel log.
# On pristine 7.3 (without kernel/fwctl/series) run it with `-- --lenient` (run.py) to measure
# what upstream lets through: the line "device oracles: ..." gives the counts.
# (variables set by qget: eval)
# shellcheck disable=SC2154
# shellcheck source-path=SCRIPTDIR source=../lib.sh
. /usr/lib/mlx5ctl/lib.sh

[ "$XPORT" = fwctl ] || skip "not a fwctl kernel (MLX5CTL_LINUX=${MLX5CTL_LINUX:-6.12})"
command -v fwctl_test >/dev/null || skip "no fwctl_test in the initramfs (--add .../fwctl_test)"
wait_for 'ls /dev/fwctl/fwctl* >/dev/null 2>&1' 30 || fail "no /dev/fwctl/fwctl* (fwctl/mlx5 not bound)"

log0=$(dmesg | wc -l)
qget dma0 dma-violations
qget pol0 policy-violations
qget uids0 uids
fwctl_test attacks
rc=$?
qget dma dma-violations
qget pol policy-violations
qget uids uids
echo "device oracles: dma-violations $dma0 -> $dma, policy-violations $pol0 -> $pol"
dmesg | tail -n +$((log0 + 1)) | grep -E 'mlx5' && said=1
[ "$rc" -eq 0 ] || fail "fwctl_test attacks: $rc"
[ "$dma" = "$dma0" ] || fail "the device made $((dma - dma0)) DMA(s) outside a UID's UMEM pages"
[ "$pol" = "$pol0" ] || fail "$((pol - pol0)) command(s) the kernel must refuse reached the device"
[ "$uids" = "$uids0" ] || fail "the attacks left $((uids - uids0)) UID(s) behind"
[ -z "${said:-}" ] || fail "the attacks put mlx5 lines into the kernel log"
echo "fwctl-security: ok"
