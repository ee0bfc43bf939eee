#!/bin/sh
# Guest test (stock 6.12, after dkms-load.sh): our two modules and the stock mlx5_core loaded and
# unloaded in every order they can be.
#  1. rmmod mlx5ctl while a file is open: refused (in use). rmmod mlx5ctl_adev instead: the ctl
#     device goes, the looping file sees ENODEV, its objects and UID were released.
#  2. insmod mlx5ctl_adev with mlx5ctl loaded: the device comes back and mlx5ctl binds it.
#  3. rmmod mlx5ctl, then mlx5ctl_adev: the node goes, then the device.
#  4. rmmod mlx5_core; insmod mlx5ctl_adev before mlx5_core: nothing to make; insmod mlx5_core:
#     the device appears once mlx5_core has bound; insmod mlx5ctl: the node.
#  5. rmmod mlx5ctl, then mlx5_core with mlx5ctl_adev loaded: the device goes before mlx5_core
#     lets the function go; insmod mlx5_core, mlx5ctl: back.
# Ends with the three loaded and the device working.
# (variables set by qget: eval)
# shellcheck disable=SC2154
# shellcheck source-path=SCRIPTDIR source=../lib.sh
. /usr/lib/mlx5ctl/lib.sh

command -v uapi_test >/dev/null || skip "no uapi_test in the initramfs (--add .../uapi_test)"
CTL=/sys/bus/auxiliary/devices/mlx5_core.ctl.0
NODE=/dev/mlx5ctl-mlx5_core.ctl.0
out=/tmp/out
wait_for "[ -c $NODE ]" 30 || fail "no $NODE"
loaded() { [ -d "/sys/module/$1" ]; }
works() { # works WHAT: the tool reads MGIR through the node
    status 0 mlx5ctl reg MGIR
    expect '^fw_info\.psid: +MT_0000000359$'
    echo "$1: ok"
}
qget busy0 destroy-uctx-busy
qget err0 cmd-errors

echo "== 1. rmmod with a file open"
rm -f /tmp/ready1
uapi_test loop /tmp/ready1 >/tmp/loop1.log 2>&1 &
p1=$!
wait_for '[ -e /tmp/ready1 ]' 30 || fail "looper not ready"
rmmod mlx5ctl 2>/tmp/rmmod.log && fail "rmmod mlx5ctl succeeded with a file open"
cat /tmp/rmmod.log
loaded mlx5ctl || fail "mlx5ctl gone"
rmmod mlx5ctl_adev || fail "rmmod mlx5ctl_adev"
wait $p1 || { cat /tmp/loop1.log; fail "the looper saw something other than ENODEV / a failing close"; }
cat /tmp/loop1.log
[ -e $CTL ] && fail "mlx5_core.ctl.0 still there after rmmod mlx5ctl_adev"
[ -e $NODE ] && fail "$NODE still there after rmmod mlx5ctl_adev"
qget busy destroy-uctx-busy
qget errs cmd-errors
qget uids uids
echo "after rmmod mlx5ctl_adev: destroy-uctx-busy $busy0 -> $busy, cmd-errors $err0 -> $errs, uids=$uids"
[ "$busy" = "$busy0" ] || fail "DESTROY_UCTX found a UID still owning objects"
[ "$errs" = "$err0" ] || fail "firmware command errors: $err0 -> $errs"
[ "$uids" = 0 ] || fail "$uids UIDs left"

echo "== 2. insmod mlx5ctl_adev after mlx5ctl"
insmod "$(ko_path mlx5ctl_adev)" || fail "insmod mlx5ctl_adev"
wait_for "[ -c $NODE ]" 30 || fail "no $NODE"
works "mlx5_core, mlx5ctl, mlx5ctl_adev"

echo "== 3. rmmod mlx5ctl, then mlx5ctl_adev"
rmmod mlx5ctl || fail "rmmod mlx5ctl"
[ -e $NODE ] && fail "$NODE still there after rmmod mlx5ctl"
[ -e $CTL ] || fail "mlx5_core.ctl.0 gone with mlx5ctl"
rmmod mlx5ctl_adev || fail "rmmod mlx5ctl_adev"
[ -e $CTL ] && fail "mlx5_core.ctl.0 still there after rmmod mlx5ctl_adev"

echo "== 4. mlx5ctl_adev before mlx5_core"
rmmod mlx5_core || fail "rmmod mlx5_core"
insmod "$(ko_path mlx5ctl_adev)" || fail "insmod mlx5ctl_adev without mlx5_core"
[ -e $CTL ] && fail "mlx5_core.ctl.0 without mlx5_core"
insmod "$(ko_path mlx5_core)" || fail "insmod mlx5_core"
wait_for "[ -e $CTL ]" 30 || fail "no mlx5_core.ctl.0 once mlx5_core bound"
insmod "$(ko_path mlx5ctl)" || fail "insmod mlx5ctl"
wait_for "[ -c $NODE ]" 30 || fail "no $NODE"
works "mlx5ctl_adev, mlx5_core, mlx5ctl"

echo "== 5. rmmod mlx5_core under mlx5ctl_adev"
rmmod mlx5ctl || fail "rmmod mlx5ctl"
rmmod mlx5_core || fail "rmmod mlx5_core with mlx5ctl_adev loaded"
[ -e $CTL ] && fail "mlx5_core.ctl.0 outlived mlx5_core"
insmod "$(ko_path mlx5_core)" || fail "insmod mlx5_core (2)"
wait_for "[ -e $CTL ]" 30 || fail "no mlx5_core.ctl.0 once mlx5_core bound (2)"
insmod "$(ko_path mlx5ctl)" || fail "insmod mlx5ctl (2)"
wait_for "[ -c $NODE ]" 30 || fail "no $NODE (2)"
works "mlx5_core reloaded under mlx5ctl_adev"
qget uids uids
[ "$uids" = 0 ] || fail "$uids UIDs left at the end"
echo "dkms-modules: ok"
