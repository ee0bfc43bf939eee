#!/bin/sh
# Guest test: the mlx5ctl uAPI contract (Documentation/userspace-api/mlx5ctl.rst), checked by
# uapi_test (TAP on the console). Needs the static uapi_test in the initramfs:
#   tests/vm/vm-test --add build/uapi_test --test tests/vm/driver/driver-uapi.sh
# shellcheck source-path=SCRIPTDIR source=../lib.sh
. /usr/lib/mlx5ctl/lib.sh

command -v uapi_test >/dev/null || skip "no uapi_test in the initramfs (--add .../uapi_test)"
wait_for 'ls /dev/mlx5ctl-* >/dev/null 2>&1' 30 || fail "no /dev/mlx5ctl-* (mlx5ctl not bound)"
uapi_test all
rc=$?
# the first debug-write command on the device logs who asked and taints the kernel
dmesg | grep 'has requested write access to the device' ||
    fail "no 'has requested write access' warning in the kernel log"
# the driver never failed to destroy what a file left behind
if dmesg | grep -E 'mlx5ctl: (UID [0-9]+: )?(failed to destroy|cannot destroy)'; then
    fail "the driver failed to destroy objects, UMEMs or UCTXs"
fi
[ "$rc" -eq 0 ] || fail "uapi_test: $rc"
echo "driver-uapi: ok"
