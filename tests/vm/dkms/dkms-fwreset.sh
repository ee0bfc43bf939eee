#!/bin/sh
# Guest test (stock 6.12, after dkms-load.sh): the firmware reset synchronised with the driver
# (MFRL reset_level 3 with pci_sync_for_fw_update_start, written through mlx5ctl itself: what
# devlink's fw_activate and mstfwreset start) while two files loop RPCs, each holding a UMEM, a
# PD and an MKEY. mlx5_core acks the RESET_REQUEST; on RESET_NOW it tears the function down
# fast (the firmware destroys every UID there, before any driver hears of it), resets it by hot
# reset and reloads it, without unbinding; its detach deletes mlx5_core.rdma.0 on the way and
# mlx5ctl_adev the ctl device with it. The old files never run a command again (uapi_test
# reload: every ioctl ENODEV once the device is back), the device comes back, a new file works
# and no UID is left.
# (variables set by qget: eval)
# shellcheck disable=SC2154
# shellcheck source-path=SCRIPTDIR source=../lib.sh
. /usr/lib/mlx5ctl/lib.sh

command -v uapi_test >/dev/null || skip "no uapi_test in the initramfs (--add .../uapi_test)"
wait_for '[ -c /dev/mlx5ctl-mlx5_core.ctl.0 ]' 30 || fail "no /dev/mlx5ctl-mlx5_core.ctl.0"
pci=
for d in /sys/bus/pci/devices/*; do
    [ "$(cat "$d/vendor")" = 0x15b3 ] && pci=$(basename "$d")
done
[ -n "$pci" ] || fail "no 0x15b3 PCI function"
out=/tmp/out
loads0=$(dmesg | grep -c "$pci: firmware version:")

rm -f /tmp/ready1 /tmp/ready2
uapi_test reload /tmp/ready1 >/tmp/loop1.log 2>&1 &
p1=$!
uapi_test reload /tmp/ready2 >/tmp/loop2.log 2>&1 &
p2=$!
wait_for '[ -e /tmp/ready1 ] && [ -e /tmp/ready2 ]' 30 || fail "loopers not ready"
qget uids uids
echo "uids while looping: $uids"
[ "$uids" = 2 ] || fail "expected 2 UIDs while looping, got $uids"
sleep 1
status 0 mlx5ctl -y reg MFRL reset_level=8 pci_sync_for_fw_update_start=1 --write
cat $out
rc=0
wait $p1 || rc=1
wait $p2 || rc=1
echo "== looper 1"; cat /tmp/loop1.log
echo "== looper 2"; cat /tmp/loop2.log
for msg in 'PCI Sync FW Update Reset Ack' 'Sync Reset now'; do
    dmesg | grep -q "$msg" || { dmesg | tail -40; fail "mlx5_core did not log '$msg'"; }
done
loads=$(dmesg | grep -c "$pci: firmware version:")
[ "$loads" -gt "$loads0" ] || fail "the function was not reloaded (firmware version lines $loads0 -> $loads)"
[ "$rc" -eq 0 ] || fail "a looper's file ran a command after the reset, or the device did not come back"

wait_for '[ -c /dev/mlx5ctl-mlx5_core.ctl.0 ]' 30 || fail "no /dev/mlx5ctl-mlx5_core.ctl.0 after the reset"
status 0 mlx5ctl reg MGIR
expect '^fw_info\.psid: +MT_0000000359$'
qget uids uids
echo "uids after the reset: $uids"
[ "$uids" = 0 ] || fail "$uids UIDs after the reset"
echo "dkms-fwreset: ok"
