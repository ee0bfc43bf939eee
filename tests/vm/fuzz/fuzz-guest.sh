#!/bin/sh
# Guest test: the uAPI fuzzed from inside the guest (tests/vm/fuzz/guest_fuzz.c) on the debug
# kernel. Pass: every ioctl answered with a documented errno; register payloads with fields that
# act on the access (issue 23) left the kernel's port counters growing, its EQs as they were and
# the module never reset (module-resets); afterwards no UID, UMEM, MKEY or
# PD is left behind (the device's counters back at their baseline) - processes that exited
# without cleaning up or were killed included. run.py judges the rest: no splat (KASAN, lockdep,
# UBSAN, hung tasks), the device's DMA-isolation and policy oracles, and zz-kmemleak.sh after.
# MLX5CTL_FUZZ_CALLS (default 10000) and MLX5CTL_FUZZ_SEED (default: the time) set the run:
#   scripts/vm-test --debug --add build/guest_fuzz --env MLX5CTL_FUZZ_CALLS=100000 \
#                   --test tests/vm/fuzz/fuzz-guest.sh --test tests/vm/guest/zz-kmemleak.sh
# (variables set by qget: eval)
# shellcheck disable=SC2154
# shellcheck source-path=SCRIPTDIR source=../lib.sh
. /usr/lib/mlx5ctl/lib.sh

command -v guest_fuzz >/dev/null || skip "no guest_fuzz in the initramfs (--add .../guest_fuzz)"
wait_for 'ls /dev/mlx5ctl-* >/dev/null 2>&1' 30 || fail "no /dev/mlx5ctl-* (mlx5ctl not bound)"

for c in uids umems mkeys pds module_resets; do
    qget "base_$c" "$(echo "$c" | tr _ -)"
done
seed=${MLX5CTL_FUZZ_SEED:-$(date +%s)}
guest_fuzz -n "${MLX5CTL_FUZZ_CALLS:-10000}" -s "$seed"
rc=$?
left=
for c in uids umems mkeys pds module_resets; do
    qget now "$(echo "$c" | tr _ -)"
    eval "base=\$base_$c"
    echo "$c: $base before, $now after"
    [ "$now" = "$base" ] || left="$left $c"
done
[ "$rc" -eq 0 ] || fail "guest_fuzz (seed $seed): an undocumented errno, or the kernel's counters or EQs changed"
[ -z "$left" ] || fail "not back at the baseline after every process exited (left behind, or a module reset):$left (seed $seed)"
echo "fuzz-guest: ok (seed $seed)"
