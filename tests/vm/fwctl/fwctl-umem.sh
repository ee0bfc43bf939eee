#!/bin/sh
# Guest test (Linux 7.3 with our fwctl series): user memory over fwctl (FWCTL_RSC_UMEM_REG,
# FWCTL_RSC_DESTROY) as the device counts its objects (QMP qom-get). fwctl_test umem: the uAPI's
# sizes, flags and lengths (0, at and past the 64 MiB limit, overflow), a read-only or unmapped
# buffer refused, RLIMIT_MEMLOCK, another file's rsc_id and another UID's MKEY refused, the core
# dump through a UMEM byte for byte the inline one, close with UMEMs registered. Then a process
# holding a UMEM and an MKEY is killed, one holds them while mlx5_core is unbound, and one dumps
# into them while the function is unplugged: every UID, UMEM, PD and MKEY of a file goes with
# it, and its pins, before the device. The device is replaced (device_add): tests after it see a fresh one. run.py: no splat, the
# DMA-isolation oracle (no device write outside memory the kernel mapped for the UID); run
# zz-kmemleak.sh after it.
# (variables set by qget: eval)
# shellcheck disable=SC2154
# shellcheck source-path=SCRIPTDIR source=../lib.sh
. /usr/lib/mlx5ctl/lib.sh

[ "$XPORT" = fwctl ] || skip "not a fwctl kernel (MLX5CTL_LINUX=${MLX5CTL_LINUX:-6.12})"
command -v fwctl_test >/dev/null || skip "no fwctl_test in the initramfs (--add .../fwctl_test)"
wait_for '[ -e /dev/fwctl/fwctl0 ]' 30 || fail "no /dev/fwctl/fwctl0 (fwctl/mlx5 not bound)"

# qcheck WHAT NAME=VALUE...: every counter has the value
qcheck() {
    _what=$1
    shift
    for _kv in "$@"; do
        qget _got "${_kv%%=*}"
        echo "$_what: ${_kv%%=*} = $_got (expected ${_kv#*=})"
        [ "$_got" = "${_kv#*=}" ] || fail "$_what: ${_kv%%=*} is $_got, expected ${_kv#*=}"
    done
}

qget pds0 pds
qget mkeys0 mkeys
echo "baseline: pds=$pds0 mkeys=$mkeys0"
qcheck "baseline (nothing open)" uids=0 umems=0 umem-pages=0

fwctl_test umem || fail "fwctl_test umem: $?"
qcheck "after fwctl_test umem" uids=0 umems=0 umem-pages=0 pds="$pds0" mkeys="$mkeys0" \
    destroy-uctx-busy=0

# a process holds a UID, a 4-page UMEM, a PD and an MKEY; SIGKILL
rm -f /tmp/uheld
fwctl_test umem-hold /tmp/uheld &
pid=$!
wait_for '[ -e /tmp/uheld ]' 30 || fail "fwctl_test umem-hold did not get ready"
qcheck "held" uids=1 umems=1 umem-pages=4 pds=$((pds0 + 1)) mkeys=$((mkeys0 + 1))
kill -9 $pid
wait $pid 2>/dev/null
qcheck "after SIGKILL" uids=0 umems=0 umem-pages=0 pds="$pds0" mkeys="$mkeys0" \
    destroy-uctx-busy=0

# the same held while mlx5_core is unbound: fwctl_unregister() destroys them, file still open
pci=
for d in /sys/bus/pci/devices/*; do
    [ "$(cat "$d/vendor")" = 0x15b3 ] && pci=$(basename "$d")
done
[ -n "$pci" ] || fail "no 0x15b3 PCI function"
rm -f /tmp/uheld
fwctl_test umem-hold /tmp/uheld &
pid=$!
wait_for '[ -e /tmp/uheld ]' 30 || fail "fwctl_test umem-hold did not get ready"
qcheck "held before unbind" uids=1 umems=1 umem-pages=4
qget err0 cmd-errors
echo "$pci" >/sys/bus/pci/drivers/mlx5_core/unbind || fail "unbind $pci"
qget errs cmd-errors
qcheck "after unbind, the file still open" uids=0 umems=0 umem-pages=0
[ "$errs" = "$err0" ] || fail "firmware command errors during the unbind: $err0 -> $errs"
pin=$(sed -n 's/^VmPin:[[:space:]]*\([0-9]*\) kB/\1/p' "/proc/$pid/status")
echo "the holder's VmPin after unbind: $pin kB"
[ "$pin" = 0 ] || fail "the holder still has $pin kB pinned after unbind"
kill -9 $pid
wait $pid 2>/dev/null
echo "$pci" >/sys/bus/pci/drivers/mlx5_core/bind || fail "bind $pci"
wait_for '[ -e /dev/fwctl/fwctl0 ]' 120 || fail "no /dev/fwctl/fwctl0 after rebind"
fwctl_test probe >/tmp/probe.log 2>&1 || { cat /tmp/probe.log; fail "fwctl0 after rebind"; }
qcheck "after rebind" uids=0 umems=0 umem-pages=0

# and held, dumps into it in flight, while the function is unplugged (QMP device_del): the
# registration and its pins go before the device, the file sees ENODEV
rm -f /tmp/uheld
fwctl_test umem-loop /tmp/uheld >/tmp/uloop.log 2>&1 &
pid=$!
wait_for '[ -e /tmp/uheld ]' 30 || fail "fwctl_test umem-loop did not get ready"
qcheck "held before unplug" uids=1 umems=1 umem-pages=4
qget sdma strict-dma
qget spol strict-policy
sleep 1
# the oracles of the device that goes: none so far (run.py reads the new one's at the end)
qcheck "dumps in flight, before unplug" dma-violations=0 policy-violations=0
d=$(host_step device_del cx0) || fail "device_del: $d"
rc=0
wait $pid || rc=$?
cat /tmp/uloop.log
[ "$rc" -eq 0 ] || fail "fwctl_test umem-loop: $rc"
r=$(host_step device_add "{\"driver\":\"mlx5-cx\",\"id\":\"cx0\",\"bus\":\"rp0\",\"strict-dma\":$sdma,\"strict-policy\":$spol}") ||
    fail "device_add: $r"
wait_for '[ -e /dev/fwctl/fwctl0 ]' 120 || fail "no /dev/fwctl/fwctl0 after replug"
fwctl_test probe >/tmp/probe.log 2>&1 || { cat /tmp/probe.log; fail "fwctl0 after replug"; }
echo "fwctl-umem: ok"
