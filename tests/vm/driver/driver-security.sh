#!/bin/sh
# Guest test: a hostile caller. uapi_test attacks sends every inbox that would take a
# UID beyond itself - ACCESS_REG op_mods other than write/read, MKEYs over addresses it chose or
# crossing to another function, tunnelled commands - and expects EINVAL for each. The emulated
# device runs with strict-dma and strict-policy (tests/vm/run.py): one that reached it would stop
# QEMU; its counters must still read 0 here. Also: an unprivileged opener spends no firmware UID,
# and no firmware refusal the caller provoked lands in the kernel log.
# Run with --lenient (run.py) on an older kernel to measure what it lets through.
# (variables set by qget: eval)
# shellcheck disable=SC2154
# shellcheck source-path=SCRIPTDIR source=../lib.sh
. /usr/lib/mlx5ctl/lib.sh

command -v uapi_test >/dev/null || skip "no uapi_test in the initramfs (--add .../uapi_test)"
wait_for 'ls /dev/mlx5ctl-* >/dev/null 2>&1' 30 || fail "no /dev/mlx5ctl-* (mlx5ctl not bound)"

log0=$(dmesg | wc -l)
qget dma0 dma-violations
qget pol0 policy-violations
uapi_test attacks
rc=$?
qget dma dma-violations
qget pol policy-violations
echo "device oracles: dma-violations $dma0 -> $dma, policy-violations $pol0 -> $pol"
# what the attacks made the kernel say (nothing: refusals are errnos)
dmesg | tail -n +$((log0 + 1)) | grep -E 'mlx5' && said=1
[ "$rc" -eq 0 ] || fail "uapi_test attacks: $rc"
[ "$dma" = "$dma0" ] || fail "the device made $((dma - dma0)) DMA(s) outside a UID's UMEM pages"
[ "$pol" = "$pol0" ] || fail "$((pol - pol0)) command(s) the kernel must refuse reached the device"
[ -z "${said:-}" ] || fail "the attacks put mlx5 lines into the kernel log"

# an opener without CAP_SYS_ADMIN gets no firmware UID
qget uids0 uids
rm -f /tmp/unpriv
uapi_test unpriv-hold /tmp/unpriv &
pid=$!
wait_for '[ -e /tmp/unpriv ]' 30 || fail "uapi_test unpriv-hold did not get ready"
qget uids uids
kill $pid
wait $pid 2>/dev/null
echo "UIDs: $uids0 before, $uids while an unprivileged opener holds a file"
[ "$uids" = "$uids0" ] || fail "an unprivileged open spent a firmware UID"
echo "driver-security: ok"
