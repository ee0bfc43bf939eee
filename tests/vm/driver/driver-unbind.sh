#!/bin/sh
# Guest test: driver unbind (mlx5_core from the PCI function: the device stays in QEMU and its
# counters stay readable) while two processes loop RPCs holding UMEM + PD + MKEY. The loopers
# see ENODEV and close fine; the driver released every object before its UCTX (destroy-uctx-busy
# unchanged); after rebinding, the device works again and nothing is left behind.
# (variables set by qget: eval)
# shellcheck disable=SC2154
# shellcheck source-path=SCRIPTDIR source=../lib.sh
. /usr/lib/mlx5ctl/lib.sh

command -v uapi_test >/dev/null || skip "no uapi_test in the initramfs (--add .../uapi_test)"
wait_for 'ls /dev/mlx5ctl-* >/dev/null 2>&1' 30 || fail "no /dev/mlx5ctl-* (mlx5ctl not bound)"

pci=
for d in /sys/bus/pci/devices/*; do
    [ "$(cat "$d/vendor")" = 0x15b3 ] && pci=$(basename "$d")
done
[ -n "$pci" ] || fail "no 0x15b3 PCI function"
qget busy0 destroy-uctx-busy
qget err0 cmd-errors
qget mkeys0 mkeys       # mlx5_core's own (its resource-dump key)

rm -f /tmp/ready1 /tmp/ready2
uapi_test loop /tmp/ready1 >/tmp/loop1.log 2>&1 &
p1=$!
uapi_test loop /tmp/ready2 >/tmp/loop2.log 2>&1 &
p2=$!
wait_for '[ -e /tmp/ready1 ] && [ -e /tmp/ready2 ]' 30 || fail "loopers not ready"
qget uids uids; qget pds pds; qget mkeys mkeys; qget umems umems
echo "while looping: uids=$uids pds=$pds mkeys=$mkeys umems=$umems"
if [ "$uids" != 2 ] || [ "$mkeys" != $((mkeys0 + 2)) ] || [ "$umems" != 2 ]; then
    fail "expected 2 UIDs, MKEYs and UMEMs while looping"
fi
sleep 1
echo "$pci" >/sys/bus/pci/drivers/mlx5_core/unbind || fail "unbind $pci"
rc=0
wait $p1 || rc=1
wait $p2 || rc=1
echo "== looper 1"; cat /tmp/loop1.log
echo "== looper 2"; cat /tmp/loop2.log
[ "$rc" -eq 0 ] || fail "a looper saw something other than ENODEV / a failing close"
qget busy destroy-uctx-busy
qget errs cmd-errors
qget uids uids
echo "after unbind: destroy-uctx-busy $busy0 -> $busy, cmd-errors $err0 -> $errs, uids=$uids"
[ "$busy" = "$busy0" ] || fail "DESTROY_UCTX found a UID still owning objects"
# every DESTROY_MKEY / DEALLOC_PD / DESTROY_UMEM / DESTROY_UCTX of the release succeeded
[ "$errs" = "$err0" ] || fail "firmware command errors during the unbind: $err0 -> $errs"
if dmesg | grep -E 'mlx5ctl: (UID [0-9]+: )?(failed to destroy|cannot destroy)'; then
    fail "the driver failed to destroy a file's resources on removal"
fi

echo "$pci" >/sys/bus/pci/drivers/mlx5_core/bind || fail "bind $pci"
wait_for 'ls /dev/mlx5ctl-* >/dev/null 2>&1' 30 || fail "no /dev/mlx5ctl-* after rebinding"
uapi_test leak || fail "uapi_test leak after rebinding"
for c in uids umems mkeys destroy-uctx-busy; do
    qget v $c
    echo "after rebind + leak: $c = $v"
    case $c in
        destroy-uctx-busy) [ "$v" = "$busy0" ] || fail "$c changed" ;;
        mkeys) [ "$v" = "$mkeys0" ] || fail "$c is $v after rebind + leak (mlx5_core's: $mkeys0)" ;;
        *) [ "$v" = 0 ] || fail "$c is $v after rebind + leak" ;;
    esac
done
echo "driver-unbind: ok"
