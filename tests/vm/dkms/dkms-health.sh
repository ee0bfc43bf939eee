#!/bin/sh
# Guest test (stock 6.12, after dkms-load.sh): health recovery while two files loop RPCs. The
# device stops answering (gone=true: MMIO reads all-ones, no DMA, no interrupts); mlx5_core's
# health poller sees the fatal state, fails the commands in flight and recovers the function
# (devlink's fw_fatal reporter: mlx5_disable_device(), which detaches and unloads, then, once
# the device answers again (gone=false), mlx5_recover_device(): slot reset and load), all
# without unbinding. The detach deletes mlx5_core.rdma.0 and mlx5ctl_adev the ctl device with
# it: the old files never run a command again (uapi_test reload); if mlx5_core recovers, the
# device comes back and a new file works, and if it cannot (the emulated card, so far), no ctl
# device comes back. Ends the boot's usefulness when the recovery fails: run it last.
# (variables set by qget: eval)
# shellcheck disable=SC2154
# shellcheck source-path=SCRIPTDIR source=../lib.sh
. /usr/lib/mlx5ctl/lib.sh

command -v uapi_test >/dev/null || skip "no uapi_test in the initramfs (--add .../uapi_test)"
wait_for '[ -c /dev/mlx5ctl-mlx5_core.ctl.0 ]' 30 || fail "no /dev/mlx5ctl-mlx5_core.ctl.0"
out=/tmp/out

rm -f /tmp/ready1 /tmp/ready2
uapi_test reload /tmp/ready1 >/tmp/loop1.log 2>&1 &
p1=$!
uapi_test reload /tmp/ready2 >/tmp/loop2.log 2>&1 &
p2=$!
wait_for '[ -e /tmp/ready1 ] && [ -e /tmp/ready2 ]' 30 || fail "loopers not ready"
sleep 1
host_step qom-set /machine/peripheral/cx0 gone true >/dev/null || fail "qom-set gone true"
if ! wait_for 'dmesg | grep -q "handling bad device here"' 60; then
    host_step qom-set /machine/peripheral/cx0 gone false >/dev/null
    dmesg | tail -30
    fail "mlx5_core did not start its health recovery"
fi
host_step qom-set /machine/peripheral/cx0 gone false >/dev/null || fail "qom-set gone false"
rc=0
wait $p1 || rc=1
wait $p2 || rc=1
echo "== looper 1"; cat /tmp/loop1.log
echo "== looper 2"; cat /tmp/loop2.log
wait_for 'dmesg | grep -q "health recovery \(succeeded\|failed\)"' 60 ||
    { dmesg | tail -40; fail "mlx5_core's recovery did not finish"; }
if dmesg | grep -q 'health recovery succeeded'; then
    [ "$rc" -eq 0 ] ||
        fail "a looper's file ran a command after the recovery, or the device did not come back"
    wait_for '[ -c /dev/mlx5ctl-mlx5_core.ctl.0 ]' 30 || fail "no /dev/mlx5ctl-mlx5_core.ctl.0 after the recovery"
    status 0 mlx5ctl reg MGIR
    expect '^fw_info\.psid: +MT_0000000359$'
    qget uids uids
    echo "uids after the recovery: $uids"
    [ "$uids" = 0 ] || fail "$uids UIDs after the recovery"
    echo "dkms-health: ok (recovered)"
    exit 0
fi
# mlx5_core could not bring the function back (the emulated card: its NIC interface ignores
# mlx5_error_sw_reset, and SET_HCA_CAP answers "bad system state" to the reload): then no ctl
# device may come back, and the old files must still be dead; only uapi_test's "the device came
# back" and "a new open works" fail
sleep 5
[ -e /sys/bus/auxiliary/devices/mlx5_core.ctl.0 ] && fail "a ctl device on a function that failed to recover"
for f in /tmp/loop1.log /tmp/loop2.log; do
    bad=$(grep '^not ok' "$f" | grep -v -e 'the device came back' -e 'a new open works' || true)
    [ -z "$bad" ] || fail "an old file after the failed recovery: $bad"
    grep -q '^ok .* CMDRPC after the reload: ENODEV' "$f" || fail "$f: no ENODEV for CMDRPC"
done
echo "dkms-health: ok (mlx5_core's recovery failed on this device: no ctl device, the old files dead)"
