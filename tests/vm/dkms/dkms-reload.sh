#!/bin/sh
# Guest test (stock 6.12, after dkms-load.sh): devlink reload (driver_reinit) of the function
# while two files loop RPCs, each holding a UMEM, a PD and an MKEY. A reload tears the function
# down without unbinding it, and the firmware destroys every UID with it: the ctl device must be
# gone before that. mlx5ctl_adev deletes it when mlx5_core's detach deletes mlx5_core.rdma.0, so
# mlx5ctl releases the files' objects and UIDs while the function is still up: the loopers see
# ENODEV, no DESTROY_UCTX found a busy UID, no command failed. After the reload the ctl device
# is back and works, under a fresh UID; nothing is left behind. Twice: once with files open,
# once without. Then with RDMA disabled (devlink param enable_rdma false, a reload): no witness,
# so no ctl device; enabled again, the device is back.
# (variables set by qget: eval)
# shellcheck disable=SC2154
# shellcheck source-path=SCRIPTDIR source=../lib.sh
. /usr/lib/mlx5ctl/lib.sh

command -v uapi_test >/dev/null || skip "no uapi_test in the initramfs (--add .../uapi_test)"
[ -x /opt/trixie/usr/sbin/devlink ] || skip "no devlink (iproute2's trixie root at /opt/trixie)"
wait_for '[ -c /dev/mlx5ctl-mlx5_core.ctl.0 ]' 30 || fail "no /dev/mlx5ctl-mlx5_core.ctl.0"
pci=
for d in /sys/bus/pci/devices/*; do
    [ "$(cat "$d/vendor")" = 0x15b3 ] && pci=$(basename "$d")
done
[ -n "$pci" ] || fail "no 0x15b3 PCI function"
out=/tmp/out
status 0 trixie_chroot devlink dev show
expect "^pci/$(re "$pci")\$"

qget busy0 destroy-uctx-busy
qget err0 cmd-errors
qget mkeys0 mkeys
loads0=$(dmesg | grep -c "$pci: firmware version:")

rm -f /tmp/ready1 /tmp/ready2
uapi_test loop /tmp/ready1 >/tmp/loop1.log 2>&1 &
p1=$!
uapi_test loop /tmp/ready2 >/tmp/loop2.log 2>&1 &
p2=$!
wait_for '[ -e /tmp/ready1 ] && [ -e /tmp/ready2 ]' 30 || fail "loopers not ready"
qget uids uids
echo "uids while looping: $uids"
[ "$uids" = 2 ] || fail "expected 2 UIDs while looping, got $uids"
sleep 1
t0=$(cut -d' ' -f1 /proc/uptime)
status 0 trixie_chroot devlink dev reload "pci/$pci" action driver_reinit
cat $out
t1=$(cut -d' ' -f1 /proc/uptime)
echo "devlink reload took $(echo "$t0 $t1" | awk '{ printf "%.2f", $2 - $1 }') s"
rc=0
wait $p1 || rc=1
wait $p2 || rc=1
echo "== looper 1"; cat /tmp/loop1.log
echo "== looper 2"; cat /tmp/loop2.log
[ "$rc" -eq 0 ] || fail "a looper saw something other than ENODEV / a failing close"
loads=$(dmesg | grep -c "$pci: firmware version:")
[ "$loads" -gt "$loads0" ] || fail "the function was not reloaded (firmware version lines $loads0 -> $loads)"

qget busy destroy-uctx-busy
qget errs cmd-errors
qget uids uids
echo "after the reload: destroy-uctx-busy $busy0 -> $busy, cmd-errors $err0 -> $errs, uids=$uids"
[ "$busy" = "$busy0" ] || fail "DESTROY_UCTX found a UID still owning objects"
[ "$errs" = "$err0" ] || fail "firmware command errors during the reload: $err0 -> $errs"
[ "$uids" = 0 ] || fail "$uids UIDs left after the reload"
if dmesg | grep -E 'mlx5ctl: (UID [0-9]+: )?(failed to destroy|cannot destroy)'; then
    fail "the driver failed to destroy a file's resources on removal"
fi

wait_for '[ -c /dev/mlx5ctl-mlx5_core.ctl.0 ]' 30 || fail "no /dev/mlx5ctl-mlx5_core.ctl.0 after the reload"
status 0 mlx5ctl info
expect "^pci: +$(re "$pci")\$"
grep -q -E '^uid: +0$' $out && fail "info: uid 0 after the reload"
uapi_test leak || fail "uapi_test leak after the reload"
for c in uids umems mkeys destroy-uctx-busy; do
    qget v $c
    echo "after reload + leak: $c = $v"
    case $c in
        destroy-uctx-busy) [ "$v" = "$busy0" ] || fail "$c changed" ;;
        mkeys) [ "$v" = "$mkeys0" ] || fail "$c is $v after reload + leak (mlx5_core's: $mkeys0)" ;;
        *) [ "$v" = 0 ] || fail "$c is $v after reload + leak" ;;
    esac
done

# again, nobody holding the device: it goes and comes back
status 0 trixie_chroot devlink dev reload "pci/$pci" action driver_reinit
wait_for '[ -c /dev/mlx5ctl-mlx5_core.ctl.0 ]' 30 || fail "no /dev/mlx5ctl-mlx5_core.ctl.0 after the second reload"
status 0 mlx5ctl reg MGIR
expect '^fw_info\.psid: +MT_0000000359$'

# without a witness, no ctl device: RDMA off (devlink's enable_rdma, applied by a reload) leaves
# the emulated card no mlx5_core auxiliary device whose deletion would announce the next reload
status 0 trixie_chroot devlink dev param set "pci/$pci" name enable_rdma value false cmode driverinit
status 0 trixie_chroot devlink dev reload "pci/$pci" action driver_reinit
# (the reload is done when devlink returns; the add's work item runs after it)
[ -e /sys/bus/auxiliary/devices/mlx5_core.rdma.0 ] && fail "mlx5_core.rdma.0 with enable_rdma false"
wait_for 'dmesg | grep -q "no mlx5_core auxiliary device to watch for reloads"' 10 ||
    fail "mlx5ctl_adev did not say why there is no ctl device"
[ -e /sys/bus/auxiliary/devices/mlx5_core.ctl.0 ] && fail "a ctl device without a witness"
status 0 trixie_chroot devlink dev param set "pci/$pci" name enable_rdma value true cmode driverinit
status 0 trixie_chroot devlink dev reload "pci/$pci" action driver_reinit
wait_for '[ -c /dev/mlx5ctl-mlx5_core.ctl.0 ]' 30 || fail "no /dev/mlx5ctl-mlx5_core.ctl.0 with RDMA back on"
status 0 mlx5ctl reg MGIR
expect '^fw_info\.psid: +MT_0000000359$'
echo "dkms-reload: ok"
