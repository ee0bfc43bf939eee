#!/bin/sh
# Guest test (Linux 7.3, upstream fwctl/mlx5): fwctl's uAPI as a careful reviewer checks it
# (fwctl_test uapi: INFO and RPC sizes, flags, scopes, lengths from 0 to 4 GiB, pointers,
# unknown ioctls, the allow list, a forged UID), and UIDs as the firmware counts them (QMP
# qom-get uids): none with nothing open, one per open file, none after close or SIGKILL. The
# taint warning of the debug scopes is printed once per boot.
# (variables set by qget: eval)
# shellcheck disable=SC2154
# shellcheck source-path=SCRIPTDIR source=../lib.sh
. /usr/lib/mlx5ctl/lib.sh

[ "$XPORT" = fwctl ] || skip "not a fwctl kernel (MLX5CTL_LINUX=${MLX5CTL_LINUX:-6.12})"
command -v fwctl_test >/dev/null || skip "no fwctl_test in the initramfs (--add .../fwctl_test)"
wait_for 'ls /dev/fwctl/fwctl* >/dev/null 2>&1' 30 || fail "no /dev/fwctl/fwctl* (fwctl/mlx5 not bound)"

qget uids0 uids
[ "$uids0" = 0 ] || fail "$uids0 user UIDs with no file open"
fwctl_test uapi
rc=$?
qget uids uids
echo "UIDs: $uids0 before fwctl_test uapi, $uids after"
[ "$rc" -eq 0 ] || fail "fwctl_test uapi: $rc"
[ "$uids" = "$uids0" ] || fail "closed files left $((uids - uids0)) UID(s) behind"
n=$(dmesg | grep -c 'has requested full access to the physical device')
[ "$n" = 1 ] || fail "the debug scopes' taint warning printed $n times, not once"

# two files, two UIDs; SIGKILL gives both back
rm -f /tmp/held
fwctl_test hold /tmp/held &
pid=$!
wait_for '[ -s /tmp/held ]' 30 || fail "fwctl_test hold did not get ready"
qget uids uids
echo "two files held, UIDs $(cat /tmp/held): the device counts $uids"
[ "$uids" = $((uids0 + 2)) ] || fail "two open files hold $uids UIDs, not 2"
kill -9 $pid
wait $pid 2>/dev/null
qget uids uids
echo "after SIGKILL: $uids"
[ "$uids" = "$uids0" ] || fail "SIGKILL left $((uids - uids0)) UID(s) behind"
echo "fwctl-uapi: ok"
