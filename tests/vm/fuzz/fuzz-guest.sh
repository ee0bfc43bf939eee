#!/bin/sh
# Guest test: the uAPI fuzzed from inside the guest (tests/vm/fuzz/guest_fuzz.c) on the debug
# kernel. Pass: every ioctl answered with a documented errno; register payloads with fields that
# act on the access left the kernel's port counters growing, its EQs as they were and
# the module never reset (module-resets); afterwards no UID, UMEM, MKEY or
# PD is left behind (the device's counters back at their baseline) - processes that exited
# without cleaning up or were killed included. run.py judges the rest: no splat (KASAN, lockdep,
# UBSAN, hung tasks), the device's DMA-isolation and policy oracles, and zz-kmemleak.sh after.
# MLX5CTL_FUZZ_CALLS (default 10000) and MLX5CTL_FUZZ_SEED (default: the time) set the run:
#   tests/vm/vm-test --debug --add build/guest_fuzz --env MLX5CTL_FUZZ_CALLS=100000 \
#                   --test tests/vm/fuzz/fuzz-guest.sh --test tests/vm/guest/zz-kmemleak.sh
# On Linux 7.3 (vm-test --linux 7.3) it fuzzes upstream's fwctl (guest_fuzz -x fwctl).
# (variables set by qget: eval)
# shellcheck disable=SC2154
# shellcheck source-path=SCRIPTDIR source=../lib.sh
. /usr/lib/mlx5ctl/lib.sh

command -v guest_fuzz >/dev/null || skip "no guest_fuzz in the initramfs (--add .../guest_fuzz)"
nodes='/dev/mlx5ctl-*'
[ "$XPORT" = fwctl ] && nodes='/dev/fwctl/fwctl*'
wait_for "ls $nodes >/dev/null 2>&1" 30 || fail "no $nodes ($DRV not bound)"

for c in uids umems mkeys pds module_resets; do
    qget "base_$c" "$(echo "$c" | tr _ -)"
done
qget dma0 dma-violations
qget pol0 policy-violations
seed=${MLX5CTL_FUZZ_SEED:-$(date +%s)}
guest_fuzz -x "$XPORT" -n "${MLX5CTL_FUZZ_CALLS:-10000}" -s "$seed"
rc=$?
left=
for c in uids umems mkeys pds module_resets; do
    qget now "$(echo "$c" | tr _ -)"
    eval "base=\$base_$c"
    echo "$c: $base before, $now after"
    [ "$now" = "$base" ] || left="$left $c"
done
# what reached the device that should not have (run.py judges: strict unless --lenient)
qget dma dma-violations
qget pol policy-violations
echo "device oracles: dma-violations $dma0 -> $dma, policy-violations $pol0 -> $pol"
[ "$rc" -eq 0 ] || fail "guest_fuzz (seed $seed): an undocumented errno, or the kernel's counters or EQs changed"
[ -z "$left" ] || fail "not back at the baseline after every process exited (left behind, or a module reset):$left (seed $seed)"
echo "fuzz-guest: ok (seed $seed)"
